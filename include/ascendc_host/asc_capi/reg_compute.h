// C API register compute of NPU architecture 3510 (SPEC 17.10): arithmetic,
// logic, compares, select, fills, reductions and rearrangements on vector_*
// and vector_bool registers. Each function runs the Reg function of the same
// operation (SPEC 14) with MaskMergeMode::ZEROING (the C API pages: "mask
// 未筛选的元素在输出中置零"), so the numerics are the Reg layer's.
//
// The functions are templates over the element type: every element type the
// Reg function accepts is accepted (it rejects the others at compile time).
#ifndef ASCENDC_HOST_ASC_CAPI_REG_COMPUTE_H_
#define ASCENDC_HOST_ASC_CAPI_REG_COMPUTE_H_

#include <cstdint>
#include <string>
#include <type_traits>
#include <utility>

#include "ascendc_host/asc_capi/reg_move.h"
#include "ascendc_host/asc_capi/reg_values.h"

namespace ascendc_host {
namespace asc_capi {
// A scalar parameter of the element type, not deduced from the argument
// (so `asc_add_scalar(dst_half, src_half, 1.0f, mask)` converts 1.0f).
template <typename T>
struct Scalar {
  using type = T;
};
}  // namespace asc_capi
}  // namespace ascendc_host

#define ASCENDC_HOST_CAPI_RT(T) AscendC::Reg::RegTensor<T>
#define ASCENDC_HOST_CAPI_ELEMENT(T) typename ::ascendc_host::asc_capi::Scalar<T>::type

// dst = Op(src0, src1) on the lanes `mask` selects, 0 on the others.
#define ASCENDC_HOST_CAPI_REG_BINARY(name, Op)                                                                     \
  template <typename T>                                                                                            \
  __simd_callee__ inline void name(ASCENDC_HOST_CAPI_RT(T) & dst, ASCENDC_HOST_CAPI_RT(T) src0,                \
                                   ASCENDC_HOST_CAPI_RT(T) src1, vector_bool mask) {                             \
    AscendC::Reg::Op(dst, src0, src1, mask);                                                                       \
  }
// The newer pages' value forms: the same operation returning the register.
#define ASCENDC_HOST_CAPI_REG_BINARY_VALUE(name)                                                                   \
  template <typename T>                                                                                            \
  __simd_callee__ inline ASCENDC_HOST_CAPI_RT(T) name(ASCENDC_HOST_CAPI_RT(T) src0, ASCENDC_HOST_CAPI_RT(T) src1,    \
                                                      vector_bool mask) {                                          \
    ASCENDC_HOST_CAPI_RT(T) dst;                                                                                   \
    name(dst, src0, src1, mask);                                                                                   \
    return dst;                                                                                                    \
  }
ASCENDC_HOST_CAPI_REG_BINARY(asc_add, Add)
ASCENDC_HOST_CAPI_REG_BINARY(asc_sub, Sub)
ASCENDC_HOST_CAPI_REG_BINARY(asc_mul, Mul)
ASCENDC_HOST_CAPI_REG_BINARY(asc_div, Div)
ASCENDC_HOST_CAPI_REG_BINARY(asc_max, Max)
ASCENDC_HOST_CAPI_REG_BINARY(asc_min, Min)
ASCENDC_HOST_CAPI_REG_BINARY(asc_and, And)
ASCENDC_HOST_CAPI_REG_BINARY(asc_or, Or)
ASCENDC_HOST_CAPI_REG_BINARY(asc_xor, Xor)
ASCENDC_HOST_CAPI_REG_BINARY(asc_prelu, Prelu)      // src0 >= 0 ? src0 : src0 * src1
ASCENDC_HOST_CAPI_REG_BINARY(asc_abs_sub, AbsSub)   // |src0 - src1|
ASCENDC_HOST_CAPI_REG_BINARY(asc_madd, MulDstAdd)   // dst = dst * src0 + src1, one rounding
// src0 where `mask` is 1, src1 where it is 0 (every lane written).
ASCENDC_HOST_CAPI_REG_BINARY(asc_select, Select)
#undef ASCENDC_HOST_CAPI_REG_BINARY
ASCENDC_HOST_CAPI_REG_BINARY_VALUE(asc_add)
ASCENDC_HOST_CAPI_REG_BINARY_VALUE(asc_sub)
ASCENDC_HOST_CAPI_REG_BINARY_VALUE(asc_mul)
ASCENDC_HOST_CAPI_REG_BINARY_VALUE(asc_div)
ASCENDC_HOST_CAPI_REG_BINARY_VALUE(asc_max)
ASCENDC_HOST_CAPI_REG_BINARY_VALUE(asc_min)
ASCENDC_HOST_CAPI_REG_BINARY_VALUE(asc_and)
ASCENDC_HOST_CAPI_REG_BINARY_VALUE(asc_or)
ASCENDC_HOST_CAPI_REG_BINARY_VALUE(asc_xor)
ASCENDC_HOST_CAPI_REG_BINARY_VALUE(asc_prelu)
ASCENDC_HOST_CAPI_REG_BINARY_VALUE(asc_abs_sub)
ASCENDC_HOST_CAPI_REG_BINARY_VALUE(asc_select)
#undef ASCENDC_HOST_CAPI_REG_BINARY_VALUE

