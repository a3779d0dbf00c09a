// Reference of BilinearInterpolation, from its page (基础算术,
// BilinearInterpolation(ISASI)) and docs/SPEC.md 8.11: the four steps as the
// page lists them (Gatherb of src0's DataBlocks, Brcb of src1, Mul, the
// horizontal Add), one half rounding per Mul and per Add.
#include <algorithm>
#include <vector>

#include "reference/vector_model.h"

namespace ascendc_host {
namespace reference {

MaskRegisters RunBilinearInterpolation(const Ub& ub, const BilinearCall& b) {
  const char* api = "reference::BilinearInterpolation";
  const VectorCallDesc& c = b.call;
  MaskRegisters after;
  const Positions positions = ResolvePositions(c, 2, &after);
  const uint64_t repeats = std::min<uint64_t>(positions.repeats, c.repeat_time);  // at most vRepeat
  if (b.h_repeat == 0) return after;
  bool any = false;
  for (uint64_t r = 0; r < repeats; ++r)
    for (uint32_t k = 0; k < 128; ++k) any = any || positions.Active(r, k);
  if (!any) return after;
  // Steps 1-3: products[i][k] for iteration i = v * hRepeat + h, every
  // source read before anything is written.
  const uint64_t iterations = repeats * b.h_repeat;
  std::vector<float> products(iterations * 128);
  for (uint64_t i = 0; i < iterations; ++i) {
    for (uint32_t j = 0; j < 8; ++j) {
      // Offsets are bytes from src0, floored to the element (as Gatherb).
      const uint64_t block = b.src0 + (ub.Load<uint32_t>(api, b.src0_offset + 4 * (i * 8 + j)) & ~1u);
      const uint64_t factor_index = b.repeat_mode ? i * 8 + j : i;
      const Value factor = Decode(DType::kF16, ub.Load<uint16_t>(api, b.src1 + 2 * factor_index));
      for (uint32_t k = 0; k < 16; ++k) {
        Value product;
        product.f = Decode(DType::kF16, ub.Load<uint16_t>(api, block + 2 * k)).f * factor.f;  // exact in float
        products[i * 128 + j * 16 + k] = Decode(DType::kF16, Encode(DType::kF16, product, c.numeric)).f;
      }
    }
  }
  // Step 4: dst = ((p0 + p1) + p2) + ..., each sum rounded to half.
  const uint64_t dst_repeat_bytes = uint64_t{b.v_r_offset} * 2 / 32 * 32;
  for (uint64_t v = 0; v < repeats; ++v) {
    for (uint32_t k = 0; k < 128; ++k) {
      if (!positions.Active(v, k)) continue;
      float sum = products[v * b.h_repeat * 128 + k];
      uint64_t bits = Encode(DType::kF16, Value{sum, 0}, c.numeric);
      for (uint32_t h = 1; h < b.h_repeat; ++h) {
        Value s;
        s.f = sum + products[(v * b.h_repeat + h) * 128 + k];
        bits = Encode(DType::kF16, s, c.numeric);
        sum = Decode(DType::kF16, bits).f;
      }
      const uint64_t at = c.dst.address + v * dst_repeat_bytes + uint64_t{k / 16} * c.dst.block_stride * 32 + (k % 16) * 2;
      ub.Store<uint16_t>(api, at, static_cast<uint16_t>(bits));
    }
  }
  return after;
}

}  // namespace reference
}  // namespace ascendc_host
