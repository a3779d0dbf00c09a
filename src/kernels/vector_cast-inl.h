// Type conversions of the vector compute APIs, per target: Cast in every
// round mode, Truncate and the converting composites (AddReluCast,
// SubReluCast, MulCast, MulsCast, AddDeqRelu, CastDequant); docs/SPEC.md 8.7.
//
// Elements of 8, 16 and 32 bits are converted in 32-bit lanes: floating
// types as float (exact for half and bfloat16), integers as int32. Rounding
// in a mode other than nearest-even is done on the bits (the dropped part's
// first bit and the OR of the rest, as 精度转换 describes), so every target
// gives the same bits whatever its conversion instructions do. 64-bit
// operands and the dequantisation (an exact int32 x half product) go element
// by element.
#if defined(ASCENDC_HOST_KERNELS_VECTOR_CAST_INL_H_) == defined(HWY_TARGET_TOGGLE)
#ifdef ASCENDC_HOST_KERNELS_VECTOR_CAST_INL_H_
#undef ASCENDC_HOST_KERNELS_VECTOR_CAST_INL_H_
#else
#define ASCENDC_HOST_KERNELS_VECTOR_CAST_INL_H_
#endif

#include <cmath>
#include <cstring>
#include <limits>

#include <hwy/highway.h>

#include "ascendc_host/kernels/vector.h"
#include "ascendc_host/ops.h"
#include "kernels/vector_arith-inl.h"
#include "kernels/vector_executor-inl.h"
#include "kernels/vector_numerics-inl.h"

