// Synchronisation between blocks (同步控制/核间同步, 任务间同步): SyncAll
// (hard and soft), CrossCoreSetFlag/CrossCoreWaitFlag, IBSet/IBWait,
// InitDetermineComputeWorkspace/WaitPreBlock/NotifyNextBlock, GroupBarrier,
// SetNextTaskStart/WaitPreTaskEnd.
//
// On the NPU all blocks of a launch are resident at once; here a waiting
// block gives its thread to the others (launch.h), so these work with any
// number of threads. A wait that can never end is a FATAL Error naming the
// blocks and what they wait for. Decisions where the pages are silent:
// SPEC section "Blocks that wait for each other".
#ifndef ASCENDC_HOST_ASCENDC_BLOCK_SYNC_H_
#define ASCENDC_HOST_ASCENDC_BLOCK_SYNC_H_

#include <cstdint>

#include "ascendc_host/checks.h"
#include "ascendc_host/ascendc/tensor.h"
#include "ascendc_host/ascendc/types.h"
#include "ascendc_host/config.h"
#include "ascendc_host/runtime.h"
#include "ascendc_host/runtime/block_sync.h"

extern thread_local int64_t block_idx;
extern thread_local int64_t block_num;

namespace AscendC {

struct SyncAllConfig {
  pipe_t triggerPipe;
  pipe_t waitPipe;
};
inline constexpr SyncAllConfig DEFAULT_SYNC_ALL_CONFIG = {PIPE_ALL, PIPE_ALL};

}  // namespace AscendC

namespace ascendc_host {
namespace detail {

constexpr bool IsSyncAllPipe(pipe_t p) { return p == PIPE_MTE2 || p == PIPE_MTE3 || p == PIPE_ALL; }

// ERROR unless the GM workspace holds `bytes` (when its size is known) and
// the UB workspace `ub_bytes`; FATAL when the GM workspace is not bound.
inline void CheckSyncWorkspaces(const char* api, const AscendC::GlobalTensor<int32_t>& gm, uint64_t gm_bytes,
                                const AscendC::LocalTensor<int32_t>& ub, uint64_t ub_bytes) {
  if (gm.GetPhyAddr() == nullptr)
    RaiseFatal(api, "gmWorkspace", "unbound", "GlobalTensor is not bound to GM (SetGlobalBuffer was not called)");
  if (!CheckedMode()) return;
  if (gm.HasKnownSize() && gm.GetSize() * sizeof(int32_t) < gm_bytes)
    ReportError(api, "gmWorkspace", Str(gm.GetSize() * sizeof(int32_t)) + " bytes",
                ("is smaller than the " + Str(gm_bytes) + " bytes this call needs").c_str());
  if (uint64_t{ub.GetSize()} * sizeof(int32_t) < ub_bytes)
    ReportError(api, "ubWorkspace", Str(uint64_t{ub.GetSize()} * sizeof(int32_t)) + " bytes",
                ("is smaller than the " + Str(ub_bytes) + " bytes this call needs").c_str());
}

// The GM word of IBSet/IBWait: 32 bytes per (eventID, blockIdx) slot.
inline int32_t* IbSlot(const char* api, const AscendC::GlobalTensor<int32_t>& gm, int32_t blockIdx, int32_t eventID) {
  const int64_t blocks = block_num;
  if (blockIdx < 0 || blockIdx >= blocks)
    ReportError(api, "blockIdx", std::to_string(blockIdx),
                ("must be in [0, " + std::to_string(blocks - 1) + "] (a block of the launch)").c_str());
  if (eventID < 0) ReportError(api, "eventID", std::to_string(eventID), "must not be negative");
  const uint64_t element = (uint64_t{static_cast<uint32_t>(eventID)} * static_cast<uint64_t>(blocks) +
                            static_cast<uint32_t>(blockIdx)) * 8u;
  if (gm.GetPhyAddr() == nullptr)
    RaiseFatal(api, "gmWorkspace", "unbound", "GlobalTensor is not bound to GM (SetGlobalBuffer was not called)");
  if (gm.HasKnownSize() && element >= gm.GetSize())
    RaiseFatal(api, "gmWorkspace", Str(gm.GetSize()) + " elements",
               ("holds no slot for eventID " + std::to_string(eventID) + ", blockIdx " + std::to_string(blockIdx) +
                " (int32_t element " + Str(element) + ")")
                   .c_str());
  return gm.GetPhyAddr() + element;
}

}  // namespace detail
}  // namespace ascendc_host

