// The block launcher (launch.h): runners on oneTBB, blocks on leased cores,
// cooperative waiting (scheduler.h), thread limits and arenas.
#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include <tbb/blocked_range.h>
#include <tbb/info.h>
#include <tbb/parallel_for.h>
#include <tbb/task_arena.h>
#include <tbb/task_group.h>

#include "ascendc_host/error.h"
#include "ascendc_host/launch.h"
#include "ascendc_host/runtime.h"
#include "ascendc_host/runtime/block_sync.h"
#include "runtime/block_sync_state.h"
#include "runtime/cores.h"
#include "runtime/fiber.h"
#include "runtime/scheduler.h"

extern thread_local int64_t block_idx;
extern thread_local int64_t block_num;

namespace ascendc_host {
namespace runtime {

// One block of a launch while it runs or waits.
struct BlockTask {
  enum class State : uint8_t { kRunning, kParked, kFinished };
  LaunchState* launch = nullptr;
  class Runner* owner = nullptr;
  uint32_t index = 0;
  bool native = true;  // runs on its runner's own stack (else on a fiber)
  State state = State::kRunning;
  // While parked:
  Waiter* waiter = nullptr;
  const char* api = nullptr;
  bool ready = false;           // its waiter completed; to be resumed
  uint64_t checked_at = ~0ull;  // generation at which TryComplete last failed
  // Fibers only:
  fiber::Context context;
  fiber::Stack* stack = nullptr;
  // Thread-local block state while switched out (see Runner::Resume).
  CoreState* saved_core = nullptr;
  int64_t saved_idx = 0, saved_num = 1;
};

namespace {

thread_local BlockTask* t_task = nullptr;
std::atomic<uint64_t> g_wait_checks{0};

uint32_t Cores() {
  static const uint32_t cores = static_cast<uint32_t>(std::max(1, tbb::info::default_concurrency()));
  return cores;
}

uint32_t ThreadLimitFromEnv() {
  const char* env = std::getenv("ASCENDC_HOST_THREADS");
  if (env == nullptr || *env == '\0') return 0;
  char* end = nullptr;
  const unsigned long v = std::strtoul(env, &end, 10);
  if (end == env || *end != '\0') {
    std::fprintf(stderr, "ascendc-host: ASCENDC_HOST_THREADS=%s is not a number of threads; ignored\n", env);
    return 0;
  }
  return static_cast<uint32_t>(std::min<unsigned long>(v, 1u << 20));
}
std::atomic<uint32_t> g_thread_limit{ThreadLimitFromEnv()};

bool DeterministicFromEnv() {
  static const bool on = [] {
    const char* env = std::getenv("ASCENDC_HOST_DETERMINISTIC");
    return env != nullptr && *env != '\0' && std::strcmp(env, "0") != 0;
  }();
  return on;
}

std::string BlockList(std::vector<uint32_t> blocks) {
  std::sort(blocks.begin(), blocks.end());
  std::string s;
  for (size_t i = 0; i < blocks.size();) {
    size_t j = i;
    while (j + 1 < blocks.size() && blocks[j + 1] == blocks[j] + 1) ++j;
    if (!s.empty()) s += ",";
    s += std::to_string(blocks[i]);
    if (j > i) s += "-" + std::to_string(blocks[j]);
    i = j + 1;
  }
  return s;
}

// Converts whatever a block threw into an Error naming the block.
std::exception_ptr BlockError(uint32_t idx) {
  try {
    throw;
  } catch (const Error& e) {
    return std::make_exception_ptr(e.diagnostic().block >= 0 ? e : e.WithBlock(idx));
  } catch (const std::exception& e) {
    Diagnostic d;
    d.severity = Severity::kFatal;
    d.api = "Launch";
    d.param = "kernel";
    d.rule = std::string("threw: ") + e.what();
    d.block = idx;
    return std::make_exception_ptr(Error(std::move(d)));
  } catch (...) {
    Diagnostic d;
    d.severity = Severity::kFatal;
    d.api = "Launch";
    d.param = "kernel";
    d.rule = "threw an exception that is not a std::exception";
    d.block = idx;
    return std::make_exception_ptr(Error(std::move(d)));
  }
}

// Runs block `task.index` on a leased core: the one place a block's body
// is called, whatever stack it runs on.
void RunBlockBody(BlockTask& task) {
  LaunchState& L = *task.launch;
  internal::OwnedCore* core = internal::LeaseCore(L.ub_bytes, task.index, L.num_blocks);
  CoreState* const saved_core = internal::tls_current_core;
  const int64_t saved_idx = block_idx, saved_num = block_num;
  BlockTask* const saved_task = t_task;
  internal::tls_current_core = &internal::StateOf(core);
  block_idx = task.index;
  block_num = L.num_blocks;
  t_task = &task;
  try {
    L.body(L.context);
    internal::FinishBlock(*internal::tls_current_core);  // pending output, unknown tiling key
  } catch (const LaunchAborted&) {
    // Unwound because the launch failed elsewhere: that error is reported.
  } catch (...) {
    L.Fail(BlockError(task.index));
  }
  internal::tls_current_core = saved_core;
  block_idx = saved_idx;
  block_num = saved_num;
  t_task = saved_task;
  internal::ReturnCore(core);
  std::lock_guard<std::mutex> lock(L.mu);
  ++L.finished;
  task.state = BlockTask::State::kFinished;
  // A block that returns may leave a barrier unreachable: waiters re-check.
  if (!L.parked.empty()) L.WakeLocked();
}

}  // namespace

// A worker of one launch on one thread; see scheduler.h.
class Runner {
 public:
  explicit Runner(LaunchState& launch) : L(launch) {}
  ~Runner() = default;
  Runner(const Runner&) = delete;
  Runner& operator=(const Runner&) = delete;

