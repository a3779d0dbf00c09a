// AscendC::AscCPUKernelLaunch: what newer CANN toolchains lower
// `kernel<<<numBlocks, dynamicSize, stream>>>(args...)` to in CPU mode. Host
// code that includes only kernel_operator.h calls it, so kernel_operator.h
// declares it (and tikicpulib.h through ascendc_host/cpu_debug.h).
#ifndef ASCENDC_HOST_FRONTS_ASC_CPU_KERNEL_LAUNCH_H_
#define ASCENDC_HOST_FRONTS_ASC_CPU_KERNEL_LAUNCH_H_

#include <cstdint>
#include <utility>

#include "ascendc_host/fronts/kernel_launch.h"

namespace AscendC {

// The same meaning as the launch it replaces: queued on `stream` (null: the
// default stream), run asynchronously; aclrtSynchronizeStream waits for it
// and reports a kernel error as an ACL error code. The dynamic UB size has
// no CPU meaning; the name appears in error messages.
template <typename Kernel, typename Dynamic, typename Stream, typename... Args>
void AscCPUKernelLaunch(uint32_t numBlocks, Dynamic dynamicSize, Stream stream, const char* kernelName,
                        Kernel kernelFunc, Args&&... args) {
  ::ascendc_host::fronts::AscKernelLaunch(kernelFunc, kernelName, numBlocks, dynamicSize, stream)(
      std::forward<Args>(args)...);
}

}  // namespace AscendC

#endif  // ASCENDC_HOST_FRONTS_ASC_CPU_KERNEL_LAUNCH_H_