// Carry forms (b32): carry[i] = the carry (borrow) out of lane i; addc /
// subc also add (subtract) carry_src's bit.
template <typename T>
__simd_callee__ inline void asc_add(vector_bool& carry, ASCENDC_HOST_CAPI_RT(T) & dst, ASCENDC_HOST_CAPI_RT(T) src0,
                                    ASCENDC_HOST_CAPI_RT(T) src1, vector_bool mask) {
  AscendC::Reg::Add(carry, dst, src0, src1, mask);
}
template <typename T>
__simd_callee__ inline void asc_sub(vector_bool& carry, ASCENDC_HOST_CAPI_RT(T) & dst, ASCENDC_HOST_CAPI_RT(T) src0,
                                    ASCENDC_HOST_CAPI_RT(T) src1, vector_bool mask) {
  AscendC::Reg::Sub(carry, dst, src0, src1, mask);
}
template <typename T>
__simd_callee__ inline void asc_addc(vector_bool& carry, ASCENDC_HOST_CAPI_RT(T) & dst, ASCENDC_HOST_CAPI_RT(T) src0,
                                     ASCENDC_HOST_CAPI_RT(T) src1, vector_bool carry_src, vector_bool mask) {
  AscendC::Reg::AddC(carry, dst, src0, src1, carry_src, mask);
}
template <typename T>
__simd_callee__ inline void asc_subc(vector_bool& carry, ASCENDC_HOST_CAPI_RT(T) & dst, ASCENDC_HOST_CAPI_RT(T) src0,
                                     ASCENDC_HOST_CAPI_RT(T) src1, vector_bool carry_src, vector_bool mask) {
  AscendC::Reg::SubC(carry, dst, src0, src1, carry_src, mask);
}
// The full product of b32 lanes: low words in dst0, high words in dst1.
template <typename T>
__simd_callee__ inline void asc_mull(ASCENDC_HOST_CAPI_RT(T) & dst0, ASCENDC_HOST_CAPI_RT(T) & dst1,
                                     ASCENDC_HOST_CAPI_RT(T) src0, ASCENDC_HOST_CAPI_RT(T) src1, vector_bool mask) {
  AscendC::Reg::Mull(dst0, dst1, src0, src1, mask);
}
// e^(src0 - src1) in float lanes (half sources: the even elements).
template <typename S>
__simd_callee__ inline void asc_exp_sub(vector_float& dst, ASCENDC_HOST_CAPI_RT(S) src0, ASCENDC_HOST_CAPI_RT(S) src1,
                                        vector_bool mask) {
  AscendC::Reg::ExpSub(dst, src0, src1, mask);
}

// dst = Op(src, value).
#define ASCENDC_HOST_CAPI_REG_SCALAR(name, Op)                                                                     \
  template <typename T>                                                                                            \
  __simd_callee__ inline void name(ASCENDC_HOST_CAPI_RT(T) & dst, ASCENDC_HOST_CAPI_RT(T) src,                 \
                                   ASCENDC_HOST_CAPI_ELEMENT(T) value, vector_bool mask) {                         \
    AscendC::Reg::Op(dst, src, value, mask);                                                                       \
  }                                                                                                                \
  template <typename T>                                                                                            \
  __simd_callee__ inline ASCENDC_HOST_CAPI_RT(T) name(ASCENDC_HOST_CAPI_RT(T) src, ASCENDC_HOST_CAPI_ELEMENT(T) value, \
                                                      vector_bool mask) {                                          \
    ASCENDC_HOST_CAPI_RT(T) dst;                                                                                   \
    AscendC::Reg::Op(dst, src, value, mask);                                                                       \
    return dst;                                                                                                    \
  }
ASCENDC_HOST_CAPI_REG_SCALAR(asc_add_scalar, Adds)
ASCENDC_HOST_CAPI_REG_SCALAR(asc_adds, Adds)
ASCENDC_HOST_CAPI_REG_SCALAR(asc_mul_scalar, Muls)
ASCENDC_HOST_CAPI_REG_SCALAR(asc_max_scalar, Maxs)
ASCENDC_HOST_CAPI_REG_SCALAR(asc_min_scalar, Mins)
ASCENDC_HOST_CAPI_REG_SCALAR(asc_leakyrelu, LeakyRelu)
#undef ASCENDC_HOST_CAPI_REG_SCALAR
// asc_muls: the guide's name of asc_mul_scalar; and the float -> half form.
template <typename T>
__simd_callee__ inline void asc_muls(ASCENDC_HOST_CAPI_RT(T) & dst, ASCENDC_HOST_CAPI_RT(T) src,
                                     ASCENDC_HOST_CAPI_ELEMENT(T) value, vector_bool mask) {
  AscendC::Reg::Muls(dst, src, value, mask);
}
__simd_callee__ inline void asc_muls(vector_half& dst, vector_float src, float value, vector_bool mask) {
  AscendC::Reg::MulsCast(dst, src, value, mask);
}
__simd_callee__ inline void asc_muls_v2(vector_half& dst, vector_float src, float value, vector_bool mask) {
  AscendC::Reg::MulsCast<half, float, float, AscendC::Reg::RegLayout::ONE>(dst, src, value, mask);
}
// The newer names: asc_mul_scalar_float2half_rn (= asc_muls, the position a
// tag), asc_exp_sub_half2float (the half sources' position a tag), asc_mula
// (dst = src0 * src1 + dst, fused: MulAddDst), asc_fma (src0 * src1 + src2,
// fused, returned), asc_log (= asc_ln).
__simd_callee__ inline void asc_mul_scalar_float2half_rn(
    vector_half& dst, vector_float src, float value, vector_bool mask,
    std::integral_constant<asc_position_mode, asc_position_mode::EVEN>) {
  AscendC::Reg::MulsCast(dst, src, value, mask);
}
__simd_callee__ inline void asc_mul_scalar_float2half_rn(
    vector_half& dst, vector_float src, float value, vector_bool mask,
    std::integral_constant<asc_position_mode, asc_position_mode::ODD>) {
  AscendC::Reg::MulsCast<half, float, float, AscendC::Reg::RegLayout::ONE>(dst, src, value, mask);
}
template <asc_position_mode kPosition>
__simd_callee__ inline vector_half asc_mul_scalar_float2half_rn(
    vector_float src, float value, vector_bool mask, std::integral_constant<asc_position_mode, kPosition> position) {
  vector_half dst;
  asc_mul_scalar_float2half_rn(dst, src, value, mask, position);
  return dst;
}
__simd_callee__ inline void asc_exp_sub_half2float(vector_float& dst, vector_half src0, vector_half src1,
                                                   vector_bool mask,
                                                   std::integral_constant<asc_position_mode, asc_position_mode::EVEN>) {
  AscendC::Reg::ExpSub(dst, src0, src1, mask);
}
__simd_callee__ inline void asc_exp_sub_half2float(vector_float& dst, vector_half src0, vector_half src1,
                                                   vector_bool mask,
                                                   std::integral_constant<asc_position_mode, asc_position_mode::ODD>) {
  AscendC::Reg::ExpSub<float, half, AscendC::Reg::RegLayout::ONE>(dst, src0, src1, mask);
}
template <asc_position_mode kPosition>
__simd_callee__ inline vector_float asc_exp_sub_half2float(vector_half src0, vector_half src1, vector_bool mask,
                                                           std::integral_constant<asc_position_mode, kPosition> position) {
  vector_float dst;
  asc_exp_sub_half2float(dst, src0, src1, mask, position);
  return dst;
}
__simd_callee__ inline void asc_exp_sub_v2(vector_float& dst, vector_half src0, vector_half src1, vector_bool mask) {
  asc_exp_sub_half2float(dst, src0, src1, mask, ASC_POSITION_ODD);
}
__simd_callee__ inline vector_float asc_exp_sub(vector_float src0, vector_float src1, vector_bool mask) {
  vector_float dst;
  asc_exp_sub(dst, src0, src1, mask);
  return dst;
}
template <typename T>
__simd_callee__ inline void asc_mula(ASCENDC_HOST_CAPI_RT(T) & dst, ASCENDC_HOST_CAPI_RT(T) src0,
                                     ASCENDC_HOST_CAPI_RT(T) src1, vector_bool mask) {
  AscendC::Reg::MulAddDst(dst, src0, src1, mask);
}
template <typename T>
__simd_callee__ inline ASCENDC_HOST_CAPI_RT(T) asc_fma(ASCENDC_HOST_CAPI_RT(T) src0, ASCENDC_HOST_CAPI_RT(T) src1,
                                                       ASCENDC_HOST_CAPI_RT(T) src2, vector_bool mask) {
  AscendC::Reg::MulAddDst(src2, src0, src1, mask);
  return src2;
}
template <typename T>
__simd_callee__ inline void asc_log(ASCENDC_HOST_CAPI_RT(T) & dst, ASCENDC_HOST_CAPI_RT(T) src, vector_bool mask) {
  AscendC::Reg::Ln(dst, src, mask);
}

