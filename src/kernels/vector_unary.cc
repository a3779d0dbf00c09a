// One-source elementwise operations (kernels/vector.h VectorUnary): Abs,
// Relu, Exp, Ln, Sqrt, Rsqrt, Reciprocal, Neg, Not. They run on the
// arithmetic executor (ExecuteArith, one source; the unused second operand is
// a broadcast zero), so half computes in float lanes and rounds once
// through the Codec with the CTRL saturation rules, like Add.
#include "ascendc_host/kernels/vector.h"

#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "kernels/vector_unary.cc"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
#include <hwy/highway.h>

#include "kernels/vector_arith-inl.h"
#include "kernels/vector_lanes-inl.h"
#include "kernels/vector_math-inl.h"

HWY_BEFORE_NAMESPACE();
namespace ascendc_host {
namespace HWY_NAMESPACE {

namespace unary_detail {

// The smallest normal magnitude of the storage type: inputs below it are
// subnormal. A float lane holding a result that rounds to a subnormal half
// is below 2^-14 - 2^-25 (the midpoint between the largest subnormal and
// 2^-14 rounds up, to even).
constexpr float MinNormalInput(DType t) { return t == DType::kF16 ? 6.103515625e-05f : 1.17549435e-38f; }
constexpr float MinNormalResult(DType t) { return t == DType::kF16 ? 6.1005592e-05f : 1.17549435e-38f; }

// An elementary function f under a precision mode: the flushing modes read
// subnormal inputs as zero and write subnormal results as zero (the 950
// pages: "所有Subnormal被近似为0"). F says which sides can matter: Exp of a
// subnormal is 1 either way, and Ln, Sqrt, Rsqrt never give a subnormal.
template <DType kType, Precision kPrecision, class F>
struct Transcendental {
  template <bool kSaturate, class D>
  static HWY_INLINE hn::Vec<D> Apply(D d, hn::Vec<D> a, hn::Vec<D>) {
    if constexpr (kType == DType::kF16) a = OpaqueLanes(a);
    if constexpr (kPrecision == Precision::kFlushSubnormals) {
      if constexpr (F::kSubnormalInputs) a = FlushBelow(d, a, MinNormalInput(kType));
      auto r = F::Compute(d, a);
      if constexpr (F::kPositiveResults) r = hn::IfThenZeroElse(hn::Lt(r, hn::Set(d, MinNormalResult(kType))), r);
      else if constexpr (F::kSubnormalResults) r = FlushBelow(d, r, MinNormalResult(kType));
      return r;
    } else {
      return F::Compute(d, a);
    }
  }
};

struct ExpFn {
  static constexpr bool kSubnormalInputs = false, kSubnormalResults = true, kPositiveResults = true;
  template <class D>
  static HWY_INLINE hn::Vec<D> Compute(D d, hn::Vec<D> a) {
    return ExpFloat(d, a);
  }
};
struct LnFn {
  static constexpr bool kSubnormalInputs = true, kSubnormalResults = false, kPositiveResults = false;
  template <class D>
  static HWY_INLINE hn::Vec<D> Compute(D d, hn::Vec<D> a) {
    return LnFloat(d, a);
  }
};
struct ReciprocalFn {
  static constexpr bool kSubnormalInputs = true, kSubnormalResults = true, kPositiveResults = false;
  template <class D>
  static HWY_INLINE hn::Vec<D> Compute(D d, hn::Vec<D> a) {
    return hn::Div(hn::Set(d, 1.0f), a);
  }
};

// Sqrt is the IEEE square root in every mode (correctly rounded). The
// 0-ulp mode (float) gives 0 above 2^126, as the page says.
template <bool kCorrectlyRounded>
struct SqrtFn {
  static constexpr bool kSubnormalInputs = true, kSubnormalResults = false, kPositiveResults = false;
  template <class D>
  static HWY_INLINE hn::Vec<D> Compute(D d, hn::Vec<D> a) {
    const auto r = hn::Sqrt(a);
    if constexpr (!kCorrectlyRounded) return r;
    else return hn::IfThenZeroElse(hn::Gt(a, hn::Set(d, 8.50705917e37f)), r);
  }
};

// 1 / sqrt(x): the quotient of two IEEE operations (within 1 ulp). The 0-ulp
// mode (float) rounds the quotient computed in double (exact for every float:
// tools/ulp_bounds checks all of them) and gives inf above 2^126.
template <bool kCorrectlyRounded>
struct RsqrtFn {
  static constexpr bool kSubnormalInputs = true, kSubnormalResults = false, kPositiveResults = false;
  template <class D>
  static HWY_INLINE hn::Vec<D> Compute(D d, hn::Vec<D> a) {
    if constexpr (!kCorrectlyRounded) {
      return hn::Div(hn::Set(d, 1.0f), hn::Sqrt(a));
    } else {
      constexpr size_t kMax = HWY_MAX_BYTES / sizeof(float);
      alignas(HWY_MAX_BYTES) float x[kMax];
      hn::StoreU(a, d, x);
      for (size_t i = 0; i < hn::Lanes(d); ++i)
        x[i] = x[i] > 8.50705917e37f ? HUGE_VALF : static_cast<float>(1.0 / std::sqrt(static_cast<double>(x[i])));
      return hn::LoadU(d, x);
    }
  }
};

// Integers: -x and |x| wrap (|MIN| = MIN) or saturate to MAX (CTRL[53]).
template <bool kSaturate, class D>
HWY_INLINE hn::Vec<D> IntegerNegate(D d, hn::Vec<D> v) {
  using T = hn::TFromD<D>;
  const hn::RebindToUnsigned<D> du;
  const auto negated = hn::BitCast(d, hn::Sub(hn::Zero(du), hn::BitCast(du, v)));
  if constexpr (!kSaturate) return negated;
  else return hn::IfThenElse(hn::Eq(v, hn::Set(d, std::numeric_limits<T>::min())), hn::Set(d, std::numeric_limits<T>::max()), negated);
}

struct AbsOp {
  template <bool kSaturate, class D>
  static HWY_INLINE hn::Vec<D> Apply(D d, hn::Vec<D> a, hn::Vec<D>) {
    if constexpr (std::is_floating_point_v<hn::TFromD<D>>) return hn::Abs(a);
    else return hn::IfThenElse(hn::Lt(a, hn::Zero(d)), IntegerNegate<kSaturate>(d, a), a);
  }
};

struct NegOp {
  template <bool kSaturate, class D>
  static HWY_INLINE hn::Vec<D> Apply(D d, hn::Vec<D> a, hn::Vec<D>) {
    if constexpr (std::is_floating_point_v<hn::TFromD<D>>) return hn::Neg(a);
    else return IntegerNegate<kSaturate>(d, a);
  }
};

// max(0, x): +0 for -0, NaN for NaN (as Max, SPEC 8.2).
struct ReluOp {
  template <bool kSaturate, class D>
  static HWY_INLINE hn::Vec<D> Apply(D d, hn::Vec<D> a, hn::Vec<D>) {
    if constexpr (std::is_floating_point_v<hn::TFromD<D>>) {
      a = OpaqueLanes(a);
      return hn::IfThenElse(hn::IsNaN(a), a, hn::Max(a, hn::Zero(d)));
    }
    else return hn::Max(a, hn::Zero(d));
  }
};

struct NotOp {
  template <bool kSaturate, class D>
  static HWY_INLINE hn::Vec<D> Apply(D d, hn::Vec<D> a, hn::Vec<D>) {
    return hn::Not(a);
  }
};

// Abs, Neg and Relu of half on the bits (u16 lanes, twice as many as float
// lanes and no conversion): the same results as computing in float, with
// the stored-result rules: NaN becomes the positive quiet NaN (0 when
// saturating), +-inf becomes +-MAX when saturating.
struct HalfSignFn {
  UnaryOp op;
  bool saturating;
  template <class D, class V>
  HWY_INLINE V operator()(D d, V x, V, V) const {
    const hn::RebindToSigned<D> di;
    const V magnitude = hn::And(x, hn::Set(d, 0x7FFF));
    const auto nan = hn::RebindMask(d, hn::Gt(hn::BitCast(di, magnitude), hn::Set(di, 0x7C00)));
    V r = x;
    if (op == UnaryOp::kAbs) r = magnitude;
    else if (op == UnaryOp::kNeg) r = hn::Xor(x, hn::Set(d, 0x8000));
    else r = hn::IfThenZeroElse(hn::RebindMask(d, hn::Lt(hn::BitCast(di, x), hn::Zero(di))), x);
    if (saturating) {
      const auto inf = hn::RebindMask(d, hn::Eq(hn::And(r, hn::Set(d, 0x7FFF)), hn::Set(d, 0x7C00)));
      r = hn::IfThenElse(inf, hn::Or(hn::And(r, hn::Set(d, 0x8000)), hn::Set(d, 0x7BFF)), r);
      return hn::IfThenZeroElse(nan, r);
    }
    return hn::IfThenElse(nan, hn::Set(d, 0x7E00), r);
  }
};

// Integer reciprocal (Ascend 950, 64-bit count form): 1 / x truncated, with
// Div's rule for 0 (all bits set).
struct IntegerReciprocalOp {
  template <bool kSaturate, class D>
  static HWY_INLINE hn::Vec<D> Apply(D d, hn::Vec<D> a, hn::Vec<D>) {
    return DivOp::Apply<kSaturate>(d, hn::Set(d, hn::TFromD<D>{1}), a);
  }
};

// The unsigned type of t's width: Not moves bits.
constexpr DType BitsOf(DType t) {
  switch (SizeOf(t)) {
    case 1: return DType::kU8;
    case 2: return DType::kU16;
    case 4: return DType::kU32;
    default: return DType::kU64;
  }
}

}  // namespace unary_detail

void VectorUnaryImpl(UnaryOp op, DType type, Precision precision, const kernels::VecShape& shape,
                     const kernels::VecOperand& dst, const kernels::VecOperand& src, const NumericMode& mode) {
  namespace ud = unary_detail;
  static const uint8_t kUnusedOperand[8] = {};
  if (op == UnaryOp::kNot) type = ud::BitsOf(type);
  if (type == DType::kF16 && (op == UnaryOp::kAbs || op == UnaryOp::kNeg || op == UnaryOp::kRelu)) {
    using Bits = Codec<DType::kU16>;
    return ExecuteLanes<Bits, Bits, 1, false>(ud::HalfSignFn{op, mode.half_saturating}, shape, dst, &src, mode);
  }
  WithDType(type, [&](auto t) {
    constexpr DType kT = decltype(t)::value;
    auto run = [&](auto op_tag) {
      ExecuteArith<kT, decltype(op_tag), false, false, 1>(shape, dst, &src, mode, kUnusedOperand);
    };
    // The transcendental functions under the call's precision mode.
    auto run_precision = [&](auto fn_tag, auto exact_fn_tag) {
      using Fn = decltype(fn_tag);
      using ExactFn = decltype(exact_fn_tag);
      switch (precision) {
        case Precision::kIeee: return run(ud::Transcendental<kT, Precision::kIeee, Fn>{});
        case Precision::kFlushSubnormals: return run(ud::Transcendental<kT, Precision::kFlushSubnormals, Fn>{});
        case Precision::kCorrectlyRounded: return run(ud::Transcendental<kT, Precision::kIeee, ExactFn>{});
      }
    };
    constexpr bool kFloat = kT == DType::kF16 || kT == DType::kF32;
    constexpr bool kSignedInteger = kT == DType::kI8 || kT == DType::kI16 || kT == DType::kI32 || kT == DType::kI64;
    switch (op) {
      case UnaryOp::kAbs:
        if constexpr (kFloat || kSignedInteger) run(ud::AbsOp{});
        return;
      case UnaryOp::kNeg:
        if constexpr (kFloat || kSignedInteger) run(ud::NegOp{});
        return;
      case UnaryOp::kRelu:
        if constexpr (kFloat || kSignedInteger) run(ud::ReluOp{});
        return;
      case UnaryOp::kNot:
        if constexpr (!IsFloat(kT)) run(ud::NotOp{});
        return;
      case UnaryOp::kExp:
        if constexpr (kFloat) run_precision(ud::ExpFn{}, ud::ExpFn{});
        return;
      case UnaryOp::kLn:
        if constexpr (kFloat) run_precision(ud::LnFn{}, ud::LnFn{});
        return;
      case UnaryOp::kSqrt:
        if constexpr (kFloat) run_precision(ud::SqrtFn<false>{}, ud::SqrtFn<true>{});
        return;
      case UnaryOp::kRsqrt:
        if constexpr (kFloat) run_precision(ud::RsqrtFn<false>{}, ud::RsqrtFn<true>{});
        return;
      case UnaryOp::kReciprocal:
        if constexpr (kFloat) run_precision(ud::ReciprocalFn{}, ud::ReciprocalFn{});
        else if constexpr (kT == DType::kI64 || kT == DType::kU64) run(ud::IntegerReciprocalOp{});
        return;
    }
  });
}

}  // namespace HWY_NAMESPACE
}  // namespace ascendc_host
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
#include "kernels/dispatch.h"
#include "kernels/fp_env.h"
namespace ascendc_host {
HWY_EXPORT(VectorUnaryImpl);
namespace kernels {
void VectorUnary(UnaryOp op, DType type, Precision precision, const VecShape& shape, const VecOperand& dst,
                 const VecOperand& src, const NumericMode& mode) {
  const DefaultFloatEnvironment fp_env;
  ASCENDC_HOST_DISPATCH(VectorUnaryImpl)(op, type, precision, shape, dst, src, mode);
}
}  // namespace kernels
}  // namespace ascendc_host
#endif
