// Basic-API Gather (SPEC 5) and Scatter (SPEC 3) on LocalTensors: one
// implementation for both, from the overloads (ASCENDC_HOST_OFFSET_API,
// invoked by ascendc/gather.h and ascendc/scatter.h) to the kernel call.
// What tells the two APIs apart is listed once, in RulesOf.
//
// Of the two data operands, the *addressed* one is where the offsets point
// (Gather: src, Scatter: dst); the *strided* one is walked in order, its
// element k pairing with offset k (Gather: dst, Scatter: src).
//
// The surface validates and resolves addressing; the kernels move data:
//  1. the call's shape (count form, PA2's wrapped count form, or a repeat
//     plan from the SPEC 0.4 mask model) says which offsets are used and
//     which strided elements they pair with;
//  2. one vectorised pass summarises the used offsets (min/max of the mapped
//     distance, max and OR of the raw values);
//  3. FATAL before any access if an element would leave the UB arena; in
//     checked mode the ERROR/WARN rows, each naming the first offending
//     offset (found by a scalar rescan that only runs when the summary
//     shows a problem);
//  4. overlapping operands (WARN) switch the kernel to the pseudo-code's
//     sequential order;
//  5. one kernel call per segment.
#ifndef ASCENDC_HOST_ASCENDC_DETAIL_OFFSET_CALL_H_
#define ASCENDC_HOST_ASCENDC_DETAIL_OFFSET_CALL_H_

#include <algorithm>
#include <cstdint>
#include <string>
#include <type_traits>
#include <vector>

#include "ascendc_host/ascendc/detail/basic_mask.h"
#include "ascendc_host/ascendc/detail/self_overlap.h"
#include "ascendc_host/ascendc/detail/verify_calls.h"
#include "ascendc_host/ascendc/tensor.h"
#include "ascendc_host/checks.h"
#include "ascendc_host/kernels/gather.h"
#include "ascendc_host/kernels/scatter.h"
#include "ascendc_host/runtime/overlap.h"

