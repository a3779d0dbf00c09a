// The converting composites (复合计算): AddReluCast, SubReluCast, MulCast
// (count form and both mask forms with BinaryRepeatParams and isSetMask),
// MulsCast (Ascend 950, scalar on either side), AddDeqRelu and CastDequant
// (int32_t -> half with the DEQSCALE register). Semantics: docs/SPEC.md 8.7.
#ifndef ASCENDC_HOST_ASCENDC_VECTOR_CAST_COMPOSITE_H_
#define ASCENDC_HOST_ASCENDC_VECTOR_CAST_COMPOSITE_H_

#include <cstdint>
#include <type_traits>

#include "ascendc_host/ascendc/tensor.h"
#include "ascendc_host/ascendc/vector/cast.h"
#include "ascendc_host/ascendc/vector/common.h"
#include "ascendc_host/ascendc/vector/compare.h"
#include "ascendc_host/ascendc/vector/scalar.h"

namespace ascendc_host {
namespace detail {

// The pages' "数据类型" tables: dst T from sources U; `mask_form` excludes
// the pairs a page allows in the count form only.
template <CastOp kOp, typename T, typename U>
constexpr bool CompositeTypeSupported(bool mask_form) {
  auto is = [](auto dst, auto src) {
    return std::is_same_v<T, decltype(dst)> && std::is_same_v<U, decltype(src)>;
  };
  constexpr bool pa2 = kProfile.profile == Profile::kPA2;
  switch (kOp) {
    case CastOp::kAddReluCast:
    case CastOp::kSubReluCast:
      if (is(int8_t{}, half{}) || is(int8_t{}, int16_t{}) || is(half{}, float{})) return true;
      if (pa2) return false;
      if (is(float{}, int64_t{})) return kOp == CastOp::kAddReluCast || !mask_form;
      return is(int32_t{}, int64_t{}) && !mask_form;
    case CastOp::kMulCast:
      if (is(int8_t{}, half{}) || is(uint8_t{}, half{})) return true;
      return !pa2 && !mask_form && (is(float{}, int64_t{}) || is(int32_t{}, int64_t{}));
    case CastOp::kAddDeqRelu:
    case CastOp::kCastDequant: return is(half{}, int32_t{});
    default: return false;
  }
}

template <CastOp kOp, typename T, typename U>
void BinaryCast(const AscendC::LocalTensor<T>& dst, const AscendC::LocalTensor<U>& src0,
                const AscendC::LocalTensor<U>& src1, const VectorForm& form, const CastStrides& strides = {}) {
  CastCall what;
  what.op = kOp;
  CastVector(what, dst, src0, &src1, form, strides);
}

// MulsCast's operands: which one is the scalar (flexible position).
template <typename X>
float MulsCastScalar(const X& x) {
  if constexpr (IsLocalTensor<X>::value) {
    static_assert(std::is_same_v<typename X::PrimType, float>, "MulsCast: the scalar tensor is float");
    return x.GetValue(0);
  } else {
    static_assert(std::is_same_v<X, float>, "MulsCast: the scalar is float (see the page, 数据类型)");
    return x;
  }
}

}  // namespace detail
}  // namespace ascendc_host

