// Per-target conversions between the 16-bit floating types and float, with
// the numeric policy of docs/SPEC.md ("Numerics of the compute APIs"):
//   half / bfloat16 -> float   exact;
//   float -> half / bfloat16   round to nearest even; results that are
//                              +-inf become +-MAX and NaN becomes +0 when the
//                              type saturates (CTRL[48] == 0), otherwise inf
//                              stays inf and NaN becomes the positive quiet
//                              NaN 0x7E00 / 0x7FC0;
//   float results              NaN becomes the positive quiet NaN 0x7FC00000.
// NaN results carry no sign or payload: which input NaN an x86 or ARM
// instruction propagates depends on the operand order the compiler chose.
// Integer bit manipulation only (no F16C / vcvtneps2bf16): identical results
// on every target whatever the hardware rounding quirks (../NUMERICS: x86's
// bf16 instruction flushes denormals, Highway's emulations differ).
#if defined(ASCENDC_HOST_KERNELS_VECTOR_NUMERICS_INL_H_) == defined(HWY_TARGET_TOGGLE)
#ifdef ASCENDC_HOST_KERNELS_VECTOR_NUMERICS_INL_H_
#undef ASCENDC_HOST_KERNELS_VECTOR_NUMERICS_INL_H_
#else
#define ASCENDC_HOST_KERNELS_VECTOR_NUMERICS_INL_H_
#endif

#include <hwy/highway.h>

