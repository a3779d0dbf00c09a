// The worked examples of SPEC 5.6 (basic Gather), bit patterns compared.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "kernel_operator.h"
#include "support/offset_helpers.h"
#include "support/ub_helpers.h"

namespace {

namespace ah = ascendc_host;

using ascendc_host::testing::TensorAt;

using ascendc_host::testing::FillWith;

TEST(GatherExamples, E5_1_SeedReversesHalves) {
  ah::testing::FreshCore();
  ah::testing::ReversingSeed seed;
  AscendC::Gather(seed.dst, seed.src, seed.off, (uint32_t)0, 128);
  EXPECT_TRUE(seed.DstReversed());
}

TEST(GatherExamples, E5_2_ContiguousMaskTwoRepeats) {
  ah::testing::FreshCore();
  auto src = TensorAt<uint16_t>(0, 256);
  auto off = TensorAt<uint32_t>(1024, 256);
  auto dst = TensorAt<uint16_t>(4096, 256);
  FillWith(src, 256, [](uint32_t i) { return static_cast<uint16_t>(i); });
  FillWith(off, 256, [](uint32_t k) { return 2 * (255 - k); });
  FillWith(dst, 256, [](uint32_t) { return static_cast<uint16_t>(0xFFFF); });
  AscendC::Gather(dst, src, off, (uint32_t)0, (uint64_t)100, 2, 8);
  for (uint32_t k = 0; k < 256; ++k) {
    uint16_t expected = 0xFFFF;
    if (k < 100) expected = static_cast<uint16_t>(255 - k);
    if (k >= 128 && k < 228) expected = static_cast<uint16_t>(127 - (k - 128));
    ASSERT_EQ(dst.GetValue(k), expected) << "dst[" << k << "]";
  }
}

TEST(GatherExamples, E5_3_BitwiseMaskB32IgnoresMask1InRelease) {
  ah::testing::FreshCore();
  ah::ScopedCheckedMode off_mode(false);
  auto src = TensorAt<uint32_t>(0, 64);
  auto off = TensorAt<uint32_t>(1024, 64);
  auto dst = TensorAt<uint32_t>(2048, 64);
  FillWith(src, 64, [](uint32_t i) { return 10 + i; });
  FillWith(off, 64, [](uint32_t k) { return 4 * k; });
  FillWith(dst, 64, [](uint32_t) { return 0xDEADBEEFu; });
  const uint64_t mask[2] = {0x8, 0xFFFF};
  AscendC::Gather(dst, src, off, (uint32_t)0, mask, 1, 8);
  for (uint32_t k = 0; k < 64; ++k) ASSERT_EQ(dst.GetValue(k), k == 3 ? 13u : 0xDEADBEEFu) << k;
  ah::ScopedCheckedMode on(true);
  EXPECT_TRUE(ah::testing::RaisesError([&] { AscendC::Gather(dst, src, off, (uint32_t)0, mask, 1, 8); },
                                       ah::Severity::kError, {"Gather: mask[1]=0xffff"}));
}

TEST(GatherExamples, E5_4_DstRepStride) {
  ah::testing::FreshCore();
  auto src = TensorAt<uint32_t>(0, 128);
  auto off = TensorAt<uint32_t>(1024, 128);
  auto dst = TensorAt<uint32_t>(2048, 192);
  FillWith(src, 128, [](uint32_t i) { return 1000 + i; });
  FillWith(off, 128, [](uint32_t k) { return 4 * (127 - k); });
  AscendC::Gather(dst, src, off, (uint32_t)0, (uint64_t)64, 2, 16);
  for (uint32_t k = 0; k < 192; ++k) {
    uint32_t expected = 0;
    if (k < 64) expected = 1127 - k;
    if (k >= 128) expected = 1063 - (k - 128);
    ASSERT_EQ(dst.GetValue(k), expected) << "dst[" << k << "]";
  }
}

TEST(GatherExamples, E5_5_SrcBaseAddr) {
  ah::testing::FreshCore();
  auto src = TensorAt<half>(0, 64);
  auto off = TensorAt<uint32_t>(1024, 3);
  auto dst = TensorAt<half>(2048, 3);
  FillWith(src, 64, [](uint32_t i) { return half::FromBits(static_cast<uint16_t>(i)); });
  FillWith(off, 3, [](uint32_t k) { return 2 * k; });
  AscendC::Gather(dst, src, off, (uint32_t)64, 3);
  for (uint32_t k = 0; k < 3; ++k) EXPECT_EQ(dst.GetValue(k).bits, 32 + k);
}

TEST(GatherExamples, E5_6_B8WrapsTheSixteenBitIndex) {
  ah::testing::FreshCore();
  auto src = TensorAt<uint8_t>(0, 256);
  auto off = TensorAt<uint32_t>(1024, 4);
  auto dst = TensorAt<uint8_t>(2048, 4);
  FillWith(src, 256, [](uint32_t i) { return static_cast<uint8_t>(i); });
  const uint32_t offsets[4] = {255, 0, 17, 65536 + 5};
  FillWith(off, 4, [&](uint32_t k) { return offsets[k]; });
  {
    ah::ScopedCheckedMode release(false);
    AscendC::Gather(dst, src, off, (uint32_t)0, 4);
  }
  const uint8_t expected[4] = {255, 0, 17, 5};
  for (uint32_t k = 0; k < 4; ++k) EXPECT_EQ(dst.GetValue(k), expected[k]);
  ah::ScopedCheckedMode on(true);
  EXPECT_TRUE(ah::testing::RaisesError([&] { AscendC::Gather(dst, src, off, (uint32_t)0, 4); }, ah::Severity::kError,
                                       {"Gather: srcOffset[3]=65541", "exceeds 65535"}));
}

TEST(GatherExamples, E5_7_B64) {
  ah::testing::FreshCore();
  auto src = TensorAt<int64_t>(0, 4);
  auto off = TensorAt<uint32_t>(1024, 2);
  auto dst = TensorAt<int64_t>(2048, 2);
  const int64_t values[4] = {10, 20, 30, 40};
  FillWith(src, 4, [&](uint32_t i) { return values[i]; });
  FillWith(off, 2, [](uint32_t k) { return k == 0 ? 24u : 8u; });
  AscendC::Gather(dst, src, off, (uint32_t)0, 2);
  EXPECT_EQ(dst.GetValue(0), 40);
  EXPECT_EQ(dst.GetValue(1), 20);
}

TEST(GatherExamples, CounterModeUsesMaskAsTotalAndIgnoresRepeatTime) {
  ah::testing::FreshCore();
  auto src = TensorAt<uint32_t>(0, 128);
  auto off = TensorAt<uint32_t>(1024, 128);
  auto dst = TensorAt<uint32_t>(2048, 256);
  FillWith(src, 128, [](uint32_t i) { return 500 + i; });
  FillWith(off, 128, [](uint32_t k) { return 4 * k; });
  AscendC::SetMaskCount();
  AscendC::Gather(dst, src, off, (uint32_t)0, (uint64_t)70, 9, 16);  // 70 elements: 64 + 6, repeat 1 at +128
  AscendC::SetMaskNorm();
  for (uint32_t k = 0; k < 256; ++k) {
    uint32_t expected = 0;
    if (k < 64) expected = 500 + k;
    if (k >= 128 && k < 134) expected = 500 + 64 + (k - 128);
    ASSERT_EQ(dst.GetValue(k), expected) << "dst[" << k << "]";
  }
}

}  // namespace
