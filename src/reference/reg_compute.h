// Scalar oracle of the Reg compute operations (SPEC 14), written from the
// pages: element by element on the register images of a RegComputeCall,
// with the element codec of reference/numerics.h. It shares no code with
// the inline SIMD operations (include/ascendc_host/ascendc/reg/).
#ifndef ASCENDC_HOST_SRC_REFERENCE_REG_COMPUTE_H_
#define ASCENDC_HOST_SRC_REFERENCE_REG_COMPUTE_H_

#include <cstdint>

#include "ascendc_host/runtime/reg_compute.h"

namespace ascendc_host {
namespace reference {
namespace reg {

// Runs `call` and returns every output of it (registers, masks, AR).
RegComputeResult Compute(const RegComputeCall& call);

// The transcendental operations (Exp, Ln, Log, Log2, Log10, ExpSub) are
// not bit-exact (their NPU algorithm is unpublished): the reference gives
// the correctly rounded result, an implementation may differ from it by up
// to this many units in the last place of the destination type (SPEC 14.2).
bool IsTranscendental(RegOp op);
uint32_t UlpBound(RegOp op, DType dst_type);

}  // namespace reg
}  // namespace reference
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_SRC_REFERENCE_REG_COMPUTE_H_
