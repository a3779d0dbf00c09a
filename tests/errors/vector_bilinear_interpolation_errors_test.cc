// The checks of BilinearInterpolation (docs/SPEC.md 8.11): FATAL before any
// access when a source or the destination leaves UB (UB untouched), the
// page's ERROR rows in checked mode, and what release does with them.
#include <gtest/gtest.h>

#include <cstring>
#include <vector>

#include "kernel_operator.h"
#include "support/bilinear_page_operands.h"
#include "support/ub_helpers.h"

namespace ascendc_host {
namespace testing {
namespace {

using AscendC::LocalTensor;

using Operands = BilinearPageOperands;

TEST(BilinearInterpolationErrors, AccessesBeyondUbAreFatal) {
  const auto& core = FreshCore();
  Operands o;
  auto last = TensorAt<half>(core.ub_bytes - 256, 128);
  ExpectFatalLeavesUbUntouched(
      [&] { AscendC::BilinearInterpolation(last, o.src0, o.offsets, o.src1, uint64_t{128}, 2, false, 1, 128, 2, o.tmp); },
      {"BilinearInterpolation", "dst", "outside the UB"});
  // An offset that points past the end of UB.
  o.offsets.SetValue(5, core.ub_bytes);
  ExpectFatalLeavesUbUntouched(
      [&] { AscendC::BilinearInterpolation(o.dst, o.src0, o.offsets, o.src1, uint64_t{128}, 2, false, 1, 128, 2, o.tmp); },
      {"BilinearInterpolation", "src0", "outside the UB"});
  o.offsets.SetValue(5, 160);
  // Offsets and factors read from the end of UB: 2 x 2 iterations need 32 offsets.
  auto offsets_at_end = TensorAt<uint32_t>(core.ub_bytes - 64, 16);
  ExpectFatalLeavesUbUntouched(
      [&] { AscendC::BilinearInterpolation(o.dst, o.src0, offsets_at_end, o.src1, uint64_t{128}, 2, false, 1, 128, 2, o.tmp); },
      {"BilinearInterpolation", "src0Offset", "outside the UB"});
  auto factors_at_end = TensorAt<half>(core.ub_bytes - 32, 16);
  ExpectFatalLeavesUbUntouched(
      [&] { AscendC::BilinearInterpolation(o.dst, o.src0, o.offsets, factors_at_end, uint64_t{128}, 2, true, 1, 128, 2, o.tmp); },
      {"BilinearInterpolation", "src1", "outside the UB"});
}

TEST(BilinearInterpolationErrors, CheckedModeRows) {
  FreshCore();
  Operands o;
  const ScopedCheckedMode checked(true);
  auto call = [&](uint8_t h, uint16_t v_r_offset, uint8_t v) {
    AscendC::BilinearInterpolation(o.dst, o.src0, o.offsets, o.src1, uint64_t{128}, h, false, 1, v_r_offset, v, o.tmp);
  };
  EXPECT_TRUE(RaisesError([&] { call(0, 128, 2); }, Severity::kError, {"BilinearInterpolation", "hRepeat", "[1, 255]"}));
  EXPECT_TRUE(RaisesError([&] { call(2, 128, 0); }, Severity::kError, {"BilinearInterpolation", "vRepeat", "[1, 255]"}));
  EXPECT_TRUE(RaisesError([&] { call(2, 64, 2); }, Severity::kError, {"BilinearInterpolation", "vROffset", "64", "[128, 65535)"}));
  EXPECT_TRUE(RaisesError([&] { call(2, 136, 2); }, Severity::kError,
                          {"BilinearInterpolation", "vROffset", "136", "multiple of 32"}));
  o.offsets.SetValue(3, 97);
  EXPECT_TRUE(RaisesError([&] { call(2, 128, 2); }, Severity::kError,
                          {"BilinearInterpolation", "src0Offset[3]", "97", "multiple of sizeof(T)"}));
  o.offsets.SetValue(3, 98);
  EXPECT_TRUE(RaisesError([&] { call(2, 128, 2); }, Severity::kError,
                          {"BilinearInterpolation", "src0Offset[3]", "98", "32-byte aligned"}));
  o.offsets.SetValue(3, 96);
  auto odd = TensorAt<half>(8192 + 2, 256);
  EXPECT_TRUE(RaisesError(
      [&] { AscendC::BilinearInterpolation(odd, o.src0, o.offsets, o.src1, uint64_t{128}, 2, false, 1, 128, 2, o.tmp); },
      Severity::kError, {"BilinearInterpolation", "dst.address", "32-byte aligned"}));
  auto odd_src1 = TensorAt<half>(4096 + 2, 16);
  EXPECT_TRUE(RaisesError(
      [&] { AscendC::BilinearInterpolation(o.dst, o.src0, o.offsets, odd_src1, uint64_t{128}, 2, false, 1, 128, 2, o.tmp); },
      Severity::kError, {"BilinearInterpolation", "src1.address", "32-byte aligned"}));
  // Atlas A2/A3 ask for a temporary buffer of src0.GetSize() * 32 + src1.GetSize() * 32 bytes; 950 for none.
  auto small = TensorAt<uint8_t>(16384, 32);
  auto with_small_tmp = [&] {
    AscendC::BilinearInterpolation(o.dst, o.src0, o.offsets, o.src1, uint64_t{128}, 2, false, 1, 128, 2, small);
  };
  if (kProfile.profile == Profile::kPA2) {
    EXPECT_TRUE(RaisesError(with_small_tmp, Severity::kError,
                            {"BilinearInterpolation", "sharedTmpBuffer.GetSize()", "32", "17408"}));
  } else {
    EXPECT_NO_THROW(with_small_tmp());
  }
}

// Counter mode with a count far beyond vRepeat repeats runs vRepeat full
// repeats (the count once wrapped to 32 bits of repeats, here 0: nothing).
TEST(BilinearInterpolationErrors, HugeCounterModeCountRunsEveryVerticalRepeat) {
  auto& core = FreshCore();
  Operands o;
  AscendC::SetMaskCount();
  AscendC::BilinearInterpolation(o.dst, o.src0, o.offsets, o.src1, uint64_t{256}, 2, false, 1, 128, 2, o.tmp);
  std::vector<uint8_t> expected(core.ub + 8192, core.ub + 8192 + 512);
  std::memset(core.ub + 8192, 0, 512);
  uint64_t huge[2] = {0x0AFFFFFFFFFFFFFFull, 0};  // (huge + 127) / 128 has all-zero low 32 bits
  AscendC::BilinearInterpolation(o.dst, o.src0, o.offsets, o.src1, huge, 2, false, 1, 128, 2, o.tmp);
  AscendC::SetMaskNorm();
  EXPECT_EQ(std::memcmp(core.ub + 8192, expected.data(), 512), 0);
  EXPECT_EQ(static_cast<float>(o.dst.GetValue(255)), 4096.0f);
}

TEST(BilinearInterpolationErrors, ReleaseFloorsOddOffsetsAndReadsOffBlockOffsetsWhereTheyPoint) {
  FreshCore();
  Operands o;
  const ScopedCheckedMode release(false);
  auto run = [&](uint32_t offset3) {
    o.offsets.SetValue(3, offset3);
    AscendC::BilinearInterpolation(o.dst, o.src0, o.offsets, o.src1, uint64_t{128}, 1, false, 1, 128, 1, o.tmp);
    uint16_t block[16];
    std::memcpy(block, o.dst.GetPhyAddr() + 48, 32);
    return std::vector<uint16_t>(block, block + 16);
  };
  EXPECT_EQ(run(97), run(96));  // floored to the element
  const std::vector<uint16_t> off_block = run(98);
  for (uint32_t k = 0; k < 16; ++k) {
    // src0 + 98 bytes is element 49; iteration 0's factor is src1[0] = 2.
    const float expected = static_cast<float>(half(static_cast<float>(o.src0.GetValue(49 + k)) * 2.0f));
    half got;
    got.bits = off_block[k];
    EXPECT_EQ(static_cast<float>(got), expected) << k;
  }
}

}  // namespace
}  // namespace testing
}  // namespace ascendc_host
