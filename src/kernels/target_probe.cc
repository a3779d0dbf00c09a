// Reports which Highway target the dispatcher picks (ascendc_host::target::Active).
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "kernels/target_probe.cc"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
#include <hwy/highway.h>

HWY_BEFORE_NAMESPACE();
namespace ascendc_host {
namespace HWY_NAMESPACE {
int64_t DispatchedTarget() { return HWY_TARGET; }
}  // namespace HWY_NAMESPACE
}  // namespace ascendc_host
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
#include "kernels/dispatch.h"
namespace ascendc_host {
HWY_EXPORT(DispatchedTarget);
namespace internal {
int64_t ProbeDispatchedTarget() { return ASCENDC_HOST_DISPATCH(DispatchedTarget)(); }
}  // namespace internal
}  // namespace ascendc_host
#endif
