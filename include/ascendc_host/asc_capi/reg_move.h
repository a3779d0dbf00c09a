// C API register data movement of NPU architecture 3510 (SPEC 17.10):
// asc_load / asc_store (any UB address), asc_loadalign / asc_storealign and
// their distributions (broadcast, up/downsample, unpack, deinterleave;
// first element, pack, interleave), the DataBlock-strided and post-update
// forms, the unaligned-register streams and the gathers and scatters. Each
// runs the Reg function of the same movement (SPEC 4, 13), with its checks.
//
// Offsets (int32_t) and post-update strides count elements of the pointer's
// type, as every Reg offset does (SPEC 17.10: the C API pages do not say).
#ifndef ASCENDC_HOST_ASC_CAPI_REG_MOVE_H_
#define ASCENDC_HOST_ASC_CAPI_REG_MOVE_H_

#include <cstdint>

#include "ascendc_host/asc_capi/reg_values.h"

namespace ascendc_host {
namespace asc_capi {

namespace r = ::AscendC::Reg;

// The distribution of a load or store by element width.
template <typename T>
constexpr r::LoadDist BroadcastDist() {
  return sizeof(T) == 1 ? r::LoadDist::DIST_BRC_B8 : sizeof(T) == 2 ? r::LoadDist::DIST_BRC_B16 : r::LoadDist::DIST_BRC_B32;
}
template <typename T>
constexpr r::LoadDist UpsampleDist() { return sizeof(T) == 1 ? r::LoadDist::DIST_US_B8 : r::LoadDist::DIST_US_B16; }
template <typename T>
constexpr r::LoadDist DownsampleDist() { return sizeof(T) == 1 ? r::LoadDist::DIST_DS_B8 : r::LoadDist::DIST_DS_B16; }
template <typename T>
constexpr r::LoadDist UnpackDist() {
  return sizeof(T) == 1 ? r::LoadDist::DIST_UNPACK_B8 : sizeof(T) == 2 ? r::LoadDist::DIST_UNPACK_B16 : r::LoadDist::DIST_UNPACK_B32;
}
template <typename T>
constexpr r::LoadDist ElementToBlockDist() {
  return sizeof(T) == 2 ? r::LoadDist::DIST_E2B_B16 : r::LoadDist::DIST_E2B_B32;
}
template <typename T>
constexpr r::LoadDist DeinterleaveDist() {
  return sizeof(T) == 1 ? r::LoadDist::DIST_DINTLV_B8 : sizeof(T) == 2 ? r::LoadDist::DIST_DINTLV_B16 : r::LoadDist::DIST_DINTLV_B32;
}
template <typename T>
constexpr r::StoreDist FirstElementDist() {
  return sizeof(T) == 1 ? r::StoreDist::DIST_FIRST_ELEMENT_B8
         : sizeof(T) == 2 ? r::StoreDist::DIST_FIRST_ELEMENT_B16 : r::StoreDist::DIST_FIRST_ELEMENT_B32;
}
template <typename T>
constexpr r::StoreDist PackDist() {
  return sizeof(T) == 2 ? r::StoreDist::DIST_PACK_B16 : sizeof(T) == 4 ? r::StoreDist::DIST_PACK_B32 : r::StoreDist::DIST_PACK_B64;
}
template <typename T>
constexpr r::StoreDist InterleaveDist() {
  return sizeof(T) == 1 ? r::StoreDist::DIST_INTLV_B8 : sizeof(T) == 2 ? r::StoreDist::DIST_INTLV_B16 : r::StoreDist::DIST_INTLV_B32;
}

// A non-negative element offset as the address register the Reg forms take.
template <typename T>
r::AddrReg ElementOffset(int32_t offset) {
  r::AddrReg a;
  a.byte_offset = static_cast<uint64_t>(offset) * sizeof(T);
  return a;
}

// The offset forms: a negative offset moves the pointer instead (the address
// then range-checked as any).
template <r::LoadDist dist, typename T>
ASCENDC_HOST_HOT_INLINE void LoadAt(r::RegTensor<T>& dst, __ubuf__ T* src, int32_t offset) {
  if (offset >= 0) r::LoadAlign<T, dist>(dst, src, ElementOffset<T>(offset));
  else r::LoadAlign<T, dist>(dst, src + offset);
}
template <r::StoreDist dist, typename T>
ASCENDC_HOST_HOT_INLINE void StoreAt(__ubuf__ T* dst, r::RegTensor<T>& src, int32_t offset, r::MaskReg& mask) {
  if (offset >= 0) r::StoreAlign<T, dist>(dst, src, ElementOffset<T>(offset), mask);
  else r::StoreAlign<T, dist>(dst + offset, src, mask);
}

inline r::MaskReg AllLanes() { return r::CreateMask<uint8_t>(); }

}  // namespace asc_capi
}  // namespace ascendc_host