HWY_BEFORE_NAMESPACE();
namespace ascendc_host {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

namespace cast_detail {

// What a conversion needs besides its types.
struct CastParams {
  RoundMode round = RoundMode::CAST_RINT;  // CAST_NONE already mapped to CAST_RINT
  NumericMode mode;
  uint64_t scalar_bits = 0;  // MulsCast
  uint16_t deq_scale = 0;
};

// An integer destination's range and width (int4b_t: 4 bits in an int8 lane).
struct IntRange {
  int64_t lo = 0, hi = 0;
  int bits = 32;
  bool is_signed = true;
};
constexpr IntRange RangeOf(DType t, bool int4) {
  if (int4) return {-8, 7, 4, true};
  switch (t) {
    case DType::kI8: return {-128, 127, 8, true};
    case DType::kU8: return {0, 255, 8, false};
    case DType::kI16: return {-32768, 32767, 16, true};
    case DType::kU16: return {0, 65535, 16, false};
    case DType::kU32: return {0, 4294967295ll, 32, false};
    case DType::kI64: return {std::numeric_limits<int64_t>::min(), std::numeric_limits<int64_t>::max(), 64, true};
    default: return {std::numeric_limits<int32_t>::min(), std::numeric_limits<int32_t>::max(), 32, true};
  }
}

// --- Rounding on bits ---------------------------------------------------------

// `kept` rounded by the dropped part (its first bit `half`, the OR of the
// rest `sticky`) in `round`; `negative` is the sign of the value.
template <class DU, class M>
HWY_INLINE hn::Vec<DU> RoundKept(DU du, hn::Vec<DU> kept, M half, M sticky, M negative, RoundMode round) {
  const auto one = hn::Set(du, 1u);
  const auto inexact = hn::Or(half, sticky);
  switch (round) {
    case RoundMode::CAST_ROUND: return hn::Add(kept, hn::IfThenElseZero(half, one));
    case RoundMode::CAST_FLOOR: return hn::Add(kept, hn::IfThenElseZero(hn::And(negative, inexact), one));
    case RoundMode::CAST_CEIL: return hn::Add(kept, hn::IfThenElseZero(hn::AndNot(negative, inexact), one));
    case RoundMode::CAST_TRUNC: return kept;
    case RoundMode::CAST_ODD: return hn::Or(kept, hn::IfThenElseZero(inexact, one));
    default: {
      const auto odd = hn::Eq(hn::And(kept, one), one);
      return hn::Add(kept, hn::IfThenElseZero(hn::And(half, hn::Or(sticky, odd)), one));
    }
  }
}

// Modes that round a too-large finite value to the largest finite one.
inline bool OverflowGivesMax(RoundMode round, bool negative) {
  return round == RoundMode::CAST_TRUNC || round == RoundMode::CAST_ODD ||
         (round == RoundMode::CAST_FLOOR && !negative) || (round == RoundMode::CAST_CEIL && negative);
}

// Overflow of a narrowed float magnitude `r` (>= inf_bits): inf, or MAX in
// the modes that round toward zero there.
template <class DU, class M>
HWY_INLINE hn::Vec<DU> Overflowed(DU du, hn::Vec<DU> r, M negative, RoundMode round, uint32_t inf_bits) {
  const auto over = hn::Not(LessU31(r, hn::Set(du, inf_bits)));
  const auto max = hn::Set(du, inf_bits - 1), inf = hn::Set(du, inf_bits);
  const auto pos_value = OverflowGivesMax(round, false) ? max : inf;
  const auto neg_value = OverflowGivesMax(round, true) ? max : inf;
  return hn::IfThenElse(over, hn::IfThenElse(negative, neg_value, pos_value), r);
}

// The 16-bit result of a rounded float magnitude `r` (float bits `a`,
// 16-bit `sign`): overflow by the mode, an inf input, saturation (inf ->
// MAX, NaN -> +0) or the positive quiet NaN (inf_bits | first fraction bit).
template <class DU>
HWY_INLINE hn::Vec<DU> Narrowed(DU du, hn::Vec<DU> r, hn::Vec<DU> a, hn::Vec<DU> sign, RoundMode round,
                                bool saturating, uint32_t inf_bits) {
  const auto negative = hn::Ne(sign, hn::Zero(du));
  r = Overflowed(du, r, negative, round, inf_bits);
  r = hn::IfThenElse(hn::Eq(a, hn::Set(du, 0x7F800000u)), hn::Set(du, inf_bits), r);
  if (saturating) r = hn::Min(r, hn::Set(du, inf_bits - 1));
  r = hn::Or(r, sign);
  const uint32_t quiet_nan = inf_bits | ((inf_bits & ~(inf_bits << 1)) >> 1);
  const auto nan = GreaterU31(a, hn::Set(du, 0x7F800000u));
  return hn::IfThenElse(nan, saturating ? hn::Zero(du) : hn::Set(du, quiet_nan), r);
}

// float -> half bits in any mode. `saturating`: inf results become +-MAX and
// NaN becomes +0; otherwise NaN becomes 0x7E00.
template <class DF>
HWY_INLINE hn::Vec<hn::RebindToUnsigned<DF>> FloatToHalfRounded(DF /*df*/, hn::Vec<DF> f, RoundMode round,
                                                              bool saturating) {
  const hn::RebindToUnsigned<DF> du;
  const hn::RebindToSigned<DF> di;
  const auto u = hn::BitCast(du, f);
  const auto sign = hn::And(hn::ShiftRight<16>(u), hn::Set(du, 0x8000u));
  const auto a = hn::And(u, hn::Set(du, 0x7FFFFFFFu));
  const auto negative = hn::Ne(sign, hn::Zero(du));
  const auto normal = hn::Not(LessU31(a, hn::Set(du, 0x38800000u)));
  // Normal half: the rebiased bits, 13 dropped (a carry moves into the
  // exponent). Subnormal half: the significand in units of 2^-24.
  const auto hidden = hn::IfThenZeroElse(LessU31(a, hn::Set(du, 0x00800000u)), hn::Set(du, 0x00800000u));
  const auto m_sub = hn::Or(hn::And(a, hn::Set(du, 0x7FFFFFu)), hidden);
  const auto exponent = hn::Sub(hn::BitCast(di, hn::ShiftRight<23>(a)), hn::Set(di, 127));
  // -1 - e bits dropped below the half unit; at least 25 drops everything.
  const auto s_sub = hn::BitCast(du, hn::Min(hn::Sub(hn::Set(di, -1), exponent), hn::Set(di, 25)));
  const auto m = hn::IfThenElse(normal, hn::Sub(a, hn::Set(du, 0x38000000u)), m_sub);
  const auto s = hn::IfThenElse(normal, hn::Set(du, 13u), s_sub);
  const auto kept = hn::Shr(m, s);
  const auto below = hn::Sub(s, hn::Set(du, 1u));
  const auto half = hn::Eq(hn::And(hn::Shr(m, below), hn::Set(du, 1u)), hn::Set(du, 1u));
  const auto sticky = hn::Ne(hn::And(m, hn::Sub(hn::Shl(hn::Set(du, 1u), below), hn::Set(du, 1u))), hn::Zero(du));
  return Narrowed(du, RoundKept(du, kept, half, sticky, negative, round), a, sign, round, saturating, 0x7C00u);
}

// float -> bfloat16 bits in any mode (16 bits dropped; float subnormals are
// bfloat16 subnormals); saturation as for half.
template <class DF>
HWY_INLINE hn::Vec<hn::RebindToUnsigned<DF>> FloatToBf16Rounded(DF /*df*/, hn::Vec<DF> f, RoundMode round,
                                                              bool saturating) {
  const hn::RebindToUnsigned<DF> du;
  const auto u = hn::BitCast(du, f);
  const auto sign = hn::And(hn::ShiftRight<16>(u), hn::Set(du, 0x8000u));
  const auto a = hn::And(u, hn::Set(du, 0x7FFFFFFFu));
  const auto negative = hn::Ne(sign, hn::Zero(du));
  const auto kept = hn::ShiftRight<16>(a);
  const auto half = hn::Ne(hn::And(a, hn::Set(du, 0x8000u)), hn::Zero(du));
  const auto sticky = hn::Ne(hn::And(a, hn::Set(du, 0x7FFFu)), hn::Zero(du));
  return Narrowed(du, RoundKept(du, kept, half, sticky, negative, round), a, sign, round, saturating, 0x7F80u);
}

// A float rounded to an integral value in `round` (not CAST_ODD); NaN and
// inf pass through, -0 and the sign of a zero result are kept.
// The sign is the input's (IEEE; Highway's emulated rounding on targets
// without SSE4.1 / in EMU128 loses the sign of a zero result).
template <class DF>
HWY_INLINE hn::Vec<DF> RoundIntegral(DF df, hn::Vec<DF> v, RoundMode round) {
  hn::Vec<DF> r;
  switch (round) {
    case RoundMode::CAST_FLOOR: r = hn::Floor(v); break;
    case RoundMode::CAST_CEIL: r = hn::Ceil(v); break;
    case RoundMode::CAST_TRUNC: r = hn::Trunc(v); break;
    case RoundMode::CAST_ROUND: {
      // Ties away from zero: v - trunc(v) is exact.
      const auto t = hn::Trunc(v);
      const auto away = hn::Ge(hn::Abs(hn::Sub(v, t)), hn::Set(df, 0.5f));
      r = hn::IfThenElse(away, hn::Add(t, hn::CopySign(hn::Set(df, 1.0f), v)), t);
      break;
    }
    default: r = hn::Round(v); break;
  }
  return hn::CopySign(r, v);
}

// int32 lanes holding `x`'s value in the destination's range (saturating)
// or its low bits (truncating), ready for a demotion that cannot saturate.
template <class DI>
HWY_INLINE hn::Vec<DI> KeepLowBits(DI di, hn::Vec<DI> x, const IntRange& r) {
  if (r.bits >= 32) return x;
  if (r.is_signed) return hn::ShiftRightSame(hn::ShiftLeftSame(x, 32 - r.bits), 32 - r.bits);
  return hn::And(x, hn::Set(di, static_cast<int32_t>((1u << r.bits) - 1)));
}
template <class DI>
HWY_INLINE hn::Vec<DI> ClampTo(DI di, hn::Vec<DI> x, const IntRange& r) {
  if (r.bits >= 32) {
    if (!r.is_signed) return hn::Max(x, hn::Zero(di));
    return x;
  }
  return hn::Min(hn::Max(x, hn::Set(di, static_cast<int32_t>(r.lo))), hn::Set(di, static_cast<int32_t>(r.hi)));
}

// An exact integer in int32 lanes (`unsigned_source`: the lanes hold uint32
// bits) to the destination range: saturated or its low bits.
template <class DI>
HWY_INLINE hn::Vec<DI> IntToRange(DI di, hn::Vec<DI> x, bool unsigned_source, const IntRange& r, bool saturating) {
  if (!saturating) return KeepLowBits(di, x, r);
  if (unsigned_source) {
    // uint32 above INT32_MAX reads as negative: above every narrower range.
    const auto big = hn::Lt(x, hn::Zero(di));
    return hn::IfThenElse(big, hn::Set(di, static_cast<int32_t>(r.hi)), ClampTo(di, x, r));
  }
  return ClampTo(di, x, r);
}

// A float rounded in `round` to an integer of the destination range:
// saturated (inf and out of range to the nearest bound) or, truncating, the
// integer's low bits (inf still saturates); NaN gives 0.
template <class DF>
HWY_INLINE hn::Vec<hn::RebindToSigned<DF>> FloatToIntRange(DF df, hn::Vec<DF> v, RoundMode round,
                                                          const IntRange& r, bool saturating) {
  const hn::RebindToSigned<DF> di;
  const hn::RebindToUnsigned<DF> du;
  v = RoundIntegral(df, v, round);
  v = hn::IfThenZeroElse(hn::IsNaN(v), v);
  const auto in_range = hn::Lt(hn::Abs(v), hn::Set(df, 2147483648.0f));
  const auto i = hn::ConvertTo(di, hn::IfThenElseZero(in_range, v));
  const auto positive = hn::RebindMask(di, hn::Gt(v, hn::Zero(df)));
  const auto bound = hn::IfThenElse(positive, hn::Set(di, static_cast<int32_t>(r.hi)),
                                    hn::Set(di, static_cast<int32_t>(r.lo)));
  if (saturating) return hn::IfThenElse(hn::RebindMask(di, in_range), ClampTo(di, i, r), bound);
  // Low 32 bits of an integral float >= 2^31: significand << (e - 23), 0
  // from 2^55 on; inf saturates.
  const auto a = hn::And(hn::BitCast(du, v), hn::Set(du, 0x7FFFFFFFu));
  const auto shift = hn::Sub(hn::ShiftRight<23>(a), hn::Set(du, 127u + 23u));
  const auto significand = hn::Or(hn::And(a, hn::Set(du, 0x7FFFFFu)), hn::Set(du, 0x800000u));
  const auto low_mag = hn::IfThenZeroElse(hn::Not(LessU31(shift, hn::Set(du, 32u))),
                                          hn::Shl(significand, hn::Min(shift, hn::Set(du, 31u))));
  auto low = hn::BitCast(di, low_mag);
  low = hn::IfThenElse(positive, low, hn::Neg(low));
  const auto x = hn::IfThenElse(hn::RebindMask(di, in_range), i, low);
  return hn::IfThenElse(hn::RebindMask(di, hn::IsInf(v)), bound, KeepLowBits(di, x, r));
}

// int32 -> float in `round` (not CAST_ODD).
template <class DF>
HWY_INLINE hn::Vec<DF> IntToFloatRounded(DF df, hn::Vec<hn::RebindToSigned<DF>> x, RoundMode round) {
  const hn::RebindToSigned<DF> di;
  const hn::RebindToUnsigned<DF> du;
  if (round == RoundMode::CAST_RINT) return hn::ConvertTo(df, x);
  const auto negative_i = hn::Lt(x, hn::Zero(di));
  const auto negative = hn::RebindMask(du, negative_i);
  const auto m = hn::BitCast(du, hn::IfThenElse(negative_i, hn::Neg(x), x));  // |INT32_MIN| = 2^31 as uint32
  const auto exact = LessU31(m, hn::Set(du, 1u << 24));
  // Position of the leading bit (m >= 2^24): exponent of float(m >> 8), exact.
  const auto top = hn::BitCast(du, hn::ConvertTo(df, hn::BitCast(di, hn::ShiftRight<8>(m))));
  const auto e = hn::Add(hn::Sub(hn::ShiftRight<23>(top), hn::Set(du, 127u)), hn::Set(du, 8u));
  const auto s = hn::IfThenElse(exact, hn::Set(du, 1u), hn::Sub(e, hn::Set(du, 23u)));
  const auto kept = hn::Shr(m, s);
  const auto below = hn::Sub(s, hn::Set(du, 1u));
  const auto half = hn::Eq(hn::And(hn::Shr(m, below), hn::Set(du, 1u)), hn::Set(du, 1u));
  const auto sticky = hn::Ne(hn::And(m, hn::Sub(hn::Shl(hn::Set(du, 1u), below), hn::Set(du, 1u))), hn::Zero(du));
  const auto rounded = RoundKept(du, kept, half, sticky, negative, round);
  // kept has its leading bit at 2^23; a carry to 2^24 moves into the exponent.
  auto bits = hn::Add(hn::ShiftLeft<23>(hn::Add(e, hn::Set(du, 127u))), hn::Sub(rounded, hn::Set(du, 1u << 23)));
  bits = hn::Or(bits, hn::IfThenElseZero(negative, hn::Set(du, 0x80000000u)));
  return hn::IfThenElse(hn::RebindMask(df, exact), hn::ConvertTo(df, x), hn::BitCast(df, bits));
}

// Relu of a float: max(0, x) with Max's rules (NaN stays NaN, -0 gives +0).
template <class DF>
HWY_INLINE hn::Vec<DF> ReluFloat(DF df, hn::Vec<DF> x) {
  return hn::IfThenElse(hn::Or(hn::Gt(x, hn::Zero(df)), hn::IsNaN(x)), x, hn::Zero(df));
}

// A float result rounded to the 16-bit storage type and read back (the
// arithmetic step of a composite; compute saturation, SPEC 8.2).
template <DType kType, class DF>
HWY_INLINE hn::Vec<DF> RoundThrough(DF df, hn::Vec<DF> v, const NumericMode& mode) {
  if constexpr (kType == DType::kF16) return HalfBitsToFloat(df, FloatToHalfBits(df, v, mode.half_saturating));
  else if constexpr (kType == DType::kBF16) return Bf16BitsToFloat(df, FloatToBf16Bits(df, v, mode.bf16_saturating));
  else return v;
}

// --- Loads into 32-bit lanes and stores from them ---------------------------------

template <DType kSrc, class DF>
HWY_INLINE hn::Vec<DF> LoadFloatLanes(DF df, const uint8_t* p) {
  // Opaque: clang would fold the conversion into later NaN tests and
  // comparisons and run them on halves, lane by lane (OpaqueLanes).
  if constexpr (kSrc == DType::kF16) return OpaqueLanes(Codec<kSrc>::Load(df, p));
  else return Codec<kSrc>::Load(df, p);
}

template <DType kSrc, class DI>
HWY_INLINE hn::Vec<DI> LoadIntLanes(DI di, const uint8_t* p) {
  if constexpr (kSrc == DType::kI8) {
    return hn::PromoteTo(di, hn::LoadU(hn::Rebind<int8_t, DI>(), reinterpret_cast<const int8_t*>(p)));
  } else if constexpr (kSrc == DType::kU8) {
    return hn::PromoteTo(di, hn::LoadU(hn::Rebind<uint8_t, DI>(), p));
  } else if constexpr (kSrc == DType::kI16) {
    return hn::PromoteTo(di, hn::LoadU(hn::Rebind<int16_t, DI>(), reinterpret_cast<const int16_t*>(p)));
  } else if constexpr (kSrc == DType::kU16) {
    return hn::PromoteTo(di, hn::LoadU(hn::Rebind<uint16_t, DI>(), reinterpret_cast<const uint16_t*>(p)));
  } else {
    return hn::LoadU(di, reinterpret_cast<const int32_t*>(p));
  }
}

// int32 lanes already in the destination's range.
template <DType kDst, class DI>
HWY_INLINE void StoreIntLanes(DI di, hn::Vec<DI> x, uint8_t* p) {
  if constexpr (kDst == DType::kI8) {
    hn::StoreU(hn::DemoteTo(hn::Rebind<int8_t, DI>(), x), hn::Rebind<int8_t, DI>(), reinterpret_cast<int8_t*>(p));
  } else if constexpr (kDst == DType::kU8) {
    hn::StoreU(hn::DemoteTo(hn::Rebind<uint8_t, DI>(), x), hn::Rebind<uint8_t, DI>(), p);
  } else if constexpr (kDst == DType::kI16) {
    hn::StoreU(hn::DemoteTo(hn::Rebind<int16_t, DI>(), x), hn::Rebind<int16_t, DI>(), reinterpret_cast<int16_t*>(p));
  } else if constexpr (kDst == DType::kU16) {
    hn::StoreU(hn::DemoteTo(hn::Rebind<uint16_t, DI>(), x), hn::Rebind<uint16_t, DI>(), reinterpret_cast<uint16_t*>(p));
  } else {
    hn::StoreU(x, di, reinterpret_cast<int32_t*>(p));
  }
}

// float lanes to a floating destination in `round`.
template <DType kDst, bool kNearest, class DF>
HWY_INLINE void StoreFloatLanes(DF df, hn::Vec<DF> v, uint8_t* p, const CastParams& c) {
  if constexpr (kDst == DType::kF32) {
    hn::StoreU(CanonicalNaN(df, v), df, reinterpret_cast<float*>(p));
  } else if constexpr (kNearest) {
    NumericMode m = c.mode;
    m.half_saturating = m.bf16_saturating = c.mode.cast_float_saturating;
    Codec<kDst>::Store(df, v, p, m);
  } else {
    const hn::Rebind<uint16_t, DF> d16;
    const auto bits = kDst == DType::kF16 ? FloatToHalfRounded(df, v, c.round, c.mode.cast_float_saturating)
                                          : FloatToBf16Rounded(df, v, c.round, c.mode.cast_float_saturating);
    hn::StoreU(hn::DemoteTo(d16, hn::BitCast(hn::RebindToSigned<DF>(), bits)), d16, reinterpret_cast<uint16_t*>(p));
  }
}

// One vector of a conversion between 8-, 16- and 32-bit types. `range` is
// the integer destination's (int4b_t: 4 bits in int8 lanes).
template <DType kDst, DType kSrc, bool kNearest, class DF>
HWY_INLINE void ConvertVector(DF df, const uint8_t* in, uint8_t* out, const CastParams& c, const IntRange& range) {
  const hn::RebindToSigned<DF> di;
  const RoundMode round = kNearest ? RoundMode::CAST_RINT : c.round;
  if constexpr (IsFloat(kSrc)) {
    auto v = LoadFloatLanes<kSrc>(df, in);
    if constexpr (IsFloat(kDst)) {
      if constexpr (kSrc == DType::kF32 && kDst == DType::kF32) v = RoundIntegral(df, v, round);
      StoreFloatLanes<kDst, kNearest>(df, v, out, c);
    } else if (kNearest && c.mode.cast_int_saturating) {
      // Nearest-even, saturating: Highway's NearestInt saturates to int32
      // (tested on every target) and the demotion to 16 bits saturates; to 8
      // bits it goes through 16 (x86 packs), which does not, so clamp first.
      // From 2^31 on the result is INT32_MAX, set apart: EMU128's NearestInt
      // takes 2^31 itself as in range.
      const auto below = hn::Min(v, hn::Set(df, 2147483520.0f));
      auto x = hn::IfThenZeroElse(hn::RebindMask(di, hn::IsNaN(v)), hn::NearestInt(below));
      x = hn::IfThenElse(hn::RebindMask(di, hn::Ge(v, hn::Set(df, 2147483648.0f))), hn::Set(di, 0x7FFFFFFF), x);
      if (range.bits < 16) x = ClampTo(di, x, range);
      StoreIntLanes<kDst>(di, x, out);
    } else {
      StoreIntLanes<kDst>(di, FloatToIntRange(df, v, round, range, c.mode.cast_int_saturating), out);
    }
  } else {
    const auto x = LoadIntLanes<kSrc>(di, in);
    if constexpr (IsFloat(kDst) && kNearest && ASCENDC_HOST_HAVE_F16C && kDst == DType::kF16 && SizeOf(kSrc) <= 2) {
      // 8- and 16-bit integers are exact in float and within half's range:
      // one F16C rounding, no NaN or overflow to handle.
      const hn::Rebind<hwy::float16_t, DF> dh;
      hn::StoreU(hn::DemoteTo(dh, hn::ConvertTo(df, x)), dh, reinterpret_cast<hwy::float16_t*>(out));
    } else if constexpr (IsFloat(kDst)) {
      // int32 -> float rounds; the narrower integers are exact in float and
      // round once on the way to half.
      const auto v = kSrc == DType::kI32 ? IntToFloatRounded(df, x, round) : hn::ConvertTo(df, x);
      StoreFloatLanes<kDst, kNearest>(df, v, out, c);
    } else {
      StoreIntLanes<kDst>(di, IntToRange(di, x, kSrc == DType::kU32, range, c.mode.cast_int_saturating), out);
    }
  }
}

// half -> an integer of at most 16 bits, saturating (the default CTRL): a
// half is at most 65504 in magnitude, so clamping in float to the range
// (inf included; NaN -> 0) leaves a value below 2^22, which adding
// 1.5 * 2^23 rounds to an integer (nearest even, the kernels' environment)
// held in the sum's low bits. Half the operations of the general path,
// which must handle every float up to 2^31 and beyond.
template <DType kDst, bool kNearest, class DF>
HWY_INLINE void HalfToNarrowIntVector(DF df, const uint8_t* in, uint8_t* out, RoundMode round, const IntRange& range) {
  const hn::RebindToSigned<DF> di;
  auto v = LoadFloatLanes<DType::kF16>(df, in);
  if constexpr (!kNearest) v = RoundIntegral(df, v, round);
  const auto clamped = hn::Min(hn::Max(v, hn::Set(df, static_cast<float>(range.lo))), hn::Set(df, static_cast<float>(range.hi)));
  const auto magic = hn::Set(df, 12582912.0f);
  const auto sum = hn::Add(hn::IfThenZeroElse(hn::IsNaN(v), clamped), magic);
  StoreIntLanes<kDst>(di, hn::Sub(hn::BitCast(di, sum), hn::BitCast(di, magic)), out);
}

// One vector at in / out, or a partial last one of m < N elements through
// zero-padded copies.
template <DType kDst, DType kSrc, class DF, class Convert>
HWY_INLINE void ConvertEach(DF df, uint8_t* dst, const uint8_t* src, size_t n, const Convert& convert) {
  constexpr size_t kD = SizeOf(kDst), kS = SizeOf(kSrc);
  const size_t N = hn::Lanes(df);
  size_t i = 0;
  for (; i + N <= n; i += N) convert(src + i * kS, dst + i * kD);
  if (i < n) {
    alignas(HWY_MAX_BYTES) uint8_t in[HWY_MAX_BYTES] = {}, out[HWY_MAX_BYTES];
    std::memcpy(in, src + i * kS, (n - i) * kS);
    convert(in, out);
    std::memcpy(dst + i * kD, out, (n - i) * kD);
  }
}

// n elements, contiguous. The parameters are copied: stores through the
// byte pointer may alias them, which would reload them every vector.
template <DType kDst, DType kSrc, bool kNearest>
HWY_NOINLINE void ConvertRun(uint8_t* dst, const uint8_t* src, size_t n, const CastParams& params,
                             const IntRange& int_range) {
  const hn::ScalableTag<float> df;
  const CastParams c = params;
  const IntRange range = int_range;
  if constexpr (kSrc == DType::kF16 && !IsFloat(kDst) && SizeOf(kDst) <= 2) {
    if (c.mode.cast_int_saturating) {
      const RoundMode round = c.round;
      // AVX3_SPR: half -> 8-bit integers with the instruction's rounding
      // modes (CAST_ROUND, ties away from zero, has none).
      if constexpr (SizeOf(kDst) == 1) {
        const int native_round = round == RoundMode::CAST_RINT    ? 0
                                 : round == RoundMode::CAST_FLOOR ? 1
                                 : round == RoundMode::CAST_CEIL  ? 2
                                 : round == RoundMode::CAST_TRUNC ? 3
                                                                  : -1;
        if (native_round >= 0 && UseNativeHalf()) {
          return kernels::half_native::HalfToInt8(reinterpret_cast<const uint16_t*>(src), dst, n, native_round,
                                                  static_cast<int>(range.lo), static_cast<int>(range.hi));
        }
      }
      return ConvertEach<kDst, kSrc>(df, dst, src, n, [&](const uint8_t* in, uint8_t* out) {
        HalfToNarrowIntVector<kDst, kNearest>(df, in, out, round, range);
      });
    }
  }
  ConvertEach<kDst, kSrc>(df, dst, src, n, [&](const uint8_t* in, uint8_t* out) {
    ConvertVector<kDst, kSrc, kNearest>(df, in, out, c, range);
  });
}

template <DType kDst, DType kSrc>
HWY_INLINE void Convert(uint8_t* dst, const uint8_t* src, size_t n, const CastParams& c, const IntRange& range) {
  if (c.round == RoundMode::CAST_RINT) ConvertRun<kDst, kSrc, true>(dst, src, n, c, range);
  else ConvertRun<kDst, kSrc, false>(dst, src, n, c, range);
}

// --- 64-bit operands, element by element ----------------------------------------

inline uint64_t RoundKeptScalar(uint64_t kept, bool half, bool sticky, bool negative, RoundMode round) {
  const bool inexact = half || sticky;
  switch (round) {
    case RoundMode::CAST_ROUND: return kept + (half ? 1 : 0);
    case RoundMode::CAST_FLOOR: return kept + (negative && inexact ? 1 : 0);
    case RoundMode::CAST_CEIL: return kept + (!negative && inexact ? 1 : 0);
    case RoundMode::CAST_TRUNC: return kept;
    case RoundMode::CAST_ODD: return inexact ? (kept | 1) : kept;
    default: return kept + (half && (sticky || (kept & 1)) ? 1 : 0);
  }
}

// int64 -> float bits in `round`.
inline uint32_t Int64ToFloatBits(int64_t x, RoundMode round) {
  const bool negative = x < 0;
  const uint64_t m = negative ? 0 - static_cast<uint64_t>(x) : static_cast<uint64_t>(x);
  const uint32_t sign = negative ? 0x80000000u : 0;
  if (m < (1ull << 24)) {
    const float f = static_cast<float>(m);
    uint32_t bits;
    std::memcpy(&bits, &f, 4);
    return bits | (m ? sign : 0);
  }
  const int e = 63 - __builtin_clzll(m);
  const int s = e - 23;
  const uint64_t kept = m >> s;
  const bool half = (m >> (s - 1)) & 1;
  const bool sticky = (m & ((1ull << (s - 1)) - 1)) != 0;
  const uint64_t r = RoundKeptScalar(kept, half, sticky, negative, round);
  return sign | static_cast<uint32_t>((static_cast<uint64_t>(e + 127) << 23) + (r - (1ull << 23)));
}

// A wide integer (in [-2^64, 2^64)) to the destination range: saturated or
// its low bits.
inline int64_t WideToRange(__int128 x, const IntRange& r, bool saturating) {
  if (saturating) return x < r.lo ? r.lo : x > r.hi ? r.hi : static_cast<int64_t>(x);
  const uint64_t low = static_cast<uint64_t>(x);
  if (r.bits >= 64) return static_cast<int64_t>(low);
  const uint64_t mask = (1ull << r.bits) - 1;
  const uint64_t v = low & mask;
  if (r.is_signed && (v >> (r.bits - 1))) return static_cast<int64_t>(v | ~mask);
  return static_cast<int64_t>(v);
}

// float -> integer of the range in `round`: NaN 0, inf saturates, else as
// WideToRange (the exact integer's low bits when it does not fit).
inline int64_t FloatToInt64(float f, RoundMode round, const IntRange& r, bool saturating) {
  if (std::isnan(f)) return 0;
  if (std::isinf(f)) return f > 0 ? r.hi : r.lo;
  double v = f;
  switch (round) {
    case RoundMode::CAST_FLOOR: v = std::floor(v); break;
    case RoundMode::CAST_CEIL: v = std::ceil(v); break;
    case RoundMode::CAST_TRUNC: v = std::trunc(v); break;
    case RoundMode::CAST_ROUND: v = std::round(v); break;
    default: v = std::nearbyint(v); break;  // the kernels run in round-to-nearest-even
  }
  if (std::fabs(v) < 9223372036854775808.0) return WideToRange(static_cast<int64_t>(v), r, saturating);
  if (saturating) return v > 0 ? r.hi : r.lo;
  // |v| >= 2^63: a multiple of 2^40; its low 64 bits.
  uint32_t bits;
  const float rf = static_cast<float>(v);
  std::memcpy(&bits, &rf, 4);
  const int shift = static_cast<int>((bits >> 23) & 0xFF) - 127 - 23;
  const uint64_t significand = (bits & 0x7FFFFFu) | 0x800000u;
  const uint64_t low = shift >= 64 ? 0 : significand << shift;
  return WideToRange(static_cast<__int128>(v < 0 ? 0 - low : low), r, false);
}

template <DType kT>
inline __int128 LoadWideInt(const uint8_t* p) {
  if constexpr (kT == DType::kI64) {
    int64_t v;
    std::memcpy(&v, p, 8);
    return v;
  } else {
    int32_t v;
    std::memcpy(&v, p, 4);
    return v;
  }
}
template <DType kT>
inline void StoreWideInt(uint8_t* p, int64_t v) {
  if constexpr (kT == DType::kI64) {
    std::memcpy(p, &v, 8);
  } else {
    const int32_t w = static_cast<int32_t>(v);
    std::memcpy(p, &w, 4);
  }
}

// int64 arithmetic of the composites (CTRL[53]: wrap or saturate).
inline int64_t Int64Arith(CastOp op, int64_t a, int64_t b, bool saturating) {
  int64_t r;
  bool overflow;
  if (op == CastOp::kMulCast) overflow = __builtin_mul_overflow(a, b, &r);
  else if (op == CastOp::kSubReluCast) overflow = __builtin_sub_overflow(a, b, &r);
  else overflow = __builtin_add_overflow(a, b, &r);
  if (overflow && saturating) {
    const bool positive = op == CastOp::kMulCast ? (a < 0) == (b < 0) : op == CastOp::kSubReluCast ? b < 0 : b > 0;
    r = positive ? std::numeric_limits<int64_t>::max() : std::numeric_limits<int64_t>::min();
  }
  if (op == CastOp::kAddReluCast || op == CastOp::kSubReluCast) r = r < 0 ? 0 : r;
  return r;
}

// Conversions with a 64-bit side: int32 -> int64, int64 -> int32,
// float -> int64, int64 -> float; and the int64 composites (a second source).
template <DType kDst, DType kSrc>
void Convert64(CastOp op, uint8_t* dst, const uint8_t* a, const uint8_t* b, size_t n, const CastParams& c) {
  constexpr size_t kD = SizeOf(kDst), kS = SizeOf(kSrc);
  const IntRange range = RangeOf(kDst, false);
  for (size_t i = 0; i < n; ++i) {
    uint8_t* out = dst + i * kD;
    if constexpr (kSrc == DType::kF32) {
      float f;
      std::memcpy(&f, a + i * kS, 4);
      StoreWideInt<kDst>(out, FloatToInt64(f, c.round, range, c.mode.cast_int_saturating));
    } else {
      __int128 x = LoadWideInt<kSrc>(a + i * kS);
      if (op != CastOp::kCast)
        x = Int64Arith(op, static_cast<int64_t>(x), static_cast<int64_t>(LoadWideInt<kSrc>(b + i * kS)),
                       c.mode.int_saturating);
      if constexpr (kDst == DType::kF32) {
        const uint32_t bits = Int64ToFloatBits(static_cast<int64_t>(x), c.round);
        std::memcpy(out, &bits, 4);
      } else {
        StoreWideInt<kDst>(out, WideToRange(x, range, c.mode.cast_int_saturating));
      }
    }
  }
}

// --- int4b_t: two elements per byte, low nibble first ---------------------------

// n pairs: 2n source elements into n bytes.
template <DType kSrc>
void ConvertToInt4(uint8_t* dst, const uint8_t* src, size_t n, const CastParams& c) {
  constexpr size_t kChunk = 256;
  alignas(64) int8_t values[kChunk];
  const IntRange range = RangeOf(DType::kI8, true);
  for (size_t done = 0; done < 2 * n; done += kChunk) {
    const size_t count = 2 * n - done < kChunk ? 2 * n - done : kChunk;
    Convert<DType::kI8, kSrc>(reinterpret_cast<uint8_t*>(values), src + done * SizeOf(kSrc), count, c, range);
    for (size_t j = 0; j < count; j += 2)
      dst[(done + j) / 2] = static_cast<uint8_t>((values[j] & 0xF) | ((values[j + 1] & 0xF) << 4));
  }
}

// n bytes: 2n elements (sign-extended nibbles) into the destination.
template <DType kDst>
void ConvertFromInt4(uint8_t* dst, const uint8_t* src, size_t n, const CastParams& c) {
  constexpr size_t kChunk = 256;
  alignas(64) int8_t values[kChunk];
  const IntRange range = RangeOf(kDst, false);
  for (size_t done = 0; done < 2 * n; done += kChunk) {
    const size_t count = 2 * n - done < kChunk ? 2 * n - done : kChunk;
    for (size_t j = 0; j < count; j += 2) {
      const uint8_t byte = src[(done + j) / 2];
      values[j] = static_cast<int8_t>(static_cast<int8_t>(byte << 4) >> 4);
      values[j + 1] = static_cast<int8_t>(static_cast<int8_t>(byte) >> 4);
    }
    Convert<kDst, DType::kI8>(dst + done * SizeOf(kDst), reinterpret_cast<const uint8_t*>(values), count, c, range);
  }
}

// --- Composites ------------------------------------------------------------------

// Relu(a op b) (or a * b) converted: half -> int8 / uint8, int16 -> int8,
// float -> half; the arithmetic rounds to the source type first (SPEC 8.7).
template <DType kDst, DType kSrc, CastOp kOp, class DF>
HWY_INLINE void CompositeVector(DF df, const uint8_t* pa, const uint8_t* pb, uint8_t* out, const CastParams& c,
                                const IntRange& range) {
  const hn::RebindToSigned<DF> di;
  constexpr bool kRelu = kOp == CastOp::kAddReluCast || kOp == CastOp::kSubReluCast;
  const RoundMode round = kOp == CastOp::kMulsCast ? RoundMode::CAST_ROUND : RoundMode::CAST_RINT;
  if constexpr (IsFloat(kSrc)) {
    const auto a = LoadFloatLanes<kSrc>(df, pa);
    const auto b = LoadFloatLanes<kSrc>(df, pb);
    auto v = kOp == CastOp::kSubReluCast ? hn::Sub(a, b) : kOp == CastOp::kMulCast || kOp == CastOp::kMulsCast
                                                               ? hn::Mul(a, b)
                                                               : hn::Add(a, b);
    v = RoundThrough<kSrc>(df, v, c.mode);
    if (kRelu) v = ReluFloat(df, v);
    if constexpr (IsFloat(kDst)) {
      if (kOp == CastOp::kMulsCast) {
        CastParams rounded = c;
        rounded.round = round;
        StoreFloatLanes<kDst, false>(df, v, out, rounded);
      } else {
        StoreFloatLanes<kDst, true>(df, v, out, c);
      }
    } else {
      StoreIntLanes<kDst>(di, FloatToIntRange(df, v, round, range, c.mode.cast_int_saturating), out);
    }
  } else {
    // int16 in int32 lanes: the sum wraps to int16 or saturates (CTRL[53]).
    const auto a = LoadIntLanes<kSrc>(di, pa), b = LoadIntLanes<kSrc>(di, pb);
    auto x = kOp == CastOp::kSubReluCast ? hn::Sub(a, b) : hn::Add(a, b);
    x = c.mode.int_saturating ? ClampTo(di, x, RangeOf(kSrc, false)) : KeepLowBits(di, x, RangeOf(kSrc, false));
    if (kRelu) x = hn::Max(x, hn::Zero(di));
    StoreIntLanes<kDst>(di, IntToRange(di, x, false, range, c.mode.cast_int_saturating), out);
  }
}

// n elements; `b_scalar`: b is one element used at every position.
template <DType kDst, DType kSrc, CastOp kOp>
HWY_NOINLINE void CompositeRun(uint8_t* dst, const uint8_t* a, const uint8_t* b, bool b_scalar, size_t n,
                               const CastParams& c) {
  const hn::ScalableTag<float> df;
  constexpr size_t kD = SizeOf(kDst), kS = SizeOf(kSrc);
  const IntRange range = RangeOf(kDst, false);
  const size_t N = hn::Lanes(df);
  alignas(HWY_MAX_BYTES) uint8_t scalar_lanes[HWY_MAX_BYTES] = {};
  if (b_scalar) {
    for (size_t j = 0; j < N; ++j) std::memcpy(scalar_lanes + j * kS, b, kS);
    b = scalar_lanes;
  }
  const size_t b_step = b_scalar ? 0 : kS;
  size_t i = 0;
  for (; i + N <= n; i += N) CompositeVector<kDst, kSrc, kOp>(df, a + i * kS, b + i * b_step, dst + i * kD, c, range);
  if (i < n) {
    alignas(HWY_MAX_BYTES) uint8_t ta[HWY_MAX_BYTES] = {}, tb[HWY_MAX_BYTES] = {}, to[HWY_MAX_BYTES];
    std::memcpy(ta, a + i * kS, (n - i) * kS);
    std::memcpy(tb, b + i * b_step, (n - i) * kS);
    CompositeVector<kDst, kSrc, kOp>(df, ta, tb, to, c, range);
    std::memcpy(dst + i * kD, to, (n - i) * kD);
  }
}

// Dequantisation int32 -> half: the exact product x * scale (x int32, the
// scale a half: at most 42 significant bits, exact in double) rounded once
// to half, nearest even: rounding the product to float with round-to-odd
// first keeps the final rounding exact. `relu_sum`: AddDeqRelu's a + b
// (CTRL[53]) and Relu of the result.
inline void Dequantize(uint8_t* dst, const uint8_t* a, const uint8_t* b, size_t n, const CastParams& c,
                       bool relu_sum) {
  const hn::ScalableTag<float> df;
  const hn::Rebind<uint16_t, decltype(df)> d16;
  const size_t N = hn::Lanes(df);
  uint16_t scale_bits = c.deq_scale;
  const hn::RebindToUnsigned<decltype(df)> du;
  const float scale = hn::GetLane(HalfBitsToFloat(df, hn::Set(du, static_cast<uint32_t>(scale_bits))));
  alignas(HWY_MAX_BYTES) float odd[HWY_MAX_BYTES / 4];
  alignas(HWY_MAX_BYTES) uint16_t out[HWY_MAX_BYTES / 4];
  for (size_t i = 0; i < n; i += N) {
    const size_t count = n - i < N ? n - i : N;
    for (size_t j = 0; j < count; ++j) {
      int32_t x;
      std::memcpy(&x, a + 4 * (i + j), 4);
      if (relu_sum) {
        int32_t y, s;
        std::memcpy(&y, b + 4 * (i + j), 4);
        if (__builtin_add_overflow(x, y, &s) && c.mode.int_saturating)
          s = y > 0 ? std::numeric_limits<int32_t>::max() : std::numeric_limits<int32_t>::min();
        x = s;
      }
      const double p = static_cast<double>(x) * static_cast<double>(scale);
      float f = static_cast<float>(p);
      if (std::isfinite(p) && static_cast<double>(f) != p) {
        uint32_t bits;
        std::memcpy(&bits, &f, 4);
        if (std::fabs(static_cast<double>(f)) > std::fabs(p)) --bits;  // toward zero, then odd
        bits |= 1u;
        std::memcpy(&f, &bits, 4);
      }
      odd[j] = f;
    }
    for (size_t j = count; j < N; ++j) odd[j] = 0.0f;
    auto v = hn::Load(df, odd);
    auto h = FloatToHalfBits(df, v, c.mode.cast_float_saturating);
    if (relu_sum) {
      // Relu of the half result: negative (and -0) to +0, NaN kept.
      const auto negative = hn::And(hn::Ne(hn::And(h, hn::Set(du, 0x8000u)), hn::Zero(du)),
                                    hn::Not(GreaterU31(hn::And(h, hn::Set(du, 0x7FFFu)), hn::Set(du, 0x7C00u))));
      h = hn::IfThenZeroElse(negative, h);
    }
    hn::Store(hn::DemoteTo(d16, hn::BitCast(hn::RebindToSigned<decltype(df)>(), h)), d16, out);
    std::memcpy(dst + 2 * i, out, 2 * count);
  }
}

// Truncate: a floating type rounded to integral values, same type.
template <DType kType, class DF>
HWY_INLINE void TruncateVector(DF df, const uint8_t* in, uint8_t* out, const CastParams& c) {
  Codec<kType>::Store(df, RoundIntegral(df, LoadFloatLanes<kType>(df, in), c.round), out, c.mode);
}
template <DType kType>
HWY_NOINLINE void TruncateRun(uint8_t* dst, const uint8_t* src, size_t n, const CastParams& c) {
  const hn::ScalableTag<float> df;
  constexpr size_t kS = SizeOf(kType);
  const size_t N = hn::Lanes(df);
  size_t i = 0;
  for (; i + N <= n; i += N) TruncateVector<kType>(df, src + i * kS, dst + i * kS, c);
  if (i < n) {
    alignas(HWY_MAX_BYTES) uint8_t in[HWY_MAX_BYTES] = {}, out[HWY_MAX_BYTES];
    std::memcpy(in, src + i * kS, (n - i) * kS);
    TruncateVector<kType>(df, in, out, c);
    std::memcpy(dst + i * kS, out, (n - i) * kS);
  }
}

}  // namespace cast_detail

// The executor's Kernel of a conversion. kInt4: 0 none, 1 the destination
// is int4b_t, 2 the source is (positions are pairs; kernels/vector.h).
template <CastOp kOp, DType kDst, DType kSrc, int kInt4 = 0>
struct CastKernel {
  static constexpr int kSources =
      kOp == CastOp::kCast || kOp == CastOp::kTruncate || kOp == CastOp::kMulsCast || kOp == CastOp::kCastDequant ? 1
                                                                                                                   : 2;
  static constexpr uint32_t kDstBytes = kInt4 == 1 ? 1 : kInt4 == 2 ? 2 * SizeOf(kDst) : SizeOf(kDst);
  static constexpr uint32_t kSrcBytes = kInt4 == 2 ? 1 : kInt4 == 1 ? 2 * SizeOf(kSrc) : SizeOf(kSrc);
  cast_detail::CastParams params;
  void operator()(uint8_t* dst, const uint8_t* const* src, size_t n) const {
    namespace cd = cast_detail;
    if constexpr (kInt4 == 1) {
      cd::ConvertToInt4<kSrc>(dst, src[0], n, params);
    } else if constexpr (kInt4 == 2) {
      cd::ConvertFromInt4<kDst>(dst, src[0], n, params);
    } else if constexpr (kOp == CastOp::kTruncate) {
      cd::TruncateRun<kDst>(dst, src[0], n, params);
    } else if constexpr (kOp == CastOp::kAddDeqRelu || kOp == CastOp::kCastDequant ||
                         (kOp == CastOp::kCast && kSrc == DType::kI32 && kDst == DType::kF16)) {
      cd::Dequantize(dst, src[0], kSources == 2 ? src[1] : nullptr, n, params, kOp == CastOp::kAddDeqRelu);
    } else if constexpr (SizeOf(kDst) == 8 || SizeOf(kSrc) == 8) {
      cd::Convert64<kDst, kSrc>(kOp, dst, src[0], kSources == 2 ? src[1] : nullptr, n, params);
    } else if constexpr (kOp == CastOp::kCast) {
      cd::Convert<kDst, kSrc>(dst, src[0], n, params, cd::RangeOf(kDst, false));
    } else if constexpr (kOp == CastOp::kMulsCast) {
      alignas(8) uint8_t scalar[8];
      std::memcpy(scalar, &params.scalar_bits, 8);
      cd::CompositeRun<kDst, kSrc, kOp>(dst, src[0], scalar, true, n, params);
    } else {
      cd::CompositeRun<kDst, kSrc, kOp>(dst, src[0], src[1], false, n, params);
    }
  }
};

}  // namespace HWY_NAMESPACE
}  // namespace ascendc_host
HWY_AFTER_NAMESPACE();

#endif  // include guard
