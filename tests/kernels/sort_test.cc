// Sort32 and MrgSort against the reference on random inputs (ties, NaN,
// infinities, signed zeros, subnormals; repeatTime 0, 1, 255; every validBit,
// ifExhaustedSuspension, effective and ignored repeatTimes, dst over the
// sources), whole UB images and GetMrgSortResult's counts compared. The
// kernels are scalar code (one build for every target): no per-target runs.
#include <gtest/gtest.h>

#include <random>

#include "support/sort_cases.h"

namespace ascendc_host {
namespace testing {
namespace {

TEST(SortKernels, Sort32MatchesReference) {
  FreshCore();
  std::mt19937_64 rng(0x5032);
  RandomSort32Calls<half>(300, rng);
  RandomSort32Calls<float>(300, rng);
}

TEST(SortKernels, MrgSortMatchesReference) {
  FreshCore();
  std::mt19937_64 rng(0x3E26);
  RandomMrgSortCalls<half>(600, rng);
  RandomMrgSortCalls<float>(600, rng);
}

}  // namespace
}  // namespace testing
}  // namespace ascendc_host
