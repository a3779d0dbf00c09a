// BilinearInterpolation on Atlas A2/A3: the page's example gives the same
// output as on Ascend 950, and the temporary buffer the page asks for on
// these products (src0.GetSize() * 32 + src1.GetSize() * 32 bytes) is an
// ERROR row in checked mode.
#include <gtest/gtest.h>

#include "kernel_operator.h"
#include "support/ub_helpers.h"

namespace ascendc_host {
namespace testing {
namespace {

TEST(BilinearInterpolationPa2, PageExampleAndTemporaryBufferRule) {
  FreshCore();
  auto src0 = TensorAt<half>(0, 512);
  auto offsets = TensorAt<uint32_t>(2048, 32);
  auto src1 = TensorAt<half>(4096, 16);
  auto dst = TensorAt<half>(8192, 256);
  auto tmp = TensorAt<uint8_t>(16384, 512 * 32 + 16 * 32);
  for (uint32_t i = 0; i < 512; ++i) src0.SetValue(i, half(static_cast<float>(i + 1)));
  for (uint32_t i = 0; i < 32; ++i) offsets.SetValue(i, 32 * i);
  for (uint32_t i = 0; i < 16; ++i) src1.SetValue(i, half(static_cast<float>(i + 2)));
  const ScopedCheckedMode checked(true);
  AscendC::BilinearInterpolation(dst, src0, offsets, src1, uint64_t{128}, 2, false, 1, 128, 2, tmp);
  EXPECT_EQ(static_cast<float>(dst.GetValue(0)), 389.0f);
  EXPECT_EQ(static_cast<float>(dst.GetValue(3)), 404.0f);
  EXPECT_EQ(static_cast<float>(dst.GetValue(255)), 4096.0f);
  auto small = TensorAt<uint8_t>(16384, 512 * 32 + 16 * 32 - 1);
  EXPECT_TRUE(RaisesError(
      [&] { AscendC::BilinearInterpolation(dst, src0, offsets, src1, uint64_t{128}, 2, false, 1, 128, 2, small); },
      Severity::kError, {"BilinearInterpolation", "sharedTmpBuffer.GetSize()", "16895", "16896"}));
}

}  // namespace
}  // namespace testing
}  // namespace ascendc_host
