// Composite operations (复合计算, and the ISASI composites of 基础算术):
// AddRelu, SubRelu, MulAddDst, FusedMulAdd, MulAddRelu and Axpy in the count
// form and both mask forms; AbsSub, ExpSub, Prelu and Mull (Ascend 950,
// count form). Rounding of the multiply-adds, types and overlaps:
// docs/SPEC.md 8.5. (AddReluCast, SubReluCast, MulCast, MulsCast,
// CastDequant and AddDeqRelu convert types: they belong with Cast.)
#ifndef ASCENDC_HOST_ASCENDC_VECTOR_COMPOSITE_H_
#define ASCENDC_HOST_ASCENDC_VECTOR_COMPOSITE_H_

#include <cstdint>
#include <type_traits>

#include "ascendc_host/ascendc/tensor.h"
#include "ascendc_host/ascendc/vector/common.h"
#include "ascendc_host/ascendc/vector/scalar.h"
#include "ascendc_host/ascendc/vector/scalar_ops.h"
#include "ascendc_host/kernels/vector.h"

namespace ascendc_host {
namespace detail {

// The pages' type tables: T the destination, U the sources; `mask_form`
// excludes the combinations a page allows in the count form only.
template <CompositeOp kOp, typename T, typename U>
constexpr bool CompositeTypeSupported(bool mask_form) {
  constexpr bool pa2 = kProfile.profile == Profile::kPA2;
  constexpr bool same = std::is_same_v<T, U>;
  constexpr bool wide = same && kOneOf<T, int64_t, uint64_t>;
  const bool count_wide = !pa2 && !mask_form && wide;
  constexpr bool floats = same && kOneOf<T, half, float>;
  constexpr bool widening = std::is_same_v<T, float> && std::is_same_v<U, half>;
  switch (kOp) {
    case CompositeOp::kAddRelu:
    case CompositeOp::kSubRelu: return (same && kOneOf<T, int16_t, half, float>) || count_wide;
    case CompositeOp::kFusedMulAdd: return floats || (!pa2 && same && std::is_same_v<T, bfloat16_t>) || count_wide;
    case CompositeOp::kMulAddRelu: return floats || count_wide;
    case CompositeOp::kMulAddDst: return floats || widening || count_wide;
    case CompositeOp::kAxpy:
      return floats || widening || (!pa2 && same && std::is_same_v<T, bfloat16_t>) || count_wide;
    case CompositeOp::kAbsSub:
    case CompositeOp::kPrelu: return !pa2 && floats;
    case CompositeOp::kExpSub: return !pa2 && ((floats && std::is_same_v<T, float>) || widening);
    case CompositeOp::kMull: return !pa2 && same && kOneOf<T, int32_t, uint32_t>;
  }
  return false;
}

// One composite call: dst of T; src0 (and src1 unless null) of U; Axpy's
// scalar in scalar_bits.
template <CompositeOp kOp, typename T, typename U>
void CompositeVector(const AscendC::LocalTensor<T>& dst, const AscendC::LocalTensor<U>& src0,
                     const AscendC::LocalTensor<U>* src1, uint64_t scalar_bits, const VectorForm& form,
                     uint16_t dst_block = 1, uint16_t dst_repeat = 8, uint16_t src0_block = 1, uint16_t src0_repeat = 8,
                     uint16_t src1_block = 1, uint16_t src1_repeat = 8) {
  constexpr bool kWidening = sizeof(T) > sizeof(U);
  VectorCall call(CompositeOpName(kOp), form, sizeof(T) > sizeof(U) ? sizeof(T) : sizeof(U));
  call.Add(Operand("dst", dst, true, dst_block, dst_repeat));
  call.Add(Operand("src0", src0, false, src0_block, src0_repeat));
  if (src1 != nullptr) call.Add(Operand("src1", *src1, false, src1_block, src1_repeat));
  // The accumulation overlap of 通用地址重叠约束 (AddRelu, SubRelu: half, float).
  if constexpr ((kOp == CompositeOp::kAddRelu || kOp == CompositeOp::kSubRelu) && kOneOf<T, half, int32_t, float>)
    call.AllowAccumulation();
  call.DescribeForVerify([&](VectorCallDesc& d) {
    d.family = VectorCallDesc::Family::kComposite;
    d.op = static_cast<uint8_t>(kOp);
    d.type = DTypeOf<U>();
    d.widening = kWidening;
    d.scalar_bits = scalar_bits;
  });
  call.Run([&](const kernels::VecShape& shape, const kernels::VecOperand* o, const NumericMode& mode) {
    kernels::CompositeSpec spec;
    spec.op = kOp;
    spec.type = DTypeOf<U>();
    spec.widening = kWidening;
    spec.scalar_bits = scalar_bits;
    kernels::VectorComposite(spec, shape, o[0], o[1], src1 != nullptr ? o[2] : o[1], mode);
  });
}

template <typename T>
void MullVector(const AscendC::LocalTensor<T>& dst0, const AscendC::LocalTensor<T>& dst1,
                const AscendC::LocalTensor<T>& src0, const AscendC::LocalTensor<T>& src1, uint32_t count) {
  VectorCall call("Mull", VectorForm::Count(count), sizeof(T));
  call.Add(Operand("dst0", dst0, true));
  call.Add(Operand("src0", src0, false));
  call.Add(Operand("src1", src1, false));
  call.Add(Operand("dst1", dst1, true));
  const uint8_t* ub = runtime::CurrentCore().ub;
  const uint8_t* high = reinterpret_cast<const uint8_t*>(dst1.GetPhyAddr());
  call.DescribeForVerify([&](VectorCallDesc& d) {
    d.family = VectorCallDesc::Family::kComposite;
    d.op = static_cast<uint8_t>(CompositeOp::kMull);
    d.type = DTypeOf<T>();
    d.dst1.address = static_cast<uint32_t>(high - ub);
  });
  call.Run([](const kernels::VecShape& shape, const kernels::VecOperand* o, const NumericMode&) {
    kernels::VectorMull(DTypeOf<T>(), shape, o[0], o[3], o[1], o[2]);
  });
}

}  // namespace detail
}  // namespace ascendc_host

