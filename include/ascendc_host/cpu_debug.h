// Compatibility with CANN's CPU-debug host programs (tikicpulib.h): GM
// allocation, kernel mode, ICPU_RUN_KF and tiling keys. Blocks run in this
// process on oneTBB (no fork, no temporary files); an error raised in a block
// reaches the host as ascendc_host::Error naming the block.
#ifndef ASCENDC_HOST_CPU_DEBUG_H_
#define ASCENDC_HOST_CPU_DEBUG_H_

#include <cstddef>
#include <cstdint>

#include "ascendc_host/launch.h"

namespace AscendC {

// GM memory for kernel arguments: 64-byte aligned host memory, zeroed.
void* GmAlloc(size_t size);
void GmFree(void* ptr);

// The CPU-debug harness's core selection. Every mode runs the kernel as
// vector-core blocks here (the simulated cores have UB and vector state
// only), so the mode is recorded and reported but does not change results.
enum class KernelMode { MIX_MODE = 0, AIC_MODE, AIV_MODE, MIX_AIC_1_1, MIX_AIC_1_2 };
void SetKernelMode(KernelMode mode);
KernelMode GetKernelMode();

// ICPU_SET_TILING_KEY: the key TILING_KEY_IS() tests inside the kernel.
void SetTilingKey(uint64_t key);
uint64_t GetTilingKey();

// What newer CANN toolchains lower `kernel<<<numBlocks, dynamicSize, stream>>>(args...)`
// to in CPU mode. Here the blocks run at once on oneTBB; the stream and the
// dynamic UB size have no CPU meaning, the name is only informative.
template <typename Kernel, typename... Args>
inline void AscCPUKernelLaunch(unsigned numBlocks, void* /*dynamicSize*/, void* /*stream*/,
                               const char* /*kernelName*/, Kernel kernelFunc, Args... args) {
  ::ascendc_host::Launch(numBlocks, kernelFunc, args...);
}

}  // namespace AscendC

#define TILING_KEY_IS(key) (::AscendC::GetTilingKey() == static_cast<uint64_t>(key))
#define ICPU_SET_TILING_KEY(key) ::AscendC::SetTilingKey(static_cast<uint64_t>(key))
// ICPU_RUN_KF(kernel, numBlocks, args...): runs `numBlocks` blocks of the
// kernel (a function or an instantiated function template).
#define ICPU_RUN_KF(func, blockDim, ...) ::ascendc_host::Launch((blockDim), func, ##__VA_ARGS__)

#endif  // ASCENDC_HOST_CPU_DEBUG_H_
