// The half functions of SIMT code (simt_api/asc_fp16.h; SPEC 16.6):
// conversions in every rounding mode, arithmetic, comparisons, the half2
// forms and the math functions.
//
// Exactness: conversions, + - * /, fma, sqrt, rcp, abs, neg, max, min and
// the comparisons give the correctly rounded (exact) result. The other math
// functions (exp, log, sin, cos, tanh, rsqrt ...) are the C library's float
// function rounded once to half: the NPU's algorithm is not published;
// tests/runtime/simt_fp16_test.cc measures them over every half against the
// correctly rounded result (at most 1 ulp apart).
#ifndef ASCENDC_HOST_ASCENDC_SIMT_FP16_H_
#define ASCENDC_HOST_ASCENDC_SIMT_FP16_H_

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

#include "ascendc_host/ascendc/simt.h"  // included at simt.h's end; OddFloat, FloatToInt
#include "ascendc_host/ascendc/types.h"

namespace ascendc_host {
namespace simt {
namespace fp16 {

enum class Round { kNearestEven, kZero, kDown, kUp, kNearestAway, kOdd };

inline constexpr uint16_t kMaxBits = 0x7BFF, kInfBits = 0x7C00, kNanBits = 0x7FFF;

// v rounded to half in `mode`; `saturate`: an overflow gives ±65504 and a
// NaN gives 0 (the pages' saturation), else IEEE (overflow to ±inf where the
// mode rounds away from zero, to ±65504 where it does not).
inline half FromDouble(double v, Round mode, bool saturate) {
  if (std::isnan(v)) return half::FromBits(saturate ? 0 : kNanBits);
  const bool negative = std::signbit(v);
  const uint16_t sign = negative ? 0x8000 : 0;
  const double a = std::fabs(v);
  // Rounding magnitudes: toward +inf for a negative value is toward zero.
  const bool up = (mode == Round::kUp && !negative) || (mode == Round::kDown && negative);
  const bool away_on_overflow = mode == Round::kNearestEven || mode == Round::kNearestAway || up;
  if (std::isinf(a)) return half::FromBits(sign | (saturate ? kMaxBits : kInfBits));
  if (a == 0) return half::FromBits(sign);
  int e = 0;
  std::frexp(a, &e);  // a = f * 2^e, f in [0.5, 1)
  const int quantum_exp = e - 1 < -14 ? -24 : e - 1 - 10;
  const double m = std::ldexp(a, -quantum_exp);  // exact: a power-of-two scaling
  double r;
  switch (mode) {
    case Round::kNearestEven: r = std::nearbyint(m); break;  // the default environment: ties to even
    case Round::kNearestAway: r = std::round(m); break;
    case Round::kOdd: {  // exact, or the odd one of the two neighbours
      const double below = std::floor(m);
      r = below == m || std::fmod(below, 2.0) != 0 ? below : below + 1;
      break;
    }
    default: r = up ? std::ceil(m) : std::floor(m); break;  // kZero, and kDown / kUp by sign
  }
  const double result = std::ldexp(r, quantum_exp);
  if (result > 65504.0) return half::FromBits(sign | (saturate || !away_on_overflow ? kMaxBits : kInfBits));
  uint32_t bits;
  if (quantum_exp == -24) {
    bits = static_cast<uint32_t>(r);  // subnormal; 1024 is the smallest normal's bits
  } else {
    bits = (static_cast<uint32_t>(quantum_exp + 10 + 15) << 10) + (static_cast<uint32_t>(r) - 1024);
  }
  return half::FromBits(static_cast<uint16_t>(sign | bits));
}

// a*b + c of halves rounded once: the product is exact in double, the sum
// is taken to double by round-to-odd (exact error by TwoSum), then to float
// by round-to-odd; the rounding to half is then the one rounding.
inline half Fma(half a, half b, half c) {
  const double p = static_cast<double>(static_cast<float>(a)) * static_cast<float>(b);
  const double z = static_cast<float>(c);
  double s = p + z;
  if (std::isfinite(s)) {
    const double t = s - p;
    const double error = (p - (s - t)) + (z - t);
    uint64_t bits;
    std::memcpy(&bits, &s, 8);
    if (error != 0 && (bits & 1) == 0) s = std::nextafter(s, error > 0 ? HUGE_VAL : -HUGE_VAL);
  }
  const float f = ::ascendc_host::simt::detail::OddFloat(s);
  return half(f);
}

inline bool IsNan(half x) { return (x.bits & 0x7FFF) > kInfBits; }
// x < y etc. with NaN unordered: `ordered` comparisons are false for a NaN,
// unordered ones true.
template <typename Compare>
bool Compare2(half x, half y, bool unordered, Compare compare) {
  if (IsNan(x) || IsNan(y)) return unordered;
  return compare(static_cast<float>(x), static_cast<float>(y));
}
// The float function rounded once to half.
template <typename F>
half Math(half x, F f) {
  return half(f(static_cast<float>(x)));
}
}  // namespace fp16
}  // namespace simt
}  // namespace ascendc_host

