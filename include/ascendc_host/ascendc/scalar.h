// Scalar computation (基础API/标量计算; SPEC 11.8): bit counting, scalar Cast
// with its round modes, CeilDivision / DivCeil / AlignUp, Nop, and GM access
// that bypasses the data cache.
#ifndef ASCENDC_HOST_ASCENDC_SCALAR_H_
#define ASCENDC_HOST_ASCENDC_SCALAR_H_

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>

#include "ascendc_host/ascendc/round_mode.h"
#include "ascendc_host/ascendc/types.h"
#include "ascendc_host/checks.h"
#include "ascendc_host/runtime.h"

namespace ascendc_host {
namespace scalar {

// Whether float results saturate (inf -> +-MAX, NaN -> 0) and whether
// float->int conversions saturate (else they keep the low bits), from the
// core's CTRL register (SetCtrlSpr page): on Ascend 950 the bits apply while
// CTRL[60] (global mode) is set, otherwise the per-instruction default,
// saturation, holds; A2/A3 have no CTRL[60].
inline bool SaturatesFloat(const runtime::CoreState& core) {
  if (kProfile.profile == Profile::kP950 && !core.CtrlBit(runtime::ctrl::kGlobalSaturationMode)) return true;
  return !core.CtrlBit(runtime::ctrl::kFloatNonSaturating);
}
inline bool SaturatesCastToInt(const runtime::CoreState& core) {
  if (kProfile.profile == Profile::kP950 && !core.CtrlBit(runtime::ctrl::kGlobalSaturationMode)) return true;
  return !core.CtrlBit(runtime::ctrl::kCastIntegerTruncating);
}

// Rounds `value` (an integer part `kept` plus the discarded fraction given by
// its first bit `half` and the OR of the rest `sticky`) by mode; `negative`
// is the sign of the whole number (the magnitude is rounded).
inline uint64_t RoundMagnitude(uint64_t kept, bool half, bool sticky, bool negative, AscendC::RoundMode mode) {
  using AscendC::RoundMode;
  const bool inexact = half || sticky;
  switch (mode) {
    case RoundMode::CAST_NONE:
    case RoundMode::CAST_RINT: return kept + (half && (sticky || (kept & 1)) ? 1 : 0);
    case RoundMode::CAST_ROUND: return kept + (half ? 1 : 0);
    case RoundMode::CAST_FLOOR: return kept + (negative && inexact ? 1 : 0);
    case RoundMode::CAST_CEIL: return kept + (!negative && inexact ? 1 : 0);
    case RoundMode::CAST_ODD: return inexact ? (kept | 1) : kept;
    default: return kept;  // CAST_TRUNC
  }
}

// binary32 -> binary16 bits in any round mode; overflow and inf/NaN follow
// the saturation mode (SPEC 11.8).
inline uint16_t FloatToHalf(float f, AscendC::RoundMode mode, bool saturate) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  const uint16_t sign = static_cast<uint16_t>((u >> 16) & 0x8000u);
  const uint32_t abs = u & 0x7FFFFFFFu;
  const bool negative = sign != 0;
  if (abs > 0x7F800000u) return saturate ? 0 : static_cast<uint16_t>(sign | 0x7E00u | ((abs >> 13) & 0x1FFu));
  if (abs == 0x7F800000u) return static_cast<uint16_t>(sign | (saturate ? 0x7BFFu : 0x7C00u));
  const int exp = static_cast<int>(abs >> 23) - 127;
  uint64_t mant = (abs & 0x7FFFFFu) | (abs >= 0x00800000u ? 0x800000u : 0);
  uint32_t bits;
  if (exp >= -14) {
    // Normal half: 10 fraction bits kept of 23.
    const uint64_t kept = mant >> 13;
    const uint64_t rest = mant & 0x1FFFu;
    const uint64_t r = RoundMagnitude(kept, rest >> 12, (rest & 0xFFFu) != 0, negative, mode);
    // r counts units of 2^(exp-10); r == 2^11 carries into the next exponent.
    const int e = exp + (r >> 11 ? 1 : 0);
    const uint64_t frac = r >> 11 ? 0 : (r & 0x3FFu);
    if (e > 15) bits = 0x7C00u;  // overflow to inf
    else bits = static_cast<uint32_t>(((e + 15) << 10) | frac);
  } else {
    // Subnormal half: units of 2^-24. The float is mant * 2^(exp-23) (exp
    // clamped for float subnormals).
    const int shift = (abs >= 0x00800000u ? -exp - 14 : 126 - 14) + 13;  // bits to drop
    uint64_t kept, half, sticky;
    if (shift >= 64) {
      kept = 0, half = 0, sticky = mant != 0;
    } else {
      kept = mant >> shift;
      half = (mant >> (shift - 1)) & 1;
      sticky = (mant & ((1ull << (shift - 1)) - 1)) != 0;
    }
    bits = static_cast<uint32_t>(RoundMagnitude(kept, half, sticky, negative, mode));  // 0x400 = smallest normal
  }
  if (bits >= 0x7C00u) {
    // Round-to-odd, truncation and rounding towards zero never reach inf.
    const bool to_max = mode == AscendC::RoundMode::CAST_ODD || mode == AscendC::RoundMode::CAST_TRUNC ||
                        (mode == AscendC::RoundMode::CAST_FLOOR && !negative) ||
                        (mode == AscendC::RoundMode::CAST_CEIL && negative);
    bits = to_max || saturate ? 0x7BFFu : 0x7C00u;
  }
  return static_cast<uint16_t>(sign | bits);
}

// binary32 -> bfloat16, round to nearest even; saturation as for half.
inline uint16_t FloatToBf16(float f, bool saturate) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  const uint32_t abs = u & 0x7FFFFFFFu;
  const uint16_t sign = static_cast<uint16_t>((u >> 16) & 0x8000u);
  if (abs > 0x7F800000u) return saturate ? 0 : static_cast<uint16_t>((u >> 16) | 0x40u);
  uint32_t r = abs + 0x7FFFu + ((abs >> 16) & 1u);
  uint16_t bits = static_cast<uint16_t>(r >> 16);
  if (bits >= 0x7F80u && saturate) bits = 0x7F7Fu;  // inf (input or rounded) -> MAX
  return static_cast<uint16_t>(sign | bits);
}

