// Qualifiers, macros and data types of the Ascend C dialect (SPEC 6.1-6.3).
#ifndef ASCENDC_HOST_ASCENDC_TYPES_H_
#define ASCENDC_HOST_ASCENDC_TYPES_H_

#include <cstdint>
#include <cstring>
#include <type_traits>
#include <utility>

// --- Qualifiers: address spaces and function kinds are empty on the CPU. ---
#ifndef __aicore__
#define __aicore__
#endif
#ifndef __global__
#define __global__
#endif
#ifndef __vector__
#define __vector__
#endif
#ifndef __gm__
#define __gm__
#endif
#ifndef __ubuf__
#define __ubuf__
#endif
#ifndef __local_mem__
#define __local_mem__
#endif
#ifndef __simd_vf__
#define __simd_vf__
#endif
#ifndef __simd_callee__
#define __simd_callee__
#endif
// The older spelling of a vector-function body, `__VEC_SCOPE__ { ... }`: on
// the CPU, like a __simd_vf__ body, an ordinary block (SPEC 11.7).
#ifndef __VEC_SCOPE__
#define __VEC_SCOPE__
#endif
#ifndef __ssbuf__
#define __ssbuf__
#endif
#ifndef GM_ADDR
#define GM_ADDR uint8_t*
#endif
// Kernels that test the devkit's own CPU-twin macro take their CPU paths.
#ifndef ASCENDC_CPU_DEBUG
#define ASCENDC_CPU_DEBUG 1
#endif

namespace ascendc_host {
namespace detail {

inline uint32_t FloatBits(float f) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  return u;
}
inline float BitsFloat(uint32_t u) {
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}

// IEEE binary32 -> binary16, round to nearest even; NaN stays NaN (quiet).
inline uint16_t FloatToHalfBits(float f) {
  const uint32_t u = FloatBits(f);
  const uint32_t sign = (u >> 16) & 0x8000u;
  const uint32_t abs = u & 0x7FFFFFFFu;
  if (abs >= 0x7F800000u) {  // Inf or NaN
    return static_cast<uint16_t>(sign | 0x7C00u | (abs > 0x7F800000u ? 0x200u | ((abs >> 13) & 0x3FFu) : 0u));
  }
  if (abs >= 0x477FF000u) return static_cast<uint16_t>(sign | 0x7C00u);  // rounds to Inf
  if (abs < 0x38800000u) {  // subnormal half or zero
    if (abs < 0x33000000u) return static_cast<uint16_t>(sign);
    const uint32_t exp = abs >> 23;
    const uint32_t mant = (abs & 0x7FFFFFu) | 0x800000u;
    const uint32_t shift = 126u - exp;  // 14..24
    uint32_t h = mant >> shift;
    const uint32_t rem = mant & ((1u << shift) - 1u);
    const uint32_t half_way = 1u << (shift - 1u);
    if (rem > half_way || (rem == half_way && (h & 1u))) ++h;
    return static_cast<uint16_t>(sign | h);
  }
  uint32_t h = ((abs - 0x38000000u) >> 13);
  const uint32_t rem = abs & 0x1FFFu;
  if (rem > 0x1000u || (rem == 0x1000u && (h & 1u))) ++h;
  return static_cast<uint16_t>(sign | h);
}

inline float HalfBitsToFloat(uint16_t h) {
  const uint32_t sign = static_cast<uint32_t>(h & 0x8000u) << 16;
  const uint32_t exp = (h >> 10) & 0x1Fu;
  const uint32_t mant = h & 0x3FFu;
  if (exp == 0) {
    if (mant == 0) return BitsFloat(sign);
    return (sign ? -1.0f : 1.0f) * static_cast<float>(mant) * (1.0f / 16777216.0f);  // 2^-24
  }
  if (exp == 31) return BitsFloat(sign | 0x7F800000u | (mant << 13));
  return BitsFloat(sign | ((exp + 112u) << 23) | (mant << 13));
}

inline uint16_t FloatToBf16Bits(float f) {
  const uint32_t u = FloatBits(f);
  if ((u & 0x7FFFFFFFu) > 0x7F800000u) return static_cast<uint16_t>((u >> 16) | 0x40u);  // quiet NaN
  const uint32_t rounding = 0x7FFFu + ((u >> 16) & 1u);
  return static_cast<uint16_t>((u + rounding) >> 16);
}
inline float Bf16BitsToFloat(uint16_t b) { return BitsFloat(static_cast<uint32_t>(b) << 16); }

}  // namespace detail
}  // namespace ascendc_host

// 2-byte IEEE binary16. The APIs only move its bits; the float conversions
// exist for host and test code.
struct half {
  uint16_t bits;
  half() = default;
  template <typename U, typename = std::enable_if_t<std::is_arithmetic_v<U>>>
  half(U v) : bits(ascendc_host::detail::FloatToHalfBits(static_cast<float>(v))) {}  // NOLINT
  operator float() const { return ascendc_host::detail::HalfBitsToFloat(bits); }    // NOLINT
  static constexpr half FromBits(uint16_t b) {
    half h{};
    h.bits = b;
    return h;
  }
};

