// Seed 004 (basic Gather) compiled unchanged as a real operator: the seed's
// kernel code (examples/seeds/seed004_gather.h, verbatim) run through the CPU
// launcher with the seed's data (SPEC Appendix A, E5.1).
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "kernel_operator.h"
#include "support/ub_helpers.h"

#include "seeds/seed004_gather.h"

namespace {

TEST(GatherSeed004, ReversesOneHundredTwentyEightHalves) {
  std::vector<half> src(128), dst(128, half(-1.0f));
  std::vector<uint32_t> offsets(128);
  for (uint32_t i = 0; i < 128; ++i) src[i] = half(static_cast<float>(i));
  for (uint32_t k = 0; k < 128; ++k) offsets[k] = 254 - 2 * k;
  ascendc_host::Launch(1, kernel_gather, reinterpret_cast<uint8_t*>(dst.data()), reinterpret_cast<uint8_t*>(src.data()),
                       reinterpret_cast<uint8_t*>(offsets.data()));
  for (uint32_t k = 0; k < 128; ++k)
    ASSERT_EQ(dst[k].bits, half(static_cast<float>(127 - k)).bits) << "dst[" << k << "]";
}

TEST(GatherSeed004, SameResultInCheckedModeWithoutDiagnostics) {
  ascendc_host::ScopedCheckedMode on(true);
  ascendc_host::ClearWarnings();
  std::vector<half> src(128), dst(128);
  std::vector<uint32_t> offsets(128);
  for (uint32_t i = 0; i < 128; ++i) src[i] = half(static_cast<float>(i));
  for (uint32_t k = 0; k < 128; ++k) offsets[k] = 254 - 2 * k;
  ascendc_host::Launch(1, kernel_gather, reinterpret_cast<uint8_t*>(dst.data()), reinterpret_cast<uint8_t*>(src.data()),
                       reinterpret_cast<uint8_t*>(offsets.data()));
  for (uint32_t k = 0; k < 128; ++k) ASSERT_EQ(dst[k].bits, src[127 - k].bits);
  EXPECT_TRUE(ascendc_host::RecordedWarnings().empty());
}

}  // namespace
