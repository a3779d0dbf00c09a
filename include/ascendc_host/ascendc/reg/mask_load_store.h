// LoadAlign / StoreAlign of a MaskReg (SPEC 13.7): the 256-bit predicate
// from or to UB with a MaskDist mode, plain, post-update (stride in bytes)
// and AddrReg forms. These overloads are more specialised than the
// RegTensor ones of load_store.h, so a MaskReg argument selects them.
#ifndef ASCENDC_HOST_ASCENDC_REG_MASK_LOAD_STORE_H_
#define ASCENDC_HOST_ASCENDC_REG_MASK_LOAD_STORE_H_

#include <cstdint>
#include <cstring>
#include <string>
#include <type_traits>

#include "ascendc_host/ascendc/reg/access.h"
#include "ascendc_host/ascendc/reg/values.h"
#include "ascendc_host/kernels/reg_move.h"
#include "ascendc_host/runtime.h"
#include "ascendc_host/verify/reg_data_move.h"

namespace AscendC {
namespace Reg {

// The devkit's values: DIST_PACK (stores) shares 1 with DIST_US (loads).
enum class MaskDist { DIST_NORM = 0, DIST_US = 1, DIST_DS = 2, DIST_PACK = 1 };

namespace detail {

namespace k = ascendc_host::kernels;

struct MaskDistInfo {
  k::MaskMove move;
  uint32_t bytes;      // of UB read or written
  uint32_t alignment;  // of the address, the post-update stride and the AddrReg offset
  const char* name;
};
constexpr MaskDistInfo LoadInfo(MaskDist d) {
  return d == MaskDist::DIST_NORM ? MaskDistInfo{k::MaskMove::kNorm, 32, 32, "DIST_NORM"}
         : d == MaskDist::DIST_US ? MaskDistInfo{k::MaskMove::kUpsample, 16, 16, "DIST_US"}
                                  : MaskDistInfo{k::MaskMove::kDownsample, 64, 32, "DIST_DS"};
}
constexpr MaskDistInfo StoreInfo(MaskDist d) {
  return d == MaskDist::DIST_NORM ? MaskDistInfo{k::MaskMove::kNorm, 32, 32, "DIST_NORM"}
                                  : MaskDistInfo{k::MaskMove::kPack, 16, 16, "DIST_PACK"};
}

template <typename T, MaskDist dist, bool load>
constexpr void CheckMaskMove() {
  static_assert(RequireRegProfile<T>::value, "");
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4 || sizeof(T) == 8,
                "MaskReg LoadAlign/StoreAlign take b8, b16, b32 or b64 addresses");
  static_assert(!load || dist == MaskDist::DIST_NORM || dist == MaskDist::DIST_US || dist == MaskDist::DIST_DS,
                "MaskReg LoadAlign takes DIST_NORM, DIST_US or DIST_DS");
  static_assert(load || dist == MaskDist::DIST_NORM || dist == MaskDist::DIST_PACK,
                "MaskReg StoreAlign takes DIST_NORM or DIST_PACK");
}

// A Reg move's cross-check description: the access address, the mask
// argument and the core's (untouched) mask registers.
inline ascendc_host::verify::RegMoveCall RegMoveCallOf(ascendc_host::verify::RegMoveCall::Kind kind,
                                                       uint32_t element_bytes, const void* at, const MaskReg& mask) {
  const ascendc_host::runtime::CoreState& core = ascendc_host::runtime::CurrentCore();
  ascendc_host::verify::RegMoveCall c;
  c.kind = kind;
  c.element_bytes = element_bytes;
  c.address = ascendc_host::reg_detail::UbOffset(core, at);
  for (int w = 0; w < 4; ++w) c.predicate[w] = mask.words[w];
  c.counter_mode = core.mask_mode == ascendc_host::runtime::MaskMode::kCounter;
  c.vector_mask[0] = core.vector_mask[0];
  c.vector_mask[1] = core.vector_mask[1];
  return c;
}

template <MaskDist dist, typename T>
inline void LoadMaskAt(const char* param, MaskReg& mask, const T* src) {
  constexpr MaskDistInfo info = LoadInfo(dist);
  const uint32_t at = ascendc_host::reg_detail::UbAddress("LoadAlign", param, src, info.bytes);
  if (at % info.alignment != 0)
    ascendc_host::reg_detail::ReportMisalignedAddress("LoadAlign", param, at, info.alignment, info.name);
  // Cross-check mode (verify.h): compares with the reference when this scope ends.
  const auto cross_check = [&] {
    if (__builtin_expect(!ascendc_host::verify::Enabled(), 1)) return ascendc_host::verify::Scope();
    ascendc_host::verify::RegMoveCall c = RegMoveCallOf(ascendc_host::verify::RegMoveCall::Kind::kLoadMask, 1, src, mask);
    c.dist = static_cast<uint32_t>(dist);
    c.out = reinterpret_cast<uint8_t*>(mask.words);
    return ascendc_host::verify::Scope("LoadAlign", ascendc_host::verify::kRegMoveChecker, &c, sizeof c);
  }();
  k::LoadMaskBits(info.move, reinterpret_cast<const uint8_t*>(src), mask.words);
}

template <MaskDist dist, typename T>
inline void StoreMaskAt(const char* param, T* dst, const MaskReg& mask) {
  constexpr MaskDistInfo info = StoreInfo(dist);
  const uint32_t at = ascendc_host::reg_detail::UbAddress("StoreAlign", param, dst, info.bytes);
  if (at % info.alignment != 0)
    ascendc_host::reg_detail::ReportMisalignedAddress("StoreAlign", param, at, info.alignment, info.name);
  // Cross-check mode (verify.h): compares with the reference when this scope ends.
  const auto cross_check = [&] {
    if (__builtin_expect(!ascendc_host::verify::Enabled(), 1)) return ascendc_host::verify::Scope();
    ascendc_host::verify::RegMoveCall c = RegMoveCallOf(ascendc_host::verify::RegMoveCall::Kind::kStoreMask, 1, dst, mask);
    c.dist = static_cast<uint32_t>(dist);
    return ascendc_host::verify::Scope("StoreAlign", ascendc_host::verify::kRegMoveChecker, &c, sizeof c);
  }();
  k::StoreMaskBits(info.move, mask.words, reinterpret_cast<uint8_t*>(dst));
}

// Post-update strides of the MaskReg forms are in bytes (the pages).
template <typename T>
inline T* MovedByBytes(const char* api, T* p, int32_t bytes, uint32_t alignment, const char* dist_name) {
  if (bytes % static_cast<int32_t>(alignment) != 0)
    ascendc_host::reg_detail::CheckAlignment(api, "offset", static_cast<uint64_t>(bytes < 0 ? -int64_t{bytes} : bytes),
                                             alignment, dist_name);
  const ascendc_host::runtime::CoreState& core = ascendc_host::runtime::CurrentCore();
  const int64_t next = ascendc_host::reg_detail::UbOffset(core, p) + bytes;
  if (next < 0 || next > static_cast<int64_t>(core.ub_bytes))
    ascendc_host::RaiseFatal(api, "offset", std::to_string(bytes),
                             ("post-update moves the pointer outside the UB arena [0, " +
                              std::to_string(core.ub_bytes) + "]")
                                 .c_str());
  return ascendc_host::reg_detail::AddBytes(p, bytes);
}

}  // namespace detail

// ------------------------------------------------------------ MaskReg loads
template <typename T, MaskDist dist = MaskDist::DIST_NORM>
__simd_callee__ inline void LoadAlign(MaskReg& mask, __ubuf__ T* srcAddr) {
  detail::CheckMaskMove<T, dist, true>();
  detail::LoadMaskAt<dist>("srcAddr", mask, srcAddr);
}

template <typename T, PostLiteral postMode, MaskDist dist = MaskDist::DIST_NORM>
__simd_callee__ inline void LoadAlign(MaskReg& mask, __ubuf__ T*& srcAddr, int32_t offset) {
  detail::CheckMaskMove<T, dist, true>();
  static_assert(postMode == PostLiteral::POST_MODE_UPDATE,
                "the MaskReg stride overload is post-update only (POST_MODE_NORMAL is not supported)");
  constexpr detail::MaskDistInfo info = detail::LoadInfo(dist);
  T* const next = detail::MovedByBytes("LoadAlign", srcAddr, offset, info.alignment, info.name);
  detail::LoadMaskAt<dist>("srcAddr", mask, srcAddr);
  srcAddr = next;
}

template <typename T, MaskDist dist = MaskDist::DIST_NORM>
__simd_callee__ inline void LoadAlign(MaskReg& mask, __ubuf__ T* srcAddr, AddrReg offset) {
  detail::CheckMaskMove<T, dist, true>();
  constexpr detail::MaskDistInfo info = detail::LoadInfo(dist);
  if (offset.byte_offset % info.alignment != 0)
    ascendc_host::reg_detail::CheckAlignment("LoadAlign", "offset*sizeof(T)", offset.byte_offset, info.alignment, info.name);
  detail::LoadMaskAt<dist>("srcAddr+offset", mask,
                           ascendc_host::reg_detail::WithOffset("LoadAlign", srcAddr, offset.byte_offset, info.bytes));
}

// ----------------------------------------------------------- MaskReg stores
template <typename T, MaskDist dist = MaskDist::DIST_NORM>
__simd_callee__ inline void StoreAlign(__ubuf__ T* dstAddr, MaskReg& mask) {
  detail::CheckMaskMove<T, dist, false>();
  detail::StoreMaskAt<dist>("dstAddr", dstAddr, mask);
}

template <typename T, PostLiteral postMode, MaskDist dist = MaskDist::DIST_NORM>
__simd_callee__ inline void StoreAlign(__ubuf__ T*& dstAddr, MaskReg& mask, int32_t offset) {
  detail::CheckMaskMove<T, dist, false>();
  static_assert(postMode == PostLiteral::POST_MODE_UPDATE,
                "the MaskReg stride overload is post-update only (POST_MODE_NORMAL is not supported)");
  constexpr detail::MaskDistInfo info = detail::StoreInfo(dist);
  T* const next = detail::MovedByBytes("StoreAlign", dstAddr, offset, info.alignment, info.name);
  detail::StoreMaskAt<dist>("dstAddr", dstAddr, mask);
  dstAddr = next;
}

template <typename T, MaskDist dist = MaskDist::DIST_NORM>
__simd_callee__ inline void StoreAlign(__ubuf__ T* dstAddr, MaskReg& mask, AddrReg offset) {
  detail::CheckMaskMove<T, dist, false>();
  constexpr detail::MaskDistInfo info = detail::StoreInfo(dist);
  if (offset.byte_offset % info.alignment != 0)
    ascendc_host::reg_detail::CheckAlignment("StoreAlign", "offset*sizeof(T)", offset.byte_offset, info.alignment, info.name);
  detail::StoreMaskAt<dist>("dstAddr+offset",
                            ascendc_host::reg_detail::WithOffset("StoreAlign", dstAddr, offset.byte_offset, info.bytes),
                            mask);
}

}  // namespace Reg
}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_REG_MASK_LOAD_STORE_H_
