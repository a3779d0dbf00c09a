// Host-side launch of an operator over many blocks (SPEC 6.9).
//
//   ascendc_host::Launch(40, kernel_gather, dstGm, srcGm, offGm);
//
// Each block runs on a leased simulated core: its own UB arena (zeroed),
// registers reset, block_idx / GetBlockIdx() set. Blocks are spread over
// oneTBB worker threads; the result never depends on the number of threads.
// The first ascendc_host::Error (or other exception) raised in a block stops
// the blocks that have not started and reaches the caller, tagged with the
// block index.
//
// Blocks that wait for each other (SyncAll, CrossCoreWaitFlag, IBWait,
// WaitPreBlock) give their thread to the other blocks of the launch while
// they wait, so 48 blocks meet at a SyncAll on 2 threads (or 1). A wait that
// can never end (every unfinished block waits, or a barrier some blocks left
// by returning) is an Error naming the blocks and what they wait for.
//
// Launches may be nested (a block launches another operator) and may be
// started from several host threads at once; a nested launch runs on the
// threads of the launch around it.
#ifndef ASCENDC_HOST_LAUNCH_H_
#define ASCENDC_HOST_LAUNCH_H_

#include <cstddef>
#include <cstdint>
#include <tuple>
#include <utility>

#include "ascendc_host/config.h"

namespace ascendc_host {

struct LaunchOptions {
  // Worker threads for the blocks: 0 = ThreadLimit() (every core unless
  // limited), 1 = serial on the calling thread (kernels' own parallel loops
  // included). Values above the number of cores are clamped to it.
  uint32_t max_threads = 0;
  // One thread, blocks started in index order and, after every wait,
  // resumed in index order: floating-point GM atomics then accumulate in
  // block order, the same on every run (ASCENDC_HOST_DETERMINISTIC=1 turns
  // this on for every launch).
  bool deterministic = false;
};

// Bounds the worker threads of every launch whose max_threads is 0; 0 lifts
// the bound (all cores). Initially ASCENDC_HOST_THREADS from the environment.
// For frameworks that size their own thread pools.
void SetThreadLimit(uint32_t n);
// The bound now in force: the number of cores when none was set.
uint32_t ThreadLimit();

namespace runtime {
// What the launcher keeps for reuse between launches, each bounded so that
// memory stays flat on long runs: idle thread arenas of limited launches,
// simulated cores (UB arenas), stacks of blocks that waited.
struct PooledResources {
  size_t idle_arenas = 0;
  size_t cores = 0;
  size_t fiber_stacks = 0;
};
PooledResources Pooled();

using BlockBody = void (*)(void* context);
void LaunchBlocks(uint32_t num_blocks, uint32_t ub_bytes, const LaunchOptions& options, BlockBody body,
                  void* context);
}  // namespace runtime

template <typename Kernel, typename... Args>
void LaunchWith(const LaunchOptions& options, uint32_t num_blocks, Kernel&& kernel, Args&&... args) {
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
  LaunchWith(LaunchOptions{}, num_blocks, std::forward<Kernel>(kernel), std::forward<Args>(args)...);
}

}  // namespace ascendc_host

#endif  // ASCENDC_HOST_LAUNCH_H_
