// Select by a bit mask (kernels/vector.h VectorSelect): element bits move
// unchanged (no canonicalisation, no saturation), so the kernel works on
// unsigned lanes of the element's width whatever the type.
#include "ascendc_host/kernels/vector.h"

#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "kernels/vector_select.cc"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
#include <hwy/highway.h>

#include "kernels/vector_bitmask-inl.h"

HWY_BEFORE_NAMESPACE();
namespace ascendc_host {
namespace HWY_NAMESPACE {

// The executor's Kernel: kScalarSource -1 selects between two tensors, 0 / 1
// names the source that is the scalar.
template <typename U, int kScalarSource>
struct SelectKernel {
  U scalar;
  void operator()(uint8_t* dst, const uint8_t* a, const uint8_t* b, const uint8_t* bits, size_t n) const {
    const hn::ScalableTag<U> d;
    using V = hn::Vec<decltype(d)>;
    const size_t N = hn::Lanes(d);
    const V vs = hn::Set(d, scalar);
    const U* pa = reinterpret_cast<const U*>(a);
    const U* pb = reinterpret_cast<const U*>(b);
    U* out = reinterpret_cast<U*>(dst);
    // x / y: the sources' elements for this vector (unused for the scalar).
    auto select = [&](const U* x, const U* y, hn::Mask<decltype(d)> m) {
      V vx = vs, vy = vs;
      if constexpr (kScalarSource != 0) vx = hn::LoadU(d, x);
      if constexpr (kScalarSource != 1) vy = hn::LoadU(d, y);
      return hn::IfThenElse(m, vx, vy);
    };
    auto at = [](const U* p, size_t i) { return p == nullptr ? p : p + i; };
    size_t i = 0;
    for (; i + N <= n; i += N) hn::StoreU(select(at(pa, i), at(pb, i), MaskFromBits(d, bits, i, N)), d, out + i);
    if (i < n) {
      // The partial last vector through stack copies: nothing past n is touched.
      alignas(HWY_MAX_BYTES) U ta[HWY_MAX_BYTES / sizeof(U)] = {}, tb[HWY_MAX_BYTES / sizeof(U)] = {},
                              to[HWY_MAX_BYTES / sizeof(U)];
      const size_t count = n - i;
      if (kScalarSource != 0) std::memcpy(ta, pa + i, count * sizeof(U));
      if (kScalarSource != 1) std::memcpy(tb, pb + i, count * sizeof(U));
      hn::StoreU(select(ta, tb, MaskFromBits(d, bits, i, count)), d, to);
      std::memcpy(out + i, to, count * sizeof(U));
    }
  }
};

template <typename U>
void SelectWidth(const kernels::SelectSpec& spec, const kernels::VecShape& shape, const kernels::VecOperand& dst,
                 const kernels::VecOperand& src0, const kernels::VecOperand& src1, const uint8_t* bits) {
  const U scalar = static_cast<U>(spec.scalar_bits);
  switch (spec.scalar_source) {
    case 0: return ExecuteSelect(SelectKernel<U, 0>{scalar}, spec, shape, dst, src0, src1, bits);
    case 1: return ExecuteSelect(SelectKernel<U, 1>{scalar}, spec, shape, dst, src0, src1, bits);
    default: return ExecuteSelect(SelectKernel<U, -1>{scalar}, spec, shape, dst, src0, src1, bits);
  }
}

void VectorSelectImpl(const kernels::SelectSpec& spec, const kernels::VecShape& shape, const kernels::VecOperand& dst,
                      const kernels::VecOperand& src0, const kernels::VecOperand& src1, const uint8_t* bits) {
  switch (spec.element_bytes) {
    case 1: return SelectWidth<uint8_t>(spec, shape, dst, src0, src1, bits);
    case 2: return SelectWidth<uint16_t>(spec, shape, dst, src0, src1, bits);
    case 4: return SelectWidth<uint32_t>(spec, shape, dst, src0, src1, bits);
    default: return SelectWidth<uint64_t>(spec, shape, dst, src0, src1, bits);
  }
}

}  // namespace HWY_NAMESPACE
}  // namespace ascendc_host
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
#include "kernels/dispatch.h"
namespace ascendc_host {
HWY_EXPORT(VectorSelectImpl);
namespace kernels {
void VectorSelect(const SelectSpec& spec, const VecShape& shape, const VecOperand& dst, const VecOperand& src0,
                  const VecOperand& src1, const uint8_t* bits) {
  ASCENDC_HOST_DISPATCH(VectorSelectImpl)(spec, shape, dst, src0, src1, bits);
}
}  // namespace kernels
}  // namespace ascendc_host
#endif
