// The worked examples of SPEC 3.6 (basic Scatter), bit patterns compared.
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

TEST(ScatterExamples, E3_1_SeedReversesHalves) {
  ah::testing::FreshCore();
  ah::testing::ReversingSeed seed;
  AscendC::Scatter(seed.dst, seed.src, seed.off, (uint32_t)0, 128);
  EXPECT_TRUE(seed.DstReversed());
}

TEST(ScatterExamples, E3_2_ContiguousMaskWithSrcRepStride) {
  ah::testing::FreshCore();
  auto src = TensorAt<float>(0, 128);
  auto off = TensorAt<uint32_t>(1024, 128);
  auto dst = TensorAt<float>(2048, 128);
  FillWith(src, 128, [](uint32_t i) { return static_cast<float>(100 + i); });
  FillWith(off, 128, [](uint32_t k) { return 4 * (127 - k); });
  AscendC::Scatter(dst, src, off, (uint32_t)0, (uint64_t)3, 2, 1);
  for (uint32_t k = 0; k < 128; ++k) {
    float expected = 0.0f;
    if (k == 127) expected = 100;
    if (k == 126) expected = 101;
    if (k == 125) expected = 102;
    if (k == 63) expected = 108;
    if (k == 62) expected = 109;
    if (k == 61) expected = 110;
    ASSERT_EQ(ah::detail::FloatBits(dst.GetValue(k)), ah::detail::FloatBits(expected)) << "dst[" << k << "]";
  }
}

TEST(ScatterExamples, E3_3_BitwiseMaskSelectsPosition3Or67) {
  for (int variant = 0; variant < 2; ++variant) {
    ah::testing::FreshCore();
    auto src = TensorAt<uint16_t>(0, 128);
    auto off = TensorAt<uint32_t>(1024, 128);
    auto dst = TensorAt<uint16_t>(2048, 128);
    FillWith(src, 128, [](uint32_t i) { return static_cast<uint16_t>(1000 + i); });
    FillWith(off, 128, [](uint32_t k) { return 2 * k; });
    const uint64_t mask[2] = {variant == 0 ? 8ull : 0ull, variant == 0 ? 0ull : 8ull};
    AscendC::Scatter(dst, src, off, (uint32_t)0, mask, 1, 8);
    const uint32_t selected = variant == 0 ? 3 : 67;
    for (uint32_t k = 0; k < 128; ++k)
      ASSERT_EQ(dst.GetValue(k), k == selected ? 1000 + selected : 0u) << "variant " << variant << " dst[" << k << "]";
  }
}

TEST(ScatterExamples, E3_4_B8CountModeWithBase) {
  ah::testing::FreshCore();
  auto src = TensorAt<uint8_t>(0, 4);
  auto off = TensorAt<uint32_t>(1024, 4);
  auto dst = TensorAt<uint8_t>(2048, 64);
  FillWith(src, 4, [](uint32_t i) { return static_cast<uint8_t>(i + 1); });
  FillWith(off, 4, [](uint32_t k) { return 3 - k; });
  AscendC::Scatter(dst, src, off, (uint32_t)32, 4);
  for (uint32_t k = 0; k < 64; ++k) {
    const uint8_t expected = k >= 32 && k < 36 ? static_cast<uint8_t>(36 - k) : 0;
    ASSERT_EQ(dst.GetValue(k), expected) << k;
  }
}

TEST(ScatterExamples, E3_5_B64CountMode) {
  ah::testing::FreshCore();
  auto src = TensorAt<uint64_t>(0, 2);
  auto off = TensorAt<uint32_t>(1024, 2);
  auto dst = TensorAt<uint64_t>(2048, 2);
  src.SetValue(0, 0xAAAA0000BBBB0001ull);
  src.SetValue(1, 0x2ull);
  off.SetValue(0, 8);
  off.SetValue(1, 0);
  AscendC::Scatter(dst, src, off, (uint32_t)0, 2);
  EXPECT_EQ(dst.GetValue(1), 0xAAAA0000BBBB0001ull);
  EXPECT_EQ(dst.GetValue(0), 0x2ull);
}

TEST(ScatterExamples, DuplicateTargetsLastWriteWins) {
  ah::testing::FreshCore();
  ah::ScopedCheckedMode release(false);
  auto src = TensorAt<uint32_t>(0, 64);
  auto off = TensorAt<uint32_t>(1024, 64);
  auto dst = TensorAt<uint32_t>(2048, 8);
  FillWith(src, 64, [](uint32_t i) { return i + 1; });
  FillWith(off, 64, [](uint32_t k) { return 4 * (k % 8); });
  AscendC::Scatter(dst, src, off, (uint32_t)0, 64);
  for (uint32_t k = 0; k < 8; ++k) EXPECT_EQ(dst.GetValue(k), 56 + k + 1);
}

}  // namespace
