// Bit-exact conversions between binary32 and the 16-bit float formats,
// shared by the half/bfloat16_t types of the surface and the runtime's GM
// atomics. No result depends on the host's rounding or flush-to-zero mode.
#ifndef ASCENDC_HOST_RUNTIME_FLOAT_BITS_H_
#define ASCENDC_HOST_RUNTIME_FLOAT_BITS_H_

#include <cstdint>
#include <cstring>

namespace ascendc_host {
namespace detail {

inline uint32_t FloatBits(float f) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  return u;
}
inline float BitsFloat(uint32_t u) {
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}

// IEEE binary32 -> binary16, round to nearest even; NaN stays NaN (quiet).
inline uint16_t FloatToHalfBits(float f) {
  const uint32_t u = FloatBits(f);
  const uint32_t sign = (u >> 16) & 0x8000u;
  const uint32_t abs = u & 0x7FFFFFFFu;
  if (abs >= 0x7F800000u) {  // Inf or NaN
    return static_cast<uint16_t>(sign | 0x7C00u | (abs > 0x7F800000u ? 0x200u | ((abs >> 13) & 0x3FFu) : 0u));
  }
  if (abs >= 0x477FF000u) return static_cast<uint16_t>(sign | 0x7C00u);  // rounds to Inf
  if (abs < 0x38800000u) {  // subnormal half or zero
    if (abs < 0x33000000u) return static_cast<uint16_t>(sign);
    const uint32_t exp = abs >> 23;
    const uint32_t mant = (abs & 0x7FFFFFu) | 0x800000u;
    const uint32_t shift = 126u - exp;  // 14..24
    uint32_t h = mant >> shift;
    const uint32_t rem = mant & ((1u << shift) - 1u);
    const uint32_t half_way = 1u << (shift - 1u);
    if (rem > half_way || (rem == half_way && (h & 1u))) ++h;
    return static_cast<uint16_t>(sign | h);
  }
  uint32_t h = ((abs - 0x38000000u) >> 13);
  const uint32_t rem = abs & 0x1FFFu;
  if (rem > 0x1000u || (rem == 0x1000u && (h & 1u))) ++h;
  return static_cast<uint16_t>(sign | h);
}

inline float HalfBitsToFloat(uint16_t h) {
  const uint32_t sign = static_cast<uint32_t>(h & 0x8000u) << 16;
  const uint32_t exp = (h >> 10) & 0x1Fu;
  const uint32_t mant = h & 0x3FFu;
  if (exp == 0) {
    if (mant == 0) return BitsFloat(sign);
    return (sign ? -1.0f : 1.0f) * static_cast<float>(mant) * (1.0f / 16777216.0f);  // 2^-24
  }
  if (exp == 31) return BitsFloat(sign | 0x7F800000u | (mant << 13));
  return BitsFloat(sign | ((exp + 112u) << 23) | (mant << 13));
}

inline uint16_t FloatToBf16Bits(float f) {
  const uint32_t u = FloatBits(f);
  if ((u & 0x7FFFFFFFu) > 0x7F800000u) return static_cast<uint16_t>((u >> 16) | 0x40u);  // quiet NaN
  const uint32_t rounding = 0x7FFFu + ((u >> 16) & 1u);
  return static_cast<uint16_t>((u + rounding) >> 16);
}
inline float Bf16BitsToFloat(uint16_t b) { return BitsFloat(static_cast<uint32_t>(b) << 16); }

}  // namespace detail
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_RUNTIME_FLOAT_BITS_H_
