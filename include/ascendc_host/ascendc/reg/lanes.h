// Lane views of the Reg layer's register images, shared by the Reg compute
// operations (SPEC 14.1).
//
// The one deliberate exception to "SIMD lives only in src/kernels": a Reg
// compute operation (register -> register, no memory access, nothing to
// range-check) is a few SIMD instructions, and an out-of-line dispatched
// call would cost more than the operation itself and force the 256-byte
// value through memory. So the operations are inline header code written
// with GCC/Clang vector extensions, compiled for whatever instruction set
// the including translation unit targets, and after inlining a VF body's
// registers stay in machine registers.
//
// A register image is processed in chunks of kChunkBytes, the native vector
// width of the translation unit (64 bytes with AVX-512BW, 32 with AVX2, 16
// otherwise: SSE2, NEON). Generic 256-byte vectors would be simpler, but
// GCC 12 lowers a comparison or a select on a vector wider than the target's
// registers element by element (measured: ~1000 instructions for one byte
// comparison of 256 lanes instead of 4); on native widths both GCC and Clang
// emit one instruction per chunk.
//
// This header holds what every operation needs and nothing per operation:
//   * Vec<E, Bytes>, chunk loads and stores of register images;
//   * predicates: MaskReg -> per-lane all-ones / all-zeros (Active), and
//     per-lane results -> MaskReg bits (PredicateBits), with the lane
//     layouts of SPEC 0.5;
//   * Blend (merge with a predicate) and MaskMergeMode;
//   * half / bfloat16 <-> float lane conversions with round-to-nearest-even
//     and the saturation policy of SPEC 8.2, bit-identical with the
//     LocalTensor-level kernels (src/kernels/vector_numerics-inl.h);
//   * the default floating-point environment (SPEC 8.2: results never
//     depend on FTZ/DAZ or rounding bits a framework left in MXCSR/FPCR).
#ifndef ASCENDC_HOST_ASCENDC_REG_LANES_H_
#define ASCENDC_HOST_ASCENDC_REG_LANES_H_

#include <cstdint>
#include <cstring>
#include <tuple>
#include <type_traits>
#include <utility>

#include "ascendc_host/ascendc/reg/values.h"
#include "ascendc_host/ascendc/types.h"

#include "ascendc_host/runtime/fp_environment.h"

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#elif defined(__aarch64__)
#include <arm_neon.h>
#endif

// Vector values never cross a non-inlined call here, so the ABI notes GCC
// and Clang attach to vector parameters and returns do not apply.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"

// The lambdas the operations hand to their executors are forced inline too.
#define ASCENDC_HOST_REG_LAMBDA ASCENDC_HOST_HOT_PATH

