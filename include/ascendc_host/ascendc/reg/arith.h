// Reg矢量计算/基础算术 and 复合计算 (SPEC 14.2, 14.3): Add, Sub (with the
// carry / borrow overloads), Mul, Div, Max, Min, Adds, Muls, Maxs, Mins,
// Abs, Neg, Relu, LeakyRelu, Prelu, Sqrt, AddC, SubC, Mull; Axpy,
// MulAddDst, MulDstAdd, AbsSub. Exp, Ln, Log, Log2, Log10 and ExpSub are in
// reg/transcendental.h. Inline register code (reg/lanes.h).
#ifndef ASCENDC_HOST_ASCENDC_REG_ARITH_H_
#define ASCENDC_HOST_ASCENDC_REG_ARITH_H_

#include <cstdint>
#include <limits>
#include <type_traits>

#include "ascendc_host/ascendc/reg/compute_common.h"

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"

namespace AscendC {
namespace Reg {

// The algorithm choices of Div and Sqrt (基础算术/Div, Sqrt). Every
// algorithm here gives the correctly rounded result (within each page's
// bound); they differ in whether subnormal inputs and results are flushed
// to zero (SPEC 14.2).
enum class DivAlgo {
  INTRINSIC = 0,
  DIFF_COMPENSATION,
  PRECISION_1ULP_FTZ_TRUE,
  PRECISION_0ULP_FTZ_TRUE,
  PRECISION_0ULP_FTZ_FALSE,
  PRECISION_1ULP_FTZ_FALSE
};
struct DivSpecificMode {
  MaskMergeMode mrgMode = MaskMergeMode::ZEROING;
  bool precisionMode = false;
  DivAlgo algo = DivAlgo::INTRINSIC;
};
enum class SqrtAlgo { INTRINSIC = 0, FAST_INVERSE, PRECISION_1ULP_FTZ_TRUE, PRECISION_0ULP_FTZ_FALSE, PRECISION_1ULP_FTZ_FALSE };
struct SqrtSpecificMode {
  MaskMergeMode mrgMode = MaskMergeMode::ZEROING;
  bool precisionMode = false;
  SqrtAlgo algo = SqrtAlgo::INTRINSIC;
};

namespace compute {

// `auto mode` of Div, Sqrt and the transcendental operations: a
// MaskMergeMode or a pointer to a constexpr ...SpecificMode.
template <auto mode>
constexpr MaskMergeMode MergeModeOf() {
  if constexpr (std::is_same_v<decltype(mode), MaskMergeMode>) return mode;
  else return mode->mrgMode;
}

// Which of an operation's options a call uses.
struct Options {
  bool merging = false;
  bool floating = false;  // runs in the default floating-point environment
  bool ftz = false;       // flushes subnormal inputs and results
  uint64_t scalar = 0;    // bits of the scalar operand (the element type)
  uint8_t variant = 0;
};

// dst = f(src...) on the lanes of representation R, cross-checked.
template <RegOp kOp, typename R, typename U, typename F, typename... Src>
ASCENDC_HOST_HOT_INLINE void Lanewise(U& dst, const MaskReg& mask, const Options& o, F&& f, const Src&... src) {
  using E = typename U::ActualT;
  CrossChecked(
      [&]() ASCENDC_HOST_REG_LAMBDA {
        auto c = Describe<E, U::REG_NUM>(kOp, o.merging);
        int slot = 0;
        ((CopyRegister(c->reg[slot++], src)), ...);
        CopyRegister(c->reg[2], dst);
        CopyMask(c->mask[0], mask);
        c->flush_subnormals = o.ftz;
        c->scalar = o.scalar;
        c->variant = o.variant;
        return c;
      },
      [&]() ASCENDC_HOST_REG_LAMBDA {
        const NumericMode n = kIsFloat16<E> ? CallNumerics() : NumericMode{};
        compute::rl::WithDefaultFpEnvironment(
            o.floating,
            [=](U& d, const MaskReg& m, const Src&... s) ASCENDC_HOST_REG_LAMBDA {
              MapLanes<R>(d, m, o.merging, n, f, s...);
            },
            dst, mask, src...);
      },
      [&](compute::RegComputeResult& r) { CopyRegister(r.reg[0], dst); });
}

template <typename E>
ASCENDC_HOST_HOT_INLINE bool IntegerSaturation() {
  return std::is_integral_v<E> && CallNumerics().int_saturating;
}

// FTZ of half / float lanes (float values; half ones computed in float):
// magnitudes below `normal` (float bits) become a zero of their sign.
template <typename V>
ASCENDC_HOST_HOT_INLINE V FlushBelow(const V& v, int32_t normal) {
  using UV = compute::rl::Vec<uint32_t, sizeof(V)>;
  using IV = compute::rl::Vec<int32_t, sizeof(V)>;
  const UV bits = compute::rl::BitCast<UV>(v);
  const IV magnitude = compute::rl::BitCast<IV>(bits & 0x7FFFFFFFu);
  return compute::rl::BitCast<V>(magnitude < normal ? bits & 0x80000000u : bits);
}
// Inputs below the type's smallest normal: float 2^-126, half 2^-14.
template <typename E, typename V>
ASCENDC_HOST_HOT_INLINE V FlushSubnormalInputs(const V& v) {
  return FlushBelow(v, std::is_same_v<E, half> ? 0x38800000 : 0x00800000);
}
// Results that round to a subnormal: half, below 2^-14 - 2^-25 (that tie
// rounds up to 2^-14).
template <typename E, typename V>
ASCENDC_HOST_HOT_INLINE V FlushSubnormalResults(const V& v) {
  return FlushBelow(v, std::is_same_v<E, half> ? 0x387FE000 : 0x00800000);
}

// Integer division (SPEC 8.2): x / 0 all bits set, MIN / -1 = MIN; the
// divisor is made safe first (an integer divide instruction would trap).
template <typename V>
ASCENDC_HOST_HOT_INLINE V IntegerDivide(const V& a, const V& b) {
  using Lane = std::remove_reference_t<decltype(a[0])>;
  const V one = compute::rl::Splat<V>(1);
  const V all_ones = compute::rl::Splat<V>(static_cast<Lane>(~Lane{0}));
  if constexpr (std::is_signed_v<Lane>) {
    const V safe = ((b == 0) | (b == -1)) ? one : b;
    V q = a / safe;
    q = b == -1 ? WrapSub(V{}, a) : q;
    return b == 0 ? all_ones : q;
  } else {
    const V safe = b == 0 ? one : b;
    const V q = a / safe;
    return b == 0 ? all_ones : q;
  }
}

// The lane functions of the operations (a functor per operation, on
// the computation lanes of any Repr; E is the element type).
template <typename E>
struct MulLanes {
  template <typename V>
  ASCENDC_HOST_HOT_INLINE V operator()(const V& a, const V& b) const { return WrapMul(a, b); }  // wraps (Mul page)
};
template <typename E, bool kMax>
struct MaxLanes {
  template <typename V>
  ASCENDC_HOST_HOT_INLINE V operator()(const V& a, const V& b) const {
    if constexpr (kIsFloating<E>) return FloatMax(a, b, kMax);
    else if constexpr (kMax) return a > b ? a : b;
    else return a < b ? a : b;
  }
};
template <typename E, bool kSaturating, bool kAdd>
struct AddLanes {
  template <typename V>
  ASCENDC_HOST_HOT_INLINE V operator()(const V& a, const V& b) const {
    if constexpr (kSaturating) return kAdd ? SaturatingAdd(a, b) : SaturatingSub(a, b);
    else return kAdd ? WrapAdd(a, b) : WrapSub(a, b);
  }
};
template <typename E>
struct LeakyLanes {  // x > 0 ? x : x * slope
  template <typename V>
  ASCENDC_HOST_HOT_INLINE V operator()(const V& x, const V& slope) const { return x > 0 ? x : x * slope; }
};
template <typename E>
struct AbsLanes {
  template <typename V>
  ASCENDC_HOST_HOT_INLINE V operator()(const V& x) const {
    if constexpr (kIsFloating<E>) {
      using UV = rl::Vec<uint32_t, sizeof(V)>;
      return rl::BitCast<V>(rl::BitCast<UV>(x) & 0x7FFFFFFFu);
    } else {
      return x < 0 ? WrapSub(V{}, x) : x;  // |MIN| wraps to MIN (Abs page)
    }
  }
};
template <typename E>
struct NegLanes {
  template <typename V>
  ASCENDC_HOST_HOT_INLINE V operator()(const V& x) const {
    if constexpr (kIsFloating<E>) return -x;
    else return WrapSub(V{}, x);
  }
};
template <typename E>
struct ReluLanes {
  template <typename V>
  ASCENDC_HOST_HOT_INLINE V operator()(const V& x) const {
    if constexpr (kIsFloating<E>) return FloatMax(x, V{}, true);  // Max(x, +0)
    else return x > 0 ? x : V{};
  }
};

template <typename E>
struct MulAddLanes {  // a * b + c, one rounding; integers wrap
  template <typename V>
  ASCENDC_HOST_HOT_INLINE V operator()(const V& a, const V& b, const V& c) const;
};
template <typename E>
struct AbsSubLanes {  // |a - b|
  template <typename V>
  ASCENDC_HOST_HOT_INLINE V operator()(const V& a, const V& b) const {
    if constexpr (kIsFloating<E>) return AbsLanes<E>{}(a - b);
    else return AbsLanes<E>{}(WrapSub(a, b));
  }
};

// The shape most operations share: checked T, ZEROING only (their pages:
// "MERGING模式当前不支持"), lanes of the element type's Repr.
template <RegOp kOp, typename T, MaskMergeMode mode, typename U, typename F, typename... Src>
ASCENDC_HOST_HOT_INLINE void ZeroingLanewise(U& dst, const MaskReg& mask, F&& f, const Src&... src) {
  CheckRegister<T, U>();
  static_assert(mode == MaskMergeMode::ZEROING, "Reg矢量计算: this operation's page supports ZEROING only");
  Lanewise<kOp, Repr<U>>(dst, mask, Options{false, kIsFloating<typename U::ActualT>}, f, src...);
}

// 32-bit lane carries: Add/Sub with carry out, AddC/SubC, Mull.
template <RegOp kOp, typename T, typename U>
ASCENDC_HOST_HOT_INLINE void CarryLanes(MaskReg* carry, U& dst, U* dst1, const U& a, const U& b, const MaskReg* carry_in,
                                        const MaskReg& mask) {
  CheckRegister<T, U>();
  using E = typename U::ActualT;
  static_assert(kTypeIn<E, int32_t, uint32_t> && U::REG_NUM == 1,
                "Add / Sub with carry, AddC, SubC, Mull (Reg矢量计算/基础算术): int32_t and uint32_t only");
  CrossChecked(
      [&]() ASCENDC_HOST_REG_LAMBDA {
        auto c = Describe<E, 1>(kOp);
        CopyRegister(c->reg[0], a);
        CopyRegister(c->reg[1], b);
        CopyMask(c->mask[0], mask);
        if (carry_in != nullptr) CopyMask(c->mask[1], *carry_in);
        return c;
      },
      [&]() ASCENDC_HOST_REG_LAMBDA {
        using V = compute::rl::Vec<uint32_t>;
        using P = compute::rl::Pred<4>;
        using V64 = compute::rl::Vec<uint64_t, 2 * compute::rl::kChunkBytes>;
        MaskReg out;
        for (uint32_t g = 0; g < compute::rl::kChunks; ++g) {
          const uint32_t at = g * compute::rl::kChunkBytes;
          const V x = compute::rl::LoadBytes<V>(a.reg[0], at), y = compute::rl::LoadBytes<V>(b.reg[0], at);
          const P active = compute::rl::Active<4>(mask, at);
          V low{}, high{};
          P carried{};
          if constexpr (kOp == RegOp::kAddCarry) {
            low = x + y;
            carried = low < x;
          } else if constexpr (kOp == RegOp::kSubBorrow) {
            low = x - y;
            carried = x >= y;  // carry = no borrow
          } else if constexpr (kOp == RegOp::kAddC || kOp == RegOp::kSubC) {
            const V addend = kOp == RegOp::kAddC ? y : ~y;  // SubC: x + ~y + carrySrc
            const V c_in = compute::rl::BitCast<V>(compute::rl::Active<4>(*carry_in, at)) & 1u;
            const V partial = x + addend;
            low = partial + c_in;
            carried = (partial < x) | (low < partial);
          } else {  // Mull
            if constexpr (std::is_signed_v<E>) {
              using S64 = compute::rl::Vec<int64_t, 2 * compute::rl::kChunkBytes>;
              const S64 p = __builtin_convertvector(compute::rl::BitCast<compute::rl::Vec<int32_t>>(x), S64) *
                            __builtin_convertvector(compute::rl::BitCast<compute::rl::Vec<int32_t>>(y), S64);
              low = __builtin_convertvector(p, V);
              high = __builtin_convertvector(p >> 32, V);
            } else {
              const V64 p = __builtin_convertvector(x, V64) * __builtin_convertvector(y, V64);
              low = __builtin_convertvector(p, V);
              high = __builtin_convertvector(p >> 32, V);
            }
          }
          compute::rl::StoreBytes(dst.reg[0], at, low & compute::rl::BitCast<V>(active));
          if constexpr (kOp == RegOp::kMull) {
            compute::rl::StoreBytes(dst1->reg[0], at, high & compute::rl::BitCast<V>(active));
          } else {
            // Add/Sub: the lowest bit of the group (每4bit的最低位);
            // AddC/SubC: the whole group (每4bit设置1).
            const uint8_t group = kOp == RegOp::kAddC || kOp == RegOp::kSubC ? 0xF : 0x1;
            compute::rl::PredicateBits<4>(out, at, carried & active, group);
          }
        }
        if (carry != nullptr) *carry = out;
      },
      [&](compute::RegComputeResult& r) {
        CopyRegister(r.reg[0], dst);
        if (dst1 != nullptr) CopyRegister(r.reg[1], *dst1);
        if (carry != nullptr) CopyMask(r.mask[0], *carry);
      });
}

}  // namespace compute

#define ASCENDC_HOST_REG_TYPES_ALL int8_t, uint8_t, int16_t, uint16_t, half, bfloat16_t, int32_t, uint32_t, float, int64_t, uint64_t

// --- Add, Sub (and the carry forms), Mul, Div, Max, Min, Prelu ----------------

namespace compute {
// Add / Sub: integers wrap, or saturate while CTRL[53] = 1.
template <RegOp kOp, MaskMergeMode mode, typename U>
ASCENDC_HOST_HOT_INLINE void AddSub(U& dst, const U& a, const U& b, const MaskReg& mask) {
  using E = typename U::ActualT;
  static_assert(kTypeIn<E, ASCENDC_HOST_REG_TYPES_ALL>, "Add / Sub (Reg矢量计算/基础算术): unsupported data type");
  constexpr bool add = kOp == RegOp::kAdd;
  const Options o{mode == MaskMergeMode::MERGING, kIsFloating<E>};
  if (IntegerSaturation<E>()) Lanewise<kOp, Repr<U>>(dst, mask, o, AddLanes<E, true, add>{}, a, b);
  else Lanewise<kOp, Repr<U>>(dst, mask, o, AddLanes<E, false, add>{}, a, b);
}
}  // namespace compute

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void Add(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask) {
  compute::CheckRegister<T, U>();
  static_assert(mode == MaskMergeMode::ZEROING || mode == MaskMergeMode::MERGING,
                "Add (Reg矢量计算/基础算术/Add): mode is ZEROING or MERGING");
  compute::AddSub<compute::RegOp::kAdd, mode>(dstReg, srcReg0, srcReg1, mask);
}

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void Sub(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask) {
  compute::CheckRegister<T, U>();
  static_assert(mode == MaskMergeMode::ZEROING, "Sub (Reg矢量计算/基础算术/Sub): MERGING is not supported");
  compute::AddSub<compute::RegOp::kSub, mode>(dstReg, srcReg0, srcReg1, mask);
}

// The carry forms and Mull: 32-bit lanes (SPEC 14.2).
template <typename T = DefaultType, typename U>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void Add(MaskReg& carry, U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask) {
  compute::CarryLanes<compute::RegOp::kAddCarry, T>(&carry, dstReg, static_cast<U*>(nullptr), srcReg0, srcReg1, nullptr, mask);
}
template <typename T = DefaultType, typename U>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void Sub(MaskReg& carry, U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask) {
  compute::CarryLanes<compute::RegOp::kSubBorrow, T>(&carry, dstReg, static_cast<U*>(nullptr), srcReg0, srcReg1, nullptr, mask);
}
template <typename T = DefaultType, typename U>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void AddC(MaskReg& carry, U& dstReg, U& srcReg0, U& srcReg1, MaskReg& carrySrc, MaskReg& mask) {
  compute::CarryLanes<compute::RegOp::kAddC, T>(&carry, dstReg, static_cast<U*>(nullptr), srcReg0, srcReg1, &carrySrc, mask);
}
template <typename T = DefaultType, typename U>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void SubC(MaskReg& carry, U& dstReg, U& srcReg0, U& srcReg1, MaskReg& carrySrc, MaskReg& mask) {
  compute::CarryLanes<compute::RegOp::kSubC, T>(&carry, dstReg, static_cast<U*>(nullptr), srcReg0, srcReg1, &carrySrc, mask);
}
template <typename T = DefaultType, typename U>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void Mull(U& dstReg0, U& dstReg1, U& srcReg0, U& srcReg1, MaskReg& mask) {
  compute::CarryLanes<compute::RegOp::kMull, T>(nullptr, dstReg0, &dstReg1, srcReg0, srcReg1, nullptr, mask);
}

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void Mul(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask) {
  static_assert(compute::kTypeIn<typename U::ActualT, int16_t, uint16_t, half, bfloat16_t, int32_t, uint32_t, float,
                                 int64_t, uint64_t>,
                "Mul (Reg矢量计算/基础算术/Mul): unsupported data type");
  compute::ZeroingLanewise<compute::RegOp::kMul, T, mode>(dstReg, mask, compute::MulLanes<typename U::ActualT>{},
                                                          srcReg0, srcReg1);
}

template <typename T = DefaultType, auto mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void Div(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask) {
  compute::CheckRegister<T, U>();
  using E = typename U::ActualT;
  constexpr MaskMergeMode merge = compute::MergeModeOf<mode>();
  static_assert(merge == MaskMergeMode::ZEROING, "Div (Reg矢量计算/基础算术/Div): MERGING is not supported");
  constexpr DivAlgo algo = [] {
    if constexpr (std::is_same_v<decltype(mode), MaskMergeMode>) return DivAlgo::INTRINSIC;
    else return mode->algo;
  }();
  static_assert(algo == DivAlgo::INTRINSIC || algo == DivAlgo::PRECISION_1ULP_FTZ_TRUE ||
                    (algo == DivAlgo::PRECISION_1ULP_FTZ_FALSE && compute::kTypeIn<E, half, float>) ||
                    std::is_same_v<E, float>,
                "Div (Reg矢量计算/基础算术/Div): this DivAlgo does not support the data type");
  static_assert(compute::kTypeIn<E, int16_t, uint16_t, half, int32_t, uint32_t, float, int64_t, uint64_t>,
                "Div (Reg矢量计算/基础算术/Div): unsupported data type");
  if constexpr (compute::kIsFloating<E>) {
    // All algorithms round correctly (within every bound the page gives);
    // only the *_FTZ_FALSE ones keep subnormal inputs and results.
    constexpr bool ftz = algo != DivAlgo::PRECISION_0ULP_FTZ_FALSE && algo != DivAlgo::PRECISION_1ULP_FTZ_FALSE;
    compute::Lanewise<compute::RegOp::kDiv, compute::Repr<U>>(
        dstReg, mask, compute::Options{false, true, ftz},
        [](const auto& a, const auto& b) ASCENDC_HOST_REG_LAMBDA {
          if constexpr (ftz) {
            return compute::FlushSubnormalResults<E>(compute::FlushSubnormalInputs<E>(a) /
                                                     compute::FlushSubnormalInputs<E>(b));
          } else {
            return a / b;
          }
        },
        srcReg0, srcReg1);
  } else {
    compute::Lanewise<compute::RegOp::kDiv, compute::Repr<U>>(
        dstReg, mask, compute::Options{},
        [](const auto& a, const auto& b) ASCENDC_HOST_REG_LAMBDA { return compute::IntegerDivide(a, b); }, srcReg0, srcReg1);
  }
}

namespace compute {
template <RegOp kOp, MaskMergeMode mode, typename U>
ASCENDC_HOST_HOT_INLINE void MaxMin(U& dst, const U& a, const U& b, const MaskReg& mask) {
  using E = typename U::ActualT;
  static_assert(kTypeIn<E, ASCENDC_HOST_REG_TYPES_ALL>, "Max / Min (Reg矢量计算/基础算术): unsupported data type");
  static_assert(mode == MaskMergeMode::ZEROING || mode == MaskMergeMode::MERGING,
                "Max / Min (Reg矢量计算/基础算术): mode is ZEROING or MERGING");
  Lanewise<kOp, Repr<U>>(dst, mask, Options{mode == MaskMergeMode::MERGING, kIsFloating<E>},
                         MaxLanes<E, kOp == RegOp::kMax>{}, a, b);
}
}  // namespace compute

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void Max(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask) {
  compute::CheckRegister<T, U>();
  compute::MaxMin<compute::RegOp::kMax, mode>(dstReg, srcReg0, srcReg1, mask);
}

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void Min(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask) {
  compute::CheckRegister<T, U>();
  compute::MaxMin<compute::RegOp::kMin, mode>(dstReg, srcReg0, srcReg1, mask);
}

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void Prelu(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask) {
  static_assert(compute::kTypeIn<typename U::ActualT, half, float>, "Prelu (Reg矢量计算/基础算术/Prelu): half and float only");
  compute::ZeroingLanewise<compute::RegOp::kPrelu, T, mode>(dstReg, mask, compute::LeakyLanes<typename U::ActualT>{},
                                                            srcReg0, srcReg1);
}

// --- Adds, Muls, Maxs, Mins, LeakyRelu ---------------------------------------

namespace compute {
// The scalar forms (Adds ...): ZEROING only; f(x, scalar lanes).
template <RegOp kOp, typename T, MaskMergeMode mode, typename U, typename S, typename F>
ASCENDC_HOST_HOT_INLINE void WithScalar(U& dst, const U& src, const S& scalar, const MaskReg& mask, F&& f) {
  CheckRegister<T, U>();
  static_assert(mode == MaskMergeMode::ZEROING, "Reg矢量计算: this operation's page supports ZEROING only");
  using E = typename U::ActualT;
  Options o{false, kIsFloating<E>};
  const auto splat = ScalarLanes<Repr<U>, E>(scalar, &o.scalar);
  Lanewise<kOp, Repr<U>>(dst, mask, o, [=](const auto& x) ASCENDC_HOST_REG_LAMBDA { return f(x, splat); }, src);
}
}  // namespace compute

template <typename T = DefaultType, typename U, MaskMergeMode mode = MaskMergeMode::ZEROING, typename S>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void Adds(S& dstReg, S& srcReg, U scalarValue, MaskReg& mask) {
  using E = typename S::ActualT;
  static_assert(compute::kTypeIn<E, ASCENDC_HOST_REG_TYPES_ALL>, "Adds (Reg矢量计算/基础算术/Adds): unsupported data type");
  if (compute::IntegerSaturation<E>())
    compute::WithScalar<compute::RegOp::kAdds, T, mode>(dstReg, srcReg, scalarValue, mask, compute::AddLanes<E, true, true>{});
  else
    compute::WithScalar<compute::RegOp::kAdds, T, mode>(dstReg, srcReg, scalarValue, mask, compute::AddLanes<E, false, true>{});
}

template <typename T = DefaultType, typename U, MaskMergeMode mode = MaskMergeMode::ZEROING, typename S>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void Muls(S& dstReg, S& srcReg, U scalarValue, MaskReg& mask) {
  using E = typename S::ActualT;
  static_assert(compute::kTypeIn<E, int16_t, uint16_t, half, int32_t, uint32_t, float, int64_t, uint64_t>,
                "Muls (Reg矢量计算/基础算术/Muls): unsupported data type");
  compute::WithScalar<compute::RegOp::kMuls, T, mode>(dstReg, srcReg, scalarValue, mask, compute::MulLanes<E>{});
}

template <typename T = DefaultType, typename U, MaskMergeMode mode = MaskMergeMode::ZEROING, typename S>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void Maxs(S& dstReg, S& srcReg, U scalarValue, MaskReg& mask) {
  using E = typename S::ActualT;
  static_assert(compute::kTypeIn<E, ASCENDC_HOST_REG_TYPES_ALL>, "Maxs (Reg矢量计算/基础算术/Maxs): unsupported data type");
  compute::WithScalar<compute::RegOp::kMaxs, T, mode>(dstReg, srcReg, scalarValue, mask, compute::MaxLanes<E, true>{});
}

template <typename T = DefaultType, typename U, MaskMergeMode mode = MaskMergeMode::ZEROING, typename S>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void Mins(S& dstReg, S& srcReg, U scalarValue, MaskReg& mask) {
  using E = typename S::ActualT;
  static_assert(compute::kTypeIn<E, ASCENDC_HOST_REG_TYPES_ALL>, "Mins (Reg矢量计算/基础算术/Mins): unsupported data type");
  compute::WithScalar<compute::RegOp::kMins, T, mode>(dstReg, srcReg, scalarValue, mask, compute::MaxLanes<E, false>{});
}

template <typename T = DefaultType, typename U, MaskMergeMode mode = MaskMergeMode::ZEROING, typename S>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void LeakyRelu(S& dstReg, S& srcReg, U scalarValue, MaskReg& mask) {
  using E = typename S::ActualT;
  static_assert(compute::kTypeIn<E, half, float>, "LeakyRelu (Reg矢量计算/基础算术/LeakyRelu): half and float only");
  compute::WithScalar<compute::RegOp::kLeakyRelu, T, mode>(dstReg, srcReg, scalarValue, mask, compute::LeakyLanes<E>{});
}

// --- Abs, Neg, Relu, Sqrt --------------------------------------------------------

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void Abs(U& dstReg, U& srcReg, MaskReg& mask) {
  static_assert(compute::kTypeIn<typename U::ActualT, int8_t, int16_t, half, int32_t, float, int64_t>,
                "Abs (Reg矢量计算/基础算术/Abs): unsupported data type (complex types are not available)");
  compute::ZeroingLanewise<compute::RegOp::kAbs, T, mode>(dstReg, mask, compute::AbsLanes<typename U::ActualT>{}, srcReg);
}

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void Neg(U& dstReg, U& srcReg, MaskReg& mask) {
  static_assert(compute::kTypeIn<typename U::ActualT, int8_t, int16_t, half, int32_t, float, int64_t>,
                "Neg (Reg矢量计算/基础算术/Neg): unsupported data type");
  compute::ZeroingLanewise<compute::RegOp::kNeg, T, mode>(dstReg, mask, compute::NegLanes<typename U::ActualT>{}, srcReg);
}

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void Relu(U& dstReg, U& srcReg, MaskReg& mask) {
  static_assert(compute::kTypeIn<typename U::ActualT, half, int32_t, float, int64_t>,
                "Relu (Reg矢量计算/基础算术/Relu): unsupported data type");
  compute::ZeroingLanewise<compute::RegOp::kRelu, T, mode>(dstReg, mask, compute::ReluLanes<typename U::ActualT>{}, srcReg);
}

template <typename T = DefaultType, auto mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void Sqrt(U& dstReg, U& srcReg, MaskReg& mask) {
  compute::CheckRegister<T, U>();
  using E = typename U::ActualT;
  static_assert(compute::kTypeIn<E, half, float>, "Sqrt (Reg矢量计算/基础算术/Sqrt): half and float only");
  static_assert(compute::MergeModeOf<mode>() == MaskMergeMode::ZEROING,
                "Sqrt (Reg矢量计算/基础算术/Sqrt): MERGING is not supported");
  constexpr SqrtAlgo algo = [] {
    if constexpr (std::is_same_v<decltype(mode), MaskMergeMode>) {
      return SqrtAlgo::INTRINSIC;
    } else {
      // precisionMode selects the fast-inverse algorithm (float only).
      if (mode->precisionMode && mode->algo == SqrtAlgo::INTRINSIC && std::is_same_v<E, float>)
        return SqrtAlgo::FAST_INVERSE;
      return mode->algo;
    }
  }();
  static_assert(
      (algo != SqrtAlgo::FAST_INVERSE && algo != SqrtAlgo::PRECISION_0ULP_FTZ_FALSE) || std::is_same_v<E, float>,
      "Sqrt (Reg矢量计算/基础算术/Sqrt): FAST_INVERSE and PRECISION_0ULP_FTZ_FALSE support float only");
  constexpr bool ftz = algo == SqrtAlgo::INTRINSIC || algo == SqrtAlgo::PRECISION_1ULP_FTZ_TRUE;
  // Correctly rounded for every algorithm; a negative input gives NaN.
  compute::Lanewise<compute::RegOp::kSqrt, compute::Repr<U>>(
      dstReg, mask, compute::Options{false, true, ftz},
      [](const auto& x) ASCENDC_HOST_REG_LAMBDA {
        if constexpr (ftz) return compute::rl::Sqrt(compute::FlushSubnormalInputs<E>(x));
        else return compute::rl::Sqrt(x);
      },
      srcReg);
}

// --- 复合计算: Axpy, MulAddDst, MulDstAdd, AbsSub ------------------------------

namespace compute {

// a * b + c rounded once, on float lanes (float, or half / bfloat16 values
// computed in float). Float and bfloat16: in double, where the product is
// exact; the sum's rounding error (TwoSum) decides a round-to-odd double,
// whose rounding to float is the correctly rounded a*b+c (bfloat16: rounded
// to odd again, so the final rounding to 8 bits is correct too). Half: the
// product is exact in float; the sum rounds to odd in float, whose final
// rounding to half is correct (24 >= 11 + 2 bits).
template <typename V>
ASCENDC_HOST_HOT_INLINE V RoundToOddSum(const V& p, const V& c) {
  using Lane = std::remove_cv_t<std::remove_reference_t<decltype(p[0])>>;
  using UV = rl::Vec<rl::UintOf<sizeof(Lane)>, sizeof(V)>;
  using IV = rl::Vec<rl::SintOf<sizeof(Lane)>, sizeof(V)>;
  const V s = p + c;
  const V bb = s - p;
  const V e = (p - (s - bb)) + (c - bb);
  const UV sb = rl::BitCast<UV>(s);
  // Inexact and even: step to the odd neighbour on e's side.
  const IV inexact = (e != 0) & ((sb & 1u) == 0) & (s - s == 0);
  const IV away = (e > 0) == (s > 0);
  const UV stepped = sb + rl::BitCast<UV>(away ? rl::Splat<IV>(1) : rl::Splat<IV>(-1));
  return rl::BitCast<V>(inexact ? stepped : sb);
}

template <typename E, typename V>
ASCENDC_HOST_HOT_INLINE V FusedMultiplyAdd(const V& a, const V& b, const V& c) {
  if constexpr (std::is_same_v<E, float> && rl::kHasFma && sizeof(V) == rl::kChunkBytes) {
    return rl::Fma(a, b, c);  // the instruction rounds once
  } else if constexpr (std::is_same_v<E, half>) {
    return RoundToOddSum(a * b, c);  // the product is exact
  } else {
    // Each half of the float lanes in double lanes of one native vector.
    using Half = rl::Vec<float, sizeof(V) / 2>;
    using D = rl::Vec<double, sizeof(V)>;
    Half in[3][2];
    std::memcpy(in[0], &a, sizeof(V));
    std::memcpy(in[1], &b, sizeof(V));
    std::memcpy(in[2], &c, sizeof(V));
    Half out[2];
    for (int h = 0; h < 2; ++h) {
      const D p = __builtin_convertvector(in[0][h], D) * __builtin_convertvector(in[1][h], D);
      const D odd = RoundToOddSum(p, __builtin_convertvector(in[2][h], D));
      Half f = __builtin_convertvector(odd, Half);
      if constexpr (std::is_same_v<E, bfloat16_t>) {
        // Round-to-odd from double to float as well: an inexact, even
        // float steps one ulp toward the double.
        using UH = rl::Vec<uint32_t, sizeof(Half)>;
        using IH = rl::Vec<int32_t, sizeof(Half)>;
        using UD = rl::Vec<uint64_t, sizeof(D)>;
        using ID = rl::Vec<int64_t, sizeof(D)>;
        const D back = __builtin_convertvector(f, D);
        const ID inexact_d = (back != odd) & (odd - odd == 0);
        const ID away_d = (rl::BitCast<UD>(odd) & 0x7FFFFFFFFFFFFFFFull) > (rl::BitCast<UD>(back) & 0x7FFFFFFFFFFFFFFFull);
        const UH bits = rl::BitCast<UH>(f);
        const IH inexact = __builtin_convertvector(inexact_d, IH) & ((bits & 1u) == 0);
        const UH stepped = bits + rl::BitCast<UH>(__builtin_convertvector(away_d, IH) ? rl::Splat<IH>(1) : rl::Splat<IH>(-1));
        f = rl::BitCast<Half>(inexact ? stepped : bits);
      }
      out[h] = f;
    }
    V r;
    std::memcpy(&r, out, sizeof(V));
    return r;
  }
}

}  // namespace compute

namespace compute {
template <typename E>
template <typename V>
ASCENDC_HOST_HOT_INLINE V MulAddLanes<E>::operator()(const V& a, const V& b, const V& c) const {
  if constexpr (kIsFloating<E>) return FusedMultiplyAdd<E>(a, b, c);
  else return WrapAdd(WrapMul(a, b), c);
}
}  // namespace compute

template <typename T = DefaultType, typename U, MaskMergeMode mode = MaskMergeMode::ZEROING, typename S>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void Axpy(S& dstReg, S& srcReg, const U scalarValue, MaskReg& mask) {
  compute::CheckRegister<T, S>();
  using E = typename S::ActualT;
  static_assert(compute::kTypeIn<E, half, float, int64_t, uint64_t>, "Axpy (Reg矢量计算/复合计算/Axpy): unsupported data type");
  static_assert(mode == MaskMergeMode::ZEROING, "Axpy (Reg矢量计算/复合计算/Axpy): MERGING is not supported");
  using R = compute::Repr<S>;
  compute::Options o{false, compute::kIsFloating<E>};
  const typename R::Value splat = compute::ScalarLanes<R, E>(scalarValue, &o.scalar);
  compute::CrossChecked(
      [&]() ASCENDC_HOST_REG_LAMBDA {
        auto c = compute::Describe<E, S::REG_NUM>(compute::RegOp::kAxpy);
        compute::CopyRegister(c->reg[0], srcReg);
        compute::CopyRegister(c->reg[2], dstReg);
        compute::CopyMask(c->mask[0], mask);
        c->scalar = o.scalar;
        return c;
      },
      [&]() ASCENDC_HOST_REG_LAMBDA {
        // Two roundings (复合计算/概述: one type gains no precision): the
        // product as a Muls would give it, then the sum.
        const ascendc_host::NumericMode n = compute::kIsFloat16<E> ? compute::CallNumerics() : ascendc_host::NumericMode{};
        compute::rl::WithDefaultFpEnvironment(
            o.floating,
            [=](S& dst, const MaskReg& m, const S& src) ASCENDC_HOST_REG_LAMBDA {
              if constexpr (compute::kIsFloat16<E>) {
                S product;
                compute::MapLanes<R>(product, m, false, n, [=](const auto& x) ASCENDC_HOST_REG_LAMBDA { return x * splat; }, src);
                compute::MapLanes<R>(dst, m, false, n, [](const auto& p, const auto& d) ASCENDC_HOST_REG_LAMBDA { return p + d; },
                                     product, dst);
              } else {
                compute::MapLanes<R>(dst, m, false, n,
                                     [=](const auto& x, const auto& d) ASCENDC_HOST_REG_LAMBDA {
                                       return compute::WrapAdd(compute::WrapMul(x, splat), d);
                                     },
                                     src, dst);
              }
            },
            dstReg, mask, srcReg);
      },
      [&](compute::RegComputeResult& r) { compute::CopyRegister(r.reg[0], dstReg); });
}

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void MulAddDst(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask) {
  static_assert(compute::kTypeIn<typename U::ActualT, int16_t, uint16_t, half, bfloat16_t, int32_t, uint32_t, float,
                                 int64_t, uint64_t>,
                "MulAddDst (Reg矢量计算/复合计算/MulAddDst): unsupported data type");
  // dst = src0 * src1 + dst, fused (关键特性说明); the destination is the third source.
  compute::ZeroingLanewise<compute::RegOp::kMulAddDst, T, mode>(
      dstReg, mask, compute::MulAddLanes<typename U::ActualT>{}, srcReg0, srcReg1, dstReg);
}

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void MulDstAdd(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask) {
  // The page's table pairs half sources with a float destination, which its
  // prototype (one U for all three) cannot express: half here is all-half.
  static_assert(compute::kTypeIn<typename U::ActualT, half, bfloat16_t, float>,
                "MulDstAdd (Reg矢量计算/复合计算/MulDstAdd): half, bfloat16_t and float only");
  // dst = dst * src0 + src1, fused: the sources in the functor's order.
  compute::ZeroingLanewise<compute::RegOp::kMulDstAdd, T, mode>(
      dstReg, mask, [](const auto& a, const auto& b, const auto& d) ASCENDC_HOST_REG_LAMBDA {
        return compute::MulAddLanes<typename U::ActualT>{}(d, a, b);
      }, srcReg0, srcReg1, dstReg);
}

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void AbsSub(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask) {
  static_assert(compute::kTypeIn<typename U::ActualT, half, float, int64_t>,
                "AbsSub (Reg矢量计算/复合计算/AbsSub): unsupported data type");
  compute::ZeroingLanewise<compute::RegOp::kAbsSub, T, mode>(dstReg, mask, compute::AbsSubLanes<typename U::ActualT>{},
                                                             srcReg0, srcReg1);
}

}  // namespace Reg

// Kernels also spell Div's algorithm enum from the AscendC namespace
// (AscendC::DivAlgo::PRECISION_1ULP_FTZ_FALSE in a Reg::DivSpecificMode).
// (AscendC::SqrtAlgo is the basic API's own enum, vector/unary.h.)
using Reg::DivAlgo;

}  // namespace AscendC

#pragma GCC diagnostic pop

#endif  // ASCENDC_HOST_ASCENDC_REG_ARITH_H_
