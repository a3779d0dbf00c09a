// Simulated cores: the arena pool, the current core of a thread, and the
// block launcher on oneTBB.
#include <sys/mman.h>
#include <unistd.h>

#include <atomic>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <map>
#include <memory>
#include <mutex>
#include <vector>

#include <tbb/blocked_range.h>
#include <tbb/parallel_for.h>
#include <tbb/task_arena.h>

#include "ascendc_host/checks.h"
#include "ascendc_host/launch.h"
#include "ascendc_host/runtime.h"

thread_local int64_t block_idx = 0;
thread_local int64_t block_num = 1;

namespace ascendc_host {
namespace runtime {
namespace {

bool GuardPagesFromEnv() {
  const char* env = std::getenv("ASCENDC_HOST_GUARD_PAGES");
  return env != nullptr && std::strcmp(env, "0") != 0 && *env != '\0';
}
std::atomic<bool> g_guard_pages{GuardPagesFromEnv()};

// UB memory of one core. Normally a 64-byte aligned heap block of
// kMaxUbBytes, so one pooled core serves either profile. In guard mode the
// visible UB is mapped exactly, between two inaccessible pages: any access
// outside it faults, which proves that no check was skipped.
class Arena {
 public:
  Arena(bool guarded, uint32_t ub_bytes) : guarded_(guarded) {
    if (!guarded_) {
      base_ = static_cast<uint8_t*>(std::aligned_alloc(64, kMaxUbBytes));
      if (base_ == nullptr) throw std::bad_alloc();
      ub_ = base_;
      return;
    }
    const size_t page = static_cast<size_t>(sysconf(_SC_PAGESIZE));
    const size_t body = (ub_bytes + page - 1) / page * page;
    mapped_ = body + 2 * page;
    void* m = mmap(nullptr, mapped_, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (m == MAP_FAILED) throw std::bad_alloc();
    base_ = static_cast<uint8_t*>(m);
    if (mprotect(base_ + page, body, PROT_READ | PROT_WRITE) != 0) throw std::bad_alloc();
    // The visible UB ends exactly at the trailing guard page.
    ub_ = base_ + page + body - ub_bytes;
    ub_bytes_ = ub_bytes;
  }
  ~Arena() {
    if (guarded_) munmap(base_, mapped_);
    else std::free(base_);
  }
  Arena(const Arena&) = delete;
  Arena& operator=(const Arena&) = delete;

  uint8_t* ub() const { return ub_; }
  size_t zero_bytes() const { return guarded_ ? ub_bytes_ : kMaxUbBytes; }
  bool Serves(bool guarded, uint32_t ub_bytes) const {
    return guarded == guarded_ && (!guarded_ || ub_bytes == ub_bytes_);
  }

 private:
  bool guarded_;
  uint8_t* base_ = nullptr;
  uint8_t* ub_ = nullptr;
  size_t mapped_ = 0;
  uint32_t ub_bytes_ = 0;
};

// A simulated core: its arena and registers.
struct OwnedCore {
  std::unique_ptr<Arena> arena;
  CoreState state;
  void Reset(uint32_t ub_bytes, uint32_t idx, uint32_t num) {
    const bool guarded = g_guard_pages.load(std::memory_order_relaxed);
    if (!arena || !arena->Serves(guarded, ub_bytes)) arena = std::make_unique<Arena>(guarded, ub_bytes);
    std::memset(arena->ub(), 0, arena->zero_bytes());
    state = CoreState{};
    state.ub = arena->ub();
    state.ub_bytes = ub_bytes;
    state.block_idx = idx;
    state.block_num = num;
  }
};

// Cores are reused across launches: allocating and faulting in 256 KiB per
// block would cost more than most blocks' work.
class CorePool {
 public:
  std::unique_ptr<OwnedCore> Acquire() {
    {
      std::lock_guard<std::mutex> lock(mu_);
      if (!free_.empty()) {
        auto c = std::move(free_.back());
        free_.pop_back();
        return c;
      }
    }
    return std::make_unique<OwnedCore>();
  }
  void Release(std::unique_ptr<OwnedCore> c) {
    std::lock_guard<std::mutex> lock(mu_);
    free_.push_back(std::move(c));
  }

