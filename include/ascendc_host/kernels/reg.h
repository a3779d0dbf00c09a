// Pointer-level kernels of the Reg layer (SPEC sections 1 and 4): each one
// fills or consumes whole 256-byte register images and is one dispatched
// call. Register images and predicates are the byte images of
// AscendC::Reg::RegTensor / MaskReg (predicate bit b <-> register byte b).
//
// Callers guarantee that every UB byte a kernel touches is in range; the
// gather kernels instead take the admissible index range and refuse (return
// false, touching nothing) when an active lane leaves it.
#ifndef ASCENDC_HOST_KERNELS_REG_H_
#define ASCENDC_HOST_KERNELS_REG_H_

#include <cstddef>
#include <cstdint>

namespace ascendc_host {
namespace kernels {

inline constexpr size_t kRegisterBytes = 256;

// Single-register load distributions (byte-level, SPEC 4.4).
enum class RegLoadDist : uint8_t {
  kNorm,                // R[j] = M[j], 256 bytes
  kBroadcastB8,         // R[j] = M[0]
  kBroadcastB16,        // R[j] = M[j % 2]
  kBroadcastB32,        // R[j] = M[j % 4]
  kUpsampleB8,          // R[j] = M[j / 2], 128 bytes read
  kUpsampleB16,         // each b16 of 128 bytes twice
  kDownsampleB8,        // R[j] = M[2j], 512 bytes read
  kDownsampleB16,       // even b16 elements of 512 bytes
  kUnpackB8,            // u8 -> u16 zero extension, 128 bytes read
  kUnpackB16,           // u16 -> u32
  kUnpackB32,           // u32 -> u64
  kUnpack4B8,           // u8 -> u32, 64 bytes read
  kBlock,               // one 32-byte block to all 8 blocks
  kElementToBlockB16,   // b16 element b fills block b, 16 bytes read
  kElementToBlockB32,   // b32 element b fills block b, 32 bytes read
};
// Bytes of UB a single-register load distribution reads.
constexpr size_t RegLoadBytes(RegLoadDist d) {
  switch (d) {
    case RegLoadDist::kNorm: return 256;
    case RegLoadDist::kBroadcastB8: return 1;
    case RegLoadDist::kBroadcastB16: return 2;
    case RegLoadDist::kBroadcastB32: return 4;
    case RegLoadDist::kDownsampleB8:
    case RegLoadDist::kDownsampleB16: return 512;
    case RegLoadDist::kUnpack4B8: return 64;
    case RegLoadDist::kBlock: return 32;
    case RegLoadDist::kElementToBlockB16: return 16;
    case RegLoadDist::kElementToBlockB32: return 32;
    default: return 128;
  }
}

void LoadAlignNorm(const uint8_t* src, uint8_t* reg);
void LoadAlignDistributed(RegLoadDist dist, const uint8_t* src, uint8_t* reg);
// Even granules of 512 source bytes to reg0, odd ones to reg1 (granule 1/2/4).
void LoadAlignDeinterleave(uint32_t granule_bytes, const uint8_t* src, uint8_t* reg0, uint8_t* reg1);

// Lane k (element_bytes 1/2/4/8) written to dst + k*element_bytes iff
// predicate bit k*element_bytes is set; other bytes are not written.
void StoreAlignMasked(uint32_t element_bytes, const uint8_t* reg, const uint64_t* predicate, uint8_t* dst);

// Narrowing stores (SPEC 4.8): low part of lane k to output slot k iff
// predicate bit k*lane_bytes is set.
enum class RegStorePack : uint8_t {
  kPackB16,   // low byte of 128 b16 lanes -> 128 bytes
  kPackB32,   // low b16 of 64 b32 lanes -> 128 bytes
  kPackB64,   // low b32 of 32 b64 lanes -> 128 bytes
  kPack4B32,  // low byte of 64 b32 lanes -> 64 bytes
};
void StoreAlignPacked(RegStorePack pack, const uint8_t* reg, const uint64_t* predicate, uint8_t* dst);
// Inverse of LoadAlignDeinterleave: 512 bytes, no predicate.
void StoreAlignInterleave(uint32_t granule_bytes, const uint8_t* reg0, const uint8_t* reg1, uint8_t* dst);
// b64 RegTraitNumTwo: element k = low_words[k] | high_words[k] << 32, written
// iff predicate bit 4k; elements 0..31 go to first_half, 32..63 to second_half
// (in that order, so an overlapping second half wins).
void StoreAlignSplitB64(const uint8_t* low_words, const uint8_t* high_words, const uint64_t* predicate,
                        uint8_t* first_half, uint8_t* second_half);

// UB -> register gathers (SPEC 1.3). Lane k is active iff predicate bit
// k*predicate_step is set. Active lane k reads `read_bytes` at
// base + unit(k) * unit_bytes, where unit(k) is its index (b16/b32) or,
// for b64, the 32-bit word index (2 * index) mod 2^32 with unit_bytes 4.
// Before any access the kernel computes the smallest and largest unit of the
// active lanes; if either leaves [min_unit, max_unit] it returns false and
// reads nothing. Inactive lanes are zero and their addresses never read.
struct GatherUnits {
  uint32_t active = 0;    // active lanes
  uint32_t min_unit = 0;  // over active lanes (valid when active > 0)
  uint32_t max_unit = 0;
};
// 128 b16 lanes from b8 (zero-extended) or b16 sources, u16 indices.
bool GatherToB16(const uint8_t* base, uint32_t source_bytes, const uint16_t* index, const uint64_t* predicate,
                 uint32_t min_unit, uint32_t max_unit, uint16_t* dst, GatherUnits* seen);
// 64 b32 lanes, u32 indices.
bool GatherToB32(const uint8_t* base, const uint32_t* index, const uint64_t* predicate, uint32_t min_unit,
                 uint32_t max_unit, uint32_t* dst, GatherUnits* seen);
// b64 lanes: `lanes` (32 or 64) indices taken as the low word of every
// `index_step`-th uint32_t of `index` (1: u32 or split u64 indices, 2: u64
// RegTraitNumOne indices); predicate_step 8 (RegTraitNumOne dst) or 4
// (RegTraitNumTwo). split: dst0 receives low words, dst1 high words (64
// lanes); otherwise dst0 receives 32 natural b64 lanes.
bool GatherToB64(const uint8_t* base, const uint32_t* index, uint32_t index_step, uint32_t lanes,
                 const uint64_t* predicate, uint32_t predicate_step, bool split, uint32_t min_unit, uint32_t max_unit, uint8_t* dst0,
                 uint8_t* dst1, GatherUnits* seen);

// Register permutation (SPEC 1.3 form B): dst[k] = src[index[k] mod lanes].
// dst may alias src or index.
void PermuteB8(const uint8_t* src, const uint8_t* index, uint8_t* dst);
void PermuteB16(const uint16_t* src, const uint16_t* index, uint16_t* dst);
void PermuteB32(const uint32_t* src, const uint32_t* index, uint32_t* dst);

}  // namespace kernels
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_KERNELS_REG_H_