// ------------------------------------------------------------ any address
// VL bytes from any UB address; asc_store: VL bytes, or the first `count`
// elements, to any UB address.
template <typename T>
__simd_callee__ inline void asc_load(AscendC::Reg::RegTensor<T>& dst, __ubuf__ T* src) {
  AscendC::Reg::Load(dst, src);
}
template <typename T>
__simd_callee__ inline void asc_store(__ubuf__ T* dst, AscendC::Reg::RegTensor<T> src) {
  AscendC::Reg::Store(dst, src);
}
template <typename T>
__simd_callee__ inline void asc_store(__ubuf__ T* dst, AscendC::Reg::RegTensor<T> src, uint32_t count) {
  AscendC::Reg::Store(dst, src, count);
}

// ---------------------------------------------------------- aligned loads
// One load per distribution: NAME(dst, src [, int32_t offset]), the newer
// pages' value forms NAME(src [, int32_t offset]) returning the register,
// and NAME_postupdate(dst, src&, int32_t stride) (src advances by `stride`
// elements after the load).
#define ASCENDC_HOST_CAPI_REG_LOAD(name, dist_expr)                                                              \
  template <typename T>                                                                                          \
  __simd_callee__ inline void name(AscendC::Reg::RegTensor<T>& dst, __ubuf__ T* src) {                          \
    AscendC::Reg::LoadAlign<T, dist_expr>(dst, src);                                                             \
  }                                                                                                              \
  template <typename T>                                                                                          \
  __simd_callee__ inline void name(AscendC::Reg::RegTensor<T>& dst, __ubuf__ T* src, int32_t offset) {          \
    ::ascendc_host::asc_capi::LoadAt<dist_expr>(dst, src, offset);                                               \
  }                                                                                                              \
  template <typename T>                                                                                          \
  __simd_callee__ inline AscendC::Reg::RegTensor<T> name(__ubuf__ T* src) {                                     \
    AscendC::Reg::RegTensor<T> dst;                                                                              \
    name(dst, src);                                                                                              \
    return dst;                                                                                                  \
  }                                                                                                              \
  template <typename T>                                                                                          \
  __simd_callee__ inline AscendC::Reg::RegTensor<T> name(__ubuf__ T* src, int32_t offset) {                     \
    AscendC::Reg::RegTensor<T> dst;                                                                              \
    name(dst, src, offset);                                                                                      \
    return dst;                                                                                                  \
  }                                                                                                              \
  template <typename T>                                                                                          \
  __simd_callee__ inline void name##_postupdate(AscendC::Reg::RegTensor<T>& dst, __ubuf__ T*& src, int32_t stride) { \
    AscendC::Reg::LoadAlign<T, AscendC::Reg::PostLiteral::POST_MODE_UPDATE, dist_expr>(dst, src, stride);       \
  }

