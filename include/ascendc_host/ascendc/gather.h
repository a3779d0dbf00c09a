// Basic-API Gather on LocalTensors (SPEC 5), and the offset-call machinery
// it shares with Scatter (SPEC 3).
//
// The surface validates and resolves addressing; the kernels move data:
//  1. the call's shape (count form, PA2's wrapped count form, or a repeat
//     plan from the SPEC 0.4 mask model) says which offsets are used and
//     which elements of the strided side they pair with;
//  2. one vectorised pass summarises the used offsets (min/max of the mapped
//     distance, max and OR of the raw values);
//  3. FATAL before any access if an element would leave the UB arena; in
//     checked mode the ERROR/WARN rows, each naming the first offending
//     offset (found by a scalar rescan that only runs when the summary
//     shows a problem);
//  4. overlapping operands (WARN) switch the kernel to the pseudo-code's
//     sequential order;
//  5. one kernel call per segment.
#ifndef ASCENDC_HOST_ASCENDC_GATHER_H_
#define ASCENDC_HOST_ASCENDC_GATHER_H_

#include <algorithm>
#include <cstdint>
#include <string>
#include <type_traits>

#include "ascendc_host/ascendc/detail/basic_mask.h"
#include "ascendc_host/checks.h"
#include "ascendc_host/ascendc/detail/self_overlap.h"
#include "ascendc_host/ascendc/detail/verify_calls.h"
#include "ascendc_host/ascendc/tensor.h"
#include "ascendc_host/kernels/gather.h"
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

// The rows SPEC 3.5 and 5.5 share, for the tensor of offsets `offsets_name`.
// Returns the UB byte address of the element base (tensor + floored base).
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
  // ERROR rows about the values: element alignment and the 16-bit index range.
  void CheckValues(uint32_t base_addr, uint32_t range_max, const char* range_rule) const {
    constexpr uint32_t s = sizeof(T);
    const std::string rule_multiple = "is not a multiple of sizeof(T)=" + Str(s);
    if (base_addr % s != 0) ReportError(api, base_name, Str(base_addr), rule_multiple.c_str());
    uint64_t k = 0;
    uint32_t v = 0;
    if ((summary.or_offsets & (s - 1)) != 0 && FirstOffset(use, offsets, [](uint32_t o) { return o % s != 0; }, &k, &v))
      ReportError(api, Elem(offsets_name, k), Str(v), rule_multiple.c_str());
    if (summary.max_offset > range_max &&
        FirstOffset(use, offsets, [&](uint32_t o) { return o > range_max; }, &k, &v))
      ReportError(api, Elem(offsets_name, k), Str(v), range_rule);
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
};

// Gather's offset map (SPEC 5.3): P950 keeps a 16-bit element index for
// b8/b16 (wrap) and floors to the element; PA2 adds raw bytes.
template <typename T>
constexpr kernels::OffsetMap GatherOffsetMap() {
  if (kProfile.profile == Profile::kPA2) return {~0u, ~0u};
  if constexpr (sizeof(T) == 1) return {0xFFFFu, ~0u};
  if constexpr (sizeof(T) == 2) return {0x1FFFEu, ~0u};
  return {~static_cast<uint32_t>(sizeof(T) - 1), ~0u};
}
// Floored base (P950: to the element, b64 to 4 bytes; PA2: raw).
template <typename T>
constexpr uint32_t FlooredBase(uint32_t base_addr) {
  if (kProfile.profile == Profile::kPA2) return base_addr;
  constexpr uint32_t unit = sizeof(T) == 8 ? 4 : sizeof(T);
  return base_addr / unit * unit;
}