// dst = src * value + dst.
template <typename T>
__simd_callee__ inline void asc_axpy(ASCENDC_HOST_CAPI_RT(T) & dst, ASCENDC_HOST_CAPI_RT(T) src,
                                     ASCENDC_HOST_CAPI_ELEMENT(T) value, vector_bool mask) {
  AscendC::Reg::Axpy(dst, src, value, mask);
}

// Shifts by the lanes of a signed register or by one count.
template <typename T, typename S>
__simd_callee__ inline void asc_shiftleft(ASCENDC_HOST_CAPI_RT(T) & dst, ASCENDC_HOST_CAPI_RT(T) src0,
                                          ASCENDC_HOST_CAPI_RT(S) src1, vector_bool mask) {
  AscendC::Reg::ShiftLeft(dst, src0, src1, mask);
}
template <typename T, typename S>
__simd_callee__ inline void asc_shiftright(ASCENDC_HOST_CAPI_RT(T) & dst, ASCENDC_HOST_CAPI_RT(T) src0,
                                           ASCENDC_HOST_CAPI_RT(S) src1, vector_bool mask) {
  AscendC::Reg::ShiftRight(dst, src0, src1, mask);
}
template <typename T>
__simd_callee__ inline void asc_shiftleft_scalar(ASCENDC_HOST_CAPI_RT(T) & dst, ASCENDC_HOST_CAPI_RT(T) src,
                                                 int16_t value, vector_bool mask) {
  AscendC::Reg::ShiftLefts(dst, src, value, mask);
}
template <typename T>
__simd_callee__ inline void asc_shiftright_scalar(ASCENDC_HOST_CAPI_RT(T) & dst, ASCENDC_HOST_CAPI_RT(T) src,
                                                  int16_t value, vector_bool mask) {
  AscendC::Reg::ShiftRights(dst, src, value, mask);
}
#define ASCENDC_HOST_CAPI_SHIFT_VALUE(name)                                                                        \
  template <typename T, typename S>                                                                                \
  __simd_callee__ inline ASCENDC_HOST_CAPI_RT(T) name(ASCENDC_HOST_CAPI_RT(T) src0, ASCENDC_HOST_CAPI_RT(S) src1,    \
                                                      vector_bool mask) {                                          \
    ASCENDC_HOST_CAPI_RT(T) dst;                                                                                   \
    name(dst, src0, src1, mask);                                                                                   \
    return dst;                                                                                                    \
  }                                                                                                                \
  template <typename T>                                                                                            \
  __simd_callee__ inline ASCENDC_HOST_CAPI_RT(T) name##_scalar(ASCENDC_HOST_CAPI_RT(T) src, int16_t value,         \
                                                               vector_bool mask) {                                 \
    ASCENDC_HOST_CAPI_RT(T) dst;                                                                                   \
    name##_scalar(dst, src, value, mask);                                                                          \
    return dst;                                                                                                    \
  }
ASCENDC_HOST_CAPI_SHIFT_VALUE(asc_shiftleft)
ASCENDC_HOST_CAPI_SHIFT_VALUE(asc_shiftright)
#undef ASCENDC_HOST_CAPI_SHIFT_VALUE

// dst = Op(src).
#define ASCENDC_HOST_CAPI_REG_UNARY(name, Op)                                                                      \
  template <typename T>                                                                                            \
  __simd_callee__ inline void name(ASCENDC_HOST_CAPI_RT(T) & dst, ASCENDC_HOST_CAPI_RT(T) src, vector_bool mask) { \
    AscendC::Reg::Op(dst, src, mask);                                                                              \
  }                                                                                                                \
  template <typename T>                                                                                            \
  __simd_callee__ inline ASCENDC_HOST_CAPI_RT(T) name(ASCENDC_HOST_CAPI_RT(T) src, vector_bool mask) {            \
    ASCENDC_HOST_CAPI_RT(T) dst;                                                                                   \
    AscendC::Reg::Op(dst, src, mask);                                                                              \
    return dst;                                                                                                    \
  }
