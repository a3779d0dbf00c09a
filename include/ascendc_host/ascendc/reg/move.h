// Register-to-register moves of Reg数据搬入: MaskGenWithRegTensor (a
// predicate from a block of a register's bits, SPEC 13.13) and Move of a
// RegTensor (SPEC 14.12). Inline code on the register images: no memory
// access, nothing to check. (Move of a MaskReg is in reg/mask_ops.h.)
#ifndef ASCENDC_HOST_ASCENDC_REG_MOVE_H_
#define ASCENDC_HOST_ASCENDC_REG_MOVE_H_

#include <cstdint>
#include <cstring>
#include <type_traits>

#include "ascendc_host/ascendc/reg/compute_common.h"
#include "ascendc_host/ascendc/reg/one_source.h"
#include "ascendc_host/ascendc/reg/values.h"
#include "ascendc_host/runtime.h"
#include "ascendc_host/verify/reg_unaligned.h"

namespace AscendC {
namespace Reg {
namespace detail {
namespace regmove {

// Bit i of x (i < 32) to bits 2i and 2i+1.
inline uint64_t EachBitTwice(uint64_t x) {
  x = (x | x << 16) & 0x0000FFFF0000FFFFull;
  x = (x | x << 8) & 0x00FF00FF00FF00FFull;
  x = (x | x << 4) & 0x0F0F0F0F0F0F0F0Full;
  x = (x | x << 2) & 0x3333333333333333ull;
  x = (x | x << 1) & 0x5555555555555555ull;
  return x | x << 1;
}

// Bit i of x (i < 16) to bits 4i .. 4i+3.
inline uint64_t EachBitFourTimes(uint64_t x) {
  x = (x | x << 24) & 0x000000FF000000FFull;
  x = (x | x << 12) & 0x000F000F000F000Full;
  x = (x | x << 6) & 0x0303030303030303ull;
  x = (x | x << 3) & 0x1111111111111111ull;
  return x * 0xF;
}

}  // namespace regmove
}  // namespace detail

// b16: the 16-byte block `offset` (< 16) of srcReg, each bit twice; b32: the
// 8-byte block `offset` (< 32), each bit four times (bit i of a block is
// bit i % 8 of its byte i / 8).
template <typename T = DefaultType, int16_t offset, typename U>
__simd_callee__ inline void MaskGenWithRegTensor(MaskReg& dst, U& srcReg) {
  static_assert(kIsRegTensor<U>, "MaskGenWithRegTensor reads a RegTensor");
  using Element = typename U::ActualT;
  static_assert(std::is_same_v<T, DefaultType> || std::is_same_v<T, Element>,
                "T must equal the RegTensor's element type (U::ActualT)");
  static_assert(sizeof(Element) == 2 || sizeof(Element) == 4, "MaskGenWithRegTensor takes b16 or b32 (the page)");
  static_assert(U::REG_NUM == 1, "MaskGenWithRegTensor takes a RegTraitNumOne tensor");
  static_assert(offset >= 0 && offset < static_cast<int16_t>(8 * sizeof(Element)),
                "offset must be in [0, 15] for b16 and in [0, 31] for b32 (the page)");
  constexpr uint32_t kBlockBytes = 32 / sizeof(Element);  // 16 or 8
  const auto cross_check = [&] {
    if (__builtin_expect(!ascendc_host::verify::Enabled(), 1)) return ascendc_host::verify::Scope();
    ascendc_host::verify::RegUnalignCall c;
    c.kind = ascendc_host::verify::RegUnalignCall::Kind::kMaskGen;
    c.element_bytes = sizeof(Element);
    c.count = static_cast<uint32_t>(offset);
    std::memcpy(c.src[0], srcReg.reg[0], 256);
    c.out = reinterpret_cast<uint8_t*>(dst.words);
    const auto& core = ascendc_host::runtime::CurrentCore();
    c.counter_mode = core.mask_mode == ascendc_host::runtime::MaskMode::kCounter;
    c.vector_mask[0] = core.vector_mask[0];
    c.vector_mask[1] = core.vector_mask[1];
    return ascendc_host::verify::Scope("MaskGenWithRegTensor", ascendc_host::verify::kRegUnalignChecker, &c, sizeof c);
  }();
  uint8_t block[16] = {};
  std::memcpy(block, srcReg.reg[0] + offset * kBlockBytes, kBlockBytes);
  MaskReg out;
  for (uint32_t w = 0; w < 4; ++w) {
    if constexpr (sizeof(Element) == 2) {
      uint32_t bits;
      std::memcpy(&bits, block + 4 * w, 4);
      out.words[w] = detail::regmove::EachBitTwice(bits);
    } else {
      uint16_t bits;
      std::memcpy(&bits, block + 2 * w, 2);
      out.words[w] = detail::regmove::EachBitFourTimes(bits);
    }
  }
  dst = out;
}

namespace compute {
// Move's description: MERGING, the destination's old value in reg[2].
template <typename U>
inline std::unique_ptr<RegComputeCall> DescribeMove(const U& src, const U& dst, const MaskReg& mask) {
  auto c = DescribeOneSource<typename U::ActualT, U::REG_NUM>(RegOp::kMove, TypeOf<typename U::ActualT>(), 0, src, &mask);
  c->merging = true;
  CopyRegister(c->reg[2], dst);
  return c;
}
}  // namespace compute

#define ASCENDC_HOST_MOVE_TYPES                                                                                    \
  bool, int8_t, uint8_t, int16_t, uint16_t, half, bfloat16_t, int32_t, uint32_t, float, int64_t, uint64_t

// The active elements of srcReg copied into dstReg, the others keep dstReg's
// (MERGING; ZEROING is not supported, the page).
template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::MERGING, typename U,
          typename = std::enable_if_t<kIsRegTensor<U>>>
__simd_callee__ inline void Move(U& dstReg, U& srcReg, MaskReg mask) {
  compute::CheckRegister<T, U>();
  static_assert(compute::kTypeIn<typename U::ActualT, ASCENDC_HOST_MOVE_TYPES>,
                "Move (Reg矢量计算/Reg数据搬入/Move): unsupported data type");
  static_assert(mode == MaskMergeMode::MERGING, "Move (Reg矢量计算/Reg数据搬入/Move): ZEROING is not supported");
  using R = compute::BitRepr<U>;
  compute::CrossChecked(
      [&] { return compute::DescribeMove(srcReg, dstReg, mask); },
      [&] {
        compute::MapLanes<R>(dstReg, mask, true, compute::NumericMode{}, [](const typename R::Value& v) { return v; },
                             srcReg);
      },
      [&](compute::RegComputeResult& r) { compute::CopyRegister(r.reg[0], dstReg); });
}

// Every element.
template <typename T = DefaultType, typename U, typename = std::enable_if_t<kIsRegTensor<U>>>
__simd_callee__ inline void Move(U& dstReg, U& srcReg) {
  compute::CheckRegister<T, U>();
  static_assert(compute::kTypeIn<typename U::ActualT, ASCENDC_HOST_MOVE_TYPES>,
                "Move (Reg矢量计算/Reg数据搬入/Move): unsupported data type");
  MaskReg all;
  for (auto& w : all.words) w = ~0ull;
  compute::CrossChecked(
      [&] { return compute::DescribeMove(srcReg, dstReg, all); },
      [&] { dstReg = srcReg; },
      [&](compute::RegComputeResult& r) { compute::CopyRegister(r.reg[0], dstReg); });
}

#undef ASCENDC_HOST_MOVE_TYPES

}  // namespace Reg
}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_REG_MOVE_H_
