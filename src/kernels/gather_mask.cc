#include "ascendc_host/kernels/gather_mask.h"

#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "kernels/gather_mask.cc"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
#include <hwy/highway.h>

#include "kernels/gather_mask-inl.h"

HWY_BEFORE_NAMESPACE();
namespace ascendc_host {
namespace HWY_NAMESPACE {
using gather_mask_detail::PositionRange;
using kernels::GatherMaskShape;

uint64_t GatherMaskDisjoint8(const uint8_t* src, uint8_t* dst, const GatherMaskShape& shape,
                             const PositionRange& range, uint64_t limit) {
  return gather_mask_impl::CompactDisjoint(src, dst, shape, range, limit);
}
uint64_t GatherMaskDisjoint16(const uint16_t* src, uint16_t* dst, const GatherMaskShape& shape,
                              const PositionRange& range, uint64_t limit) {
  return gather_mask_impl::CompactDisjoint(src, dst, shape, range, limit);
}
uint64_t GatherMaskDisjoint32(const uint32_t* src, uint32_t* dst, const GatherMaskShape& shape,
                              const PositionRange& range, uint64_t limit) {
  return gather_mask_impl::CompactDisjoint(src, dst, shape, range, limit);
}
uint64_t GatherMaskStaged8(const uint8_t* src, uint8_t* dst, const GatherMaskShape& shape, uint64_t limit) {
  return gather_mask_impl::CompactStaged(src, dst, shape, limit);
}
uint64_t GatherMaskStaged16(const uint16_t* src, uint16_t* dst, const GatherMaskShape& shape, uint64_t limit) {
  return gather_mask_impl::CompactStaged(src, dst, shape, limit);
}
uint64_t GatherMaskStaged32(const uint32_t* src, uint32_t* dst, const GatherMaskShape& shape, uint64_t limit) {
  return gather_mask_impl::CompactStaged(src, dst, shape, limit);
}
uint64_t GatherMaskCountRange(const GatherMaskShape& shape, const PositionRange& range) {
  return gather_mask_impl::CountRange(shape, range);
}

}  // namespace HWY_NAMESPACE
}  // namespace ascendc_host
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
#include <tbb/parallel_for.h>
#include <tbb/partitioner.h>
#include <tbb/task_arena.h>

#include <algorithm>
#include <atomic>
#include <stdexcept>
#include <vector>

#include "ascendc_host/runtime/overlap.h"
#include "kernels/dispatch.h"

