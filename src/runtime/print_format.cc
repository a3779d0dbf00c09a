// printf-style formatting of kernel text (SPEC 11.6).
#include "ascendc_host/runtime/print_format.h"

#include <cstdio>
#include <cstring>
#include <string>

#include "ascendc_host/checks.h"
#include "ascendc_host/error.h"

namespace ascendc_host {
namespace runtime {
namespace {

bool IsFlag(char c) { return c == '-' || c == '+' || c == ' ' || c == '#' || c == '0'; }
bool IsDigit(char c) { return c >= '0' && c <= '9'; }

int64_t AsSigned(const PrintArg& a) {
  switch (a.kind) {
    case PrintArg::Kind::kSigned: return a.i;
    case PrintArg::Kind::kUnsigned: return static_cast<int64_t>(a.u);
    case PrintArg::Kind::kFloat: return static_cast<int64_t>(a.f);
    default: return static_cast<int64_t>(reinterpret_cast<uintptr_t>(a.p));
  }
}
uint64_t AsUnsigned(const PrintArg& a) {
  switch (a.kind) {
    case PrintArg::Kind::kSigned: return static_cast<uint64_t>(a.i);
    case PrintArg::Kind::kUnsigned: return a.u;
    case PrintArg::Kind::kFloat: return static_cast<uint64_t>(static_cast<int64_t>(a.f));
    default: return static_cast<uint64_t>(reinterpret_cast<uintptr_t>(a.p));
  }
}
double AsDouble(const PrintArg& a) {
  switch (a.kind) {
    case PrintArg::Kind::kSigned: return static_cast<double>(a.i);
    case PrintArg::Kind::kUnsigned: return static_cast<double>(a.u);
    case PrintArg::Kind::kFloat: return a.f;
    default: return 0.0;
  }
}

template <typename V>
void Append(std::string& out, const std::string& spec, V value) {
  char buf[512];
  int n = std::snprintf(buf, sizeof(buf), spec.c_str(), value);
  if (n < 0) return;
  if (static_cast<size_t>(n) < sizeof(buf)) {
    out.append(buf, static_cast<size_t>(n));
    return;
  }
  std::string big(static_cast<size_t>(n) + 1, '\0');
  std::snprintf(&big[0], big.size(), spec.c_str(), value);
  out.append(big.data(), static_cast<size_t>(n));
}

}  // namespace

std::string FormatPrintf(const char* api, const char* fmt, const PrintArg* args, size_t count) {
  std::string out;
  if (fmt == nullptr) {
    ReportError(api, "fmt", "null", "the format string is null");
    return out;
  }
  size_t next = 0;  // next argument
  auto take = [&](const char* spec_text, size_t spec_len) -> const PrintArg* {
    if (next < count) return &args[next++];
    ReportError(api, "args", std::string(spec_text, spec_len),
                ("has no argument: the format has more conversions than the " + std::to_string(count) +
                 " arguments given")
                    .c_str());
    return nullptr;
  };
  for (const char* p = fmt; *p != '\0';) {
    if (*p != '%') {
      const char* q = std::strchr(p, '%');
      const size_t n = q == nullptr ? std::strlen(p) : static_cast<size_t>(q - p);
      out.append(p, n);
      p += n;
      continue;
    }
    const char* start = p++;
    if (*p == '%') {
      out += '%';
      ++p;
      continue;
    }
    std::string spec = "%";
    while (IsFlag(*p)) spec += *p++;
    // Width and precision, '*' taken from the arguments like C printf.
    auto number_or_star = [&](void) {
      if (*p == '*') {
        ++p;
        const PrintArg* a = take(start, static_cast<size_t>(p - start));
        spec += std::to_string(a != nullptr ? AsSigned(*a) : 0);
        return;
      }
      while (IsDigit(*p)) spec += *p++;
    };
    number_or_star();
    if (*p == '.') {
      spec += *p++;
      number_or_star();
    }
    // Length modifiers: only whether the value is 64-bit matters (the pages:
    // on the CPU, %x without l prints 32 bits, like C).
    bool wide = false;
    while (*p == 'h' || *p == 'l' || *p == 'L' || *p == 'z' || *p == 'j' || *p == 't' || *p == 'q') {
      if (*p == 'l' || *p == 'L' || *p == 'z' || *p == 'j' || *p == 't' || *p == 'q') wide = true;
      ++p;
    }
    const char conv = *p;
    if (conv == '\0') {
      out.append(start);  // a trailing lone '%' prints as written
      break;
    }
    ++p;
    const size_t spec_len = static_cast<size_t>(p - start);
    auto as_written = [&] { out.append(start, spec_len); };
    switch (conv) {
      case 'd':
      case 'i': {
        const PrintArg* a = take(start, spec_len);
        if (a == nullptr) { as_written(); break; }
        if (a->kind == PrintArg::Kind::kString) {
          ReportError(api, "args[" + std::to_string(next - 1) + "]", "a string", "does not match %d / %i");
          as_written();
          break;
        }
        const int64_t v = AsSigned(*a);
        Append(out, spec + "lld", static_cast<long long>(wide ? v : static_cast<int32_t>(v)));
        break;
      }
      case 'u':
      case 'x':
      case 'X':
      case 'o': {
        const PrintArg* a = take(start, spec_len);
        if (a == nullptr) { as_written(); break; }
        if (a->kind == PrintArg::Kind::kString) {
          ReportError(api, "args[" + std::to_string(next - 1) + "]", "a string",
                      "does not match an integer conversion");
          as_written();
          break;
        }
        const uint64_t v = AsUnsigned(*a);
        Append(out, spec + "ll" + conv, static_cast<unsigned long long>(wide ? v : static_cast<uint32_t>(v)));
        break;
      }
      case 'f':
      case 'F':
      case 'e':
      case 'E':
      case 'g':
      case 'G':
      case 'a':
      case 'A': {
        const PrintArg* a = take(start, spec_len);
        if (a == nullptr) { as_written(); break; }
        if (a->kind == PrintArg::Kind::kString || a->kind == PrintArg::Kind::kPointer) {
          ReportError(api, "args[" + std::to_string(next - 1) + "]", "not a number",
                      "does not match a floating-point conversion");
          as_written();
          break;
        }
        Append(out, spec + conv, AsDouble(*a));
        break;
      }
      case 'c': {
        const PrintArg* a = take(start, spec_len);
        if (a == nullptr) { as_written(); break; }
        Append(out, spec + 'c', static_cast<int>(AsSigned(*a)));
        break;
      }
      case 's': {
        const PrintArg* a = take(start, spec_len);
        if (a == nullptr) { as_written(); break; }
        if (a->kind != PrintArg::Kind::kString) {
          ReportError(api, "args[" + std::to_string(next - 1) + "]", "a number", "does not match %s");
          as_written();
          break;
        }
        Append(out, spec + 's', a->s != nullptr ? a->s : "(null)");
        break;
      }
      case 'p': {
        const PrintArg* a = take(start, spec_len);
        if (a == nullptr) { as_written(); break; }
        Append(out, spec + 'p', a->kind == PrintArg::Kind::kPointer || a->kind == PrintArg::Kind::kString
                                    ? a->p
                                    : reinterpret_cast<const void*>(static_cast<uintptr_t>(AsUnsigned(*a))));
        break;
      }
      default:
        ReportError(api, "fmt", std::string(start, spec_len), "is not a conversion the printf pages define");
        as_written();
        break;
    }
  }
  if (next < count) {
    ReportWarning(api, "args", std::to_string(count - next) + " unused",
                  "more arguments than the format has conversions");
  }
  return out;
}

}  // namespace runtime
}  // namespace ascendc_host
