// Bit-wise logic and shifts (逻辑计算): And and Or (count form, both mask
// forms, the operators `dst = a & b` and `dst = a | b`), Ands and Ors (the
// flexible scalar position, Ascend 950), ShiftLeft and ShiftRight by a scalar
// (count form, both mask forms; ShiftRight's roundEn) and by a tensor of
// counts (Ascend 950). Not is in unary.h. Semantics: docs/SPEC.md 8.4.
#ifndef ASCENDC_HOST_ASCENDC_VECTOR_LOGIC_H_
#define ASCENDC_HOST_ASCENDC_VECTOR_LOGIC_H_

#include <cstdint>
#include <string>
#include <type_traits>

#include "ascendc_host/ascendc/tensor.h"
#include "ascendc_host/ascendc/vector/common.h"
#include "ascendc_host/ascendc/vector/scalar.h"
#include "ascendc_host/ascendc/vector/scalar_ops.h"
#include "ascendc_host/kernels/vector.h"

namespace ascendc_host {
namespace detail {

// The pages' "数据类型", per profile; `mask_form` excludes the types they
// allow in the count form only.
template <LogicOp kOp, typename T>
constexpr bool LogicTypeSupported(bool mask_form) {
  constexpr bool pa2 = kProfile.profile == Profile::kPA2;
  switch (kOp) {
    case LogicOp::kAnd:
    case LogicOp::kOr:
      if (pa2) return kOneOf<T, int16_t, uint16_t>;
      return kOneOf<T, int16_t, uint16_t, int32_t, uint32_t> ||
             (!mask_form && kOneOf<T, int8_t, uint8_t, int64_t, uint64_t>);
    case LogicOp::kAnds:
    case LogicOp::kOrs: return !pa2 && (kOneOf<T, int16_t, uint16_t> || (!mask_form && kOneOf<T, int64_t, uint64_t>));
    case LogicOp::kShiftLeft:
    case LogicOp::kShiftRight:
      if (pa2) return kOneOf<T, int16_t, uint16_t, int32_t, uint32_t>;
      return kOneOf<T, int16_t, uint16_t, int32_t, uint32_t> ||
             (!mask_form && kOneOf<T, int8_t, uint8_t, int64_t, uint64_t>);
    default:  // the tensor-count shifts: count form, Ascend 950
      return !pa2 && kOneOf<T, int8_t, uint8_t, int16_t, uint16_t, int32_t, uint32_t, int64_t, uint64_t>;
  }
}

template <typename T>
std::string ShiftCountText(T count) {
  return std::to_string(static_cast<long long>(count));
}

// The documented range of a scalar shift count: Ascend 950 >= 0; Atlas A2/A3
// [0, width] (16 or 32). Release: the count is used as it is (SPEC 8.4).
template <LogicOp kOp, typename T>
void CheckShiftCount(uint64_t bits) {
  T count;
  std::memcpy(&count, &bits, sizeof(T));
  const char* api = LogicOpName(kOp);
  if constexpr (std::is_signed_v<T>) {
    if (count < 0) ReportError(api, "scalarValue", ShiftCountText(count), "a shift count must not be negative");
  }
  if (kProfile.profile == Profile::kPA2 && static_cast<uint64_t>(count) > 8 * sizeof(T) && !(count < 0))
    ReportError(api, "scalarValue", ShiftCountText(count),
                ("exceeds " + std::to_string(8 * sizeof(T)) + ", the range on Atlas A2/A3").c_str());
}

// One logic call. `src1` is the second tensor (And, Or, the tensor-count
// shifts) or null; otherwise `scalar_bits` is the scalar.
template <LogicOp kOp, typename T, typename C = T>
void LogicVector(const AscendC::LocalTensor<T>& dst, const AscendC::LocalTensor<T>& src0,
                 const AscendC::LocalTensor<typename Spelled<C>::type>* src1, uint64_t scalar_bits, bool scalar_left, bool round,
                 const VectorForm& form, uint16_t dst_block = 1, uint16_t dst_repeat = 8, uint16_t src0_block = 1,
                 uint16_t src0_repeat = 8, uint16_t src1_block = 1, uint16_t src1_repeat = 8) {
  VectorCall call(LogicOpName(kOp), form, sizeof(T));
  call.Add(Operand("dst", dst, true, dst_block, dst_repeat));
  call.Add(Operand("src0", src0, false, src0_block, src0_repeat));
  if (src1 != nullptr) call.Add(Operand("src1", *src1, false, src1_block, src1_repeat));
  call.DescribeForVerify([&](VectorCallDesc& d) {
    d.family = VectorCallDesc::Family::kLogic;
    d.op = static_cast<uint8_t>(kOp);
    d.type = DTypeOf<T>();
    d.scalar_bits = scalar_bits;
    d.scalar_left = scalar_left;
    d.round_shift = round;
  });
  call.Run([&](const kernels::VecShape& shape, const kernels::VecOperand* o, const NumericMode&) {
    if constexpr (kOp == LogicOp::kShiftLeftTensor || kOp == LogicOp::kShiftRightTensor) {
      // The pages: "不支持设置为负数" (a count tensor holds no negative value).
      if (CheckedMode()) {
        const C* counts = reinterpret_cast<const C*>(o[2].base);
        for (uint64_t i = 0; i < shape.ActiveCount(); ++i)
          if (counts[i] < 0)
            ReportError(LogicOpName(kOp), "src1[" + std::to_string(i) + "]", ShiftCountText(counts[i]),
                        "a shift count must not be negative");
      }
    }
    kernels::LogicSpec spec;
    spec.op = kOp;
    spec.type = DTypeOf<T>();
    spec.scalar_bits = scalar_bits;
    spec.scalar_left = scalar_left;
    spec.round = round;
    kernels::VectorLogic(spec, shape, o[0], o[1], src1 != nullptr ? o[2] : o[1]);
  });
}

// ShiftRight's roundEn: Ascend 950 supports false only (release: no rounding).
inline bool RoundingOf(bool round_en) {
  if (round_en && kProfile.profile == Profile::kP950) {
    ReportError("ShiftRight", "roundEn", "true", "Ascend 950 supports false only (release: no rounding)");
    return false;
  }
  return round_en;
}

// Ands / Ors with the scalar on either side (Ascend 950).
template <LogicOp kOp, const AscendC::BinaryConfig& kConfig, bool kMaskForm, typename Dst, typename X, typename Y>
void FlexibleLogic(const Dst& dst, const X& x, const Y& y, const VectorForm& form,
                   const AscendC::UnaryRepeatParams& p = AscendC::UnaryRepeatParams()) {
  static_assert(kProfile.profile == Profile::kP950 && IsLocalTensor<Dst>::value, "Ands / Ors exist on Ascend 950 only");
  constexpr int kSide = FlexibleScalarSide<X, Y, kConfig>();
  const auto& vector = FlexibleVector<kSide>(x, y);
  using T = typename std::decay_t<decltype(vector)>::PrimType;
  static_assert(std::is_same_v<typename Dst::PrimType, T>, "dst has the vector operand's element type");
  static_assert(LogicTypeSupported<kOp, T>(kMaskForm), "Ands / Ors: unsupported element type for this form (see the page)");
  uint64_t scalar;
  if constexpr (kSide == 0) scalar = FlexibleScalarBits<T>(x);
  else scalar = FlexibleScalarBits<T>(y);
  LogicVector<kOp, T>(dst, vector, nullptr, scalar, kSide == 0, false, form, p.dstBlkStride, p.dstRepStride,
                      p.srcBlkStride, p.srcRepStride);
}

// `dst = a & b`, `dst = a | b` over dst.GetSize() elements.
template <LogicOp kOp, typename T>
struct LogicExpression {
  static constexpr bool kIsVectorExpression = true;
  AscendC::LocalTensor<T> a, b;
  void AssignTo(const AscendC::LocalTensor<T>& dst) const {
    static_assert(LogicTypeSupported<kOp, T>(false), "this operator does not support this element type (see its page)");
    LogicVector<kOp, T>(dst, a, &b, 0, false, false, VectorForm::Count(dst.GetSize()));
  }
};

}  // namespace detail
}  // namespace ascendc_host

