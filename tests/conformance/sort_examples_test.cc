// The worked examples of the sorting pages (排序组合（ISASI）), reproduced
// with the pages' data and expected output where the pages print them:
// Sort32 (repeatTime 4 over 128 floats), MrgSort (eight queues of 32,
// repeatTimes 2) and GetMrgSortResult (scores 1 ... 128, indices 0). The
// decisions these rest on (order, ties, the printed GetMrgSortResult output)
// are docs/SPEC.md 8.10.
#include <gtest/gtest.h>

#include <cstring>
#include <vector>

#include "kernel_operator.h"
#include "support/sort_cases.h"

namespace ascendc_host {
namespace testing {
namespace {

float ScoreOf(const AscendC::LocalTensor<float>& pairs, uint32_t i) { return pairs.GetValue(2 * i); }
uint32_t IndexOf(const AscendC::LocalTensor<float>& pairs, uint32_t i) {
  const float f = pairs.GetValue(2 * i + 1);
  uint32_t b;
  std::memcpy(&b, &f, 4);
  return b;
}

// Sort32 page: "repeatTime = 4, 对128个数分成4组进行排序". Scores (i * 37) % 128
// (distinct), indices i: each group of 32 comes out descending with its own
// indices, groups are not mixed.
TEST(SortExamples, Sort32FourGroups) {
  const auto src = FreshSort32Sources<float>(
      128, [](uint32_t i) { return static_cast<float>((i * 37) % 128); }, [](uint32_t i) { return i; });
  auto dst = TensorAt<float>(32768, 256);
  AscendC::Sort32<float>(dst, src.scores, src.indices, 4);
  for (uint32_t g = 0; g < 4; ++g) {
    std::vector<uint32_t> expected;  // positions of group g, by score descending
    for (uint32_t i = 0; i < 32; ++i) expected.push_back(g * 32 + i);
    std::sort(expected.begin(), expected.end(), [](uint32_t a, uint32_t b) { return (a * 37) % 128 > (b * 37) % 128; });
    for (uint32_t i = 0; i < 32; ++i) {
      EXPECT_EQ(ScoreOf(dst, g * 32 + i), static_cast<float>((expected[i] * 37) % 128)) << g << " " << i;
      EXPECT_EQ(IndexOf(dst, g * 32 + i), expected[i]) << g << " " << i;
    }
  }
}

// The pages' tie rule: score[i] == score[j] with i > j puts j first.
TEST(SortExamples, Sort32EqualScoresKeepSourceOrder) {
  const auto src = FreshSort32Sources<half>(
      32, [](uint32_t i) { return static_cast<float>(i % 3); }, [](uint32_t i) { return 100 + i; });
  AscendC::Sort32<half>(TensorAt<half>(32768, 128), src.scores, src.indices, 1);
  std::vector<uint32_t> expected;
  for (int v = 2; v >= 0; --v)
    for (uint32_t i = 0; i < 32; ++i)
      if (static_cast<int>(i % 3) == v) expected.push_back(100 + i);
  auto raw = TensorAt<uint32_t>(32768, 64);
  for (uint32_t i = 0; i < 32; ++i) {
    EXPECT_EQ(raw.GetValue(2 * i + 1), expected[i]) << i;
    EXPECT_EQ(raw.GetValue(2 * i) >> 16, 0u) << "reserved half of structure " << i;
  }
}

// MrgSort page: eight sorted queues of 32 structures, contiguous, merged four
// at a time with repeatTimes = 2 (srcList.src2 = workLocal[64] ...): two
// sorted runs of 128.
TEST(SortExamples, MrgSortEightQueuesTwoRepeats) {
  const auto src = FreshSort32Sources<float>(
      256, [](uint32_t i) { return static_cast<float>((i * 101) % 256); }, [](uint32_t i) { return i; });
  auto workLocal = TensorAt<float>(32768, 512);
  auto dstLocal = TensorAt<float>(65536, 512);
  AscendC::Sort32<float>(workLocal, src.scores, src.indices, 8);
  AscendC::MrgSort4Info params;
  params.elementLengths[0] = 32;
  params.elementLengths[1] = 32;
  params.elementLengths[2] = 32;
  params.elementLengths[3] = 32;
  params.ifExhaustedSuspension = false;
  params.validBit = 0b1111;
  params.repeatTimes = 2;
  AscendC::MrgSortSrcList<float> srcList;
  srcList.src1 = workLocal[0];
  srcList.src2 = workLocal[64];
  srcList.src3 = workLocal[128];
  srcList.src4 = workLocal[192];
  AscendC::MrgSort<float>(dstLocal, srcList, params);
  for (uint32_t run = 0; run < 2; ++run) {
    std::vector<uint32_t> expected;
    for (uint32_t i = 0; i < 128; ++i) expected.push_back(run * 128 + i);
    std::sort(expected.begin(), expected.end(),
              [](uint32_t a, uint32_t b) { return (a * 101) % 256 > (b * 101) % 256; });
    for (uint32_t i = 0; i < 128; ++i) {
      EXPECT_EQ(ScoreOf(dstLocal, run * 128 + i), static_cast<float>((expected[i] * 101) % 256));
      EXPECT_EQ(IndexOf(dstLocal, run * 128 + i), expected[i]);
    }
  }
}

// GetMrgSortResult page: scores 1 ... 128 and indices 0, Sort32 over four
// groups, then MrgSort of the four queues of 32 with ifExhaustedSuspension =
// true. The page prints dstLocal as 128, 0, 127, 0, ..., 1, 0: all 256
// floats. That is the merge without suspension (checked second); with
// suspension the fourth queue (128 ... 97) runs out first, the merge stops
// after its 32 structures (the page's text) and the printed prefix is what is
// written; the counts are 0, 0, 0, 32 (SPEC 8.10).
TEST(SortExamples, GetMrgSortResultPage) {
  const std::vector<float> printed_dst = [] {
    std::vector<float> v;
    for (int s = 128; s >= 1; --s) {
      v.push_back(static_cast<float>(s));
      v.push_back(0.0f);
    }
    return v;
  }();
  for (bool suspension : {true, false}) {
    const auto src = FreshSort32Sources<float>(
        128, [](uint32_t i) { return static_cast<float>(i + 1); }, [](uint32_t) { return 0u; });
    auto workLocal = TensorAt<float>(32768, 256);
    auto dstLocal = TensorAt<float>(65536, 256);
    FillWith(dstLocal, 256, [](uint32_t) { return -7.0f; });
    AscendC::Sort32<float>(workLocal, src.scores, src.indices, 4);
    uint16_t elementLengths[4] = {32, 32, 32, 32};
    uint16_t validBit = 0b1111;
    AscendC::MrgSortSrcList<float> srcList;
    srcList.src1 = workLocal[0];
    srcList.src2 = workLocal[32 * 1 * 2];
    srcList.src3 = workLocal[32 * 2 * 2];
    srcList.src4 = workLocal[32 * 3 * 2];
    AscendC::MrgSort4Info mrgSortInfo(elementLengths, suspension, validBit, 1);
    AscendC::MrgSort(dstLocal, srcList, mrgSortInfo);
    uint16_t mrgRes1 = 0, mrgRes2 = 0, mrgRes3 = 0, mrgRes4 = 0;
    const ScopedCheckedMode release(false);  // without suspension the page's rule is a WARN row
    AscendC::GetMrgSortResult(mrgRes1, mrgRes2, mrgRes3, mrgRes4);
    const uint32_t written = suspension ? 64 : 256;
    for (uint32_t i = 0; i < 256; ++i)
      EXPECT_EQ(dstLocal.GetValue(i), i < written ? printed_dst[i] : -7.0f) << suspension << " " << i;
    EXPECT_EQ(mrgRes1, suspension ? 0 : 32);
    EXPECT_EQ(mrgRes2, suspension ? 0 : 32);
    EXPECT_EQ(mrgRes3, suspension ? 0 : 32);
    EXPECT_EQ(mrgRes4, 32);
  }
}

// GetMrgSortResult after a merge stopped midway: queue 1 holds 5, 3, 1, queue
// 2 holds 6, 4, 2, 0: the merge takes 6 5 4 3 2 1 and stops when queue 1 runs
// out (3 from queue 1, 3 from queue 2).
TEST(SortExamples, GetMrgSortResultCountsAStoppedMerge) {
  FreshCore();
  auto q1 = TensorAt<float>(0, 6), q2 = TensorAt<float>(64, 8), dst = TensorAt<float>(1024, 14);
  const float a[] = {5, 3, 1}, b[] = {6, 4, 2, 0};
  for (uint32_t i = 0; i < 3; ++i) q1.SetValue(2 * i, a[i]);
  for (uint32_t i = 0; i < 4; ++i) q2.SetValue(2 * i, b[i]);
  FillWith(dst, 14, [](uint32_t) { return -1.0f; });
  uint16_t lengths[4] = {3, 4, 0, 0};
  AscendC::MrgSort(dst, AscendC::MrgSortSrcList<float>(q1, q2, q1, q1), AscendC::MrgSort4Info(lengths, true, 3, 1));
  uint16_t r1 = 9, r2 = 9, r3 = 9, r4 = 9;
  AscendC::GetMrgSortResult(r1, r2, r3, r4);
  EXPECT_EQ(r1, 3);
  EXPECT_EQ(r2, 3);
  EXPECT_EQ(r3, 0);
  EXPECT_EQ(r4, 0);
  const float expected[] = {6, 5, 4, 3, 2, 1, -1};
  for (uint32_t i = 0; i < 7; ++i) EXPECT_EQ(dst.GetValue(2 * i), expected[i]) << i;
}

}  // namespace
}  // namespace testing
}  // namespace ascendc_host
