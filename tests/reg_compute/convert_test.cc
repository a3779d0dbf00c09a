// Reg 类型转换 (SPEC 14.10): Cast over every type pair the library has types
// for, every RegLayout, RoundMode and SatMode the page lists, under the CTRL
// settings that decide saturation; Truncate; MulsCast. Random registers
// (NaN, inf, subnormals, extremes) and predicates against the reference, bit
// for bit, on the instruction set this file is compiled for. Also the page's
// worked values (table 4) and the RegLayout page's pseudo-code.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <random>

#include "reg_compute/harness.h"

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#endif

namespace ascendc_host {
namespace testing {
namespace reg_compute {
namespace {

namespace R = AscendC::Reg;
using AscendC::RoundMode;
using R::RegLayout;
using R::SatMode;
namespace ctrl = runtime::ctrl;

// The Cast page's tables 4 and 5: who decides saturation.
template <typename D>
bool ExpectedSaturate(SatMode mode, uint64_t ctrl_bits) {
  if (std::is_same_v<D, float>) return false;
  const bool floating = std::is_same_v<D, half> || std::is_same_v<D, bfloat16_t>;
  const int bit = floating ? ctrl::kFloatNonSaturating : ctrl::kCastIntegerTruncating;
  const bool by_ctrl = ((ctrl_bits >> bit) & 1u) == 0;
  if (((ctrl_bits >> ctrl::kGlobalSaturationMode) & 1u) != 0 || mode == SatMode::UNKNOWN) return by_ctrl;
  return mode == SatMode::SAT;
}

// CTRL values: reset (global mode, saturating), global non-saturating, and
// per-instruction mode (the trait decides).
constexpr uint64_t kCtrlSettings[] = {
    ctrl::kResetValue,
    ctrl::kResetValue | (1ull << ctrl::kFloatNonSaturating) | (1ull << ctrl::kCastIntegerTruncating),
    0,
};

template <typename D, typename S, RegLayout kLayout, SatMode kSat, RoundMode kRound>
void CheckCast(uint32_t rounds = 24) {
  static constexpr R::CastTrait kTrait{kLayout, kSat, R::MaskMergeMode::ZEROING, kRound};
  std::mt19937_64 rng(static_cast<uint64_t>(TypeOf<D>()) * 131 + static_cast<uint64_t>(TypeOf<S>()) * 17 +
                      static_cast<uint64_t>(kLayout) * 7 + static_cast<uint64_t>(kRound) * 3 + static_cast<int>(kSat));
  const ScopedCtrl restore;
  for (uint64_t ctrl_bits : kCtrlSettings) {
    runtime::CurrentCore().ctrl = ctrl_bits;
    for (uint32_t round = 0; round < rounds; ++round) {
      RegTensor<S> src;
      RegTensor<D> dst;
      FillRandom(src, rng);
      FillRandom(dst, rng);
      MaskReg mask = RandomPredicate<S>(rng, round);
      RegComputeCall call = CallOf<S>(RegOp::kCast);
      call.dst_type = TypeOf<D>();
      call.variant = sizeof(D) == sizeof(S) ? 0 : static_cast<uint8_t>(kLayout);
      call.round_mode = static_cast<uint8_t>(kRound == RoundMode::CAST_NONE || kRound == RoundMode::UNKNOWN
                                                 ? RoundMode::CAST_RINT
                                                 : kRound);
      call.saturate = ExpectedSaturate<D>(kSat, ctrl_bits);
      CopyIn(call.reg[0], src);
      CopyIn(call.mask[0], mask);
      const RegComputeResult want = reference::reg::Compute(call);
      R::Cast<D, S, kTrait>(dst, src, mask);
      ASSERT_TRUE(SameAsReference(dst, want))
          << DTypeName(TypeOf<S>()) << " -> " << DTypeName(TypeOf<D>()) << " layout " << static_cast<int>(kLayout)
          << " sat " << static_cast<int>(kSat) << " round " << static_cast<int>(kRound) << " ctrl " << std::hex
          << ctrl_bits << std::dec << " round " << round;
    }
  }
}

template <typename D, typename S, RegLayout kLayout, SatMode kSat, RoundMode... kRounds>
void CheckRounds() {
  (CheckCast<D, S, kLayout, kSat, kRounds>(), ...);
}

// Every layout (base round mode), every round mode (first layout), both
// selectable saturation modes: what the pair's row of the page allows.
template <typename D, typename S>
void CheckPair() {
  constexpr auto kPair = R::compute::cvt::Pair<D, S>();
  static_assert(kPair.kind != R::compute::cvt::Kind::kNone, "a pair of the page");
  constexpr RoundMode kBase = kPair.rounds != 0 ? RoundMode::CAST_RINT : RoundMode::UNKNOWN;
  constexpr SatMode kSat = kPair.sat_choice ? SatMode::SAT : SatMode::UNKNOWN;
  constexpr RegLayout kFirst = kPair.layouts == 0 ? RegLayout::UNKNOWN : RegLayout::ZERO;
  if constexpr (kPair.layouts == 0) {
    CheckCast<D, S, RegLayout::UNKNOWN, kSat, kBase>();
  } else {
    CheckCast<D, S, RegLayout::ZERO, kSat, kBase>();
    CheckCast<D, S, RegLayout::ONE, kSat, kBase>();
    if constexpr (kPair.layouts == R::compute::cvt::kFourLayouts) {
      CheckCast<D, S, RegLayout::TWO, kSat, kBase>();
      CheckCast<D, S, RegLayout::THREE, kSat, kBase>();
    }
  }
  if constexpr (kPair.rounds != 0) {
    CheckRounds<D, S, kFirst, SatMode::UNKNOWN, RoundMode::CAST_NONE, RoundMode::CAST_FLOOR, RoundMode::CAST_CEIL,
                RoundMode::CAST_ROUND, RoundMode::CAST_TRUNC>();
    if constexpr ((kPair.rounds >> static_cast<int>(RoundMode::CAST_ODD)) & 1u)
      CheckCast<D, S, kFirst, SatMode::UNKNOWN, RoundMode::CAST_ODD>();
  } else {
    CheckCast<D, S, kFirst, SatMode::UNKNOWN, RoundMode::CAST_NONE>();
  }
  if constexpr (kPair.sat_choice) CheckCast<D, S, kFirst, SatMode::NO_SAT, kBase>();
}

TEST(RegConvert, CastFloatToInt) {
  CheckPair<int8_t, half>();
  CheckPair<uint8_t, half>();
  CheckPair<int16_t, half>();
  CheckPair<int32_t, half>();
  CheckPair<int32_t, bfloat16_t>();
  CheckPair<int16_t, float>();
  CheckPair<int32_t, float>();
  CheckPair<int64_t, float>();
}

TEST(RegConvert, CastFloatToFloat) {
  CheckPair<bfloat16_t, half>();
  CheckPair<half, bfloat16_t>();
  CheckPair<float, bfloat16_t>();
  CheckPair<float, half>();
  CheckPair<half, float>();
  CheckPair<bfloat16_t, float>();
}

TEST(RegConvert, CastIntToFloat) {
  CheckPair<half, int8_t>();
  CheckPair<half, uint8_t>();
  CheckPair<half, int16_t>();
  CheckPair<float, int16_t>();
  CheckPair<float, int32_t>();
  CheckPair<float, int64_t>();
}

TEST(RegConvert, CastIntToInt) {
  CheckPair<int16_t, int8_t>();
  CheckPair<int32_t, int8_t>();
  CheckPair<uint16_t, uint8_t>();
  CheckPair<uint32_t, uint8_t>();
  CheckPair<uint8_t, int16_t>();
  CheckPair<int32_t, int16_t>();
  CheckPair<uint32_t, int16_t>();
  CheckPair<uint8_t, uint16_t>();
  CheckPair<uint32_t, uint16_t>();
  CheckPair<uint8_t, int32_t>();
  CheckPair<int16_t, int32_t>();
  CheckPair<uint16_t, int32_t>();
  CheckPair<int64_t, int32_t>();
  CheckPair<uint8_t, uint32_t>();
  CheckPair<int16_t, uint32_t>();
  CheckPair<uint16_t, uint32_t>();
  CheckPair<int32_t, int64_t>();
}

// Bit-pattern sweeps: every half input, and every 4093rd float input (about
// a million, all exponents and both signs), through the conversions with
// the most rounding logic, in every round mode, saturating and not.
template <typename D, typename S, const R::CastTrait& kTrait>
void Sweep(uint64_t count, uint64_t step) {
  constexpr uint32_t kLanes = 256 / sizeof(S);
  constexpr bool kSameWidth = sizeof(D) == sizeof(S);
  const ScopedCtrl restore;
  for (uint64_t ctrl_bits : {kCtrlSettings[0], kCtrlSettings[1]}) {
    runtime::CurrentCore().ctrl = ctrl_bits;
    for (uint64_t first = 0; first < count; first += kLanes) {
      RegTensor<S> src;
      for (uint32_t k = 0; k < kLanes; ++k) {
        const uint64_t bits = ((first + k) * step) & ((uint64_t{1} << (8 * sizeof(S))) - 1);
        std::memcpy(src.reg[0] + k * sizeof(S), &bits, sizeof(S));
      }
      MaskReg all = AscendC::Reg::CreateMask<S>();
      RegTensor<D> dst;
      R::Cast<D, S, kTrait>(dst, src, all);
      RegComputeCall call = CallOf<S>(RegOp::kCast);
      call.dst_type = TypeOf<D>();
      call.variant = kSameWidth ? 0 : static_cast<uint8_t>(kTrait.layoutMode);
      call.round_mode = static_cast<uint8_t>(kTrait.roundMode);
      call.saturate = ExpectedSaturate<D>(kTrait.satMode, ctrl_bits);
      CopyIn(call.reg[0], src);
      CopyIn(call.mask[0], all);
      ASSERT_TRUE(SameAsReference(dst, reference::reg::Compute(call)))
          << DTypeName(TypeOf<S>()) << " -> " << DTypeName(TypeOf<D>()) << " mode "
          << static_cast<int>(kTrait.roundMode) << " from input " << first * step;
    }
  }
}

template <RoundMode kMode>
struct Traits {
  static constexpr R::CastTrait kSame{RegLayout::UNKNOWN, SatMode::UNKNOWN, R::MaskMergeMode::ZEROING, kMode};
  static constexpr R::CastTrait kOne{RegLayout::ONE, SatMode::UNKNOWN, R::MaskMergeMode::ZEROING, kMode};
  static constexpr R::CastTrait kZero{RegLayout::ZERO, SatMode::UNKNOWN, R::MaskMergeMode::ZEROING, kMode};
};

template <RoundMode kMode>
void SweepMode() {
  using T = Traits<kMode>;
  Sweep<int16_t, half, T::kSame>(65536, 1);
  Sweep<int8_t, half, T::kOne>(65536, 1);
  Sweep<bfloat16_t, half, T::kSame>(65536, 1);
  Sweep<half, float, T::kOne>(1u << 20, 4093);
  Sweep<bfloat16_t, float, T::kZero>(1u << 20, 4093);
  Sweep<int32_t, float, T::kSame>(1u << 20, 4093);
  Sweep<int64_t, float, T::kOne>(1u << 18, 16381);
  Sweep<float, int32_t, T::kSame>(1u << 20, 4093);
  Sweep<half, int16_t, T::kSame>(65536, 1);
}

TEST(RegConvert, BitPatternSweeps) {
  SweepMode<RoundMode::CAST_RINT>();
  SweepMode<RoundMode::CAST_FLOOR>();
  SweepMode<RoundMode::CAST_CEIL>();
  SweepMode<RoundMode::CAST_ROUND>();
  SweepMode<RoundMode::CAST_TRUNC>();
  Sweep<half, float, Traits<RoundMode::CAST_ODD>::kZero>(1u << 20, 4093);
  Sweep<float, half, Traits<RoundMode::UNKNOWN>::kOne>(65536, 1);
  Sweep<float, bfloat16_t, Traits<RoundMode::UNKNOWN>::kZero>(65536, 1);
}

// The page's worked values (table 4) and the RegLayout page's pseudo-code.
TEST(RegConvert, PageExamples) {
  ScopedCtrl ctrl_bits;
  ctrl_bits.Set(ctrl::kGlobalSaturationMode, false);  // the trait decides
  RegTensor<half> h;  // lane 0: 257, lane 2: -inf, lane 4: 1.75
  const uint16_t v257 = HalfBits(257.0f), ninf = 0xFC00, v175 = HalfBits(1.75f);
  std::memcpy(h.reg[0] + 0, &v257, 2);
  std::memcpy(h.reg[0] + 4, &ninf, 2);
  std::memcpy(h.reg[0] + 8, &v175, 2);
  MaskReg all = AscendC::Reg::CreateMask<half>();
  static constexpr R::CastTrait kNoSat{RegLayout::ZERO, SatMode::NO_SAT, R::MaskMergeMode::ZEROING, RoundMode::CAST_ROUND};
  static constexpr R::CastTrait kSat{RegLayout::ZERO, SatMode::SAT, R::MaskMergeMode::ZEROING, RoundMode::CAST_ROUND};
  RegTensor<uint8_t> u8;
  R::Cast<uint8_t, half, kNoSat>(u8, h, all);
  EXPECT_EQ(u8.GetElement(0), 1);    // 257 keeps its low 8 bits
  EXPECT_EQ(u8.GetElement(4), 0);    // -inf: the smallest value
  EXPECT_EQ(u8.GetElement(8), 2);    // 1.75, CAST_ROUND
  EXPECT_EQ(u8.GetElement(1), 0);    // the other field of the b16 lane
  R::Cast<uint8_t, half, kSat>(u8, h, all);
  EXPECT_EQ(u8.GetElement(0), 255);  // saturated
  EXPECT_EQ(u8.GetElement(4), 0);
  // int32 256 -> uint8 without saturation: 0.
  RegTensor<int32_t> i32;
  i32.SetElement(0, 256);
  i32.SetElement(1, 300);
  MaskReg all32 = AscendC::Reg::CreateMask<int32_t>();
  static constexpr R::CastTrait kLayoutTwo{RegLayout::TWO, SatMode::NO_SAT, R::MaskMergeMode::ZEROING, RoundMode::UNKNOWN};
  R::Cast<uint8_t, int32_t, kLayoutTwo>(u8, i32, all32);
  EXPECT_EQ(u8.GetElement(2), 0);    // dst[layout::4] = src: lane 0 at byte 2
  EXPECT_EQ(u8.GetElement(6), 44);   // 300 mod 256, lane 1 at byte 6
  EXPECT_EQ(u8.GetElement(0) | u8.GetElement(1) | u8.GetElement(3), 0);
  // cast_b16_to_b32 with layout 1: dst[0:64] = src[1:128:2].
  RegTensor<int16_t> i16;
  for (uint32_t k = 0; k < 128; ++k) i16.SetElement(k, static_cast<int16_t>(k % 2 ? -static_cast<int>(k) : 1000));
  static constexpr R::CastTrait kOdd{RegLayout::ONE, SatMode::UNKNOWN, R::MaskMergeMode::ZEROING, RoundMode::UNKNOWN};
  MaskReg all16 = AscendC::Reg::CreateMask<int16_t>();
  R::Cast<int32_t, int16_t, kOdd>(i32, i16, all16);
  for (uint32_t k = 0; k < 64; ++k) ASSERT_EQ(i32.GetElement(k), -static_cast<int32_t>(2 * k + 1));
}

template <typename T, RoundMode kMode>
void CheckTruncate() {
  std::mt19937_64 rng(static_cast<uint64_t>(TypeOf<T>()) * 11 + static_cast<uint64_t>(kMode));
  const ScopedCtrl restore;
  for (uint64_t ctrl_bits : {kCtrlSettings[0], kCtrlSettings[1]}) {
    runtime::CurrentCore().ctrl = ctrl_bits;
    for (uint32_t round = 0; round < 60; ++round) {
      RegTensor<T> src, dst;
      FillRandom(src, rng);
      FillRandom(dst, rng);
      MaskReg mask = RandomPredicate<T>(rng, round);
      RegComputeCall call = CallOf<T>(RegOp::kTruncate);
      call.round_mode = static_cast<uint8_t>(kMode == RoundMode::CAST_NONE ? RoundMode::CAST_RINT : kMode);
      CopyIn(call.reg[0], src);
      CopyIn(call.mask[0], mask);
      const RegComputeResult want = reference::reg::Compute(call);
      if (round % 4 == 0) {
        R::Truncate<T, kMode>(src, src, mask);  // in place
        ASSERT_TRUE(SameAsReference(src, want)) << "in place, round " << round;
      } else {
        R::Truncate<T, kMode>(dst, src, mask);
        ASSERT_TRUE(SameAsReference(dst, want)) << DTypeName(TypeOf<T>()) << " mode " << static_cast<int>(kMode)
                                                << " round " << round;
      }
    }
  }
}

template <typename T>
void CheckTruncateModes() {
  CheckTruncate<T, RoundMode::CAST_NONE>();
  CheckTruncate<T, RoundMode::CAST_RINT>();
  CheckTruncate<T, RoundMode::CAST_ROUND>();
  CheckTruncate<T, RoundMode::CAST_FLOOR>();
  CheckTruncate<T, RoundMode::CAST_CEIL>();
  CheckTruncate<T, RoundMode::CAST_TRUNC>();
}

TEST(RegConvert, Truncate) {
  CheckTruncateModes<half>();
  CheckTruncateModes<bfloat16_t>();
  CheckTruncateModes<float>();
}

TEST(RegConvert, MulsCast) {
  std::mt19937_64 rng(77);
  const ScopedCtrl restore;
  for (uint64_t ctrl_bits : {kCtrlSettings[0], kCtrlSettings[1]}) {
    runtime::CurrentCore().ctrl = ctrl_bits;
    for (uint32_t round = 0; round < 200; ++round) {
      RegTensor<float> src;
      RegTensor<half> dst;
      FillRandom(src, rng);
      FillRandom(dst, rng);
      const uint64_t scalar_bits = RandomBits<float>(rng);
      float scalar;
      std::memcpy(&scalar, &scalar_bits, 4);
      MaskReg mask = RandomPredicate<float>(rng, round);
      RegComputeCall call = CallOf<float>(RegOp::kMulsCast);
      call.dst_type = DType::kF16;
      call.variant = round % 2;
      call.round_mode = static_cast<uint8_t>(RoundMode::CAST_ROUND);
      call.saturate = ExpectedSaturate<half>(SatMode::UNKNOWN, ctrl_bits);
      call.scalar = scalar_bits;
      CopyIn(call.reg[0], src);
      CopyIn(call.mask[0], mask);
      const RegComputeResult want = reference::reg::Compute(call);
      if (round % 2 == 0) R::MulsCast<half, float, float, RegLayout::ZERO>(dst, src, scalar, mask);
      else R::MulsCast<half, float, float, RegLayout::ONE>(dst, src, scalar, mask);
      ASSERT_TRUE(SameAsReference(dst, want)) << "round " << round;
    }
  }
}

}  // namespace
}  // namespace reg_compute
}  // namespace testing
}  // namespace ascendc_host