// And / Or: the three overloads of a two-tensor logic API.
#define ASCENDC_HOST_LOGIC_BINARY_API(Name, kOp)                                                                  \
  template <typename T>                                                                                        \
  __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src0, const LocalTensor<T>& src1, \
                              const int32_t& count) {                                                          \
    static_assert(::ascendc_host::detail::LogicTypeSupported<kOp, T>(false),                                  \
                  #Name ": unsupported element type on this profile (see its page, 数据类型)");                  \
    ::ascendc_host::detail::LogicVector<kOp, T>(dst, src0, &src1, 0, false, false,                             \
                                                ::ascendc_host::detail::VectorForm::Count(count));             \
  }                                                                                                            \
  template <typename T, bool isSetMask = true>                                                                 \
  __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src0, const LocalTensor<T>& src1, \
                              const uint64_t mask[], const uint8_t repeatTime, const BinaryRepeatParams& p) {   \
    static_assert(::ascendc_host::detail::LogicTypeSupported<kOp, T>(true),                                   \
                  #Name ": unsupported element type for the mask forms on this profile (see its page)");        \
    ::ascendc_host::detail::LogicVector<kOp, T>(                                                               \
        dst, src0, &src1, 0, false, false, ::ascendc_host::detail::VectorForm::Bitwise(mask, repeatTime, isSetMask), \
        p.dstBlkStride, p.dstRepStride, p.src0BlkStride, p.src0RepStride, p.src1BlkStride, p.src1RepStride);     \
  }                                                                                                            \
  template <typename T, bool isSetMask = true>                                                                 \
  __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src0, const LocalTensor<T>& src1, \
                              uint64_t mask, const uint8_t repeatTime, const BinaryRepeatParams& p) {           \
    static_assert(::ascendc_host::detail::LogicTypeSupported<kOp, T>(true),                                   \
                  #Name ": unsupported element type for the mask forms on this profile (see its page)");        \
    ::ascendc_host::detail::LogicVector<kOp, T>(                                                               \
        dst, src0, &src1, 0, false, false,                                                                     \
        ::ascendc_host::detail::VectorForm::Contiguous(mask, repeatTime, isSetMask), p.dstBlkStride,           \
        p.dstRepStride, p.src0BlkStride, p.src0RepStride, p.src1BlkStride, p.src1RepStride);                   \
  }

// ShiftLeft / ShiftRight by a scalar: the count form and both mask forms
// (ShiftRight's with roundEn), in the deduced form and in the pages'
// TensorTrait form template <typename T, typename U, bool isSetMask>.
#define ASCENDC_HOST_SHIFT_API(Name, kOp, kRoundParam, kRoundArg)                                                  \
  template <typename T, bool isSetMask = true, typename U,                                                      \
            typename = std::enable_if_t<::ascendc_host::detail::kScalarArgument<U>>>                            \
  __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src, const U& scalarValue,        \
                              const int32_t& count) {                                                          \
    namespace d = ::ascendc_host::detail;                                                                        \
    static_assert(d::LogicTypeSupported<kOp, T>(false),                                                          \
                  #Name ": unsupported element type on this profile (see its page, 数据类型)");                  \
    const uint64_t bits = d::ScalarBits<T>(scalarValue);                                                         \
    d::CheckShiftCount<kOp, T>(bits);                                                                            \
    d::LogicVector<kOp, T>(dst, src, nullptr, bits, false, false, d::VectorForm::Count(count, isSetMask));      \
  }                                                                                                             \
  template <typename T, bool isSetMask = true, typename U,                                                      \
            typename = std::enable_if_t<::ascendc_host::detail::kScalarArgument<U>>>                            \
  __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src, const U& scalarValue,        \
                              const uint64_t mask[], const uint8_t repeatTime, const UnaryRepeatParams& p      \
                                  kRoundParam) {                                                               \
    namespace d = ::ascendc_host::detail;                                                                        \
    static_assert(d::LogicTypeSupported<kOp, T>(true),                                                           \
                  #Name ": unsupported element type for the mask forms on this profile (see its page)");        \
    const uint64_t bits = d::ScalarBits<T>(scalarValue);                                                         \
    d::CheckShiftCount<kOp, T>(bits);                                                                            \
    d::LogicVector<kOp, T>(dst, src, nullptr, bits, false, kRoundArg,                                            \
                           d::VectorForm::Bitwise(mask, repeatTime, isSetMask), p.dstBlkStride, p.dstRepStride,  \
                           p.srcBlkStride, p.srcRepStride);                                                      \
  }                                                                                                             \
  template <typename T, bool isSetMask = true, typename U,                                                      \
            typename = std::enable_if_t<::ascendc_host::detail::kScalarArgument<U>>>                            \
  __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src, const U& scalarValue,        \
                              uint64_t mask, const uint8_t repeatTime, const UnaryRepeatParams& p kRoundParam) { \
    namespace d = ::ascendc_host::detail;                                                                        \
    static_assert(d::LogicTypeSupported<kOp, T>(true),                                                           \
                  #Name ": unsupported element type for the mask forms on this profile (see its page)");        \
    const uint64_t bits = d::ScalarBits<T>(scalarValue);                                                         \
    d::CheckShiftCount<kOp, T>(bits);                                                                            \
    d::LogicVector<kOp, T>(dst, src, nullptr, bits, false, kRoundArg,                                            \
                           d::VectorForm::Contiguous(mask, repeatTime, isSetMask), p.dstBlkStride,               \
                           p.dstRepStride, p.srcBlkStride, p.srcRepStride);                                      \
  }                                                                                                             \
  template <typename T, typename U, bool isSetMask = true,                                                      \
            std::enable_if_t<std::is_same_v<PrimT<T>, U>, bool> = true>                                          \
  __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src,                            \
                              const typename ::ascendc_host::detail::Spelled<U>::type& scalarValue,             \
                              const int32_t& count) {                                                          \
    Name<T, isSetMask>(dst, src, scalarValue, count);                                                           \
  }

