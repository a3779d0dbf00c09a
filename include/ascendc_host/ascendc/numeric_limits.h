// NumericLimits<T> (基础API/工具接口/NumericLimits工具类; SPEC 11.8): the
// pages' bit patterns for every integer type, half, bfloat16_t and float,
// as constexpr scalars and as fills of the first `count` elements of a UB
// tensor.
#ifndef ASCENDC_HOST_ASCENDC_NUMERIC_LIMITS_H_
#define ASCENDC_HOST_ASCENDC_NUMERIC_LIMITS_H_

#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>

#include "ascendc_host/ascendc/tensor.h"
#include "ascendc_host/ascendc/types.h"
#include "ascendc_host/checks.h"
#include "ascendc_host/runtime.h"

namespace ascendc_host {
namespace limits {

template <typename T>
inline constexpr bool kFloating = std::is_same_v<T, half> || std::is_same_v<T, bfloat16_t> || std::is_same_v<T, float>;
template <typename T>
inline constexpr bool kInteger = std::is_integral_v<T> && !std::is_same_v<T, bool>;

// A float from its bits in a constant expression (float has no constexpr
// bit cast in C++17; every pattern used here is exactly a power-of-two sum).
template <typename T>
constexpr T FromBits(uint32_t bits) {
  if constexpr (std::is_same_v<T, half>) {
    return half::FromBits(static_cast<uint16_t>(bits));
  } else if constexpr (std::is_same_v<T, bfloat16_t>) {
    return bfloat16_t::FromBits(static_cast<uint16_t>(bits));
  } else {
    // float: only the patterns below; NaNs cannot be built arithmetically in a
    // constant expression, so they come from std::numeric_limits.
    switch (bits) {
      case 0x7F7FFFFFu: return std::numeric_limits<float>::max();
      case 0xFF7FFFFFu: return std::numeric_limits<float>::lowest();
      case 0x00800000u: return std::numeric_limits<float>::min();
      case 0x00000001u: return std::numeric_limits<float>::denorm_min();
      case 0x7F800000u: return std::numeric_limits<float>::infinity();
      case 0xFF800000u: return -std::numeric_limits<float>::infinity();
      case 0x7FC00000u: return std::numeric_limits<float>::quiet_NaN();
      default: return std::numeric_limits<float>::signaling_NaN();  // 0x7FA00000
    }
  }
}

// Fills the first `count` elements of a UB tensor with `value` (the vector
// forms; the pages fill with Duplicate, whose constraints apply: the tensor
// starts 32-byte aligned in UB).
template <typename T>
void Fill(const char* api, const AscendC::LocalTensor<T>& dst, uint32_t count, T value) {
  const uint32_t ub = runtime::CheckUbRange(api, "dstLocal", dst.GetPhyAddr(), static_cast<size_t>(count) * sizeof(T));
  detail::CheckUbAligned(api, "dstLocal", ub);
  detail::WarnIfOutsideOwner(api, "dstLocal", dst, ub, static_cast<uint64_t>(count) * sizeof(T));
  uint8_t* p = reinterpret_cast<uint8_t*>(dst.GetPhyAddr());
  for (uint32_t i = 0; i < count; ++i) std::memcpy(p + i * sizeof(T), &value, sizeof(T));
}

}  // namespace limits
}  // namespace ascendc_host

namespace AscendC {

template <typename T>
struct NumericLimits {
  static_assert(ascendc_host::limits::kFloating<T> || ascendc_host::limits::kInteger<T>,
                "NumericLimits: T is an integer type, half, bfloat16_t or float");
  static_assert(ascendc_host::kProfile.profile == ascendc_host::Profile::kP950 || sizeof(T) == 0,
                "NumericLimits exists on Ascend 950 only");

