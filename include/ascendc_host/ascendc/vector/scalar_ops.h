// Tensor-and-scalar operations beyond scalar.h: the flexible-scalar-position
// forms of Adds, Muls, Maxs, Mins and the new Subs and Divs (基础算术/*（灵活标量
// 位置）, Ascend 950: the scalar on either side, an immediate or element 0 of
// a LocalTensor), and LeakyRelu (scalar slope, both profiles).
// Semantics: docs/SPEC.md 8.5.
#ifndef ASCENDC_HOST_ASCENDC_VECTOR_SCALAR_OPS_H_
#define ASCENDC_HOST_ASCENDC_VECTOR_SCALAR_OPS_H_

#include <cstdint>
#include <type_traits>

#include "ascendc_host/ascendc/tensor.h"
#include "ascendc_host/ascendc/vector/common.h"
#include "ascendc_host/ascendc/vector/scalar.h"

namespace ascendc_host {
namespace detail {

// The flexible pages' "数据类型" (Ascend 950); `mask_form` excludes the
// types they allow in the count form only. Complex types are not covered.
template <ScalarOp kOp, typename T>
constexpr bool FlexibleTypeSupported(bool mask_form) {
  if constexpr (kProfile.profile == Profile::kPA2) {
    return false;
  } else {
    constexpr bool wide = kOneOf<T, int64_t, uint64_t>;
    constexpr bool narrow = kOneOf<T, int8_t, uint8_t>;
    constexpr bool common = kOneOf<T, int16_t, half, bfloat16_t, int32_t, float>;
    switch (kOp) {
      case ScalarOp::kAdds:
      case ScalarOp::kMaxs:
      case ScalarOp::kMins: return common || (!mask_form && (wide || narrow));
      case ScalarOp::kMuls:
      case ScalarOp::kSubs: return common || (!mask_form && wide);
      case ScalarOp::kDivs: return kOneOf<T, half, float> || (!mask_form && wide);
      default: return false;
    }
  }
}

// dst = x op y with one of x, y the scalar (FlexibleScalarSide).
template <ScalarOp kOp, const AscendC::BinaryConfig& kConfig, bool kMaskForm, typename Dst, typename X, typename Y>
void FlexibleScalar(const Dst& dst, const X& x, const Y& y, const VectorForm& form,
                    const AscendC::UnaryRepeatParams& p = AscendC::UnaryRepeatParams()) {
  static_assert(kProfile.profile == Profile::kP950 && IsLocalTensor<Dst>::value,
                "the flexible-scalar-position forms exist on Ascend 950 only (灵活标量位置 pages)");
  constexpr int kSide = FlexibleScalarSide<X, Y, kConfig>();
  const auto& vector = FlexibleVector<kSide>(x, y);
  using T = typename std::decay_t<decltype(vector)>::PrimType;
  static_assert(std::is_same_v<typename Dst::PrimType, T>, "dst has the vector operand's element type");
  static_assert(FlexibleTypeSupported<kOp, T>(kMaskForm), "unsupported element type for this form (see the page, 数据类型)");
  uint64_t scalar;
  if constexpr (kSide == 0) scalar = FlexibleScalarBits<T>(x);
  else scalar = FlexibleScalarBits<T>(y);
  ScalarVector<kOp, T>(dst, &vector, scalar, kSide == 0, form, p.dstBlkStride, p.dstRepStride, p.srcBlkStride,
                       p.srcRepStride);
}

// `const U&` where U is named explicitly, never deduced: the overloads of
// the pages' TensorTrait form (template <typename T, typename U, bool
// isSetMask>) then apply only to calls that spell U out.
template <typename U>
struct Spelled {
  using type = U;
};

}  // namespace detail
}  // namespace ascendc_host

// The three flexible overloads (count, bit-wise mask, contiguous mask) of a
// tensor-and-scalar API, the scalar on either side; `Runner` is the detail::
// function that runs them (FlexibleScalar here, FlexibleLogic for Ands/Ors).
#define ASCENDC_HOST_FLEXIBLE_SCALAR_API(Name, Runner, kOp)                                                                \
  template <typename T = BinaryDefaultType, bool isSetMask = true, const BinaryConfig& config = DEFAULT_BINARY_CONFIG, \
            typename U, typename S, typename V>                                                                   \
  __aicore__ inline void Name(const U& dst, const S& src0, const V& src1, const int32_t& count) {               \
    namespace d = ::ascendc_host::detail;                                                                         \
    d::Runner<kOp, config, false>(dst, src0, src1, d::VectorForm::Count(count, isSetMask));              \
  }                                                                                                               \
  template <typename T = BinaryDefaultType, bool isSetMask = true, const BinaryConfig& config = DEFAULT_BINARY_CONFIG, \
            typename U, typename S, typename V>                                                                   \
  __aicore__ inline void Name(const U& dst, const S& src0, const V& src1, const uint64_t mask[],                 \
                              const uint8_t repeatTime, const UnaryRepeatParams& repeatParams) {                  \
    namespace d = ::ascendc_host::detail;                                                                         \
    d::Runner<kOp, config, true>(dst, src0, src1, d::VectorForm::Bitwise(mask, repeatTime, isSetMask),   \
                                         repeatParams);                                                           \
  }                                                                                                               \
  template <typename T = BinaryDefaultType, bool isSetMask = true, const BinaryConfig& config = DEFAULT_BINARY_CONFIG, \
            typename U, typename S, typename V>                                                                   \
  __aicore__ inline void Name(const U& dst, const S& src0, const V& src1, uint64_t mask, const uint8_t repeatTime, \
                              const UnaryRepeatParams& repeatParams) {                                            \
    namespace d = ::ascendc_host::detail;                                                                         \
    d::Runner<kOp, config, true>(dst, src0, src1, d::VectorForm::Contiguous(mask, repeatTime, isSetMask), \
                                         repeatParams);                                                           \
  }

