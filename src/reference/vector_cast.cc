// Reference of the type conversions (类型转换: Cast, Truncate; 复合计算:
// AddReluCast, SubReluCast, MulCast, MulsCast, AddDeqRelu, CastDequant),
// written from the pages (数据结构/precision_conversion.md: the rounding
// rules on the kept part, the first dropped bit and the rest) and
// docs/SPEC.md 8.7. Values are exact: a sign and m * 2^e with m an integer.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

#include "reference/numerics.h"
#include "reference/vector_model.h"

namespace ascendc_host {
namespace reference {
namespace {

using u128 = unsigned __int128;

struct Exact {
  bool nan = false, inf = false, negative = false;
  u128 m = 0;  // magnitude m * 2^e
  int e = 0;
};

// A binary floating-point format: significand bits (with the hidden one),
// exponent bits.
struct Format {
  int precision;
  int exponent_bits;
  int Bias() const { return (1 << (exponent_bits - 1)) - 1; }
  int MinExponent() const { return 1 - Bias(); }
  int MaxExponent() const { return Bias(); }
};
constexpr Format kHalf{11, 5}, kBf16{8, 8}, kFloat{24, 8};

Format FormatOf(DType t) { return t == DType::kF16 ? kHalf : t == DType::kBF16 ? kBf16 : kFloat; }

Exact DecodeFloat(const Format& f, uint64_t bits) {
  const int width = f.precision - 1 + f.exponent_bits;
  Exact x;
  x.negative = (bits >> width) & 1;
  const uint64_t biased = (bits >> (f.precision - 1)) & ((1u << f.exponent_bits) - 1);
  const uint64_t fraction = bits & ((1ull << (f.precision - 1)) - 1);
  if (biased == (1u << f.exponent_bits) - 1) {
    x.nan = fraction != 0;
    x.inf = fraction == 0;
    return x;
  }
  if (biased == 0) {
    x.m = fraction;
    x.e = f.MinExponent() - (f.precision - 1);
  } else {
    x.m = fraction | (1ull << (f.precision - 1));
    x.e = static_cast<int>(biased) - f.Bias() - (f.precision - 1);
  }
  return x;
}

Exact FromInteger(__int128 v) {
  Exact x;
  x.negative = v < 0;
  x.m = static_cast<u128>(v < 0 ? -v : v);
  return x;
}

Exact DecodeExact(DType t, uint64_t bits) {
  if (IsFloatType(t)) return DecodeFloat(FormatOf(t), bits);
  return FromInteger(Decode(t, bits).i);
}

int BitLength(u128 m) {
  int n = 0;
  while (m != 0) {
    ++n;
    m >>= 1;
  }
  return n;
}

// The page's table: whether the kept part gains one unit.
u128 RoundKept(u128 kept, bool first_dropped, bool rest_dropped, bool negative, RoundMode mode) {
  const bool dropped = first_dropped || rest_dropped;
  switch (mode) {
    case RoundMode::CAST_FLOOR: return kept + (negative && dropped ? 1 : 0);
    case RoundMode::CAST_CEIL: return kept + (!negative && dropped ? 1 : 0);
    case RoundMode::CAST_ROUND: return kept + (first_dropped ? 1 : 0);
    case RoundMode::CAST_TRUNC: return kept;
    case RoundMode::CAST_ODD: return dropped && (kept & 1) == 0 ? kept + 1 : kept;
    default: return kept + (first_dropped && (rest_dropped || (kept & 1)) ? 1 : 0);  // CAST_RINT, CAST_NONE
  }
}

// m * 2^e with `drop` low bits removed (drop > 0) and rounded.
u128 DropBits(u128 m, int drop, bool negative, RoundMode mode) {
  if (drop <= 0) return m << -drop;
  if (drop > 127) return RoundKept(0, false, m != 0, negative, mode);
  const u128 kept = m >> drop;
  const bool first = (m >> (drop - 1)) & 1;
  const bool rest = drop > 1 && (m & ((static_cast<u128>(1) << (drop - 1)) - 1)) != 0;
  return RoundKept(kept, first, rest, negative, mode);
}

// An exact value in a floating format: rounded, overflow by the mode (the
// modes that round toward zero there give MAX), then the saturation rule
// (inf -> +-MAX, NaN -> +0) or NaN as the positive quiet NaN.
uint64_t EncodeFloat(const Format& f, const Exact& x, RoundMode mode, bool saturating) {
  const int width = f.precision - 1 + f.exponent_bits;
  const uint64_t sign = x.negative ? 1ull << width : 0;
  const uint64_t inf = ((1ull << f.exponent_bits) - 1) << (f.precision - 1);
  const uint64_t max = inf - 1;
  if (x.nan) return saturating ? 0 : inf | (1ull << (f.precision - 2));
  uint64_t magnitude;
  if (x.inf) {
    magnitude = inf;
  } else if (x.m == 0) {
    magnitude = 0;
  } else {
    const int leading = x.e + BitLength(x.m) - 1;  // exponent of the leading bit
    const int quantum = std::max(leading, f.MinExponent()) - (f.precision - 1);
    u128 r = DropBits(x.m, quantum - x.e, x.negative, mode);
    int q = quantum;
    if (r >> f.precision) {  // carried into a new binade
      r >>= 1;
      ++q;
    }
    const bool toward_zero = mode == RoundMode::CAST_TRUNC || mode == RoundMode::CAST_ODD ||
                             (mode == RoundMode::CAST_FLOOR && !x.negative) ||
                             (mode == RoundMode::CAST_CEIL && x.negative);
    if (r != 0 && q + BitLength(r) - 1 > f.MaxExponent()) {
      magnitude = toward_zero ? max : inf;
    } else if (r >> (f.precision - 1)) {
      magnitude = (static_cast<uint64_t>(q + (f.precision - 1) + f.Bias()) << (f.precision - 1)) |
                  static_cast<uint64_t>(r & ((static_cast<u128>(1) << (f.precision - 1)) - 1));
    } else {
      magnitude = static_cast<uint64_t>(r);  // subnormal (q is the smallest quantum)
    }
  }
  if (saturating && magnitude == inf) magnitude = max;
  return sign | magnitude;
}

// An integral value's magnitude, or `huge` when it is 2^64 or more (then
// `m` holds its low 64 bits).
struct Integer {
  bool negative = false;
  bool huge = false;
  u128 m = 0;
};

Integer RoundToInteger(const Exact& x, RoundMode mode) {
  Integer n;
  n.negative = x.negative;
  if (x.e >= 0) {
    // Already integral; m < 2^64, so below 2^64 the shifted value fits.
    n.huge = BitLength(x.m) + x.e > 64;
    n.m = x.e >= 64 ? 0 : (x.m << x.e) & ~static_cast<uint64_t>(0);
    return n;
  }
  n.m = DropBits(x.m, -x.e, x.negative, mode);
  n.huge = (n.m >> 64) != 0;
  return n;
}

// A float value rounded to an integral value in the same representation
// (Truncate, Cast float -> float): values with no fraction bits stay.
Exact RoundToIntegral(const Exact& x, RoundMode mode) {
  if (x.nan || x.inf || x.e >= 0) return x;
  Exact n = x;
  n.m = DropBits(x.m, -x.e, x.negative, mode);
  n.e = 0;
  return n;
}

// An integer in the destination's range: saturated, or its low bits
// (two's complement) when the conversion truncates.
struct Range {
  __int128 lo, hi;
  int bits;
  bool is_signed;
};
Range RangeOf(DType t, bool int4) {
  if (int4) return {-8, 7, 4, true};
  return {IntMin(t), IntMax(t), static_cast<int>(SizeOf(t) * 8), IsSigned(t)};
}

uint64_t ToRange(const Integer& n, const Range& r, bool saturating) {
  const u128 width_mask = (static_cast<u128>(1) << r.bits) - 1;
  if (saturating) {
    __int128 v;
    if (n.huge) v = n.negative ? r.lo : r.hi;
    else v = n.negative ? -static_cast<__int128>(n.m) : static_cast<__int128>(n.m);
    v = std::min(std::max(v, r.lo), r.hi);
    return static_cast<uint64_t>(static_cast<u128>(v) & width_mask);
  }
  const u128 low = static_cast<u128>(static_cast<uint64_t>(n.m));
  const u128 twos = n.negative ? (0 - low) : low;
  return static_cast<uint64_t>(twos & width_mask);
}

uint64_t EncodeInteger(DType t, bool int4, const Exact& x, RoundMode mode, bool saturating) {
  const Range r = RangeOf(t, int4);
  const u128 width_mask = (static_cast<u128>(1) << r.bits) - 1;
  if (x.nan) return 0;
  if (x.inf) return static_cast<uint64_t>(static_cast<u128>(x.negative ? r.lo : r.hi) & width_mask);
  return ToRange(RoundToInteger(x, mode), r, saturating);
}

// The destination element of an exact value.
uint64_t Encode(DType t, bool int4, const Exact& x, RoundMode mode, const NumericMode& numeric) {
  if (IsFloatType(t)) {
    if (t == DType::kF32) {
      if (x.nan) return 0x7FC00000u;  // float results: the positive quiet NaN (SPEC 8.2)
      return EncodeFloat(kFloat, x, mode, false);
    }
    return EncodeFloat(FormatOf(t), x, mode, numeric.cast_float_saturating);
  }
  return EncodeInteger(t, int4, x, mode, numeric.cast_int_saturating);
}

// --- The arithmetic step of the composites ------------------------------------

Exact FromFloat(float f) { return DecodeFloat(kFloat, BitsFromFloat(f)); }
float ToFloat(const Exact& x) { return FloatFromBits(static_cast<uint32_t>(EncodeFloat(kFloat, x, RoundMode::CAST_RINT, false))); }

// half / float arithmetic: one IEEE rounding to the source type (SPEC 8.2).
Exact FloatArith(CastOp op, DType t, const Exact& a, const Exact& b, const NumericMode& numeric) {
  const float x = ToFloat(a), y = ToFloat(b);
  float r = op == CastOp::kSubReluCast ? x - y : (op == CastOp::kMulCast || op == CastOp::kMulsCast) ? x * y : x + y;
  if (t == DType::kF16) r = HalfToFloat(FloatToHalf(r, numeric.half_saturating));
  if (std::isnan(r)) {
    Exact n;
    n.nan = true;
    return n;
  }
  return FromFloat(r);
}

// Integer arithmetic of the source type: wraps, or saturates (CTRL[53]).
Exact IntArith(CastOp op, DType t, const Exact& a, const Exact& b, const NumericMode& numeric) {
  const __int128 x = a.negative ? -static_cast<__int128>(a.m) : static_cast<__int128>(a.m);
  const __int128 y = b.negative ? -static_cast<__int128>(b.m) : static_cast<__int128>(b.m);
  __int128 r;
  if (op == CastOp::kMulCast) {
    // int64 products may exceed __int128: only "beyond the type" matters then.
    const double estimate = static_cast<double>(x) * static_cast<double>(y);
    if (std::fabs(estimate) > 1e36) {
      r = numeric.int_saturating ? (estimate > 0 ? IntMax(t) : IntMin(t))
                                 : static_cast<__int128>(static_cast<int64_t>(static_cast<uint64_t>(x) * static_cast<uint64_t>(y)));
      return FromInteger(r);
    }
    r = x * y;
  } else {
    r = op == CastOp::kSubReluCast ? x - y : x + y;
  }
  if (numeric.int_saturating) {
    r = std::min(std::max(r, IntMin(t)), IntMax(t));
  } else {
    const int bits = static_cast<int>(SizeOf(t) * 8);
    const u128 low = static_cast<u128>(r) & ((static_cast<u128>(1) << bits) - 1);
    r = (low >> (bits - 1)) ? static_cast<__int128>(low) - (static_cast<__int128>(1) << bits) : static_cast<__int128>(low);
  }
  return FromInteger(r);
}

// Relu: max(0, x); NaN stays NaN and -0 becomes +0 (Max's rules, SPEC 8.2).
Exact Relu(Exact x) {
  if (x.nan) return x;
  if (x.negative) return Exact{};
  return x;
}

// int32 * half scale, exact.
Exact Dequantize(const Exact& x, uint64_t scale_bits) {
  const Exact s = DecodeFloat(kHalf, scale_bits & 0xFFFF);
  Exact p;
  p.negative = x.negative != s.negative;
  if (s.nan || (s.inf && x.m == 0)) {
    p.nan = true;
    return p;
  }
  if (s.inf) {
    p.inf = true;
    return p;
  }
  p.m = x.m * s.m;
  p.e = x.e + s.e;
  return p;
}

// --- Positions -------------------------------------------------------------------

// Byte address and nibble of element position k of repeat r of an operand
// whose elements are `bits` wide (4 for int4b_t: 64 per DataBlock).
struct Place {
  uint64_t address;
  int nibble;  // 0 low, 1 high; -1 a whole element
};
Place PlaceOf(const VectorCallDesc& c, const VectorCallDesc::Operand& o, uint32_t bits, const Positions& p, uint64_t r,
              uint32_t k) {
  if (bits != 4) return {OperandAddress(c, o, bits / 8, p, r, k), -1};
  if (c.form == VectorCallDesc::Form::kCount) {
    const uint64_t index = r * p.epr + k;
    return {o.address + index / 2, static_cast<int>(index % 2)};
  }
  const uint64_t block = k / 64, within = k % 64;
  return {o.address + r * o.repeat_stride * 32ull + block * o.block_stride * 32ull + within / 2,
          static_cast<int>(within % 2)};
}

uint64_t Load(const Ub& ub, const Place& at, uint32_t bits) {
  if (at.nibble < 0) return LoadElement(ub, at.address, bits / 8);
  const uint8_t byte = static_cast<uint8_t>(LoadElement(ub, at.address, 1));
  const uint8_t v = at.nibble ? byte >> 4 : byte & 0xF;
  return static_cast<uint64_t>(static_cast<int64_t>(static_cast<int8_t>(v << 4) >> 4));  // sign-extended
}
void Store(const Ub& ub, const Place& at, uint32_t bits, uint64_t v) {
  if (at.nibble < 0) return StoreElement(ub, at.address, bits / 8, v);
  uint8_t byte = static_cast<uint8_t>(LoadElement(ub, at.address, 1));
  byte = at.nibble ? static_cast<uint8_t>((byte & 0x0F) | ((v & 0xF) << 4)) : static_cast<uint8_t>((byte & 0xF0) | (v & 0xF));
  StoreElement(ub, at.address, 1, byte);
}

}  // namespace

MaskRegisters RunCast(const Ub& ub, const VectorCallDesc& c) {
  const auto op = static_cast<CastOp>(c.op);
  const DType st = c.type, dt = c.dst_type;
  const uint32_t src_bits = c.src_int4 ? 4 : SizeOf(st) * 8;
  const uint32_t dst_bits = c.dst_int4 ? 4 : SizeOf(dt) * 8;
  const bool int4 = c.src_int4 || c.dst_int4;
  MaskRegisters after;
  const Positions p = ResolvePositions(c, std::max(std::max(src_bits, dst_bits) / 8, 1u), &after);
  const int sources = op == CastOp::kAddReluCast || op == CastOp::kSubReluCast || op == CastOp::kMulCast ||
                              op == CastOp::kAddDeqRelu
                          ? 2
                          : 1;
  // int4b_t: elements go in pairs (the pages: even counts and masks whose
  // two bits of a byte agree); a pair follows its first element (SPEC 8.7).
  auto active = [&](uint64_t r, uint32_t k) {
    if (!int4) return p.Active(r, k);
    if (p.counter) return r * p.epr + (k | 1) < (p.total & ~uint64_t{1});
    return p.Active(r, k & ~1u);
  };
  const Exact scalar = DecodeExact(st, c.scalar_bits);
  const RoundMode round = op == CastOp::kMulsCast ? RoundMode::CAST_ROUND
                          : op == CastOp::kCast || op == CastOp::kTruncate ? c.round
                                                                           : RoundMode::CAST_RINT;
  std::vector<Exact> in(static_cast<size_t>(p.epr) * 2);
  for (uint64_t r = 0; r < p.repeats; ++r) {
    // Every source position of the repeat is read before any is written.
    for (uint32_t k = 0; k < p.epr; ++k) {
      if (!active(r, k)) continue;
      const VectorCallDesc::Operand* src[2] = {&c.src0, &c.src1};
      for (int i = 0; i < sources; ++i) {
        const uint64_t bits = Load(ub, PlaceOf(c, *src[i], src_bits, p, r, k), src_bits);
        in[2 * k + i] = c.src_int4 ? FromInteger(static_cast<int64_t>(bits)) : DecodeExact(st, bits);
      }
    }
    for (uint32_t k = 0; k < p.epr; ++k) {
      if (!active(r, k)) continue;
      const Exact& a = in[2 * k];
      const Exact& b = op == CastOp::kMulsCast ? scalar : in[2 * k + 1];
      Exact x = a;
      uint64_t out = 0;
      switch (op) {
        case CastOp::kTruncate: {
          // Rounded to an integral value, stored in its own type with the
          // compute rules (SPEC 8.2).
          const float f = ToFloat(RoundToIntegral(a, c.round));
          out = st == DType::kF16    ? FloatToHalf(f, c.numeric.half_saturating)
                : st == DType::kBF16 ? FloatToBf16(f, c.numeric.bf16_saturating)
                                     : CanonicalFloatBits(f);
          break;
        }
        case CastOp::kCast:
          if (st == DType::kI32 && dt == DType::kF16) x = Dequantize(a, c.deq_scale);
          else if (st == DType::kF32 && dt == DType::kF32) x = RoundToIntegral(a, round);
          out = Encode(dt, c.dst_int4, x, st == DType::kI32 && dt == DType::kF16 ? RoundMode::CAST_RINT : round,
                       c.numeric);
          break;
        case CastOp::kCastDequant:
          out = Encode(dt, false, Dequantize(a, c.deq_scale), RoundMode::CAST_RINT, c.numeric);
          break;
        case CastOp::kAddDeqRelu: {
          const Exact sum = IntArith(CastOp::kAddReluCast, st, a, b, c.numeric);
          // Relu of the half result.
          out = Encode(dt, false, Dequantize(sum, c.deq_scale), RoundMode::CAST_RINT, c.numeric);
          if ((out & 0x8000) && (out & 0x7FFF) <= 0x7C00) out = 0;
          break;
        }
        default: {
          const bool relu = op == CastOp::kAddReluCast || op == CastOp::kSubReluCast;
          x = IsFloatType(st) ? FloatArith(op, st, a, b, c.numeric) : IntArith(op, st, a, b, c.numeric);
          if (relu) x = Relu(x);
          out = Encode(dt, false, x, round, c.numeric);
          break;
        }
      }
      Store(ub, PlaceOf(c, c.dst, dst_bits, p, r, k), dst_bits, out);
    }
  }
  return after;
}

}  // namespace reference
}  // namespace ascendc_host