 private:
  std::mutex mu_;
  std::vector<std::unique_ptr<OwnedCore>> free_;
};

CorePool& Pool() {
  static CorePool* pool = new CorePool();  // never destroyed: blocks may outlive statics
  return *pool;
}

thread_local std::unique_ptr<OwnedCore> tls_default;

OwnedCore& DefaultCore(uint32_t ub_bytes) {
  if (!tls_default) {
    tls_default = std::make_unique<OwnedCore>();
    tls_default->Reset(ub_bytes, 0, 1);
  }
  return *tls_default;
}

// Makes a leased core current for one block and restores the previous state
// afterwards. Restoring matters: while a block waits inside a nested TBB
// region, the same thread may run another block.
class BlockScope {
 public:
  BlockScope(uint32_t ub_bytes, uint32_t idx, uint32_t num)
      : core_(Pool().Acquire()), saved_core_(internal::tls_current_core), saved_idx_(block_idx), saved_num_(block_num) {
    core_->Reset(ub_bytes, idx, num);
    internal::tls_current_core = &core_->state;
    block_idx = idx;
    block_num = num;
  }
  ~BlockScope() {
    internal::tls_current_core = saved_core_;
    block_idx = saved_idx_;
    block_num = saved_num_;
    Pool().Release(std::move(core_));
  }

 private:
  std::unique_ptr<OwnedCore> core_;
  CoreState* saved_core_;
  int64_t saved_idx_, saved_num_;
};

// One TBB arena per requested thread count, created once: constructing an
// arena (and its workers) on every launch cost more than small launches.
tbb::task_arena& ArenaFor(uint32_t threads) {
  static std::mutex mu;
  static std::map<uint32_t, std::unique_ptr<tbb::task_arena>>* arenas =
      new std::map<uint32_t, std::unique_ptr<tbb::task_arena>>();  // never destroyed, like the pool
  std::lock_guard<std::mutex> lock(mu);
  auto& arena = (*arenas)[threads];
  if (!arena) arena = std::make_unique<tbb::task_arena>(static_cast<int>(threads));
  return *arena;
}

void RunBlock(uint32_t idx, uint32_t num, uint32_t ub_bytes, BlockBody body, void* context) {
  BlockScope scope(ub_bytes, idx, num);
  try {
    body(context);
    internal::FinishBlock(*internal::tls_current_core);
  } catch (const Error& e) {
    throw e.diagnostic().block >= 0 ? e : e.WithBlock(idx);
  } catch (const std::exception& e) {
    Diagnostic d;
    d.severity = Severity::kFatal;
    d.api = "Launch";
    d.param = "kernel";
    d.rule = std::string("threw: ") + e.what();
    d.block = idx;
    throw Error(std::move(d));
  }
}

}  // namespace

namespace internal {
__thread CoreState* tls_current_core = nullptr;

// After its first use the thread's default core is attached like a launched
// block's, so CurrentCore() is one thread-local load from then on;
// BlockScope saves and restores the pointer around each block.
CoreState& AttachDefaultCore(uint32_t ub_bytes) {
  tls_current_core = &DefaultCore(ub_bytes).state;
  return *tls_current_core;
}
}  // namespace internal

void ResetDefaultCore(uint32_t ub_bytes) {
  OwnedCore& c = DefaultCore(ub_bytes);
  const bool in_launched_block = internal::tls_current_core != nullptr && internal::tls_current_core != &c.state;
  c.Reset(ub_bytes, 0, 1);
  if (!in_launched_block) {
    block_idx = 0;
    block_num = 1;
  }
}

void SetGuardPages(bool on) { g_guard_pages.store(on); }
bool GuardPages() { return g_guard_pages.load(); }

uint32_t CheckUbRange(const char* api, const char* param, const void* p, size_t bytes) {
  const CoreState& core = CurrentCore();
  if (!core.Contains(p, bytes)) {
    const intptr_t offset = reinterpret_cast<const uint8_t*>(p) - core.ub;
    RaiseFatal(api, param,
               "[" + std::to_string(offset) + ", " + std::to_string(offset + static_cast<intptr_t>(bytes)) + ")",
               ("is outside the UB arena [0, " + std::to_string(core.ub_bytes) + ")").c_str());
  }
  return core.AddressOf(p);
}

void LaunchBlocks(uint32_t num_blocks, uint32_t ub_bytes, const LaunchOptions& options, BlockBody body,
                  void* context) {
  if (num_blocks == 0) return;
  if (num_blocks == 1 || options.max_threads == 1) {
    for (uint32_t i = 0; i < num_blocks; ++i) RunBlock(i, num_blocks, ub_bytes, body, context);
    return;
  }
  auto run_all = [&] {
    // One task per block: blocks are coarse and a failing block must stop
    // the blocks that have not started (TBB cancels the group on throw).
    tbb::parallel_for(
        tbb::blocked_range<uint32_t>(0, num_blocks, 1),
        [&](const tbb::blocked_range<uint32_t>& r) {
          for (uint32_t i = r.begin(); i != r.end(); ++i) RunBlock(i, num_blocks, ub_bytes, body, context);
        },
        tbb::simple_partitioner());
  };
  if (options.max_threads == 0) {
    run_all();
  } else {
    ArenaFor(options.max_threads).execute(run_all);
  }
}

}  // namespace runtime
}  // namespace ascendc_host
