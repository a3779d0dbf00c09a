// Every row of SPEC 5.5 (basic Gather): the diagnostic at its level in
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

// src u16 [0..255] at 0, offsets 2k at 1024, dst at 4096 (pre-filled 0xEEEE).
struct Fixture16 : ah::testing::Operands16 {
  Fixture16() : Operands16(0, 0xEEEE) {}
};

TEST(GatherErrors, UnalignedOperandStartIsError) {
  ah::testing::FreshCore();
  Fixture16 f;
  ah::ScopedCheckedMode on(true);
  EXPECT_TRUE(RaisesError([&] { AscendC::Gather(f.dst[1], f.src, f.off, (uint32_t)0, 4); }, Severity::kError,
                          {"Gather: dst.address=4098 is not 32-byte aligned"}));
  EXPECT_TRUE(RaisesError([&] { AscendC::Gather(f.dst, f.src[2], f.off, (uint32_t)0, 4); }, Severity::kError,
                          {"src.address=4"}));
  EXPECT_TRUE(RaisesError([&] { AscendC::Gather(f.dst, f.src, f.off[1], (uint32_t)0, 4); }, Severity::kError,
                          {"srcOffset.address=1028"}));
  ah::ScopedCheckedMode off(false);
  AscendC::Gather(f.dst[1], f.src, f.off, (uint32_t)0, 4);  // proceeds at the given address
  EXPECT_EQ(f.dst.GetValue(0), 0xEEEE);
  EXPECT_EQ(f.dst.GetValue(1), 0);
  EXPECT_EQ(f.dst.GetValue(4), 3);
}

TEST(GatherErrors, BaseOrOffsetNotMultipleOfElementIsError) {
  ah::testing::FreshCore();
  Fixture16 f;
  f.off.SetValue(2, 9);
  {
    ah::ScopedCheckedMode on(true);
    EXPECT_TRUE(RaisesError([&] { AscendC::Gather(f.dst, f.src, f.off, (uint32_t)0, 4); }, Severity::kError,
                            {"Gather: srcOffset[2]=9 is not a multiple of sizeof(T)=2 [ERROR]"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::Gather(f.dst, f.src, f.off, (uint32_t)3, 1); }, Severity::kError,
                            {"Gather: srcBaseAddr=3 is not a multiple of sizeof(T)=2"}));
  }
  ah::ScopedCheckedMode off(false);
  AscendC::Gather(f.dst, f.src, f.off, (uint32_t)3, 4);  // P950 floors: base 2, offset 9 -> 8
  EXPECT_EQ(f.dst.GetValue(0), 1);
  EXPECT_EQ(f.dst.GetValue(1), 2);
  EXPECT_EQ(f.dst.GetValue(2), 5);
  EXPECT_EQ(f.dst.GetValue(3), 4);
}

TEST(GatherErrors, B16OffsetBeyondSeventeenBitsIsErrorAndWraps) {
  ah::testing::FreshCore();
  Fixture16 f;
  f.off.SetValue(1, 131072 + 6);
  {
    ah::ScopedCheckedMode on(true);
    EXPECT_TRUE(RaisesError([&] { AscendC::Gather(f.dst, f.src, f.off, (uint32_t)0, 2); }, Severity::kError,
                            {"Gather: srcOffset[1]=131078 exceeds 131071"}));
  }
  ah::ScopedCheckedMode off(false);
  AscendC::Gather(f.dst, f.src, f.off, (uint32_t)0, 2);
  EXPECT_EQ(f.dst.GetValue(1), 3);  // element index (65539 mod 65536) = 3
}

TEST(GatherErrors, ElementOutsideSrcSizeButInsideUbWarns) {
  ah::testing::FreshCore();
  Fixture16 f;
  auto small = f.src;
  small.SetSize(4);
  ah::ScopedCheckedMode on(true);
  ah::ClearWarnings();
  AscendC::Gather(f.dst, small, f.off, (uint32_t)0, 8);
  EXPECT_TRUE(Warned("Gather: srcOffset[4]=8 reads outside src"));
  EXPECT_EQ(f.dst.GetValue(7), 7);  // the read is performed
}

TEST(GatherErrors, ElementOutsideUbIsFatalInEveryModeAndNothingIsWritten) {
  for (bool checked : {true, false}) {
    auto& core = ah::testing::FreshCore();
    Fixture16 f;
    f.off.SetValue(200, 0x7FFFFFF0u);
    const auto before = ah::testing::Snapshot(core);
    ah::ScopedCheckedMode mode(checked);
    // Counter mode and the PA2-free wrap do not matter: b32 has no wrap.
    auto src32 = TensorAt<uint32_t>(0, 128);
    auto dst32 = TensorAt<uint32_t>(4096, 256);
    EXPECT_TRUE(RaisesError([&] { AscendC::Gather(dst32, src32, f.off, (uint32_t)0, 256); }, Severity::kFatal,
                            {"Gather: srcOffset[200]=2147483632 addresses an element outside the UB"}));
    EXPECT_TRUE(ah::testing::SameBytes(before, ah::testing::Snapshot(core)));
  }
}

