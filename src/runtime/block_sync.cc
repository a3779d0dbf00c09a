// Synchronisation between the blocks of a launch (block_sync.h) on top of
// the launcher's cooperative waits (scheduler.h).
#include "ascendc_host/runtime/block_sync.h"

#include <cstring>
#include <memory>
#include <mutex>
#include <string>

#include "ascendc_host/error.h"
#include "runtime/block_sync_state.h"
#include "runtime/scheduler.h"

namespace ascendc_host {
namespace runtime {
namespace {

// The calling block's launch with its lock held, or, for a kernel called
// directly, a launch of one block kept per thread.
struct SyncScope {
  LaunchState* launch = nullptr;
  std::unique_lock<std::mutex> lock;
  BlockSyncState* state = nullptr;
  uint32_t block = 0;
  uint32_t blocks = 1;

  // Something a waiter may depend on changed.
  void Wake() {
    if (launch != nullptr) launch->WakeLocked();
  }
  void Wait(const char* api, Waiter& waiter) {
    if (launch != nullptr) {
      WaitInLaunch(api, waiter, lock);
      return;
    }
    if (waiter.TryComplete()) return;
    Diagnostic d;
    d.severity = Severity::kFatal;
    d.api = api;
    d.param = "block";
    d.value = "0 of 1 (the kernel was called directly, not launched)";
    d.rule = "waits " + waiter.Describe() + ", which no other block can ever provide (deadlock)";
    throw Error(std::move(d));
  }
};

SyncScope Enter() {
  SyncScope s;
  if (LaunchState* L = CurrentLaunch()) {
    s.launch = L;
    s.lock = std::unique_lock<std::mutex>(L->mu);
    if (!L->sync) L->sync = std::make_unique<BlockSyncState>(L->num_blocks);
    s.state = L->sync.get();
    s.block = CurrentBlock();
    s.blocks = L->num_blocks;
    return s;
  }
  thread_local BlockSyncState solo(1);
  thread_local std::mutex solo_mu;
  s.lock = std::unique_lock<std::mutex>(solo_mu);
  s.state = &solo;
  return s;
}

class BarrierWaiter final : public Waiter {
 public:
  BarrierWaiter(const Barrier& b, uint64_t passed, std::string name) : b_(b), passed_(passed), name_(std::move(name)) {}
  bool TryComplete() override { return b_.completed != passed_; }
  std::string Describe() const override {
    return "at the barrier of " + name_ + " (" + std::to_string(b_.arrived) + " arrived)";
  }

 private:
  const Barrier& b_;
  uint64_t passed_;
  std::string name_;
};

void Arrive(SyncScope& s, const char* api, Barrier& b, const std::string& name) {
  const uint64_t passed = b.completed;
  if (++b.arrived == b.participants) {
    b.arrived = 0;
    ++b.completed;
    s.Wake();
  }
  BarrierWaiter waiter(b, passed, name);
  s.Wait(api, waiter);
}

class FlagWaiter final : public Waiter {
 public:
  FlagWaiter(BlockSyncState& s, uint32_t block, uint32_t mode, uint32_t flag)
      : s_(s), block_(block), mode_(mode), flag_(flag) {}
  bool TryComplete() override {
    if (mode_ == 1) {
      uint32_t& own = s_.own[block_][flag_];
      if (own == 0) return false;
      --own;
      return true;
    }
    uint32_t& taken = s_.taken[block_][flag_];
    if (s_.rounds[flag_] <= taken) return false;
    ++taken;
    return true;
  }
  std::string Describe() const override {
    std::string d = "for cross-core flag " + std::to_string(flag_) + " (mode " + std::to_string(mode_);
    if (mode_ == 0) {
      uint32_t set = 0;
      for (const auto& per_block : s_.sets) set += per_block[flag_] > s_.rounds[flag_] ? 1 : 0;
      d += ": " + std::to_string(set) + " of " + std::to_string(s_.num_blocks) + " blocks set it";
    } else {
      d += ": set by the block itself, not yet";
    }
    return d + ")";
  }

 private:
  BlockSyncState& s_;
  uint32_t block_, mode_, flag_;
};

int32_t LoadWord(const int32_t* word) {
  if (reinterpret_cast<uintptr_t>(word) % alignof(int32_t) == 0) return __atomic_load_n(word, __ATOMIC_ACQUIRE);
  int32_t v;
  std::memcpy(&v, word, sizeof v);
  return v;
}
void StoreWord(int32_t* word, int32_t v) {
  if (reinterpret_cast<uintptr_t>(word) % alignof(int32_t) == 0) __atomic_store_n(word, v, __ATOMIC_RELEASE);
  else std::memcpy(word, &v, sizeof v);
}

class GmWordWaiter final : public Waiter {
 public:
  GmWordWaiter(int32_t* word, int32_t expect, int32_t replace, const char* what)
      : word_(word), expect_(expect), replace_(replace), what_(what) {}
  // Every GM word change goes through the launch's lock (IBSet/IBWait),
  // so the test and the store are one step for the other blocks.
  bool TryComplete() override {
    if (LoadWord(word_) != expect_) return false;
    StoreWord(word_, replace_);
    return true;
  }
  std::string Describe() const override {
    return "for " + std::string(what_) + " to become " + std::to_string(expect_) + " (it is " +
           std::to_string(LoadWord(word_)) + ")";
  }

