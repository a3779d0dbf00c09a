#ifndef ASCENDC_HOST_SRC_REFERENCE_GATHER_MASK_H_
#define ASCENDC_HOST_SRC_REFERENCE_GATHER_MASK_H_

#include <cstdint>

#include "reference/reference.h"

namespace ascendc_host {
namespace reference {

// One GatherMask call in the terms of SPEC 2.1, with UB byte addresses.
struct GatherMaskArgs {
  uint32_t element_bytes = 2;        // sizeof(T): 1, 2 or 4
  uint32_t dst = 0;                  // UB byte address of dst
  uint32_t src0 = 0;                 // UB byte address of src0
  bool pattern_is_tensor = false;
  uint32_t pattern = 0;              // UB byte address of the pattern tensor
  uint8_t builtin_id = 0;            // built-in pattern id when !pattern_is_tensor
  bool reduce_mode = false;
  uint32_t mask = 0;
  uint8_t src0_block_stride = 1;
  uint16_t repeat_times = 0;
  uint16_t src0_repeat_stride = 8;
  uint8_t src1_repeat_stride = 8;
};

// Runs SPEC 2.3 on the UB image and returns rsvdCnt. Release behaviour for
// out-of-range arguments (SPEC 2.6): an invalid built-in id or a zero mask
// in Counter mode keep nothing. `mask_mode` is the core's mode, updated per
// SPEC 2.4 (PA2: Normal after the call; P950: unchanged).
uint64_t GatherMask(Profile profile, const Ub& ub, const GatherMaskArgs& args, MaskMode& mask_mode);

}  // namespace reference
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_SRC_REFERENCE_GATHER_MASK_H_
