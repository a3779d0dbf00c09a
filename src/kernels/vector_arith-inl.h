// Elementwise arithmetic of the vector compute APIs, per target: how each
// data type is loaded into compute lanes and stored back (Codec), what each
// operation computes on those lanes (the *Op functors), and the contiguous
// kernels the executor (vector_executor-inl.h) runs.
//
// half and bfloat16 compute in float and round once to the storage type:
// for + - * / max min that is the correctly rounded result (float carries
// more than twice their precision). Integers wrap, or saturate when the
// core's CTRL[53] says so.
#if defined(ASCENDC_HOST_KERNELS_VECTOR_ARITH_INL_H_) == defined(HWY_TARGET_TOGGLE)
#ifdef ASCENDC_HOST_KERNELS_VECTOR_ARITH_INL_H_
#undef ASCENDC_HOST_KERNELS_VECTOR_ARITH_INL_H_
#else
#define ASCENDC_HOST_KERNELS_VECTOR_ARITH_INL_H_
#endif

#include <cstring>
#include <limits>
#include <type_traits>

#include <hwy/highway.h>

#include "ascendc_host/ops.h"
#include "ascendc_host/target.h"
#include "kernels/half_native.h"
#include "kernels/vector_executor-inl.h"
#include "kernels/vector_numerics-inl.h"

