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

// --- Type conversion (类型转换, converting composites; docs/SPEC.md 8.7) ----
//
// dst[p] = op(src0[p] (, src1[p] | scalar)) converted from `src` to `dst`.
// int4b_t sides (dst_int4 / src_int4) are bytes holding two elements: a
// position is then a pair of elements (the surface halves the count and
// the mask), the int4 side one byte of the pair, the other side two
// elements. The operand of `src` is two elements wide at those positions.
struct CastSpec {
  CastOp op = CastOp::kCast;
  DType dst = DType::kF32;
  DType src = DType::kF32;
  RoundMode round = RoundMode::CAST_NONE;
  bool dst_int4 = false;
  bool src_int4 = false;
  uint64_t scalar_bits = 0;   // MulsCast: one float
  bool scalar_left = false;
  uint16_t deq_scale = 0;     // AddDeqRelu / CastDequant / Cast int32->half: the half scale
};
void VectorCast(const CastSpec& spec, const VecShape& shape, const VecOperand& dst, const VecOperand& src0,
                const VecOperand& src1, const NumericMode& mode);


// --- Compare and select (比较与选择) -------------------------------------
//
// A bit-mask operand numbers a call's positions p = r * positions + k; the
// bit of position p is bit p % 8 of its byte p / 8 (little-endian bit stream).

// Compares src0 with src1 (or with a scalar) at the shape's positions and
// writes one bit per position: repeat r's positions / 8 bytes at
// `bits + r * positions / 8`, every repeat whole (a bit is 1 where the
// position is active and the comparison holds). Repeats run in order, each
// reading its sources before writing its bits.
struct CompareSpec {
  CompareOp op = CompareOp::kEq;
  DType type = DType::kF32;
  bool scalar = false;        // src1 is not read: the scalar is the right operand
  bool scalar_left = false;   // ... or the left one
  uint64_t scalar_bits = 0;   // one element of `type` in the low bytes
};
void VectorCompare(const CompareSpec& spec, const VecShape& shape, uint8_t* bits, const VecOperand& src0,
                   const VecOperand& src1);

// dst[p] = bit ? src0[p] : src1[p] at the shape's active positions, as bit
// patterns. The bit of position p is bit p of `bits`, or bit k when
// `same_bits_every_repeat` (Select mode 0, whose bits are read once, as the
// call starts). Only the first `bits_bytes` bytes of `bits` are read.
// Repeats run in order, each reading its sources and bits before writing.
struct SelectSpec {
  uint32_t element_bytes = 4;
  bool same_bits_every_repeat = false;
  int scalar_source = -1;     // 0 or 1: that source is `scalar_bits`, not memory
  uint64_t scalar_bits = 0;
  uint64_t bits_bytes = 0;
};
void VectorSelect(const SelectSpec& spec, const VecShape& shape, const VecOperand& dst, const VecOperand& src0,
                  const VecOperand& src1, const uint8_t* bits);

}  // namespace kernels
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_KERNELS_VECTOR_H_
