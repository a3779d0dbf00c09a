// Element access of the Reg compute reference (SPEC 0.5, 14): lanes of a
// register image by element type and trait, predicate bits, and integer
// element values, shared by reference/reg_compute.cc and reg_convert.cc.
#ifndef ASCENDC_HOST_SRC_REFERENCE_REG_ELEMENTS_H_
#define ASCENDC_HOST_SRC_REFERENCE_REG_ELEMENTS_H_

#include <cstdint>
#include <cstring>

#include "ascendc_host/ops.h"

namespace ascendc_host {
namespace reference {
namespace reg {
namespace elements {

using Regs = uint8_t[2][256];

// --- Lanes and predicates (SPEC 0.5) ----------------------------------------

inline uint32_t LaneCount(DType t, int reg_num) { return reg_num == 2 ? 64u : 256u / SizeOf(t); }

inline bool Bit(const uint64_t* m, uint32_t b) { return (m[b / 64] >> (b % 64)) & 1u; }
inline void SetBit(uint64_t* m, uint32_t b, bool on) {
  if (on) m[b / 64] |= 1ull << (b % 64);
  else m[b / 64] &= ~(1ull << (b % 64));
}
// The predicate bit of lane k: its first byte (b64 RegTraitNumTwo: the b32 layout).
inline uint32_t LaneBit(DType t, int reg_num, uint32_t k) { return reg_num == 2 ? 4 * k : k * SizeOf(t); }
inline bool Active(const uint64_t* m, DType t, int reg_num, uint32_t k) { return Bit(m, LaneBit(t, reg_num, k)); }

inline uint64_t Get(const Regs& regs, DType t, int reg_num, uint32_t k) {
  if (reg_num == 2) {
    uint32_t lo, hi;
    std::memcpy(&lo, regs[0] + 4 * k, 4);
    std::memcpy(&hi, regs[1] + 4 * k, 4);
    return (uint64_t{hi} << 32) | lo;
  }
  uint64_t v = 0;
  std::memcpy(&v, regs[0] + k * SizeOf(t), SizeOf(t));  // little-endian host
  return v;
}
inline void Set(Regs& regs, DType t, int reg_num, uint32_t k, uint64_t bits) {
  if (reg_num == 2) {
    const uint32_t lo = static_cast<uint32_t>(bits), hi = static_cast<uint32_t>(bits >> 32);
    std::memcpy(regs[0] + 4 * k, &lo, 4);
    std::memcpy(regs[1] + 4 * k, &hi, 4);
    return;
  }
  std::memcpy(regs[0] + k * SizeOf(t), &bits, SizeOf(t));
}

// --- Integer element values ---------------------------------------------------

inline uint32_t Bits(DType t) { return 8 * SizeOf(t); }
inline __int128 IntMin(DType t) { return IsSigned(t) ? -(static_cast<__int128>(1) << (Bits(t) - 1)) : 0; }
inline __int128 IntMax(DType t) {
  return IsSigned(t) ? (static_cast<__int128>(1) << (Bits(t) - 1)) - 1 : (static_cast<__int128>(1) << Bits(t)) - 1;
}

inline __int128 DecodeInt(DType t, uint64_t bits) {
  const uint32_t n = Bits(t);
  const uint64_t mask = n == 64 ? ~0ull : (1ull << n) - 1;
  bits &= mask;
  if (IsSigned(t) && n < 64 && (bits >> (n - 1)) & 1u) return static_cast<__int128>(bits) - (static_cast<__int128>(1) << n);
  if (IsSigned(t) && n == 64) return static_cast<int64_t>(bits);
  return bits;
}
// Modulo 2^bits, or clamped when `saturate`.
inline uint64_t EncodeInt(DType t, __int128 v, bool saturate) {
  if (saturate) {
    if (v < IntMin(t)) v = IntMin(t);
    if (v > IntMax(t)) v = IntMax(t);
  }
  const uint32_t n = Bits(t);
  const uint64_t mask = n == 64 ? ~0ull : (1ull << n) - 1;
  return static_cast<uint64_t>(v) & mask;
}

}  // namespace elements
}  // namespace reg
}  // namespace reference
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_SRC_REFERENCE_REG_ELEMENTS_H_
