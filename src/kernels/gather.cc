#include "ascendc_host/kernels/gather.h"

#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "kernels/gather.cc"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
#include <hwy/highway.h>

#include "kernels/gather-inl.h"

HWY_BEFORE_NAMESPACE();
namespace ascendc_host {
namespace HWY_NAMESPACE {
kernels::OffsetSummary SummarizeOffsetsImpl(const uint32_t* offsets, size_t n, kernels::OffsetMap map) {
  return SummarizeOffsetsVec(offsets, n, map);
}
void Gather8Impl(const uint8_t* base, const uint32_t* offsets, size_t n, kernels::OffsetMap map, uint8_t* dst) {
  GatherVec<uint8_t>(base, offsets, n, map, dst);
}
void Gather16Impl(const uint8_t* base, const uint32_t* offsets, size_t n, kernels::OffsetMap map, uint16_t* dst) {
  GatherVec<uint16_t>(base, offsets, n, map, dst);
}
void Gather32Impl(const uint8_t* base, const uint32_t* offsets, size_t n, kernels::OffsetMap map, uint32_t* dst) {
  GatherVec<uint32_t>(base, offsets, n, map, dst);
}
void Gather64Impl(const uint8_t* base, const uint32_t* offsets, size_t n, kernels::OffsetMap map, uint64_t* dst) {
  GatherVec<uint64_t>(base, offsets, n, map, dst);
}
}  // namespace HWY_NAMESPACE
}  // namespace ascendc_host
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
#include <tbb/blocked_range.h>
#include <tbb/parallel_for.h>

#include "kernels/dispatch.h"
#include "kernels/gather_common.h"

