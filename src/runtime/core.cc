// Simulated cores: the arena pool and the current core of a thread (the
// launcher is in launch.cc).
#include <sys/mman.h>
#include <unistd.h>

#include <atomic>
#include <cstdlib>
#include <algorithm>
#include <cstring>
#include <exception>
#include <map>
#include <memory>
#include <mutex>
#include <vector>

#include "ascendc_host/checks.h"
#include "ascendc_host/runtime.h"
#include "ascendc_host/runtime/fp_environment.h"
#include "runtime/cores.h"

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

// UB memory of one core. Normally kMaxUbBytes mapped directly (page
// aligned), so one pooled core serves either profile and a core freed
// beyond the pool's bound returns its memory to the system at once (a heap
// block of this size would stay in the allocator). In guard mode the
// visible UB is mapped exactly, between two inaccessible pages: any access
// outside it faults, which proves that no check was skipped.
class Arena {
 public:
  Arena(bool guarded, uint32_t ub_bytes) : guarded_(guarded) {
    if (!guarded_) {
      mapped_ = kMaxUbBytes;
      void* m = mmap(nullptr, mapped_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
      if (m == MAP_FAILED) throw std::bad_alloc();
      base_ = ub_ = static_cast<uint8_t*>(m);
      return;
    }
    const size_t page = static_cast<size_t>(sysconf(_SC_PAGESIZE));
    const size_t body = (ub_bytes + page - 1) / page * page;
    mapped_ = body + 2 * page;
    void* m = mmap(nullptr, mapped_, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (m == MAP_FAILED) throw std::bad_alloc();
    base_ = static_cast<uint8_t*>(m);
    if (mprotect(base_ + page, body, PROT_READ | PROT_WRITE) != 0) {
      munmap(base_, mapped_);
      throw std::bad_alloc();
    }
    // The visible UB ends exactly at the trailing guard page.
    ub_ = base_ + page + body - ub_bytes;
    ub_bytes_ = ub_bytes;
  }
  ~Arena() { munmap(base_, mapped_); }
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

}  // namespace

namespace internal {
// A simulated core: its arena and registers.
struct OwnedCore {
  std::unique_ptr<Arena> arena;
  CoreState state;
  void Reset(uint32_t ub_bytes, uint32_t idx, uint32_t num) {
    const bool guarded = g_guard_pages.load(std::memory_order_relaxed);
    if (!arena || !arena->Serves(guarded, ub_bytes)) arena = std::make_unique<Arena>(guarded, ub_bytes);
    // The visible UB only: nothing beyond it can be read (every access is
    // range-checked against ub_bytes), and a SIMT block, which has no use
    // for the SIMD UB, leases a core of 0 bytes and pays nothing here.
    std::memset(arena->ub(), 0, std::min<size_t>(arena->zero_bytes(), ub_bytes));
    state = CoreState{};
    state.ub = arena->ub();
    state.ub_bytes = ub_bytes;
    state.block_idx = idx;
    state.block_num = num;
  }
};
}  // namespace internal

namespace {
using internal::OwnedCore;

// Cores are reused across launches: allocating and faulting in 256 KiB per
// block would cost more than most blocks' work.
class CorePool {
 public:
  static constexpr size_t kMaxPooledCores = 64;

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
    // Bounded: a peak of concurrent blocks (many waiting blocks, nested
    // launches) must not keep its arenas for the rest of the process.
    if (free_.size() < kMaxPooledCores) free_.push_back(std::move(c));
  }
  size_t Size() {
    std::lock_guard<std::mutex> lock(mu_);
    return free_.size();
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
    tls_default->state.direct_call = true;
  }
  return *tls_default;
}

}  // namespace

namespace internal {
ASCENDC_HOST_HOT_TLS __thread CoreState* tls_current_core = nullptr;
ASCENDC_HOST_HOT_TLS __thread uint32_t tls_default_fp_scopes = 0;

OwnedCore* LeaseCore(uint32_t ub_bytes, uint32_t idx, uint32_t num) {
  std::unique_ptr<OwnedCore> core = Pool().Acquire();
  core->Reset(ub_bytes, idx, num);
  return core.release();
}
CoreState& StateOf(OwnedCore* core) { return core->state; }
void ReturnCore(OwnedCore* core) { Pool().Release(std::unique_ptr<OwnedCore>(core)); }
size_t PooledCores() { return Pool().Size(); }

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
  c.state.direct_call = true;
  if (!in_launched_block) {
    block_idx = 0;
    block_num = 1;
  }
}

void SetGuardPages(bool on) { g_guard_pages.store(on); }
bool GuardPages() { return g_guard_pages.load(); }

void RaiseOutsideUb(const char* api, const char* param, const void* p, size_t bytes) {
  const CoreState& core = CurrentCore();
  // Signed distance from the arena, formatted without overflowing for any pointer and size.
  const uint64_t distance = reinterpret_cast<uintptr_t>(p) - reinterpret_cast<uintptr_t>(core.ub);
  const bool before = reinterpret_cast<uintptr_t>(p) < reinterpret_cast<uintptr_t>(core.ub);
  const std::string start = before ? "-" + std::to_string(0 - distance) : std::to_string(distance);
  uint64_t sum = 0;
  const std::string end = before && bytes < 0 - distance ? "-" + std::to_string(0 - distance - bytes)
                          : before ? std::to_string(bytes - (0 - distance))
                          : __builtin_add_overflow(distance, uint64_t{bytes}, &sum)
                              ? std::to_string(distance) + "+" + std::to_string(bytes)
                              : std::to_string(sum);
  RaiseFatal(api, param, "[" + start + ", " + end + ")",
             ("is outside the UB arena [0, " + std::to_string(core.ub_bytes) + ")").c_str());
}

uint8_t* BlockUbArray(const void* site, uint32_t bytes, const char* name) {
  CoreState& core = CurrentCore();
  AllocatorState& alloc = core.alloc;
  for (const AllocatorState::UbArray& a : alloc.ub_arrays)
    if (a.site == site) return core.ub + a.offset;
  const uint32_t top = alloc.ub_arrays.empty() ? core.ub_bytes : alloc.ub_arrays.back().offset;
  const uint64_t rounded = (uint64_t{bytes} + 31) & ~uint64_t{31};
  if (rounded > top || top - rounded < alloc.pipe_head) {
    const std::string rule =
        "the block's UB arrays (" + std::to_string(core.ub_bytes - uint64_t{top} + rounded) +
        " bytes from the top of UB) must fit in the " + std::to_string(core.ub_bytes) + " bytes of UB" +
        (alloc.pipe_head != 0 ? " above the " + std::to_string(alloc.pipe_head) + " bytes its TPipe took" : "");
    RaiseFatal("__ubuf__ array", name, std::to_string(bytes) + " bytes", rule.c_str());
  }
  const uint32_t offset = static_cast<uint32_t>(top - rounded);
  alloc.ub_arrays.push_back({site, offset});
  return core.ub + offset;
}

}  // namespace runtime
}  // namespace ascendc_host
