// Reference numerics: IEEE formats taken apart field by field.
#include "reference/numerics.h"

#include <cmath>
#include <cstring>

namespace ascendc_host {
namespace reference {

float FloatFromBits(uint32_t bits) {
  float f;
  std::memcpy(&f, &bits, 4);
  return f;
}
uint32_t BitsFromFloat(float f) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  return u;
}

float HalfToFloat(uint16_t h) {
  const bool negative = (h >> 15) != 0;
  const int exponent = (h >> 10) & 0x1F;
  const int mantissa = h & 0x3FF;
  float magnitude;
  if (exponent == 0) magnitude = std::ldexp(static_cast<float>(mantissa), -24);
  else if (exponent == 31) magnitude = mantissa == 0 ? INFINITY : NAN;
  else magnitude = std::ldexp(static_cast<float>(1024 + mantissa), exponent - 25);
  if (exponent == 31 && mantissa != 0) {
    // Keep the NaN's payload and sign the way a widening conversion does.
    return FloatFromBits((negative ? 0x80000000u : 0u) | 0x7F800000u | (static_cast<uint32_t>(mantissa) << 13));
  }
  return negative ? -magnitude : magnitude;
}

float Bf16ToFloat(uint16_t b) { return FloatFromBits(static_cast<uint32_t>(b) << 16); }

namespace {

// |f| rounded to nearest even as a multiple of 2^quantum_exponent; the
// caller has made sure the result is representable.
double RoundToMultiple(double magnitude, int quantum_exponent) {
  const double scaled = std::ldexp(magnitude, -quantum_exponent);
  double whole = std::floor(scaled);
  const double fraction = scaled - whole;
  if (fraction > 0.5 || (fraction == 0.5 && std::fmod(whole, 2.0) != 0.0)) whole += 1.0;
  return whole;  // in units of 2^quantum_exponent
}

// Generic binary16-like encoder: `mantissa_bits`, `exponent_bits`.
uint16_t Encode(float f, int exponent_bits, int mantissa_bits, bool saturating) {
  const uint32_t u = BitsFromFloat(f);
  const uint16_t sign = (u >> 31) ? static_cast<uint16_t>(1u << 15) : 0;
  const int bias = (1 << (exponent_bits - 1)) - 1;
  const uint16_t inf = static_cast<uint16_t>(((1u << exponent_bits) - 1) << mantissa_bits);
  const uint16_t max_finite = static_cast<uint16_t>(inf - 1);
  if (std::isnan(f)) {
    if (saturating) return 0;
    return static_cast<uint16_t>(inf | (1u << (mantissa_bits - 1)));  // positive quiet NaN
  }
  const double magnitude = std::fabs(static_cast<double>(f));
  uint16_t bits;
  if (std::isinf(f)) {
    bits = inf;
  } else {
    int exponent;
    std::frexp(magnitude, &exponent);  // magnitude = m * 2^exponent, m in [0.5, 1)
    const int unbiased = exponent - 1;
    const int min_normal = 1 - bias;
    // The quantum of the binade (subnormals share the smallest one).
    const int quantum = (unbiased < min_normal ? min_normal : unbiased) - mantissa_bits;
    const double units = magnitude == 0.0 ? 0.0 : RoundToMultiple(magnitude, quantum);
    const double rounded = std::ldexp(units, quantum);
    const double largest = std::ldexp(static_cast<double>((1u << (mantissa_bits + 1)) - 1), bias - mantissa_bits);
    if (rounded > largest) {
      bits = inf;
    } else if (rounded == 0.0) {
      bits = 0;
    } else {
      int e;
      std::frexp(rounded, &e);
      const int biased = e - 1 + bias;
      if (biased <= 0) {
        bits = static_cast<uint16_t>(std::ldexp(rounded, mantissa_bits - min_normal));  // subnormal
      } else {
        const double fraction = std::ldexp(rounded, -(e - 1)) - 1.0;  // in [0, 1)
        bits = static_cast<uint16_t>((biased << mantissa_bits) | static_cast<int>(std::ldexp(fraction, mantissa_bits)));
      }
    }
  }
  if (bits == inf && saturating) bits = max_finite;
  return static_cast<uint16_t>(sign | bits);
}

}  // namespace

uint16_t FloatToHalf(float f, bool saturating) { return Encode(f, 5, 10, saturating); }
uint16_t FloatToBf16(float f, bool saturating) { return Encode(f, 8, 7, saturating); }

uint32_t CanonicalFloatBits(float f) {
  const uint32_t u = BitsFromFloat(f);
  if (std::isnan(f)) return 0x7FC00000u;
  return u;
}

}  // namespace reference
}  // namespace ascendc_host
