// Cross-check mode (ascendc_host/verify.h) of the Reg-level moves beyond the
// seeds (SPEC 13.7-13.9): one call with copies of its register inputs, filled
// by the surface only when the mode is on, redone by
// src/verify/reg_data_move.cc on the reference (src/reference/reg_data_move.h).
#ifndef ASCENDC_HOST_VERIFY_REG_DATA_MOVE_H_
#define ASCENDC_HOST_VERIFY_REG_DATA_MOVE_H_

#include <cstdint>

#include "ascendc_host/verify.h"

namespace ascendc_host {
namespace verify {

struct RegMoveCall {
  enum class Kind : uint8_t { kLoadMask, kStoreMask, kLoadBlocks, kStoreBlocks, kScatter, kGatherB };
  Kind kind = Kind::kLoadMask;
  uint32_t dist = 0;                // MaskDist value
  uint32_t element_bytes = 1;
  int64_t address = 0;              // UB byte address (base) of the access
  uint32_t block_stride = 0;        // DataBlocks (DATA_BLOCK_COPY)
  int src_reg_num = 1;
  uint32_t index_bytes = 0;
  int index_reg_num = 1;
  uint8_t src[2][256] = {};         // register inputs (stores, Scatter)
  uint8_t index[2][256] = {};       // Scatter / GatherB
  uint64_t predicate[4] = {};       // the MaskReg argument (or the stored one)
  uint8_t* out = nullptr;           // loads: the destination register / MaskReg
  bool counter_mode = false;        // the mask registers (untouched)
  uint64_t vector_mask[2] = {~0ull, ~0ull};
};

extern const Checker kRegMoveChecker;

}  // namespace verify
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_VERIFY_REG_DATA_MOVE_H_
