// The executor's Kernel for operations that ArithKernel (two sources of one
// type, stateless) does not fit: a function object with state (a shift
// count, a scalar), a destination type other than the sources' (half
// sources, float destination), the old destination as an operand
// (MulAddDst, Axpy). Codecs load and store the lanes as in
// vector_arith-inl.h, so the numeric policy is the same.
#if defined(ASCENDC_HOST_KERNELS_VECTOR_LANES_INL_H_) == defined(HWY_TARGET_TOGGLE)
#ifdef ASCENDC_HOST_KERNELS_VECTOR_LANES_INL_H_
#undef ASCENDC_HOST_KERNELS_VECTOR_LANES_INL_H_
#else
#define ASCENDC_HOST_KERNELS_VECTOR_LANES_INL_H_
#endif

#include <cstring>

#include <hwy/highway.h>

#include "kernels/vector_arith-inl.h"
#include "kernels/vector_executor-inl.h"

HWY_BEFORE_NAMESPACE();
namespace ascendc_host {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

// dst[i] = fn(d, a[i], b[i], old dst[i]) in the compute lanes of SrcCodec
// (which DstCodec shares). a is src0; b is src1 (kSourceCount 2) or the
// element at `scalar` broadcast (kSourceCount 1), or zero; old is the
// destination's current value when kReadsDst, else zero.
template <class DstCodec, class SrcCodec, int kSourceCount, bool kReadsDst, class Fn>
struct LaneKernel {
  static constexpr int kSources = kSourceCount;
  static constexpr uint32_t kDstBytes = sizeof(typename DstCodec::Storage);
  static constexpr uint32_t kSrcBytes = sizeof(typename SrcCodec::Storage);
  Fn fn;
  NumericMode mode;
  const uint8_t* scalar = nullptr;

  void operator()(uint8_t* dst, const uint8_t* const* src, size_t n) const {
    const hn::ScalableTag<typename SrcCodec::Compute> d;
    using V = hn::Vec<decltype(d)>;
    const size_t N = hn::Lanes(d);
    alignas(HWY_MAX_BYTES) uint8_t scalar_lanes[HWY_MAX_BYTES] = {};
    if (scalar != nullptr)
      for (size_t i = 0; i < N; ++i) std::memcpy(scalar_lanes + i * kSrcBytes, scalar, kSrcBytes);
    const V broadcast = SrcCodec::Load(d, scalar_lanes);
    const NumericMode local_mode = mode;  // not reloaded after each store (see RunBinary)
    auto result = [&](const uint8_t* pa, const uint8_t* pb, const uint8_t* pold) {
      const V a = SrcCodec::Load(d, pa);
      const V b = kSourceCount == 2 ? SrcCodec::Load(d, pb) : broadcast;
      const V old = kReadsDst ? DstCodec::Load(d, pold) : hn::Zero(d);
      return fn(d, a, b, old);
    };
    const size_t i = StoreWholeVectors<DstCodec>(d, dst, n, local_mode, [&](size_t k) {
      return result(src[0] + k * kSrcBytes, kSourceCount == 2 ? src[1] + k * kSrcBytes : nullptr, dst + k * kDstBytes);
    });
    if (i < n) {
      // The partial last vector through stack copies: nothing past n is touched.
      const size_t count = n - i;
      alignas(HWY_MAX_BYTES) uint8_t ta[HWY_MAX_BYTES] = {}, tb[HWY_MAX_BYTES] = {}, to[2 * HWY_MAX_BYTES] = {};
      std::memcpy(ta, src[0] + i * kSrcBytes, count * kSrcBytes);
      if (kSourceCount == 2) std::memcpy(tb, src[1] + i * kSrcBytes, count * kSrcBytes);
      if (kReadsDst) std::memcpy(to, dst + i * kDstBytes, count * kDstBytes);
      DstCodec::Store(d, result(ta, tb, to), to, local_mode);
      std::memcpy(dst + i * kDstBytes, to, count * kDstBytes);
    }
  }
};

// Runs fn over the call (the executor supplies repeats, strides, masks and
// the read-before-write order of each repeat).
template <class DstCodec, class SrcCodec, int kSourceCount, bool kReadsDst, class Fn>
void ExecuteLanes(const Fn& fn, const kernels::VecShape& shape, const kernels::VecOperand& dst,
                  const kernels::VecOperand* src, const NumericMode& mode, const uint8_t* scalar = nullptr) {
  ExecuteVector(LaneKernel<DstCodec, SrcCodec, kSourceCount, kReadsDst, Fn>{fn, mode, scalar}, shape, dst, src);
}

}  // namespace HWY_NAMESPACE
}  // namespace ascendc_host
HWY_AFTER_NAMESPACE();

#endif  // include guard
