// Compare / Compares into a bit mask (kernels/vector.h VectorCompare).
//
// The predicates are IEEE's: LT, GT, LE, GE and EQ are false when either
// side is NaN, NE is true, and +0 == -0. float and the integers compare in
// their own lanes; NE is Not(Eq) rather than Highway's Ne, which on
// AVX2/AVX-512 (Highway 1.0.3) is the ordered compare, false for NaN. half
// and bfloat16 compare their bits as ordered int16 keys with NaN apart: as
// exact as converting to float and twice the lanes per vector (and clang
// turns a compare of two converted halves back into a half compare, which
// AVX-512F scalarises).
#include "ascendc_host/kernels/vector.h"

#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "kernels/vector_compare.cc"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
#include <hwy/highway.h>

#include "kernels/vector_arith-inl.h"
#include "kernels/vector_bitmask-inl.h"

HWY_BEFORE_NAMESPACE();
namespace ascendc_host {
namespace HWY_NAMESPACE {

template <CompareOp kOp, class D>
HWY_INLINE hn::Mask<D> CompareLanes(D, hn::Vec<D> a, hn::Vec<D> b) {
  constexpr bool kFloat = std::is_floating_point_v<hn::TFromD<D>>;
  switch (kOp) {
    case CompareOp::kLt: return hn::Lt(a, b);
    case CompareOp::kGt: return hn::Gt(a, b);
    case CompareOp::kEq: return hn::Eq(a, b);
    case CompareOp::kNe: return hn::Not(hn::Eq(a, b));
    // Integers have no Le/Ge in Highway 1.0.3; without NaN, Not(Gt) is Le.
    case CompareOp::kLe:
      if constexpr (kFloat) return hn::Le(a, b);
      else return hn::Not(hn::Gt(a, b));
    case CompareOp::kGe:
      if constexpr (kFloat) return hn::Ge(a, b);
      else return hn::Not(hn::Lt(a, b));
  }
  return hn::Eq(a, b);
}

// How a type's elements are loaded for comparing and compared: in their own
// lanes (float, the integers) ...
template <DType kType>
struct CompareLanesOf {
  using Lane = typename Codec<kType>::Compute;
  template <class D>
  static HWY_INLINE hn::Vec<D> Load(D d, const uint8_t* p) {
    return Codec<kType>::Load(d, p);
  }
  template <CompareOp kOp, class D>
  static HWY_INLINE hn::Mask<D> Compare(D d, hn::Vec<D> a, hn::Vec<D> b) {
    return CompareLanes<kOp>(d, a, b);
  }
};

// ... or, for half and bfloat16 (sign and magnitude bits), as int16 keys:
// magnitude for positive values, minus the magnitude for negative ones, so
// keys order like the values and +0, -0 both give 0; a magnitude above
// infinity's is NaN.
template <uint16_t kInfinityBits>
struct Float16KeyLanes {
  using Lane = int16_t;
  template <class D>
  static HWY_INLINE hn::Vec<D> Load(D d, const uint8_t* p) {
    return hn::LoadU(d, reinterpret_cast<const int16_t*>(p));
  }
  template <CompareOp kOp, class D>
  static HWY_INLINE hn::Mask<D> Compare(D d, hn::Vec<D> a, hn::Vec<D> b) {
    const auto magnitude_bits = hn::Set(d, int16_t{0x7FFF});
    const auto infinity = hn::Set(d, static_cast<int16_t>(kInfinityBits));
    const auto ma = hn::And(a, magnitude_bits), mb = hn::And(b, magnitude_bits);
    const auto sa = hn::ShiftRight<15>(a), sb = hn::ShiftRight<15>(b);  // 0 or -1
    const auto ka = hn::Sub(hn::Xor(ma, sa), sa), kb = hn::Sub(hn::Xor(mb, sb), sb);
    const auto nan = hn::Or(hn::Gt(ma, infinity), hn::Gt(mb, infinity));
    if constexpr (kOp == CompareOp::kNe) return hn::Or(nan, CompareLanes<kOp>(d, ka, kb));
    else return hn::AndNot(nan, CompareLanes<kOp>(d, ka, kb));
  }
};
template <>
struct CompareLanesOf<DType::kF16> : Float16KeyLanes<0x7C00> {};
template <>
struct CompareLanesOf<DType::kBF16> : Float16KeyLanes<0x7F80> {};

// The executor's Kernel: kScalarSide -1 compares two sources, 0 / 1 puts
// the scalar on the left / right of the comparison.
template <DType kType, CompareOp kOp, int kScalarSide>
struct CompareKernel {
  using L = CompareLanesOf<kType>;
  static constexpr int kSources = kScalarSide < 0 ? 2 : 1;
  static constexpr uint32_t kSrcBytes = SizeOf(kType);

