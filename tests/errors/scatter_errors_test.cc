// Every row of SPEC 3.5 (basic Scatter): the diagnostic at its level in
// checked mode, and the release behaviour with checks off.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "kernel_operator.h"
#include "support/offset_helpers.h"
#include "support/ub_helpers.h"

namespace {

namespace ah = ascendc_host;
using ah::Severity;
using ah::testing::RaisesError;
using ah::testing::Warned;

using ascendc_host::testing::TensorAt;

// src u16 [1000..1255] at 0, offsets 2k at 1024, dst at 4096 (zero).
struct Fixture16 : ah::testing::Operands16 {
  Fixture16() : Operands16(1000, 0) {}
};

TEST(ScatterErrors, UnalignedOperandStartIsError) {
  ah::testing::FreshCore();
  Fixture16 f;
  ah::ScopedCheckedMode on(true);
  EXPECT_TRUE(RaisesError([&] { AscendC::Scatter(f.dst[1], f.src, f.off, (uint32_t)0, 4); }, Severity::kError,
                          {"Scatter: dst.address=4098 is not 32-byte aligned"}));
  EXPECT_TRUE(RaisesError([&] { AscendC::Scatter(f.dst, f.src[1], f.off, (uint32_t)0, 4); }, Severity::kError,
                          {"Scatter: src.address=2"}));
  EXPECT_TRUE(RaisesError([&] { AscendC::Scatter(f.dst, f.src, f.off[1], (uint32_t)0, 4); }, Severity::kError,
                          {"Scatter: dstOffset.address=1028"}));
  ah::ScopedCheckedMode off(false);
  AscendC::Scatter(f.dst[1], f.src, f.off, (uint32_t)0, 2);
  EXPECT_EQ(f.dst.GetValue(0), 0);
  EXPECT_EQ(f.dst.GetValue(1), 1000);
  EXPECT_EQ(f.dst.GetValue(2), 1001);
}

TEST(ScatterErrors, BaseOrOffsetNotMultipleOfElementIsError) {
  ah::testing::FreshCore();
  Fixture16 f;
  f.off.SetValue(17, 1001);
  {
    ah::ScopedCheckedMode on(true);
    EXPECT_TRUE(RaisesError([&] { AscendC::Scatter(f.dst, f.src, f.off, (uint32_t)0, 20); }, Severity::kError,
                            {"Scatter: dstOffset[17]=1001 is not a multiple of sizeof(T)=2 [ERROR]"}));
    auto src64 = TensorAt<uint64_t>(0, 4);
    auto dst64 = TensorAt<uint64_t>(4096, 8);
    EXPECT_TRUE(RaisesError([&] { AscendC::Scatter(dst64, src64, f.off, (uint32_t)4, 1); }, Severity::kError,
                            {"Scatter: dstBaseAddr=4 is not a multiple of sizeof(T)=8"}));
  }
  ah::ScopedCheckedMode off(false);
  // b64 base floored to 4 bytes, not 8 (review R6): the element lands at byte 4.
  auto src64 = TensorAt<uint64_t>(0, 4);
  auto dst64 = TensorAt<uint64_t>(4096, 8);
  src64.SetValue(0, 0x1122334455667788ull);
  AscendC::Scatter(dst64, src64, f.off, (uint32_t)7, 1);
  auto bytes = TensorAt<uint32_t>(4096, 4);
  EXPECT_EQ(bytes.GetValue(0), 0u);
  EXPECT_EQ(bytes.GetValue(1), 0x55667788u);
  EXPECT_EQ(bytes.GetValue(2), 0x11223344u);
}

TEST(ScatterErrors, B8AndB16OffsetsBeyondRangeAreErrorsAndSaturate) {
  ah::testing::FreshCore();
  auto src = TensorAt<uint8_t>(0, 32);
  auto off = TensorAt<uint32_t>(1024, 2);
  auto dst = TensorAt<uint8_t>(2048, 32);
  src.SetValue(0, 0xAB);
  off.SetValue(0, 70000);
  {
    ah::ScopedCheckedMode on(true);
    EXPECT_TRUE(RaisesError([&] { AscendC::Scatter(dst, src, off, (uint32_t)0, 1); }, Severity::kError,
                            {"Scatter: dstOffset[0]=70000 exceeds 65535"}));
    auto src16 = TensorAt<uint16_t>(0, 16);
    auto dst16 = TensorAt<uint16_t>(2048, 16);
    off.SetValue(0, 131072);
    EXPECT_TRUE(RaisesError([&] { AscendC::Scatter(dst16, src16, off, (uint32_t)0, 1); }, Severity::kError,
                            {"Scatter: dstOffset[0]=131072 exceeds 131071"}));
    off.SetValue(0, 70000);
  }
  ah::ScopedCheckedMode off_mode(false);
  AscendC::Scatter(dst, src, off, (uint32_t)0, 1);  // element index saturates at 65535
  EXPECT_EQ(ah::runtime::CurrentCore().ub[2048 + 65535], 0xAB);
}

TEST(ScatterErrors, TargetOutsideDstSizeButInsideUbWarns) {
  ah::testing::FreshCore();
  Fixture16 f;
  f.dst.SetSize(8);
  ah::ScopedCheckedMode on(true);
  ah::ClearWarnings();
  AscendC::Scatter(f.dst, f.src, f.off, (uint32_t)0, 9);
  EXPECT_TRUE(Warned("Scatter: dstOffset[8]=16 writes outside dst"));
  EXPECT_EQ(f.dst.GetValue(8), 1008);  // the write is performed
}

TEST(ScatterErrors, TargetOutsideUbIsFatalInEveryModeAndNothingIsWritten) {
  for (bool checked : {true, false}) {
    auto& core = ah::testing::FreshCore();
    auto src = TensorAt<uint32_t>(0, 64);
    auto off = TensorAt<uint32_t>(1024, 64);
    auto dst = TensorAt<uint32_t>(4096, 64);
    for (uint32_t k = 0; k < 64; ++k) src.SetValue(k, k + 1), off.SetValue(k, 4 * k);
    off.SetValue(40, core.ub_bytes);
    const auto before = ah::testing::Snapshot(core);
    ah::ScopedCheckedMode mode(checked);
    EXPECT_TRUE(RaisesError([&] { AscendC::Scatter(dst, src, off, (uint32_t)0, 64); }, Severity::kFatal,
                            {"Scatter: dstOffset[40]=253952 addresses an element outside the UB"}));
    EXPECT_TRUE(ah::testing::SameBytes(before, ah::testing::Snapshot(core)));
  }
}

TEST(ScatterErrors, DuplicateTargetsWarnAndLastWriteWins) {
  ah::testing::FreshCore();
  Fixture16 f;
  f.off.SetValue(5, 2);
  ah::ScopedCheckedMode on(true);
  ah::ClearWarnings();
  AscendC::Scatter(f.dst, f.src, f.off, (uint32_t)0, 8);
  EXPECT_TRUE(Warned("Scatter: dstOffset[5]=2 targets the same element"));
  EXPECT_EQ(f.dst.GetValue(1), 1005);
}

TEST(ScatterErrors, ZeroCountOrRepeatIsNoOp) {
  auto& core = ah::testing::FreshCore();
  Fixture16 f;
  f.off.SetValue(0, 0xFFFFFFF0u);
  const auto before = ah::testing::Snapshot(core);
  ah::ScopedCheckedMode on(true);
  AscendC::Scatter(f.dst, f.src, f.off, (uint32_t)0, 0);
  const uint64_t all[2] = {~0ull, ~0ull};
  AscendC::Scatter(f.dst, f.src, f.off, (uint32_t)0, all, 0, 8);
  EXPECT_TRUE(ah::testing::SameBytes(before, ah::testing::Snapshot(core)));
}

TEST(ScatterErrors, MaskOutOfRangeIsErrorWithReleaseClampOrNoOp) {
  auto& core = ah::testing::FreshCore();
  auto src = TensorAt<uint32_t>(0, 64);
  auto off = TensorAt<uint32_t>(1024, 64);
  auto dst = TensorAt<uint32_t>(4096, 64);
  for (uint32_t k = 0; k < 64; ++k) src.SetValue(k, k + 1), off.SetValue(k, 4 * k);
  {
    ah::ScopedCheckedMode on(true);
    EXPECT_TRUE(RaisesError([&] { AscendC::Scatter(dst, src, off, (uint32_t)0, (uint64_t)65, 1, 8); },
                            Severity::kError, {"Scatter: mask=65 must be in [1, 64]"}));
    const uint64_t bad[2] = {1, 1};
    EXPECT_TRUE(RaisesError([&] { AscendC::Scatter(dst, src, off, (uint32_t)0, bad, 1, 8); }, Severity::kError,
                            {"Scatter: mask[1]=0x1"}));
  }
  ah::ScopedCheckedMode off_mode(false);
  const auto before = ah::testing::Snapshot(core);
  AscendC::Scatter(dst, src, off, (uint32_t)0, (uint64_t)0, 1, 8);
  EXPECT_TRUE(ah::testing::SameBytes(before, ah::testing::Snapshot(core)));
  const uint64_t bad[2] = {1, 1};
  AscendC::Scatter(dst, src, off, (uint32_t)0, bad, 1, 8);  // mask[1] ignored: only position 0
  EXPECT_EQ(dst.GetValue(0), 1u);
  EXPECT_EQ(dst.GetValue(1), 0u);
}

TEST(ScatterErrors, SrcOverlappingTargetsWarnsAndRunsInOrder) {
  ah::testing::FreshCore();
  auto data = TensorAt<uint32_t>(0, 64);
  auto off = TensorAt<uint32_t>(1024, 4);
  for (uint32_t i = 0; i < 64; ++i) data.SetValue(i, 100 + i);
  // src[0] -> data[1], then src[1] (now 100) -> data[2], then src[2] (now 100) -> data[3].
  for (uint32_t k = 0; k < 3; ++k) off.SetValue(k, 4 * (k + 1));
  ah::ScopedCheckedMode on(true);
  ah::ClearWarnings();
  AscendC::Scatter(data, data, off, (uint32_t)0, 3);
  EXPECT_TRUE(Warned("Scatter: dst="));
  for (uint32_t k = 0; k < 4; ++k) EXPECT_EQ(data.GetValue(k), 100u) << k;
}

}  // namespace
