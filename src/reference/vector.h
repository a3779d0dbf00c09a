// Reference of the vector compute APIs (LocalTensor level), written from the
// pages (Memory矢量计算, SIMD计算说明) and docs/SPEC.md section 8, position by
// position on a UB image.
#ifndef ASCENDC_HOST_SRC_REFERENCE_VECTOR_H_
#define ASCENDC_HOST_SRC_REFERENCE_VECTOR_H_

#include <cstdint>

#include "ascendc_host/ops.h"
#include "reference/reference.h"

namespace ascendc_host {
namespace reference {

// The core's mask registers as a call leaves them.
struct MaskRegisters {
  bool counter_mode = false;
  uint64_t vector_mask[2] = {~0ull, ~0ull};
  uint64_t cmp_mask[2] = {0, 0};  // the CMPMASK register (Compare / Select / SetCmpMask)
};

// Runs the call on `ub` (FATAL on any access outside it) and returns the
// mask registers after the call.
MaskRegisters RunVectorCall(const Ub& ub, const VectorCallDesc& call);

}  // namespace reference
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_SRC_REFERENCE_VECTOR_H_
