// Compatibility with CANN's CPU-debug host programs (tikicpulib.h): GM
// allocation, kernel mode, ICPU_RUN_KF and tiling keys. Blocks run in this
// process on oneTBB (no fork, no temporary files); an error raised in a block
// reaches the host as ascendc_host::Error naming the block.
#ifndef ASCENDC_HOST_CPU_DEBUG_H_
#define ASCENDC_HOST_CPU_DEBUG_H_

#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <utility>

#include "ascendc_host/error.h"
#include "ascendc_host/fronts/asc_cpu_kernel_launch.h"
#include "ascendc_host/fronts/streams.h"
#include "ascendc_host/launch.h"

// The CPU-debug harness's core selection. CANN's documentation writes it
// unqualified (AscendC::SetKernelMode(KernelMode::AIV_MODE)), so it lives in
// the global namespace and AscendC::KernelMode names the same type. Every
// mode runs the kernel as vector-core blocks here (the simulated cores have
// UB and vector state only): the mode is recorded and reported but does not
// change results.
enum class KernelMode { MIX_MODE = 0, AIC_MODE, AIV_MODE, MIX_AIC_1_1, MIX_AIC_1_2 };

namespace AscendC {

using ::KernelMode;

// GM memory for kernel arguments: 64-byte aligned host memory, zeroed. The
// ACL runtime knows it as device memory (aclrtMemcpy checks copies into it).
void* GmAlloc(size_t size);
// Frees GmAlloc (or aclrtMalloc) memory; FATAL for any other pointer, so a
// double free is reported instead of corrupting the heap. Null is ignored.
void GmFree(void* ptr);

void SetKernelMode(KernelMode mode);
KernelMode GetKernelMode();

// ICPU_SET_TILING_KEY: the key TILING_KEY_IS() tests inside the kernel.
void SetTilingKey(uint64_t key);
uint64_t GetTilingKey();

}  // namespace AscendC

namespace ascendc_host {
namespace fronts {
// ICPU_RUN_KF: runs every block and returns when they are done (CANN's
// CPU-debug launch is synchronous); the first error raised in a block is
// thrown here as ascendc_host::Error.
template <typename Kernel, typename Blocks, typename... Args>
void RunKernelNow(Kernel&& kernel, Blocks blockDim, Args&&... args) {
  static_assert(std::is_integral<Blocks>::value, "ICPU_RUN_KF(kernel, blockDim, args...): blockDim must be an integer");
  if (blockDim < 1 || static_cast<uint64_t>(blockDim) > static_cast<uint64_t>(kMaxLaunchBlocks)) {
    RaiseFatal("ICPU_RUN_KF", "blockDim", std::to_string(static_cast<int64_t>(blockDim)), "must be in [1, 65535]");
  }
  ::ascendc_host::Launch(static_cast<uint32_t>(blockDim), std::forward<Kernel>(kernel), std::forward<Args>(args)...);
}
}  // namespace fronts
}  // namespace ascendc_host

// TILING_KEY_IS itself is kernel code: ascendc_host/ascendc/tiling.h.
#define ICPU_SET_TILING_KEY(key) ::AscendC::SetTilingKey(static_cast<uint64_t>(key))
// ICPU_RUN_KF(kernel, blockDim, args...): runs `blockDim` blocks of the
// kernel (a function, or a function template instantiated explicitly:
// ICPU_RUN_KF(kernel<float, 8>, blockDim, ...) needs no extra parentheses,
// the arguments are forwarded as one list and parsed by the compiler).
#define ICPU_RUN_KF(...) ::ascendc_host::fronts::RunKernelNow(__VA_ARGS__)

#endif  // ASCENDC_HOST_CPU_DEBUG_H_