namespace ascendc_host {
namespace reg_lanes {

// Clang on x86 takes 64 bytes whatever the unit's flags: it lowers a 64-byte
// vector to the widest operations of the enclosing function (4 SSE, 2 AVX2,
// 1 AVX-512), which inside a VF copy compiled through a target attribute
// (SPEC 14.13) is the copy's instruction set, not the one the unit's macros
// name.
#if defined(__AVX512BW__) || (defined(__clang__) && (defined(__x86_64__) || defined(__i386__)))
inline constexpr uint32_t kChunkBytes = 64;
#elif defined(__AVX2__)
inline constexpr uint32_t kChunkBytes = 32;
#else
inline constexpr uint32_t kChunkBytes = 16;
#endif
inline constexpr uint32_t kRegBytes = AscendC::Reg::kRegBytes;
inline constexpr uint32_t kChunks = kRegBytes / kChunkBytes;

template <typename E, uint32_t Bytes>
struct VecOf {
  typedef E type __attribute__((vector_size(Bytes)));
};
// Bytes / sizeof(E) lanes of E (default: one chunk).
template <typename E, uint32_t Bytes = kChunkBytes>
using Vec = typename VecOf<E, Bytes>::type;

template <uint32_t S>
struct IntOfSize {
  static_assert(S == 1 || S == 2 || S == 4 || S == 8, "lanes of 1, 2, 4 or 8 bytes");
  using U = std::conditional_t<S == 1, uint8_t, std::conditional_t<S == 2, uint16_t, std::conditional_t<S == 4, uint32_t, uint64_t>>>;
  using S_ = std::make_signed_t<U>;
};
template <uint32_t S>
using UintOf = typename IntOfSize<S>::U;
template <uint32_t S>
using SintOf = typename IntOfSize<S>::S_;

// The lane type an element is stored and moved as: half and bfloat16 are
// their 16 bits (they are computed in float, see below).
template <typename T>
struct StorageOf {
  using type = T;
};
template <>
struct StorageOf<half> {
  using type = uint16_t;
};
template <>
struct StorageOf<bfloat16_t> {
  using type = uint16_t;
};
template <typename T>
using Storage = typename StorageOf<T>::type;

// A predicate: per lane all ones (active) or all zeros, lanes of S bytes.
template <uint32_t S, uint32_t Bytes = kChunkBytes>
using Pred = Vec<SintOf<S>, Bytes>;

template <typename To, typename From>
ASCENDC_HOST_HOT_INLINE To BitCast(const From& v) {
  static_assert(sizeof(To) == sizeof(From), "BitCast between vectors of one size");
  To out;
  std::memcpy(&out, &v, sizeof(To));
  return out;
}

// `Bytes` bytes of a register image from byte `offset` (memcpy: the
// compilers turn it into one vector load and drop it after inlining).
template <typename V>
ASCENDC_HOST_HOT_INLINE V LoadBytes(const uint8_t* image, uint32_t offset) {
  V v;
  std::memcpy(&v, image + offset, sizeof(V));
  return v;
}
template <typename V>
ASCENDC_HOST_HOT_INLINE void StoreBytes(uint8_t* image, uint32_t offset, const V& v) {
  std::memcpy(image + offset, &v, sizeof(V));
}

// A vector with every lane `x` (its bits: -0.0 stays -0.0).
template <typename V, typename E>
ASCENDC_HOST_HOT_INLINE V Splat(E x) {
  using Lane = std::remove_cv_t<std::remove_reference_t<decltype(V{}[0])>>;
  using Bits = UintOf<sizeof(Lane)>;
  const Lane lane = static_cast<Lane>(x);
  Bits bits;
  std::memcpy(&bits, &lane, sizeof(Lane));
  return BitCast<V>(Vec<Bits, sizeof(V)>{} + bits);
}

// --- Predicates (SPEC 0.5) --------------------------------------------------
//
// Lane i of width S that starts at register byte b is active iff predicate
// bit b (+ kBitOffset) is set. kBitOffset selects another bit of the lane's
// group: the mixed-width operations read the bit of the narrow source
// element a wide destination lane takes (RegLayout).

namespace detail {

template <uint32_t S, uint32_t Bytes, uint32_t kBitOffset, size_t... I>
constexpr Vec<UintOf<S>, Bytes> LaneBits(std::index_sequence<I...>) {
  return Vec<UintOf<S>, Bytes>{static_cast<UintOf<S>>(UintOf<S>{1} << ((I * S + kBitOffset) % 8))...};
}
template <uint32_t Bytes, size_t... I>
ASCENDC_HOST_HOT_INLINE Vec<uint64_t, Bytes> MaskBytesByWord(const uint8_t* bytes, std::index_sequence<I...>) {
  return Vec<uint64_t, Bytes>{uint64_t{bytes[I]}...};
}

}  // namespace detail

// Predicate of the lanes of width S covering register bytes
// [first_byte, first_byte + Bytes); first_byte is a multiple of Bytes / 8... of 8.
template <uint32_t S, uint32_t Bytes = kChunkBytes, uint32_t kBitOffset = 0>
ASCENDC_HOST_HOT_INLINE Pred<S, Bytes> Active(const AscendC::Reg::MaskReg& mask, uint32_t first_byte) {
  static_assert(Bytes % 8 == 0 && kBitOffset < S, "a predicate covers whole mask bytes; the offset stays in the lane");
  const uint8_t* bytes = reinterpret_cast<const uint8_t*>(mask.words) + first_byte / 8;
  // One 64-bit word per predicate byte (8 register bytes), the byte copied
  // into each lane of width S inside the word, then each lane's own bit.
  Vec<uint64_t, Bytes> x = detail::MaskBytesByWord<Bytes>(bytes, std::make_index_sequence<Bytes / 8>());
  if constexpr (S <= 4) x |= x << 32;
  if constexpr (S <= 2) x |= x << 16;
  if constexpr (S <= 1) x |= x << 8;
  constexpr Vec<UintOf<S>, Bytes> bits =
      detail::LaneBits<S, Bytes, kBitOffset>(std::make_index_sequence<Bytes / S>());
  return BitCast<Vec<UintOf<S>, Bytes>>(x) & bits ? Pred<S, Bytes>{} - 1 : Pred<S, Bytes>{};
}

// The predicate bits a lane of width S owns when an operation writes a
// MaskReg (Compare, carries): the whole group (SPEC 0.5: as the generators
// set it), for b64 RegTraitNumOne the 0x55 pattern of UpdateMask/CreateMask.
template <uint32_t S>
inline constexpr uint8_t kGroupBits = S == 8 ? 0x55 : static_cast<uint8_t>((1u << S) - 1);

// Writes the predicate bits of `active` (lanes of width S at register bytes
// [first_byte, first_byte + Bytes)) into `mask`, each active lane's group
// set to `group` (inactive lanes' bits cleared).
template <uint32_t S, uint32_t Bytes = kChunkBytes>
ASCENDC_HOST_HOT_INLINE void PredicateBits(AscendC::Reg::MaskReg& mask, uint32_t first_byte, Pred<S, Bytes> active,
                                           uint8_t group = kGroupBits<S>) {
  // Each lane contributes its group at its bit position inside its mask
  // byte; OR-folding the lanes of each 64-bit word leaves the byte in the
  // word's low 8 bits.
  Vec<UintOf<S>, Bytes> weights = detail::LaneBits<S, Bytes, 0>(std::make_index_sequence<Bytes / S>());
  weights *= static_cast<UintOf<S>>(group);
  Vec<uint64_t, Bytes> x = BitCast<Vec<uint64_t, Bytes>>(BitCast<Vec<UintOf<S>, Bytes>>(active) & weights);
  if constexpr (S <= 4) x |= x >> 32;
  if constexpr (S <= 2) x |= x >> 16;
  if constexpr (S <= 1) x |= x >> 8;
  uint8_t* out = reinterpret_cast<uint8_t*>(mask.words) + first_byte / 8;
  for (uint32_t w = 0; w < Bytes / 8; ++w) out[w] = static_cast<uint8_t>(x[w]);
}

// True when every lane of width S is active: the common case of a loop
// body (all but its last UpdateMask), where the predicate need not be
// expanded.
template <uint32_t S>
ASCENDC_HOST_HOT_INLINE bool AllActive(const AscendC::Reg::MaskReg& mask) {
  constexpr uint64_t kLaneBits = S == 1 ? ~0ull : S == 2 ? 0x5555555555555555ull
                                      : S == 4 ? 0x1111111111111111ull : 0x0101010101010101ull;
  return (mask.words[0] & mask.words[1] & mask.words[2] & mask.words[3] & kLaneBits) == kLaneBits;
}

// yes where the predicate is set, otherwise no (any lane type of width S).
template <typename V, typename P>
ASCENDC_HOST_HOT_INLINE V Blend(const P& active, const V& yes, const V& no) {
  static_assert(sizeof(V) == sizeof(P), "the predicate has the value's lane width");
  return BitCast<V>((BitCast<P>(yes) & active) | (BitCast<P>(no) & ~active));
}

// --- 16-bit floating types <-> float (SPEC 8.2) ------------------------------
//
// Integer bit manipulation, the algorithm of the LocalTensor-level kernels
// (src/kernels/vector_numerics-inl.h), so both levels give the same bits:
//   half / bfloat16 -> float   exact;
//   float -> half / bfloat16   round to nearest even; saturating (CTRL[48]
//                              == 0 for the type): +-inf results become
//                              +-MAX and NaN becomes +0; otherwise inf stays
//                              inf and NaN becomes 0x7E00 / 0x7FC0;
//   float results              NaN becomes 0x7FC00000.
// Bytes is the width of the float side; the 16-bit side is half as wide.

namespace detail {
// The magnitude bits of float lanes.
template <uint32_t Bytes>
ASCENDC_HOST_HOT_INLINE Vec<uint32_t, Bytes> Magnitude(const Vec<float, Bytes>& f) {
  return BitCast<Vec<uint32_t, Bytes>>(f) & 0x7FFFFFFFu;
}
// The rounded magnitude `bits` of `f` as 16-bit lanes with f's sign, under
// the saturation policy: overflow -> MAX (saturating) or inf; NaN -> +0
// (saturating) or the positive quiet NaN.
template <uint32_t Bytes>
ASCENDC_HOST_HOT_INLINE Vec<uint16_t, Bytes / 2> Narrow16(const Vec<float, Bytes>& f, Vec<uint32_t, Bytes> bits,
                                                         const Vec<int32_t, Bytes>& overflow,
                                                         const Vec<int32_t, Bytes>& nan, bool saturating,
                                                         uint32_t max, uint32_t inf, uint32_t quiet_nan) {
  using VU = Vec<uint32_t, Bytes>;
  const VU sign = (BitCast<VU>(f) >> 16) & 0x8000u;
  bits = (overflow ? Splat<VU>(saturating ? max : inf) : bits) | sign;
  bits = nan ? Splat<VU>(saturating ? 0u : quiet_nan) : bits;
  return __builtin_convertvector(bits, Vec<uint16_t, Bytes / 2>);
}
}  // namespace detail

// x86 with F16C (every AVX2 / AVX-512 target): the hardware converts
// half <-> float exactly and rounds to nearest even (immediate 0); the
// saturation and NaN policy is applied in float first, so the results are
// the same bits as the integer algorithm (tests compare both with the
// reference on every half and 10^6 floats). About 4x faster.
#if defined(__F16C__) && (defined(__x86_64__) || defined(__i386__))
#define ASCENDC_HOST_REG_F16C 1
template <uint32_t Bytes>
ASCENDC_HOST_HOT_INLINE Vec<float, Bytes> HalfToFloatF16c(const Vec<uint16_t, Bytes / 2>& h) {
  Vec<float, Bytes> f;
  if constexpr (Bytes == 64) {
#if defined(__AVX512F__)
    // The zero-masked forms: the plain ones pass GCC an undefined vector it warns about.
    f = BitCast<Vec<float, 64>>(_mm512_maskz_cvtph_ps(static_cast<__mmask16>(0xFFFF), BitCast<__m256i>(h)));
#else
    // A 64-byte chunk in a unit without AVX-512 (Clang on x86, kChunkBytes):
    // two 32-byte conversions.
    Vec<uint16_t, 16> lo, hi;
    std::memcpy(&lo, &h, 16);
    std::memcpy(&hi, reinterpret_cast<const uint8_t*>(&h) + 16, 16);
    const Vec<float, 32> flo = HalfToFloatF16c<32>(lo), fhi = HalfToFloatF16c<32>(hi);
    std::memcpy(&f, &flo, 32);
    std::memcpy(reinterpret_cast<uint8_t*>(&f) + 32, &fhi, 32);
    return f;
#endif
  } else if constexpr (Bytes == 32) {
    f = BitCast<Vec<float, 32>>(_mm256_cvtph_ps(BitCast<__m128i>(h)));
  } else {
    __m128i in = _mm_setzero_si128();
    std::memcpy(&in, &h, sizeof(h));
    f = BitCast<Vec<float, 16>>(_mm_cvtph_ps(in));
  }
  // The hardware quiets a signalling NaN; the conversion keeps its bits.
  using VU = Vec<uint32_t, Bytes>;
  using VI = Vec<int32_t, Bytes>;
  const VU u = __builtin_convertvector(h, VU);
  const VU kept = (BitCast<VU>(f) & ~0x00400000u) | ((u & 0x0200u) << 13);
  return BitCast<Vec<float, Bytes>>(BitCast<VI>(u & 0x7FFFu) > 0x7C00 ? kept : BitCast<VU>(f));
}
template <uint32_t Bytes>
ASCENDC_HOST_HOT_INLINE Vec<uint16_t, Bytes / 2> FloatToHalfF16c(const Vec<float, Bytes>& f, bool saturating) {
  using VF = Vec<float, Bytes>;
  using VU = Vec<uint32_t, Bytes>;
  VF prepared;
  if (saturating) {
    // +-inf and the values that round to it -> +-65504; NaN -> +0.
    const VF clamped = f > 65504.0f ? Splat<VF>(65504.0f) : (f < -65504.0f ? Splat<VF>(-65504.0f) : f);
    prepared = f != f ? VF{} : clamped;
  } else {
    prepared = f != f ? BitCast<VF>(Splat<VU>(0x7FC00000u)) : f;  // converts to 0x7E00
  }
  if constexpr (Bytes == 64) {
#if defined(__AVX512F__)
    return BitCast<Vec<uint16_t, 32>>(
        _mm512_maskz_cvtps_ph(static_cast<__mmask16>(0xFFFF), BitCast<__m512>(prepared), _MM_FROUND_TO_NEAREST_INT));
#else
    // A 64-byte chunk in a unit without AVX-512: two 32-byte conversions.
    Vec<float, 32> lo, hi;
    std::memcpy(&lo, &f, 32);
    std::memcpy(&hi, reinterpret_cast<const uint8_t*>(&f) + 32, 32);
    const Vec<uint16_t, 16> hlo = FloatToHalfF16c<32>(lo, saturating), hhi = FloatToHalfF16c<32>(hi, saturating);
    Vec<uint16_t, 32> out;
    std::memcpy(&out, &hlo, 16);
    std::memcpy(reinterpret_cast<uint8_t*>(&out) + 16, &hhi, 16);
    return out;
#endif
  } else if constexpr (Bytes == 32) {
    return BitCast<Vec<uint16_t, 16>>(_mm256_cvtps_ph(BitCast<__m256>(prepared), _MM_FROUND_TO_NEAREST_INT));
  } else {
    const __m128i out = _mm_cvtps_ph(BitCast<__m128>(prepared), _MM_FROUND_TO_NEAREST_INT);
    Vec<uint16_t, 8> h;
    std::memcpy(&h, &out, sizeof(h));
    return h;
  }
}
#endif

template <uint32_t Bytes = kChunkBytes>
ASCENDC_HOST_HOT_INLINE Vec<float, Bytes> HalfToFloat(const Vec<uint16_t, Bytes / 2>& h) {
#if defined(ASCENDC_HOST_REG_F16C)
  if constexpr (Bytes != 64 || kChunkBytes == 64) return HalfToFloatF16c<Bytes>(h);
#endif
  using VU = Vec<uint32_t, Bytes>;
  using VI = Vec<int32_t, Bytes>;
  const VU u = __builtin_convertvector(h, VU);
  const VU sign = (u & 0x8000u) << 16;
  const VI magnitude = BitCast<VI>(u & 0x7FFFu);
  const VU shifted = BitCast<VU>(magnitude) << 13;
  const VU normal = shifted + (112u << 23);   // rebias 15 -> 127
  const VU inf_nan = shifted + (224u << 23);  // exponent 31 -> 255
  // Subnormal and zero: the 10-bit mantissa times 2^-24, exact in float.
  const VU subnormal = BitCast<VU>(__builtin_convertvector(magnitude, Vec<float, Bytes>) * 5.9604644775390625e-8f);
  VU bits = magnitude < 0x0400 ? subnormal : normal;
  bits = magnitude < 0x7C00 ? bits : inf_nan;
  return BitCast<Vec<float, Bytes>>(bits | sign);
}

template <uint32_t Bytes = kChunkBytes>
ASCENDC_HOST_HOT_INLINE Vec<uint16_t, Bytes / 2> FloatToHalf(const Vec<float, Bytes>& f, bool saturating) {
#if defined(ASCENDC_HOST_REG_F16C)
  if constexpr (Bytes != 64 || kChunkBytes == 64) return FloatToHalfF16c<Bytes>(f, saturating);
#endif
  using VU = Vec<uint32_t, Bytes>;
  using VI = Vec<int32_t, Bytes>;
  const VU a = detail::Magnitude<Bytes>(f);
  const VI ai = BitCast<VI>(a);  // below 2^31: signed compares are exact
  // Normal results: rebias and round to nearest even on the 13 dropped bits.
  const VU odd = (a >> 13) & 1u;
  const VU normal = (a - 0x38000000u + 0x0FFFu + odd) >> 13;
  // Subnormal results: adding 0.5f aligns the value to 2^-24 steps and the
  // FPU's round-to-nearest-even rounds (the sum is normal: FTZ/DAZ cannot
  // change it); the mantissa is the half value.
  const VU subnormal = BitCast<VU>(BitCast<Vec<float, Bytes>>(a) + 0.5f) - 0x3F000000u;
  const VU bits = ai < 0x38800000 ? subnormal : normal;
  // 65520 and above round to inf.
  return detail::Narrow16<Bytes>(f, bits, ai > 0x477FEFFF, ai > 0x7F800000, saturating, 0x7BFF, 0x7C00, 0x7E00);
}

template <uint32_t Bytes = kChunkBytes>
ASCENDC_HOST_HOT_INLINE Vec<float, Bytes> Bf16ToFloat(const Vec<uint16_t, Bytes / 2>& b) {
  return BitCast<Vec<float, Bytes>>(__builtin_convertvector(b, Vec<uint32_t, Bytes>) << 16);
}

template <uint32_t Bytes = kChunkBytes>
ASCENDC_HOST_HOT_INLINE Vec<uint16_t, Bytes / 2> FloatToBf16(const Vec<float, Bytes>& f, bool saturating) {
  // Round to nearest even on the 16 dropped bits; overflow carries into inf.
  const Vec<uint32_t, Bytes> a = detail::Magnitude<Bytes>(f);
  const Vec<uint32_t, Bytes> bits = (a + 0x7FFFu + ((a >> 16) & 1u)) >> 16;
  using VI = Vec<int32_t, Bytes>;
  return detail::Narrow16<Bytes>(f, bits, BitCast<VI>(bits) > 0x7F7F, BitCast<VI>(a) > 0x7F800000, saturating, 0x7F7F,
                                 0x7F80, 0x7FC0);
}

// A float result as stored: NaN becomes the positive quiet NaN.
template <uint32_t Bytes = kChunkBytes>
ASCENDC_HOST_HOT_INLINE Vec<float, Bytes> CanonicalNaN(const Vec<float, Bytes>& f) {
  return f != f ? BitCast<Vec<float, Bytes>>(Splat<Vec<uint32_t, Bytes>>(0x7FC00000u)) : f;
}

// IEEE square root of every lane (correctly rounded: SQRTPS / FSQRT).
ASCENDC_HOST_HOT_INLINE Vec<float> Sqrt(const Vec<float>& v) {
#if defined(__clang__) && (defined(__x86_64__) || defined(__i386__)) && !(defined(__AVX512F__) && defined(__AVX512BW__))
  // A 64-byte chunk of a unit without AVX-512: four SQRTPS.
  Vec<float> r;
  for (uint32_t i = 0; i < kChunkBytes; i += 16)
    StoreBytes(reinterpret_cast<uint8_t*>(&r), i, _mm_sqrt_ps(LoadBytes<__m128>(reinterpret_cast<const uint8_t*>(&v), i)));
  return r;
#elif defined(__AVX512F__) && defined(__AVX512BW__)
  // The masked form: _mm512_sqrt_ps passes GCC an undefined vector it warns about.
  const __m512 x = BitCast<__m512>(v);
  return BitCast<Vec<float>>(_mm512_mask_sqrt_ps(x, static_cast<__mmask16>(0xFFFF), x));
#elif defined(__AVX2__)
  return BitCast<Vec<float>>(_mm256_sqrt_ps(BitCast<__m256>(v)));
#elif defined(__SSE2__)
  return BitCast<Vec<float>>(_mm_sqrt_ps(BitCast<__m128>(v)));
#elif defined(__aarch64__)
  return BitCast<Vec<float>>(vsqrtq_f32(BitCast<float32x4_t>(v)));
#else
  Vec<float> r;
  for (uint32_t i = 0; i < kChunkBytes / 4; ++i) r[i] = __builtin_sqrtf(v[i]);
  return r;
#endif
}

// a * b + c rounded once, where the translation unit has a fused
// multiply-add instruction (x86 FMA, every aarch64): kHasFma. Without it
// the callers evaluate the fused result in double (reg/arith.h).
#if (defined(__FMA__) && (defined(__x86_64__) || defined(__i386__))) || defined(__aarch64__)
inline constexpr bool kHasFma = true;
ASCENDC_HOST_HOT_INLINE Vec<float> Fma(const Vec<float>& a, const Vec<float>& b, const Vec<float>& c) {
#if defined(__AVX512F__) && defined(__AVX512BW__)
  return BitCast<Vec<float>>(_mm512_fmadd_ps(BitCast<__m512>(a), BitCast<__m512>(b), BitCast<__m512>(c)));
#else
  // In native steps: a chunk can be wider than the unit's vectors (64 bytes
  // with Clang on x86, see kChunkBytes).
  const auto* pa = reinterpret_cast<const uint8_t*>(&a);
  const auto* pb = reinterpret_cast<const uint8_t*>(&b);
  const auto* pc = reinterpret_cast<const uint8_t*>(&c);
  Vec<float> r;
  auto* pr = reinterpret_cast<uint8_t*>(&r);
#if defined(__aarch64__)
  for (uint32_t i = 0; i < kChunkBytes; i += 16)
    StoreBytes(pr, i, vfmaq_f32(LoadBytes<float32x4_t>(pc, i), LoadBytes<float32x4_t>(pa, i), LoadBytes<float32x4_t>(pb, i)));
#else
  for (uint32_t i = 0; i < kChunkBytes; i += 16)
    StoreBytes(pr, i, _mm_fmadd_ps(LoadBytes<__m128>(pa, i), LoadBytes<__m128>(pb, i), LoadBytes<__m128>(pc, i)));
#endif
  return r;
#endif
}
#else
inline constexpr bool kHasFma = false;
ASCENDC_HOST_HOT_INLINE Vec<float> Fma(const Vec<float>& a, const Vec<float>&, const Vec<float>&) { return a; }
#endif

// --- Floating-point environment -----------------------------------------------
//
// Every floating-point operation runs under round-to-nearest-even without
// flush-to-zero / denormals-are-zero, whatever the calling thread set
// (runtime/fp_environment.h: inside a vector function launched with
// asc_vf_call this costs one per-thread counter read).

// body(out, in...) in the default environment when `floating`, where `out`
// and `in` are the operation's registers (RegTensors, MaskRegs): the
// caller's setting is switched to the default and back only when it
// differs. The switch is out of line and works on copies: a register whose
// address reached an out-of-line call would live in memory for the whole
// vector function (every operation a store and a reload, SPEC 14.13), so
// only copies (of the registers and of `body`) cross it, and the result is
// copied back. `body` reaches the registers through its parameters only
// and captures the rest by value. The memory clobbers keep the body's
// loads and stores (and so its arithmetic) between the switches.
template <typename Body, typename Out, typename... In>
__attribute__((noinline, cold)) void RunOnCopiesInDefaultFpEnvironment(const Body& body, Out* out, In*... in) {
  const runtime::FpControl saved = runtime::ReadFpControl();
  runtime::WriteFpControl(runtime::DefaultFpControl(saved));
  __asm__ __volatile__("" ::: "memory");
  body(*out, *in...);
  __asm__ __volatile__("" ::: "memory");
  runtime::WriteFpControl(saved);
}
template <typename Body, typename Out, typename... In>
ASCENDC_HOST_HOT_INLINE void WithDefaultFpEnvironment(bool floating, const Body& body, Out& out, const In&... in) {
  if (!floating || __builtin_expect(runtime::InDefaultFpEnvironment(), 1)) {
    body(out, in...);
  } else {
    const Body body_copy = body;
    Out out_copy = out;
    std::tuple<In...> in_copies{in...};
    std::apply([&](In&... copies) { RunOnCopiesInDefaultFpEnvironment(body_copy, &out_copy, &copies...); },
               in_copies);
    out = out_copy;
  }
}

}  // namespace reg_lanes
}  // namespace ascendc_host

#pragma GCC diagnostic pop

#endif  // ASCENDC_HOST_ASCENDC_REG_LANES_H_
