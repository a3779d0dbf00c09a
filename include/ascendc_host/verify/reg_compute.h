// Cross-check mode (ascendc_host/verify.h) of the Reg compute operations
// (SPEC 14): the surface runs an operation inline and, when the mode is on,
// hands its description and outputs here; the reference redoes the call and
// the outputs are compared (registers lane by lane, predicates bit by bit,
// the AR register). The transcendental operations are compared within their
// published ULP bound (SPEC 14.2).
#ifndef ASCENDC_HOST_VERIFY_REG_COMPUTE_H_
#define ASCENDC_HOST_VERIFY_REG_COMPUTE_H_

#include "ascendc_host/runtime/reg_compute.h"
#include "ascendc_host/verify.h"

namespace ascendc_host {
namespace verify {

// Throws ascendc_host::Error (ERROR) naming the first differing output.
void CheckRegCompute(const RegComputeCall& call, const RegComputeResult& simd);

}  // namespace verify
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_VERIFY_REG_COMPUTE_H_
