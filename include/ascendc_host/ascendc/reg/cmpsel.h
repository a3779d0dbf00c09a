// Reg矢量计算/比较与选择 (SPEC 14.5): Compare, Compares (-> MaskReg, every
// CMPMODE), Select (by MaskReg), Squeeze. Inline register code (reg/lanes.h).
#ifndef ASCENDC_HOST_ASCENDC_REG_CMPSEL_H_
#define ASCENDC_HOST_ASCENDC_REG_CMPSEL_H_

#include <cstdint>
#include <cstring>
#include <type_traits>

#include "ascendc_host/ascendc/reg/arith.h"
#include "ascendc_host/ascendc/reg/compute_common.h"
#include "ascendc_host/ascendc/vector/compare.h"

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"

namespace AscendC {
namespace Reg {

// Squeeze's template parameter: STORE_REG also adds the bytes it kept to
// the AR special register (GetSpr / ClearSpr).
enum class GatherMaskMode { NO_STORE_REG, STORE_REG };

namespace compute {

template <CMPMODE mode, typename V>
ASCENDC_HOST_HOT_INLINE auto CompareLanes(const V& a, const V& b) {
  if constexpr (mode == CMPMODE::LT) return a < b;
  else if constexpr (mode == CMPMODE::GT) return a > b;
  else if constexpr (mode == CMPMODE::EQ) return a == b;
  else if constexpr (mode == CMPMODE::LE) return a <= b;
  else if constexpr (mode == CMPMODE::GE) return a >= b;
  else return a != b;  // NE: true for NaN
}

template <RegOp kOp, CMPMODE mode, typename U, typename F, typename... Src>
ASCENDC_HOST_HOT_INLINE void ComparePredicate(MaskReg& dst, const MaskReg& mask, uint64_t scalar_bits, F&& f,
                                              const Src&... src) {
  using E = typename U::ActualT;
  CrossChecked(
      [&]() ASCENDC_HOST_REG_LAMBDA {
        auto c = Describe<E, U::REG_NUM>(kOp);
        int slot = 0;
        ((CopyRegister(c->reg[slot++], src)), ...);
        CopyMask(c->mask[0], mask);
        c->scalar = scalar_bits;
        c->variant = static_cast<uint8_t>(mode);
        return c;
      },
      [&]() ASCENDC_HOST_REG_LAMBDA {
        rl::WithDefaultFpEnvironment(
            kIsFloating<E>,
            [=](MaskReg& d, const MaskReg& m, const Src&... s) ASCENDC_HOST_REG_LAMBDA {
              MapToPredicate<Repr<U>>(d, m, f, s...);
            },
            dst, mask, src...);
      },
      [&](RegComputeResult& r) { CopyMask(r.mask[0], dst); });
}

}  // namespace compute

template <typename T = DefaultType, CMPMODE mode = CMPMODE::EQ, typename U>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void Compare(MaskReg& dst, U& srcReg0, U& srcReg1, MaskReg& mask) {
  compute::CheckRegister<T, U>();
  static_assert(compute::kTypeIn<typename U::ActualT, ASCENDC_HOST_REG_TYPES_ALL>,
                "Compare (Reg矢量计算/比较与选择/Compare): unsupported data type");
  static_assert(static_cast<int>(mode) <= static_cast<int>(CMPMODE::NE), "Compare: unknown CMPMODE");
  compute::ComparePredicate<compute::RegOp::kCompare, mode, U>(
      dst, mask, 0, [](const auto& a, const auto& b) ASCENDC_HOST_REG_LAMBDA { return compute::CompareLanes<mode>(a, b); }, srcReg0, srcReg1);
}

template <typename T = DefaultType, CMPMODE mode = CMPMODE::EQ, typename U, typename S>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void Compares(MaskReg& dst, U& srcReg, S scalarValue, MaskReg& mask) {
  compute::CheckRegister<T, U>();
  using E = typename U::ActualT;
  static_assert(compute::kTypeIn<E, ASCENDC_HOST_REG_TYPES_ALL>,
                "Compares (Reg矢量计算/比较与选择/Compares): unsupported data type");
  static_assert(static_cast<int>(mode) <= static_cast<int>(CMPMODE::NE), "Compares: unknown CMPMODE");
  uint64_t bits = 0;
  const auto splat = compute::ScalarLanes<compute::Repr<U>, E>(scalarValue, &bits);
  compute::ComparePredicate<compute::RegOp::kCompares, mode, U>(
      dst, mask, bits, [=](const auto& a) ASCENDC_HOST_REG_LAMBDA { return compute::CompareLanes<mode>(a, splat); },
      srcReg);
}

// srcReg0 where the predicate bit is set, srcReg1 elsewhere: every lane is
// written (the page: unselected lanes are not zeroed).
template <typename T = DefaultType, typename U>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void Select(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask) {
  compute::CheckRegister<T, U>();
  static_assert(compute::kTypeIn<typename U::ActualT, bool, ASCENDC_HOST_REG_TYPES_ALL>,
                "Select (Reg矢量计算/比较与选择/Select): unsupported data type");
  using R = compute::BitRepr<U>;
  compute::CrossChecked(
      [&]() ASCENDC_HOST_REG_LAMBDA {
        auto c = compute::Describe<typename U::ActualT, U::REG_NUM>(compute::RegOp::kSelect);
        compute::CopyRegister(c->reg[0], srcReg0);
        compute::CopyRegister(c->reg[1], srcReg1);
        compute::CopyMask(c->mask[0], mask);
        return c;
      },
      [&]() ASCENDC_HOST_REG_LAMBDA {
        for (uint32_t g = 0; g < R::kGroups; ++g) {
          const auto v = compute::rl::Blend(R::Active(mask, g), R::Load(srcReg0, g), R::Load(srcReg1, g));
          R::Store(dstReg, g, v, nullptr, false, ascendc_host::NumericMode{});
        }
      },
      [&](compute::RegComputeResult& r) { compute::CopyRegister(r.reg[0], dstReg); });
}

// The active elements of srcReg, in order, from lane 0; the rest 0.
template <typename T = DefaultType, GatherMaskMode store = GatherMaskMode::NO_STORE_REG, typename U>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void Squeeze(U& dstReg, U& srcReg, MaskReg& mask) {
  compute::CheckRegister<T, U>();
  using E = typename U::ActualT;
  static_assert(compute::kTypeIn<E, int8_t, uint8_t, int16_t, uint16_t, half, int32_t, uint32_t, float> &&
                    U::REG_NUM == 1,
                "Squeeze (Reg矢量计算/比较与选择/Squeeze): unsupported data type");
  compute::CrossChecked(
      [&]() ASCENDC_HOST_REG_LAMBDA {
        auto c = compute::Describe<E, 1>(compute::RegOp::kSqueeze);
        compute::CopyRegister(c->reg[0], srcReg);
        compute::CopyMask(c->mask[0], mask);
        c->variant = store == GatherMaskMode::STORE_REG ? 1 : 0;
        return c;
      },
      [&]() ASCENDC_HOST_REG_LAMBDA {
        // Walk the set predicate bits of the lanes (one bit per element).
        constexpr uint64_t kLaneBits = sizeof(E) == 1 ? ~0ull : sizeof(E) == 2 ? 0x5555555555555555ull
                                                                               : 0x1111111111111111ull;
        alignas(64) uint8_t out[256] = {};
        uint32_t kept = 0;
        for (uint32_t w = 0; w < 4; ++w) {
          for (uint64_t bits = mask.words[w] & kLaneBits; bits != 0; bits &= bits - 1) {
            const uint32_t byte = 64 * w + static_cast<uint32_t>(__builtin_ctzll(bits));
            std::memcpy(out + kept, srcReg.reg[0] + byte, sizeof(E));
            kept += sizeof(E);
          }
        }
        std::memcpy(dstReg.reg[0], out, 256);
        if constexpr (store == GatherMaskMode::STORE_REG) {
          auto& core = ascendc_host::runtime::CurrentCore();
          core.spr_ar += kept;
          core.squeeze_bytes = kept;  // what the AR form of StoreUnAlign stores (SPEC 13.12)
        }
      },
      [&](compute::RegComputeResult& r) { compute::CopyRegister(r.reg[0], dstReg); });
}

}  // namespace Reg
}  // namespace AscendC

#pragma GCC diagnostic pop

#endif  // ASCENDC_HOST_ASCENDC_REG_CMPSEL_H_
