// BilinearInterpolation on Atlas A2/A3: the page's example gives the same
// output as on Ascend 950, and the temporary buffer the page asks for on
// these products (src0.GetSize() * 32 + src1.GetSize() * 32 bytes) is an
// ERROR row in checked mode.
#include <gtest/gtest.h>

#include "kernel_operator.h"
#include "support/bilinear_page_operands.h"
#include "support/ub_helpers.h"

namespace ascendc_host {
namespace testing {
namespace {

TEST(BilinearInterpolationPa2, PageExampleAndTemporaryBufferRule) {
  FreshCore();
  BilinearPageOperands o;
  const ScopedCheckedMode checked(true);
  AscendC::BilinearInterpolation(o.dst, o.src0, o.offsets, o.src1, uint64_t{128}, 2, false, 1, 128, 2, o.tmp);
  EXPECT_EQ(static_cast<float>(o.dst.GetValue(0)), 389.0f);
  EXPECT_EQ(static_cast<float>(o.dst.GetValue(3)), 404.0f);
  EXPECT_EQ(static_cast<float>(o.dst.GetValue(255)), 4096.0f);
  // 512 halves of src0 and 32 of src1: 512 * 32 + 32 * 32 = 17408 bytes.
  auto small = TensorAt<uint8_t>(16384, 17407);
  EXPECT_TRUE(RaisesError(
      [&] { AscendC::BilinearInterpolation(o.dst, o.src0, o.offsets, o.src1, uint64_t{128}, 2, false, 1, 128, 2, small); },
      Severity::kError, {"BilinearInterpolation", "sharedTmpBuffer.GetSize()", "17407", "17408"}));
}

}  // namespace
}  // namespace testing
}  // namespace ascendc_host
