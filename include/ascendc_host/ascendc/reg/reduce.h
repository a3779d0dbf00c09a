// Reg矢量计算/归约计算 (SPEC 14.11): Reduce (SUM, MAX and MIN with the
// index), ReduceDataBlock, PairReduceElem. Inline register code
// (reg/lanes.h).
//
// The pages fix the order of a sum: a binary tree of adjacent pairs (d1+d2,
// d3+d4, ..., then the pairs of those). The lanes are held as native-width
// chunks; one level of the tree adds each chunk pair's even lanes to its odd
// lanes (one chunk out of two), and within the last chunk the same with
// itself; each addition is one operation of the type (half: rounded to
// half with the saturation of CTRL[48]; integers: wrapping, or saturating
// with CTRL[53]). ReduceDataBlock stops after the levels of one 32-byte
// block, Reduce goes on to the root. MAX and MIN are associative under the
// pages' rules (NaN wins, +0 above -0), so they use the same tree.
#ifndef ASCENDC_HOST_ASCENDC_REG_REDUCE_H_
#define ASCENDC_HOST_ASCENDC_REG_REDUCE_H_

#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>
#include <utility>

#include "ascendc_host/ascendc/reg/compute_common.h"
#include "ascendc_host/ascendc/reg/one_source.h"

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"

namespace AscendC {
namespace Reg {

enum class ReduceType { SUM = 0, MAX, MIN };
enum class PairReduce { SUM = 0 };

namespace compute {
namespace red {

// The lane type a reduction computes in: float for the floating types, 32
// bits for b16 and b32 integers (an int16 sum is an int32), 64 for b64.
template <typename E>
using Lane = std::conditional_t<kIsFloating<E>, float,
                                std::conditional_t<sizeof(E) == 8, E,
                                                   std::conditional_t<std::is_signed_v<E>, int32_t, uint32_t>>>;

// Lanes kOffset, kOffset + 2, ... of a followed by b (n lanes out of 2n).
template <size_t kOffset, typename V, size_t... I>
ASCENDC_HOST_HOT_INLINE V EveryOther(const V& a, const V& b, std::index_sequence<I...>) {
  return __builtin_shufflevector(a, b, static_cast<int>(2 * I + kOffset)...);
}

// A register's lanes as chunks of computation lanes, inactive lanes set to
// `identity` (in the lane type).
template <typename E, int kRegNum>
struct Lanes {
  using C = Lane<E>;
  using V = rl::Vec<C>;
  static constexpr uint32_t kCount = kRegNum == 2 ? 64u : 256u / sizeof(E);
  static constexpr uint32_t kPerChunk = rl::kChunkBytes / sizeof(C);
  static constexpr uint32_t kChunks = kCount / kPerChunk;
  V v[kChunks];

