// Bit-wise logic and shifts (kernels/vector.h VectorLogic): And, Or, Ands,
// Ors, ShiftLeft and ShiftRight with a scalar or a tensor of counts, on
// integer lanes (docs/SPEC.md 8.4).
#include "ascendc_host/kernels/vector.h"

#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "kernels/vector_logic.cc"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
#include <hwy/highway.h>

#include "kernels/vector_lanes-inl.h"

HWY_BEFORE_NAMESPACE();
namespace ascendc_host {
namespace HWY_NAMESPACE {

namespace logic_detail {

// Per-lane variable shifts: operators on the fixed-size targets; Highway
// 1.0.3's SVE targets (sizeless vectors) have only the named functions.
template <class V>
HWY_INLINE V ShlLanes(V v, V bits) {
#if HWY_TARGET == HWY_SVE || HWY_TARGET == HWY_SVE2 || HWY_TARGET == HWY_SVE_256 || HWY_TARGET == HWY_SVE2_128
  return hn::Shl(v, bits);
#else
  return hn::operator<<(v, bits);
#endif
}
template <class V>
HWY_INLINE V ShrLanes(V v, V bits) {
#if HWY_TARGET == HWY_SVE || HWY_TARGET == HWY_SVE2 || HWY_TARGET == HWY_SVE_256 || HWY_TARGET == HWY_SVE2_128
  return hn::Shr(v, bits);
#else
  return hn::operator>>(v, bits);
#endif
}

struct AndFn {
  template <class D, class V>
  HWY_INLINE V operator()(D, V a, V b, V) const {
    return hn::And(a, b);
  }
};
struct OrFn {
  template <class D, class V>
  HWY_INLINE V operator()(D, V a, V b, V) const {
    return hn::Or(a, b);
  }
};

// One lane of a shift by `count` (SPEC 8.4): a negative count (a signed
// count type) shifts the other way. Left: unsigned types drop the top bits
// (0 from `width` on); signed types keep the sign bit and shift the other
// bits (arithmetic left shift: "次高位被丢弃"), 0 beyond `width`. Right:
// logical for unsigned types (0 from `width` on), arithmetic for signed ones
// (0 or -1 from `width` on); `round` adds the last bit shifted out.
template <typename T, typename C>
T ShiftLane(T x, C count, bool left, bool round) {
  using U = std::make_unsigned_t<T>;
  constexpr int kWidth = 8 * sizeof(T);
  const bool negative = std::is_signed_v<C> && count < 0;
  const U magnitude = negative ? static_cast<U>(U{0} - static_cast<U>(count)) : static_cast<U>(count);
  // A magnitude of 2^(width-1) (the negated minimum) is beyond the width too.
  const bool beyond = std::is_signed_v<C> && negative ? (magnitude > kWidth || magnitude == 0) : magnitude > kWidth;
  const int m = beyond ? kWidth + 1 : static_cast<int>(magnitude);
  if (left != negative) {
    if (m >= kWidth && !(std::is_signed_v<T> && m == kWidth)) return 0;
    const U bits = static_cast<U>(x);
    const U shifted = m >= kWidth ? U{0} : static_cast<U>(bits << m);
    if constexpr (std::is_unsigned_v<T>) return static_cast<T>(shifted);
    const U sign = static_cast<U>(U{1} << (kWidth - 1));
    return static_cast<T>((bits & sign) | (shifted & static_cast<U>(sign - 1)));
  }
  if constexpr (std::is_unsigned_v<T>) {
    return m >= kWidth ? T{0} : static_cast<T>(x >> m);
  } else {
    const int s = m >= kWidth ? kWidth - 1 : m;
    T r = static_cast<T>(x >> s);
    if (round && !negative && m >= 1) r = static_cast<T>(r + ((x >> (m - 1 >= kWidth ? kWidth - 1 : m - 1)) & 1));
    return r;
  }
}

// The same on whole vectors. The counts are lanes of the element's width,
// signed (kSignedCount: a tensor of counts, or a signed scalar) or not.
// 16-, 32- and 64-bit lanes use Highway's per-lane shifts with the count
// clamped to width - 1 and the cases at and beyond the width selected
// afterwards; 8-bit lanes (no per-lane 8-bit shift on x86) go lane by lane,
// with the scalar definition above.
template <bool kLeft, bool kSignedCount, bool kRound>
struct ShiftFn {
  template <class D, class V>
  HWY_INLINE V operator()(D d, V x, V count, V) const {
    using T = hn::TFromD<D>;
    constexpr int kWidth = 8 * sizeof(T);
    // Highway 1.0.3's SSSE3 16-bit per-lane shift needs an SSE4 instruction.
    constexpr bool kLaneByLane = sizeof(T) == 1 || (sizeof(T) == 2 && HWY_TARGET == HWY_SSSE3);
    if constexpr (kLaneByLane) {
      using C = std::conditional_t<kSignedCount, std::make_signed_t<T>, std::make_unsigned_t<T>>;
      constexpr size_t kMax = HWY_MAX_BYTES;
      alignas(HWY_MAX_BYTES) T xs[kMax], cs[kMax];
      hn::StoreU(x, d, xs);
      hn::StoreU(count, d, cs);
      for (size_t i = 0; i < hn::Lanes(d); ++i)
        xs[i] = ShiftLane<T>(xs[i], static_cast<C>(cs[i]), kLeft, kRound && std::is_signed_v<T>);
      return hn::LoadU(d, xs);
    } else {
      const hn::RebindToSigned<D> di;
      using VI = hn::Vec<decltype(di)>;
      const VI c = hn::BitCast(di, count);
      const VI width = hn::Set(di, kWidth);
      // Direction and magnitude; an unsigned count is never negative.
      const auto negative = kSignedCount ? hn::Lt(c, hn::Zero(di)) : hn::Lt(width, width);
      const VI magnitude = hn::IfThenElse(negative, hn::Neg(c), c);
      // In [0, width]: the shift is exact; otherwise (above, or the
      // negated minimum, or an unsigned count at or above 2^(width-1)) beyond.
      const auto within = hn::And(hn::Gt(magnitude, hn::Set(di, -1)), hn::Lt(magnitude, hn::Set(di, kWidth + 1)));
      const auto at_width = hn::Eq(magnitude, width);
      const VI amount = hn::IfThenElse(hn::And(within, hn::Not(at_width)), magnitude, hn::Set(di, kWidth - 1));
      const V left = ShiftedLeft(d, x, amount, within, at_width);
      const V right = ShiftedRight(d, x, amount, within, magnitude);
      const auto go_left = hn::RebindMask(d, kLeft ? hn::Not(negative) : negative);
      return hn::IfThenElse(go_left, left, right);
    }
  }

