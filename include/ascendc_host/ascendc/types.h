// Qualifiers, macros and data types of the Ascend C dialect (SPEC 6.1-6.3).
#ifndef ASCENDC_HOST_ASCENDC_TYPES_H_
#define ASCENDC_HOST_ASCENDC_TYPES_H_

#include <cstdint>
#include <cstring>
#include <type_traits>
#include <utility>

#include "ascendc_host/runtime/float_bits.h"
#include "ascendc_host/runtime/fp_environment.h"

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
// A vector function: always inlined where it is called, like the functions
// it calls (__simd_callee__), so that asc_vf_call's copies (SPEC 14.13) and
// kernels that call a VF directly compile the whole body in place.
#ifndef __simd_vf__
#define __simd_vf__ __attribute__((always_inline))
#endif
// A function called from a vector function (the Reg operations, a kernel's
// own helpers): always inlined, so that each copy of the VF (SPEC 14.13) is
// compiled with everything it calls for its instruction set and its
// registers stay in machine registers.
#ifndef __simd_callee__
#define __simd_callee__ __attribute__((always_inline))
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

// On Arm, the ACLE header <arm_bf16.h> (included by <arm_neon.h>, which
// Highway and any NEON code include) declares `typedef __bf16 bfloat16_t`,
// a type without conversions in GCC 12, at global scope, where kernel code
// needs the Ascend C type. So there the ACLE headers come first, whatever
// the translation unit included before (their include guards make any later
// inclusion a no-op), and from here on `bfloat16_t` is a macro naming the
// Ascend C type, declared as ascendc_host_bfloat16_t: the same layout and
// conversions on every host. The ACLE type stays reachable as __bf16.
// Clang declares the ACLE type only when the target has BF16.
#if defined(__aarch64__) && ((defined(__GNUC__) && !defined(__clang__)) || defined(__ARM_FEATURE_BF16) || \
                             defined(__ARM_FEATURE_BF16_SCALAR_ARITHMETIC))
#include <arm_neon.h>
#define bfloat16_t ascendc_host_bfloat16_t
#endif

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

// asc_vf_call / VF_CALL: ascendc_host/ascendc/vf_call.h (SPEC 6.10, 14.13).

#endif  // ASCENDC_HOST_ASCENDC_TYPES_H_
