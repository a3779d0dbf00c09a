// Prints the SIMD targets of this build and the one kernels dispatch to.
// `--expect NAME` exits 0 when the active target is NAME, 77 (skipped) when
// NAME is not available on this CPU, 1 otherwise.
#include <cctype>
#include <cstdio>
#include <cstring>
#include <string>

#include "ascendc_host/ascendc_host.h"

int main(int argc, char** argv) {
  namespace t = ascendc_host::target;
  std::printf("profile: %s (UB %u bytes)\n", ascendc_host::kProfile.name, ascendc_host::kProfile.ub_bytes);
  std::printf("available targets:");
  for (int64_t x : t::Available()) std::printf(" %s", t::Name(x));
  const std::string active = t::Active();
  std::printf("\nactive target: %s\n", active.c_str());
  if (argc == 3 && std::strcmp(argv[1], "--expect") == 0) {
    std::string want;
    for (const char* c = argv[2]; *c; ++c) want += static_cast<char>(std::toupper(static_cast<unsigned char>(*c)));
    bool available = false;
    for (int64_t x : t::Available()) available = available || want == t::Name(x);
    if (!available) return 77;
    return active == want ? 0 : 1;
  }
  return 0;
}