#define ASCRT_INF_FP16 ::half::FromBits(0x7C00U)
#define ASCRT_MAX_NORMAL_FP16 ::half::FromBits(0x7BFFU)
#define ASCRT_MIN_DENORM_FP16 ::half::FromBits(0x0001U)
#define ASCRT_NAN_FP16 ::half::FromBits(0x7FFFU)
#define ASCRT_NEG_ZERO_FP16 ::half::FromBits(0x8000U)
#define ASCRT_ONE_FP16 ::half::FromBits(0x3C00U)
#define ASCRT_ZERO_FP16 ::half::FromBits(0x0000U)

// --- Conversions to half: _rn nearest even, _rz toward zero, _rd down,
// _ru up, _rna nearest with ties away, _ro round to odd; _sat saturates. ---
#define ASCENDC_HOST_SIMT_TO_HALF_MODE(from, T, suffix, mode)                                                   \
  inline half __##from##2half_##suffix(T x) {                                                                  \
    return ::ascendc_host::simt::fp16::FromDouble(static_cast<double>(x), ::ascendc_host::simt::fp16::Round::mode, false); \
  }
#define ASCENDC_HOST_SIMT_TO_HALF_MODE_SAT(from, T, suffix, mode)                                               \
  ASCENDC_HOST_SIMT_TO_HALF_MODE(from, T, suffix, mode)                                                         \
  inline half __##from##2half_##suffix##_sat(T x) {                                                            \
    return ::ascendc_host::simt::fp16::FromDouble(static_cast<double>(x), ::ascendc_host::simt::fp16::Round::mode, true); \
  }
