// C API register conversions of NPU architecture 3510 (SPEC 17.10):
// asc_<src>2<dst>[_<round>][_sat][_v2|_v3|_v4](dst, src, mask), each the Reg
// Cast (SPEC 14.10) of the same pair with
//   round  _rd FLOOR, _ru CEIL, _rz TRUNC, _rn RINT, _rna ROUND, _ro ODD
//          (none: an exact conversion);
//   _sat   SatMode::SAT; without it SatMode::NO_SAT where the pair has the
//          choice (both as CTRL[60] lets them act, SPEC 14.10);
//   _vN    the element's field in a lane of the wider type: none ZERO, _v2
//          ONE, _v3 TWO, _v4 THREE (the narrow side's even / odd elements);
// and asc_ceil / floor / rint / round / trunc (Truncate with that mode).
// The pairs of types the library has (no fp8, fp4, hifloat8 or int4x2).
#ifndef ASCENDC_HOST_ASC_CAPI_REG_CONVERT_H_
#define ASCENDC_HOST_ASC_CAPI_REG_CONVERT_H_

#include <cstdint>

#include "ascendc_host/asc_capi/reg_values.h"

namespace ascendc_host {
namespace asc_capi {

template <typename D, typename S, AscendC::RoundMode kRound, bool kSat, AscendC::Reg::RegLayout kLayout>
struct ConvertTrait {
  static constexpr bool kSatChoice = AscendC::Reg::compute::cvt::Pair<D, S>().sat_choice;
  static constexpr AscendC::Reg::CastTrait value{
      kLayout,
      kSat ? AscendC::Reg::SatMode::SAT : kSatChoice ? AscendC::Reg::SatMode::NO_SAT : AscendC::Reg::SatMode::UNKNOWN,
      AscendC::Reg::MaskMergeMode::ZEROING, kRound};
};

template <typename D, typename S, AscendC::RoundMode kRound, bool kSat, AscendC::Reg::RegLayout kLayout>
ASCENDC_HOST_HOT_INLINE void Convert(AscendC::Reg::RegTensor<D>& dst, AscendC::Reg::RegTensor<S>& src,
                                     AscendC::Reg::MaskReg& mask) {
  AscendC::Reg::Cast<D, S, ConvertTrait<D, S, kRound, kSat, kLayout>::value>(dst, src, mask);
}

}  // namespace asc_capi
}  // namespace ascendc_host

#define ASCENDC_HOST_CAPI_CVT(name, D, S, round, sat, layout)                                                      \
  __simd_callee__ inline void name(AscendC::Reg::RegTensor<D>& dst, AscendC::Reg::RegTensor<S> src,              \
                                   vector_bool mask) {                                                             \
    ::ascendc_host::asc_capi::Convert<D, S, AscendC::RoundMode::round, sat, AscendC::Reg::RegLayout::layout>(     \
        dst, src, mask);                                                                                           \
  }
// The newer pages' forms of `name`: the layout as a position tag (EVEN /
// ODD, or the quarters), writing dst or returning the register.
#define ASCENDC_HOST_CAPI_CVT_AT(name, D, S, round, sat, layout, Mode, value)                                      \
  __simd_callee__ inline void name(AscendC::Reg::RegTensor<D>& dst, AscendC::Reg::RegTensor<S> src,              \
                                   vector_bool mask, std::integral_constant<Mode, Mode::value>) {                  \
    ::ascendc_host::asc_capi::Convert<D, S, AscendC::RoundMode::round, sat, AscendC::Reg::RegLayout::layout>(     \
        dst, src, mask);                                                                                           \
  }                                                                                                                \
  __simd_callee__ inline AscendC::Reg::RegTensor<D> name(AscendC::Reg::RegTensor<S> src, vector_bool mask,         \
                                                         std::integral_constant<Mode, Mode::value>) {             \
    AscendC::Reg::RegTensor<D> dst;                                                                                \
    ::ascendc_host::asc_capi::Convert<D, S, AscendC::RoundMode::round, sat, AscendC::Reg::RegLayout::layout>(     \
        dst, src, mask);                                                                                           \
    return dst;                                                                                                    \
  }
