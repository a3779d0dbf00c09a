#include "ascendc_host/kernels/copy.h"

#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "kernels/copy.cc"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
#include <hwy/highway.h>

#include "kernels/copy-inl.h"

HWY_BEFORE_NAMESPACE();
namespace ascendc_host {
namespace HWY_NAMESPACE {
void CopyBytesImpl(const uint8_t* src, uint8_t* dst, size_t bytes) { CopyBytesVec(src, dst, bytes); }
}  // namespace HWY_NAMESPACE
}  // namespace ascendc_host
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
#include "kernels/dispatch.h"
namespace ascendc_host {
HWY_EXPORT(CopyBytesImpl);
namespace kernels {
void CopyBytes(const uint8_t* src, uint8_t* dst, size_t bytes) {
  ASCENDC_HOST_DISPATCH(CopyBytesImpl)(src, dst, bytes);
}
}  // namespace kernels
}  // namespace ascendc_host
#endif