namespace AscendC {

// Hard SyncAll: every block of the launch (isAIVOnly = false, the mixed
// cube/vector form, synchronises the same vector blocks: no cube core is
// simulated). config names pipes; on the CPU every call runs in order.
template <bool isAIVOnly = true, const SyncAllConfig& config = DEFAULT_SYNC_ALL_CONFIG>
__aicore__ inline void SyncAll() {
  static_assert(ascendc_host::detail::IsSyncAllPipe(config.triggerPipe) &&
                    ascendc_host::detail::IsSyncAllPipe(config.waitPipe),
                "SyncAllConfig pipes must be PIPE_MTE2, PIPE_MTE3 or PIPE_ALL");
  ascendc_host::runtime::SyncAllBlocks("SyncAll");
}

// Soft SyncAll: blocks [0, usedCores) (0: every block) meet. The GM
// workspace (GetBlockNum()*32 bytes) and UB workspace (the same) are
// validated, not written.
template <bool isAIVOnly = true>
__aicore__ inline void SyncAll(const GlobalTensor<int32_t>& gmWorkspace, const LocalTensor<int32_t>& ubWorkspace,
                               const int32_t usedCores = 0) {
  namespace d = ascendc_host::detail;
  const char* api = "SyncAll";
  const int64_t blocks = block_num;
  d::CheckSyncWorkspaces(api, gmWorkspace, static_cast<uint64_t>(blocks) * 32, ubWorkspace,
                         static_cast<uint64_t>(blocks) * 32);
  int64_t cores = usedCores;
  if (usedCores < 0 || usedCores > blocks) {
    ascendc_host::ReportError(api, "usedCores", std::to_string(usedCores),
                              ("must be in [0, " + std::to_string(blocks) + "] (GetBlockNum())").c_str());
    cores = blocks;  // release behaviour: every block
  }
  if (cores == 0) cores = blocks;
  if (block_idx >= cores) {
    ascendc_host::ReportError(api, "usedCores", std::to_string(usedCores),
                              ("does not include this block (" + std::to_string(block_idx) +
                               "): only blocks [0, usedCores) take part")
                                  .c_str());
    return;  // release behaviour: a block outside the group does not wait
  }
  ascendc_host::runtime::SyncBlockGroup(api, gmWorkspace.GetPhyAddr(), static_cast<uint32_t>(cores));
}

// Mode 0: all blocks; mode 1: the vector cores of this block's AI core (the
// block itself on the CPU). Modes 2 and 4 pair vector and cube cores.
template <uint8_t modeId, pipe_t pipe>
__aicore__ inline void CrossCoreSetFlag(uint16_t flagId) {
  static_assert(modeId == 0 || modeId == 1 || modeId == 2 ||
                    (modeId == 4 && ascendc_host::kProfile.profile == ascendc_host::Profile::kP950),
                "CrossCoreSetFlag modes: 0, 1, 2 (and 4 on Ascend 950)");
  static_assert(pipe != PIPE_ALL && (pipe != PIPE_S || modeId == 4),
                "CrossCoreSetFlag pipes: PIPE_V, PIPE_M, PIPE_MTE1, PIPE_MTE2, PIPE_MTE3, PIPE_FIX (PIPE_S in mode 4)");
  const char* api = "CrossCoreSetFlag";
  if constexpr (modeId == 2 || modeId == 4) {
    ascendc_host::ReportError(api, "modeId", std::to_string(modeId),
                              "synchronises vector with cube cores; ascendc-host runs vector cores only");
    return;  // release behaviour: no effect
  } else {
    if (flagId > 15) {
      ascendc_host::ReportError(api, "flagId", std::to_string(flagId), "must be in [0, 15]");
      flagId %= 16;  // release behaviour: the low 4 bits
    }
    ascendc_host::runtime::SetCrossCoreFlag(api, modeId, flagId);
  }
}

template <uint8_t modeId = 0, pipe_t pipe = PIPE_S>
__aicore__ inline void CrossCoreWaitFlag(uint16_t flagId) {
  static_assert(modeId == 0 || modeId == 1 || modeId == 2 ||
                    (modeId == 4 && ascendc_host::kProfile.profile == ascendc_host::Profile::kP950),
                "CrossCoreWaitFlag modes: 0, 1, 2 (and 4 on Ascend 950)");
  const char* api = "CrossCoreWaitFlag";
  if constexpr (modeId == 2 || modeId == 4) {
    ascendc_host::ReportError(api, "modeId", std::to_string(modeId),
                              "synchronises vector with cube cores; ascendc-host runs vector cores only");
    return;  // release behaviour: no wait (no cube core would ever set it)
  } else {
    if (flagId > 15) {
      ascendc_host::ReportError(api, "flagId", std::to_string(flagId), "must be in [0, 15]");
      flagId %= 16;
    }
    ascendc_host::runtime::WaitCrossCoreFlag(api, modeId, flagId);
  }
}

// The block waiting at IBWait(gm, ub, blockIdx, eventID) goes on after a
// block's IBSet with the same arguments: IBSet waits for its GM slot to be
// 0 and stores 1, IBWait waits for 1 and stores 0 (the devkit's protocol,
// so the slot can be reused).
template <bool isAIVOnly = true>
__aicore__ inline void IBSet(const GlobalTensor<int32_t>& gmWorkspace, const LocalTensor<int32_t>& ubWorkspace,
                             int32_t blockIdx, int32_t eventID) {
  namespace d = ascendc_host::detail;
  d::CheckSyncWorkspaces("IBSet", gmWorkspace, 0, ubWorkspace, 32);
  ascendc_host::runtime::ExchangeGmWordWhenEqual("IBSet", d::IbSlot("IBSet", gmWorkspace, blockIdx, eventID), 0, 1,
                                                 "its IBSet slot");
}
template <bool isAIVOnly = true>
__aicore__ inline void IBWait(const GlobalTensor<int32_t>& gmWorkspace, const LocalTensor<int32_t>& ubWorkspace,
                              int32_t blockIdx, int32_t eventID) {
  namespace d = ascendc_host::detail;
  d::CheckSyncWorkspaces("IBWait", gmWorkspace, 0, ubWorkspace, 32);
  ascendc_host::runtime::ExchangeGmWordWhenEqual("IBWait", d::IbSlot("IBWait", gmWorkspace, blockIdx, eventID), 1,
                                                 0, "its IBSet slot");
}

// Blocks in ascending index order: the k-th WaitPreBlock of block b returns
// after the k-th NotifyNextBlock of block b-1 (block 0: of the last block
// in the previous round). The GM workspace is validated and names the
// order; it is not written.
__aicore__ inline void InitDetermineComputeWorkspace(GlobalTensor<int32_t>& gmWorkspace,
                                                     LocalTensor<int32_t>& ubWorkspace) {
  const uint64_t blocks = static_cast<uint64_t>(block_num);
  ascendc_host::detail::CheckSyncWorkspaces("InitDetermineComputeWorkspace", gmWorkspace, blocks * 32, ubWorkspace,
                                            blocks * 32 + 32);
  ascendc_host::runtime::JoinBlockOrder("InitDetermineComputeWorkspace", gmWorkspace.GetPhyAddr());
}
__aicore__ inline void WaitPreBlock(GlobalTensor<int32_t>& gmWorkspace, LocalTensor<int32_t>& ubWorkspace) {
  const uint64_t blocks = static_cast<uint64_t>(block_num);
  ascendc_host::detail::CheckSyncWorkspaces("WaitPreBlock", gmWorkspace, blocks * 32, ubWorkspace, blocks * 32 + 32);
  ascendc_host::runtime::WaitBlockTurn("WaitPreBlock", gmWorkspace.GetPhyAddr());
}
__aicore__ inline void NotifyNextBlock(GlobalTensor<int32_t>& gmWorkspace, LocalTensor<int32_t>& ubWorkspace) {
  const uint64_t blocks = static_cast<uint64_t>(block_num);
  ascendc_host::detail::CheckSyncWorkspaces("NotifyNextBlock", gmWorkspace, blocks * 32, ubWorkspace,
                                            blocks * 32 + 32);
  ascendc_host::runtime::PassBlockTurn("NotifyNextBlock", gmWorkspace.GetPhyAddr());
}

// GroupBarrier (Atlas A2/A3, and Ascend 950 as the vendor's example runs it;
// docs/SPEC.md 12.3): `waitSizeIn` waiting blocks go on once all
// `arriveSizeIn` arriving blocks have called Arrive, round after round.
// The GM workspace (512-byte aligned, max(arrive, wait) * 512 bytes: the
// pages leave the size to GetWorkspaceLen) names the barrier; it is not
// written, and the 1600 bytes the NPU reserves at the end of UB stay free.
enum class PipeMode : uint8_t { SCALAR_MODE = 0, MTE3_MODE = 1, MAX };

template <PipeMode pipeMode>
class GroupBarrier {
 public:
  __aicore__ inline GroupBarrier(GM_ADDR groupWorkspace, uint32_t arriveSizeIn, uint32_t waitSizeIn)
      : workspace_(groupWorkspace), arrive_(arriveSizeIn), wait_(waitSizeIn) {
    static_assert(pipeMode == PipeMode::MTE3_MODE, "GroupBarrier supports PipeMode::MTE3_MODE only");
    if (groupWorkspace == nullptr) ascendc_host::RaiseFatal("GroupBarrier", "groupWorkspace", "null", "is not a GM address");
    if (reinterpret_cast<uintptr_t>(groupWorkspace) % 512 != 0)
      ascendc_host::ReportError("GroupBarrier", "groupWorkspace",
                                ascendc_host::detail::Hex(reinterpret_cast<uintptr_t>(groupWorkspace)),
                                "must be 512-byte aligned");
    if (arriveSizeIn == 0 || waitSizeIn == 0)
      ascendc_host::RaiseFatal("GroupBarrier", arriveSizeIn == 0 ? "arriveSizeIn" : "waitSizeIn", "0",
                               "must be at least 1");
  }
  __aicore__ inline void Arrive(uint32_t arriveIndex) {
    if (arriveIndex >= arrive_)
      ascendc_host::RaiseFatal("GroupBarrier::Arrive", "arriveIndex", std::to_string(arriveIndex),
                               ("must be in [0, " + std::to_string(arrive_ - 1) + "]").c_str());
    ascendc_host::runtime::ArriveAtGroup("GroupBarrier::Arrive", workspace_, arrive_, wait_, arriveIndex);
  }
  __aicore__ inline void Wait(uint32_t waitIndex) {
    if (waitIndex >= wait_)
      ascendc_host::RaiseFatal("GroupBarrier::Wait", "waitIndex", std::to_string(waitIndex),
                               ("must be in [0, " + std::to_string(wait_ - 1) + "]").c_str());
    ascendc_host::runtime::WaitAtGroup("GroupBarrier::Wait", workspace_, arrive_, wait_, waitIndex);
  }
  __aicore__ inline uint64_t GetWorkspaceLen() const { return uint64_t{arrive_ > wait_ ? arrive_ : wait_} * 512; }

