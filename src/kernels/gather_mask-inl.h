// GatherMask compaction, per target. Included once per target by gather_mask.cc.
//
// Strategy (the same on every x86 target; only the vector width of the
// built-in de-interleave changes):
// - pattern tensor: one pattern byte = 8 positions; a static table turns the
//   byte into a byte shuffle (TableLookupBytes on 64/128-bit vectors) that
//   moves the kept lanes to the front; a full 8-element store then lands at
//   dst + out and out advances by the byte's popcount. The garbage past the
//   kept lanes is overwritten by the next store, and stores are only issued
//   while 8 more elements fit below the caller's limit, so nothing past the
//   result is ever written; the last few go through a stack buffer.
// - built-in 1/2 (even/odd) and 3-6 (one of four): ConcatEven/ConcatOdd of
//   full vectors, twice for one of four; every store is all result lanes.
// - built-in 7: a copy.
#if defined(ASCENDC_HOST_KERNELS_GATHER_MASK_INL_H_) == defined(HWY_TARGET_TOGGLE)
#ifdef ASCENDC_HOST_KERNELS_GATHER_MASK_INL_H_
#undef ASCENDC_HOST_KERNELS_GATHER_MASK_INL_H_
#else
#define ASCENDC_HOST_KERNELS_GATHER_MASK_INL_H_
#endif

#include <algorithm>
#include <cstring>

#include <hwy/highway.h>

#include "ascendc_host/kernels/gather_mask.h"
#include "kernels/gather_mask_range.h"
#include "kernels/gather_mask_tables.h"

