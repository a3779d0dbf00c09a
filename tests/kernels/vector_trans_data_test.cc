// TransDataTo5HD on every SIMD target against the reference: every type of
// the page, the three surface forms, repeat edges (0, 1, 2, 255), repeat
// strides, the b8 halves, contiguous / NCHW / scattered (overlapping)
// address lists; whole UB images compared bit for bit.
#include <gtest/gtest.h>

#include <random>

#include "support/per_target.h"
#include "support/trans_data_calls.h"

namespace ascendc_host {
namespace testing {
namespace {

class VectorTransData : public PerTarget {};

TEST_P(VectorTransData, EveryWidthMatchesTheReference) {
  std::mt19937_64 rng(97 + GetParam());
  const ScopedCheckedMode release(false);
  RunTransDataCasesOfEveryType(50, rng);
}

ASCENDC_HOST_INSTANTIATE_PER_TARGET(VectorTransData);

}  // namespace
}  // namespace testing
}  // namespace ascendc_host