ASCENDC_HOST_CAPI_REG_UNARY(asc_abs, Abs)
ASCENDC_HOST_CAPI_REG_UNARY(asc_neg, Neg)
ASCENDC_HOST_CAPI_REG_UNARY(asc_relu, Relu)
ASCENDC_HOST_CAPI_REG_UNARY(asc_exp, Exp)
ASCENDC_HOST_CAPI_REG_UNARY(asc_ln, Ln)
ASCENDC_HOST_CAPI_REG_UNARY(asc_sqrt, Sqrt)
ASCENDC_HOST_CAPI_REG_UNARY(asc_not, Not)
#undef ASCENDC_HOST_CAPI_REG_UNARY
// The selected lanes of src, the others 0; asc_copy(dst, src) every lane.
template <typename T>
__simd_callee__ inline void asc_copy(ASCENDC_HOST_CAPI_RT(T) & dst, ASCENDC_HOST_CAPI_RT(T) src, vector_bool mask) {
  AscendC::Reg::Move(dst, src, mask);
}
template <typename T>
__simd_callee__ inline void asc_copy(ASCENDC_HOST_CAPI_RT(T) & dst, ASCENDC_HOST_CAPI_RT(T) src) {
  AscendC::Reg::Move(dst, src);
}

// Mask registers bit by bit (only the bits `mask` selects, the others 0;
// select: src0's bit where mask is 1, src1's where it is 0).
__simd_callee__ inline void asc_and(vector_bool& dst, vector_bool src0, vector_bool src1, vector_bool mask) {
  AscendC::Reg::And(dst, src0, src1, mask);
}
__simd_callee__ inline void asc_or(vector_bool& dst, vector_bool src0, vector_bool src1, vector_bool mask) {
  AscendC::Reg::Or(dst, src0, src1, mask);
}
__simd_callee__ inline void asc_xor(vector_bool& dst, vector_bool src0, vector_bool src1, vector_bool mask) {
  AscendC::Reg::Xor(dst, src0, src1, mask);
}
__simd_callee__ inline void asc_not(vector_bool& dst, vector_bool src, vector_bool mask) {
  AscendC::Reg::Not(dst, src, mask);
}
__simd_callee__ inline void asc_select(vector_bool& dst, vector_bool src0, vector_bool src1, vector_bool mask) {
  AscendC::Reg::Select(dst, src0, src1, mask);
}
__simd_callee__ inline void asc_copy(vector_bool& dst, vector_bool src, vector_bool mask) {
  AscendC::Reg::Move(dst, src, mask);
}
__simd_callee__ inline void asc_copy(vector_bool& dst, vector_bool src) { AscendC::Reg::Move(dst, src); }
#define ASCENDC_HOST_CAPI_MASK_VALUE(name)                                                                         \
  __simd_callee__ inline vector_bool name(vector_bool src0, vector_bool src1, vector_bool mask) {                 \
    vector_bool dst;                                                                                               \
    name(dst, src0, src1, mask);                                                                                   \
    return dst;                                                                                                    \
  }
ASCENDC_HOST_CAPI_MASK_VALUE(asc_and)
ASCENDC_HOST_CAPI_MASK_VALUE(asc_or)
ASCENDC_HOST_CAPI_MASK_VALUE(asc_xor)
ASCENDC_HOST_CAPI_MASK_VALUE(asc_select)
#undef ASCENDC_HOST_CAPI_MASK_VALUE
__simd_callee__ inline vector_bool asc_not(vector_bool src, vector_bool mask) {
  vector_bool dst;
  asc_not(dst, src, mask);
  return dst;
}

// Compares: dst's bit of each selected element = the relation, 0 elsewhere;
// the second source a register or a scalar (NAME_scalar, and NAME with a
// scalar as the first C API header declared it).
#define ASCENDC_HOST_CAPI_REG_COMPARE(name, mode)                                                                  \
  template <typename T>                                                                                            \
  __simd_callee__ inline void name(vector_bool& dst, ASCENDC_HOST_CAPI_RT(T) src0, ASCENDC_HOST_CAPI_RT(T) src1, \
                                   vector_bool mask) {                                                             \
    AscendC::Reg::Compare<T, AscendC::CMPMODE::mode>(dst, src0, src1, mask);                                      \
  }                                                                                                                \
  template <typename T>                                                                                            \
  __simd_callee__ inline void name##_scalar(vector_bool& dst, ASCENDC_HOST_CAPI_RT(T) src,                       \
                                            ASCENDC_HOST_CAPI_ELEMENT(T) value, vector_bool mask) {                \
    AscendC::Reg::Compares<T, AscendC::CMPMODE::mode>(dst, src, value, mask);                                     \
  }                                                                                                                \
  template <typename T>                                                                                            \
  __simd_callee__ inline void name(vector_bool& dst, ASCENDC_HOST_CAPI_RT(T) src0, ASCENDC_HOST_CAPI_ELEMENT(T) src1, \
                                   vector_bool mask) {                                                             \
    name##_scalar(dst, src0, src1, mask);                                                                          \
  }                                                                                                                \
  template <typename T>                                                                                            \
  __simd_callee__ inline vector_bool name(ASCENDC_HOST_CAPI_RT(T) src0, ASCENDC_HOST_CAPI_RT(T) src1,              \
                                          vector_bool mask) {                                                      \
    vector_bool dst;                                                                                               \
    name(dst, src0, src1, mask);                                                                                   \
    return dst;                                                                                                    \
  }                                                                                                                \
  template <typename T>                                                                                            \
  __simd_callee__ inline vector_bool name##_scalar(ASCENDC_HOST_CAPI_RT(T) src, ASCENDC_HOST_CAPI_ELEMENT(T) value, \
                                                   vector_bool mask) {                                             \
    vector_bool dst;                                                                                               \
    name##_scalar(dst, src, value, mask);                                                                          \
    return dst;                                                                                                    \
  }
