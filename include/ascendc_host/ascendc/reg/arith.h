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
ASCENDC_HOST_REG_INLINE void Lanewise(U& dst, const MaskReg& mask, const Options& o, F&& f, const Src&... src) {
  using E = typename U::ActualT;
  CrossChecked(
      [&] {
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
      // Always inlined (as the lambdas below): a VF copy (SPEC 14.20) then
      // compiles the whole operation for its instruction set.
      [&]() __attribute__((always_inline)) {
        const NumericMode n = kIsFloat16<E> ? CallNumerics() : NumericMode{};
        auto body = [&]() __attribute__((always_inline)) { MapLanes<R>(dst, mask, o.merging, n, f, src...); };
        if (o.floating) compute::rl::WithDefaultFpEnvironment(body);
        else body();
      },
      [&](compute::RegComputeResult& r) { CopyRegister(r.reg[0], dst); });
}

template <typename E>
ASCENDC_HOST_REG_INLINE bool IntegerSaturation() {
  return std::is_integral_v<E> && CallNumerics().int_saturating;
}

// FTZ of half / float lanes (float values; half ones computed in float).
template <typename E, typename V>
ASCENDC_HOST_REG_INLINE V FlushSubnormalInputs(const V& v) {
  using UV = compute::rl::Vec<uint32_t, sizeof(V)>;
  using IV = compute::rl::Vec<int32_t, sizeof(V)>;
  const UV bits = compute::rl::BitCast<UV>(v);
  const IV magnitude = compute::rl::BitCast<IV>(bits & 0x7FFFFFFFu);
  // Below the type's smallest normal: float 2^-126, half 2^-14.
  const int32_t normal = std::is_same_v<E, half> ? 0x38800000 : 0x00800000;
  return compute::rl::BitCast<V>(magnitude < normal ? bits & 0x80000000u : bits);
}
template <typename E, typename V>
ASCENDC_HOST_REG_INLINE V FlushSubnormalResults(const V& v) {
  using UV = compute::rl::Vec<uint32_t, sizeof(V)>;
  using IV = compute::rl::Vec<int32_t, sizeof(V)>;
  const UV bits = compute::rl::BitCast<UV>(v);
  const IV magnitude = compute::rl::BitCast<IV>(bits & 0x7FFFFFFFu);
  // Half: the float values that round to a half subnormal (below
  // 2^-14 - 2^-25; that tie rounds up to 2^-14).
  const int32_t normal = std::is_same_v<E, half> ? 0x387FE000 : 0x00800000;
  return compute::rl::BitCast<V>(magnitude < normal ? bits & 0x80000000u : bits);
}

// Integer division (SPEC 8.2): x / 0 all bits set, MIN / -1 = MIN; the
// divisor is made safe first (an integer divide instruction would trap).
template <typename V>
ASCENDC_HOST_REG_INLINE V IntegerDivide(const V& a, const V& b) {
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

// 32-bit lane carries: Add/Sub with carry out, AddC/SubC, Mull.
template <RegOp kOp, typename U>
ASCENDC_HOST_REG_INLINE void CarryLanes(MaskReg* carry, U& dst, U* dst1, const U& a, const U& b, const MaskReg* carry_in,
                                        const MaskReg& mask) {
  using E = typename U::ActualT;
  CrossChecked(
      [&] {
        auto c = Describe<E, 1>(kOp);
        CopyRegister(c->reg[0], a);
        CopyRegister(c->reg[1], b);
        CopyMask(c->mask[0], mask);
        if (carry_in != nullptr) CopyMask(c->mask[1], *carry_in);
        return c;
      },
      [&]() __attribute__((always_inline)) {
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

template <typename E, typename... Allowed>
inline constexpr bool kTypeIn = kOneOf<E, Allowed...>;

}  // namespace compute

#define ASCENDC_HOST_REG_TYPES_ALL int8_t, uint8_t, int16_t, uint16_t, half, bfloat16_t, int32_t, uint32_t, float, int64_t, uint64_t

// --- Add, Sub (and the carry forms), Mul, Div, Max, Min, Prelu ----------------

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ inline void Add(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask) {
  compute::CheckRegister<T, U>();
  using E = typename U::ActualT;
  static_assert(compute::kTypeIn<E, ASCENDC_HOST_REG_TYPES_ALL>,
                "Add (Reg矢量计算/基础算术/Add): unsupported data type");
  static_assert(mode == MaskMergeMode::ZEROING || mode == MaskMergeMode::MERGING,
                "Add (Reg矢量计算/基础算术/Add): mode is ZEROING or MERGING");
  const compute::Options o{mode == MaskMergeMode::MERGING, compute::kIsFloating<E>};
  if (compute::IntegerSaturation<E>()) {
    compute::Lanewise<compute::RegOp::kAdd, compute::Repr<U>>(
        dstReg, mask, o, [](const auto& a, const auto& b) { return compute::SaturatingAdd(a, b); }, srcReg0, srcReg1);
  } else {
    compute::Lanewise<compute::RegOp::kAdd, compute::Repr<U>>(
        dstReg, mask, o, [](const auto& a, const auto& b) { return compute::WrapAdd(a, b); }, srcReg0, srcReg1);
  }
}

template <typename T = DefaultType, typename U>
__simd_callee__ inline void Add(MaskReg& carry, U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask) {
  compute::CheckRegister<T, U>();
  static_assert(compute::kTypeIn<typename U::ActualT, int32_t, uint32_t> && U::REG_NUM == 1,
                "Add with carry (Reg矢量计算/基础算术/Add): int32_t and uint32_t only");
  compute::CarryLanes<compute::RegOp::kAddCarry>(&carry, dstReg, static_cast<U*>(nullptr), srcReg0, srcReg1, nullptr, mask);
}

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ inline void Sub(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask) {
  compute::CheckRegister<T, U>();
  using E = typename U::ActualT;
  static_assert(compute::kTypeIn<E, ASCENDC_HOST_REG_TYPES_ALL>,
                "Sub (Reg矢量计算/基础算术/Sub): unsupported data type");
  static_assert(mode == MaskMergeMode::ZEROING, "Sub (Reg矢量计算/基础算术/Sub): MERGING is not supported");
  const compute::Options o{false, compute::kIsFloating<E>};
  if (compute::IntegerSaturation<E>()) {
    compute::Lanewise<compute::RegOp::kSub, compute::Repr<U>>(
        dstReg, mask, o, [](const auto& a, const auto& b) { return compute::SaturatingSub(a, b); }, srcReg0, srcReg1);
  } else {
    compute::Lanewise<compute::RegOp::kSub, compute::Repr<U>>(
        dstReg, mask, o, [](const auto& a, const auto& b) { return compute::WrapSub(a, b); }, srcReg0, srcReg1);
  }
}

template <typename T = DefaultType, typename U>
__simd_callee__ inline void Sub(MaskReg& carry, U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask) {
  compute::CheckRegister<T, U>();
  static_assert(compute::kTypeIn<typename U::ActualT, int32_t, uint32_t> && U::REG_NUM == 1,
                "Sub with borrow (Reg矢量计算/基础算术/Sub): int32_t and uint32_t only");
  compute::CarryLanes<compute::RegOp::kSubBorrow>(&carry, dstReg, static_cast<U*>(nullptr), srcReg0, srcReg1, nullptr, mask);
}

template <typename T = DefaultType, typename U>
__simd_callee__ inline void AddC(MaskReg& carry, U& dstReg, U& srcReg0, U& srcReg1, MaskReg& carrySrc, MaskReg& mask) {
  compute::CheckRegister<T, U>();
  static_assert(compute::kTypeIn<typename U::ActualT, int32_t, uint32_t> && U::REG_NUM == 1,
                "AddC (Reg矢量计算/基础算术/AddC): int32_t and uint32_t only");
  compute::CarryLanes<compute::RegOp::kAddC>(&carry, dstReg, static_cast<U*>(nullptr), srcReg0, srcReg1, &carrySrc, mask);
}

template <typename T = DefaultType, typename U>
__simd_callee__ inline void SubC(MaskReg& carry, U& dstReg, U& srcReg0, U& srcReg1, MaskReg& carrySrc, MaskReg& mask) {
  compute::CheckRegister<T, U>();
  static_assert(compute::kTypeIn<typename U::ActualT, int32_t, uint32_t> && U::REG_NUM == 1,
                "SubC (Reg矢量计算/基础算术/SubC): int32_t and uint32_t only");
  compute::CarryLanes<compute::RegOp::kSubC>(&carry, dstReg, static_cast<U*>(nullptr), srcReg0, srcReg1, &carrySrc, mask);
}

template <typename T = DefaultType, typename U>
__simd_callee__ inline void Mull(U& dstReg0, U& dstReg1, U& srcReg0, U& srcReg1, MaskReg& mask) {
  compute::CheckRegister<T, U>();
  static_assert(compute::kTypeIn<typename U::ActualT, int32_t, uint32_t> && U::REG_NUM == 1,
                "Mull (Reg矢量计算/基础算术/Mull): int32_t and uint32_t only");
  compute::CarryLanes<compute::RegOp::kMull>(nullptr, dstReg0, &dstReg1, srcReg0, srcReg1, nullptr, mask);
}

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ inline void Mul(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask) {
  compute::CheckRegister<T, U>();
  using E = typename U::ActualT;
  static_assert(compute::kTypeIn<E, int16_t, uint16_t, half, bfloat16_t, int32_t, uint32_t, float, int64_t, uint64_t>,
                "Mul (Reg矢量计算/基础算术/Mul): unsupported data type");
  static_assert(mode == MaskMergeMode::ZEROING, "Mul (Reg矢量计算/基础算术/Mul): MERGING is not supported");
  // Integers wrap (Mul page: 输出结果为不饱和模式).
  compute::Lanewise<compute::RegOp::kMul, compute::Repr<U>>(
      dstReg, mask, compute::Options{false, compute::kIsFloating<E>},
      [](const auto& a, const auto& b) { return compute::WrapMul(a, b); }, srcReg0, srcReg1);
}

template <typename T = DefaultType, auto mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ inline void Div(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask) {
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
        [](const auto& a, const auto& b) {
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
        [](const auto& a, const auto& b) { return compute::IntegerDivide(a, b); }, srcReg0, srcReg1);
  }
}

namespace compute {
template <RegOp kOp, MaskMergeMode mode, typename U>
ASCENDC_HOST_REG_INLINE void MaxMin(U& dst, const U& a, const U& b, const MaskReg& mask) {
  using E = typename U::ActualT;
  constexpr bool max = kOp == RegOp::kMax;
  Lanewise<kOp, Repr<U>>(
      dst, mask, Options{mode == MaskMergeMode::MERGING, kIsFloating<E>},
      [](const auto& x, const auto& y) {
        if constexpr (kIsFloating<E>) return FloatMax(x, y, max);
        else if constexpr (max) return x > y ? x : y;
        else return x < y ? x : y;
      },
      a, b);
}
}  // namespace compute

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ inline void Max(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask) {
  compute::CheckRegister<T, U>();
  static_assert(compute::kTypeIn<typename U::ActualT, ASCENDC_HOST_REG_TYPES_ALL>,
                "Max (Reg矢量计算/基础算术/Max): unsupported data type");
  static_assert(mode == MaskMergeMode::ZEROING || mode == MaskMergeMode::MERGING,
                "Max (Reg矢量计算/基础算术/Max): mode is ZEROING or MERGING");
  compute::MaxMin<compute::RegOp::kMax, mode>(dstReg, srcReg0, srcReg1, mask);
}

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ inline void Min(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask) {
  compute::CheckRegister<T, U>();
  static_assert(compute::kTypeIn<typename U::ActualT, ASCENDC_HOST_REG_TYPES_ALL>,
                "Min (Reg矢量计算/基础算术/Min): unsupported data type");
  static_assert(mode == MaskMergeMode::ZEROING || mode == MaskMergeMode::MERGING,
                "Min (Reg矢量计算/基础算术/Min): mode is ZEROING or MERGING");
  compute::MaxMin<compute::RegOp::kMin, mode>(dstReg, srcReg0, srcReg1, mask);
}

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ inline void Prelu(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask) {
  compute::CheckRegister<T, U>();
  static_assert(compute::kTypeIn<typename U::ActualT, half, float>,
                "Prelu (Reg矢量计算/基础算术/Prelu): half and float only");
  static_assert(mode == MaskMergeMode::ZEROING, "Prelu (Reg矢量计算/基础算术/Prelu): MERGING is not supported");
  compute::Lanewise<compute::RegOp::kPrelu, compute::Repr<U>>(
      dstReg, mask, compute::Options{false, true}, [](const auto& x, const auto& y) { return x > 0 ? x : x * y; },
      srcReg0, srcReg1);
}

// --- Adds, Muls, Maxs, Mins, LeakyRelu ---------------------------------------

namespace compute {
template <RegOp kOp, typename U, typename S, typename F>
ASCENDC_HOST_REG_INLINE void WithScalar(U& dst, const U& src, const S& scalar, const MaskReg& mask, F&& f) {
  using E = typename U::ActualT;
  const E value = ScalarAs<E>(scalar);
  using R = Repr<U>;
  const typename R::Value splat = compute::rl::Splat<typename R::Value>(LaneOf<R>(value));
  Options o{false, kIsFloating<E>};
  o.scalar = BitsOf(value);
  Lanewise<kOp, R>(dst, mask, o, [&](const auto& x) { return f(x, splat); }, src);
}
}  // namespace compute

template <typename T = DefaultType, typename U, MaskMergeMode mode = MaskMergeMode::ZEROING, typename S>
__simd_callee__ inline void Adds(S& dstReg, S& srcReg, U scalarValue, MaskReg& mask) {
  compute::CheckRegister<T, S>();
  using E = typename S::ActualT;
  static_assert(compute::kTypeIn<E, ASCENDC_HOST_REG_TYPES_ALL>, "Adds (Reg矢量计算/基础算术/Adds): unsupported data type");
  static_assert(mode == MaskMergeMode::ZEROING, "Adds (Reg矢量计算/基础算术/Adds): MERGING is not supported");
  if (compute::IntegerSaturation<E>()) {
    compute::WithScalar<compute::RegOp::kAdds>(dstReg, srcReg, scalarValue, mask,
                                      [](const auto& x, const auto& s) { return compute::SaturatingAdd(x, s); });
  } else {
    compute::WithScalar<compute::RegOp::kAdds>(dstReg, srcReg, scalarValue, mask,
                                      [](const auto& x, const auto& s) { return compute::WrapAdd(x, s); });
  }
}

template <typename T = DefaultType, typename U, MaskMergeMode mode = MaskMergeMode::ZEROING, typename S>
__simd_callee__ inline void Muls(S& dstReg, S& srcReg, U scalarValue, MaskReg& mask) {
  compute::CheckRegister<T, S>();
  static_assert(
      compute::kTypeIn<typename S::ActualT, int16_t, uint16_t, half, int32_t, uint32_t, float, int64_t, uint64_t>,
      "Muls (Reg矢量计算/基础算术/Muls): unsupported data type");
  static_assert(mode == MaskMergeMode::ZEROING, "Muls (Reg矢量计算/基础算术/Muls): MERGING is not supported");
  compute::WithScalar<compute::RegOp::kMuls>(dstReg, srcReg, scalarValue, mask,
                                    [](const auto& x, const auto& s) { return compute::WrapMul(x, s); });
}

template <typename T = DefaultType, typename U, MaskMergeMode mode = MaskMergeMode::ZEROING, typename S>
__simd_callee__ inline void Maxs(S& dstReg, S& srcReg, U scalarValue, MaskReg& mask) {
  compute::CheckRegister<T, S>();
  using E = typename S::ActualT;
  static_assert(compute::kTypeIn<E, ASCENDC_HOST_REG_TYPES_ALL>, "Maxs (Reg矢量计算/基础算术/Maxs): unsupported data type");
  static_assert(mode == MaskMergeMode::ZEROING, "Maxs (Reg矢量计算/基础算术/Maxs): MERGING is not supported");
  compute::WithScalar<compute::RegOp::kMaxs>(dstReg, srcReg, scalarValue, mask, [](const auto& x, const auto& s) {
    if constexpr (compute::kIsFloating<E>) return compute::FloatMax(x, s, true);
    else return x > s ? x : s;
  });
}

template <typename T = DefaultType, typename U, MaskMergeMode mode = MaskMergeMode::ZEROING, typename S>
__simd_callee__ inline void Mins(S& dstReg, S& srcReg, U scalarValue, MaskReg& mask) {
  compute::CheckRegister<T, S>();
  using E = typename S::ActualT;
  static_assert(compute::kTypeIn<E, ASCENDC_HOST_REG_TYPES_ALL>, "Mins (Reg矢量计算/基础算术/Mins): unsupported data type");
  static_assert(mode == MaskMergeMode::ZEROING, "Mins (Reg矢量计算/基础算术/Mins): MERGING is not supported");
  compute::WithScalar<compute::RegOp::kMins>(dstReg, srcReg, scalarValue, mask, [](const auto& x, const auto& s) {
    if constexpr (compute::kIsFloating<E>) return compute::FloatMax(x, s, false);
    else return x < s ? x : s;
  });
}

template <typename T = DefaultType, typename U, MaskMergeMode mode = MaskMergeMode::ZEROING, typename S>
__simd_callee__ inline void LeakyRelu(S& dstReg, S& srcReg, U scalarValue, MaskReg& mask) {
  compute::CheckRegister<T, S>();
  static_assert(compute::kTypeIn<typename S::ActualT, half, float>,
                "LeakyRelu (Reg矢量计算/基础算术/LeakyRelu): half and float only");
  static_assert(mode == MaskMergeMode::ZEROING, "LeakyRelu (Reg矢量计算/基础算术/LeakyRelu): MERGING is not supported");
  compute::WithScalar<compute::RegOp::kLeakyRelu>(dstReg, srcReg, scalarValue, mask,
                                         [](const auto& x, const auto& s) { return x > 0 ? x : x * s; });
}

// --- Abs, Neg, Relu, Sqrt --------------------------------------------------------

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ inline void Abs(U& dstReg, U& srcReg, MaskReg& mask) {
  compute::CheckRegister<T, U>();
  using E = typename U::ActualT;
  static_assert(compute::kTypeIn<E, int8_t, int16_t, half, int32_t, float, int64_t>,
                "Abs (Reg矢量计算/基础算术/Abs): unsupported data type (complex types are not available)");
  static_assert(mode == MaskMergeMode::ZEROING, "Abs (Reg矢量计算/基础算术/Abs): MERGING is not supported");
  compute::Lanewise<compute::RegOp::kAbs, compute::Repr<U>>(
      dstReg, mask, compute::Options{false, compute::kIsFloating<E>},
      [](const auto& x) {
        using V = std::remove_cv_t<std::remove_reference_t<decltype(x)>>;
        if constexpr (compute::kIsFloating<E>) {
          using UV = compute::rl::Vec<uint32_t, sizeof(V)>;
          return compute::rl::BitCast<V>(compute::rl::BitCast<UV>(x) & 0x7FFFFFFFu);
        } else {
          return x < 0 ? compute::WrapSub(V{}, x) : x;  // |MIN| wraps to MIN (Abs page)
        }
      },
      srcReg);
}

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ inline void Neg(U& dstReg, U& srcReg, MaskReg& mask) {
  compute::CheckRegister<T, U>();
  using E = typename U::ActualT;
  static_assert(compute::kTypeIn<E, int8_t, int16_t, half, int32_t, float, int64_t>,
                "Neg (Reg矢量计算/基础算术/Neg): unsupported data type");
  static_assert(mode == MaskMergeMode::ZEROING, "Neg (Reg矢量计算/基础算术/Neg): MERGING is not supported");
  compute::Lanewise<compute::RegOp::kNeg, compute::Repr<U>>(
      dstReg, mask, compute::Options{false, compute::kIsFloating<E>},
      [](const auto& x) {
        using V = std::remove_cv_t<std::remove_reference_t<decltype(x)>>;
        if constexpr (compute::kIsFloating<E>) return -x;
        else return compute::WrapSub(V{}, x);
      },
      srcReg);
}

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ inline void Relu(U& dstReg, U& srcReg, MaskReg& mask) {
  compute::CheckRegister<T, U>();
  using E = typename U::ActualT;
  static_assert(compute::kTypeIn<E, half, int32_t, float, int64_t>, "Relu (Reg矢量计算/基础算术/Relu): unsupported data type");
  static_assert(mode == MaskMergeMode::ZEROING, "Relu (Reg矢量计算/基础算术/Relu): MERGING is not supported");
  compute::Lanewise<compute::RegOp::kRelu, compute::Repr<U>>(
      dstReg, mask, compute::Options{false, compute::kIsFloating<E>},
      [](const auto& x) {
        using V = std::remove_cv_t<std::remove_reference_t<decltype(x)>>;
        if constexpr (compute::kIsFloating<E>) return compute::FloatMax(x, V{}, true);  // Max(x, +0)
        else return x > 0 ? x : V{};
      },
      srcReg);
}

template <typename T = DefaultType, auto mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ inline void Sqrt(U& dstReg, U& srcReg, MaskReg& mask) {
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
      [](const auto& x) {
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
ASCENDC_HOST_REG_INLINE V RoundToOddSum(const V& p, const V& c) {
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
ASCENDC_HOST_REG_INLINE V FusedMultiplyAdd(const V& a, const V& b, const V& c) {
  if constexpr (std::is_same_v<E, half>) {
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

template <typename T = DefaultType, typename U, MaskMergeMode mode = MaskMergeMode::ZEROING, typename S>
__simd_callee__ inline void Axpy(S& dstReg, S& srcReg, const U scalarValue, MaskReg& mask) {
  compute::CheckRegister<T, S>();
  using E = typename S::ActualT;
  static_assert(compute::kTypeIn<E, half, float, int64_t, uint64_t>, "Axpy (Reg矢量计算/复合计算/Axpy): unsupported data type");
  static_assert(mode == MaskMergeMode::ZEROING, "Axpy (Reg矢量计算/复合计算/Axpy): MERGING is not supported");
  using R = compute::Repr<S>;
  const E value = compute::ScalarAs<E>(scalarValue);
  const typename R::Value splat = compute::rl::Splat<typename R::Value>(compute::LaneOf<R>(value));
  compute::Options o{false, compute::kIsFloating<E>};
  o.scalar = compute::BitsOf(value);
  compute::CrossChecked(
      [&] {
        auto c = compute::Describe<E, S::REG_NUM>(compute::RegOp::kAxpy);
        compute::CopyRegister(c->reg[0], srcReg);
        compute::CopyRegister(c->reg[2], dstReg);
        compute::CopyMask(c->mask[0], mask);
        c->scalar = o.scalar;
        return c;
      },
      [&]() __attribute__((always_inline)) {
        // Two roundings (复合计算/概述: one type gains no precision): the
        // product as a Muls would give it, then the sum.
        const ascendc_host::NumericMode n = compute::kIsFloat16<E> ? compute::CallNumerics() : ascendc_host::NumericMode{};
        auto body = [&]() __attribute__((always_inline)) {
          if constexpr (compute::kIsFloat16<E>) {
            S product;
            compute::MapLanes<R>(product, mask, false, n, [&](const auto& x) { return x * splat; }, srcReg);
            compute::MapLanes<R>(dstReg, mask, false, n, [](const auto& p, const auto& d) { return p + d; }, product,
                                 dstReg);
          } else {
            compute::MapLanes<R>(dstReg, mask, false, n,
                                 [&](const auto& x, const auto& d) {
                                   return compute::WrapAdd(compute::WrapMul(x, splat), d);
                                 },
                                 srcReg, dstReg);
          }
        };
        if (o.floating) compute::rl::WithDefaultFpEnvironment(body);
        else body();
      },
      [&](compute::RegComputeResult& r) { compute::CopyRegister(r.reg[0], dstReg); });
}

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ inline void MulAddDst(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask) {
  compute::CheckRegister<T, U>();
  using E = typename U::ActualT;
  static_assert(compute::kTypeIn<E, int16_t, uint16_t, half, bfloat16_t, int32_t, uint32_t, float, int64_t, uint64_t>,
                "MulAddDst (Reg矢量计算/复合计算/MulAddDst): unsupported data type");
  static_assert(mode == MaskMergeMode::ZEROING, "MulAddDst (Reg矢量计算/复合计算/MulAddDst): MERGING is not supported");
  // Fused: one rounding (关键特性说明); integers wrap.
  compute::Lanewise<compute::RegOp::kMulAddDst, compute::Repr<U>>(
      dstReg, mask, compute::Options{false, compute::kIsFloating<E>},
      [](const auto& a, const auto& b, const auto& d) {
        if constexpr (compute::kIsFloating<E>) return compute::FusedMultiplyAdd<E>(a, b, d);
        else return compute::WrapAdd(compute::WrapMul(a, b), d);
      },
      srcReg0, srcReg1, dstReg);
}

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ inline void MulDstAdd(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask) {
  compute::CheckRegister<T, U>();
  using E = typename U::ActualT;
  // The page's table pairs half sources with a float destination, which its
  // prototype (one U for all three) cannot express: half here is all-half.
  static_assert(compute::kTypeIn<E, half, bfloat16_t, float>,
                "MulDstAdd (Reg矢量计算/复合计算/MulDstAdd): half, bfloat16_t and float only");
  static_assert(mode == MaskMergeMode::ZEROING, "MulDstAdd (Reg矢量计算/复合计算/MulDstAdd): MERGING is not supported");
  compute::Lanewise<compute::RegOp::kMulDstAdd, compute::Repr<U>>(
      dstReg, mask, compute::Options{false, true},
      [](const auto& a, const auto& b, const auto& d) { return compute::FusedMultiplyAdd<E>(d, a, b); }, srcReg0,
      srcReg1, dstReg);
}

template <typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ inline void AbsSub(U& dstReg, U& srcReg0, U& srcReg1, MaskReg& mask) {
  compute::CheckRegister<T, U>();
  using E = typename U::ActualT;
  static_assert(compute::kTypeIn<E, half, float, int64_t>, "AbsSub (Reg矢量计算/复合计算/AbsSub): unsupported data type");
  static_assert(mode == MaskMergeMode::ZEROING, "AbsSub (Reg矢量计算/复合计算/AbsSub): MERGING is not supported");
  compute::Lanewise<compute::RegOp::kAbsSub, compute::Repr<U>>(
      dstReg, mask, compute::Options{false, compute::kIsFloating<E>},
      [](const auto& a, const auto& b) {
        using V = std::remove_cv_t<std::remove_reference_t<decltype(a)>>;
        if constexpr (compute::kIsFloating<E>) {
          using UV = compute::rl::Vec<uint32_t, sizeof(V)>;
          const V d = a - b;
          return compute::rl::BitCast<V>(compute::rl::BitCast<UV>(d) & 0x7FFFFFFFu);
        } else {
          const V d = compute::WrapSub(a, b);
          return d < 0 ? compute::WrapSub(V{}, d) : d;
        }
      },
      srcReg0, srcReg1);
}

}  // namespace Reg
}  // namespace AscendC

#pragma GCC diagnostic pop

#endif  // ASCENDC_HOST_ASCENDC_REG_ARITH_H_
