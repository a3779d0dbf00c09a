// Square transposes of 128-bit vectors, per target: the building block of
// TransDataTo5HD and of the matrix transposes (Transpose NCHW <-> NHWC).
// Per-target include guard: this file is included once per target.
#if defined(ASCENDC_HOST_KERNELS_TRANSPOSE_SQUARE_INL_H_) == defined(HWY_TARGET_TOGGLE)
#ifdef ASCENDC_HOST_KERNELS_TRANSPOSE_SQUARE_INL_H_
#undef ASCENDC_HOST_KERNELS_TRANSPOSE_SQUARE_INL_H_
#else
#define ASCENDC_HOST_KERNELS_TRANSPOSE_SQUARE_INL_H_
#endif

#include <cstdint>
#include <cstring>

#include <hwy/highway.h>

HWY_BEFORE_NAMESPACE();
namespace ascendc_host {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

// Transposes the L x L matrix of U (L = 16 / sizeof(U)) whose row i is the
// 16 bytes at in + i * in_stride: column r goes to out + r * out_stride.
template <typename U>
HWY_INLINE void TransposeSquare(const uint8_t* HWY_RESTRICT in, size_t in_stride, uint8_t* HWY_RESTRICT out,
                                size_t out_stride) {
  constexpr uint32_t L = 16 / sizeof(U);
#if HWY_TARGET == HWY_SCALAR || HWY_HAVE_SCALABLE
  // Element by element: no vectors, or sizeless ones (SVE), which cannot form
  // the array of rows below.
  for (uint32_t r = 0; r < L; ++r)
    for (uint32_t i = 0; i < L; ++i) std::memcpy(out + r * out_stride + i * sizeof(U), in + i * in_stride + r * sizeof(U), sizeof(U));
#else
  const hn::Full128<uint8_t> d8;
  using V = hn::Vec<decltype(d8)>;
  V v[L];
  for (uint32_t i = 0; i < L; ++i) v[i] = hn::LoadU(d8, in + i * in_stride);
  // log2(L) rounds of interleaving neighbouring rows at widths sizeof(U),
  // 2 sizeof(U), ... leave column r in row bit_reverse(r).
  auto round = [&](auto du) {
    V next[L];
    for (uint32_t p = 0; p < L / 2; ++p) {
      const auto a = hn::BitCast(du, v[2 * p]), b = hn::BitCast(du, v[2 * p + 1]);
      next[p] = hn::BitCast(d8, hn::InterleaveLower(du, a, b));
      next[p + L / 2] = hn::BitCast(d8, hn::InterleaveUpper(du, a, b));
    }
    for (uint32_t i = 0; i < L; ++i) v[i] = next[i];
  };
  if constexpr (sizeof(U) == 1) round(hn::Full128<uint8_t>());
  if constexpr (sizeof(U) <= 2) round(hn::Full128<uint16_t>());
  if constexpr (sizeof(U) <= 4) round(hn::Full128<uint32_t>());
  round(hn::Full128<uint64_t>());
  for (uint32_t r = 0; r < L; ++r) {
    uint32_t rev = 0;  // bit_reverse(r) over log2(L) bits
    for (uint32_t b = 1, m = L / 2; b < L; b <<= 1, m >>= 1)
      if (r & b) rev |= m;
    hn::StoreU(v[r], d8, out + rev * out_stride);
  }
#endif
}

}  // namespace HWY_NAMESPACE
}  // namespace ascendc_host
HWY_AFTER_NAMESPACE();

#endif  // per-target include guard