ASCENDC_HOST_CAPI_REG_COMPARE(asc_eq, EQ)
ASCENDC_HOST_CAPI_REG_COMPARE(asc_ne, NE)
ASCENDC_HOST_CAPI_REG_COMPARE(asc_gt, GT)
ASCENDC_HOST_CAPI_REG_COMPARE(asc_ge, GE)
ASCENDC_HOST_CAPI_REG_COMPARE(asc_lt, LT)
ASCENDC_HOST_CAPI_REG_COMPARE(asc_le, LE)
#undef ASCENDC_HOST_CAPI_REG_COMPARE
// The guide's asc_compare(dst, src0, src1, CMPMODE::mode, mask): the
// relation as a run-time value.
using AscendC::CMPMODE;
template <typename T>
__simd_callee__ inline void asc_compare(vector_bool& dst, ASCENDC_HOST_CAPI_RT(T) src0, ASCENDC_HOST_CAPI_RT(T) src1,
                                        CMPMODE mode, vector_bool mask) {
  switch (mode) {
    case CMPMODE::LT: asc_lt(dst, src0, src1, mask); return;
    case CMPMODE::GT: asc_gt(dst, src0, src1, mask); return;
    case CMPMODE::EQ: asc_eq(dst, src0, src1, mask); return;
    case CMPMODE::LE: asc_le(dst, src0, src1, mask); return;
    case CMPMODE::GE: asc_ge(dst, src0, src1, mask); return;
    case CMPMODE::NE: asc_ne(dst, src0, src1, mask); return;
  }
  ::ascendc_host::ReportError("asc_compare", "mode", std::to_string(static_cast<int>(mode)),
                              "must be a CMPMODE value (LT, GT, EQ, LE, GE, NE)");
  dst = vector_bool{};
}

// Fills: src's first element in the selected lanes; `value` in the selected
// (or every) lane; value, value + 1, ... (asc_arange_descend: the same
// values from the last lane down: value + VL_T - 1, ..., value).
template <typename T>
__simd_callee__ inline void asc_duplicate(ASCENDC_HOST_CAPI_RT(T) & dst, ASCENDC_HOST_CAPI_RT(T) src,
                                          vector_bool mask) {
  AscendC::Reg::Duplicate(dst, src, mask);
}
template <typename T>
__simd_callee__ inline void asc_duplicate_scalar(ASCENDC_HOST_CAPI_RT(T) & dst, ASCENDC_HOST_CAPI_ELEMENT(T) value,
                                                 vector_bool mask) {
  AscendC::Reg::Duplicate(dst, value, mask);
}
template <typename T>
__simd_callee__ inline void asc_duplicate_scalar(ASCENDC_HOST_CAPI_RT(T) & dst, ASCENDC_HOST_CAPI_ELEMENT(T) value) {
  AscendC::Reg::Duplicate(dst, value);
}
template <typename T>
__simd_callee__ inline ASCENDC_HOST_CAPI_RT(T) asc_duplicate(ASCENDC_HOST_CAPI_RT(T) src, vector_bool mask) {
  ASCENDC_HOST_CAPI_RT(T) dst;
  asc_duplicate(dst, src, mask);
  return dst;
}
template <typename T, typename = std::enable_if_t<!AscendC::Reg::kIsRegTensor<T>>>
__simd_callee__ inline ASCENDC_HOST_CAPI_RT(T) asc_duplicate_scalar(T value, vector_bool mask) {
  ASCENDC_HOST_CAPI_RT(T) dst;
  asc_duplicate_scalar(dst, value, mask);
  return dst;
}
template <typename T, typename = std::enable_if_t<!AscendC::Reg::kIsRegTensor<T>>>
__simd_callee__ inline ASCENDC_HOST_CAPI_RT(T) asc_duplicate_scalar(T value) {
  ASCENDC_HOST_CAPI_RT(T) dst;
  asc_duplicate_scalar(dst, value);
  return dst;
}
// _merge: the lanes `mask` leaves out keep dst's value.
template <typename T>
__simd_callee__ inline void asc_duplicate_scalar_merge(ASCENDC_HOST_CAPI_RT(T) & dst, ASCENDC_HOST_CAPI_ELEMENT(T) value,
                                                       vector_bool mask) {
  AscendC::Reg::Duplicate<T, AscendC::Reg::MaskMergeMode::MERGING>(dst, value, mask);
}
template <typename T>
__simd_callee__ inline void asc_duplicate_merge(ASCENDC_HOST_CAPI_RT(T) & dst, ASCENDC_HOST_CAPI_RT(T) src,
                                                vector_bool mask) {
  AscendC::Reg::Duplicate<T, AscendC::Reg::HighLowPart::LOWEST, AscendC::Reg::MaskMergeMode::MERGING>(dst, src, mask);
}
template <typename T>
__simd_callee__ inline void asc_arange(ASCENDC_HOST_CAPI_RT(T) & dst, ASCENDC_HOST_CAPI_ELEMENT(T) value) {
  AscendC::Reg::Arange(dst, value);
}
template <typename T>
__simd_callee__ inline void asc_arange_descend(ASCENDC_HOST_CAPI_RT(T) & dst, ASCENDC_HOST_CAPI_ELEMENT(T) value) {
  AscendC::Reg::Arange<AscendC::Reg::DefaultType, AscendC::Reg::IndexOrder::DECREASE_ORDER>(dst, value);
}
template <typename T, typename = std::enable_if_t<!AscendC::Reg::kIsRegTensor<T>>>
__simd_callee__ inline ASCENDC_HOST_CAPI_RT(T) asc_arange(T value) {
  ASCENDC_HOST_CAPI_RT(T) dst;
  asc_arange(dst, value);
  return dst;
}
template <typename T, typename = std::enable_if_t<!AscendC::Reg::kIsRegTensor<T>>>
__simd_callee__ inline ASCENDC_HOST_CAPI_RT(T) asc_arange_descend(T value) {
  ASCENDC_HOST_CAPI_RT(T) dst;
  asc_arange_descend(dst, value);
  return dst;
}

