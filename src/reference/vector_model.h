// The reference's model of a vector compute call (SIMD计算说明): which
// element positions a call visits, where each one lives, how elements are
// decoded into exact values and encoded back (docs/SPEC.md section 8). Each
// API family's reference (vector_<family>.cc) builds on it; RunElementwise
// is the loop every elementwise family shares.
#ifndef ASCENDC_HOST_SRC_REFERENCE_VECTOR_MODEL_H_
#define ASCENDC_HOST_SRC_REFERENCE_VECTOR_MODEL_H_

#include <cstdint>
#include <functional>

#include "ascendc_host/ops.h"
#include "reference/reference.h"
#include "reference/vector.h"

namespace ascendc_host {
namespace reference {

inline constexpr const char* kVectorApi = "reference::Vector";

struct Positions {
  uint32_t epr = 0;           // elements per repeat: 256 / the widest element
  uint64_t repeats = 0;
  bool counter = false;       // counter: position k of repeat r active iff r*epr + k < total
  uint64_t total = 0;
  uint64_t bits[2] = {0, 0};  // normal: active iff bit k
  bool Active(uint64_t r, uint32_t k) const {
    if (counter) return r * epr + k < total;
    return (bits[k / 64] >> (k % 64)) & 1u;
  }
};

// The positions a call visits (elements of `widest` bytes decide the
// repeat), and the mask registers it leaves.
Positions ResolvePositions(const VectorCallDesc& c, uint32_t widest, MaskRegisters* after);

// UB byte address of position k of repeat r of an operand of s-byte elements.
uint64_t OperandAddress(const VectorCallDesc& c, const VectorCallDesc::Operand& o, uint32_t s, const Positions& p,
                        uint64_t r, uint32_t k);

uint64_t LoadElement(const Ub& ub, uint64_t address, uint32_t s);
void StoreElement(const Ub& ub, uint64_t address, uint32_t s, uint64_t v);

// An element's exact value: floating types as float (half and bfloat16
// exactly), integers as 128-bit.
struct Value {
  float f = 0;
  __int128 i = 0;
};
bool IsFloatType(DType t);
Value Decode(DType t, uint64_t bits);
// The stored bits of a result: floats rounded once to the type with its NaN
// and saturation rules; integers saturated (int_saturating) or wrapped.
uint64_t Encode(DType t, const Value& v, const NumericMode& mode);
__int128 IntMin(DType t);
__int128 IntMax(DType t);

// An elementwise family: dst[k] = fn(sources[k]..., old dst[k]).
struct ElementwiseSpec {
  int sources = 2;              // src0, src1 used in order
  DType dst_type = DType::kF32;
  DType src_type = DType::kF32;
  std::function<Value(const Value* in, const Value& old_dst)> fn;
};
MaskRegisters RunElementwise(const Ub& ub, const VectorCallDesc& c, const ElementwiseSpec& spec);

// The families' runners (one file each, vector_<family>.cc).
MaskRegisters RunArithmetic(const Ub& ub, const VectorCallDesc& c);
MaskRegisters RunCompareSelect(const Ub& ub, const VectorCallDesc& c);
MaskRegisters RunReduce(const Ub& ub, const VectorCallDesc& c);
MaskRegisters RunLayout(const Ub& ub, const VectorCallDesc& c);
MaskRegisters RunCast(const Ub& ub, const VectorCallDesc& c);
MaskRegisters RunUnary(const Ub& ub, const VectorCallDesc& c);
MaskRegisters RunLogic(const Ub& ub, const VectorCallDesc& c);
MaskRegisters RunComposite(const Ub& ub, const VectorCallDesc& c);

// The correctly rounded value of `exact` in a floating type (half and
// bfloat16 rounded once, directly from the exact value); +-inf beyond the
// type's largest finite value.
Value RoundedTo(DType t, long double exact);
// A nonzero value below the type's smallest normal magnitude.
bool IsSubnormalOf(DType t, float v);

}  // namespace reference
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_SRC_REFERENCE_VECTOR_MODEL_H_