namespace AscendC {

ASCENDC_HOST_FLEXIBLE_SCALAR_API(Adds, FlexibleScalar, ::ascendc_host::ScalarOp::kAdds)
ASCENDC_HOST_FLEXIBLE_SCALAR_API(Muls, FlexibleScalar, ::ascendc_host::ScalarOp::kMuls)
ASCENDC_HOST_FLEXIBLE_SCALAR_API(Maxs, FlexibleScalar, ::ascendc_host::ScalarOp::kMaxs)
ASCENDC_HOST_FLEXIBLE_SCALAR_API(Mins, FlexibleScalar, ::ascendc_host::ScalarOp::kMins)
ASCENDC_HOST_FLEXIBLE_SCALAR_API(Subs, FlexibleScalar, ::ascendc_host::ScalarOp::kSubs)
ASCENDC_HOST_FLEXIBLE_SCALAR_API(Divs, FlexibleScalar, ::ascendc_host::ScalarOp::kDivs)

// --- LeakyRelu: x for x >= 0, else scalarValue * x (half, float) ----------

template <typename T, bool isSetMask = true, typename U,
          typename = std::enable_if_t<::ascendc_host::detail::kScalarArgument<U>>>
__aicore__ inline void LeakyRelu(const LocalTensor<T>& dst, const LocalTensor<T>& src, const U& scalarValue,
                                 const int32_t& count) {
  namespace d = ::ascendc_host::detail;
  static_assert(d::kOneOf<T, half, float>, "LeakyRelu: half or float (see its page, 数据类型)");
  d::ScalarVector<::ascendc_host::ScalarOp::kLeakyRelu, T>(dst, &src, d::ScalarBits<T>(scalarValue), false,
                                                         d::VectorForm::Count(count, isSetMask));
}
template <typename T, bool isSetMask = true, typename U,
          typename = std::enable_if_t<::ascendc_host::detail::kScalarArgument<U>>>
__aicore__ inline void LeakyRelu(const LocalTensor<T>& dst, const LocalTensor<T>& src, const U& scalarValue,
                                 const uint64_t mask[], const uint8_t repeatTime, const UnaryRepeatParams& repeatParams) {
  namespace d = ::ascendc_host::detail;
  static_assert(d::kOneOf<T, half, float>, "LeakyRelu: half or float (see its page, 数据类型)");
  d::ScalarVector<::ascendc_host::ScalarOp::kLeakyRelu, T>(
      dst, &src, d::ScalarBits<T>(scalarValue), false, d::VectorForm::Bitwise(mask, repeatTime, isSetMask),
      repeatParams.dstBlkStride, repeatParams.dstRepStride, repeatParams.srcBlkStride, repeatParams.srcRepStride);
}
template <typename T, bool isSetMask = true, typename U,
          typename = std::enable_if_t<::ascendc_host::detail::kScalarArgument<U>>>
__aicore__ inline void LeakyRelu(const LocalTensor<T>& dst, const LocalTensor<T>& src, const U& scalarValue,
                                 uint64_t mask, const uint8_t repeatTime, const UnaryRepeatParams& repeatParams) {
  namespace d = ::ascendc_host::detail;
  static_assert(d::kOneOf<T, half, float>, "LeakyRelu: half or float (see its page, 数据类型)");
  d::ScalarVector<::ascendc_host::ScalarOp::kLeakyRelu, T>(
      dst, &src, d::ScalarBits<T>(scalarValue), false, d::VectorForm::Contiguous(mask, repeatTime, isSetMask),
      repeatParams.dstBlkStride, repeatParams.dstRepStride, repeatParams.srcBlkStride, repeatParams.srcRepStride);
}
// The pages' TensorTrait prototypes, template <typename T, typename U, bool
// isSetMask>, with U the scalar's type (== T for plain tensors).
template <typename T, typename U, bool isSetMask = true, std::enable_if_t<std::is_same_v<PrimT<T>, U>, bool> = true>
__aicore__ inline void LeakyRelu(const LocalTensor<T>& dst, const LocalTensor<T>& src,
                                 const typename ::ascendc_host::detail::Spelled<U>::type& scalarValue,
                                 const int32_t& count) {
  LeakyRelu<T, isSetMask>(dst, src, scalarValue, count);
}
template <typename T, typename U, bool isSetMask = true, std::enable_if_t<std::is_same_v<PrimT<T>, U>, bool> = true>
__aicore__ inline void LeakyRelu(const LocalTensor<T>& dst, const LocalTensor<T>& src,
                                 const typename ::ascendc_host::detail::Spelled<U>::type& scalarValue,
                                 const uint64_t mask[], const uint8_t repeatTime, const UnaryRepeatParams& repeatParams) {
  LeakyRelu<T, isSetMask>(dst, src, scalarValue, mask, repeatTime, repeatParams);
}
template <typename T, typename U, bool isSetMask = true, std::enable_if_t<std::is_same_v<PrimT<T>, U>, bool> = true>
__aicore__ inline void LeakyRelu(const LocalTensor<T>& dst, const LocalTensor<T>& src,
                                 const typename ::ascendc_host::detail::Spelled<U>::type& scalarValue, uint64_t mask,
                                 const uint8_t repeatTime, const UnaryRepeatParams& repeatParams) {
  LeakyRelu<T, isSetMask>(dst, src, scalarValue, mask, repeatTime, repeatParams);
}

}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_VECTOR_SCALAR_OPS_H_
