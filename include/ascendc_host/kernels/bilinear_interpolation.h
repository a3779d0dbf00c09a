// BilinearInterpolation's computation (docs/SPEC.md 8.11) on validated
// operands: composed of the dispatched half Mul and Add kernels, so its
// rounding and saturation are theirs.
#ifndef ASCENDC_HOST_KERNELS_BILINEAR_INTERPOLATION_H_
#define ASCENDC_HOST_KERNELS_BILINEAR_INTERPOLATION_H_

#include <cstdint>

#include "ascendc_host/kernels/vector.h"

namespace ascendc_host {
namespace kernels {

// For each repeat r of `shape` (128 half positions) and h < h_repeat,
// iteration i = r * h_repeat + h: block j of iteration i is the 32 bytes at
// src0 + (offsets[i * 8 + j] & ~1), multiplied by src1[i] (repeat_mode
// false) or src1[i * 8 + j] (true). The active positions of repeat r of
// `dst` receive the products of its iterations summed in order. Every source
// is read before the destination is written.
void BilinearInterpolation(const VecShape& shape, const VecOperand& dst, const uint8_t* src0, const uint32_t* offsets,
                           const uint16_t* src1, uint32_t h_repeat, bool repeat_mode, const NumericMode& mode);

}  // namespace kernels
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_KERNELS_BILINEAR_INTERPOLATION_H_
