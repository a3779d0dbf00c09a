// The vector compute APIs' reference: each family's runner (vector_model.h).
#include "reference/vector.h"

#include <string>

#include "reference/vector_model.h"

namespace ascendc_host {
namespace reference {

MaskRegisters RunVectorCall(const Ub& ub, const VectorCallDesc& c) {
  switch (c.family) {
    case VectorCallDesc::Family::kBinary:
    case VectorCallDesc::Family::kScalar: return RunArithmetic(ub, c);
    case VectorCallDesc::Family::kCompare:
    case VectorCallDesc::Family::kSelect:
    case VectorCallDesc::Family::kCmpMask: return RunCompareSelect(ub, c);
    case VectorCallDesc::Family::kReduce: return RunReduce(ub, c);
    case VectorCallDesc::Family::kLayout: return RunLayout(ub, c);
    case VectorCallDesc::Family::kCast: return RunCast(ub, c);
    case VectorCallDesc::Family::kUnary: return RunUnary(ub, c);
    case VectorCallDesc::Family::kLogic: return RunLogic(ub, c);
    case VectorCallDesc::Family::kComposite: return RunComposite(ub, c);
  }
  RaiseFatal(kVectorApi, "family", std::to_string(static_cast<int>(c.family)), "has no reference");
}

}  // namespace reference
}  // namespace ascendc_host