// 2-byte bfloat16: the upper half of a binary32.
struct bfloat16_t {
  uint16_t bits;
  bfloat16_t() = default;
  template <typename U, typename = std::enable_if_t<std::is_arithmetic_v<U>>>
  bfloat16_t(U v) : bits(ascendc_host::detail::FloatToBf16Bits(static_cast<float>(v))) {}  // NOLINT
  operator float() const { return ascendc_host::detail::Bf16BitsToFloat(bits); }          // NOLINT
  static constexpr bfloat16_t FromBits(uint16_t b) {
    bfloat16_t h{};
    h.bits = b;
    return h;
  }
};

static_assert(sizeof(half) == 2 && std::is_trivially_copyable_v<half>, "half must be 2 bytes");
static_assert(sizeof(bfloat16_t) == 2 && std::is_trivially_copyable_v<bfloat16_t>,
              "bfloat16_t must be 2 bytes");

// Pipes and event ids are global names in Ascend C (SPEC 6.2).
enum pipe_t : uint8_t { PIPE_S = 0, PIPE_V, PIPE_M, PIPE_MTE1, PIPE_MTE2, PIPE_MTE3, PIPE_ALL, PIPE_FIX };
enum event_t : int32_t {
  EVENT_ID0 = 0, EVENT_ID1, EVENT_ID2, EVENT_ID3, EVENT_ID4, EVENT_ID5, EVENT_ID6, EVENT_ID7
};

namespace AscendC {

template <typename T>
struct PrimTrait {
  using type = T;
};
template <typename T>
using PrimT = typename PrimTrait<T>::type;

enum class TPosition : uint8_t {
  GM, A1, A2, B1, B2, C1, C2, CO1, CO2, VECIN, VECOUT, VECCALC, LCM = VECCALC, SPM, SHM = SPM,
  TSCM, C2PIPE2GM, C2PIPE2LOCAL, MAX
};
using QuePosition = TPosition;

enum class Hardware : uint8_t { GM, UB, L1, L0A, L0B, L0C, BIAS, FIXBUF, MAX };

enum class HardEvent : uint8_t {
  MTE2_MTE1, MTE1_MTE2, MTE1_M, M_MTE1, MTE2_V, V_MTE2, MTE3_V, V_MTE3, M_V, V_M, V_V, MTE3_MTE1,
  MTE1_MTE3, MTE1_V, MTE2_M, M_MTE2, V_MTE1, M_FIX, FIX_M, MTE3_MTE2, MTE2_MTE3, S_V, V_S, S_MTE2,
  MTE2_S, S_MTE3, MTE3_S, MTE2_FIX, FIX_MTE2, FIX_S, M_S, FIX_MTE3, MTE1_FIX, FIX_MTE1, FIX_FIX, MAX
};

enum class MaskMode : uint8_t { NORMAL = 0, COUNTER };

// True for the UB positions the vector APIs may use.
constexpr bool IsUbPosition(TPosition p) {
  return p == TPosition::VECIN || p == TPosition::VECOUT || p == TPosition::VECCALC;
}

// Register-level API (SPEC 0.5): AscendC::MicroAPI is the same namespace.
namespace Reg {}
namespace MicroAPI = Reg;

}  // namespace AscendC

namespace ascendc_host {
namespace detail {
// What a vector function may be passed (asc_vf_call page): raw pointers and
// basic data types, no structs or arrays.
template <typename A>
inline constexpr bool kVfArgument = std::is_pointer_v<std::decay_t<A>> || std::is_arithmetic_v<std::decay_t<A>> ||
                                    std::is_enum_v<std::decay_t<A>> || std::is_same_v<std::decay_t<A>, half> ||
                                    std::is_same_v<std::decay_t<A>, bfloat16_t> ||
                                    std::is_null_pointer_v<std::decay_t<A>>;
}  // namespace detail
}  // namespace ascendc_host

// Launch of a vector function (SPEC 6.10): on the CPU an ordinary call.
template <auto F, typename... Args>
inline void asc_vf_call(Args&&... args) {
  static_assert((ascendc_host::detail::kVfArgument<Args> && ...),
                "asc_vf_call: a vector function takes raw pointers and basic data types only (no structs, arrays)");
  F(std::forward<Args>(args)...);
}
template <auto F, typename... Args>
inline void VF_CALL(Args&&... args) {
  static_assert((ascendc_host::detail::kVfArgument<Args> && ...),
                "VF_CALL: a vector function takes raw pointers and basic data types only (no structs, arrays)");
  F(std::forward<Args>(args)...);
}

#endif  // ASCENDC_HOST_ASCENDC_TYPES_H_