// __float2half_rn and __float2half are simt.h's (nearest even).
inline half __float2half_rn_sat(float x) {
  return ::ascendc_host::simt::fp16::FromDouble(x, ::ascendc_host::simt::fp16::Round::kNearestEven, true);
}
ASCENDC_HOST_SIMT_TO_HALF_MODE_SAT(float, float, rz, kZero)
ASCENDC_HOST_SIMT_TO_HALF_MODE_SAT(float, float, rd, kDown)
ASCENDC_HOST_SIMT_TO_HALF_MODE_SAT(float, float, ru, kUp)
ASCENDC_HOST_SIMT_TO_HALF_MODE_SAT(float, float, rna, kNearestAway)
ASCENDC_HOST_SIMT_TO_HALF_MODE_SAT(float, float, ro, kOdd)
ASCENDC_HOST_SIMT_TO_HALF_MODE_SAT(int, int, rn, kNearestEven)
ASCENDC_HOST_SIMT_TO_HALF_MODE_SAT(int, int, rz, kZero)
ASCENDC_HOST_SIMT_TO_HALF_MODE_SAT(int, int, rd, kDown)
ASCENDC_HOST_SIMT_TO_HALF_MODE_SAT(int, int, ru, kUp)
ASCENDC_HOST_SIMT_TO_HALF_MODE_SAT(int, int, rna, kNearestAway)
ASCENDC_HOST_SIMT_TO_HALF_MODE_SAT(uint, unsigned int, rn, kNearestEven)
ASCENDC_HOST_SIMT_TO_HALF_MODE_SAT(uint, unsigned int, rz, kZero)
ASCENDC_HOST_SIMT_TO_HALF_MODE_SAT(uint, unsigned int, rd, kDown)
ASCENDC_HOST_SIMT_TO_HALF_MODE_SAT(uint, unsigned int, ru, kUp)
ASCENDC_HOST_SIMT_TO_HALF_MODE_SAT(uint, unsigned int, rna, kNearestAway)
// 64-bit integers: a magnitude past 2^53 (inexact in double) overflows half
// in every mode, so the double is exact wherever it matters.
ASCENDC_HOST_SIMT_TO_HALF_MODE(ll, long long, rn, kNearestEven)
ASCENDC_HOST_SIMT_TO_HALF_MODE(ll, long long, rz, kZero)
ASCENDC_HOST_SIMT_TO_HALF_MODE(ll, long long, rd, kDown)
ASCENDC_HOST_SIMT_TO_HALF_MODE(ll, long long, ru, kUp)
ASCENDC_HOST_SIMT_TO_HALF_MODE(ll, long long, rna, kNearestAway)
ASCENDC_HOST_SIMT_TO_HALF_MODE(ull, unsigned long long, rn, kNearestEven)
ASCENDC_HOST_SIMT_TO_HALF_MODE(ull, unsigned long long, rz, kZero)
ASCENDC_HOST_SIMT_TO_HALF_MODE(ull, unsigned long long, rd, kDown)
ASCENDC_HOST_SIMT_TO_HALF_MODE(ull, unsigned long long, ru, kUp)
ASCENDC_HOST_SIMT_TO_HALF_MODE(ull, unsigned long long, rna, kNearestAway)
#undef ASCENDC_HOST_SIMT_TO_HALF_MODE_SAT
#undef ASCENDC_HOST_SIMT_TO_HALF_MODE

#define ASCENDC_HOST_SIMT_FLOAT2_TO_HALF2(suffix, convert) \
  inline half2 __float22half2_##suffix(const float2 x) { return half2{convert(x.x), convert(x.y)}; }
ASCENDC_HOST_SIMT_FLOAT2_TO_HALF2(rn_sat, __float2half_rn_sat)
ASCENDC_HOST_SIMT_FLOAT2_TO_HALF2(rz, __float2half_rz)
ASCENDC_HOST_SIMT_FLOAT2_TO_HALF2(rz_sat, __float2half_rz_sat)
ASCENDC_HOST_SIMT_FLOAT2_TO_HALF2(rd, __float2half_rd)
ASCENDC_HOST_SIMT_FLOAT2_TO_HALF2(rd_sat, __float2half_rd_sat)
ASCENDC_HOST_SIMT_FLOAT2_TO_HALF2(ru, __float2half_ru)
ASCENDC_HOST_SIMT_FLOAT2_TO_HALF2(ru_sat, __float2half_ru_sat)
ASCENDC_HOST_SIMT_FLOAT2_TO_HALF2(rna, __float2half_rna)
ASCENDC_HOST_SIMT_FLOAT2_TO_HALF2(rna_sat, __float2half_rna_sat)
ASCENDC_HOST_SIMT_FLOAT2_TO_HALF2(ro, __float2half_ro)
ASCENDC_HOST_SIMT_FLOAT2_TO_HALF2(ro_sat, __float2half_ro_sat)
#undef ASCENDC_HOST_SIMT_FLOAT2_TO_HALF2

