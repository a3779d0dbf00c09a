// Cross-check mode for the vector compute APIs: VectorCallDesc -> reference.
#include <cstring>

#include "ascendc_host/ops.h"
#include "ascendc_host/verify.h"
#include "reference/vector.h"

namespace ascendc_host {
namespace verify {
namespace {

VectorCallDesc Copy(const void* call) {
  VectorCallDesc c;
  std::memcpy(&c, call, sizeof c);
  return c;
}

void RunVector(const void* call, uint8_t* ub, uint32_t ub_bytes, MaskRegisterState* after) {
  const reference::MaskRegisters r = reference::RunVectorCall(reference::Ub(ub, ub_bytes), Copy(call));
  after->counter_mode = r.counter_mode;
  after->vector_mask[0] = r.vector_mask[0];
  after->vector_mask[1] = r.vector_mask[1];
  after->cmp_mask[0] = r.cmp_mask[0];
  after->cmp_mask[1] = r.cmp_mask[1];
}

void PrimaryVector(const void* call, const char** name, uint64_t* address, uint32_t* element_bytes) {
  const VectorCallDesc c = Copy(call);
  *name = "dst";
  *address = c.dst.address;
  // A comparison's dst holds bits: reported byte by byte.
  *element_bytes = c.family == VectorCallDesc::Family::kCompare ? 1
                   : c.family == VectorCallDesc::Family::kCast ? (c.dst_int4 ? 1 : SizeOf(c.dst_type))
                                                               : SizeOf(c.type);
}

}  // namespace

const Checker kVectorChecker = {RunVector, PrimaryVector};

}  // namespace verify
}  // namespace ascendc_host
