// Synchronisation within a core (SPEC 6.7, 同步控制/核内同步): SetFlag/
// WaitFlag, TQueSync, PipeBarrier, DataSyncBarrier, Mutex::Lock/Unlock,
// AllocMutexID/ReleaseMutexID.
//
// The CPU runs every API call to completion in program order, so none of
// these has to wait. Checked mode enforces their pairing rules, because a
// kernel that breaks them hangs or misbehaves on the NPU: a WaitFlag
// without a SetFlag before it waits forever there (ERROR), a second SetFlag
// of the same event and id is undefined (ERROR), Lock/Unlock must alternate
// on the same pipe, and a MutexID must come from AllocMutexID before it is
// released.
#ifndef ASCENDC_HOST_ASCENDC_SYNC_H_
#define ASCENDC_HOST_ASCENDC_SYNC_H_

#include <atomic>
#include <cstdint>
#include <string>

#include "ascendc_host/checks.h"
#include "ascendc_host/ascendc/types.h"
#include "ascendc_host/runtime.h"

namespace AscendC {

using TEventID = int8_t;
using MutexID = uint8_t;
enum class MemDsbT : uint8_t { ALL = 0, DDR, UB, SEQ };

}  // namespace AscendC

namespace ascendc_host {
namespace detail {

inline constexpr uint32_t kEventIds = 8;
// AllocMutexID hands out 0..27; 28..31 are the system's (Lock page).
inline constexpr uint32_t kAllocatableMutexIds = 28;
inline constexpr uint32_t kMutexIds = 32;

inline const char* PipeName(pipe_t p) {
  switch (p) {
    case PIPE_S: return "PIPE_S";
    case PIPE_V: return "PIPE_V";
    case PIPE_M: return "PIPE_M";
    case PIPE_MTE1: return "PIPE_MTE1";
    case PIPE_MTE2: return "PIPE_MTE2";
    case PIPE_MTE3: return "PIPE_MTE3";
    case PIPE_ALL: return "PIPE_ALL";
    case PIPE_FIX: return "PIPE_FIX";
  }
  return "?";
}

// SetFlag: the flag of (event slot, id) must be clear; WaitFlag: set.
inline void SetEventFlag(const char* api, uint8_t& flags, int32_t id) {
  if (!CheckedMode()) return;
  if (id < 0 || id >= static_cast<int32_t>(kEventIds)) {
    ReportError(api, "eventID", std::to_string(id), "must be in [0, 7]");
    return;
  }
  if (flags & (1u << id))
    ReportError(api, "eventID", std::to_string(id),
                "is set twice without a WaitFlag between (undefined on the NPU; a PipeBarrier then hangs)");
  flags = static_cast<uint8_t>(flags | (1u << id));
}
inline void WaitEventFlag(const char* api, uint8_t& flags, int32_t id) {
  if (!CheckedMode()) return;
  if (id < 0 || id >= static_cast<int32_t>(kEventIds)) {
    ReportError(api, "eventID", std::to_string(id), "must be in [0, 7]");
    return;
  }
  if (!(flags & (1u << id)))
    ReportError(api, "eventID", std::to_string(id),
                "has no SetFlag before this WaitFlag (the NPU would wait forever)");
  flags = static_cast<uint8_t>(flags & ~(1u << id));
}

inline bool ValidMutexId(const char* api, uint32_t id) {
  if (id < kMutexIds) return true;
  ReportError(api, "id", std::to_string(id), "must be in [0, 31]");
  return false;
}

}  // namespace detail
}  // namespace ascendc_host

namespace AscendC {

template <HardEvent event>
__aicore__ inline void SetFlag(int32_t eventID) {
  static_assert(event < HardEvent::MAX, "SetFlag needs a HardEvent");
  ascendc_host::detail::SetEventFlag(
      "SetFlag", ascendc_host::runtime::CurrentCore().in_core_sync.hard_event[static_cast<uint32_t>(event)], eventID);
}
template <HardEvent event>
__aicore__ inline void WaitFlag(int32_t eventID) {
  static_assert(event < HardEvent::MAX, "WaitFlag needs a HardEvent");
  ascendc_host::detail::WaitEventFlag(
      "WaitFlag", ascendc_host::runtime::CurrentCore().in_core_sync.hard_event[static_cast<uint32_t>(event)], eventID);
}

// The destination pipe waits for the source pipe (the portable form of
// SetFlag/WaitFlag); pairing is checked per (src, dst).
template <pipe_t src, pipe_t dst>
class TQueSync {
 public:
  __aicore__ inline void SetFlag(TEventID id) {
    ascendc_host::detail::SetEventFlag("TQueSync::SetFlag", Flags(), id);
  }
  __aicore__ inline void WaitFlag(TEventID id) {
    ascendc_host::detail::WaitEventFlag("TQueSync::WaitFlag", Flags(), id);
  }