TEST(GatherErrors, DstOverlappingSrcWarnsAndRunsInOrder) {
  ah::testing::FreshCore();
  auto data = TensorAt<uint32_t>(0, 64);
  auto off = TensorAt<uint32_t>(1024, 8);
  for (uint32_t i = 0; i < 64; ++i) data.SetValue(i, 100 + i);
  // dst = data: element k reads data[k + 1]... except k = 3 reads data[0], already rewritten.
  const uint32_t offsets[8] = {4, 8, 12, 0, 20, 24, 28, 32};
  for (uint32_t k = 0; k < 8; ++k) off.SetValue(k, offsets[k]);
  ah::ScopedCheckedMode on(true);
  ah::ClearWarnings();
  AscendC::Gather(data, data, off, (uint32_t)0, 8);
  EXPECT_TRUE(Warned("Gather: dst="));
  const uint32_t expected[8] = {101, 102, 103, 101, 105, 106, 107, 108};
  for (uint32_t k = 0; k < 8; ++k) EXPECT_EQ(data.GetValue(k), expected[k]) << k;
}

TEST(GatherErrors, ZeroCountOrRepeatIsNoOp) {
  auto& core = ah::testing::FreshCore();
  Fixture16 f;
  f.off.SetValue(0, 0xFFFFFFF0u);  // would be FATAL if read
  const auto before = ah::testing::Snapshot(core);
  ah::ScopedCheckedMode on(true);
  AscendC::Gather(f.dst, f.src, f.off, (uint32_t)0, 0);
  AscendC::Gather(f.dst, f.src, f.off, (uint32_t)0, (uint64_t)128, 0, 8);
  EXPECT_TRUE(ah::testing::SameBytes(before, ah::testing::Snapshot(core)));
}

TEST(GatherErrors, MaskOutOfRangeIsErrorWithReleaseClampOrNoOp) {
  auto& core = ah::testing::FreshCore();
  Fixture16 f;
  {
    ah::ScopedCheckedMode on(true);
    EXPECT_TRUE(RaisesError([&] { AscendC::Gather(f.dst, f.src, f.off, (uint32_t)0, (uint64_t)0, 1, 8); },
                            Severity::kError, {"Gather: mask=0 must be in [1, 128]"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::Gather(f.dst, f.src, f.off, (uint32_t)0, (uint64_t)129, 1, 8); },
                            Severity::kError, {"Gather: mask=129"}));
    const uint64_t none[2] = {0, 0};
    EXPECT_TRUE(RaisesError([&] { AscendC::Gather(f.dst, f.src, f.off, (uint32_t)0, none, 1, 8); }, Severity::kError,
                            {"no element position is selected"}));
    auto src64 = TensorAt<uint64_t>(0, 32);
    auto dst64 = TensorAt<uint64_t>(4096, 32);
    const uint64_t high[2] = {0x100000001ull, 0};
    EXPECT_TRUE(RaisesError([&] { AscendC::Gather(dst64, src64, f.off, (uint32_t)0, high, 1, 8); }, Severity::kError,
                            {"mask[0]=0x100000001", "64-bit"}));
  }
  ah::ScopedCheckedMode off(false);
  const auto before = ah::testing::Snapshot(core);
  AscendC::Gather(f.dst, f.src, f.off, (uint32_t)0, (uint64_t)0, 1, 8);  // no-op
  EXPECT_TRUE(ah::testing::SameBytes(before, ah::testing::Snapshot(core)));
  AscendC::Gather(f.dst, f.src, f.off, (uint32_t)0, (uint64_t)1000, 1, 8);  // clamped to 128
  for (uint32_t k = 0; k < 256; ++k) ASSERT_EQ(f.dst.GetValue(k), k < 128 ? k : 0xEEEEu) << k;
}

TEST(GatherErrors, CounterModeBeyond255RepeatsIsErrorAndWraps) {
  ah::testing::FreshCore();
  auto src = TensorAt<uint32_t>(0, 64);
  auto off = TensorAt<uint32_t>(1024, 64);
  auto dst = TensorAt<uint32_t>(4096, 64);
  for (uint32_t i = 0; i < 64; ++i) src.SetValue(i, 7 + i), off.SetValue(i, 4 * i);
  AscendC::SetMaskCount();
  {
    ah::ScopedCheckedMode on(true);
    EXPECT_TRUE(RaisesError([&] { AscendC::Gather(dst, src, off, (uint32_t)0, (uint64_t)16400, 1, 8); },
                            Severity::kError, {"Gather: mask=16400"}));
  }
  ah::ScopedCheckedMode release(false);
  AscendC::Gather(dst, src, off, (uint32_t)0, (uint64_t)16400, 1, 8);  // wraps to one 64-element repeat
  AscendC::SetMaskNorm();
  for (uint32_t k = 0; k < 64; ++k) ASSERT_EQ(dst.GetValue(k), 7 + k);
}

}  // namespace
