// The checks of the reductions and the fill / layout APIs (SPEC 8.8, 8.9,
// 0.6): FATAL before any access (UB untouched), ERROR rows in checked mode
// and their release behaviour, WARN rows; cross-check mode catching a
// corrupted result of each family.
#include <gtest/gtest.h>

#include <cstring>
#include <vector>

#include "kernel_operator.h"
#include "support/per_target.h"
#include "support/ub_helpers.h"

namespace ascendc_host {
namespace testing {
namespace {

using AscendC::ReduceOrder;
using AscendC::ReduceType;

TEST(ReduceErrors, OperandsBeyondUbAreFatal) {
  const auto& core = FreshCore();
  const uint32_t end = core.ub_bytes;
  auto src = TensorAt<half>(0, 4096), last = TensorAt<half>(end - 256, 128), tmp = TensorAt<half>(8192, 1024);
  // A source past the end (count form and repeats).
  ExpectFatalLeavesUbUntouched([&] { AscendC::ReduceSum(tmp, last, tmp, 129); }, {"ReduceSum", "src", "outside the UB"});
  ExpectFatalLeavesUbUntouched([&] { AscendC::ReduceMax(tmp, last, tmp, 128, 2, 8, true); },
                               {"ReduceMax", "src", "outside the UB"});
  ExpectFatalLeavesUbUntouched([&] { AscendC::ReduceRepeat<ReduceType::SUM, half>(tmp, last, 128, 2, 1, 1, 8); },
                               {"ReduceRepeat<SUM>", "src", "outside the UB"});
  // A destination whose results walk past the end.
  auto dst_end = TensorAt<half>(end - 64, 32);
  ExpectFatalLeavesUbUntouched([&] { AscendC::ReduceRepeat<ReduceType::MAX, half>(dst_end, src, 128, 20, 1, 1, 8); },
                               {"ReduceRepeat<MAX>", "dst", "outside the UB"});
  ExpectFatalLeavesUbUntouched([&] { AscendC::ReduceDataBlock<ReduceType::SUM, half>(dst_end, src, 128, 2, 8, 1, 8); },
                               {"ReduceDataBlock<SUM>", "dst", "outside the UB"});
  ExpectFatalLeavesUbUntouched([&] { AscendC::ReducePairElem<ReduceType::SUM, half>(dst_end, src, 128, 1, 1, 1, 8); },
                               {"ReducePairElem", "dst", "outside the UB"});
  auto dst_last = TensorAt<float>(end - 4, 1);
  auto fsrc = TensorAt<float>(0, 64), ftmp = TensorAt<float>(4096, 64);
  ExpectFatalLeavesUbUntouched([&] { AscendC::ReduceMax(dst_last, fsrc, ftmp, 64, true); },
                               {"ReduceMax", "dst", "outside the UB"});
  ExpectFatalLeavesUbUntouched([&] { AscendC::Brcb(TensorAt<half>(end - 256, 128), src, 2, {1, 8}); },
                               {"Brcb", "dst", "outside the UB"});
  ExpectFatalLeavesUbUntouched([&] { AscendC::Transpose<half>(TensorAt<half>(end - 256, 256), src); },
                               {"Transpose", "dst", "outside the UB"});
  ExpectFatalLeavesUbUntouched([&] { AscendC::CreateVecIndex(TensorAt<half>(end - 64, 32), half(0.0f), 40u); },
                               {"CreateVecIndex", "dst", "outside the UB"});
  ExpectFatalLeavesUbUntouched(
      [&] { AscendC::Interleave(src, TensorAt<half>(end - 64, 32), src, src, 64); },
      {"Interleave", "dst1", "outside the UB"});
  ExpectFatalLeavesUbUntouched(
      [&] { AscendC::DeInterleave(src, tmp, TensorAt<half>(end - 64, 32), 64); },
      {"DeInterleave", "src", "outside the UB"});
}

TEST(ReduceErrors, CheckedModeRowsAndReleaseBehaviour) {
  FreshCore();
  auto src = TensorAt<half>(0, 4096), dst = TensorAt<half>(16384, 1024), tmp = TensorAt<half>(32768, 64);
  FillWith(src, 4096, [](uint32_t i) { return half(static_cast<float>(i % 13)); });
  auto odd_src = TensorAt<half>(34, 256), dst2 = TensorAt<half>(16384 + 2, 64);
  {
    const ScopedCheckedMode checked(true);
    EXPECT_TRUE(RaisesError([&] { AscendC::ReduceRepeat<ReduceType::SUM, half>(dst, odd_src, 128, 1, 1, 1, 8); },
                            Severity::kError, {"ReduceRepeat<SUM>", "src.address", "32-byte aligned"}));
    // ReduceRepeat 表3: [value, index] of half needs 4-byte alignment.
    EXPECT_TRUE(RaisesError([&] { AscendC::ReduceRepeat<ReduceType::MAX, half>(dst2, src, 128, 1, 1, 1, 8); },
                            Severity::kError, {"ReduceRepeat<MAX>", "dst.address", "aligned as required"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::ReduceDataBlock<ReduceType::MAX, half>(dst2, src, 128, 1, 1, 1, 8); },
                            Severity::kError, {"ReduceDataBlock<MAX>", "dst.address"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::ReduceRepeat<ReduceType::SUM, half>(dst, src, 128, 256, 1, 1, 8); },
                            Severity::kError, {"ReduceRepeat<SUM>", "repeatTime", "256", "[0, 255]"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::WholeReduceMax<half>(dst, src, 128, -1, 1, 1, 8); }, Severity::kError,
                            {"WholeReduceMax", "repeatTime", "-1"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::BlockReduceSum<half>(dst, src, 1, 128, 70000, 1, 8); }, Severity::kError,
                            {"BlockReduceSum", "dstRepStride", "70000", "[0, 65535]"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::PairReduceSum<half>(dst, src, 1, 129, 1, 1, 8); }, Severity::kError,
                            {"PairReduceSum", "mask", "129", "exceeds the 128 elements"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::ReduceSum(dst, src, tmp, -5); }, Severity::kError,
                            {"ReduceSum", "count", "-5", "negative"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::ReduceMin(dst, src, tmp, 128, -2, 8); }, Severity::kError,
                            {"ReduceMin", "repeatTime", "-2"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::ReduceSum(dst, src, tmp, 128, 4, 70000); }, Severity::kError,
                            {"ReduceSum", "srcRepStride", "70000"}));
    // sharedTmpBuffer below the page's formula (ReduceSum 方式二: 32 repeat
    // sums need 32 elements; 16 given).
    auto small = TensorAt<half>(32768, 16);
    EXPECT_TRUE(RaisesError([&] { AscendC::ReduceSum(dst, src, small, 128, 32, 8); }, Severity::kError,
                            {"ReduceSum", "sharedTmpBuffer", "32 bytes", "64 bytes"}));
    auto misaligned_tmp = TensorAt<half>(32768 + 2, 1024);
    EXPECT_TRUE(RaisesError([&] { AscendC::ReduceSum(dst, src, misaligned_tmp, 128, 32, 8); }, Severity::kError,
                            {"ReduceSum", "sharedTmpBuffer.address"}));
    // Fill and layout.
    EXPECT_TRUE(RaisesError([&] { AscendC::Brcb(dst, src, 1, {0, 8}); }, Severity::kError,
                            {"Brcb", "dstBlkStride", "must not be 0"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::CreateVecIndex(dst2, half(0.0f), 16u); }, Severity::kError,
                            {"CreateVecIndex", "dst.address", "32-byte aligned"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::Interleave(dst, tmp, src, src, 63); }, Severity::kError,
                            {"Interleave", "count", "63", "even"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::DeInterleave(dst, tmp, src, -2); }, Severity::kError,
                            {"DeInterleave", "srcCount", "-2", "negative"}));
    auto bytes = TensorAt<uint8_t>(65536, 64);
    EXPECT_TRUE(RaisesError(
        [&] { AscendC::Transpose(dst, src, bytes, {1, 16, 1, 15, AscendC::TransposeType::TRANSPOSE_NCHW2NHWC}); },
        Severity::kError, {"Transpose", "hSize * wSize * sizeof(T)", "30", "multiple of 32"}));
    EXPECT_TRUE(RaisesError(
        [&] { AscendC::Transpose(dst, src, bytes, {1, 16, 1, 16, AscendC::TransposeType::TRANSPOSE_NCHW2NHWC}); },
        Severity::kError, {"Transpose", "sharedTmpBuffer", "64 bytes", "9216 bytes"}));
    EXPECT_TRUE(RaisesError(
        [&] { AscendC::Transpose(dst, src, bytes, {1, 5000, 1, 16, AscendC::TransposeType::TRANSPOSE_NCHW2NHWC}); },
        Severity::kError, {"Transpose", "cSize", "5000"}));
    EXPECT_TRUE(RaisesError(
        [&] { AscendC::Transpose(dst, src, bytes, {1, 1, 16, 16, AscendC::TransposeType::TRANSPOSE_NZ2ND_0213}); },
        Severity::kError, {"Transpose", "transposeType", "当前不支持"}));
    EXPECT_TRUE(RaisesError(
        [&] { AscendC::Transpose(dst, src, bytes, {0, 0, 8, 16, AscendC::TransposeType::TRANSPOSE_ND2ND_B16}); },
        Severity::kError, {"Transpose", "hSize/wSize", "8/16"}));
  }
  // Release: a repeatTime above 255 is clamped to 255, a negative one runs
  // nothing; the misaligned source runs at its address; Brcb with
  // dstBlkStride 0 runs with 1 (the page's pseudo-code).
  const ScopedCheckedMode release(false);
  auto big = TensorAt<half>(0, 32768);
  auto out = TensorAt<half>(70000 & ~31u, 300);
  FillWith(out, 300, [](uint32_t) { return half(-1.0f); });
  AscendC::ReduceRepeat<ReduceType::SUM, half>(out, big, 128, 300, 1, 1, 1);
  EXPECT_NE(static_cast<float>(out.GetValue(254)), -1.0f);
  EXPECT_EQ(static_cast<float>(out.GetValue(255)), -1.0f);
  AscendC::ReduceRepeat<ReduceType::SUM, half>(out, big, 128, -3, 1, 1, 1);
  FillWith(dst, 256, [](uint32_t) { return half(0.0f); });
  AscendC::Brcb(dst, src, 1, {0, 8});
  for (uint32_t i = 0; i < 128; ++i) EXPECT_EQ(static_cast<float>(dst.GetValue(i)), static_cast<float>(i / 16 % 13));
  // A sharedTmpBuffer below the formula is not used: the result is still exact.
  auto small = TensorAt<half>(32768, 16);
  FillWith(src, 4096, [](uint32_t) { return half(1.0f); });
  AscendC::ReduceSum(dst, src, small, 128, 32, 8);
  EXPECT_EQ(static_cast<float>(dst.GetValue(0)), 4096.0f);
}

TEST(ReduceErrors, WarnRows) {
  FreshCore();
  ClearWarnings();
  SetWarningsPrinted(false);
  const ScopedCheckedMode checked(true);
  auto src = TensorAt<float>(0, 512), tmp = TensorAt<float>(8192, 512);
  FillWith(src, 512, [](uint32_t i) { return static_cast<float>(i); });
  // The destination over its own source: every repeat reads before it writes.
  AscendC::ReduceRepeat<ReduceType::SUM, float>(src, src, 64, 8, 1, 1, 8);
  EXPECT_TRUE(Warned("overlaps src"));
  float expected = 0;
  for (uint32_t i = 0; i < 64; ++i) expected += static_cast<float>(i);
  EXPECT_EQ(src.GetValue(0), expected);
  // Count form reading beyond the tensor's GetSize().
  ClearWarnings();
  auto short_src = TensorAt<float>(0, 16);
  AscendC::ReduceMax(tmp, short_src, tmp, 64);
  EXPECT_TRUE(Warned("reads beyond the tensor's GetSize()"));
  ClearWarnings();
  auto a = TensorAt<half>(0, 256), b = TensorAt<half>(256, 256);
  AscendC::Interleave(a, b, a, b, 128);
  EXPECT_TRUE(Warned("overlaps src0"));
  SetWarningsPrinted(true);
}

TEST(ReduceVerify, CatchesACorruptedResult) {
  FreshCore();
  const ScopedVerifyMode verify(true);
  auto src = TensorAt<half>(0, 1024), dst = TensorAt<half>(4096, 256), tmp = TensorAt<half>(8192, 256);
  FillWith(src, 1024, [](uint32_t i) { return half(static_cast<float>(i % 29) * 0.125f); });
  AscendC::ReduceSum(dst, src, tmp, 1000);                                       // passes
  AscendC::ReduceRepeat<ReduceType::MAX, half>(dst, src, 128, 8, 1, 1, 8);      // passes
  AscendC::ReduceDataBlock<ReduceType::SUM, half>(dst, src, 100, 2, 1, 1, 8);   // passes
  verify::CorruptNextResultForTesting();
  EXPECT_TRUE(RaisesError([&] { AscendC::ReduceMax(dst, src, tmp, 1000, true); }, Severity::kError,
                          {"ReduceMax", "(SIMD) vs", "(reference)", "differs from the scalar reference"}));
  verify::CorruptNextResultForTesting();
  EXPECT_TRUE(RaisesError([&] { AscendC::ReducePairElem<ReduceType::SUM, half>(dst, src, 128, 2, 1, 1, 8); },
                          Severity::kError, {"ReducePairElem", "(SIMD) vs", "(reference)"}));
}

TEST(LayoutVerify, CatchesACorruptedResult) {
  FreshCore();
  const ScopedVerifyMode verify(true);
  auto src = TensorAt<half>(0, 512), dst = TensorAt<half>(4096, 2048), dst1 = TensorAt<half>(12288, 512);
  auto tmp = TensorAt<uint8_t>(16384, 16896);  // the size the page's formula asks for this shape
  FillWith(src, 512, [](uint32_t i) { return half(static_cast<float>(i)); });
  AscendC::Brcb(dst, src, 4, {1, 8});                                          // passes
  AscendC::CreateVecIndex(dst, half(3.0f), 300u);                              // passes
  AscendC::Transpose(dst, src, tmp, {2, 16, 1, 16, AscendC::TransposeType::TRANSPOSE_NHWC2NCHW});  // passes
  AscendC::DeInterleave(dst, dst1, src, 512);                                  // passes
  verify::CorruptNextResultForTesting();
  EXPECT_TRUE(RaisesError([&] { AscendC::Transpose<half>(dst, src); }, Severity::kError,
                          {"Transpose", "(SIMD) vs", "(reference)"}));
  verify::CorruptNextResultForTesting();
  EXPECT_TRUE(RaisesError([&] { AscendC::Interleave(dst, dst1, src, src, 256); }, Severity::kError,
                          {"Interleave", "(SIMD) vs", "(reference)"}));
  verify::CorruptNextResultForTesting();
  EXPECT_TRUE(RaisesError([&] { AscendC::CreateVecIndex(dst, half(1.0f), uint64_t{64}, 2, 1, 8); }, Severity::kError,
                          {"CreateVecIndex", "(SIMD) vs", "(reference)"}));
}

// The reductions and layouts against a UB arena between inaccessible pages:
// operands at and one element past the UB end raise FATAL before any access
// (a check that let one access escape would crash here), on every target.
class ReduceLayoutGuard : public PerTarget {
 protected:
  void SetUp() override {
    PerTarget::SetUp();
    runtime::SetGuardPages(true);
    runtime::ResetDefaultCore();
  }
  void TearDown() override {
    runtime::SetGuardPages(false);
    runtime::ResetDefaultCore();
    PerTarget::TearDown();
  }
};

TEST_P(ReduceLayoutGuard, OperandsAtAndPastTheEnd) {
  const uint32_t end = runtime::CurrentCore().ub_bytes;
  auto low = TensorAt<float>(0, 4096), tmp = TensorAt<float>(32768, 1024);
  auto last = TensorAt<float>(end - 256, 64);  // the last 64 floats
  // Exactly up to the end: runs. One element more: FATAL, UB untouched.
  AscendC::ReduceSum(tmp, last, tmp, 64);
  AscendC::ReduceMax(tmp, last, tmp, 64, true);
  AscendC::WholeReduceMin<float>(tmp, last, 64, 1, 1, 1, 8);
  AscendC::ReduceDataBlock<ReduceType::MAX, float>(TensorAt<float>(end - 32, 8), low, 64, 1, 1, 1, 8);
  AscendC::Brcb(TensorAt<float>(end - 256, 64), low, 1, {1, 8});
  ExpectFatalLeavesUbUntouched([&] { AscendC::ReduceSum(tmp, last, tmp, 65); }, {"ReduceSum"});
  ExpectFatalLeavesUbUntouched([&] { AscendC::ReduceMin(tmp, last, tmp, 64, 2, 1); }, {"ReduceMin"});
  ExpectFatalLeavesUbUntouched([&] { AscendC::ReduceRepeat<ReduceType::SUM, float>(tmp, last, 64, 1, 1, 2, 8); },
                               {"ReduceRepeat<SUM>"});
  ExpectFatalLeavesUbUntouched(
      [&] { AscendC::ReduceDataBlock<ReduceType::MAX, float>(TensorAt<float>(end - 28, 7), low, 64, 1, 1, 1, 8); },
      {"ReduceDataBlock<MAX>"});
  ExpectFatalLeavesUbUntouched(
      [&] { AscendC::ReducePairElem<ReduceType::SUM, float>(TensorAt<float>(end - 96, 24), low, 64, 1, 1, 1, 8); },
      {"ReducePairElem"});
  ExpectFatalLeavesUbUntouched([&] { AscendC::Brcb(TensorAt<float>(end - 224, 56), low, 1, {1, 8}); }, {"Brcb"});
  ExpectFatalLeavesUbUntouched([&] { AscendC::Brcb(low, TensorAt<float>(end - 28, 7), 1, {1, 8}); }, {"Brcb", "src"});
  ExpectFatalLeavesUbUntouched([&] { AscendC::CreateVecIndex(TensorAt<float>(end - 252, 63), 0.0f, 64u); },
                               {"CreateVecIndex"});
  ExpectFatalLeavesUbUntouched(
      [&] { AscendC::Transpose(low, TensorAt<float>(end - 1024, 256), TensorAt<uint8_t>(65536, 16384),
                               {1, 16, 1, 24, AscendC::TransposeType::TRANSPOSE_NCHW2NHWC}); },
      {"Transpose", "src"});
  ExpectFatalLeavesUbUntouched([&] { AscendC::DeInterleave(low, tmp, TensorAt<float>(end - 256, 64), 66); },
                               {"DeInterleave"});
}

ASCENDC_HOST_INSTANTIATE_PER_TARGET(ReduceLayoutGuard);

}  // namespace
}  // namespace testing
}  // namespace ascendc_host
