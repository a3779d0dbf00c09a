// Synchronisation between the blocks of one launch (runtime services behind
// SyncAll, CrossCoreSetFlag/WaitFlag, IBSet/IBWait, WaitPreBlock/
// NotifyNextBlock; the Ascend C surface validates and calls these).
//
// A block that must wait gives its thread to the other blocks of its launch
// (launch.h); a wait that can never end raises an Error naming the waiting
// blocks and what they wait for. A kernel called directly (block 0 of 1)
// has nobody to wait for: a wait that is not already satisfied is such an
// Error at once.
#ifndef ASCENDC_HOST_RUNTIME_BLOCK_SYNC_H_
#define ASCENDC_HOST_RUNTIME_BLOCK_SYNC_H_

#include <cstdint>

namespace ascendc_host {
namespace runtime {

// True inside a block started by Launch (false for a direct call).
bool InLaunchedBlock();

// How often the conditions of waiting blocks were evaluated since the
// process started. A waiting block is re-examined when something changes,
// never in a loop: tests check that this stays bounded by the events.
uint64_t WaitConditionChecks();

// Barrier of every block of the launch (hard SyncAll).
void SyncAllBlocks(const char* api);
// Barrier of blocks [0, participants), one barrier per `key` (soft SyncAll
// with usedCores; the key is its GM workspace).
void SyncBlockGroup(const char* api, const void* key, uint32_t participants);

// Cross-core flags (CrossCoreSetFlag / CrossCoreWaitFlag). Mode 0: when
// every block of the launch has set `flag`, each block's counter of `flag`
// goes up by one. Mode 1: the same among the vector cores of the block's own
// AI core, which on the CPU is the block alone. A wait takes one count,
// waiting while the block's counter is 0.
void SetCrossCoreFlag(const char* api, uint32_t mode, uint32_t flag);
void WaitCrossCoreFlag(const char* api, uint32_t mode, uint32_t flag);

// Waits until the GM word holds `expect`, then stores `replace`, both in one
// step with respect to the other blocks (IBSet: 0 -> 1, IBWait: 1 -> 0).
// `what` names the word in a deadlock report.
void ExchangeGmWordWhenEqual(const char* api, int32_t* word, int32_t expect, int32_t replace, const char* what);

// Blocks in index order (InitDetermineComputeWorkspace, WaitPreBlock,
// NotifyNextBlock), one order per `key` (the GM workspace): the k-th
// WaitPreBlock of block b returns after the k-th NotifyNextBlock of block
// b-1, and for block 0 after the (k-1)-th of the last block.
void JoinBlockOrder(const char* api, const void* key);
void WaitBlockTurn(const char* api, const void* key);
void PassBlockTurn(const char* api, const void* key);

// Group barrier (GroupBarrier): the k-th Wait of every waiter returns once
// each of the `arrivers` has arrived k times; one barrier per `key` (its GM
// workspace).
void ArriveAtGroup(const char* api, const void* key, uint32_t arrivers, uint32_t waiters, uint32_t index);
void WaitAtGroup(const char* api, const void* key, uint32_t arrivers, uint32_t waiters, uint32_t index);

}  // namespace runtime
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_RUNTIME_BLOCK_SYNC_H_