  void Run() {
    uint32_t idx = 0;
    while (L.Claim(&idx)) {
      BlockTask task;
      task.launch = &L;
      task.owner = this;
      task.index = idx;
      RunBlockBody(task);
    }
    // Blocks parked here are resumed only here.
    if (!fibers_.empty()) {
      std::unique_lock<std::mutex> lock(L.mu);
      Schedule(nullptr, lock);
    }
  }

  // The calling block (task) waits; lock holds L.mu.
  void Wait(BlockTask& task, const char* api, Waiter& waiter, std::unique_lock<std::mutex>& lock) {
    Park(task, api, waiter);
    if (task.native) {
      Schedule(&task, lock);
      return;
    }
    lock.unlock();
    fiber::Switch(task.context, base_);
    lock.lock();
    if (L.aborting && !task.ready) throw LaunchAborted{};
    task.ready = false;
  }

 private:
  void Park(BlockTask& task, const char* api, Waiter& waiter) {
    task.state = BlockTask::State::kParked;
    task.waiter = &waiter;
    task.api = api;
    task.ready = false;
    task.checked_at = ~0ull;
    L.parked.push_back(&task);
  }
  void Unpark(BlockTask& task) {
    task.state = BlockTask::State::kRunning;
    task.waiter = nullptr;
    L.parked.erase(std::find(L.parked.begin(), L.parked.end(), &task));
  }
  bool Check(BlockTask& task) {
    if (!task.ready && task.checked_at != L.generation) {
      g_wait_checks.fetch_add(1, std::memory_order_relaxed);
      task.ready = task.waiter->TryComplete();
      if (!task.ready) task.checked_at = L.generation;
    }
    return task.ready;
  }

  // Runs this runner's parked blocks and new blocks until `native`'s wait
  // is over (native != nullptr) or every fiber of this runner has finished.
  void Schedule(BlockTask* native, std::unique_lock<std::mutex>& lock) {
    for (;;) {
      if (L.aborting) {
        // Unwind every parked block of this runner, then the native one.
        BlockTask* f = nullptr;
        for (BlockTask* t : fibers_)
          if (t->state == BlockTask::State::kParked) f = t;
        if (f != nullptr) {
          Unpark(*f);
          lock.unlock();
          Resume(*f);
          lock.lock();
          continue;
        }
        if (native != nullptr) {
          Unpark(*native);
          if (native->ready) {
            native->ready = false;
            return;  // its wait completed before the failure: let it see the error later
          }
          throw LaunchAborted{};
        }
        return;  // every fiber of this runner has unwound
      }
      BlockTask* next = PickReady(native);
      if (next != nullptr && next == native) {
        Unpark(*native);
        native->ready = false;
        return;
      }
      if (next != nullptr) {
        Unpark(*next);
        lock.unlock();
        Resume(*next);
        lock.lock();
        continue;
      }
      uint32_t idx = 0;
      if (L.Claim(&idx)) {
        lock.unlock();
        BlockTask* f = StartFiber(idx);
        Resume(*f);
        lock.lock();
        continue;
      }
      if (native == nullptr && fibers_.empty()) return;
      if (SomethingCanRun()) continue;
      const uint64_t seen = L.generation;
      L.cv.wait(lock, [&] { return L.generation != seen || L.aborting; });
    }
  }

