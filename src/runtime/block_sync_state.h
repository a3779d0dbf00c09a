// Per-launch state of the synchronisation primitives (block_sync.cc),
// created by a launch's first synchronising call.
#ifndef ASCENDC_HOST_SRC_RUNTIME_BLOCK_SYNC_STATE_H_
#define ASCENDC_HOST_SRC_RUNTIME_BLOCK_SYNC_STATE_H_

#include <array>
#include <cstdint>
#include <map>
#include <utility>
#include <vector>

namespace ascendc_host {
namespace runtime {

inline constexpr uint32_t kCrossCoreFlags = 16;

struct Barrier {
  uint32_t participants = 0;
  uint32_t arrived = 0;
  uint64_t completed = 0;  // barriers passed so far
};

// Blocks in index order, one token passed along (WaitPreBlock/NotifyNextBlock).
struct BlockOrder {
  uint64_t turn = 0;              // k*blocks + b: block b's k-th turn
  std::vector<uint32_t> entered;  // turns each block has entered
};

// GroupBarrier: arrivals of each arriver, completed waits of each waiter.
struct GroupBarrierState {
  std::vector<uint32_t> arrived, waited;
};

struct BlockSyncState {
  explicit BlockSyncState(uint32_t blocks) : num_blocks(blocks) {}
  const uint32_t num_blocks;
  Barrier all;
  std::map<std::pair<const void*, uint32_t>, Barrier> groups;  // soft SyncAll: (workspace, usedCores)
  // Cross-core flags. Mode 0: rounds completed per flag (every block set
  // it once more), sets per block and counts taken by each block's waits.
  std::array<uint32_t, kCrossCoreFlags> rounds{};
  std::array<uint32_t, kCrossCoreFlags> ahead{};  // blocks whose sets exceed `rounds`
  std::vector<std::array<uint32_t, kCrossCoreFlags>> sets, taken;
  // Mode 1: the counter of each block's own AI core.
  std::vector<std::array<uint32_t, kCrossCoreFlags>> own;
  std::map<const void*, BlockOrder> orders;
  std::map<const void*, GroupBarrierState> group_barriers;

  void EnsureFlags() {
    if (sets.empty()) {
      sets.assign(num_blocks, {});
      taken.assign(num_blocks, {});
      own.assign(num_blocks, {});
    }
  }
};

}  // namespace runtime
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_SRC_RUNTIME_BLOCK_SYNC_STATE_H_
