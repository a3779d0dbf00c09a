// Runs a test once per SIMD target compiled into the library and supported
// by this CPU (the library's own list, so it matches the kernels' build).
#ifndef ASCENDC_HOST_TESTS_SUPPORT_PER_TARGET_H_
#define ASCENDC_HOST_TESTS_SUPPORT_PER_TARGET_H_

#include <gtest/gtest.h>

#include <string>

#include "ascendc_host/error.h"
#include "ascendc_host/runtime.h"
#include "ascendc_host/target.h"

namespace ascendc_host {
namespace testing {

class PerTarget : public ::testing::TestWithParam<int64_t> {
 protected:
  void SetUp() override {
    ASSERT_TRUE(target::Force(GetParam()));
    ASSERT_EQ(target::Active(), std::string(target::Name(GetParam())));
  }
  void TearDown() override { target::Force(0); }
};

// PerTarget with checked mode off: parameters outside the documented
// ranges run their release behaviour, which the reference reproduces.
class ReleaseModePerTarget : public PerTarget {
 protected:
  void SetUp() override {
    PerTarget::SetUp();
    previous_ = CheckedMode();
    SetCheckedMode(false);
  }
  void TearDown() override {
    SetCheckedMode(previous_);
    PerTarget::TearDown();
  }

 private:
  bool previous_ = false;
};

inline std::string TargetParamName(const ::testing::TestParamInfo<int64_t>& info) {
  return target::Name(info.param);
}

}  // namespace testing
}  // namespace ascendc_host

#define ASCENDC_HOST_INSTANTIATE_PER_TARGET(suite)                                         \
  INSTANTIATE_TEST_SUITE_P(Targets, suite, ::testing::ValuesIn(::ascendc_host::target::Available()), \
                           ::ascendc_host::testing::TargetParamName)

#endif  // ASCENDC_HOST_TESTS_SUPPORT_PER_TARGET_H_
