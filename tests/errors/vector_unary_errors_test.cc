// The checks of the unary, logic, scalar-position and composite APIs (SPEC
// 8.1, 8.4, 8.5): FATAL before any access (UB untouched), the ERROR rows in
// checked mode and their release behaviour, WARN rows; and cross-check mode:
// results within the published bound pass, a corrupted result is caught.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <random>
#include <vector>

#include "kernel_operator.h"
#include "support/ub_helpers.h"
#include "support/verify_helpers.h"

namespace ascendc_host {
namespace testing {
namespace {

using AscendC::BinaryRepeatParams;
using AscendC::UnaryRepeatParams;

TEST(VectorUnaryErrors, AccessesBeyondUbAreFatal) {
  const auto& core = FreshCore();
  const uint32_t last = core.ub_bytes - 256;
  auto a = TensorAt<float>(0, 64), d = TensorAt<float>(last, 64);
  auto ha = TensorAt<half>(0, 128);
  auto i16 = TensorAt<int16_t>(0, 128), i16_end = TensorAt<int16_t>(last, 128);
  auto i32 = TensorAt<int32_t>(1024, 64), i32_end = TensorAt<int32_t>(last, 64);
  ExpectFatalLeavesUbUntouched([&] { AscendC::Exp(d, a, 65); }, {"Exp", "dst", "outside the UB"});
  ExpectFatalLeavesUbUntouched([&] { AscendC::Ln(a, d, 100); }, {"Ln", "src", "outside the UB"});
  ExpectFatalLeavesUbUntouched([&] { AscendC::And(i16_end, i16, i16, 129); }, {"And", "dst", "outside the UB"});
  ExpectFatalLeavesUbUntouched([&] { AscendC::ShiftLeft(i16, i16, i16_end, 200); }, {"ShiftLeft", "src1", "outside the UB"});
  ExpectFatalLeavesUbUntouched([&] { AscendC::Ands(i16_end, i16, int16_t{1}, 200); }, {"Ands", "dst", "outside the UB"});
  ExpectFatalLeavesUbUntouched([&] { AscendC::Subs(d, a, 1.0f, 65); }, {"Subs", "dst", "outside the UB"});
  ExpectFatalLeavesUbUntouched([&] { AscendC::MulAddDst(d, ha, ha, 65); }, {"MulAddDst", "dst", "outside the UB"});
  ExpectFatalLeavesUbUntouched([&] { AscendC::Axpy(d, a, 2.0f, uint64_t{64}, 2, UnaryRepeatParams{}); },
                               {"Axpy", "dst", "outside the UB"});
  ExpectFatalLeavesUbUntouched([&] { AscendC::Mull(i32, i32_end, i32, i32, 65); }, {"Mull", "dst1", "outside the UB"});
  // A mask form whose source stride walks past the end.
  ExpectFatalLeavesUbUntouched([&] { AscendC::Relu(a, d, uint64_t{64}, 2, UnaryRepeatParams{1, 1, 8, 8}); },
                               {"Relu", "src", "outside the UB"});
}

TEST(VectorUnaryErrors, CheckedModeRows) {
  FreshCore();
  auto a = TensorAt<float>(0, 256), d = TensorAt<float>(1024, 256), odd = TensorAt<float>(2048 + 4, 64);
  auto h = TensorAt<half>(4096, 256);
  auto i16 = TensorAt<int16_t>(8192, 256), counts = TensorAt<int16_t>(9216, 256);
  const ScopedCheckedMode checked(true);
  EXPECT_TRUE(RaisesError([&] { AscendC::Relu(odd, a, 64); }, Severity::kError, {"Relu", "dst.address", "32-byte aligned"}));
  EXPECT_TRUE(RaisesError([&] { AscendC::Exp(d, a, -1); }, Severity::kError, {"Exp", "count", "-1", "negative"}));
  EXPECT_TRUE(RaisesError([&] { AscendC::Abs(h, h, uint64_t{129}, 1, UnaryRepeatParams{}); }, Severity::kError,
                          {"Abs", "mask", "129", "exceeds the 128 elements"}));
  EXPECT_TRUE(RaisesError([&] { AscendC::Not(i16, i16, uint64_t{128}, 1, UnaryRepeatParams{0, 1, 8, 8}); },
                          Severity::kError, {"Not", "dstBlkStride", "must not be 0"}));
  EXPECT_TRUE(RaisesError([&] { AscendC::ShiftLeft(i16, i16, int16_t{-1}, 128); }, Severity::kError,
                          {"ShiftLeft", "scalarValue", "-1", "must not be negative"}));
  EXPECT_TRUE(RaisesError([&] { AscendC::ShiftRight(i16, i16, int16_t{2}, uint64_t{128}, 1, UnaryRepeatParams{}, true); },
                          Severity::kError, {"ShiftRight", "roundEn", "false only"}));
  FillWith(counts, 256, [](uint32_t i) { return int16_t(i == 77 ? -3 : 1); });
  EXPECT_TRUE(RaisesError([&] { AscendC::ShiftRight(i16, i16, counts, 128); }, Severity::kError,
                          {"ShiftRight", "src1[77]", "-3", "must not be negative"}));
  EXPECT_TRUE(RaisesError([&] { AscendC::Subs<AscendC::BinaryDefaultType, false>(d, a, 1.0f, 64); }, Severity::kError,
                          {"Subs", "isSetMask", "Counter mode"}));
  EXPECT_TRUE(RaisesError([&] { AscendC::MulAddDst(d, h, h, uint64_t{65}, 1, BinaryRepeatParams{}); },
                          Severity::kError, {"MulAddDst", "mask", "65", "exceeds the 64 elements"}));
}

// Release: a negative shift count shifts the other way (ShiftLeft by -2 is
// ShiftRight by 2), roundEn is not applied on Ascend 950, a negative count
// in a count tensor too.
TEST(VectorUnaryErrors, ReleaseBehaviourOfShiftCounts) {
  FreshCore();
  const ScopedCheckedMode release(false);
  auto src = TensorAt<int16_t>(0, 128), d = TensorAt<int16_t>(1024, 128), counts = TensorAt<int16_t>(2048, 128);
  FillWith(src, 128, [](uint32_t i) { return int16_t(-1000 + 17 * int(i)); });
  FillWith(counts, 128, [](uint32_t i) { return int16_t(i % 2 ? -2 : 2); });
  AscendC::ShiftLeft(d, src, int16_t{-2}, 128);
  for (uint32_t i = 0; i < 128; ++i) ASSERT_EQ(d.GetValue(i), int16_t(src.GetValue(i) >> 2)) << i;
  AscendC::ShiftRight(d, src, int16_t{5}, uint64_t{128}, 1, UnaryRepeatParams{}, true);
  for (uint32_t i = 0; i < 128; ++i) ASSERT_EQ(d.GetValue(i), int16_t(src.GetValue(i) >> 5)) << i;
  AscendC::ShiftLeft(d, src, counts, 128);
  for (uint32_t i = 0; i < 128; ++i) {
    const int16_t x = src.GetValue(i);
    const int16_t want = i % 2 ? int16_t(x >> 2) : int16_t((x & int16_t(0x8000)) | ((static_cast<uint16_t>(x) << 2) & 0x7FFF));
    ASSERT_EQ(d.GetValue(i), want) << i;
  }
}

TEST(VectorUnaryErrors, WarnRows) {
  FreshCore();
  SetWarningsPrinted(false);
  const ScopedCheckedMode checked(true);
  auto h = TensorAt<half>(0, 512);
  auto f = TensorAt<float>(0, 256), d = TensorAt<float>(4096, 512);
  ClearWarnings();
  AscendC::MulAddDst(f, h, h, 64);  // half sources under a float destination
  EXPECT_TRUE(Warned("overlaps src0"));
  ClearWarnings();
  AscendC::Exp(d, d, 256);  // in place: permitted
  AscendC::AddRelu(d, f, d, uint64_t{64}, 4, BinaryRepeatParams{1, 1, 1, 0, 8, 0});  // accumulation: permitted
  EXPECT_TRUE(RecordedWarnings().empty()) << RecordedWarnings().front().Message();
  SetWarningsPrinted(true);
}

TEST(VectorUnaryVerify, ResultsWithinTheBoundPassAndCorruptedOnesAreCaught) {
  FreshCore();
  auto a = TensorAt<float>(0, 4096), d = TensorAt<float>(16384, 4096);
  std::mt19937 rng(9);
  std::uniform_real_distribution<float> values(-80.0f, 80.0f);
  FillWith(a, 4096, [&](uint32_t) { return values(rng); });
  // Several hundred of these results are 1 ulp from the correctly rounded
  // reference: the cross-check accepts them.
  {
    const ScopedVerifyMode verify(true);
    AscendC::Exp(d, a, 4096);
  }
  PassesThenIsCaught([&] { AscendC::Exp(d, a, 4096); }, {"Exp", "dst[0]"});
  auto pos = TensorAt<half>(32768, 256), hd = TensorAt<half>(33792, 256);
  FillWith(pos, 256, [](uint32_t i) { return half(0.25f + i); });
  PassesThenIsCaught([&] { AscendC::Ln(hd, pos, 256); }, {"Ln", "dst[0]"});
  auto i16 = TensorAt<int16_t>(40960, 256), i16d = TensorAt<int16_t>(41984, 256);
  FillWith(i16, 256, [](uint32_t i) { return int16_t(i * 77); });
  PassesThenIsCaught([&] { AscendC::And(i16d, i16, i16, 256); }, {"And", "dst[0]"});
  PassesThenIsCaught([&] { AscendC::ShiftRight(i16d, i16, int16_t{3}, 256); }, {"ShiftRight", "dst[0]"});
  PassesThenIsCaught([&] { AscendC::Subs(hd, half(1.0f), pos, 256); }, {"Subs", "dst[0]"});
  PassesThenIsCaught([&] { AscendC::Axpy(d, pos, half(2.0f), 256); }, {"Axpy", "dst[0]"});
  PassesThenIsCaught([&] { AscendC::ExpSub(d, pos, pos, 256); }, {"ExpSub", "dst[0]"});
  auto i32 = TensorAt<int32_t>(49152, 256), lo = TensorAt<int32_t>(50176, 256), hi = TensorAt<int32_t>(51200, 256);
  FillWith(i32, 256, [](uint32_t i) { return int32_t(i * 123457); });
  PassesThenIsCaught([&] { AscendC::Mull(lo, hi, i32, i32, 256); }, {"Mull", "dst[0]"});
}

}  // namespace
}  // namespace testing
}  // namespace ascendc_host
