// Offset summary and gather by byte offsets, per target. Included once per
// target by gather.cc.
//
// Strategy (measured on AMD EPYC, see bench/gather_bench.cc):
// - Offsets are always mapped (And + Min) a vector at a time, never per
//   element, and the safety summary is one vectorised min/max/or pass.
// - 32/64-bit elements on AVX2/AVX3 use the hardware gather (GatherOffset);
//   the byte offsets feed it directly, and PA2's unaligned elements are fine
//   for it.
// - 8/16-bit elements (x86 has no 8/16-bit gather) and every other target
//   (Highway emulates gathers there with the same scalar loads) map a batch
//   of offsets into an aligned buffer and then issue eight independent
//   scalar loads per step, so the loads overlap instead of waiting on the
//   index arithmetic.
#if defined(ASCENDC_HOST_KERNELS_GATHER_INL_H_) == defined(HWY_TARGET_TOGGLE)
#ifdef ASCENDC_HOST_KERNELS_GATHER_INL_H_
#undef ASCENDC_HOST_KERNELS_GATHER_INL_H_
#else
#define ASCENDC_HOST_KERNELS_GATHER_INL_H_
#endif

#include <cstring>

#include <hwy/highway.h>

#include "ascendc_host/kernels/gather.h"

HWY_BEFORE_NAMESPACE();
namespace ascendc_host {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

#undef ASCENDC_HOST_GATHER_HARDWARE
#if HWY_ARCH_X86 && HWY_TARGET <= HWY_AVX2
#define ASCENDC_HOST_GATHER_HARDWARE 1
#else
#define ASCENDC_HOST_GATHER_HARDWARE 0
#endif

// Offsets mapped per batch: large enough to amortise the vector pass, small
// enough to stay in registers/L1 next to the data.
inline constexpr size_t kOffsetBatch = 64;

template <class D, class V>
HWY_INLINE V MapOffsets(D, V raw, V mask, V limit) {
  return hn::Min(hn::And(raw, mask), limit);
}

inline kernels::OffsetSummary SummarizeOffsetsVec(const uint32_t* HWY_RESTRICT offsets, size_t n,
                                                  kernels::OffsetMap map) {
  kernels::OffsetSummary s;
  s.used = n;
  if (n == 0) return s;
  const hn::ScalableTag<uint32_t> d;
  const size_t N = hn::Lanes(d);
  const auto vmask = hn::Set(d, map.mask), vlimit = hn::Set(d, map.limit);
  // Two accumulator sets keep the min/max dependency chains short.
  auto min0 = hn::Set(d, ~0u), min1 = min0;
  auto max0 = hn::Zero(d), max1 = max0, raw0 = max0, raw1 = max0, or0 = max0, or1 = max0;
  size_t i = 0;
  for (; i + 2 * N <= n; i += 2 * N) {
    const auto a = hn::LoadU(d, offsets + i), b = hn::LoadU(d, offsets + i + N);
    const auto da = MapOffsets(d, a, vmask, vlimit), db = MapOffsets(d, b, vmask, vlimit);
    min0 = hn::Min(min0, da);
    min1 = hn::Min(min1, db);
    max0 = hn::Max(max0, da);
    max1 = hn::Max(max1, db);
    raw0 = hn::Max(raw0, a);
    raw1 = hn::Max(raw1, b);
    or0 = hn::Or(or0, a);
    or1 = hn::Or(or1, b);
  }
  HWY_ALIGN uint32_t lanes[4][HWY_MAX_BYTES / sizeof(uint32_t)];
  hn::Store(hn::Min(min0, min1), d, lanes[0]);
  hn::Store(hn::Max(max0, max1), d, lanes[1]);
  hn::Store(hn::Max(raw0, raw1), d, lanes[2]);
  hn::Store(hn::Or(or0, or1), d, lanes[3]);
  for (size_t j = 0; j < N; ++j) {
    s.min_distance = lanes[0][j] < s.min_distance ? lanes[0][j] : s.min_distance;
    s.max_distance = lanes[1][j] > s.max_distance ? lanes[1][j] : s.max_distance;
    s.max_offset = lanes[2][j] > s.max_offset ? lanes[2][j] : s.max_offset;
    s.or_offsets |= lanes[3][j];
  }
  for (; i < n; ++i) {
    const uint32_t raw = offsets[i], dist = map.Distance(raw);
    s.min_distance = dist < s.min_distance ? dist : s.min_distance;
    s.max_distance = dist > s.max_distance ? dist : s.max_distance;
    s.max_offset = raw > s.max_offset ? raw : s.max_offset;
    s.or_offsets |= raw;
  }
  return s;
}

template <typename W>
HWY_INLINE W LoadElement(const uint8_t* p) {
  W v;
  std::memcpy(&v, p, sizeof(W));
  return v;
}

// Batch-mapped offsets, eight independent loads per step.
template <typename W>
HWY_INLINE void GatherScalarLoads(const uint8_t* HWY_RESTRICT base, const uint32_t* HWY_RESTRICT offsets, size_t n,
                                  kernels::OffsetMap map, W* HWY_RESTRICT dst) {
  const hn::ScalableTag<uint32_t> d;
  const size_t N = hn::Lanes(d);
  const auto vmask = hn::Set(d, map.mask), vlimit = hn::Set(d, map.limit);
  HWY_ALIGN uint32_t dist[kOffsetBatch];
  for (size_t i = 0; i < n; i += kOffsetBatch) {
    const size_t batch = n - i < kOffsetBatch ? n - i : kOffsetBatch;
    size_t j = 0;
    for (; j + N <= batch; j += N) hn::Store(MapOffsets(d, hn::LoadU(d, offsets + i + j), vmask, vlimit), d, dist + j);
    for (; j < batch; ++j) dist[j] = map.Distance(offsets[i + j]);
    W* HWY_RESTRICT out = dst + i;
    size_t k = 0;
    for (; k + 8 <= batch; k += 8) {
      const W v0 = LoadElement<W>(base + dist[k + 0]);
      const W v1 = LoadElement<W>(base + dist[k + 1]);
      const W v2 = LoadElement<W>(base + dist[k + 2]);
      const W v3 = LoadElement<W>(base + dist[k + 3]);
      const W v4 = LoadElement<W>(base + dist[k + 4]);
      const W v5 = LoadElement<W>(base + dist[k + 5]);
      const W v6 = LoadElement<W>(base + dist[k + 6]);
      const W v7 = LoadElement<W>(base + dist[k + 7]);
      out[k + 0] = v0;
      out[k + 1] = v1;
      out[k + 2] = v2;
      out[k + 3] = v3;
      out[k + 4] = v4;
      out[k + 5] = v5;
      out[k + 6] = v6;
      out[k + 7] = v7;
    }
    for (; k < batch; ++k) out[k] = LoadElement<W>(base + dist[k]);
  }
}

#if ASCENDC_HOST_GATHER_HARDWARE
// The gather instructions take signed 32/64-bit byte offsets; validated
// distances stay below the UB size, so the sign bit is never set.
HWY_INLINE void GatherHardware(const uint8_t* HWY_RESTRICT base, const uint32_t* HWY_RESTRICT offsets, size_t n,
                               kernels::OffsetMap map, uint32_t* HWY_RESTRICT dst) {
  const hn::ScalableTag<int32_t> di;
  const hn::RebindToUnsigned<decltype(di)> du;
  const size_t N = hn::Lanes(di);
  const auto vmask = hn::Set(du, map.mask), vlimit = hn::Set(du, map.limit);
  const int32_t* typed_base = reinterpret_cast<const int32_t*>(base);
  int32_t* out = reinterpret_cast<int32_t*>(dst);
  size_t i = 0;
  for (; i + 2 * N <= n; i += 2 * N) {
    const auto o0 = hn::BitCast(di, MapOffsets(du, hn::LoadU(du, offsets + i), vmask, vlimit));
    const auto o1 = hn::BitCast(di, MapOffsets(du, hn::LoadU(du, offsets + i + N), vmask, vlimit));
    const auto v0 = hn::GatherOffset(di, typed_base, o0);
    const auto v1 = hn::GatherOffset(di, typed_base, o1);
    hn::StoreU(v0, di, out + i);
    hn::StoreU(v1, di, out + i + N);
  }
  for (; i < n; ++i) dst[i] = LoadElement<uint32_t>(base + map.Distance(offsets[i]));
}

HWY_INLINE void GatherHardware(const uint8_t* HWY_RESTRICT base, const uint32_t* HWY_RESTRICT offsets, size_t n,
                               kernels::OffsetMap map, uint64_t* HWY_RESTRICT dst) {
  const hn::ScalableTag<int64_t> di;
  const hn::RebindToUnsigned<decltype(di)> du;
  const hn::Rebind<uint32_t, decltype(di)> d32;  // the offsets of one vector of elements
  const size_t N = hn::Lanes(di);
  const auto vmask = hn::Set(d32, map.mask), vlimit = hn::Set(d32, map.limit);
  const int64_t* typed_base = reinterpret_cast<const int64_t*>(base);
  int64_t* out = reinterpret_cast<int64_t*>(dst);
  size_t i = 0;
  for (; i + 2 * N <= n; i += 2 * N) {
    const auto o0 = hn::BitCast(di, hn::PromoteTo(du, MapOffsets(d32, hn::LoadU(d32, offsets + i), vmask, vlimit)));
    const auto o1 = hn::BitCast(di, hn::PromoteTo(du, MapOffsets(d32, hn::LoadU(d32, offsets + i + N), vmask, vlimit)));
    const auto v0 = hn::GatherOffset(di, typed_base, o0);
    const auto v1 = hn::GatherOffset(di, typed_base, o1);
    hn::StoreU(v0, di, out + i);
    hn::StoreU(v1, di, out + i + N);
  }
  for (; i < n; ++i) dst[i] = LoadElement<uint64_t>(base + map.Distance(offsets[i]));
}
#endif

template <typename W>
HWY_INLINE void GatherVec(const uint8_t* HWY_RESTRICT base, const uint32_t* HWY_RESTRICT offsets, size_t n,
                          kernels::OffsetMap map, W* HWY_RESTRICT dst) {
#if ASCENDC_HOST_GATHER_HARDWARE
  if constexpr (sizeof(W) >= 4) {
    GatherHardware(base, offsets, n, map, dst);
    return;
  }
#endif
  GatherScalarLoads<W>(base, offsets, n, map, dst);
}

}  // namespace HWY_NAMESPACE
}  // namespace ascendc_host
HWY_AFTER_NAMESPACE();

#endif  // include guard
