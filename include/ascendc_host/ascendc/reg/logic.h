// Reg矢量计算/逻辑计算 (SPEC 14.4): And, Or, Xor, Not of RegTensors (the
// MaskReg forms are in reg/mask_ops.h), ShiftLeft, ShiftRight, ShiftLefts,
// ShiftRights. Inline register code (reg/lanes.h).
#ifndef ASCENDC_HOST_ASCENDC_REG_LOGIC_H_
#define ASCENDC_HOST_ASCENDC_REG_LOGIC_H_

#include <cstdint>
#include <string>
#include <type_traits>

#include "ascendc_host/ascendc/reg/arith.h"
#include "ascendc_host/ascendc/reg/compute_common.h"

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"

namespace AscendC {
namespace Reg {
namespace compute {

template <RegOp kOp, MaskMergeMode mode, typename U, typename F, typename... Src>
ASCENDC_HOST_HOT_INLINE void Bitwise(U& dst, const MaskReg& mask, F&& f, const Src&... src) {
  Lanewise<kOp, BitRepr<U>>(dst, mask, Options{mode == MaskMergeMode::MERGING}, f, src...);
}

// And, Or, Xor of RegTensors.
template <RegOp kOp, typename T, MaskMergeMode mode, typename U>
ASCENDC_HOST_HOT_INLINE void AndOrXor(U& dst, const U& a, const U& b, const MaskReg& mask) {
  CheckRegister<T, U>();
  static_assert(kTypeIn<typename U::ActualT, bool, int8_t, uint8_t, int16_t, uint16_t, int32_t, uint32_t, int64_t, uint64_t>,
                "And / Or / Xor (Reg矢量计算/逻辑计算): unsupported data type");
  static_assert(mode == MaskMergeMode::ZEROING, "And / Or / Xor (Reg矢量计算/逻辑计算): MERGING is not supported");
  Bitwise<kOp, mode>(dst, mask, [](const auto& x, const auto& y) ASCENDC_HOST_REG_LAMBDA {
    if constexpr (kOp == RegOp::kAnd) return x & y;
    else if constexpr (kOp == RegOp::kOr) return x | y;
    else return x ^ y;
  }, a, b);
}

// Shifts (ShiftLeft / ShiftRight pages): unsigned types shift logically,
// signed ones arithmetically (a left shift keeps the sign bit and drops the
// one below it). A count above the width gives 0 (left, logical right) or
// the sign (arithmetic right: -1 or 0); a negative count is undefined on
// the pages: ERROR in checked mode, otherwise it counts as above the width
// (SPEC 14.4).
template <bool kLeft, typename V>
ASCENDC_HOST_HOT_INLINE V Shift(const V& x, const V& count) {
  using Lane = std::remove_cv_t<std::remove_reference_t<decltype(x[0])>>;
  using UV = rl::Vec<rl::UintOf<sizeof(Lane)>, sizeof(V)>;
  using IV = rl::Vec<rl::SintOf<sizeof(Lane)>, sizeof(V)>;
  constexpr uint32_t kWidth = 8 * sizeof(Lane);
  const UV c = rl::BitCast<UV>(count);
  const UV in_range = rl::BitCast<UV>(IV(c < kWidth));  // all ones below the width
  const UV amount = c & (kWidth - 1);
  const UV ux = rl::BitCast<UV>(x);
  if constexpr (kLeft) {
    const UV shifted = (ux << amount) & in_range;
    if constexpr (std::is_signed_v<Lane>) {
      const UV sign = rl::Splat<UV>(rl::UintOf<sizeof(Lane)>{1} << (kWidth - 1));
      const UV kept = (shifted & ~sign) | (ux & sign);
      return rl::BitCast<V>(c > kWidth ? UV{} : kept);  // count == width leaves the sign
    } else {
      return rl::BitCast<V>(shifted);
    }
  } else {
    if constexpr (std::is_signed_v<Lane>) {
      const IV sx = rl::BitCast<IV>(x);
      const IV fill = sx >> (kWidth - 1);
      return rl::BitCast<V>(in_range ? sx >> rl::BitCast<IV>(amount) : fill);
    } else {
      return rl::BitCast<V>((ux >> amount) & in_range);
    }
  }
}

// The count register of ShiftLeft / ShiftRight: the signed type of the
// shifted type's width (ShiftLeft page, table 3), same trait.
template <typename S, typename V>
constexpr void CheckShiftOperands() {
  static_assert(kIsRegTensor<V>, "the shift counts must be a RegTensor");
  using E = typename S::ActualT;
  static_assert(kTypeIn<E, int8_t, uint8_t, int16_t, uint16_t, int32_t, uint32_t, int64_t, uint64_t>,
                "ShiftLeft / ShiftRight (Reg矢量计算/逻辑计算): unsupported data type");
  static_assert(std::is_same_v<typename V::ActualT, std::make_signed_t<E>> && V::REG_NUM == S::REG_NUM,
                "ShiftLeft / ShiftRight (Reg矢量计算/逻辑计算): srcReg1 holds the signed type of srcReg0's width");
}

// True if an active lane's count is negative (the counts' signed view).
template <typename R, typename U>
ASCENDC_HOST_HOT_INLINE bool AnyNegativeCount(const U& counts, const MaskReg& mask) {
  using Lane = typename R::Lane;
  using IV = rl::Vec<std::make_signed_t<Lane>, sizeof(typename R::Value)>;
  IV any{};
  for (uint32_t g = 0; g < R::kGroups; ++g)
    any |= rl::BitCast<IV>(R::Load(counts, g)) & rl::BitCast<IV>(R::Active(mask, g));
  for (uint32_t i = 0; i < sizeof(IV) / sizeof(Lane); ++i)
    if (any[i] < 0) return true;
  return false;
}

// ERROR in checked mode (SPEC 0.6); the call then runs its release
// behaviour. Out of line: only a bad count gets here.
__attribute__((noinline, cold)) inline void ReportNegativeShiftCount(const char* api, const std::string& param,
                                                                      int64_t value) {
  ascendc_host::ReportError(api, param, std::to_string(value),
                            "is negative (undefined on the page; runs as a count above the width)");
}
template <typename V>
__attribute__((noinline, cold)) void ReportNegativeShiftLane(const char* api, const V& counts, const MaskReg& mask) {
  using E = typename V::ActualT;
  for (uint32_t k = 0; k < V::kElements; ++k) {
    const uint32_t bit = V::REG_NUM == 2 ? 4 * k : k * static_cast<uint32_t>(sizeof(E));
    if (mask.Bit(bit) && counts.GetElement(k) < 0) {
      ReportNegativeShiftCount(api, "srcReg1[" + std::to_string(k) + "]", static_cast<int64_t>(counts.GetElement(k)));
      return;
    }
  }
}

template <RegOp kOp, typename T, typename U, MaskMergeMode mode, typename S, typename V>
ASCENDC_HOST_HOT_INLINE void ShiftByRegister(S& dst, const S& src, const V& counts, const MaskReg& mask) {
  CheckRegister<T, S>();
  CheckShiftOperands<S, V>();
  static_assert(std::is_same_v<U, DefaultType> || std::is_same_v<U, typename V::ActualT>,
                "ShiftLeft / ShiftRight: U must equal srcReg1's element type");
  static_assert(mode == MaskMergeMode::ZEROING, "ShiftLeft / ShiftRight (Reg矢量计算/逻辑计算): MERGING is not supported");
  using R = Repr<S>;
  constexpr bool left = kOp == RegOp::kShiftLeft;
  if (__builtin_expect(AnyNegativeCount<R>(counts, mask), 0))
    ReportNegativeShiftLane(left ? "ShiftLeft" : "ShiftRight", counts, mask);
  // The counts' bits are read as lanes of the shifted type.
  Lanewise<kOp, R>(dst, mask, Options{}, [](const auto& x, const auto& c) ASCENDC_HOST_REG_LAMBDA { return Shift<left>(x, c); }, src, counts);
}

template <RegOp kOp, typename T, typename U, MaskMergeMode mode, typename S>
ASCENDC_HOST_HOT_INLINE void ShiftByScalar(S& dst, const S& src, U scalar, const MaskReg& mask) {
  CheckRegister<T, S>();
  static_assert(kTypeIn<typename S::ActualT, int8_t, uint8_t, int16_t, uint16_t, int32_t, uint32_t, int64_t, uint64_t>,
                "ShiftLefts / ShiftRights (Reg矢量计算/逻辑计算): unsupported data type");
  static_assert(std::is_integral_v<U>, "ShiftLefts / ShiftRights (Reg矢量计算/逻辑计算): the count is an int16_t");
  static_assert(mode == MaskMergeMode::ZEROING, "ShiftLefts / ShiftRights (Reg矢量计算/逻辑计算): MERGING is not supported");
  const int16_t count = static_cast<int16_t>(scalar);
  using R = Repr<S>;
  constexpr bool left = kOp == RegOp::kShiftLefts;
  if (__builtin_expect(count < 0, 0)) ReportNegativeShiftCount(left ? "ShiftLefts" : "ShiftRights", "scalarValue", count);
  const typename R::Value splat =
      rl::Splat<typename R::Value>(static_cast<typename R::Lane>(static_cast<std::make_signed_t<typename R::Lane>>(count)));
  Options o;
  o.scalar = static_cast<uint16_t>(count);
  Lanewise<kOp, R>(dst, mask, o, [&](const auto& x) ASCENDC_HOST_REG_LAMBDA { return Shift<left>(x, splat); }, src);
}

}  // namespace compute


template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void And(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask) {
  compute::AndOrXor<compute::RegOp::kAnd, T, mode>(dstReg, srcReg0, srcReg1, mask);
}

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void Or(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask) {
  compute::AndOrXor<compute::RegOp::kOr, T, mode>(dstReg, srcReg0, srcReg1, mask);
}

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void Xor(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask) {
  compute::AndOrXor<compute::RegOp::kXor, T, mode>(dstReg, srcReg0, srcReg1, mask);
}

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void Not(U& dstReg, U& srcReg, MaskReg& mask) {
  compute::CheckRegister<T, U>();
  static_assert(compute::kTypeIn<typename U::ActualT, int8_t, uint8_t, int16_t, uint16_t, half, int32_t, uint32_t, float,
                                 int64_t, uint64_t>,
                "Not (Reg矢量计算/逻辑计算/Not): unsupported data type");
  static_assert(mode == MaskMergeMode::ZEROING, "Not (Reg矢量计算/逻辑计算/Not): MERGING is not supported");
  compute::Bitwise<compute::RegOp::kNot, mode>(dstReg, mask, [](const auto& a) ASCENDC_HOST_REG_LAMBDA { return ~a; }, srcReg);
}


template <typename T = DefaultType, typename U = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename S,
          typename V>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void ShiftLeft(S& dstReg, S& srcReg0, V& srcReg1, MaskReg& mask) {
  compute::ShiftByRegister<compute::RegOp::kShiftLeft, T, U, mode>(dstReg, srcReg0, srcReg1, mask);
}

template <typename T = DefaultType, typename U = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename S,
          typename V>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void ShiftRight(S& dstReg, S& srcReg0, V& srcReg1, MaskReg& mask) {
  compute::ShiftByRegister<compute::RegOp::kShiftRight, T, U, mode>(dstReg, srcReg0, srcReg1, mask);
}

template <typename T = DefaultType, typename U, MaskMergeMode mode = MaskMergeMode::ZEROING, typename S>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void ShiftLefts(S& dstReg, S& srcReg, U scalarValue, MaskReg& mask) {
  compute::ShiftByScalar<compute::RegOp::kShiftLefts, T, U, mode>(dstReg, srcReg, scalarValue, mask);
}

template <typename T = DefaultType, typename U, MaskMergeMode mode = MaskMergeMode::ZEROING, typename S>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void ShiftRights(S& dstReg, S& srcReg, U scalarValue, MaskReg& mask) {
  compute::ShiftByScalar<compute::RegOp::kShiftRights, T, U, mode>(dstReg, srcReg, scalarValue, mask);
}

}  // namespace Reg
}  // namespace AscendC

#pragma GCC diagnostic pop

#endif  // ASCENDC_HOST_ASCENDC_REG_LOGIC_H_