  // The scalar's element repeated over a vector's worth of storage.
  alignas(HWY_MAX_BYTES) uint8_t scalar_lanes[HWY_MAX_BYTES] = {};

  explicit CompareKernel(uint64_t scalar_bits) {
    for (size_t i = 0; kScalarSide >= 0 && i + kSrcBytes <= sizeof scalar_lanes; i += kSrcBytes)
      std::memcpy(scalar_lanes + i, &scalar_bits, kSrcBytes);  // little-endian: the element's bytes first
  }

  void operator()(uint8_t* bits, const uint8_t* const* src, size_t n, size_t out_bytes) const {
    const hn::ScalableTag<typename L::Lane> d;
    using V = hn::Vec<decltype(d)>;
    const V scalar = kScalarSide >= 0 ? L::Load(d, scalar_lanes) : hn::Zero(d);
    auto compare = [&](const uint8_t* a, const uint8_t* b) {
      const V va = L::Load(d, a);
      if constexpr (kScalarSide == 0) return L::template Compare<kOp>(d, scalar, va);
      else if constexpr (kScalarSide == 1) return L::template Compare<kOp>(d, va, scalar);
      else return L::template Compare<kOp>(d, va, L::Load(d, b));
    };
    const uint8_t* a = src[0];
    const uint8_t* b = kSources == 2 ? src[1] : nullptr;
    auto mask_of = [&](size_t i) {
      if constexpr (kSources == 2) return compare(a + i * kSrcBytes, b + i * kSrcBytes);
      else return compare(a + i * kSrcBytes, nullptr);
    };
    // The partial last vector through stack copies: nothing past n is read.
    auto tail_mask_of = [&](size_t i, size_t count) {
      alignas(HWY_MAX_BYTES) uint8_t ta[HWY_MAX_BYTES] = {}, tb[HWY_MAX_BYTES] = {};
      std::memcpy(ta, a + i * kSrcBytes, count * kSrcBytes);
      if constexpr (kSources == 2) std::memcpy(tb, b + i * kSrcBytes, count * kSrcBytes);
      return hn::And(compare(ta, tb), hn::FirstN(d, count));
    };
    WriteMaskBits(d, n, bits, out_bytes, mask_of, tail_mask_of);
  }
};

template <DType kType, CompareOp kOp>
void CompareType(const kernels::CompareSpec& spec, const kernels::VecShape& shape, uint8_t* bits,
                 const kernels::VecOperand* src) {
  if (!spec.scalar) ExecuteCompare(CompareKernel<kType, kOp, -1>(0), shape, bits, src);
  else if (spec.scalar_left) ExecuteCompare(CompareKernel<kType, kOp, 0>(spec.scalar_bits), shape, bits, src);
  else ExecuteCompare(CompareKernel<kType, kOp, 1>(spec.scalar_bits), shape, bits, src);
}

void VectorCompareImpl(const kernels::CompareSpec& spec, const kernels::VecShape& shape, uint8_t* bits,
                       const kernels::VecOperand& src0, const kernels::VecOperand& src1) {
  const kernels::VecOperand src[2] = {src0, src1};
  WithDType(spec.type, [&](auto t) {
    constexpr DType kT = decltype(t)::value;
    switch (spec.op) {
      case CompareOp::kLt: return CompareType<kT, CompareOp::kLt>(spec, shape, bits, src);
      case CompareOp::kGt: return CompareType<kT, CompareOp::kGt>(spec, shape, bits, src);
      case CompareOp::kEq: return CompareType<kT, CompareOp::kEq>(spec, shape, bits, src);
      case CompareOp::kLe: return CompareType<kT, CompareOp::kLe>(spec, shape, bits, src);
      case CompareOp::kGe: return CompareType<kT, CompareOp::kGe>(spec, shape, bits, src);
      case CompareOp::kNe: return CompareType<kT, CompareOp::kNe>(spec, shape, bits, src);
    }
  });
}

}  // namespace HWY_NAMESPACE
}  // namespace ascendc_host
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
#include "kernels/dispatch.h"
#include "kernels/fp_env.h"
namespace ascendc_host {
HWY_EXPORT(VectorCompareImpl);
namespace kernels {
void VectorCompare(const CompareSpec& spec, const VecShape& shape, uint8_t* bits, const VecOperand& src0,
                   const VecOperand& src1) {
  // Comparisons do not depend on the rounding mode, but DAZ would turn
  // subnormal inputs into zeros.
  const DefaultFloatEnvironment fp_env;
  ASCENDC_HOST_DISPATCH(VectorCompareImpl)(spec, shape, bits, src0, src1);
}
}  // namespace kernels
}  // namespace ascendc_host
#endif
