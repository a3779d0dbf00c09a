// BilinearInterpolation (kernels/bilinear_interpolation.h): the page's four
// steps (Gatherb, Brcb, Mul, Add) on host scratch; the arithmetic is the
// dispatched half Mul and Add, so there is no second half-rounding path.
#include "ascendc_host/kernels/bilinear_interpolation.h"

#include <cstring>
#include <vector>

namespace ascendc_host {
namespace kernels {

void BilinearInterpolation(const VecShape& shape, const VecOperand& dst, const uint8_t* src0, const uint32_t* offsets,
                           const uint16_t* src1, uint32_t h_repeat, bool repeat_mode, const NumericMode& mode) {
  constexpr uint32_t kRepeatBytes = 256, kBlockBytes = 32, kLanes = 128, kBlockLanes = 16;
  const uint64_t iterations = uint64_t{shape.repeats} * h_repeat;
  if (iterations == 0) return;
  // Steps 1 and 2: every block gathered and every factor broadcast first, as
  // the hardware does before its first write to dst.
  std::vector<uint8_t> scratch(iterations * kRepeatBytes * 2);
  uint8_t* products = scratch.data();
  uint16_t* factors = reinterpret_cast<uint16_t*>(scratch.data() + iterations * kRepeatBytes);
  for (uint64_t b = 0; b < iterations * 8; ++b) {
    std::memcpy(products + b * kBlockBytes, src0 + (offsets[b] & ~1u), kBlockBytes);
    const uint16_t factor = repeat_mode ? src1[b] : src1[b / 8];
    for (uint32_t k = 0; k < kBlockLanes; ++k) factors[b * kBlockLanes + k] = factor;
  }
  // Step 3: one Mul over every iteration, in place.
  const VecShape all = ContiguousShape(iterations * kLanes, 2);
  const VecOperand p = Contiguous(products, 2, kLanes);
  VectorBinary(BinaryOp::kMul, DType::kF16, all, p, p, Contiguous(reinterpret_cast<uint8_t*>(factors), 2, kLanes),
               mode);
  // Step 4: the horizontal sum of each vertical repeat, left to right, into
  // its first iteration's products; then the active positions to dst.
  const VecShape one = ContiguousShape(kLanes, 2);
  for (uint32_t r = 0; r < shape.repeats; ++r) {
    uint8_t* sum = products + uint64_t{r} * h_repeat * kRepeatBytes;
    const VecOperand acc = Contiguous(sum, 2, kLanes);
    for (uint32_t h = 1; h < h_repeat; ++h)
      VectorBinary(BinaryOp::kAdd, DType::kF16, one, acc, acc, Contiguous(sum + h * kRepeatBytes, 2, kLanes), mode);
    uint8_t* out = dst.base + r * dst.repeat_stride;
    for (uint32_t j = 0; j < 8; ++j) {
      uint8_t* block = out + j * dst.block_stride;
      for (uint32_t k = 0; k < kBlockLanes; ++k)
        if (shape.Active(r, j * kBlockLanes + k)) std::memcpy(block + 2 * k, sum + j * kBlockBytes + 2 * k, 2);
    }
  }
}

}  // namespace kernels
}  // namespace ascendc_host
