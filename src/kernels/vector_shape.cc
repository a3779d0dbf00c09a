// The addressing model of kernels/vector.h, outside any SIMD target.
#include <algorithm>
#include <cstdint>

#include "ascendc_host/kernels/vector.h"

namespace ascendc_host {
namespace kernels {

uint64_t VecShape::ActiveCount() const {
  if (repeats == 0) return 0;
  if (prefix_only) return uint64_t{repeats - 1} * positions + last_prefix;
  uint64_t per_repeat = 0;
  for (uint32_t k = 0; k < positions && k < 128; ++k) per_repeat += (bits[k >> 6] >> (k & 63)) & 1u;
  return per_repeat * repeats;
}

VecShape ContiguousShape(uint64_t n, uint32_t widest_bytes) {
  VecShape s;
  s.positions = 256 / widest_bytes;
  s.prefix_only = true;
  // A Counter-mode count can be any 64-bit value: past 2^32 - 1 repeats the
  // shape saturates (every repeat full) rather than wrapping to a few or none,
  // so a caller's repeat limit or UB bound still sees it.
  const uint64_t repeats = n / s.positions + (n % s.positions != 0);
  if (repeats > UINT32_MAX) {
    s.repeats = UINT32_MAX;
    s.last_prefix = s.positions;
    return s;
  }
  s.repeats = static_cast<uint32_t>(repeats);
  s.last_prefix = n == 0 ? 0 : static_cast<uint32_t>(n - uint64_t{s.repeats - 1} * s.positions);
  return s;
}

VecOperand Contiguous(uint8_t* base, uint32_t element_bytes, uint32_t positions) {
  VecOperand o;
  o.base = base;
  o.block_stride = 32;
  o.repeat_stride = uint64_t{positions} * element_bytes;
  return o;
}

uint64_t OperandSpan(const VecShape& shape, const VecOperand& o, uint32_t element_bytes) {
  if (shape.repeats == 0 || shape.positions == 0) return 0;
  const uint32_t per_block = 32 / element_bytes;
  // A prefix of m positions ends at position m - 1 when blocks advance
  // (block strides are whole DataBlocks), or inside block 0 when they do not.
  auto prefix_end = [&](uint32_t m) -> uint64_t {
    if (m == 0) return 0;
    if (o.block_stride == 0) return uint64_t{std::min(m, per_block)} * element_bytes;
    return uint64_t{(m - 1) / per_block} * o.block_stride + uint64_t{(m - 1) % per_block + 1} * element_bytes;
  };
  if (shape.prefix_only) {
    uint64_t end = uint64_t{shape.repeats - 1} * o.repeat_stride + prefix_end(shape.last_prefix);
    if (shape.repeats >= 2) end = std::max(end, uint64_t{shape.repeats - 2} * o.repeat_stride + prefix_end(shape.positions));
    return end;
  }
  // Normal mode: every repeat has the same active positions, so the last
  // repeat reaches furthest.
  auto repeat_end = [&](uint32_t r) -> uint64_t {
    uint64_t end = 0;
    for (uint32_t k = 0; k < shape.positions; ++k) {
      if (!shape.Active(r, k)) continue;
      const uint64_t at = uint64_t{r} * o.repeat_stride + uint64_t{k / per_block} * o.block_stride +
                          uint64_t{k % per_block} * element_bytes + element_bytes;
      end = std::max(end, at);
    }
    return end;
  };
  return repeat_end(shape.repeats - 1);
}

}  // namespace kernels
}  // namespace ascendc_host
