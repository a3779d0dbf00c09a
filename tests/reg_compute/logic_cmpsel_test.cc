// Reg矢量计算/逻辑计算, 比较与选择, 数据填充, 索引操作 and MaskReg计算
// (SPEC 14.4-14.7) against the reference, bit for bit, on random registers
// and predicates. Compiled once per instruction set (tests/CMakeLists.txt).
#include <gtest/gtest.h>

#include "reg_compute/harness.h"

namespace ascendc_host {
namespace testing {
namespace reg_compute {
namespace {

using namespace AscendC::Reg;  // NOLINT: the surface under test
using AscendC::CMPMODE;

BINARY_OP(And)
BINARY_OP(Or)
BINARY_OP(Xor)
UNARY_OP(Not)

#define BIT_TYPES                                                                                            \
  Case<bool>, Case<int8_t>, Case<uint8_t>, Case<int16_t>, Case<uint16_t>, Case<int32_t>, Case<uint32_t>,     \
      Case<int64_t>, Case<uint64_t>, Case<int64_t, &RegTraitNumTwo>, Case<uint64_t, &RegTraitNumTwo>
#define SHIFT_TYPES                                                                                          \
  Case<int8_t>, Case<uint8_t>, Case<int16_t>, Case<uint16_t>, Case<int32_t>, Case<uint32_t>, Case<int64_t>,  \
      Case<uint64_t>, Case<int64_t, &RegTraitNumTwo>, Case<uint64_t, &RegTraitNumTwo>

TEST(RegLogic, AndOrXorNot) {
  CheckTypes<false, BIT_TYPES>(RegOp::kAnd, AndOp{});
  CheckTypes<false, BIT_TYPES>(RegOp::kOr, OrOp{});
  CheckTypes<false, BIT_TYPES>(RegOp::kXor, XorOp{});
  CheckTypes<false, Case<int8_t>, Case<uint8_t>, Case<int16_t>, Case<uint16_t>, Case<half>, Case<int32_t>,
             Case<uint32_t>, Case<float>, Case<int64_t>, Case<uint64_t>, Case<uint64_t, &RegTraitNumTwo>>(RegOp::kNot,
                                                                                                        NotOp{});
}

// Counts around the width (and, in release mode, negative ones).
template <typename C>
void CheckShifts(bool negative_counts) {
  using U = typename C::U;
  using E = typename C::E;
  using S = std::make_signed_t<E>;
  using Counts = RegTensor<S, C::trait>;
  constexpr int kWidth = 8 * sizeof(E);
  std::mt19937_64 rng(11 + sizeof(E) + U::REG_NUM);
  for (uint32_t round = 0; round < 200; ++round) {
    U a, d;
    Counts counts;
    FillRandom(a, rng);
    FillRandom(d, rng);
    for (uint32_t k = 0; k < U::kElements; ++k) {
      int64_t c = static_cast<int64_t>(rng() % (kWidth + 3));
      if (negative_counts && rng() % 8 == 0) c = -1 - static_cast<int64_t>(rng() % 5);
      counts.SetElement(k, static_cast<S>(c));
    }
    const int16_t scalar = negative_counts && round % 9 == 0 ? -3 : static_cast<int16_t>(rng() % (kWidth + 3));
    MaskReg mask = RandomPredicate<E, C::trait>(rng, round);
    for (RegOp op : {RegOp::kShiftLeft, RegOp::kShiftRight, RegOp::kShiftLefts, RegOp::kShiftRights}) {
      RegComputeCall call = CallOf<E, U::REG_NUM>(op);
      CopyIn(call.reg[0], a);
      CopyIn(call.reg[1], counts);
      CopyIn(call.mask[0], mask);
      call.scalar = static_cast<uint16_t>(scalar);
      const RegComputeResult want = reference::reg::Compute(call);
      U out = d;
      switch (op) {
        case RegOp::kShiftLeft: ShiftLeft(out, a, counts, mask); break;
        case RegOp::kShiftRight: ShiftRight(out, a, counts, mask); break;
        case RegOp::kShiftLefts: ShiftLefts(out, a, scalar, mask); break;
        default: ShiftRights(out, a, scalar, mask); break;
      }
      ASSERT_TRUE(SameAsReference(out, want)) << RegOpName(op) << " " << DTypeName(TypeOf<E>()) << " REG_NUM "
                                              << U::REG_NUM << " round " << round;
    }
  }
}

TEST(RegLogic, ShiftsEveryTypeAroundTheWidth) {
  ForEach<SHIFT_TYPES>([](auto c) { CheckShifts<decltype(c)>(false); });
}

TEST(RegLogic, NegativeShiftCountsRunAsBeyondTheWidthInReleaseMode) {
  const ScopedCheckedMode release(false);
  ForEach<SHIFT_TYPES>([](auto c) { CheckShifts<decltype(c)>(true); });
}

TEST(RegLogic, PageShiftExamples) {
  // 1010101010101010: uint16 << 1 = 0101010101010100; int16 << 1 =
  // 1101010101010100, << 3 = 1101010101010000; uint16 >> 1 =
  // 0101010101010101; int16 >> 1 = 1101010101010101, >> 3 = 1111010101010101;
  // beyond the width: 0, or -1 for a negative value shifted right.
  struct Row {
    bool is_signed, left;
    int16_t count;
    uint16_t want;
  };
  const Row rows[] = {{false, true, 1, 0x5554},  {true, true, 1, 0xD554},   {true, true, 3, 0xD550},
                      {false, false, 1, 0x5555}, {true, false, 1, 0xD555},  {true, false, 3, 0xF555},
                      {true, false, 17, 0xFFFF}, {true, true, 17, 0x0000}};
  RegTensor<uint16_t> u, ur;
  RegTensor<int16_t> s, sr;
  for (uint32_t k = 0; k < 128; ++k) {
    u.SetElement(k, 0xAAAA);
    s.SetElement(k, static_cast<int16_t>(0xAAAA));
  }
  MaskReg all = CreateMask<uint16_t>();
  for (const Row& row : rows) {
    uint16_t got;
    if (row.is_signed) {
      if (row.left) ShiftLefts(sr, s, row.count, all);
      else ShiftRights(sr, s, row.count, all);
      got = static_cast<uint16_t>(sr.GetElement(0));
    } else {
      if (row.left) ShiftLefts(ur, u, row.count, all);
      else ShiftRights(ur, u, row.count, all);
      got = ur.GetElement(0);
    }
    EXPECT_EQ(got, row.want) << (row.is_signed ? "int16" : "uint16") << (row.left ? " << " : " >> ") << row.count;
  }
}

// Compare / Compares: every CMPMODE.
template <typename C, CMPMODE kMode>
void CheckCompare() {
  using U = typename C::U;
  using E = typename C::E;
  std::mt19937_64 rng(static_cast<uint64_t>(kMode) * 131 + static_cast<uint64_t>(TypeOf<E>()) + U::REG_NUM);
  for (uint32_t round = 0; round < 120; ++round) {
    U a, b;
    FillRandom(a, rng);
    FillRandom(b, rng);
    if (round % 4 == 0) b = a;  // equal lanes
    MaskReg mask = RandomPredicate<E, C::trait>(rng, round);
    const uint64_t scalar_bits = round % 3 == 0 ? a.reg[0][0] : RandomBits<E>(rng);
    E scalar;
    std::memcpy(&scalar, &scalar_bits, sizeof(E));
    for (RegOp op : {RegOp::kCompare, RegOp::kCompares}) {
      RegComputeCall call = CallOf<E, U::REG_NUM>(op);
      CopyIn(call.reg[0], a);
      CopyIn(call.reg[1], b);
      CopyIn(call.mask[0], mask);
      call.scalar = scalar_bits;
      call.variant = static_cast<uint8_t>(kMode);
      const RegComputeResult want = reference::reg::Compute(call);
      MaskReg got;
      for (auto& w : got.words) w = rng();
      if (op == RegOp::kCompare) Compare<E, kMode>(got, a, b, mask);
      else Compares<E, kMode>(got, a, scalar, mask);
      ASSERT_TRUE(SameMask(got, want.mask[0])) << RegOpName(op) << " mode " << static_cast<int>(kMode) << " "
                                               << DTypeName(TypeOf<E>()) << " REG_NUM " << U::REG_NUM << " round "
                                               << round;
    }
  }
}

TEST(RegCompareSelect, CompareAndComparesEveryModeEveryType) {
  ForEach<ALL_TYPES>([](auto c) {
    using C = decltype(c);
    CheckCompare<C, CMPMODE::LT>();
    CheckCompare<C, CMPMODE::GT>();
    CheckCompare<C, CMPMODE::EQ>();
    CheckCompare<C, CMPMODE::LE>();
    CheckCompare<C, CMPMODE::GE>();
    CheckCompare<C, CMPMODE::NE>();
  });
}

TEST(RegCompareSelect, SelectEveryType) {
  ForEach<Case<bool>, ALL_TYPES>([](auto c) {
    using C = decltype(c);
    CheckOp<C>(RegOp::kSelect, false, [](auto& d, auto& a, auto& b, MaskReg& m, auto&) { Select(d, a, b, m); });
  });
}

TEST(RegCompareSelect, PageCompareSelectExample) {
  // Compare page: EQ of [1,4,3,2,5,6,7,8,1,2,9,3,4,6,5,7] and
  // [1,3,3,5,2,6,9,4,2,5,9,1,8,3,5,6] -> 1,0,1,0,0,1,0,0,0,0,1,0,0,0,1,0.
  const float x[16] = {1, 4, 3, 2, 5, 6, 7, 8, 1, 2, 9, 3, 4, 6, 5, 7};
  const float y[16] = {1, 3, 3, 5, 2, 6, 9, 4, 2, 5, 9, 1, 8, 3, 5, 6};
  const int eq[16] = {1, 0, 1, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0};
  RegTensor<half> a, b, d;
  for (uint32_t k = 0; k < 128; ++k) {
    a.SetElement(k, half(x[k % 16]));
    b.SetElement(k, half(y[k % 16]));
  }
  uint32_t count = 16;
  MaskReg mask = UpdateMask<half>(count), result;
  Compare<half, CMPMODE::EQ>(result, a, b, mask);
  Select(d, a, b, result);
  for (uint32_t k = 0; k < 16; ++k) {
    EXPECT_EQ(result.Bit(2 * k), eq[k] == 1) << k;
    EXPECT_EQ(static_cast<float>(d.GetElement(k)), eq[k] ? x[k] : y[k]) << k;
  }
  EXPECT_FALSE(result.Bit(2 * 16));  // beyond the mask
}

TEST(RegCompareSelect, SqueezeEveryTypeAndTheArRegister) {
  ForEach<Case<int8_t>, Case<uint8_t>, Case<int16_t>, Case<uint16_t>, Case<half>, Case<int32_t>, Case<uint32_t>,
          Case<float>>([](auto c) {
    using C = decltype(c);
    using U = typename C::U;
    using E = typename C::E;
    std::mt19937_64 rng(21 + sizeof(E));
    auto& ar = runtime::CurrentCore().spr_ar;
    ar = 0;
    for (uint32_t round = 0; round < 100; ++round) {
      U a, d;
      FillRandom(a, rng);
      FillRandom(d, rng);
      MaskReg mask = RandomPredicate<E>(rng, round);
      const bool store = round % 2 == 1;
      RegComputeCall call = CallOf<E>(RegOp::kSqueeze);
      CopyIn(call.reg[0], a);
      CopyIn(call.mask[0], mask);
      call.variant = store ? 1 : 0;
      const RegComputeResult want = reference::reg::Compute(call);
      if (store) Squeeze<E, GatherMaskMode::STORE_REG>(d, a, mask);
      else Squeeze(d, a, mask);
      ASSERT_TRUE(SameAsReference(d, want)) << DTypeName(TypeOf<E>()) << " round " << round;
      ASSERT_EQ(ar, want.spr_ar) << "AR after round " << round;
    }
    ClearSpr<AscendC::SpecialPurposeReg::AR>();
    EXPECT_EQ(ar, 0);
  });
}

TEST(RegFill, DuplicateEveryForm) {
  ForEach<Case<bool>, ALL_TYPES>([](auto c) {
    using C = decltype(c);
    CheckOp<C>(RegOp::kDuplicate, false, [](auto& d, auto&, auto&, MaskReg&, auto& s) { Duplicate(d, s); }, true);
    CheckOp<C>(RegOp::kDuplicateMasked, false,
               [](auto& d, auto&, auto&, MaskReg& m, auto& s) { Duplicate<typename C::E, MaskMergeMode::ZEROING>(d, s, m); },
               true);
    CheckOp<C>(RegOp::kDuplicateMasked, true,
               [](auto& d, auto&, auto&, MaskReg& m, auto& s) { Duplicate<typename C::E, MaskMergeMode::MERGING>(d, s, m); },
               true);
    CheckOp<C>(RegOp::kDuplicateLowest, false, [](auto& d, auto& a, auto&, MaskReg& m, auto&) { Duplicate(d, a, m); });
    CheckOp<C>(RegOp::kDuplicateLowest, true, [](auto& d, auto& a, auto&, MaskReg& m, auto&) {
      Duplicate<typename C::E, HighLowPart::LOWEST, MaskMergeMode::MERGING>(d, a, m);
    });
  });
}

TEST(RegFill, ArangeBothOrders) {
  ForEach<Case<int8_t>, Case<int16_t>, Case<int32_t>, Case<half>, Case<float>, Case<int64_t>,
          Case<int64_t, &RegTraitNumTwo>>([](auto c) {
    using C = decltype(c);
    using U = typename C::U;
    using E = typename C::E;
    std::mt19937_64 rng(31 + sizeof(E));
    for (uint32_t round = 0; round < 100; ++round) {
      const uint64_t bits = RandomBits<E>(rng);
      E start;
      std::memcpy(&start, &bits, sizeof(E));
      for (int order = 0; order < 2; ++order) {
        RegComputeCall call = CallOf<E, U::REG_NUM>(RegOp::kArange);
        call.scalar = bits;
        call.variant = static_cast<uint8_t>(order);
        const RegComputeResult want = reference::reg::Compute(call);
        U d;
        if (order == 0) Arange(d, start);
        else Arange<E, IndexOrder::DECREASE_ORDER>(d, start);
        ASSERT_TRUE(SameAsReference(d, want)) << DTypeName(TypeOf<E>()) << " order " << order << " round " << round;
      }
    }
  });
  RegTensor<int8_t> wrap;
  Arange(wrap, static_cast<int8_t>(120));
  EXPECT_EQ(wrap.GetElement(7), 127);
  EXPECT_EQ(wrap.GetElement(8), -128);  // the page: 127 is followed by -128
}

// MaskReg operations.
void CheckMaskOperation(RegOp op, uint8_t variant, void (*run)(MaskReg&, MaskReg&, MaskReg&, MaskReg&, MaskReg&)) {
  std::mt19937_64 rng(41 + static_cast<uint64_t>(op) * 7 + variant);
  for (uint32_t round = 0; round < 200; ++round) {
    MaskReg mask = RandomMask(rng, round), src0 = RandomMask(rng, round + 1), src1 = RandomMask(rng, round + 2);
    RegComputeCall call = CallOf<uint8_t>(op);
    call.variant = variant;
    CopyIn(call.mask[0], mask);
    CopyIn(call.mask[1], src0);
    CopyIn(call.mask[2], src1);
    const RegComputeResult want = reference::reg::Compute(call);
    MaskReg dst0, dst1;
    for (auto& w : dst0.words) w = rng();
    for (auto& w : dst1.words) w = rng();
    run(dst0, dst1, mask, src0, src1);
    ASSERT_TRUE(SameMask(dst0, want.mask[0])) << RegOpName(op) << " variant " << int{variant} << " round " << round;
    if (op == RegOp::kMaskInterleave || op == RegOp::kMaskDeInterleave) {
      ASSERT_TRUE(SameMask(dst1, want.mask[1])) << RegOpName(op) << " dst1, round " << round;
    }
  }
}

TEST(RegMaskOperations, LogicalSelectMove) {
  CheckMaskOperation(RegOp::kMaskAnd, 0, [](MaskReg& d, MaskReg&, MaskReg& m, MaskReg& a, MaskReg& b) { And(d, a, b, m); });
  CheckMaskOperation(RegOp::kMaskOr, 0, [](MaskReg& d, MaskReg&, MaskReg& m, MaskReg& a, MaskReg& b) { Or(d, a, b, m); });
  CheckMaskOperation(RegOp::kMaskXor, 0, [](MaskReg& d, MaskReg&, MaskReg& m, MaskReg& a, MaskReg& b) { Xor(d, a, b, m); });
  CheckMaskOperation(RegOp::kMaskNot, 0, [](MaskReg& d, MaskReg&, MaskReg& m, MaskReg& a, MaskReg&) { Not(d, a, m); });
  CheckMaskOperation(RegOp::kMaskSelect, 0,
                     [](MaskReg& d, MaskReg&, MaskReg& m, MaskReg& a, MaskReg& b) { Select(d, a, b, m); });
  CheckMaskOperation(RegOp::kMaskMove, 0, [](MaskReg& d, MaskReg&, MaskReg& m, MaskReg& a, MaskReg&) { Move(d, a, m); });
  CheckMaskOperation(RegOp::kMaskMoveAll, 0, [](MaskReg& d, MaskReg&, MaskReg&, MaskReg& a, MaskReg&) { Move(d, a); });
  // In place: dst is a source.
  CheckMaskOperation(RegOp::kMaskAnd, 0, [](MaskReg& d, MaskReg&, MaskReg& m, MaskReg& a, MaskReg& b) {
    And(a, a, b, m);
    d = a;
  });
}

TEST(RegMaskOperations, PackUnPackInterleaveDeInterleave) {
  CheckMaskOperation(RegOp::kMaskPack, 0, [](MaskReg& d, MaskReg&, MaskReg&, MaskReg& a, MaskReg&) { Pack(d, a); });
  CheckMaskOperation(RegOp::kMaskPack, 1,
                     [](MaskReg& d, MaskReg&, MaskReg&, MaskReg& a, MaskReg&) { Pack<HighLowPart::HIGHEST>(d, a); });
  CheckMaskOperation(RegOp::kMaskUnPack, 0, [](MaskReg& d, MaskReg&, MaskReg&, MaskReg& a, MaskReg&) { UnPack(d, a); });
  CheckMaskOperation(RegOp::kMaskUnPack, 1,
                     [](MaskReg& d, MaskReg&, MaskReg&, MaskReg& a, MaskReg&) { UnPack<HighLowPart::HIGHEST>(d, a); });
  CheckMaskOperation(RegOp::kMaskInterleave, 1,
                     [](MaskReg& d0, MaskReg& d1, MaskReg&, MaskReg& a, MaskReg& b) { Interleave<uint8_t>(d0, d1, a, b); });
  CheckMaskOperation(RegOp::kMaskInterleave, 2,
                     [](MaskReg& d0, MaskReg& d1, MaskReg&, MaskReg& a, MaskReg& b) { Interleave<half>(d0, d1, a, b); });
  CheckMaskOperation(RegOp::kMaskInterleave, 4,
                     [](MaskReg& d0, MaskReg& d1, MaskReg&, MaskReg& a, MaskReg& b) { Interleave<float>(d0, d1, a, b); });
  CheckMaskOperation(RegOp::kMaskDeInterleave, 1, [](MaskReg& d0, MaskReg& d1, MaskReg&, MaskReg& a, MaskReg& b) {
    DeInterleave<int8_t>(d0, d1, a, b);
  });
  CheckMaskOperation(RegOp::kMaskDeInterleave, 2, [](MaskReg& d0, MaskReg& d1, MaskReg&, MaskReg& a, MaskReg& b) {
    DeInterleave<uint16_t>(d0, d1, a, b);
  });
  CheckMaskOperation(RegOp::kMaskDeInterleave, 4, [](MaskReg& d0, MaskReg& d1, MaskReg&, MaskReg& a, MaskReg& b) {
    DeInterleave<int32_t>(d0, d1, a, b);
  });
}

TEST(RegMaskOperations, InterleaveThenDeInterleaveRestores) {
  // The pages' example pair: Interleave then DeInterleave gives back the inputs.
  MaskReg full = CreateMask<float>(), m3 = CreateMask<float, MaskPattern::M3>(), a, b;
  Interleave<float>(a, b, full, m3);
  DeInterleave<float>(a, b, a, b);
  for (int w = 0; w < 4; ++w) {
    EXPECT_EQ(a.words[w], full.words[w]);
    EXPECT_EQ(b.words[w], m3.words[w]);
  }
}

TEST(RegMaskOperations, MoveMaskFromTheVectorMaskRegisters) {
  auto& core = runtime::CurrentCore();
  const auto saved_mode = core.mask_mode;
  const uint64_t saved[2] = {core.vector_mask[0], core.vector_mask[1]};
  std::mt19937_64 rng(51);
  for (uint32_t round = 0; round < 100; ++round) {
    const bool counter = round % 4 == 3;
    core.mask_mode = counter ? runtime::MaskMode::kCounter : runtime::MaskMode::kNormal;
    core.vector_mask[0] = counter ? rng() % 300 : rng();
    core.vector_mask[1] = rng();
    for (uint8_t group : {2, 4}) {
      RegComputeCall call = CallOf<uint8_t>(RegOp::kMoveMask);
      call.variant = group;
      call.counter_mode = counter;
      call.vector_mask[0] = core.vector_mask[0];
      call.vector_mask[1] = core.vector_mask[1];
      const RegComputeResult want = reference::reg::Compute(call);
      const MaskReg got = group == 2 ? MoveMask<half>() : MoveMask<float>();
      ASSERT_TRUE(SameMask(got, want.mask[0])) << "group " << int{group} << " counter " << counter;
    }
  }
  core.mask_mode = saved_mode;
  core.vector_mask[0] = saved[0];
  core.vector_mask[1] = saved[1];
}

}  // namespace
}  // namespace reg_compute
}  // namespace testing
}  // namespace ascendc_host
