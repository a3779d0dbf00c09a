// The Reg layer's data movement as inline code (SPEC 14.13): register images
// (256 bytes, ascendc/reg/values.h) filled from and stored to UB with GCC /
// Clang vector extensions, so that after inlining into a VF body the image
// is a value in machine registers and each move is a few SIMD instructions
// of the instruction set the body is compiled for (16 SSE2 moves per
// register in an x86-64 baseline build, 8 AVX2, 4 AVX-512, 16 NEON).
//
// This is the deliberate exception to "SIMD lives in src/kernels" (README,
// "Layout"): a per-operation call into a dispatched kernel costs more than
// the move. The functions here trust their arguments: the surface
// (load_store.h, gather.h) range-checks every byte first. They are the same
// byte permutations as the kernels of src/kernels/{load_align,store_align,
// reg_gather}.cc, and both are tested against the reference.
//
// ASCENDC_HOST_REG_MOVES_INLINE selects the code the Reg operations run:
//   1  this file's inline code (default when optimising: __OPTIMIZE__)
//   0  one call of the library's compiled kernel per operation (default at
//      -O0, where unoptimised vector code would be slower than a call)
// The two modes give the same bits; the operations of each live in their
// own inline namespace, so translation units built in different modes can
// share a program.
#ifndef ASCENDC_HOST_ASCENDC_REG_UB_MOVES_H_
#define ASCENDC_HOST_ASCENDC_REG_UB_MOVES_H_

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <utility>

#ifndef ASCENDC_HOST_REG_MOVES_INLINE
#ifdef __OPTIMIZE__
#define ASCENDC_HOST_REG_MOVES_INLINE 1
#else
#define ASCENDC_HOST_REG_MOVES_INLINE 0
#endif
#endif

#if ASCENDC_HOST_REG_MOVES_INLINE
// Inlined into every caller, VF copies included (vf_call.h), even where the
// compiler's size heuristics would decline.
#define ASCENDC_HOST_REG_OP ASCENDC_HOST_HOT_PATH
#define ASCENDC_HOST_REG_MODE_NAMESPACE inline_moves
#else
#define ASCENDC_HOST_REG_OP
#define ASCENDC_HOST_REG_MODE_NAMESPACE kernel_moves
#endif
// GCC 12 lowers a 256-byte __builtin_shufflevector lane by lane (6-12 KB of
// code per move, measured); Clang to a few shuffles. With GCC the
// permuting moves (up/down-sampling, de-interleave, packing, partial
// predicates) keep calling the kernels.
#if ASCENDC_HOST_REG_MOVES_INLINE && defined(__clang__)
#define ASCENDC_HOST_REG_INLINE_PERMUTES 1
#else
#define ASCENDC_HOST_REG_INLINE_PERMUTES 0
#endif

