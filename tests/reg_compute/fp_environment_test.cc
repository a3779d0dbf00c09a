// Reg compute operations called outside every vector function while the
// thread's MXCSR / FPCR asks for flush-to-zero, denormals-are-zero and
// round-toward-zero (a framework's setting, SPEC 14.1): each operation
// switches to the default environment on copies of its registers
// (reg/lanes.h WithDefaultFpEnvironment) and must give the bits it gives in
// the default environment, write only its destination, and leave the
// caller's setting as it was. One case per operation family that takes the
// switch: the lane-wise executor (both merge modes, destination aliasing a
// source), Axpy, compares, Cast / Truncate / MulsCast, Arange, the
// reductions and ExpSub.
#include <gtest/gtest.h>

#include "reg_compute/harness.h"

namespace ascendc_host {
namespace testing {
namespace reg_compute {
namespace {

namespace R = AscendC::Reg;

#if defined(__x86_64__) || defined(__i386__)
constexpr runtime::FpControl kFrameworkControl = 0x1F80u | 0x8040u | 0x6000u;  // FTZ, DAZ, round toward zero
constexpr runtime::FpControl kStatusFlags = runtime::kMxcsrFlags;                // not part of the setting
#elif defined(__aarch64__)
constexpr runtime::FpControl kFrameworkControl = runtime::kFpcrModeBits;  // RZ, FZ, FZ16
constexpr runtime::FpControl kStatusFlags = 0;
#endif
#if defined(__x86_64__) || defined(__i386__) || defined(__aarch64__)
runtime::FpControl ReadControl() { return runtime::ReadFpControl() & ~kStatusFlags; }
void WriteControl(runtime::FpControl c) { runtime::WriteFpControl(c); }
#endif

template <typename A, typename B>
bool SameBits(const A& a, const B& b) {
  static_assert(sizeof(A) == sizeof(B), "");
  return std::memcmp(&a, &b, sizeof(A)) == 0;
}

// Runs `op(outputs&)` on a copy of `outputs` in the default environment and
// on another under the framework's setting; both must agree bit for bit and
// the setting must be back afterwards.
template <typename Outputs, typename Op>
void ExpectSameUnderFrameworkSetting(const char* what, const Outputs& outputs, Op&& op) {
#if defined(__x86_64__) || defined(__i386__) || defined(__aarch64__)
  ASSERT_TRUE(runtime::InDefaultFpEnvironment()) << "the test starts in the default environment";
  Outputs want = outputs;
  op(want);
  const auto saved = ReadControl();
  WriteControl(kFrameworkControl);
  ASSERT_FALSE(runtime::InDefaultFpEnvironment());
  Outputs got = outputs;
  op(got);
  const auto after = ReadControl();
  WriteControl(saved);
  EXPECT_EQ(after, kFrameworkControl) << what << ": the caller's setting is back";
  EXPECT_TRUE(SameBits(got, want)) << what;
#else
  GTEST_SKIP() << "no floating-point control register";
#endif
}

template <typename T>
RegTensor<T> Random(std::mt19937_64& rng) {
  RegTensor<T> r;
  FillRandom(r, rng);
  return r;
}

// Subnormal operands and results everywhere: float bits below 2^-126, half
// bits below 2^-14, and products that round to them.
template <typename T>
RegTensor<T> Subnormals(std::mt19937_64& rng) {
  RegTensor<T> r;
  for (uint32_t k = 0; k < RegTensor<T>::kElements; ++k) {
    const uint64_t bits = k % 3 == 0 ? RandomBits<T>(rng) : (rng() % (std::is_same_v<T, float> ? 0x007FFFFFu : 0x03FFu)) |
                                                                 (k % 2 ? (sizeof(T) == 4 ? 0x80000000u : 0x8000u) : 0u);
    T v;
    std::memcpy(&v, &bits, sizeof(T));
    r.SetElement(k, v);
  }
  return r;
}

struct Registers {
  RegTensor<float> f0, f1, f2;
  RegTensor<half> h0, h1, h2;
  MaskReg p;
};

TEST(RegFpEnvironment, EveryFamilyGivesTheDefaultEnvironmentsBits) {
  std::mt19937_64 rng(2024);
  for (uint32_t round = 0; round < 40; ++round) {
    Registers in;
    in.f0 = Subnormals<float>(rng);
    in.f1 = Subnormals<float>(rng);
    in.f2 = Random<float>(rng);
    in.h0 = Subnormals<half>(rng);
    in.h1 = Subnormals<half>(rng);
    in.h2 = Random<half>(rng);
    const MaskReg mask = RandomPredicate<float>(rng, round);
    const MaskReg mask16 = RandomPredicate<half>(rng, round);
    const float fs = reference::FloatFromBits(round % 2 ? 0x00000700u : 0x3F000001u);
    const half hs = static_cast<half>(round % 2 ? 6.1e-5f : 0.75f);

    ExpectSameUnderFrameworkSetting("Add MERGING", in, [&](Registers& r) {
      MaskReg m = mask;
      R::Add<float, R::MaskMergeMode::MERGING>(r.f2, r.f0, r.f1, m);
    });
    ExpectSameUnderFrameworkSetting("Mul half, dst == src0", in, [&](Registers& r) {
      MaskReg m = mask16;
      R::Mul(r.h0, r.h0, r.h1, m);
    });
    ExpectSameUnderFrameworkSetting("Muls float", in, [&](Registers& r) {
      MaskReg m = mask;
      R::Muls(r.f2, r.f0, fs, m);
    });
    ExpectSameUnderFrameworkSetting("Axpy float", in, [&](Registers& r) {
      MaskReg m = mask;
      R::Axpy(r.f1, r.f0, fs, m);
    });
    ExpectSameUnderFrameworkSetting("Axpy half", in, [&](Registers& r) {
      MaskReg m = mask16;
      R::Axpy(r.h1, r.h0, hs, m);
    });
    ExpectSameUnderFrameworkSetting("Compare LT float", in, [&](Registers& r) {
      MaskReg m = mask;
      R::Compare<float, AscendC::CMPMODE::LT>(r.p, r.f0, r.f1, m);
    });
    ExpectSameUnderFrameworkSetting("Compares EQ half", in, [&](Registers& r) {
      MaskReg m = mask16;
      R::Compares<half, AscendC::CMPMODE::EQ>(r.p, r.h0, static_cast<half>(0.0f), m);
    });
    ExpectSameUnderFrameworkSetting("Cast float -> half", in, [&](Registers& r) {
      static constexpr R::CastTrait kTrait = {R::RegLayout::ZERO, R::SatMode::UNKNOWN, R::MaskMergeMode::ZEROING,
                                              AscendC::RoundMode::CAST_RINT};
      MaskReg m = mask;
      R::Cast<half, float, kTrait>(r.h2, r.f0, m);
    });
    ExpectSameUnderFrameworkSetting("Truncate float CAST_FLOOR, in place", in, [&](Registers& r) {
      MaskReg m = mask;
      R::Truncate<float, AscendC::RoundMode::CAST_FLOOR>(r.f2, r.f2, m);
    });
    ExpectSameUnderFrameworkSetting("MulsCast", in, [&](Registers& r) {
      MaskReg m = mask;
      R::MulsCast<half, float, float, R::RegLayout::ONE>(r.h2, r.f0, fs, m);
    });
    ExpectSameUnderFrameworkSetting("Arange float", in, [&](Registers& r) { R::Arange(r.f2, fs); });
    ExpectSameUnderFrameworkSetting("Reduce SUM float", in, [&](Registers& r) {
      MaskReg m = mask;
      R::Reduce<R::ReduceType::SUM>(r.f2, r.f0, m);
    });
    ExpectSameUnderFrameworkSetting("Reduce MAX half", in, [&](Registers& r) {
      MaskReg m = mask16;
      R::Reduce<R::ReduceType::MAX>(r.h2, r.h0, m);
    });
    ExpectSameUnderFrameworkSetting("ReduceDataBlock SUM float, in place", in, [&](Registers& r) {
      R::ReduceDataBlock<R::ReduceType::SUM>(r.f0, r.f0, mask);
    });
    ExpectSameUnderFrameworkSetting("PairReduceElem half", in, [&](Registers& r) {
      R::PairReduceElem(r.h2, r.h1, mask16);
    });
    ExpectSameUnderFrameworkSetting("ExpSub float", in, [&](Registers& r) {
      MaskReg m = mask;
      R::ExpSub(r.f2, r.f0, r.f1, m);
    });
    if (::testing::Test::HasFailure()) return;
  }
}

// The switch changes nothing outside the destination: the sources and the
// predicate keep their bits (the operation works on copies of them).
TEST(RegFpEnvironment, SourcesAndPredicateUntouched) {
#if defined(__x86_64__) || defined(__i386__) || defined(__aarch64__)
  std::mt19937_64 rng(7);
  const RegTensor<float> a = Subnormals<float>(rng), b = Subnormals<float>(rng);
  const MaskReg mask = RandomPredicate<float>(rng, 3);
  RegTensor<float> x = a, y = b, d;
  MaskReg m = mask;
  const auto saved = ReadControl();
  WriteControl(kFrameworkControl);
  R::Add(d, x, y, m);
  WriteControl(saved);
  EXPECT_TRUE(SameBits(x, a));
  EXPECT_TRUE(SameBits(y, b));
  EXPECT_TRUE(SameBits(m, mask));
#else
  GTEST_SKIP() << "no floating-point control register";
#endif
}

}  // namespace
}  // namespace reg_compute
}  // namespace testing
}  // namespace ascendc_host
