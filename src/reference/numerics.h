// Scalar numerics of the compute APIs, written from the pages and the
// decisions in docs/SPEC.md ("Numerics of the compute APIs"), element by
// element: the 16-bit floating types to and from float, NaN and saturation.
#ifndef ASCENDC_HOST_SRC_REFERENCE_NUMERICS_H_
#define ASCENDC_HOST_SRC_REFERENCE_NUMERICS_H_

#include <cstdint>

namespace ascendc_host {
namespace reference {

float FloatFromBits(uint32_t bits);
uint32_t BitsFromFloat(float f);

// Exact.
float HalfToFloat(uint16_t h);
float Bf16ToFloat(uint16_t b);

// Round to nearest, ties to even. `saturating` (CTRL[48] == 0 for the
// type): results that are +-inf become +-MAX and NaN becomes +0; otherwise
// NaN becomes the positive quiet NaN 0x7E00 / 0x7FC0.
uint16_t FloatToHalf(float f, bool saturating);
uint16_t FloatToBf16(float f, bool saturating);

// A float result as stored: NaN becomes the positive quiet NaN 0x7FC00000.
uint32_t CanonicalFloatBits(float f);

}  // namespace reference
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_SRC_REFERENCE_NUMERICS_H_