// float -> int32 in a round mode; NaN -> 0; out of range saturates or keeps
// the low 32 bits of the rounded integer (SPEC 11.8).
inline int32_t FloatToInt32(float f, AscendC::RoundMode mode, bool saturate) {
  if (std::isnan(f)) return 0;
  double r;
  switch (mode) {
    case AscendC::RoundMode::CAST_ROUND: r = std::round(static_cast<double>(f)); break;
    case AscendC::RoundMode::CAST_FLOOR: r = std::floor(static_cast<double>(f)); break;
    case AscendC::RoundMode::CAST_CEIL: r = std::ceil(static_cast<double>(f)); break;
    case AscendC::RoundMode::CAST_TRUNC: r = std::trunc(static_cast<double>(f)); break;
    default: {
      // Nearest, ties to even, computed exactly rather than through the
      // floating-point environment's rounding mode (a framework may change it).
      const double x = static_cast<double>(f), lo = std::floor(x), frac = x - lo;
      r = frac > 0.5 || (frac == 0.5 && std::fmod(lo, 2.0) != 0.0) ? lo + 1 : lo;
    }
  }
  if (r >= -2147483648.0 && r <= 2147483647.0) return static_cast<int32_t>(r);
  if (saturate || std::isinf(r)) return r > 0 ? INT32_MAX : INT32_MIN;
  double low = std::fmod(r, 4294967296.0);  // exact: r is an integer
  if (low < 0) low += 4294967296.0;
  return static_cast<int32_t>(static_cast<uint32_t>(low));
}

template <typename T>
inline constexpr bool kGmScalarType = std::is_same_v<T, int8_t> || std::is_same_v<T, uint8_t> ||
                                      std::is_same_v<T, int16_t> || std::is_same_v<T, uint16_t> ||
                                      std::is_same_v<T, int32_t> || std::is_same_v<T, uint32_t> ||
                                      std::is_same_v<T, int64_t> || std::is_same_v<T, uint64_t>;

// FATAL for a null address or one past its registered GM buffer; ERROR
// (checked mode) when not aligned to sizeof(T), which the atomic access needs.
template <typename T>
bool CheckGmScalar(const char* api, const T* addr) {
  if (addr == nullptr) RaiseFatal(api, "addr", "null", "no GM address");
  size_t available = 0;
  if (GmBytesAvailable(addr, &available) && available < sizeof(T))
    RaiseFatal(api, "addr", detail::Hex(reinterpret_cast<uintptr_t>(addr)),
               "lies beyond the end of its GM buffer");
  const bool aligned = reinterpret_cast<uintptr_t>(addr) % sizeof(T) == 0;
  if (!aligned)
    ReportError(api, "addr", detail::Hex(reinterpret_cast<uintptr_t>(addr)), "is not aligned to sizeof(T)");
  return aligned;
}

}  // namespace scalar
}  // namespace ascendc_host

