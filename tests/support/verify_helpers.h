// Cross-check mode in tests: a call must pass the cross-check as it is, and
// with its SIMD result corrupted (verify::CorruptNextResultForTesting) must
// raise the mismatch naming the API and operand.
#ifndef ASCENDC_HOST_TESTS_SUPPORT_VERIFY_HELPERS_H_
#define ASCENDC_HOST_TESTS_SUPPORT_VERIFY_HELPERS_H_

#include <gtest/gtest.h>

#include <cstring>
#include <functional>
#include <initializer_list>

#include "ascendc_host/error.h"
#include "ascendc_host/verify.h"

namespace ascendc_host {
namespace testing {

inline void PassesThenIsCaught(const std::function<void()>& call, std::initializer_list<const char*> where) {
  ScopedVerifyMode verify(true);
  call();
  verify::CorruptNextResultForTesting();
  try {
    call();
    ADD_FAILURE() << "the corrupted result was not caught";
  } catch (const Error& e) {
    EXPECT_EQ(e.severity(), Severity::kError) << e.what();
    EXPECT_NE(std::strstr(e.what(), "differs from the scalar reference (cross-check mode)"), nullptr) << e.what();
    for (const char* f : where) EXPECT_NE(std::strstr(e.what(), f), nullptr) << e.what();
  }
}

}  // namespace testing
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_TESTS_SUPPORT_VERIFY_HELPERS_H_
