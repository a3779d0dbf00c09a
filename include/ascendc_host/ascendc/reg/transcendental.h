// Reg矢量计算/基础算术 Exp, Ln, Log, Log2, Log10 and 复合计算 ExpSub
// (SPEC 14.2, 14.3). The NPU's algorithms are unpublished, so these are not
// bit-exact: each is evaluated in double lanes (polynomials far more precise
// than float) and rounded once to float, half results rounding that float
// once more (the pages' 精度提升: half is computed in float). The measured
// bound against the correctly rounded result is in SPEC 14.2 and enforced
// by tests/reg_compute/transcendental_test.cc. Inline register code.
#ifndef ASCENDC_HOST_ASCENDC_REG_TRANSCENDENTAL_H_
#define ASCENDC_HOST_ASCENDC_REG_TRANSCENDENTAL_H_

#include <cstdint>
#include <cstring>
#include <type_traits>

#include "ascendc_host/ascendc/reg/arith.h"
#include "ascendc_host/ascendc/reg/compute_common.h"

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"

namespace AscendC {
namespace Reg {

enum class ExpAlgo { INTRINSIC = 0, PRECISION_1ULP_FTZ_TRUE, PRECISION_1ULP_FTZ_FALSE };
enum class LnAlgo { INTRINSIC = 0, PRECISION_1ULP_FTZ_TRUE, PRECISION_1ULP_FTZ_FALSE };
enum class LogAlgo { INTRINSIC = 0, PRECISION_1ULP_FTZ_TRUE, PRECISION_1ULP_FTZ_FALSE };
enum class Log2Algo { INTRINSIC = 0, PRECISION_1ULP_FTZ_TRUE, PRECISION_1ULP_FTZ_FALSE };
enum class Log10Algo { INTRINSIC = 0, PRECISION_1ULP_FTZ_TRUE, PRECISION_1ULP_FTZ_FALSE };
// The pages' ExpSpecificMode ... Log10SpecificMode: { mrgMode, algo }.
template <typename Algo>
struct TranscendentalSpecificMode {
  MaskMergeMode mrgMode = MaskMergeMode::ZEROING;
  Algo algo = Algo::INTRINSIC;
};
using ExpSpecificMode = TranscendentalSpecificMode<ExpAlgo>;
using LnSpecificMode = TranscendentalSpecificMode<LnAlgo>;
using LogSpecificMode = TranscendentalSpecificMode<LogAlgo>;
using Log2SpecificMode = TranscendentalSpecificMode<Log2Algo>;
using Log10SpecificMode = TranscendentalSpecificMode<Log10Algo>;

namespace compute {

// True for the algorithms that keep subnormals (*_FTZ_FALSE); the
// others flush subnormal inputs and results (the pages' 配置Subnormal模式).
template <auto mode>
constexpr bool KeepsSubnormals() {
  if constexpr (std::is_same_v<decltype(mode), MaskMergeMode>) return false;
  else return static_cast<int>(mode->algo) == 2;  // PRECISION_1ULP_FTZ_FALSE in every *Algo
}

enum class Transcendental { kExp, kLn, kLog2, kLog10 };

// e^x of double lanes holding float values; the result rounds to float
// once (subnormal float results included: the scaling is exact in double).
template <typename D>
ASCENDC_HOST_HOT_INLINE D ExpDouble(const D& x) {
  using UD = rl::Vec<uint64_t, sizeof(D)>;
  using ID = rl::Vec<int64_t, sizeof(D)>;
  // Beyond these every float result is inf or 0.
  const D xc = x > 89.0 ? rl::Splat<D>(89.0) : (x < -104.0 ? rl::Splat<D>(-104.0) : x);
  // n = round(x / ln2) by the 1.5 * 2^52 trick; r = x - n ln2 (Cody-Waite).
  const D shifter = rl::Splat<D>(6755399441055744.0);
  const D t = xc * 1.4426950408889634 + shifter;
  const D n = t - shifter;
  const D r = (xc - n * 0.6931471805599453094) - n * 2.3190468138462996e-17;
  // e^r, |r| <= 0.35: Taylor to r^13 (relative error below 1e-17).
  D p = rl::Splat<D>(1.0 / 6227020800.0);
  p = p * r + 1.0 / 479001600.0;
  p = p * r + 1.0 / 39916800.0;
  p = p * r + 1.0 / 3628800.0;
  p = p * r + 1.0 / 362880.0;
  p = p * r + 1.0 / 40320.0;
  p = p * r + 1.0 / 5040.0;
  p = p * r + 1.0 / 720.0;
  p = p * r + 1.0 / 120.0;
  p = p * r + 1.0 / 24.0;
  p = p * r + 1.0 / 6.0;
  p = p * r + 0.5;
  p = p * r + 1.0;
  p = p * r + 1.0;
  // 2^n: n in [-151, 129], a normal double.
  const ID ni = rl::BitCast<ID>(t) - rl::BitCast<ID>(shifter);
  const D scale = rl::BitCast<D>(rl::BitCast<UD>((ni + 1023) << 52));
  D result = p * scale;
  result = x > 89.0 ? rl::Splat<D>(__builtin_inf()) : result;
  result = x < -104.0 ? D{} : result;
  return x != x ? x : result;
}

// ln x of double lanes holding float values.
template <typename D>
ASCENDC_HOST_HOT_INLINE D LnDouble(const D& x) {
  using UD = rl::Vec<uint64_t, sizeof(D)>;
  using ID = rl::Vec<int64_t, sizeof(D)>;
  const UD bits = rl::BitCast<UD>(x);
  // x = m 2^e, m in [sqrt(1/2), sqrt(2)).
  ID e = rl::BitCast<ID>(bits >> 52) - 1023;
  D m = rl::BitCast<D>((bits & 0x000FFFFFFFFFFFFFull) | 0x3FF0000000000000ull);
  const ID big = m > 1.4142135623730951;
  m = big ? m * 0.5 : m;
  e = e - big;  // big is -1 where true
  // ln m = 2 atanh(s), s = (m - 1) / (m + 1), |s| <= 0.1716.
  const D s = (m - 1.0) / (m + 1.0);
  const D s2 = s * s;
  D q = rl::Splat<D>(1.0 / 25);
  q = q * s2 + 1.0 / 23;
  q = q * s2 + 1.0 / 21;
  q = q * s2 + 1.0 / 19;
  q = q * s2 + 1.0 / 17;
  q = q * s2 + 1.0 / 15;
  q = q * s2 + 1.0 / 13;
  q = q * s2 + 1.0 / 11;
  q = q * s2 + 1.0 / 9;
  q = q * s2 + 1.0 / 7;
  q = q * s2 + 1.0 / 5;
  q = q * s2 + 1.0 / 3;
  q = q * s2 + 1.0;
  const D ln_m = 2.0 * s * q;
  const D ed = __builtin_convertvector(e, D);
  D result = ed * 0.6931471805599453094 + (ln_m + ed * 2.3190468138462996e-17);
  // ln 0 = -inf, ln of a negative = NaN, ln inf = inf, NaN stays.
  result = x == 0 ? rl::Splat<D>(-__builtin_inf()) : result;
  result = x < 0 ? rl::Splat<D>(__builtin_nan("")) : result;
  result = x == __builtin_inf() ? x : result;
  return x != x ? x : result;
}

// The function of float lanes (float or half values), through double.
template <Transcendental kFn, typename V>
ASCENDC_HOST_HOT_INLINE V Evaluate(const V& x) {
  using Half = rl::Vec<float, sizeof(V) / 2>;
  using D = rl::Vec<double, sizeof(V)>;
  Half in[2], out[2];
  std::memcpy(in, &x, sizeof(V));
  for (int h = 0; h < 2; ++h) {
    const D d = __builtin_convertvector(in[h], D);
    D r;
    if constexpr (kFn == Transcendental::kExp) r = ExpDouble(d);
    else if constexpr (kFn == Transcendental::kLn) r = LnDouble(d);
    else if constexpr (kFn == Transcendental::kLog2) r = LnDouble(d) * 1.4426950408889634;
    else r = LnDouble(d) * 0.43429448190325182;
    out[h] = __builtin_convertvector(r, Half);
  }
  V result;
  std::memcpy(&result, out, sizeof(V));
  return result;
}

template <typename E, auto mode>
constexpr void CheckTranscendental() {
  static_assert(kTypeIn<E, half, float>, "Exp / Ln / Log / Log2 / Log10 (Reg矢量计算/基础算术): half and float only");
  static_assert(MergeModeOf<mode>() == MaskMergeMode::ZEROING,
                "Exp / Ln / Log / Log2 / Log10 (Reg矢量计算/基础算术): MERGING is not supported");
}

template <RegOp kOp, Transcendental kFn, typename T, auto mode, typename U>
ASCENDC_HOST_HOT_INLINE void UnaryTranscendental(U& dst, const U& src, const MaskReg& mask) {
  CheckRegister<T, U>();
  using E = typename U::ActualT;
  CheckTranscendental<E, mode>();
  constexpr bool ftz = !KeepsSubnormals<mode>();
  Lanewise<kOp, Repr<U>>(dst, mask, Options{false, true, ftz}, [](const auto& x) ASCENDC_HOST_REG_LAMBDA {
    if constexpr (ftz) return FlushSubnormalResults<E>(Evaluate<kFn>(FlushSubnormalInputs<E>(x)));
    else return Evaluate<kFn>(x);
  }, src);
}


}  // namespace compute

template <typename T = DefaultType, auto mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void Exp(U& dstReg, U& srcReg, MaskReg& mask) {
  compute::UnaryTranscendental<compute::RegOp::kExp, compute::Transcendental::kExp, T, mode>(dstReg, srcReg, mask);
}
template <typename T = DefaultType, auto mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void Ln(U& dstReg, U& srcReg, MaskReg& mask) {
  compute::UnaryTranscendental<compute::RegOp::kLn, compute::Transcendental::kLn, T, mode>(dstReg, srcReg, mask);
}
// Log: the natural logarithm, as Ln (the page's log(x)).
template <typename T = DefaultType, auto mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void Log(U& dstReg, U& srcReg, MaskReg& mask) {
  compute::UnaryTranscendental<compute::RegOp::kLog, compute::Transcendental::kLn, T, mode>(dstReg, srcReg, mask);
}
template <typename T = DefaultType, auto mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void Log2(U& dstReg, U& srcReg, MaskReg& mask) {
  compute::UnaryTranscendental<compute::RegOp::kLog2, compute::Transcendental::kLog2, T, mode>(dstReg, srcReg, mask);
}
template <typename T = DefaultType, auto mode = MaskMergeMode::ZEROING, typename U>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void Log10(U& dstReg, U& srcReg, MaskReg& mask) {
  compute::UnaryTranscendental<compute::RegOp::kLog10, compute::Transcendental::kLog10, T, mode>(dstReg, srcReg, mask);
}

// e^(src0 - src1) into float lanes. half sources: float lane k takes source
// element 2k + layout and its predicate bit (RegLayout); the difference is
// taken in float. The default algorithm of Exp: subnormal results flush.
template <typename T = DefaultType, typename U = DefaultType, RegLayout layout = RegLayout::ZERO,
          MaskMergeMode mode = MaskMergeMode::ZEROING, typename S, typename V>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void ExpSub(S& dstReg, V& srcReg0, V& srcReg1, MaskReg& mask) {
  static_assert(kIsRegTensor<S> && kIsRegTensor<V>, "ExpSub: the operands are RegTensors");
  using Src = typename V::ActualT;
  static_assert(std::is_same_v<typename S::ActualT, float> && compute::kTypeIn<Src, half, float> &&
                    S::REG_NUM == 1 && V::REG_NUM == 1,
                "ExpSub (Reg矢量计算/复合计算/ExpSub): half -> float or float -> float");
  static_assert((std::is_same_v<T, DefaultType> || std::is_same_v<T, float>) &&
                    (std::is_same_v<U, DefaultType> || std::is_same_v<U, Src>),
                "ExpSub: T is the destination type, U the source type");
  static_assert(layout == RegLayout::ZERO || layout == RegLayout::ONE,
                "ExpSub (Reg矢量计算/复合计算/ExpSub): layout ZERO or ONE");
  static_assert(mode == MaskMergeMode::ZEROING, "ExpSub (Reg矢量计算/复合计算/ExpSub): MERGING is not supported");
  namespace rl = compute::rl;
  constexpr uint32_t kLayout = layout == RegLayout::ONE ? 1 : 0;
  compute::CrossChecked(
      [&]() ASCENDC_HOST_REG_LAMBDA {
        auto c = compute::Describe<Src, 1>(compute::RegOp::kExpSub);
        c->dst_type = ascendc_host::DType::kF32;
        compute::CopyRegister(c->reg[0], srcReg0);
        compute::CopyRegister(c->reg[1], srcReg1);
        compute::CopyMask(c->mask[0], mask);
        c->flush_subnormals = true;
        c->variant = static_cast<uint8_t>(kLayout);
        return c;
      },
      [&]() ASCENDC_HOST_REG_LAMBDA {
        rl::WithDefaultFpEnvironment(true, [](S& dstReg, const MaskReg& mask, const V& srcReg0, const V& srcReg1) ASCENDC_HOST_REG_LAMBDA {
          using F = rl::Vec<float>;
          for (uint32_t g = 0; g < rl::kChunks; ++g) {
            const uint32_t at = g * rl::kChunkBytes;
            F a, b;
            rl::Pred<4> active;
            if constexpr (std::is_same_v<Src, half>) {
              // The chunk of pairs: element 2k + layout is half k of each 32-bit lane.
              using W = rl::Vec<uint32_t>;
              using H = rl::Vec<uint16_t, rl::kChunkBytes / 2>;
              const W pa = rl::LoadBytes<W>(srcReg0.reg[0], at), pb = rl::LoadBytes<W>(srcReg1.reg[0], at);
              a = rl::HalfToFloat(__builtin_convertvector(pa >> (16 * kLayout), H));
              b = rl::HalfToFloat(__builtin_convertvector(pb >> (16 * kLayout), H));
              active = rl::Active<4, rl::kChunkBytes, 2 * kLayout>(mask, at);
            } else {
              a = rl::LoadBytes<F>(srcReg0.reg[0], at);
              b = rl::LoadBytes<F>(srcReg1.reg[0], at);
              active = rl::Active<4>(mask, at);
            }
            const F x = compute::FlushSubnormalInputs<float>(a - b);
            const F y = rl::CanonicalNaN(
                compute::FlushSubnormalResults<float>(compute::Evaluate<compute::Transcendental::kExp>(x)));
            rl::StoreBytes(dstReg.reg[0], at, rl::Blend(active, y, F{}));
          }
        }, dstReg, mask, srcReg0, srcReg1);
      },
      [&](compute::RegComputeResult& r) { compute::CopyRegister(r.reg[0], dstReg); });
}

}  // namespace Reg
}  // namespace AscendC

#pragma GCC diagnostic pop

#endif  // ASCENDC_HOST_ASCENDC_REG_TRANSCENDENTAL_H_