namespace AscendC {

template <int countValue>
__aicore__ inline int64_t GetBitCount(uint64_t valueIn) {
  static_assert(countValue == 0 || countValue == 1, "GetBitCount: countValue is 0 or 1");
  const int64_t ones = __builtin_popcountll(valueIn);
  return countValue == 1 ? ones : 64 - ones;
}

__aicore__ inline int64_t CountLeadingZero(uint64_t valueIn) {
  return valueIn == 0 ? 64 : __builtin_clzll(valueIn);
}

// Bits below the sign bit equal to it, counted from the top; -1 for 0 and -1.
__aicore__ inline int64_t CountBitsCntSameAsSignBit(int64_t valueIn) {
  if (valueIn == 0 || valueIn == -1) return -1;
  const uint64_t v = static_cast<uint64_t>(valueIn);
  const uint64_t differs = v ^ (valueIn < 0 ? ~0ull : 0ull);  // bits equal to the sign become 0
  return __builtin_clzll(differs) - 1;
}

// Position of the first countValue bit from the least significant end; -1 if none.
template <int countValue>
__aicore__ inline int64_t GetSFFValue(uint64_t valueIn) {
  static_assert(countValue == 0 || countValue == 1, "GetSFFValue: countValue is 0 or 1");
  const uint64_t v = countValue == 1 ? valueIn : ~valueIn;
  return v == 0 ? -1 : __builtin_ctzll(v);
}

// The page's CeilDivision is int32_t; mixed integer operands (kernels pass
// uint32_t counts) keep their common type. A zero divisor gives 0.
template <typename T, typename U>
__aicore__ inline constexpr auto CeilDivision(T num1, U num2) {
  using R = std::common_type_t<T, U>;
  return num2 == 0 ? R(0) : static_cast<R>((num1 + num2 - 1) / num2);
}
// The devkit's utility forms (not templates, so an operator's own DivCeil
// template keeps working beside `using namespace AscendC`).
__aicore__ constexpr inline uint32_t DivCeil(uint32_t a, uint32_t b) { return b == 0 ? 0 : (a + b - 1) / b; }
__aicore__ constexpr inline uint32_t AlignUp(uint32_t a, uint32_t b) { return DivCeil(a, b) * b; }

// float -> bfloat16_t, CAST_RINT.
__aicore__ inline bfloat16_t Cast(const float& fVal) {
  return bfloat16_t::FromBits(ascendc_host::scalar::FloatToBf16(
      fVal, ascendc_host::scalar::SaturatesFloat(ascendc_host::runtime::CurrentCore())));
}
// bfloat16_t -> float, exact.
__aicore__ inline float Cast(const bfloat16_t& bVal) { return static_cast<float>(bVal); }
template <typename T, typename U = float, typename = std::enable_if_t<std::is_same_v<T, bfloat16_t>>>
__aicore__ constexpr inline U Cast(T bVal) {
  static_assert(std::is_same_v<U, float>, "Cast(bfloat16_t) returns float");
  return static_cast<float>(bVal);
}

// float -> half (CAST_ODD) and float -> int32_t (CAST_ROUND, _CEIL, _FLOOR,
// _RINT): the combinations the page lists.
template <typename T, typename U, RoundMode roundMode>
__aicore__ inline U Cast(T valueIn) {
  static_assert(std::is_same_v<T, float>, "scalar Cast<T, U, roundMode>: valueIn is float");
  static_assert((std::is_same_v<U, half> && roundMode == RoundMode::CAST_ODD) ||
                    (std::is_same_v<U, int32_t> &&
                     (roundMode == RoundMode::CAST_ROUND || roundMode == RoundMode::CAST_CEIL ||
                      roundMode == RoundMode::CAST_FLOOR || roundMode == RoundMode::CAST_RINT)),
                "scalar Cast: float->half takes CAST_ODD; float->int32_t takes CAST_ROUND, CAST_CEIL, "
                "CAST_FLOOR or CAST_RINT");
  const auto& core = ascendc_host::runtime::CurrentCore();
  if constexpr (std::is_same_v<U, half>) {
    return half::FromBits(
        ascendc_host::scalar::FloatToHalf(valueIn, roundMode, ascendc_host::scalar::SaturatesFloat(core)));
  } else {
    return ascendc_host::scalar::FloatToInt32(valueIn, roundMode, ascendc_host::scalar::SaturatesCastToInt(core));
  }
}

// Waits `count` cycles on the NPU; nothing to wait for here.
template <int count = 1>
__aicore__ inline void Nop() {
  static_assert(count >= 0, "Nop: count is a number of cycles");
  static_assert(ascendc_host::kProfile.profile == ascendc_host::Profile::kP950 || count < 0,
                "Nop exists on Ascend 950 only");
}

// Scalar GM access without the data cache: atomic, so that other blocks see
// the value (the pages' flag-polling pattern).
template <typename T>
__aicore__ inline T ReadGmByPassDCache(__gm__ T* addr) {
  static_assert(ascendc_host::scalar::kGmScalarType<T>, "ReadGmByPassDCache: T is int8_t..int64_t or uint8_t..uint64_t");
  if (!ascendc_host::scalar::CheckGmScalar("ReadGmByPassDCache", addr)) {
    T v;
    std::memcpy(&v, addr, sizeof(T));
    return v;
  }
  return __atomic_load_n(addr, __ATOMIC_ACQUIRE);
}
template <typename T>
__aicore__ inline void WriteGmByPassDCache(__gm__ T* addr, T value) {
  static_assert(ascendc_host::scalar::kGmScalarType<T>,
                "WriteGmByPassDCache: T is int8_t..int64_t or uint8_t..uint64_t");
  if (!ascendc_host::scalar::CheckGmScalar("WriteGmByPassDCache", addr)) {
    std::memcpy(addr, &value, sizeof(T));
    return;
  }
  __atomic_store_n(addr, value, __ATOMIC_RELEASE);
}

}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_SCALAR_H_