namespace ascendc_host {
namespace detail {

// The data types SPEC 3.4 / 5.4 list, by width.
template <typename T>
inline constexpr bool kOffsetApiType =
    std::is_same_v<T, int8_t> || std::is_same_v<T, uint8_t> || std::is_same_v<T, int16_t> ||
    std::is_same_v<T, uint16_t> || std::is_same_v<T, half> || std::is_same_v<T, bfloat16_t> ||
    std::is_same_v<T, int32_t> || std::is_same_v<T, uint32_t> || std::is_same_v<T, float> ||
    std::is_same_v<T, int64_t> || std::is_same_v<T, uint64_t>;

template <typename T>
using WidthOf = std::conditional_t<sizeof(T) == 1, uint8_t,
                                   std::conditional_t<sizeof(T) == 2, uint16_t,
                                                      std::conditional_t<sizeof(T) == 4, uint32_t, uint64_t>>>;

enum class OffsetApi : uint8_t { kGather, kScatter };

// How a base address and an offset become an element address (SPEC 3.3, 5.3).
enum class OffsetAddressing : uint8_t {
  kRawBytes,         // PA2 Gather: base + offset in bytes; elements need not be aligned
  kWrappingIndex,    // P950 Gather: floored to the element; b8/b16 element index wraps at 16 bits
  kSaturatingIndex,  // Scatter: floored to the element; b8/b16 element index saturates at 65535
};

struct OffsetApiRules {
  const char* name;
  const char* offsets_name;
  const char* base_name;
  bool writes_addressed;  // Scatter writes where its offsets point; Gather reads there
  OffsetAddressing addressing;
  const char* overlap_rule;
  verify::Api count_check, masked_check;  // cross-check mode (verify.h)
};

// What tells the two APIs apart, side by side.
constexpr OffsetApiRules RulesOf(OffsetApi api) {
  return api == OffsetApi::kGather
             ? OffsetApiRules{"Gather", "srcOffset", "srcBaseAddr", false,
                              kProfile.profile == Profile::kPA2 ? OffsetAddressing::kRawBytes
                                                                : OffsetAddressing::kWrappingIndex,
                              "overlaps src or srcOffset (not supported; run in sequential order)",
                              verify::Api::kGatherCount, verify::Api::kGatherMasked}
             : OffsetApiRules{"Scatter", "dstOffset", "dstBaseAddr", true, OffsetAddressing::kSaturatingIndex,
                              "targets overlap src or dstOffset (not supported; run in sequential order)",
                              verify::Api::kScatterCount, verify::Api::kScatterMasked};
}

// The addressing as a kernel offset map: a b8/b16 element index wraps
// (mask) or saturates (limit); otherwise offsets floor to the element, or
// stay raw bytes.
template <typename T>
constexpr kernels::OffsetMap OffsetMapOf(OffsetAddressing addressing) {
  constexpr uint32_t s = sizeof(T);
  const bool wraps = addressing == OffsetAddressing::kWrappingIndex;
  if (addressing == OffsetAddressing::kRawBytes) return {~0u, ~0u};
  if (s == 1) return wraps ? kernels::OffsetMap{0xFFFFu, ~0u} : kernels::OffsetMap{~0u, 65535u};
  if (s == 2) return wraps ? kernels::OffsetMap{0x1FFFEu, ~0u} : kernels::OffsetMap{~1u, 131070u};
  return {~(s - 1), ~0u};
}

// The base address as the hardware applies it: floored to the element (b64
// to 4 bytes), or raw bytes.
template <typename T>
constexpr uint32_t FlooredBase(OffsetAddressing addressing, uint32_t base_addr) {
  if (addressing == OffsetAddressing::kRawBytes) return base_addr;
  constexpr uint32_t unit = sizeof(T) == 8 ? 4 : sizeof(T);
  return base_addr / unit * unit;
}

template <typename T>
constexpr bool GatherTypeSupported() {
  if (!kOffsetApiType<T>) return false;
  if (kProfile.profile == Profile::kPA2) return sizeof(T) == 2 || sizeof(T) == 4;
  return true;
}

// A dependent false on PA2, so the error names the API at the call.
template <typename T>
inline constexpr bool kScatterAvailable = kProfile.profile == Profile::kP950 && kOffsetApiType<T>;

// Unsupported element types fail to compile, naming the page (SPEC 3.4, 5.4).
template <OffsetApi kApi, typename T, bool kMaskForm>
constexpr void RequireOffsetApiType() {
  if constexpr (kApi == OffsetApi::kGather && !kMaskForm) {
    static_assert(GatherTypeSupported<T>(),
                  "Gather: unsupported type (SPEC 5.4: P950 b8/b16/b32/b64 types, PA2 b16/b32 types)");
  } else if constexpr (kApi == OffsetApi::kGather) {
    static_assert(GatherTypeSupported<T>() && sizeof(T) != 1,
                  "Gather: unsupported type for the mask overloads (SPEC 5.4: no b8)");
  } else if constexpr (!kMaskForm) {
    static_assert(kScatterAvailable<T>, "Scatter: only on Ascend 950 (not Atlas A2/A3), for the types of SPEC 3.4");
  } else {
    static_assert(kScatterAvailable<T> && sizeof(T) != 1,
                  "Scatter: mask overloads exist on Ascend 950 for b16/b32/b64 types only (SPEC 3.4)");
  }
}

// Which offsets one call uses. Count form: up to two segments where offset
// k pairs with strided element k. Mask form: a repeat plan.
struct OffsetUse {
  bool repeated = false;
  kernels::RepeatPlan plan;
  uint32_t segment_first[2] = {0, 0};
  uint32_t segment_size[2] = {0, 0};
  int segments = 0;

