#include "ascendc_host/kernels/scatter.h"

#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "kernels/scatter.cc"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
#include <hwy/highway.h>

#include "kernels/scatter-inl.h"

HWY_BEFORE_NAMESPACE();
namespace ascendc_host {
namespace HWY_NAMESPACE {
void Scatter8Impl(const uint8_t* src, const uint32_t* offsets, size_t n, kernels::OffsetMap map, uint8_t* base) {
  ScatterVec<uint8_t>(src, offsets, n, map, base);
}
void Scatter16Impl(const uint16_t* src, const uint32_t* offsets, size_t n, kernels::OffsetMap map, uint8_t* base) {
  ScatterVec<uint16_t>(src, offsets, n, map, base);
}
void Scatter32Impl(const uint32_t* src, const uint32_t* offsets, size_t n, kernels::OffsetMap map, uint8_t* base) {
  ScatterVec<uint32_t>(src, offsets, n, map, base);
}
void Scatter64Impl(const uint64_t* src, const uint32_t* offsets, size_t n, kernels::OffsetMap map, uint8_t* base) {
  ScatterVec<uint64_t>(src, offsets, n, map, base);
}
}  // namespace HWY_NAMESPACE
}  // namespace ascendc_host
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
#include "kernels/dispatch.h"
#include "kernels/gather_common.h"

namespace ascendc_host {
HWY_EXPORT(Scatter8Impl);
HWY_EXPORT(Scatter16Impl);
HWY_EXPORT(Scatter32Impl);
HWY_EXPORT(Scatter64Impl);

namespace kernels {
namespace {

using internal::ForEachActive;
using internal::PrefixLength;

void ScatterDispatch(const uint8_t* src, const uint32_t* offsets, size_t n, OffsetMap map, uint8_t* base) {
  ASCENDC_HOST_DISPATCH(Scatter8Impl)(src, offsets, n, map, base);
}
void ScatterDispatch(const uint16_t* src, const uint32_t* offsets, size_t n, OffsetMap map, uint8_t* base) {
  ASCENDC_HOST_DISPATCH(Scatter16Impl)(src, offsets, n, map, base);
}
void ScatterDispatch(const uint32_t* src, const uint32_t* offsets, size_t n, OffsetMap map, uint8_t* base) {
  ASCENDC_HOST_DISPATCH(Scatter32Impl)(src, offsets, n, map, base);
}
void ScatterDispatch(const uint64_t* src, const uint32_t* offsets, size_t n, OffsetMap map, uint8_t* base) {
  ASCENDC_HOST_DISPATCH(Scatter64Impl)(src, offsets, n, map, base);
}

// One element at a time, reading each source element and offset only after
// every earlier store: overlapping operands see earlier writes (SPEC 0.7).
template <typename W>
void ScatterElementInOrder(const W* src, const uint32_t* offsets, size_t k_src, size_t k_offset, OffsetMap map,
                           uint8_t* base) {
  const uint32_t offset = internal::LoadAt<uint32_t>(reinterpret_cast<const uint8_t*>(offsets + k_offset));
  const W v = internal::LoadAt<W>(reinterpret_cast<const uint8_t*>(src + k_src));
  internal::StoreAt<W>(base + map.Distance(offset), v);
}

// Scatter never splits a call over threads: with duplicate targets in two
// chunks the surviving value would depend on the schedule, and finding
// duplicates costs more than the split saves at UB sizes.
template <typename W>
void ScatterCount(const W* src, const uint32_t* offsets, size_t n, OffsetMap map, uint8_t* base, Order order) {
  if (n == 0) return;
  if (order == Order::kFree) return ScatterDispatch(src, offsets, n, map, base);
  for (size_t k = 0; k < n; ++k) ScatterElementInOrder(src, offsets, k, k, map, base);
}

template <typename W>
void ScatterRepeats(const W* src, const uint32_t* offsets, const RepeatPlan& plan, OffsetMap map, uint8_t* base,
                    Order order) {
  for (uint32_t r = 0; r < plan.repeats; ++r) {
    const uint64_t* active = plan.ActiveOf(r);
    const size_t first_offset = static_cast<size_t>(r) * plan.positions;
    const size_t first_src = r * plan.step;
    const int prefix = PrefixLength(active);
    if (order == Order::kFree && prefix >= 0) {
      if (prefix > 0) ScatterDispatch(src + first_src, offsets + first_offset, static_cast<size_t>(prefix), map, base);
      continue;
    }
    ForEachActive(active, plan.positions,
                  [&](uint32_t k) { ScatterElementInOrder(src, offsets, first_src + k, first_offset + k, map, base); });
  }
}

}  // namespace

void ScatterByOffsets(const uint8_t* src, const uint32_t* offsets, size_t n, OffsetMap map, uint8_t* base, Order order) {
  ScatterCount(src, offsets, n, map, base, order);
}
void ScatterByOffsets(const uint16_t* src, const uint32_t* offsets, size_t n, OffsetMap map, uint8_t* base, Order order) {
  ScatterCount(src, offsets, n, map, base, order);
}
void ScatterByOffsets(const uint32_t* src, const uint32_t* offsets, size_t n, OffsetMap map, uint8_t* base, Order order) {
  ScatterCount(src, offsets, n, map, base, order);
}
void ScatterByOffsets(const uint64_t* src, const uint32_t* offsets, size_t n, OffsetMap map, uint8_t* base, Order order) {
  ScatterCount(src, offsets, n, map, base, order);
}
void ScatterByOffsets(const uint16_t* src, const uint32_t* offsets, const RepeatPlan& plan, OffsetMap map,
                      uint8_t* base, Order order) {
  ScatterRepeats(src, offsets, plan, map, base, order);
}
void ScatterByOffsets(const uint32_t* src, const uint32_t* offsets, const RepeatPlan& plan, OffsetMap map,
                      uint8_t* base, Order order) {
  ScatterRepeats(src, offsets, plan, map, base, order);
}
void ScatterByOffsets(const uint64_t* src, const uint32_t* offsets, const RepeatPlan& plan, OffsetMap map,
                      uint8_t* base, Order order) {
  ScatterRepeats(src, offsets, plan, map, base, order);
}

}  // namespace kernels
}  // namespace ascendc_host
#endif  // HWY_ONCE