  // The ready block to run next among `native` and this runner's parked
  // fibers: the native one first, else the oldest; in deterministic mode
  // the lowest block index.
  BlockTask* PickReady(BlockTask* native) {
    BlockTask* best = nullptr;
    if (native != nullptr && Check(*native)) {
      if (!L.deterministic) return native;
      best = native;
    }
    for (BlockTask* t : fibers_) {
      if (t->state != BlockTask::State::kParked || !Check(*t)) continue;
      if (!L.deterministic) return t;
      if (best == nullptr || t->index < best->index) best = t;
    }
    return best;
  }

  // Nothing of this runner can run. Returns true when something of this
  // runner became ready after all; otherwise wakes the owners of ready
  // blocks elsewhere, or raises the deadlock when no block anywhere can
  // ever continue.
  bool SomethingCanRun() {
    bool mine = false, elsewhere = false;
    for (BlockTask* t : L.parked) {
      if (!t->ready) {
        g_wait_checks.fetch_add(1, std::memory_order_relaxed);
        t->ready = t->waiter->TryComplete();  // GM words may change without an event
      }
      if (!t->ready) continue;
      (t->owner == this ? mine : elsewhere) = true;
    }
    if (mine) return true;
    if (elsewhere) {
      L.WakeLocked();
      return false;
    }
    const uint32_t claimed = std::min(L.next_block.load(), L.num_blocks);
    const bool all_claimed = L.stop.load() || claimed == L.num_blocks;
    if (!all_claimed || L.parked.empty() || L.parked.size() != claimed - L.finished) return false;
    ReportDeadlock(claimed);
    return true;
  }

  void ReportDeadlock(uint32_t claimed) {
    // Group the waiting blocks by what they wait for.
    const BlockTask* first = L.parked.front();
    for (const BlockTask* t : L.parked)
      if (t->index < first->index) first = t;
    std::vector<std::pair<std::string, std::vector<uint32_t>>> groups;
    std::vector<bool> waiting(claimed, false);
    for (const BlockTask* t : L.parked) {
      waiting[t->index] = true;
      std::string what = t->waiter->Describe();
      if (std::strcmp(t->api, first->api) != 0) what = std::string("in ") + t->api + " " + what;
      auto g = std::find_if(groups.begin(), groups.end(), [&](const auto& x) { return x.first == what; });
      if (g == groups.end()) groups.emplace_back(what, std::vector<uint32_t>{t->index});
      else g->second.push_back(t->index);
    }
    std::string value;
    for (auto& g : groups) {
      if (!value.empty()) value += "; ";
      value += BlockList(g.second) + " " + g.first;
    }
    std::vector<uint32_t> returned;
    for (uint32_t b = 0; b < claimed; ++b)
      if (!waiting[b]) returned.push_back(b);
    Diagnostic d;
    d.severity = Severity::kFatal;
    d.api = first->api;
    d.param = "waiting blocks";
    d.value = value;
    d.rule = returned.empty()
                 ? "can never continue: every block of the launch waits (deadlock)"
                 : "can never continue: every other block returned (" + BlockList(returned) + ") (deadlock)";
    if (L.stop.load() && claimed < L.num_blocks) d.rule += "; blocks from " + std::to_string(claimed) + " on never started";
    d.block = first->index;
    if (!L.error) L.error = std::make_exception_ptr(Error(std::move(d)));
    L.stop.store(true);
    L.aborting = true;
    L.WakeLocked();
  }

  BlockTask* StartFiber(uint32_t idx) {
    auto task = std::make_unique<BlockTask>();
    task->launch = &L;
    task->owner = this;
    task->index = idx;
    task->native = false;
    task->stack = fiber::AcquireStack();
    fiber::Make(task->context, *task->stack, &FiberMain, task.get());
    // Until the block sets its own, it runs with this runner's thread state.
    task->saved_core = internal::tls_current_core;
    task->saved_idx = block_idx;
    task->saved_num = block_num;
    fibers_.push_back(task.get());
    return task.release();
  }

