// What the C API functions (SPEC 17) share: the tensor views of their
// pointer arguments. A C API function takes raw `__ubuf__` / `__gm__`
// pointers; it runs the library's LocalTensor-level implementation of the
// same operation on views of them, so numerics, checks and cross-check mode
// are the basic API's.
#ifndef ASCENDC_HOST_ASC_CAPI_COMMON_H_
#define ASCENDC_HOST_ASC_CAPI_COMMON_H_

#include <cstdint>

#include "ascendc_host/ascendc/tensor.h"
#include "ascendc_host/runtime.h"

namespace ascendc_host {
namespace asc_capi {

// A UB pointer as a LocalTensor from it to the end of the visible UB (C
// arrays carry no size): FATAL outside UB, ERROR when not 32-byte aligned.
template <typename T>
AscendC::LocalTensor<T> UbView(const char* api, const char* param, const void* p) {
  const runtime::CoreState& core = runtime::CurrentCore();
  const uint32_t addr = runtime::CheckUbRange(api, param, p, 0);
  detail::CheckUbAligned(api, param, addr);
  return AscendC::LocalTensor<T>(AscendC::TPosition::VECCALC, addr & ~31u,
                                 static_cast<uint32_t>((core.ub_bytes - (addr & ~31u)) / sizeof(T)));
}

// A GM pointer as a GlobalTensor bound to the rest of the registered GM
// buffer it lies in (aclrtMalloc, GmAlloc), unbounded otherwise.
template <typename T>
AscendC::GlobalTensor<T> GmView(const void* p) {
  AscendC::GlobalTensor<T> g;
  T* t = static_cast<T*>(const_cast<void*>(p));
  size_t available = 0;
  if (GmBytesAvailable(t, &available)) g.SetGlobalBuffer(t, available / sizeof(T));
  else g.SetGlobalBuffer(t);
  return g;
}

}  // namespace asc_capi
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_ASC_CAPI_COMMON_H_
