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
// Same by name: "avx2", "sse4", "ssse3", "avx3", "neon", "sve", "sve2",
// "sve_256", "sve2_128", "emu128", "scalar" (case-insensitive); "" = best.
bool ForceByName(const std::string& name);
// Name of the target the next kernel call dispatches to.
std::string Active();
namespace internal {
extern std::atomic<uint32_t> generation;
}  // namespace internal
// Changes whenever the forced target changes: callers that cache a kernel
// pointer re-resolve it then.
inline uint32_t Generation() { return internal::generation.load(std::memory_order_relaxed); }
}  // namespace target

}  // namespace ascendc_host

#endif  // ASCENDC_HOST_TARGET_H_
