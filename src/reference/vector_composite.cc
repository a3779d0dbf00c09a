// Reference of the composite operations (docs/SPEC.md 8.5): AddRelu,
// SubRelu, AbsSub, Prelu, ExpSub, MulAddDst, FusedMulAdd, MulAddRelu, Axpy,
// Mull. The multiply-adds round the product to the destination type first
// (the composite overview: same-type composites gain no precision over the
// separate instructions), then the sum; integer steps each wrap or
// saturate (CTRL[53]).
#include <cmath>

#include "reference/vector_model.h"

namespace ascendc_host {
namespace reference {

namespace {

// An integer result stored in its type (wrapped or saturated) and read back.
Value Stored(DType t, __int128 v, const NumericMode& mode) {
  Value x;
  x.i = v;
  return Decode(t, Encode(t, x, mode));
}

// a * b stored in t; 64-bit products may exceed __int128 when unsigned.
Value IntegerProduct(DType t, const Value& a, const Value& b, const NumericMode& mode) {
  if (t == DType::kU64) {
    const unsigned __int128 p = static_cast<unsigned __int128>(a.i) * static_cast<unsigned __int128>(b.i);
    Value r;
    const unsigned __int128 max = static_cast<unsigned __int128>(~0ull);
    r.i = static_cast<__int128>(mode.int_saturating && p > max ? max : (p & max));
    return r;
  }
  return Stored(t, a.i * b.i, mode);
}

Value Relu(DType t, Value v) {
  if (IsFloatType(t)) {
    if (!(v.f > 0.0f) && !std::isnan(v.f)) v.f = 0.0f;
  } else if (v.i < 0) {
    v.i = 0;
  }
  return v;
}

// x * y + z: the product rounded to t, then the sum rounded to t.
Value MulAdd(DType t, const Value& x, const Value& y, const Value& z, const NumericMode& mode) {
  if (IsFloatType(t)) {
    const Value product = RoundedTo(t, static_cast<long double>(x.f) * y.f);
    return RoundedTo(t, static_cast<long double>(product.f) + z.f);
  }
  return Stored(t, IntegerProduct(t, x, y, mode).i + z.i, mode);
}

Value Composite(CompositeOp op, DType t, DType dst_t, const Value* in, const Value& old, const Value& scalar,
                const NumericMode& mode) {
  const Value& a = in[0];
  const Value& b = in[1];
  Value r;
  switch (op) {
    case CompositeOp::kAddRelu:
    case CompositeOp::kSubRelu: {
      const bool add = op == CompositeOp::kAddRelu;
      if (IsFloatType(t))
        return Relu(t, RoundedTo(t, add ? static_cast<long double>(a.f) + b.f : static_cast<long double>(a.f) - b.f));
      return Relu(t, Stored(t, add ? a.i + b.i : a.i - b.i, mode));
    }
    case CompositeOp::kAbsSub:
      return RoundedTo(t, std::fabs(static_cast<long double>(a.f) - b.f));
    case CompositeOp::kPrelu:
      if (a.f >= 0.0f) return a;
      return RoundedTo(t, static_cast<long double>(a.f) * b.f);
    case CompositeOp::kExpSub: {
      // The difference in float (the page: half sources converted to float
      // first), then e to it.
      const float difference = a.f - b.f;
      return RoundedTo(DType::kF32, std::exp(static_cast<long double>(difference)));
    }
    case CompositeOp::kMulAddDst: return MulAdd(dst_t, a, b, old, mode);
    case CompositeOp::kFusedMulAdd: return MulAdd(dst_t, a, old, b, mode);
    case CompositeOp::kMulAddRelu: return Relu(dst_t, MulAdd(dst_t, a, old, b, mode));
    case CompositeOp::kAxpy: return MulAdd(dst_t, scalar, a, old, mode);
    case CompositeOp::kMull: break;
  }
  return r;
}

// Mull: the count form's products as two 32-bit halves, repeat by repeat.
MaskRegisters RunMull(const Ub& ub, const VectorCallDesc& c) {
  MaskRegisters after;
  const Positions p = ResolvePositions(c, 4, &after);
  const bool is_signed = c.type == DType::kI32;
  uint64_t low[64], high[64];
  for (uint64_t r = 0; r < p.repeats; ++r) {
    for (uint32_t k = 0; k < p.epr; ++k) {
      if (!p.Active(r, k)) continue;
      const __int128 a = Decode(c.type, LoadElement(ub, OperandAddress(c, c.src0, 4, p, r, k), 4)).i;
      const __int128 b = Decode(c.type, LoadElement(ub, OperandAddress(c, c.src1, 4, p, r, k), 4)).i;
      const __int128 product = a * b;  // exact: |product| < 2^64
      const uint64_t bits = static_cast<uint64_t>(product);
      low[k] = bits & 0xFFFFFFFFu;
      high[k] = is_signed ? static_cast<uint64_t>(static_cast<int64_t>(product) >> 32) & 0xFFFFFFFFu : bits >> 32;
    }
    // The repeat's low halves to dst, then its high halves to dst1.
    for (uint32_t k = 0; k < p.epr; ++k)
      if (p.Active(r, k)) StoreElement(ub, OperandAddress(c, c.dst, 4, p, r, k), 4, low[k]);
    for (uint32_t k = 0; k < p.epr; ++k)
      if (p.Active(r, k)) StoreElement(ub, OperandAddress(c, c.dst1, 4, p, r, k), 4, high[k]);
  }
  return after;
}

}  // namespace

MaskRegisters RunComposite(const Ub& ub, const VectorCallDesc& c) {
  const auto op = static_cast<CompositeOp>(c.op);
  if (op == CompositeOp::kMull) return RunMull(ub, c);
  ElementwiseSpec spec;
  spec.src_type = c.type;
  spec.dst_type = c.widening || op == CompositeOp::kExpSub ? DType::kF32 : c.type;
  spec.sources = op == CompositeOp::kAxpy ? 1 : 2;
  const Value scalar = Decode(c.type, c.scalar_bits);
  const DType t = c.type, dst_t = spec.dst_type;
  const NumericMode mode = c.numeric;
  spec.fn = [op, t, dst_t, scalar, mode](const Value* in, const Value& old) {
    return Composite(op, t, dst_t, in, old, scalar, mode);
  };
  return RunElementwise(ub, c, spec);
}

}  // namespace reference
}  // namespace ascendc_host
