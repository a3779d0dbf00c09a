// Sort32 and MrgSort against the reference on random inputs (ties, NaN,
// infinities, signed zeros, subnormals; repeatTime 0, 1, 255; every validBit,
// ifExhaustedSuspension, effective and ignored repeatTimes, dst over the
// sources), whole UB images and GetMrgSortResult's counts compared. The
// kernels are scalar code (one build for every target): no per-target runs.
#include <gtest/gtest.h>

#include "support/sort_cases.h"

namespace ascendc_host {
namespace testing {
namespace {

TEST(SortKernels, MatchReference) { SortAgainstReference(0x5032, 300); }

}  // namespace
}  // namespace testing
}  // namespace ascendc_host