// --- half to integers (NaN gives 0, out-of-range values saturate) ---
#define ASCENDC_HOST_SIMT_HALF_TO_INT(name, I)                                                              \
  inline I __half2##name##_rn(const half x) { return __float2##name##_rn(static_cast<float>(x)); }          \
  inline I __half2##name##_rz(const half x) { return __float2##name##_rz(static_cast<float>(x)); }          \
  inline I __half2##name##_rd(const half x) { return __float2##name##_rd(static_cast<float>(x)); }          \
  inline I __half2##name##_ru(const half x) { return __float2##name##_ru(static_cast<float>(x)); }          \
  inline I __half2##name##_rna(const half x) {                                                              \
    return ::ascendc_host::simt::detail::FloatToInt<I>(static_cast<float>(x), [](double v) { return std::round(v); }); \
  }
ASCENDC_HOST_SIMT_HALF_TO_INT(int, int)
ASCENDC_HOST_SIMT_HALF_TO_INT(uint, unsigned int)
ASCENDC_HOST_SIMT_HALF_TO_INT(ll, long long)
ASCENDC_HOST_SIMT_HALF_TO_INT(ull, unsigned long long)
#undef ASCENDC_HOST_SIMT_HALF_TO_INT

// --- Lanes of half2 ---
inline half2 __low2half2(const half2 x) { return half2{x.x, x.x}; }
inline half2 __high2half2(const half2 x) { return half2{x.y, x.y}; }
inline half2 __lowhigh2highlow(const half2 x) { return half2{x.y, x.x}; }
inline half2 __lows2half2(const half2 x, const half2 y) { return half2{x.x, y.x}; }
inline half2 __highs2half2(const half2 x, const half2 y) { return half2{x.y, y.y}; }

// --- Arithmetic: the exact result rounded once (the half2 operators' helpers, simt.h) ---
inline half __hadd(const half x, const half y) { return ::ascendc_host::simt::detail::AddRounded(x, static_cast<float>(y)); }
inline half __hsub(const half x, const half y) { return ::ascendc_host::simt::detail::AddRounded(x, -static_cast<float>(y)); }
inline half __hmul(const half x, const half y) { return ::ascendc_host::simt::detail::MulRounded(x, y); }
inline half __hdiv(const half x, const half y) { return ::ascendc_host::simt::detail::DivRounded(x, y); }
inline half __hneg(const half x) { return half::FromBits(static_cast<uint16_t>(x.bits ^ 0x8000u)); }
inline half __habs(half x) { return half::FromBits(static_cast<uint16_t>(x.bits & 0x7FFFu)); }
inline half __hfma(half x, half y, half z) { return ::ascendc_host::simt::fp16::Fma(x, y, z); }
// relu of the fused result: negative gives +0, NaN stays NaN.
inline half __hfma_relu(const half x, const half y, const half z) {
  const half r = __hfma(x, y, z);
  return !::ascendc_host::simt::fp16::IsNan(r) && (r.bits & 0x8000u) ? half::FromBits(0) : r;
}
// __hmax / __hmin: a NaN operand gives the other one (both NaN: NaN);
// the _nan forms give NaN when either is. +0 is greater than -0.
inline half __hmax(half x, half y) {
  using ::ascendc_host::simt::fp16::IsNan;
  if (IsNan(x)) return IsNan(y) ? half::FromBits(::ascendc_host::simt::fp16::kNanBits) : y;
  if (IsNan(y)) return x;
  const float a = x, b = y;
  return a > b || (a == b && !(x.bits & 0x8000u)) ? x : y;
}
inline half __hmin(half x, half y) {
  using ::ascendc_host::simt::fp16::IsNan;
  if (IsNan(x)) return IsNan(y) ? half::FromBits(::ascendc_host::simt::fp16::kNanBits) : y;
  if (IsNan(y)) return x;
  const float a = x, b = y;
  return a < b || (a == b && (x.bits & 0x8000u)) ? x : y;
}
inline half __hmax_nan(const half x, const half y) {
  using ::ascendc_host::simt::fp16::IsNan;
  return IsNan(x) || IsNan(y) ? half::FromBits(::ascendc_host::simt::fp16::kNanBits) : __hmax(x, y);
}
inline half __hmin_nan(const half x, const half y) {
  using ::ascendc_host::simt::fp16::IsNan;
  return IsNan(x) || IsNan(y) ? half::FromBits(::ascendc_host::simt::fp16::kNanBits) : __hmin(x, y);
}
inline bool __hisnan(half x) { return ::ascendc_host::simt::fp16::IsNan(x); }
inline bool __hisinf(half x) { return (x.bits & 0x7FFFu) == ::ascendc_host::simt::fp16::kInfBits; }

