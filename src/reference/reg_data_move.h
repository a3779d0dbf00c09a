// Scalar oracle of the Reg-level moves beyond the seeds (SPEC 13.7-13.9),
// from the pages, bit by bit and byte by byte: MaskReg LoadAlign/StoreAlign
// with their MaskDist modes, DataBlock-strided LoadAlign/StoreAlign
// (DataCopyMode::DATA_BLOCK_COPY), Scatter and GatherB.
#ifndef ASCENDC_HOST_SRC_REFERENCE_REG_DATA_MOVE_H_
#define ASCENDC_HOST_SRC_REFERENCE_REG_DATA_MOVE_H_

#include <cstdint>

#include "reference/reference.h"

namespace ascendc_host {
namespace reference {
namespace reg {

// `dist` = the devkit's MaskDist value: 0 DIST_NORM, 1 DIST_US (load) /
// DIST_PACK (store), 2 DIST_DS (load).
MaskImage LoadMask(const Ub& ub, uint32_t dist, uint64_t address);
void StoreMask(const Ub& ub, uint32_t dist, uint64_t address, const MaskImage& mask);

// DATA_BLOCK_COPY: DataBlock b (< 8) of the register at address + b *
// block_stride * 32; element_bytes 1, 2 or 4 decides which predicate bits
// belong to which lanes.
void LoadBlocks(const Ub& ub, uint32_t element_bytes, uint64_t address, uint32_t block_stride, const MaskImage& mask,
                uint8_t* reg);
void StoreBlocks(const Ub& ub, uint32_t element_bytes, uint64_t address, uint32_t block_stride, const uint8_t* reg,
                 const MaskImage& mask);

// Scatter: src_bytes = sizeof(T), src_reg_num / index_reg_num the traits,
// index_bytes = sizeof of the index element; src[1] / index[1] the second
// registers of RegTraitNumTwo tensors.
void Scatter(const Ub& ub, uint32_t src_bytes, int src_reg_num, int64_t base, uint32_t index_bytes, int index_reg_num,
             const uint8_t* src0, const uint8_t* src1, const uint8_t* index0, const uint8_t* index1,
             const MaskImage& mask);

// GatherB: eight DataBlocks at base + index[j] (u32 lanes 0..7, bytes).
void GatherB(const Ub& ub, uint32_t element_bytes, int64_t base, const uint8_t* index, const MaskImage& mask,
             uint8_t* dst);

}  // namespace reg
}  // namespace reference
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_SRC_REFERENCE_REG_DATA_MOVE_H_