  template <typename U>
  ASCENDC_HOST_HOT_INLINE Lanes(const U& r, const MaskReg& mask, C identity) {
    const V fill = rl::Splat<V>(identity);
    for (uint32_t g = 0; g < kChunks; ++g) {
      V x;
      rl::Pred<sizeof(C)> active;
      if constexpr ((std::is_integral_v<E> && sizeof(E) == 2)) {
        // 16-bit integers widened to 32-bit lanes.
        constexpr uint32_t kHalf = rl::kChunkBytes / 2;
        x = __builtin_convertvector(rl::LoadBytes<rl::Vec<E, kHalf>>(r.reg[0], g * kHalf), V);
        active = __builtin_convertvector(rl::Active<2, kHalf>(mask, g * kHalf), rl::Pred<4>);
      } else {
        using R = Repr<U>;
        x = R::Load(r, g);
        active = R::Active(mask, g);
      }
      v[g] = rl::Blend(active, x, fill);
    }
  }
};

// Floating sums of half: each node rounded to half and read back.
template <typename E>
ASCENDC_HOST_HOT_INLINE rl::Vec<float> RoundNode(const rl::Vec<float>& x, const NumericMode& n) {
  if constexpr (kIsFloat16<E>) {
    using R = Float16Repr<E>;
    const auto bits = R::Round(x, n);
    if constexpr (std::is_same_v<E, half>) return rl::HalfToFloat(bits);
    else return rl::Bf16ToFloat(bits);
  } else {
    return x;
  }
}

template <ReduceType kType, typename E, typename V>
ASCENDC_HOST_HOT_INLINE V Combine(const V& a, const V& b, const NumericMode& n) {
  using C = std::remove_cv_t<std::remove_reference_t<decltype(a[0])>>;
  if constexpr (kType == ReduceType::SUM) {
    if constexpr (std::is_floating_point_v<C>) return RoundNode<E>(a + b, n);
    else return n.int_saturating ? SaturatingAdd(a, b) : WrapAdd(a, b);
  } else if constexpr (std::is_floating_point_v<C>) {
    return FloatMax(a, b, kType == ReduceType::MAX);
  } else {
    return kType == ReduceType::MAX ? (a > b ? a : b) : (a < b ? a : b);
  }
}

// `levels` levels of the adjacent-pair tree over `lanes.v`; the results are
// then the first kCount >> levels lanes of the chunk array, in order.
template <ReduceType kType, typename E, int kRegNum>
ASCENDC_HOST_HOT_INLINE void Tree(Lanes<E, kRegNum>& lanes, uint32_t levels, const NumericMode& n) {
  using L = Lanes<E, kRegNum>;
  constexpr auto kIndex = std::make_index_sequence<L::kPerChunk>{};
  uint32_t chunks = L::kChunks;
  for (; levels > 0 && chunks > 1; --levels, chunks /= 2) {
    for (uint32_t j = 0; j < chunks / 2; ++j) {
      const typename L::V& a = lanes.v[2 * j];
      const typename L::V& b = lanes.v[2 * j + 1];
      lanes.v[j] = Combine<kType, E>(EveryOther<0>(a, b, kIndex), EveryOther<1>(a, b, kIndex), n);
    }
  }
  for (; levels > 0; --levels) {
    const typename L::V a = lanes.v[0];
    lanes.v[0] = Combine<kType, E>(EveryOther<0>(a, a, kIndex), EveryOther<1>(a, a, kIndex), n);
  }
}

constexpr uint32_t Log2(uint32_t n) { return n <= 1 ? 0 : 1 + Log2(n / 2); }

// The identity of inactive lanes: 0 (SUM), the type's lowest (MAX) or
// highest (MIN) value, -inf / +inf for the floating types (decision).
template <ReduceType kType, typename E>
constexpr Lane<E> Identity() {
  using C = Lane<E>;
  if constexpr (kType == ReduceType::SUM) return C{};
  else if constexpr (kIsFloating<E>) return kType == ReduceType::MAX ? -std::numeric_limits<float>::infinity()
                                                                     : std::numeric_limits<float>::infinity();
  else return kType == ReduceType::MAX ? static_cast<C>(std::numeric_limits<E>::lowest())
                                       : static_cast<C>(std::numeric_limits<E>::max());
}

// The bits a result lane of type D holds for value x: half and bfloat16 as
// their bits (MAX / MIN keep inf and give the NaN; sums were rounded at
// every node), float with the canonical NaN.
template <typename D, ReduceType kType, typename C>
ASCENDC_HOST_HOT_INLINE uint64_t ResultBits(C x, const NumericMode& n) {
  if constexpr (kIsFloat16<D>) {
    rl::Vec<float> v{};
    v[0] = x;
    // A sum was rounded at its last node (this is exact); MAX / MIN keep inf
    // and give the NaN: not saturating.
    const auto bits = Float16Repr<D>::Round(v, kType == ReduceType::SUM ? n : NumericMode{false, false, false});
    return bits[0];
  } else if constexpr (std::is_same_v<D, float>) {
    uint32_t bits;
    std::memcpy(&bits, &x, 4);
    return x != x ? 0x7FC00000u : bits;
  } else if constexpr (sizeof(D) == 8) {
    return static_cast<uint64_t>(static_cast<D>(x));
  } else {
    return static_cast<uint64_t>(static_cast<D>(x)) & ((uint64_t{1} << (8 * sizeof(D))) - 1);
  }
}

// Stores `count` results (and nothing else: the register is cleared first).
template <typename D, int kRegNum, typename U>
ASCENDC_HOST_HOT_INLINE void StoreResults(U& dst, const uint64_t* bits, uint32_t count) {
  std::memset(dst.reg, 0, sizeof(dst.reg));
  for (uint32_t k = 0; k < count; ++k) {
    if constexpr (kRegNum == 2) {
      const uint32_t lo = static_cast<uint32_t>(bits[k]), hi = static_cast<uint32_t>(bits[k] >> 32);
      std::memcpy(dst.reg[0] + 4 * k, &lo, 4);
      std::memcpy(dst.reg[1] + 4 * k, &hi, 4);
    } else {
      std::memcpy(dst.reg[0] + sizeof(D) * k, &bits[k], sizeof(D));
    }
  }
}

template <typename V>
ASCENDC_HOST_HOT_INLINE auto LaneAt(const V* chunks, uint32_t k) {
  constexpr uint32_t kPer = sizeof(V) / sizeof(chunks[0][0]);
  return chunks[k / kPer][k % kPer];
}

// Whether two computation values are the same (floating: same bits, any NaN
// the same) — the first lane equal to the winner is the index.
template <typename C>
ASCENDC_HOST_HOT_INLINE bool Same(C a, C b) {
  if constexpr (std::is_floating_point_v<C>) {
    if (a != a) return b != b;
    uint32_t x, y;
    std::memcpy(&x, &a, 4);
    std::memcpy(&y, &b, 4);
    return x == y;
  } else {
    return a == b;
  }
}

}  // namespace red
}  // namespace compute

#define ASCENDC_HOST_REDUCE_PAGE "Reduce (Reg矢量计算/归约计算/Reduce)"

// SUM: dst lane 0 = the tree sum of the active lanes; MAX / MIN: lane 0 the
// value, lane 1 the index of its first occurrence (as the type's bits); the
// other lanes 0.
template <ReduceType type = ReduceType::SUM, typename T = DefaultType, typename U = DefaultType,
          MaskMergeMode mode = MaskMergeMode::ZEROING, typename S, typename V>
__simd_callee__ inline void Reduce(S& dstReg, V srcReg, MaskReg mask) {
  static_assert(kIsRegTensor<S> && kIsRegTensor<V>, "Reduce operates on RegTensors");
  using D = typename S::ActualT;
  using E = typename V::ActualT;
  static_assert(std::is_same_v<T, DefaultType> || std::is_same_v<T, D>, "T must equal the destination's type");
  static_assert(std::is_same_v<U, DefaultType> || std::is_same_v<U, E>, "U must equal the source's type");
  static_assert(mode == MaskMergeMode::ZEROING, ASCENDC_HOST_REDUCE_PAGE ": ZEROING only");
  static_assert(S::REG_NUM == V::REG_NUM, ASCENDC_HOST_REDUCE_PAGE ": both registers of one trait");
  constexpr bool kSumPair =
      (std::is_same_v<D, E> && compute::kTypeIn<E, half, int32_t, uint32_t, float, int64_t, uint64_t>) ||
      (std::is_same_v<D, int32_t> && std::is_same_v<E, int16_t>) || (std::is_same_v<D, uint32_t> && std::is_same_v<E, uint16_t>);
  constexpr bool kMaxPair =
      std::is_same_v<D, E> && compute::kTypeIn<E, int16_t, uint16_t, half, int32_t, uint32_t, float, int64_t, uint64_t>;
  static_assert(type == ReduceType::SUM ? kSumPair : kMaxPair, ASCENDC_HOST_REDUCE_PAGE ": unsupported data types (tables 3, 4)");
  static_assert(sizeof(E) == 8 || V::REG_NUM == 1, "RegTraitNumTwo is for b64");
  constexpr int kRegNum = V::REG_NUM;
  const compute::NumericMode n = compute::CallNumerics();
  compute::CrossChecked(
      [&] {
        return compute::DescribeOneSource<E, kRegNum>(compute::RegOp::kReduce, compute::TypeOf<D>(),
                                                      static_cast<uint8_t>(type), srcReg, &mask);
      },
      [&] {
        ascendc_host::reg_lanes::WithDefaultFpEnvironment(compute::kIsFloating<E>, [=](S& dstReg, const MaskReg& mask, const V& srcReg) {
          using L = compute::red::Lanes<E, kRegNum>;
          L lanes(srcReg, mask, compute::red::Identity<type, E>());
          uint64_t out[2] = {};
          if constexpr (type == ReduceType::SUM) {
            compute::red::Tree<type, E>(lanes, compute::red::Log2(L::kCount), n);
            out[0] = compute::red::ResultBits<D, type>(lanes.v[0][0], n);
            compute::red::StoreResults<D, kRegNum>(dstReg, out, 1);
          } else {
            const L all = lanes;
            compute::red::Tree<type, E>(lanes, compute::red::Log2(L::kCount), n);
            const auto best = lanes.v[0][0];
            uint32_t index = 0;
            while (!compute::red::Same(compute::red::LaneAt(all.v, index), best)) ++index;
            out[0] = compute::red::ResultBits<D, type>(best, n);
            out[1] = index;
            compute::red::StoreResults<D, kRegNum>(dstReg, out, 2);
          }
        }, dstReg, mask, srcReg);
      },
      [&](compute::RegComputeResult& r) { compute::CopyRegister(r.reg[0], dstReg); });
}

#undef ASCENDC_HOST_REDUCE_PAGE

// Each 32-byte DataBlock of srcReg reduced to dst lane b (b < 8), the other
// lanes 0. The int16 / uint16 sums are 32-bit: lanes 0..7 of the register
// read as int32 / uint32 (the page's table; one register type, decision).
template <ReduceType type = ReduceType::SUM, typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING,
          typename U>
__simd_callee__ inline void ReduceDataBlock(U& dstReg, U srcReg, MaskReg mask) {
  compute::CheckRegister<T, U>();
  using E = typename U::ActualT;
  static_assert(mode == MaskMergeMode::ZEROING, "ReduceDataBlock (Reg矢量计算/归约计算/ReduceDataBlock): ZEROING only");
  static_assert(compute::kTypeIn<E, half, int16_t, uint16_t, int32_t, uint32_t, float> && U::REG_NUM == 1,
                "ReduceDataBlock (Reg矢量计算/归约计算/ReduceDataBlock): half, int16_t, uint16_t, int32_t, "
                "uint32_t or float");
  using D = std::conditional_t<type == ReduceType::SUM && std::is_integral_v<E> && sizeof(E) == 2,
                               std::conditional_t<std::is_signed_v<E>, int32_t, uint32_t>, E>;
  const compute::NumericMode n = compute::CallNumerics();
  compute::CrossChecked(
      [&] {
        return compute::DescribeOneSource<E, 1>(compute::RegOp::kReduceDataBlock, compute::TypeOf<D>(),
                                                static_cast<uint8_t>(type), srcReg, &mask);
      },
      [&] {
        ascendc_host::reg_lanes::WithDefaultFpEnvironment(compute::kIsFloating<E>, [=](U& dstReg, const MaskReg& mask, const U& srcReg) {
          using L = compute::red::Lanes<E, 1>;
          L lanes(srcReg, mask, compute::red::Identity<type, E>());
          constexpr uint32_t kLevels = sizeof(E) == 2 ? 4 : 3;  // 16 or 8 elements a block
          compute::red::Tree<type, E>(lanes, kLevels, n);
          uint64_t out[8];
          for (uint32_t b = 0; b < 8; ++b) out[b] = compute::red::ResultBits<D, type>(compute::red::LaneAt(lanes.v, b), n);
          U result;
          compute::red::StoreResults<D, 1>(result, out, 8);
          dstReg = result;
        }, dstReg, mask, srcReg);
      },
      [&](compute::RegComputeResult& r) { compute::CopyRegister(r.reg[0], dstReg); });
}

// dst[k] = src[2k] + src[2k+1] (inactive elements count as 0) for the first
// half of the lanes, the second half 0; one rounding per sum.
template <PairReduce type = PairReduce::SUM, typename T = DefaultType, MaskMergeMode mode = MaskMergeMode::ZEROING,
          typename U>
__simd_callee__ inline void PairReduceElem(U& dstReg, U srcReg, MaskReg mask) {
  compute::CheckRegister<T, U>();
  using E = typename U::ActualT;
  static_assert(compute::kTypeIn<E, half, float> && U::REG_NUM == 1,
                "PairReduceElem (Reg矢量计算/归约计算/PairReduceElem): half or float");
  static_assert(mode == MaskMergeMode::ZEROING, "PairReduceElem (Reg矢量计算/归约计算/PairReduceElem): ZEROING only");
  const compute::NumericMode n = compute::CallNumerics();
  compute::CrossChecked(
      [&] {
        return compute::DescribeOneSource<E, 1>(compute::RegOp::kPairReduceElem, compute::TypeOf<E>(), 0, srcReg, &mask);
      },
      [&] {
        ascendc_host::reg_lanes::WithDefaultFpEnvironment(true, [=](U& dstReg, const MaskReg& mask, const U& srcReg) {
          using L = compute::red::Lanes<E, 1>;
          using R = compute::Repr<U>;
          L lanes(srcReg, mask, 0.0f);
          compute::red::Tree<ReduceType::SUM, E>(lanes, 1, n);
          U result;
          std::memset(result.reg, 0, sizeof(result.reg));
          for (uint32_t g = 0; g < R::kGroups / 2; ++g) R::Store(result, g, lanes.v[g], nullptr, false, n);
          dstReg = result;
        }, dstReg, mask, srcReg);
      },
      [&](compute::RegComputeResult& r) { compute::CopyRegister(r.reg[0], dstReg); });
}

}  // namespace Reg
}  // namespace AscendC

#pragma GCC diagnostic pop

#endif  // ASCENDC_HOST_ASCENDC_REG_REDUCE_H_
