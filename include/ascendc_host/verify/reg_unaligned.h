// Cross-check mode (ascendc_host/verify.h) of the unaligned Reg moves and
// the register moves of SPEC 13.12-13.13 (LoadUnAlign / StoreUnAlign and
// their Pre / Post halves, Load / Store, Move, MaskGenWithRegTensor): one
// call with copies of its register inputs and of the unaligned register's
// state before the call, filled by the surface only when the mode is on and
// redone by src/verify/reg_unaligned.cc on the reference
// (src/reference/reg_unaligned.h).
#ifndef ASCENDC_HOST_VERIFY_REG_UNALIGNED_H_
#define ASCENDC_HOST_VERIFY_REG_UNALIGNED_H_

#include <cstdint>

#include "ascendc_host/verify.h"

namespace ascendc_host {
namespace verify {

struct RegUnalignCall {
  enum class Kind : uint8_t {
    kLoadPre,    // UnalignRegForLoad <- the DataBlock of `address`
    kLoad,       // register <- 256 bytes at `address` through the unaligned register
    kLoadSplit,  // b64 RegTraitNumTwo post-update: two loads `second` bytes apart, de-interleaved
    kLoadWhole,  // Load: LoadUnAlignPre + LoadUnAlign with a fresh unaligned register
    kStore,      // `count` bytes of src appended at `address` (up to 512: RegTraitNumTwo)
    kStoreMask,  // the MaskReg packed to `count` bytes (16: b16, 8: b32) appended at `address`
    kStorePost,  // the pending bytes flushed at `address`
    kStoreWhole, // Store: StoreUnAlign + StoreUnAlignPost with a fresh unaligned register
    kMove,       // dst = src on the active lanes (MERGING), `element_bytes`, `reg_num`
    kMaskGen,    // MaskGenWithRegTensor: the predicate from block `count` of src
  };
  Kind kind = Kind::kLoad;
  uint32_t element_bytes = 1;
  int reg_num = 1;
  int64_t address = 0;       // UB byte address of the access (after AddrReg / AR offsets)
  uint32_t count = 0;        // see Kind
  uint32_t second = 0;       // kLoadSplit: bytes from the first load to the second
  uint8_t src[2][256] = {};  // register inputs (stores, Move, MaskGen)
  uint64_t predicate[4] = {};
  // The unaligned register before the call (loads: bytes; stores: bytes and
  // the first pending position, 32 = none).
  uint8_t ureg[32] = {};
  uint32_t ureg_from = 32;
  // Results the SIMD path wrote, compared after the call.
  uint8_t* out = nullptr;           // register (kLoad*, kMove: both registers of RegTraitNumTwo) or MaskReg
  uint8_t* out_ureg = nullptr;      // the unaligned register's 32 bytes
  const uint32_t* out_ureg_from = nullptr;
  bool counter_mode = false;        // the mask registers (untouched)
  uint64_t vector_mask[2] = {~0ull, ~0ull};
};

extern const Checker kRegUnalignChecker;

}  // namespace verify
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_VERIFY_REG_UNALIGNED_H_
