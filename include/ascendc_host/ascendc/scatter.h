// Basic-API Scatter on LocalTensors (SPEC 3, Ascend 950 only). Validation
// and addressing follow the same steps as Gather (see gather.h); the
// strided side is src, and duplicate targets are checked in checked mode.
#ifndef ASCENDC_HOST_ASCENDC_SCATTER_H_
#define ASCENDC_HOST_ASCENDC_SCATTER_H_

#include <cstdint>
#include <vector>

#include "ascendc_host/ascendc/gather.h"
#include "ascendc_host/ascendc/tensor.h"
#include "ascendc_host/kernels/scatter.h"

namespace ascendc_host {
namespace detail {

// Scatter's offset map (SPEC 3.3): b8/b16 saturate the element index at
// 65535, wider types floor to the element.
template <typename T>
constexpr kernels::OffsetMap ScatterOffsetMap() {
  if constexpr (sizeof(T) == 1) return {~0u, 65535u};
  if constexpr (sizeof(T) == 2) return {~1u, 131070u};
  return {~static_cast<uint32_t>(sizeof(T) - 1), ~0u};
}

// A dependent false on PA2, so the error names the API at the call.
template <typename T>
inline constexpr bool kScatterAvailable = kProfile.profile == Profile::kP950 && kOffsetApiType<T>;

template <typename T>
void ScatterByOffsetUse(const AscendC::LocalTensor<T>& dst, const AscendC::LocalTensor<T>& src,
                        const AscendC::LocalTensor<uint32_t>& dstOffset, uint32_t dstBaseAddr, const OffsetUse& use) {
  constexpr uint32_t s = sizeof(T);
  const char* api = "Scatter";
  if (use.Empty()) return;  // count == 0, repeatTime == 0, or nothing active: no-op (SPEC 3.5)
  const uint64_t offsets_end = use.OffsetsEnd(), src_end = use.StridedEnd();
  const uint32_t offsets_ub = CheckTensorInUb(api, "dstOffset", dstOffset, offsets_end * 4);
  const uint32_t src_ub = CheckTensorInUb(api, "src", src, src_end * s);
  const uint32_t dst_ub = CheckTensorInUb(api, "dst", dst, 0);
  CheckUbAligned(api, "dst", dst_ub);
  CheckUbAligned(api, "src", src_ub);
  CheckUbAligned(api, "dstOffset", offsets_ub);

  const uint32_t* offsets = dstOffset.GetPhyAddr();
  const kernels::OffsetMap map = ScatterOffsetMap<T>();
  const OffsetCallCheck<T> check{api, "dstOffset", "dstBaseAddr", use, offsets, map, use.Summarize(offsets, map)};
  const uint64_t base_ub = uint64_t{dst_ub} + FlooredBase<T>(dstBaseAddr);
  const auto& core = runtime::CurrentCore();
  check.RequireInUb(base_ub, core.ub_bytes);

  if (CheckedMode()) {
    if (s == 1)
      check.CheckValues(dstBaseAddr, 0xFFFFu, "exceeds 65535 (the element index saturates at 65535)");
    else if (s == 2)
      check.CheckValues(dstBaseAddr, 0x1FFFFu, "exceeds 131071 (the element index saturates at 65535)");
    else
      check.CheckValues(dstBaseAddr, ~0u, "");
    check.WarnOutsideTensor(base_ub, dst_ub, dst.GetSize(), "writes outside dst (its GetSize() elements)");
    if (offsets_end > dstOffset.GetSize())
      ReportWarning(api, "dstOffset", Str(offsets_end) + " offsets", "reads beyond the tensor's GetSize()");
    if (src_end > src.GetSize())
      ReportWarning(api, "src", Str(src_end) + " elements", "reads beyond the tensor's GetSize()");
    // Duplicates: one flag per element slot the validated distances can reach.
    std::vector<uint8_t> seen(check.summary.max_distance / s + 1, 0);
    bool reported = false;
    use.ForEach([&](uint64_t k, uint64_t) {
      uint8_t& slot = seen[map.Distance(offsets[k]) / s];
      if (slot && !reported) {
        reported = true;
        ReportWarning(api, Elem("dstOffset", k), Str(offsets[k]),
                      "targets the same element as an earlier offset (the last write wins)");
      }
      slot = 1;
    });
  }
  const uint64_t write_begin = base_ub + check.summary.min_distance, write_end = base_ub + check.summary.max_distance + s;
  kernels::Order order = kernels::Order::kFree;
  if (RangesOverlap(write_begin, write_end, src_ub, src_ub + src_end * s) ||
      RangesOverlap(write_begin, write_end, offsets_ub, offsets_ub + offsets_end * 4)) {
    ReportWarning(api, "dst", "[" + Str(write_begin) + ", " + Str(write_end) + ")",
                  "targets overlap src or dstOffset (not supported; run in sequential order)");
    order = kernels::Order::kSequential;
  }
  if (RangesOverlap(write_begin, write_end, offsets_ub, offsets_ub + offsets_end * 4)) {
    MoveThroughSelfModifiedOffsets<s>(api, "dstOffset", true, use, offsets_ub, base_ub, src_ub, map);
    return;
  }

  uint8_t* base = core.ub + base_ub;
  const auto* in = reinterpret_cast<const WidthOf<T>*>(src.GetPhyAddr());
  if (use.repeated) {
    if constexpr (s != 1) kernels::ScatterByOffsets(in, offsets, use.plan, map, base, order);
    return;
  }
  for (int seg = 0; seg < use.segments; ++seg)
    kernels::ScatterByOffsets(in + use.segment_first[seg], offsets + use.segment_first[seg], use.segment_size[seg],
                              map, base, order);
}

}  // namespace detail
}  // namespace ascendc_host

