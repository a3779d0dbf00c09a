// GM atomics (原子操作): DataCopy to GM that accumulates while an atomic
// mode is set (SetAtomicAdd/Max/Min, SetAtomicType, SetStoreAtomicConfig,
// DisableDmaAtomic, GetStoreAtomicConfig), and the scalar AtomicAdd/Max/
// Min/Exch/Cas. The mode lives in the core's CTRL[10:6] (SetCtrlSpr page),
// reset at every block start. Semantics, rounding and the block order of
// floating-point sums: SPEC section "GM atomics"; the arithmetic is in
// ascendc_host/runtime/gm_atomic.h.
#ifndef ASCENDC_HOST_ASCENDC_ATOMIC_H_
#define ASCENDC_HOST_ASCENDC_ATOMIC_H_

#include <cstdint>
#include <type_traits>

#include "ascendc_host/checks.h"
#include "ascendc_host/ascendc/types.h"
#include "ascendc_host/config.h"
#include "ascendc_host/runtime.h"
#include "ascendc_host/runtime/gm_atomic.h"

namespace AscendC {

enum class AtomicDtype { ATOMIC_NONE = 0, ATOMIC_F32, ATOMIC_F16, ATOMIC_S16, ATOMIC_S32, ATOMIC_S8, ATOMIC_BF16 };
enum class AtomicOp { ATOMIC_SUM = 0 };

}  // namespace AscendC

namespace ascendc_host {
namespace detail {

// The CTRL[8:6] code of a type the DataCopy atomics support, 0 for others.
template <typename T>
constexpr runtime::AtomicType AtomicTypeCode() {
  if constexpr (std::is_same_v<T, float>) return runtime::AtomicType::kF32;
  else if constexpr (std::is_same_v<T, half>) return runtime::AtomicType::kF16;
  else if constexpr (std::is_same_v<T, bfloat16_t>) return runtime::AtomicType::kBf16;
  else if constexpr (std::is_same_v<T, int16_t>) return runtime::AtomicType::kS16;
  else if constexpr (std::is_same_v<T, int32_t>) return runtime::AtomicType::kS32;
  else if constexpr (std::is_same_v<T, int8_t>) return runtime::AtomicType::kS8;
  else return runtime::AtomicType::kNone;
}

template <typename T>
void SetDmaAtomic(runtime::AtomicOperation op) {
  static_assert(AtomicTypeCode<T>() != runtime::AtomicType::kNone,
                "GM atomics support int8_t, int16_t, half, bfloat16_t, int32_t and float");
  runtime::SetAtomicConfig(runtime::CurrentCore(), AtomicTypeCode<T>(), op);
}

// Scalar atomics: types per page (Add/Max/Min: int32_t, uint32_t, float,
// int64_t, uint64_t; Exch/Cas: uint32_t, uint64_t), Ascend 950 only.
template <typename T, bool kExchangeOnly>
constexpr void CheckScalarAtomicType() {
  static_assert(kProfile.profile == Profile::kP950 || sizeof(T) == 0, "scalar GM atomics exist on Ascend 950 only");
  if constexpr (kExchangeOnly) {
    static_assert(std::is_same_v<T, uint32_t> || std::is_same_v<T, uint64_t>,
                  "AtomicExch/AtomicCas support uint32_t and uint64_t");
  } else {
    static_assert(std::is_same_v<T, int32_t> || std::is_same_v<T, uint32_t> || std::is_same_v<T, float> ||
                      std::is_same_v<T, int64_t> || std::is_same_v<T, uint64_t>,
                  "AtomicAdd/AtomicMax/AtomicMin support int32_t, uint32_t, float, int64_t and uint64_t");
  }
}

template <typename T>
T ScalarAtomicCall(const char* api, runtime::ScalarAtomic op, T* address, T value, T compare) {
  if (address == nullptr) RaiseFatal(api, "address", "null", "is not a GM address");
  if (reinterpret_cast<uintptr_t>(address) % sizeof(T) != 0)
    ReportError(api, "address", Hex(reinterpret_cast<uintptr_t>(address)), "is not aligned to sizeof(T)");
  return runtime::ScalarAtomicRmw(op, address, value, compare);
}

}  // namespace detail
}  // namespace ascendc_host