// Reductions of the selected elements into element 0 (the rest 0), per
// DataBlock (_datablock: into elements 0..7), or of adjacent pairs; sums in
// the Reg layer's documented order (SPEC 14.9).
template <typename D, typename S>
__simd_callee__ inline void asc_reduce_sum(ASCENDC_HOST_CAPI_RT(D) & dst, ASCENDC_HOST_CAPI_RT(S) src,
                                           vector_bool mask) {
  AscendC::Reg::Reduce<AscendC::Reg::ReduceType::SUM>(dst, src, mask);
}
#define ASCENDC_HOST_CAPI_REG_REDUCE(name, Op, kind)                                                               \
  template <typename T>                                                                                            \
  __simd_callee__ inline void name(ASCENDC_HOST_CAPI_RT(T) & dst, ASCENDC_HOST_CAPI_RT(T) src, vector_bool mask) { \
    AscendC::Reg::Op<AscendC::Reg::kind>(dst, src, mask);                                                          \
  }
ASCENDC_HOST_CAPI_REG_REDUCE(asc_reduce_max, Reduce, ReduceType::MAX)
ASCENDC_HOST_CAPI_REG_REDUCE(asc_reduce_min, Reduce, ReduceType::MIN)
ASCENDC_HOST_CAPI_REG_REDUCE(asc_reduce_sum_datablock, ReduceDataBlock, ReduceType::SUM)
ASCENDC_HOST_CAPI_REG_REDUCE(asc_reduce_max_datablock, ReduceDataBlock, ReduceType::MAX)
ASCENDC_HOST_CAPI_REG_REDUCE(asc_reduce_min_datablock, ReduceDataBlock, ReduceType::MIN)
ASCENDC_HOST_CAPI_REG_REDUCE(asc_pair_reduce_sum, PairReduceElem, PairReduce::SUM)
#undef ASCENDC_HOST_CAPI_REG_REDUCE
// Value forms; the sums of 16-bit integers widen to 32 bits (the pages' pairs).
namespace ascendc_host {
namespace asc_capi {
template <typename S>
using SumOf = std::conditional_t<std::is_same_v<S, int16_t>, int32_t,
                                 std::conditional_t<std::is_same_v<S, uint16_t>, uint32_t, S>>;
}  // namespace asc_capi
}  // namespace ascendc_host
template <typename S>
__simd_callee__ inline ASCENDC_HOST_CAPI_RT(::ascendc_host::asc_capi::SumOf<S>) asc_reduce_sum(
    ASCENDC_HOST_CAPI_RT(S) src, vector_bool mask) {
  ASCENDC_HOST_CAPI_RT(::ascendc_host::asc_capi::SumOf<S>) dst;
  asc_reduce_sum(dst, src, mask);
  return dst;
}
#define ASCENDC_HOST_CAPI_REG_REDUCE_VALUE(name)                                                                   \
  template <typename T>                                                                                            \
  __simd_callee__ inline ASCENDC_HOST_CAPI_RT(T) name(ASCENDC_HOST_CAPI_RT(T) src, vector_bool mask) {            \
    ASCENDC_HOST_CAPI_RT(T) dst;                                                                                   \
    name(dst, src, mask);                                                                                          \
    return dst;                                                                                                    \
  }
ASCENDC_HOST_CAPI_REG_REDUCE_VALUE(asc_reduce_max)
ASCENDC_HOST_CAPI_REG_REDUCE_VALUE(asc_reduce_min)
ASCENDC_HOST_CAPI_REG_REDUCE_VALUE(asc_reduce_sum_datablock)
ASCENDC_HOST_CAPI_REG_REDUCE_VALUE(asc_reduce_max_datablock)
ASCENDC_HOST_CAPI_REG_REDUCE_VALUE(asc_reduce_min_datablock)
ASCENDC_HOST_CAPI_REG_REDUCE_VALUE(asc_pair_reduce_sum)
#undef ASCENDC_HOST_CAPI_REG_REDUCE_VALUE

// The selected elements of src compacted to the front of dst, 0 after them;
// _with_status also leaves their byte count in AR for the AR-form
// asc_storeunalign_postupdate (SPEC 17.10). asc_unsqueeze: lane k = the
// number of selected lanes below k.
template <typename T>
__simd_callee__ inline void asc_squeeze(ASCENDC_HOST_CAPI_RT(T) & dst, ASCENDC_HOST_CAPI_RT(T) src, vector_bool mask) {
  AscendC::Reg::Squeeze(dst, src, mask);
}
template <typename T>
__simd_callee__ inline void asc_squeeze_with_status(ASCENDC_HOST_CAPI_RT(T) & dst, ASCENDC_HOST_CAPI_RT(T) src,
                                                    vector_bool mask) {
  AscendC::Reg::Squeeze<T, AscendC::Reg::GatherMaskMode::STORE_REG>(dst, src, mask);
}
template <typename T>
__simd_callee__ inline void asc_squeeze_v2(ASCENDC_HOST_CAPI_RT(T) & dst, ASCENDC_HOST_CAPI_RT(T) src,
                                           vector_bool mask) {
  asc_squeeze_with_status(dst, src, mask);
}
template <typename T>
__simd_callee__ inline void asc_unsqueeze(ASCENDC_HOST_CAPI_RT(T) & dst, vector_bool mask) {
  AscendC::Reg::Unsqueeze(dst, mask);
}
template <typename T>
__simd_callee__ inline ASCENDC_HOST_CAPI_RT(T) asc_squeeze(ASCENDC_HOST_CAPI_RT(T) src, vector_bool mask) {
  ASCENDC_HOST_CAPI_RT(T) dst;
  asc_squeeze(dst, src, mask);
  return dst;
}
#define ASCENDC_HOST_CAPI_UNSQUEEZE_VALUE(name, T)                                                                 \
  __simd_callee__ inline ASCENDC_HOST_CAPI_RT(T) name(vector_bool mask) {                                          \
    ASCENDC_HOST_CAPI_RT(T) dst;                                                                                   \
    asc_unsqueeze(dst, mask);                                                                                      \
    return dst;                                                                                                    \
  }