namespace AscendC {

// Count overload: the element at dstOffset[k] bytes from dst + dstBaseAddr = src[k], k < count.
template <typename T>
__aicore__ inline void Scatter(const LocalTensor<T>& dst, const LocalTensor<T>& src,
                               const LocalTensor<uint32_t>& dstOffset, const uint32_t dstBaseAddr,
                               const uint32_t count) {
  namespace d = ascendc_host::detail;
  static_assert(d::kScatterAvailable<T>,
                "Scatter: only on Ascend 950 (not Atlas A2/A3), for the types of SPEC 3.4");
  // Cross-check mode (verify.h): compares with the reference when this scope ends.
  const auto cross_check =
      d::VerifyOffsetCount(ascendc_host::verify::Api::kScatterCount, dst, src, dstOffset, dstBaseAddr, count);
  d::ScatterByOffsetUse(dst, src, dstOffset, dstBaseAddr, d::OffsetUse::Count(count));
}

// Bit-wise mask overload (SPEC 0.4: mask[0] covers positions 0..63).
template <typename T>
__aicore__ inline void Scatter(const LocalTensor<T>& dst, const LocalTensor<T>& src,
                               const LocalTensor<uint32_t>& dstOffset, const uint32_t dstBaseAddr,
                               const uint64_t mask[], const uint8_t repeatTime, const uint8_t srcRepStride) {
  namespace d = ascendc_host::detail;
  static_assert(d::kScatterAvailable<T> && sizeof(T) != 1,
                "Scatter: mask overloads exist on Ascend 950 for b16/b32/b64 types only (SPEC 3.4)");
  // Cross-check mode (verify.h): compares with the reference when this scope ends.
  const auto cross_check = d::VerifyOffsetMasked(ascendc_host::verify::Api::kScatterMasked, dst, src, dstOffset,
                                                 dstBaseAddr, true, mask, repeatTime, srcRepStride);
  const auto it = d::ResolveBitwiseMask<T>("Scatter", mask, repeatTime);
  d::ScatterByOffsetUse(dst, src, dstOffset, dstBaseAddr, d::PlanFromIteration<T>(it, srcRepStride));
}

// Contiguous mask overload: positions k < mask of each repeat.
template <typename T>
__aicore__ inline void Scatter(const LocalTensor<T>& dst, const LocalTensor<T>& src,
                               const LocalTensor<uint32_t>& dstOffset, const uint32_t dstBaseAddr, const uint64_t mask,
                               const uint8_t repeatTime, const uint8_t srcRepStride) {
  namespace d = ascendc_host::detail;
  static_assert(d::kScatterAvailable<T> && sizeof(T) != 1,
                "Scatter: mask overloads exist on Ascend 950 for b16/b32/b64 types only (SPEC 3.4)");
  // Cross-check mode (verify.h): compares with the reference when this scope ends.
  const auto cross_check = d::VerifyOffsetMasked(ascendc_host::verify::Api::kScatterMasked, dst, src, dstOffset,
                                                 dstBaseAddr, false, &mask, repeatTime, srcRepStride);
  const auto it = d::ResolveContiguousMask<T>("Scatter", mask, repeatTime);
  d::ScatterByOffsetUse(dst, src, dstOffset, dstBaseAddr, d::PlanFromIteration<T>(it, srcRepStride));
}

}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_SCATTER_H_
