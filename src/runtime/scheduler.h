// The launcher's view of one launch, shared by the block scheduler
// (launch.cc) and the synchronisation primitives (block_sync.cc).
//
// Blocks of a launch are claimed in index order by runners (one per worker
// thread, at most max_threads). A runner runs a block on its own stack; if
// that block has to wait, the runner starts further blocks (and resumes the
// ones it parked earlier) as fibers (fiber.h) until the wait is over. A
// parked block is resumed only by the runner that parked it, on the same
// thread. Every change a waiter may depend on bumps the launch's generation
// and wakes the runners that sleep because none of their blocks can run.
#ifndef ASCENDC_HOST_SRC_RUNTIME_SCHEDULER_H_
#define ASCENDC_HOST_SRC_RUNTIME_SCHEDULER_H_

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <exception>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "ascendc_host/launch.h"

namespace ascendc_host {
namespace runtime {

struct BlockSyncState;  // block_sync.cc

// What a parked block waits for.
class Waiter {
 public:
  // Called with the launch's lock held. Returns true when the wait is over,
  // having taken what it waited for (a flag count, a GM word): it is then
  // not called again for this wait.
  virtual bool TryComplete() = 0;
  // For deadlock reports: "at SyncAll (all 48 blocks)".
  virtual std::string Describe() const = 0;

 protected:
  ~Waiter() = default;
};

struct LaunchState {
  LaunchState(uint32_t blocks, uint32_t ub, BlockBody fn, void* ctx, bool ordered);
  ~LaunchState();

  const uint32_t num_blocks;
  const uint32_t ub_bytes;
  const BlockBody body;
  void* const context;
  const bool deterministic;

  std::atomic<uint32_t> next_block{0};  // next block to claim
  std::atomic<bool> stop{false};        // an error: unclaimed blocks never start

  // Everything below is guarded by mu.
  std::mutex mu;
  std::condition_variable cv;
  uint64_t generation = 0;   // bumped by every change a waiter may depend on
  bool aborting = false;     // parked blocks unwind instead of waiting on
  uint32_t finished = 0;     // blocks that returned (or unwound)
  std::vector<struct BlockTask*> parked;
  std::exception_ptr error;  // the first error of the launch
  std::unique_ptr<BlockSyncState> sync;  // created by the first synchronising call

  // Claims the next block; false when none is left (or the launch failed).
  bool Claim(uint32_t* index);
  // Records `e` unless an error is recorded already; stops the launch.
  void Fail(std::exception_ptr e);
  // Bumps the generation and wakes sleeping runners (mu held).
  void WakeLocked();
};

// The launch and block index of the calling block (nullptr, 0 for a kernel
// called directly).
LaunchState* CurrentLaunch();
uint32_t CurrentBlock();

// Parks the calling block until waiter.TryComplete() returns true, running
// other blocks of its launch meanwhile. `lock` holds the launch's mutex and
// is held again on return. Raises the deadlock Error, or unwinds the block
// quietly when the launch fails elsewhere.
void WaitInLaunch(const char* api, Waiter& waiter, std::unique_lock<std::mutex>& lock);

// Thrown inside a parked block to unwind it when its launch fails
// elsewhere; the launcher swallows it.
struct LaunchAborted {};

}  // namespace runtime
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_SRC_RUNTIME_SCHEDULER_H_