  static OffsetUse Count(uint32_t count) {
    OffsetUse u;
    if (count) u.AddSegment(0, count);
    return u;
  }
  void AddSegment(uint32_t first, uint32_t size) {
    if (size == 0) return;
    segment_first[segments] = first;
    segment_size[segments] = size;
    ++segments;
  }
  static int LastActive(const uint64_t bits[2]) {
    if (bits[1]) return 127 - __builtin_clzll(bits[1]);
    if (bits[0]) return 63 - __builtin_clzll(bits[0]);
    return -1;
  }
  bool Empty() const {
    if (!repeated) return segments == 0;
    if (plan.repeats == 0) return true;
    return LastActive(plan.last_active) < 0 && (plan.repeats == 1 || LastActive(plan.active) < 0);
  }
  // Calls fn(offset_index, strided_index) in the pseudo-code's loop order.
  template <typename Fn>
  void ForEach(Fn&& fn) const {
    if (!repeated) {
      for (int s = 0; s < segments; ++s)
        for (uint64_t k = segment_first[s]; k < uint64_t{segment_first[s]} + segment_size[s]; ++k) fn(k, k);
      return;
    }
    for (uint32_t r = 0; r < plan.repeats; ++r) {
      const uint64_t* bits = plan.ActiveOf(r);
      for (uint32_t k = 0; k < plan.positions; ++k)
        if ((bits[k >> 6] >> (k & 63)) & 1u) fn(uint64_t{r} * plan.positions + k, uint64_t{r} * plan.step + k);
    }
  }
  // One past the last used offset index / strided element index.
  uint64_t OffsetsEnd() const { return End(plan.positions); }
  uint64_t StridedEnd() const { return End(plan.step); }
  kernels::OffsetSummary Summarize(const uint32_t* offsets, kernels::OffsetMap map) const {
    if (repeated) return kernels::SummarizeOffsets(offsets, plan, map);
    kernels::OffsetSummary total;
    for (int s = 0; s < segments; ++s) {
      const auto part = kernels::SummarizeOffsets(offsets + segment_first[s], segment_size[s], map);
      if (total.used == 0) {
        total = part;
        continue;
      }
      total.used += part.used;
      total.min_distance = std::min(total.min_distance, part.min_distance);
      total.max_distance = std::max(total.max_distance, part.max_distance);
      total.max_offset = std::max(total.max_offset, part.max_offset);
      total.or_offsets |= part.or_offsets;
    }
    return total;
  }

 private:
  uint64_t End(uint64_t repeat_step) const {
    uint64_t end = 0;
    if (!repeated) {
      for (int s = 0; s < segments; ++s) end = std::max<uint64_t>(end, uint64_t{segment_first[s]} + segment_size[s]);
      return end;
    }
    // The strided step may be smaller than a repeat (even 0), so the
    // furthest element can belong to the last full repeat.
    const int last = LastActive(plan.last_active);
    if (last >= 0) end = uint64_t{plan.repeats - 1} * repeat_step + last + 1;
    const int full = LastActive(plan.active);
    if (plan.repeats >= 2 && full >= 0) end = std::max(end, uint64_t{plan.repeats - 2} * repeat_step + full + 1);
    return end;
  }
};

// SPEC 0.4 resolved into a repeat plan; `stride_blocks` in DataBlocks.
template <typename T>
OffsetUse PlanFromIteration(const BasicIteration& it, uint32_t stride_blocks) {
  OffsetUse u;
  u.repeated = true;
  u.plan.repeats = it.repeats;
  u.plan.positions = it.epr;
  u.plan.step = uint64_t{stride_blocks} * (kDataBlockBytes / sizeof(T));
  auto prefix = [](uint64_t bits[2], uint32_t n) {
    bits[0] = n >= 64 ? ~0ull : (1ull << n) - 1;
    bits[1] = n <= 64 ? 0 : (n >= 128 ? ~0ull : (1ull << (n - 64)) - 1);
  };
  if (it.counter) {
    prefix(u.plan.active, it.epr);
    prefix(u.plan.last_active, it.repeats ? it.ActivePrefix(it.repeats - 1) : 0);
  } else {
    u.plan.active[0] = u.plan.last_active[0] = it.bits[0];
    u.plan.active[1] = u.plan.last_active[1] = it.bits[1];
  }
  return u;
}

// Written [a_begin, a_end) against read [b_begin, b_end): Gather and
// Scatter permit no overlap at all (SPEC 0.7), whatever the placement.
inline bool RangesOverlap(uint64_t a_begin, uint64_t a_end, uint64_t b_begin, uint64_t b_end) {
  return Overlapping(ClassifyOverlap(a_begin, a_end - a_begin, b_begin, b_end - b_begin));
}

// First used offset (in loop order) for which pred(offset) holds; the
// offset's index in the tensor and its value.
template <typename Pred>
bool FirstOffset(const OffsetUse& use, const uint32_t* offsets, Pred&& pred, uint64_t* index, uint32_t* value) {
  bool found = false;
  use.ForEach([&](uint64_t k, uint64_t) {
    if (found || !pred(offsets[k])) return;
    found = true;
    *index = k;
    *value = offsets[k];
  });
  return found;
}

// The rows SPEC 3.5 and 5.5 share about the used offsets.
template <typename T>
struct OffsetCallCheck {
  const char* api;
  const char* offsets_name;
  const char* base_name;
  const OffsetUse& use;
  const uint32_t* offsets;
  kernels::OffsetMap map;
  kernels::OffsetSummary summary;

