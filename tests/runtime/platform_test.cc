// PlatformAscendC describes the chip the program's kernels were compiled
// for (here Ascend 950; tests/pa2/platform_pa2_test.cc: Atlas A2/A3).
#include <gtest/gtest.h>

#include "ascendc_host/fronts/program_profile.h"
#include "kernel_operator.h"
#include "tiling/platform/platform_ascendc.h"

namespace {

using platform_ascendc::CoreMemType;

TEST(PlatformAscendC, DescribesTheProgramsAscend950) {
  EXPECT_EQ(ascendc_host::fronts::ProgramProfile().profile, ascendc_host::Profile::kP950);
  platform_ascendc::PlatformAscendC* p = platform_ascendc::PlatformAscendCManager::GetInstance();
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(p, platform_ascendc::PlatformAscendCManager::GetInstance("Ascend910B1"));  // a singleton
  EXPECT_EQ(p->GetSocVersion(), platform_ascendc::SocVersion::ASCEND950);
  EXPECT_EQ(p->GetCurNpuArch(), NpuArch::DAV_3510);
  EXPECT_EQ(p->GetCoreNumAic(), 28u);
  EXPECT_EQ(p->GetCoreNumAiv(), 56u);
  EXPECT_EQ(p->GetCoreNum(), 56u);
  EXPECT_EQ(p->GetCoreNumVector(), 0u);
  EXPECT_EQ(p->GetVecRegLen(), 256u);
  uint64_t ub = 0, l1 = 0, l0c = 0;
  p->GetCoreMemSize(CoreMemType::UB, ub);
  p->GetCoreMemSize(CoreMemType::L1, l1);
  p->GetCoreMemSize(CoreMemType::L0_C, l0c);
  EXPECT_EQ(ub, ascendc_host::kProfileP950.ub_bytes);
  EXPECT_EQ(l1, 512u * 1024);
  EXPECT_EQ(l0c, 256u * 1024);
  EXPECT_EQ(p->CalcTschNumBlocks(56, 28, 56), 28u);
  EXPECT_EQ(p->CalcTschNumBlocks(57, 28, 56), 29u);
  EXPECT_EQ(p->CalcTschNumBlocks(40, 0, 56), 40u);
}

TEST(PlatformAscendC, ReservedLocalMemoryIsTakenFromTheUb) {
  platform_ascendc::PlatformAscendC p(static_cast<fe::PlatFormInfos*>(nullptr));
  uint64_t ub = 0;
  p.ReserveLocalMemory(platform_ascendc::ReservedSize::RESERVED_SIZE_8K);
  p.ReserveLocalMemory(platform_ascendc::ReservedSize::RESERVED_SIZE_16K);  // the last call counts
  p.GetCoreMemSize(CoreMemType::UB, ub);
  EXPECT_EQ(ub, ascendc_host::kProfileP950.ub_bytes - 16u * 1024);
  uint64_t bw = 0;
  p.GetCoreMemBw(CoreMemType::HBM, bw);
  EXPECT_GT(bw, 0u);
  p.GetCoreMemBw(CoreMemType::UB, bw);
  EXPECT_EQ(bw, 0u);
}

}  // namespace
