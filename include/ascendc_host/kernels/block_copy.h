// Pointer-level kernels of the block-moving APIs (SPEC 13): strided block
// copies with padding (DataCopy with DataCopyParams, DataCopyPad, slices,
// UB -> UB copies) and gathers of 32-byte DataBlocks (Gatherb, Reg::GatherB).
//
// The kernels trust their inputs: the surface has checked that every byte a
// plan touches lies in UB or in a GM range it knows.
#ifndef ASCENDC_HOST_KERNELS_BLOCK_COPY_H_
#define ASCENDC_HOST_KERNELS_BLOCK_COPY_H_

#include <cstddef>
#include <cstdint>

namespace ascendc_host {
namespace kernels {

// `block_count` blocks of `block_bytes` data bytes, block b read at
// src + b * src_pitch and written at dst + b * dst_pitch + left_pad_bytes,
// for every iteration (i2 < loop2_size, i1 < loop1_size) of the two loops
// around the call, which move src and dst by i2 * loop2_*_stride +
// i1 * loop1_*_stride bytes. Iterations and blocks run in that order
// (later writes win where destinations overlap). A block whose source and
// destination overlap is read whole before it is written.
//
// Padding (GM -> UB): each destination row is
//   [left_pad_bytes][data][right_pad_bytes][dummy_bytes]
// left and right padding are filled with the `pad_unit`-byte pattern in
// pad_pattern, the dummy bytes with the same pattern or, when
// dummy_repeats_first_element is set, with the block's first element
// (its first pad_unit data bytes). A tail of tail_bytes after the last
// block's data (Compact mode: the iteration's data is one run) is filled
// like a dummy of the last block. Every fill repeats its pattern from the
// fill's first byte.
struct BlockCopyPlan {
  uint32_t block_count = 0;
  uint64_t block_bytes = 0;
  int64_t src_pitch = 0;
  int64_t dst_pitch = 0;
  uint32_t left_pad_bytes = 0;
  uint32_t right_pad_bytes = 0;
  uint32_t dummy_bytes = 0;
  uint32_t tail_bytes = 0;
  uint32_t pad_unit = 1;          // 1, 2, 4 or 8
  uint64_t pad_pattern = 0;       // little-endian bytes of one pad element
  bool dummy_repeats_first_element = false;
  uint32_t loop1_size = 1, loop2_size = 1;
  int64_t loop1_src_stride = 0, loop1_dst_stride = 0;
  int64_t loop2_src_stride = 0, loop2_dst_stride = 0;
};

void CopyBlocks(const uint8_t* src, uint8_t* dst, const BlockCopyPlan& plan);

// DataBlock gather: block i (i < blocks) is the 32 bytes at src + offsets[i],
// written at dst + (i / row_blocks) * row_pitch + (i % row_blocks) * block_pitch.
// With `active` (one flag per block) an inactive block reads nothing and,
// if zero_inactive, its destination becomes 32 zero bytes (else it is left
// alone). Blocks run in order; each is read whole before it is written.
void GatherBlocks(const uint8_t* src, const uint32_t* offsets, uint32_t blocks, uint32_t row_blocks,
                  uint64_t block_pitch, uint64_t row_pitch, const bool* active, bool zero_inactive, uint8_t* dst);

}  // namespace kernels
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_KERNELS_BLOCK_COPY_H_
