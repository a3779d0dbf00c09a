// Reg矢量计算/类型转换 and 复合计算/MulsCast (SPEC 14.10): Cast with every
// type pair of the page the library has types for, its RoundMode, SatMode
// and RegLayout; Truncate; MulsCast. Inline register code (reg/lanes.h).
//
// A conversion runs on a grid of lanes of the wider type's width W: lane k
// covers register bytes [k*W, (k+1)*W) of both registers. A narrower source
// element is the RegLayout-th field of its lane (and its predicate bit is that
// element's); a narrower result goes to the RegLayout-th field of its lane,
// the other fields 0 (the RegLayout page's pseudo-code). The values are
// computed in 32-bit lanes (64-bit for the b64 pairs) with integer bit
// arithmetic, so every round mode is exact and no result depends on the
// FPU's rounding state.
#ifndef ASCENDC_HOST_ASCENDC_REG_CONVERT_H_
#define ASCENDC_HOST_ASCENDC_REG_CONVERT_H_

#include <cstdint>
#include <type_traits>

#include "ascendc_host/ascendc/reg/compute_common.h"
#include "ascendc_host/ascendc/reg/one_source.h"
#include "ascendc_host/ascendc/round_mode.h"

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"

namespace AscendC {
namespace Reg {

// 辅助数据类型/SatMode. (RoundMode is AscendC::RoundMode, the enum of the
// scalar and vector conversions: the Reg page lists the same values.)
enum class SatMode { UNKNOWN = -1, NO_SAT, SAT };

struct CastTrait {
  RegLayout layoutMode = RegLayout::UNKNOWN;
  SatMode satMode = SatMode::UNKNOWN;
  MaskMergeMode mrgMode = MaskMergeMode::UNKNOWN;
  RoundMode roundMode = RoundMode::UNKNOWN;
};
inline constexpr CastTrait castTrait = {};

namespace compute {
namespace cvt {

enum class Kind : uint8_t { kNone, kIntToInt, kFloatToInt, kFloatToFloat, kIntToFloat };

// One row of the Cast page's tables 6-9 (the pairs of existing types).
struct PairInfo {
  Kind kind = Kind::kNone;
  uint8_t layouts = 0;      // bit i: RegLayout i allowed (0: same width, no layout)
  bool sat_choice = false;  // NO_SAT / SAT selectable (else SatMode::UNKNOWN only)
  uint8_t rounds = 0;       // bit m: RoundMode m allowed (0: exact conversion)
};

inline constexpr uint8_t kTwoLayouts = 0x3, kFourLayouts = 0xF;
inline constexpr uint8_t kFiveRounds = (1u << static_cast<int>(RoundMode::CAST_RINT)) |
                                       (1u << static_cast<int>(RoundMode::CAST_ROUND)) |
                                       (1u << static_cast<int>(RoundMode::CAST_FLOOR)) |
                                       (1u << static_cast<int>(RoundMode::CAST_CEIL)) |
                                       (1u << static_cast<int>(RoundMode::CAST_TRUNC));
inline constexpr uint8_t kSixRounds = kFiveRounds | (1u << static_cast<int>(RoundMode::CAST_ODD));

template <typename D, typename S>
constexpr PairInfo Pair() {
  using std::is_same_v;
  constexpr Kind FI = Kind::kFloatToInt, FF = Kind::kFloatToFloat, IF = Kind::kIntToFloat, II = Kind::kIntToInt;
  // 浮点转整数
  if constexpr (is_same_v<S, half> && (is_same_v<D, int8_t> || is_same_v<D, uint8_t>)) return {FI, kTwoLayouts, true, kFiveRounds};
  else if constexpr (is_same_v<S, half> && is_same_v<D, int16_t>) return {FI, 0, true, kFiveRounds};
  else if constexpr (is_same_v<S, half> && is_same_v<D, int32_t>) return {FI, kTwoLayouts, false, kFiveRounds};
  else if constexpr (is_same_v<S, bfloat16_t> && is_same_v<D, int32_t>) return {FI, kTwoLayouts, true, kFiveRounds};
  else if constexpr (is_same_v<S, float> && is_same_v<D, int16_t>) return {FI, kTwoLayouts, true, kFiveRounds};
  else if constexpr (is_same_v<S, float> && is_same_v<D, int32_t>) return {FI, 0, true, kFiveRounds};
  else if constexpr (is_same_v<S, float> && is_same_v<D, int64_t>) return {FI, kTwoLayouts, true, kFiveRounds};
  // 浮点转浮点
  else if constexpr (is_same_v<S, half> && is_same_v<D, bfloat16_t>) return {FF, 0, false, kFiveRounds};
  else if constexpr (is_same_v<S, bfloat16_t> && is_same_v<D, half>) return {FF, 0, true, kFiveRounds};
  else if constexpr ((is_same_v<S, bfloat16_t> || is_same_v<S, half>) && is_same_v<D, float>) return {FF, kTwoLayouts, false, 0};
  else if constexpr (is_same_v<S, float> && is_same_v<D, half>) return {FF, kTwoLayouts, true, kSixRounds};
  else if constexpr (is_same_v<S, float> && is_same_v<D, bfloat16_t>) return {FF, kTwoLayouts, true, kFiveRounds};
  // 整数转浮点
  else if constexpr ((is_same_v<S, int8_t> || is_same_v<S, uint8_t>) && is_same_v<D, half>) return {IF, kTwoLayouts, false, 0};
  else if constexpr (is_same_v<S, int16_t> && is_same_v<D, half>) return {IF, 0, false, kFiveRounds};
  else if constexpr (is_same_v<S, int16_t> && is_same_v<D, float>) return {IF, kTwoLayouts, false, 0};
  else if constexpr (is_same_v<S, int32_t> && is_same_v<D, float>) return {IF, 0, false, kFiveRounds};
  else if constexpr (is_same_v<S, int64_t> && is_same_v<D, float>) return {IF, kTwoLayouts, false, kFiveRounds};
  // 整数转整数
  else if constexpr (is_same_v<S, int8_t> && is_same_v<D, int16_t>) return {II, kTwoLayouts, false, 0};
  else if constexpr (is_same_v<S, int8_t> && is_same_v<D, int32_t>) return {II, kFourLayouts, false, 0};
  else if constexpr (is_same_v<S, uint8_t> && is_same_v<D, uint16_t>) return {II, kTwoLayouts, false, 0};
  else if constexpr (is_same_v<S, uint8_t> && is_same_v<D, uint32_t>) return {II, kFourLayouts, false, 0};
  else if constexpr (is_same_v<S, int16_t> && is_same_v<D, uint8_t>) return {II, kTwoLayouts, true, 0};
  else if constexpr (is_same_v<S, int16_t> && (is_same_v<D, int32_t> || is_same_v<D, uint32_t>)) return {II, kTwoLayouts, false, 0};
  else if constexpr (is_same_v<S, uint16_t> && is_same_v<D, uint8_t>) return {II, kTwoLayouts, true, 0};
  else if constexpr (is_same_v<S, uint16_t> && is_same_v<D, uint32_t>) return {II, kTwoLayouts, false, 0};
  else if constexpr (is_same_v<S, int32_t> && is_same_v<D, uint8_t>) return {II, kFourLayouts, true, 0};
  else if constexpr (is_same_v<S, int32_t> && (is_same_v<D, int16_t> || is_same_v<D, uint16_t>)) return {II, kTwoLayouts, true, 0};
  else if constexpr (is_same_v<S, int32_t> && is_same_v<D, int64_t>) return {II, kTwoLayouts, false, 0};
  else if constexpr (is_same_v<S, uint32_t> && is_same_v<D, uint8_t>) return {II, kFourLayouts, true, 0};
  else if constexpr (is_same_v<S, uint32_t> && (is_same_v<D, int16_t> || is_same_v<D, uint16_t>)) return {II, kTwoLayouts, true, 0};
  else if constexpr (is_same_v<S, int64_t> && is_same_v<D, int32_t>) return {II, kTwoLayouts, true, 0};
  else return {};
}

// Whether a result saturates (Cast page, tables 4 and 5): with CTRL[60] set
// (the reset value) CTRL[48] (floating results) or CTRL[59] (integer results)
// decides for every instruction; with CTRL[60] clear the trait's SatMode does
// (SatMode::UNKNOWN: the CTRL bit, decision). float results never saturate.
template <typename D>
ASCENDC_HOST_HOT_INLINE bool Saturates(SatMode mode) {
  if constexpr (std::is_same_v<D, float>) {
    return false;
  } else {
    const auto& core = ascendc_host::runtime::CurrentCore();
    namespace ctrl = ascendc_host::runtime::ctrl;
    const bool float_result = kIsFloat16<D>;
    const bool by_ctrl = !core.CtrlBit(float_result ? ctrl::kFloatNonSaturating : ctrl::kCastIntegerTruncating);
    if (core.CtrlBit(ctrl::kGlobalSaturationMode) || mode == SatMode::UNKNOWN) return by_ctrl;
    return mode == SatMode::SAT;
  }
}

// --- Lane arithmetic ------------------------------------------------------------

// u rounded to the bits above its lowest k (per lane, k < lane width) by
// `mode`; `negative` (all ones / zeros) is the sign of the value whose
// magnitude u is.
template <RoundMode mode, typename V, typename P>
ASCENDC_HOST_HOT_INLINE V RoundBits(const V& u, const V& k, const P& negative) {
  const V one = rl::Splat<V>(1);
  const V q = u >> k;
  const V rem = u & ((one << k) - one);
  const V half = (one << k) >> 1;
  const V inexact = rl::BitCast<V>(rem != 0);
  if constexpr (mode == RoundMode::CAST_ODD) {
    return q | (inexact & one);
  } else {
    V up;
    if constexpr (mode == RoundMode::CAST_ROUND) {
      up = rl::BitCast<V>((rem >= half) & (half != 0));
    } else if constexpr (mode == RoundMode::CAST_FLOOR) {
      up = inexact & rl::BitCast<V>(negative);
    } else if constexpr (mode == RoundMode::CAST_CEIL) {
      up = inexact & ~rl::BitCast<V>(negative);
    } else if constexpr (mode == RoundMode::CAST_TRUNC) {
      up = V{};
    } else {  // CAST_RINT (CAST_NONE)
      up = rl::BitCast<V>((rem > half) | ((rem == half) & (half != 0) & ((q & one) != 0)));
    }
    return q + (up & one);
  }
}

// Whether a rounding of a magnitude beyond the format goes to infinity (up)
// or stops at the largest finite value.
template <RoundMode mode, typename P>
ASCENDC_HOST_HOT_INLINE P OverflowsToInfinity(const P& negative) {
  if constexpr (mode == RoundMode::CAST_TRUNC || mode == RoundMode::CAST_ODD) return P{};
  else if constexpr (mode == RoundMode::CAST_FLOOR) return negative;
  else if constexpr (mode == RoundMode::CAST_CEIL) return ~negative;
  else return P{} - 1;
}

using VU = rl::Vec<uint32_t>;
using VI = rl::Vec<int32_t>;
using VF = rl::Vec<float>;

// x rounded to an integral value by `mode` (IEEE roundToIntegral: the sign
// is kept, -0.3 gives -0); NaN and inf pass. Any float vector width.
template <RoundMode mode, typename F>
ASCENDC_HOST_HOT_INLINE F RoundIntegral(const F& x) {
  using U = rl::Vec<uint32_t, sizeof(F)>;
  using I = rl::Vec<int32_t, sizeof(F)>;
  const U bits = rl::BitCast<U>(x);
  const U sign = bits & 0x80000000u;
  const U small = rl::BitCast<U>(rl::BitCast<I>(bits & 0x7FFFFFFFu) < 0x4B000000);  // |x| < 2^23
  const F xs = rl::BitCast<F>(small & bits);  // 0 where not small: the conversion stays in range
  const I ti = __builtin_convertvector(xs, I);  // toward zero
  const F t = __builtin_convertvector(ti, F);
  const F frac = xs - t;  // exact
  const F a = rl::BitCast<F>(rl::BitCast<U>(frac) & 0x7FFFFFFFu);
  const F step = rl::BitCast<F>(sign | 0x3F800000u);  // +-1 with x's sign
  F r = t;
  if constexpr (mode == RoundMode::CAST_FLOOR) {
    r = frac < 0.0f ? t - 1.0f : t;
  } else if constexpr (mode == RoundMode::CAST_CEIL) {
    r = frac > 0.0f ? t + 1.0f : t;
  } else if constexpr (mode == RoundMode::CAST_ROUND) {
    r = a >= 0.5f ? t + step : t;
  } else if constexpr (mode != RoundMode::CAST_TRUNC) {  // CAST_RINT / CAST_NONE
    r = (a > 0.5f) | ((a == 0.5f) & ((ti & 1) != 0)) ? t + step : t;
  }
  const U signed_r = (rl::BitCast<U>(r) & 0x7FFFFFFFu) | sign;
  return rl::BitCast<F>((small & signed_r) | (~small & bits));
}

// The integer bits of an integral float r for a destination of `kBits` bits
// (<= 32), in the low bits of each lane: NaN 0; saturating: clamped; not
// saturating: +-inf to the limits, else the exact integer's low bits.
template <int kBits, bool kSigned>
ASCENDC_HOST_HOT_INLINE VU IntegralToInt(const VF& r, bool saturate) {
  constexpr double kMax = kSigned ? (1ull << (kBits - 1)) - 1.0 : (kBits == 32 ? 4294967295.0 : (1ull << kBits) - 1.0);
  constexpr double kMin = kSigned ? -static_cast<double>(1ull << (kBits - 1)) : 0.0;
  constexpr uint32_t kMaxBits = kSigned ? (1u << (kBits - 1)) - 1u : static_cast<uint32_t>((1ull << kBits) - 1);
  constexpr uint32_t kMinBits = kSigned ? static_cast<uint32_t>(-(int64_t{1} << (kBits - 1))) : 0u;
  const VU bits = rl::BitCast<VU>(r);
  const VI nan = rl::BitCast<VI>(bits & 0x7FFFFFFFu) > 0x7F800000;
  const VI inf = rl::BitCast<VI>(bits & 0x7FFFFFFFu) == 0x7F800000;
  // kBits = 32 (int32 only): the bound 2^31 is exclusive; narrower bounds
  // are exact floats.
  static_assert(kBits < 32 || kSigned, "32-bit float conversions are to int32");
  const VI above = kBits == 32 ? r >= 2147483648.0f : r > static_cast<float>(kMax);
  const VI below = r < static_cast<float>(kMin);
  // Values in [-2^31, 2^31) convert exactly.
  const VI in_int32 = (r < 2147483648.0f) & (r >= -2147483648.0f);
  const VU exact = rl::BitCast<VU>(__builtin_convertvector(rl::BitCast<VF>(rl::BitCast<VU>(in_int32) & bits), VI));
  VU out;
  if (saturate) {
    out = above ? rl::Splat<VU>(kMaxBits) : exact;
    out = below ? rl::Splat<VU>(kMinBits) : out;
  } else {
    // The exact integer's low 32 bits: below 2^31 the conversion, beyond
    // it the significand shifted by the exponent (multiples of 2^8 or more).
    const VU exponent = (bits >> 23) & 0xFFu;
    const VU significand = (bits & 0x7FFFFFu) | 0x800000u;
    const VU shift = exponent - 150u;  // >= 8 where |r| >= 2^31
    const VU big_low = rl::BitCast<VU>(shift < 32u) & (significand << (shift & 31u));
    const VU big = rl::BitCast<VU>((bits & 0x80000000u) != 0) ? VU{} - big_low : big_low;
    out = in_int32 ? exact : big;
    const VI neg = rl::BitCast<VI>(bits) < 0;
    out = inf ? (neg ? rl::Splat<VU>(kMinBits) : rl::Splat<VU>(kMaxBits)) : out;
  }
  out = nan ? VU{} : out;
  if constexpr (kBits < 32) out &= (1u << kBits) - 1u;
  return out;
}

// A float (magnitude bits < 2^31) rounded to half by `mode`: the half bits,
// without saturation and sign, NaN left to the caller.
template <RoundMode mode>
ASCENDC_HOST_HOT_INLINE VU FloatMagnitudeToHalf(const VU& a, const VI& negative) {
  const VU normal = RoundBits<mode>(a - (112u << 23), rl::Splat<VU>(13), negative);
  const VU exponent = a >> 23;
  const VU significand = (a & 0x7FFFFFu) | (rl::BitCast<VU>(exponent != 0) & 0x800000u);
  const VU e = exponent == 0 ? rl::Splat<VU>(1) : exponent;
  VU k = 126u - (e > 126u ? rl::Splat<VU>(126) : e);
  k = k > 25u ? rl::Splat<VU>(25) : k;
  const VU subnormal = RoundBits<mode>(significand, k, negative);
  VU out = rl::BitCast<VI>(a) < 0x38800000 ? subnormal : normal;
  // Beyond the range (65536 and above), and infinity itself.
  const VU beyond = OverflowsToInfinity<mode>(negative) ? rl::Splat<VU>(0x7C00u) : rl::Splat<VU>(0x7BFFu);
  out = rl::BitCast<VI>(a) >= 0x47800000 ? beyond : out;
  out = a == 0x7F800000u ? rl::Splat<VU>(0x7C00u) : out;
  return out;
}
template <RoundMode mode>
ASCENDC_HOST_HOT_INLINE VU FloatMagnitudeToBf16(const VU& a, const VI& negative) {
  // The same exponent range: a plain rounding of the low 16 bits (normal
  // and subnormal alike; a carry into 0x7F80 is the overflow to infinity).
  VU out = RoundBits<mode>(a, rl::Splat<VU>(16), negative);
  out = a == 0x7F800000u ? rl::Splat<VU>(0x7F80u) : out;
  return out;
}

// float -> half / bfloat16 bits in the low 16 bits, by mode and saturation.
template <typename D, RoundMode mode>
ASCENDC_HOST_HOT_INLINE VU FloatToNarrow(const VF& f, bool saturate) {
  constexpr uint32_t kInf = std::is_same_v<D, half> ? 0x7C00u : 0x7F80u;
  constexpr uint32_t kMax = kInf - 1u;
  constexpr uint32_t kNaN = std::is_same_v<D, half> ? 0x7E00u : 0x7FC0u;
  const VU u = rl::BitCast<VU>(f);
  const VU a = u & 0x7FFFFFFFu;
  const VI negative = rl::BitCast<VI>(u) < 0;
  VU out;
  if constexpr (std::is_same_v<D, half>) out = FloatMagnitudeToHalf<mode>(a, negative);
  else out = FloatMagnitudeToBf16<mode>(a, negative);
  const VI nan = rl::BitCast<VI>(a) > 0x7F800000;
  if (saturate) {
    out = out == kInf ? rl::Splat<VU>(kMax) : out;
    out = nan ? VU{} : out | ((u >> 16) & 0x8000u);
  } else {
    out = nan ? rl::Splat<VU>(kNaN) : out | ((u >> 16) & 0x8000u);
  }
  return out;
}

// The highest set bit of each lane as a power of two (0 for 0).
template <typename V>
ASCENDC_HOST_HOT_INLINE V TopBit(V h) {
  constexpr int kBits = 8 * sizeof(h[0]);
  h |= h >> 1;
  h |= h >> 2;
  h |= h >> 4;
  h |= h >> 8;
  h |= h >> 16;
  if constexpr (kBits == 64) h |= h >> 32;
  return h ^ (h >> 1);
}

// Signed 32-bit integers to float by `mode`.
template <RoundMode mode>
ASCENDC_HOST_HOT_INLINE VF Int32ToFloat(const VI& v) {
  const VI negative = v < 0;
  const VU bits = rl::BitCast<VU>(v);
  const VU u = negative ? VU{} - bits : bits;  // INT_MIN: 2^31
  const VU top = TopBit(u);
  // The exponent of an exact power of two, from its float image.
  const VU e = (rl::BitCast<VU>(__builtin_convertvector(top, VF)) >> 23) - 127u;
  const VU k = rl::BitCast<VU>(top >= (1u << 24)) & (e - 23u);  // bits below the 24 kept
  const VU r = RoundBits<mode>(u, k, negative);
  const VF scale = rl::BitCast<VF>((k + 127u) << 23);  // 2^k
  const VF f = __builtin_convertvector(r, VF) * scale;  // exact: r < 2^25, a power-of-two scale
  return rl::BitCast<VF>(rl::BitCast<VU>(f) | (rl::BitCast<VU>(negative) & 0x80000000u));
}

// --- The lane grid -----------------------------------------------------------------

template <uint32_t S>
using Word = rl::UintOf<S>;

// A source field (its bits, zero- or sign-extended to the lane) and the
// converted result (bits in the lane's low end), 32-bit lanes.
template <typename D, typename S, RoundMode mode, typename V>
ASCENDC_HOST_HOT_INLINE V ConvertLanes(const V& src, bool saturate) {
  constexpr Kind kKind = Pair<D, S>().kind;
  if constexpr (kKind == Kind::kIntToInt) {
    // 32-bit lanes: sources and results up to 32 bits.
    using Src = std::conditional_t<std::is_signed_v<S>, int32_t, uint32_t>;
    const rl::Vec<Src> x = rl::BitCast<rl::Vec<Src>>(src);
    if constexpr (sizeof(D) > sizeof(S)) {
      // Widening: exact; int16 -> uint32 always saturates (negatives to 0).
      if constexpr (std::is_signed_v<S> && !std::is_signed_v<D>) return rl::BitCast<V>(x < 0 ? rl::Vec<Src>{} : x);
      return rl::BitCast<V>(x);
    } else {
      constexpr uint32_t kMask = static_cast<uint32_t>((1ull << (8 * sizeof(D))) - 1);
      const V low = rl::BitCast<V>(x) & kMask;
      if (!saturate) return low;
      constexpr int64_t kMax = std::is_signed_v<D> ? (int64_t{1} << (8 * sizeof(D) - 1)) - 1 : (int64_t{1} << (8 * sizeof(D))) - 1;
      constexpr int64_t kMin = std::is_signed_v<D> ? -(int64_t{1} << (8 * sizeof(D) - 1)) : 0;
      rl::Vec<Src> c = x;
      if constexpr (std::is_signed_v<S>) {
        c = c > static_cast<Src>(kMax) ? rl::Splat<rl::Vec<Src>>(static_cast<Src>(kMax)) : c;
        c = c < static_cast<Src>(kMin) ? rl::Splat<rl::Vec<Src>>(static_cast<Src>(kMin)) : c;
      } else {
        c = c > static_cast<Src>(kMax) ? rl::Splat<rl::Vec<Src>>(static_cast<Src>(kMax)) : c;
      }
      return rl::BitCast<V>(c) & kMask;
    }
  } else if constexpr (kKind == Kind::kFloatToInt) {
    VF f;
    if constexpr (std::is_same_v<S, half>) f = rl::HalfToFloat(__builtin_convertvector(src, rl::Vec<uint16_t, rl::kChunkBytes / 2>));
    else if constexpr (std::is_same_v<S, bfloat16_t>) f = rl::BitCast<VF>(src << 16);
    else f = rl::BitCast<VF>(src);
    const VF r = RoundIntegral<mode>(f);
    return IntegralToInt<8 * sizeof(D), std::is_signed_v<D>>(r, saturate);
  } else if constexpr (kKind == Kind::kFloatToFloat) {
    VF f;
    if constexpr (std::is_same_v<S, half>) f = rl::HalfToFloat(__builtin_convertvector(src, rl::Vec<uint16_t, rl::kChunkBytes / 2>));
    else if constexpr (std::is_same_v<S, bfloat16_t>) f = rl::BitCast<VF>(src << 16);
    else f = rl::BitCast<VF>(src);
    if constexpr (std::is_same_v<D, float>) return rl::BitCast<V>(rl::CanonicalNaN(f));  // exact widening
    else return FloatToNarrow<D, mode>(f, saturate);
  } else {  // kIntToFloat
    using Src = std::conditional_t<std::is_signed_v<S>, int32_t, uint32_t>;
    const rl::Vec<Src> x = rl::BitCast<rl::Vec<Src>>(src);
    VF f;
    if constexpr (sizeof(S) < 4) f = __builtin_convertvector(x, VF);  // exact (< 2^16)
    else f = Int32ToFloat<mode>(rl::BitCast<VI>(x));
    if constexpr (std::is_same_v<D, float>) return rl::BitCast<V>(f);
    else return FloatToNarrow<D, mode>(f, saturate);  // int16 -> half: one rounding
  }
}

// The b64 pairs in 64-bit lanes.
using VU64 = rl::Vec<uint64_t>;
using VI64 = rl::Vec<int64_t>;
using VF2 = rl::Vec<float, rl::kChunkBytes / 2>;  // one float per 64-bit lane

template <typename D, typename S, RoundMode mode>
ASCENDC_HOST_HOT_INLINE VU64 ConvertLanes64(const VU64& src, bool saturate) {
  if constexpr (std::is_same_v<S, int32_t> && std::is_same_v<D, int64_t>) {
    return rl::BitCast<VU64>(__builtin_convertvector(__builtin_convertvector(src, rl::Vec<int32_t, rl::kChunkBytes / 2>), VI64));
  } else if constexpr (std::is_same_v<S, int64_t> && std::is_same_v<D, int32_t>) {
    const VI64 x = rl::BitCast<VI64>(src);
    if (!saturate) return src & uint64_t{0xFFFFFFFF};
    VI64 c = x > INT32_MAX ? rl::Splat<VI64>(INT32_MAX) : x;
    c = c < INT32_MIN ? rl::Splat<VI64>(INT32_MIN) : c;
    return rl::BitCast<VU64>(c) & uint64_t{0xFFFFFFFF};
  } else if constexpr (std::is_same_v<S, float> && std::is_same_v<D, int64_t>) {
    using U32 = rl::Vec<uint32_t, rl::kChunkBytes / 2>;
    const VF2 r = RoundIntegral<mode>(rl::BitCast<VF2>(__builtin_convertvector(src, U32)));
    const VU64 bits = __builtin_convertvector(rl::BitCast<U32>(r), VU64);
    const VI64 nan = rl::BitCast<VI64>(bits & uint64_t{0x7FFFFFFF}) > 0x7F800000;
    const VI64 inf = rl::BitCast<VI64>(bits & uint64_t{0x7FFFFFFF}) == 0x7F800000;
    const VI64 neg = (bits >> 31) != 0;
    const VU64 exponent = (bits >> 23) & 0xFFu;
    const VI64 large = exponent >= 190u;  // |r| >= 2^63 (and inf, NaN)
    // r is integral: below 2^63 its magnitude is the significand shifted by
    // the exponent, exactly; |r| < 1 is a zero.
    const VU64 significand = (bits & 0x7FFFFFu) | 0x800000u;
    const VU64 left = exponent - 150u, right = 150u - exponent;
    VU64 magnitude = exponent >= 150u ? significand << (left & 63u) : significand >> (right & 63u);
    magnitude = exponent < 127u ? VU64{} : magnitude;
    // Beyond 2^63: the low 64 bits of the exact integer.
    const VU64 beyond = rl::BitCast<VU64>(left < 64u) & (significand << (left & 63u));
    VU64 out = large ? beyond : magnitude;
    out = neg ? VU64{} - out : out;
    const VU64 limit = neg ? rl::Splat<VU64>(uint64_t{0x8000000000000000}) : rl::Splat<VU64>(uint64_t{0x7FFFFFFFFFFFFFFF});
    out = (saturate ? large : inf) ? limit : out;
    return nan ? VU64{} : out;
  } else {  // int64 -> float
    const VI64 negative = rl::BitCast<VI64>(src) < 0;
    const VU64 u = negative ? VU64{} - src : src;
    const VU64 top = TopBit(u);
    // The exponent of the power of two from its double image (exact).
    const VU64 e = (rl::BitCast<VU64>(__builtin_convertvector(top, rl::Vec<double>)) >> 52) - 1023u;
    const VU64 k = rl::BitCast<VU64>(top >= (uint64_t{1} << 24)) & (e - 23u);
    const VU64 r = RoundBits<mode>(u, k, negative);  // <= 2^24: exact as float, as is r * 2^k
    const rl::Vec<double> d = __builtin_convertvector(r, rl::Vec<double>) * rl::BitCast<rl::Vec<double>>((k + 1023u) << 52);
    const VU64 fbits = __builtin_convertvector(
        rl::BitCast<rl::Vec<uint32_t, rl::kChunkBytes / 2>>(__builtin_convertvector(d, VF2)), VU64);
    return fbits | (rl::BitCast<VU64>(negative) & uint64_t{0x80000000});
  }
}

// Runs one conversion over the grid: `convert` maps the source field (bits,
// extended to the compute lane) to the result's bits.
template <typename D, typename S, uint32_t kLayout, typename Convert>
ASCENDC_HOST_HOT_INLINE void Grid(uint8_t* dst, const uint8_t* src, const MaskReg& mask, Convert&& convert) {
  constexpr uint32_t W = sizeof(D) > sizeof(S) ? sizeof(D) : sizeof(S);
  constexpr uint32_t kSrcShift = sizeof(S) < W ? 8 * sizeof(S) * kLayout : 0;
  constexpr uint32_t kDstShift = sizeof(D) < W ? 8 * sizeof(D) * kLayout : 0;
  constexpr uint32_t kBitOffset = sizeof(S) < W ? sizeof(S) * kLayout : 0;
  if constexpr (W == 8) {
    constexpr uint32_t kGroup = rl::kChunkBytes;
    for (uint32_t g = 0; g < 256 / kGroup; ++g) {
      const VU64 word = rl::LoadBytes<VU64>(src, g * kGroup);
      VU64 field = word >> kSrcShift;
      if constexpr (sizeof(S) < 8) field &= (uint64_t{1} << (8 * sizeof(S))) - 1;
      VU64 out = convert(field);
      if constexpr (sizeof(D) < 8) out = (out & ((uint64_t{1} << (8 * sizeof(D))) - 1)) << kDstShift;
      const auto active = rl::Active<8, kGroup, kBitOffset>(mask, g * kGroup);
      rl::StoreBytes(dst, g * kGroup, rl::BitCast<VU64>(active) & out);
    }
  } else {
    // 32-bit compute lanes over groups of rl::kChunkBytes / 4 lanes.
    constexpr uint32_t kGroup = rl::kChunkBytes / 4 * W;
    using Words = rl::Vec<Word<W>, kGroup>;
    for (uint32_t g = 0; g < 256 / kGroup; ++g) {
      const VU word = __builtin_convertvector(rl::LoadBytes<Words>(src, g * kGroup), VU);
      VU field = word >> kSrcShift;
      if constexpr (sizeof(S) < 4) {
        if constexpr (std::is_signed_v<S> && !kIsFloat16<S>) {
          // Sign-extend the field.
          field = rl::BitCast<VU>(rl::BitCast<VI>(field << (32 - 8 * sizeof(S))) >> (32 - 8 * sizeof(S)));
        } else {
          field &= (1u << (8 * sizeof(S))) - 1u;
        }
      }
      VU out = convert(field);
      if constexpr (sizeof(D) < 4) out = (out & ((1u << (8 * sizeof(D))) - 1u)) << kDstShift;
      const auto narrow_active = rl::Active<W, kGroup, kBitOffset>(mask, g * kGroup);
      const VU active = rl::BitCast<VU>(__builtin_convertvector(narrow_active, VI));
      rl::StoreBytes(dst, g * kGroup, __builtin_convertvector(active & out, Words));
    }
  }
}

template <typename D, typename S, uint32_t kLayout, RoundMode mode>
ASCENDC_HOST_HOT_INLINE void Run(uint8_t* dst, const uint8_t* src, const MaskReg& mask, bool saturate) {
  constexpr uint32_t W = sizeof(D) > sizeof(S) ? sizeof(D) : sizeof(S);
  if constexpr (W == 8) {
    Grid<D, S, kLayout>(dst, src, mask, [&](const VU64& x) { return ConvertLanes64<D, S, mode>(x, saturate); });
  } else {
    Grid<D, S, kLayout>(dst, src, mask, [&](const VU& x) { return ConvertLanes<D, S, mode>(x, saturate); });
  }
}

// CAST_NONE rounds as CAST_RINT (RoundMode page: when the conversion loses
// precision); exact conversions ignore the mode.
constexpr RoundMode Effective(RoundMode m) {
  return m == RoundMode::CAST_NONE || m == RoundMode::UNKNOWN ? RoundMode::CAST_RINT : m;
}

}  // namespace cvt
}  // namespace compute

#define ASCENDC_HOST_CAST_PAGE "Cast (Reg矢量计算/类型转换/Cast)"

// dst = src converted as `trait` says; the predicate is read at the source
// element; inactive results and the other fields of a narrower result are 0.
template <typename T = DefaultType, typename U = DefaultType, const CastTrait& trait = castTrait, typename S,
          typename V>
__simd_callee__ inline void Cast(S& dstReg, V& srcReg, MaskReg& mask) {
  static_assert(kIsRegTensor<S> && kIsRegTensor<V>, "Cast converts RegTensors");
  using D = typename S::ActualT;
  using Src = typename V::ActualT;
  static_assert(std::is_same_v<T, DefaultType> || std::is_same_v<T, D>, "T must equal the destination's element type");
  static_assert(std::is_same_v<U, DefaultType> || std::is_same_v<U, Src>, "U must equal the source's element type");
  constexpr compute::cvt::PairInfo kPair = compute::cvt::Pair<D, Src>();
  static_assert(kPair.kind != compute::cvt::Kind::kNone,
                ASCENDC_HOST_CAST_PAGE ": unsupported type pair (tables 3 and 6-9; int4x2_t, fp4, fp8 and hifloat8 types "
                                       "are not provided)");
  static_assert(S::REG_NUM == 1 && V::REG_NUM == 1, ASCENDC_HOST_CAST_PAGE ": RegTraitNumOne registers only");
  static_assert(kPair.layouts == 0 || (static_cast<int>(trait.layoutMode) >= 0 &&
                                       ((kPair.layouts >> static_cast<int>(trait.layoutMode)) & 1u)),
                ASCENDC_HOST_CAST_PAGE ": this pair needs RegLayout ZERO or ONE (TWO, THREE for 1:4 pairs)");
  static_assert(trait.mrgMode != MaskMergeMode::MERGING,
                ASCENDC_HOST_CAST_PAGE ": MaskMergeMode::ZEROING only (the page's tables)");
  static_assert(kPair.sat_choice || trait.satMode == SatMode::UNKNOWN,
                ASCENDC_HOST_CAST_PAGE ": this pair takes SatMode::UNKNOWN only");
  static_assert(kPair.rounds == 0
                    ? (trait.roundMode == RoundMode::UNKNOWN || trait.roundMode == RoundMode::CAST_NONE)
                    : (trait.roundMode == RoundMode::CAST_NONE ||
                       (trait.roundMode != RoundMode::UNKNOWN &&
                        ((kPair.rounds >> static_cast<int>(trait.roundMode)) & 1u))),
                ASCENDC_HOST_CAST_PAGE ": RoundMode not supported for this pair (exact pairs: UNKNOWN or CAST_NONE)");
  constexpr uint32_t kLayout = kPair.layouts == 0 ? 0u : static_cast<uint32_t>(trait.layoutMode);
  constexpr RoundMode kMode = compute::cvt::Effective(trait.roundMode);
  const bool saturate = compute::cvt::Saturates<D>(trait.satMode);
  compute::CrossChecked(
      [&] {
        auto c = compute::DescribeOneSource<Src, 1>(compute::RegOp::kCast, compute::TypeOf<D>(),
                                                    static_cast<uint8_t>(kLayout), srcReg, &mask);
        c->round_mode = static_cast<uint8_t>(kMode);
        c->saturate = saturate;
        return c;
      },
      [&] {
        ascendc_host::reg_lanes::WithDefaultFpEnvironment(
            true,
            [=](S& dst, const MaskReg& m, const V& src) {
              alignas(64) uint8_t out[256];
              compute::cvt::Run<D, Src, kLayout, kMode>(out, src.reg[0], m, saturate);
              std::memcpy(dst.reg[0], out, 256);
            },
            dstReg, mask, srcReg);
      },
      [&](compute::RegComputeResult& r) { compute::CopyRegister(r.reg[0], dstReg); });
}

// Truncate: each active float element rounded to an integral value of its
// own type by roundMode (CAST_NONE: CAST_RINT); half results follow the
// saturation of CTRL[48] as every half result (SPEC 14.1).
template <typename T = DefaultType, RoundMode roundMode = RoundMode::CAST_NONE,
          MaskMergeMode mode = MaskMergeMode::ZEROING, typename S>
__simd_callee__ inline void Truncate(S& dstReg, S& srcReg, MaskReg& mask) {
  compute::CheckRegister<T, S>();
  using E = typename S::ActualT;
  static_assert(compute::kIsFloating<E> && S::REG_NUM == 1,
                "Truncate (Reg矢量计算/类型转换/Truncate): half, bfloat16_t or float");
  static_assert(mode == MaskMergeMode::ZEROING, "Truncate (Reg矢量计算/类型转换/Truncate): ZEROING only");
  static_assert(roundMode == RoundMode::CAST_NONE || roundMode == RoundMode::CAST_RINT ||
                    roundMode == RoundMode::CAST_ROUND || roundMode == RoundMode::CAST_FLOOR ||
                    roundMode == RoundMode::CAST_CEIL || roundMode == RoundMode::CAST_TRUNC,
                "Truncate (Reg矢量计算/类型转换/Truncate): CAST_RINT, CAST_ROUND, CAST_FLOOR, CAST_CEIL or CAST_TRUNC");
  constexpr RoundMode kMode = compute::cvt::Effective(roundMode);
  using R = compute::Repr<S>;
  const compute::NumericMode n = compute::CallNumerics();
  compute::CrossChecked(
      [&] {
        auto c = compute::DescribeOneSource<E, 1>(compute::RegOp::kTruncate, compute::TypeOf<E>(), 0, srcReg, &mask);
        c->round_mode = static_cast<uint8_t>(kMode);
        return c;
      },
      [&] {
        ascendc_host::reg_lanes::WithDefaultFpEnvironment(
            true,
            [=](S& dst, const MaskReg& m, const S& src) {
              compute::MapLanes<R>(dst, m, false, n,
                                   [](const typename R::Value& x) { return compute::cvt::RoundIntegral<kMode>(x); }, src);
            },
            dstReg, mask, srcReg);
      },
      [&](compute::RegComputeResult& r) { compute::CopyRegister(r.reg[0], dstReg); });
}

// MulsCast: (float src * float scalar), rounded to float, then to half with
// CAST_ROUND into the RegLayout field of each b32 lane (other field 0);
// the half result saturates as CTRL says for floating conversions.
template <typename T0 = DefaultType, typename T1 = DefaultType, typename T2, RegLayout layout = RegLayout::ZERO,
          typename T3, typename T4>
__simd_callee__ inline void MulsCast(T3& dstReg, T4& srcReg, T2 scalarValue, MaskReg& mask) {
  static_assert(kIsRegTensor<T3> && kIsRegTensor<T4>, "MulsCast operates on RegTensors");
  static_assert(std::is_same_v<typename T3::ActualT, half> && std::is_same_v<typename T4::ActualT, float> &&
                    std::is_same_v<T2, float> && T3::REG_NUM == 1 && T4::REG_NUM == 1,
                "MulsCast (Reg矢量计算/复合计算/MulsCast): float source and scalar, half destination");
  static_assert((std::is_same_v<T0, DefaultType> || std::is_same_v<T0, half>) &&
                    (std::is_same_v<T1, DefaultType> || std::is_same_v<T1, float>),
                "MulsCast: T0 half, T1 float");
  static_assert(layout == RegLayout::ZERO || layout == RegLayout::ONE,
                "MulsCast (Reg矢量计算/复合计算/MulsCast): RegLayout ZERO or ONE");
  constexpr uint32_t kLayout = static_cast<uint32_t>(layout);
  const bool saturate = compute::cvt::Saturates<half>(SatMode::UNKNOWN);
  compute::CrossChecked(
      [&] {
        auto c = compute::DescribeOneSource<float, 1>(compute::RegOp::kMulsCast, ascendc_host::DType::kF16,
                                                      static_cast<uint8_t>(kLayout), srcReg, &mask);
        c->round_mode = static_cast<uint8_t>(RoundMode::CAST_ROUND);
        c->saturate = saturate;
        c->scalar = compute::BitsOf(scalarValue);
        return c;
      },
      [&] {
        ascendc_host::reg_lanes::WithDefaultFpEnvironment(
            true,
            [=](T3& dst, const MaskReg& m, const T4& src) {
              alignas(64) uint8_t out[256];
              const compute::cvt::VF s = ascendc_host::reg_lanes::Splat<compute::cvt::VF>(scalarValue);
              compute::cvt::Grid<half, float, kLayout>(out, src.reg[0], m, [&](const compute::cvt::VU& x) {
                const compute::cvt::VF p = ascendc_host::reg_lanes::BitCast<compute::cvt::VF>(x) * s;
                return compute::cvt::FloatToNarrow<half, RoundMode::CAST_ROUND>(p, saturate);
              });
              std::memcpy(dst.reg[0], out, 256);
            },
            dstReg, mask, srcReg);
      },
      [&](compute::RegComputeResult& r) { compute::CopyRegister(r.reg[0], dstReg); });
}

#undef ASCENDC_HOST_CAST_PAGE

}  // namespace Reg
}  // namespace AscendC

#pragma GCC diagnostic pop

#endif  // ASCENDC_HOST_ASCENDC_REG_CONVERT_H_
