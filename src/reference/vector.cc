// The vector compute APIs, literally: for every repeat in order, read the
// active source positions, compute each element, write the active
// destination positions.
#include "reference/vector.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

#include "reference/numerics.h"

namespace ascendc_host {
namespace reference {
namespace {

const char* const kApi = "reference::Vector";

// --- Which positions are active (SIMD计算说明/掩码) ---------------------------

struct Positions {
  uint32_t epr = 0;           // elements per repeat
  uint64_t repeats = 0;
  bool counter = false;       // counter: position k of repeat r active iff r*epr + k < total
  uint64_t total = 0;
  uint64_t bits[2] = {0, 0};  // normal: active iff bit k
  bool Active(uint64_t r, uint32_t k) const {
    if (counter) return r * epr + k < total;
    return (bits[k / 64] >> (k % 64)) & 1u;
  }
};

// What the call does to the mask registers, and which positions it visits.
Positions Resolve(const VectorCallDesc& c, uint32_t s, MaskRegisters* after) {
  Positions p;
  p.epr = 256 / s;
  after->counter_mode = c.counter_mode;
  after->vector_mask[0] = c.vector_mask[0];
  after->vector_mask[1] = c.vector_mask[1];
  auto counter = [&](uint64_t n) {
    p.counter = true;
    p.total = n;
    p.repeats = (n + p.epr - 1) / p.epr;
  };
  if (c.form == VectorCallDesc::Form::kCount) {
    if (!c.is_set_mask && c.counter_mode) {
      counter(c.vector_mask[0]);
      return p;
    }
    counter(c.count < 0 ? 0 : static_cast<uint64_t>(c.count));
    if (c.is_set_mask) {
      // The API sets Counter mode and the mask itself, then restores Normal
      // mode and a full mask.
      after->counter_mode = false;
      after->vector_mask[0] = after->vector_mask[1] = ~0ull;
    }
    return p;
  }
  const bool bitwise = c.form == VectorCallDesc::Form::kBitwiseMask;
  uint64_t w0 = c.is_set_mask ? c.mask[0] : c.vector_mask[0];
  uint64_t w1 = c.is_set_mask ? (bitwise ? c.mask[1] : 0) : c.vector_mask[1];
  if (c.counter_mode) {
    counter(w0);
    if (c.is_set_mask) {
      after->vector_mask[0] = w0;
      after->vector_mask[1] = 0;
    }
    return p;
  }
  p.repeats = c.repeat_time;
  if (bitwise || !c.is_set_mask) {
    if (s >= 4) w1 = 0;                  // b32/b64: positions 64.. do not exist
    if (s == 8) w0 &= 0xFFFFFFFFull;     // b64: 32 positions
    p.bits[0] = w0;
    p.bits[1] = w1;
  } else {
    const uint64_t m = std::min<uint64_t>(w0, p.epr);  // release behaviour: more than a repeat is a repeat
    for (uint32_t k = 0; k < m; ++k) p.bits[k / 64] |= 1ull << (k % 64);
  }
  if (c.is_set_mask) {
    after->vector_mask[0] = p.bits[0];
    after->vector_mask[1] = p.bits[1];
  }
  return p;
}

uint64_t Address(const VectorCallDesc& c, const VectorCallDesc::Operand& o, uint32_t s, const Positions& p,
                 uint64_t r, uint32_t k) {
  if (c.form == VectorCallDesc::Form::kCount) return o.address + (r * p.epr + k) * s;
  return o.address + r * o.repeat_stride * 32ull + (uint64_t{k} * s / 32) * o.block_stride * 32ull + (uint64_t{k} * s) % 32;
}

// --- One element -----------------------------------------------------------------

// An element as the reference computes it: floats widened to double-free
// float (half/bfloat16 exactly), integers as 128-bit.
struct Value {
  float f = 0;
  __int128 i = 0;
};

bool IsFloatType(DType t) { return t == DType::kF16 || t == DType::kBF16 || t == DType::kF32; }

Value Decode(DType t, uint64_t bits) {
  Value v;
  switch (t) {
    case DType::kF16: v.f = HalfToFloat(static_cast<uint16_t>(bits)); break;
    case DType::kBF16: v.f = Bf16ToFloat(static_cast<uint16_t>(bits)); break;
    case DType::kF32: v.f = FloatFromBits(static_cast<uint32_t>(bits)); break;
    case DType::kU8: v.i = static_cast<uint8_t>(bits); break;
    case DType::kI8: v.i = static_cast<int8_t>(bits); break;
    case DType::kU16: v.i = static_cast<uint16_t>(bits); break;
    case DType::kI16: v.i = static_cast<int16_t>(bits); break;
    case DType::kU32: v.i = static_cast<uint32_t>(bits); break;
    case DType::kI32: v.i = static_cast<int32_t>(bits); break;
    case DType::kU64: v.i = static_cast<uint64_t>(bits); break;
    case DType::kI64: v.i = static_cast<int64_t>(bits); break;
  }
  return v;
}

__int128 IntMin(DType t) {
  switch (t) {
    case DType::kI8: return -128;
    case DType::kI16: return -32768;
    case DType::kI32: return std::numeric_limits<int32_t>::min();
    case DType::kI64: return std::numeric_limits<int64_t>::min();
    default: return 0;
  }
}
__int128 IntMax(DType t) {
  switch (t) {
    case DType::kI8: return 127;
    case DType::kU8: return 255;
    case DType::kI16: return 32767;
    case DType::kU16: return 65535;
    case DType::kI32: return std::numeric_limits<int32_t>::max();
    case DType::kU32: return std::numeric_limits<uint32_t>::max();
    case DType::kI64: return std::numeric_limits<int64_t>::max();
    default: return std::numeric_limits<uint64_t>::max();
  }
}

// The stored bits of an exact result: floats rounded once to the type, with
// its NaN and saturation rules; integers saturated (CTRL[53] == 1) or
// reduced modulo 2^bits.
uint64_t Encode(DType t, const Value& v, const NumericMode& mode) {
  switch (t) {
    case DType::kF16: return FloatToHalf(v.f, mode.half_saturating);
    case DType::kBF16: return FloatToBf16(v.f, mode.bf16_saturating);
    case DType::kF32: return CanonicalFloatBits(v.f);
    default: break;
  }
  __int128 x = v.i;
  if (mode.int_saturating) x = std::min(std::max(x, IntMin(t)), IntMax(t));
  const uint32_t bits = SizeOf(t) * 8;
  const unsigned __int128 mask = bits == 64 ? ~static_cast<unsigned __int128>(0) >> 64 : (static_cast<unsigned __int128>(1) << bits) - 1;
  return static_cast<uint64_t>(static_cast<unsigned __int128>(x) & mask);
}

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
  }
  return scalar;
}

uint64_t LoadElement(const Ub& ub, uint64_t address, uint32_t s) {
  uint64_t v = 0;
  for (uint32_t b = 0; b < s; ++b) v |= uint64_t{ub.LoadByte(kApi, address + b)} << (8 * b);
  return v;
}
void StoreElement(const Ub& ub, uint64_t address, uint32_t s, uint64_t v) {
  for (uint32_t b = 0; b < s; ++b) ub.StoreByte(kApi, address + b, static_cast<uint8_t>(v >> (8 * b)));
}

}  // namespace

