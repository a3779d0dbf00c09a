// UB arrays declared in a kernel body of a SIMD source (SPEC 17.2), the C
// API's way to take UB: `__ubuf__ float x[N];` is rewritten by
// ascendc-host-cc into a reference to BlockUbArray<float[N]>(...), so the
// array lies in the block's UB (the vector and data-movement APIs check
// that their operands do) and keeps its array type (sizeof, indexing).
#ifndef ASCENDC_HOST_FRONTS_UB_ARRAY_H_
#define ASCENDC_HOST_FRONTS_UB_ARRAY_H_

#include <type_traits>

#include "ascendc_host/runtime.h"

namespace ascendc_host {
namespace fronts {

// `Site` is the type of a lambda written at the declaration: one
// instantiation, and so one `site` address, per declaration.
template <typename Array, typename Site>
inline Array& BlockUbArray(Site, const char* name) {
  static_assert(std::is_array_v<Array>, "a UB array declaration");
  static const char site = 0;
  return *reinterpret_cast<Array*>(runtime::BlockUbArray(&site, sizeof(Array), name));
}

}  // namespace fronts
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_FRONTS_UB_ARRAY_H_
