// Kernels and a memory probe shared by the launcher tests.
#ifndef ASCENDC_HOST_TESTS_SUPPORT_LAUNCH_KERNELS_H_
#define ASCENDC_HOST_TESTS_SUPPORT_LAUNCH_KERNELS_H_

#include <atomic>
#include <cstddef>
#include <cstdio>
#include <cstdlib>

#include "kernel_operator.h"

#ifndef __has_feature
#define __has_feature(x) 0
#endif

namespace ascendc_host {
namespace testing {

// ASan keeps freed memory in its quarantine and TSan grows its shadow and
// history as threads touch memory, so resident memory grows there whatever
// the code does; under qemu-user the process's RSS includes the emulator's
// translated-code cache, which grows as a later burst reaches code the first
// did not (+40 MiB measured). Memory-flatness checks are skipped (and say
// so) in those builds, and where the QEMU_CPU or QEMU_LD_PREFIX variables
// tell that the tests run emulated (scripts/test.sh sets QEMU_CPU).
#if defined(__SANITIZE_ADDRESS__) || __has_feature(address_sanitizer) || defined(__SANITIZE_THREAD__) || \
    __has_feature(thread_sanitizer)
inline constexpr bool kSanitizedBuild = true;
#else
inline constexpr bool kSanitizedBuild = false;
#endif
inline bool ResidentBytesComparable() {
  return !kSanitizedBuild && std::getenv("QEMU_CPU") == nullptr && std::getenv("QEMU_LD_PREFIX") == nullptr;
}

// Adds one to the std::atomic<int> at `counter`.
inline void CountBlock(GM_ADDR counter) { reinterpret_cast<std::atomic<int>*>(counter)->fetch_add(1); }
// Launches {2} counting blocks, and {3} of those: {2} -> {3} -> {2} nests 12 leaves.
inline void LaunchTwoCounters(GM_ADDR counter) { LaunchWith(LaunchOptions{2}, 2, CountBlock, counter); }
inline void LaunchThreeTimesTwoCounters(GM_ADDR counter) {
  LaunchWith(LaunchOptions{3}, 3, LaunchTwoCounters, counter);
}

// Resident set size of the process in bytes (0 where /proc is missing).
inline size_t ResidentBytes() {
  long pages = 0, resident = 0;
  FILE* f = std::fopen("/proc/self/statm", "r");
  if (f == nullptr) return 0;
  if (std::fscanf(f, "%ld %ld", &pages, &resident) != 2) resident = 0;
  std::fclose(f);
  return static_cast<size_t>(resident) * 4096;
}

}  // namespace testing
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_TESTS_SUPPORT_LAUNCH_KERNELS_H_
