// The pool of simulated cores, for the launcher (src/runtime/launch.cc).
#ifndef ASCENDC_HOST_SRC_RUNTIME_CORES_H_
#define ASCENDC_HOST_SRC_RUNTIME_CORES_H_

#include <cstddef>
#include <cstdint>

#include "ascendc_host/runtime.h"

namespace ascendc_host {
namespace runtime {
namespace internal {

struct OwnedCore;
// A pooled core reset for block `idx` of `num`: zeroed UB, registers reset.
OwnedCore* LeaseCore(uint32_t ub_bytes, uint32_t idx, uint32_t num);
CoreState& StateOf(OwnedCore* core);
void ReturnCore(OwnedCore* core);
// Cores kept for reuse (bounded; tests check the bound).
size_t PooledCores();

}  // namespace internal
}  // namespace runtime
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_SRC_RUNTIME_CORES_H_