  // FATAL: some used offset addresses an element beyond the UB arena.
  void RequireInUb(uint64_t base_ub, uint32_t ub_bytes) const {
    if (base_ub + summary.max_distance + sizeof(T) <= ub_bytes) return;
    uint64_t k = 0;
    uint32_t v = 0;
    FirstOffset(use, offsets, [&](uint32_t o) { return base_ub + map.Distance(o) + sizeof(T) > ub_bytes; }, &k, &v);
    RaiseFatal(api, Elem(offsets_name, k), Str(v),
               ("addresses an element outside the UB (element at UB byte " + Str(base_ub + map.Distance(v)) +
                ", UB size " + Str(ub_bytes) + ")")
                   .c_str());
  }
  // ERROR rows about the values: element alignment and, where b8/b16
  // elements are indexed in 16 bits, the index range.
  void CheckValues(uint32_t base_addr, OffsetAddressing addressing) const {
    constexpr uint32_t s = sizeof(T);
    const std::string rule_multiple = "is not a multiple of sizeof(T)=" + Str(s);
    if (base_addr % s != 0) ReportError(api, base_name, Str(base_addr), rule_multiple.c_str());
    uint64_t k = 0;
    uint32_t v = 0;
    if ((summary.or_offsets & (s - 1)) != 0 && FirstOffset(use, offsets, [](uint32_t o) { return o % s != 0; }, &k, &v))
      ReportError(api, Elem(offsets_name, k), Str(v), rule_multiple.c_str());
    if (addressing == OffsetAddressing::kRawBytes || s > 2) return;
    constexpr uint32_t range_max = s == 1 ? 0xFFFFu : 0x1FFFFu;
    if (summary.max_offset > range_max &&
        FirstOffset(use, offsets, [&](uint32_t o) { return o > range_max; }, &k, &v)) {
      const char* beyond = addressing == OffsetAddressing::kWrappingIndex ? "the 16-bit element index wraps"
                                                                          : "the element index saturates at 65535";
      ReportError(api, Elem(offsets_name, k), Str(v), ("exceeds " + Str(range_max) + " (" + beyond + ")").c_str());
    }
  }
  // WARN: an element outside [tensor_ub, tensor_ub + size*s) but inside UB.
  void WarnOutsideTensor(uint64_t base_ub, uint64_t tensor_ub, uint32_t size, const char* rule) const {
    const uint64_t end = tensor_ub + uint64_t{size} * sizeof(T);
    if (base_ub + summary.max_distance + sizeof(T) <= end) return;
    uint64_t k = 0;
    uint32_t v = 0;
    if (FirstOffset(use, offsets, [&](uint32_t o) { return base_ub + map.Distance(o) + sizeof(T) > end; }, &k, &v))
      ReportWarning(api, Elem(offsets_name, k), Str(v), rule);
  }
  // WARN: a write lands on an element an earlier offset of the call wrote.
  void WarnDuplicateTargets() const {
    // One flag per element slot the validated distances can reach.
    std::vector<uint8_t> seen(summary.max_distance / sizeof(T) + 1, 0);
    bool reported = false;
    use.ForEach([&](uint64_t k, uint64_t) {
      uint8_t& slot = seen[map.Distance(offsets[k]) / sizeof(T)];
      if (slot && !reported) {
        reported = true;
        ReportWarning(api, Elem(offsets_name, k), Str(offsets[k]),
                      "targets the same element as an earlier offset (the last write wins)");
      }
      slot = 1;
    });
  }
};

// One call of `kApiKind` on the offsets `use` selects.
template <OffsetApi kApiKind, typename T>
void RunOffsetCall(const AscendC::LocalTensor<T>& dst, const AscendC::LocalTensor<T>& src,
                   const AscendC::LocalTensor<uint32_t>& offsets_tensor, uint32_t base_addr, const OffsetUse& use) {
  constexpr OffsetApiRules kApi = RulesOf(kApiKind);
  constexpr uint32_t s = sizeof(T);
  constexpr bool kScatter = kApi.writes_addressed;
  const char* api = kApi.name;
  if (use.Empty()) return;  // count == 0, repeatTime == 0, or nothing active: no-op (SPEC 3.5, 5.5)
  const AscendC::LocalTensor<T>& addressed = kScatter ? dst : src;
  const AscendC::LocalTensor<T>& strided = kScatter ? src : dst;
  const uint64_t offsets_end = use.OffsetsEnd(), strided_end = use.StridedEnd();
  const uint32_t offsets_ub = CheckTensorInUb(api, kApi.offsets_name, offsets_tensor, offsets_end * 4);
  const uint32_t strided_ub = CheckTensorInUb(api, kScatter ? "src" : "dst", strided, strided_end * s);
  const uint32_t addressed_ub = CheckTensorInUb(api, kScatter ? "dst" : "src", addressed, 0);
  CheckUbAligned(api, "dst", kScatter ? addressed_ub : strided_ub);
  CheckUbAligned(api, "src", kScatter ? strided_ub : addressed_ub);
  CheckUbAligned(api, kApi.offsets_name, offsets_ub);

  const uint32_t* offsets = offsets_tensor.GetPhyAddr();
  const kernels::OffsetMap map = OffsetMapOf<T>(kApi.addressing);
  const OffsetCallCheck<T> check{api, kApi.offsets_name, kApi.base_name, use, offsets, map,
                                 use.Summarize(offsets, map)};
  const uint64_t base_ub = uint64_t{addressed_ub} + FlooredBase<T>(kApi.addressing, base_addr);
  const auto& core = runtime::CurrentCore();
  check.RequireInUb(base_ub, core.ub_bytes);

  if (CheckedMode()) {
    check.CheckValues(base_addr, kApi.addressing);
    check.WarnOutsideTensor(base_ub, addressed_ub, addressed.GetSize(),
                            kScatter ? "writes outside dst (its GetSize() elements)"
                                     : "reads outside src (its GetSize() elements)");
    if (offsets_end > offsets_tensor.GetSize())
      ReportWarning(api, kApi.offsets_name, Str(offsets_end) + " offsets", "reads beyond the tensor's GetSize()");
    if constexpr (kScatter) {
      if (strided_end > strided.GetSize())
        ReportWarning(api, "src", Str(strided_end) + " elements", "reads beyond the tensor's GetSize()");
      check.WarnDuplicateTargets();
    } else {
      WarnIfOutsideOwner(api, "dst", strided, strided_ub, strided_end * s);
    }
  }
  // The written range against the ranges the call reads.
  const uint64_t addressed_begin = base_ub + check.summary.min_distance;
  const uint64_t addressed_end = base_ub + check.summary.max_distance + s;
  const uint64_t strided_end_ub = strided_ub + strided_end * s;
  const uint64_t written_begin = kScatter ? addressed_begin : strided_ub;
  const uint64_t written_end = kScatter ? addressed_end : strided_end_ub;
  const uint64_t read_begin = kScatter ? strided_ub : addressed_begin;
  const uint64_t read_end = kScatter ? strided_end_ub : addressed_end;
  const bool onto_offsets = RangesOverlap(written_begin, written_end, offsets_ub, offsets_ub + offsets_end * 4);
  kernels::Order order = kernels::Order::kFree;
  if (onto_offsets || RangesOverlap(written_begin, written_end, read_begin, read_end)) {
    ReportWarning(api, "dst", "[" + Str(written_begin) + ", " + Str(written_end) + ")", kApi.overlap_rule);
    order = kernels::Order::kSequential;
  }
  if (onto_offsets) {
    MoveThroughSelfModifiedOffsets<s>(api, kApi.offsets_name, kScatter, use, offsets_ub, base_ub, strided_ub, map);
    return;
  }

  uint8_t* base = core.ub + base_ub;
  auto* strided_data = reinterpret_cast<WidthOf<T>*>(strided.GetPhyAddr());
  auto move = [&](const uint32_t* first_offset, WidthOf<T>* first_strided, const auto& shape) {
    if constexpr (kScatter) kernels::ScatterByOffsets(first_strided, first_offset, shape, map, base, order);
    else kernels::GatherByOffsets(base, first_offset, shape, map, first_strided, order);
  };
  if (use.repeated) return move(offsets, strided_data, use.plan);
  for (int seg = 0; seg < use.segments; ++seg)
    move(offsets + use.segment_first[seg], strided_data + use.segment_first[seg], size_t{use.segment_size[seg]});
}

// The count overload.
template <OffsetApi kApiKind, typename T>
void OffsetCountCall(const AscendC::LocalTensor<T>& dst, const AscendC::LocalTensor<T>& src,
                     const AscendC::LocalTensor<uint32_t>& offsets, uint32_t base_addr, uint32_t count) {
  constexpr OffsetApiRules kApi = RulesOf(kApiKind);
  RequireOffsetApiType<kApiKind, T, false>();
  // Cross-check mode (verify.h): compares with the reference when this scope ends.
  const auto cross_check = VerifyOffsetCount(kApi.count_check, dst, src, offsets, base_addr, count);
  OffsetUse use = OffsetUse::Count(count);
  if constexpr (kProfile.profile == Profile::kPA2) {
    // The PA2 devkit counts repeats in 8 bits (SPEC 5.5, review R7).
    constexpr uint32_t epr = kRepeatBytes / sizeof(T);
    if (count >= 256 * epr) {
      ReportError(kApi.name, "count", Str(count),
                  "needs 256 or more repeats; Atlas A2/A3 wraps the repeat count to 8 bits");
      const uint32_t full = (count / epr) % 256, tail = count % epr;
      use = OffsetUse{};
      use.AddSegment(0, full * epr);
      use.AddSegment(count - tail, tail);
    }
  }
  RunOffsetCall<kApiKind>(dst, src, offsets, base_addr, use);
}

// The mask overloads: bit-wise (mask[0..1]) or contiguous (mask[0]);
// `rep_stride` in DataBlocks between the strided operand's repeats.
template <OffsetApi kApiKind, typename T>
void OffsetMaskCall(const AscendC::LocalTensor<T>& dst, const AscendC::LocalTensor<T>& src,
                    const AscendC::LocalTensor<uint32_t>& offsets, uint32_t base_addr, bool bitwise,
                    const uint64_t* mask, uint8_t repeat_time, uint32_t rep_stride) {
  constexpr OffsetApiRules kApi = RulesOf(kApiKind);
  RequireOffsetApiType<kApiKind, T, true>();
  // Cross-check mode (verify.h): compares with the reference when this scope ends.
  const auto cross_check =
      VerifyOffsetMasked(kApi.masked_check, dst, src, offsets, base_addr, bitwise, mask, repeat_time, rep_stride);
  const BasicIteration it = bitwise ? ResolveBitwiseMask<T>(kApi.name, mask, repeat_time)
                                    : ResolveContiguousMask<T>(kApi.name, mask[0], repeat_time);
  RunOffsetCall<kApiKind>(dst, src, offsets, base_addr, PlanFromIteration<T>(it, rep_stride));
}

}  // namespace detail
}  // namespace ascendc_host