  // Largest finite value.
  constexpr __aicore__ static inline T Max() {
    if constexpr (ascendc_host::limits::kInteger<T>) return std::numeric_limits<T>::max();
    else return Pattern(0x7BFFu, 0x7F7Fu, 0x7F7FFFFFu);
  }
  // Most negative finite value.
  constexpr __aicore__ static inline T Lowest() {
    if constexpr (ascendc_host::limits::kInteger<T>) return std::numeric_limits<T>::lowest();
    else return Pattern(0xFBFFu, 0xFF7Fu, 0xFF7FFFFFu);
  }
  // Smallest value of an integer type; smallest positive normal of a float type.
  constexpr __aicore__ static inline T Min() {
    if constexpr (ascendc_host::limits::kInteger<T>) return std::numeric_limits<T>::min();
    else return Pattern(0x0400u, 0x0080u, 0x00800000u);
  }
  constexpr __aicore__ static inline T Infinity() { return FloatingOnly(0x7C00u, 0x7F80u, 0x7F800000u); }
  constexpr __aicore__ static inline T NegativeInfinity() { return FloatingOnly(0xFC00u, 0xFF80u, 0xFF800000u); }
  // Top fraction bit set.
  constexpr __aicore__ static inline T QuietNaN() { return FloatingOnly(0x7E00u, 0x7FC0u, 0x7FC00000u); }
  // Top fraction bit clear, the next one set (the pages' patterns).
  constexpr __aicore__ static inline T SignalingNaN() { return FloatingOnly(0x7D00u, 0x7FA0u, 0x7FA00000u); }
  // Smallest positive subnormal.
  constexpr __aicore__ static inline T DeNormMin() { return FloatingOnly(0x0001u, 0x0001u, 0x00000001u); }

  __aicore__ static inline void Max(const LocalTensor<T>& dstLocal, uint32_t count) {
    ascendc_host::limits::Fill("NumericLimits::Max", dstLocal, count, Max());
  }
  __aicore__ static inline void Lowest(const LocalTensor<T>& dstLocal, uint32_t count) {
    ascendc_host::limits::Fill("NumericLimits::Lowest", dstLocal, count, Lowest());
  }
  __aicore__ static inline void Min(const LocalTensor<T>& dstLocal, uint32_t count) {
    ascendc_host::limits::Fill("NumericLimits::Min", dstLocal, count, Min());
  }
  __aicore__ static inline void Infinity(const LocalTensor<T>& dstLocal, uint32_t count) {
    ascendc_host::limits::Fill("NumericLimits::Infinity", dstLocal, count, Infinity());
  }
  __aicore__ static inline void NegativeInfinity(const LocalTensor<T>& dstLocal, uint32_t count) {
    ascendc_host::limits::Fill("NumericLimits::NegativeInfinity", dstLocal, count, NegativeInfinity());
  }
  __aicore__ static inline void QuietNaN(const LocalTensor<T>& dstLocal, uint32_t count) {
    ascendc_host::limits::Fill("NumericLimits::QuietNaN", dstLocal, count, QuietNaN());
  }
  __aicore__ static inline void SignalingNaN(const LocalTensor<T>& dstLocal, uint32_t count) {
    ascendc_host::limits::Fill("NumericLimits::SignalingNaN", dstLocal, count, SignalingNaN());
  }
  __aicore__ static inline void DeNormMin(const LocalTensor<T>& dstLocal, uint32_t count) {
    ascendc_host::limits::Fill("NumericLimits::DeNormMin", dstLocal, count, DeNormMin());
  }

 private:
  // The bit pattern of the value for half, bfloat16_t and float.
  static constexpr T Pattern(uint32_t half_bits, uint32_t bf16_bits, uint32_t float_bits) {
    return ascendc_host::limits::FromBits<T>(std::is_same_v<T, half>         ? half_bits
                                             : std::is_same_v<T, bfloat16_t> ? bf16_bits
                                                                             : float_bits);
  }
  static constexpr T FloatingOnly(uint32_t half_bits, uint32_t bf16_bits, uint32_t float_bits) {
    static_assert(ascendc_host::limits::kFloating<T>,
                  "NumericLimits: Infinity, NegativeInfinity, QuietNaN, SignalingNaN and DeNormMin are defined for "
                  "half, bfloat16_t and float");
    return Pattern(half_bits, bf16_bits, float_bits);
  }
};

}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_NUMERIC_LIMITS_H_
