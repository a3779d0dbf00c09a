// Reg-level (MicroAPI) values, SPEC 0.5: RegTensor, MaskReg, AddrReg, the
// mask generators and the enums of LoadAlign/StoreAlign.
//
// Every value is a plain, trivially copyable byte image: a RegTensor is
// REG_NUM register images of 256 bytes, a MaskReg is the 256-bit predicate
// (bit b <-> register byte b). The operations hand these images to the
// width-typed kernels in src/kernels.
#ifndef ASCENDC_HOST_ASCENDC_REG_VALUES_H_
#define ASCENDC_HOST_ASCENDC_REG_VALUES_H_

#include <cstdint>
#include <cstring>
#include <type_traits>

#include "ascendc_host/ascendc/types.h"
#include "ascendc_host/config.h"

namespace AscendC {
namespace Reg {

// The Reg API exists on Ascend 950 only (SPEC 0.1): every template below
// instantiates this check, so PA2 code that uses it fails to compile.
template <typename T>
struct RequireRegProfile {
  static_assert(ASCENDC_HOST_HAS_REG_API && sizeof(T) > 0,
                "the Reg (MicroAPI) layer exists on the Ascend 950 profile only, not on Atlas A2/A3");
  static constexpr bool value = true;
};

inline constexpr uint32_t kRegBytes = 256;  // VL

struct DefaultType {};

struct RegTrait {
  int REG_NUM;
};
inline constexpr RegTrait RegTraitNumOne{1};
inline constexpr RegTrait RegTraitNumTwo{2};

enum class PostLiteral { POST_MODE_NORMAL, POST_MODE_UPDATE };

// 辅助数据类型/MaskMergeMode: what a compute operation writes to the lanes
// its mask leaves out: ZEROING zero, MERGING the destination's old value;
// UNKNOWN for operations without the choice.
enum class MaskMergeMode { UNKNOWN, MERGING, ZEROING };

// 辅助数据类型/RegLayout: where the narrow elements sit when an operation's
// source and destination widths differ (element `layout` of each group).
enum class RegLayout { UNKNOWN = -1, ZERO, ONE, TWO, THREE };

enum class MaskPattern : uint8_t {
  ALL = 0, VL1, VL2, VL3, VL4, VL8, VL16, VL32, VL64, VL128, M3, M4, H, Q, ALLF = 15
};

enum class LoadDist : uint8_t {
  DIST_NORM = 0, DIST_BRC_B8 = 1, DIST_BRC_B16 = 2, DIST_BRC_B32 = 3, DIST_US_B8 = 6, DIST_US_B16 = 7,
  DIST_DS_B8 = 8, DIST_DS_B16 = 9, DIST_BDINTLV = 10, DIST_DINTLV_B8 = 11, DIST_DINTLV_B16 = 12,
  DIST_UNPACK_B8 = 13, DIST_UNPACK_B16 = 14, DIST_BLK = 15, DIST_E2B_B16 = 16, DIST_E2B_B32 = 17,
  DIST_UNPACK_B32 = 18, DIST_DINTLV_B32 = 19, DIST_UNPACK4_B8 = 20, DIST_SPLT4CHN_B8 = 21,
  DIST_SPLT2CHN_B8 = 22, DIST_SPLT2CHN_B16 = 23
};

enum class StoreDist : uint8_t {
  DIST_NORM_B8 = 0, DIST_NORM_B16, DIST_NORM_B32, DIST_FIRST_ELEMENT_B8, DIST_FIRST_ELEMENT_B16,
  DIST_FIRST_ELEMENT_B32, DIST_PACK_B16, DIST_PACK_B32, DIST_INTLV_B8 = 8, DIST_INTLV_B16, DIST_PACK_B64,
  DIST_INTLV_B32 = 11, DIST_PACK4_B32, DIST_MRG4CHN_B8, DIST_MRG2CHN_B8, DIST_MRG2CHN_B16, DIST_NORM = 16
};

// REG_NUM vector registers of 256 bytes. RegTraitNumTwo (b64 only) keeps
// the low 32-bit words of its 64 elements in reg[0] and the high words in
// reg[1]. Zero-initialised: hardware content is unspecified, zero makes
// runs reproducible.
template <typename T, const RegTrait& trait = RegTraitNumOne>
struct RegTensor {
  static_assert(RequireRegProfile<T>::value, "");
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4 || sizeof(T) == 8,
                "RegTensor elements are b8, b16, b32 or b64");
  static_assert(trait.REG_NUM == 1 || (trait.REG_NUM == 2 && sizeof(T) == 8),
                "RegTraitNumTwo is supported for b64 element types only");
  using ActualT = T;
  static constexpr int REG_NUM = trait.REG_NUM;
  // Lanes of one register and elements of the whole tensor.
  static constexpr uint32_t kElements = REG_NUM == 2 ? 64u : kRegBytes / sizeof(T);

