// Target selection: every available target can be forced and reported.
#include <gtest/gtest.h>

#include <hwy/targets.h>

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
  for (int64_t t : avail) EXPECT_NE(cpu & t, 0) << ascendc_host::target::Name(t) << " vanished while forced";
  ASSERT_TRUE(ascendc_host::target::Force(0));
  EXPECT_EQ(ascendc_host::target::Active(), ascendc_host::target::Name(avail.front()));
  EXPECT_EQ(ascendc_host::target::Available(), avail);
}

}  // namespace
