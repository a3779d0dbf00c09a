// GM atomics (SPEC section "GM atomics"): DataCopy to GM that accumulates
// under the core's CTRL[10:6] atomic configuration (SetAtomicAdd/Max/Min,
// SetStoreAtomicConfig), and the scalar AtomicAdd/Max/Min/Exch/Cas.
//
// Every element update is one step with respect to the other blocks: the
// GM range is updated under a lock striped by 64-byte line, shared by the
// DataCopy path and the scalar atomics. Integer results are exact in any
// block order; floating-point sums depend on the order blocks arrive in, as
// on the NPU (LaunchOptions::deterministic fixes that order).
#ifndef ASCENDC_HOST_RUNTIME_GM_ATOMIC_H_
#define ASCENDC_HOST_RUNTIME_GM_ATOMIC_H_

#include <cstdint>

#include "ascendc_host/runtime.h"

namespace ascendc_host {
namespace runtime {

// CTRL[8:6] codes (the SetCtrlSpr page; GetStoreAtomicConfig returns them).
enum class AtomicType : uint8_t { kNone = 0, kF32 = 1, kF16 = 2, kS16 = 3, kS32 = 4, kS8 = 5, kBf16 = 6 };
// CTRL[10:9].
enum class AtomicOperation : uint8_t { kAdd = 0, kMax = 1, kMin = 2 };

inline AtomicType AtomicTypeOf(const CoreState& core) {
  return static_cast<AtomicType>((core.ctrl >> ctrl::kAtomicTypeLow) & 7u);
}
inline AtomicOperation AtomicOperationOf(const CoreState& core) {
  return static_cast<AtomicOperation>((core.ctrl >> ctrl::kAtomicOpLow) & 3u);
}
inline void SetAtomicConfig(CoreState& core, AtomicType type, AtomicOperation op) {
  core.ctrl &= ~(uint64_t{7} << ctrl::kAtomicTypeLow | uint64_t{3} << ctrl::kAtomicOpLow);
  core.ctrl |= uint64_t{static_cast<uint8_t>(type)} << ctrl::kAtomicTypeLow |
               uint64_t{static_cast<uint8_t>(op)} << ctrl::kAtomicOpLow;
}
// Element bytes of an atomic type (0 for kNone and the unused codes).
uint32_t AtomicTypeBytes(AtomicType type);
const char* AtomicTypeName(AtomicType type);

// dst[i] = op(dst[i], src[i]) for the `bytes / AtomicTypeBytes` elements,
// with the type, operation and saturation (CTRL[48], CTRL[60]) of `core`.
// Trailing bytes of an incomplete element are not touched.
void AccumulateToGm(const CoreState& core, uint8_t* dst, const uint8_t* src, uint64_t bytes);

// Scalar atomics on one GM element; each returns the value before.
enum class ScalarAtomic : uint8_t { kAdd, kMax, kMin, kExch, kCas };
int32_t ScalarAtomicRmw(ScalarAtomic op, int32_t* address, int32_t value, int32_t compare);
uint32_t ScalarAtomicRmw(ScalarAtomic op, uint32_t* address, uint32_t value, uint32_t compare);
int64_t ScalarAtomicRmw(ScalarAtomic op, int64_t* address, int64_t value, int64_t compare);
uint64_t ScalarAtomicRmw(ScalarAtomic op, uint64_t* address, uint64_t value, uint64_t compare);
float ScalarAtomicRmw(ScalarAtomic op, float* address, float value, float compare);

}  // namespace runtime
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_RUNTIME_GM_ATOMIC_H_