namespace AscendC {

// Later DataCopy calls to GM add into GM (element type T).
template <typename T>
__aicore__ inline void SetAtomicAdd() {
  ascendc_host::detail::SetDmaAtomic<T>(ascendc_host::runtime::AtomicOperation::kAdd);
}
// ... keep the larger of GM and the copied element.
template <typename T>
__aicore__ inline void SetAtomicMax() {
  ascendc_host::detail::SetDmaAtomic<T>(ascendc_host::runtime::AtomicOperation::kMax);
}
// ... keep the smaller.
template <typename T>
__aicore__ inline void SetAtomicMin() {
  ascendc_host::detail::SetDmaAtomic<T>(ascendc_host::runtime::AtomicOperation::kMin);
}
// Sets the atomic element type only (CTRL[8:6]); the operation stays.
template <typename T>
__aicore__ inline void SetAtomicType() {
  static_assert(ascendc_host::detail::AtomicTypeCode<T>() != ascendc_host::runtime::AtomicType::kNone,
                "GM atomics support int8_t, int16_t, half, bfloat16_t, int32_t and float");
  auto& core = ascendc_host::runtime::CurrentCore();
  ascendc_host::runtime::SetAtomicConfig(core, ascendc_host::detail::AtomicTypeCode<T>(),
                                         ascendc_host::runtime::AtomicOperationOf(core));
}
// DataCopy to GM overwrites again (CTRL[10:6] = 0).
__aicore__ inline void DisableDmaAtomic() {
  ascendc_host::runtime::SetAtomicConfig(ascendc_host::runtime::CurrentCore(), ascendc_host::runtime::AtomicType::kNone,
                                         ascendc_host::runtime::AtomicOperation::kAdd);
}
// The older name of DisableDmaAtomic, still declared by CANN ("SetAtomicNone
// has been updated, please use DisableDmaAtomic") and called by its samples.
__aicore__ inline void SetAtomicNone() { DisableDmaAtomic(); }

template <AtomicDtype type, AtomicOp op>
__aicore__ inline void SetStoreAtomicConfig() {
  static_assert(type >= AtomicDtype::ATOMIC_NONE && type <= AtomicDtype::ATOMIC_BF16, "unknown AtomicDtype");
  static_assert(op == AtomicOp::ATOMIC_SUM, "the only AtomicOp is ATOMIC_SUM");
  ascendc_host::runtime::SetAtomicConfig(ascendc_host::runtime::CurrentCore(),
                                         static_cast<ascendc_host::runtime::AtomicType>(type),
                                         ascendc_host::runtime::AtomicOperation::kAdd);
}

// atomicType: CTRL[8:6] (0 none, 1 float, 2 half, 3 int16_t, 4 int32_t, 5 int8_t, 6 bfloat16_t);
// atomicOp: CTRL[10:9] (0 sum; SetAtomicMax/Min give 1/2).
__aicore__ inline void GetStoreAtomicConfig(uint16_t& atomicType, uint16_t& atomicOp) {
  const auto& core = ascendc_host::runtime::CurrentCore();
  atomicType = static_cast<uint16_t>(ascendc_host::runtime::AtomicTypeOf(core));
  atomicOp = static_cast<uint16_t>(ascendc_host::runtime::AtomicOperationOf(core));
}

// Scalar atomics on one GM element; each returns the value before.
template <typename T>
__aicore__ inline T AtomicAdd(__gm__ T* address, T value) {
  ascendc_host::detail::CheckScalarAtomicType<T, false>();
  return ascendc_host::detail::ScalarAtomicCall("AtomicAdd", ascendc_host::runtime::ScalarAtomic::kAdd, address,
                                                value, value);
}
template <typename T>
__aicore__ inline T AtomicMax(__gm__ T* address, T value) {
  ascendc_host::detail::CheckScalarAtomicType<T, false>();
  return ascendc_host::detail::ScalarAtomicCall("AtomicMax", ascendc_host::runtime::ScalarAtomic::kMax, address,
                                                value, value);
}
template <typename T>
__aicore__ inline T AtomicMin(__gm__ T* address, T value) {
  ascendc_host::detail::CheckScalarAtomicType<T, false>();
  return ascendc_host::detail::ScalarAtomicCall("AtomicMin", ascendc_host::runtime::ScalarAtomic::kMin, address,
                                                value, value);
}
template <typename T>
__aicore__ inline T AtomicExch(__gm__ T* address, T value) {
  ascendc_host::detail::CheckScalarAtomicType<T, true>();
  return ascendc_host::detail::ScalarAtomicCall("AtomicExch", ascendc_host::runtime::ScalarAtomic::kExch, address,
                                                value, value);
}
// Stores value2 when the old value equals value1.
template <typename T>
__aicore__ inline T AtomicCas(__gm__ T* address, T value1, T value2) {
  ascendc_host::detail::CheckScalarAtomicType<T, true>();
  return ascendc_host::detail::ScalarAtomicCall("AtomicCas", ascendc_host::runtime::ScalarAtomic::kCas, address,
                                                value2, value1);
}

}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_ATOMIC_H_
