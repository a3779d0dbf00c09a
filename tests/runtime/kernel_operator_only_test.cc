// Host code that includes only kernel_operator.h launches with
// AscendC::AscCPUKernelLaunch, what CANN lowers <<<...>>> to in CPU mode.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "kernel_operator.h"

// Without acl/acl.h the device synchronisation is reached through a
// declaration of its own, as a C function.
extern "C" int aclrtSynchronizeDevice(void);

namespace {

__global__ __aicore__ void store_block_index(GM_ADDR out) {
  reinterpret_cast<int32_t*>(out)[AscendC::GetBlockIdx()] = static_cast<int32_t>(AscendC::GetBlockIdx());
}

TEST(KernelOperatorOnly, AscCpuKernelLaunchIsDeclaredAndRunsOnTheDefaultStream) {
  std::vector<int32_t> out(6, -1);
  AscendC::AscCPUKernelLaunch(6, 0, nullptr, "store_block_index", store_block_index,
                              reinterpret_cast<uint8_t*>(out.data()));
  ascendc_host::fronts::AscKernelLaunch(store_block_index, "store_block_index", 6, 0, nullptr)(
      reinterpret_cast<uint8_t*>(out.data()));
  ASSERT_EQ(aclrtSynchronizeDevice(), 0);
  EXPECT_EQ(out, (std::vector<int32_t>{0, 1, 2, 3, 4, 5}));
}

}  // namespace
