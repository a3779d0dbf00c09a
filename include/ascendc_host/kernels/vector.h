// Pointer-level kernels of the vector compute APIs (LocalTensor level, the
// pages' Memory矢量计算 folder). One executor per SIMD target turns the
// repeat / DataBlock-stride / mask model (pages: SIMD计算说明) into loops; each
// operation only supplies what it computes on a vector of lanes.
//
// Position k (0 <= k < positions) of repeat r of an operand whose elements
// are s bytes lies at byte
//     base + r * repeat_stride + (k * s / 32) * block_stride + (k * s) % 32
// The count form is the contiguous case: block_stride 32, repeat_stride
// positions * s (kernels::Contiguous below).
//
// Order: the repeats run in order and every repeat reads all of its source
// positions before it writes any destination position. That is the hardware's
// order, so the overlaps the pages permit (dst == src exactly; a destination
// with repeat stride 0 accumulating over a source, 通用地址重叠约束) give the
// NPU's result; other overlaps get this same deterministic result.
//
// The kernels trust their inputs: the surface has checked that every byte the
// call touches lies in UB.
#ifndef ASCENDC_HOST_KERNELS_VECTOR_H_
#define ASCENDC_HOST_KERNELS_VECTOR_H_

#include <cstdint>

#include "ascendc_host/ops.h"

namespace ascendc_host {
namespace kernels {

struct VecOperand {
  uint8_t* base = nullptr;
  uint64_t block_stride = 32;    // bytes between consecutive DataBlocks of a repeat
  uint64_t repeat_stride = 256;  // bytes between the starts of consecutive repeats
};

// Which positions a call visits.
struct VecShape {
  uint32_t repeats = 0;
  uint32_t positions = 0;     // per repeat: 256 / the widest element size
  // Count form and Counter mode: every position of every repeat is active,
  // except that the last repeat has only its first `last_prefix`.
  bool prefix_only = true;
  uint32_t last_prefix = 0;
  // Normal mode: position k of every repeat is active iff bit k % 64 of
  // bits[k / 64] is set.
  uint64_t bits[2] = {0, 0};

  bool Active(uint32_t r, uint32_t k) const {
    if (prefix_only) return r + 1 < repeats || k < last_prefix;
    return (bits[k >> 6] >> (k & 63)) & 1u;
  }
  // Number of active positions in the whole call.
  uint64_t ActiveCount() const;
};

// The count form: n contiguous elements of the widest size `widest_bytes`.
VecShape ContiguousShape(uint64_t n, uint32_t widest_bytes);
VecOperand Contiguous(uint8_t* base, uint32_t element_bytes, uint32_t positions);
inline VecOperand Contiguous(const uint8_t* base, uint32_t element_bytes, uint32_t positions) {
  return Contiguous(const_cast<uint8_t*>(base), element_bytes, positions);
}

// Bytes from `operand.base` to one past the last byte the shape touches for
// an operand of `element_bytes` (0 when it touches none).
uint64_t OperandSpan(const VecShape& shape, const VecOperand& operand, uint32_t element_bytes);

// dst[i] = op(src0[i], src1[i]); all three of `type`.
void VectorBinary(BinaryOp op, DType type, const VecShape& shape, const VecOperand& dst, const VecOperand& src0,
                  const VecOperand& src1, const NumericMode& mode);

// dst[i] = op(src[i], scalar) (op(scalar, src[i]) when scalar_left); the
// scalar is the bit pattern of one `type` element in the low bytes.
// kDuplicate reads no source.
void VectorScalar(ScalarOp op, DType type, const VecShape& shape, const VecOperand& dst, const VecOperand& src,
                  uint64_t scalar_bits, bool scalar_left, const NumericMode& mode);

}  // namespace kernels
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_KERNELS_VECTOR_H_
