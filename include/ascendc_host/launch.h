// Host-side launch of an operator over many blocks (SPEC 6.9).
//
//   ascendc_host::Launch(40, kernel_gather, dstGm, srcGm, offGm);
//
// Each block runs as a oneTBB task on a leased simulated core: its own UB
// arena (zeroed), mask registers reset, block_idx / GetBlockIdx() set. The
// result never depends on the number of threads. The first ascendc_host::Error
// (or other exception) raised in a block stops blocks that have not started
// and reaches the caller, tagged with the block index.
#ifndef ASCENDC_HOST_LAUNCH_H_
#define ASCENDC_HOST_LAUNCH_H_

#include <cstdint>
#include <tuple>
#include <utility>

#include "ascendc_host/config.h"

namespace ascendc_host {

struct LaunchOptions {
  uint32_t max_threads = 0;  // 0: oneTBB's default (all cores); 1: serial
};

namespace runtime {
using BlockBody = void (*)(void* context);
void LaunchBlocks(uint32_t num_blocks, uint32_t ub_bytes, const LaunchOptions& options,
                  BlockBody body, void* context);
}  // namespace runtime

template <typename Kernel, typename... Args>
void LaunchWith(const LaunchOptions& options, uint32_t num_blocks, Kernel&& kernel,
                Args&&... args) {
  // Arguments are captured by value so every block sees the same ones.
  auto call = [&kernel, tuple = std::make_tuple(args...)]() mutable { std::apply(kernel, tuple); };
  using Call = decltype(call);
  runtime::LaunchBlocks(num_blocks, kProfile.ub_bytes, options,
                        [](void* context) {
                          Call copy = *static_cast<Call*>(context);
                          copy();
                        },
                        &call);
}

template <typename Kernel, typename... Args>
void Launch(uint32_t num_blocks, Kernel&& kernel, Args&&... args) {
  LaunchWith(LaunchOptions{}, num_blocks, std::forward<Kernel>(kernel),
             std::forward<Args>(args)...);
}

}  // namespace ascendc_host

#endif  // ASCENDC_HOST_LAUNCH_H_
