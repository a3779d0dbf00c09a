// Gather and Scatter by byte offsets (kernels/gather.h, kernels/scatter.h):
// one set of loops for both directions and every element width.
#include "ascendc_host/kernels/gather.h"
#include "ascendc_host/kernels/scatter.h"

#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "kernels/gather_scatter.cc"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
#include <hwy/highway.h>

#include "kernels/gather_scatter-inl.h"

HWY_BEFORE_NAMESPACE();
namespace ascendc_host {
namespace HWY_NAMESPACE {

kernels::OffsetSummary SummarizeOffsetsImpl(const uint32_t* offsets, size_t n, kernels::OffsetMap map) {
  return SummarizeOffsetsVec(offsets, n, map);
}

// One exported entry per direction serves every width: Highway 1.0.3
// exports only named functions. The switch on the width ends in a jump to
// that width's MoveRun.
void GatherRunImpl(size_t element_bytes, const uint8_t* base, const uint32_t* offsets, size_t n,
                   kernels::OffsetMap map, uint8_t* dst) {
  WithOffsetWidth(element_bytes, [&](auto width) { MoveRun<false, decltype(width)>(base, offsets, n, map, dst); });
}
void ScatterRunImpl(size_t element_bytes, const uint8_t* src, const uint32_t* offsets, size_t n,
                    kernels::OffsetMap map, uint8_t* base) {
  WithOffsetWidth(element_bytes, [&](auto width) { MoveRun<true, decltype(width)>(src, offsets, n, map, base); });
}

}  // namespace HWY_NAMESPACE
}  // namespace ascendc_host
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
#include <tbb/blocked_range.h>
#include <tbb/parallel_for.h>

#include <type_traits>

#include "kernels/dispatch.h"
#include "kernels/gather_scatter.h"

namespace ascendc_host {
HWY_EXPORT(SummarizeOffsetsImpl);
HWY_EXPORT(GatherRunImpl);
HWY_EXPORT(ScatterRunImpl);

namespace kernels {
namespace {

using internal::ForEachActive;
using internal::LoadAt;
using internal::PrefixLength;
using internal::StoreAt;

void Merge(OffsetSummary& into, const OffsetSummary& s) {
  if (s.used == 0) return;
  into.used += s.used;
  into.min_distance = s.min_distance < into.min_distance ? s.min_distance : into.min_distance;
  into.max_distance = s.max_distance > into.max_distance ? s.max_distance : into.max_distance;
  into.max_offset = s.max_offset > into.max_offset ? s.max_offset : into.max_offset;
  into.or_offsets |= s.or_offsets;
}

// The operands of one call in either direction. Offset k pairs with element
// j of the strided side: Gather moves the element the offset addresses to
// strided[j], Scatter moves strided[j] there.
template <typename W, bool kScatter>
struct OffsetMoves {
  static constexpr size_t kElementBytes = sizeof(W);
  // Gathers only read shared data and write disjoint slices, so any split
  // over threads gives the same bytes. Scatter never splits: with duplicate
  // targets in two chunks the surviving value would depend on the schedule,
  // and finding duplicates costs more than the split saves at UB sizes.
  static constexpr bool kSplits = !kScatter;

  std::conditional_t<kScatter, uint8_t*, const uint8_t*> base;
  const uint32_t* offsets;
  OffsetMap map;
  std::conditional_t<kScatter, const W*, W*> strided;
  // The kernel of the dispatched target, looked up once per call rather
  // than once per repeat.
  decltype(&HWY_STATIC_DISPATCH(GatherRunImpl)) run =
      kScatter ? ASCENDC_HOST_DISPATCH(ScatterRunImpl) : ASCENDC_HOST_DISPATCH(GatherRunImpl);

