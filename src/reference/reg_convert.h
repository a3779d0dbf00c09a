// Scalar oracle of the Reg conversions, reductions and rearrangements (SPEC
// 14.10-14.12): Cast, Truncate, MulsCast; Reduce, ReduceDataBlock,
// PairReduceElem; Interleave, DeInterleave, Pack, UnPack, Unsqueeze,
// Histograms, Move. Element by element on the register images of a
// RegComputeCall, with exact arithmetic (long double / 128-bit integers)
// and one rounding per result as the SPEC states. Shares no code with the
// inline SIMD operations.
#ifndef ASCENDC_HOST_SRC_REFERENCE_REG_CONVERT_H_
#define ASCENDC_HOST_SRC_REFERENCE_REG_CONVERT_H_

#include "ascendc_host/runtime/reg_compute.h"

namespace ascendc_host {
namespace reference {
namespace reg {

// Whether `op` is one of the operations above (reference/reg_compute.cc
// hands them here).
bool IsConvertFamily(RegOp op);
RegComputeResult ComputeConvertFamily(const RegComputeCall& call);

}  // namespace reg
}  // namespace reference
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_SRC_REFERENCE_REG_CONVERT_H_