  alignas(64) uint8_t reg[REG_NUM][kRegBytes] = {};

  // Host and test access to element k in the tensor's element view (for
  // RegTraitNumTwo: reg[0] low word | reg[1] high word << 32).
  T GetElement(uint32_t k) const {
    T v;
    if constexpr (REG_NUM == 2) {
      uint32_t lo, hi;
      std::memcpy(&lo, reg[0] + 4 * k, 4);
      std::memcpy(&hi, reg[1] + 4 * k, 4);
      const uint64_t bits = (static_cast<uint64_t>(hi) << 32) | lo;
      std::memcpy(&v, &bits, 8);
    } else {
      std::memcpy(&v, reg[0] + sizeof(T) * k, sizeof(T));
    }
    return v;
  }
  void SetElement(uint32_t k, T v) {
    if constexpr (REG_NUM == 2) {
      uint64_t bits;
      std::memcpy(&bits, &v, 8);
      const uint32_t lo = static_cast<uint32_t>(bits), hi = static_cast<uint32_t>(bits >> 32);
      std::memcpy(reg[0] + 4 * k, &lo, 4);
      std::memcpy(reg[1] + 4 * k, &hi, 4);
    } else {
      std::memcpy(reg[0] + sizeof(T) * k, &v, sizeof(T));
    }
  }
};

template <typename X>
struct IsRegTensor : std::false_type {};
template <typename T, const RegTrait& trait>
struct IsRegTensor<RegTensor<T, trait>> : std::true_type {};
template <typename X>
inline constexpr bool kIsRegTensor = IsRegTensor<std::remove_cv_t<X>>::value;

// The 256-bit predicate: bit b of words[b / 64] <-> register byte b.
struct MaskReg {
  uint64_t words[4] = {0, 0, 0, 0};
  bool Bit(uint32_t b) const { return (words[b / 64] >> (b % 64)) & 1u; }
};

// An offset register; holds the byte offset sum(index_i * stride_i) * sizeof(T).
struct AddrReg {
  uint64_t byte_offset = 0;
};

namespace detail {

// Lanes a mask generator counts for T and trait (SPEC 0.5 `Lm`).
template <typename T, const RegTrait& trait>
constexpr uint32_t MaskLanes() {
  if constexpr (sizeof(T) == 8) return trait.REG_NUM == 2 ? 64u : 32u;
  else return kRegBytes / sizeof(T);
}

// A predicate with the first `active` of the generator's lanes set. Groups
// are filled whole for b8..b32 (as MoveMask does) and for b64 RegTraitNumTwo
// (b32 layout); b64 RegTraitNumOne widens a b32 predicate with an unpack that
// clears the high bit of each pair (SPEC 0.5, review R2): pattern 0x55.
template <typename T, const RegTrait& trait>
inline MaskReg PrefixMask(uint32_t active) {
  MaskReg m;
  const uint32_t bits_per_lane = sizeof(T) == 8 && trait.REG_NUM == 2 ? 4u : static_cast<uint32_t>(sizeof(T));
  const uint32_t bits = active * bits_per_lane;  // <= 256
  const uint64_t pattern = sizeof(T) == 8 && trait.REG_NUM == 1 ? 0x5555555555555555ull : ~0ull;
  for (uint32_t w = 0; w < 4; ++w) {
    const uint32_t lo = w * 64;
    uint64_t word = 0;
    if (bits >= lo + 64) word = ~0ull;
    else if (bits > lo) word = (1ull << (bits - lo)) - 1;
    m.words[w] = word & pattern;
  }
  return m;
}

}  // namespace detail

// First min(n, Lm) lanes active; then n = n < Lm ? 0 : n - Lm (SPEC 0.5).
template <typename T, const RegTrait& trait = RegTraitNumOne>
__simd_callee__ inline MaskReg UpdateMask(uint32_t& n) {
  static_assert(RequireRegProfile<T>::value, "");
  constexpr uint32_t lanes = detail::MaskLanes<T, trait>();
  const uint32_t active = n < lanes ? n : lanes;
  n = n < lanes ? 0 : n - lanes;
  return detail::PrefixMask<T, trait>(active);
}

template <typename T, MaskPattern mode = MaskPattern::ALL, const RegTrait& trait = RegTraitNumOne>
__simd_callee__ inline MaskReg CreateMask() {
  static_assert(RequireRegProfile<T>::value, "");
  static_assert(mode != static_cast<MaskPattern>(14) && static_cast<int>(mode) <= 15, "unknown MaskPattern");
  constexpr uint32_t lanes = detail::MaskLanes<T, trait>();
  constexpr auto clamp = [](uint32_t n) { return n < lanes ? n : lanes; };
  switch (mode) {
    case MaskPattern::ALL: return detail::PrefixMask<T, trait>(lanes);
    case MaskPattern::VL1: return detail::PrefixMask<T, trait>(clamp(1));
    case MaskPattern::VL2: return detail::PrefixMask<T, trait>(clamp(2));
    case MaskPattern::VL3: return detail::PrefixMask<T, trait>(clamp(3));
    case MaskPattern::VL4: return detail::PrefixMask<T, trait>(clamp(4));
    case MaskPattern::VL8: return detail::PrefixMask<T, trait>(clamp(8));
    case MaskPattern::VL16: return detail::PrefixMask<T, trait>(clamp(16));
    case MaskPattern::VL32: return detail::PrefixMask<T, trait>(clamp(32));
    case MaskPattern::VL64: return detail::PrefixMask<T, trait>(clamp(64));
    case MaskPattern::VL128: return detail::PrefixMask<T, trait>(clamp(128));
    case MaskPattern::H: return detail::PrefixMask<T, trait>(lanes / 2);
    case MaskPattern::Q: return detail::PrefixMask<T, trait>(lanes / 4);
    case MaskPattern::ALLF: return MaskReg{};
    case MaskPattern::M3:
    case MaskPattern::M4: {
      // Lane k active iff k is a multiple of 3 (4): OR the one-lane masks,
      // each a difference of prefixes so the group filling stays the same.
      const uint32_t step = mode == MaskPattern::M3 ? 3u : 4u;
      MaskReg m;
      for (uint32_t k = 0; k < lanes; k += step) {
        const MaskReg upto = detail::PrefixMask<T, trait>(k + 1), below = detail::PrefixMask<T, trait>(k);
        for (int w = 0; w < 4; ++w) m.words[w] |= upto.words[w] & ~below.words[w];
      }
      return m;
    }
  }
  return MaskReg{};
}

// Offset sum(index_i * stride_i) elements of T, kept in bytes (SPEC 0.5).
// The indices are the values passed (the hardware binds them to its loop
// counters; in every documented use they are those counters).
template <typename T>
__simd_callee__ inline AddrReg CreateAddrReg(uint16_t index0, uint32_t stride0) {
  static_assert(RequireRegProfile<T>::value, "");
  AddrReg a;
  a.byte_offset = static_cast<uint64_t>(index0) * stride0 * sizeof(T);
  return a;
}
template <typename T>
__simd_callee__ inline AddrReg CreateAddrReg(uint16_t index0, uint32_t stride0, uint16_t index1, uint32_t stride1) {
  AddrReg a = CreateAddrReg<T>(index0, stride0);
  a.byte_offset += static_cast<uint64_t>(index1) * stride1 * sizeof(T);
  return a;
}
template <typename T>
__simd_callee__ inline AddrReg CreateAddrReg(uint16_t index0, uint32_t stride0, uint16_t index1, uint32_t stride1,
                                             uint16_t index2, uint32_t stride2) {
  AddrReg a = CreateAddrReg<T>(index0, stride0, index1, stride1);
  a.byte_offset += static_cast<uint64_t>(index2) * stride2 * sizeof(T);
  return a;
}
template <typename T>
__simd_callee__ inline AddrReg CreateAddrReg(uint16_t index0, uint32_t stride0, uint16_t index1, uint32_t stride1,
                                             uint16_t index2, uint32_t stride2, uint16_t index3, uint32_t stride3) {
  AddrReg a = CreateAddrReg<T>(index0, stride0, index1, stride1, index2, stride2);
  a.byte_offset += static_cast<uint64_t>(index3) * stride3 * sizeof(T);
  return a;
}

}  // namespace Reg
}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_REG_VALUES_H_
