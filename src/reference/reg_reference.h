// Scalar oracle of the Reg layer (SPEC 0.5, 1, 4), byte by byte on a UB
// image with UB byte addresses. Distributions are named by the devkit's
// numeric LoadDist / StoreDist values (SPEC 4.1, 4.8) so the oracle does not
// depend on the library's enums.
#ifndef ASCENDC_HOST_SRC_REFERENCE_REG_REFERENCE_H_
#define ASCENDC_HOST_SRC_REFERENCE_REG_REFERENCE_H_

#include <cstdint>

#include "reference/reference.h"

namespace ascendc_host {
namespace reference {
namespace reg {

using Register = uint8_t[kVl];

// Mask generators. element_bytes 1/2/4/8; reg_num 2 only for b64.
MaskImage UpdateMask(uint32_t element_bytes, int reg_num, uint32_t& n);
// pattern: MaskPattern value (0 ALL, 1..9 VL1..VL128, 10 M3, 11 M4, 12 H, 13 Q, 15 ALLF).
MaskImage CreateMask(uint32_t element_bytes, int reg_num, uint32_t pattern);
// Byte offset of CreateAddrReg<T>(index_i, stride_i ...).
uint64_t AddrRegBytes(uint32_t element_bytes, const uint32_t* indices, const uint32_t* strides, int pairs);

// Single-register loads (SPEC 4.4); `dist` = LoadDist value.
void Load(const Ub& ub, uint32_t dist, uint64_t address, uint8_t* reg);
// b64 RegTraitNumTwo DIST_NORM: 64 elements, low words to reg0, high to reg1.
void LoadB64Split(const Ub& ub, uint64_t address, uint8_t* reg0, uint8_t* reg1);
// Dual loads (SPEC 4.5): DINTLV_B8 (11), _B16 (12), _B32 (19).
void LoadDual(const Ub& ub, uint32_t dist, uint64_t address, uint8_t* reg0, uint8_t* reg1);

// Single-register stores (SPEC 4.8); `dist` = StoreDist value, element_bytes
// = sizeof(T) (used by DIST_NORM).
void Store(const Ub& ub, uint32_t dist, uint32_t element_bytes, uint64_t address, const uint8_t* reg,
           const MaskImage& mask);
// b64 RegTraitNumTwo DIST_NORM: elements 0..31 at first, 32..63 at second.
void StoreB64Split(const Ub& ub, uint64_t first, uint64_t second, const uint8_t* reg0, const uint8_t* reg1,
                   const MaskImage& mask);
// Post-update form of the above (review R1); returns the updated address.
uint64_t StoreB64SplitPostUpdate(const Ub& ub, uint64_t address, int32_t stride, const uint8_t* reg0,
                                 const uint8_t* reg1, const MaskImage& mask);
// Dual stores: INTLV_B8 (8), _B16 (9), _B32 (11); the mask is ignored.
void StoreDual(const Ub& ub, uint32_t dist, uint64_t address, const uint8_t* reg0, const uint8_t* reg1);

// UB gather (SPEC 1.3 form A). dst_bytes = sizeof(T0), src_bytes = sizeof(T1),
// index_bytes = sizeof(T2); reg_num of destination and index. `index`
// holds the index tensor's registers (index[1] used for RegTraitNumTwo).
// base_address may be any signed UB offset; only active lanes are read.
void Gather(const Ub& ub, uint32_t dst_bytes, int dst_reg_num, uint32_t src_bytes, int64_t base_address,
            uint32_t index_bytes, int index_reg_num, const uint8_t* index0, const uint8_t* index1,
            const MaskImage& mask, uint8_t* dst0, uint8_t* dst1);

// Register permutation (SPEC 1.3 form B).
void Permute(uint32_t element_bytes, const uint8_t* src, const uint8_t* index, uint8_t* dst);

}  // namespace reg
}  // namespace reference
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_SRC_REFERENCE_REG_REFERENCE_H_