#define ASCENDC_HOST_SIMT_HALF2_LANES1(name, scalar) \
  inline half2 name(const half2 x) { return half2{scalar(x.x), scalar(x.y)}; }
#define ASCENDC_HOST_SIMT_HALF2_LANES2(name, scalar) \
  inline half2 name(const half2 x, const half2 y) { return half2{scalar(x.x, y.x), scalar(x.y, y.y)}; }
#define ASCENDC_HOST_SIMT_HALF2_LANES3(name, scalar) \
  inline half2 name(const half2 x, const half2 y, const half2 z) { return half2{scalar(x.x, y.x, z.x), scalar(x.y, y.y, z.y)}; }
ASCENDC_HOST_SIMT_HALF2_LANES2(__haddx2, __hadd)
ASCENDC_HOST_SIMT_HALF2_LANES2(__hsubx2, __hsub)
ASCENDC_HOST_SIMT_HALF2_LANES2(__hmulx2, __hmul)
ASCENDC_HOST_SIMT_HALF2_LANES2(__hdivx2, __hdiv)
ASCENDC_HOST_SIMT_HALF2_LANES2(__hmaxx2, __hmax)
ASCENDC_HOST_SIMT_HALF2_LANES2(__hminx2, __hmin)
ASCENDC_HOST_SIMT_HALF2_LANES2(__hmaxx2_nan, __hmax_nan)
ASCENDC_HOST_SIMT_HALF2_LANES2(__hminx2_nan, __hmin_nan)
ASCENDC_HOST_SIMT_HALF2_LANES1(__habsx2, __habs)
ASCENDC_HOST_SIMT_HALF2_LANES1(__hnegx2, __hneg)
ASCENDC_HOST_SIMT_HALF2_LANES3(__hfmax2, __hfma)
ASCENDC_HOST_SIMT_HALF2_LANES3(__hfmax2_relu, __hfma_relu)

// --- Comparisons: ordered (false for NaN) and unordered (u: true) ---
#define ASCENDC_HOST_SIMT_HALF_COMPARE(name, op)                                                                       \
  inline bool __h##name(half x, half y) {                                                                               \
    return ::ascendc_host::simt::fp16::Compare2(x, y, false, [](float a, float b) { return a op b; });                  \
  }                                                                                                                     \
  inline bool __h##name##u(half x, half y) {                                                                            \
    return ::ascendc_host::simt::fp16::Compare2(x, y, true, [](float a, float b) { return a op b; });                   \
  }                                                                                                                     \
  inline bool __hb##name##x2(half2 x, half2 y) { return __h##name(x.x, y.x) && __h##name(x.y, y.y); }                 \
  inline bool __hb##name##ux2(half2 x, half2 y) { return __h##name##u(x.x, y.x) && __h##name##u(x.y, y.y); }           \
  inline half2 __h##name##x2(half2 x, half2 y) { return half2{half(__h##name(x.x, y.x) ? 1.0f : 0.0f), half(__h##name(x.y, y.y) ? 1.0f : 0.0f)}; } \
  inline half2 __h##name##ux2(half2 x, half2 y) { return half2{half(__h##name##u(x.x, y.x) ? 1.0f : 0.0f), half(__h##name##u(x.y, y.y) ? 1.0f : 0.0f)}; } \
  inline unsigned int __h##name##x2_mask(half2 x, half2 y) {                                                            \
    return (__h##name(x.x, y.x) ? 0xFFFFu : 0u) | (__h##name(x.y, y.y) ? 0xFFFF0000u : 0u);                            \
  }                                                                                                                     \
  inline unsigned int __h##name##ux2_mask(half2 x, half2 y) {                                                           \
    return (__h##name##u(x.x, y.x) ? 0xFFFFu : 0u) | (__h##name##u(x.y, y.y) ? 0xFFFF0000u : 0u);                      \
  }
