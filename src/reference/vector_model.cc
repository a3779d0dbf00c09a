// The reference's model of a vector compute call (vector_model.h).
#include "reference/vector_model.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include "reference/numerics.h"

namespace ascendc_host {
namespace reference {

// --- Which positions are active (SIMD计算说明/掩码) ---------------------------


// What the call does to the mask registers, and which positions it visits.
Positions ResolvePositions(const VectorCallDesc& c, uint32_t s, MaskRegisters* after) {
  Positions p;
  p.epr = 256 / s;
  after->counter_mode = c.counter_mode;
  after->vector_mask[0] = c.vector_mask[0];
  after->vector_mask[1] = c.vector_mask[1];
  after->cmp_mask[0] = c.cmp_mask[0];
  after->cmp_mask[1] = c.cmp_mask[1];
  auto counter = [&](uint64_t n) {
    p.counter = true;
    p.total = n;
    p.repeats = n / p.epr + (n % p.epr != 0);  // no overflow for counts near 2^64
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

uint64_t OperandAddress(const VectorCallDesc& c, const VectorCallDesc::Operand& o, uint32_t s, const Positions& p,
                 uint64_t r, uint32_t k) {
  if (c.form == VectorCallDesc::Form::kCount) return o.address + (r * p.epr + k) * s;
  return o.address + r * o.repeat_stride * 32ull + (uint64_t{k} * s / 32) * o.block_stride * 32ull + (uint64_t{k} * s) % 32;
}

// --- One element -----------------------------------------------------------------


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

uint64_t LoadElement(const Ub& ub, uint64_t address, uint32_t s) {
  uint64_t v = 0;
  for (uint32_t b = 0; b < s; ++b) v |= uint64_t{ub.LoadByte(kVectorApi, address + b)} << (8 * b);
  return v;
}
void StoreElement(const Ub& ub, uint64_t address, uint32_t s, uint64_t v) {
  for (uint32_t b = 0; b < s; ++b) ub.StoreByte(kVectorApi, address + b, static_cast<uint8_t>(v >> (8 * b)));
}


MaskRegisters RunElementwise(const Ub& ub, const VectorCallDesc& c, const ElementwiseSpec& spec) {
  const uint32_t ds = SizeOf(spec.dst_type), ss = SizeOf(spec.src_type);
  MaskRegisters after;
  const Positions p = ResolvePositions(c, std::max(ds, ss), &after);
  const VectorCallDesc::Operand* src[2] = {&c.src0, &c.src1};
  std::vector<Value> in(static_cast<size_t>(p.epr) * 2), old(p.epr);
  for (uint64_t r = 0; r < p.repeats; ++r) {
    // Every source position of the repeat (and the old destination) is read
    // before any result of the repeat is written.
    for (uint32_t k = 0; k < p.epr; ++k) {
      if (!p.Active(r, k)) continue;
      for (int i = 0; i < spec.sources; ++i)
        in[2 * k + i] = Decode(spec.src_type, LoadElement(ub, OperandAddress(c, *src[i], ss, p, r, k), ss));
      old[k] = Decode(spec.dst_type, LoadElement(ub, OperandAddress(c, c.dst, ds, p, r, k), ds));
    }
    for (uint32_t k = 0; k < p.epr; ++k) {
      if (!p.Active(r, k)) continue;
      StoreElement(ub, OperandAddress(c, c.dst, ds, p, r, k), ds,
                   Encode(spec.dst_type, spec.fn(&in[2 * k], old[k]), c.numeric));
    }
  }
  return after;
}

}  // namespace reference
}  // namespace ascendc_host
