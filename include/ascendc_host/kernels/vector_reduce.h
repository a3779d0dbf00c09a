// Pointer-level kernels of the reductions (归约计算) and of the fill and
// layout APIs (数据填充, 数据排布转换, 数据重排); docs/SPEC.md 8.8 and 8.9.
//
// The reductions share one executor: every result is a pairwise tree over a
// group of consecutive positions of a repeat (a pair, a DataBlock, a whole
// repeat), and the whole-tensor reductions combine the per-repeat results in
// the order the pages give (ReduceSum 方式一/二/三). The positions come from the
// same repeat / stride / mask model as every vector API (kernels/vector.h).
//
// The kernels trust their inputs: the surface has checked that every byte the
// call touches lies in UB.
#ifndef ASCENDC_HOST_KERNELS_VECTOR_REDUCE_H_
#define ASCENDC_HOST_KERNELS_VECTOR_REDUCE_H_

#include <cstdint>

#include "ascendc_host/kernels/vector.h"
#include "ascendc_host/ops.h"

namespace ascendc_host {
namespace kernels {

struct ReduceSpec {
  ReduceOp op = ReduceOp::kSum;
  DType src_type = DType::kF32;
  DType dst_type = DType::kF32;  // sums: the type every addition rounds to
  uint32_t group = 0;            // ReduceGroups: positions per result (2, a DataBlock, a repeat)
};

// One result: the value's bits in dst_type (NaN and saturation applied as the
// numeric mode says), the position of the winner for Max / Min (in its group,
// or in the call for ReduceAll), and whether the group had no active position.
struct ReduceResult {
  uint64_t value = 0;
  uint64_t index = 0;
  bool empty = true;
};

// Results of every group of `spec.group` consecutive positions of every
// repeat, repeat by repeat: out[r * (shape.positions / group) + g].
//   Sum: the pairwise tree (positions 2i and 2i+1, then their sums, ...) with
//        inactive positions as +0, every addition rounded to dst_type;
//        integer sums wrap.
//   Max / Min: the largest / smallest active value (+0 above -0; NaN wins),
//        the smallest position holding it (the first NaN).
void ReduceGroups(const ReduceSpec& spec, const VecShape& shape, const VecOperand& src, ReduceResult* out,
                  const NumericMode& mode);

// ReduceGroups' dense case, written straight into UB: every position
// active, source repeats dense (one DataBlock block stride, one repeat
// apart), dst_type == src_type, half or float, Sum / Max / Min without
// index. Repeat r's results go contiguously to dst + r * dst_repeat_bytes
// (dst must not overlap the source). Returns false, having written
// nothing, for any other call.
bool ReduceGroupsDense(const ReduceSpec& spec, const VecShape& shape, const VecOperand& src, uint8_t* dst,
                       uint64_t dst_repeat_bytes, const NumericMode& mode);

// How a whole-tensor sum combines the sums of its repeats (ReduceSum's page).
enum class SumOrder : uint8_t {
  kSequential,  // 方式一: acc = s0, then acc + s1, acc + s2, ... in order
  kLevels,      // 方式二: pairwise trees over chunks of one repeat's width, until one value remains
  kMerged,      // 方式三 (at most four repeats): repeats added lane by lane into one, then its tree
  kWrapping,    // 64-bit integers: the sum modulo 2^64
};

// A whole-call reduction (ReduceSum / ReduceMax / ReduceMin). Max / Min:
// position (r, k) has index r * index_repeat_step + k; the smallest index
// of the winning value wins.
ReduceResult ReduceAll(const ReduceSpec& spec, SumOrder order, uint64_t index_repeat_step, const VecShape& shape,
                       const VecOperand& src, const NumericMode& mode);

// --- Fill and layout -------------------------------------------------------

// Brcb: element i * 8 + j of src fills DataBlock j of repeat i of dst (at
// dst + (i * repeat_stride + j * block_stride) bytes), i < repeats.
void Brcb(uint32_t element_bytes, uint8_t* dst, const uint8_t* src, uint32_t repeats, uint64_t block_stride,
          uint64_t repeat_stride);

// CreateVecIndex: position p = r * positions + k of the shape gets
// firstValue + p (floats: computed in float, rounded once to the type;
// integers: wrapping). `first_bits` is firstValue's bits in `type`.
void CreateVecIndex(DType type, const VecShape& shape, const VecOperand& dst, uint64_t first_bits,
                    const NumericMode& mode);

// dst[n][j][i] = src[n][i][j] for i < rows, j < cols: [N, rows, cols] ->
// [N, cols, rows] (the 16 x 16 transpose is N = 1, rows = cols = 16; NCHW ->
// NHWC is rows = C, cols = H * W). dst and src do not overlap, except the
// 16 x 16 form, which may run in place.
void TransposeMatrices(uint32_t element_bytes, uint8_t* dst, const uint8_t* src, uint32_t n, uint32_t rows,
                       uint32_t cols);

// Interleave: the stream src0[0], src1[0], src0[1], src1[1], ... of 2 * count
// elements; its first count go to dst0, the rest to dst1.
void Interleave(uint32_t element_bytes, uint8_t* dst0, uint8_t* dst1, const uint8_t* src0, const uint8_t* src1,
                uint64_t count);
// DeInterleave: the even elements of the stream src0 (count0 elements) ++
// src1 (count1 elements) go to dst0, the odd ones to dst1.
void DeInterleave(uint32_t element_bytes, uint8_t* dst0, uint8_t* dst1, const uint8_t* src0, uint64_t count0,
                  const uint8_t* src1, uint64_t count1);

}  // namespace kernels
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_KERNELS_VECTOR_REDUCE_H_
