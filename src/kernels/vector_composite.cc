// Composite operations (kernels/vector.h VectorComposite, VectorMull):
// AddRelu, SubRelu, AbsSub, Prelu, ExpSub, MulAddDst, FusedMulAdd,
// MulAddRelu, Axpy and Mull (docs/SPEC.md 8.5).
//
// The multiply-adds round twice, as the pages' composite overview says
// (same-type composites gain no precision over Mul then Add): the product
// is rounded to the destination type (inf and NaN kept: saturation applies
// to the stored result only), then the sum. With half sources and a float
// destination the product of two halves is exact in float, so one rounding
// remains.
#include "ascendc_host/kernels/vector.h"

#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "kernels/vector_composite.cc"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
#include <hwy/highway.h>

#include "kernels/vector_lanes-inl.h"
#include "kernels/vector_math-inl.h"

HWY_BEFORE_NAMESPACE();
namespace ascendc_host {
namespace HWY_NAMESPACE {

namespace composite_detail {

// A float lane rounded to the precision of kType and kept in float (no
// saturation, no NaN rule: an intermediate, not a stored result).
template <DType kType, class D>
HWY_INLINE hn::Vec<D> RoundedTo(D df, hn::Vec<D> v) {
  if constexpr (kType == DType::kF16) {
#if ASCENDC_HOST_HAVE_F16C
    const hn::Rebind<hwy::float16_t, D> dh;
    return hn::PromoteTo(df, hn::DemoteTo(dh, v));
#else
    return HalfBitsToFloat(df, FloatToHalfBits(df, v, false));
#endif
  } else if constexpr (kType == DType::kBF16) {
    return Bf16BitsToFloat(df, FloatToBf16Bits(df, v, false));
  } else {
    return v;
  }
}

template <class D>
HWY_INLINE hn::Vec<D> Relu(D d, hn::Vec<D> v) {
  if constexpr (std::is_floating_point_v<hn::TFromD<D>>)
    return hn::IfThenElse(hn::Or(hn::Gt(v, hn::Zero(d)), hn::IsNaN(v)), v, hn::Zero(d));
  else if constexpr (std::is_signed_v<hn::TFromD<D>>) return hn::Max(v, hn::Zero(d));
  else return v;
}

// x * y + z with the product rounded to kRound (the destination's type; an
// integer product wraps or saturates first), optionally followed by Relu.
template <DType kRound, bool kSaturate, bool kRelu, class D>
HWY_INLINE hn::Vec<D> MulAdd(D d, hn::Vec<D> x, hn::Vec<D> y, hn::Vec<D> z) {
  hn::Vec<D> r;
  if constexpr (std::is_floating_point_v<hn::TFromD<D>>) {
    r = hn::Add(RoundedTo<kRound>(d, hn::Mul(x, y)), z);
  } else {
    r = AddOp::Apply<kSaturate>(d, MulOp::Apply<kSaturate>(d, x, y), z);
  }
  if constexpr (kRelu) r = Relu(d, r);
  return r;
}

template <DType kRound, bool kSaturate>
struct MulAddDstFn {  // src0 * src1 + dst
  template <class D, class V>
  HWY_INLINE V operator()(D d, V a, V b, V old) const {
    return MulAdd<kRound, kSaturate, false>(d, a, b, old);
  }
};
template <DType kRound, bool kSaturate, bool kRelu>
struct FusedMulAddFn {  // src0 * dst + src1
  template <class D, class V>
  HWY_INLINE V operator()(D d, V a, V b, V old) const {
    return MulAdd<kRound, kSaturate, kRelu>(d, a, old, b);
  }
};
template <DType kRound, bool kSaturate>
struct AxpyFn {  // scalar * src + dst (b is the broadcast scalar)
  template <class D, class V>
  HWY_INLINE V operator()(D d, V a, V b, V old) const {
    return MulAdd<kRound, kSaturate, false>(d, b, a, old);
  }
};
template <class Op, bool kSaturate>
struct ReluOfFn {  // relu(src0 op src1), the sum stored in the type first
  template <class D, class V>
  HWY_INLINE V operator()(D d, V a, V b, V) const {
    return Relu(d, Op::template Apply<kSaturate>(d, a, b));
  }
};
struct AbsSubFn {
  template <class D, class V>
  HWY_INLINE V operator()(D, V a, V b, V) const {
    return hn::Abs(hn::Sub(a, b));
  }
};
struct PreluFn {  // src0 >= 0 ? src0 : src0 * src1
  template <class D, class V>
  HWY_INLINE V operator()(D d, V a, V b, V) const {
    a = OpaqueLanes(a);
    return hn::IfThenElse(hn::Ge(a, hn::Zero(d)), a, hn::Mul(a, b));
  }
};
struct ExpSubFn {  // e^(src0 - src1) in float
  template <class D, class V>
  HWY_INLINE V operator()(D d, V a, V b, V) const {
    return ExpFloat(d, hn::Sub(a, b));
  }
};

// Runs one operation for sources of kT (and a float destination when
// widening), with the integer saturation variant the numeric mode selects.
template <DType kT>
void RunComposite(const kernels::CompositeSpec& spec, const kernels::VecShape& shape, const kernels::VecOperand& dst,
                  const kernels::VecOperand* src, const NumericMode& mode, const uint8_t* scalar) {
  using S = Codec<kT>;
  auto with_saturation = [&](auto run) {
    if constexpr (!IsFloat(kT)) {
      if (mode.int_saturating) return run(std::true_type{});
    }
    run(std::false_type{});
  };
  // A same-type operation (or, widening, half sources into float).
  auto lanes = [&](auto fn, auto sources, auto reads_dst) {
    constexpr int kN = decltype(sources)::value;
    constexpr bool kReads = decltype(reads_dst)::value;
    if constexpr (kT == DType::kF16) {
      if (spec.widening) return ExecuteLanes<Codec<DType::kF32>, S, kN, kReads>(fn, shape, dst, src, mode, scalar);
    }
    ExecuteLanes<S, S, kN, kReads>(fn, shape, dst, src, mode, scalar);
  };
  using Two = std::integral_constant<int, 2>;
  using One = std::integral_constant<int, 1>;
  using Reads = std::true_type;
  using Writes = std::false_type;
  constexpr bool kFloat = IsFloat(kT);
  // The product's rounding: the destination's type (float when widening).
  auto round_to = [&](auto run) {
    if (spec.widening) return run(std::integral_constant<DType, DType::kF32>{});
    run(std::integral_constant<DType, kT>{});
  };
  switch (spec.op) {
    case CompositeOp::kAddRelu:
      return with_saturation([&](auto sat) { lanes(ReluOfFn<AddOp, decltype(sat)::value>{}, Two{}, Writes{}); });
    case CompositeOp::kSubRelu:
      return with_saturation([&](auto sat) { lanes(ReluOfFn<SubOp, decltype(sat)::value>{}, Two{}, Writes{}); });
    case CompositeOp::kAbsSub:
      if constexpr (kFloat) lanes(AbsSubFn{}, Two{}, Writes{});
      return;
    case CompositeOp::kPrelu:
      if constexpr (kFloat) lanes(PreluFn{}, Two{}, Writes{});
      return;
    case CompositeOp::kExpSub:
      if constexpr (kFloat) lanes(ExpSubFn{}, Two{}, Writes{});
      return;
    case CompositeOp::kMulAddDst:
      return with_saturation([&](auto sat) {
        round_to([&](auto r) { lanes(MulAddDstFn<decltype(r)::value, decltype(sat)::value>{}, Two{}, Reads{}); });
      });
    case CompositeOp::kFusedMulAdd:
      return with_saturation(
          [&](auto sat) { lanes(FusedMulAddFn<kT, decltype(sat)::value, false>{}, Two{}, Reads{}); });
    case CompositeOp::kMulAddRelu:
      return with_saturation([&](auto sat) { lanes(FusedMulAddFn<kT, decltype(sat)::value, true>{}, Two{}, Reads{}); });
    case CompositeOp::kAxpy:
      return with_saturation([&](auto sat) {
        round_to([&](auto r) { lanes(AxpyFn<decltype(r)::value, decltype(sat)::value>{}, One{}, Reads{}); });
      });
    case CompositeOp::kMull: return;  // VectorMull
  }
}

}  // namespace composite_detail

void VectorCompositeImpl(const kernels::CompositeSpec& spec, const kernels::VecShape& shape,
                         const kernels::VecOperand& dst, const kernels::VecOperand& src0,
                         const kernels::VecOperand& src1, const NumericMode& mode) {
  const kernels::VecOperand src[2] = {src0, src1};
  uint8_t scalar[8];
  std::memcpy(scalar, &spec.scalar_bits, 8);  // little-endian: the element's bytes first
  const uint8_t* broadcast = spec.op == CompositeOp::kAxpy ? scalar : nullptr;
  WithDType(spec.type, [&](auto t) {
    constexpr DType kT = decltype(t)::value;
    // The types the composite pages list (both profiles).
    if constexpr (kT == DType::kF16 || kT == DType::kBF16 || kT == DType::kF32 || kT == DType::kI16 ||
                  kT == DType::kI64 || kT == DType::kU64)
      composite_detail::RunComposite<kT>(spec, shape, dst, src, mode, broadcast);
  });
}

// Mull (count form, 32-bit): the 64-bit products of one repeat (64
// elements) are computed from copies of its sources before its halves are
// stored (the low ones, then the high ones), so a destination overlapping a
// source reads the sources first, as every other API does.
template <typename T>
void MullRepeats(const kernels::VecShape& shape, const kernels::VecOperand& dst0, const kernels::VecOperand& dst1,
                 const kernels::VecOperand& src0, const kernels::VecOperand& src1) {
  using Wide = std::conditional_t<std::is_signed_v<T>, int64_t, uint64_t>;
  const hn::ScalableTag<uint32_t> d32;
  const size_t N = hn::Lanes(d32);
  const uint64_t n = shape.ActiveCount();
  for (uint64_t first = 0; first < n; first += 64) {
    const size_t count = static_cast<size_t>(std::min<uint64_t>(64, n - first));
    alignas(HWY_MAX_BYTES) T a[64 + HWY_MAX_BYTES / 4] = {}, b[64 + HWY_MAX_BYTES / 4] = {};
    alignas(HWY_MAX_BYTES) uint32_t low[64 + HWY_MAX_BYTES / 4], high[64 + HWY_MAX_BYTES / 4];
    std::memcpy(a, src0.base + first * 4, count * 4);
    std::memcpy(b, src1.base + first * 4, count * 4);
    for (size_t i = 0; i < count; ++i) {
      const uint64_t p = static_cast<uint64_t>(static_cast<Wide>(a[i]) * static_cast<Wide>(b[i]));
      low[i] = static_cast<uint32_t>(p);
      high[i] = static_cast<uint32_t>(p >> 32);
    }
    // The repeat's low halves, then its high halves (the order decides
    // where dst0 and dst1 overlap).
    for (int half = 0; half < 2; ++half) {
      const uint32_t* from = half == 0 ? low : high;
      uint8_t* to = (half == 0 ? dst0.base : dst1.base) + first * 4;
      size_t i = 0;
      for (; i + N <= count; i += N) hn::StoreU(hn::LoadU(d32, from + i), d32, reinterpret_cast<uint32_t*>(to + i * 4));
      std::memcpy(to + i * 4, from + i, (count - i) * 4);
    }
  }
}

void VectorMullImpl(DType type, const kernels::VecShape& shape, const kernels::VecOperand& dst0,
                    const kernels::VecOperand& dst1, const kernels::VecOperand& src0, const kernels::VecOperand& src1) {
  if (type == DType::kI32) MullRepeats<int32_t>(shape, dst0, dst1, src0, src1);
  else MullRepeats<uint32_t>(shape, dst0, dst1, src0, src1);
}

}  // namespace HWY_NAMESPACE
}  // namespace ascendc_host
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
#include "kernels/dispatch.h"
#include "kernels/fp_env.h"
namespace ascendc_host {
HWY_EXPORT(VectorCompositeImpl);
HWY_EXPORT(VectorMullImpl);
namespace kernels {
void VectorComposite(const CompositeSpec& spec, const VecShape& shape, const VecOperand& dst, const VecOperand& src0,
                     const VecOperand& src1, const NumericMode& mode) {
  const DefaultFloatEnvironment fp_env;
  ASCENDC_HOST_DISPATCH(VectorCompositeImpl)(spec, shape, dst, src0, src1, mode);
}
void VectorMull(DType type, const VecShape& shape, const VecOperand& dst0, const VecOperand& dst1,
                const VecOperand& src0, const VecOperand& src1) {
  ASCENDC_HOST_DISPATCH(VectorMullImpl)(type, shape, dst0, dst1, src0, src1);
}
}  // namespace kernels
}  // namespace ascendc_host
#endif
