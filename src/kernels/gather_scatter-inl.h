// Gather and Scatter by byte offsets, per target. Included once per target
// by gather_scatter.cc.
//
// Strategy (measured on AMD EPYC, see bench/gather_scatter_bench.cc):
// - Offsets are always mapped (And + Min) a vector at a time, never per
//   element, and the safety summary is one vectorised min/max/or pass.
// - The general path maps a batch of offsets into an aligned buffer; then
//   Gather issues eight independent scalar loads per step, so the loads
//   overlap instead of waiting on the index arithmetic, and Scatter issues
//   its stores in source order (duplicates: the last write wins). x86 has no
//   8/16-bit gather or scatter, and the other targets' gathers and scatters
//   are Highway's emulation with the same scalar accesses.
// - 32/64-bit Gather on AVX2/AVX3 uses the hardware gather (GatherOffset):
//   the byte offsets feed it directly, and PA2's unaligned elements are fine
//   for it.
// - 32/64-bit Scatter uses the hardware scatter on AVX3 only: AVX2 has none
//   (Highway would spill to the stack and store lane by lane, which is what
//   the batch loop does without the spill). The AVX3 scatter writes lanes
//   from the lowest to the highest, and all targets of one call share the
//   element alignment of the base (they overlap completely or not at all),
//   so the last duplicate still wins as SPEC 3.3 requires.
#if defined(ASCENDC_HOST_KERNELS_GATHER_SCATTER_INL_H_) == defined(HWY_TARGET_TOGGLE)
#ifdef ASCENDC_HOST_KERNELS_GATHER_SCATTER_INL_H_
#undef ASCENDC_HOST_KERNELS_GATHER_SCATTER_INL_H_
#else
#define ASCENDC_HOST_KERNELS_GATHER_SCATTER_INL_H_
#endif

#include <hwy/highway.h>

#include "ascendc_host/kernels/gather.h"
#include "kernels/gather_scatter.h"

