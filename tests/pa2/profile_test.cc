// The Atlas A2/A3 profile: same library, operator code compiled for PA2.
#include <gtest/gtest.h>

#include "kernel_operator.h"
#include "support/ub_helpers.h"

namespace {

TEST(ProfilePA2, ConstantsAndUbCapacity) {
  static_assert(ascendc_host::kProfile.profile == ascendc_host::Profile::kPA2, "built for PA2");
  EXPECT_EQ(AscendC::GetUBSizeInBytes(), 196608u);
  auto& core = ascendc_host::testing::FreshCore();
  EXPECT_EQ(core.ub_bytes, 196608u);
  AscendC::TPipe pipe;
  AscendC::TBuf<AscendC::TPosition::VECCALC> all, more;
  pipe.InitBuffer(all, 196608);
  EXPECT_TRUE(ascendc_host::testing::RaisesError([&] { pipe.InitBuffer(more, 32); }, ascendc_host::Severity::kFatal,
                                                 {"exceeds the UB", "196608"}));
}

extern "C" __global__ __aicore__ void pa2_ub_size_kernel(GM_ADDR out) {
  *reinterpret_cast<uint32_t*>(out + 4 * AscendC::GetBlockIdx()) = ascendc_host::runtime::CurrentCore().ub_bytes;
}

TEST(ProfilePA2, LaunchedBlocksSeeThePa2Ub) {
  uint32_t out[4] = {};
  ascendc_host::Launch(4, pa2_ub_size_kernel, reinterpret_cast<uint8_t*>(out));
  for (uint32_t v : out) EXPECT_EQ(v, 196608u);
}

}  // namespace
