// Runtime dispatch of the kernels: Highway's HWY_DYNAMIC_DISPATCH, after the
// ASCENDC_HOST_TARGET override (if any) has been applied once.
#ifndef ASCENDC_HOST_SRC_KERNELS_DISPATCH_H_
#define ASCENDC_HOST_SRC_KERNELS_DISPATCH_H_

#include <hwy/highway.h>

namespace ascendc_host {
namespace internal {
// Reads ASCENDC_HOST_TARGET and forces that target; returns true.
bool ApplyTargetOverrideFromEnv();
inline void EnsureTargetOverride() {
  static const bool applied = ApplyTargetOverrideFromEnv();
  (void)applied;
}
}  // namespace internal
}  // namespace ascendc_host

#define ASCENDC_HOST_DISPATCH(fn) \
  (::ascendc_host::internal::EnsureTargetOverride(), HWY_DYNAMIC_DISPATCH(fn))

#endif  // ASCENDC_HOST_SRC_KERNELS_DISPATCH_H_
