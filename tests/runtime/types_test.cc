// half / bfloat16_t: 2-byte bit containers with float conversions for hosts.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>

#include "kernel_operator.h"

namespace {

TEST(Half, ConvertsExactValuesAndRoundsToNearestEven) {
  EXPECT_EQ(half(1.0f).bits, 0x3C00);
  EXPECT_EQ(half(-2.0f).bits, 0xC000);
  EXPECT_EQ(half(65504.0f).bits, 0x7BFF);
  EXPECT_EQ(half(1e6f).bits, 0x7C00);
  EXPECT_EQ(half(5.9604645e-8f).bits, 0x0001);  // smallest subnormal
  EXPECT_EQ(half(1.0f + 1.0f / 2048).bits, 0x3C00);  // tie -> even
  EXPECT_EQ(half(1.0f + 3.0f / 2048).bits, 0x3C02);  // tie -> even (up)
  EXPECT_TRUE(std::isnan(static_cast<float>(half(NAN))));
  for (uint32_t b = 0; b < 0x7C00; ++b) {  // every finite positive half round-trips
    const half h = half::FromBits(static_cast<uint16_t>(b));
    ASSERT_EQ(half(static_cast<float>(h)).bits, b);
  }
  EXPECT_EQ(static_cast<float>(half(127)), 127.0f);
}

TEST(Bfloat16, IsTheUpperHalfOfBinary32) {
  EXPECT_EQ(bfloat16_t(1.0f).bits, 0x3F80);
  EXPECT_EQ(static_cast<float>(bfloat16_t::FromBits(0x4049)), 3.140625f);
  EXPECT_EQ(bfloat16_t(1.00390625f).bits, 0x3F80);  // tie -> even
  EXPECT_EQ(sizeof(bfloat16_t), 2u);
}

}  // namespace