ASCENDC_HOST_CAPI_REG_LOAD(asc_loadalign, AscendC::Reg::LoadDist::DIST_NORM)
// The element at src in every lane.
ASCENDC_HOST_CAPI_REG_LOAD(asc_loadalign_brc, ::ascendc_host::asc_capi::BroadcastDist<T>())
ASCENDC_HOST_CAPI_REG_LOAD(asc_loadalign_brc_elem, ::ascendc_host::asc_capi::BroadcastDist<T>())
// The DataBlock at src in every DataBlock.
ASCENDC_HOST_CAPI_REG_LOAD(asc_loadalign_brc_datablock, AscendC::Reg::LoadDist::DIST_BLK)
ASCENDC_HOST_CAPI_REG_LOAD(asc_loadalign_brc_v2, AscendC::Reg::LoadDist::DIST_BLK)
// Each of the first 8 elements across a whole DataBlock (b16, b32).
ASCENDC_HOST_CAPI_REG_LOAD(asc_loadalign_brc_elem2datablock, ::ascendc_host::asc_capi::ElementToBlockDist<T>())
ASCENDC_HOST_CAPI_REG_LOAD(asc_loadalign_brc_v3, ::ascendc_host::asc_capi::ElementToBlockDist<T>())
// Each element twice (b8, b16); every second element (b8, b16).
ASCENDC_HOST_CAPI_REG_LOAD(asc_loadalign_upsample, ::ascendc_host::asc_capi::UpsampleDist<T>())
ASCENDC_HOST_CAPI_REG_LOAD(asc_loadalign_downsample, ::ascendc_host::asc_capi::DownsampleDist<T>())
// Half a register's bytes, each element into the low half of a lane twice
// as wide; unpack4: a quarter, into lanes four times as wide (b8).
ASCENDC_HOST_CAPI_REG_LOAD(asc_loadalign_unpack, ::ascendc_host::asc_capi::UnpackDist<T>())
ASCENDC_HOST_CAPI_REG_LOAD(asc_loadalign_unpack4, AscendC::Reg::LoadDist::DIST_UNPACK4_B8)
ASCENDC_HOST_CAPI_REG_LOAD(asc_loadalign_unpack_v2, AscendC::Reg::LoadDist::DIST_UNPACK4_B8)
#undef ASCENDC_HOST_CAPI_REG_LOAD

// DataBlock-strided: the 8 DataBlocks `block_stride` DataBlocks apart, the
// blocks `mask` leaves out not read; the _postupdate form then advances src
// by `repeat_stride` DataBlocks, the other form reads from src advanced by
// them (as Reg::LoadAlign<DATA_BLOCK_COPY, POST_MODE_NORMAL>).
template <typename T>
__simd_callee__ inline void asc_loadalign(AscendC::Reg::RegTensor<T>& dst, __ubuf__ T* src, uint16_t block_stride,
                                          uint16_t repeat_stride, vector_bool mask) {
  AscendC::Reg::LoadAlign<T, AscendC::Reg::DataCopyMode::DATA_BLOCK_COPY, AscendC::Reg::PostLiteral::POST_MODE_NORMAL>(
      dst, src, block_stride, repeat_stride, mask);
}
template <typename T>
__simd_callee__ inline void asc_loadalign_postupdate(AscendC::Reg::RegTensor<T>& dst, __ubuf__ T*& src,
                                                     uint16_t block_stride, uint16_t repeat_stride, vector_bool mask) {
  AscendC::Reg::LoadAlign<T, AscendC::Reg::DataCopyMode::DATA_BLOCK_COPY, AscendC::Reg::PostLiteral::POST_MODE_UPDATE>(
      dst, src, block_stride, repeat_stride, mask);
}

// The strided load returning the register (asc_loadalign_datablock_strided page).
template <typename T>
__simd_callee__ inline AscendC::Reg::RegTensor<T> asc_loadalign_datablock_strided(__ubuf__ T* src, uint16_t block_stride,
                                                                                  uint16_t repeat_stride,
                                                                                  vector_bool mask) {
  AscendC::Reg::RegTensor<T> dst;
  asc_loadalign(dst, src, block_stride, repeat_stride, mask);
  return dst;
}

// Two registers' elements read alternately: even ones into dst0, odd into dst1.
template <typename T>
__simd_callee__ inline void asc_loadalign_deintlv(AscendC::Reg::RegTensor<T>& dst0, AscendC::Reg::RegTensor<T>& dst1,
                                                  __ubuf__ T* src) {
  AscendC::Reg::LoadAlign<T, ::ascendc_host::asc_capi::DeinterleaveDist<T>()>(dst0, dst1, src);
}
template <typename T>
__simd_callee__ inline void asc_loadalign_deintlv(AscendC::Reg::RegTensor<T>& dst0, AscendC::Reg::RegTensor<T>& dst1,
                                                  __ubuf__ T* src, int32_t offset) {
  asc_loadalign_deintlv(dst0, dst1, src + offset);
}
template <typename T>
__simd_callee__ inline void asc_loadalign_deintlv_postupdate(AscendC::Reg::RegTensor<T>& dst0,
                                                             AscendC::Reg::RegTensor<T>& dst1, __ubuf__ T*& src,
                                                             int32_t stride) {
  AscendC::Reg::LoadAlign<T, AscendC::Reg::PostLiteral::POST_MODE_UPDATE,
                          ::ascendc_host::asc_capi::DeinterleaveDist<T>()>(dst0, dst1, src, stride);
}