template <typename T>
void GatherByOffsetUse(const AscendC::LocalTensor<T>& dst, const AscendC::LocalTensor<T>& src,
                       const AscendC::LocalTensor<uint32_t>& srcOffset, uint32_t srcBaseAddr, const OffsetUse& use) {
  constexpr uint32_t s = sizeof(T);
  const char* api = "Gather";
  if (use.Empty()) return;  // count == 0, repeatTime == 0, or nothing active: no-op (SPEC 5.5)
  const uint64_t offsets_end = use.OffsetsEnd(), dst_end = use.StridedEnd();
  const uint32_t offsets_ub = CheckTensorInUb(api, "srcOffset", srcOffset, offsets_end * 4);
  const uint32_t dst_ub = CheckTensorInUb(api, "dst", dst, dst_end * s);
  const uint32_t src_ub = CheckTensorInUb(api, "src", src, 0);
  CheckUbAligned(api, "dst", dst_ub);
  CheckUbAligned(api, "src", src_ub);
  CheckUbAligned(api, "srcOffset", offsets_ub);

  const uint32_t* offsets = srcOffset.GetPhyAddr();
  const kernels::OffsetMap map = GatherOffsetMap<T>();
  const OffsetCallCheck<T> check{api, "srcOffset", "srcBaseAddr", use, offsets, map, use.Summarize(offsets, map)};
  const uint64_t base_ub = uint64_t{src_ub} + FlooredBase<T>(srcBaseAddr);
  const auto& core = runtime::CurrentCore();
  check.RequireInUb(base_ub, core.ub_bytes);

  if (CheckedMode()) {
    if (kProfile.profile == Profile::kP950 && s == 1)
      check.CheckValues(srcBaseAddr, 0xFFFFu, "exceeds 65535 (the 16-bit element index wraps)");
    else if (kProfile.profile == Profile::kP950 && s == 2)
      check.CheckValues(srcBaseAddr, 0x1FFFFu, "exceeds 131071 (the 16-bit element index wraps)");
    else
      check.CheckValues(srcBaseAddr, ~0u, "");
    check.WarnOutsideTensor(base_ub, src_ub, src.GetSize(), "reads outside src (its GetSize() elements)");
    if (offsets_end > srcOffset.GetSize())
      ReportWarning(api, "srcOffset", Str(offsets_end) + " offsets", "reads beyond the tensor's GetSize()");
    WarnIfOutsideOwner(api, "dst", dst, dst_ub, dst_end * s);
  }
  const uint64_t read_begin = base_ub + check.summary.min_distance, read_end = base_ub + check.summary.max_distance + s;
  const uint64_t dst_end_ub = dst_ub + dst_end * s;
  kernels::Order order = kernels::Order::kFree;
  if (RangesOverlap(dst_ub, dst_end_ub, read_begin, read_end) ||
      RangesOverlap(dst_ub, dst_end_ub, offsets_ub, offsets_ub + offsets_end * 4)) {
    ReportWarning(api, "dst", "[" + Str(dst_ub) + ", " + Str(dst_end_ub) + ")",
                  "overlaps src or srcOffset (not supported; run in sequential order)");
    order = kernels::Order::kSequential;
  }
  if (RangesOverlap(dst_ub, dst_end_ub, offsets_ub, offsets_ub + offsets_end * 4)) {
    MoveThroughSelfModifiedOffsets<s>(api, "srcOffset", false, use, offsets_ub, base_ub, dst_ub, map);
    return;
  }

  const uint8_t* base = core.ub + base_ub;
  auto* out = reinterpret_cast<WidthOf<T>*>(dst.GetPhyAddr());
  if (use.repeated) {
    if constexpr (s != 1) kernels::GatherByOffsets(base, offsets, use.plan, map, out, order);
    return;
  }
  for (int seg = 0; seg < use.segments; ++seg)
    kernels::GatherByOffsets(base, offsets + use.segment_first[seg], use.segment_size[seg], map,
                             out + use.segment_first[seg], order);
}

template <typename T>
constexpr bool GatherTypeSupported() {
  if (!kOffsetApiType<T>) return false;
  if (kProfile.profile == Profile::kPA2) return sizeof(T) == 2 || sizeof(T) == 4;
  return true;
}

}  // namespace detail
}  // namespace ascendc_host

