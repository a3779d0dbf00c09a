// The checks of the conversion APIs (SPEC 8.7, 8.1, 0.6): FATAL before any
// access, the ERROR rows (a round mode the page does not list, int4b_t
// counts and masks) with their release behaviour, the WARN rows; and
// cross-check mode catching a corrupted conversion.
#include <gtest/gtest.h>

#include <cstring>

#include "kernel_operator.h"
#include "support/ub_helpers.h"

namespace ascendc_host {
namespace testing {
namespace {

using AscendC::int4b_t;
using AscendC::RoundMode;
using AscendC::UnaryRepeatParams;

TEST(VectorCastErrors, BeyondUbIsFatal) {
  const auto& core = FreshCore();
  auto h = TensorAt<half>(0, 256);
  auto f = TensorAt<float>(core.ub_bytes - 512, 128);
  ExpectFatalLeavesUbUntouched([&] { AscendC::Cast(f, h, RoundMode::CAST_NONE, 129); }, {"Cast", "dst", "outside the UB"});
  ExpectFatalLeavesUbUntouched([&] { AscendC::Cast(h, f, RoundMode::CAST_RINT, 200); }, {"Cast", "src", "outside the UB"});
  // Mask form: the destination's repeats walk past the end.
  ExpectFatalLeavesUbUntouched([&] { AscendC::Cast(f, h, RoundMode::CAST_NONE, uint64_t{64}, 3, UnaryRepeatParams{1, 1, 8, 4}); },
                               {"Cast", "dst", "outside the UB"});
  auto i32 = TensorAt<int32_t>(core.ub_bytes - 256, 64);
  ExpectFatalLeavesUbUntouched([&] { AscendC::AddDeqRelu(h, i32, i32, 65); }, {"AddDeqRelu", "src0", "outside the UB"});
  ExpectFatalLeavesUbUntouched([&] { AscendC::MulsCast(h, f, 2.0f, 129); }, {"MulsCast", "src", "outside the UB"});
  auto vdeq = TensorAt<uint64_t>(core.ub_bytes - 64, 8);
  ExpectFatalLeavesUbUntouched([&] { AscendC::SetDeqScale(vdeq, AscendC::VdeqInfo{}); },
                               {"SetDeqScale", "vdeq", "outside the UB"});
}

TEST(VectorCastErrors, CheckedModeRowsAndReleaseBehaviour) {
  FreshCore();
  auto h = TensorAt<half>(0, 256);
  auto f = TensorAt<float>(1024, 256), odd = TensorAt<float>(2048 + 8, 64);
  auto i32 = TensorAt<int32_t>(4096, 256);
  auto bytes = TensorAt<int8_t>(8192, 128);
  const auto i4 = bytes.ReinterpretCast<int4b_t>();
  {
    const ScopedCheckedMode checked(true);
    EXPECT_TRUE(RaisesError([&] { AscendC::Cast(i32, f, RoundMode::CAST_ODD, 64); }, Severity::kError,
                            {"Cast", "roundMode", "6", "not a round mode the page lists"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::Cast(f, h, RoundMode::CAST_FLOOR, 64); }, Severity::kError,
                            {"Cast", "roundMode", "2"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::Cast(h, f, RoundMode::CAST_HYBRID, 64); }, Severity::kError,
                            {"Cast", "roundMode", "7"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::Cast(odd, h, RoundMode::CAST_NONE, 64); }, Severity::kError,
                            {"Cast", "dst.address", "32-byte aligned"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::Cast(i4, h, RoundMode::CAST_RINT, 7); }, Severity::kError,
                            {"Cast", "count", "7", "even"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::Cast(i4, h, RoundMode::CAST_RINT, uint64_t{9}, 1, UnaryRepeatParams{1, 1, 2, 8}); },
                            Severity::kError, {"Cast", "mask", "int4b_t"}));
    uint64_t uneven[2] = {0x1, 0};
    EXPECT_TRUE(RaisesError([&] { AscendC::Cast(i4, h, RoundMode::CAST_RINT, uneven, 1, UnaryRepeatParams{1, 1, 2, 8}); },
                            Severity::kError, {"Cast", "mask", "two bits of each int4b_t byte"}));
    uint64_t high[2] = {~0ull, 1};
    EXPECT_TRUE(RaisesError([&] { AscendC::Cast(i32, h, RoundMode::CAST_RINT, high, 1, UnaryRepeatParams{1, 1, 8, 4}); },
                            Severity::kError, {"Cast", "mask[1]", "must be 0"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::Cast(i32, h, RoundMode::CAST_RINT, uint64_t{65}, 1, UnaryRepeatParams{1, 1, 8, 4}); },
                            Severity::kError, {"Cast", "mask", "65", "exceeds the 64 elements"}));
  }
  // Release: an unlisted mode runs as CAST_RINT; an odd int4b_t count leaves
  // the last element; a pair follows its first mask bit.
  const ScopedCheckedMode release(false);
  FillWith(f, 64, [](uint32_t i) { return 0.5f + static_cast<float>(i); });
  AscendC::Cast(i32, f, RoundMode::CAST_ODD, 64);
  for (uint32_t i = 0; i < 64; ++i) EXPECT_EQ(i32.GetValue(i), static_cast<int32_t>((i % 2 == 0) ? i : i + 1)) << i;
  FillWith(h, 16, [](uint32_t i) { return half(static_cast<float>(i % 8)); });
  AscendC::Duplicate(bytes.ReinterpretCast<int16_t>(), int16_t{-1}, 16);
  AscendC::Cast(i4, h, RoundMode::CAST_RINT, 7);
  EXPECT_EQ(bytes.GetValue(0), 0x10);
  EXPECT_EQ(bytes.GetValue(2), 0x54);
  EXPECT_EQ(bytes.GetValue(3), -1);  // elements 6 and 7: not converted
  uint64_t first_only[2] = {0x5, 0};  // elements 0 and 2: pairs 0 and 1 run
  AscendC::Duplicate(bytes.ReinterpretCast<int16_t>(), int16_t{-1}, 16);
  AscendC::Cast(i4, h, RoundMode::CAST_RINT, first_only, 1, UnaryRepeatParams{1, 1, 2, 8});
  EXPECT_EQ(bytes.GetValue(0), 0x10);
  EXPECT_EQ(bytes.GetValue(1), 0x32);
  EXPECT_EQ(bytes.GetValue(2), -1);
}

TEST(VectorCastErrors, WarnRows) {
  FreshCore();
  SetWarningsPrinted(false);
  const ScopedCheckedMode checked(true);
  auto h = TensorAt<half>(0, 512);
  auto f = TensorAt<float>(2048, 128);
  ClearWarnings();
  AscendC::Cast(f, h, RoundMode::CAST_NONE, 256);  // f holds 128
  EXPECT_TRUE(Warned("writes beyond the tensor's GetSize()"));
  ClearWarnings();
  // In place between widths: the page warns that it may give wrong results.
  AscendC::Cast(h.ReinterpretCast<float>(), h, RoundMode::CAST_NONE, 128);
  EXPECT_TRUE(Warned("overlaps src"));
  ClearWarnings();
  AscendC::Cast(f, f, RoundMode::CAST_RINT, 128);  // in place, same width: permitted
  EXPECT_TRUE(RecordedWarnings().empty()) << RecordedWarnings().front().Message();
  SetWarningsPrinted(true);
}

// half -> float in place, widening: repeats run in order, each reading its
// 64 sources before writing, so the first repeat's results overwrite the
// second repeat's sources (the documented, deterministic order).
TEST(VectorCastErrors, InPlaceWideningRunsRepeatByRepeat) {
  FreshCore();
  const ScopedCheckedMode release(false);
  auto h = TensorAt<half>(0, 256);
  FillWith(h, 128, [](uint32_t i) { return half(static_cast<float>(i)); });
  const auto f = h.ReinterpretCast<float>();
  AscendC::Cast(f, h, RoundMode::CAST_NONE, 128);
  for (uint32_t i = 0; i < 64; ++i) EXPECT_EQ(f.GetValue(i), static_cast<float>(i)) << i;
}

TEST(VectorCastVerify, CatchesACorruptedConversion) {
  FreshCore();
  const ScopedVerifyMode verify(true);
  auto h = TensorAt<half>(0, 256);
  auto f = TensorAt<float>(1024, 256);
  auto i8 = TensorAt<int8_t>(4096, 256);
  FillWith(f, 256, [](uint32_t i) { return static_cast<float>(i) * 0.37f - 20.0f; });
  AscendC::Cast(h, f, RoundMode::CAST_ODD, 256);  // passes
  AscendC::Cast(i8, h, RoundMode::CAST_FLOOR, uint64_t{128}, 2, UnaryRepeatParams{1, 1, 4, 8});
  AscendC::MulsCast(h, f, 3.0f, 100);
  verify::CorruptNextResultForTesting();
  EXPECT_TRUE(RaisesError([&] { AscendC::Cast(h, f, RoundMode::CAST_ROUND, 256); }, Severity::kError,
                          {"Cast", "dst[0]", "(SIMD) vs", "(reference)", "differs from the scalar reference"}));
  verify::CorruptNextResultForTesting();
  EXPECT_TRUE(RaisesError([&] { AscendC::AddReluCast(i8, h, h, 256); }, Severity::kError,
                          {"AddReluCast", "dst[0]", "differs from the scalar reference"}));
}

}  // namespace
}  // namespace testing
}  // namespace ascendc_host