// A mask register's 32 bytes (b32 addresses).
__simd_callee__ inline void asc_loadalign(vector_bool& dst, __ubuf__ uint32_t* src) {
  AscendC::Reg::LoadAlign(dst, src);
}
__simd_callee__ inline vector_bool asc_loadalign_mask(__ubuf__ uint32_t* src) {
  vector_bool dst;
  asc_loadalign(dst, src);
  return dst;
}
__simd_callee__ inline void asc_loadalign_postupdate(vector_bool& dst, __ubuf__ uint32_t*& src, int32_t stride) {
  AscendC::Reg::LoadAlign<uint32_t, AscendC::Reg::PostLiteral::POST_MODE_UPDATE>(dst, src, stride);
}
// The same with every bit twice (upsample) or every other bit (downsample).
#define ASCENDC_HOST_CAPI_MASK_LOAD(suffix, dist)                                                                  \
  __simd_callee__ inline void asc_loadalign##suffix(vector_bool& dst, __ubuf__ uint32_t* src) {                   \
    AscendC::Reg::LoadAlign<uint32_t, AscendC::Reg::MaskDist::dist>(dst, src);                                     \
  }                                                                                                                \
  __simd_callee__ inline void asc_loadalign##suffix##_postupdate(vector_bool& dst, __ubuf__ uint32_t*& src,        \
                                                                 int32_t stride) {                                 \
    AscendC::Reg::LoadAlign<uint32_t, AscendC::Reg::PostLiteral::POST_MODE_UPDATE, AscendC::Reg::MaskDist::dist>(  \
        dst, src, stride);                                                                                         \
  }                                                                                                                \
  __simd_callee__ inline vector_bool asc_loadalign_mask##suffix(__ubuf__ uint32_t* src) {                          \
    vector_bool dst;                                                                                               \
    asc_loadalign##suffix(dst, src);                                                                               \
    return dst;                                                                                                    \
  }
ASCENDC_HOST_CAPI_MASK_LOAD(_upsample, DIST_US)
ASCENDC_HOST_CAPI_MASK_LOAD(_downsample, DIST_DS)
#undef ASCENDC_HOST_CAPI_MASK_LOAD

// --------------------------------------------------------- aligned stores
// The elements `mask` selects (the others keep their UB bytes).
template <typename T>
__simd_callee__ inline void asc_storealign(__ubuf__ T* dst, AscendC::Reg::RegTensor<T> src, vector_bool mask) {
  AscendC::Reg::StoreAlign(dst, src, mask);
}
template <typename T>
__simd_callee__ inline void asc_storealign(__ubuf__ T* dst, AscendC::Reg::RegTensor<T> src, int32_t offset,
                                           vector_bool mask) {
  ::ascendc_host::asc_capi::StoreAt<AscendC::Reg::StoreDist::DIST_NORM>(dst, src, offset, mask);
}
template <typename T>
__simd_callee__ inline void asc_storealign_postupdate(__ubuf__ T*& dst, AscendC::Reg::RegTensor<T> src, int32_t stride,
                                                      vector_bool mask) {
  AscendC::Reg::StoreAlign<T, AscendC::Reg::PostLiteral::POST_MODE_UPDATE>(dst, src, stride, mask);
}
template <typename T>
__simd_callee__ inline void asc_storealign(__ubuf__ T* dst, AscendC::Reg::RegTensor<T> src, uint16_t block_stride,
                                           uint16_t repeat_stride, vector_bool mask) {
  AscendC::Reg::StoreAlign<T, AscendC::Reg::DataCopyMode::DATA_BLOCK_COPY, AscendC::Reg::PostLiteral::POST_MODE_NORMAL>(
      dst, src, block_stride, repeat_stride, mask);
}
// (the page passes the pointer by value: the caller advances it)
template <typename T>
__simd_callee__ inline void asc_storealign_postupdate(__ubuf__ T* dst, AscendC::Reg::RegTensor<T> src,
                                                      uint16_t block_stride, uint16_t repeat_stride, vector_bool mask) {
  AscendC::Reg::StoreAlign<T, AscendC::Reg::DataCopyMode::DATA_BLOCK_COPY, AscendC::Reg::PostLiteral::POST_MODE_UPDATE>(
      dst, src, block_stride, repeat_stride, mask);
}