// ShiftRight's extra mask-form parameter.
#define ASCENDC_HOST_ROUND_EN_PARAM , bool roundEn = false

namespace AscendC {

ASCENDC_HOST_LOGIC_BINARY_API(And, ::ascendc_host::LogicOp::kAnd)
ASCENDC_HOST_LOGIC_BINARY_API(Or, ::ascendc_host::LogicOp::kOr)
// Ands / Ors: the three flexible overloads (scalar on either side, scalar_ops.h).
ASCENDC_HOST_FLEXIBLE_SCALAR_API(Ands, FlexibleLogic, ::ascendc_host::LogicOp::kAnds)
ASCENDC_HOST_FLEXIBLE_SCALAR_API(Ors, FlexibleLogic, ::ascendc_host::LogicOp::kOrs)
ASCENDC_HOST_SHIFT_API(ShiftLeft, ::ascendc_host::LogicOp::kShiftLeft, , false)
ASCENDC_HOST_SHIFT_API(ShiftRight, ::ascendc_host::LogicOp::kShiftRight, ASCENDC_HOST_ROUND_EN_PARAM,
                       ::ascendc_host::detail::RoundingOf(roundEn))
#undef ASCENDC_HOST_ROUND_EN_PARAM

// The TensorTrait mask forms (U spelled out).
template <typename T, typename U, bool isSetMask = true, std::enable_if_t<std::is_same_v<PrimT<T>, U>, bool> = true>
__aicore__ inline void ShiftLeft(const LocalTensor<T>& dst, const LocalTensor<T>& src,
                                 const typename ::ascendc_host::detail::Spelled<U>::type& scalarValue,
                                 const uint64_t mask[], const uint8_t repeatTime, const UnaryRepeatParams& p) {
  ShiftLeft<T, isSetMask>(dst, src, scalarValue, mask, repeatTime, p);
}
template <typename T, typename U, bool isSetMask = true, std::enable_if_t<std::is_same_v<PrimT<T>, U>, bool> = true>
__aicore__ inline void ShiftLeft(const LocalTensor<T>& dst, const LocalTensor<T>& src,
                                 const typename ::ascendc_host::detail::Spelled<U>::type& scalarValue, uint64_t mask,
                                 const uint8_t repeatTime, const UnaryRepeatParams& p) {
  ShiftLeft<T, isSetMask>(dst, src, scalarValue, mask, repeatTime, p);
}
template <typename T, typename U, bool isSetMask = true, std::enable_if_t<std::is_same_v<PrimT<T>, U>, bool> = true>
__aicore__ inline void ShiftRight(const LocalTensor<T>& dst, const LocalTensor<T>& src,
                                  const typename ::ascendc_host::detail::Spelled<U>::type& scalarValue,
                                  const uint64_t mask[], const uint8_t repeatTime, const UnaryRepeatParams& p,
                                  bool roundEn) {
  ShiftRight<T, isSetMask>(dst, src, scalarValue, mask, repeatTime, p, roundEn);
}
template <typename T, typename U, bool isSetMask = true, std::enable_if_t<std::is_same_v<PrimT<T>, U>, bool> = true>
__aicore__ inline void ShiftRight(const LocalTensor<T>& dst, const LocalTensor<T>& src,
                                  const typename ::ascendc_host::detail::Spelled<U>::type& scalarValue, uint64_t mask,
                                  const uint8_t repeatTime, const UnaryRepeatParams& p, bool roundEn) {
  ShiftRight<T, isSetMask>(dst, src, scalarValue, mask, repeatTime, p, roundEn);
}

// ShiftLeft / ShiftRight by a tensor of counts (Ascend 950): U a signed
// integer of T's width; the count form only.
template <typename T, typename U>
__aicore__ inline void ShiftLeft(const LocalTensor<T>& dst, const LocalTensor<T>& src0, const LocalTensor<U>& src1,
                                 const int32_t& count) {
  namespace d = ::ascendc_host::detail;
  static_assert(d::LogicTypeSupported<::ascendc_host::LogicOp::kShiftLeftTensor, T>(false) &&
                    d::kOneOf<U, int8_t, int16_t, int32_t, int64_t> && sizeof(U) == sizeof(T),
                "ShiftLeft by a tensor: Ascend 950, integer T, signed U of T's width (see its page)");
  d::LogicVector<::ascendc_host::LogicOp::kShiftLeftTensor, T, U>(dst, src0, &src1, 0, false, false,
                                                                   d::VectorForm::Count(count));
}
template <typename T, typename U>
__aicore__ inline void ShiftRight(const LocalTensor<T>& dst, const LocalTensor<T>& src0, const LocalTensor<U>& src1,
                                  const int32_t& count) {
  namespace d = ::ascendc_host::detail;
  static_assert(d::LogicTypeSupported<::ascendc_host::LogicOp::kShiftRightTensor, T>(false) &&
                    d::kOneOf<U, int8_t, int16_t, int32_t, int64_t> && sizeof(U) == sizeof(T),
                "ShiftRight by a tensor: Ascend 950, integer T, signed U of T's width (see its page)");
  d::LogicVector<::ascendc_host::LogicOp::kShiftRightTensor, T, U>(dst, src0, &src1, 0, false, false,
                                                                    d::VectorForm::Count(count));
}

template <typename T>
inline ::ascendc_host::detail::LogicExpression<::ascendc_host::LogicOp::kAnd, T> operator&(const LocalTensor<T>& a,
                                                                                         const LocalTensor<T>& b) {
  return {a, b};
}
template <typename T>
inline ::ascendc_host::detail::LogicExpression<::ascendc_host::LogicOp::kOr, T> operator|(const LocalTensor<T>& a,
                                                                                        const LocalTensor<T>& b) {
  return {a, b};
}

}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_VECTOR_LOGIC_H_