// The three overloads of a two-source composite of one type.
#define ASCENDC_HOST_COMPOSITE_API(Name, kOp)                                                                      \
  template <typename T>                                                                                         \
  __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src0, const LocalTensor<T>& src1,  \
                              const int32_t& count) {                                                           \
    static_assert(::ascendc_host::detail::CompositeTypeSupported<kOp, T, T>(false),                             \
                  #Name ": unsupported element type on this profile (see its page, 数据类型)");                   \
    ::ascendc_host::detail::CompositeVector<kOp, T, T>(dst, src0, &src1, 0,                                     \
                                                       ::ascendc_host::detail::VectorForm::Count(count));       \
  }                                                                                                             \
  template <typename T, bool isSetMask = true>                                                                  \
  __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src0, const LocalTensor<T>& src1,  \
                              const uint64_t mask[], const uint8_t repeatTime, const BinaryRepeatParams& p) {    \
    static_assert(::ascendc_host::detail::CompositeTypeSupported<kOp, T, T>(true),                              \
                  #Name ": unsupported element type for the mask forms on this profile (see its page)");         \
    ::ascendc_host::detail::CompositeVector<kOp, T, T>(                                                         \
        dst, src0, &src1, 0, ::ascendc_host::detail::VectorForm::Bitwise(mask, repeatTime, isSetMask),           \
        p.dstBlkStride, p.dstRepStride, p.src0BlkStride, p.src0RepStride, p.src1BlkStride, p.src1RepStride);      \
  }                                                                                                             \
  template <typename T, bool isSetMask = true>                                                                  \
  __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src0, const LocalTensor<T>& src1,  \
                              uint64_t mask, const uint8_t repeatTime, const BinaryRepeatParams& p) {            \
    static_assert(::ascendc_host::detail::CompositeTypeSupported<kOp, T, T>(true),                              \
                  #Name ": unsupported element type for the mask forms on this profile (see its page)");         \
    ::ascendc_host::detail::CompositeVector<kOp, T, T>(                                                         \
        dst, src0, &src1, 0, ::ascendc_host::detail::VectorForm::Contiguous(mask, repeatTime, isSetMask),        \
        p.dstBlkStride, p.dstRepStride, p.src0BlkStride, p.src0RepStride, p.src1BlkStride, p.src1RepStride);      \
  }

namespace AscendC {

ASCENDC_HOST_COMPOSITE_API(AddRelu, ::ascendc_host::CompositeOp::kAddRelu)
ASCENDC_HOST_COMPOSITE_API(SubRelu, ::ascendc_host::CompositeOp::kSubRelu)
ASCENDC_HOST_COMPOSITE_API(FusedMulAdd, ::ascendc_host::CompositeOp::kFusedMulAdd)
ASCENDC_HOST_COMPOSITE_API(MulAddRelu, ::ascendc_host::CompositeOp::kMulAddRelu)

// MulAddDst: dst (T) = src0 * src1 + dst, sources U (half into float too).
template <typename T, typename U>
__aicore__ inline void MulAddDst(const LocalTensor<T>& dst, const LocalTensor<U>& src0, const LocalTensor<U>& src1,
                                 const int32_t& count) {
  namespace d = ::ascendc_host::detail;
  static_assert(d::CompositeTypeSupported<::ascendc_host::CompositeOp::kMulAddDst, T, U>(false),
                "MulAddDst: unsupported type combination on this profile (see its page, 数据类型)");
  d::CompositeVector<::ascendc_host::CompositeOp::kMulAddDst, T, U>(dst, src0, &src1, 0, d::VectorForm::Count(count));
}
template <typename T, typename U, bool isSetMask = true>
__aicore__ inline void MulAddDst(const LocalTensor<T>& dst, const LocalTensor<U>& src0, const LocalTensor<U>& src1,
                                 const uint64_t mask[], const uint8_t repeatTime, const BinaryRepeatParams& p) {
  namespace d = ::ascendc_host::detail;
  static_assert(d::CompositeTypeSupported<::ascendc_host::CompositeOp::kMulAddDst, T, U>(true),
                "MulAddDst: unsupported type combination for the mask forms on this profile (see its page)");
  d::CompositeVector<::ascendc_host::CompositeOp::kMulAddDst, T, U>(
      dst, src0, &src1, 0, d::VectorForm::Bitwise(mask, repeatTime, isSetMask), p.dstBlkStride, p.dstRepStride,
      p.src0BlkStride, p.src0RepStride, p.src1BlkStride, p.src1RepStride);
}
template <typename T, typename U, bool isSetMask = true>
__aicore__ inline void MulAddDst(const LocalTensor<T>& dst, const LocalTensor<U>& src0, const LocalTensor<U>& src1,
                                 uint64_t mask, const uint8_t repeatTime, const BinaryRepeatParams& p) {
  namespace d = ::ascendc_host::detail;
  static_assert(d::CompositeTypeSupported<::ascendc_host::CompositeOp::kMulAddDst, T, U>(true),
                "MulAddDst: unsupported type combination for the mask forms on this profile (see its page)");
  d::CompositeVector<::ascendc_host::CompositeOp::kMulAddDst, T, U>(
      dst, src0, &src1, 0, d::VectorForm::Contiguous(mask, repeatTime, isSetMask), p.dstBlkStride, p.dstRepStride,
      p.src0BlkStride, p.src0RepStride, p.src1BlkStride, p.src1RepStride);
}

// Axpy: dst (T) = scalarValue * src + dst, src and scalar U (the scalar
// converted to U, as the other scalar APIs do).
template <typename T, typename U>
__aicore__ inline void Axpy(const LocalTensor<T>& dst, const LocalTensor<U>& src,
                            const typename ::ascendc_host::detail::Spelled<U>::type& scalarValue,
                            const int32_t& count) {
  namespace d = ::ascendc_host::detail;
  static_assert(d::CompositeTypeSupported<::ascendc_host::CompositeOp::kAxpy, T, U>(false),
                "Axpy: unsupported type combination on this profile (see its page, 数据类型)");
  d::CompositeVector<::ascendc_host::CompositeOp::kAxpy, T, U>(dst, src, nullptr, d::ScalarBits<U>(scalarValue),
                                                               d::VectorForm::Count(count));
}
template <typename T, typename U, bool isSetMask = true>
__aicore__ inline void Axpy(const LocalTensor<T>& dst, const LocalTensor<U>& src,
                            const typename ::ascendc_host::detail::Spelled<U>::type& scalarValue,
                            const uint64_t mask[], const uint8_t repeatTime, const UnaryRepeatParams& p) {
  namespace d = ::ascendc_host::detail;
  static_assert(d::CompositeTypeSupported<::ascendc_host::CompositeOp::kAxpy, T, U>(true),
                "Axpy: unsupported type combination for the mask forms on this profile (see its page)");
  d::CompositeVector<::ascendc_host::CompositeOp::kAxpy, T, U>(
      dst, src, nullptr, d::ScalarBits<U>(scalarValue), d::VectorForm::Bitwise(mask, repeatTime, isSetMask),
      p.dstBlkStride, p.dstRepStride, p.srcBlkStride, p.srcRepStride);
}
template <typename T, typename U, bool isSetMask = true>
__aicore__ inline void Axpy(const LocalTensor<T>& dst, const LocalTensor<U>& src,
                            const typename ::ascendc_host::detail::Spelled<U>::type& scalarValue, uint64_t mask,
                            const uint8_t repeatTime, const UnaryRepeatParams& p) {
  namespace d = ::ascendc_host::detail;
  static_assert(d::CompositeTypeSupported<::ascendc_host::CompositeOp::kAxpy, T, U>(true),
                "Axpy: unsupported type combination for the mask forms on this profile (see its page)");
  d::CompositeVector<::ascendc_host::CompositeOp::kAxpy, T, U>(
      dst, src, nullptr, d::ScalarBits<U>(scalarValue), d::VectorForm::Contiguous(mask, repeatTime, isSetMask),
      p.dstBlkStride, p.dstRepStride, p.srcBlkStride, p.srcRepStride);
}

// --- ISASI composites (Ascend 950, count form) -------------------------------

template <typename T>
__aicore__ inline void AbsSub(const LocalTensor<T>& dst, const LocalTensor<T>& src0, const LocalTensor<T>& src1,
                              const uint32_t count) {
  namespace d = ::ascendc_host::detail;
  static_assert(d::CompositeTypeSupported<::ascendc_host::CompositeOp::kAbsSub, T, T>(false),
                "AbsSub: Ascend 950, half or float (see AbsSub(ISASI) page)");
  d::CompositeVector<::ascendc_host::CompositeOp::kAbsSub, T, T>(dst, src0, &src1, 0, d::VectorForm::Count(count));
}

template <typename T>
__aicore__ inline void Prelu(const LocalTensor<T>& dst, const LocalTensor<T>& src0, const LocalTensor<T>& src1,
                             const uint32_t count) {
  namespace d = ::ascendc_host::detail;
  static_assert(d::CompositeTypeSupported<::ascendc_host::CompositeOp::kPrelu, T, T>(false),
                "Prelu: Ascend 950, half or float (see Prelu(ISASI) page)");
  d::CompositeVector<::ascendc_host::CompositeOp::kPrelu, T, T>(dst, src0, &src1, 0, d::VectorForm::Count(count));
}

// ExpSub: float dst, half or float sources.
template <typename T, typename U>
__aicore__ inline void ExpSub(const LocalTensor<T>& dst, const LocalTensor<U>& src0, const LocalTensor<U>& src1,
                              const uint32_t count) {
  namespace d = ::ascendc_host::detail;
  static_assert(d::CompositeTypeSupported<::ascendc_host::CompositeOp::kExpSub, T, U>(false),
                "ExpSub: Ascend 950, float from half or float (see ExpSub(ISASI) page)");
  d::CompositeVector<::ascendc_host::CompositeOp::kExpSub, T, U>(dst, src0, &src1, 0, d::VectorForm::Count(count));
}

// Mull: the products of 32-bit integers, low halves to dst0, high to dst1.
template <typename T>
__aicore__ inline void Mull(const LocalTensor<T>& dst0, const LocalTensor<T>& dst1, const LocalTensor<T>& src0,
                            const LocalTensor<T>& src1, const uint32_t count) {
  static_assert(::ascendc_host::detail::CompositeTypeSupported<::ascendc_host::CompositeOp::kMull, T, T>(false),
                "Mull: Ascend 950, int32_t or uint32_t (see Mull(ISASI) page)");
  ::ascendc_host::detail::MullVector(dst0, dst1, src0, src1, count);
}

}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_VECTOR_COMPOSITE_H_
