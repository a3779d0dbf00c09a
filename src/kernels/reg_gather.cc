// Reg-level Gather kernels (SPEC 1.3): UB -> register by element index under
// a predicate, and register lane permutation.
//
// Memory safety first: the admissible index range is checked over the active
// lanes (vector min/max) before any UB byte is read, and inactive lanes are
// never dereferenced (their indices may point anywhere).
#include <cstring>

#include "ascendc_host/kernels/reg.h"

#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "kernels/reg_gather.cc"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
#include <hwy/highway.h>

#include "kernels/reg_lanes-inl.h"

HWY_BEFORE_NAMESPACE();
namespace ascendc_host {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

template <typename Out, typename In>
HWY_INLINE Out ReadAt(const uint8_t* p) {
  In v;
  std::memcpy(&v, p, sizeof(In));
  return static_cast<Out>(v);
}

// One scalar load per lane, straight into dst: lane k reads index[k] before
// it writes dst[k] and never looks back, so dst may be the index register.
// (Fetching indices and storing results 64 bits at a time was slower: the
// loop is bound by instructions, not by memory operations.)
template <typename Out, typename In>
HWY_INLINE void GatherAllLanes(const uint8_t* base, const Out* index, Out* dst) {
  for (size_t k = 0; k < 256 / sizeof(Out); ++k)
    dst[k] = ReadAt<Out, In>(base + static_cast<size_t>(index[k]) * sizeof(In));
}

// Partial predicate: inactive lanes read the smallest active index (known
// to be admissible) instead of theirs, then are cleared. No branch per lane
// and no access through an inactive lane's own index.
template <typename Out, typename In>
HWY_INLINE void GatherSomeLanes(const uint8_t* base, const Out* index, const uint64_t* predicate, Out safe_index,
                                Out* dst) {
  constexpr size_t kLanes = 256 / sizeof(Out);
  const hn::ScalableTag<Out> d;
  const size_t N = hn::Lanes(d);
  const uint8_t* bits = reinterpret_cast<const uint8_t*>(predicate);
  HWY_ALIGN Out safe[kLanes];
  for (size_t i = 0; i < kLanes; i += N)
    hn::Store(hn::IfThenElse(LaneMask(d, bits, i), hn::LoadU(d, index + i), hn::Set(d, safe_index)), d, safe + i);
  GatherAllLanes<Out, In>(base, safe, dst);
  for (size_t i = 0; i < kLanes; i += N)
    hn::StoreU(hn::IfThenElseZero(LaneMask(d, bits, i), hn::LoadU(d, dst + i)), d, dst + i);
}

template <typename Out>
HWY_INLINE void ZeroLanes(Out* dst) {
  const hn::ScalableTag<Out> d;
  const size_t N = hn::Lanes(d);
  for (size_t i = 0; i < 256 / sizeof(Out); i += N) hn::StoreU(hn::Zero(d), d, dst + i);
}

// Strategy, measured on Zen4 (BM_RegUbGather, AVX3/AVX2/SSE4 forced): the
// AVX-512 hardware gather (vpgatherdd; for b16 as 32-bit loads truncated and
// packed) was about 1.15x slower than one scalar load per lane for both b32
// and b16, AVX2's no faster, and splitting a register between vpgatherdd and
// scalar loads was slower still; so every target uses the scalar loads.
template <typename Out, typename In>
HWY_INLINE void GatherRegister(const uint8_t* base, const Out* index, const uint64_t* predicate, bool all_active,
                               const kernels::GatherUnits& range, Out* dst) {
  if (all_active) {
    GatherAllLanes<Out, In>(base, index, dst);
  } else if (range.active == 0) {
    ZeroLanes(dst);
  } else {
    GatherSomeLanes<Out, In>(base, index, predicate, static_cast<Out>(range.min_unit), dst);
  }
}

bool GatherToB16Impl(const uint8_t* base, uint32_t source_bytes, const uint16_t* index, const uint64_t* predicate,
                     uint32_t min_unit, uint32_t max_unit, uint16_t* dst, kernels::GatherUnits* seen) {
  const bool all = AllLanesActive(predicate, LaneBitsPattern(2));
  const kernels::GatherUnits range = IndexRange<uint16_t, 128>(index, predicate, all);
  *seen = range;
  if (!Admissible(range, min_unit, max_unit)) return false;
  if (source_bytes == 1) GatherRegister<uint16_t, uint8_t>(base, index, predicate, all, range, dst);
  else GatherRegister<uint16_t, uint16_t>(base, index, predicate, all, range, dst);
  return true;
}

bool GatherToB32Impl(const uint8_t* base, const uint32_t* index, const uint64_t* predicate, uint32_t min_unit,
                     uint32_t max_unit, uint32_t* dst, kernels::GatherUnits* seen) {
  const bool all = AllLanesActive(predicate, LaneBitsPattern(4));
  const kernels::GatherUnits range = IndexRange<uint32_t, 64>(index, predicate, all);
  *seen = range;
  if (!Admissible(range, min_unit, max_unit)) return false;
  GatherRegister<uint32_t, uint32_t>(base, index, predicate, all, range, dst);
  return true;
}

bool GatherToB64Impl(const uint8_t* base, const uint32_t* index, uint32_t index_step, uint32_t lanes,
                     const uint64_t* predicate, uint32_t predicate_step, bool split, uint32_t min_unit, uint32_t max_unit, uint8_t* dst0,
                     uint8_t* dst1, kernels::GatherUnits* seen) {
  uint32_t units[64];
  bool active[64];
  const kernels::GatherUnits range = B64Units(index, index_step, lanes, predicate, predicate_step, units, active);
  *seen = range;
  if (!Admissible(range, min_unit, max_unit)) return false;
  uint64_t out[64];
  for (uint32_t k = 0; k < lanes; ++k)
    out[k] = active[k] ? ReadAt<uint64_t, uint64_t>(base + static_cast<size_t>(units[k]) * 4u) : 0;
  if (!split) {
    std::memcpy(dst0, out, 32 * 8);
    return true;
  }
  uint32_t low[64], high[64];
  for (uint32_t k = 0; k < 64; ++k) {
    low[k] = static_cast<uint32_t>(out[k]);
    high[k] = static_cast<uint32_t>(out[k] >> 32);
  }
  std::memcpy(dst0, low, sizeof(low));
  std::memcpy(dst1, high, sizeof(high));
  return true;
}

// Register permutation. The whole source is read before the first lane is
// written (dst may alias src) and output lane k depends only on index lane k
// (dst may alias index).
//
// Strategy per target, measured on Zen4 (BM_RegPermute per forced target):
// AVX-512 uses two-table permutes (vpermi2d/vpermi2w) over the 256-byte
// register and one blend on the top index bit; b8 looks up the 16-bit word
// holding the byte and shifts the byte out, since AVX3 has no byte permute
// across the vector. AVX2 b32 selects among 8 vpermd results with a blend
// tree. Everything else keeps the scalar loop (shuffles confined to 16-byte
// blocks would need 16 lookups per output vector; not tried).
template <typename T, size_t kLanes>
HWY_INLINE void PermuteScalar(const T* src, const T* index, T* dst) {
  const hn::ScalableTag<T> d;
  const size_t N = hn::Lanes(d);
  HWY_ALIGN T table[kLanes];
  for (size_t i = 0; i < kLanes; i += N) hn::Store(hn::LoadU(d, src + i), d, table + i);
  for (size_t k = 0; k < kLanes; ++k) dst[k] = table[index[k] & (kLanes - 1)];
}

#if HWY_ARCH_X86 && (HWY_TARGET == HWY_AVX3 || HWY_TARGET == HWY_AVX3_DL)
struct Table512 {
  __m512i t0, t1, t2, t3;
};
HWY_INLINE Table512 LoadTable(const void* src) {
  const auto* p = static_cast<const uint8_t*>(src);
  return {_mm512_loadu_si512(p), _mm512_loadu_si512(p + 64), _mm512_loadu_si512(p + 128),
          _mm512_loadu_si512(p + 192)};
}
// 16-bit word w[i] of the table, i = low 7 bits of each lane of idx.
HWY_INLINE __m512i TableWords(const Table512& t, __m512i idx) {
  const __m512i lo = _mm512_permutex2var_epi16(t.t0, idx, t.t1);
  const __m512i hi = _mm512_permutex2var_epi16(t.t2, idx, t.t3);
  return _mm512_mask_blend_epi16(_mm512_test_epi16_mask(idx, _mm512_set1_epi16(0x40)), lo, hi);
}
// Byte b of the table (b = low 8 bits of each 16-bit lane), zero-extended.
HWY_INLINE __m512i TableBytes(const Table512& t, __m512i b) {
  const __m512i word = TableWords(t, _mm512_srli_epi16(b, 1));
  const __m512i shift = _mm512_slli_epi16(_mm512_and_si512(b, _mm512_set1_epi16(1)), 3);
  return _mm512_and_si512(_mm512_srlv_epi16(word, shift), _mm512_set1_epi16(0xFF));
}

void PermuteB8Impl(const uint8_t* src, const uint8_t* index, uint8_t* dst) {
  const Table512 t = LoadTable(src);
  for (size_t i = 0; i < 256; i += 64) {
    const __m512i idx = _mm512_loadu_si512(index + i);
    const __m512i even = TableBytes(t, _mm512_and_si512(idx, _mm512_set1_epi16(0xFF)));
    const __m512i odd = TableBytes(t, _mm512_srli_epi16(idx, 8));
    _mm512_storeu_si512(dst + i, _mm512_or_si512(even, _mm512_slli_epi16(odd, 8)));
  }
}
void PermuteB16Impl(const uint16_t* src, const uint16_t* index, uint16_t* dst) {
  const Table512 t = LoadTable(src);
  for (size_t i = 0; i < 128; i += 32) _mm512_storeu_si512(dst + i, TableWords(t, _mm512_loadu_si512(index + i)));
}
void PermuteB32Impl(const uint32_t* src, const uint32_t* index, uint32_t* dst) {
  const Table512 t = LoadTable(src);
  for (size_t i = 0; i < 64; i += 16) {
    const __m512i idx = _mm512_loadu_si512(index + i);
    const __m512i lo = _mm512_permutex2var_epi32(t.t0, idx, t.t1);
    const __m512i hi = _mm512_permutex2var_epi32(t.t2, idx, t.t3);
    _mm512_storeu_si512(dst + i,
                        _mm512_mask_blend_epi32(_mm512_test_epi32_mask(idx, _mm512_set1_epi32(32)), lo, hi));
  }
}
#else
void PermuteB8Impl(const uint8_t* src, const uint8_t* index, uint8_t* dst) { PermuteScalar<uint8_t, 256>(src, index, dst); }
void PermuteB16Impl(const uint16_t* src, const uint16_t* index, uint16_t* dst) {
  PermuteScalar<uint16_t, 128>(src, index, dst);
}
#if HWY_ARCH_X86 && HWY_TARGET == HWY_AVX2
// a where the sign bit of sel is clear, b where it is set.
HWY_INLINE __m256i SelectBySign(__m256i a, __m256i b, __m256i sel) {
  return _mm256_castps_si256(
      _mm256_blendv_ps(_mm256_castsi256_ps(a), _mm256_castsi256_ps(b), _mm256_castsi256_ps(sel)));
}
void PermuteB32Impl(const uint32_t* src, const uint32_t* index, uint32_t* dst) {
  __m256i t[8];
  for (int j = 0; j < 8; ++j) t[j] = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(src + 8 * j));
  for (size_t i = 0; i < 64; i += 8) {
    const __m256i idx = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(index + i));
    const __m256i bit3 = _mm256_slli_epi32(idx, 28), bit4 = _mm256_slli_epi32(idx, 27),
                  bit5 = _mm256_slli_epi32(idx, 26);
    __m256i p[8];
    for (int j = 0; j < 8; ++j) p[j] = _mm256_permutevar8x32_epi32(t[j], idx);
    const __m256i q0 = SelectBySign(p[0], p[1], bit3), q1 = SelectBySign(p[2], p[3], bit3),
                  q2 = SelectBySign(p[4], p[5], bit3), q3 = SelectBySign(p[6], p[7], bit3);
    const __m256i r0 = SelectBySign(q0, q1, bit4), r1 = SelectBySign(q2, q3, bit4);
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(dst + i), SelectBySign(r0, r1, bit5));
  }
}
#else
void PermuteB32Impl(const uint32_t* src, const uint32_t* index, uint32_t* dst) {
  PermuteScalar<uint32_t, 64>(src, index, dst);
}
#endif
#endif

}  // namespace HWY_NAMESPACE
}  // namespace ascendc_host
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
#include "kernels/dispatch.h"
namespace ascendc_host {
HWY_EXPORT(GatherToB16Impl);
HWY_EXPORT(GatherToB32Impl);
HWY_EXPORT(GatherToB64Impl);
HWY_EXPORT(PermuteB8Impl);
HWY_EXPORT(PermuteB16Impl);
HWY_EXPORT(PermuteB32Impl);
namespace kernels {
bool GatherToB16(const uint8_t* base, uint32_t source_bytes, const uint16_t* index, const uint64_t* predicate,
                 uint32_t min_unit, uint32_t max_unit, uint16_t* dst, GatherUnits* seen) {
  return ASCENDC_HOST_DISPATCH(GatherToB16Impl)(base, source_bytes, index, predicate, min_unit, max_unit, dst, seen);
}
bool GatherToB32(const uint8_t* base, const uint32_t* index, const uint64_t* predicate, uint32_t min_unit,
                 uint32_t max_unit, uint32_t* dst, GatherUnits* seen) {
  return ASCENDC_HOST_DISPATCH(GatherToB32Impl)(base, index, predicate, min_unit, max_unit, dst, seen);
}
bool GatherToB64(const uint8_t* base, const uint32_t* index, uint32_t index_step, uint32_t lanes,
                 const uint64_t* predicate, uint32_t predicate_step, bool split, uint32_t min_unit, uint32_t max_unit, uint8_t* dst0,
                 uint8_t* dst1, GatherUnits* seen) {
  return ASCENDC_HOST_DISPATCH(GatherToB64Impl)(base, index, index_step, lanes, predicate, predicate_step, split, min_unit,
                                                max_unit, dst0, dst1, seen);
}
void PermuteB8(const uint8_t* src, const uint8_t* index, uint8_t* dst) {
  ASCENDC_HOST_DISPATCH(PermuteB8Impl)(src, index, dst);
}
void PermuteB16(const uint16_t* src, const uint16_t* index, uint16_t* dst) {
  ASCENDC_HOST_DISPATCH(PermuteB16Impl)(src, index, dst);
}
void PermuteB32(const uint32_t* src, const uint32_t* index, uint32_t* dst) {
  ASCENDC_HOST_DISPATCH(PermuteB32Impl)(src, index, dst);
}
}  // namespace kernels
}  // namespace ascendc_host
#endif
