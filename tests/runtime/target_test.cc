// Target selection: every available target can be forced and reported.
#include <gtest/gtest.h>

#include <hwy/targets.h>

#include <string>
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <cpuid.h>
#endif

#include "ascendc_host/runtime.h"
#include "ascendc_host/target.h"

namespace {

TEST(Target, EveryAvailableTargetCanBeForcedAndIsReported) {
  const auto avail = ascendc_host::target::Available();
  ASSERT_FALSE(avail.empty());
  for (int64_t t : avail) {
    ASSERT_TRUE(ascendc_host::target::Force(t));
    EXPECT_EQ(ascendc_host::target::Active(), ascendc_host::target::Name(t));
  }
  ASSERT_TRUE(ascendc_host::target::Force(0));
  EXPECT_EQ(ascendc_host::target::Active(), ascendc_host::target::Name(avail.front()));
}

TEST(Target, ForceByNameIsCaseInsensitiveAndRejectsUnknownNames) {
  const std::string best = ascendc_host::target::Name(ascendc_host::target::Available().front());
  EXPECT_TRUE(ascendc_host::target::ForceByName(best));
  std::string lower;
  for (char c : best) lower += static_cast<char>(std::tolower(c));
  EXPECT_TRUE(ascendc_host::target::ForceByName(lower));
  EXPECT_FALSE(ascendc_host::target::ForceByName("not-a-target"));
  EXPECT_TRUE(ascendc_host::target::ForceByName(""));
}

// Forcing goes through Highway's chosen target, not its test hook: the
// CPU's set of targets stays what it is for everyone else while one target
// is forced (the hook made hwy::SupportedTargets() report the forced one
// only, process-wide).
TEST(Target, ForcingLeavesHighwaysViewOfTheCpuAlone) {
  const auto avail = ascendc_host::target::Available();
  ASSERT_TRUE(ascendc_host::target::Force(avail.back()));
  EXPECT_EQ(ascendc_host::target::Active(), ascendc_host::target::Name(avail.back()));
  const int64_t cpu = hwy::SupportedTargets();  // Highway re-chooses its target here
  for (int64_t t : avail) {
    if (std::string(ascendc_host::target::Name(t)) == "AVX3_SPR") continue;  // the library's own (below)
    EXPECT_NE(cpu & t, 0) << ascendc_host::target::Name(t) << " vanished while forced";
  }
  ASSERT_TRUE(ascendc_host::target::Force(0));
  EXPECT_EQ(ascendc_host::target::Active(), ascendc_host::target::Name(avail.front()));
  EXPECT_EQ(ascendc_host::target::Available(), avail);
}

// AVX3_SPR (target.h) is offered only on CPUs with AVX512-FP16, first, and
// runs the AVX3 kernels with native half arithmetic: forced, it is what
// Active() reports and what the VF level is; forcing AVX3 turns it off.
TEST(Target, Avx3SprNeedsAvx512Fp16AndIsTheBest) {
  const auto avail = ascendc_host::target::Available();
  int64_t spr = 0;
  for (int64_t t : avail)
    if (std::string(ascendc_host::target::Name(t)) == "AVX3_SPR") spr = t;
  if (spr == 0) {
    EXPECT_FALSE(ascendc_host::target::NativeHalfActive());
    GTEST_SKIP() << "AVX3_SPR is not available here (no AVX512-FP16 in this CPU or this build)";
  }
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
  unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
  ASSERT_TRUE(__get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx));
  EXPECT_EQ((edx >> 23) & 1u, 1u) << "AVX3_SPR offered on a CPU without AVX512-FP16";
#endif
  EXPECT_EQ(avail.front(), spr);
  ASSERT_TRUE(ascendc_host::target::Force(spr));
  EXPECT_TRUE(ascendc_host::target::NativeHalfActive());
  EXPECT_EQ(ascendc_host::target::ActiveVfLevel(), ascendc_host::target::VfLevel::kAvx512);
  ASSERT_TRUE(ascendc_host::target::ForceByName("avx3"));
  EXPECT_FALSE(ascendc_host::target::NativeHalfActive());
  EXPECT_EQ(ascendc_host::target::Active(), "AVX3");
  ASSERT_TRUE(ascendc_host::target::Force(0));
  EXPECT_TRUE(ascendc_host::target::NativeHalfActive());
  EXPECT_EQ(ascendc_host::target::Active(), "AVX3_SPR");
}

}  // namespace
