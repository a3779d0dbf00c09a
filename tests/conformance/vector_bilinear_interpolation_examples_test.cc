// BilinearInterpolation's page (基础算术/BilinearInterpolation(ISASI)): the
// worked example (src0 = 1..512, offsets 0, 32, ..., 992, hRepeat = vRepeat
// = 2, mask 128, vROffset 128) in both mask forms, with the output values the
// page lists, and the page's repeatMode = true walk-through.
#include <gtest/gtest.h>

#include <cstdint>

#include "kernel_operator.h"
#include "support/bilinear_page_operands.h"
#include "support/ub_helpers.h"

namespace ascendc_host {
namespace testing {
namespace {

using AscendC::LocalTensor;

using PageOperands = BilinearPageOperands;

// One half rounding per product and per sum, as the page's Mul and Add.
float HalfSum(float a, float b) { return static_cast<float>(half(a + b)); }
float HalfProduct(float a, float b) { return static_cast<float>(half(a * b)); }

TEST(BilinearInterpolationExamples, PageExampleBothMaskForms) {
  for (int form = 0; form < 2; ++form) {
    FreshCore();
    PageOperands o;
    if (form == 0) {
      AscendC::BilinearInterpolation(o.dst, o.src0, o.offsets, o.src1, uint64_t{128}, 2, false, 1, 128, 2, o.tmp);
    } else {
      uint64_t mask[2] = {UINT64_MAX, UINT64_MAX};
      AscendC::BilinearInterpolation(o.dst, o.src0, o.offsets, o.src1, mask, 2, false, 1, 128, 2, o.tmp);
    }
    // The output the page lists: [389, 394, 399, 404, ..., 4096].
    EXPECT_EQ(static_cast<float>(o.dst.GetValue(0)), 389.0f);
    EXPECT_EQ(static_cast<float>(o.dst.GetValue(1)), 394.0f);
    EXPECT_EQ(static_cast<float>(o.dst.GetValue(2)), 399.0f);
    EXPECT_EQ(static_cast<float>(o.dst.GetValue(3)), 404.0f);
    EXPECT_EQ(static_cast<float>(o.dst.GetValue(255)), 4096.0f);
    // Step 4 of the page: dst[0:127] = t[0:127] + t[128:255], dst[128:255] = t[256:383] + t[384:511],
    // iteration i's products t[128 i + k] = src0[128 i + k] * src1[i].
    for (uint32_t v = 0; v < 2; ++v) {
      for (uint32_t k = 0; k < 128; ++k) {
        const float t0 = HalfProduct(static_cast<float>(256 * v + k + 1), static_cast<float>(2 * v + 2));
        const float t1 = HalfProduct(static_cast<float>(256 * v + 128 + k + 1), static_cast<float>(2 * v + 3));
        ASSERT_EQ(static_cast<float>(o.dst.GetValue(128 * v + k)), HalfSum(t0, t1)) << v << " " << k;
      }
    }
  }
}

TEST(BilinearInterpolationExamples, PageRepeatModeTrueWalkThrough) {
  FreshCore();
  PageOperands o;
  AscendC::BilinearInterpolation(o.dst, o.src0, o.offsets, o.src1, uint64_t{128}, 2, true, 1, 128, 2, o.tmp);
  // Iteration i, block j: src0 elements 128 i + 16 j .. + 15 times src1[8 i + j]
  // (the page: iteration 0 block 0 times 2, ..., iteration 3 block 7 times 33).
  for (uint32_t v = 0; v < 2; ++v) {
    for (uint32_t k = 0; k < 128; ++k) {
      const uint32_t i0 = 2 * v, i1 = 2 * v + 1, j = k / 16;
      const float t0 = HalfProduct(static_cast<float>(128 * i0 + k + 1), static_cast<float>(8 * i0 + j + 2));
      const float t1 = HalfProduct(static_cast<float>(128 * i1 + k + 1), static_cast<float>(8 * i1 + j + 2));
      ASSERT_EQ(static_cast<float>(o.dst.GetValue(128 * v + k)), HalfSum(t0, t1)) << v << " " << k;
    }
  }
}

TEST(BilinearInterpolationExamples, MaskedPositionsAndStridesLeaveTheRestAlone) {
  FreshCore();
  PageOperands o;
  for (uint32_t i = 0; i < 256; ++i) o.dst.SetValue(i, half(-1.0f));
  // 20 positions per repeat; dst blocks 2 DataBlocks apart would leave the
  // odd blocks alone, but only blocks 0 and 1 are active.
  LocalTensor<half> wide = TensorAt<half>(8192, 1024);
  for (uint32_t i = 0; i < 1024; ++i) wide.SetValue(i, half(-1.0f));
  AscendC::BilinearInterpolation(wide, o.src0, o.offsets, o.src1, uint64_t{20}, 2, false, 2, 512, 2, o.tmp);
  for (uint32_t v = 0; v < 2; ++v) {
    for (uint32_t e = 0; e < 512; ++e) {
      const uint32_t block = e / 16, lane = e % 16;
      const bool written = block % 2 == 0 && block / 2 < 2 && (block / 2) * 16 + lane < 20;
      const float got = static_cast<float>(wide.GetValue(512 * v + e));
      if (!written) {
        ASSERT_EQ(got, -1.0f) << v << " " << e;
        continue;
      }
      const uint32_t k = (block / 2) * 16 + lane;
      const float t0 = HalfProduct(static_cast<float>(256 * v + k + 1), static_cast<float>(2 * v + 2));
      const float t1 = HalfProduct(static_cast<float>(256 * v + 128 + k + 1), static_cast<float>(2 * v + 3));
      ASSERT_EQ(got, HalfSum(t0, t1)) << v << " " << e;
    }
  }
}

}  // namespace
}  // namespace testing
}  // namespace ascendc_host
