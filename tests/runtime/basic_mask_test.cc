// The surface's resolved mask model (used by Gather/Scatter) against the
// reference's literal reading of SPEC 0.4, over many masks and both modes.
#include <gtest/gtest.h>

#include <random>

#include "ascendc_host/ascendc/detail/basic_mask.h"
#include "kernel_operator.h"
#include "reference/reference.h"
#include "support/ub_helpers.h"

namespace {

namespace ref = ascendc_host::reference;
using ascendc_host::detail::BasicIteration;

template <typename T>
void CompareIteration(const BasicIteration& it, const ref::MaskArg& m, ref::MaskMode mode, uint32_t repeat_time) {
  const uint32_t repeats = ref::RepeatCount(ascendc_host::kProfile.profile, mode, m, sizeof(T), repeat_time);
  ASSERT_EQ(it.repeats, repeats);
  for (uint32_t r = 0; r < repeats; ++r)
    for (uint32_t k = 0; k < 256 / sizeof(T); ++k)
      ASSERT_EQ(it.Active(r, k), ref::PositionActive(ascendc_host::kProfile.profile, mode, m, sizeof(T), r, k))
          << "r=" << r << " k=" << k;
}

template <typename T>
void CheckType(std::mt19937_64& rng) {
  ascendc_host::ScopedCheckedMode release(false);
  constexpr uint32_t epr = 256 / sizeof(T);
  for (int counter = 0; counter < 2; ++counter) {
    ascendc_host::testing::FreshCore();
    if (counter) AscendC::SetMaskCount();
    const auto mode = counter ? ref::MaskMode::kCounter : ref::MaskMode::kNormal;
    for (int i = 0; i < 300; ++i) {
      const uint8_t repeat = static_cast<uint8_t>(rng());
      ref::MaskArg c;
      c.contiguous = counter ? rng() % (300 * epr) : rng() % (epr + 3);
      if (i == 0) c.contiguous = counter ? 16400 : 0;
      CompareIteration<T>(ascendc_host::detail::ResolveContiguousMask<T>("test", c.contiguous, repeat), c, mode, repeat);
      ref::MaskArg b;
      b.bitwise = true;
      b.words[0] = counter ? rng() % (300 * epr) : (i % 3 == 0 ? 0 : rng());
      b.words[1] = i % 5 == 0 ? 0 : rng();
      const uint64_t words[2] = {b.words[0], b.words[1]};
      CompareIteration<T>(ascendc_host::detail::ResolveBitwiseMask<T>("test", words, repeat), b, mode, repeat);
    }
  }
}

TEST(BasicMask, MatchesReferenceForEveryWidthAndMode) {
  std::mt19937_64 rng(3);
  CheckType<uint16_t>(rng);
  CheckType<uint32_t>(rng);
  CheckType<uint64_t>(rng);
}

TEST(BasicMask, CounterModeWrapsTheRepeatCountTo8Bits) {
  ascendc_host::ScopedCheckedMode release(false);
  ascendc_host::testing::FreshCore();
  AscendC::SetMaskCount();
  EXPECT_EQ(ascendc_host::detail::ResolveContiguousMask<float>("t", 16384, 1).repeats, 0u);
  const auto it = ascendc_host::detail::ResolveContiguousMask<float>("t", 16400, 1);
  EXPECT_EQ(it.repeats, 1u);
  EXPECT_EQ(it.ActivePrefix(0), 64u);
  ascendc_host::ScopedCheckedMode checked(true);
  EXPECT_TRUE(ascendc_host::testing::RaisesError(
      [] { ascendc_host::detail::ResolveContiguousMask<float>("Gather", 16400, 1); }, ascendc_host::Severity::kError,
      {"Gather: mask=16400", "exceeds 255 repeats"}));
}

TEST(BasicMask, NormalModeRangeErrors) {
  ascendc_host::testing::FreshCore();
  ascendc_host::ScopedCheckedMode checked(true);
  using ascendc_host::testing::RaisesError;
  EXPECT_TRUE(RaisesError([] { ascendc_host::detail::ResolveContiguousMask<half>("Gather", 129, 1); },
                          ascendc_host::Severity::kError, {"mask=129", "[1, 128]"}));
  EXPECT_TRUE(RaisesError([] { ascendc_host::detail::ResolveContiguousMask<uint32_t>("Gather", 0, 1); },
                          ascendc_host::Severity::kError, {"mask=0", "[1, 64]"}));
  const uint64_t b32[2] = {8, 0xFFFF};
  EXPECT_TRUE(RaisesError([&] { ascendc_host::detail::ResolveBitwiseMask<uint32_t>("Gather", b32, 1); },
                          ascendc_host::Severity::kError, {"mask[1]=0xffff", "must be 0"}));
  const uint64_t b64[2] = {1ull << 40, 0};
  EXPECT_TRUE(RaisesError([&] { ascendc_host::detail::ResolveBitwiseMask<uint64_t>("Gather", b64, 1); },
                          ascendc_host::Severity::kError, {"bits 32..63"}));
}

}  // namespace
