// Pointer-level kernels of the Reg-layer moves beyond LoadAlign/StoreAlign
// and Gather (SPEC 13.7-13.9): MaskReg <-> UB, DataBlock-strided register
// stores, and Scatter. Register images and predicates are as in
// kernels/reg.h; DataBlock-strided loads and GatherB use
// kernels::GatherBlocks (kernels/block_copy.h).
//
// Callers guarantee that every UB byte a kernel touches is in range; the
// scatter kernels instead take the admissible unit range and refuse
// (return false, writing nothing) when an active lane leaves it.
#ifndef ASCENDC_HOST_KERNELS_REG_MOVE_H_
#define ASCENDC_HOST_KERNELS_REG_MOVE_H_

#include <cstddef>
#include <cstdint>

#include "ascendc_host/kernels/reg.h"

namespace ascendc_host {
namespace kernels {

// MaskReg <-> UB. Loads: kNorm reads 32 bytes (bit b of the predicate =
// bit b of the bytes), kUpsample 16 bytes (bit b = bit b/2), kDownsample
// 64 bytes (bit b = bit 2b). Stores: kNorm writes 32 bytes, kPack 16 bytes
// (bit b = predicate bit 2b).
enum class MaskMove : uint8_t { kNorm, kUpsample, kDownsample, kPack };
void LoadMaskBits(MaskMove dist, const uint8_t* src, uint64_t* predicate);
void StoreMaskBits(MaskMove dist, const uint64_t* predicate, uint8_t* dst);

// DataBlock b (< 8) of the register to dst + b * block_stride_bytes: its
// lanes of element_bytes (1, 2 or 4) whose predicate bit k*element_bytes is
// set; inactive lanes keep their bytes and a block without an active lane is
// not touched at all.
void StoreBlocksMasked(uint32_t element_bytes, const uint8_t* reg, const uint64_t* predicate, uint8_t* dst,
                       uint64_t block_stride_bytes);

// Register -> UB by index, lane order (a later lane wins where two write
// the same bytes). Lane k is active iff predicate bit k*predicate_step is
// set and writes its element at base + unit(k) * unit_bytes. Before any
// write the kernel finds the active lanes' smallest and largest unit; if
// either leaves [min_unit, max_unit] it returns false and writes nothing.
// b8: 128 lanes, lane k writes byte 2k of the source register, u16 index.
bool ScatterB8(const uint8_t* src, const uint16_t* index, const uint64_t* predicate, uint32_t min_unit,
               uint32_t max_unit, uint8_t* base, GatherUnits* seen);
// b16: 128 lanes; b32: 64 lanes (indices of the element's width).
bool ScatterB16(const uint16_t* src, const uint16_t* index, const uint64_t* predicate, uint32_t min_unit,
                uint32_t max_unit, uint8_t* base, GatherUnits* seen);
bool ScatterB32(const uint32_t* src, const uint32_t* index, const uint64_t* predicate, uint32_t min_unit,
                uint32_t max_unit, uint8_t* base, GatherUnits* seen);
// b64: `lanes` (32 or 64) elements; element k's low word is low[k * word_step],
// its high word high[k * word_step]; its index the low word of
// index[k * index_step]; unit(k) = 2 * index (mod 2^32) 32-bit words, the
// element's 8 bytes at base + 4 * unit(k).
bool ScatterB64(const uint32_t* low, const uint32_t* high, uint32_t word_step, const uint32_t* index,
                uint32_t index_step, uint32_t lanes, const uint64_t* predicate, uint32_t predicate_step,
                uint32_t min_unit, uint32_t max_unit, uint8_t* base, GatherUnits* seen);

}  // namespace kernels
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_KERNELS_REG_MOVE_H_
