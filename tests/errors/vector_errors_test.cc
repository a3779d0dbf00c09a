// The checks of the vector compute APIs (SPEC 8.1, 0.6): FATAL before any
// access (UB untouched), ERROR rows in checked mode and their release
// behaviour, WARN rows, the permitted overlaps; and cross-check mode
// catching a corrupted result.
#include <gtest/gtest.h>

#include <cstring>
#include <vector>

#include "kernel_operator.h"
#include "support/ub_helpers.h"

namespace ascendc_host {
namespace testing {
namespace {

using AscendC::BinaryRepeatParams;

TEST(VectorErrors, CountBeyondUbIsFatal) {
  const auto& core = FreshCore();
  const uint32_t last = core.ub_bytes - 256;
  auto a = TensorAt<float>(0, 64), d = TensorAt<float>(last, 64);
  ExpectFatalLeavesUbUntouched([&] { AscendC::Add(d, a, a, 65); }, {"Add", "dst", "outside the UB"});
  ExpectFatalLeavesUbUntouched([&] { AscendC::Adds(a, d, 1.0f, 100); }, {"Adds", "src", "outside the UB"});
  ExpectFatalLeavesUbUntouched([&] { AscendC::Duplicate(d, 1.0f, 1000); }, {"Duplicate", "dst", "outside the UB"});
}

// A Counter-mode count of 2^39 elements or more used to wrap the repeat
// count to 32 bits (here to 0: nothing computed, no error); it must reach
// the UB bound like any other count.
TEST(VectorErrors, HugeCounterModeCountIsNotWrapped) {
  FreshCore();
  auto a = TensorAt<float>(0, 64), d = TensorAt<float>(1024, 64);
  AscendC::SetMaskCount();
  const uint64_t huge = 0x0AFFFFFFFFFFFFFFull;  // (huge + 63) / 64 has all-zero low 32 bits
  ExpectFatalLeavesUbUntouched([&] { AscendC::Add(d, a, a, huge, 1, BinaryRepeatParams{}); },
                               {"Add", "outside the UB"});
  AscendC::SetMaskNorm();
}

TEST(VectorErrors, StridesBeyondUbAreFatal) {
  const auto& core = FreshCore();
  auto a = TensorAt<half>(0, 128), d = TensorAt<half>(core.ub_bytes - 1024, 128);
  // Repeat stride 8 blocks: the fifth repeat starts past the UB end.
  ExpectFatalLeavesUbUntouched([&] { AscendC::Add(d, a, a, uint64_t{128}, 5, BinaryRepeatParams{1, 1, 1, 8, 0, 0}); },
                               {"Add", "dst", "outside the UB"});
  // A source whose block stride walks past the end.
  ExpectFatalLeavesUbUntouched([&] { AscendC::Sub(a, d, a, uint64_t{128}, 1, BinaryRepeatParams{1, 8, 1, 8, 8, 8}); },
                               {"Sub", "src0", "outside the UB"});
}

TEST(VectorErrors, CheckedModeRowsAndReleaseBehaviour) {
  FreshCore();
  auto a = TensorAt<float>(0, 256), d = TensorAt<float>(1024, 256), odd = TensorAt<float>(2048 + 4, 64);
  {
    const ScopedCheckedMode checked(true);
    EXPECT_TRUE(RaisesError([&] { AscendC::Add(odd, a, a, 64); }, Severity::kError, {"Add", "dst.address", "32-byte aligned"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::Mul(d, a, a, -1); }, Severity::kError, {"Mul", "count", "-1", "negative"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::Max(d, a, a, uint64_t{65}, 1, BinaryRepeatParams{}); }, Severity::kError,
                            {"Max", "mask", "65", "exceeds the 64 elements"}));
    uint64_t words[2] = {1, 1};
    EXPECT_TRUE(RaisesError([&] { AscendC::Min(d, a, a, words, 1, BinaryRepeatParams{}); }, Severity::kError,
                            {"Min", "mask[1]", "must be 0"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::Add(d, a, a, uint64_t{64}, 1, BinaryRepeatParams{0, 1, 1, 8, 8, 8}); },
                            Severity::kError, {"Add", "dstBlkStride", "must not be 0"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::Adds<float, false>(d, a, 1.0f, 64); }, Severity::kError,
                            {"Adds", "isSetMask", "Counter mode"}));
  }
  // Release: misaligned runs at the given address, a negative count is a
  // no-op, a mask above a repeat runs one full repeat.
  const ScopedCheckedMode release(false);
  FillWith(a, 256, [](uint32_t i) { return static_cast<float>(i); });
  AscendC::Duplicate(d, -1.0f, 256);
  AscendC::Mul(d, a, a, -1);
  EXPECT_EQ(d.GetValue(0), -1.0f);
  AscendC::Adds(d, a, 1.0f, uint64_t{100}, 2, AscendC::UnaryRepeatParams{});
  EXPECT_EQ(d.GetValue(63), 64.0f);
  EXPECT_EQ(d.GetValue(64), 65.0f);   // the second repeat
  EXPECT_EQ(d.GetValue(128), -1.0f);  // nothing beyond two repeats of 64
  AscendC::Add(odd, a, a, 8);
  EXPECT_EQ(odd.GetValue(7), 14.0f);
}

TEST(VectorErrors, WarnRows) {
  FreshCore();
  SetWarningsPrinted(false);
  const ScopedCheckedMode checked(true);
  auto a = TensorAt<half>(0, 512), d = TensorAt<half>(1024, 128);
  ClearWarnings();
  AscendC::Add(d, a, a, 256);  // d holds 128
  EXPECT_TRUE(Warned("writes beyond the tensor's GetSize()"));
  ClearWarnings();
  AscendC::Add(a[16], a, a, 256);  // dst inside src0, shifted
  EXPECT_TRUE(Warned("overlaps src0"));
  // Permitted: in place, and the accumulation of 通用地址重叠约束.
  ClearWarnings();
  AscendC::Add(a, a, a, 256);
  AscendC::Add(d, a, d, uint64_t{128}, 4, BinaryRepeatParams{1, 1, 1, 0, 8, 0});
  EXPECT_TRUE(RecordedWarnings().empty()) << RecordedWarnings().front().Message();
  SetWarningsPrinted(true);
}

// The accumulation overlap gives the NPU's result: dst += src0 repeat by repeat.
TEST(VectorErrors, AccumulationOverRepeatsIsSequential) {
  FreshCore();
  const ScopedCheckedMode release(false);
  auto src = TensorAt<float>(0, 256), acc = TensorAt<float>(2048, 64);
  FillWith(src, 256, [](uint32_t i) { return static_cast<float>(i % 64 + i / 64); });
  AscendC::Duplicate(acc, 0.0f, 64);
  AscendC::Add(acc, src, acc, uint64_t{64}, 4, BinaryRepeatParams{1, 1, 1, 0, 8, 0});
  for (uint32_t k = 0; k < 64; ++k) EXPECT_EQ(acc.GetValue(k), 4.0f * k + 6.0f) << k;
}

TEST(VectorVerify, CatchesACorruptedResult) {
  FreshCore();
  const ScopedVerifyMode verify(true);
  auto a = TensorAt<half>(0, 256), b = TensorAt<half>(512, 256), d = TensorAt<half>(1024, 256);
  FillWith(a, 256, [](uint32_t i) { return half(i * 0.5f); });
  FillWith(b, 256, [](uint32_t i) { return half(i * 0.25f); });
  AscendC::Add(d, a, b, 256);                                       // passes
  AscendC::Muls(d, a, half(3.0f), uint64_t{128}, 2, AscendC::UnaryRepeatParams{});
  AscendC::Duplicate(d, half(2.0f), 100);
  verify::CorruptNextResultForTesting();
  EXPECT_TRUE(RaisesError([&] { AscendC::Max(d, a, b, 256); }, Severity::kError,
                          {"Max", "dst[0]", "(SIMD) vs", "(reference)", "differs from the scalar reference"}));
}

}  // namespace
}  // namespace testing
}  // namespace ascendc_host
