// Tensor-and-scalar arithmetic (基础算术: Adds, Muls, Maxs, Mins): the count
// form and both mask forms with UnaryRepeatParams and isSetMask. The scalar
// may be given as any arithmetic value (or half / bfloat16_t); it is
// converted to the tensor's type first. Semantics: docs/SPEC.md section 8.
#ifndef ASCENDC_HOST_ASCENDC_VECTOR_SCALAR_H_
#define ASCENDC_HOST_ASCENDC_VECTOR_SCALAR_H_

#include <cstdint>
#include <cstring>
#include <type_traits>

#include "ascendc_host/ascendc/tensor.h"
#include "ascendc_host/ascendc/vector/common.h"
#include "ascendc_host/kernels/vector.h"

namespace ascendc_host {
namespace detail {

template <typename X>
struct IsLocalTensor : std::false_type {};
template <typename T>
struct IsLocalTensor<AscendC::LocalTensor<T>> : std::true_type {};

// A scalar argument: any arithmetic type, half or bfloat16_t (not a tensor).
template <typename U>
inline constexpr bool kScalarArgument =
    std::is_arithmetic_v<U> || std::is_same_v<U, half> || std::is_same_v<U, bfloat16_t>;

// The bits of `value` as an element of T.
template <typename T, typename U>
uint64_t ScalarBits(const U& value) {
  const AscendC::PrimT<T> v = static_cast<AscendC::PrimT<T>>(value);
  uint64_t bits = 0;
  std::memcpy(&bits, &v, sizeof(v));
  return bits;
}

template <ScalarOp kOp, typename T>
constexpr bool ScalarTypeSupported(bool mask_form) {
  if constexpr (kOp == ScalarOp::kDuplicate) {
    if constexpr (kProfile.profile == Profile::kPA2)
      return kOneOf<T, int16_t, uint16_t, half, bfloat16_t, int32_t, uint32_t, float>;
    else if (mask_form) return kOneOf<T, int16_t, uint16_t, half, bfloat16_t, int32_t, uint32_t, float>;
    else return kOneOf<T, bool, int8_t, uint8_t, int16_t, uint16_t, half, bfloat16_t, int32_t, uint32_t, float, int64_t, uint64_t>;
  } else if constexpr (kProfile.profile == Profile::kPA2) {
    return kOneOf<T, int16_t, half, int32_t, float>;
  } else {
    constexpr bool common = kOneOf<T, int16_t, half, bfloat16_t, int32_t, float>;
    constexpr bool wide = kOneOf<T, int64_t, uint64_t>;
    constexpr bool narrow = kOneOf<T, int8_t, uint8_t> && kOp != ScalarOp::kMuls && kOp != ScalarOp::kAdds;
    return common || (!mask_form && (wide || narrow));
  }
}

// `bool` moves as a byte.
template <typename T>
using StorageOf = std::conditional_t<std::is_same_v<T, bool>, uint8_t, T>;

template <ScalarOp kOp, typename T>
void ScalarVector(const AscendC::LocalTensor<T>& dst, const AscendC::LocalTensor<T>* src, uint64_t scalar_bits,
                  bool scalar_left, const VectorForm& form, uint16_t dst_block_stride = 1,
                  uint16_t dst_repeat_stride = 8, uint16_t src_block_stride = 1, uint16_t src_repeat_stride = 8) {
  using S = StorageOf<T>;
  VectorCall call(ScalarOpName(kOp), form, sizeof(T));
  call.Add(Operand("dst", dst.template ReinterpretCast<S>(), true, dst_block_stride, dst_repeat_stride));
  if (src != nullptr) call.Add(Operand("src", src->template ReinterpretCast<S>(), false, src_block_stride, src_repeat_stride));
  call.DescribeForVerify([&](VectorCallDesc& d) {
    d.family = VectorCallDesc::Family::kScalar;
    d.op = static_cast<uint8_t>(kOp);
    d.type = DTypeOf<S>();
    d.scalar_bits = scalar_bits;
    d.scalar_left = scalar_left;
  });
  call.Run([&](const kernels::VecShape& shape, const kernels::VecOperand* o, const NumericMode& mode) {
    kernels::VectorScalar(kOp, DTypeOf<S>(), shape, o[0], src != nullptr ? o[1] : o[0], scalar_bits, scalar_left, mode);
  });
}

// --- The flexible-scalar-position forms (灵活标量位置, Ascend 950) ----------

// A flexible-position operand's scalar: an immediate converted to T, or
// element 0 of a LocalTensor (read now).
template <typename T, typename X>
uint64_t FlexibleScalarBits(const X& x) {
  if constexpr (IsLocalTensor<X>::value) {
    static_assert(std::is_same_v<typename X::PrimType, T>, "the scalar tensor has the vector's element type");
    return ScalarBits<T>(x.GetValue(0));
  } else {
    static_assert(kScalarArgument<X>, "the scalar operand is a LocalTensor element or an arithmetic value");
    return ScalarBits<T>(x);
  }
}

// Which of a flexible form's operands is the scalar: 0 the left, 1 the right
// (an immediate is the scalar; of two tensors, config.scalarTensorIndex).
template <class X, class Y, const AscendC::BinaryConfig& kConfig>
constexpr int FlexibleScalarSide() {
  constexpr bool x_tensor = IsLocalTensor<X>::value, y_tensor = IsLocalTensor<Y>::value;
  static_assert(x_tensor || y_tensor, "one of the two operands must be a tensor (two scalars are not supported)");
  if constexpr (x_tensor && y_tensor) return kConfig.scalarTensorIndex == 0 ? 0 : 1;
  else return x_tensor ? 1 : 0;
}

// The vector operand of a flexible form.
template <int kScalarSide, class X, class Y>
const auto& FlexibleVector(const X& x, const Y& y) {
  if constexpr (kScalarSide == 0) return y;
  else return x;
}

}  // namespace detail
}  // namespace ascendc_host