ASCENDC_HOST_CAPI_UNSQUEEZE_VALUE(asc_unsqueeze_u8, uint8_t)
ASCENDC_HOST_CAPI_UNSQUEEZE_VALUE(asc_unsqueeze_s8, int8_t)
ASCENDC_HOST_CAPI_UNSQUEEZE_VALUE(asc_unsqueeze_u16, uint16_t)
ASCENDC_HOST_CAPI_UNSQUEEZE_VALUE(asc_unsqueeze_s16, int16_t)
ASCENDC_HOST_CAPI_UNSQUEEZE_VALUE(asc_unsqueeze_u32, uint32_t)
ASCENDC_HOST_CAPI_UNSQUEEZE_VALUE(asc_unsqueeze_s32, int32_t)
#undef ASCENDC_HOST_CAPI_UNSQUEEZE_VALUE
// AR back to 0 (before a new run of squeezed stores).
__simd_callee__ inline void asc_clear_ar_spr() { AscendC::ClearSpr<AscendC::SpecialPurposeReg::AR>(); }
// The newer pages' squeezed-store stream: _init clears AR; each call
// squeezes src1's selected elements into dst and appends them at dst_addr +
// AR through the unaligned register; _finalize writes what it still holds.
__simd_callee__ inline void asc_squeeze_and_storeunalign_init() { asc_clear_ar_spr(); }
template <typename T>
__simd_callee__ inline void asc_squeeze_and_storeunalign(__ubuf__ T* dst_addr, ASCENDC_HOST_CAPI_RT(T) & dst,
                                                         vector_store_unalign& src0, ASCENDC_HOST_CAPI_RT(T) src1,
                                                         vector_bool squeeze_mask) {
  asc_squeeze_with_status(dst, src1, squeeze_mask);
  asc_storeunalign_postupdate(dst_addr, src0, dst);
}
template <typename T>
__simd_callee__ inline void asc_squeeze_and_storeunalign_finalize(__ubuf__ T* dst, vector_store_unalign src) {
  asc_storeunalign_post(dst, src);
}

// Histograms of uint8 keys into 128 uint16 counters (bin0: keys 0..127,
// bin1: 128..255): frequency (dst[n] += count of n) or cumulative
// (dst[n] += count of keys <= n).
#define ASCENDC_HOST_CAPI_REG_HISTOGRAM(name, bin, kind)                                                           \
  __simd_callee__ inline void name(vector_uint16_t& dst, vector_uint8_t src, vector_bool mask) {                  \
    AscendC::Reg::Histograms<uint8_t, uint16_t, AscendC::Reg::HistogramsBinType::bin,                              \
                             AscendC::Reg::HistogramsType::kind>(dst, src, mask);                                  \
  }
ASCENDC_HOST_CAPI_REG_HISTOGRAM(asc_frequency_histogram_bin0, BIN0, FREQUENCY)
ASCENDC_HOST_CAPI_REG_HISTOGRAM(asc_frequency_histogram_bin1, BIN1, FREQUENCY)
ASCENDC_HOST_CAPI_REG_HISTOGRAM(asc_cumulative_histogram_bin0, BIN0, ACCUMULATE)
ASCENDC_HOST_CAPI_REG_HISTOGRAM(asc_cumulative_histogram_bin1, BIN1, ACCUMULATE)
#undef ASCENDC_HOST_CAPI_REG_HISTOGRAM

// Rearrangements: interleave / deinterleave two registers.
template <typename T>
__simd_callee__ inline void asc_intlv(ASCENDC_HOST_CAPI_RT(T) & dst0, ASCENDC_HOST_CAPI_RT(T) & dst1,
                                      ASCENDC_HOST_CAPI_RT(T) src0, ASCENDC_HOST_CAPI_RT(T) src1) {
  AscendC::Reg::Interleave(dst0, dst1, src0, src1);
}
template <typename T>
__simd_callee__ inline void asc_deintlv(ASCENDC_HOST_CAPI_RT(T) & dst0, ASCENDC_HOST_CAPI_RT(T) & dst1,
                                        ASCENDC_HOST_CAPI_RT(T) src0, ASCENDC_HOST_CAPI_RT(T) src1) {
  AscendC::Reg::DeInterleave(dst0, dst1, src0, src1);
}
// The lower / upper half of src's elements widened.
template <typename D, typename S>
__simd_callee__ inline void asc_unpack_lower(ASCENDC_HOST_CAPI_RT(D) & dst, ASCENDC_HOST_CAPI_RT(S) src) {
  AscendC::Reg::UnPack(dst, src);
}
template <typename D, typename S>
__simd_callee__ inline void asc_unpack_upper(ASCENDC_HOST_CAPI_RT(D) & dst, ASCENDC_HOST_CAPI_RT(S) src) {
  AscendC::Reg::UnPack<AscendC::Reg::DefaultType, AscendC::Reg::DefaultType, AscendC::Reg::HighLowPart::HIGHEST>(dst,
                                                                                                                 src);
}
// The low half of each element, packed into the lower (asc_pack_to_low, the
// older asc_pack) or upper half (asc_pack_to_high, asc_pack_v2) of dst; and
// the value forms, the widened type of an unpack named by the pages' pairs
// (u8 -> u16, s8 -> s16, u16 -> u32, s16 -> s32).
template <typename D, typename S>
__simd_callee__ inline void asc_pack_to_low(ASCENDC_HOST_CAPI_RT(D) & dst, ASCENDC_HOST_CAPI_RT(S) src) {
  AscendC::Reg::Pack(dst, src);
}
template <typename D, typename S>
__simd_callee__ inline void asc_pack_to_high(ASCENDC_HOST_CAPI_RT(D) & dst, ASCENDC_HOST_CAPI_RT(S) src) {
  AscendC::Reg::Pack<AscendC::Reg::DefaultType, AscendC::Reg::DefaultType, AscendC::Reg::HighLowPart::HIGHEST>(dst,
                                                                                                               src);
}
template <typename D, typename S>
__simd_callee__ inline void asc_pack(ASCENDC_HOST_CAPI_RT(D) & dst, ASCENDC_HOST_CAPI_RT(S) src) {
  asc_pack_to_low(dst, src);
}
template <typename D, typename S>
__simd_callee__ inline void asc_pack_v2(ASCENDC_HOST_CAPI_RT(D) & dst, ASCENDC_HOST_CAPI_RT(S) src) {
  asc_pack_to_high(dst, src);
}
namespace ascendc_host {
namespace asc_capi {
template <typename S>
using Narrowed = std::conditional_t<sizeof(S) == 2, uint8_t, uint16_t>;
template <typename S>
using Widened = std::conditional_t<
    std::is_signed_v<S>, std::conditional_t<sizeof(S) == 1, int16_t, int32_t>,
    std::conditional_t<sizeof(S) == 1, uint16_t, uint32_t>>;
}  // namespace asc_capi
}  // namespace ascendc_host
#define ASCENDC_HOST_CAPI_REARRANGE_VALUE(name, Result)                                                            \
  template <typename S>                                                                                            \
  __simd_callee__ inline ASCENDC_HOST_CAPI_RT(::ascendc_host::asc_capi::Result<S>) name(ASCENDC_HOST_CAPI_RT(S) src) { \
    ASCENDC_HOST_CAPI_RT(::ascendc_host::asc_capi::Result<S>) dst;                                                 \
    name(dst, src);                                                                                                \
    return dst;                                                                                                    \
  }
