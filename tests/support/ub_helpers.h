// UB and data helpers for tests: a fresh default core, random fills, bit
// comparison with the first differing byte in the message.
#ifndef ASCENDC_HOST_TESTS_SUPPORT_UB_HELPERS_H_
#define ASCENDC_HOST_TESTS_SUPPORT_UB_HELPERS_H_

#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <random>
#include <vector>

#include "ascendc_host/ascendc_host.h"

namespace ascendc_host {
namespace testing {

// Zeroes the calling thread's default core and returns it.
inline runtime::CoreState& FreshCore() {
  runtime::ResetDefaultCore();
  return runtime::CurrentCore();
}

// A tensor view of `n` elements at UB byte `address` of the current core,
// with no owning allocation (so no owner WARN): tests place operands freely.
template <typename T>
AscendC::LocalTensor<T> TensorAt(uint32_t address, uint32_t n) {
  auto& core = runtime::CurrentCore();
  return AscendC::LocalTensor<T>::FromUb(reinterpret_cast<T*>(core.ub + address), n, AscendC::TPosition::VECCALC, 0, 0);
}

// t[i] = value_of(i) for i < n.
template <typename T, typename F>
void FillWith(const AscendC::LocalTensor<T>& t, uint32_t n, F value_of) {
  for (uint32_t i = 0; i < n; ++i) t.SetValue(i, value_of(i));
}

inline std::vector<uint8_t> Snapshot(const runtime::CoreState& core) {
  return std::vector<uint8_t>(core.ub, core.ub + core.ub_bytes);
}

inline void FillRandom(uint8_t* p, size_t n, std::mt19937_64& rng) {
  for (size_t i = 0; i < n; ++i) p[i] = static_cast<uint8_t>(rng());
}
// The same with eight bytes per draw, for images refilled every round.
inline void FillRandomWords(uint8_t* p, size_t n, std::mt19937_64& rng) {
  for (size_t i = 0; i < n; i += 8) {
    const uint64_t v = rng();
    std::memcpy(p + i, &v, n - i < 8 ? n - i : 8);
  }
}
inline uint32_t Pick(std::mt19937_64& rng, uint32_t n) { return static_cast<uint32_t>(rng() % n); }

// A GlobalTensor bound to the vector, with its size (so GM ranges are checked).
template <typename T>
AscendC::GlobalTensor<T> GmTensor(std::vector<T>& v) {
  AscendC::GlobalTensor<T> g;
  g.SetGlobalBuffer(v.data(), v.size());
  return g;
}

// Compares byte images; reports the first difference.
inline ::testing::AssertionResult SameBytes(const uint8_t* expected, const uint8_t* actual, size_t n) {
  for (size_t i = 0; i < n; ++i) {
    if (expected[i] != actual[i]) {
      return ::testing::AssertionFailure() << "first difference at byte " << i << ": expected "
                                           << int(expected[i]) << ", got " << int(actual[i]) << " (of " << n
                                           << " bytes)";
    }
  }
  return ::testing::AssertionSuccess();
}
inline ::testing::AssertionResult SameBytes(const std::vector<uint8_t>& expected, const std::vector<uint8_t>& actual) {
  if (expected.size() != actual.size())
    return ::testing::AssertionFailure() << "sizes differ: " << expected.size() << " vs " << actual.size();
  return SameBytes(expected.data(), actual.data(), expected.size());
}

// Runs `body`, expects an ascendc_host::Error of `severity` whose message
// contains every fragment.
template <typename Body>
::testing::AssertionResult RaisesError(Body&& body, Severity severity, std::initializer_list<const char*> fragments) {
  try {
    body();
  } catch (const Error& e) {
    if (e.severity() != severity)
      return ::testing::AssertionFailure() << "severity " << SeverityName(e.severity()) << ": " << e.what();
    for (const char* f : fragments)
      if (std::strstr(e.what(), f) == nullptr)
        return ::testing::AssertionFailure() << "message lacks \"" << f << "\": " << e.what();
    return ::testing::AssertionSuccess();
  }
  return ::testing::AssertionFailure() << "no ascendc_host::Error was raised";
}

// `body` raises FATAL with every fragment, in release and checked mode, and
// leaves the current core's UB as it was.
template <typename Body>
void ExpectFatalLeavesUbUntouched(Body&& body, std::initializer_list<const char*> fragments) {
  const auto before = Snapshot(runtime::CurrentCore());
  for (bool checked : {false, true}) {
    const ScopedCheckedMode mode(checked);
    EXPECT_TRUE(RaisesError(body, Severity::kFatal, fragments));
    EXPECT_TRUE(SameBytes(before, Snapshot(runtime::CurrentCore())));
  }
}

// True when a WARN was recorded since ClearWarnings() whose message contains `fragment`.
inline bool Warned(const char* fragment) {
  for (const auto& d : RecordedWarnings())
    if (d.Message().find(fragment) != std::string::npos) return true;
  return false;
}

}  // namespace testing
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_TESTS_SUPPORT_UB_HELPERS_H_