 private:
  static uint8_t& Flags() {
    return ascendc_host::runtime::CurrentCore().in_core_sync.pipe_pair[(static_cast<uint32_t>(src) & 7u) * 8u +
                                                                       (static_cast<uint32_t>(dst) & 7u)];
  }
};

template <pipe_t pipe>
__aicore__ inline void PipeBarrier() {
  static_assert(pipe != PIPE_S, "PipeBarrier does not support PIPE_S (scalar order is kept by the hardware)");
}
__aicore__ inline void PipeBarrier() {}

// Memory accesses before it are complete before those after it: on the CPU
// a full fence, so GM stores before it reach the other blocks (threads)
// before GM stores after it (the page's flag-polling example).
template <MemDsbT arg0>
__aicore__ inline void DataSyncBarrier() {
  std::atomic_thread_fence(std::memory_order_seq_cst);
}

// Takes a free MutexID (0..27) until ReleaseMutexID.
__aicore__ inline MutexID AllocMutexID() {
  auto& sync = ascendc_host::runtime::CurrentCore().in_core_sync;
  for (uint32_t id = 0; id < ascendc_host::detail::kAllocatableMutexIds; ++id) {
    if (!(sync.mutex_allocated & (1u << id))) {
      sync.mutex_allocated |= 1u << id;
      return static_cast<MutexID>(id);
    }
  }
  ascendc_host::ReportError("AllocMutexID", "MutexID", "28 in use",
                            "every MutexID is taken (ReleaseMutexID the ones no longer needed)");
  return static_cast<MutexID>(ascendc_host::detail::kAllocatableMutexIds - 1);  // release behaviour
}

__aicore__ inline void ReleaseMutexID(MutexID id) {
  const char* api = "ReleaseMutexID";
  if (!ascendc_host::detail::ValidMutexId(api, id)) return;
  auto& sync = ascendc_host::runtime::CurrentCore().in_core_sync;
  if (!(sync.mutex_allocated & (1u << id))) {
    ascendc_host::ReportError(api, "id", std::to_string(id),
                              "was not handed out by AllocMutexID (or is released twice)");
    return;
  }
  if (sync.mutex_locked & (1u << id))
    ascendc_host::ReportError(api, "id", std::to_string(id), "is released while locked (Unlock it first)");
  sync.mutex_allocated &= ~(1u << id);
  sync.mutex_locked &= ~(1u << id);
}

// Pipe-level lock (Lock page): Lock and Unlock of one MutexID alternate,
// starting with Lock, on the same pipe.
struct Mutex {
  template <pipe_t pipe>
  static __aicore__ inline void Lock(MutexID id) {
    static_assert(pipe != PIPE_ALL, "Mutex pipes: PIPE_S, PIPE_M, PIPE_V, PIPE_MTE1, PIPE_MTE2, PIPE_MTE3, PIPE_FIX");
    const char* api = "Mutex::Lock";
    if (!ascendc_host::detail::ValidMutexId(api, id)) return;
    auto& sync = ascendc_host::runtime::CurrentCore().in_core_sync;
    if (sync.mutex_locked & (1u << id)) {
      ascendc_host::ReportError(api, "id", std::to_string(id),
                                "is locked twice without an Unlock between (unpredictable on the NPU)");
    }
    if (id >= ascendc_host::detail::kAllocatableMutexIds)
      ascendc_host::ReportWarning(api, "id", std::to_string(id), "is one of the MutexIDs 28-31 reserved for the system");
    sync.mutex_locked |= 1u << id;
    sync.mutex_pipe[id] = static_cast<uint8_t>(pipe);
  }
  template <pipe_t pipe>
  static __aicore__ inline void Unlock(MutexID id) {
    static_assert(pipe != PIPE_ALL, "Mutex pipes: PIPE_S, PIPE_M, PIPE_V, PIPE_MTE1, PIPE_MTE2, PIPE_MTE3, PIPE_FIX");
    const char* api = "Mutex::Unlock";
    if (!ascendc_host::detail::ValidMutexId(api, id)) return;
    auto& sync = ascendc_host::runtime::CurrentCore().in_core_sync;
    if (!(sync.mutex_locked & (1u << id))) {
      ascendc_host::ReportError(api, "id", std::to_string(id), "is not locked (Unlock without a Lock before it)");
      return;
    }
    if (sync.mutex_pipe[id] != static_cast<uint8_t>(pipe)) {
      ascendc_host::ReportError(
          api, "pipe", ascendc_host::detail::PipeName(pipe),
          ("differs from the pipe of its Lock (" +
           std::string(ascendc_host::detail::PipeName(static_cast<pipe_t>(sync.mutex_pipe[id]))) + ")")
              .c_str());
    }
    sync.mutex_locked &= ~(1u << id);
  }
};

}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_SYNC_H_