// The three overloads of an offset API in namespace AscendC, with the
// parameter names of its page: the count form, the bit-wise mask form
// (SPEC 0.4: mask[0] covers positions 0..63) and the contiguous mask form
// (positions k < mask of each repeat).
#define ASCENDC_HOST_OFFSET_API(Name, offsetsParam, baseParam, StrideType, strideParam)                          \
  template <typename T>                                                                                        \
  __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src,                            \
                              const LocalTensor<uint32_t>& offsetsParam, const uint32_t baseParam,             \
                              const uint32_t count) {                                                          \
    ::ascendc_host::detail::OffsetCountCall<::ascendc_host::detail::OffsetApi::k##Name>(dst, src, offsetsParam, \
                                                                                       baseParam, count);      \
  }                                                                                                            \
  template <typename T>                                                                                        \
  __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src,                            \
                              const LocalTensor<uint32_t>& offsetsParam, const uint32_t baseParam,             \
                              const uint64_t mask[], const uint8_t repeatTime, const StrideType strideParam) { \
    ::ascendc_host::detail::OffsetMaskCall<::ascendc_host::detail::OffsetApi::k##Name>(                        \
        dst, src, offsetsParam, baseParam, true, mask, repeatTime, strideParam);                               \
  }                                                                                                            \
  template <typename T>                                                                                        \
  __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src,                            \
                              const LocalTensor<uint32_t>& offsetsParam, const uint32_t baseParam,             \
                              const uint64_t mask, const uint8_t repeatTime, const StrideType strideParam) {   \
    ::ascendc_host::detail::OffsetMaskCall<::ascendc_host::detail::OffsetApi::k##Name>(                        \
        dst, src, offsetsParam, baseParam, false, &mask, repeatTime, strideParam);                             \
  }

#endif  // ASCENDC_HOST_ASCENDC_DETAIL_OFFSET_CALL_H_