 private:
  int32_t* word_;
  int32_t expect_, replace_;
  const char* what_;
};

class TurnWaiter final : public Waiter {
 public:
  TurnWaiter(BlockOrder& order, uint64_t turn, uint32_t blocks) : order_(order), turn_(turn), blocks_(blocks) {}
  bool TryComplete() override { return order_.turn == turn_; }
  std::string Describe() const override {
    const uint64_t holder = order_.turn % blocks_;
    return "for its turn in block order (round " + std::to_string(turn_ / blocks_ + 1) + "; the turn is with block " +
           std::to_string(holder) + ")";
  }

 private:
  BlockOrder& order_;
  uint64_t turn_;
  uint32_t blocks_;
};

class GroupWaiter final : public Waiter {
 public:
  GroupWaiter(GroupBarrierState& g, uint32_t index) : g_(g), index_(index) {}
  bool TryComplete() override {
    for (uint32_t a : g_.arrived)
      if (a <= g_.waited[index_]) return false;
    ++g_.waited[index_];
    return true;
  }
  std::string Describe() const override {
    uint32_t done = 0;
    for (uint32_t a : g_.arrived) done += a > g_.waited[index_] ? 1 : 0;
    return "at GroupBarrier wait " + std::to_string(g_.waited[index_] + 1) + " (" + std::to_string(done) + " of " +
           std::to_string(g_.arrived.size()) + " arrivers arrived)";
  }

 private:
  GroupBarrierState& g_;
  uint32_t index_;
};

GroupBarrierState& GroupOf(SyncScope& s, const void* key, uint32_t arrivers, uint32_t waiters) {
  GroupBarrierState& g = s.state->group_barriers[key];
  if (g.arrived.size() != arrivers || g.waited.size() != waiters) {
    g.arrived.assign(arrivers, 0);
    g.waited.assign(waiters, 0);
  }
  return g;
}

}  // namespace

void ArriveAtGroup(const char* api, const void* key, uint32_t arrivers, uint32_t waiters, uint32_t index) {
  (void)api;
  SyncScope s = Enter();
  ++GroupOf(s, key, arrivers, waiters).arrived[index];
  s.Wake();
}

void WaitAtGroup(const char* api, const void* key, uint32_t arrivers, uint32_t waiters, uint32_t index) {
  SyncScope s = Enter();
  GroupWaiter waiter(GroupOf(s, key, arrivers, waiters), index);
  s.Wait(api, waiter);
}

bool InLaunchedBlock() { return CurrentLaunch() != nullptr; }

void SyncAllBlocks(const char* api) {
  SyncScope s = Enter();
  Barrier& b = s.state->all;
  b.participants = s.blocks;
  Arrive(s, api, b, "all " + std::to_string(s.blocks) + " blocks");
}

void SyncBlockGroup(const char* api, const void* key, uint32_t participants) {
  SyncScope s = Enter();
  Barrier& b = s.state->groups[{key, participants}];
  b.participants = participants;
  Arrive(s, api, b, "blocks 0-" + std::to_string(participants - 1));
}

void SetCrossCoreFlag(const char* api, uint32_t mode, uint32_t flag) {
  (void)api;
  SyncScope s = Enter();
  BlockSyncState& st = *s.state;
  st.EnsureFlags();
  if (mode == 1) {
    ++st.own[s.block][flag];
  } else {
    uint32_t& mine = st.sets[s.block][flag];
    if (++mine == st.rounds[flag] + 1) ++st.ahead[flag];
    while (st.ahead[flag] == st.num_blocks) {
      ++st.rounds[flag];
      st.ahead[flag] = 0;
      for (const auto& per_block : st.sets) st.ahead[flag] += per_block[flag] > st.rounds[flag] ? 1 : 0;
    }
  }
  s.Wake();
}

void WaitCrossCoreFlag(const char* api, uint32_t mode, uint32_t flag) {
  SyncScope s = Enter();
  s.state->EnsureFlags();
  FlagWaiter waiter(*s.state, s.block, mode, flag);
  s.Wait(api, waiter);
}

void ExchangeGmWordWhenEqual(const char* api, int32_t* word, int32_t expect, int32_t replace, const char* what) {
  SyncScope s = Enter();
  GmWordWaiter waiter(word, expect, replace, what);
  s.Wait(api, waiter);
  // The word changed: a block waiting for the opposite value may go on.
  s.Wake();
}

void JoinBlockOrder(const char* api, const void* key) {
  (void)api;
  SyncScope s = Enter();
  BlockOrder& order = s.state->orders[key];
  if (order.entered.empty()) order.entered.assign(s.blocks, 0);
}

void WaitBlockTurn(const char* api, const void* key) {
  SyncScope s = Enter();
  BlockOrder& order = s.state->orders[key];
  if (order.entered.empty()) {
    ReportError(api, "gmWorkspace", "not initialised",
                "InitDetermineComputeWorkspace must run first with the same workspace");
    order.entered.assign(s.blocks, 0);  // release behaviour: as if it had
  }
  const uint64_t turn = uint64_t{order.entered[s.block]} * s.blocks + s.block;
  TurnWaiter waiter(order, turn, s.blocks);
  s.Wait(api, waiter);
  ++order.entered[s.block];
}

void PassBlockTurn(const char* api, const void* key) {
  SyncScope s = Enter();
  auto it = s.state->orders.find(key);
  const uint64_t held = it == s.state->orders.end() || it->second.entered.empty() || it->second.entered[s.block] == 0
                            ? ~0ull
                            : uint64_t{it->second.entered[s.block] - 1} * s.blocks + s.block;
  if (held == ~0ull || it->second.turn != held) {
    ReportError(api, "block", std::to_string(s.block),
                "passes a turn it does not hold (NotifyNextBlock without a matching WaitPreBlock)");
    return;
  }
  ++it->second.turn;
  s.Wake();
}

}  // namespace runtime
}  // namespace ascendc_host
