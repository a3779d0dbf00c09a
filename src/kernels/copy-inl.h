// Contiguous byte copy, per target. Included once per target by copy.cc.
#if defined(ASCENDC_HOST_KERNELS_COPY_INL_H_) == defined(HWY_TARGET_TOGGLE)
#ifdef ASCENDC_HOST_KERNELS_COPY_INL_H_
#undef ASCENDC_HOST_KERNELS_COPY_INL_H_
#else
#define ASCENDC_HOST_KERNELS_COPY_INL_H_
#endif

#include <cstring>

#include <hwy/highway.h>

HWY_BEFORE_NAMESPACE();
namespace ascendc_host {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

// Four vectors per iteration keep several loads in flight; the tail uses
// whole vectors ending exactly at `bytes` (overlapping the last iteration)
// so nothing outside [0, bytes) is touched and no scalar loop is needed.
inline void CopyBytesVec(const uint8_t* HWY_RESTRICT src, uint8_t* HWY_RESTRICT dst, size_t bytes) {
  const hn::ScalableTag<uint8_t> d;
  const size_t N = hn::Lanes(d);
  if (bytes < N) {
    if (bytes) std::memcpy(dst, src, bytes);
    return;
  }
  size_t i = 0;
  for (; i + 4 * N <= bytes; i += 4 * N) {
    const auto v0 = hn::LoadU(d, src + i);
    const auto v1 = hn::LoadU(d, src + i + N);
    const auto v2 = hn::LoadU(d, src + i + 2 * N);
    const auto v3 = hn::LoadU(d, src + i + 3 * N);
    hn::StoreU(v0, d, dst + i);
    hn::StoreU(v1, d, dst + i + N);
    hn::StoreU(v2, d, dst + i + 2 * N);
    hn::StoreU(v3, d, dst + i + 3 * N);
  }
  for (; i + N <= bytes; i += N) hn::StoreU(hn::LoadU(d, src + i), d, dst + i);
  if (i < bytes) hn::StoreU(hn::LoadU(d, src + bytes - N), d, dst + bytes - N);
}

}  // namespace HWY_NAMESPACE
}  // namespace ascendc_host
HWY_AFTER_NAMESPACE();

#endif  // include guard