HWY_BEFORE_NAMESPACE();
namespace ascendc_host {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

// Comparisons of u32 lanes whose values are below 2^31 (magnitudes of float
// bits): Highway 1.0.3 compares unsigned lanes only on some targets.
template <class VU>
HWY_INLINE auto LessU31(VU a, VU b) {
  const hn::DFromV<VU> du;
  const hn::RebindToSigned<decltype(du)> di;
  return hn::RebindMask(du, hn::Lt(hn::BitCast(di, a), hn::BitCast(di, b)));
}
template <class VU>
HWY_INLINE auto GreaterU31(VU a, VU b) {
  return LessU31(b, a);
}

// --- half ------------------------------------------------------------------

// u32 lanes holding half bits -> float.
template <class DF, class VU = hn::Vec<hn::RebindToUnsigned<DF>>>
HWY_INLINE hn::Vec<DF> HalfBitsToFloat(DF df, VU h) {
  const hn::RebindToUnsigned<DF> du;
  const VU sign = hn::ShiftLeft<16>(hn::And(h, hn::Set(du, 0x8000u)));
  const VU magnitude = hn::And(h, hn::Set(du, 0x7FFFu));
  const VU shifted = hn::ShiftLeft<13>(magnitude);
  const VU normal = hn::Add(shifted, hn::Set(du, 112u << 23));     // rebias 15 -> 127
  const VU inf_nan = hn::Add(shifted, hn::Set(du, 224u << 23));    // exponent 31 -> 255
  // Subnormal and zero: the 10-bit mantissa times 2^-24, exact in float.
  const VU subnormal = hn::BitCast(
      du, hn::Mul(hn::ConvertTo(df, hn::BitCast(hn::RebindToSigned<DF>(), magnitude)), hn::Set(df, 5.9604644775390625e-8f)));
  VU bits = hn::IfThenElse(LessU31(magnitude, hn::Set(du, 0x0400u)), subnormal, normal);
  bits = hn::IfThenElse(LessU31(magnitude, hn::Set(du, 0x7C00u)), bits, inf_nan);
  return hn::BitCast(df, hn::Or(bits, sign));
}

// float -> u32 lanes holding half bits.
template <class DF>
HWY_INLINE hn::Vec<hn::RebindToUnsigned<DF>> FloatToHalfBits(DF df, hn::Vec<DF> f, bool saturating) {
  const hn::RebindToUnsigned<DF> du;
  using VU = hn::Vec<decltype(du)>;
  const VU u = hn::BitCast(du, f);
  const VU sign = hn::And(hn::ShiftRight<16>(u), hn::Set(du, 0x8000u));
  const VU a = hn::And(u, hn::Set(du, 0x7FFFFFFFu));
  // Normal results: rebias and round to nearest even on the 13 dropped bits.
  const VU odd = hn::And(hn::ShiftRight<13>(a), hn::Set(du, 1u));
  const VU normal = hn::ShiftRight<13>(hn::Add(hn::Sub(a, hn::Set(du, 0x38000000u)), hn::Add(hn::Set(du, 0x0FFFu), odd)));
  // Subnormal results: adding 0.5f aligns the value to 2^-24 steps, the FPU's
  // round-to-nearest-even does the rounding, the mantissa is the half value.
  const VU subnormal = hn::Sub(hn::BitCast(du, hn::Add(hn::BitCast(df, a), hn::Set(df, 0.5f))), hn::Set(du, 0x3F000000u));
  VU bits = hn::IfThenElse(LessU31(a, hn::Set(du, 0x38800000u)), subnormal, normal);
  // 65520 and above round to inf.
  const auto overflow = GreaterU31(a, hn::Set(du, 0x477FEFFFu));
  const auto nan = GreaterU31(a, hn::Set(du, 0x7F800000u));
  if (saturating) {
    bits = hn::IfThenElse(overflow, hn::Set(du, 0x7BFFu), bits);
    bits = hn::Or(bits, sign);
    return hn::IfThenElse(nan, hn::Zero(du), bits);
  }
  bits = hn::Or(hn::IfThenElse(overflow, hn::Set(du, 0x7C00u), bits), sign);
  return hn::IfThenElse(nan, hn::Set(du, 0x7E00u), bits);
}

// x86 targets with F16C (Highway's AVX2 and AVX-512 targets imply it): the
// hardware converts half<->float exactly and rounds float->half to nearest
// even (imm 0 / MXCSR default, which the kernels enforce), about 4x faster
// than the bit manipulation above. The saturation and NaN policy is applied
// in float first; the results are the same bits (tests compare all targets
// with one reference). Highway's emulation on the other targets truncates,
// so they keep FloatToHalfBits.
// (Redefined for each target this header is compiled for.)
#undef ASCENDC_HOST_HAVE_F16C
#if HWY_TARGET == HWY_AVX2 || HWY_TARGET == HWY_AVX3 || HWY_TARGET == HWY_AVX3_DL
#define ASCENDC_HOST_HAVE_F16C 1
#else
#define ASCENDC_HOST_HAVE_F16C 0
#endif

// A float vector the compiler must treat as opaque. Lanes converted from
// half with F16C are an fpext that clang folds into a following comparison
// (x >= 0 becomes a half comparison), which AVX2 and AVX-512F can only do
// lane by lane: 10-20x slower. The empty asm keeps the converted value.
template <class V>
HWY_INLINE V OpaqueLanes(V v) {
#if ASCENDC_HOST_HAVE_F16C && (defined(__GNUC__) || defined(__clang__))
  __asm__("" : "+v"(v.raw));
#endif
  return v;
}

// float lanes ready for an IEEE float->half conversion: saturating mode
// clamps to +-65504 and turns NaN into +0; otherwise NaN becomes the
// positive quiet NaN (converting to 0x7E00).
template <class DF>
HWY_INLINE hn::Vec<DF> PrepareHalfDemotion(DF df, hn::Vec<DF> f, bool saturating) {
  const auto nan = hn::IsNaN(f);
  if (saturating) {
    const auto clamped = hn::Min(hn::Max(f, hn::Set(df, -65504.0f)), hn::Set(df, 65504.0f));
    return hn::IfThenElse(nan, hn::Zero(df), clamped);
  }
  const hn::RebindToUnsigned<DF> du;
  return hn::IfThenElse(nan, hn::BitCast(df, hn::Set(du, 0x7FC00000u)), f);
}

// --- bfloat16 ----------------------------------------------------------------

template <class DF, class VU = hn::Vec<hn::RebindToUnsigned<DF>>>
HWY_INLINE hn::Vec<DF> Bf16BitsToFloat(DF df, VU b) {
  return hn::BitCast(df, hn::ShiftLeft<16>(b));
}

template <class DF>
HWY_INLINE hn::Vec<hn::RebindToUnsigned<DF>> FloatToBf16Bits(DF df, hn::Vec<DF> f, bool saturating) {
  const hn::RebindToUnsigned<DF> du;
  using VU = hn::Vec<decltype(du)>;
  const VU u = hn::BitCast(du, f);
  const VU sign = hn::And(hn::ShiftRight<16>(u), hn::Set(du, 0x8000u));
  const VU a = hn::And(u, hn::Set(du, 0x7FFFFFFFu));
  const VU odd = hn::And(hn::ShiftRight<16>(a), hn::Set(du, 1u));
  // Round to nearest even on the 16 dropped bits; overflow carries into inf.
  VU bits = hn::ShiftRight<16>(hn::Add(a, hn::Add(hn::Set(du, 0x7FFFu), odd)));
  const auto overflow = GreaterU31(bits, hn::Set(du, 0x7F7Fu));
  const auto nan = GreaterU31(a, hn::Set(du, 0x7F800000u));
  if (saturating) {
    bits = hn::IfThenElse(overflow, hn::Set(du, 0x7F7Fu), bits);
    bits = hn::Or(bits, sign);
    return hn::IfThenElse(nan, hn::Zero(du), bits);
  }
  return hn::IfThenElse(nan, hn::Set(du, 0x7FC0u), hn::Or(bits, sign));
}

// --- float -------------------------------------------------------------------

template <class DF>
HWY_INLINE hn::Vec<DF> CanonicalNaN(DF df, hn::Vec<DF> f) {
  const hn::RebindToUnsigned<DF> du;
  return hn::IfThenElse(hn::IsNaN(f), hn::BitCast(df, hn::Set(du, 0x7FC00000u)), f);
}

}  // namespace HWY_NAMESPACE
}  // namespace ascendc_host
HWY_AFTER_NAMESPACE();

#endif  // include guard