ASCENDC_HOST_CAPI_REARRANGE_VALUE(asc_pack_to_low, Narrowed)
ASCENDC_HOST_CAPI_REARRANGE_VALUE(asc_pack_to_high, Narrowed)
ASCENDC_HOST_CAPI_REARRANGE_VALUE(asc_unpack_lower, Widened)
ASCENDC_HOST_CAPI_REARRANGE_VALUE(asc_unpack_upper, Widened)
#undef ASCENDC_HOST_CAPI_REARRANGE_VALUE
// The same of mask registers (every other bit packed / spread).
__simd_callee__ inline void asc_pack_to_low(vector_bool& dst, vector_bool src) { AscendC::Reg::Pack(dst, src); }
__simd_callee__ inline void asc_pack_to_high(vector_bool& dst, vector_bool src) {
  AscendC::Reg::Pack<AscendC::Reg::HighLowPart::HIGHEST>(dst, src);
}
__simd_callee__ inline void asc_unpack_lower(vector_bool& dst, vector_bool src) { AscendC::Reg::UnPack(dst, src); }
__simd_callee__ inline void asc_unpack_upper(vector_bool& dst, vector_bool src) {
  AscendC::Reg::UnPack<AscendC::Reg::HighLowPart::HIGHEST>(dst, src);
}

// Mask registers: interleave / deinterleave as b8 / b16 / b32 predicates;
// asc_mask, the value form of asc_copy; the vector mask registers as a
// predicate (MoveMask).
#define ASCENDC_HOST_CAPI_MASK_INTERLEAVE(suffix, T)                                                               \
  __simd_callee__ inline void asc_intlv_##suffix(vector_bool& dst0, vector_bool& dst1, vector_bool src0,          \
                                                 vector_bool src1) {                                               \
    AscendC::Reg::Interleave<T>(dst0, dst1, src0, src1);                                                           \
  }                                                                                                                \
  __simd_callee__ inline void asc_deintlv_##suffix(vector_bool& dst0, vector_bool& dst1, vector_bool src0,        \
                                                   vector_bool src1) {                                             \
    AscendC::Reg::DeInterleave<T>(dst0, dst1, src0, src1);                                                         \
  }
ASCENDC_HOST_CAPI_MASK_INTERLEAVE(b8, uint8_t)
ASCENDC_HOST_CAPI_MASK_INTERLEAVE(b16, uint16_t)
ASCENDC_HOST_CAPI_MASK_INTERLEAVE(b32, uint32_t)
#undef ASCENDC_HOST_CAPI_MASK_INTERLEAVE
template <typename T>
__simd_callee__ inline ASCENDC_HOST_CAPI_RT(T) asc_mask(ASCENDC_HOST_CAPI_RT(T) src, vector_bool mask) {
  ASCENDC_HOST_CAPI_RT(T) dst;
  asc_copy(dst, src, mask);
  return dst;
}
__simd_callee__ inline vector_bool asc_mask(vector_bool src) {
  vector_bool dst;
  asc_copy(dst, src);
  return dst;
}
// A predicate from one block of a register's bits (MaskGenWithRegTensor):
// b16 the 16-byte block `part` (< 16), each bit twice; b32 the 8-byte block
// `part` (< 32), each bit four times. `part` is a run-time value here.
namespace ascendc_host {
namespace asc_capi {
template <typename T, int16_t... kPart>
AscendC::Reg::MaskReg MaskFromBlock(AscendC::Reg::RegTensor<T>& src, int16_t part,
                                    std::integer_sequence<int16_t, kPart...>) {
  AscendC::Reg::MaskReg dst;
  const bool known = ((part == kPart ? (AscendC::Reg::MaskGenWithRegTensor<T, kPart>(dst, src), true) : false) || ...);
  if (!known)
    ReportError("asc_extract_mask", "part", std::to_string(part),
                sizeof(T) == 2 ? "must be in [0, 16) for a b16 register" : "must be in [0, 32) for a b32 register");
  return dst;
}
}  // namespace asc_capi
}  // namespace ascendc_host
__simd_callee__ inline vector_bool asc_extract_mask(vector_uint16_t src, int16_t part) {
  return ::ascendc_host::asc_capi::MaskFromBlock(src, part, std::make_integer_sequence<int16_t, 16>{});
}
__simd_callee__ inline vector_bool asc_extract_mask(vector_uint32_t src, int16_t part) {
  return ::ascendc_host::asc_capi::MaskFromBlock(src, part, std::make_integer_sequence<int16_t, 32>{});
}
__simd_callee__ inline void asc_copy(vector_bool& dst, vector_uint16_t src, int16_t part) {
  dst = asc_extract_mask(src, part);
}
__simd_callee__ inline void asc_copy(vector_bool& dst, vector_uint32_t src, int16_t part) {
  dst = asc_extract_mask(src, part);
}
__simd_callee__ inline vector_bool asc_get_mask_spr_b16() { return AscendC::Reg::MoveMask<uint16_t>(); }
__simd_callee__ inline vector_bool asc_get_mask_spr_b32() { return AscendC::Reg::MoveMask<uint32_t>(); }

#undef ASCENDC_HOST_CAPI_RT
#undef ASCENDC_HOST_CAPI_ELEMENT

#endif  // ASCENDC_HOST_ASC_CAPI_REG_COMPUTE_H_
