// The reduction executor (kernels/vector_reduce.h), per target.
//
// Every reduction of the pages is a pairwise tree over groups of 2^m
// consecutive positions (a pair, a DataBlock, a repeat). Applying "add
// neighbours" m times to a run of whole groups gives each group's tree in
// order, and one application to two vectors a, b is
//     ConcatEven(b, a) + ConcatOdd(b, a)
// (lanes a0+a1, a2+a3, ..., b0+b1, ...), whatever the vector width: the
// ladder below halves a chunk of groups level by level in place, rounding
// every level to the destination type as the NPU does (a half tree rounds
// and saturates at every addition). Maximum and minimum run the same ladder
// on order-preserving integer keys (with the winner's position for the
// index): +0 ranks above -0, NaN is mapped to the winning extreme, and on
// equal keys the left lane, the smaller position, wins.
//
// Positions reach the ladder either straight from memory (whole repeats of
// a dense operand) or through a scratch copy of the chunk's active positions
// (masks, strides, a partial last repeat), where inactive positions become
// +0 (sums) or a key that never wins (maximum / minimum).
#include "ascendc_host/kernels/vector_reduce.h"

#include <algorithm>
#include <cstring>
#include <vector>

#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "kernels/vector_reduce.cc"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
#include <hwy/highway.h>

#include "kernels/vector_arith-inl.h"
#include "kernels/vector_executor-inl.h"