namespace ascendc_host {
namespace ub_moves {

// 256 bytes of lanes of T (N bytes in general).
template <typename T, size_t N = 256>
using Vec [[gnu::vector_size(N)]] = T;

// Vectors wider than 16 bytes are never passed or returned by value: out
// parameters keep every helper free of ABI concerns (-Wpsabi).
template <typename V>
ASCENDC_HOST_HOT_INLINE void LoadVec(V& v, const void* p) {
  std::memcpy(&v, p, sizeof(V));
}
template <typename V>
ASCENDC_HOST_HOT_INLINE void StoreVec(void* p, const V& v) {
  std::memcpy(p, &v, sizeof(V));
}

// Makes the compiler treat copies as seen by unknown code, so that it does
// not pass the originals in their place to an out-of-line call (the
// originals then never have their address taken and stay in registers).
template <typename T>
ASCENDC_HOST_HOT_INLINE void Detach(T& copy) {
  __asm__ __volatile__("" : : "r"(&copy) : "memory");
}
template <typename T, typename... More>
ASCENDC_HOST_HOT_INLINE void Detach(T& copy, More&... more) {
  Detach(copy);
  Detach(more...);
}

// The lane selection of a fixed permutation: result lane k = input lane
// Index(k) of the concatenation (a, b).
template <typename Index, typename Out, typename In, size_t... K>
ASCENDC_HOST_HOT_INLINE void Permute(Out& out, const In& a, const In& b, std::index_sequence<K...>) {
  out = __builtin_shufflevector(a, b, Index::At(K)...);
}
// Out has one lane per index.
template <typename Index, typename Out, typename In>
ASCENDC_HOST_HOT_INLINE void Permute(Out& out, const In& a, const In& b) {
  Permute<Index>(out, a, b, std::make_index_sequence<sizeof(Out) / sizeof(out[0])>());
}

// Index maps of the fixed permutations.
struct Half {  // lane k of the result is lane k / 2
  static constexpr int At(size_t k) { return static_cast<int>(k / 2); }
};
struct Even {
  static constexpr int At(size_t k) { return static_cast<int>(2 * k); }
};
struct Odd {
  static constexpr int At(size_t k) { return static_cast<int>(2 * k + 1); }
};
template <size_t kGroup>
struct Group {  // lane k of the result is lane k / kGroup
  static constexpr int At(size_t k) { return static_cast<int>(k / kGroup); }
};
template <size_t kPeriod>
struct Repeat {  // lane k of the result is lane k % kPeriod
  static constexpr int At(size_t k) { return static_cast<int>(k % kPeriod); }
};
struct Concatenate {  // a then b
  static constexpr int At(size_t k) { return static_cast<int>(k); }
};
template <size_t kLanes>
struct Zip {  // a0 b0 a1 b1 ...: lane k is a[k/2] or b[k/2]
  static constexpr int At(size_t k) { return static_cast<int>(k / 2 + (k % 2) * kLanes); }
};
template <size_t kLanes>
struct ZipHigh {  // the second half of Zip
  static constexpr int At(size_t k) { return Zip<kLanes>::At(k + kLanes); }
};

// ---------------------------------------------------------------- predicates
// Lane k of a `Lane`-wide view is active iff predicate bit k * sizeof(Lane)
// is set (SPEC 0.5). Result: that lane all ones, or zero.
struct ByteOfBit {
  static constexpr int At(size_t b) { return static_cast<int>(b / 8); }
};
template <typename Lane>
ASCENDC_HOST_HOT_INLINE void LaneMask(Vec<Lane>& mask, const uint64_t* predicate) {
  const Vec<uint64_t, 32> words = {predicate[0], predicate[1], predicate[2], predicate[3]};
  const auto bits = (Vec<uint8_t, 32>)words;
  // Byte b of the register: the predicate byte holding bit b, and that bit.
  Vec<uint8_t> spread, which;
  Permute<ByteOfBit>(spread, bits, bits);
  const Vec<uint8_t, 8> one_bit = {1, 2, 4, 8, 16, 32, 64, 128};
  Permute<Repeat<8>>(which, one_bit, one_bit);
  const auto bytes = (Vec<uint8_t>)((spread & which) != 0);
  // The lowest byte of lane k is register byte k * sizeof(Lane).
  mask = (Vec<Lane>)(((Vec<Lane>)bytes & static_cast<Lane>(0xFF)) != 0);
}

// All lanes of width `lane_bytes` active: the predicate's bits k * lane_bytes.
constexpr uint64_t LaneBits(uint32_t lane_bytes) {
  return lane_bytes == 1   ? ~0ull
         : lane_bytes == 2 ? 0x5555555555555555ull
         : lane_bytes == 4 ? 0x1111111111111111ull
                           : 0x0101010101010101ull;
}
ASCENDC_HOST_HOT_INLINE bool AllLanes(const uint64_t* predicate, uint32_t lane_bytes) {
  const uint64_t bits = LaneBits(lane_bytes);
  return ((predicate[0] & predicate[1] & predicate[2] & predicate[3]) & bits) == bits;
}

// Writes the lanes of `v` whose mask lane is set to p (sizeof(V) bytes,
// all inside UB): inactive lanes are written back with the bytes they held.
template <typename V>
ASCENDC_HOST_HOT_INLINE void StoreSelected(void* p, const V& v, const V& mask) {
  V old;
  LoadVec(old, p);
  StoreVec(p, (v & mask) | (old & ~mask));
}

// ---------------------------------------------------------------- loads
// Through a vector value, not a 256-byte memcpy (which a baseline x86
// build turns into a call of memcpy).
ASCENDC_HOST_HOT_INLINE void LoadNorm(const uint8_t* src, uint8_t* reg) {
  Vec<uint8_t> bytes;
  LoadVec(bytes, src);
  StoreVec(reg, bytes);
}

template <typename T>
ASCENDC_HOST_HOT_INLINE void LoadBroadcast(const uint8_t* src, uint8_t* reg) {
  T value;
  std::memcpy(&value, src, sizeof(T));
  const Vec<T> all = Vec<T>{} + value;
  StoreVec(reg, all);
}

// Each element of the first 128 bytes twice.
template <typename T>
ASCENDC_HOST_HOT_INLINE void LoadUpsample(const uint8_t* src, uint8_t* reg) {
  Vec<T, 128> half;
  LoadVec(half, src);
  Vec<T> out;
  Permute<Half>(out, half, half);
  StoreVec(reg, out);
}

// The even elements of 512 bytes.
template <typename T>
ASCENDC_HOST_HOT_INLINE void LoadDownsample(const uint8_t* src, uint8_t* reg) {
  Vec<T> a, b, out;
  LoadVec(a, src);
  LoadVec(b, src + 256);
  Permute<Even>(out, a, b);
  StoreVec(reg, out);
}

// Zero extension Narrow -> Wide of the first 256 / sizeof(Wide) elements.
template <typename Wide, typename Narrow>
ASCENDC_HOST_HOT_INLINE void LoadUnpack(const uint8_t* src, uint8_t* reg) {
  Vec<Narrow, 256 / sizeof(Wide) * sizeof(Narrow)> narrow;
  LoadVec(narrow, src);
  const Vec<Wide> wide = __builtin_convertvector(narrow, Vec<Wide>);
  StoreVec(reg, wide);
}

// One 32-byte block to all 8 blocks.
ASCENDC_HOST_HOT_INLINE void LoadBlock(const uint8_t* src, uint8_t* reg) {
  Vec<uint8_t, 32> block;
  LoadVec(block, src);
  Vec<uint8_t> out;
  Permute<Repeat<32>>(out, block, block);
  StoreVec(reg, out);
}

// Element b (of 8) fills block b.
template <typename T>
ASCENDC_HOST_HOT_INLINE void LoadElementToBlock(const uint8_t* src, uint8_t* reg) {
  Vec<T, 8 * sizeof(T)> elements;
  LoadVec(elements, src);
  Vec<T> out;
  Permute<Group<32 / sizeof(T)>>(out, elements, elements);
  StoreVec(reg, out);
}

// Even granules of 512 bytes to reg0, odd ones to reg1.
template <typename T>
ASCENDC_HOST_HOT_INLINE void LoadDeinterleave(const uint8_t* src, uint8_t* reg0, uint8_t* reg1) {
  Vec<T> a, b, even, odd;
  LoadVec(a, src);
  LoadVec(b, src + 256);
  Permute<Even>(even, a, b);
  Permute<Odd>(odd, a, b);
  StoreVec(reg0, even);
  StoreVec(reg1, odd);
}

// ---------------------------------------------------------------- stores
// Lane k (T wide) to dst lane k iff predicate bit k * sizeof(T).
template <typename T>
ASCENDC_HOST_HOT_INLINE void StoreMasked(const uint8_t* reg, const uint64_t* predicate, uint8_t* dst) {
  if (AllLanes(predicate, sizeof(T))) {
    LoadNorm(reg, dst);
    return;
  }
  Vec<T> lanes, mask;
  LoadVec(lanes, reg);
  LaneMask<T>(mask, predicate);
  StoreSelected(dst, lanes, mask);
}

// The low Narrow part of every Wide lane k to slot k iff predicate bit
// k * sizeof(Wide).
template <typename Wide, typename Narrow>
ASCENDC_HOST_HOT_INLINE void StorePacked(const uint8_t* reg, const uint64_t* predicate, uint8_t* dst) {
  using Out = Vec<Narrow, 256 / sizeof(Wide) * sizeof(Narrow)>;
  Vec<Wide> lanes;
  LoadVec(lanes, reg);
  const Out low = __builtin_convertvector(lanes, Out);
  if (AllLanes(predicate, sizeof(Wide))) {
    StoreVec(dst, low);
    return;
  }
  Vec<Wide> mask;
  LaneMask<Wide>(mask, predicate);
  StoreSelected(dst, low, __builtin_convertvector(mask, Out));
}

// Inverse of LoadDeinterleave: granules of reg0 and reg1 alternate.
template <typename T>
ASCENDC_HOST_HOT_INLINE void StoreInterleave(const uint8_t* reg0, const uint8_t* reg1, uint8_t* dst) {
  constexpr size_t kLanes = 256 / sizeof(T);
  Vec<T> a, b, low, high;
  LoadVec(a, reg0);
  LoadVec(b, reg1);
  Permute<Zip<kLanes>>(low, a, b);
  Permute<ZipHigh<kLanes>>(high, a, b);
  StoreVec(dst, low);
  StoreVec(dst + 256, high);
}

// ---------------------------------------------------------------- gathers
// The 16 vectors of 16 bytes as one 256-byte vector (pairwise concatenation).
template <typename Lane>
ASCENDC_HOST_HOT_INLINE void Join(Vec<Lane>& out, const Vec<Lane, 16> (&g)[16]) {
  Vec<Lane, 32> two[8];
  for (size_t i = 0; i < 8; ++i) Permute<Concatenate>(two[i], g[2 * i], g[2 * i + 1]);
  Vec<Lane, 64> four[4];
  for (size_t i = 0; i < 4; ++i) Permute<Concatenate>(four[i], two[2 * i], two[2 * i + 1]);
  Vec<Lane, 128> eight[2];
  for (size_t i = 0; i < 2; ++i) Permute<Concatenate>(eight[i], four[2 * i], four[2 * i + 1]);
  Permute<Concatenate>(out, eight[0], eight[1]);
}

// True when any bit of v is set.
template <size_t kFrom>
struct From {  // lanes kFrom, kFrom + 1, ... of a
  static constexpr int At(size_t k) { return static_cast<int>(k + kFrom); }
};
// OR of the two halves, down to 16 bytes.
template <size_t kBytes>
ASCENDC_HOST_HOT_INLINE uint64_t FoldOr(const Vec<uint64_t, kBytes>& v) {
  if constexpr (kBytes == 16) {
    return v[0] | v[1];
  } else {
    Vec<uint64_t, kBytes / 2> low, high;
    Permute<From<0>>(low, v, v);
    Permute<From<kBytes / 16>>(high, v, v);
    return FoldOr<kBytes / 2>(low | high);
  }
}
template <typename V>
ASCENDC_HOST_HOT_INLINE bool AnySet(const V& v) {
#if ASCENDC_HOST_REG_INLINE_PERMUTES
  return FoldOr<sizeof(V)>((Vec<uint64_t, sizeof(V)>)v) != 0;
#else
  uint64_t words[sizeof(V) / 8];
  std::memcpy(words, &v, sizeof(V));
  uint64_t any = 0;
  for (size_t i = 0; i < sizeof(V) / 8; ++i) any |= words[i];
  return any != 0;
#endif
}

// UB -> register gather of 256 / sizeof(Lane) lanes: active lane k (bit
// k * sizeof(Lane)) reads the Source element at base + index[k] *
// sizeof(Source), zero-extended to Lane; inactive lanes are 0 and their
// indices never dereferenced. Returns false, touching nothing, when an
// active index lies outside [min_unit, max_unit] (the caller then reports
// it), or, without inline permutes, for a partial predicate. Lanes are loaded one by one (on the machines measured a hardware
// gather was slower, SPEC 14.13) eight at a time into a 16-byte vector.
template <typename Lane, typename Source>
ASCENDC_HOST_HOT_INLINE bool Gather(const uint8_t* base, const uint8_t* index_image, const uint64_t* predicate,
                                           uint32_t min_unit, uint32_t max_unit, uint8_t* dst_image) {
  constexpr size_t kLanes = 256 / sizeof(Lane);
  constexpr uint64_t kLaneMax = static_cast<Lane>(~Lane{0});
  Vec<Lane> index;
  LoadVec(index, index_image);
  const bool all = AllLanes(predicate, sizeof(Lane));
#if !ASCENDC_HOST_REG_INLINE_PERMUTES
  if (!all) return false;  // the lane mask is a permutation: the kernel does it
#endif
  Vec<Lane> active;
  if (all) active = Vec<Lane>{} - 1;
  else LaneMask<Lane>(active, predicate);
  if (__builtin_expect(min_unit > kLaneMax || min_unit > max_unit, 0)) {
    // No element is admissible (a base at the end of UB): done only when no
    // lane is active, and then every lane is an inactive 0.
    if (AnySet(active)) return false;
    StoreVec(dst_image, Vec<Lane>{});
    return true;
  }
  const Lane lo = static_cast<Lane>(min_unit);
  const Lane hi = static_cast<Lane>(max_unit > kLaneMax ? kLaneMax : max_unit);
  const auto outside = (Vec<Lane>)((index < lo) | (index > hi)) & active;
  if (__builtin_expect(AnySet(outside), 0)) return false;
  // Inactive lanes read the lowest admissible element instead of theirs.
  const Vec<Lane> safe = all ? index : ((index & active) | ((Vec<Lane>{} + lo) & ~active));
  // The indices are read 64 bits at a time and taken apart with shifts
  // (fewer loads than one per lane); each 16-byte group of results is built
  // by inserting the loaded elements.
  uint64_t units[kLanes * sizeof(Lane) / 8];
  StoreVec(units, safe);
  // Through memory on purpose: read back as words, the indices go to general
  // registers with loads and shifts (left to itself, Clang extracts them from
  // the vector registers, which costs more than the gather).
  __asm__("" : "+m"(units));
  constexpr size_t kGroup = 16 / sizeof(Lane), kPerWord = 8 / sizeof(Lane);
  Vec<Lane, 16> groups[kLanes / kGroup];
#pragma GCC unroll 16
  for (size_t k = 0; k < kLanes; k += kGroup) {
    Vec<Lane, 16>& group = groups[k / kGroup];
    uint64_t words[kGroup / kPerWord];
    for (size_t w = 0; w < kGroup / kPerWord; ++w) {
      words[w] = units[k / kPerWord + w];
      __asm__("" : "+r"(words[w]));  // a general register, not a lane of a vector load
    }
    for (size_t j = 0; j < kGroup; ++j) {
      const size_t unit = static_cast<size_t>((words[j / kPerWord] >> (8 * sizeof(Lane) * (j % kPerWord))) & kLaneMax);
      Source value;
      std::memcpy(&value, base + unit * sizeof(Source), sizeof(Source));
      group[j] = static_cast<Lane>(value);
    }
  }
  Vec<Lane> out;
#if defined(__clang__)
  // Joined in registers (a wide load of narrow stores would stall).
  Join(out, groups);
#else
  std::memcpy(&out, groups, sizeof(out));
#endif
  if (!all) out &= active;
  StoreVec(dst_image, out);
  return true;
}

}  // namespace ub_moves
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_ASCENDC_REG_UB_MOVES_H_