 private:
  template <class D, class V, class VI, class M>
  static HWY_INLINE V ShiftedLeft(D d, V x, VI amount, M within, M at_width) {
    using T = hn::TFromD<D>;
    const hn::RebindToUnsigned<D> du;
    const auto ux = hn::BitCast(du, x);
    // Beyond width - 1 the shifted bits are gone: 0.
    auto shifted = hn::IfThenZeroElse(hn::RebindMask(du, hn::Or(at_width, hn::Not(within))),
                                      ShlLanes(ux, hn::BitCast(du, amount)));
    if constexpr (std::is_signed_v<T>) {
      const auto sign = hn::Set(du, static_cast<hn::TFromD<decltype(du)>>(hn::TFromD<decltype(du)>{1} << (8 * sizeof(T) - 1)));
      shifted = hn::Or(hn::And(ux, sign), hn::AndNot(sign, shifted));
      // Beyond the width: 0 (the sign goes too).
      shifted = hn::IfThenZeroElse(hn::RebindMask(du, hn::Not(within)), shifted);
    }
    return hn::BitCast(d, shifted);
  }

  template <class D, class V, class VI, class M>
  static HWY_INLINE V ShiftedRight(D d, V x, VI amount, M within, VI magnitude) {
    using T = hn::TFromD<D>;
    const hn::RebindToSigned<D> di;
    if constexpr (std::is_unsigned_v<T>) {
      const auto r = ShrLanes(x, hn::BitCast(d, amount));
      // width - 1 is the clamped amount; at and beyond the width: 0.
      const auto at_or_beyond = hn::Not(hn::And(within, hn::Lt(magnitude, hn::Set(di, 8 * sizeof(T)))));
      return hn::IfThenZeroElse(hn::RebindMask(d, at_or_beyond), r);
    } else {
      // The arithmetic shift by width - 1 is the sign fill of every larger count.
      V r = ShrLanes(x, hn::BitCast(d, amount));
      if constexpr (kRound) {
        // + bit (magnitude - 1), the sign bit from the width on; nothing for 0.
        const auto last = hn::Min(hn::Sub(magnitude, hn::Set(di, 1)), hn::Set(di, 8 * sizeof(T) - 1));
        const auto last_clamped = hn::IfThenElse(within, last, hn::Set(di, 8 * sizeof(T) - 1));
        const V bit = hn::And(ShrLanes(x, hn::BitCast(d, hn::Max(last_clamped, hn::Zero(di)))), hn::Set(d, T{1}));
        r = hn::Add(r, hn::IfThenZeroElse(hn::RebindMask(d, hn::Eq(magnitude, hn::Zero(di))), bit));
      }
      return r;
    }
  }
};

}  // namespace logic_detail

void VectorLogicImpl(const kernels::LogicSpec& spec, const kernels::VecShape& shape, const kernels::VecOperand& dst,
                     const kernels::VecOperand& src0, const kernels::VecOperand& src1) {
  namespace ld = logic_detail;
  const kernels::VecOperand src[2] = {src0, src1};
  uint8_t scalar[8];
  std::memcpy(scalar, &spec.scalar_bits, 8);  // little-endian: the element's bytes first
  const NumericMode mode;  // bits: no saturation applies
  WithDType(spec.type, [&](auto t) {
    constexpr DType kT = decltype(t)::value;
    if constexpr (!IsFloat(kT)) {
      using C = Codec<kT>;
      using T = typename C::Storage;
      constexpr bool kSigned = std::is_signed_v<T>;
      // A scalar count has the element's type; a tensor of counts is signed.
      auto shift = [&](auto fn, bool tensor) {
        if (tensor) ExecuteLanes<C, C, 2, false>(fn, shape, dst, src, mode);
        else ExecuteLanes<C, C, 1, false>(fn, shape, dst, src, mode, scalar);
      };
      switch (spec.op) {
        case LogicOp::kAnd: return ExecuteLanes<C, C, 2, false>(ld::AndFn{}, shape, dst, src, mode);
        case LogicOp::kOr: return ExecuteLanes<C, C, 2, false>(ld::OrFn{}, shape, dst, src, mode);
        case LogicOp::kAnds: return ExecuteLanes<C, C, 1, false>(ld::AndFn{}, shape, dst, src, mode, scalar);
        case LogicOp::kOrs: return ExecuteLanes<C, C, 1, false>(ld::OrFn{}, shape, dst, src, mode, scalar);
        case LogicOp::kShiftLeft: return shift(ld::ShiftFn<true, kSigned, false>{}, false);
        case LogicOp::kShiftLeftTensor: return shift(ld::ShiftFn<true, true, false>{}, true);
        case LogicOp::kShiftRight:
          if (spec.round && kSigned) return shift(ld::ShiftFn<false, kSigned, kSigned>{}, false);
          return shift(ld::ShiftFn<false, kSigned, false>{}, false);
        case LogicOp::kShiftRightTensor: return shift(ld::ShiftFn<false, true, false>{}, true);
      }
    }
  });
}

}  // namespace HWY_NAMESPACE
}  // namespace ascendc_host
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
#include "kernels/dispatch.h"
namespace ascendc_host {
HWY_EXPORT(VectorLogicImpl);
namespace kernels {
void VectorLogic(const LogicSpec& spec, const VecShape& shape, const VecOperand& dst, const VecOperand& src0,
                 const VecOperand& src1) {
  ASCENDC_HOST_DISPATCH(VectorLogicImpl)(spec, shape, dst, src0, src1);
}
}  // namespace kernels
}  // namespace ascendc_host
#endif
