// Which SIMD target the kernels run on (Highway's runtime dispatch). Part
// of the kernels layer: target selection lives with the kernels it picks.
#ifndef ASCENDC_HOST_TARGET_H_
#define ASCENDC_HOST_TARGET_H_

#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

namespace ascendc_host {
namespace target {
// Targets compiled into the library and supported by this CPU, best first.
std::vector<int64_t> Available();
const char* Name(int64_t target);
// Forces one target for all later kernel calls (0 = back to the best),
// through Highway's chosen target (HWY_DYNAMIC_DISPATCH follows it).
// Returns false when `target` is not available. A later call of
// hwy::SupportedTargets() by other code makes Highway choose its best
// target again (Highway's behaviour), so force again after one.
bool Force(int64_t target);
// Same by name: "avx3_spr", "avx3_dl", "avx3", "avx2", "sse4", "ssse3",
// "neon", "sve", "sve2", "sve_256", "sve2_128", "emu128", "scalar"
// (case-insensitive); "" = best.
//
// AVX3_SPR is the library's own target (Highway 1.0.3 has none by that
// name): the AVX3 (or AVX3_DL) kernels plus native half-precision
// arithmetic where the CPU has AVX512-FP16 (Sapphire Rapids and later;
// src/kernels/half_native.h). It is listed first where available, so it is
// the best; forcing AVX3 or AVX3_DL runs the same kernels without it.
bool ForceByName(const std::string& name);
// Name of the target the next kernel call dispatches to.
std::string Active();
namespace internal {
extern std::atomic<uint32_t> generation;
}  // namespace internal
// Changes whenever the forced target changes: callers that cache a kernel
// pointer re-resolve it then.
inline uint32_t Generation() { return internal::generation.load(std::memory_order_relaxed); }

// Instruction-set levels of the copies of a vector function that
// asc_vf_call/VF_CALL compile in the multiversioned mode
// (ascendc_host/ascendc/vf_call.h): the level of the active target, so
// forcing a target (ASCENDC_HOST_TARGET, Force) forces the copy too.
// x86-64 only; every other platform runs its baseline copy.
//   kBaseline  the translation unit's own flags (x86-64: SSE2)  <- sse4, ssse3, emu128, scalar
//   kAvx2      AVX2, FMA, F16C, BMI1/2, LZCNT, POPCNT           <- avx2
//   kAvx512    the above and AVX-512 F/BW/DQ/VL                 <- avx3_spr, avx3_dl, avx3
enum class VfLevel : uint8_t { kBaseline = 0, kAvx2 = 1, kAvx512 = 2 };
const char* VfLevelName(VfLevel level);
// The level a target maps to (a Highway target bit, as Available() lists).
VfLevel VfLevelOf(int64_t target);
namespace internal {
inline constexpr uint8_t kVfLevelUnset = 0xFF;
extern std::atomic<uint8_t> vf_level;
// Applies ASCENDC_HOST_TARGET (once) and returns the active level.
uint8_t ResolveVfLevel();
}  // namespace internal
namespace internal {
// 1 while the active target is AVX3_SPR, 0 otherwise, kVfLevelUnset until
// the first kernel call resolves it.
extern std::atomic<uint8_t> native_half;
uint8_t ResolveNativeHalf();
}  // namespace internal
// Whether the kernels may use native half arithmetic now (the active target
// is AVX3_SPR): one relaxed load once resolved.
inline bool NativeHalfActive() {
  uint8_t on = internal::native_half.load(std::memory_order_relaxed);
  if (__builtin_expect(on == internal::kVfLevelUnset, 0)) on = internal::ResolveNativeHalf();
  return on == 1;
}
// The level of the active target: one relaxed load once resolved (the first
// call reads ASCENDC_HOST_TARGET).
inline VfLevel ActiveVfLevel() {
  uint8_t level = internal::vf_level.load(std::memory_order_relaxed);
  if (__builtin_expect(level == internal::kVfLevelUnset, 0)) level = internal::ResolveVfLevel();
  return static_cast<VfLevel>(level);
}
}  // namespace target

}  // namespace ascendc_host

#endif  // ASCENDC_HOST_TARGET_H_