// The first element only.
template <typename T>
__simd_callee__ inline void asc_storealign_1st(__ubuf__ T* dst, AscendC::Reg::RegTensor<T> src) {
  vector_bool all = ::ascendc_host::asc_capi::AllLanes();
  AscendC::Reg::StoreAlign<T, ::ascendc_host::asc_capi::FirstElementDist<T>()>(dst, src, all);
}
template <typename T>
__simd_callee__ inline void asc_storealign_1st(__ubuf__ T* dst, AscendC::Reg::RegTensor<T> src, int32_t offset) {
  vector_bool all = ::ascendc_host::asc_capi::AllLanes();
  ::ascendc_host::asc_capi::StoreAt<::ascendc_host::asc_capi::FirstElementDist<T>()>(dst, src, offset, all);
}
template <typename T>
__simd_callee__ inline void asc_storealign_1st_postupdate(__ubuf__ T*& dst, AscendC::Reg::RegTensor<T> src,
                                                          int32_t stride) {
  vector_bool all = ::ascendc_host::asc_capi::AllLanes();
  AscendC::Reg::StoreAlign<T, AscendC::Reg::PostLiteral::POST_MODE_UPDATE,
                           ::ascendc_host::asc_capi::FirstElementDist<T>()>(dst, src, stride, all);
}

// The low half of each selected element, packed (b16, b32, b64).
template <typename T>
__simd_callee__ inline void asc_storealign_pack(__ubuf__ T* dst, AscendC::Reg::RegTensor<T> src, vector_bool mask) {
  AscendC::Reg::StoreAlign<T, ::ascendc_host::asc_capi::PackDist<T>()>(dst, src, mask);
}
template <typename T>
__simd_callee__ inline void asc_storealign_pack(__ubuf__ T* dst, AscendC::Reg::RegTensor<T> src, int32_t offset,
                                                vector_bool mask) {
  ::ascendc_host::asc_capi::StoreAt<::ascendc_host::asc_capi::PackDist<T>()>(dst, src, offset, mask);
}
template <typename T>
__simd_callee__ inline void asc_storealign_pack_postupdate(__ubuf__ T*& dst, AscendC::Reg::RegTensor<T> src,
                                                           int32_t stride, vector_bool mask) {
  AscendC::Reg::StoreAlign<T, AscendC::Reg::PostLiteral::POST_MODE_UPDATE, ::ascendc_host::asc_capi::PackDist<T>()>(
      dst, src, stride, mask);
}

// The low quarter of each selected b32 element, packed.
template <typename T>
__simd_callee__ inline void asc_storealign_pack_quarter(__ubuf__ T* dst, AscendC::Reg::RegTensor<T> src,
                                                        vector_bool mask) {
  AscendC::Reg::StoreAlign<T, AscendC::Reg::StoreDist::DIST_PACK4_B32>(dst, src, mask);
}
template <typename T>
__simd_callee__ inline void asc_storealign_pack_quarter(__ubuf__ T* dst, AscendC::Reg::RegTensor<T> src, int32_t offset,
                                                        vector_bool mask) {
  ::ascendc_host::asc_capi::StoreAt<AscendC::Reg::StoreDist::DIST_PACK4_B32>(dst, src, offset, mask);
}
template <typename T>
__simd_callee__ inline void asc_storealign_pack_quarter_postupdate(__ubuf__ T*& dst, AscendC::Reg::RegTensor<T> src,
                                                                   int32_t stride, vector_bool mask) {
  AscendC::Reg::StoreAlign<T, AscendC::Reg::PostLiteral::POST_MODE_UPDATE, AscendC::Reg::StoreDist::DIST_PACK4_B32>(
      dst, src, stride, mask);
}

