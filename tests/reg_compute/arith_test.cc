// Reg矢量计算/基础算术 and 复合计算 (SPEC 14.2, 14.3) against the reference,
// bit for bit: every operation x every listed type (b64 with both traits) x
// the merge modes its page allows x random registers and predicates, with
// the destination aliasing a source, and under both numeric CTRL settings.
// Compiled once per instruction set (tests/CMakeLists.txt).
#include <gtest/gtest.h>

#include "reg_compute/harness.h"

namespace ascendc_host {
namespace testing {
namespace reg_compute {
namespace {

using namespace AscendC::Reg;  // NOLINT: the surface under test

UNARY_OP(Abs)
BINARY_OP(AbsSub)
BINARY_OP(Add)
SCALAR_OP(Adds)
SCALAR_OP(Axpy)
SCALAR_OP(LeakyRelu)
BINARY_OP(Max)
SCALAR_OP(Maxs)
BINARY_OP(Min)
SCALAR_OP(Mins)
BINARY_OP(Mul)
BINARY_OP(MulAddDst)
BINARY_OP(MulDstAdd)
SCALAR_OP(Muls)
UNARY_OP(Neg)
BINARY_OP(Prelu)
UNARY_OP(Relu)
BINARY_OP(Sub)

TEST(RegArith, AddEveryTypeBothMergeModes) {
  CheckTypes<true, ALL_TYPES>(RegOp::kAdd, AddOp{});
}
TEST(RegArith, SubEveryType) { CheckTypes<false, ALL_TYPES>(RegOp::kSub, SubOp{}); }
TEST(RegArith, MulEveryType) { CheckTypes<false, WIDE_TYPES>(RegOp::kMul, MulOp{}); }
TEST(RegArith, MaxMinEveryTypeBothMergeModes) {
  CheckTypes<true, ALL_TYPES>(RegOp::kMax, MaxOp{});
  CheckTypes<true, ALL_TYPES>(RegOp::kMin, MinOp{});
}
TEST(RegArith, DivEveryTypeDefaultAlgorithmFlushesSubnormals) {
  ForEach<Case<int16_t>, Case<uint16_t>, Case<half>, Case<int32_t>, Case<uint32_t>, Case<float>, Case<int64_t>,
          Case<uint64_t>, Case<int64_t, &RegTraitNumTwo>, Case<uint64_t, &RegTraitNumTwo>>([](auto c) {
    using C = decltype(c);
    const bool ftz = std::is_same_v<typename C::E, half> || std::is_same_v<typename C::E, float>;
    CheckOp<C>(RegOp::kDiv, false, [](auto& d, auto& a, auto& b, MaskReg& m, auto&) { Div(d, a, b, m); }, false, ftz);
  });
}
TEST(RegArith, DivSubnormalAlgorithmsKeepSubnormals) {
  static constexpr DivSpecificMode kKeep = {MaskMergeMode::ZEROING, false, DivAlgo::PRECISION_1ULP_FTZ_FALSE};
  static constexpr DivSpecificMode kExact = {MaskMergeMode::ZEROING, true, DivAlgo::PRECISION_0ULP_FTZ_FALSE};
  static constexpr DivSpecificMode kCompensated = {MaskMergeMode::ZEROING, true, DivAlgo::DIFF_COMPENSATION};
  CheckOp<Case<half>>(RegOp::kDiv, false, [](auto& d, auto& a, auto& b, MaskReg& m, auto&) { Div<half, &kKeep>(d, a, b, m); });
  CheckOp<Case<float>>(RegOp::kDiv, false, [](auto& d, auto& a, auto& b, MaskReg& m, auto&) { Div<float, &kKeep>(d, a, b, m); });
  CheckOp<Case<float>>(RegOp::kDiv, false, [](auto& d, auto& a, auto& b, MaskReg& m, auto&) { Div<float, &kExact>(d, a, b, m); });
  CheckOp<Case<float>>(RegOp::kDiv, false,
                       [](auto& d, auto& a, auto& b, MaskReg& m, auto&) { Div<float, &kCompensated>(d, a, b, m); },
                       false, true);
}
TEST(RegArith, PreluHalfFloat) {
  CheckTypes<false, Case<half>, Case<float>>(RegOp::kPrelu, PreluOp{});
}

TEST(RegArith, ScalarOperations) {
  CheckTypes<false, ALL_TYPES>(RegOp::kAdds, AddsOp{}, true);
  CheckTypes<false, Case<int16_t>, Case<uint16_t>, Case<half>, Case<int32_t>, Case<uint32_t>, Case<float>, Case<int64_t>,
             Case<uint64_t>, Case<int64_t, &RegTraitNumTwo>, Case<uint64_t, &RegTraitNumTwo>>(RegOp::kMuls,
                                                                                            MulsOp{}, true);
  CheckTypes<false, ALL_TYPES>(RegOp::kMaxs, MaxsOp{}, true);
  CheckTypes<false, ALL_TYPES>(RegOp::kMins, MinsOp{}, true);
  CheckTypes<false, Case<half>, Case<float>>(RegOp::kLeakyRelu, LeakyReluOp{}, true);
}

TEST(RegArith, ScalarOfAnotherTypeIsConvertedFirst) {
  RegTensor<half> src, dst;
  for (uint32_t k = 0; k < 128; ++k) src.SetElement(k, half(static_cast<float>(k)));
  MaskReg mask = CreateMask<half>();
  Adds(dst, src, 0.5, mask);  // double -> half 0.5
  Muls(dst, dst, 2, mask);    // int -> half 2
  for (uint32_t k = 0; k < 128; ++k) EXPECT_EQ(static_cast<float>(dst.GetElement(k)), 2.0f * k + 1.0f);
}

TEST(RegArith, UnaryOperations) {
  CheckTypes<false, Case<int8_t>, Case<int16_t>, Case<half>, Case<int32_t>, Case<float>, Case<int64_t>,
             Case<int64_t, &RegTraitNumTwo>>(RegOp::kAbs, AbsOp{});
  CheckTypes<false, Case<int8_t>, Case<int16_t>, Case<half>, Case<int32_t>, Case<float>, Case<int64_t>,
             Case<int64_t, &RegTraitNumTwo>>(RegOp::kNeg, NegOp{});
  CheckTypes<false, Case<half>, Case<int32_t>, Case<float>, Case<int64_t>, Case<int64_t, &RegTraitNumTwo>>(RegOp::kRelu, ReluOp{});
}

TEST(RegArith, SqrtEveryAlgorithm) {
  CheckOp<Case<half>>(RegOp::kSqrt, false, [](auto& d, auto& a, auto&, MaskReg& m, auto&) { Sqrt(d, a, m); }, false,
                      true);
  CheckOp<Case<float>>(RegOp::kSqrt, false, [](auto& d, auto& a, auto&, MaskReg& m, auto&) { Sqrt(d, a, m); }, false,
                       true);
  static constexpr SqrtSpecificMode kFast = {MaskMergeMode::ZEROING, true};  // precisionMode: fast inverse
  static constexpr SqrtSpecificMode kKeep = {MaskMergeMode::ZEROING, false, SqrtAlgo::PRECISION_1ULP_FTZ_FALSE};
  CheckOp<Case<float>>(RegOp::kSqrt, false,
                       [](auto& d, auto& a, auto&, MaskReg& m, auto&) { Sqrt<float, &kFast>(d, a, m); });
  CheckOp<Case<half>>(RegOp::kSqrt, false,
                      [](auto& d, auto& a, auto&, MaskReg& m, auto&) { Sqrt<half, &kKeep>(d, a, m); });
}

TEST(RegArith, CarryForms) {
  ForEach<Case<int32_t>, Case<uint32_t>>([](auto c) {
    using C = decltype(c);
    using U = typename C::U;
    std::mt19937_64 rng(7);
    for (uint32_t round = 0; round < 300; ++round) {
      U a, b, d;
      FillRandom(a, rng);
      FillRandom(b, rng);
      FillRandom(d, rng);
      const MaskReg mask = RandomPredicate<typename C::E>(rng, round);
      const MaskReg carry_in = RandomMask(rng, round + 3);
      for (RegOp op : {RegOp::kAddCarry, RegOp::kSubBorrow, RegOp::kAddC, RegOp::kSubC, RegOp::kMull}) {
        RegComputeCall call = CallOf<typename C::E>(op);
        CopyIn(call.reg[0], a);
        CopyIn(call.reg[1], b);
        CopyIn(call.mask[0], mask);
        CopyIn(call.mask[1], carry_in);
        const RegComputeResult want = reference::reg::Compute(call);
        U out = d, high = d;
        MaskReg m = mask, cin = carry_in, carry;
        for (auto& w : carry.words) w = rng();
        switch (op) {
          case RegOp::kAddCarry: Add(carry, out, a, b, m); break;
          case RegOp::kSubBorrow: Sub(carry, out, a, b, m); break;
          case RegOp::kAddC: AddC(carry, out, a, b, cin, m); break;
          case RegOp::kSubC: SubC(carry, out, a, b, cin, m); break;
          default: Mull(out, high, a, b, m); break;
        }
        ASSERT_TRUE(SameAsReference(out, want)) << RegOpName(op) << " round " << round;
        if (op == RegOp::kMull) {
          ASSERT_TRUE(SameAsReference(high, want, 1)) << "Mull high, round " << round;
        } else {
          ASSERT_TRUE(SameMask(carry, want.mask[0])) << RegOpName(op) << " carry, round " << round;
        }
      }
    }
  });
}

TEST(RegArith, CarriesChainInto64BitArithmetic) {
  // Add then AddC adds 64-bit numbers held as low/high words; Sub then SubC
  // subtracts them (the carry of a subtraction is "no borrow").
  RegTensor<uint32_t> alo, ahi, blo, bhi, lo, hi;
  std::mt19937_64 rng(8);
  uint64_t a[64], b[64];
  for (uint32_t k = 0; k < 64; ++k) {
    a[k] = rng() >> (k % 3 == 0 ? 33 : 0);
    b[k] = k % 5 == 0 ? a[k] : rng();
    alo.SetElement(k, static_cast<uint32_t>(a[k]));
    ahi.SetElement(k, static_cast<uint32_t>(a[k] >> 32));
    blo.SetElement(k, static_cast<uint32_t>(b[k]));
    bhi.SetElement(k, static_cast<uint32_t>(b[k] >> 32));
  }
  MaskReg all = CreateMask<uint32_t>(), carry;
  Add(carry, lo, alo, blo, all);
  AddC(carry, hi, ahi, bhi, carry, all);
  for (uint32_t k = 0; k < 64; ++k)
    EXPECT_EQ((uint64_t{hi.GetElement(k)} << 32) | lo.GetElement(k), a[k] + b[k]) << k;
  Sub(carry, lo, alo, blo, all);
  SubC(carry, hi, ahi, bhi, carry, all);
  for (uint32_t k = 0; k < 64; ++k)
    EXPECT_EQ((uint64_t{hi.GetElement(k)} << 32) | lo.GetElement(k), a[k] - b[k]) << k;
}

TEST(RegArith, CompositeOperations) {
  CheckTypes<false, Case<half>, Case<float>, Case<int64_t>, Case<uint64_t>, Case<int64_t, &RegTraitNumTwo>>(RegOp::kAxpy, AxpyOp{}, true);
  CheckTypes<false, WIDE_TYPES>(RegOp::kMulAddDst, MulAddDstOp{});
  CheckTypes<false, Case<half>, Case<bfloat16_t>, Case<float>>(RegOp::kMulDstAdd, MulDstAddOp{});
  CheckTypes<false, Case<half>, Case<float>, Case<int64_t>, Case<int64_t, &RegTraitNumTwo>>(RegOp::kAbsSub,
                                                                                      AbsSubOp{});
}

TEST(RegArith, FusedMultiplyAddRoundsOnce) {
  // 1 + 2^-12 squared minus 1 + 2^-11: the exact result 2^-24 survives
  // only without an intermediate rounding of the product (half: 2^-24 is
  // representable, the rounded product would cancel to 0).
  RegTensor<half> a, dst;
  RegTensor<float> af, dstf;
  for (uint32_t k = 0; k < 128; ++k) {
    a.SetElement(k, half::FromBits(HalfBits(1.0f + 1.0f / 1024)));  // 1 + 2^-10
    dst.SetElement(k, half::FromBits(HalfBits(-(1.0f + 2.0f / 1024))));
  }
  for (uint32_t k = 0; k < 64; ++k) {
    af.SetElement(k, 1.0f + 1.0f / 8388608);  // 1 + 2^-23
    dstf.SetElement(k, -(1.0f + 2.0f / 8388608));
  }
  MaskReg all16 = CreateMask<half>(), all32 = CreateMask<float>();
  MulAddDst(dst, a, a, all16);
  MulAddDst(dstf, af, af, all32);
  EXPECT_EQ(static_cast<float>(dst.GetElement(0)), 1.0f / 1048576);  // 2^-20
  EXPECT_EQ(dstf.GetElement(0), 1.0f / 70368744177664.0f);              // 2^-46
}

TEST(RegArith, MulThenAddRoundsTwiceEvenWithFma) {
  // Compiled with -mfma in the avx2 / avx512 executables: a contracted
  // a*b+c (SPEC 14.1) would keep the 2^-46 that the rounded product loses.
  RegTensor<float> a, c, p, r;
  for (uint32_t k = 0; k < 64; ++k) {
    a.SetElement(k, 1.0f + 1.0f / 8388608);
    c.SetElement(k, -(1.0f + 2.0f / 8388608));
  }
  MaskReg all = CreateMask<float>();
  Mul(p, a, a, all);
  Add(r, p, c, all);
  EXPECT_EQ(r.GetElement(0), 0.0f);
  Axpy(c, a, 1.0f + 1.0f / 8388608, all);
  EXPECT_EQ(c.GetElement(0), 0.0f);
}

TEST(RegArith, NumericModesFromCtrl) {
  // CTRL[48] = 1: half results keep inf / NaN; CTRL[53] = 1: integer Add,
  // Sub, Adds saturate.
  ScopedCtrl ctrl;
  ctrl.Set(runtime::ctrl::kFloatNonSaturating, true);
  ctrl.Set(runtime::ctrl::kIntegerSaturating, true);
  CheckTypes<false, ALL_TYPES>(RegOp::kAdd, AddOp{});
  CheckTypes<false, ALL_TYPES>(RegOp::kSub, SubOp{});
  CheckTypes<false, ALL_TYPES>(RegOp::kAdds, AddsOp{}, true);
  CheckTypes<false, WIDE_TYPES>(RegOp::kMul, MulOp{});
  CheckTypes<false, Case<half>>(RegOp::kMulDstAdd, MulDstAddOp{});

  RegTensor<half> big, sum;
  for (uint32_t k = 0; k < 128; ++k) big.SetElement(k, half::FromBits(0x7BFF));
  MaskReg all = CreateMask<half>();
  Add(sum, big, big, all);
  EXPECT_EQ(sum.GetElement(0).bits, 0x7C00);  // inf kept
  ctrl.Set(runtime::ctrl::kFloatNonSaturating, false);
  Add(sum, big, big, all);
  EXPECT_EQ(sum.GetElement(0).bits, 0x7BFF);  // saturated to 65504
}

TEST(RegArith, PagesDivSubnormalExamples) {
  // Div page, table 8: the FTZ_FALSE algorithms against the default.
  RegTensor<float> a, b, keep, flush;
  const uint32_t in[2][2] = {{0x3F800000u, 0x8036A794u}, {0x0014440Bu, 0x0053E3CFu}};
  for (uint32_t k = 0; k < 64; ++k) {
    a.SetElement(k, reference::FloatFromBits(in[k % 2][0]));
    b.SetElement(k, reference::FloatFromBits(in[k % 2][1]));
  }
  static constexpr DivSpecificMode kKeep = {MaskMergeMode::ZEROING, true, DivAlgo::PRECISION_0ULP_FTZ_FALSE};
  MaskReg all = CreateMask<float>();
  Div<float, &kKeep>(keep, a, b, all);
  Div(flush, a, b, all);
  EXPECT_EQ(reference::BitsFromFloat(keep.GetElement(0)), 0xFF15E301u);
  EXPECT_EQ(reference::BitsFromFloat(keep.GetElement(1)), 0x3E775FBCu);
  EXPECT_EQ(reference::BitsFromFloat(flush.GetElement(0)), 0xFF800000u);  // -inf
  EXPECT_TRUE(std::isnan(flush.GetElement(1)));  // the page shows 0x7FFFFFFF; NaNs are canonical here (SPEC 8.2)
}

TEST(RegArith, PagesSqrtSubnormalExample) {
  // Sqrt page, table 3: 0x00776672 -> 0x1FF7402B (0 ulp); the 1-ulp
  // algorithm's 0x1FF7402C is within its bound of the same value.
  RegTensor<float> x, y;
  for (uint32_t k = 0; k < 64; ++k) x.SetElement(k, reference::FloatFromBits(0x00776672u));
  static constexpr SqrtSpecificMode kFast = {MaskMergeMode::ZEROING, true, SqrtAlgo::FAST_INVERSE};
  MaskReg all = CreateMask<float>();
  Sqrt<float, &kFast>(y, x, all);
  EXPECT_EQ(reference::BitsFromFloat(y.GetElement(0)), 0x1FF7402Bu);
  Sqrt(y, x, all);  // default: the subnormal input flushes to 0
  EXPECT_EQ(reference::BitsFromFloat(y.GetElement(0)), 0u);
}

TEST(RegArith, ZeroSignsOfMaxAndMin) {
  // Max page: Max(-0, +0) = +0; Min page: Min(-0, +0) = -0.
  RegTensor<float> neg, pos, r;
  for (uint32_t k = 0; k < 64; ++k) {
    neg.SetElement(k, -0.0f);
    pos.SetElement(k, 0.0f);
  }
  MaskReg all = CreateMask<float>();
  Max(r, neg, pos, all);
  EXPECT_EQ(reference::BitsFromFloat(r.GetElement(3)), 0u);
  Min(r, neg, pos, all);
  EXPECT_EQ(reference::BitsFromFloat(r.GetElement(3)), 0x80000000u);
  Maxs(r, neg, 0.0f, all);
  EXPECT_EQ(reference::BitsFromFloat(r.GetElement(3)), 0u);
  Mins(r, neg, 0.0f, all);
  EXPECT_EQ(reference::BitsFromFloat(r.GetElement(3)), 0x80000000u);
}

TEST(RegArith, AbsOfMinimumWraps) {
  // Abs page: int8_t -128 gives -128.
  RegTensor<int8_t> x, y;
  for (uint32_t k = 0; k < 256; ++k) x.SetElement(k, static_cast<int8_t>(k % 2 ? -128 : -5));
  MaskReg all = CreateMask<int8_t>();
  Abs(y, x, all);
  EXPECT_EQ(y.GetElement(1), -128);
  EXPECT_EQ(y.GetElement(0), 5);
}

// A vector function (asc_vf_call) runs in the default environment: its
// operations do not read MXCSR themselves (runtime/fp_environment.h).
__simd_vf__ inline void AddSubnormalsVF(float* out) {
  RegTensor<float> a, r;
  for (uint32_t k = 0; k < 64; ++k) a.SetElement(k, reference::FloatFromBits(0x00000003u));
  MaskReg all = CreateMask<float>();
  Add(r, a, a, all);
  *out = r.GetElement(0);
}

TEST(RegArith, VectorFunctionsRunInTheDefaultEnvironment) {
#if defined(__x86_64__) || defined(__i386__)
  const unsigned saved = _mm_getcsr();
  _mm_setcsr(saved | 0x8040u);  // FTZ | DAZ
  float out = 0;
  asc_vf_call<AddSubnormalsVF>(&out);
  const unsigned after = _mm_getcsr();
  const bool in_default_after = runtime::InDefaultFpEnvironment();
  _mm_setcsr(saved);
  EXPECT_EQ(reference::BitsFromFloat(out), 0x00000006u);
  EXPECT_EQ(after & ~0x3Fu, (saved | 0x8040u) & ~0x3Fu);  // the caller's setting is back
  EXPECT_FALSE(in_default_after);                           // and no scope is left open
#else
  GTEST_SKIP() << "x86 only";
#endif
}

TEST(RegArith, FloatingPointEnvironmentOfTheCallerIsIgnored) {
#if defined(__x86_64__) || defined(__i386__)
  const unsigned saved = _mm_getcsr();
  _mm_setcsr(saved | 0x8040u);  // FTZ | DAZ
  RegTensor<float> a, r;
  for (uint32_t k = 0; k < 64; ++k) a.SetElement(k, reference::FloatFromBits(0x00000003u));
  MaskReg all = CreateMask<float>();
  Add(r, a, a, all);
  const uint32_t got = reference::BitsFromFloat(r.GetElement(0));
  _mm_setcsr(saved);
  EXPECT_EQ(got, 0x00000006u);
#else
  GTEST_SKIP() << "x86 only";
#endif
}

}  // namespace
}  // namespace reg_compute
}  // namespace testing
}  // namespace ascendc_host