HWY_BEFORE_NAMESPACE();
namespace ascendc_host {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

using kernels::internal::LoadAt;
using kernels::internal::StoreAt;

// Where the instructions beat the batch loop (see above).
inline constexpr bool kHardwareGather = HWY_ARCH_X86 && HWY_TARGET <= HWY_AVX2;
inline constexpr bool kHardwareScatter = HWY_ARCH_X86 && HWY_TARGET <= HWY_AVX3;

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

// Maps the offsets a batch at a time into an aligned buffer and calls
// body(first, distances, batch) for the offsets [first, first + batch).
template <class Body>
HWY_INLINE void ForEachMappedBatch(const uint32_t* HWY_RESTRICT offsets, size_t n, kernels::OffsetMap map,
                                   const Body& body) {
  const hn::ScalableTag<uint32_t> d;
  const size_t N = hn::Lanes(d);
  const auto vmask = hn::Set(d, map.mask), vlimit = hn::Set(d, map.limit);
  HWY_ALIGN uint32_t dist[kOffsetBatch];
  for (size_t i = 0; i < n; i += kOffsetBatch) {
    const size_t batch = n - i < kOffsetBatch ? n - i : kOffsetBatch;
    size_t j = 0;
    for (; j + N <= batch; j += N) hn::Store(MapOffsets(d, hn::LoadU(d, offsets + i + j), vmask, vlimit), d, dist + j);
    for (; j < batch; ++j) dist[j] = map.Distance(offsets[i + j]);
    body(i, dist, batch);
  }
}

template <typename W>
HWY_INLINE void GatherScalarLoads(const uint8_t* HWY_RESTRICT base, const uint32_t* HWY_RESTRICT offsets, size_t n,
                                  kernels::OffsetMap map, W* HWY_RESTRICT dst) {
  ForEachMappedBatch(offsets, n, map, [&](size_t first, const uint32_t* HWY_RESTRICT dist, size_t batch) {
    W* HWY_RESTRICT out = dst + first;
    size_t k = 0;
    for (; k + 8 <= batch; k += 8) {
      const W v0 = LoadAt<W>(base + dist[k + 0]);
      const W v1 = LoadAt<W>(base + dist[k + 1]);
      const W v2 = LoadAt<W>(base + dist[k + 2]);
      const W v3 = LoadAt<W>(base + dist[k + 3]);
      const W v4 = LoadAt<W>(base + dist[k + 4]);
      const W v5 = LoadAt<W>(base + dist[k + 5]);
      const W v6 = LoadAt<W>(base + dist[k + 6]);
      const W v7 = LoadAt<W>(base + dist[k + 7]);
      out[k + 0] = v0;
      out[k + 1] = v1;
      out[k + 2] = v2;
      out[k + 3] = v3;
      out[k + 4] = v4;
      out[k + 5] = v5;
      out[k + 6] = v6;
      out[k + 7] = v7;
    }
    for (; k < batch; ++k) out[k] = LoadAt<W>(base + dist[k]);
  });
}

template <typename W>
HWY_INLINE void ScatterScalarStores(const W* HWY_RESTRICT src, const uint32_t* HWY_RESTRICT offsets, size_t n,
                                    kernels::OffsetMap map, uint8_t* HWY_RESTRICT base) {
  ForEachMappedBatch(offsets, n, map, [&](size_t first, const uint32_t* HWY_RESTRICT dist, size_t batch) {
    const W* HWY_RESTRICT in = src + first;
    size_t k = 0;
    // Stores stay in source order (duplicates: the last write wins).
    for (; k + 8 <= batch; k += 8) {
      StoreAt<W>(base + dist[k + 0], in[k + 0]);
      StoreAt<W>(base + dist[k + 1], in[k + 1]);
      StoreAt<W>(base + dist[k + 2], in[k + 2]);
      StoreAt<W>(base + dist[k + 3], in[k + 3]);
      StoreAt<W>(base + dist[k + 4], in[k + 4]);
      StoreAt<W>(base + dist[k + 5], in[k + 5]);
      StoreAt<W>(base + dist[k + 6], in[k + 6]);
      StoreAt<W>(base + dist[k + 7], in[k + 7]);
    }
    for (; k < batch; ++k) StoreAt<W>(base + dist[k], in[k]);
  });
}

// The instructions move lanes of signed integers of the element's width and
// take signed byte offsets of the same width: the mapped offsets of one
// vector of `di` lanes. Validated distances stay below the UB size, so the
// sign bit is never set. (The broadcasts of the map are loop invariants the
// compiler hoists.)
template <class DI>
HWY_INLINE hn::Vec<DI> LoadMappedOffsets(DI di, const uint32_t* HWY_RESTRICT offsets, kernels::OffsetMap map) {
  const hn::Rebind<uint32_t, DI> d32;
  const auto mapped = MapOffsets(d32, hn::LoadU(d32, offsets), hn::Set(d32, map.mask), hn::Set(d32, map.limit));
  if constexpr (sizeof(hn::TFromD<DI>) == 4) {
    return hn::BitCast(di, mapped);
  } else {
    return hn::BitCast(di, hn::PromoteTo(hn::RebindToUnsigned<DI>(), mapped));
  }
}

// Two independent gathers per step.
template <typename W>
HWY_INLINE void GatherHardware(const uint8_t* HWY_RESTRICT base, const uint32_t* HWY_RESTRICT offsets, size_t n,
                               kernels::OffsetMap map, W* HWY_RESTRICT dst) {
  using Lane = hwy::MakeSigned<W>;
  const hn::ScalableTag<Lane> di;
  const size_t N = hn::Lanes(di);
  size_t i = 0;
  for (; i + 2 * N <= n; i += 2 * N) {
    const auto o0 = LoadMappedOffsets(di, offsets + i, map);
    const auto o1 = LoadMappedOffsets(di, offsets + i + N, map);
    const auto v0 = hn::GatherOffset(di, reinterpret_cast<const Lane*>(base), o0);
    const auto v1 = hn::GatherOffset(di, reinterpret_cast<const Lane*>(base), o1);
    hn::StoreU(v0, di, reinterpret_cast<Lane*>(dst + i));
    hn::StoreU(v1, di, reinterpret_cast<Lane*>(dst + i + N));
  }
  for (; i < n; ++i) dst[i] = LoadAt<W>(base + map.Distance(offsets[i]));
}

// One vector per step, lanes stored from the lowest.
template <typename W>
HWY_INLINE void ScatterHardware(const W* HWY_RESTRICT src, const uint32_t* HWY_RESTRICT offsets, size_t n,
                                kernels::OffsetMap map, uint8_t* HWY_RESTRICT base) {
  const hn::ScalableTag<hwy::MakeSigned<W>> di;
  size_t i = 0;
  for (; i + hn::Lanes(di) <= n; i += hn::Lanes(di)) {
    const auto v = hn::LoadU(di, reinterpret_cast<const hn::TFromD<decltype(di)>*>(src + i));
    hn::ScatterOffset(v, di, reinterpret_cast<hn::TFromD<decltype(di)>*>(base), LoadMappedOffsets(di, offsets + i, map));
  }
  for (; i < n; ++i) StoreAt<W>(base + map.Distance(offsets[i]), src[i]);
}

// Offsets [0, n) paired with strided elements [0, n), in either direction:
// Gather reads at `from` (the addressed base) and writes dst at `to`;
// Scatter reads src at `from` and writes at `to` (the addressed base). One
// function per direction and width, so a call sets up only what its own
// path needs: the mask forms call this once per repeat, and one function
// for all paths cost them ~1.5 ns per call (the scalar paths' stack buffer).
template <bool kScatter, typename W>
HWY_NOINLINE void MoveRun(const uint8_t* HWY_RESTRICT from, const uint32_t* HWY_RESTRICT offsets, size_t n,
                          kernels::OffsetMap map, uint8_t* HWY_RESTRICT to) {
  constexpr bool kLanes = sizeof(W) >= 4;  // the instructions move 32/64-bit lanes only
  if constexpr (kScatter) {
    const W* src = reinterpret_cast<const W*>(from);
    if constexpr (kHardwareScatter && kLanes) ScatterHardware<W>(src, offsets, n, map, to);
    else ScatterScalarStores<W>(src, offsets, n, map, to);
  } else {
    W* dst = reinterpret_cast<W*>(to);
    if constexpr (kHardwareGather && kLanes) GatherHardware<W>(from, offsets, n, map, dst);
    else GatherScalarLoads<W>(from, offsets, n, map, dst);
  }
}

// Calls fn(W{}) for the element width of `element_bytes` (1, 2, 4 or 8).
template <class Fn>
HWY_INLINE void WithOffsetWidth(size_t element_bytes, const Fn& fn) {
  switch (element_bytes) {
    case 1: return fn(uint8_t{});
    case 2: return fn(uint16_t{});
    case 4: return fn(uint32_t{});
    default: return fn(uint64_t{});
  }
}

}  // namespace HWY_NAMESPACE
}  // namespace ascendc_host
HWY_AFTER_NAMESPACE();

#endif  // include guard