// The three overloads of a two-source converting composite.
#define ASCENDC_HOST_BINARY_CAST_API(Name, kOp, CountType)                                                        \
  template <typename T, typename U>                                                                            \
  __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<U>& src0, const LocalTensor<U>& src1, \
                              CountType count) {                                                               \
    static_assert(::ascendc_host::detail::CompositeTypeSupported<kOp, T, U>(false),                            \
                  #Name ": unsupported type pair on this profile (see its page, 数据类型)");                       \
    ::ascendc_host::detail::BinaryCast<kOp>(dst, src0, src1, ::ascendc_host::detail::VectorForm::Count(count));  \
  }                                                                                                            \
  template <typename T, typename U, bool isSetMask = true>                                                     \
  __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<U>& src0, const LocalTensor<U>& src1, \
                              const uint64_t mask[], const uint8_t repeatTime,                                  \
                              const BinaryRepeatParams& repeatParams) {                                         \
    static_assert(::ascendc_host::detail::CompositeTypeSupported<kOp, T, U>(true),                             \
                  #Name ": unsupported type pair for the mask forms on this profile (see its page)");           \
    ::ascendc_host::detail::BinaryCast<kOp>(dst, src0, src1,                                                   \
                                            ::ascendc_host::detail::VectorForm::Bitwise(mask, repeatTime, isSetMask), \
                                            ::ascendc_host::detail::CastStrides::Binary(repeatParams));         \
  }                                                                                                            \
  template <typename T, typename U, bool isSetMask = true>                                                     \
  __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<U>& src0, const LocalTensor<U>& src1, \
                              uint64_t mask, const uint8_t repeatTime, const BinaryRepeatParams& repeatParams) { \
    static_assert(::ascendc_host::detail::CompositeTypeSupported<kOp, T, U>(true),                             \
                  #Name ": unsupported type pair for the mask forms on this profile (see its page)");           \
    ::ascendc_host::detail::BinaryCast<kOp>(                                                                   \
        dst, src0, src1, ::ascendc_host::detail::VectorForm::Contiguous(mask, repeatTime, isSetMask),           \
        ::ascendc_host::detail::CastStrides::Binary(repeatParams));                                             \
  }

namespace AscendC {

ASCENDC_HOST_BINARY_CAST_API(AddReluCast, ::ascendc_host::CastOp::kAddReluCast, const uint32_t)
ASCENDC_HOST_BINARY_CAST_API(SubReluCast, ::ascendc_host::CastOp::kSubReluCast, const uint32_t)
ASCENDC_HOST_BINARY_CAST_API(MulCast, ::ascendc_host::CastOp::kMulCast, uint32_t)
ASCENDC_HOST_BINARY_CAST_API(AddDeqRelu, ::ascendc_host::CastOp::kAddDeqRelu, const int32_t&)

// AddDeqRelu's forms without template arguments (half from int32_t).
__aicore__ inline void AddDeqRelu(const LocalTensor<half>& dst, const LocalTensor<int32_t>& src0,
                                  const LocalTensor<int32_t>& src1, const int32_t& count) {
  AddDeqRelu<half, int32_t>(dst, src0, src1, count);
}
template <bool isSetMask = true>
__aicore__ inline void AddDeqRelu(const LocalTensor<half>& dst, const LocalTensor<int32_t>& src0,
                                  const LocalTensor<int32_t>& src1, uint64_t mask[], const uint8_t repeatTime,
                                  const BinaryRepeatParams& repeatParams) {
  AddDeqRelu<half, int32_t, isSetMask>(dst, src0, src1, mask, repeatTime, repeatParams);
}
template <bool isSetMask = true>
__aicore__ inline void AddDeqRelu(const LocalTensor<half>& dst, const LocalTensor<int32_t>& src0,
                                  const LocalTensor<int32_t>& src1, uint64_t mask, const uint8_t repeatTime,
                                  const BinaryRepeatParams& repeatParams) {
  AddDeqRelu<half, int32_t, isSetMask>(dst, src0, src1, mask, repeatTime, repeatParams);
}

// dst = Cast(src * scalar) to half in CAST_ROUND, the scalar (a float, or
// element 0 of a float tensor) on either side (Ascend 950).
template <typename T0 = BinaryDefaultType, typename T1 = BinaryDefaultType,
          const BinaryConfig& config = DEFAULT_BINARY_CONFIG, typename T2, typename T3, typename T4>
__aicore__ inline void MulsCast(const T2& dst, const T3& src0, const T4& src1, const uint32_t count) {
  namespace d = ::ascendc_host::detail;
  static_assert(::ascendc_host::kProfile.profile == ::ascendc_host::Profile::kP950 || sizeof(T2) == 0,
                "MulsCast exists on Ascend 950 only (see its page)");
  static_assert(std::is_same_v<T2, LocalTensor<half>>, "MulsCast: dst is a half LocalTensor (see its page)");
  constexpr int kScalarSide = d::FlexibleScalarSide<T3, T4, config>();
  const auto& vector = d::FlexibleVector<kScalarSide>(src0, src1);
  static_assert(std::is_same_v<std::decay_t<decltype(vector)>, LocalTensor<float>>,
                "MulsCast: the vector operand is a float LocalTensor (see its page)");
  const float scalar = kScalarSide == 0 ? d::MulsCastScalar(src0) : d::MulsCastScalar(src1);
  d::CastCall what;
  what.op = ::ascendc_host::CastOp::kMulsCast;
  what.scalar_bits = d::ScalarBits<float>(scalar);
  what.scalar_left = kScalarSide == 0;
  d::CastVector(what, dst, vector, static_cast<const LocalTensor<float>*>(nullptr), d::VectorForm::Count(count));
}

// Dequantisation: int32_t -> half with the DEQSCALE scale (SetDeqScale(half)),
// nearest even. The int16_t -> int8_t / uint8_t forms are not covered yet
// (SPEC 8.7): they do not compile.
template <typename T, typename U, bool isVecDeq = true, bool halfBlock = true>
__aicore__ inline void CastDequant(const LocalTensor<T>& dst, const LocalTensor<U>& src, const uint32_t count) {
  static_assert(::ascendc_host::detail::CompositeTypeSupported<::ascendc_host::CastOp::kCastDequant, T, U>(false),
                "CastDequant: only int32_t -> half is covered (int16_t -> int8_t/uint8_t: SPEC 8.7)");
  ::ascendc_host::detail::CastCall what;
  what.op = ::ascendc_host::CastOp::kCastDequant;
  ::ascendc_host::detail::CastVector(what, dst, src, static_cast<const LocalTensor<U>*>(nullptr),
                                     ::ascendc_host::detail::VectorForm::Count(count));
}
template <typename T, typename U, bool isSetMask = true, bool isVecDeq = true, bool halfBlock = true>
__aicore__ inline void CastDequant(const LocalTensor<T>& dst, const LocalTensor<U>& src, const uint64_t mask[],
                                   uint8_t repeatTime, const UnaryRepeatParams& repeatParams) {
  static_assert(::ascendc_host::detail::CompositeTypeSupported<::ascendc_host::CastOp::kCastDequant, T, U>(true),
                "CastDequant: only int32_t -> half is covered (int16_t -> int8_t/uint8_t: SPEC 8.7)");
  ::ascendc_host::detail::CastCall what;
  what.op = ::ascendc_host::CastOp::kCastDequant;
  ::ascendc_host::detail::CastVector(what, dst, src, static_cast<const LocalTensor<U>*>(nullptr),
                                     ::ascendc_host::detail::VectorForm::Bitwise(mask, repeatTime, isSetMask),
                                     ::ascendc_host::detail::CastStrides::Unary(repeatParams));
}
template <typename T, typename U, bool isSetMask = true, bool isVecDeq = true, bool halfBlock = true>
__aicore__ inline void CastDequant(const LocalTensor<T>& dst, const LocalTensor<U>& src, const int32_t mask,
                                   uint8_t repeatTime, const UnaryRepeatParams& repeatParams) {
  static_assert(::ascendc_host::detail::CompositeTypeSupported<::ascendc_host::CastOp::kCastDequant, T, U>(true),
                "CastDequant: only int32_t -> half is covered (int16_t -> int8_t/uint8_t: SPEC 8.7)");
  ::ascendc_host::detail::CastCall what;
  what.op = ::ascendc_host::CastOp::kCastDequant;
  ::ascendc_host::detail::CastVector(
      what, dst, src, static_cast<const LocalTensor<U>*>(nullptr),
      ::ascendc_host::detail::VectorForm::Contiguous(mask < 0 ? 0 : static_cast<uint64_t>(mask), repeatTime, isSetMask),
      ::ascendc_host::detail::CastStrides::Unary(repeatParams));
}

}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_VECTOR_CAST_COMPOSITE_H_