HWY_BEFORE_NAMESPACE();
namespace ascendc_host {
namespace HWY_NAMESPACE {
namespace gather_mask_impl {
namespace hn = hwy::HWY_NAMESPACE;
namespace tables = ::ascendc_host::gather_mask_tables;
using ::ascendc_host::gather_mask_detail::PositionRange;
using ::ascendc_host::kernels::GatherMaskShape;

// Pattern bits of a run: bytes of the user pattern, or a built-in byte that
// repeats every 8 positions (runs start on a multiple of 8).
struct PatternBytes {
  const uint8_t* bytes;
  HWY_INLINE uint8_t Byte(uint64_t k) const { return bytes[k]; }
  // Bytes k .. k+7 as one little-endian word.
  HWY_INLINE uint64_t Word(uint64_t k) const {
    uint64_t w;
    std::memcpy(&w, bytes + k, 8);
    return w;
  }
};
struct RepeatedByte {
  uint8_t byte;
  HWY_INLINE uint8_t Byte(uint64_t) const { return byte; }
  HWY_INLINE uint64_t Word(uint64_t) const { return byte * 0x0101010101010101ull; }
};

// Writes the lanes of s[0..8) selected by m to d[0..popcount(m)); may also
// write garbage to d[popcount(m)..8). Returns popcount(m).
#if HWY_TARGET == HWY_SCALAR || HWY_TARGET == HWY_EMU128
// Without a hardware byte shuffle (EMU128 emulates TableLookupBytes lane by
// lane) a branch-free scalar loop is faster: every lane is stored at the
// next slot and the slot advances only for kept lanes.
template <typename W>
HWY_INLINE uint64_t Compact8(const W* HWY_RESTRICT s, uint32_t m, W* HWY_RESTRICT d) {
  uint64_t k = 0;
  for (int lane = 0; lane < 8; ++lane) {
    d[k] = s[lane];
    k += (m >> lane) & 1u;
  }
  return k;
}
#else
HWY_INLINE uint64_t Compact8(const uint8_t* HWY_RESTRICT s, uint32_t m, uint8_t* HWY_RESTRICT d) {
  const hn::Full64<uint8_t> d8;
  const auto v = hn::LoadU(d8, s);
  const auto idx = hn::Load(d8, tables::kShuffleB8[m].data());
  hn::StoreU(hn::TableLookupBytes(v, idx), d8, d);
  return tables::kPopCount[m];
}
HWY_INLINE uint64_t Compact8(const uint16_t* HWY_RESTRICT s, uint32_t m, uint16_t* HWY_RESTRICT d) {
  const hn::Full128<uint8_t> d8;
  const auto v = hn::LoadU(d8, reinterpret_cast<const uint8_t*>(s));
  const auto idx = hn::Load(d8, tables::kShuffleB16[m].data());
  hn::StoreU(hn::TableLookupBytes(v, idx), d8, reinterpret_cast<uint8_t*>(d));
  return tables::kPopCount[m];
}
HWY_INLINE uint64_t Compact8(const uint32_t* HWY_RESTRICT s, uint32_t m, uint32_t* HWY_RESTRICT d) {
  const hn::Full128<uint8_t> d8;
  const uint32_t lo = m & 15, hi = m >> 4;
  const auto v0 = hn::LoadU(d8, reinterpret_cast<const uint8_t*>(s));
  const auto v1 = hn::LoadU(d8, reinterpret_cast<const uint8_t*>(s + 4));
  const auto c0 = hn::TableLookupBytes(v0, hn::Load(d8, tables::kShuffleB32[lo].data()));
  const auto c1 = hn::TableLookupBytes(v1, hn::Load(d8, tables::kShuffleB32[hi].data()));
  const uint64_t k0 = tables::kPopCount[lo];
  hn::StoreU(c0, d8, reinterpret_cast<uint8_t*>(d));
  hn::StoreU(c1, d8, reinterpret_cast<uint8_t*>(d + k0));
  return k0 + tables::kPopCount[hi];
}
#endif

// Compacts the n contiguous elements at s by `bits` into dst[out..) without
// writing at or beyond dst[limit]. Returns the new out.
template <typename W, class Bits>
HWY_INLINE uint64_t CompactRun(const W* HWY_RESTRICT s, uint64_t n, const Bits& bits,
                               W* HWY_RESTRICT dst, uint64_t out, uint64_t limit) {
  uint64_t i = 0;
  // Each step may store 8 elements at dst+out: only while they fit. 64
  // positions per round read the pattern once and test the limit once.
  for (; i + 64 <= n && out + 64 <= limit; i += 64) {
    const uint64_t word = bits.Word(i >> 3);
    for (int j = 0; j < 8; ++j) {
      out += Compact8(s + i + 8 * j, static_cast<uint32_t>((word >> (8 * j)) & 0xFF), dst + out);
    }
  }
  for (; i + 8 <= n && out + 8 <= limit; i += 8) out += Compact8(s + i, bits.Byte(i >> 3), dst + out);
  // The last elements of the result, and a partial last byte: read only the
  // valid source elements, store only the kept ones.
  for (; i < n && out < limit; i += 8) {
    const uint64_t valid = std::min<uint64_t>(8, n - i);
    uint32_t m = bits.Byte(i >> 3);
    if (valid < 8) m &= (1u << valid) - 1u;
    if (m == 0) continue;
    alignas(16) W in[8] = {};
    alignas(16) W packed[8];
    std::memcpy(in, s + i, valid * sizeof(W));
    const uint64_t k = std::min<uint64_t>(Compact8(in, m, packed), limit - out);
    std::memcpy(dst + out, packed, k * sizeof(W));
    out += k;
  }
  return out;
}

#if HWY_TARGET != HWY_SCALAR
// Built-in 1/2: every other lane of two vectors is one full result vector.
template <typename W, bool kOdd>
HWY_INLINE uint64_t KeepOneOfTwo(const W* HWY_RESTRICT s, uint64_t n, W* HWY_RESTRICT dst, uint64_t out,
                                 uint64_t limit, uint64_t& i) {
  const hn::ScalableTag<W> d;
  const size_t N = hn::Lanes(d);
  for (; i + 2 * N <= n && out + N <= limit; i += 2 * N) {
    const auto v0 = hn::LoadU(d, s + i);
    const auto v1 = hn::LoadU(d, s + i + N);
    hn::StoreU(kOdd ? hn::ConcatOdd(d, v1, v0) : hn::ConcatEven(d, v1, v0), d, dst + out);
    out += N;
  }
  return out;
}

// Built-in 3..6: position p % 4 == kPhase is (p % 2 == kPhase & 1) and then
// (index among those) % 2 == kPhase >> 1: two rounds of ConcatEven/Odd.
template <class D, bool kOdd>
HWY_INLINE hn::VFromD<D> HalfOf(D d, hn::VFromD<D> hi, hn::VFromD<D> lo) {
  return kOdd ? hn::ConcatOdd(d, hi, lo) : hn::ConcatEven(d, hi, lo);
}
template <typename W, int kPhase>
HWY_INLINE uint64_t KeepOneOfFour(const W* HWY_RESTRICT s, uint64_t n, W* HWY_RESTRICT dst, uint64_t out,
                                  uint64_t limit, uint64_t& i) {
  const hn::ScalableTag<W> d;
  const size_t N = hn::Lanes(d);
  constexpr bool kFirstOdd = (kPhase & 1) != 0, kSecondOdd = (kPhase & 2) != 0;
  for (; i + 4 * N <= n && out + N <= limit; i += 4 * N) {
    const auto a = HalfOf<decltype(d), kFirstOdd>(d, hn::LoadU(d, s + i + N), hn::LoadU(d, s + i));
    const auto b = HalfOf<decltype(d), kFirstOdd>(d, hn::LoadU(d, s + i + 3 * N), hn::LoadU(d, s + i + 2 * N));
    hn::StoreU(HalfOf<decltype(d), kSecondOdd>(d, b, a), d, dst + out);
    out += N;
  }
  return out;
}
#endif

// A contiguous run under a built-in pattern byte (run starts at phase 0).
template <typename W>
HWY_INLINE uint64_t BuiltinRun(const W* HWY_RESTRICT s, uint64_t n, uint8_t byte, W* HWY_RESTRICT dst,
                               uint64_t out, uint64_t limit) {
  if (byte == 0xFF) {
    const uint64_t k = std::min<uint64_t>(n, limit - out);
    std::memcpy(dst + out, s, k * sizeof(W));
    return out + k;
  }
  uint64_t i = 0;
#if HWY_TARGET != HWY_SCALAR
  switch (byte) {
    case 0x55: out = KeepOneOfTwo<W, false>(s, n, dst, out, limit, i); break;
    case 0xAA: out = KeepOneOfTwo<W, true>(s, n, dst, out, limit, i); break;
    case 0x11: out = KeepOneOfFour<W, 0>(s, n, dst, out, limit, i); break;
    case 0x22: out = KeepOneOfFour<W, 1>(s, n, dst, out, limit, i); break;
    case 0x44: out = KeepOneOfFour<W, 2>(s, n, dst, out, limit, i); break;
    case 0x88: out = KeepOneOfFour<W, 3>(s, n, dst, out, limit, i); break;
    default: break;
  }
#endif
  // i is a multiple of 8 here (vector steps consume 2N or 4N >= 8 lanes),
  // so the remaining positions keep their phase.
  return CompactRun(s + i, n - i, RepeatedByte{byte}, dst, out, limit);
}

// One run of `len` contiguous elements at s, positions [p, p+len) of repeat r.
template <typename W>
HWY_INLINE uint64_t Run(const W* HWY_RESTRICT s, uint64_t len, const GatherMaskShape& shape, uint64_t r,
                        uint64_t p, bool long_run, W* HWY_RESTRICT dst, uint64_t out, uint64_t limit) {
  if (shape.pattern != nullptr) {
    const uint8_t* bytes = shape.pattern + r * shape.pattern_repeat_stride + p / 8;
    return CompactRun(s, len, PatternBytes{bytes}, dst, out, limit);
  }
  if (long_run) return BuiltinRun(s, len, shape.builtin_byte, dst, out, limit);
  if (shape.builtin_byte == 0xFF) {
    const uint64_t k = std::min<uint64_t>(len, limit - out);
    std::memcpy(dst + out, s, k * sizeof(W));
    return out + k;
  }
  return CompactRun(s, len, RepeatedByte{shape.builtin_byte}, dst, out, limit);
}

// dst does not overlap the source or the pattern: stream straight through.
template <typename W>
uint64_t CompactDisjoint(const W* HWY_RESTRICT src, W* HWY_RESTRICT dst, const GatherMaskShape& shape,
                         const PositionRange& range, uint64_t limit) {
  constexpr uint64_t kEpb = 32 / sizeof(W);
  const uint64_t n = shape.positions;
  const bool contiguous = shape.block_stride == kEpb;
  uint64_t out = 0;
  for (uint64_t r = range.begin_r; r <= range.end_r && r < shape.repeats && out < limit; ++r) {
    const uint64_t p0 = r == range.begin_r ? range.begin_p : 0;
    const uint64_t p1 = r == range.end_r ? std::min(range.end_p, n) : n;
    if (p0 >= p1) continue;
    const W* base = src + r * shape.repeat_stride;
    if (contiguous) {
      out = Run(base + p0, p1 - p0, shape, r, p0, true, dst, out, limit);
      continue;
    }
    for (uint64_t b = p0 / kEpb; b * kEpb < p1 && out < limit; ++b) {
      const uint64_t start = b * kEpb;
      out = Run(base + b * shape.block_stride, std::min(kEpb, p1 - start), shape, r, start, false, dst, out,
                limit);
    }
  }
  return out;
}

// dst overlaps an input: SPEC 2.3's order, one 256-byte chunk at a time.
// The chunk's elements and pattern bits are copied out before any of its
// kept elements is written, and only the kept elements are written.
template <typename W>
uint64_t CompactStaged(const W* src, W* dst, const GatherMaskShape& shape, uint64_t limit) {
  constexpr uint64_t kEpb = 32 / sizeof(W), kEpv = 256 / sizeof(W);
  const uint64_t n = shape.positions;
  alignas(64) W chunk[kEpv];
  alignas(64) W packed[kEpv];
  alignas(64) uint8_t bits[kEpv / 8];
  uint64_t out = 0;
  for (uint64_t r = 0; r < shape.repeats && out < limit; ++r) {
    const W* base = src + r * shape.repeat_stride;
    for (uint64_t c0 = 0; c0 < n && out < limit; c0 += kEpv) {
      const uint64_t len = std::min(kEpv, n - c0);
      for (uint64_t q = 0; q < len; q += kEpb) {
        const uint64_t b = (c0 + q) / kEpb;
        std::memmove(chunk + q, base + b * shape.block_stride, std::min(kEpb, len - q) * sizeof(W));
      }
      if (shape.pattern != nullptr) {
        std::memmove(bits, shape.pattern + r * shape.pattern_repeat_stride + c0 / 8, (len + 7) / 8);
      } else {
        std::memset(bits, shape.builtin_byte, sizeof(bits));
      }
      const uint64_t kept = CompactRun(chunk, len, PatternBytes{bits}, packed, 0, kEpv);
      const uint64_t k = std::min(kept, limit - out);
      std::memmove(dst + out, packed, k * sizeof(W));
      out += k;
    }
  }
  return out;
}

// Set bits among the first `nbits` bits of `bytes`.
HWY_INLINE uint64_t PopCountBits(const uint8_t* bytes, uint64_t nbits) {
  uint64_t total = 0, k = 0;
  const uint64_t full = nbits / 8;
  for (; k + 8 <= full; k += 8) {
    uint64_t w;
    std::memcpy(&w, bytes + k, 8);
    total += hwy::PopCount(w);
  }
  for (; k < full; ++k) total += tables::kPopCount[bytes[k]];
  if (nbits % 8) total += tables::kPopCount[bytes[full] & ((1u << (nbits % 8)) - 1u)];
  return total;
}

// Kept positions p < x of one repeat under a built-in byte.
HWY_INLINE uint64_t BuiltinKeptBelow(uint8_t byte, uint64_t x) {
  return (x / 8) * tables::kPopCount[byte] + tables::kPopCount[byte & ((1u << (x % 8)) - 1u)];
}

// Kept positions in [p0, p1) of repeat r.
HWY_INLINE uint64_t CountInRepeat(const GatherMaskShape& shape, uint64_t r, uint64_t p0, uint64_t p1) {
  if (p0 >= p1) return 0;
  if (shape.pattern == nullptr) return BuiltinKeptBelow(shape.builtin_byte, p1) - BuiltinKeptBelow(shape.builtin_byte, p0);
  return PopCountBits(shape.pattern + r * shape.pattern_repeat_stride + p0 / 8, p1 - p0);
}

// Highway 1.0.3's SSE4/AVX2/AVX3 attributes do not enable POPCNT, so
// hwy::PopCount would be a bit-twiddling sequence; every CPU with SSE4.2
// has POPCNT, so the counting loop may use it there.
#undef ASCENDC_HOST_GATHER_MASK_POPCNT
#if HWY_ARCH_X86 && HWY_TARGET <= HWY_SSE4 && (HWY_COMPILER_CLANG || HWY_COMPILER_GCC)
#define ASCENDC_HOST_GATHER_MASK_POPCNT __attribute__((target(HWY_TARGET_STR ",popcnt")))
#else
#define ASCENDC_HOST_GATHER_MASK_POPCNT
#endif

ASCENDC_HOST_GATHER_MASK_POPCNT uint64_t CountRange(const GatherMaskShape& shape, const PositionRange& range) {
  const uint64_t n = shape.positions;
  const uint64_t last_r = std::min(range.end_r, shape.repeats);
  if (range.begin_r >= shape.repeats || n == 0) return 0;
  if (range.begin_r == last_r) return CountInRepeat(shape, last_r, range.begin_p, std::min(range.end_p, n));
  uint64_t total = CountInRepeat(shape, range.begin_r, range.begin_p, n);
  const uint64_t middle = last_r - range.begin_r - 1;
  // Every repeat reads the same bits when the pattern does not move.
  if (shape.pattern == nullptr || shape.pattern_repeat_stride == 0) {
    total += middle * CountInRepeat(shape, range.begin_r + 1, 0, n);
  } else if (n % 64 == 0 && n <= 256) {
    // Normal mode: 1..4 pattern words per repeat; a tight loop per word
    // count keeps the count small next to the compaction it guards.
    // (Written out per word: a loop over 1..4 words gets auto-vectorised
    // into a shuffle-based popcount that costs more than it saves.)
    const uint8_t* p = shape.pattern + (range.begin_r + 1) * shape.pattern_repeat_stride;
    const uint64_t stride = shape.pattern_repeat_stride, words = n / 64;
    for (uint64_t r = 0; r < middle; ++r, p += stride) {
      const PatternBytes bytes{p};
      total += hwy::PopCount(bytes.Word(0));
      if (words > 1) total += hwy::PopCount(bytes.Word(8));
      if (words > 2) total += hwy::PopCount(bytes.Word(16));
      if (words > 3) total += hwy::PopCount(bytes.Word(24));
    }
  } else {
    for (uint64_t r = range.begin_r + 1; r < last_r; ++r) total += CountInRepeat(shape, r, 0, n);
  }
  if (last_r < shape.repeats) total += CountInRepeat(shape, last_r, 0, std::min(range.end_p, n));
  return total;
}

}  // namespace gather_mask_impl
}  // namespace HWY_NAMESPACE
}  // namespace ascendc_host
HWY_AFTER_NAMESPACE();

#endif  // include guard