namespace ascendc_host {
HWY_EXPORT(GatherMaskDisjoint8);
HWY_EXPORT(GatherMaskDisjoint16);
HWY_EXPORT(GatherMaskDisjoint32);
HWY_EXPORT(GatherMaskStaged8);
HWY_EXPORT(GatherMaskStaged16);
HWY_EXPORT(GatherMaskStaged32);
HWY_EXPORT(GatherMaskCountRange);

namespace kernels {
namespace {

using gather_mask_detail::PositionRange;

// Measured on an idle 2-core machine (bench/threshold_bench.cc, u16 user
// pattern, serial ~23 GB/s), split/serial speed: 64 KiB 0.90, 128 KiB
// 1.16, 192 KiB 1.28, 512 KiB 1.55, 1 MiB 1.65 (count -> scan -> write
// reads the pattern twice, so the split pays later than a gather's).
// Each part gets at least kMinPartBytes so its work outlasts the hand-off.
constexpr uint64_t kDefaultParallelThreshold = 128 * 1024;
constexpr uint64_t kMinPartBytes = 32 * 1024;
std::atomic<uint64_t> g_parallel_threshold{kDefaultParallelThreshold};

// Repeats that continue each other (contiguous blocks, next repeat starts
// where this one ends, pattern bits and the built-in phase continue too)
// are one long repeat: fewer, longer runs for the vector loops.
GatherMaskShape Normalize(GatherMaskShape shape, size_t element_bytes) {
  const uint64_t epb = ElementsPerBlock(element_bytes);
  if (shape.positions <= epb) shape.block_stride = epb;  // a single block is contiguous
  if (shape.repeats > 1 && shape.block_stride == epb && shape.repeat_stride == shape.positions &&
      shape.positions % 8 == 0 &&
      (shape.pattern == nullptr || shape.pattern_repeat_stride * 8 == shape.positions)) {
    shape.positions *= shape.repeats;
    shape.repeats = 1;
  }
  return shape;
}

template <typename W, typename DisjointFn, typename StagedFn>
uint64_t GatherMaskWidth(const W* src, W* dst, const GatherMaskShape& requested, uint64_t kept,
                         DisjointFn disjoint, StagedFn staged) {
  if (kept == 0 || requested.repeats == 0 || requested.positions == 0) return 0;
  // Any overlap of the bytes written with the bytes read takes SPEC 2.3's
  // order on the shape as given: merged repeats (Normalize) would read a
  // later repeat's chunk before an earlier repeat wrote over it.
  const uint64_t dst_bytes = kept * sizeof(W);
  if (Overlapping(ClassifyOverlap(dst, dst_bytes, src, GatherMaskSourceSpan(requested, sizeof(W)) * sizeof(W))) ||
      Overlapping(ClassifyOverlap(dst, dst_bytes, requested.pattern, GatherMaskPatternSpan(requested)))) {
    return staged(src, dst, requested, kept);
  }
  const GatherMaskShape shape = Normalize(requested, sizeof(W));
  const PositionRange whole{0, 0, shape.repeats, 0};
  const uint64_t source_bytes = shape.repeats * shape.positions * sizeof(W);
  const uint64_t threshold = g_parallel_threshold.load(std::memory_order_relaxed);
  const uint64_t threads = static_cast<uint64_t>(tbb::this_task_arena::max_concurrency());
  const uint64_t parts = std::min<uint64_t>(4 * threads, source_bytes / std::min(kMinPartBytes, threshold));
  if (source_bytes < threshold || threads < 2 || parts < 2) {
    return disjoint(src, dst, shape, whole, kept);
  }

  // Count -> scan -> write: each part knows where its output starts and how
  // much it writes, so parts never touch each other's output and the result
  // does not depend on the number of threads. Part boundaries fall on
  // 256-byte chunks of positions.
  const uint64_t chunk = 256 / sizeof(W);
  const uint64_t chunks_per_repeat = (shape.positions + chunk - 1) / chunk;
  const uint64_t total_chunks = shape.repeats * chunks_per_repeat;
  std::vector<PositionRange> ranges(parts);
  std::vector<uint64_t> offsets(parts + 1, 0);
  auto boundary = [&](uint64_t k, uint64_t& r, uint64_t& p) {
    const uint64_t c = k * total_chunks / parts;
    r = c / chunks_per_repeat;
    p = (c % chunks_per_repeat) * chunk;
  };
  const auto count = ASCENDC_HOST_DISPATCH(GatherMaskCountRange);
  for (uint64_t k = 0; k < parts; ++k) {
    boundary(k, ranges[k].begin_r, ranges[k].begin_p);
    boundary(k + 1, ranges[k].end_r, ranges[k].end_p);
    offsets[k + 1] = offsets[k] + count(shape, ranges[k]);
  }
  tbb::parallel_for(
      tbb::blocked_range<uint64_t>(0, parts, 1),
      [&](const tbb::blocked_range<uint64_t>& ks) {
        for (uint64_t k = ks.begin(); k != ks.end(); ++k) {
          if (offsets[k] >= kept) continue;
          const uint64_t limit = std::min(offsets[k + 1], kept) - offsets[k];
          if (limit > 0) disjoint(src, dst + offsets[k], shape, ranges[k], limit);
        }
      },
      tbb::simple_partitioner());
  return std::min(offsets[parts], kept);
}

}  // namespace

uint64_t GatherMaskCount(const GatherMaskShape& shape, size_t element_bytes) {
  if (element_bytes != 1 && element_bytes != 2 && element_bytes != 4)
    throw std::invalid_argument("GatherMaskCount: element_bytes must be 1, 2 or 4");
  const PositionRange whole{0, 0, shape.repeats, 0};
  return ASCENDC_HOST_DISPATCH(GatherMaskCountRange)(Normalize(shape, element_bytes), whole);
}

uint64_t GatherMask(const uint8_t* src, uint8_t* dst, const GatherMaskShape& shape, uint64_t kept) {
  return GatherMaskWidth(src, dst, shape, kept, ASCENDC_HOST_DISPATCH(GatherMaskDisjoint8),
                         ASCENDC_HOST_DISPATCH(GatherMaskStaged8));
}
uint64_t GatherMask(const uint16_t* src, uint16_t* dst, const GatherMaskShape& shape, uint64_t kept) {
  return GatherMaskWidth(src, dst, shape, kept, ASCENDC_HOST_DISPATCH(GatherMaskDisjoint16),
                         ASCENDC_HOST_DISPATCH(GatherMaskStaged16));
}
uint64_t GatherMask(const uint32_t* src, uint32_t* dst, const GatherMaskShape& shape, uint64_t kept) {
  return GatherMaskWidth(src, dst, shape, kept, ASCENDC_HOST_DISPATCH(GatherMaskDisjoint32),
                         ASCENDC_HOST_DISPATCH(GatherMaskStaged32));
}

void SetGatherMaskParallelThreshold(uint64_t source_bytes) {
  g_parallel_threshold.store(source_bytes == 0 ? kDefaultParallelThreshold : source_bytes,
                             std::memory_order_relaxed);
}
uint64_t GatherMaskParallelThreshold() { return g_parallel_threshold.load(std::memory_order_relaxed); }

}  // namespace kernels
}  // namespace ascendc_host
#endif  // HWY_ONCE
