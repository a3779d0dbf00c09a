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
  RunTransDataCases<int8_t>(60, rng);
  RunTransDataCases<uint8_t>(40, rng);
  RunTransDataCases<half>(60, rng);
  RunTransDataCases<int16_t>(30, rng);
  RunTransDataCases<uint16_t>(30, rng);
  RunTransDataCases<bfloat16_t>(30, rng);
  RunTransDataCases<float>(60, rng);
  RunTransDataCases<int32_t>(30, rng);
  RunTransDataCases<uint32_t>(30, rng);
}

ASCENDC_HOST_INSTANTIATE_PER_TARGET(VectorTransData);

}  // namespace
}  // namespace testing
}  // namespace ascendc_host
