// Seed 002 (Scatter) as a real operator. The seed's example is a fragment
// (SPEC 7.4 D1): its statements are placed into a kernel class (examples/seeds/seed002_scatter.h) with
// every API call unchanged, and run with the seed's data (E3.1).
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "kernel_operator.h"
#include "support/ub_helpers.h"

#include "seeds/seed002_scatter.h"

namespace {


void RunSeed(std::vector<half>& dst) {
  std::vector<half> src(128);
  std::vector<uint32_t> offsets(128);
  for (uint32_t i = 0; i < 128; ++i) src[i] = half(static_cast<float>(i));
  for (uint32_t k = 0; k < 128; ++k) offsets[k] = 254 - 2 * k;
  ascendc_host::Launch(1, scatter_seed_kernel, reinterpret_cast<uint8_t*>(dst.data()),
                       reinterpret_cast<uint8_t*>(src.data()), reinterpret_cast<uint8_t*>(offsets.data()));
}

TEST(ScatterSeed002, ReversesOneHundredTwentyEightHalves) {
  std::vector<half> dst(128, half(-1.0f));
  RunSeed(dst);
  for (uint32_t k = 0; k < 128; ++k)
    ASSERT_EQ(dst[k].bits, half(static_cast<float>(127 - k)).bits) << "dst[" << k << "]";
}

TEST(ScatterSeed002, SameResultInCheckedModeWithoutDiagnostics) {
  ascendc_host::ScopedCheckedMode on(true);
  ascendc_host::ClearWarnings();
  std::vector<half> dst(128);
  RunSeed(dst);
  for (uint32_t k = 0; k < 128; ++k) ASSERT_EQ(dst[k].bits, half(static_cast<float>(127 - k)).bits);
  EXPECT_TRUE(ascendc_host::RecordedWarnings().empty());
}

}  // namespace
