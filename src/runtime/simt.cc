// SIMT thread blocks (runtime/simt.h, SPEC 16): the threads of a block as
// fibers of the worker thread that runs the block, scheduled in rounds.
//
// Each round resumes every thread that may run, in thread-index order; a
// thread runs until it ends or waits (asc_syncthreads, a warp function).
// After the round, a warp whose live lanes all wait in a warp function gets
// its exchange completed; when no warp could continue and every live thread
// waits at the barrier, the barrier opens. Anything else is a deadlock.
#include "ascendc_host/runtime/simt.h"

#include <algorithm>
#include <cstring>
#include <exception>
#include <memory>
#include <string>
#include <vector>

#include "ascendc_host/error.h"
#include "ascendc_host/runtime.h"
#include "runtime/fiber.h"

namespace ascendc_host {
namespace simt {
namespace {

// A SIMT thread's stack. The device gives a thread about 1 KiB of stack;
// here kernel code also runs the library's printf, error reporting and the
// C library on it. Pages are committed only when touched.
#if defined(ASCENDC_HOST_ASAN) || defined(ASCENDC_HOST_TSAN)
constexpr size_t kThreadStackBytes = 1u << 20;
#else
constexpr size_t kThreadStackBytes = 256u << 10;
#endif

enum class State : uint8_t { kRunnable, kAtBarrier, kAtWarp, kEnded };

struct Block;

// Small, so that a round over a block's threads stays in cache; what a warp
// exchange returns is kept apart (WorkerState::received).
struct Thread {
  runtime::fiber::Context context;
  Block* block = nullptr;
  Index3 index{0, 0, 0};
  State state = State::kRunnable;
  uint64_t deposit = 0;  // this thread's value in a warp exchange
};

struct Block {
  void (*body)(void*) = nullptr;
  void* context = nullptr;
  runtime::fiber::Context scheduler;
  Thread* current = nullptr;
  Thread* threads = nullptr;
  WarpView* received = nullptr;  // per thread: what its last warp exchange returned
  std::exception_ptr error;
  void* dynamic_ubuf = nullptr;
};

// Per worker thread: the stacks of its SIMT threads (kept across blocks and
// launches; a block of n threads uses the first n), the thread records and
// the dynamic UB.
struct WorkerState {
  std::vector<std::unique_ptr<runtime::fiber::Stack>> stacks;
  std::unique_ptr<Thread[]> threads;
  std::unique_ptr<WarpView[]> received;
  uint32_t thread_capacity = 0;
  std::unique_ptr<uint8_t[]> ubuf;
  size_t ubuf_bytes = 0;
};
thread_local WorkerState t_worker;
thread_local Block* t_block = nullptr;

void ThreadMain(void* arg) {
  Thread& self = *static_cast<Thread*>(arg);
  runtime::fiber::Started(self.context);
  Block& block = *self.block;
  try {
    block.body(block.context);
  } catch (...) {
    if (!block.error) block.error = std::current_exception();
  }
  self.state = State::kEnded;
  runtime::fiber::Switch(self.context, block.scheduler, /*leaving_for_good=*/true);
  __builtin_unreachable();
}

// Switches from the running thread back to the scheduler.
void Yield(Block& block, State state) {
  Thread& self = *block.current;
  self.state = state;
  runtime::fiber::Switch(self.context, block.scheduler);
}

Index3 Decompose(uint64_t linear, const Index3& extent) {
  Index3 i;
  i.x = static_cast<uint32_t>(linear % extent.x);
  i.y = static_cast<uint32_t>((linear / extent.x) % extent.y);
  i.z = static_cast<uint32_t>(linear / (static_cast<uint64_t>(extent.x) * extent.y));
  return i;
}

std::string Extent(const Index3& e) {
  return "(" + std::to_string(e.x) + ", " + std::to_string(e.y) + ", " + std::to_string(e.z) + ")";
}

uint64_t Volume(const Index3& e) { return static_cast<uint64_t>(e.x) * e.y * e.z; }

// Completes the exchange of every warp whose live lanes all wait in one.
// Returns the number of threads released.
uint32_t CompleteWarps(Thread* threads, WarpView* received, uint32_t count) {
  uint32_t released = 0;
  for (uint32_t first = 0; first < count; first += kWarpSize) {
    const uint32_t lanes = std::min(kWarpSize, count - first);
    uint32_t live = 0, waiting = 0;
    for (uint32_t l = 0; l < lanes; ++l) {
      const State s = threads[first + l].state;
      if (s != State::kEnded) live |= 1u << l;
      if (s == State::kAtWarp) waiting |= 1u << l;
    }
    if (waiting == 0 || waiting != live) continue;
    WarpView view{};
    view.live = live;
    view.lanes = lanes;
    for (uint32_t l = 0; l < lanes; ++l) view.values[l] = threads[first + l].deposit;
    for (uint32_t l = 0; l < lanes; ++l) {
      Thread& t = threads[first + l];
      if (t.state != State::kAtWarp) continue;
      received[first + l] = view;
      received[first + l].lane = l;
      t.state = State::kRunnable;
      ++released;
    }
  }
  return released;
}

[[noreturn]] void RaiseDeadlock(Thread* threads, uint32_t count) {
  uint32_t at_barrier = 0, at_warp = 0, warp = 0;
  for (uint32_t i = 0; i < count; ++i) {
    if (threads[i].state == State::kAtBarrier) ++at_barrier;
    if (threads[i].state == State::kAtWarp) {
      if (at_warp++ == 0) warp = i / kWarpSize;
    }
  }
  RaiseFatal("asc_syncthreads", "threads",
             std::to_string(at_barrier) + " at asc_syncthreads, " + std::to_string(at_warp) +
                 " in a warp function (first in warp " + std::to_string(warp) + ")",
             "every live thread of a block must reach the same barrier, and every live lane of a warp the same warp "
             "function");
}

}  // namespace

uint64_t CheckLaunch(const char* kernel, const LaunchShape& shape) {
  const std::string api = std::string("<<<>>> ") + kernel;
  if (shape.grid.x == 0 || shape.grid.y == 0 || shape.grid.z == 0)
    RaiseFatal(api.c_str(), "blocks_per_grid", Extent(shape.grid), "every extent must be at least 1");
  if (shape.block.x == 0 || shape.block.y == 0 || shape.block.z == 0)
    RaiseFatal(api.c_str(), "threads_per_block", Extent(shape.block), "every extent must be at least 1");
  if (Volume(shape.block) > kMaxThreadsPerBlock)
    RaiseFatal(api.c_str(), "threads_per_block", Extent(shape.block) + " = " + std::to_string(Volume(shape.block)),
               "x * y * z must be at most 2048 (the largest __launch_bounds__)");
  if (shape.dynamic_ubuf_bytes > kMaxDynamicUbufBytes)
    RaiseFatal(api.c_str(), "dyn_ubuf_size", std::to_string(shape.dynamic_ubuf_bytes),
               "must be at most 221184 bytes (256 KiB of UB less 8 KiB reserved and 32 KiB of Data Cache)");
  return Volume(shape.grid);
}

void RunBlock(const LaunchShape& shape, void (*body)(void*), void* context) {
  WorkerState& w = t_worker;
  const uint32_t count = static_cast<uint32_t>(Volume(shape.block));
  if (w.thread_capacity < count) {
    w.threads.reset(new Thread[count]);
    w.received.reset(new WarpView[count]);
    w.thread_capacity = count;
  }
  while (w.stacks.size() < count) w.stacks.push_back(std::make_unique<runtime::fiber::Stack>(kThreadStackBytes));
  if (w.ubuf_bytes < shape.dynamic_ubuf_bytes) {
    w.ubuf.reset(new uint8_t[shape.dynamic_ubuf_bytes + 32]());
    w.ubuf_bytes = shape.dynamic_ubuf_bytes;
  }

  Block block;
  block.body = body;
  block.context = context;
  if (shape.dynamic_ubuf_bytes != 0) {
    const uintptr_t raw = reinterpret_cast<uintptr_t>(w.ubuf.get());
    block.dynamic_ubuf = reinterpret_cast<void*>((raw + 31) & ~uintptr_t{31});
  }
  Thread* threads = w.threads.get();
  block.threads = threads;
  block.received = w.received.get();
  Index3 index{0, 0, 0};
  for (uint32_t i = 0; i < count; ++i) {
    Thread& t = threads[i];
    t.block = &block;
    t.index = index;
    t.state = State::kRunnable;
    runtime::fiber::Make(t.context, *w.stacks[i], &ThreadMain, &t);
    if (++index.x == shape.block.x) {
      index.x = 0;
      if (++index.y == shape.block.y) index.y = 0, ++index.z;
    }
  }

  // The built-in variables of this block; threadIdx is set per thread.
  const Index3 saved_thread = simt::threadIdx, saved_block = simt::blockIdx;
  const Index3 saved_dim = simt::blockDim, saved_grid = simt::gridDim;
  Block* const saved = t_block;
  simt::blockIdx = Decompose(runtime::CurrentCore().block_idx, shape.grid);
  simt::blockDim = shape.block;
  simt::gridDim = shape.grid;
  t_block = &block;
  auto restore = [&] {
    for (uint32_t i = 0; i < count; ++i) runtime::fiber::Destroy(threads[i].context);
    t_block = saved;
    simt::threadIdx = saved_thread;
    simt::blockIdx = saved_block;
    simt::blockDim = saved_dim;
    simt::gridDim = saved_grid;
  };

  uint32_t live = count;
  while (live != 0) {
    for (uint32_t i = 0; i < count && !block.error; ++i) {
      Thread& t = threads[i];
      if (t.state != State::kRunnable) continue;
      block.current = &t;
      simt::threadIdx = t.index;
      runtime::fiber::Switch(block.scheduler, t.context);
      if (t.state == State::kEnded) --live;
    }
    block.current = nullptr;
    if (block.error) break;
    if (live == 0) break;
    if (CompleteWarps(threads, block.received, count) != 0) continue;
    uint32_t at_barrier = 0;
    for (uint32_t i = 0; i < count; ++i) at_barrier += threads[i].state == State::kAtBarrier;
    if (at_barrier != live) {
      restore();
      RaiseDeadlock(threads, count);
    }
    for (uint32_t i = 0; i < count; ++i)
      if (threads[i].state == State::kAtBarrier) threads[i].state = State::kRunnable;
  }
  restore();
  if (block.error) std::rethrow_exception(block.error);
}

bool InThread() { return t_block != nullptr; }

void SyncThreads() {
  Block* block = t_block;
  if (block == nullptr || block->current == nullptr) return;
  Yield(*block, State::kAtBarrier);
}

void* DynamicUbuf() {
  Block* block = t_block;
  return block == nullptr ? nullptr : block->dynamic_ubuf;
}

WarpView WarpExchange(uint64_t bits) {
  Block* block = t_block;
  if (block == nullptr || block->current == nullptr) {
    WarpView view{};
    view.values[0] = bits;
    view.live = 1;
    view.lane = 0;
    view.lanes = 1;
    return view;
  }
  Thread& self = *block->current;
  self.deposit = bits;
  Yield(*block, State::kAtWarp);
  return block->received[&self - block->threads];
}

}  // namespace simt
}  // namespace ascendc_host