  // The kernel on offsets [k, k + n) and strided elements [j, j + n).
  void Run(size_t k, size_t j, size_t n) const {
    if constexpr (kScatter) {
      run(kElementBytes, reinterpret_cast<const uint8_t*>(strided + j), offsets + k, n, map, base);
    } else {
      run(kElementBytes, base, offsets + k, n, map, reinterpret_cast<uint8_t*>(strided + j));
    }
  }
  // One element of the pseudo-code's loop. Its offset (and a scattered
  // source element) is read only after every earlier store, so overlapping
  // operands see earlier writes (SPEC 0.7).
  void One(size_t k, size_t j) const {
    const uint32_t distance = map.Distance(LoadAt<uint32_t>(reinterpret_cast<const uint8_t*>(offsets + k)));
    if constexpr (kScatter) {
      StoreAt<W>(base + distance, LoadAt<W>(reinterpret_cast<const uint8_t*>(strided + j)));
    } else {
      StoreAt<W>(reinterpret_cast<uint8_t*>(strided + j), LoadAt<W>(base + distance));
    }
  }
};

// Count form: offset k pairs with strided element k.
template <class Moves>
void MoveCount(const Moves& moves, size_t n, Order order) {
  if (n == 0) return;
  if (order == Order::kSequential) {
    const Moves local = moves;  // (as in MoveOneRepeat)
    for (size_t k = 0; k < n; ++k) local.One(k, k);
    return;
  }
  if (!Moves::kSplits || n * Moves::kElementBytes < internal::kGatherParallelBytes) return moves.Run(0, 0, n);
  const size_t grain = internal::kGatherParallelGrainBytes / Moves::kElementBytes;
  tbb::parallel_for(tbb::blocked_range<size_t>(0, n, grain),
                    [&](const tbb::blocked_range<size_t>& r) { moves.Run(r.begin(), r.begin(), r.size()); });
}

// `moves` by value: a copy of its own that no store through a byte pointer
// can alias, so its fields stay in registers in the element walk.
template <class Moves>
void MoveOneRepeat(const Moves moves, const RepeatPlan& plan, uint32_t r, Order order) {
  const uint64_t* active = plan.ActiveOf(r);
  const size_t first_offset = static_cast<size_t>(r) * plan.positions;
  const size_t first_strided = r * plan.step;
  const int prefix = PrefixLength(active);
  if (order == Order::kFree && prefix >= 0) {
    if (prefix > 0) moves.Run(first_offset, first_strided, static_cast<size_t>(prefix));
    return;
  }
  // Masks with holes are rare (bit-wise masks chosen by hand): a scalar walk
  // over the set bits touches exactly the active positions.
  ForEachActive(active, plan.positions, [&](uint32_t k) { moves.One(first_offset + k, first_strided + k); });
}

template <class Moves>
void MoveRepeats(const Moves& moves, const RepeatPlan& plan, Order order) {
  if (plan.repeats == 0) return;
  // Repeats write disjoint strided slices only when the stride is at least
  // one repeat wide; otherwise a later repeat must win.
  const bool disjoint = plan.step >= plan.positions;
  const size_t bytes = static_cast<size_t>(plan.repeats) * plan.positions * Moves::kElementBytes;
  // Through the Ascend C surface a call has at most 255 repeats (65 280
  // bytes, below the threshold), so this split serves pointer-level callers
  // with longer plans only.
  if (Moves::kSplits && order == Order::kFree && disjoint && bytes >= internal::kGatherParallelBytes) {
    const uint32_t grain =
        static_cast<uint32_t>(internal::kGatherParallelGrainBytes / (plan.positions * Moves::kElementBytes));
    tbb::parallel_for(tbb::blocked_range<uint32_t>(0, plan.repeats, grain ? grain : 1),
                      [&](const tbb::blocked_range<uint32_t>& rr) {
                        for (uint32_t r = rr.begin(); r != rr.end(); ++r) MoveOneRepeat(moves, plan, r, order);
                      });
    return;
  }
  for (uint32_t r = 0; r < plan.repeats; ++r) MoveOneRepeat(moves, plan, r, order);
}

template <typename W>
using GatherMoves = OffsetMoves<W, false>;
template <typename W>
using ScatterMoves = OffsetMoves<W, true>;

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

// The count forms, then the repeat-plan forms.
template <typename W, IfOffsetElementWidth<W>>
void GatherByOffsets(const uint8_t* base, const uint32_t* offsets, size_t n, OffsetMap map, W* dst, Order order) {
  MoveCount(GatherMoves<W>{base, offsets, map, dst}, n, order);
}
template <typename W, IfOffsetElementWidth<W>>
void ScatterByOffsets(const W* src, const uint32_t* offsets, size_t n, OffsetMap map, uint8_t* base, Order order) {
  MoveCount(ScatterMoves<W>{base, offsets, map, src}, n, order);
}

template <typename W, IfOffsetElementWidth<W>>
void GatherByOffsets(const uint8_t* base, const uint32_t* offsets, const RepeatPlan& plan, OffsetMap map, W* dst,
                     Order order) {
  MoveRepeats(GatherMoves<W>{base, offsets, map, dst}, plan, order);
}
template <typename W, IfOffsetElementWidth<W>>
void ScatterByOffsets(const W* src, const uint32_t* offsets, const RepeatPlan& plan, OffsetMap map, uint8_t* base,
                      Order order) {
  MoveRepeats(ScatterMoves<W>{base, offsets, map, src}, plan, order);
}

#define ASCENDC_HOST_INSTANTIATE_OFFSET_KERNELS(W)                                                          \
  template void GatherByOffsets(const uint8_t*, const uint32_t*, size_t, OffsetMap, W*, Order);             \
  template void GatherByOffsets(const uint8_t*, const uint32_t*, const RepeatPlan&, OffsetMap, W*, Order);  \
  template void ScatterByOffsets(const W*, const uint32_t*, size_t, OffsetMap, uint8_t*, Order);            \
  template void ScatterByOffsets(const W*, const uint32_t*, const RepeatPlan&, OffsetMap, uint8_t*, Order);
ASCENDC_HOST_FOR_EACH_OFFSET_WIDTH(ASCENDC_HOST_INSTANTIATE_OFFSET_KERNELS)
#undef ASCENDC_HOST_INSTANTIATE_OFFSET_KERNELS

}  // namespace kernels
}  // namespace ascendc_host
#endif  // HWY_ONCE
