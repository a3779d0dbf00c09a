// printf-style formatting of kernel text (SPEC 11.6): the conversion
// specifiers of the printf pages (%d %i %u %x %X %o %f %F %e %E %g %G %a %A
// %c %s %p %%, flags, width, precision, '*', length modifiers) over arguments
// captured by kind, so half and bfloat16_t print as numbers.
#ifndef ASCENDC_HOST_RUNTIME_PRINT_FORMAT_H_
#define ASCENDC_HOST_RUNTIME_PRINT_FORMAT_H_

#include <cstddef>
#include <cstdint>
#include <string>

namespace ascendc_host {
namespace runtime {

struct PrintArg {
  enum class Kind : uint8_t { kSigned, kUnsigned, kFloat, kString, kPointer };
  Kind kind;
  union {
    int64_t i;
    uint64_t u;
    double f;
    const char* s;
    const void* p;
  };
};

// Formats `fmt` with `args`. A missing argument or a string conversion given
// a number (or the reverse) is an ERROR naming `api` (checked mode); release
// prints the conversion as written / "(null)". Unused arguments are a WARN.
std::string FormatPrintf(const char* api, const char* fmt, const PrintArg* args, size_t count);

}  // namespace runtime
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_RUNTIME_PRINT_FORMAT_H_