ASCENDC_HOST_SIMT_HALF_COMPARE(eq, ==)
ASCENDC_HOST_SIMT_HALF_COMPARE(ne, !=)
ASCENDC_HOST_SIMT_HALF_COMPARE(le, <=)
ASCENDC_HOST_SIMT_HALF_COMPARE(ge, >=)
ASCENDC_HOST_SIMT_HALF_COMPARE(lt, <)
ASCENDC_HOST_SIMT_HALF_COMPARE(gt, >)
#undef ASCENDC_HOST_SIMT_HALF_COMPARE
inline half2 __isnanx2(half2 x) {
  return half2{half(__hisnan(x.x) ? 1.0f : 0.0f), half(__hisnan(x.y) ? 1.0f : 0.0f)};
}

// --- Math functions: hf(x) and h2f(x) per lane ---
#define ASCENDC_HOST_SIMT_HALF_MATH(name, expression)                                                       \
  inline half h##name(half x) {                                                                             \
    return ::ascendc_host::simt::fp16::Math(x, [](float v) { return expression; });                         \
  }                                                                                                         \
  inline half2 h2##name(half2 x) { return half2{h##name(x.x), h##name(x.y)}; }
ASCENDC_HOST_SIMT_HALF_MATH(cos, std::cos(v))
ASCENDC_HOST_SIMT_HALF_MATH(sin, std::sin(v))
ASCENDC_HOST_SIMT_HALF_MATH(tanh, std::tanh(v))
ASCENDC_HOST_SIMT_HALF_MATH(exp, std::exp(v))
ASCENDC_HOST_SIMT_HALF_MATH(exp2, std::exp2(v))
ASCENDC_HOST_SIMT_HALF_MATH(exp10, std::pow(10.0f, v))
ASCENDC_HOST_SIMT_HALF_MATH(log, std::log(v))
ASCENDC_HOST_SIMT_HALF_MATH(log2, std::log2(v))
ASCENDC_HOST_SIMT_HALF_MATH(log10, std::log10(v))
ASCENDC_HOST_SIMT_HALF_MATH(sqrt, std::sqrt(v))
ASCENDC_HOST_SIMT_HALF_MATH(rsqrt, 1.0f / std::sqrt(v))
ASCENDC_HOST_SIMT_HALF_MATH(rcp, 1.0f / v)
ASCENDC_HOST_SIMT_HALF_MATH(floor, std::floor(v))
ASCENDC_HOST_SIMT_HALF_MATH(rint, std::nearbyint(v))
ASCENDC_HOST_SIMT_HALF_MATH(ceil, std::ceil(v))
ASCENDC_HOST_SIMT_HALF_MATH(trunc, std::trunc(v))
#undef ASCENDC_HOST_SIMT_HALF_MATH
#undef ASCENDC_HOST_SIMT_HALF2_LANES1
#undef ASCENDC_HOST_SIMT_HALF2_LANES2
#undef ASCENDC_HOST_SIMT_HALF2_LANES3

#endif  // ASCENDC_HOST_ASCENDC_SIMT_FP16_H_
