// Scalar oracle of the data-movement APIs beyond the seeds (SPEC 13), written
// from the pages byte by byte: DataCopy with DataCopyParams (GM <-> UB,
// UB -> UB), DataCopyPad (both directions, Normal and Compact, the pad
// register, loop mode), SliceInfo copies, Gatherb and the UB -> UB counts.
// Arguments are the APIs' own (not the library's resolved plans).
#ifndef ASCENDC_HOST_SRC_REFERENCE_DATA_MOVE_H_
#define ASCENDC_HOST_SRC_REFERENCE_DATA_MOVE_H_

#include <cstdint>

#include "reference/reference.h"

namespace ascendc_host {
namespace reference {

// GM as the reference sees it: byte x of the tensor (offset from its first
// element) is bytes[x - origin] for origin <= x < origin + size; anything
// else is FATAL (a reference bug or an unchecked call).
struct GmImage {
  uint8_t* bytes = nullptr;
  int64_t origin = 0;
  uint64_t size = 0;
  uint8_t Load(int64_t x) const;
  void Store(int64_t x, uint8_t v) const;
};

// SetLoopModePara registers of one direction (reset: 1 x 1, strides 0).
struct LoopMode {
  uint32_t loop1_size = 1, loop2_size = 1;
  uint64_t loop1_src_stride = 0, loop1_dst_stride = 0;
  uint64_t loop2_src_stride = 0, loop2_dst_stride = 0;
};

// DataCopy with DataCopyParams: lengths and gaps in DataBlocks.
struct BlockParams {
  uint32_t block_count = 1, block_len = 0, src_gap = 0, dst_gap = 0;
};
void DataCopyBlocksGmToUb(const Ub& ub, uint32_t dst, const GmImage& src, const BlockParams& p, const LoopMode& loop);
void DataCopyBlocksUbToGm(const Ub& ub, const GmImage& dst, uint32_t src, const BlockParams& p, const LoopMode& loop);
void DataCopyBlocksUbToUb(const Ub& ub, uint32_t dst, uint32_t src, const BlockParams& p);

// DataCopy with NdDmaParams (SPEC 13.14): per dimension d (0 innermost) the
// strides in elements, the data size and the padding in effect (the config's
// override already applied).
struct NdDmaArgs {
  uint32_t dims = 1, element_bytes = 1;
  uint64_t src_stride[5] = {}, dst_stride[5] = {};
  uint32_t size[5] = {}, left[5] = {}, right[5] = {};
  uint64_t constant_bits = 0;
  bool nearest = false;
};
void DataCopyNdDma(const Ub& ub, uint32_t dst, const GmImage& src, const NdDmaArgs& a);
// DataCopy(LocalTensor, LocalTensor, count): count*s rounded down to DataBlocks.
void DataCopyCountUbToUb(const Ub& ub, uint32_t dst, uint32_t src, uint32_t count, uint32_t element_bytes);
// Copy(dst, src, count): exactly count*s bytes, 256-byte pieces in order.
void CopyCount(const Ub& ub, uint32_t dst, uint32_t src, uint32_t count, uint32_t element_bytes);

// DataCopyPad with DataCopyExtParams / DataCopyPadExtParams (the older
// structs map field by field). Lengths in bytes; the GM side's stride in
// bytes, the UB side's in DataBlocks.
struct PadParams {
  uint32_t element_bytes = 1;
  uint32_t block_count = 1;
  uint32_t block_len = 0;
  int64_t src_stride = 0;
  int64_t dst_stride = 0;
  bool compact = false;
  bool is_pad = false;
  uint32_t left_padding = 0, right_padding = 0;  // elements
  uint64_t padding_value = 0;                    // bits
};
struct PadRegister {
  uint64_t value = 0;
  bool set = false;
};
// Returns the pad register as the call leaves it.
PadRegister DataCopyPadGmToUb(const Ub& ub, uint32_t dst, const GmImage& src, const PadParams& p, PadRegister reg,
                              const LoopMode& loop);
void DataCopyPadUbToGm(const Ub& ub, const GmImage& dst, uint32_t src, const PadParams& p, const LoopMode& loop);

// DataCopy with SliceInfo: dims entries per side, dimension 0 innermost.
struct Slice {
  uint32_t start = 0, end = 0, stride = 0, burst_len = 0, shape = 0;
};
void DataCopySliceGmToUb(const Ub& ub, uint32_t dst, const GmImage& src, const Slice* dst_slices,
                         const Slice* src_slices, uint32_t dims, uint32_t element_bytes);
void DataCopySliceUbToGm(const Ub& ub, const GmImage& dst, uint32_t src, const Slice* dst_slices,
                         const Slice* src_slices, uint32_t dims, uint32_t element_bytes);

// Gatherb: repeat_time x 8 DataBlocks; offsets (u32, bytes) at UB `offsets`.
void Gatherb(const Ub& ub, uint32_t element_bytes, uint32_t dst, uint32_t src, uint32_t offsets, uint32_t repeat_time,
             uint32_t dst_blk_stride, uint32_t dst_rep_stride);

// Copy with a mask and CopyRepeatParams (strides in DataBlocks), the
// vector-instruction mask model of the page: Normal mode, the positions of
// each of repeat_time repeats the mask selects; Counter mode, the first N
// positions of every repeat (N may exceed one repeat's 256 bytes; repeats
// still count). Position k of repeat r is the element at
// r * repeat * 32 + floor(k * s / 32) * stride * 32 + (k * s) % 32.
struct CopyMaskArgs {
  uint32_t element_bytes = 2;
  uint32_t dst = 0, src = 0;
  bool bitwise = false, is_set_mask = true;
  uint64_t mask[2] = {0, 0};
  uint32_t repeat_time = 0;
  uint32_t dst_stride = 1, src_stride = 1, dst_repeat = 8, src_repeat = 8;
  // The core's mask registers before the call.
  bool counter_mode = false;
  uint64_t vector_mask[2] = {~0ull, ~0ull};
};
struct MaskRegistersAfter {
  bool counter_mode = false;
  uint64_t vector_mask[2] = {~0ull, ~0ull};
};
MaskRegistersAfter CopyMasked(const Ub& ub, const CopyMaskArgs& a);

}  // namespace reference
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_SRC_REFERENCE_DATA_MOVE_H_