// name, name_v2 (layouts ZERO / ONE) and the four-part names.
#define ASCENDC_HOST_CAPI_CVT_V2(name, D, S, round, sat)                                  \
  ASCENDC_HOST_CAPI_CVT(name, D, S, round, sat, ZERO)                                     \
  ASCENDC_HOST_CAPI_CVT(name##_v2, D, S, round, sat, ONE)                                 \
  ASCENDC_HOST_CAPI_CVT_AT(name, D, S, round, sat, ZERO, asc_position_mode, EVEN)        \
  ASCENDC_HOST_CAPI_CVT_AT(name, D, S, round, sat, ONE, asc_position_mode, ODD)
#define ASCENDC_HOST_CAPI_CVT_V4(name, D, S, round, sat)                                                  \
  ASCENDC_HOST_CAPI_CVT(name, D, S, round, sat, ZERO)                                                     \
  ASCENDC_HOST_CAPI_CVT(name##_v2, D, S, round, sat, ONE)                                                 \
  ASCENDC_HOST_CAPI_CVT(name##_v3, D, S, round, sat, TWO)                                                 \
  ASCENDC_HOST_CAPI_CVT(name##_v4, D, S, round, sat, THREE)                                               \
  ASCENDC_HOST_CAPI_CVT_AT(name, D, S, round, sat, ZERO, asc_position_quarter_mode, DISPERSE_FIRST_QUARTER) \
  ASCENDC_HOST_CAPI_CVT_AT(name, D, S, round, sat, ONE, asc_position_quarter_mode, DISPERSE_SECOND_QUARTER) \
  ASCENDC_HOST_CAPI_CVT_AT(name, D, S, round, sat, TWO, asc_position_quarter_mode, DISPERSE_THIRD_QUARTER)  \
  ASCENDC_HOST_CAPI_CVT_AT(name, D, S, round, sat, THREE, asc_position_quarter_mode, DISPERSE_FOURTH_QUARTER)
// name and name_sat, each with the layout suffixes `L` makes.
#define ASCENDC_HOST_CAPI_CVT_SAT(L, name, D, S, round) \
  L(name, D, S, round, false)                            \
  L(name##_sat, D, S, round, true)
// The five round modes (and ODD), each through `M`.
#define ASCENDC_HOST_CAPI_CVT_ROUNDS5(M, L, name, D, S) \
  M(L, name##_rd, D, S, CAST_FLOOR)                      \
  M(L, name##_ru, D, S, CAST_CEIL)                       \
  M(L, name##_rz, D, S, CAST_TRUNC)                      \
  M(L, name##_rn, D, S, CAST_RINT)                       \
  M(L, name##_rna, D, S, CAST_ROUND)
#define ASCENDC_HOST_CAPI_CVT_ROUNDS6(M, L, name, D, S) \
  ASCENDC_HOST_CAPI_CVT_ROUNDS5(M, L, name, D, S)        \
  M(L, name##_ro, D, S, CAST_ODD)
// No _sat names: the plain one only.
#define ASCENDC_HOST_CAPI_CVT_PLAIN(L, name, D, S, round) L(name, D, S, round, false)
// Same-width pairs take no layout: dst written or the register returned.
#define ASCENDC_HOST_CAPI_CVT_V1(name, D, S, round, sat)                                                         \
  ASCENDC_HOST_CAPI_CVT(name, D, S, round, sat, ZERO)                                                            \
  __simd_callee__ inline AscendC::Reg::RegTensor<D> name(AscendC::Reg::RegTensor<S> src, vector_bool mask) {      \
    AscendC::Reg::RegTensor<D> dst;                                                                              \
    ::ascendc_host::asc_capi::Convert<D, S, AscendC::RoundMode::round, sat, AscendC::Reg::RegLayout::ZERO>(dst,  \
                                                                                                   src, mask);    \
    return dst;                                                                                                  \
  }

// Floating to floating.
ASCENDC_HOST_CAPI_CVT_ROUNDS6(ASCENDC_HOST_CAPI_CVT_SAT, ASCENDC_HOST_CAPI_CVT_V2, asc_float2half, half, float)
ASCENDC_HOST_CAPI_CVT_ROUNDS5(ASCENDC_HOST_CAPI_CVT_SAT, ASCENDC_HOST_CAPI_CVT_V2, asc_float2bfloat16, bfloat16_t, float)
ASCENDC_HOST_CAPI_CVT_ROUNDS5(ASCENDC_HOST_CAPI_CVT_SAT, ASCENDC_HOST_CAPI_CVT_V1, asc_bfloat162half, half, bfloat16_t)
ASCENDC_HOST_CAPI_CVT_ROUNDS5(ASCENDC_HOST_CAPI_CVT_PLAIN, ASCENDC_HOST_CAPI_CVT_V1, asc_half2bfloat16, bfloat16_t, half)
ASCENDC_HOST_CAPI_CVT_V2(asc_half2float, float, half, CAST_NONE, false)
ASCENDC_HOST_CAPI_CVT_V2(asc_bfloat162float, float, bfloat16_t, CAST_NONE, false)
// Floating to integer.
ASCENDC_HOST_CAPI_CVT_ROUNDS5(ASCENDC_HOST_CAPI_CVT_SAT, ASCENDC_HOST_CAPI_CVT_V2, asc_half2int8, int8_t, half)
ASCENDC_HOST_CAPI_CVT_ROUNDS5(ASCENDC_HOST_CAPI_CVT_SAT, ASCENDC_HOST_CAPI_CVT_V2, asc_half2uint8, uint8_t, half)
ASCENDC_HOST_CAPI_CVT_ROUNDS5(ASCENDC_HOST_CAPI_CVT_SAT, ASCENDC_HOST_CAPI_CVT_V1, asc_half2int16, int16_t, half)
ASCENDC_HOST_CAPI_CVT_ROUNDS5(ASCENDC_HOST_CAPI_CVT_PLAIN, ASCENDC_HOST_CAPI_CVT_V2, asc_half2int32, int32_t, half)
ASCENDC_HOST_CAPI_CVT_ROUNDS5(ASCENDC_HOST_CAPI_CVT_SAT, ASCENDC_HOST_CAPI_CVT_V2, asc_bfloat162int32, int32_t, bfloat16_t)
ASCENDC_HOST_CAPI_CVT_ROUNDS5(ASCENDC_HOST_CAPI_CVT_SAT, ASCENDC_HOST_CAPI_CVT_V2, asc_float2int16, int16_t, float)
ASCENDC_HOST_CAPI_CVT_ROUNDS5(ASCENDC_HOST_CAPI_CVT_SAT, ASCENDC_HOST_CAPI_CVT_V1, asc_float2int32, int32_t, float)
ASCENDC_HOST_CAPI_CVT_ROUNDS5(ASCENDC_HOST_CAPI_CVT_SAT, ASCENDC_HOST_CAPI_CVT_V2, asc_float2int64, int64_t, float)
// Integer to floating.
ASCENDC_HOST_CAPI_CVT_V2(asc_int82half, half, int8_t, CAST_NONE, false)
ASCENDC_HOST_CAPI_CVT_V2(asc_uint82half, half, uint8_t, CAST_NONE, false)
ASCENDC_HOST_CAPI_CVT_ROUNDS5(ASCENDC_HOST_CAPI_CVT_PLAIN, ASCENDC_HOST_CAPI_CVT_V1, asc_int162half, half, int16_t)
ASCENDC_HOST_CAPI_CVT_V2(asc_int162float, float, int16_t, CAST_NONE, false)
ASCENDC_HOST_CAPI_CVT_ROUNDS5(ASCENDC_HOST_CAPI_CVT_PLAIN, ASCENDC_HOST_CAPI_CVT_V1, asc_int322float, float, int32_t)
ASCENDC_HOST_CAPI_CVT_ROUNDS5(ASCENDC_HOST_CAPI_CVT_PLAIN, ASCENDC_HOST_CAPI_CVT_V2, asc_int642float, float, int64_t)
// Integer to integer: widening (exact) ...
ASCENDC_HOST_CAPI_CVT_V2(asc_int82int16, int16_t, int8_t, CAST_NONE, false)
ASCENDC_HOST_CAPI_CVT_V4(asc_int82int32, int32_t, int8_t, CAST_NONE, false)
ASCENDC_HOST_CAPI_CVT_V2(asc_uint82uint16, uint16_t, uint8_t, CAST_NONE, false)
ASCENDC_HOST_CAPI_CVT_V4(asc_uint82uint32, uint32_t, uint8_t, CAST_NONE, false)
ASCENDC_HOST_CAPI_CVT_V2(asc_int162int32, int32_t, int16_t, CAST_NONE, false)
ASCENDC_HOST_CAPI_CVT_V2(asc_int162uint32, uint32_t, int16_t, CAST_NONE, false)
ASCENDC_HOST_CAPI_CVT_V2(asc_uint162uint32, uint32_t, uint16_t, CAST_NONE, false)
ASCENDC_HOST_CAPI_CVT_V2(asc_int322int64, int64_t, int32_t, CAST_NONE, false)
// ... and narrowing (wrapping, or saturating with _sat).
ASCENDC_HOST_CAPI_CVT_SAT(ASCENDC_HOST_CAPI_CVT_V2, asc_int162uint8, uint8_t, int16_t, CAST_NONE)
ASCENDC_HOST_CAPI_CVT_SAT(ASCENDC_HOST_CAPI_CVT_V2, asc_uint162uint8, uint8_t, uint16_t, CAST_NONE)
ASCENDC_HOST_CAPI_CVT_SAT(ASCENDC_HOST_CAPI_CVT_V4, asc_int322uint8, uint8_t, int32_t, CAST_NONE)
ASCENDC_HOST_CAPI_CVT_SAT(ASCENDC_HOST_CAPI_CVT_V4, asc_uint322uint8, uint8_t, uint32_t, CAST_NONE)
ASCENDC_HOST_CAPI_CVT_SAT(ASCENDC_HOST_CAPI_CVT_V2, asc_int322int16, int16_t, int32_t, CAST_NONE)
ASCENDC_HOST_CAPI_CVT_SAT(ASCENDC_HOST_CAPI_CVT_V2, asc_int322uint16, uint16_t, int32_t, CAST_NONE)
ASCENDC_HOST_CAPI_CVT_SAT(ASCENDC_HOST_CAPI_CVT_V2, asc_uint322int16, int16_t, uint32_t, CAST_NONE)
ASCENDC_HOST_CAPI_CVT_SAT(ASCENDC_HOST_CAPI_CVT_V2, asc_uint322uint16, uint16_t, uint32_t, CAST_NONE)
ASCENDC_HOST_CAPI_CVT_SAT(ASCENDC_HOST_CAPI_CVT_V2, asc_int642int32, int32_t, int64_t, CAST_NONE)

#undef ASCENDC_HOST_CAPI_CVT_V1
#undef ASCENDC_HOST_CAPI_CVT_PLAIN
#undef ASCENDC_HOST_CAPI_CVT_ROUNDS6
#undef ASCENDC_HOST_CAPI_CVT_ROUNDS5
#undef ASCENDC_HOST_CAPI_CVT_SAT
#undef ASCENDC_HOST_CAPI_CVT_V4
#undef ASCENDC_HOST_CAPI_CVT_V2
#undef ASCENDC_HOST_CAPI_CVT_AT
#undef ASCENDC_HOST_CAPI_CVT

// Each element rounded to an integral value of its own type.
#define ASCENDC_HOST_CAPI_ROUND(name, mode)                                                                       \
  template <typename T>                                                                                           \
  __simd_callee__ inline void name(AscendC::Reg::RegTensor<T>& dst, AscendC::Reg::RegTensor<T> src,            \
                                   vector_bool mask) {                                                            \
    AscendC::Reg::Truncate<T, AscendC::RoundMode::mode>(dst, src, mask);                                         \
  }                                                                                                               \
  template <typename T>                                                                                           \
  __simd_callee__ inline AscendC::Reg::RegTensor<T> name(AscendC::Reg::RegTensor<T> src, vector_bool mask) {     \
    AscendC::Reg::RegTensor<T> dst;                                                                               \
    AscendC::Reg::Truncate<T, AscendC::RoundMode::mode>(dst, src, mask);                                         \
    return dst;                                                                                                   \
  }
ASCENDC_HOST_CAPI_ROUND(asc_ceil, CAST_CEIL)
ASCENDC_HOST_CAPI_ROUND(asc_floor, CAST_FLOOR)
ASCENDC_HOST_CAPI_ROUND(asc_rint, CAST_RINT)
ASCENDC_HOST_CAPI_ROUND(asc_round, CAST_ROUND)
ASCENDC_HOST_CAPI_ROUND(asc_trunc, CAST_TRUNC)
#undef ASCENDC_HOST_CAPI_ROUND

#endif  // ASCENDC_HOST_ASC_CAPI_REG_CONVERT_H_
