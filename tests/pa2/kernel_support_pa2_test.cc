// The kernel-side machinery under the Atlas A2/A3 profile (SPEC 11): arch
// macros, saturation switches, cycle rate, workspace, tiling.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdint>
#include <limits>
#include <thread>

#include "kernel_operator.h"
#include "support/kernel_helpers.h"
#include "support/ub_helpers.h"

namespace {

using ascendc_host::Severity;
using ascendc_host::testing::RaisesError;

TEST(KernelSupportPA2, ArchMacrosAndConstants) {
  static_assert(__NPU_ARCH__ == 2201 && __CCE_AICORE__ == 220, "the PA2 arch macros");
  uint32_t version = 0;
  AscendC::GetArchVersion(version);
  EXPECT_EQ(version, 0x2201u);
  static_assert(AscendC::TOTAL_UB_SIZE == 192 * 1024 && AscendC::TOTAL_VEC_LOCAL_SIZE == 184 * 1024);
  static_assert(ascendc_host::SystemWorkspaceBytes() == 16u * 1024 * 1024);
}

TEST(KernelSupportPA2, SystemCycleAt50MHz) {
  const int64_t c0 = AscendC::GetSystemCycle();
  std::this_thread::sleep_for(std::chrono::milliseconds(4));
  const int64_t c1 = AscendC::GetSystemCycle();
  EXPECT_GE(c1 - c0, 4 * 50 * 1000 - 1);     // 50 cycles per microsecond
  EXPECT_LT(c1 - c0, 4000 * 50 * 1000);      // not the 1 GHz rate of Ascend 950 for long
}

TEST(KernelSupportPA2, SaturationFlagsOfThePages) {
  ascendc_host::testing::FreshCore();
  EXPECT_TRUE(AscendC::GetSaturationFlag<AscendC::SaturationMode::FLOAT>());  // saturating by default
  EXPECT_TRUE(AscendC::GetSaturationFlag<AscendC::SaturationMode::CAST>());
  AscendC::SetSaturationFlag<AscendC::SaturationMode::CAST>(true);  // the page's example
  EXPECT_TRUE(AscendC::GetSaturationFlag<AscendC::SaturationMode::CAST>());
  const float inf = std::numeric_limits<float>::infinity();
  EXPECT_EQ(AscendC::Cast(inf).bits, 0x7F7F);  // bfloat16 MAX while saturating
  AscendC::SetSaturationFlag<AscendC::SaturationMode::FLOAT>(false);
  EXPECT_FALSE(AscendC::GetSaturationFlag<AscendC::SaturationMode::FLOAT>());
  EXPECT_EQ((AscendC::GetCtrlSpr<48, 48>()), 1);
  EXPECT_EQ(AscendC::Cast(inf).bits, 0x7F80);
  AscendC::SetSaturationFlag<AscendC::SaturationMode::CAST>(false);
  EXPECT_EQ((AscendC::Cast<float, int32_t, AscendC::RoundMode::CAST_RINT>(4294967296.0f + 4096.0f)), 4096);
  // InitSocState leaves CTRL alone on A2/A3 (its tables list no CTRL).
  AscendC::InitSocState();
  EXPECT_FALSE(AscendC::GetSaturationFlag<AscendC::SaturationMode::FLOAT>());
  AscendC::SetCtrlSpr<48, 48>(0);
  EXPECT_TRUE(AscendC::GetSaturationFlag<AscendC::SaturationMode::FLOAT>());
}

// The compute APIs follow SetSaturationFlag (A2/A3): half overflow gives
// 65504 while saturating and inf after SetSaturationFlag<FLOAT>(false).
TEST(KernelSupportPA2, ComputeApisFollowSetSaturationFlag) {
  ascendc_host::testing::FreshCore();
  auto a = ascendc_host::testing::TensorAt<half>(0, 128), d = ascendc_host::testing::TensorAt<half>(512, 128);
  ascendc_host::testing::FillWith(a, 128, [](uint32_t) { return half(60000.0f); });
  AscendC::Add(d, a, a, 128);
  EXPECT_EQ(d.GetValue(0).bits, 0x7BFF);
  AscendC::SetSaturationFlag<AscendC::SaturationMode::FLOAT>(false);
  AscendC::Add(d, a, a, 128);
  EXPECT_EQ(d.GetValue(0).bits, 0x7C00);
}

TEST(KernelSupportPA2, CheckLocalMemoryIAValidatesItsParameters) {
  ascendc_host::testing::FreshCore();
  AscendC::CheckLocalMemoryIA({0, 0, 512 * 2 / 32, false, false, false, true, false, false, true});
  AscendC::CheckLocalMemoryIA({0, 0, 0, false, false, false, false, false, false, false});
  ascendc_host::ScopedCheckedMode checked(true);
  EXPECT_TRUE(RaisesError([] { AscendC::CheckLocalMemoryIA({4, 0, 1}); }, Severity::kError,
                          {"CheckLocalMemoryIA", "enableBit=4"}));
  EXPECT_TRUE(RaisesError([] { AscendC::CheckLocalMemoryIA({0, 70000, 1}); }, Severity::kError, {"startAddr=70000"}));
}

struct Pa2Tiling {
  uint32_t length;
  uint32_t scale;
};

extern "C" __global__ __aicore__ void pa2_tiling_kernel(GM_ADDR out, GM_ADDR tiling) {
  REGISTER_TILING_DEFAULT(Pa2Tiling);
  GET_TILING_DATA(t, tiling);
  if (TILING_KEY_IS(3)) {
    reinterpret_cast<uint32_t*>(out)[AscendC::GetBlockIdx()] = t.length * t.scale;
    AscendC::printf("block done %u\n", t.scale);
  }
}

TEST(KernelSupportPA2, TilingKeyAndPrintf) {
  ascendc_host::testing::GmBuffer tiling(sizeof(Pa2Tiling));
  *tiling.as<Pa2Tiling>() = Pa2Tiling{7, 3};
  uint32_t out[3] = {};
  ascendc_host::testing::CapturedOutput text;
  ascendc_host::runtime::SetProcessTilingKey(3);
  ascendc_host::LaunchWith(ascendc_host::LaunchOptions{1}, 3, pa2_tiling_kernel, reinterpret_cast<uint8_t*>(out),
                           tiling.get());
  ascendc_host::runtime::SetProcessTilingKey(0);
  for (uint32_t v : out) EXPECT_EQ(v, 21u);
  EXPECT_EQ(text.text(), "[AIV Block 0/3] block done 3\n[AIV Block 1/3] block done 3\n[AIV Block 2/3] block done 3\n");
}

}  // namespace
