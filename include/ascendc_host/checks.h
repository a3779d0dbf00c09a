// Low-level argument checks and the formatting of diagnostics (SPEC 0.6):
// runtime layer, shared by the surface, the kernels front ends and the runtime.
#ifndef ASCENDC_HOST_CHECKS_H_
#define ASCENDC_HOST_CHECKS_H_

#include <cstdint>
#include <string>

#include "ascendc_host/error.h"
#include "ascendc_host/runtime.h"

namespace ascendc_host {
namespace detail {

inline std::string Str(uint64_t v) { return std::to_string(v); }
inline std::string Hex(uint64_t v) {
  static const char digits[] = "0123456789abcdef";
  std::string s = "0x";
  bool started = false;
  for (int shift = 60; shift >= 0; shift -= 4) {
    const unsigned d = (v >> shift) & 0xF;
    if (d || started || shift == 0) {
      s += digits[d];
      started = true;
    }
  }
  return s;
}
// "name[index]" for diagnostics about one element of a tensor parameter.
inline std::string Elem(const char* name, uint64_t index) {
  return std::string(name) + "[" + std::to_string(index) + "]";
}

template <typename T>
constexpr const char* TypeName() {
  if constexpr (sizeof(T) == 1) return std::is_signed_v<T> ? "int8_t" : "uint8_t";
  else if constexpr (sizeof(T) == 2) return "b16";
  else if constexpr (sizeof(T) == 4) return "b32";
  else return "b64";
}

// UB operand start must be 32-byte aligned (ERROR; release performs the access).
inline void CheckUbAligned(const char* api, const char* param, uint32_t ub_address,
                           uint32_t alignment = kDataBlockBytes) {
  if (ub_address % alignment != 0 && CheckedMode()) {
    ReportError(api, std::string(param) + ".address", Str(ub_address),
                alignment == 32 ? "is not 32-byte aligned" : "is not aligned as required");
  }
}

}  // namespace detail
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_CHECKS_H_
