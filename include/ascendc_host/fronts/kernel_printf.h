// The function ascendc-host-cc rewrites an unqualified `printf(` of a
// translated source into (SPEC 11.6). bisheng gives kernel code a printf of
// its own; on the CPU a kernel's unqualified printf would otherwise find the
// C library's, whose lines lack the block prefix the pages print. One name
// serves host and kernel code alike, so the place of the call decides:
//
//   SIMD kernel body (a launched block, outside SIMT threads and
//   asc_vf_call vector functions)       AscendC::printf's lines, "[AIV Block i/n] ..."
//   SIMT thread, vector function        the C library's printf (the pages print
//                                       these lines without a prefix)
//   host code, a kernel called directly the C library's printf
//
// The result is the C library's, or 0 for a kernel line (the device's
// printf returns nothing).
#ifndef ASCENDC_HOST_FRONTS_KERNEL_PRINTF_H_
#define ASCENDC_HOST_FRONTS_KERNEL_PRINTF_H_

#include <cstdio>
#include <type_traits>

#include "ascendc_host/ascendc/debug.h"
#include "ascendc_host/runtime.h"
#include "ascendc_host/runtime/fp_environment.h"
#include "ascendc_host/runtime/simt.h"

namespace ascendc_host {
namespace fronts {

// The argument types AscendC::printf formats (debug::ToPrintArg); a call
// with any other type (a struct or std::string passed to the C printf)
// stays the C library's.
template <typename A, typename T = std::decay_t<A>>
inline constexpr bool kKernelPrintable =
    std::is_arithmetic_v<T> || std::is_enum_v<T> || std::is_pointer_v<T> || std::is_null_pointer_v<T> ||
    std::is_same_v<T, half> || std::is_same_v<T, bfloat16_t>;

// True in the body of a launched SIMD block (see above).
inline bool InSimdKernelBody() {
  const runtime::CoreState* core = runtime::internal::tls_current_core;
  return core != nullptr && !core->direct_call && !simt::InThread() &&
         runtime::internal::tls_default_fp_scopes == 0;
}

template <typename... Args>
inline int KernelPrintf(const char* fmt, const Args&... args) {
  if constexpr ((kKernelPrintable<Args> && ...)) {
    if (InSimdKernelBody()) {
      debug::Printf("printf", fmt, args...);
      return 0;
    }
  }
#if defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
#pragma GCC diagnostic ignored "-Wformat-security"
#endif
  return std::printf(fmt, args...);
#if defined(__GNUC__)
#pragma GCC diagnostic pop
#endif
}

}  // namespace fronts
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_FRONTS_KERNEL_PRINTF_H_
