// Cross-check mode (ascendc_host/verify.h) of the data-movement APIs beyond
// the seeds (SPEC 13): one call in the API's own terms, filled by the surface
// only when the mode is on, redone by src/verify/data_move.cc on the
// reference (src/reference/data_move.h).
#ifndef ASCENDC_HOST_VERIFY_DATA_MOVE_H_
#define ASCENDC_HOST_VERIFY_DATA_MOVE_H_

#include <cstdint>

#include "ascendc_host/verify.h"

namespace ascendc_host {
namespace verify {

struct DataMoveCall {
  enum class Kind : uint8_t {
    kDataCopyBlocks,   // DataCopy with DataCopyParams (and the count forms it stands for)
    kDataCopyCount,    // DataCopy(LocalTensor, LocalTensor, count)
    kCopyCount,        // Copy(LocalTensor, LocalTensor, count)
    kDataCopyPad,      // DataCopyPad, either parameter struct
    kSlice,            // DataCopy with SliceInfo
    kGatherb,
    kCopyMasked,       // Copy with a mask and CopyRepeatParams
  };
  enum class Path : uint8_t { kGmToUb, kUbToGm, kUbToUb };
  struct Loop {
    uint32_t loop1_size = 1, loop2_size = 1;
    uint64_t loop1_src_stride = 0, loop1_dst_stride = 0, loop2_src_stride = 0, loop2_dst_stride = 0;
  };
  struct Slice {
    uint32_t start = 0, end = 0, stride = 0, burst_len = 0, shape = 0;
  };

  Kind kind = Kind::kDataCopyBlocks;
  Path path = Path::kGmToUb;
  uint32_t element_bytes = 1;
  uint32_t dst = 0, src = 0;       // UB byte addresses of the UB operands
  uint8_t* gm = nullptr;           // the GlobalTensor's first element
  // UB -> GM: the GM bytes [gm_begin, gm_end) from `gm` the call may write.
  int64_t gm_begin = 0, gm_end = 0;
  // DataCopyParams (DataBlocks) or DataCopyExtParams (bytes); count forms.
  uint32_t block_count = 0, block_len = 0;
  int64_t src_stride = 0, dst_stride = 0;
  uint32_t count = 0;
  // DataCopyPad.
  bool compact = false, is_pad = false;
  uint32_t left_padding = 0, right_padding = 0;
  uint64_t padding_value = 0;
  uint64_t pad_register = 0;       // before the call
  bool pad_register_set = false;
  Loop loop;                       // of the call's direction
  // SliceInfo.
  uint32_t dims = 0;
  Slice src_slices[8], dst_slices[8];
  // Gatherb.
  uint32_t offsets = 0, repeat_time = 0, dst_blk_stride = 1, dst_rep_stride = 8;
  // Copy with a mask: its form, mask argument and strides (DataBlocks).
  bool bitwise = false, is_set_mask = true;
  uint64_t mask[2] = {0, 0};        // bit-wise: both words; contiguous: mask[0]
  uint32_t copy_dst_stride = 1, copy_src_stride = 1, copy_dst_repeat = 8, copy_src_repeat = 8;
  // The mask registers before the call (only Copy with a mask changes them).
  bool counter_mode = false;
  uint64_t vector_mask[2] = {~0ull, ~0ull};
};

extern const Checker kDataMoveChecker;

}  // namespace verify
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_VERIFY_DATA_MOVE_H_