HWY_BEFORE_NAMESPACE();
namespace ascendc_host {
namespace HWY_NAMESPACE {
namespace {

namespace hn = hwy::HWY_NAMESPACE;

// Buffers of the current thread, reused across calls.
struct Scratch {
  std::vector<uint8_t> storage;  // a chunk's positions as stored (masked path)
  std::vector<uint8_t> active;   // their activity, one key lane each (masked path, maximum / minimum)
  std::vector<uint8_t> lanes;    // the ladder's working lanes
  std::vector<uint8_t> index;    // the ladder's positions (maximum / minimum with index)
  std::vector<uint8_t> results;  // a chunk's results
  std::vector<uint8_t> sums;     // ReduceSum: the sums of every repeat, then of every level
  template <typename T>
  static T* Get(std::vector<uint8_t>& v, size_t count) {
    if (v.size() < count * sizeof(T) + 64) v.resize(count * sizeof(T) + 64);
    return reinterpret_cast<T*>(v.data());
  }
};
Scratch& ThreadScratch() {
  static thread_local Scratch s;
  return s;
}

// Neighbouring lanes of a ++ b: even = a0, a2, ..., b0, b2, ...; odd = a1, a3, ...
template <class D, class V>
HWY_INLINE void Neighbours(D d, V a, V b, V& even, V& odd) {
#if HWY_TARGET == HWY_SCALAR
  (void)d;
  even = a;
  odd = b;
#else
  even = hn::ConcatEven(d, b, a);
  odd = hn::ConcatOdd(d, b, a);
#endif
}

// float lanes rounded to half precision with the numeric policy (the value
// a half addition stores), staying in float.
template <bool kSaturating, class D>
HWY_INLINE hn::Vec<D> RoundToHalf(D df, hn::Vec<D> v) {
#if ASCENDC_HOST_HAVE_F16C
  const hn::Rebind<hwy::float16_t, D> dh;
  return hn::PromoteTo(df, hn::DemoteTo(dh, PrepareHalfDemotion(df, v, kSaturating)));
#else
  // Without a conversion instruction: adding M = +-2^(e + 13) (e the
  // exponent of v, at least -14) leaves the sum with the unit in the last
  // place of a half of v's binade, so the FPU's round to nearest even
  // rounds v to half precision; subtracting M is exact. The sign is put
  // back for results that round to zero; beyond 65504 comes infinity
  // (saturated to 65504 when saturating), NaN stays NaN (0 when saturating).
  const hn::RebindToUnsigned<D> du;
  const auto bits = hn::BitCast(du, v);
  const auto sign = hn::And(bits, hn::Set(du, 0x80000000u));
  const auto exponent = hn::And(bits, hn::Set(du, 0x7F800000u));
  const auto floor = hn::Set(du, (127u - 14u) << 23);
  const auto magic_exponent = hn::Add(hn::IfThenElse(LessU31(exponent, floor), floor, exponent), hn::Set(du, 13u << 23));
  const auto magic = hn::BitCast(df, hn::Or(magic_exponent, sign));
  auto r = hn::Sub(hn::Add(v, magic), magic);
  r = hn::BitCast(df, hn::Or(hn::BitCast(du, r), sign));
  const auto too_large = hn::Gt(hn::Abs(r), hn::Set(df, 65504.0f));
  const auto limit = hn::BitCast(df, hn::Or(hn::Set(du, kSaturating ? 0x477FE000u : 0x7F800000u), sign));
  r = hn::IfThenElse(too_large, limit, r);
  // Infinite inputs: the magic number is meaningless, the limit applies.
  r = hn::IfThenElse(hn::RebindMask(df, hn::Eq(exponent, hn::Set(du, 0x7F800000u))), hn::IfThenElse(hn::IsNaN(v), v, limit), r);
  if (kSaturating) r = hn::IfThenElse(hn::IsNaN(r), hn::Zero(df), r);
  return r;
#endif
}

// --- Sums: storage -> compute lanes, one rounded addition ---------------------

template <DType kSrc>
struct SumLanes;
// Lanes whose addition needs no rounding step: float (IEEE), wrapping integers.
struct ExactAddition {
  template <class D>
  static HWY_INLINE hn::Vec<D> Add(D, hn::Vec<D> a, hn::Vec<D> b, const NumericMode&) {
    return hn::Add(a, b);
  }
  template <int kPolicy, class D>
  static HWY_INLINE hn::Vec<D> AddRounded(D, hn::Vec<D> a, hn::Vec<D> b) {
    return hn::Add(a, b);
  }
};
template <>
struct SumLanes<DType::kF32> : ExactAddition {
  using C = float;
  template <class D>
  static HWY_INLINE hn::Vec<D> Load(D d, const uint8_t* p) {
    return hn::LoadU(d, reinterpret_cast<const float*>(p));
  }
};
template <>
struct SumLanes<DType::kF16> {
  using C = float;
  template <class D>
  static HWY_INLINE hn::Vec<D> Load(D d, const uint8_t* p) {
    return Codec<DType::kF16>::Load(d, p);
  }
  template <class D>
  static HWY_INLINE hn::Vec<D> Add(D d, hn::Vec<D> a, hn::Vec<D> b, const NumericMode& mode) {
    return mode.half_saturating ? RoundToHalf<true>(d, hn::Add(a, b)) : RoundToHalf<false>(d, hn::Add(a, b));
  }
  // kPolicy: 0 non-saturating, 1 saturating, 2 a sum that can neither
  // overflow nor meet an infinity or NaN (the conversion alone rounds it).
  template <int kPolicy, class D>
  static HWY_INLINE hn::Vec<D> AddRounded(D d, hn::Vec<D> a, hn::Vec<D> b) {
#if ASCENDC_HOST_HAVE_F16C
    if constexpr (kPolicy != 1) {
      const hn::Rebind<hwy::float16_t, D> dh;
      return hn::PromoteTo(d, hn::DemoteTo(dh, hn::Add(a, b)));
    }
#endif
    return RoundToHalf<kPolicy == 1>(d, hn::Add(a, b));
  }
};
// Integer sums wrap: unsigned 32-bit lanes (a 16-bit source widened with its sign).
template <typename S>
struct IntSumLanes : ExactAddition {
  using C = uint32_t;
  template <class D>
  static HWY_INLINE hn::Vec<D> Load(D d, const uint8_t* p) {
    if constexpr (sizeof(S) == 4) {
      return hn::LoadU(d, reinterpret_cast<const uint32_t*>(p));
    } else {
      using W = std::conditional_t<std::is_signed_v<S>, int32_t, uint32_t>;
      const hn::Rebind<W, D> dw;
      const hn::Rebind<S, D> ds;
      return hn::BitCast(d, hn::PromoteTo(dw, hn::LoadU(ds, reinterpret_cast<const S*>(p))));
    }
  }
};
template <> struct SumLanes<DType::kI16> : IntSumLanes<int16_t> {};
template <> struct SumLanes<DType::kU16> : IntSumLanes<uint16_t> {};
template <> struct SumLanes<DType::kI32> : IntSumLanes<int32_t> {};
template <> struct SumLanes<DType::kU32> : IntSumLanes<uint32_t> {};

// --- Maximum / minimum: storage -> order-preserving keys ----------------------
//
// Floating types: the bits with the magnitude flipped for negative values
// (a signed integer of the same width, -0 just below +0); NaN becomes the
// winning extreme. 16- and 32-bit integers widen to keys twice as wide, so
// that the "never wins" key of an inactive lane differs from every value.

template <DType kT>
struct KeyLanes;
template <typename K, typename U, U kMagnitude, U kInfinity>
struct FloatKeyLanes {
  using Key = K;
  static constexpr uint32_t kBytes = sizeof(K);
  template <bool kMax, class D>
  static HWY_INLINE hn::Vec<D> Load(D dk, const uint8_t* p) {
    const auto bits = hn::LoadU(dk, reinterpret_cast<const K*>(p));
    const auto flip = hn::And(hn::ShiftRight<sizeof(K) * 8 - 1>(bits), hn::Set(dk, static_cast<K>(kMagnitude)));
    const auto key = hn::Xor(bits, flip);
    const auto magnitude = hn::And(bits, hn::Set(dk, static_cast<K>(kMagnitude)));
    const auto nan = hn::Gt(magnitude, hn::Set(dk, static_cast<K>(kInfinity)));
    return hn::IfThenElse(nan, hn::Set(dk, kMax ? hwy::LimitsMax<K>() : hwy::LimitsMin<K>()), key);
  }
  // A key of a non-empty group back to the value's bits (sentinels: NaN).
  static uint64_t Bits(K key) {
    if (key == hwy::LimitsMax<K>() || key == hwy::LimitsMin<K>()) return static_cast<U>(kInfinity | (kInfinity >> 1));
    const K flip = static_cast<K>((key >> (sizeof(K) * 8 - 1)) & static_cast<K>(kMagnitude));
    return static_cast<U>(key ^ flip);
  }
};
template <> struct KeyLanes<DType::kF16> : FloatKeyLanes<int16_t, uint16_t, 0x7FFF, 0x7C00> {};
template <> struct KeyLanes<DType::kF32> : FloatKeyLanes<int32_t, uint32_t, 0x7FFFFFFFu, 0x7F800000u> {};
template <typename S, typename K>
struct WideKeyLanes {
  using Key = K;
  static constexpr uint32_t kBytes = sizeof(K);
  template <bool kMax, class D>
  static HWY_INLINE hn::Vec<D> Load(D dk, const uint8_t* p) {
    using W = std::conditional_t<std::is_signed_v<S>, K, hwy::MakeUnsigned<K>>;
    const hn::Rebind<W, D> dw;
    const hn::Rebind<S, D> ds;
    return hn::BitCast(dk, hn::PromoteTo(dw, hn::LoadU(ds, reinterpret_cast<const S*>(p))));
  }
  static uint64_t Bits(K key) { return static_cast<std::make_unsigned_t<S>>(static_cast<S>(key)); }
};
template <> struct KeyLanes<DType::kI16> : WideKeyLanes<int16_t, int32_t> {};
template <> struct KeyLanes<DType::kU16> : WideKeyLanes<uint16_t, int32_t> {};
template <> struct KeyLanes<DType::kI32> : WideKeyLanes<int32_t, int64_t> {};
template <> struct KeyLanes<DType::kU32> : WideKeyLanes<uint32_t, int64_t> {};

// The stored bits of a maximum / minimum (the type's NaN and saturation
// rules, as every floating-point result).
uint64_t StoredExtreme(DType t, uint64_t bits, const NumericMode& mode) {
  if (t == DType::kF16) {
    const uint16_t b = static_cast<uint16_t>(bits);
    const uint16_t magnitude = b & 0x7FFF;
    if (magnitude > 0x7C00) return mode.half_saturating ? 0 : 0x7E00;
    if (magnitude == 0x7C00 && mode.half_saturating) return (b & 0x8000) | 0x7BFF;
    return b;
  }
  if (t == DType::kF32) {
    const uint32_t b = static_cast<uint32_t>(bits);
    return (b & 0x7FFFFFFFu) > 0x7F800000u ? 0x7FC00000u : b;
  }
  return bits;
}

// --- The chunks of a call --------------------------------------------------------

// Which groups are empty: the same in every repeat (Normal mode), or those
// past the last repeat's prefix (count form / Counter mode).
bool GroupEmpty(const kernels::VecShape& shape, uint32_t r, uint32_t g, uint32_t group) {
  const uint32_t first = g * group;
  if (shape.prefix_only) return r + 1 == shape.repeats && first >= shape.last_prefix;
  for (uint32_t k = first; k < first + group; ++k)
    if ((shape.bits[k >> 6] >> (k & 63)) & 1u) return false;
  return true;
}

bool IsDense(const kernels::VecOperand& o, uint32_t s, uint32_t positions) {
  return o.block_stride == 32 && o.repeat_stride == uint64_t{positions} * s;
}

// Copies repeats [r0, r0 + count) of `src` (elements of s bytes) into dense
// storage, inactive positions as 0 bits; `active` (optional, `key_bytes`
// per position) gets all-ones for the active positions and 0 elsewhere.
void GatherRepeats(const kernels::VecShape& shape, const kernels::VecOperand& src, uint32_t s, uint32_t r0,
                   uint32_t count, uint8_t* storage, uint8_t* active, uint32_t key_bytes) {
  const uint32_t per_block = 32 / s;
  const uint32_t blocks = shape.positions * s / 32;
  for (uint32_t i = 0; i < count; ++i) {
    const uint32_t r = r0 + i;
    const uint8_t* repeat = src.base + uint64_t{r} * src.repeat_stride;
    uint8_t* out = storage + uint64_t{i} * shape.positions * s;
    uint8_t* act = active ? active + uint64_t{i} * shape.positions * key_bytes : nullptr;
    for (uint32_t b = 0; b < blocks; ++b) {
      const uint32_t bits = vector_detail::ActiveBits(shape, r, b * per_block, per_block);
      const uint8_t* mem = repeat + uint64_t{b} * src.block_stride;
      uint8_t* dense = out + b * 32;
      uint8_t* flags = act ? act + uint64_t{b} * per_block * key_bytes : nullptr;
      const uint32_t full = per_block >= 32 ? ~0u : (1u << per_block) - 1;
      if (bits == full) {
        std::memcpy(dense, mem, 32);
        if (flags) std::memset(flags, 0xFF, per_block * key_bytes);
        continue;
      }
      std::memset(dense, 0, 32);
      if (flags) std::memset(flags, 0, per_block * key_bytes);
      for (uint32_t e = 0; e < per_block; ++e) {
        if (!((bits >> e) & 1u)) continue;
        std::memcpy(dense + e * s, mem + e * s, s);
        if (flags) std::memset(flags + e * key_bytes, 0xFF, key_bytes);
      }
    }
  }
}

// Runs `body(first_repeat, repeats, storage, active, groups)` over the call
// in chunks of whole repeats whose group count is a multiple of `unit`
// groups (the ladder's vector width): `storage` holds the chunk's positions
// densely (the operand itself when it is dense and every position active,
// else a copy padded with inactive positions), `active` their activity when
// `key_bytes` is not 0 and a copy was made.
template <class Body>
void ForEachChunk(const kernels::VecShape& shape, const kernels::VecOperand& src, uint32_t s, uint32_t group,
                  uint32_t unit, uint32_t key_bytes, const Body& body) {
  const uint32_t groups_per_repeat = shape.positions / group;
  // Repeats per chunk: a multiple of the repeats that make `unit` groups,
  // about 2048 positions.
  const uint32_t repeat_unit = std::max<uint32_t>(1, unit / groups_per_repeat);
  const uint32_t chunk = repeat_unit * std::max<uint32_t>(1, 2048 / (repeat_unit * shape.positions));
  const bool dense = IsDense(src, s, shape.positions);
  Scratch& scratch = ThreadScratch();
  for (uint32_t r0 = 0; r0 < shape.repeats; r0 += chunk) {
    const uint32_t count = std::min(chunk, shape.repeats - r0);
    const uint32_t groups = count * groups_per_repeat;
    const uint32_t padded = (groups + unit - 1) / unit * unit;
    const bool all_active = shape.prefix_only && (r0 + count < shape.repeats || shape.last_prefix == shape.positions);
    if (dense && all_active && padded == groups) {
      body(r0, count, src.base + uint64_t{r0} * src.repeat_stride, static_cast<const uint8_t*>(nullptr), padded);
      continue;
    }
    const uint64_t positions = uint64_t{padded} * group;
    uint8_t* storage = Scratch::Get<uint8_t>(scratch.storage, positions * s);
    uint8_t* active = key_bytes ? Scratch::Get<uint8_t>(scratch.active, positions * key_bytes) : nullptr;
    GatherRepeats(shape, src, s, r0, count, storage, active, key_bytes);
    const uint64_t filled = uint64_t{count} * shape.positions;
    std::memset(storage + filled * s, 0, (positions - filled) * s);
    if (active) std::memset(active + filled * key_bytes, 0, (positions - filled) * key_bytes);
    body(r0, count, static_cast<const uint8_t*>(storage), static_cast<const uint8_t*>(active), padded);
  }
}

// --- The sum ladder ---------------------------------------------------------------

template <int kLevels, DType kSrc, int kPolicy, class D>
HWY_NOINLINE hn::Vec<D> SumSubtree(D d, const uint8_t*& p);

// The tree of 2^kLevels vectors read from `p` (advanced past them): one
// vector of sums of 2^kLevels consecutive positions each, depth first, so
// every level stays in registers.
template <int kLevels, DType kSrc, int kPolicy, class D>
HWY_INLINE hn::Vec<D> SumTree(D d, const uint8_t*& p) {
  using L = SumLanes<kSrc>;
  hn::Vec<D> a, b, even, odd;
  if constexpr (kLevels == 1) {
    const size_t bytes = hn::Lanes(d) * SizeOf(kSrc);
    a = L::Load(d, p);
    b = L::Load(d, p + bytes);
    p += 2 * bytes;
  } else if constexpr (kLevels <= 5) {
    a = SumTree<kLevels - 1, kSrc, kPolicy>(d, p);
    b = SumTree<kLevels - 1, kSrc, kPolicy>(d, p);
  } else {
    a = SumSubtree<kLevels - 1, kSrc, kPolicy>(d, p);
    b = SumSubtree<kLevels - 1, kSrc, kPolicy>(d, p);
  }
  Neighbours(d, a, b, even, odd);
  return L::template AddRounded<kPolicy>(d, even, odd);
}
// Deeper subtrees as calls (the code of a fully inlined tree of 128 vectors
// would not stay in the instruction cache).
template <int kLevels, DType kSrc, int kPolicy, class D>
HWY_NOINLINE hn::Vec<D> SumSubtree(D d, const uint8_t*& p) {
  return SumTree<kLevels, kSrc, kPolicy>(d, p);
}

// A half tree of 2^kLevels positions cannot overflow, nor meet an infinity
// or NaN, when every input is below 2^15 / 2^kLevels in magnitude (the
// rounding of up to seven levels adds less than 1%); then saturation has
// nothing to do and the conversion alone rounds every level.
template <int kLevels>
bool HalfTreeIsTame(const uint8_t* storage, size_t n) {
  const hn::ScalableTag<uint16_t> d;
  const size_t N = hn::Lanes(d);
  const uint16_t limit = static_cast<uint16_t>((15 - kLevels + 15) << 10);  // 2^(15 - kLevels) as half bits
  auto worst = hn::Zero(d);
  const uint16_t* p = reinterpret_cast<const uint16_t*>(storage);
  size_t i = 0;
  for (; i + N <= n; i += N) worst = hn::Max(worst, hn::And(hn::LoadU(d, p + i), hn::Set(d, 0x7FFF)));
  uint16_t largest = 0;
  alignas(HWY_MAX_BYTES) uint16_t lanes[HWY_MAX_BYTES / 2];
  hn::StoreU(worst, d, lanes);
  for (size_t j = 0; j < N; ++j) largest = std::max(largest, lanes[j]);
  for (; i < n; ++i) largest = std::max<uint16_t>(largest, p[i] & 0x7FFF);
  return largest < limit;
}

template <int kLevels, DType kSrc>
void SumTrees(const uint8_t* storage, uint32_t groups, typename SumLanes<kSrc>::C* out, const NumericMode& mode) {
  using C = typename SumLanes<kSrc>::C;
  const hn::ScalableTag<C> d;
  const size_t N = hn::Lanes(d);
  size_t first = 0;
  // AVX3_SPR: the trees in half lanes; groups past a multiple of 16, and
  // every group when some sum is not finite, the float way below.
  if constexpr (kSrc == DType::kF16) {
    if (UseNativeHalf())
      first = kernels::half_native::SumTrees(reinterpret_cast<const uint16_t*>(storage), groups, kLevels, out);
  }
  if (first == groups) return;
  const uint8_t* p = storage + (first << kLevels) * SizeOf(kSrc);
  int policy = mode.half_saturating ? 1 : 0;
  if (kSrc == DType::kF16 && policy == 1 && HalfTreeIsTame<kLevels>(p, size_t{groups - first} << kLevels)) policy = 2;
  if (policy == 2) {
    for (size_t i = first; i < groups; i += N) hn::StoreU(SumTree<kLevels, kSrc, 2>(d, p), d, out + i);
  } else if (policy == 1) {
    for (size_t i = first; i < groups; i += N) hn::StoreU(SumTree<kLevels, kSrc, 1>(d, p), d, out + i);
  } else {
    for (size_t i = first; i < groups; i += N) hn::StoreU(SumTree<kLevels, kSrc, 0>(d, p), d, out + i);
  }
}

// Tree sums of `groups` (a multiple of the vector width) groups of `group`
// positions from dense storage, into out[0, groups) as compute lanes.
template <DType kSrc>
void SumLadder(const uint8_t* storage, uint32_t groups, uint32_t group, typename SumLanes<kSrc>::C* out,
               const NumericMode& mode) {
  switch (group) {
    case 2: return SumTrees<1, kSrc>(storage, groups, out, mode);
    case 4: return SumTrees<2, kSrc>(storage, groups, out, mode);
    case 8: return SumTrees<3, kSrc>(storage, groups, out, mode);
    case 16: return SumTrees<4, kSrc>(storage, groups, out, mode);
    case 32: return SumTrees<5, kSrc>(storage, groups, out, mode);
    case 64: return SumTrees<6, kSrc>(storage, groups, out, mode);
    default: return SumTrees<7, kSrc>(storage, groups, out, mode);
  }
}

// The same tree over compute lanes already in memory (ReduceSum's upper
// levels): `in` holds groups * group lanes, and room for 2 vectors more
// (a level's last vector of pairs may be partial: the lanes past the level's
// end are read and written, but no kept sum depends on them).
template <DType kSrc>
void SumLadderLanes(typename SumLanes<kSrc>::C* in, uint32_t groups, uint32_t group, const NumericMode& mode) {
  using L = SumLanes<kSrc>;
  using C = typename L::C;
  const hn::ScalableTag<C> d;
  const size_t N = hn::Lanes(d);
  for (size_t len = size_t{groups} * group; len > groups; len /= 2) {
    for (size_t i = 0; i < len / 2; i += N) {
      hn::Vec<decltype(d)> even, odd;
      Neighbours(d, hn::LoadU(d, in + 2 * i), hn::LoadU(d, in + 2 * i + N), even, odd);
      hn::StoreU(L::Add(d, even, odd, mode), d, in + i);
    }
  }
}

// Compute lanes of sums -> the destination's bits (half: the lanes are
// already rounded; float: NaN made canonical; integers: as they are).
template <DType kSrc>
void SumBits(const typename SumLanes<kSrc>::C* in, size_t n, uint64_t* out, const NumericMode& mode) {
  if constexpr (kSrc == DType::kF16 || kSrc == DType::kF32) {
    const hn::ScalableTag<float> d;
    const size_t N = hn::Lanes(d);
    constexpr uint32_t s = SizeOf(kSrc);
    alignas(HWY_MAX_BYTES) float lanes[HWY_MAX_BYTES / 4];
    alignas(HWY_MAX_BYTES) uint8_t bytes[HWY_MAX_BYTES];
    for (size_t i = 0; i < n; i += N) {
      const size_t m = std::min(N, n - i);
      std::memset(lanes, 0, sizeof lanes);
      std::memcpy(lanes, in + i, m * sizeof(float));
      Codec<kSrc>::Store(d, hn::LoadU(d, lanes), bytes, mode);
      for (size_t j = 0; j < m; ++j) {
        uint64_t bits = 0;
        std::memcpy(&bits, bytes + j * s, s);
        out[i + j] = bits;
      }
    }
  } else {
    (void)mode;
    for (size_t i = 0; i < n; ++i) out[i] = in[i];
  }
}

// Compute-lane tree sums of every group of every repeat.
template <DType kSrc>
void GroupSums(const kernels::VecShape& shape, const kernels::VecOperand& src, uint32_t group,
               typename SumLanes<kSrc>::C* out, const NumericMode& mode) {
  using C = typename SumLanes<kSrc>::C;
  const uint32_t N = static_cast<uint32_t>(hn::Lanes(hn::ScalableTag<C>()));
  const uint32_t groups_per_repeat = shape.positions / group;
  // Chunks of whole 512-bit half vectors of groups for AVX3_SPR's trees (N is a power of two).
  const uint32_t unit = kSrc == DType::kF16 ? std::max<uint32_t>(N, 32) : N;
  ForEachChunk(shape, src, SizeOf(kSrc), group, unit, 0,
               [&](uint32_t r0, uint32_t count, const uint8_t* storage, const uint8_t*, uint32_t padded) {
                 const uint32_t groups = count * groups_per_repeat;
                 C* results = Scratch::Get<C>(ThreadScratch().results, padded);
                 SumLadder<kSrc>(storage, padded, group, results, mode);
                 std::memcpy(out + uint64_t{r0} * groups_per_repeat, results, groups * sizeof(C));
               });
}

// --- The maximum / minimum ladder ---------------------------------------------------

// Winners of `groups` (a multiple of the vector width) groups from dense
// storage: keys and positions in the group.
template <DType kT, bool kMax, bool kIndex>
void ExtremeLadder(const uint8_t* storage, const uint8_t* active, uint32_t groups, uint32_t group,
                   typename KeyLanes<kT>::Key* out_keys, typename KeyLanes<kT>::Key* out_index) {
  using L = KeyLanes<kT>;
  using K = typename L::Key;
  const hn::ScalableTag<K> d;
  using V = hn::Vec<decltype(d)>;
  const size_t N = hn::Lanes(d);
  constexpr uint32_t s = SizeOf(kT);
  const size_t total = size_t{groups} * group;
  const K never = kMax ? hwy::LimitsMin<K>() : hwy::LimitsMax<K>();
  Scratch& scratch = ThreadScratch();
  K* keys = Scratch::Get<K>(scratch.lanes, total / 2 + N);
  K* index_lanes = kIndex ? Scratch::Get<K>(scratch.index, total / 2 + N) : nullptr;
  auto combine = [&](V ka, V kb, V ia, V ib, V& k, V& i) {
    V ke, ko;
    Neighbours(d, ka, kb, ke, ko);
    if constexpr (kIndex) {
      V ie, io;
      Neighbours(d, ia, ib, ie, io);
      const auto odd_wins = kMax ? hn::Gt(ko, ke) : hn::Lt(ko, ke);
      k = hn::IfThenElse(odd_wins, ko, ke);
      i = hn::IfThenElse(odd_wins, io, ie);
    } else {
      (void)ia;
      (void)ib;
      (void)i;
      k = kMax ? hn::Max(ke, ko) : hn::Min(ke, ko);
    }
  };
  const V positions = hn::Iota(d, 0);
  const V group_mask = hn::Set(d, static_cast<K>(group - 1));
  auto load = [&](size_t v, V& k, V& i) {
    k = L::template Load<kMax>(d, storage + v * N * s);
    if (active != nullptr) {
      const auto on = hn::MaskFromVec(hn::LoadU(d, reinterpret_cast<const K*>(active + v * N * sizeof(K))));
      k = hn::IfThenElse(on, k, hn::Set(d, never));
    }
    if constexpr (kIndex) i = hn::And(hn::Add(positions, hn::Set(d, static_cast<K>(v * N))), group_mask);
  };
  for (size_t v = 0; v < total / (2 * N); ++v) {
    V ka, kb, ia = hn::Zero(d), ib = hn::Zero(d), k, i = hn::Zero(d);
    load(2 * v, ka, ia);
    load(2 * v + 1, kb, ib);
    combine(ka, kb, ia, ib, k, i);
    hn::StoreU(k, d, keys + v * N);
    if constexpr (kIndex) hn::StoreU(i, d, index_lanes + v * N);
  }
  for (size_t len = total / 2; len > groups; len /= 2) {
    for (size_t v = 0; v < len / (2 * N); ++v) {
      V ia = hn::Zero(d), ib = hn::Zero(d), k, i = hn::Zero(d);
      if constexpr (kIndex) {
        ia = hn::LoadU(d, index_lanes + 2 * v * N);
        ib = hn::LoadU(d, index_lanes + (2 * v + 1) * N);
      }
      combine(hn::LoadU(d, keys + 2 * v * N), hn::LoadU(d, keys + (2 * v + 1) * N), ia, ib, k, i);
      hn::StoreU(k, d, keys + v * N);
      if constexpr (kIndex) hn::StoreU(i, d, index_lanes + v * N);
    }
  }
  std::memcpy(out_keys, keys, groups * sizeof(K));
  if constexpr (kIndex) std::memcpy(out_index, index_lanes, groups * sizeof(K));
}

template <DType kT, bool kMax>
void GroupExtremes(const kernels::VecShape& shape, const kernels::VecOperand& src, uint32_t group, bool with_index,
                   kernels::ReduceResult* out, const NumericMode& mode) {
  using L = KeyLanes<kT>;
  using K = typename L::Key;
  const uint32_t N = static_cast<uint32_t>(hn::Lanes(hn::ScalableTag<K>()));
  const uint32_t groups_per_repeat = shape.positions / group;
  ForEachChunk(shape, src, SizeOf(kT), group, N, sizeof(K),
               [&](uint32_t r0, uint32_t count, const uint8_t* storage, const uint8_t* active, uint32_t padded) {
                 K* keys = Scratch::Get<K>(ThreadScratch().results, 2 * size_t{padded});
                 K* index = keys + padded;
                 if (with_index) ExtremeLadder<kT, kMax, true>(storage, active, padded, group, keys, index);
                 else ExtremeLadder<kT, kMax, false>(storage, active, padded, group, keys, index);
                 for (uint32_t i = 0; i < count * groups_per_repeat; ++i) {
                   kernels::ReduceResult& res = out[uint64_t{r0} * groups_per_repeat + i];
                   res.empty = GroupEmpty(shape, r0 + i / groups_per_repeat, i % groups_per_repeat, group);
                   res.value = res.empty ? 0 : StoredExtreme(kT, L::Bits(keys[i]), mode);
                   res.index = with_index && !res.empty ? static_cast<uint64_t>(index[i]) : 0;
                 }
               });
}

}  // namespace

namespace {

// --- Dense calls: results straight into UB ----------------------------------------
//
// ReducePairElem / ReduceDataBlock with every position active and dense
// source repeats: the ladders read the source in place and the results, in
// the destination's type, go straight to UB (repeat r's groups contiguous at
// dst + r * dst_repeat_bytes), with none of the per-result bookkeeping of
// the general path (empty groups, positions, a callback per repeat).

// The groups [first, first + count) of dense storage as results: the
// ladder needs a multiple of the vector width, so a partial last vector of
// groups runs on a zero-padded copy (its extra results are dropped).
template <class Ladder>
void ForDenseGroups(const uint8_t* storage, uint64_t groups, uint32_t group, uint32_t element_bytes, size_t lanes,
                    const Ladder& ladder) {
  const uint64_t whole = groups / lanes * lanes;
  if (whole != 0) ladder(storage, static_cast<uint32_t>(whole), uint64_t{0});
  if (whole == groups) return;
  const uint64_t bytes = (groups - whole) * group * element_bytes;
  uint8_t* padded = Scratch::Get<uint8_t>(ThreadScratch().storage, uint64_t{lanes} * group * element_bytes);
  std::memcpy(padded, storage + whole * group * element_bytes, bytes);
  std::memset(padded + bytes, 0, uint64_t{lanes} * group * element_bytes - bytes);
  ladder(padded, static_cast<uint32_t>(lanes), whole);
}

// Writes n results (storage bits, `s` bytes each) in repeat order.
inline void PutGroupResults(const uint8_t* bits, uint64_t n, uint32_t per_repeat, uint32_t s, uint8_t* dst,
                            uint64_t dst_repeat_bytes) {
  if (dst_repeat_bytes == uint64_t{per_repeat} * s) {
    std::memcpy(dst, bits, n * s);
    return;
  }
  for (uint64_t r = 0; r * per_repeat < n; ++r)
    std::memcpy(dst + r * dst_repeat_bytes, bits + r * per_repeat * s, uint64_t{per_repeat} * s);
}

template <DType kT>
void DenseGroupSums(const uint8_t* src, uint64_t groups, uint32_t group, uint32_t per_repeat, uint8_t* dst,
                    uint64_t dst_repeat_bytes, const NumericMode& mode) {
  using C = typename SumLanes<kT>::C;
  const hn::ScalableTag<C> d;
  const size_t N = hn::Lanes(d);
  constexpr uint32_t s = SizeOf(kT);
  Scratch& scratch = ThreadScratch();
  C* sums = Scratch::Get<C>(scratch.sums, groups + N);
  uint8_t* bits = Scratch::Get<uint8_t>(scratch.results, (groups + N) * s);
  uint64_t done = 0;
  // AVX3_SPR: half trees straight into half bits; a last partial vector of
  // groups, or every group when some sum is not finite, the float way below.
  if constexpr (kT == DType::kF16) {
    if (UseNativeHalf())
      done = kernels::half_native::SumTreesToHalf(reinterpret_cast<const uint16_t*>(src), groups,
                                                  __builtin_ctz(group), reinterpret_cast<uint16_t*>(bits));
  }
  const uint64_t rest = groups - done;
  ForDenseGroups(src + done * group * s, rest, group, s, N, [&](const uint8_t* storage, uint32_t count, uint64_t first) {
    SumLadder<kT>(storage, count, group, sums + first, mode);
  });
  // Compute lanes -> stored bits (half: already rounded; float: NaN made canonical).
  for (uint64_t i = 0; i < rest; i += N) Codec<kT>::Store(d, hn::LoadU(d, sums + i), bits + (done + i) * s, mode);
  PutGroupResults(bits, groups, per_repeat, s, dst, dst_repeat_bytes);
}

template <DType kT, bool kMax>
void DenseGroupExtremes(const uint8_t* src, uint64_t groups, uint32_t group, uint32_t per_repeat, uint8_t* dst,
                        uint64_t dst_repeat_bytes, const NumericMode& mode) {
  using L = KeyLanes<kT>;
  using K = typename L::Key;
  const size_t N = hn::Lanes(hn::ScalableTag<K>());
  constexpr uint32_t s = SizeOf(kT);
  Scratch& scratch = ThreadScratch();
  K* keys = Scratch::Get<K>(scratch.index, groups + N);
  uint8_t* bits = Scratch::Get<uint8_t>(scratch.results, (groups + N) * s);
  ForDenseGroups(src, groups, group, s, N, [&](const uint8_t* storage, uint32_t count, uint64_t first) {
    ExtremeLadder<kT, kMax, false>(storage, nullptr, count, group, keys + first, nullptr);
  });
  for (uint64_t i = 0; i < groups; ++i) {
    const uint64_t v = StoredExtreme(kT, L::Bits(keys[i]), mode);
    std::memcpy(bits + i * s, &v, s);
  }
  PutGroupResults(bits, groups, per_repeat, s, dst, dst_repeat_bytes);
}

template <DType kSrc>
void GroupSumResults(const kernels::VecShape& shape, const kernels::VecOperand& src, uint32_t group,
                     kernels::ReduceResult* out, const NumericMode& mode) {
  using C = typename SumLanes<kSrc>::C;
  const uint32_t groups_per_repeat = shape.positions / group;
  const uint64_t total = uint64_t{shape.repeats} * groups_per_repeat;
  C* sums = Scratch::Get<C>(ThreadScratch().sums, total);
  GroupSums<kSrc>(shape, src, group, sums, mode);
  std::vector<uint64_t> bits(total);
  SumBits<kSrc>(sums, total, bits.data(), mode);
  for (uint64_t i = 0; i < total; ++i) {
    out[i].value = bits[i];
    out[i].index = 0;
    out[i].empty = GroupEmpty(shape, static_cast<uint32_t>(i / groups_per_repeat),
                              static_cast<uint32_t>(i % groups_per_repeat), group);
  }
}

// --- Whole-call sums (ReduceSum) --------------------------------------------------

template <DType kSrc>
kernels::ReduceResult SumAll(kernels::SumOrder order, const kernels::VecShape& shape, const kernels::VecOperand& src,
                             const NumericMode& mode) {
  using L = SumLanes<kSrc>;
  using C = typename L::C;
  const hn::ScalableTag<C> d;
  const uint32_t N = static_cast<uint32_t>(hn::Lanes(d));
  const uint32_t P = shape.positions;
  constexpr uint32_t s = SizeOf(kSrc);
  Scratch& scratch = ThreadScratch();
  C total = 0;
  if (order == kernels::SumOrder::kMerged && shape.repeats >= 2) {
    // 方式三: the (at most four) repeats added lane by lane into one, the last
    // repeat only where it is active (the other lanes keep their value), then
    // that repeat's tree. Only the last repeat of a count is partial.
    const uint32_t R = shape.repeats;
    uint8_t* storage = Scratch::Get<uint8_t>(scratch.storage, uint64_t{R} * P * s);
    GatherRepeats(shape, src, s, 0, R, storage, nullptr, 0);
    C* lanes = Scratch::Get<C>(scratch.sums, uint64_t{N} * P);
    std::memset(lanes, 0, sizeof(C) * N * P);
    for (uint32_t j = 0; j < P; j += N) {
      auto x = [&](uint32_t r) { return L::Load(d, storage + (uint64_t{r} * P + j) * s); };
      const auto last = hn::FirstN(d, shape.last_prefix > j ? shape.last_prefix - j : 0);
      hn::Vec<decltype(d)> v;
      if (R == 2) {
        v = hn::IfThenElse(last, L::Add(d, x(0), x(1), mode), x(0));
      } else if (R == 3) {
        v = L::Add(d, x(0), x(1), mode);
        v = hn::IfThenElse(last, L::Add(d, v, x(2), mode), v);
      } else {
        const auto front = L::Add(d, x(0), x(1), mode);
        const auto back = hn::IfThenElse(last, L::Add(d, x(2), x(3), mode), x(2));
        v = L::Add(d, back, front, mode);
      }
      hn::StoreU(v, d, lanes + j);
    }
    SumLadderLanes<kSrc>(lanes, 1, P, mode);
    total = lanes[0];
  } else {
    // Every repeat's tree, then 方式一 (in order) or 方式二 (trees over chunks of P).
    const uint64_t R = shape.repeats;
    C* sums = Scratch::Get<C>(scratch.sums, std::max<uint64_t>(R, uint64_t{N} * P) + uint64_t{N} * P);
    GroupSums<kSrc>(shape, src, P, sums, mode);
    if (order == kernels::SumOrder::kSequential) {
      total = sums[0];
      for (uint64_t r = 1; r < R; ++r) total = hn::GetLane(L::Add(d, hn::Set(d, total), hn::Set(d, sums[r]), mode));
    } else {
      uint64_t n = R;
      while (n > 1) {
        // The last group's missing positions are zeros, as the pages' tree has them.
        const uint64_t groups = (n + P - 1) / P;
        std::memset(sums + n, 0, (groups * P - n) * sizeof(C));
        SumLadderLanes<kSrc>(sums, static_cast<uint32_t>(groups), P, mode);
        n = groups;
      }
      total = sums[0];
    }
  }
  kernels::ReduceResult res;
  res.empty = false;
  SumBits<kSrc>(&total, 1, &res.value, mode);
  return res;
}

// --- Whole-call maximum / minimum (ReduceMax, ReduceMin) ----------------------------

// The key of one element (as the vector keys: same width, NaN the winner).
template <DType kT, bool kMax>
int64_t ScalarKey(uint64_t bits) {
  constexpr uint32_t w = SizeOf(kT) * 8;
  if constexpr (kT == DType::kF16 || kT == DType::kF32) {
    const uint64_t magnitude_mask = (uint64_t{1} << (w - 1)) - 1;
    const uint64_t infinity = kT == DType::kF16 ? 0x7C00 : 0x7F800000u;
    if ((bits & magnitude_mask) > infinity) return kMax ? INT64_MAX : INT64_MIN;
    const bool negative = (bits >> (w - 1)) & 1u;
    const int64_t magnitude = static_cast<int64_t>(bits & magnitude_mask);
    return negative ? -magnitude - 1 : magnitude;
  } else if constexpr (kT == DType::kI16) {
    return static_cast<int16_t>(bits);
  } else if constexpr (kT == DType::kI32) {
    return static_cast<int32_t>(bits);
  } else if constexpr (kT == DType::kI64) {
    return static_cast<int64_t>(bits);
  } else if constexpr (kT == DType::kU64) {
    return static_cast<int64_t>(bits ^ (uint64_t{1} << 63));
  } else {
    return static_cast<int64_t>(bits);
  }
}

template <DType kT>
uint64_t LoadBits(const uint8_t* p) {
  uint64_t bits = 0;
  std::memcpy(&bits, p, SizeOf(kT));
  return bits;
}

// Dense operand, every one of its n positions active: the winning key in a
// vertical pass, then the first position holding it.
template <DType kT, bool kMax>
kernels::ReduceResult ExtremeDense(const uint8_t* p, uint64_t n, const NumericMode& mode) {
  constexpr uint32_t s = SizeOf(kT);
  kernels::ReduceResult res;
  res.empty = n == 0;
  if (n == 0) return res;
  auto better = [](int64_t a, int64_t b) { return kMax ? a > b : a < b; };
  uint64_t i = 0;
  int64_t best = ScalarKey<kT, kMax>(LoadBits<kT>(p));
  if constexpr (s == 2 || s == 4) {
    using K = hwy::MakeSigned<hwy::UnsignedFromSize<s>>;
    const hn::ScalableTag<K> dk;
    const size_t N = hn::Lanes(dk);
    auto key = [&](const uint8_t* at) {
      if constexpr (kT == DType::kF16 || kT == DType::kF32) return KeyLanes<kT>::template Load<kMax>(dk, at);
      else {
        const auto v = hn::LoadU(dk, reinterpret_cast<const K*>(at));
        if constexpr (kT == DType::kU16 || kT == DType::kU32) return hn::Xor(v, hn::Set(dk, hwy::LimitsMin<K>()));
        else return v;
      }
    };
    auto to_key = [](int64_t scalar) -> K {
      if constexpr (kT == DType::kU16 || kT == DType::kU32) return static_cast<K>(scalar ^ hwy::LimitsMin<K>());
      else if constexpr (kT == DType::kF16 || kT == DType::kF32) {
        if (scalar == INT64_MAX) return hwy::LimitsMax<K>();
        if (scalar == INT64_MIN) return hwy::LimitsMin<K>();
        return static_cast<K>(scalar);
      } else return static_cast<K>(scalar);
    };
    auto vbest = hn::Set(dk, to_key(best));
    for (; i + N <= n; i += N) vbest = kMax ? hn::Max(vbest, key(p + i * s)) : hn::Min(vbest, key(p + i * s));
    alignas(HWY_MAX_BYTES) K lanes[HWY_MAX_BYTES / sizeof(K)];
    hn::StoreU(vbest, dk, lanes);
    K b = lanes[0];
    for (size_t j = 1; j < N; ++j) b = kMax ? std::max(b, lanes[j]) : std::min(b, lanes[j]);
    for (uint64_t t = i; t < n; ++t) {
      const K k = to_key(ScalarKey<kT, kMax>(LoadBits<kT>(p + t * s)));
      b = kMax ? std::max(b, k) : std::min(b, k);
    }
    // The first position with the winning key.
    const auto target = hn::Set(dk, b);
    uint64_t at = n;
    uint64_t j = 0;
    for (; j + N <= n; j += N) {
      const intptr_t first = hn::FindFirstTrue(dk, hn::Eq(key(p + j * s), target));
      if (first >= 0) {
        at = j + static_cast<uint64_t>(first);
        break;
      }
    }
    if (at == n) {
      for (; j < n; ++j) {
        if (to_key(ScalarKey<kT, kMax>(LoadBits<kT>(p + j * s))) == b) {
          at = j;
          break;
        }
      }
    }
    res.index = at;
  } else {
    uint64_t at = 0;
    for (uint64_t t = 1; t < n; ++t) {
      const int64_t k = ScalarKey<kT, kMax>(LoadBits<kT>(p + t * s));
      if (better(k, best)) {
        best = k;
        at = t;
      }
    }
    res.index = at;
  }
  res.value = StoredExtreme(kT, LoadBits<kT>(p + res.index * s), mode);
  return res;
}

template <DType kT, bool kMax>
kernels::ReduceResult ExtremeAll(uint64_t step, const kernels::VecShape& shape, const kernels::VecOperand& src,
                                 const NumericMode& mode) {
  constexpr uint32_t s = SizeOf(kT);
  const uint32_t P = shape.positions;
  if (shape.prefix_only && IsDense(src, s, P) && step == P)
    return ExtremeDense<kT, kMax>(src.base, shape.ActiveCount(), mode);
  kernels::ReduceResult best;
  if constexpr (s == 8) {
    // 64-bit types have the count form only (always dense); kept for completeness.
    int64_t best_key = 0;
    for (uint32_t r = 0; r < shape.repeats; ++r) {
      for (uint32_t k = 0; k < P; ++k) {
        if (!shape.Active(r, k)) continue;
        const uint8_t* at = src.base + uint64_t{r} * src.repeat_stride + uint64_t{k * s / 32} * src.block_stride +
                            (k * s) % 32;
        const int64_t key = ScalarKey<kT, kMax>(LoadBits<kT>(at));
        const uint64_t index = uint64_t{r} * step + k;
        if (best.empty || (kMax ? key > best_key : key < best_key) || (key == best_key && index < best.index)) {
          best.empty = false;
          best_key = key;
          best.index = index;
          best.value = LoadBits<kT>(at);
        }
      }
    }
    best.value = StoredExtreme(kT, best.value, mode);
    return best;
  } else {
    // Each repeat's winner, then the best of them: the larger (smaller) key,
    // on equal keys the smaller index.
    const uint64_t R = shape.repeats;
    std::vector<kernels::ReduceResult> per_repeat(R);
    using K = typename KeyLanes<kT>::Key;
    (void)sizeof(K);
    GroupExtremes<kT, kMax>(shape, src, P, true, per_repeat.data(), NumericMode{false, false, false});
    int64_t best_key = 0;
    for (uint64_t r = 0; r < R; ++r) {
      const kernels::ReduceResult& g = per_repeat[r];
      if (g.empty) continue;
      const int64_t key = ScalarKey<kT, kMax>(g.value);
      const uint64_t index = r * step + g.index;
      if (best.empty || (kMax ? key > best_key : key < best_key) || (key == best_key && index < best.index)) {
        best = g;
        best_key = key;
        best.index = index;
      }
    }
    best.value = StoredExtreme(kT, best.value, mode);
    return best;
  }
}

}  // namespace

// --- Entry points ----------------------------------------------------------------------

void ReduceGroupsImpl(const kernels::ReduceSpec& spec, const kernels::VecShape& shape, const kernels::VecOperand& src,
                      kernels::ReduceResult* out, const NumericMode& mode) {
  if (shape.repeats == 0 || shape.positions == 0) return;
  const bool with_index = spec.group == shape.positions;
  switch (spec.src_type) {
#define ASCENDC_HOST_REDUCE_GROUPS(kT)                                                                      \
  case kT:                                                                                                 \
    if (spec.op == ReduceOp::kSum) return GroupSumResults<kT>(shape, src, spec.group, out, mode);          \
    if (spec.op == ReduceOp::kMax) return GroupExtremes<kT, true>(shape, src, spec.group, with_index, out, mode); \
    return GroupExtremes<kT, false>(shape, src, spec.group, with_index, out, mode);
    ASCENDC_HOST_REDUCE_GROUPS(DType::kF16)
    ASCENDC_HOST_REDUCE_GROUPS(DType::kF32)
    ASCENDC_HOST_REDUCE_GROUPS(DType::kI16)
    ASCENDC_HOST_REDUCE_GROUPS(DType::kU16)
    ASCENDC_HOST_REDUCE_GROUPS(DType::kI32)
    ASCENDC_HOST_REDUCE_GROUPS(DType::kU32)
#undef ASCENDC_HOST_REDUCE_GROUPS
    default: return;
  }
}

bool ReduceGroupsDenseImpl(const kernels::ReduceSpec& spec, const kernels::VecShape& shape,
                           const kernels::VecOperand& src, uint8_t* dst, uint64_t dst_repeat_bytes,
                           const NumericMode& mode) {
  const uint32_t s = SizeOf(spec.src_type);
  const bool dense = shape.prefix_only && shape.last_prefix == shape.positions && shape.repeats != 0 &&
                     spec.group != 0 && shape.positions % spec.group == 0 &&
                     vector_detail::IsDense(src, s, shape.positions) && spec.dst_type == spec.src_type;
  if (!dense || (spec.src_type != DType::kF16 && spec.src_type != DType::kF32)) return false;
  const uint32_t per = shape.positions / spec.group;
  const uint64_t groups = uint64_t{shape.repeats} * per;
  switch (spec.op) {
    case ReduceOp::kSum:
      if (spec.src_type == DType::kF16) DenseGroupSums<DType::kF16>(src.base, groups, spec.group, per, dst, dst_repeat_bytes, mode);
      else DenseGroupSums<DType::kF32>(src.base, groups, spec.group, per, dst, dst_repeat_bytes, mode);
      return true;
    case ReduceOp::kMax:
      if (spec.src_type == DType::kF16) DenseGroupExtremes<DType::kF16, true>(src.base, groups, spec.group, per, dst, dst_repeat_bytes, mode);
      else DenseGroupExtremes<DType::kF32, true>(src.base, groups, spec.group, per, dst, dst_repeat_bytes, mode);
      return true;
    case ReduceOp::kMin:
      if (spec.src_type == DType::kF16) DenseGroupExtremes<DType::kF16, false>(src.base, groups, spec.group, per, dst, dst_repeat_bytes, mode);
      else DenseGroupExtremes<DType::kF32, false>(src.base, groups, spec.group, per, dst, dst_repeat_bytes, mode);
      return true;
  }
  return false;
}

kernels::ReduceResult ReduceAllImpl(const kernels::ReduceSpec& spec, kernels::SumOrder order, uint64_t step,
                                    const kernels::VecShape& shape, const kernels::VecOperand& src,
                                    const NumericMode& mode) {
  kernels::ReduceResult none;
  if (shape.repeats == 0 || shape.positions == 0) return none;
  if (spec.op == ReduceOp::kSum) {
    if (order == kernels::SumOrder::kWrapping) {
      // Order does not matter modulo 2^64.
      uint64_t total = 0;
      const uint32_t s = SizeOf(spec.src_type);
      for (uint32_t r = 0; r < shape.repeats; ++r) {
        for (uint32_t k = 0; k < shape.positions; ++k) {
          if (!shape.Active(r, k)) continue;
          uint64_t v = 0;
          std::memcpy(&v, src.base + uint64_t{r} * src.repeat_stride + uint64_t{k * s / 32} * src.block_stride +
                              (k * s) % 32, s);
          total += v;
        }
      }
      none.empty = false;
      none.value = total;
      return none;
    }
    switch (spec.src_type) {
      case DType::kF16: return SumAll<DType::kF16>(order, shape, src, mode);
      case DType::kF32: return SumAll<DType::kF32>(order, shape, src, mode);
      default: return none;
    }
  }
  const bool max = spec.op == ReduceOp::kMax;
  switch (spec.src_type) {
#define ASCENDC_HOST_REDUCE_ALL(kT)                                                                   \
  case kT:                                                                                           \
    return max ? ExtremeAll<kT, true>(step, shape, src, mode) : ExtremeAll<kT, false>(step, shape, src, mode);
    ASCENDC_HOST_REDUCE_ALL(DType::kF16)
    ASCENDC_HOST_REDUCE_ALL(DType::kF32)
    ASCENDC_HOST_REDUCE_ALL(DType::kI16)
    ASCENDC_HOST_REDUCE_ALL(DType::kU16)
    ASCENDC_HOST_REDUCE_ALL(DType::kI32)
    ASCENDC_HOST_REDUCE_ALL(DType::kU32)
    ASCENDC_HOST_REDUCE_ALL(DType::kI64)
    ASCENDC_HOST_REDUCE_ALL(DType::kU64)
#undef ASCENDC_HOST_REDUCE_ALL
    default: return none;
  }
}

}  // namespace HWY_NAMESPACE
}  // namespace ascendc_host
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
#include "kernels/dispatch.h"
#include "kernels/fp_env.h"
namespace ascendc_host {
HWY_EXPORT(ReduceGroupsImpl);
HWY_EXPORT(ReduceAllImpl);
HWY_EXPORT(ReduceGroupsDenseImpl);
namespace kernels {

void ReduceGroups(const ReduceSpec& spec, const VecShape& shape, const VecOperand& src, ReduceResult* out,
                  const NumericMode& mode) {
  const DefaultFloatEnvironment fp_env;
  ASCENDC_HOST_DISPATCH(ReduceGroupsImpl)(spec, shape, src, out, mode);
}

bool ReduceGroupsDense(const ReduceSpec& spec, const VecShape& shape, const VecOperand& src, uint8_t* dst,
                       uint64_t dst_repeat_bytes, const NumericMode& mode) {
  const DefaultFloatEnvironment fp_env;
  return ASCENDC_HOST_DISPATCH(ReduceGroupsDenseImpl)(spec, shape, src, dst, dst_repeat_bytes, mode);
}

ReduceResult ReduceAll(const ReduceSpec& spec, SumOrder order, uint64_t index_repeat_step, const VecShape& shape,
                       const VecOperand& src, const NumericMode& mode) {
  const DefaultFloatEnvironment fp_env;
  return ASCENDC_HOST_DISPATCH(ReduceAllImpl)(spec, order, index_repeat_step, shape, src, mode);
}

}  // namespace kernels
}  // namespace ascendc_host
#endif
