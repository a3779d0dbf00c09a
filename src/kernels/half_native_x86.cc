// AVX512-FP16 kernels of the AVX3_SPR target (kernels/half_native.h).
// CMakeLists.txt compiles this file alone with -mavx512fp16 where the
// compiler accepts it; elsewhere it compiles to the stubs at the end and
// target.cc never offers AVX3_SPR. Nothing here runs unless the CPU has
// AVX512-FP16 (target.cc checks CPUID before any call).
#include "kernels/half_native.h"

#if defined(__AVX512FP16__) && defined(__AVX512BW__)
#include <immintrin.h>

namespace ascendc_host {
namespace kernels {
namespace half_native {
namespace {

using V = __m512h;
constexpr size_t kLanes = 32;

inline V Load(const uint16_t* p) { return _mm512_castsi512_ph(_mm512_loadu_si512(p)); }
inline void Store(uint16_t* p, V v) { _mm512_storeu_si512(p, _mm512_castph_si512(v)); }

// Non-finite lanes by integer compares of the bits. Not vfpclassph: GCC 12's
// _mm512_fpclass_ph_mask, at -O0 (where it is a macro), passes an 8-bit
// mask to the builtin and so classifies only lanes 0..7.
inline __m512i Magnitude(V v) { return _mm512_and_si512(_mm512_castph_si512(v), _mm512_set1_epi16(0x7FFF)); }
inline __mmask32 NotFiniteLanes(V v) {
  const __m512i exponent = _mm512_set1_epi16(0x7C00);
  return _mm512_cmpeq_epi16_mask(_mm512_and_si512(_mm512_castph_si512(v), exponent), exponent);
}
inline __mmask32 NaNLanes(V v) { return _mm512_cmpgt_epi16_mask(Magnitude(v), _mm512_set1_epi16(0x7C00)); }
inline __mmask32 InfLanes(V v) { return _mm512_cmpeq_epi16_mask(Magnitude(v), _mm512_set1_epi16(0x7C00)); }

// --- Elementwise --------------------------------------------------------------

template <Arith kOp>
inline V Apply(V x, V y) {
  if constexpr (kOp == Arith::kAdd) return _mm512_add_ph(x, y);
  else if constexpr (kOp == Arith::kSub) return _mm512_sub_ph(x, y);
  else if constexpr (kOp == Arith::kMul) return _mm512_mul_ph(x, y);
  else return _mm512_mask_blend_ph(_mm512_cmp_ph_mask(x, _mm512_setzero_ph(), _CMP_GE_OQ), _mm512_mul_ph(x, y), x);
}

// The stored bits of non-finite lanes (rare: out of the loop's way).
__attribute__((noinline)) V FixNotFinite(V r, bool saturating) {
  const __mmask32 nan = NaNLanes(r);
  const __mmask32 inf = InfLanes(r);
  __m512i bits = _mm512_castph_si512(r);
  if (saturating) {
    const __m512i largest = _mm512_or_si512(_mm512_and_si512(bits, _mm512_set1_epi16(static_cast<short>(0x8000))),
                                            _mm512_set1_epi16(0x7BFF));
    bits = _mm512_mask_mov_epi16(bits, inf, largest);
    bits = _mm512_mask_mov_epi16(bits, nan, _mm512_setzero_si512());
  } else {
    bits = _mm512_mask_mov_epi16(bits, nan, _mm512_set1_epi16(0x7E00));
  }
  return _mm512_castsi512_ph(bits);
}

template <Arith kOp, bool kScalarB, bool kSwap>
void BinaryLoop(uint16_t* dst, const uint16_t* a, const uint16_t* b, size_t n, bool saturating) {
  const V broadcast = _mm512_castsi512_ph(_mm512_set1_epi16(kScalarB ? static_cast<short>(b[0]) : 0));
  auto result = [&](V x, V y) {
    V r = kSwap ? Apply<kOp>(y, x) : Apply<kOp>(x, y);
    if (NotFiniteLanes(r) != 0) r = FixNotFinite(r, saturating);
    return r;
  };
  size_t i = 0;
  for (; i + kLanes <= n; i += kLanes) Store(dst + i, result(Load(a + i), kScalarB ? broadcast : Load(b + i)));
  if (i < n) {
    // Masked loads and stores: lanes past n are neither read nor written.
    const __mmask32 m = static_cast<__mmask32>((uint64_t{1} << (n - i)) - 1);
    const V x = _mm512_castsi512_ph(_mm512_maskz_loadu_epi16(m, a + i));
    const V y = kScalarB ? broadcast : _mm512_castsi512_ph(_mm512_maskz_loadu_epi16(m, b + i));
    _mm512_mask_storeu_epi16(dst + i, m, _mm512_castph_si512(result(x, y)));
  }
}

template <Arith kOp>
void BinaryOf(uint16_t* dst, const uint16_t* a, const uint16_t* b, bool b_scalar, bool swap, size_t n,
              bool saturating) {
  if (b_scalar) {
    if (swap) BinaryLoop<kOp, true, true>(dst, a, b, n, saturating);
    else BinaryLoop<kOp, true, false>(dst, a, b, n, saturating);
  } else {
    if (swap) BinaryLoop<kOp, false, true>(dst, a, b, n, saturating);
    else BinaryLoop<kOp, false, false>(dst, a, b, n, saturating);
  }
}

// --- Half -> 8-bit integers ----------------------------------------------------

template <int kRounding>
void HalfToInt8Loop(const uint16_t* src, uint8_t* dst, size_t n, V lo, V hi) {
  auto convert = [&](V x) {
    // NaN -> 0 first: vmaxph returns its second operand when either is NaN.
    x = _mm512_castsi512_ph(
        _mm512_mask_mov_epi16(_mm512_castph_si512(x), NaNLanes(x), _mm512_setzero_si512()));
    x = _mm512_min_ph(_mm512_max_ph(x, lo), hi);
    return _mm512_cvtepi16_epi8(_mm512_cvt_roundph_epi16(x, kRounding | _MM_FROUND_NO_EXC));
  };
  size_t i = 0;
  for (; i + kLanes <= n; i += kLanes)
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(dst + i), convert(Load(src + i)));
  if (i < n) {
    const __mmask32 m = static_cast<__mmask32>((uint64_t{1} << (n - i)) - 1);
    _mm256_mask_storeu_epi8(dst + i, m, convert(_mm512_castsi512_ph(_mm512_maskz_loadu_epi16(m, src + i))));
  }
}

// --- Sum trees ------------------------------------------------------------------

// The trees in 512-bit vectors of 32 halves, and one 256-bit vector of 16
// for a last 16 groups (callers hand over multiples of 16).
struct Wide {
  using V = __m512h;
  static constexpr size_t kLanes = 32;
  static V Load(const uint16_t* p) { return half_native::Load(p); }
  static V Add(V a, V b) { return _mm512_add_ph(a, b); }
  static __mmask32 NotFinite(V v) { return NotFiniteLanes(v); }
  // Lanes 0, 2, ..., 62 and 1, 3, ..., 63 of a ++ b.
  static void Neighbours(V a, V b, V& even, V& odd) {
    const __m512i up = _mm512_set_epi16(31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13,
                                        12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
    const __m512i even_index = _mm512_add_epi16(up, up);
    const __m512i odd_index = _mm512_add_epi16(even_index, _mm512_set1_epi16(1));
    const __m512i ia = _mm512_castph_si512(a), ib = _mm512_castph_si512(b);
    even = _mm512_castsi512_ph(_mm512_permutex2var_epi16(ia, even_index, ib));
    odd = _mm512_castsi512_ph(_mm512_permutex2var_epi16(ia, odd_index, ib));
  }
  static void Store(V v, float* out) {
    const __m512i bits = _mm512_castph_si512(v);
    _mm512_storeu_ps(out, _mm512_cvtph_ps(_mm512_castsi512_si256(bits)));
    _mm512_storeu_ps(out + 16, _mm512_cvtph_ps(_mm512_extracti64x4_epi64(bits, 1)));
  }
  static void Store(V v, uint16_t* out) { half_native::Store(out, v); }
};
struct Narrow {
  using V = __m256h;
  static constexpr size_t kLanes = 16;
  static V Load(const uint16_t* p) { return _mm256_castsi256_ph(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(p))); }
  static V Add(V a, V b) { return _mm256_add_ph(a, b); }
  static __mmask32 NotFinite(V v) {
    const __m256i exponent = _mm256_set1_epi16(0x7C00);
    return _mm256_cmpeq_epi16_mask(_mm256_and_si256(_mm256_castph_si256(v), exponent), exponent);
  }
  static void Neighbours(V a, V b, V& even, V& odd) {
    const __m256i up = _mm256_set_epi16(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
    const __m256i even_index = _mm256_add_epi16(up, up);
    const __m256i odd_index = _mm256_add_epi16(even_index, _mm256_set1_epi16(1));
    const __m256i ia = _mm256_castph_si256(a), ib = _mm256_castph_si256(b);
    even = _mm256_castsi256_ph(_mm256_permutex2var_epi16(ia, even_index, ib));
    odd = _mm256_castsi256_ph(_mm256_permutex2var_epi16(ia, odd_index, ib));
  }
  static void Store(V v, float* out) { _mm512_storeu_ps(out, _mm512_cvtph_ps(_mm256_castph_si256(v))); }
  static void Store(V v, uint16_t* out) { _mm256_storeu_si256(reinterpret_cast<__m256i*>(out), _mm256_castph_si256(v)); }
};

template <class W, int kLevels>
typename W::V SumSubtree(const uint16_t*& p);

// The sums of W::kLanes consecutive groups of 2^kLevels halves read from p
// (advanced past them), depth first so every level stays in registers.
template <class W, int kLevels>
inline typename W::V SumTree(const uint16_t*& p) {
  typename W::V a, b, even, odd;
  if constexpr (kLevels == 1) {
    a = W::Load(p);
    b = W::Load(p + W::kLanes);
    p += 2 * W::kLanes;
  } else if constexpr (kLevels <= 5) {
    a = SumTree<W, kLevels - 1>(p);
    b = SumTree<W, kLevels - 1>(p);
  } else {
    // Deeper levels as calls: a fully inlined tree of 128 vectors would not
    // stay in the instruction cache.
    a = SumSubtree<W, kLevels - 1>(p);
    b = SumSubtree<W, kLevels - 1>(p);
  }
  W::Neighbours(a, b, even, odd);
  return W::Add(even, odd);
}
template <class W, int kLevels>
__attribute__((noinline)) typename W::V SumSubtree(const uint16_t*& p) {
  return SumTree<W, kLevels>(p);
}

// Out: float (the sums as floats, exact) or uint16_t (as half bits).
template <int kLevels, typename Out>
size_t SumTreesOf(const uint16_t* src, size_t groups, Out* out) {
  const uint16_t* p = src;
  __mmask32 not_finite = 0;
  size_t g = 0;
  for (; g + Wide::kLanes <= groups; g += Wide::kLanes) {
    const Wide::V s = SumTree<Wide, kLevels>(p);
    not_finite |= Wide::NotFinite(s);
    Wide::Store(s, out + g);
  }
  if (g + Narrow::kLanes <= groups) {
    const Narrow::V s = SumTree<Narrow, kLevels>(p);
    not_finite |= Narrow::NotFinite(s);
    Narrow::Store(s, out + g);
    g += Narrow::kLanes;
  }
  // An infinity or NaN anywhere in a tree reaches its root (inf + x is inf or NaN).
  return not_finite != 0 ? 0 : g;
}

}  // namespace

bool Compiled() { return true; }

void Binary(Arith op, uint16_t* dst, const uint16_t* a, const uint16_t* b, bool b_scalar, bool swap, size_t n,
            bool saturating) {
  switch (op) {
    case Arith::kAdd: return BinaryOf<Arith::kAdd>(dst, a, b, b_scalar, swap, n, saturating);
    case Arith::kSub: return BinaryOf<Arith::kSub>(dst, a, b, b_scalar, swap, n, saturating);
    case Arith::kMul: return BinaryOf<Arith::kMul>(dst, a, b, b_scalar, swap, n, saturating);
    case Arith::kLeakyRelu: return BinaryOf<Arith::kLeakyRelu>(dst, a, b, b_scalar, swap, n, saturating);
  }
}

void HalfToInt8(const uint16_t* src, uint8_t* dst, size_t n, int round, int lo, int hi) {
  const V vlo = _mm512_set1_ph(static_cast<_Float16>(lo)), vhi = _mm512_set1_ph(static_cast<_Float16>(hi));
  switch (round) {
    case 0: return HalfToInt8Loop<_MM_FROUND_TO_NEAREST_INT>(src, dst, n, vlo, vhi);
    case 1: return HalfToInt8Loop<_MM_FROUND_TO_NEG_INF>(src, dst, n, vlo, vhi);
    case 2: return HalfToInt8Loop<_MM_FROUND_TO_POS_INF>(src, dst, n, vlo, vhi);
    default: return HalfToInt8Loop<_MM_FROUND_TO_ZERO>(src, dst, n, vlo, vhi);
  }
}

template <typename Out>
static size_t SumTreesAt(const uint16_t* src, size_t groups, int levels, Out* out) {
  switch (levels) {
    case 1: return SumTreesOf<1>(src, groups, out);
    case 2: return SumTreesOf<2>(src, groups, out);
    case 3: return SumTreesOf<3>(src, groups, out);
    case 4: return SumTreesOf<4>(src, groups, out);
    case 5: return SumTreesOf<5>(src, groups, out);
    case 6: return SumTreesOf<6>(src, groups, out);
    case 7: return SumTreesOf<7>(src, groups, out);
    default: return 0;
  }
}

size_t SumTrees(const uint16_t* src, size_t groups, int levels, float* out) {
  return SumTreesAt(src, groups, levels, out);
}

size_t SumTreesToHalf(const uint16_t* src, size_t groups, int levels, uint16_t* out) {
  return SumTreesAt(src, groups, levels, out);
}

}  // namespace half_native
}  // namespace kernels
}  // namespace ascendc_host

#else  // no AVX512-FP16 in this build: AVX3_SPR is never offered, nothing here is called.

namespace ascendc_host {
namespace kernels {
namespace half_native {
bool Compiled() { return false; }
void Binary(Arith, uint16_t*, const uint16_t*, const uint16_t*, bool, bool, size_t, bool) {}
void HalfToInt8(const uint16_t*, uint8_t*, size_t, int, int, int) {}
size_t SumTrees(const uint16_t*, size_t, int, float*) { return 0; }
size_t SumTreesToHalf(const uint16_t*, size_t, int, uint16_t*) { return 0; }
}  // namespace half_native
}  // namespace kernels
}  // namespace ascendc_host

#endif
