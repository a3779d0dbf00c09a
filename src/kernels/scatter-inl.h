// Scatter by byte offsets, per target. Included once per target by scatter.cc.
//
// Strategy (measured, see bench/scatter_bench.cc): offsets are mapped a
// vector at a time into an aligned batch, then the stores are issued in
// source order. AVX2 has no scatter instruction (Highway would spill to the
// stack and store lane by lane, which is what the batch loop does without
// the spill). On AVX3 the hardware scatter writes 32/64-bit lanes from the
// lowest to the highest, and all targets of one call share the element
// alignment of the base (they overlap completely or not at all), so the last
// duplicate still wins as SPEC 3.3 requires.
#if defined(ASCENDC_HOST_KERNELS_SCATTER_INL_H_) == defined(HWY_TARGET_TOGGLE)
#ifdef ASCENDC_HOST_KERNELS_SCATTER_INL_H_
#undef ASCENDC_HOST_KERNELS_SCATTER_INL_H_
#else
#define ASCENDC_HOST_KERNELS_SCATTER_INL_H_
#endif

#include <cstring>

#include <hwy/highway.h>

#include "ascendc_host/kernels/gather.h"

HWY_BEFORE_NAMESPACE();
namespace ascendc_host {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

#undef ASCENDC_HOST_SCATTER_HARDWARE
#if HWY_ARCH_X86 && HWY_TARGET <= HWY_AVX3
#define ASCENDC_HOST_SCATTER_HARDWARE 1
#else
#define ASCENDC_HOST_SCATTER_HARDWARE 0
#endif

inline constexpr size_t kScatterBatch = 64;

template <typename W>
HWY_INLINE void StoreElement(uint8_t* p, W v) {
  std::memcpy(p, &v, sizeof(W));
}

template <typename W>
HWY_INLINE void ScatterScalarStores(const W* HWY_RESTRICT src, const uint32_t* HWY_RESTRICT offsets, size_t n,
                                    kernels::OffsetMap map, uint8_t* HWY_RESTRICT base) {
  const hn::ScalableTag<uint32_t> d;
  const size_t N = hn::Lanes(d);
  const auto vmask = hn::Set(d, map.mask), vlimit = hn::Set(d, map.limit);
  HWY_ALIGN uint32_t dist[kScatterBatch];
  for (size_t i = 0; i < n; i += kScatterBatch) {
    const size_t batch = n - i < kScatterBatch ? n - i : kScatterBatch;
    size_t j = 0;
    for (; j + N <= batch; j += N)
      hn::Store(hn::Min(hn::And(hn::LoadU(d, offsets + i + j), vmask), vlimit), d, dist + j);
    for (; j < batch; ++j) dist[j] = map.Distance(offsets[i + j]);
    const W* HWY_RESTRICT in = src + i;
    size_t k = 0;
    // Stores stay in source order (duplicates: the last write wins).
    for (; k + 8 <= batch; k += 8) {
      StoreElement<W>(base + dist[k + 0], in[k + 0]);
      StoreElement<W>(base + dist[k + 1], in[k + 1]);
      StoreElement<W>(base + dist[k + 2], in[k + 2]);
      StoreElement<W>(base + dist[k + 3], in[k + 3]);
      StoreElement<W>(base + dist[k + 4], in[k + 4]);
      StoreElement<W>(base + dist[k + 5], in[k + 5]);
      StoreElement<W>(base + dist[k + 6], in[k + 6]);
      StoreElement<W>(base + dist[k + 7], in[k + 7]);
    }
    for (; k < batch; ++k) StoreElement<W>(base + dist[k], in[k]);
  }
}

#if ASCENDC_HOST_SCATTER_HARDWARE
HWY_INLINE void ScatterHardware(const uint32_t* HWY_RESTRICT src, const uint32_t* HWY_RESTRICT offsets, size_t n,
                                kernels::OffsetMap map, uint8_t* HWY_RESTRICT base) {
  const hn::ScalableTag<int32_t> di;
  const hn::RebindToUnsigned<decltype(di)> du;
  const size_t N = hn::Lanes(di);
  const auto vmask = hn::Set(du, map.mask), vlimit = hn::Set(du, map.limit);
  int32_t* typed_base = reinterpret_cast<int32_t*>(base);
  size_t i = 0;
  for (; i + N <= n; i += N) {
    const auto o = hn::BitCast(di, hn::Min(hn::And(hn::LoadU(du, offsets + i), vmask), vlimit));
    hn::ScatterOffset(hn::LoadU(di, reinterpret_cast<const int32_t*>(src + i)), di, typed_base, o);
  }
  for (; i < n; ++i) StoreElement<uint32_t>(base + map.Distance(offsets[i]), src[i]);
}

HWY_INLINE void ScatterHardware(const uint64_t* HWY_RESTRICT src, const uint32_t* HWY_RESTRICT offsets, size_t n,
                                kernels::OffsetMap map, uint8_t* HWY_RESTRICT base) {
  const hn::ScalableTag<int64_t> di;
  const hn::RebindToUnsigned<decltype(di)> du;
  const hn::Rebind<uint32_t, decltype(di)> d32;
  const size_t N = hn::Lanes(di);
  const auto vmask = hn::Set(d32, map.mask), vlimit = hn::Set(d32, map.limit);
  int64_t* typed_base = reinterpret_cast<int64_t*>(base);
  size_t i = 0;
  for (; i + N <= n; i += N) {
    const auto o = hn::BitCast(di, hn::PromoteTo(du, hn::Min(hn::And(hn::LoadU(d32, offsets + i), vmask), vlimit)));
    hn::ScatterOffset(hn::LoadU(di, reinterpret_cast<const int64_t*>(src + i)), di, typed_base, o);
  }
  for (; i < n; ++i) StoreElement<uint64_t>(base + map.Distance(offsets[i]), src[i]);
}
#endif

template <typename W>
HWY_INLINE void ScatterVec(const W* HWY_RESTRICT src, const uint32_t* HWY_RESTRICT offsets, size_t n,
                           kernels::OffsetMap map, uint8_t* HWY_RESTRICT base) {
#if ASCENDC_HOST_SCATTER_HARDWARE
  if constexpr (sizeof(W) >= 4) {
    ScatterHardware(src, offsets, n, map, base);
    return;
  }
#endif
  ScatterScalarStores<W>(src, offsets, n, map, base);
}

}  // namespace HWY_NAMESPACE
}  // namespace ascendc_host
HWY_AFTER_NAMESPACE();

#endif  // include guard
