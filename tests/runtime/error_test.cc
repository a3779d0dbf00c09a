// Diagnostics: message format, levels and checked mode (SPEC 0.6).
#include <gtest/gtest.h>

#include "kernel_operator.h"
#include "support/ub_helpers.h"

namespace {

TEST(Error, MessageNamesApiParameterValueAndRule) {
  try {
    ascendc_host::RaiseFatal("Scatter", "dstOffset[17]", "1001", "is not a multiple of sizeof(half)=2");
    FAIL();
  } catch (const ascendc_host::Error& e) {
    EXPECT_STREQ(e.what(), "Scatter: dstOffset[17]=1001 is not a multiple of sizeof(half)=2 [FATAL]");
    EXPECT_EQ(e.api(), "Scatter");
    EXPECT_EQ(e.param(), "dstOffset[17]");
    EXPECT_EQ(e.value(), "1001");
    EXPECT_EQ(e.WithBlock(4).block(), 4);
  }
}

TEST(Error, ErrorThrowsOnlyInCheckedModeAndWarnNeverThrows) {
  {
    ascendc_host::ScopedCheckedMode off(false);
    EXPECT_NO_THROW(ascendc_host::ReportError("Gather", "mask", "0", "must be in [1, 128]"));
    ascendc_host::ClearWarnings();
    ascendc_host::ReportWarning("Gather", "src", "x", "read outside");
    EXPECT_TRUE(ascendc_host::RecordedWarnings().empty());
  }
  ascendc_host::ScopedCheckedMode on(true);
  EXPECT_THROW(ascendc_host::ReportError("Gather", "mask", "0", "must be in [1, 128]"), ascendc_host::Error);
  ascendc_host::ClearWarnings();
  EXPECT_NO_THROW(ascendc_host::ReportWarning("Gather", "src", "x", "read outside"));
  ASSERT_EQ(ascendc_host::RecordedWarnings().size(), 1u);
  EXPECT_EQ(ascendc_host::RecordedWarnings()[0].severity, ascendc_host::Severity::kWarn);
}

TEST(Error, FatalIsRaisedWhateverTheMode) {
  ascendc_host::ScopedCheckedMode off(false);
  ascendc_host::testing::FreshCore();
  AscendC::LocalMemAllocator<> alloc;
  auto t = alloc.Alloc<uint32_t, 8>();
  EXPECT_TRUE(ascendc_host::testing::RaisesError([&] { t.GetValue(70000); }, ascendc_host::Severity::kFatal,
                                                 {"LocalTensor::GetValue", "outside the UB arena"}));
}

}  // namespace
