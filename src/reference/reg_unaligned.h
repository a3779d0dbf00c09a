// Scalar oracle of the unaligned Reg moves and the register moves (SPEC
// 13.12, 13.13), byte by byte on a UB image: LoadUnAlignPre / LoadUnAlign
// through a 32-byte unaligned load register, StoreUnAlign /
// StoreUnAlignPost through a 32-byte unaligned store register with its
// pending bytes, the MaskReg StoreUnAlign, Load / Store, Move and
// MaskGenWithRegTensor.
#ifndef ASCENDC_HOST_SRC_REFERENCE_REG_UNALIGNED_H_
#define ASCENDC_HOST_SRC_REFERENCE_REG_UNALIGNED_H_

#include <cstdint>

#include "reference/reference.h"

namespace ascendc_host {
namespace reference {
namespace reg {

// UnalignRegForLoad: the 32 bytes it caches.
struct UnalignLoadState {
  uint8_t bytes[32] = {};
};
// UnalignRegForStore: 32 bytes; positions from `from` on are pending for the
// DataBlock of the next access (32: nothing pending).
struct UnalignStoreState {
  uint8_t bytes[32] = {};
  uint32_t from = 32;
};

void LoadUnalignPre(const Ub& ub, uint64_t address, UnalignLoadState& u);
// 256 bytes into `reg`; `u` then caches the DataBlock after them.
void LoadUnalign(const Ub& ub, uint64_t address, UnalignLoadState& u, uint8_t* reg);
// b64 RegTraitNumTwo post-update: a load at address, a second one
// `second_bytes` later, then low words to reg0 and high words to reg1.
void LoadUnalignB64Split(const Ub& ub, uint64_t address, uint32_t second_bytes, UnalignLoadState& u, uint8_t* reg0,
                         uint8_t* reg1);

// Appends n (<= 256) bytes of `bytes` to the stream at `address`.
void StoreUnalign(const Ub& ub, uint64_t address, const uint8_t* bytes, uint32_t n, UnalignStoreState& u);
// MaskReg StoreUnAlign: element_bytes 2 packs every 2nd predicate bit into
// 16 bytes, 4 every 4th bit into 8 bytes; appended at `address`.
void StoreMaskUnalign(const Ub& ub, uint64_t address, uint32_t element_bytes, const MaskImage& mask,
                      UnalignStoreState& u);
void StoreUnalignPost(const Ub& ub, uint64_t address, UnalignStoreState& u);

// Move (MERGING): lanes of element_bytes (reg_num 2: b64 RegTraitNumTwo,
// two registers) copied where active.
void Move(uint32_t element_bytes, int reg_num, const uint8_t* src0, const uint8_t* src1, const MaskImage& mask,
          uint8_t* dst0, uint8_t* dst1);
// MaskGenWithRegTensor: element_bytes 2 or 4, block `offset` of `reg`.
MaskImage MaskGen(uint32_t element_bytes, uint32_t offset, const uint8_t* reg);

}  // namespace reg
}  // namespace reference
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_SRC_REFERENCE_REG_UNALIGNED_H_
