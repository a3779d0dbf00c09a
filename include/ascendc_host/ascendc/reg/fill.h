// Reg矢量计算/数据填充 and 索引操作 (SPEC 14.6): Duplicate (a scalar without
// and with a mask, srcReg's lowest element) and Arange. Inline register code
// (reg/lanes.h).
#ifndef ASCENDC_HOST_ASCENDC_REG_FILL_H_
#define ASCENDC_HOST_ASCENDC_REG_FILL_H_

#include <cstdint>
#include <type_traits>
#include <utility>

#include "ascendc_host/ascendc/reg/arith.h"
#include "ascendc_host/ascendc/reg/compute_common.h"

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"

namespace AscendC {
namespace Reg {

// Duplicate's (and MaskReg Pack / UnPack's) choice of part.
enum class HighLowPart { LOWEST, HIGHEST };
// Arange's direction.
enum class IndexOrder { INCREASE_ORDER, DECREASE_ORDER };

namespace compute {

template <typename U>
ASCENDC_HOST_HOT_INLINE void Broadcast(U& dst, const typename BitRepr<U>::Lane bits, const MaskReg* mask, bool merging) {
  using R = BitRepr<U>;
  const typename R::Value v = rl::Splat<typename R::Value>(bits);
  if (mask == nullptr) {
    for (uint32_t g = 0; g < R::kGroups; ++g) R::Store(dst, g, v, nullptr, false, NumericMode{});
  } else {
    MapLanes<R>(dst, *mask, merging, NumericMode{}, [&]() ASCENDC_HOST_REG_LAMBDA { return v; });
  }
}

template <typename E, uint32_t kLanes, size_t... I>
constexpr rl::Vec<E, kLanes * sizeof(E)> LaneIndices(std::index_sequence<I...>) {
  return rl::Vec<E, kLanes * sizeof(E)>{static_cast<E>(I)...};
}

}  // namespace compute

#define ASCENDC_HOST_REG_TYPES_DUPLICATE bool, ASCENDC_HOST_REG_TYPES_ALL

template <typename T = DefaultType, typename U, typename S,
          typename = std::enable_if_t<!kIsRegTensor<U> && !std::is_same_v<std::decay_t<U>, MaskReg>>>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void Duplicate(S& dstReg, U scalarValue) {
  compute::CheckRegister<T, S>();
  using E = typename S::ActualT;
  static_assert(compute::kTypeIn<E, ASCENDC_HOST_REG_TYPES_DUPLICATE>,
                "Duplicate (Reg矢量计算/数据填充/Duplicate): unsupported data type (fp8/fp4/hifloat8 and complex "
                "types are not available)");
  const E value = compute::ScalarAs<E>(scalarValue);
  const uint64_t bits = compute::BitsOf(value);
  compute::CrossChecked(
      [&]() ASCENDC_HOST_REG_LAMBDA {
        auto c = compute::Describe<E, S::REG_NUM>(compute::RegOp::kDuplicate);
        c->scalar = bits;
        return c;
      },
      [&]() ASCENDC_HOST_REG_LAMBDA { compute::Broadcast(dstReg, static_cast<typename compute::BitRepr<S>::Lane>(bits), nullptr, false); },
      [&](compute::RegComputeResult& r) { compute::CopyRegister(r.reg[0], dstReg); });
}

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U, typename S,
          typename = std::enable_if_t<!kIsRegTensor<U>>>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void Duplicate(S& dstReg, U scalarValue, MaskReg& mask) {
  compute::CheckRegister<T, S>();
  using E = typename S::ActualT;
  static_assert(compute::kTypeIn<E, ASCENDC_HOST_REG_TYPES_DUPLICATE>,
                "Duplicate (Reg矢量计算/数据填充/Duplicate): unsupported data type");
  static_assert(mode == MaskMergeMode::ZEROING || mode == MaskMergeMode::MERGING,
                "Duplicate (Reg矢量计算/数据填充/Duplicate): mode is ZEROING or MERGING");
  const E value = compute::ScalarAs<E>(scalarValue);
  const uint64_t bits = compute::BitsOf(value);
  compute::CrossChecked(
      [&]() ASCENDC_HOST_REG_LAMBDA {
        auto c = compute::Describe<E, S::REG_NUM>(compute::RegOp::kDuplicateMasked, mode == MaskMergeMode::MERGING);
        compute::CopyRegister(c->reg[2], dstReg);
        compute::CopyMask(c->mask[0], mask);
        c->scalar = bits;
        return c;
      },
      [&]() ASCENDC_HOST_REG_LAMBDA {
        compute::Broadcast(dstReg, static_cast<typename compute::BitRepr<S>::Lane>(bits), &mask,
                           mode == MaskMergeMode::MERGING);
      },
      [&](compute::RegComputeResult& r) { compute::CopyRegister(r.reg[0], dstReg); });
}

template <typename T = DefaultType, HighLowPart pos = HighLowPart::LOWEST, MaskMergeMode mode = MaskMergeMode::ZEROING,
          typename S>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void Duplicate(S& dstReg, S& srcReg, MaskReg& mask) {
  compute::CheckRegister<T, S>();
  using E = typename S::ActualT;
  static_assert(compute::kTypeIn<E, ASCENDC_HOST_REG_TYPES_DUPLICATE>,
                "Duplicate (Reg矢量计算/数据填充/Duplicate): unsupported data type");
  static_assert(pos == HighLowPart::LOWEST, "Duplicate (Reg矢量计算/数据填充/Duplicate): pos supports LOWEST only");
  static_assert(mode == MaskMergeMode::ZEROING || mode == MaskMergeMode::MERGING,
                "Duplicate (Reg矢量计算/数据填充/Duplicate): mode is ZEROING or MERGING");
  const uint64_t bits = compute::BitsOf(srcReg.GetElement(0));
  compute::CrossChecked(
      [&]() ASCENDC_HOST_REG_LAMBDA {
        auto c = compute::Describe<E, S::REG_NUM>(compute::RegOp::kDuplicateLowest, mode == MaskMergeMode::MERGING);
        compute::CopyRegister(c->reg[0], srcReg);
        compute::CopyRegister(c->reg[2], dstReg);
        compute::CopyMask(c->mask[0], mask);
        return c;
      },
      [&]() ASCENDC_HOST_REG_LAMBDA {
        compute::Broadcast(dstReg, static_cast<typename compute::BitRepr<S>::Lane>(bits), &mask,
                           mode == MaskMergeMode::MERGING);
      },
      [&](compute::RegComputeResult& r) { compute::CopyRegister(r.reg[0], dstReg); });
}

// INCREASE_ORDER: lane k = scalarValue + k; DECREASE_ORDER: the sequence
// ends at scalarValue, lane k = scalarValue + (lanes - 1 - k). Integers
// wrap (Arange page); half / float add in float and round once.
template <typename T = DefaultType, IndexOrder order = IndexOrder::INCREASE_ORDER, typename U, typename S>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void Arange(S& dstReg, U scalarValue) {
  compute::CheckRegister<T, S>();
  using E = typename S::ActualT;
  static_assert(compute::kTypeIn<E, int8_t, int16_t, int32_t, half, float, int64_t>,
                "Arange (Reg矢量计算/索引操作/Arange): unsupported data type");
  using R = compute::Repr<S>;
  using Lane = typename R::Lane;
  using Value = typename R::Value;
  constexpr uint32_t kPerGroup = sizeof(Value) / sizeof(Lane);
  constexpr uint32_t kLanes = S::kElements;
  const E value = compute::ScalarAs<E>(scalarValue);
  compute::CrossChecked(
      [&]() ASCENDC_HOST_REG_LAMBDA {
        auto c = compute::Describe<E, S::REG_NUM>(compute::RegOp::kArange);
        c->scalar = compute::BitsOf(value);
        c->variant = order == IndexOrder::INCREASE_ORDER ? 0 : 1;
        return c;
      },
      [&]() ASCENDC_HOST_REG_LAMBDA {
        constexpr Value kIndex = compute::LaneIndices<Lane, kPerGroup>(std::make_index_sequence<kPerGroup>());
        const Value start = compute::rl::Splat<Value>(compute::LaneOf<R>(value));
        const ascendc_host::NumericMode n = compute::kIsFloat16<E> ? compute::CallNumerics() : ascendc_host::NumericMode{};
        compute::rl::WithDefaultFpEnvironment(compute::kIsFloating<E>, [=](S& dst) ASCENDC_HOST_REG_LAMBDA {
          for (uint32_t g = 0; g < R::kGroups; ++g) {
            Value step = compute::WrapAdd(kIndex, compute::rl::Splat<Value>(static_cast<Lane>(g * kPerGroup)));
            if constexpr (order == IndexOrder::DECREASE_ORDER)
              step = compute::WrapSub(compute::rl::Splat<Value>(static_cast<Lane>(kLanes - 1)), step);
            R::Store(dst, g, compute::WrapAdd(start, step), nullptr, false, n);
          }
        }, dstReg);
      },
      [&](compute::RegComputeResult& r) { compute::CopyRegister(r.reg[0], dstReg); });
}

}  // namespace Reg
}  // namespace AscendC

#pragma GCC diagnostic pop

#endif  // ASCENDC_HOST_ASCENDC_REG_FILL_H_