// src0's and src1's elements alternately (two registers' bytes).
template <typename T>
__simd_callee__ inline void asc_storealign_intlv(__ubuf__ T* dst, AscendC::Reg::RegTensor<T> src0,
                                                 AscendC::Reg::RegTensor<T> src1) {
  vector_bool all = ::ascendc_host::asc_capi::AllLanes();
  AscendC::Reg::StoreAlign<T, ::ascendc_host::asc_capi::InterleaveDist<T>()>(dst, src0, src1, all);
}
template <typename T>
__simd_callee__ inline void asc_storealign_intlv(__ubuf__ T* dst, AscendC::Reg::RegTensor<T> src0,
                                                 AscendC::Reg::RegTensor<T> src1, int32_t offset) {
  asc_storealign_intlv(dst + offset, src0, src1);
}

// A mask register's 32 bytes (b8 / b16 / b32 addresses).
template <typename T>
__simd_callee__ inline void asc_storealign(__ubuf__ T* dst, vector_bool src) {
  AscendC::Reg::StoreAlign(dst, src);
}
template <typename T>
__simd_callee__ inline void asc_storealign_postupdate(__ubuf__ T*& dst, vector_bool src, int32_t stride) {
  AscendC::Reg::StoreAlign<T, AscendC::Reg::PostLiteral::POST_MODE_UPDATE>(dst, src, stride);
}

// ------------------------------------------------- unaligned-register streams
// asc_loadunalign_pre primes the register with src's DataBlock; each
// asc_loadunalign then yields the VL bytes at src (the _postupdate form and
// the guide's four-argument form advance src by `count` elements).
template <typename T>
__simd_callee__ inline void asc_loadunalign_pre(vector_load_unalign& dst, __ubuf__ T* src) {
  AscendC::Reg::LoadUnAlignPre(dst, src);
}
template <typename T>
__simd_callee__ inline void asc_loadunalign(AscendC::Reg::RegTensor<T>& dst, vector_load_unalign& src0,
                                            __ubuf__ T* src1) {
  AscendC::Reg::LoadUnAlign(dst, src0, src1);
}
template <typename T>
__simd_callee__ inline void asc_loadunalign_postupdate(AscendC::Reg::RegTensor<T>& dst, vector_load_unalign& src0,
                                                       __ubuf__ T*& src1, uint32_t count) {
  AscendC::Reg::LoadUnAlign(dst, src0, src1, count);
}
template <typename T>
__simd_callee__ inline void asc_loadunalign(AscendC::Reg::RegTensor<T>& dst, vector_load_unalign& src0,
                                            __ubuf__ T*& src1, uint32_t count) {
  AscendC::Reg::LoadUnAlign(dst, src0, src1, count);
}

// The first `count` elements of src1 appended at dst through the register
// (the tail bytes stay in it until asc_storeunalign_post). The plain form
// leaves dst to the caller; _postupdate and the guide's order
// (dst, vreg, ureg, count) advance it by `count` elements.
template <typename T>
__simd_callee__ inline void asc_storeunalign(__ubuf__ T* dst, vector_store_unalign& src0,
                                             AscendC::Reg::RegTensor<T> src1, uint32_t count) {
  __ubuf__ T* at = dst;
  AscendC::Reg::StoreUnAlign(at, src1, src0, count);
}
template <typename T>
__simd_callee__ inline void asc_storeunalign_postupdate(__ubuf__ T*& dst, vector_store_unalign& src0,
                                                        AscendC::Reg::RegTensor<T> src1, uint32_t count) {
  AscendC::Reg::StoreUnAlign(dst, src1, src0, count);
}
template <typename T>
__simd_callee__ inline void asc_storeunalign(__ubuf__ T*& dst, AscendC::Reg::RegTensor<T> src0,
                                             vector_store_unalign& src1, uint32_t count) {
  AscendC::Reg::StoreUnAlign(dst, src0, src1, count);
}
// The AR forms after asc_squeeze_with_status: the squeezed elements appended
// at dst + AR (Reg::StoreUnAlign's AR form).
template <typename T>
__simd_callee__ inline void asc_storeunalign_postupdate(__ubuf__ T* dst, vector_store_unalign& src0,
                                                        AscendC::Reg::RegTensor<T> src1) {
  AscendC::Reg::StoreUnAlign(dst, src1, src0);
}
// Writes what the register still holds, ending at dst + offset elements;
// without an offset at dst + AR (0 unless squeezed stores moved it).
template <typename T>
__simd_callee__ inline void asc_storeunalign_post(__ubuf__ T* dst, vector_store_unalign& src, int32_t offset) {
  __ubuf__ T* at = dst;
  AscendC::Reg::StoreUnAlignPost<T, AscendC::Reg::PostLiteral::POST_MODE_NORMAL>(at, src, offset);
}
template <typename T>
__simd_callee__ inline void asc_storeunalign_post(__ubuf__ T* dst, vector_store_unalign& src) {
  AscendC::Reg::StoreUnAlignPost(dst, src);
}
template <typename T>
__simd_callee__ inline void asc_storeunalign_post_postupdate(__ubuf__ T*& dst, vector_store_unalign& src,
                                                             int32_t offset) {
  AscendC::Reg::StoreUnAlignPost<T, AscendC::Reg::PostLiteral::POST_MODE_UPDATE>(dst, src, offset);
}