// The three overloads of a tensor-and-scalar API.
#define ASCENDC_HOST_SCALAR_API(Name, kOp)                                                                        \
  template <typename T, bool isSetMask = true, typename U,                                                       \
            typename = std::enable_if_t<::ascendc_host::detail::kScalarArgument<U>>>                             \
  __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src, const U& scalarValue,         \
                              const int32_t& count) {                                                           \
    static_assert(::ascendc_host::detail::ScalarTypeSupported<kOp, T>(false),                                  \
                  #Name ": unsupported element type on this profile (see its page, 数据类型)");                  \
    ::ascendc_host::detail::ScalarVector<kOp>(dst, &src, ::ascendc_host::detail::ScalarBits<T>(scalarValue),    \
                                              false, ::ascendc_host::detail::VectorForm::Count(count, isSetMask)); \
  }                                                                                                            \
  template <typename T, bool isSetMask = true, typename U,                                                       \
            typename = std::enable_if_t<::ascendc_host::detail::kScalarArgument<U>>>                             \
  __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src, const U& scalarValue,         \
                              const uint64_t mask[], const uint8_t repeatTime,                                  \
                              const UnaryRepeatParams& repeatParams) {                                          \
    static_assert(::ascendc_host::detail::ScalarTypeSupported<kOp, T>(true),                                   \
                  #Name ": unsupported element type for the mask forms on this profile (see its page)");        \
    ::ascendc_host::detail::ScalarVector<kOp>(                                                                 \
        dst, &src, ::ascendc_host::detail::ScalarBits<T>(scalarValue), false,                                   \
        ::ascendc_host::detail::VectorForm::Bitwise(mask, repeatTime, isSetMask), repeatParams.dstBlkStride,     \
        repeatParams.dstRepStride, repeatParams.srcBlkStride, repeatParams.srcRepStride);                       \
  }                                                                                                            \
  template <typename T, bool isSetMask = true, typename U,                                                       \
            typename = std::enable_if_t<::ascendc_host::detail::kScalarArgument<U>>>                             \
  __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src, const U& scalarValue,         \
                              uint64_t mask, const uint8_t repeatTime, const UnaryRepeatParams& repeatParams) {   \
    static_assert(::ascendc_host::detail::ScalarTypeSupported<kOp, T>(true),                                   \
                  #Name ": unsupported element type for the mask forms on this profile (see its page)");        \
    ::ascendc_host::detail::ScalarVector<kOp>(                                                                 \
        dst, &src, ::ascendc_host::detail::ScalarBits<T>(scalarValue), false,                                   \
        ::ascendc_host::detail::VectorForm::Contiguous(mask, repeatTime, isSetMask), repeatParams.dstBlkStride,  \
        repeatParams.dstRepStride, repeatParams.srcBlkStride, repeatParams.srcRepStride);                       \
  }

namespace AscendC {

ASCENDC_HOST_SCALAR_API(Adds, ::ascendc_host::ScalarOp::kAdds)
ASCENDC_HOST_SCALAR_API(Muls, ::ascendc_host::ScalarOp::kMuls)
ASCENDC_HOST_SCALAR_API(Maxs, ::ascendc_host::ScalarOp::kMaxs)
ASCENDC_HOST_SCALAR_API(Mins, ::ascendc_host::ScalarOp::kMins)

}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_VECTOR_SCALAR_H_
