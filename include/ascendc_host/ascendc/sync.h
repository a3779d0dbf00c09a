// Synchronisation (SPEC 6.7). The CPU runs every API call to completion in
// program order, so these are semantic no-ops.
#ifndef ASCENDC_HOST_ASCENDC_SYNC_H_
#define ASCENDC_HOST_ASCENDC_SYNC_H_

#include <cstdint>

#include "ascendc_host/ascendc/types.h"

namespace AscendC {

template <HardEvent event>
__aicore__ inline void SetFlag(int32_t /*eventID*/) {}
template <HardEvent event>
__aicore__ inline void WaitFlag(int32_t /*eventID*/) {}
template <pipe_t pipe>
__aicore__ inline void PipeBarrier() {}
__aicore__ inline void PipeBarrier() {}

}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_SYNC_H_
