// LoadAlign / StoreAlign with DataCopyMode::DATA_BLOCK_COPY (SPEC 13.8): the
// register's 8 DataBlocks at dataBlockStride DataBlocks apart; a block is
// loaded whole when one of its lanes is active (else it reads as 0 and is
// not read at all), stores write the active lanes only. Plain form and the
// repeatStride form (POST_MODE_NORMAL: address + repeatStride blocks;
// POST_MODE_UPDATE: the address moves on by repeatStride blocks).
#ifndef ASCENDC_HOST_ASCENDC_REG_BLOCK_LOAD_STORE_H_
#define ASCENDC_HOST_ASCENDC_REG_BLOCK_LOAD_STORE_H_

#include <cstdint>
#include <cstring>
#include <string>
#include <type_traits>

#include "ascendc_host/ascendc/reg/access.h"
#include "ascendc_host/ascendc/reg/mask_load_store.h"
#include "ascendc_host/ascendc/reg/values.h"
#include "ascendc_host/kernels/block_copy.h"
#include "ascendc_host/kernels/reg_move.h"
#include "ascendc_host/runtime.h"
#include "ascendc_host/verify/reg_data_move.h"

namespace AscendC {
namespace Reg {

enum class DataCopyMode { DATA_BLOCK_COPY };

namespace detail {

// Whether DataBlock b of a register of element_bytes lanes has an active
// lane (predicate bit k*element_bytes for its lanes k).
inline bool BlockHasActiveLane(const MaskReg& mask, uint32_t element_bytes, uint32_t b) {
  const uint32_t pattern = element_bytes == 1 ? ~0u : element_bytes == 2 ? 0x55555555u
                           : element_bytes == 4                           ? 0x11111111u
                                                                          : 0x01010101u;
  return (static_cast<uint32_t>(mask.words[b / 2] >> (32 * (b % 2))) & pattern) != 0;
}

// The blocks a DataBlock move touches: block b at base + offsets[b] if
// active. FATAL (before any access) when an active block leaves UB; an
// inactive one may point anywhere (the pages: no error). Returns whether
// any block is active.
inline bool CheckActiveBlocks(const char* api, const char* param, const void* base, const uint64_t* offsets,
                              const bool* active) {
  const ascendc_host::runtime::CoreState& core = ascendc_host::runtime::CurrentCore();
  const int64_t at = ascendc_host::reg_detail::UbOffset(core, base);
  bool any = false;
  for (uint32_t b = 0; b < 8; ++b) {
    if (!active[b]) continue;
    any = true;
    const int64_t first = at + static_cast<int64_t>(offsets[b]);
    if (offsets[b] > core.ub_bytes || first < 0 || first + 32 > static_cast<int64_t>(core.ub_bytes)) {
      ascendc_host::RaiseFatal(api, std::string(param) + " block " + std::to_string(b),
                               "UB bytes [" + std::to_string(first) + ", " + std::to_string(first + 32) + ")",
                               ("lie outside the UB arena [0, " + std::to_string(core.ub_bytes) + ")").c_str());
    }
  }
  return any;
}

// DataBlock b of a DATA_BLOCK_COPY move: its byte offset and whether it is selected.
inline void BlockLayout(uint32_t element_bytes, uint32_t data_block_stride, const MaskReg& mask, uint64_t* offsets,
                        bool* active) {
  for (uint32_t b = 0; b < 8; ++b) {
    offsets[b] = uint64_t{b} * data_block_stride * 32;
    active[b] = BlockHasActiveLane(mask, element_bytes, b);
  }
}

template <typename T, typename U>
constexpr void CheckBlockMove() {
  static_assert(kIsRegTensor<U>, "the register operand must be a RegTensor");
  static_assert(std::is_same_v<T, DefaultType> || std::is_same_v<T, typename U::ActualT>,
                "T must equal the RegTensor's element type (U::ActualT)");
  static_assert(sizeof(typename U::ActualT) <= 4, "DATA_BLOCK_COPY moves b8, b16 or b32 (the pages)");
  static_assert(U::REG_NUM == 1, "DATA_BLOCK_COPY takes RegTraitNumOne registers");
}

// ERROR (checked mode): the instruction has 16-bit stride fields.
inline void CheckBlockStrides(const char* api, uint32_t data_block_stride, uint32_t repeat_stride) {
  if (data_block_stride > 65535)
    ascendc_host::ReportError(api, "dataBlockStride", std::to_string(data_block_stride), "must be in [0, 65535]");
  if (repeat_stride > 65535)
    ascendc_host::ReportError(api, "repeatStride", std::to_string(repeat_stride), "must be in [0, 65535]");
}

template <typename U, typename T>
inline void LoadBlocksAt(U& dst, const T* src, uint32_t data_block_stride, const MaskReg& mask) {
  constexpr uint32_t s = sizeof(typename U::ActualT);
  uint64_t offsets[8];
  bool active[8];
  BlockLayout(s, data_block_stride, mask, offsets, active);
  const int64_t at = ascendc_host::reg_detail::UbOffset(ascendc_host::runtime::CurrentCore(), src);
  if (at % 32 != 0) ascendc_host::reg_detail::ReportMisalignedAddress("LoadAlign", "srcAddr", static_cast<uint64_t>(at), 32, "DATA_BLOCK_COPY");
  CheckActiveBlocks("LoadAlign", "srcAddr", src, offsets, active);
  // Cross-check mode (verify.h): compares with the reference when this scope ends.
  const auto cross_check = [&] {
    if (__builtin_expect(!ascendc_host::verify::Enabled(), 1)) return ascendc_host::verify::Scope();
    ascendc_host::verify::RegMoveCall c = RegMoveCallOf(ascendc_host::verify::RegMoveCall::Kind::kLoadBlocks, s, src, mask);
    c.block_stride = data_block_stride;
    c.out = dst.reg[0];
    return ascendc_host::verify::Scope("LoadAlign", ascendc_host::verify::kRegMoveChecker, &c, sizeof c);
  }();
  uint32_t block_offsets[8];
  for (uint32_t b = 0; b < 8; ++b) block_offsets[b] = active[b] ? static_cast<uint32_t>(offsets[b]) : 0;
  ascendc_host::kernels::GatherBlocks(reinterpret_cast<const uint8_t*>(src), block_offsets, 8, 8, 32, 0, active, true,
                                      dst.reg[0]);
}

template <typename U, typename T>
inline void StoreBlocksAt(T* dst, const U& src, uint32_t data_block_stride, const MaskReg& mask) {
  constexpr uint32_t s = sizeof(typename U::ActualT);
  uint64_t offsets[8];
  bool active[8];
  BlockLayout(s, data_block_stride, mask, offsets, active);
  const int64_t at = ascendc_host::reg_detail::UbOffset(ascendc_host::runtime::CurrentCore(), dst);
  if (at % 32 != 0) ascendc_host::reg_detail::ReportMisalignedAddress("StoreAlign", "dstAddr", static_cast<uint64_t>(at), 32, "DATA_BLOCK_COPY");
  if (!CheckActiveBlocks("StoreAlign", "dstAddr", dst, offsets, active)) return;
  // Cross-check mode (verify.h): compares with the reference when this scope ends.
  const auto cross_check = [&] {
    if (__builtin_expect(!ascendc_host::verify::Enabled(), 1)) return ascendc_host::verify::Scope();
    ascendc_host::verify::RegMoveCall c = RegMoveCallOf(ascendc_host::verify::RegMoveCall::Kind::kStoreBlocks, s, dst, mask);
    c.block_stride = data_block_stride;
    std::memcpy(c.src[0], src.reg[0], 256);
    return ascendc_host::verify::Scope("StoreAlign", ascendc_host::verify::kRegMoveChecker, &c, sizeof c);
  }();
  ascendc_host::kernels::StoreBlocksMasked(s, src.reg[0], mask.words, reinterpret_cast<uint8_t*>(dst),
                                           uint64_t{data_block_stride} * 32);
}

// The address of the repeatStride forms (bytes from p): NORMAL reads at
// p + repeatStride blocks; UPDATE at p, then moves p. FATAL when the
// computed pointer leaves UB.
template <typename T>
inline T* RepeatAddress(const char* api, T* p, uint32_t repeat_stride) {
  const ascendc_host::runtime::CoreState& core = ascendc_host::runtime::CurrentCore();
  const int64_t next = ascendc_host::reg_detail::UbOffset(core, p) + int64_t{repeat_stride} * 32;
  if (next < 0 || next > static_cast<int64_t>(core.ub_bytes))
    ascendc_host::RaiseFatal(api, "repeatStride", std::to_string(repeat_stride),
                             ("moves the address outside the UB arena [0, " + std::to_string(core.ub_bytes) + "]").c_str());
  return ascendc_host::reg_detail::AddBytes(p, int64_t{repeat_stride} * 32);
}

}  // namespace detail

template <typename T = DefaultType, DataCopyMode dataMode, typename U>
__simd_callee__ inline void LoadAlign(U& dstReg, __ubuf__ T* srcAddr, uint32_t dataBlockStride, MaskReg& mask) {
  detail::CheckBlockMove<T, U>();
  detail::CheckBlockStrides("LoadAlign", dataBlockStride, 0);
  detail::LoadBlocksAt(dstReg, srcAddr, dataBlockStride, mask);
}

template <typename T = DefaultType, DataCopyMode dataMode, PostLiteral postMode, typename U>
__simd_callee__ inline void LoadAlign(U& dstReg, __ubuf__ T*& srcAddr, uint32_t dataBlockStride, uint32_t repeatStride,
                                      MaskReg& mask) {
  detail::CheckBlockMove<T, U>();
  detail::CheckBlockStrides("LoadAlign", dataBlockStride, repeatStride);
  T* const moved = detail::RepeatAddress("LoadAlign", srcAddr, repeatStride);
  if constexpr (postMode == PostLiteral::POST_MODE_NORMAL) {
    detail::LoadBlocksAt(dstReg, moved, dataBlockStride, mask);
  } else {
    detail::LoadBlocksAt(dstReg, srcAddr, dataBlockStride, mask);
    srcAddr = moved;
  }
}

template <typename T = DefaultType, DataCopyMode dataMode, typename U>
__simd_callee__ inline void StoreAlign(__ubuf__ T* dstAddr, U& srcReg, uint32_t dataBlockStride, MaskReg& mask) {
  detail::CheckBlockMove<T, U>();
  detail::CheckBlockStrides("StoreAlign", dataBlockStride, 0);
  detail::StoreBlocksAt(dstAddr, srcReg, dataBlockStride, mask);
}

template <typename T = DefaultType, DataCopyMode dataMode, PostLiteral postMode, typename U>
__simd_callee__ inline void StoreAlign(__ubuf__ T*& dstAddr, U& srcReg, uint32_t dataBlockStride,
                                       uint32_t repeatStride, MaskReg& mask) {
  detail::CheckBlockMove<T, U>();
  detail::CheckBlockStrides("StoreAlign", dataBlockStride, repeatStride);
  T* const moved = detail::RepeatAddress("StoreAlign", dstAddr, repeatStride);
  if constexpr (postMode == PostLiteral::POST_MODE_NORMAL) {
    detail::StoreBlocksAt(moved, srcReg, dataBlockStride, mask);
  } else {
    detail::StoreBlocksAt(dstAddr, srcReg, dataBlockStride, mask);
    dstAddr = moved;
  }
}

}  // namespace Reg
}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_REG_BLOCK_LOAD_STORE_H_
