// SPEC 14.10-14.12, literally, one element at a time.
#include "reference/reg_convert.h"

#include <cmath>
#include <cstring>
#include <vector>

#include "reference/numerics.h"
#include "reference/reg_elements.h"

namespace ascendc_host {
namespace reference {
namespace reg {
namespace {

using namespace elements;  // lanes, predicate bits, integer values (reference/reg_elements.h)

// RoundMode values of the pages (辅助数据类型/RoundMode).
enum Round : uint8_t { kNone = 0, kRint, kFloor, kCeil, kRound, kTrunc, kOdd };

long double DecodeFloat(DType t, uint64_t bits) {
  if (t == DType::kF16) return HalfToFloat(static_cast<uint16_t>(bits));
  if (t == DType::kBF16) return Bf16ToFloat(static_cast<uint16_t>(bits));
  return FloatFromBits(static_cast<uint32_t>(bits));
}

// A floating format: precision (with the implicit bit), smallest normal
// exponent, largest exponent.
struct Format {
  int precision, min_exponent, max_exponent;
};
Format FormatOf(DType t) {
  if (t == DType::kF16) return {11, -14, 15};
  if (t == DType::kBF16) return {8, -126, 127};
  return {24, -126, 127};
}
long double MaxFinite(const Format& f) {
  return std::ldexp(static_cast<long double>(2) - std::ldexp(static_cast<long double>(1), 1 - f.precision), f.max_exponent);
}

// Whether the magnitude rounds up: `frac` in [0, 1) is the dropped part of
// a magnitude whose kept part is `kept`.
bool RoundsUp(uint8_t mode, bool negative, long double kept, long double frac) {
  switch (mode) {
    case kRound: return frac >= 0.5L;
    case kFloor: return negative && frac > 0;
    case kCeil: return !negative && frac > 0;
    case kTrunc:
    case kOdd: return false;
    default: return frac > 0.5L || (frac == 0.5L && std::fmod(kept, 2.0L) != 0);  // kRint / kNone
  }
}

// x rounded to the format by `mode`; overflow gives +-inf when the mode
// rounds the magnitude up, else +-MAX (round to odd: MAX).
long double RoundToFormat(long double x, DType t, uint8_t mode) {
  if (x == 0 || std::isnan(x) || std::isinf(x)) return x;
  const Format f = FormatOf(t);
  const bool negative = x < 0;
  const long double a = std::fabs(x);
  const int e = std::ilogb(a);
  const int quantum = (e < f.min_exponent ? f.min_exponent : e) - (f.precision - 1);
  const long double scaled = std::ldexp(a, -quantum);
  long double kept = std::floor(scaled);
  const long double frac = scaled - kept;
  if (mode == kOdd) {
    if (frac > 0 && std::fmod(kept, 2.0L) == 0) kept += 1;
  } else if (RoundsUp(mode, negative, kept, frac)) {
    kept += 1;
  }
  long double r = std::ldexp(kept, quantum);
  if (r > MaxFinite(f)) {
    const bool up = mode == kRint || mode == kNone || mode == kRound || (mode == kCeil && !negative) ||
                    (mode == kFloor && negative);
    r = up ? INFINITY : MaxFinite(f);
  }
  return negative ? -r : r;
}

// Bits of a value representable in the floating type (or +-inf).
uint64_t EncodeExact(DType t, long double v) {
  const float f = static_cast<float>(v);
  if (t == DType::kF16) return FloatToHalf(f, false);
  if (t == DType::kBF16) return FloatToBf16(f, false);
  return BitsFromFloat(f);
}
// A rounded floating result with the saturation of the Cast page (table 4):
// saturating, NaN gives 0 and +-inf gives +-MAX; otherwise NaN is the
// positive quiet NaN. float results never saturate.
uint64_t EncodeFloatResult(DType t, long double v, bool saturate) {
  if (t == DType::kF32) saturate = false;
  if (std::isnan(v)) {
    if (saturate) return 0;
    return t == DType::kF16 ? 0x7E00u : t == DType::kBF16 ? 0x7FC0u : 0x7FC00000u;
  }
  if (saturate && std::isinf(v)) v = std::signbit(v) ? -MaxFinite(FormatOf(t)) : MaxFinite(FormatOf(t));
  return EncodeExact(t, v);
}

long double RoundIntegral(long double v, uint8_t mode) {
  switch (mode) {
    case kFloor: return std::floor(v);
    case kCeil: return std::ceil(v);
    case kRound: return std::round(v);
    case kTrunc: return std::trunc(v);
    default: return std::nearbyint(v);  // the default environment: ties to even
  }
}

// An integral value's bits in an integer type: NaN 0, +-inf the limits,
// otherwise clamped (saturating) or its exact low bits.
uint64_t IntegralToInt(DType t, long double r, bool saturate) {
  if (std::isnan(r)) return 0;
  if (std::isinf(r)) return EncodeInt(t, r > 0 ? IntMax(t) : IntMin(t), false);
  if (saturate) {
    if (r >= static_cast<long double>(IntMax(t))) return EncodeInt(t, IntMax(t), false);
    if (r <= static_cast<long double>(IntMin(t))) return EncodeInt(t, IntMin(t), false);
    return EncodeInt(t, static_cast<__int128>(r), false);
  }
  // The low 64 bits of the exact integer (|r| < 2^128).
  const long double two64 = std::ldexp(1.0L, 64);
  const long double m = std::fmod(std::fabs(r), two64);
  uint64_t low = static_cast<uint64_t>(m);
  if (r < 0) low = 0 - low;
  return EncodeInt(t, static_cast<__int128>(low), false);
}

uint64_t CanonicalNaN(DType t) { return t == DType::kF16 ? 0x7E00u : t == DType::kBF16 ? 0x7FC0u : 0x7FC00000u; }

// One element of Cast.
uint64_t CastElement(const RegComputeCall& c, uint64_t bits) {
  const DType s = c.type, d = c.dst_type;
  const uint8_t mode = c.round_mode;
  if (IsFloat(s)) {
    const long double v = DecodeFloat(s, bits);
    if (IsFloat(d)) return EncodeFloatResult(d, RoundToFormat(v, d, mode), c.saturate);
    return IntegralToInt(d, RoundIntegral(v, mode), c.saturate);
  }
  const __int128 v = DecodeInt(s, bits);
  if (IsFloat(d)) return EncodeFloatResult(d, RoundToFormat(static_cast<long double>(v), d, mode), c.saturate);
  // int16 -> uint32 saturates whatever the mode (the Cast page).
  const bool saturate = SizeOf(d) > SizeOf(s) ? !IsSigned(d) : c.saturate;
  return EncodeInt(d, v, saturate);
}

// --- Lane grids of the mixed-width operations ------------------------------------

// Cast / MulsCast: lanes of the wider width W; the narrower side's element
// is field `layout` of its lane; a narrower result's other fields are 0.
template <typename F>
void Grid(const RegComputeCall& c, RegComputeResult& r, F&& element) {
  const uint32_t s = SizeOf(c.type), d = SizeOf(c.dst_type), w = s > d ? s : d;
  for (uint32_t k = 0; k < 256 / w; ++k) {
    const uint32_t src_index = s < w ? k * (w / s) + c.variant : k;
    const uint32_t dst_index = d < w ? k * (w / d) + c.variant : k;
    const bool on = Bit(c.mask[0], src_index * s);
    Set(r.reg[0], c.dst_type, 1, dst_index, on ? element(Get(c.reg[0], c.type, 1, src_index)) : 0);
  }
}

// --- Reductions ------------------------------------------------------------------

// One addition of two values of the type (floating: rounded once, half with
// the saturation of CTRL[48]; integer: wrapping, or saturating with CTRL[53]).
uint64_t AddOf(DType t, const NumericMode& m, uint64_t a, uint64_t b) {
  if (IsFloat(t)) {
    const double sum = static_cast<double>(DecodeFloat(t, a)) + static_cast<double>(DecodeFloat(t, b));
    const float f = static_cast<float>(sum);  // 24 >= 2*11+2: rounding through float is one rounding to half
    if (t == DType::kF16) return FloatToHalf(f, m.half_saturating);
    if (t == DType::kBF16) return FloatToBf16(f, m.bf16_saturating);
    return CanonicalFloatBits(f);
  }
  return EncodeInt(t, DecodeInt(t, a) + DecodeInt(t, b), m.int_saturating);
}

// The identity of a reduction for inactive lanes: 0 (SUM), the type's
// smallest (MAX) or largest (MIN) value; floating: -inf / +inf.
uint64_t Identity(DType t, uint8_t type) {
  if (type == 0) return 0;
  const bool max = type == 1;
  if (IsFloat(t)) {
    if (t == DType::kF16) return max ? 0xFC00u : 0x7C00u;
    if (t == DType::kBF16) return max ? 0xFF80u : 0x7F80u;
    return max ? 0xFF800000u : 0x7F800000u;
  }
  return EncodeInt(t, max ? IntMin(t) : IntMax(t), false);
}

// Whether a is strictly better than b for MAX / MIN: NaN beats everything
// (the first NaN is kept), +0 is above -0.
bool Better(DType t, bool max, uint64_t a, uint64_t b) {
  if (IsFloat(t)) {
    const long double x = DecodeFloat(t, a), y = DecodeFloat(t, b);
    if (std::isnan(y)) return false;
    if (std::isnan(x)) return true;
    if (x == y) {
      if (x != 0) return false;
      const bool xn = std::signbit(x), yn = std::signbit(y);
      return max ? (!xn && yn) : (xn && !yn);
    }
    return max ? x > y : x < y;
  }
  return max ? DecodeInt(t, a) > DecodeInt(t, b) : DecodeInt(t, a) < DecodeInt(t, b);
}

// The binary tree of SPEC 14.11 over `v` (a power-of-two count): adjacent
// pairs, then pairs of the sums.
uint64_t TreeSum(DType t, const NumericMode& m, std::vector<uint64_t> v) {
  while (v.size() > 1) {
    std::vector<uint64_t> next(v.size() / 2);
    for (size_t i = 0; i < next.size(); ++i) next[i] = AddOf(t, m, v[2 * i], v[2 * i + 1]);
    v = next;
  }
  return v[0];
}

// The value bits of `src` widened to `to` (int16 -> int32 sums).
uint64_t Widen(DType from, DType to, uint64_t bits) {
  if (IsFloat(from)) return bits;
  return EncodeInt(to, DecodeInt(from, bits), false);
}

void Reduce(const RegComputeCall& c, RegComputeResult& r, bool per_block) {
  const DType s = c.type, d = c.dst_type;
  const uint8_t type = c.variant;
  const uint32_t lanes = LaneCount(s, c.reg_num);
  const uint32_t group = per_block ? 32 / SizeOf(s) : lanes;
  for (uint32_t first = 0, out = 0; first < lanes; first += group, ++out) {
    std::vector<uint64_t> v(group);
    for (uint32_t i = 0; i < group; ++i) {
      const uint32_t k = first + i;
      v[i] = Active(c.mask[0], s, c.reg_num, k) ? Widen(s, d, Get(c.reg[0], s, c.reg_num, k)) : Identity(d, type);
    }
    if (type == 0) {
      uint64_t sum = TreeSum(d, c.numeric, v);
      Set(r.reg[0], d, c.reg_num, out, sum);
      continue;
    }
    uint32_t best = 0;
    for (uint32_t i = 1; i < group; ++i)
      if (Better(d, type == 1, v[i], v[best])) best = i;
    uint64_t value = v[best];
    if (IsFloat(d) && std::isnan(DecodeFloat(d, value))) value = CanonicalNaN(d);
    Set(r.reg[0], d, c.reg_num, out, value);
    if (!per_block) Set(r.reg[0], d, c.reg_num, 1, best);  // the index, as the type's bits
  }
}

// --- Rearrangements ------------------------------------------------------------------

void Rearrange(const RegComputeCall& c, RegComputeResult& r) {
  const DType t = c.type;
  const int n = c.reg_num;
  const uint32_t lanes = LaneCount(t, n);
  switch (c.op) {
    case RegOp::kInterleave:
      for (uint32_t j = 0; j < lanes / 2; ++j) {
        Set(r.reg[0], t, n, 2 * j, Get(c.reg[0], t, n, j));
        Set(r.reg[0], t, n, 2 * j + 1, Get(c.reg[1], t, n, j));
        Set(r.reg[1], t, n, 2 * j, Get(c.reg[0], t, n, lanes / 2 + j));
        Set(r.reg[1], t, n, 2 * j + 1, Get(c.reg[1], t, n, lanes / 2 + j));
      }
      break;
    case RegOp::kDeInterleave:
      for (uint32_t j = 0; j < lanes; ++j) {
        const uint32_t even = 2 * j, odd = 2 * j + 1;
        Set(r.reg[0], t, n, j, even < lanes ? Get(c.reg[0], t, n, even) : Get(c.reg[1], t, n, even - lanes));
        Set(r.reg[1], t, n, j, odd < lanes ? Get(c.reg[0], t, n, odd) : Get(c.reg[1], t, n, odd - lanes));
      }
      break;
    case RegOp::kPack: {  // type: the wide source; dst_type: the narrow destination
      const DType d = c.dst_type;
      const uint32_t src_lanes = LaneCount(t, n);
      const uint32_t base = n == 2 ? 0 : c.variant * src_lanes;  // HIGHEST: the upper half
      for (uint32_t k = 0; k < src_lanes; ++k) Set(r.reg[0], d, 1, base + k, Get(c.reg[0], t, n, k));
      break;
    }
    case RegOp::kUnPack: {  // type: the narrow source; dst_type: the wide destination
      const DType d = c.dst_type;
      const uint32_t dst_lanes = LaneCount(d, n);
      const uint32_t base = n == 2 ? 0 : c.variant * dst_lanes;
      for (uint32_t k = 0; k < dst_lanes; ++k) {
        const __int128 v = DecodeInt(t, Get(c.reg[0], t, 1, base + k));  // sign or zero by the source
        Set(r.reg[0], d, n, k, EncodeInt(d, v, false));
      }
      break;
    }
    case RegOp::kUnsqueeze: {
      uint64_t count = 0;
      for (uint32_t k = 0; k < lanes; ++k) {
        Set(r.reg[0], t, 1, k, count);
        if (Active(c.mask[0], t, 1, k)) ++count;
      }
      break;
    }
    case RegOp::kHistograms: {
      const uint32_t bin = c.variant & 1u, accumulate = c.variant >> 1;
      uint64_t counts[256] = {};
      for (uint32_t k = 0; k < 256; ++k)
        if (Bit(c.mask[0], k)) ++counts[c.reg[0][0][k]];
      for (uint32_t m = 0; m < 128; ++m) {
        uint64_t add = 0;
        if (accumulate) {
          for (uint32_t v = 128 * bin; v <= 128 * bin + m; ++v) add += counts[v];
        } else {
          add = counts[128 * bin + m];
        }
        Set(r.reg[0], DType::kU16, 1, m, (Get(c.reg[2], DType::kU16, 1, m) + add) & 0xFFFFu);
      }
      break;
    }
    default: {  // kMove: MERGING
      for (uint32_t k = 0; k < lanes; ++k)
        Set(r.reg[0], t, n, k, Active(c.mask[0], t, n, k) ? Get(c.reg[0], t, n, k) : Get(c.reg[2], t, n, k));
      break;
    }
  }
}

}  // namespace

bool IsConvertFamily(RegOp op) { return static_cast<int>(op) >= static_cast<int>(RegOp::kCast); }

RegComputeResult ComputeConvertFamily(const RegComputeCall& c) {
  RegComputeResult r;
  switch (c.op) {
    case RegOp::kCast:
      Grid(c, r, [&](uint64_t bits) { return CastElement(c, bits); });
      break;
    case RegOp::kMulsCast: {
      const float scalar = FloatFromBits(static_cast<uint32_t>(c.scalar));
      Grid(c, r, [&](uint64_t bits) {
        const float product = static_cast<float>(static_cast<double>(FloatFromBits(static_cast<uint32_t>(bits))) * scalar);
        return EncodeFloatResult(DType::kF16, RoundToFormat(product, DType::kF16, kRound), c.saturate);
      });
      break;
    }
    case RegOp::kTruncate: {
      const DType t = c.type;
      for (uint32_t k = 0; k < LaneCount(t, 1); ++k) {
        uint64_t bits = 0;
        if (Active(c.mask[0], t, 1, k)) {
          const float v = static_cast<float>(RoundIntegral(DecodeFloat(t, Get(c.reg[0], t, 1, k)), c.round_mode));
          bits = t == DType::kF16    ? FloatToHalf(v, c.numeric.half_saturating)
                 : t == DType::kBF16 ? FloatToBf16(v, c.numeric.bf16_saturating)
                                     : CanonicalFloatBits(v);
        }
        Set(r.reg[0], t, 1, k, bits);
      }
      break;
    }
    case RegOp::kReduce: Reduce(c, r, false); break;
    case RegOp::kReduceDataBlock: Reduce(c, r, true); break;
    case RegOp::kPairReduceElem: {
      const DType t = c.type;
      const uint32_t lanes = LaneCount(t, 1);
      for (uint32_t k = 0; k < lanes / 2; ++k) {
        const uint64_t a = Active(c.mask[0], t, 1, 2 * k) ? Get(c.reg[0], t, 1, 2 * k) : 0;
        const uint64_t b = Active(c.mask[0], t, 1, 2 * k + 1) ? Get(c.reg[0], t, 1, 2 * k + 1) : 0;
        Set(r.reg[0], t, 1, k, AddOf(t, c.numeric, a, b));
      }
      break;
    }
    default: Rearrange(c, r); break;
  }
  r.spr_ar = c.spr_ar;
  return r;
}

}  // namespace reg
}  // namespace reference
}  // namespace ascendc_host
