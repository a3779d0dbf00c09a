// The cross-check description of a Reg operation with one source register
// and an optional predicate (Cast, Truncate, MulsCast, the reductions, Pack,
// UnPack, Move): the parts compute::Describe leaves to the operation.
#ifndef ASCENDC_HOST_ASCENDC_REG_ONE_SOURCE_H_
#define ASCENDC_HOST_ASCENDC_REG_ONE_SOURCE_H_

#include <cstdint>
#include <memory>

#include "ascendc_host/ascendc/reg/compute_common.h"

namespace AscendC {
namespace Reg {
namespace compute {

template <typename E, int kRegNum, typename U>
inline std::unique_ptr<RegComputeCall> DescribeOneSource(RegOp op, ascendc_host::DType dst_type, uint8_t variant,
                                                         const U& src, const MaskReg* mask) {
  auto c = Describe<E, kRegNum>(op);
  c->dst_type = dst_type;
  c->variant = variant;
  CopyRegister(c->reg[0], src);
  if (mask != nullptr) CopyMask(c->mask[0], *mask);
  return c;
}

}  // namespace compute
}  // namespace Reg
}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_REG_ONE_SOURCE_H_
