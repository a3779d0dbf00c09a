// C API synchronisation (SPEC 17.4). The CPU runs every pipe's work in
// program order, so nothing waits; checked mode tracks the pairing of
// asc_sync_notify / asc_sync_wait per (source pipe, destination pipe,
// event) as it does TQueSync's (SPEC 12.5): a wait without a notify, or two
// notifies without a wait, is an ERROR.
#ifndef ASCENDC_HOST_ASC_CAPI_SYNC_H_
#define ASCENDC_HOST_ASC_CAPI_SYNC_H_

#include <cstdint>
#include <type_traits>

#include "ascendc_host/ascendc/sync.h"

namespace ascendc_host {
namespace asc_capi {
inline uint8_t& PipePairFlags(pipe_t src, pipe_t dst) {
  return runtime::CurrentCore().in_core_sync.pipe_pair[(static_cast<uint32_t>(src) & 7u) * 8u +
                                                       (static_cast<uint32_t>(dst) & 7u)];
}
}  // namespace asc_capi
}  // namespace ascendc_host

// The pipes as types (PipeType<PIPE_V>{} ...): the sync functions take
// either spelling.
template <pipe_t kPipe>
using PipeType = std::integral_constant<pipe_t, kPipe>;
#define PIPE_TYPE_S (PipeType<PIPE_S>{})
#define PIPE_TYPE_V (PipeType<PIPE_V>{})
#define PIPE_TYPE_M (PipeType<PIPE_M>{})
#define PIPE_TYPE_MTE1 (PipeType<PIPE_MTE1>{})
#define PIPE_TYPE_MTE2 (PipeType<PIPE_MTE2>{})
#define PIPE_TYPE_MTE3 (PipeType<PIPE_MTE3>{})
#define PIPE_TYPE_ALL (PipeType<PIPE_ALL>{})
#define PIPE_TYPE_FIX (PipeType<PIPE_FIX>{})

// `dst` may go on once `src` has done what it issued before (event `id`).
__aicore__ inline void asc_sync_notify(pipe_t src, pipe_t dst, int id) {
  ascendc_host::detail::SetEventFlag("asc_sync_notify", ascendc_host::asc_capi::PipePairFlags(src, dst), id);
}
__aicore__ inline void asc_sync_wait(pipe_t src, pipe_t dst, int id) {
  ascendc_host::detail::WaitEventFlag("asc_sync_wait", ascendc_host::asc_capi::PipePairFlags(src, dst), id);
}
// Every pipe (asc_sync) or one pipe (asc_sync(pipe), asc_sync_pipe) finishes
// what it has issued.
__aicore__ inline void asc_sync() {}
__aicore__ inline void asc_sync(pipe_t) {}
__aicore__ inline void asc_sync_pipe(pipe_t) {}
__aicore__ inline void asc_sync_vec() {}
// The named pipe's work reaches the pipes that read its results (the
// notify / wait pairs happen inside: nothing is left pending).
__aicore__ inline void asc_sync_mte1(int) {}
__aicore__ inline void asc_sync_mte2(int) {}
__aicore__ inline void asc_sync_mte3(int) {}
// Memory barrier between data accesses (DataSyncBarrier).
__aicore__ inline void asc_sync_data_barrier() {}

// asc_lock / asc_unlock (Ascend 950): a pipe holds mutex `mutex_id` between
// them, ordering the pipes' work. The CPU runs a block's pipes in program
// order, so there is nothing to hold.
__aicore__ inline void asc_lock(pipe_t, uint8_t) {}
__aicore__ inline void asc_unlock(pipe_t, uint8_t) {}

#endif  // ASCENDC_HOST_ASC_CAPI_SYNC_H_
