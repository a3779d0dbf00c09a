// Reg矢量计算/MaskReg计算 and the MaskReg forms of 逻辑计算 (SPEC 14.7):
// Select, Move (with and without a mask), MoveMask, Pack, UnPack,
// Interleave, DeInterleave; And, Or, Xor, Not of MaskRegs. A MaskReg is
// four 64-bit words, so these are a few scalar word operations.
#ifndef ASCENDC_HOST_ASCENDC_REG_MASK_OPS_H_
#define ASCENDC_HOST_ASCENDC_REG_MASK_OPS_H_

#include <cstdint>
#include <type_traits>

#include "ascendc_host/ascendc/reg/compute_common.h"
#include "ascendc_host/ascendc/reg/fill.h"

namespace AscendC {
namespace Reg {
namespace compute {

// Cross-checked MaskReg operation: inputs mask, src0, src1 (as the
// reference names them), outputs dst0 (and dst1).
template <typename Run>
ASCENDC_HOST_HOT_INLINE void MaskOperation(RegOp op, uint8_t variant, const MaskReg* mask, const MaskReg* src0,
                                           const MaskReg* src1, MaskReg& dst0, MaskReg* dst1, Run&& run) {
  CrossChecked(
      [&]() ASCENDC_HOST_REG_LAMBDA {
        auto c = Describe<uint8_t, 1>(op);
        c->variant = variant;
        if (mask != nullptr) CopyMask(c->mask[0], *mask);
        if (src0 != nullptr) CopyMask(c->mask[1], *src0);
        if (src1 != nullptr) CopyMask(c->mask[2], *src1);
        return c;
      },
      run,
      [&](RegComputeResult& r) {
        CopyMask(r.mask[0], dst0);
        if (dst1 != nullptr) CopyMask(r.mask[1], *dst1);
      });
}

template <typename F>
ASCENDC_HOST_HOT_INLINE void Words(MaskReg& dst, F&& f) {
  MaskReg out;
  for (int w = 0; w < 4; ++w) out.words[w] = f(w);
  dst = out;
}

// Keeps the low `g` bits of every 2g-bit group of x and packs them (the
// even groups), 64 -> 32 bits; Spread is its inverse (zeros in between).
template <uint32_t g>
constexpr uint64_t GroupMask() {
  uint64_t m = 0;
  for (uint32_t b = 0; b < 64; b += 2 * g) m |= ((1ull << g) - 1) << b;
  return m;
}
template <uint32_t g>
ASCENDC_HOST_HOT_INLINE uint32_t CompressEven(uint64_t x) {
  x &= GroupMask<g>();
  if constexpr (g <= 1) x = (x | (x >> 1)) & GroupMask<2>();
  if constexpr (g <= 2) x = (x | (x >> 2)) & GroupMask<4>();
  if constexpr (g <= 4) x = (x | (x >> 4)) & GroupMask<8>();
  x = (x | (x >> 8)) & GroupMask<16>();
  x = (x | (x >> 16)) & GroupMask<32>();
  return static_cast<uint32_t>(x);
}
template <uint32_t g>
ASCENDC_HOST_HOT_INLINE uint64_t Spread(uint32_t v) {
  uint64_t x = v;
  x = (x | (x << 16)) & GroupMask<16>();
  x = (x | (x << 8)) & GroupMask<8>();
  if constexpr (g <= 4) x = (x | (x << 4)) & GroupMask<4>();
  if constexpr (g <= 2) x = (x | (x << 2)) & GroupMask<2>();
  if constexpr (g <= 1) x = (x | (x << 1)) & GroupMask<1>();
  return x;
}
// 32 bits of a MaskReg from bit 32*i.
ASCENDC_HOST_HOT_INLINE uint32_t Half32(const MaskReg& m, uint32_t i) {
  return static_cast<uint32_t>(m.words[i / 2] >> (32 * (i % 2)));
}

template <typename T>
constexpr uint32_t GroupBits() {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4,
                "Interleave / DeInterleave of MaskRegs (Reg矢量计算/MaskReg计算): b8, b16 or b32");
  return static_cast<uint32_t>(sizeof(T));
}

}  // namespace compute

// --- 逻辑计算, MaskReg forms: only the bits `mask` selects, the others 0 ---

__simd_callee__ ASCENDC_HOST_HOT_INLINE void And(MaskReg& dst, MaskReg& src0, MaskReg& src1, MaskReg& mask) {
  compute::MaskOperation(compute::RegOp::kMaskAnd, 0, &mask, &src0, &src1, dst, nullptr, [&]() ASCENDC_HOST_REG_LAMBDA {
    compute::Words(dst, [&](int w) ASCENDC_HOST_REG_LAMBDA { return src0.words[w] & src1.words[w] & mask.words[w]; });
  });
}
__simd_callee__ ASCENDC_HOST_HOT_INLINE void Or(MaskReg& dst, MaskReg& src0, MaskReg& src1, MaskReg& mask) {
  compute::MaskOperation(compute::RegOp::kMaskOr, 0, &mask, &src0, &src1, dst, nullptr, [&]() ASCENDC_HOST_REG_LAMBDA {
    compute::Words(dst, [&](int w) ASCENDC_HOST_REG_LAMBDA { return (src0.words[w] | src1.words[w]) & mask.words[w]; });
  });
}
__simd_callee__ ASCENDC_HOST_HOT_INLINE void Xor(MaskReg& dst, MaskReg& src0, MaskReg& src1, MaskReg& mask) {
  compute::MaskOperation(compute::RegOp::kMaskXor, 0, &mask, &src0, &src1, dst, nullptr, [&]() ASCENDC_HOST_REG_LAMBDA {
    compute::Words(dst, [&](int w) ASCENDC_HOST_REG_LAMBDA { return (src0.words[w] ^ src1.words[w]) & mask.words[w]; });
  });
}
__simd_callee__ ASCENDC_HOST_HOT_INLINE void Not(MaskReg& dst, MaskReg& src, MaskReg& mask) {
  compute::MaskOperation(compute::RegOp::kMaskNot, 0, &mask, &src, nullptr, dst, nullptr, [&]() ASCENDC_HOST_REG_LAMBDA {
    compute::Words(dst, [&](int w) ASCENDC_HOST_REG_LAMBDA { return ~src.words[w] & mask.words[w]; });
  });
}

// --- MaskReg计算 -----------------------------------------------------------------

// Bit by bit: src0 where `mask` is 1, src1 where it is 0.
__simd_callee__ ASCENDC_HOST_HOT_INLINE void Select(MaskReg& dst, MaskReg& src0, MaskReg& src1, MaskReg& mask) {
  compute::MaskOperation(compute::RegOp::kMaskSelect, 0, &mask, &src0, &src1, dst, nullptr, [&]() ASCENDC_HOST_REG_LAMBDA {
    compute::Words(dst, [&](int w) ASCENDC_HOST_REG_LAMBDA { return (src0.words[w] & mask.words[w]) | (src1.words[w] & ~mask.words[w]); });
  });
}

__simd_callee__ ASCENDC_HOST_HOT_INLINE void Move(MaskReg& dst, MaskReg& src, MaskReg& mask) {
  compute::MaskOperation(compute::RegOp::kMaskMove, 0, &mask, &src, nullptr, dst, nullptr, [&]() ASCENDC_HOST_REG_LAMBDA {
    compute::Words(dst, [&](int w) ASCENDC_HOST_REG_LAMBDA { return src.words[w] & mask.words[w]; });
  });
}
__simd_callee__ ASCENDC_HOST_HOT_INLINE void Move(MaskReg& dst, MaskReg& src) {
  compute::MaskOperation(compute::RegOp::kMaskMoveAll, 0, nullptr, &src, nullptr, dst, nullptr,
                         [&]() ASCENDC_HOST_REG_LAMBDA { compute::Words(dst, [&](int w) ASCENDC_HOST_REG_LAMBDA { return src.words[w]; }); });
}

// The predicate of the vector mask registers {MASK1, MASK0} (SetVectorMask):
// b16 the 128 bits, each twice; b32 MASK0's 64 bits, each four times. In
// Counter mode (SetMaskCount) the first MASK0 lanes (SPEC 14.7, decision).
template <typename T>
__simd_callee__ ASCENDC_HOST_HOT_INLINE MaskReg MoveMask() {
  static_assert(RequireRegProfile<T>::value, "");
  static_assert(sizeof(T) == 2 || sizeof(T) == 4, "MoveMask (Reg矢量计算/MaskReg计算/MoveMask): b16 or b32");
  const auto& core = ascendc_host::runtime::CurrentCore();
  MaskReg out;
  compute::CrossChecked(
      [&]() ASCENDC_HOST_REG_LAMBDA {
        auto c = compute::Describe<uint8_t, 1>(compute::RegOp::kMoveMask);
        c->variant = sizeof(T);
        c->counter_mode = core.mask_mode == ascendc_host::runtime::MaskMode::kCounter;
        c->vector_mask[0] = core.vector_mask[0];
        c->vector_mask[1] = core.vector_mask[1];
        return c;
      },
      [&]() ASCENDC_HOST_REG_LAMBDA {
        if (core.mask_mode == ascendc_host::runtime::MaskMode::kCounter) {
          uint32_t n = core.vector_mask[0] > 256 ? 256u : static_cast<uint32_t>(core.vector_mask[0]);
          out = UpdateMask<T>(n);
        } else if constexpr (sizeof(T) == 2) {
          for (int w = 0; w < 4; ++w) {
            const uint32_t bits = static_cast<uint32_t>(core.vector_mask[w / 2] >> (32 * (w % 2)));
            const uint64_t even = compute::Spread<1>(bits);
            out.words[w] = even | (even << 1);
          }
        } else {
          for (int w = 0; w < 4; ++w) {
            const uint32_t bits16 = static_cast<uint32_t>(core.vector_mask[0] >> (16 * w)) & 0xFFFFu;
            const uint64_t every4 = compute::Spread<1>(compute::Spread<1>(bits16) & 0xFFFFFFFFu);
            out.words[w] = every4 * 0xF;
          }
        }
      },
      [&](compute::RegComputeResult& r) { compute::CopyMask(r.mask[0], out); });
  return out;
}

// The even bits of src into the low (LOWEST) or high (HIGHEST) half of
// dst; the other half 0.
template <HighLowPart part = HighLowPart::LOWEST>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void Pack(MaskReg& dst, MaskReg& src) {
  compute::MaskOperation(compute::RegOp::kMaskPack, part == HighLowPart::LOWEST ? 0 : 1, nullptr, &src, nullptr, dst,
                         nullptr, [&]() ASCENDC_HOST_REG_LAMBDA {
                           MaskReg out;
                           const uint64_t lo = compute::CompressEven<1>(src.words[0]) |
                                               (uint64_t{compute::CompressEven<1>(src.words[1])} << 32);
                           const uint64_t hi = compute::CompressEven<1>(src.words[2]) |
                                               (uint64_t{compute::CompressEven<1>(src.words[3])} << 32);
                           const int base = part == HighLowPart::LOWEST ? 0 : 2;
                           out.words[base] = lo;
                           out.words[base + 1] = hi;
                           dst = out;
                         });
}

// The low (LOWEST) or high (HIGHEST) half of src, every bit widened to two
// (the upper one 0).
template <HighLowPart part = HighLowPart::LOWEST>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void UnPack(MaskReg& dst, MaskReg& src) {
  compute::MaskOperation(compute::RegOp::kMaskUnPack, part == HighLowPart::LOWEST ? 0 : 1, nullptr, &src, nullptr, dst,
                         nullptr, [&]() ASCENDC_HOST_REG_LAMBDA {
                           MaskReg out;
                           const uint32_t first = part == HighLowPart::LOWEST ? 0 : 4;
                           for (uint32_t w = 0; w < 4; ++w) out.words[w] = compute::Spread<1>(compute::Half32(src, first + w));
                           dst = out;
                         });
}

namespace compute {
// Interleave / DeInterleave: `word(w, out)` fills 64 bits of dst0 ++ dst1
// for input word w (0..7 over src0 ++ src1).
template <RegOp kOp, typename T, typename Word>
ASCENDC_HOST_HOT_INLINE void GroupShuffle(MaskReg& dst0, MaskReg& dst1, const MaskReg& src0, const MaskReg& src1,
                                          Word&& word) {
  static_assert(RequireRegProfile<T>::value, "");
  MaskOperation(kOp, GroupBits<T>(), nullptr, &src0, &src1, dst0, &dst1, [&]() ASCENDC_HOST_REG_LAMBDA {
    MaskReg out[2];
    for (uint32_t w = 0; w < 8; ++w) word(w, out);
    dst0 = out[0];
    dst1 = out[1];
  });
}
}  // namespace compute

// Groups of sizeof(T) bits: dst0 ++ dst1 = src0[0], src1[0], src0[1], src1[1], ...
template <typename T>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void Interleave(MaskReg& dst0, MaskReg& dst1, MaskReg& src0, MaskReg& src1) {
  constexpr uint32_t g = compute::GroupBits<T>();
  compute::GroupShuffle<compute::RegOp::kMaskInterleave, T>(dst0, dst1, src0, src1, [&](uint32_t w, MaskReg* out) {
    // Half word w of both sources, groups spread apart and merged.
    out[w / 4].words[w % 4] =
        compute::Spread<g>(compute::Half32(src0, w)) | (compute::Spread<g>(compute::Half32(src1, w)) << g);
  });
}

// The inverse: dst0 = the even groups of src0 ++ src1, dst1 the odd ones.
template <typename T>
__simd_callee__ ASCENDC_HOST_HOT_INLINE void DeInterleave(MaskReg& dst0, MaskReg& dst1, MaskReg& src0, MaskReg& src1) {
  constexpr uint32_t g = compute::GroupBits<T>();
  compute::GroupShuffle<compute::RegOp::kMaskDeInterleave, T>(dst0, dst1, src0, src1, [&](uint32_t w, MaskReg* out) {
    // 32 result bits per input word: half word w of each destination.
    const uint64_t in = (w < 4 ? src0 : src1).words[w % 4];
    out[0].words[w / 2] |= uint64_t{compute::CompressEven<g>(in)} << (32 * (w % 2));
    out[1].words[w / 2] |= uint64_t{compute::CompressEven<g>(in >> g)} << (32 * (w % 2));
  });
}

}  // namespace Reg
}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_REG_MASK_OPS_H_
