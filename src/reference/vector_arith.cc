// Reference of the arithmetic families: Add, Sub, Mul, Div, Max, Min and
// Adds, Muls, Maxs, Mins, Duplicate (docs/SPEC.md section 8).
#include <algorithm>
#include <cmath>

#include "reference/vector_model.h"

namespace ascendc_host {
namespace reference {
namespace {

// Products of 64-bit operands can exceed __int128: the exact product's
// magnitude is only needed up to "more than the type holds".
__int128 Product(DType t, __int128 a, __int128 b, const NumericMode& mode) {
  if (SizeOf(t) != 8) return a * b;
  const unsigned __int128 ua = static_cast<unsigned __int128>(a < 0 ? -a : a);
  const unsigned __int128 ub = static_cast<unsigned __int128>(b < 0 ? -b : b);
  const bool negative = (a < 0) != (b < 0);
  const unsigned __int128 limit = static_cast<unsigned __int128>(1) << 64;
  if (ua != 0 && ub > (limit * 2 - 1) / ua) {
    // Beyond 2^65: saturation clamps it; wrapping keeps the low 64 bits.
    if (mode.int_saturating) return negative ? IntMin(t) : IntMax(t);
    const uint64_t low = static_cast<uint64_t>(ua) * static_cast<uint64_t>(ub);
    return negative ? -static_cast<__int128>(low) : static_cast<__int128>(low);
  }
  const unsigned __int128 magnitude = ua * ub;
  return negative ? -static_cast<__int128>(magnitude) : static_cast<__int128>(magnitude);
}

// Max/Min of floats: NaN if either is NaN; +0 is above -0.
float FloatMax(float a, float b, bool max) {
  if (std::isnan(a) || std::isnan(b)) return NAN;
  if (a == b) {
    if (a == 0.0f) return max ? (std::signbit(a) && std::signbit(b) ? -0.0f : 0.0f)
                              : (std::signbit(a) || std::signbit(b) ? -0.0f : 0.0f);
    return a;
  }
  return max ? (a > b ? a : b) : (a < b ? a : b);
}

__int128 IntDiv(DType t, __int128 a, __int128 b) {
  if (b == 0) return IsSigned(t) ? -1 : IntMax(t);  // all bits set
  if (IsSigned(t) && a == IntMin(t) && b == -1) return a;
  return a / b;
}

Value Binary(BinaryOp op, DType t, const Value& a, const Value& b, const NumericMode& mode) {
  Value r;
  if (IsFloatType(t)) {
    switch (op) {
      case BinaryOp::kAdd: r.f = a.f + b.f; break;
      case BinaryOp::kSub: r.f = a.f - b.f; break;
      case BinaryOp::kMul: r.f = a.f * b.f; break;
      case BinaryOp::kDiv: r.f = a.f / b.f; break;
      case BinaryOp::kMax: r.f = FloatMax(a.f, b.f, true); break;
      case BinaryOp::kMin: r.f = FloatMax(a.f, b.f, false); break;
    }
    return r;
  }
  switch (op) {
    case BinaryOp::kAdd: r.i = a.i + b.i; break;
    case BinaryOp::kSub: r.i = a.i - b.i; break;
    case BinaryOp::kMul: r.i = Product(t, a.i, b.i, mode); break;
    case BinaryOp::kDiv: r.i = IntDiv(t, a.i, b.i); break;
    case BinaryOp::kMax: r.i = std::max(a.i, b.i); break;
    case BinaryOp::kMin: r.i = std::min(a.i, b.i); break;
  }
  return r;
}

Value Scalar(ScalarOp op, DType t, const Value& x, const Value& scalar, bool scalar_left, const NumericMode& mode) {
  const Value& a = scalar_left ? scalar : x;
  const Value& b = scalar_left ? x : scalar;
  switch (op) {
    case ScalarOp::kDuplicate: return scalar;
    case ScalarOp::kAdds: return Binary(BinaryOp::kAdd, t, a, b, mode);
    case ScalarOp::kMuls: return Binary(BinaryOp::kMul, t, a, b, mode);
    case ScalarOp::kMaxs: return Binary(BinaryOp::kMax, t, a, b, mode);
    case ScalarOp::kMins: return Binary(BinaryOp::kMin, t, a, b, mode);
    case ScalarOp::kSubs: return Binary(BinaryOp::kSub, t, a, b, mode);
    case ScalarOp::kDivs: return Binary(BinaryOp::kDiv, t, a, b, mode);
    case ScalarOp::kLeakyRelu: {
      // x >= 0 keeps x (-0 too), otherwise slope * x; NaN compares false.
      if (x.f >= 0.0f) return x;
      Value r;
      r.f = x.f * scalar.f;
      return r;
    }
  }
  return scalar;
}

}  // namespace

MaskRegisters RunArithmetic(const Ub& ub, const VectorCallDesc& c) {
  ElementwiseSpec spec;
  spec.dst_type = spec.src_type = c.type;
  if (c.family == VectorCallDesc::Family::kBinary) {
    const auto op = static_cast<BinaryOp>(c.op);
    spec.sources = 2;
    spec.fn = [&c, op](const Value* in, const Value&) { return Binary(op, c.type, in[0], in[1], c.numeric); };
  } else {
    const auto op = static_cast<ScalarOp>(c.op);
    if (op == ScalarOp::kDuplicate) {
      // A copy, not arithmetic: the scalar's bits as they are (as an
      // unsigned integer of the width, which Encode stores unchanged).
      const uint32_t s = SizeOf(c.type);
      spec.dst_type = spec.src_type = s == 1 ? DType::kU8 : s == 2 ? DType::kU16 : s == 4 ? DType::kU32 : DType::kU64;
      spec.sources = 0;
      Value bits;
      bits.i = s == 8 ? c.scalar_bits : c.scalar_bits & ((1ull << (8 * s)) - 1);
      spec.fn = [bits](const Value*, const Value&) { return bits; };
      return RunElementwise(ub, c, spec);
    }
    const Value scalar = Decode(c.type, c.scalar_bits);
    const bool has_source = op != ScalarOp::kDuplicate;
    spec.sources = has_source ? 1 : 0;
    spec.fn = [&c, op, scalar, has_source](const Value* in, const Value&) {
      return Scalar(op, c.type, has_source ? in[0] : Value{}, scalar, c.scalar_left, c.numeric);
    };
  }
  return RunElementwise(ub, c, spec);
}

}  // namespace reference
}  // namespace ascendc_host
