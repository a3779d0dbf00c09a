// Reg矢量计算/数据重排, 数据压缩, 直方图计算 (SPEC 14.12): Interleave and
// DeInterleave of RegTensors, Pack, UnPack, Unsqueeze, Histograms. Inline
// register code (reg/lanes.h); the MaskReg forms of Interleave, DeInterleave,
// Pack and UnPack are in reg/mask_ops.h.
#ifndef ASCENDC_HOST_ASCENDC_REG_REARRANGE_H_
#define ASCENDC_HOST_ASCENDC_REG_REARRANGE_H_

#include <cstdint>
#include <cstring>
#include <type_traits>
#include <utility>

#include "ascendc_host/ascendc/reg/compute_common.h"
#include "ascendc_host/ascendc/reg/fill.h"
#include "ascendc_host/ascendc/reg/one_source.h"

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"

namespace AscendC {
namespace Reg {

enum class HistogramsBinType { BIN0, BIN1 };
enum class HistogramsType { FREQUENCY, ACCUMULATE };

namespace compute {
namespace rearrange {

// Lanes 0, n, 1, n+1, ... of a followed by b (each n lanes): 2n lanes.
template <typename W, typename H, size_t... I>
ASCENDC_HOST_HOT_INLINE W Zip(const H& a, const H& b, std::index_sequence<I...>) {
  constexpr size_t kHalf = sizeof...(I) / 2;
  return __builtin_shufflevector(a, b, static_cast<int>((I % 2) * kHalf + I / 2)...);
}
template <size_t kOffset, typename V, size_t... I>
ASCENDC_HOST_HOT_INLINE V EveryOther(const V& a, const V& b, std::index_sequence<I...>) {
  return __builtin_shufflevector(a, b, static_cast<int>(2 * I + kOffset)...);
}

// One 256-byte register image of B lanes interleaved / de-interleaved.
template <typename B>
ASCENDC_HOST_HOT_INLINE void InterleaveImages(uint8_t* out0, uint8_t* out1, const uint8_t* in0, const uint8_t* in1) {
  using V = rl::Vec<B>;
  using H = rl::Vec<B, rl::kChunkBytes / 2>;
  constexpr auto kIndex = std::make_index_sequence<rl::kChunkBytes / sizeof(B)>{};
  for (uint32_t c = 0; c < rl::kChunks; ++c) {
    const uint32_t half = c * (rl::kChunkBytes / 2);
    rl::StoreBytes(out0, c * rl::kChunkBytes,
                   Zip<V>(rl::LoadBytes<H>(in0, half), rl::LoadBytes<H>(in1, half), kIndex));
    rl::StoreBytes(out1, c * rl::kChunkBytes,
                   Zip<V>(rl::LoadBytes<H>(in0, 128 + half), rl::LoadBytes<H>(in1, 128 + half), kIndex));
  }
}
template <typename B>
ASCENDC_HOST_HOT_INLINE void DeInterleaveImages(uint8_t* out0, uint8_t* out1, const uint8_t* in0, const uint8_t* in1) {
  using V = rl::Vec<B>;
  constexpr auto kIndex = std::make_index_sequence<rl::kChunkBytes / sizeof(B)>{};
  // Element pair j of the concatenation in0 ++ in1 sits in chunks 2c, 2c+1.
  for (uint32_t c = 0; c < rl::kChunks; ++c) {
    const uint8_t* from = c < rl::kChunks / 2 ? in0 : in1;
    const uint32_t at = (2 * c % rl::kChunks) * rl::kChunkBytes;
    const V x = rl::LoadBytes<V>(from, at), y = rl::LoadBytes<V>(from, at + rl::kChunkBytes);
    rl::StoreBytes(out0, c * rl::kChunkBytes, EveryOther<0>(x, y, kIndex));
    rl::StoreBytes(out1, c * rl::kChunkBytes, EveryOther<1>(x, y, kIndex));
  }
}

template <typename U, bool kInterleave>
ASCENDC_HOST_HOT_INLINE void Rearrange(U& dst0, U& dst1, const U& src0, const U& src1) {
  using B = std::conditional_t<U::REG_NUM == 2, uint32_t, BitLane<typename U::ActualT>>;
  alignas(64) uint8_t out[2][U::REG_NUM][256];
  for (int r = 0; r < U::REG_NUM; ++r) {
    if constexpr (kInterleave) InterleaveImages<B>(out[0][r], out[1][r], src0.reg[r], src1.reg[r]);
    else DeInterleaveImages<B>(out[0][r], out[1][r], src0.reg[r], src1.reg[r]);
  }
  std::memcpy(dst0.reg, out[0], sizeof(dst0.reg));
  std::memcpy(dst1.reg, out[1], sizeof(dst1.reg));
}

template <typename T, typename U>
constexpr void CheckRearrange(const char*) {
  CheckRegister<T, U>();
  static_assert(kTypeIn<typename U::ActualT, bool, int8_t, uint8_t, int16_t, uint16_t, half, bfloat16_t, int32_t,
                        uint32_t, float, int64_t, uint64_t>,
                "Interleave / DeInterleave (Reg矢量计算/数据重排): unsupported data type");
  static_assert(sizeof(typename U::ActualT) != 8 || U::REG_NUM == 2,
                "Interleave / DeInterleave (Reg矢量计算/数据重排): b64 takes RegTraitNumTwo only");
}

template <typename U>
ASCENDC_HOST_HOT_INLINE void RearrangeChecked(RegOp op, U& dst0, U& dst1, U& src0, U& src1) {
  using E = typename U::ActualT;
  CrossChecked(
      [&] {
        auto c = Describe<E, U::REG_NUM>(op);
        CopyRegister(c->reg[0], src0);
        CopyRegister(c->reg[1], src1);
        return c;
      },
      [&] {
        if (op == RegOp::kInterleave) Rearrange<U, true>(dst0, dst1, src0, src1);
        else Rearrange<U, false>(dst0, dst1, src0, src1);
      },
      [&](RegComputeResult& r) {
        CopyRegister(r.reg[0], dst0);
        CopyRegister(r.reg[1], dst1);
      });
}

}  // namespace rearrange
}  // namespace compute

// dst0 = src0[0], src1[0], src0[1], src1[1], ... (the first halves), dst1
// the same of the second halves. Any operand may be another (dst0 and dst1
// not the same register, the page).
template <typename T = DefaultType, typename U, typename = std::enable_if_t<kIsRegTensor<U>>>
__simd_callee__ inline void Interleave(U& dstReg0, U& dstReg1, U& srcReg0, U& srcReg1) {
  compute::rearrange::CheckRearrange<T, U>("Interleave");
  compute::rearrange::RearrangeChecked(compute::RegOp::kInterleave, dstReg0, dstReg1, srcReg0, srcReg1);
}

// dst0 = the even elements of src0 followed by src1, dst1 the odd ones.
template <typename T = DefaultType, typename U, typename = std::enable_if_t<kIsRegTensor<U>>>
__simd_callee__ inline void DeInterleave(U& dstReg0, U& dstReg1, U& srcReg0, U& srcReg1) {
  compute::rearrange::CheckRearrange<T, U>("DeInterleave");
  compute::rearrange::RearrangeChecked(compute::RegOp::kDeInterleave, dstReg0, dstReg1, srcReg0, srcReg1);
}

// The low half of each source element into dst's low (LOWEST) or high
// (HIGHEST) 128 bytes, the other half 0; from a b64 RegTraitNumTwo source
// the 64 low words (LOWEST only).
template <typename T = DefaultType, typename U = DefaultType, HighLowPart part = HighLowPart::LOWEST, typename S,
          typename V, typename = std::enable_if_t<kIsRegTensor<S> && kIsRegTensor<V>>>
__simd_callee__ inline void Pack(S& dstReg, V& srcReg) {
  using D = typename S::ActualT;
  using E = typename V::ActualT;
  static_assert(std::is_same_v<T, DefaultType> || std::is_same_v<T, D>, "T must equal the destination's type");
  static_assert(std::is_same_v<U, DefaultType> || std::is_same_v<U, E>, "U must equal the source's type");
  static_assert(std::is_unsigned_v<D> && std::is_integral_v<E> && sizeof(E) == 2 * sizeof(D) && sizeof(D) <= 4 &&
                    S::REG_NUM == 1,
                "Pack (Reg矢量计算/数据压缩/Pack): uint8_t <- (u)int16_t, uint16_t <- (u)int32_t, uint32_t <- (u)int64_t");
  static_assert(V::REG_NUM == 1 || part == HighLowPart::LOWEST, "Pack: RegTraitNumTwo supports LOWEST only");
  compute::CrossChecked(
      [&] {
        return compute::DescribeOneSource<E, V::REG_NUM>(compute::RegOp::kPack, compute::TypeOf<D>(),
                                                           static_cast<uint8_t>(part), srcReg, nullptr);
      },
      [&] {
        namespace rl = ascendc_host::reg_lanes;
        alignas(64) uint8_t out[256] = {};
        if constexpr (V::REG_NUM == 2) {
          std::memcpy(out, srcReg.reg[0], 256);  // the low words
        } else {
          using W = rl::Vec<std::make_unsigned_t<E>>;
          using N = rl::Vec<D, rl::kChunkBytes / 2>;
          const uint32_t base = part == HighLowPart::HIGHEST ? 128 : 0;
          for (uint32_t c = 0; c < rl::kChunks; ++c)
            rl::StoreBytes(out, base + c * (rl::kChunkBytes / 2),
                           __builtin_convertvector(rl::LoadBytes<W>(srcReg.reg[0], c * rl::kChunkBytes), N));
        }
        std::memcpy(dstReg.reg[0], out, 256);
      },
      [&](compute::RegComputeResult& r) { compute::CopyRegister(r.reg[0], dstReg); });
}

// Elements [0, n) (LOWEST) or [n, 2n) (HIGHEST) of the source, n = dst's
// lanes, widened (sign-extended for signed types); to a b64 RegTraitNumTwo
// destination the 64 source words (LOWEST only).
template <typename T = DefaultType, typename U = DefaultType, HighLowPart part = HighLowPart::LOWEST, typename S,
          typename V, typename = std::enable_if_t<kIsRegTensor<S> && kIsRegTensor<V>>>
__simd_callee__ inline void UnPack(S& dstReg, V& srcReg) {
  using D = typename S::ActualT;
  using E = typename V::ActualT;
  static_assert(std::is_same_v<T, DefaultType> || std::is_same_v<T, D>, "T must equal the destination's type");
  static_assert(std::is_same_v<U, DefaultType> || std::is_same_v<U, E>, "U must equal the source's type");
  static_assert(std::is_integral_v<D> && std::is_integral_v<E> && !std::is_same_v<E, bool> &&
                    std::is_signed_v<D> == std::is_signed_v<E> && sizeof(D) == 2 * sizeof(E) && V::REG_NUM == 1,
                "UnPack (Reg矢量计算/数据压缩/UnPack): (u)int16_t <- (u)int8_t, (u)int32_t <- (u)int16_t, "
                "(u)int64_t <- (u)int32_t");
  static_assert(S::REG_NUM == 1 || part == HighLowPart::LOWEST, "UnPack: RegTraitNumTwo supports LOWEST only");
  compute::CrossChecked(
      [&] {
        return compute::DescribeOneSource<E, S::REG_NUM>(compute::RegOp::kUnPack, compute::TypeOf<D>(),
                                                           static_cast<uint8_t>(part), srcReg, nullptr);
      },
      [&] {
        namespace rl = ascendc_host::reg_lanes;
        alignas(64) uint8_t out[S::REG_NUM][256];
        if constexpr (S::REG_NUM == 2) {
          std::memcpy(out[0], srcReg.reg[0], 256);
          using W = rl::Vec<int32_t>;
          for (uint32_t c = 0; c < rl::kChunks; ++c) {
            const W x = rl::LoadBytes<W>(srcReg.reg[0], c * rl::kChunkBytes);
            rl::StoreBytes(out[1], c * rl::kChunkBytes, std::is_signed_v<E> ? (x >> 31) : W{});
          }
        } else {
          using N = rl::Vec<E, rl::kChunkBytes / 2>;
          const uint32_t base = part == HighLowPart::HIGHEST ? 128 : 0;
          for (uint32_t c = 0; c < rl::kChunks; ++c)
            rl::StoreBytes(out[0], c * rl::kChunkBytes,
                           __builtin_convertvector(rl::LoadBytes<N>(srcReg.reg[0], base + c * (rl::kChunkBytes / 2)),
                                                   rl::Vec<D>));
        }
        std::memcpy(dstReg.reg, out, sizeof(out));
      },
      [&](compute::RegComputeResult& r) { compute::CopyRegister(r.reg[0], dstReg); });
}

// dst[0] = 0, dst[i] = the number of active elements among 0 .. i-1 (the
// count of the last element's bit is never used), modulo the type's width.
template <typename T = DefaultType, typename U, typename = std::enable_if_t<kIsRegTensor<U>>>
__simd_callee__ inline void Unsqueeze(U& dstReg, MaskReg& mask) {
  compute::CheckRegister<T, U>();
  using E = typename U::ActualT;
  static_assert(compute::kTypeIn<E, int8_t, uint8_t, int16_t, uint16_t, int32_t, uint32_t> && U::REG_NUM == 1,
                "Unsqueeze (Reg矢量计算/数据压缩/Unsqueeze): int8_t, uint8_t, int16_t, uint16_t, int32_t or uint32_t");
  compute::CrossChecked(
      [&] {
        auto c = compute::Describe<E, 1>(compute::RegOp::kUnsqueeze);
        compute::CopyMask(c->mask[0], mask);
        return c;
      },
      [&] {
        constexpr uint32_t kLanes = 256 / sizeof(E);
        alignas(64) E out[kLanes];
        uint32_t count = 0;
        for (uint32_t k = 0; k < kLanes; ++k) {
          out[k] = static_cast<E>(count);
          count += (mask.words[k * sizeof(E) / 64] >> (k * sizeof(E) % 64)) & 1u;
        }
        std::memcpy(dstReg.reg[0], out, 256);
      },
      [&](compute::RegComputeResult& r) { compute::CopyRegister(r.reg[0], dstReg); });
}

// dst[n] += the number of active source bytes equal to n + 128 * bin
// (FREQUENCY) or in [128 * bin, 128 * bin + n] (ACCUMULATE), modulo 2^16.
template <typename T = DefaultType, typename U = DefaultType, HistogramsBinType mode, HistogramsType type, typename S,
          typename V>
__simd_callee__ inline void Histograms(V& dstReg, S& srcReg, MaskReg& mask) {
  static_assert(kIsRegTensor<S> && kIsRegTensor<V>, "Histograms operates on RegTensors");
  static_assert(std::is_same_v<typename S::ActualT, uint8_t> && std::is_same_v<typename V::ActualT, uint16_t> &&
                    S::REG_NUM == 1 && V::REG_NUM == 1,
                "Histograms (Reg矢量计算/直方图计算/Histograms): uint8_t source, uint16_t destination");
  static_assert((std::is_same_v<T, DefaultType> || std::is_same_v<T, uint8_t>) &&
                    (std::is_same_v<U, DefaultType> || std::is_same_v<U, uint16_t>),
                "Histograms: T uint8_t, U uint16_t");
  constexpr uint32_t kBin = mode == HistogramsBinType::BIN1 ? 128 : 0;
  compute::CrossChecked(
      [&] {
        auto c = compute::Describe<uint8_t, 1>(compute::RegOp::kHistograms);
        c->dst_type = ascendc_host::DType::kU16;
        c->variant = static_cast<uint8_t>((mode == HistogramsBinType::BIN1 ? 1 : 0) +
                                          (type == HistogramsType::ACCUMULATE ? 2 : 0));
        compute::CopyRegister(c->reg[0], srcReg);
        compute::CopyMask(c->mask[0], mask);
        compute::CopyRegister(c->reg[2], dstReg);
        return c;
      },
      [&] {
        uint16_t counts[256] = {};
        for (uint32_t w = 0; w < 4; ++w)
          for (uint64_t bits = mask.words[w]; bits != 0; bits &= bits - 1)
            ++counts[srcReg.reg[0][64 * w + static_cast<uint32_t>(__builtin_ctzll(bits))]];
        uint16_t bins[128];
        uint16_t running = 0;
        for (uint32_t n = 0; n < 128; ++n) {
          running = static_cast<uint16_t>(running + counts[kBin + n]);
          bins[n] = type == HistogramsType::ACCUMULATE ? running : counts[kBin + n];
        }
        namespace rl = ascendc_host::reg_lanes;
        using H = rl::Vec<uint16_t>;
        for (uint32_t c = 0; c < rl::kChunks; ++c) {
          const H sum = rl::LoadBytes<H>(dstReg.reg[0], c * rl::kChunkBytes) +
                        rl::LoadBytes<H>(reinterpret_cast<const uint8_t*>(bins), c * rl::kChunkBytes);
          rl::StoreBytes(dstReg.reg[0], c * rl::kChunkBytes, sum);
        }
      },
      [&](compute::RegComputeResult& r) { compute::CopyRegister(r.reg[0], dstReg); });
}

}  // namespace Reg
}  // namespace AscendC

#pragma GCC diagnostic pop

#endif  // ASCENDC_HOST_ASCENDC_REG_REARRANGE_H_