namespace ascendc_host {
HWY_EXPORT(SummarizeOffsetsImpl);
HWY_EXPORT(Gather8Impl);
HWY_EXPORT(Gather16Impl);
HWY_EXPORT(Gather32Impl);
HWY_EXPORT(Gather64Impl);

namespace kernels {
namespace {

using internal::ForEachActive;
using internal::PrefixLength;

void Merge(OffsetSummary& into, const OffsetSummary& s) {
  if (s.used == 0) return;
  into.used += s.used;
  into.min_distance = s.min_distance < into.min_distance ? s.min_distance : into.min_distance;
  into.max_distance = s.max_distance > into.max_distance ? s.max_distance : into.max_distance;
  into.max_offset = s.max_offset > into.max_offset ? s.max_offset : into.max_offset;
  into.or_offsets |= s.or_offsets;
}

void GatherDispatch(const uint8_t* base, const uint32_t* offsets, size_t n, OffsetMap map, uint8_t* dst) {
  ASCENDC_HOST_DISPATCH(Gather8Impl)(base, offsets, n, map, dst);
}
void GatherDispatch(const uint8_t* base, const uint32_t* offsets, size_t n, OffsetMap map, uint16_t* dst) {
  ASCENDC_HOST_DISPATCH(Gather16Impl)(base, offsets, n, map, dst);
}
void GatherDispatch(const uint8_t* base, const uint32_t* offsets, size_t n, OffsetMap map, uint32_t* dst) {
  ASCENDC_HOST_DISPATCH(Gather32Impl)(base, offsets, n, map, dst);
}
void GatherDispatch(const uint8_t* base, const uint32_t* offsets, size_t n, OffsetMap map, uint64_t* dst) {
  ASCENDC_HOST_DISPATCH(Gather64Impl)(base, offsets, n, map, dst);
}

// The pseudo-code loop, element by element: with overlapping operands each
// element must see every earlier write (SPEC 0.7).
template <typename W>
void GatherInOrder(const uint8_t* base, const uint32_t* offsets, size_t n, OffsetMap map, W* dst) {
  uint8_t* out = reinterpret_cast<uint8_t*>(dst);
  for (size_t k = 0; k < n; ++k) {
    const uint32_t offset = internal::LoadAt<uint32_t>(reinterpret_cast<const uint8_t*>(offsets + k));
    internal::StoreAt<W>(out + k * sizeof(W), internal::LoadAt<W>(base + map.Distance(offset)));
  }
}

template <typename W>
void GatherCount(const uint8_t* base, const uint32_t* offsets, size_t n, OffsetMap map, W* dst, Order order) {
  if (n == 0) return;
  if (order == Order::kSequential) return GatherInOrder(base, offsets, n, map, dst);
  if (n * sizeof(W) < internal::kGatherParallelBytes) return GatherDispatch(base, offsets, n, map, dst);
  // Gathers only read shared data and write disjoint slices: any split
  // gives the same bytes.
  const size_t grain = internal::kGatherParallelGrainBytes / sizeof(W);
  tbb::parallel_for(tbb::blocked_range<size_t>(0, n, grain), [&](const tbb::blocked_range<size_t>& r) {
    GatherDispatch(base, offsets + r.begin(), r.size(), map, dst + r.begin());
  });
}

template <typename W>
void GatherOneRepeat(const uint8_t* base, const uint32_t* offsets, const RepeatPlan& plan, OffsetMap map, W* dst,
                     uint32_t r, Order order) {
  const uint64_t* active = plan.ActiveOf(r);
  const uint32_t* repeat_offsets = offsets + static_cast<size_t>(r) * plan.positions;
  W* repeat_dst = dst + r * plan.step;
  const int prefix = PrefixLength(active);
  if (order == Order::kFree && prefix >= 0) {
    if (prefix > 0) GatherDispatch(base, repeat_offsets, static_cast<size_t>(prefix), map, repeat_dst);
    return;
  }
  // Masks with holes are rare (bit-wise masks chosen by hand): a scalar walk
  // over the set bits touches exactly the active positions.
  uint8_t* out = reinterpret_cast<uint8_t*>(repeat_dst);
  ForEachActive(active, plan.positions, [&](uint32_t k) {
    const uint32_t offset = internal::LoadAt<uint32_t>(reinterpret_cast<const uint8_t*>(repeat_offsets + k));
    internal::StoreAt<W>(out + k * sizeof(W), internal::LoadAt<W>(base + map.Distance(offset)));
  });
}

template <typename W>
void GatherRepeats(const uint8_t* base, const uint32_t* offsets, const RepeatPlan& plan, OffsetMap map, W* dst,
                   Order order) {
  if (plan.repeats == 0) return;
  // Repeats write disjoint destination slices only when the stride is at
  // least one repeat wide; otherwise a later repeat must win.
  const bool disjoint = plan.step >= plan.positions;
  const size_t bytes = static_cast<size_t>(plan.repeats) * plan.positions * sizeof(W);
  // Through the Ascend C surface a call has at most 255 repeats (65 280
  // bytes, below the threshold), so this split serves pointer-level callers
  // with longer plans only.
  if (order == Order::kFree && disjoint && bytes >= internal::kGatherParallelBytes) {
    const uint32_t grain = static_cast<uint32_t>(internal::kGatherParallelGrainBytes / (plan.positions * sizeof(W)));
    tbb::parallel_for(tbb::blocked_range<uint32_t>(0, plan.repeats, grain ? grain : 1),
                      [&](const tbb::blocked_range<uint32_t>& rr) {
                        for (uint32_t r = rr.begin(); r != rr.end(); ++r)
                          GatherOneRepeat(base, offsets, plan, map, dst, r, order);
                      });
    return;
  }
  for (uint32_t r = 0; r < plan.repeats; ++r) GatherOneRepeat(base, offsets, plan, map, dst, r, order);
}

}  // namespace

OffsetSummary SummarizeOffsets(const uint32_t* offsets, size_t n, OffsetMap map) {
  return ASCENDC_HOST_DISPATCH(SummarizeOffsetsImpl)(offsets, n, map);
}

OffsetSummary SummarizeOffsets(const uint32_t* offsets, const RepeatPlan& plan, OffsetMap map) {
  OffsetSummary total;
  // Repeats with a prefix mask summarise their offsets as one block when
  // the earlier repeats are full (contiguous offsets).
  uint32_t r = 0;
  const int full = PrefixLength(plan.active);
  if (plan.repeats > 1 && full == static_cast<int>(plan.positions)) {
    Merge(total, SummarizeOffsets(offsets, static_cast<size_t>(plan.repeats - 1) * plan.positions, map));
    r = plan.repeats - 1;
  }
  for (; r < plan.repeats; ++r) {
    const uint64_t* active = plan.ActiveOf(r);
    const uint32_t* repeat_offsets = offsets + static_cast<size_t>(r) * plan.positions;
    const int prefix = PrefixLength(active);
    if (prefix >= 0) {
      Merge(total, SummarizeOffsets(repeat_offsets, static_cast<size_t>(prefix), map));
      continue;
    }
    ForEachActive(active, plan.positions, [&](uint32_t k) {
      OffsetSummary one;
      one.used = 1;
      one.min_distance = one.max_distance = map.Distance(repeat_offsets[k]);
      one.max_offset = one.or_offsets = repeat_offsets[k];
      Merge(total, one);
    });
  }
  return total;
}

void GatherByOffsets(const uint8_t* base, const uint32_t* offsets, size_t n, OffsetMap map, uint8_t* dst, Order order) {
  GatherCount(base, offsets, n, map, dst, order);
}
void GatherByOffsets(const uint8_t* base, const uint32_t* offsets, size_t n, OffsetMap map, uint16_t* dst, Order order) {
  GatherCount(base, offsets, n, map, dst, order);
}
void GatherByOffsets(const uint8_t* base, const uint32_t* offsets, size_t n, OffsetMap map, uint32_t* dst, Order order) {
  GatherCount(base, offsets, n, map, dst, order);
}
void GatherByOffsets(const uint8_t* base, const uint32_t* offsets, size_t n, OffsetMap map, uint64_t* dst, Order order) {
  GatherCount(base, offsets, n, map, dst, order);
}
void GatherByOffsets(const uint8_t* base, const uint32_t* offsets, const RepeatPlan& plan, OffsetMap map,
                     uint16_t* dst, Order order) {
  GatherRepeats(base, offsets, plan, map, dst, order);
}
void GatherByOffsets(const uint8_t* base, const uint32_t* offsets, const RepeatPlan& plan, OffsetMap map,
                     uint32_t* dst, Order order) {
  GatherRepeats(base, offsets, plan, map, dst, order);
}
void GatherByOffsets(const uint8_t* base, const uint32_t* offsets, const RepeatPlan& plan, OffsetMap map,
                     uint64_t* dst, Order order) {
  GatherRepeats(base, offsets, plan, map, dst, order);
}

}  // namespace kernels
}  // namespace ascendc_host
#endif  // HWY_ONCE
