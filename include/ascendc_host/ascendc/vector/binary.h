// Two-source elementwise arithmetic (基础算术: Add, Sub, Mul, Div, Max, Min):
// the count form, both mask forms with BinaryRepeatParams and isSetMask,
// and the whole-tensor operators `dst = a + b` (count = dst.GetSize()).
// Semantics, types and numerics: docs/SPEC.md section 8.
#ifndef ASCENDC_HOST_ASCENDC_VECTOR_BINARY_H_
#define ASCENDC_HOST_ASCENDC_VECTOR_BINARY_H_

#include <cstdint>

#include "ascendc_host/ascendc/tensor.h"
#include "ascendc_host/ascendc/vector/common.h"
#include "ascendc_host/kernels/vector.h"

namespace ascendc_host {
namespace detail {

// The "数据类型" section of each page, per profile; `mask_form` excludes
// the types the page allows in the count form only.
template <BinaryOp kOp, typename T>
constexpr bool BinaryTypeSupported(bool mask_form) {
  if constexpr (kProfile.profile == Profile::kPA2) {
    if constexpr (kOp == BinaryOp::kDiv) return kOneOf<T, half, float>;
    else return kOneOf<T, int16_t, half, int32_t, float>;
  } else {
    constexpr bool wide = kOneOf<T, int64_t, uint64_t>;
    constexpr bool narrow = kOneOf<T, int8_t, uint8_t>;
    constexpr bool common = kOneOf<T, int16_t, uint16_t, half, int32_t, uint32_t, float>;
    if (mask_form && (wide || narrow)) return false;
    switch (kOp) {
      case BinaryOp::kDiv: return common || wide;
      case BinaryOp::kMul: return common || std::is_same_v<T, bfloat16_t> || wide;
      default: return common || std::is_same_v<T, bfloat16_t> || wide || narrow;
    }
  }
}

// The accumulation overlap of 通用地址重叠约束 (dst == src1 across repeats).
template <BinaryOp kOp, typename T>
constexpr bool kAccumulates = kOp != BinaryOp::kDiv && kOneOf<T, half, int32_t, float>;

template <BinaryOp kOp, typename T>
void BinaryVector(const AscendC::LocalTensor<T>& dst, const AscendC::LocalTensor<T>& src0,
                  const AscendC::LocalTensor<T>& src1, const VectorForm& form,
                  const AscendC::BinaryRepeatParams& p = AscendC::BinaryRepeatParams()) {
  VectorCall call(BinaryOpName(kOp), form, sizeof(T));
  call.Add(Operand("dst", dst, true, p.dstBlkStride, p.dstRepStride));
  call.Add(Operand("src0", src0, false, p.src0BlkStride, p.src0RepStride));
  call.Add(Operand("src1", src1, false, p.src1BlkStride, p.src1RepStride));
  if constexpr (kAccumulates<kOp, T>) call.AllowAccumulation();
  call.DescribeForVerify([](VectorCallDesc& d) {
    d.family = VectorCallDesc::Family::kBinary;
    d.op = static_cast<uint8_t>(kOp);
    d.type = DTypeOf<T>();
  });
  call.Run([](const kernels::VecShape& shape, const kernels::VecOperand* o, const NumericMode& mode) {
    kernels::VectorBinary(kOp, DTypeOf<T>(), shape, o[0], o[1], o[2], mode);
  });
}

// `dst = a op b` over dst.GetSize() elements.
template <BinaryOp kOp, typename T>
struct BinaryExpression {
  static constexpr bool kIsVectorExpression = true;
  AscendC::LocalTensor<T> a, b;
  void AssignTo(const AscendC::LocalTensor<T>& dst) const {
    static_assert(BinaryTypeSupported<kOp, T>(false), "this operator does not support this element type");
    BinaryVector<kOp>(dst, a, b, VectorForm::Count(dst.GetSize()));
  }
};

}  // namespace detail
}  // namespace ascendc_host

// The three overloads of a two-source API.
#define ASCENDC_HOST_BINARY_API(Name, kOp)                                                                        \
  template <typename T>                                                                                        \
  __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src0, const LocalTensor<T>& src1, \
                              const int32_t& count) {                                                           \
    static_assert(::ascendc_host::detail::BinaryTypeSupported<kOp, T>(false),                                  \
                  #Name ": unsupported element type on this profile (see its page, 数据类型)");                  \
    ::ascendc_host::detail::BinaryVector<kOp>(dst, src0, src1, ::ascendc_host::detail::VectorForm::Count(count)); \
  }                                                                                                            \
  template <typename T, bool isSetMask = true>                                                                 \
  __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src0, const LocalTensor<T>& src1, \
                              const uint64_t mask[], const uint8_t repeatTime,                                  \
                              const BinaryRepeatParams& repeatParams) {                                         \
    static_assert(::ascendc_host::detail::BinaryTypeSupported<kOp, T>(true),                                   \
                  #Name ": unsupported element type for the mask forms on this profile (see its page)");        \
    ::ascendc_host::detail::BinaryVector<kOp>(                                                                 \
        dst, src0, src1, ::ascendc_host::detail::VectorForm::Bitwise(mask, repeatTime, isSetMask), repeatParams); \
  }                                                                                                            \
  template <typename T, bool isSetMask = true>                                                                 \
  __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src0, const LocalTensor<T>& src1, \
                              uint64_t mask, const uint8_t repeatTime, const BinaryRepeatParams& repeatParams) { \
    static_assert(::ascendc_host::detail::BinaryTypeSupported<kOp, T>(true),                                   \
                  #Name ": unsupported element type for the mask forms on this profile (see its page)");        \
    ::ascendc_host::detail::BinaryVector<kOp>(                                                                 \
        dst, src0, src1, ::ascendc_host::detail::VectorForm::Contiguous(mask, repeatTime, isSetMask),           \
        repeatParams);                                                                                          \
  }

namespace AscendC {

ASCENDC_HOST_BINARY_API(Add, ::ascendc_host::BinaryOp::kAdd)
ASCENDC_HOST_BINARY_API(Sub, ::ascendc_host::BinaryOp::kSub)
ASCENDC_HOST_BINARY_API(Mul, ::ascendc_host::BinaryOp::kMul)
ASCENDC_HOST_BINARY_API(Div, ::ascendc_host::BinaryOp::kDiv)
ASCENDC_HOST_BINARY_API(Max, ::ascendc_host::BinaryOp::kMax)
ASCENDC_HOST_BINARY_API(Min, ::ascendc_host::BinaryOp::kMin)

template <typename T>
inline ::ascendc_host::detail::BinaryExpression<::ascendc_host::BinaryOp::kAdd, T> operator+(const LocalTensor<T>& a,
                                                                                           const LocalTensor<T>& b) {
  return {a, b};
}
template <typename T>
inline ::ascendc_host::detail::BinaryExpression<::ascendc_host::BinaryOp::kSub, T> operator-(const LocalTensor<T>& a,
                                                                                           const LocalTensor<T>& b) {
  return {a, b};
}
template <typename T>
inline ::ascendc_host::detail::BinaryExpression<::ascendc_host::BinaryOp::kMul, T> operator*(const LocalTensor<T>& a,
                                                                                           const LocalTensor<T>& b) {
  return {a, b};
}
template <typename T>
inline ::ascendc_host::detail::BinaryExpression<::ascendc_host::BinaryOp::kDiv, T> operator/(const LocalTensor<T>& a,
                                                                                           const LocalTensor<T>& b) {
  return {a, b};
}

}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_VECTOR_BINARY_H_