 private:
  GM_ADDR workspace_;
  uint32_t arrive_, wait_;
};

// SuperKernel early start: a launch here runs to completion before the next
// starts, so these only check the rule "once per core".
template <pipe_t AIV_PIPE = PIPE_MTE3, pipe_t AIC_PIPE = PIPE_FIX, bool FORCE = false>
__aicore__ inline void SetNextTaskStart() {
  static_assert(AIV_PIPE == PIPE_MTE2 || AIV_PIPE == PIPE_MTE3 || AIV_PIPE == PIPE_S || AIV_PIPE == PIPE_V,
                "AIV_PIPE must be PIPE_MTE2, PIPE_MTE3, PIPE_S or PIPE_V");
  static_assert(AIC_PIPE == PIPE_MTE1 || AIC_PIPE == PIPE_MTE2 || AIC_PIPE == PIPE_MTE3 || AIC_PIPE == PIPE_FIX ||
                    AIC_PIPE == PIPE_M,
                "AIC_PIPE must be PIPE_MTE1, PIPE_MTE2, PIPE_MTE3, PIPE_FIX or PIPE_M");
  auto& calls = ascendc_host::runtime::CurrentCore().in_core_sync.next_task_start_calls;
  if (calls++ > 0)
    ascendc_host::ReportError("SetNextTaskStart", "calls", std::to_string(calls), "must be called once per core");
}
template <bool FORCE = false>
__aicore__ inline void WaitPreTaskEnd() {
  auto& calls = ascendc_host::runtime::CurrentCore().in_core_sync.wait_pre_task_end_calls;
  if (calls++ > 0)
    ascendc_host::ReportError("WaitPreTaskEnd", "calls", std::to_string(calls), "must be called once per core");
}

}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_BLOCK_SYNC_H_