HWY_BEFORE_NAMESPACE();
namespace ascendc_host {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

// --- Storage <-> compute lanes ---------------------------------------------

template <DType kType>
struct Codec;

// Types computed in their own lanes.
template <typename T>
struct NativeCodec {
  using Storage = T;
  using Compute = T;
  static constexpr bool kFloat = std::is_floating_point_v<T>;
  static constexpr bool kHalf = false;
  template <class D>
  static HWY_INLINE hn::Vec<D> Load(D d, const uint8_t* p) {
    return hn::LoadU(d, reinterpret_cast<const T*>(p));
  }
  template <class D>
  static HWY_INLINE void Store(D d, hn::Vec<D> v, uint8_t* p, const NumericMode&) {
    if constexpr (kFloat) v = CanonicalNaN(d, v);
    hn::StoreU(v, d, reinterpret_cast<T*>(p));
  }
};
template <> struct Codec<DType::kU8> : NativeCodec<uint8_t> {};
template <> struct Codec<DType::kI8> : NativeCodec<int8_t> {};
template <> struct Codec<DType::kU16> : NativeCodec<uint16_t> {};
template <> struct Codec<DType::kI16> : NativeCodec<int16_t> {};
template <> struct Codec<DType::kU32> : NativeCodec<uint32_t> {};
template <> struct Codec<DType::kI32> : NativeCodec<int32_t> {};
template <> struct Codec<DType::kF32> : NativeCodec<float> {};
template <> struct Codec<DType::kU64> : NativeCodec<uint64_t> {};
template <> struct Codec<DType::kI64> : NativeCodec<int64_t> {};

// 16-bit floating types computed in float lanes.
template <bool kIsHalf>
struct Float16Codec {
  using Storage = uint16_t;
  using Compute = float;
  static constexpr bool kFloat = true;
  static constexpr bool kHalf = kIsHalf;
  template <class D>
  static HWY_INLINE hn::Vec<D> Load(D df, const uint8_t* p) {
#if ASCENDC_HOST_HAVE_F16C
    if constexpr (kHalf) {
      const hn::Rebind<hwy::float16_t, D> dh;
      return hn::PromoteTo(df, hn::LoadU(dh, reinterpret_cast<const hwy::float16_t*>(p)));
    }
#endif
    const hn::Rebind<uint16_t, D> d16;
    const hn::RebindToUnsigned<D> du;
    const auto bits = hn::PromoteTo(du, hn::LoadU(d16, reinterpret_cast<const uint16_t*>(p)));
    if constexpr (kHalf) return HalfBitsToFloat(df, bits);
    else return Bf16BitsToFloat(df, bits);
  }
  template <class D>
  static HWY_INLINE void Store(D df, hn::Vec<D> v, uint8_t* p, const NumericMode& mode) {
#if ASCENDC_HOST_HAVE_F16C
    if constexpr (kHalf) {
      const hn::Rebind<hwy::float16_t, D> dh;
      hn::StoreU(hn::DemoteTo(dh, PrepareHalfDemotion(df, v, mode.half_saturating)), dh,
                 reinterpret_cast<hwy::float16_t*>(p));
      return;
    }
#endif
    const hn::Rebind<uint16_t, D> d16;
    const hn::RebindToSigned<D> di;
    const auto bits = kHalf ? FloatToHalfBits(df, v, mode.half_saturating) : FloatToBf16Bits(df, v, mode.bf16_saturating);
    hn::StoreU(hn::DemoteTo(d16, hn::BitCast(di, bits)), d16, reinterpret_cast<uint16_t*>(p));
  }
};
template <> struct Codec<DType::kF16> : Float16Codec<true> {};
template <> struct Codec<DType::kBF16> : Float16Codec<false> {};

// --- Contiguous stores with the half saturation after the loop ---------------
//
// Saturating half stores (the default mode) clamp every vector in float
// before converting: three float operations per vector, a third of a half
// Add's time. With F16C the contiguous kernels instead convert plainly, keep
// the running maximum of the stored magnitudes, and only when some lane came
// out inf or NaN (rare) saturate those lanes of the stored run in place
// afterwards: inf -> +-65504, NaN -> +0, the bits the clamp gives (a float
// that rounds to a half inf is one the clamp maps to 65504). Exact because
// every stored lane is final and, by the executor's contract, dst equals a
// source or is disjoint from it: no later vector reads a stored lane.

// Saturates the inf and NaN halves among the n stored at p.
inline void SaturateStoredHalves(uint8_t* p, size_t n) {
  const hn::ScalableTag<int16_t> d;
  const size_t N = hn::Lanes(d);
  int16_t* h = reinterpret_cast<int16_t*>(p);
  const auto magnitude = hn::Set(d, 0x7FFF), inf = hn::Set(d, 0x7C00), max_finite = hn::Set(d, 0x7BFF);
  size_t i = 0;
  for (; i + N <= n; i += N) {
    const auto v = hn::LoadU(d, h + i);
    const auto m = hn::And(v, magnitude);
    const auto saturated = hn::IfThenElse(hn::Eq(m, inf), hn::Or(hn::AndNot(magnitude, v), max_finite), v);
    hn::StoreU(hn::IfThenZeroElse(hn::Gt(m, inf), saturated), d, h + i);
  }
  for (; i < n; ++i) {
    const uint16_t v = static_cast<uint16_t>(h[i]), m = v & 0x7FFF;
    if (m == 0x7C00) h[i] = static_cast<int16_t>((v & 0x8000) | 0x7BFF);
    else if (m > 0x7C00) h[i] = 0;
  }
}

// Stores result(i), the lanes of elements [i, i + Lanes(d)), at
// dst + i * sizeof(C::Storage) for every whole vector in [0, n); returns how
// many elements that covered (the caller does the partial rest).
template <class C, class D, class Result>
HWY_INLINE size_t StoreWholeVectors(D d, uint8_t* dst, size_t n, const NumericMode& mode, const Result& result) {
  constexpr size_t kS = sizeof(typename C::Storage);
  const size_t N = hn::Lanes(d);
  size_t i = 0;
#if ASCENDC_HOST_HAVE_F16C
  if constexpr (C::kHalf) {
    if (mode.half_saturating) {
      const hn::Rebind<hwy::float16_t, D> dh;
      const hn::Rebind<int16_t, D> dm;
      auto largest = hn::Zero(dm);
      for (; i + N <= n; i += N) {
        // Opaque both sides of the conversion: otherwise clang converts twice
        // (once to memory, once for the maximum) and folds a Max/Min of
        // converted halves into lane-by-lane half code.
        const auto h = OpaqueLanes(hn::DemoteTo(dh, OpaqueLanes(result(i))));
        hn::StoreU(h, dh, reinterpret_cast<hwy::float16_t*>(dst + i * kS));
        largest = hn::Max(largest, hn::And(hn::BitCast(dm, h), hn::Set(dm, 0x7FFF)));
      }
      if (!hn::AllFalse(dm, hn::Gt(largest, hn::Set(dm, 0x7BFF)))) SaturateStoredHalves(dst, i);
      return i;
    }
  }
#endif
  for (; i + N <= n; i += N) C::Store(d, result(i), dst + i * kS, mode);
  return i;
}

// --- Lane helpers ------------------------------------------------------------

// Applies a scalar function lane by lane (integer division, 64-bit and
// saturating products: no portable SIMD instruction in Highway 1.0.3).
template <class D, class F>
HWY_INLINE hn::Vec<D> PerLane(D d, hn::Vec<D> a, hn::Vec<D> b, const F& f) {
  using T = hn::TFromD<D>;
  constexpr size_t kMax = HWY_MAX_BYTES / sizeof(T);
  alignas(HWY_MAX_BYTES) T x[kMax], y[kMax];
  hn::StoreU(a, d, x);
  hn::StoreU(b, d, y);
  for (size_t i = 0; i < hn::Lanes(d); ++i) x[i] = f(x[i], y[i]);
  return hn::LoadU(d, x);
}

// Saturating integer arithmetic on one lane (CTRL[53] == 1).
template <typename T>
HWY_INLINE T SaturateOverflow(bool overflow, T wrapped, bool toward_max) {
  if (!overflow) return wrapped;
  return toward_max ? std::numeric_limits<T>::max() : std::numeric_limits<T>::min();
}
template <typename T>
HWY_INLINE T SaturatedAddLane(T x, T y) {
  T r;
  const bool o = __builtin_add_overflow(x, y, &r);
  return SaturateOverflow(o, r, std::is_signed_v<T> ? y > 0 : true);
}
template <typename T>
HWY_INLINE T SaturatedSubLane(T x, T y) {
  T r;
  const bool o = __builtin_sub_overflow(x, y, &r);
  return SaturateOverflow(o, r, std::is_signed_v<T> ? y < 0 : false);
}
template <typename T>
HWY_INLINE T SaturatedMulLane(T x, T y) {
  T r;
  const bool o = __builtin_mul_overflow(x, y, &r);
  return SaturateOverflow(o, r, std::is_signed_v<T> ? ((x < 0) == (y < 0)) : true);
}

// NaN if either input is NaN (Highway's Max/Min follow the x86 instruction,
// which returns the second operand), and +0 > -0.
template <bool kMax, class D>
HWY_INLINE hn::Vec<D> FloatMaxMin(D d, hn::Vec<D> a, hn::Vec<D> b) {
  // Opaque: clang otherwise folds the half -> float conversions into the
  // compares below and scalarises them (half Max ran at 1.4 GB/s).
  a = OpaqueLanes(a);
  b = OpaqueLanes(b);
  const hn::RebindToUnsigned<D> du;
  auto r = kMax ? hn::Max(a, b) : hn::Min(a, b);
  const auto ua = hn::BitCast(du, a), ub = hn::BitCast(du, b);
  const auto signed_zeros = hn::BitCast(d, kMax ? hn::And(ua, ub) : hn::Or(ua, ub));
  r = hn::IfThenElse(hn::Eq(a, b), signed_zeros, r);
  // IsNaN, not Ne(a, a): Highway 1.0.3's AVX2/AVX-512 Ne on floats is the
  // ordered compare, false for NaN (SSE4's is unordered).
  const auto nan = hn::Or(hn::IsNaN(a), hn::IsNaN(b));
  return hn::IfThenElse(nan, hn::Add(a, b), r);
}

// --- Operations ---------------------------------------------------------------
// Each: template <bool kSaturate, class D> static V Apply(D, V a, V b).
// kSaturate is only ever true for integer lanes.

struct AddOp {
  template <bool kSaturate, class D>
  static HWY_INLINE hn::Vec<D> Apply(D d, hn::Vec<D> a, hn::Vec<D> b) {
    using T = hn::TFromD<D>;
    if constexpr (kSaturate && sizeof(T) <= 2) {
      return hn::SaturatedAdd(a, b);
    } else if constexpr (kSaturate) {
      return PerLane(d, a, b, [](T x, T y) { return SaturatedAddLane(x, y); });
    } else if constexpr (std::is_integral_v<T>) {
      // Wrapping: unsigned lanes, so signed overflow is defined.
      const hn::RebindToUnsigned<D> du;
      return hn::BitCast(d, hn::Add(hn::BitCast(du, a), hn::BitCast(du, b)));
    } else {
      return hn::Add(a, b);
    }
  }
};

struct SubOp {
  template <bool kSaturate, class D>
  static HWY_INLINE hn::Vec<D> Apply(D d, hn::Vec<D> a, hn::Vec<D> b) {
    using T = hn::TFromD<D>;
    if constexpr (kSaturate && sizeof(T) <= 2) {
      return hn::SaturatedSub(a, b);
    } else if constexpr (kSaturate) {
      return PerLane(d, a, b, [](T x, T y) { return SaturatedSubLane(x, y); });
    } else if constexpr (std::is_integral_v<T>) {
      const hn::RebindToUnsigned<D> du;
      return hn::BitCast(d, hn::Sub(hn::BitCast(du, a), hn::BitCast(du, b)));
    } else {
      return hn::Sub(a, b);
    }
  }
};

struct MulOp {
  template <bool kSaturate, class D>
  static HWY_INLINE hn::Vec<D> Apply(D d, hn::Vec<D> a, hn::Vec<D> b) {
    using T = hn::TFromD<D>;
    if constexpr (kSaturate) {
      return PerLane(d, a, b, [](T x, T y) { return SaturatedMulLane(x, y); });
    } else if constexpr (std::is_integral_v<T> && (sizeof(T) == 8 || sizeof(T) == 1)) {
      // Wrapping product in unsigned arithmetic (no 8- or 64-bit SIMD multiply in Highway 1.0.3).
      using U = std::make_unsigned_t<T>;
      return PerLane(d, a, b, [](T x, T y) {
        return static_cast<T>(static_cast<U>(static_cast<U>(x) * static_cast<U>(y)));
      });
    } else if constexpr (std::is_integral_v<T>) {
      const hn::RebindToUnsigned<D> du;
      return hn::BitCast(d, hn::Mul(hn::BitCast(du, a), hn::BitCast(du, b)));
    } else {
      return hn::Mul(a, b);
    }
  }
};

// Integer division truncates; x / 0 gives all bits set and MIN / -1 gives
// MIN (docs/SPEC.md: the pages do not say; the RISC-V convention).
struct DivOp {
  template <bool kSaturate, class D>
  static HWY_INLINE hn::Vec<D> Apply(D d, hn::Vec<D> a, hn::Vec<D> b) {
    using T = hn::TFromD<D>;
    if constexpr (std::is_integral_v<T>) {
      return PerLane(d, a, b, [](T x, T y) -> T {
        if (y == 0) return static_cast<T>(~T{0});
        if (std::is_signed_v<T> && x == std::numeric_limits<T>::min() && y == static_cast<T>(-1)) return x;
        return static_cast<T>(x / y);
      });
    } else {
      return hn::Div(a, b);
    }
  }
};

struct MaxOp {
  template <bool kSaturate, class D>
  static HWY_INLINE hn::Vec<D> Apply(D d, hn::Vec<D> a, hn::Vec<D> b) {
    if constexpr (std::is_floating_point_v<hn::TFromD<D>>) return FloatMaxMin<true>(d, a, b);
    else return hn::Max(a, b);
  }
};

struct MinOp {
  template <bool kSaturate, class D>
  static HWY_INLINE hn::Vec<D> Apply(D d, hn::Vec<D> a, hn::Vec<D> b) {
    if constexpr (std::is_floating_point_v<hn::TFromD<D>>) return FloatMaxMin<false>(d, a, b);
    else return hn::Min(a, b);
  }
};

// LeakyRelu: x for x >= 0 (-0 included), else slope * x (NaN stays NaN).
struct LeakyReluOp {
  template <bool kSaturate, class D>
  static HWY_INLINE hn::Vec<D> Apply(D d, hn::Vec<D> a, hn::Vec<D> slope) {
    a = OpaqueLanes(a);
    return hn::IfThenElse(hn::Ge(a, hn::Zero(d)), a, hn::Mul(a, slope));
  }
};

// Float results flushed to signed zero when subnormal in the storage type
// (Div's FTZ precision modes).
template <DType kType, class D>
HWY_INLINE hn::Vec<D> FlushSubnormal(D d, hn::Vec<D> v) {
  const float min_normal = kType == DType::kF16 ? 6.103515625e-05f : 1.17549435e-38f;
  const hn::RebindToUnsigned<D> du;
  const auto sign = hn::And(hn::BitCast(du, v), hn::Set(du, 0x80000000u));
  const auto tiny = hn::Lt(hn::Abs(v), hn::Set(d, min_normal));
  return hn::IfThenElse(tiny, hn::BitCast(d, sign), v);
}

// --- Contiguous kernels ---------------------------------------------------------

// Max and Min of half lanes on their bits, with no conversion: the bits
// mapped to a signed key (negative magnitudes flipped) order every non-NaN
// half with -0 < +0, which is FloatMaxMin's order; a NaN operand gives NaN,
// which the store policy then turns into +0 (saturating) or 0x7E00; a
// saturating store turns +-inf into +-65504. Half the work of the float
// path and no conversions, on every target.
template <bool kMax, bool kScalarB>
HWY_INLINE void HalfMaxMinLoop(uint8_t* dst, const uint8_t* a, const uint8_t* b, size_t n, bool saturating) {
  const hn::ScalableTag<int16_t> d;
  const size_t N = hn::Lanes(d);
  const auto magnitude = hn::Set(d, 0x7FFF), inf = hn::Set(d, 0x7C00);
  const auto max_finite = hn::Set(d, 0x7BFF), quiet_nan = hn::Set(d, 0x7E00);
  const int16_t* pa = reinterpret_cast<const int16_t*>(a);
  const int16_t* pb = reinterpret_cast<const int16_t*>(b);
  int16_t* out = reinterpret_cast<int16_t*>(dst);
  const auto broadcast = kScalarB ? hn::Set(d, pb[0]) : hn::Zero(d);
  auto key = [&](hn::Vec<decltype(d)> v) { return hn::Xor(v, hn::And(hn::ShiftRight<15>(v), magnitude)); };
  auto is_nan = [&](hn::Vec<decltype(d)> v) { return hn::Gt(hn::And(v, magnitude), inf); };
  auto result = [&](hn::Vec<decltype(d)> va, hn::Vec<decltype(d)> vb) {
    const auto pick_a = kMax ? hn::Gt(key(va), key(vb)) : hn::Lt(key(va), key(vb));
    const auto r = hn::IfThenElse(pick_a, va, vb);
    const auto nan = hn::Or(is_nan(va), is_nan(vb));
    if (!saturating) return hn::IfThenElse(nan, quiet_nan, r);
    const auto saturated = hn::IfThenElse(hn::Eq(hn::And(r, magnitude), inf), hn::Or(hn::AndNot(magnitude, r), max_finite), r);
    return hn::IfThenZeroElse(nan, saturated);
  };
  size_t i = 0;
  for (; i + N <= n; i += N) hn::StoreU(result(hn::LoadU(d, pa + i), kScalarB ? broadcast : hn::LoadU(d, pb + i)), d, out + i);
  if (i < n) {
    // The partial last vector through stack copies: nothing past n is touched.
    alignas(HWY_MAX_BYTES) int16_t ta[HWY_MAX_BYTES / 2] = {}, tb[HWY_MAX_BYTES / 2] = {}, to[HWY_MAX_BYTES / 2];
    std::memcpy(ta, pa + i, (n - i) * 2);
    if (!kScalarB) std::memcpy(tb, pb + i, (n - i) * 2);
    hn::StoreU(result(hn::LoadU(d, ta), kScalarB ? broadcast : hn::LoadU(d, tb)), d, to);
    std::memcpy(out + i, to, (n - i) * 2);
  }
}

// Whether AVX3_SPR's native half kernels (kernels/half_native.h) serve this
// call: the AVX3 targets' code calls them while the active target is AVX3_SPR.
HWY_INLINE bool UseNativeHalf() {
#if HWY_TARGET == HWY_AVX3 || HWY_TARGET == HWY_AVX3_DL
  return target::NativeHalfActive();
#else
  return false;
#endif
}

// The AVX512-FP16 operation of Op, where there is one (kernels/half_native.h).
template <class Op>
constexpr int kNativeHalfArith =
    std::is_same_v<Op, AddOp>         ? static_cast<int>(kernels::half_native::Arith::kAdd)
    : std::is_same_v<Op, SubOp>       ? static_cast<int>(kernels::half_native::Arith::kSub)
    : std::is_same_v<Op, MulOp>       ? static_cast<int>(kernels::half_native::Arith::kMul)
    : std::is_same_v<Op, LeakyReluOp> ? static_cast<int>(kernels::half_native::Arith::kLeakyRelu)
                                      : -1;

// n elements: dst[i] = Op(a[i], b[i]); b_step 0 broadcasts b[0] (scalar forms).
// kSwap computes Op(b, a) (scalar on the left).
template <DType kType, class Op, bool kSaturate, bool kFlush, bool kSwap>
HWY_NOINLINE void RunBinary(uint8_t* dst, const uint8_t* a, const uint8_t* b, bool b_scalar,
                            size_t n, const NumericMode& mode) {
  if constexpr (kType == DType::kF16 && !kFlush && kNativeHalfArith<Op> >= 0 &&
                !(kSwap && std::is_same_v<Op, LeakyReluOp>)) {
    if (UseNativeHalf()) {
      kernels::half_native::Binary(static_cast<kernels::half_native::Arith>(kNativeHalfArith<Op>),
                                   reinterpret_cast<uint16_t*>(dst), reinterpret_cast<const uint16_t*>(a),
                                   reinterpret_cast<const uint16_t*>(b), b_scalar, kSwap, n, mode.half_saturating);
      return;
    }
  }
  if constexpr (kType == DType::kF16 && (std::is_same_v<Op, MaxOp> || std::is_same_v<Op, MinOp>)) {
    // Operand order does not matter: equal keys are equal bits.
    constexpr bool kMax = std::is_same_v<Op, MaxOp>;
    if (b_scalar) HalfMaxMinLoop<kMax, true>(dst, a, b, n, mode.half_saturating);
    else HalfMaxMinLoop<kMax, false>(dst, a, b, n, mode.half_saturating);
    return;
  }
  using C = Codec<kType>;
  constexpr size_t kS = sizeof(typename C::Storage);
  const hn::ScalableTag<typename C::Compute> d;
  const size_t N = hn::Lanes(d);
  using V = hn::Vec<decltype(d)>;
  V vb_scalar = hn::Zero(d);
  if (b_scalar) {
    alignas(HWY_MAX_BYTES) uint8_t scalar_lanes[HWY_MAX_BYTES];
    for (size_t i = 0; i < N; ++i) std::memcpy(scalar_lanes + i * kS, b, kS);
    vb_scalar = C::Load(d, scalar_lanes);
  }
  // A local copy: `mode` seen through a reference is reloaded after every
  // store (the byte stores may alias it), a branch per vector.
  const NumericMode local_mode = mode;
  // Separate loops for a broadcast and a loaded right operand: with the
  // choice inside the loop clang assembled the loaded half lanes one by one.
  auto run = [&](auto scalar_b) {
    constexpr bool kScalarB = decltype(scalar_b)::value;
    auto result = [&](const uint8_t* pa, const uint8_t* pb) {
      const V va = C::Load(d, pa);
      const V vb = kScalarB ? vb_scalar : C::Load(d, pb);
      V r = kSwap ? Op::template Apply<kSaturate>(d, vb, va) : Op::template Apply<kSaturate>(d, va, vb);
      if constexpr (kFlush) r = FlushSubnormal<kType>(d, r);
      return r;
    };
    const size_t i = StoreWholeVectors<C>(d, dst, n, local_mode,
                                          [&](size_t k) { return result(a + k * kS, kScalarB ? b : b + k * kS); });
    if (i < n) {
      // The partial last vector through stack copies: nothing past n is touched.
      alignas(HWY_MAX_BYTES) uint8_t ta[HWY_MAX_BYTES] = {}, tb[HWY_MAX_BYTES] = {}, to[HWY_MAX_BYTES];
      const size_t bytes = (n - i) * kS;
      std::memcpy(ta, a + i * kS, bytes);
      if (!kScalarB) std::memcpy(tb, b + i * kS, bytes);
      C::Store(d, result(ta, tb), to, local_mode);
      std::memcpy(dst + i * kS, to, bytes);
    }
  };
  if (b_scalar) run(std::true_type{});
  else run(std::false_type{});
}

// The executor's Kernel for a two-operand operation (both from memory) or a
// tensor-and-scalar one (kSources 1).
template <DType kType, class Op, bool kSaturate, bool kFlush, bool kSwap, int kSourceCount>
struct ArithKernel {
  static constexpr int kSources = kSourceCount;
  static constexpr uint32_t kDstBytes = SizeOf(kType);
  static constexpr uint32_t kSrcBytes = SizeOf(kType);
  NumericMode mode;
  const uint8_t* scalar = nullptr;  // kSources < 2: the right operand
  void operator()(uint8_t* dst, const uint8_t* const* src, size_t n) const {
    if constexpr (kSourceCount == 2) RunBinary<kType, Op, kSaturate, kFlush, kSwap>(dst, src[0], src[1], false, n, mode);
    else if constexpr (kSourceCount == 1) RunBinary<kType, Op, kSaturate, kFlush, kSwap>(dst, src[0], scalar, true, n, mode);
    else RunBinary<kType, Op, kSaturate, kFlush, kSwap>(dst, scalar, scalar, true, n, mode);
  }
};

// Runs Op over the call for one data type, choosing the integer saturation
// variant from the numeric mode.
template <DType kType, class Op, bool kFlush = false, bool kSwap = false, int kSourceCount = 2>
void ExecuteArith(const kernels::VecShape& shape, const kernels::VecOperand& dst, const kernels::VecOperand* src,
                  const NumericMode& mode, const uint8_t* scalar = nullptr) {
  if constexpr (!IsFloat(kType)) {
    if (mode.int_saturating) {
      ExecuteVector(ArithKernel<kType, Op, true, kFlush, kSwap, kSourceCount>{mode, scalar}, shape, dst, src);
      return;
    }
  }
  ExecuteVector(ArithKernel<kType, Op, false, kFlush, kSwap, kSourceCount>{mode, scalar}, shape, dst, src);
}

// Calls fn(std::integral_constant<DType, t>{}) for the runtime type t, so a
// generic lambda gets the type as a constant expression.
template <class Fn>
HWY_INLINE void WithDType(DType t, const Fn& fn) {
  switch (t) {
    case DType::kU8: return fn(std::integral_constant<DType, DType::kU8>{});
    case DType::kI8: return fn(std::integral_constant<DType, DType::kI8>{});
    case DType::kU16: return fn(std::integral_constant<DType, DType::kU16>{});
    case DType::kI16: return fn(std::integral_constant<DType, DType::kI16>{});
    case DType::kF16: return fn(std::integral_constant<DType, DType::kF16>{});
    case DType::kBF16: return fn(std::integral_constant<DType, DType::kBF16>{});
    case DType::kU32: return fn(std::integral_constant<DType, DType::kU32>{});
    case DType::kI32: return fn(std::integral_constant<DType, DType::kI32>{});
    case DType::kF32: return fn(std::integral_constant<DType, DType::kF32>{});
    case DType::kU64: return fn(std::integral_constant<DType, DType::kU64>{});
    case DType::kI64: return fn(std::integral_constant<DType, DType::kI64>{});
  }
}

}  // namespace HWY_NAMESPACE
}  // namespace ascendc_host
HWY_AFTER_NAMESPACE();

#endif  // include guard
