// Reference of the one-source operations (docs/SPEC.md 8.4): Abs, Relu,
// Exp, Ln, Sqrt, Rsqrt, Reciprocal, Neg, Not, and of the tolerance the
// transcendental results are checked with. Exp, Ln, Sqrt, Rsqrt and
// Reciprocal are the correctly rounded values (long double, rounded once to
// the destination type); the precision modes' subnormal flushing is applied
// to the input and to the rounded result.
#include <cmath>
#include <cstring>
#include <limits>

#include "reference/numerics.h"
#include "reference/vector_model.h"

namespace ascendc_host {
namespace reference {

namespace {

constexpr uint32_t kTranscendentalUlps = 1;

float MinNormal(DType t) {
  switch (t) {
    case DType::kF16: return std::ldexp(1.0f, -14);
    case DType::kBF16:
    case DType::kF32: return std::ldexp(1.0f, -126);
    default: return 0.0f;
  }
}

}  // namespace

bool IsSubnormalOf(DType t, float v) { return v != 0.0f && std::fabs(v) < MinNormal(t); }

Value RoundedTo(DType t, long double exact) {
  Value v;
  if (t == DType::kF32 || std::isnan(exact) || std::isinf(exact) || exact == 0.0L) {
    v.f = static_cast<float>(exact);
    return v;
  }
  // half / bfloat16: the multiple of the binade's quantum nearest to the
  // value (ties to even), in float, where it is exact.
  const int mantissa_bits = t == DType::kF16 ? 10 : 7;
  const int min_exponent = t == DType::kF16 ? -14 : -126;
  int exponent;
  std::frexp(exact, &exponent);  // |exact| in [2^(exponent-1), 2^exponent)
  const int quantum = std::max(exponent - 1, min_exponent) - mantissa_bits;
  const long double units = std::nearbyint(std::ldexp(exact, -quantum));
  const long double rounded = std::ldexp(units, quantum);
  v.f = static_cast<float>(rounded);  // above the type's range: too large for it, Encode's overflow rule
  const long double largest = t == DType::kF16 ? 65504.0L : static_cast<long double>(std::numeric_limits<float>::max());
  if (std::fabs(rounded) > largest) v.f = rounded > 0 ? INFINITY : -INFINITY;
  return v;
}

namespace {

Value FloatValue(float f) {
  Value v;
  v.f = f;
  return v;
}

// Exp, Ln, Sqrt, Rsqrt and Reciprocal of a float-type element.
Value Elementary(UnaryOp op, DType t, Precision precision, float x) {
  const bool flushing = precision == Precision::kFlushSubnormals;
  if (flushing && IsSubnormalOf(t, x)) x = std::copysign(0.0f, x);
  const long double lx = x;
  long double exact = 0;
  switch (op) {
    case UnaryOp::kExp: exact = std::exp(lx); break;
    case UnaryOp::kLn: exact = std::log(lx); break;
    case UnaryOp::kSqrt:
      exact = std::sqrt(lx);
      // The 0-ulp mode's documented range: [0, 2^126]; above it 0.
      if (precision == Precision::kCorrectlyRounded && lx > std::ldexp(1.0L, 126)) exact = 0;
      break;
    case UnaryOp::kRsqrt:
      exact = 1.0L / std::sqrt(lx);
      if (precision == Precision::kCorrectlyRounded && lx > std::ldexp(1.0L, 126)) exact = HUGE_VALL;
      break;
    case UnaryOp::kReciprocal: exact = 1.0L / lx; break;
    default: break;
  }
  Value r = RoundedTo(t, exact);
  if (flushing && IsSubnormalOf(t, r.f)) r.f = std::copysign(0.0f, r.f);
  return r;
}

Value Unary(UnaryOp op, DType t, Precision precision, const Value& x) {
  if (IsFloatType(t)) {
    switch (op) {
      case UnaryOp::kAbs: return FloatValue(std::fabs(x.f));
      case UnaryOp::kNeg: return FloatValue(-x.f);
      case UnaryOp::kRelu: return FloatValue(std::isnan(x.f) || x.f > 0.0f ? x.f : 0.0f);
      default: return Elementary(op, t, precision, x.f);
    }
  }
  Value r;
  switch (op) {
    case UnaryOp::kAbs: r.i = x.i < 0 ? -x.i : x.i; break;
    case UnaryOp::kNeg: r.i = -x.i; break;
    case UnaryOp::kRelu: r.i = x.i > 0 ? x.i : 0; break;
    case UnaryOp::kNot: r.i = ~x.i; break;  // Encode keeps the type's bits
    case UnaryOp::kReciprocal:
      // Integer division 1 / x with Div's rule for 0: all bits set.
      r.i = x.i == 0 ? (IsSigned(t) ? -1 : IntMax(t)) : 1 / x.i;
      break;
    default: break;
  }
  return r;
}

DType BitsType(DType t) {
  switch (SizeOf(t)) {
    case 1: return DType::kU8;
    case 2: return DType::kU16;
    case 4: return DType::kU32;
    default: return DType::kU64;
  }
}

}  // namespace

MaskRegisters RunUnary(const Ub& ub, const VectorCallDesc& c) {
  const auto op = static_cast<UnaryOp>(c.op);
  const auto precision = static_cast<Precision>(c.precision);
  ElementwiseSpec spec;
  spec.sources = 1;
  // Not works on the bits (half and float included), as an unsigned integer
  // of the width; Encode stores an integer modulo 2^bits.
  const DType t = op == UnaryOp::kNot ? BitsType(c.type) : c.type;
  spec.dst_type = spec.src_type = t;
  spec.fn = [op, t, precision](const Value* in, const Value&) { return Unary(op, t, precision, in[0]); };
  if (op == UnaryOp::kNot) {
    NumericMode wrapping = c.numeric;
    wrapping.int_saturating = false;
    VectorCallDesc bits = c;
    bits.numeric = wrapping;
    return RunElementwise(ub, bits, spec);
  }
  return RunElementwise(ub, c, spec);
}

// --- Tolerance -------------------------------------------------------------

Tolerance ResultTolerance(const VectorCallDesc& c) {
  Tolerance t;
  if (c.family == VectorCallDesc::Family::kUnary) {
    const auto op = static_cast<UnaryOp>(c.op);
    const auto precision = static_cast<Precision>(c.precision);
    if (op == UnaryOp::kExp || op == UnaryOp::kLn ||
        (op == UnaryOp::kRsqrt && precision != Precision::kCorrectlyRounded)) {
      t.ulps = kTranscendentalUlps;
      t.type = c.type;
      t.flushing = precision == Precision::kFlushSubnormals;
    }
  } else if (c.family == VectorCallDesc::Family::kComposite && static_cast<CompositeOp>(c.op) == CompositeOp::kExpSub) {
    t.ulps = kTranscendentalUlps;
    t.type = DType::kF32;
  }
  return t;
}

namespace {

bool IsNaNBits(DType t, uint64_t bits) {
  if (t == DType::kF32) return (bits & 0x7FFFFFFFu) > 0x7F800000u;
  if (t == DType::kF16) return (bits & 0x7FFFu) > 0x7C00u;
  return (bits & 0x7FFFu) > 0x7F80u;
}

// Sign-magnitude bits as a signed position on the line of floats.
int64_t Ordinal(DType t, uint64_t bits) {
  const uint64_t sign = t == DType::kF32 ? 0x80000000u : 0x8000u;
  const int64_t magnitude = static_cast<int64_t>(bits & (sign - 1));
  return (bits & sign) != 0 ? -magnitude : magnitude;
}

}  // namespace

uint64_t UlpDistance(DType t, uint64_t a, uint64_t b) {
  const uint64_t width_mask = SizeOf(t) == 4 ? 0xFFFFFFFFull : 0xFFFFull;
  a &= width_mask;
  b &= width_mask;
  if (a == b) return 0;
  const bool a_nan = IsNaNBits(t, a), b_nan = IsNaNBits(t, b);
  if (a_nan || b_nan) return a_nan && b_nan ? 0 : std::numeric_limits<uint64_t>::max();
  const int64_t d = Ordinal(t, a) - Ordinal(t, b);
  if (d == 0) return 1;  // +0 and -0
  return static_cast<uint64_t>(d < 0 ? -d : d);
}

bool WithinTolerance(const Tolerance& t, uint64_t simd, uint64_t ref) {
  const uint64_t distance = UlpDistance(t.type, simd, ref);
  if (distance <= t.ulps) return true;
  if (!t.flushing) return false;
  // One side flushed to zero, the other within the bound of the smallest
  // normal magnitude, same sign.
  const uint64_t sign = t.type == DType::kF32 ? 0x80000000u : 0x8000u;
  const uint64_t min_normal = t.type == DType::kF32 ? 0x00800000u : t.type == DType::kF16 ? 0x0400u : 0x0080u;
  auto zero = [&](uint64_t v) { return (v & (sign - 1)) == 0; };
  if (zero(simd) == zero(ref)) return false;
  const uint64_t other = zero(simd) ? ref : simd;
  const uint64_t flushed = zero(simd) ? simd : ref;
  if ((other & sign) != (flushed & sign)) return false;
  return UlpDistance(t.type, other & (sign - 1), min_normal) <= t.ulps;
}

}  // namespace reference
}  // namespace ascendc_host
