// Per-target elementary functions in float lanes for Exp, Ln and Rsqrt (and
// ExpSub), and the subnormal flushing of the 950 precision modes
// (docs/SPEC.md 8.4).
//
// The pages give no algorithm (only "at most 1 ulp" on Ascend 950), so the
// results are within a measured bound of the correctly rounded value: 1 ulp
// (tools/ulp_bounds.cc measures it, tests/kernels/vector_unary_test.cc
// enforces it). Every function uses only IEEE additions, multiplications,
// divisions, square roots, exact integer steps and round-to-nearest-even,
// never a fused multiply-add, so every target (with or without FMA, any
// vector length) computes the same bits.
#if defined(ASCENDC_HOST_KERNELS_VECTOR_MATH_INL_H_) == defined(HWY_TARGET_TOGGLE)
#ifdef ASCENDC_HOST_KERNELS_VECTOR_MATH_INL_H_
#undef ASCENDC_HOST_KERNELS_VECTOR_MATH_INL_H_
#else
#define ASCENDC_HOST_KERNELS_VECTOR_MATH_INL_H_
#endif

#include <cmath>

#include <hwy/highway.h>

HWY_BEFORE_NAMESPACE();
namespace ascendc_host {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

// e^x. Range reduction x = n ln2 + r with |r| <= ln2/2 (Cody-Waite: n * C1
// is exact, C1 has 9 significant bits), e^r = 1 + (r + r^2 P(r)) with P of
// degree 5 (the final 1 + t rounds once, which keeps the error under 1 ulp),
// then two exact power-of-two scalings so that a subnormal result is rounded
// once, by the last one. x is clamped to [-104, 88.8] first: beyond it the
// scalings overflow to inf or round to 0 by themselves.
template <class DF>
HWY_INLINE hn::Vec<DF> ExpFloat(DF df, hn::Vec<DF> x) {
  using VF = hn::Vec<DF>;
  const hn::RebindToSigned<DF> di;
  const VF clamped = hn::Min(hn::Max(x, hn::Set(df, -104.0f)), hn::Set(df, 88.8f));
  const VF n = hn::Round(hn::Mul(clamped, hn::Set(df, 1.44269504088896341f)));
  VF r = hn::Sub(clamped, hn::Mul(n, hn::Set(df, 0.693359375f)));
  r = hn::Sub(r, hn::Mul(n, hn::Set(df, -2.12194440e-4f)));
  VF p = hn::Set(df, 1.9875691500e-4f);
  p = hn::Add(hn::Mul(p, r), hn::Set(df, 1.3981999507e-3f));
  p = hn::Add(hn::Mul(p, r), hn::Set(df, 8.3334519073e-3f));
  p = hn::Add(hn::Mul(p, r), hn::Set(df, 4.1665795894e-2f));
  p = hn::Add(hn::Mul(p, r), hn::Set(df, 1.6666665459e-1f));
  p = hn::Add(hn::Mul(p, r), hn::Set(df, 5.0000001201e-1f));
  const VF t = hn::Add(r, hn::Mul(hn::Mul(r, r), p));
  VF y = hn::Add(hn::Set(df, 1.0f), t);
  // n in [-150, 128]: halves in [-75, 64], each a normal power of two.
  const auto ni = hn::ConvertTo(di, n);
  const auto n1 = hn::ShiftRight<1>(ni);
  const auto n2 = hn::Sub(ni, n1);
  const auto bias = hn::Set(di, 127);
  y = hn::Mul(y, hn::BitCast(df, hn::ShiftLeft<23>(hn::Add(n1, bias))));
  y = hn::Mul(y, hn::BitCast(df, hn::ShiftLeft<23>(hn::Add(n2, bias))));
  return hn::IfThenElse(hn::IsNaN(x), x, y);
}

// ln x, fdlibm's __ieee754_logf in lanes: x = 2^k (1 + f) with 1 + f in
// [sqrt(2)/2, sqrt(2)), s = f / (2 + f), ln(1 + f) = f - s (f - R) or the
// f^2/2 variant, R a polynomial in s^2 (both variants computed, the one
// fdlibm picks selected). Subnormal inputs are scaled by 2^25 first.
template <class DF>
HWY_INLINE hn::Vec<DF> LnFloat(DF df, hn::Vec<DF> x) {
  using VF = hn::Vec<DF>;
  const hn::RebindToSigned<DF> di;
  using VI = hn::Vec<decltype(di)>;
  const auto subnormal = hn::Lt(hn::Abs(x), hn::Set(df, 1.17549435e-38f));
  const VF scaled = hn::IfThenElse(subnormal, hn::Mul(x, hn::Set(df, 33554432.0f)), x);
  VI ix = hn::BitCast(di, scaled);
  VI k = hn::Sub(hn::ShiftRight<23>(ix), hn::Set(di, 127));
  k = hn::IfThenElse(hn::RebindMask(di, subnormal), hn::Sub(k, hn::Set(di, 25)), k);
  ix = hn::And(ix, hn::Set(di, 0x007FFFFF));
  const VI i = hn::And(hn::Add(ix, hn::Set(di, 0x95F64 << 3)), hn::Set(di, 0x800000));
  const VF m = hn::BitCast(df, hn::Or(ix, hn::Xor(i, hn::Set(di, 0x3F800000))));
  k = hn::Add(k, hn::ShiftRight<23>(i));
  const VF f = hn::Sub(m, hn::Set(df, 1.0f));
  const VF s = hn::Div(f, hn::Add(hn::Set(df, 2.0f), f));
  const VF dk = hn::ConvertTo(df, k);
  const VF z = hn::Mul(s, s);
  const VF w = hn::Mul(z, z);
  VF t1 = hn::Add(hn::Set(df, 2.2222198546e-01f), hn::Mul(w, hn::Set(df, 1.5313838422e-01f)));
  t1 = hn::Mul(w, hn::Add(hn::Set(df, 4.0000000596e-01f), hn::Mul(w, t1)));
  VF t2 = hn::Add(hn::Set(df, 1.8183572590e-01f), hn::Mul(w, hn::Set(df, 1.4798198640e-01f)));
  t2 = hn::Add(hn::Set(df, 2.8571429849e-01f), hn::Mul(w, t2));
  t2 = hn::Mul(z, hn::Add(hn::Set(df, 6.6666668653e-01f), hn::Mul(w, t2)));
  const VF R = hn::Add(t2, t1);
  const VF ln2_hi = hn::Set(df, 6.9313812256e-01f), ln2_lo = hn::Set(df, 9.0580006145e-06f);
  const VF hfsq = hn::Mul(hn::Mul(hn::Set(df, 0.5f), f), f);
  const VF with_hfsq = hn::Sub(
      hn::Mul(dk, ln2_hi),
      hn::Sub(hn::Sub(hfsq, hn::Add(hn::Mul(s, hn::Add(hfsq, R)), hn::Mul(dk, ln2_lo))), f));
  const VF without = hn::Sub(hn::Mul(dk, ln2_hi), hn::Sub(hn::Sub(hn::Mul(s, hn::Sub(f, R)), hn::Mul(dk, ln2_lo)), f));
  // fdlibm's selector: (ix - 0x30d3d0) | (0x35c288 - ix) > 0.
  const VI sel = hn::Or(hn::Sub(ix, hn::Set(di, 0x6147A << 3)), hn::Sub(hn::Set(di, 0x6B851 << 3), ix));
  VF y = hn::IfThenElse(hn::RebindMask(df, hn::Gt(sel, hn::Zero(di))), with_hfsq, without);
  // Special inputs: ln 0 = -inf, ln of a negative = NaN, ln inf = inf, NaN stays.
  const hn::RebindToUnsigned<DF> du;
  y = hn::IfThenElse(hn::Eq(x, hn::Zero(df)), hn::Set(df, -HUGE_VALF), y);
  y = hn::IfThenElse(hn::Lt(x, hn::Zero(df)), hn::BitCast(df, hn::Set(du, 0x7FC00000u)), y);
  y = hn::IfThenElse(hn::Eq(x, hn::Set(df, HUGE_VALF)), x, y);
  return hn::IfThenElse(hn::IsNaN(x), x, y);
}

// Subnormal values (magnitude below `min_normal`) become zero of the same
// sign: the inputs and results of the flushing precision modes.
template <class DF>
HWY_INLINE hn::Vec<DF> FlushBelow(DF df, hn::Vec<DF> v, float min_normal) {
  const hn::RebindToUnsigned<DF> du;
  const auto sign = hn::And(hn::BitCast(du, v), hn::Set(du, 0x80000000u));
  return hn::IfThenElse(hn::Lt(hn::Abs(v), hn::Set(df, min_normal)), hn::BitCast(df, sign), v);
}

}  // namespace HWY_NAMESPACE
}  // namespace ascendc_host
HWY_AFTER_NAMESPACE();

#endif  // include guard