  static void FiberMain(void* arg) {
    BlockTask& task = *static_cast<BlockTask*>(arg);
    fiber::Started(task.context);
    RunBlockBody(task);
    fiber::Switch(task.context, task.owner->base_, /*leaving_for_good=*/true);
    std::abort();  // a finished fiber is never resumed
  }

  // Switches to `task` until it parks or finishes. The thread-local block
  // state (current core, block_idx/block_num, current task) is swapped
  // with it: a fiber keeps its own while this runner's stack keeps its.
  void Resume(BlockTask& task) {
    CoreState* const my_core = internal::tls_current_core;
    const int64_t my_idx = block_idx, my_num = block_num;
    BlockTask* const my_task = t_task;
    internal::tls_current_core = task.saved_core;
    block_idx = task.saved_idx;
    block_num = task.saved_num;
    t_task = &task;
    fiber::Switch(base_, task.context);
    task.saved_core = internal::tls_current_core;
    task.saved_idx = block_idx;
    task.saved_num = block_num;
    internal::tls_current_core = my_core;
    block_idx = my_idx;
    block_num = my_num;
    t_task = my_task;
    if (task.state == BlockTask::State::kFinished) {
      fiber::Destroy(task.context);
      fiber::ReleaseStack(task.stack);
      fibers_.erase(std::find(fibers_.begin(), fibers_.end(), &task));
      delete &task;
    }
  }

  LaunchState& L;
  fiber::Context base_;
  std::vector<BlockTask*> fibers_;  // this runner's unfinished fibers
};

LaunchState::LaunchState(uint32_t blocks, uint32_t ub, BlockBody fn, void* ctx, bool ordered)
    : num_blocks(blocks), ub_bytes(ub), body(fn), context(ctx), deterministic(ordered) {}
LaunchState::~LaunchState() = default;

bool LaunchState::Claim(uint32_t* index) {
  // The acquiring load comes first: it orders everything the launching
  // thread wrote before the launch (this object included) before the rest.
  const uint32_t next = next_block.load(std::memory_order_acquire);
  if (next >= num_blocks || stop.load(std::memory_order_relaxed)) return false;
  const uint32_t i = next_block.fetch_add(1, std::memory_order_acq_rel);
  if (i >= num_blocks) return false;
  *index = i;
  return true;
}

void LaunchState::Fail(std::exception_ptr e) {
  std::lock_guard<std::mutex> lock(mu);
  if (!error) error = std::move(e);
  stop.store(true);
  if (!parked.empty()) {
    aborting = true;
    WakeLocked();
  }
}

void LaunchState::WakeLocked() {
  ++generation;
  cv.notify_all();
}

LaunchState* CurrentLaunch() { return t_task != nullptr ? t_task->launch : nullptr; }
uint32_t CurrentBlock() { return t_task != nullptr ? t_task->index : 0; }

void WaitInLaunch(const char* api, Waiter& waiter, std::unique_lock<std::mutex>& lock) {
  BlockTask* task = t_task;
  LaunchState& L = *task->launch;
  // Deterministic mode parks even a satisfied wait, so that the blocks
  // resume in index order (lower blocks first) after every wait.
  if (!L.deterministic && waiter.TryComplete()) return;
  if (L.aborting) throw LaunchAborted{};
  task->owner->Wait(*task, api, waiter, lock);
}

namespace {

void RunRunner(LaunchState& L) {
  // Isolated: while a block of this runner waits inside a parallel loop of
  // its own (a large kernel call), this thread takes only that loop's
  // tasks, never another runner of the launch, which would then sit on top
  // of the waiting block's stack.
  tbb::this_task_arena::isolate([&] {
    try {
      Runner runner(L);
      runner.Run();
    } catch (...) {
      L.Fail(std::current_exception());  // a fiber stack could not be mapped
    }
  });
  // The runner's last look at L happens before the launch returns (the
  // launching thread takes mu after the runners; see LaunchBlocks).
  std::lock_guard<std::mutex> done(L.mu);
}

// Arenas for launches limited below the machine's cores, reused (creating
// one and its thread slots cost more than a small launch) but each used by
// one launch at a time: concurrent launches from several host threads never
// queue on each other's arena, and a bounded number is kept.
class ArenaCache {
 public:
  static constexpr size_t kMaxIdle = 16;

