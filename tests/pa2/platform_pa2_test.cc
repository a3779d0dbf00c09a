// The Atlas A2/A3 program's platform: PlatformAscendC, the SoC name and the
// profile its translation units registered.
#include <gtest/gtest.h>

#include "acl/acl.h"
#include "ascendc_host/fronts/program_profile.h"
#include "kernel_operator.h"
#include "tiling/platform/platform_ascendc.h"

namespace {

TEST(PlatformAscendCPA2, DescribesTheProgramsAtlasA2) {
  EXPECT_EQ(ascendc_host::fronts::ProgramProfile().profile, ascendc_host::Profile::kPA2);
  EXPECT_STREQ(aclrtGetSocName(), "Ascend910B1");
  platform_ascendc::PlatformAscendC* p = platform_ascendc::PlatformAscendCManager::GetInstance();
  EXPECT_EQ(p->GetSocVersion(), platform_ascendc::SocVersion::ASCEND910B);
  EXPECT_EQ(p->GetCurNpuArch(), NpuArch::DAV_2201);
  EXPECT_EQ(p->GetCoreNumAic(), 24u);
  EXPECT_EQ(p->GetCoreNumAiv(), 48u);
  EXPECT_EQ(p->GetVecRegLen(), 0u);
  uint64_t ub = 0, l0c = 0;
  p->GetCoreMemSize(platform_ascendc::CoreMemType::UB, ub);
  p->GetCoreMemSize(platform_ascendc::CoreMemType::L0_C, l0c);
  EXPECT_EQ(ub, ascendc_host::kProfilePA2.ub_bytes);
  EXPECT_EQ(l0c, 128u * 1024);
}

}  // namespace
