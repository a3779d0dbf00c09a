// Host side shared by the PyTorch operators: input checks that raise
// Python RuntimeErrors, the CANN-style split of a tensor into blocks and
// tiles, the worker count, and the launch that turns an ascendc_host::Error
// into a RuntimeError naming the API and the block.
#ifndef ASCENDC_HOST_INTEGRATIONS_TORCH_HOST_H_
#define ASCENDC_HOST_INTEGRATIONS_TORCH_HOST_H_

#include <ATen/ATen.h>
#include <ATen/Parallel.h>
#include <c10/util/Exception.h>

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <string>

#include "ascendc_host/error.h"
#include "ascendc_host/launch.h"
#include "ascendc_host/runtime.h"

namespace ascendc_host_torch {

// Device, layout, contiguity and autograd rules every tensor argument
// obeys. `op` names the operator ("ascendc_host.add"), `name` the argument.
void CheckTensor(const char* op, const char* name, const at::Tensor& t);
// dtype must be one of `allowed`.
void CheckDtype(const char* op, const char* name, const at::Tensor& t, std::initializer_list<at::ScalarType> allowed);

// Workers a launch may use: at::get_num_threads() (torch.set_num_threads),
// capped by ASCENDC_HOST_THREADS when that is set; at least 1.
uint32_t WorkerThreads();

// How a flat range of `total` units is cut (what CANN's tiling function
// computes): `blocks` blocks of `per_block` units (the last one takes the
// rest), each walked in tiles of `tile` units. per_block is a multiple of
// tile, so only the last block can end in a partial tile.
struct Split {
  uint32_t blocks = 0;
  uint64_t per_block = 0;
};
// Blocks: one per worker, but no block with less than kMinBytesPerBlock of
// input, because each launched block first zeroes its core's UB.
inline constexpr uint64_t kMinBytesPerBlock = 256 * 1024;
Split SplitForBlocks(uint64_t total, uint64_t bytes_per_unit, uint64_t tile, uint32_t threads);

// Rethrows an ascendc_host::Error raised by kernel `kernel` as a RuntimeError:
// "ascendc_host.add: kernel add_custom failed: DataCopy: ... [FATAL] (block 3)".
[[noreturn]] void RaiseKernelError(const char* op, const char* kernel, const ascendc_host::Error& e);

// Runs `kernel` on `blocks` blocks with at most `threads` workers. A single
// block runs directly on the calling thread (block 0 of 1 on its default
// core, registers reset): that skips the launcher's lease and UB zeroing,
// which cost more than a small call's work.
template <typename Kernel, typename... Args>
void RunKernel(const char* op, const char* kernel_name, const Split& split, uint32_t threads, Kernel* kernel,
               Args... args) {
  if (split.blocks == 0) return;
  try {
    if (split.blocks == 1) {
      ascendc_host::runtime::CurrentCore().ResetRegisters();
      kernel(args...);
    } else {
      ascendc_host::LaunchWith(ascendc_host::LaunchOptions{std::min(threads, split.blocks)}, split.blocks, kernel,
                               args...);
    }
  } catch (const ascendc_host::Error& e) {
    RaiseKernelError(op, kernel_name, e);
  }
}

// GM address of a tensor's data, as kernels take it.
inline uint8_t* Gm(const at::Tensor& t) { return static_cast<uint8_t*>(t.data_ptr()); }
template <typename Tiling>
uint8_t* TilingGm(Tiling& tiling) {
  return reinterpret_cast<uint8_t*>(&tiling);
}

}  // namespace ascendc_host_torch

#endif  // ASCENDC_HOST_INTEGRATIONS_TORCH_HOST_H_