  std::unique_ptr<tbb::task_arena> Take(uint32_t threads) {
    std::lock_guard<std::mutex> lock(mu_);
    for (auto it = idle_.begin(); it != idle_.end(); ++it) {
      if (it->first == threads) {
        auto arena = std::move(it->second);
        idle_.erase(it);
        return arena;
      }
    }
    return std::make_unique<tbb::task_arena>(static_cast<int>(threads));
  }
  void Give(uint32_t threads, std::unique_ptr<tbb::task_arena> arena) {
    std::unique_ptr<tbb::task_arena> evicted;
    {
      std::lock_guard<std::mutex> lock(mu_);
      idle_.emplace_back(threads, std::move(arena));
      if (idle_.size() > kMaxIdle) {
        evicted = std::move(idle_.front().second);  // the least recently used
        idle_.erase(idle_.begin());
      }
    }
  }
  size_t Idle() {
    std::lock_guard<std::mutex> lock(mu_);
    return idle_.size();
  }

 private:
  std::mutex mu_;
  std::vector<std::pair<uint32_t, std::unique_ptr<tbb::task_arena>>> idle_;
};

ArenaCache& Arenas() {
  static ArenaCache* cache = new ArenaCache();  // never destroyed, like the core pool
  return *cache;
}

// Worker threads of a launch: the arena's size, which also bounds the
// kernels' own parallel loops inside its blocks.
uint32_t ThreadsFor(const LaunchOptions& options, bool deterministic) {
  if (deterministic) return 1;
  const uint32_t threads = options.max_threads != 0 ? options.max_threads : ThreadLimit();
  return std::max(1u, std::min(threads, Cores()));
}

}  // namespace

void LaunchBlocks(uint32_t num_blocks, uint32_t ub_bytes, const LaunchOptions& options, BlockBody body,
                  void* context) {
  if (num_blocks == 0) return;
  const bool deterministic = options.deterministic || DeterministicFromEnv();
  const uint32_t threads = ThreadsFor(options, deterministic);
  // Runners claim blocks: no more than blocks (a single block still gets
  // every thread for its kernels' parallel loops).
  const uint32_t runners = std::min(threads, num_blocks);
  LaunchState L(num_blocks, ub_bytes, body, context, deterministic);
  // What the caller wrote before the launch happens before every block (a
  // block's claim reads this store); likewise every runner's last step
  // (under mu) happens before the caller goes on (the lock below). oneTBB
  // orders both too, but not in a way ThreadSanitizer can see, as Debian's
  // TBB is not instrumented.
  L.next_block.store(0, std::memory_order_release);
  auto run = [&] {
    if (runners == 1) {
      RunRunner(L);
      return;
    }
    // Its own context: a launch from inside a cancelled oneTBB region (a
    // task of a failed parallel loop) still runs every block.
    tbb::task_group_context isolated(tbb::task_group_context::isolated);
    tbb::this_task_arena::isolate([&] {
      tbb::parallel_for(
          tbb::blocked_range<uint32_t>(0, runners, 1),
          [&](const tbb::blocked_range<uint32_t>& r) {
            for (uint32_t i = r.begin(); i != r.end(); ++i) RunRunner(L);
          },
          tbb::simple_partitioner(), isolated);
    });
  };
  const bool nested = t_task != nullptr;
  if (nested || threads == Cores()) {
    // A nested launch runs on the threads of the launch around it (entering
    // another arena from a block could wait for slots its own launch holds).
    run();
  } else {
    std::unique_ptr<tbb::task_arena> arena = Arenas().Take(threads);
    arena->execute(run);
    Arenas().Give(threads, std::move(arena));
  }
  { std::lock_guard<std::mutex> every_block_finished(L.mu); }
  if (L.error) {
    try {
      std::rethrow_exception(L.error);
    } catch (const Error& e) {
      if (nested) throw e.InEnclosingBlock(t_task->index);
      throw;
    }
  }
}

PooledResources Pooled() {
  PooledResources r;
  r.idle_arenas = Arenas().Idle();
  r.cores = internal::PooledCores();
  r.fiber_stacks = fiber::PooledStacks();
  return r;
}
uint64_t WaitConditionChecks() { return g_wait_checks.load(); }

}  // namespace runtime

void SetThreadLimit(uint32_t n) { runtime::g_thread_limit.store(n); }

uint32_t ThreadLimit() {
  const uint32_t limit = runtime::g_thread_limit.load();
  return limit == 0 ? runtime::Cores() : std::min(limit, runtime::Cores());
}

}  // namespace ascendc_host
