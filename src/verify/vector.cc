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
                   : c.widening                                ? 4
                                                               : SizeOf(c.type);
}

// Calls with a published error bound (Exp, Ln, Rsqrt, ExpSub): a differing
// element of dst within the bound of the reference's correctly rounded value
// is accepted.
uint32_t ToleratedVector(const void* call, const uint8_t* simd, const uint8_t* ref, uint64_t byte) {
  const VectorCallDesc c = Copy(call);
  const reference::Tolerance t = reference::ResultTolerance(c);
  if (t.ulps == 0 || byte < c.dst.address) return 0;
  const uint32_t s = SizeOf(t.type);
  const uint64_t element = c.dst.address + (byte - c.dst.address) / s * s;
  uint64_t a = 0, b = 0;
  std::memcpy(&a, simd + element, s);
  std::memcpy(&b, ref + element, s);
  if (!reference::WithinTolerance(t, a, b)) return 0;
  return static_cast<uint32_t>(element + s - byte);
}

}  // namespace

const Checker kVectorChecker = {RunVector, PrimaryVector, nullptr, nullptr, ToleratedVector};

}  // namespace verify
}  // namespace ascendc_host