MaskRegisters RunVectorCall(const Ub& ub, const VectorCallDesc& c) {
  const uint32_t s = SizeOf(c.type);
  MaskRegisters after;
  const Positions p = Resolve(c, s, &after);
  const int sources = c.family == VectorCallDesc::Family::kBinary ? 2 : (static_cast<ScalarOp>(c.op) == ScalarOp::kDuplicate ? 0 : 1);
  const Value scalar = Decode(c.type, c.scalar_bits);
  std::vector<uint64_t> in0(p.epr), in1(p.epr);
  for (uint64_t r = 0; r < p.repeats; ++r) {
    // Every source position of the repeat is read before any result is written.
    for (uint32_t k = 0; k < p.epr; ++k) {
      if (!p.Active(r, k)) continue;
      if (sources >= 1) in0[k] = LoadElement(ub, Address(c, c.src0, s, p, r, k), s);
      if (sources >= 2) in1[k] = LoadElement(ub, Address(c, c.src1, s, p, r, k), s);
    }
    for (uint32_t k = 0; k < p.epr; ++k) {
      if (!p.Active(r, k)) continue;
      Value result;
      if (c.family == VectorCallDesc::Family::kBinary) {
        result = Binary(static_cast<BinaryOp>(c.op), c.type, Decode(c.type, in0[k]), Decode(c.type, in1[k]), c.numeric);
      } else {
        const Value x = sources ? Decode(c.type, in0[k]) : Value{};
        result = Scalar(static_cast<ScalarOp>(c.op), c.type, x, scalar, c.scalar_left, c.numeric);
      }
      StoreElement(ub, Address(c, c.dst, s, p, r, k), s, Encode(c.type, result, c.numeric));
    }
  }
  return after;
}

}  // namespace reference
}  // namespace ascendc_host
