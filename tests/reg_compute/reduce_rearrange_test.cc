// Reg 归约计算, 数据重排, 数据压缩, 直方图计算 and RegTensor Move (SPEC 14.11,
// 14.12): Reduce (SUM / MAX / MIN, every type pair and both b64 traits),
// ReduceDataBlock, PairReduceElem, Interleave, DeInterleave, Pack, UnPack,
// Unsqueeze, Histograms, Move against the reference, bit for bit, with
// random registers and predicates, under both CTRL saturation settings, on
// the instruction set this file is compiled for; aliasing; the pages'
// worked examples (the sum order, the index of the first maximum).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>

#include "reg_compute/harness.h"

namespace ascendc_host {
namespace testing {
namespace reg_compute {
namespace {

namespace R = AscendC::Reg;
using R::ReduceType;
namespace ctrl = runtime::ctrl;

constexpr uint64_t kCtrlSettings[] = {
    ctrl::kResetValue,
    ctrl::kResetValue | (1ull << ctrl::kFloatNonSaturating) | (1ull << ctrl::kIntegerSaturating),
};

template <ReduceType kType, typename D, typename S, const R::RegTrait& kTrait = RegTraitNumOne>
void CheckReduce() {
  std::mt19937_64 rng(static_cast<uint64_t>(TypeOf<S>()) * 37 + static_cast<uint64_t>(kType) * 5 + kTrait.REG_NUM);
  const ScopedCtrl restore;
  for (uint64_t ctrl_bits : kCtrlSettings) {
    runtime::CurrentCore().ctrl = ctrl_bits;
    for (uint32_t round = 0; round < 150; ++round) {
      RegTensor<S, kTrait> src;
      RegTensor<D, kTrait> dst;
      FillRandom(src, rng);
      FillRandom(dst, rng);
      MaskReg mask = RandomPredicate<S, kTrait>(rng, round);
      RegComputeCall call = CallOf<S, kTrait.REG_NUM>(RegOp::kReduce);
      call.dst_type = TypeOf<D>();
      call.variant = static_cast<uint8_t>(kType);
      CopyIn(call.reg[0], src);
      CopyIn(call.mask[0], mask);
      const RegComputeResult want = reference::reg::Compute(call);
      R::Reduce<kType>(dst, src, mask);
      ASSERT_TRUE(SameAsReference(dst, want)) << "Reduce " << static_cast<int>(kType) << " " << DTypeName(TypeOf<S>())
                                              << " REG_NUM " << kTrait.REG_NUM << " round " << round;
    }
  }
}

TEST(RegReduce, Sum) {
  CheckReduce<ReduceType::SUM, half, half>();
  CheckReduce<ReduceType::SUM, int32_t, int16_t>();
  CheckReduce<ReduceType::SUM, uint32_t, uint16_t>();
  CheckReduce<ReduceType::SUM, int32_t, int32_t>();
  CheckReduce<ReduceType::SUM, uint32_t, uint32_t>();
  CheckReduce<ReduceType::SUM, float, float>();
  CheckReduce<ReduceType::SUM, int64_t, int64_t>();
  CheckReduce<ReduceType::SUM, uint64_t, uint64_t>();
  CheckReduce<ReduceType::SUM, int64_t, int64_t, RegTraitNumTwo>();
  CheckReduce<ReduceType::SUM, uint64_t, uint64_t, RegTraitNumTwo>();
}

template <ReduceType kType>
void CheckExtremes() {
  CheckReduce<kType, int16_t, int16_t>();
  CheckReduce<kType, uint16_t, uint16_t>();
  CheckReduce<kType, half, half>();
  CheckReduce<kType, int32_t, int32_t>();
  CheckReduce<kType, uint32_t, uint32_t>();
  CheckReduce<kType, float, float>();
  CheckReduce<kType, int64_t, int64_t>();
  CheckReduce<kType, uint64_t, uint64_t>();
  CheckReduce<kType, int64_t, int64_t, RegTraitNumTwo>();
}

TEST(RegReduce, MaxAndMin) {
  CheckExtremes<ReduceType::MAX>();
  CheckExtremes<ReduceType::MIN>();
}

template <ReduceType kType, typename T>
void CheckDataBlock() {
  std::mt19937_64 rng(static_cast<uint64_t>(TypeOf<T>()) * 41 + static_cast<uint64_t>(kType));
  const ScopedCtrl restore;
  for (uint64_t ctrl_bits : kCtrlSettings) {
    runtime::CurrentCore().ctrl = ctrl_bits;
    for (uint32_t round = 0; round < 150; ++round) {
      RegTensor<T> src, dst;
      FillRandom(src, rng);
      FillRandom(dst, rng);
      MaskReg mask = RandomPredicate<T>(rng, round);
      RegComputeCall call = CallOf<T>(RegOp::kReduceDataBlock);
      if (kType == ReduceType::SUM && std::is_integral_v<T> && sizeof(T) == 2)
        call.dst_type = std::is_signed_v<T> ? DType::kI32 : DType::kU32;
      call.variant = static_cast<uint8_t>(kType);
      CopyIn(call.reg[0], src);
      CopyIn(call.mask[0], mask);
      const RegComputeResult want = reference::reg::Compute(call);
      if (round % 3 == 0) {
        R::ReduceDataBlock<kType>(src, src, mask);  // in place
        ASSERT_TRUE(SameAsReference(src, want)) << "in place, round " << round;
      } else {
        R::ReduceDataBlock<kType>(dst, src, mask);
        ASSERT_TRUE(SameAsReference(dst, want))
            << "ReduceDataBlock " << static_cast<int>(kType) << " " << DTypeName(TypeOf<T>()) << " round " << round;
      }
    }
  }
}

TEST(RegReduce, DataBlock) {
  CheckDataBlock<ReduceType::SUM, half>();
  CheckDataBlock<ReduceType::SUM, int16_t>();
  CheckDataBlock<ReduceType::SUM, uint16_t>();
  CheckDataBlock<ReduceType::SUM, int32_t>();
  CheckDataBlock<ReduceType::SUM, uint32_t>();
  CheckDataBlock<ReduceType::SUM, float>();
  CheckDataBlock<ReduceType::MAX, half>();
  CheckDataBlock<ReduceType::MAX, int16_t>();
  CheckDataBlock<ReduceType::MAX, uint32_t>();
  CheckDataBlock<ReduceType::MAX, float>();
  CheckDataBlock<ReduceType::MIN, uint16_t>();
  CheckDataBlock<ReduceType::MIN, int32_t>();
  CheckDataBlock<ReduceType::MIN, half>();
  CheckDataBlock<ReduceType::MIN, float>();
}

template <typename T>
void CheckPairReduce() {
  std::mt19937_64 rng(static_cast<uint64_t>(TypeOf<T>()) * 43);
  const ScopedCtrl restore;
  for (uint64_t ctrl_bits : kCtrlSettings) {
    runtime::CurrentCore().ctrl = ctrl_bits;
    for (uint32_t round = 0; round < 200; ++round) {
      RegTensor<T> src, dst;
      FillRandom(src, rng);
      FillRandom(dst, rng);
      MaskReg mask = RandomPredicate<T>(rng, round);
      RegComputeCall call = CallOf<T>(RegOp::kPairReduceElem);
      CopyIn(call.reg[0], src);
      CopyIn(call.mask[0], mask);
      const RegComputeResult want = reference::reg::Compute(call);
      R::PairReduceElem(dst, src, mask);
      ASSERT_TRUE(SameAsReference(dst, want)) << DTypeName(TypeOf<T>()) << " round " << round;
    }
  }
}

TEST(RegReduce, PairReduceElem) {
  CheckPairReduce<half>();
  CheckPairReduce<float>();
}

// The page's order: ((d1+d2)+(d3+d4))+... — a float sum whose value depends
// on it. 2^24 + 1 + 1 + ... : sequentially every +1 is lost; in the tree the
// ones pair up first and survive.
TEST(RegReduce, SumFollowsTheTree) {
  RegTensor<float> src;
  for (uint32_t k = 0; k < 64; ++k) src.SetElement(k, 1.0f);
  src.SetElement(0, 16777216.0f);
  MaskReg all = R::CreateMask<float>();
  RegTensor<float> dst;
  R::Reduce<ReduceType::SUM>(dst, src, all);
  EXPECT_EQ(dst.GetElement(0), 16777216.0f + 62.0f);  // d1 + d2 rounds to 2^24; the other 62 ones survive
  for (uint32_t k = 1; k < 64; ++k) EXPECT_EQ(dst.GetElement(k), 0.0f) << k;
  // Block sums: 8 floats a block.
  R::ReduceDataBlock<ReduceType::SUM>(dst, src, all);
  EXPECT_EQ(dst.GetElement(0), 16777216.0f + 6.0f);
  EXPECT_EQ(dst.GetElement(1), 8.0f);
  EXPECT_EQ(dst.GetElement(8), 0.0f);
}

// MAX with the index of the first maximum; max(-0, +0) = +0; a NaN wins;
// inactive lanes count as the lowest value; the index is the type's bits.
TEST(RegReduce, MaxIndexExamples) {
  RegTensor<half> src;
  for (uint32_t k = 0; k < 128; ++k) src.SetElement(k, static_cast<half>(static_cast<float>(k % 50)));
  MaskReg all = R::CreateMask<half>();
  RegTensor<half> dst;
  R::Reduce<ReduceType::MAX>(dst, src, all);
  uint16_t index;
  std::memcpy(&index, dst.reg[0] + 2, 2);
  EXPECT_EQ(static_cast<float>(dst.GetElement(0)), 49.0f);
  EXPECT_EQ(index, 49);  // first of 49, 99
  RegTensor<float> f;
  f.SetElement(3, -0.0f);
  f.SetElement(7, 0.0f);
  for (uint32_t k = 0; k < 64; ++k)
    if (k != 3 && k != 7) f.SetElement(k, -1.0f);
  RegTensor<float> out;
  MaskReg all32 = R::CreateMask<float>();
  R::Reduce<ReduceType::MAX>(out, f, all32);
  uint32_t bits, at;
  std::memcpy(&bits, out.reg[0], 4);
  std::memcpy(&at, out.reg[0] + 4, 4);
  EXPECT_EQ(bits, 0u);  // +0
  EXPECT_EQ(at, 7u);
  R::Reduce<ReduceType::MIN>(out, f, all32);
  std::memcpy(&at, out.reg[0] + 4, 4);
  EXPECT_EQ(out.GetElement(0), -1.0f);
  EXPECT_EQ(at, 0u);
  f.SetElement(20, std::nanf(""));
  f.SetElement(30, std::nanf(""));
  R::Reduce<ReduceType::MIN>(out, f, all32);
  std::memcpy(&bits, out.reg[0], 4);
  std::memcpy(&at, out.reg[0] + 4, 4);
  EXPECT_EQ(bits, 0x7FC00000u);
  EXPECT_EQ(at, 20u);
  MaskReg none;
  R::Reduce<ReduceType::MAX>(out, f, none);
  EXPECT_EQ(out.GetElement(0), -INFINITY);
}

// --- Rearrangements -------------------------------------------------------------

template <typename T, const R::RegTrait& kTrait = RegTraitNumOne>
void CheckRearrange() {
  std::mt19937_64 rng(static_cast<uint64_t>(TypeOf<T>()) * 47 + kTrait.REG_NUM);
  for (uint32_t round = 0; round < 40; ++round) {
    for (RegOp op : {RegOp::kInterleave, RegOp::kDeInterleave}) {
      RegTensor<T, kTrait> a, b, d0, d1;
      FillRandom(a, rng);
      FillRandom(b, rng);
      RegComputeCall call = CallOf<T, kTrait.REG_NUM>(op);
      CopyIn(call.reg[0], a);
      CopyIn(call.reg[1], b);
      const RegComputeResult want = reference::reg::Compute(call);
      const bool aliased = round % 2 == 1;
      if (aliased) {
        // The destinations are the sources (the page's example).
        if (op == RegOp::kInterleave) R::Interleave(a, b, a, b);
        else R::DeInterleave(a, b, a, b);
        ASSERT_TRUE(SameAsReference(a, want, 0)) << RegOpName(op) << " in place";
        ASSERT_TRUE(SameAsReference(b, want, 1)) << RegOpName(op) << " in place";
      } else {
        if (op == RegOp::kInterleave) R::Interleave(d0, d1, a, b);
        else R::DeInterleave(d0, d1, a, b);
        ASSERT_TRUE(SameAsReference(d0, want, 0)) << RegOpName(op) << " " << DTypeName(TypeOf<T>());
        ASSERT_TRUE(SameAsReference(d1, want, 1)) << RegOpName(op) << " " << DTypeName(TypeOf<T>());
      }
    }
  }
}

TEST(RegRearrange, InterleaveDeInterleave) {
  CheckRearrange<bool>();
  CheckRearrange<int8_t>();
  CheckRearrange<uint16_t>();
  CheckRearrange<half>();
  CheckRearrange<bfloat16_t>();
  CheckRearrange<float>();
  CheckRearrange<int32_t>();
  CheckRearrange<uint64_t, RegTraitNumTwo>();
  CheckRearrange<int64_t, RegTraitNumTwo>();
}

template <typename D, typename S, R::HighLowPart kPart, const R::RegTrait& kTrait = RegTraitNumOne>
void CheckPack() {
  std::mt19937_64 rng(static_cast<uint64_t>(TypeOf<D>()) * 53 + static_cast<uint64_t>(kPart) + kTrait.REG_NUM);
  for (uint32_t round = 0; round < 40; ++round) {
    constexpr bool kPack = sizeof(D) < sizeof(S);
    using Src = std::conditional_t<kPack, RegTensor<S, kTrait>, RegTensor<S>>;
    using Dst = std::conditional_t<kPack, RegTensor<D>, RegTensor<D, kTrait>>;
    Src src;
    Dst dst;
    FillRandom(src, rng);
    FillRandom(dst, rng);
    RegComputeCall call = CallOf<S, kTrait.REG_NUM>(kPack ? RegOp::kPack : RegOp::kUnPack);
    call.dst_type = TypeOf<D>();
    call.variant = static_cast<uint8_t>(kPart);
    CopyIn(call.reg[0], src);
    const RegComputeResult want = reference::reg::Compute(call);
    if constexpr (kPack) R::Pack<D, S, kPart>(dst, src);
    else R::UnPack<D, S, kPart>(dst, src);
    ASSERT_TRUE(SameAsReference(dst, want)) << (kPack ? "Pack " : "UnPack ") << DTypeName(TypeOf<S>()) << " -> "
                                            << DTypeName(TypeOf<D>()) << " part " << static_cast<int>(kPart);
  }
}

TEST(RegRearrange, PackUnPack) {
  using P = R::HighLowPart;
  CheckPack<uint8_t, int16_t, P::LOWEST>();
  CheckPack<uint8_t, uint16_t, P::HIGHEST>();
  CheckPack<uint16_t, int32_t, P::HIGHEST>();
  CheckPack<uint16_t, uint32_t, P::LOWEST>();
  CheckPack<uint32_t, int64_t, P::LOWEST>();
  CheckPack<uint32_t, uint64_t, P::HIGHEST>();
  CheckPack<uint32_t, uint64_t, P::LOWEST, RegTraitNumTwo>();
  CheckPack<int16_t, int8_t, P::LOWEST>();
  CheckPack<int16_t, int8_t, P::HIGHEST>();
  CheckPack<uint16_t, uint8_t, P::HIGHEST>();
  CheckPack<int32_t, int16_t, P::HIGHEST>();
  CheckPack<uint32_t, uint16_t, P::LOWEST>();
  CheckPack<int64_t, int32_t, P::HIGHEST>();
  CheckPack<uint64_t, uint32_t, P::LOWEST>();
  CheckPack<int64_t, int32_t, P::LOWEST, RegTraitNumTwo>();
  CheckPack<uint64_t, uint32_t, P::LOWEST, RegTraitNumTwo>();
}

template <typename T>
void CheckUnsqueeze() {
  std::mt19937_64 rng(static_cast<uint64_t>(TypeOf<T>()) * 59);
  for (uint32_t round = 0; round < 60; ++round) {
    RegTensor<T> dst;
    FillRandom(dst, rng);
    MaskReg mask = RandomPredicate<T>(rng, round);
    RegComputeCall call = CallOf<T>(RegOp::kUnsqueeze);
    CopyIn(call.mask[0], mask);
    const RegComputeResult want = reference::reg::Compute(call);
    R::Unsqueeze(dst, mask);
    ASSERT_TRUE(SameAsReference(dst, want)) << DTypeName(TypeOf<T>()) << " round " << round;
  }
}

TEST(RegRearrange, Unsqueeze) {
  CheckUnsqueeze<int8_t>();
  CheckUnsqueeze<uint8_t>();
  CheckUnsqueeze<int16_t>();
  CheckUnsqueeze<uint16_t>();
  CheckUnsqueeze<int32_t>();
  CheckUnsqueeze<uint32_t>();
  // The page's figure: counts of the ones before each element.
  RegTensor<uint16_t> dst;
  MaskReg mask;
  mask.words[0] = 0b0100110100;  // b16 elements 1, 2, 4 active (bits 2, 4, 8)
  R::Unsqueeze(dst, mask);
  const uint16_t want[] = {0, 0, 1, 2, 2, 3, 3};
  for (uint32_t k = 0; k < 7; ++k) EXPECT_EQ(dst.GetElement(k), want[k]) << k;
}

template <R::HistogramsBinType kBin, R::HistogramsType kType>
void CheckHistograms() {
  std::mt19937_64 rng(static_cast<uint64_t>(kBin) * 3 + static_cast<uint64_t>(kType));
  for (uint32_t round = 0; round < 60; ++round) {
    RegTensor<uint8_t> src;
    RegTensor<uint16_t> dst;
    FillRandom(src, rng);
    FillRandom(dst, rng);
    if (round % 4 == 0)
      for (uint32_t k = 0; k < 256; ++k) src.reg[0][k] = static_cast<uint8_t>(120 + k % 16);  // around the bin edge
    MaskReg mask = RandomPredicate<uint8_t>(rng, round);
    RegComputeCall call = CallOf<uint8_t>(RegOp::kHistograms);
    call.dst_type = DType::kU16;
    call.variant = static_cast<uint8_t>(static_cast<int>(kBin) + 2 * static_cast<int>(kType));
    CopyIn(call.reg[0], src);
    CopyIn(call.reg[2], dst);
    CopyIn(call.mask[0], mask);
    const RegComputeResult want = reference::reg::Compute(call);
    R::Histograms<uint8_t, uint16_t, kBin, kType>(dst, src, mask);
    ASSERT_TRUE(SameAsReference(dst, want)) << "bin " << static_cast<int>(kBin) << " type "
                                            << static_cast<int>(kType) << " round " << round;
  }
}

TEST(RegRearrange, Histograms) {
  using B = R::HistogramsBinType;
  using H = R::HistogramsType;
  CheckHistograms<B::BIN0, H::FREQUENCY>();
  CheckHistograms<B::BIN1, H::FREQUENCY>();
  CheckHistograms<B::BIN0, H::ACCUMULATE>();
  CheckHistograms<B::BIN1, H::ACCUMULATE>();
  // The page's example: two calls accumulate into dst.
  RegTensor<uint8_t> src;
  for (uint32_t k = 0; k < 256; ++k) src.reg[0][k] = static_cast<uint8_t>(k % 4);
  RegTensor<uint16_t> freq;
  MaskReg all = R::CreateMask<uint8_t>();
  R::Histograms<uint8_t, uint16_t, B::BIN0, H::FREQUENCY>(freq, src, all);
  R::Histograms<uint8_t, uint16_t, B::BIN0, H::FREQUENCY>(freq, src, all);
  for (uint32_t n = 0; n < 4; ++n) EXPECT_EQ(freq.GetElement(n), 128) << n;
  EXPECT_EQ(freq.GetElement(4), 0);
  RegTensor<uint16_t> acc;
  R::Histograms<uint8_t, uint16_t, B::BIN0, H::ACCUMULATE>(acc, src, all);
  EXPECT_EQ(acc.GetElement(0), 64);
  EXPECT_EQ(acc.GetElement(2), 192);
  EXPECT_EQ(acc.GetElement(127), 256);
}

struct MoveOp {
  template <typename C, bool kMerging, typename U, typename S>
  void operator()(U& d, U& a, U&, MaskReg& m, S&) const {
    R::Move<typename C::E>(d, a, m);
  }
};

TEST(RegRearrange, Move) {
  ForEach<Case<bool>, ALL_TYPES>([](auto c) {
    using C = decltype(c);
    CheckOp<C>(RegOp::kMove, true, [](auto&... args) { MoveOp().template operator()<C, true>(args...); }, false, false, 60);
  });
  RegTensor<int64_t, RegTraitNumTwo> a, b;
  a.SetElement(5, -5);
  R::Move(b, a);
  EXPECT_EQ(b.GetElement(5), -5);
}

}  // namespace
}  // namespace reg_compute
}  // namespace testing
}  // namespace ascendc_host