namespace AscendC {

// Count overload: dst[k] = the element at srcOffset[k] bytes from src + srcBaseAddr, k < count.
template <typename T>
__aicore__ inline void Gather(const LocalTensor<T>& dst, const LocalTensor<T>& src,
                              const LocalTensor<uint32_t>& srcOffset, const uint32_t srcBaseAddr,
                              const uint32_t count) {
  namespace d = ascendc_host::detail;
  static_assert(d::GatherTypeSupported<T>(),
                "Gather: unsupported type (SPEC 5.4: P950 b8/b16/b32/b64 types, PA2 b16/b32 types)");
  // Cross-check mode (verify.h): compares with the reference when this scope ends.
  const auto cross_check =
      d::VerifyOffsetCount(ascendc_host::verify::Api::kGatherCount, dst, src, srcOffset, srcBaseAddr, count);
  d::OffsetUse use = d::OffsetUse::Count(count);
  if constexpr (ascendc_host::kProfile.profile == ascendc_host::Profile::kPA2) {
    // The PA2 devkit counts repeats in 8 bits (SPEC 5.5, review R7).
    constexpr uint32_t epr = ascendc_host::kRepeatBytes / sizeof(T);
    if (count >= 256 * epr) {
      ascendc_host::ReportError("Gather", "count", d::Str(count),
                                "needs 256 or more repeats; Atlas A2/A3 wraps the repeat count to 8 bits");
      const uint32_t full = (count / epr) % 256, tail = count % epr;
      use = d::OffsetUse{};
      use.AddSegment(0, full * epr);
      use.AddSegment(count - tail, tail);
    }
  }
  d::GatherByOffsetUse(dst, src, srcOffset, srcBaseAddr, use);
}

// Bit-wise mask overload (SPEC 0.4: mask[0] covers positions 0..63).
template <typename T>
__aicore__ inline void Gather(const LocalTensor<T>& dst, const LocalTensor<T>& src,
                              const LocalTensor<uint32_t>& srcOffset, const uint32_t srcBaseAddr,
                              const uint64_t mask[], const uint8_t repeatTime, const uint16_t dstRepStride) {
  namespace d = ascendc_host::detail;
  static_assert(d::GatherTypeSupported<T>() && sizeof(T) != 1,
                "Gather: unsupported type for the mask overloads (SPEC 5.4: no b8)");
  // Cross-check mode (verify.h): compares with the reference when this scope ends.
  const auto cross_check = d::VerifyOffsetMasked(ascendc_host::verify::Api::kGatherMasked, dst, src, srcOffset,
                                                 srcBaseAddr, true, mask, repeatTime, dstRepStride);
  const auto it = d::ResolveBitwiseMask<T>("Gather", mask, repeatTime);
  d::GatherByOffsetUse(dst, src, srcOffset, srcBaseAddr, d::PlanFromIteration<T>(it, dstRepStride));
}

// Contiguous mask overload: positions k < mask of each repeat.
template <typename T>
__aicore__ inline void Gather(const LocalTensor<T>& dst, const LocalTensor<T>& src,
                              const LocalTensor<uint32_t>& srcOffset, const uint32_t srcBaseAddr, const uint64_t mask,
                              const uint8_t repeatTime, const uint16_t dstRepStride) {
  namespace d = ascendc_host::detail;
  static_assert(d::GatherTypeSupported<T>() && sizeof(T) != 1,
                "Gather: unsupported type for the mask overloads (SPEC 5.4: no b8)");
  // Cross-check mode (verify.h): compares with the reference when this scope ends.
  const auto cross_check = d::VerifyOffsetMasked(ascendc_host::verify::Api::kGatherMasked, dst, src, srcOffset,
                                                 srcBaseAddr, false, &mask, repeatTime, dstRepStride);
  const auto it = d::ResolveContiguousMask<T>("Gather", mask, repeatTime);
  d::GatherByOffsetUse(dst, src, srcOffset, srcBaseAddr, d::PlanFromIteration<T>(it, dstRepStride));
}

}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_GATHER_H_