// --------------------------------------------------------- gather, scatter
// dst[i] = src[index[i]] for the selected lanes (UB form), or src's lane
// index[i] (register form); asc_scatter: dst[index[i]] = src[i].
template <typename D, typename T, typename I>
__simd_callee__ inline void asc_gather(AscendC::Reg::RegTensor<D>& dst, __ubuf__ T* src,
                                       AscendC::Reg::RegTensor<I> index, vector_bool mask) {
  AscendC::Reg::Gather(dst, src, index, mask);
}
template <typename T, typename I>
__simd_callee__ inline void asc_gather(AscendC::Reg::RegTensor<T>& dst, AscendC::Reg::RegTensor<T> src,
                                       AscendC::Reg::RegTensor<I> index) {
  AscendC::Reg::Gather(dst, src, index);
}
template <typename T, typename I>
__simd_callee__ inline AscendC::Reg::RegTensor<T> asc_gather(__ubuf__ T* src, AscendC::Reg::RegTensor<I> index,
                                                             vector_bool mask) {
  AscendC::Reg::RegTensor<T> dst;
  asc_gather(dst, src, index, mask);
  return dst;
}
template <typename T, typename I>
__simd_callee__ inline AscendC::Reg::RegTensor<T> asc_gather(AscendC::Reg::RegTensor<T> src,
                                                             AscendC::Reg::RegTensor<I> index) {
  AscendC::Reg::RegTensor<T> dst;
  asc_gather(dst, src, index);
  return dst;
}
// Whole DataBlocks: DataBlock k of dst from src + index[k] bytes (GatherB).
template <typename T>
__simd_callee__ inline void asc_gather_datablock(AscendC::Reg::RegTensor<T>& dst, __ubuf__ T* src,
                                                 vector_uint32_t index, vector_bool mask) {
  AscendC::Reg::GatherB(dst, src, index, mask);
}
template <typename T>
__simd_callee__ inline void asc_gather_datablock(AscendC::Reg::RegTensor<T>& dst, __ubuf__ T* src,
                                                 vector_uint32_t index) {
  asc_gather_datablock(dst, src, index, ::ascendc_host::asc_capi::AllLanes());
}
template <typename T>
__simd_callee__ inline AscendC::Reg::RegTensor<T> asc_gather_datablock(__ubuf__ T* src, vector_uint32_t index,
                                                                       vector_bool mask) {
  AscendC::Reg::RegTensor<T> dst;
  asc_gather_datablock(dst, src, index, mask);
  return dst;
}
template <typename T>
__simd_callee__ inline AscendC::Reg::RegTensor<T> asc_gather_datablock(__ubuf__ T* src, vector_uint32_t index) {
  AscendC::Reg::RegTensor<T> dst;
  asc_gather_datablock(dst, src, index);
  return dst;
}
template <typename T, typename I>
__simd_callee__ inline void asc_scatter(__ubuf__ T* dst, AscendC::Reg::RegTensor<T> src,
                                        AscendC::Reg::RegTensor<I> index, vector_bool mask) {
  AscendC::Reg::Scatter(dst, src, index, mask);
}

#endif  // ASCENDC_HOST_ASC_CAPI_REG_MOVE_H_
