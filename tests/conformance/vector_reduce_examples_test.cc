// The worked examples of the reduction, fill and layout pages (归约计算,
// 数据填充, 数据排布转换, 数据重排; the older WholeReduceSum / PairReduceSum
// pages), with the pages' inputs and expected outputs; the sharedTmpBuffer
// size examples of ReduceMax; the accumulation order on inputs where it
// decides the result (docs/SPEC.md 8.8, 8.9).
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <vector>

#include "kernel_operator.h"
#include "support/ub_helpers.h"

namespace ascendc_host {
namespace testing {
namespace {

using AscendC::ReduceOrder;
using AscendC::ReduceType;

uint16_t Bits(half h) { return h.bits; }
half HalfOfBits(uint16_t b) {
  half h;
  h.bits = b;
  return h;
}
uint32_t FloatBits(float f) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  return u;
}

// ReduceSum page: 8320 ones, mask 128, 65 repeats (both mask forms), and
// the count form; 288 ones in the count form. dst[1..15] stay 0.
TEST(ReduceExamples, ReduceSumPage) {
  FreshCore();
  auto src = TensorAt<half>(0, 8320), dst = TensorAt<half>(20480, 16), tmp = TensorAt<half>(24576, 4096);
  FillWith(src, 8320, [](uint32_t) { return half(1.0f); });
  auto check = [&](float expected) {
    EXPECT_EQ(static_cast<float>(dst.GetValue(0)), expected);
    for (uint32_t i = 1; i < 16; ++i) EXPECT_EQ(static_cast<float>(dst.GetValue(i)), 0.0f) << i;
  };
  FillWith(dst, 16, [](uint32_t) { return half(0.0f); });
  AscendC::ReduceSum<half>(dst, src, tmp, 128, 65, 8);
  check(8320);
  FillWith(dst, 16, [](uint32_t) { return half(0.0f); });
  uint64_t mask[2] = {~0ull, ~0ull};
  AscendC::ReduceSum<half>(dst, src, tmp, mask, 65, 8);
  check(8320);
  FillWith(dst, 16, [](uint32_t) { return half(0.0f); });
  AscendC::ReduceSum<half>(dst, src, tmp, 8320);
  check(8320);
  FillWith(dst, 16, [](uint32_t) { return half(0.0f); });
  AscendC::ReduceSum<half>(dst, src, tmp, 288);
  check(288);
}

// GetReduceRepeatSumSpr page: the sum of the first 128 floats of a count-form ReduceSum.
TEST(ReduceExamples, GetReduceRepeatSumSprPage) {
  FreshCore();
  auto src = TensorAt<float>(0, 256), dst = TensorAt<float>(2048, 8), work = TensorAt<float>(4096, 64);
  FillWith(src, 256, [](uint32_t i) { return static_cast<float>(i % 7) - 2.5f; });
  AscendC::ReduceSum(dst, src, work, 128);
  const float res = AscendC::GetReduceRepeatSumSpr<float>();
  EXPECT_EQ(FloatBits(res), FloatBits(dst.GetValue(0)));
  float expected = 0;
  for (uint32_t i = 0; i < 128; ++i) expected += static_cast<float>(i % 7) - 2.5f;  // exact in any order
  EXPECT_EQ(res, expected);
  EXPECT_EQ(AscendC::GetAccVal<float>(), res);
}

// WholeReduceSum page: 2048 ones, mask 128, 16 repeats -> sixteen 128s.
TEST(ReduceExamples, WholeReduceSumPage) {
  FreshCore();
  auto src = TensorAt<half>(0, 2048), dst = TensorAt<half>(8192, 16);
  FillWith(src, 2048, [](uint32_t) { return half(1.0f); });
  AscendC::WholeReduceSum<half>(dst, src, 128, 16, 1, 1, 8);
  for (uint32_t i = 0; i < 16; ++i) EXPECT_EQ(static_cast<float>(dst.GetValue(i)), 128.0f) << i;
}

// The saturation example of WholeReduceSum / ReduceDataBlock: [60000, 60000,
// -30000, 100] with CTRL[48] = 0. 60000 + 60000 saturates to 65504; the
// page's -29900 and 35604 are exact decimal illustrations: in half,
// -30000 + 100 rounds to -29904 and 65504 - 29904 = 35600 rounds (a tie,
// to even) to 35584. Without saturation the first pair gives inf.
TEST(ReduceExamples, PairwiseTreeSaturatesAtEveryLevel) {
  FreshCore();
  auto src = TensorAt<half>(0, 128), dst = TensorAt<half>(1024, 16);
  FillWith(src, 128, [](uint32_t) { return half(0.0f); });
  src.SetValue(0, half(60000.0f));
  src.SetValue(1, half(60000.0f));
  src.SetValue(2, half(-30000.0f));
  src.SetValue(3, half(100.0f));
  AscendC::WholeReduceSum<half>(dst, src, 4, 1, 1, 1, 8);
  EXPECT_EQ(static_cast<float>(dst.GetValue(0)), 35584.0f);
  AscendC::ReduceDataBlock<ReduceType::SUM, half>(dst, src, 4, 1, 1, 1, 8);
  EXPECT_EQ(static_cast<float>(dst.GetValue(0)), 35584.0f);
  AscendC::SetCtrlSpr<48, 48>(1);  // non-saturating
  AscendC::WholeReduceSum<half>(dst, src, 4, 1, 1, 1, 8);
  EXPECT_EQ(Bits(dst.GetValue(0)), 0x7C00);
}

// ReduceDataBlock page: MAX / MIN / SUM over the eight DataBlocks of one
// half repeat (the "..." blocks filled with the surrounding value).
TEST(ReduceExamples, ReduceDataBlockPage) {
  FreshCore();
  auto src = TensorAt<half>(0, 128), dst = TensorAt<half>(1024, 16);
  FillWith(src, 128, [](uint32_t) { return half(1.0f); });
  src.SetValue(10, half(2.0f));          // block 0
  src.SetValue(16 + 13, half(3.0f));     // block 1
  src.SetValue(7 * 16 + 3, half(4.0f));  // block 7 (row 14 of the page)
  AscendC::ReduceDataBlock<ReduceType::MAX, half>(dst, src, 128, 1, 1, 1, 8);
  const float max_expected[8] = {2, 3, 1, 1, 1, 1, 1, 4};
  for (uint32_t b = 0; b < 8; ++b) EXPECT_EQ(static_cast<float>(dst.GetValue(b)), max_expected[b]) << b;
  uint64_t mask[2] = {~0ull, ~0ull};
  AscendC::ReduceDataBlock<ReduceType::MAX, half>(dst, src, mask, 1, 1, 1, 8);
  for (uint32_t b = 0; b < 8; ++b) EXPECT_EQ(static_cast<float>(dst.GetValue(b)), max_expected[b]) << b;

  FillWith(src, 128, [](uint32_t) { return half(10.0f); });
  src.SetValue(11, half(2.0f));
  src.SetValue(16 + 13, half(-3.0f));
  src.SetValue(7 * 16 + 1, half(4.0f));
  AscendC::ReduceDataBlock<ReduceType::MIN, half>(dst, src, mask, 1, 1, 1, 8);
  const float min_expected[8] = {2, -3, 10, 10, 10, 10, 10, 4};
  for (uint32_t b = 0; b < 8; ++b) EXPECT_EQ(static_cast<float>(dst.GetValue(b)), min_expected[b]) << b;

  // SUM: block b all (b + 1) in the page's first and last blocks: 16, 32, ..., 48.
  const float fill[8] = {1, 2, 5, 5, 5, 5, 5, 3};
  FillWith(src, 128, [&](uint32_t i) { return half(fill[i / 16]); });
  AscendC::ReduceDataBlock<ReduceType::SUM, half>(dst, src, mask, 1, 1, 1, 8);
  for (uint32_t b = 0; b < 8; ++b) EXPECT_EQ(static_cast<float>(dst.GetValue(b)), 16 * fill[b]) << b;
  AscendC::BlockReduceSum<half>(dst, src, 1, 128, 1, 1, 8);  // the older name
  for (uint32_t b = 0; b < 8; ++b) EXPECT_EQ(static_cast<float>(dst.GetValue(b)), 16 * fill[b]) << b;
}

// ReduceRepeat page: 512 half, MAX and MIN with each ReduceOrder. The maxima
// sit at positions 52, 100 and 19 of repeats 0, 1 and 3 (repeat 2, shown as
// "...", is given a maximum at 77 here); indices are stored as half bits:
// 52 = 0x0034 = 3.09944e-06.
TEST(ReduceExamples, ReduceRepeatPage) {
  FreshCore();
  auto src = TensorAt<half>(0, 512), dst = TensorAt<half>(2048, 32);
  const float base_max[4] = {1, 2, 5, 3}, peak_max[4] = {11, 12, 15, 13};
  const uint32_t at[4] = {52, 100, 77, 19};
  FillWith(src, 512, [&](uint32_t i) { return half(i % 128 == at[i / 128] ? peak_max[i / 128] : base_max[i / 128]); });
  uint64_t mask[2] = {~0ull, ~0ull};
  for (int form = 0; form < 2; ++form) {
    auto run = [&](ReduceOrder order) {
      FillWith(dst, 32, [](uint32_t) { return half(0.0f); });
      if (form == 0) AscendC::ReduceRepeat<ReduceType::MAX, half>(dst, src, 128, 4, 1, 1, 8, order);
      else AscendC::ReduceRepeat<ReduceType::MAX, half>(dst, src, mask, 4, 1, 1, 8, order);
    };
    run(ReduceOrder::ORDER_VALUE_INDEX);
    for (uint32_t r = 0; r < 4; ++r) {
      EXPECT_EQ(static_cast<float>(dst.GetValue(2 * r)), peak_max[r]);
      EXPECT_EQ(Bits(dst.GetValue(2 * r + 1)), at[r]);
    }
    EXPECT_NEAR(static_cast<float>(dst.GetValue(1)), 3.09944e-06f, 1e-11f);  // as the page prints it
    run(ReduceOrder::ORDER_INDEX_VALUE);
    for (uint32_t r = 0; r < 4; ++r) {
      EXPECT_EQ(Bits(dst.GetValue(2 * r)), at[r]);
      EXPECT_EQ(static_cast<float>(dst.GetValue(2 * r + 1)), peak_max[r]);
    }
    run(ReduceOrder::ORDER_ONLY_VALUE);
    for (uint32_t r = 0; r < 4; ++r) EXPECT_EQ(static_cast<float>(dst.GetValue(r)), peak_max[r]);
    EXPECT_EQ(static_cast<float>(dst.GetValue(4)), 0.0f);
    run(ReduceOrder::ORDER_ONLY_INDEX);  // [index 0 index 0 ...]: one uint32_t per repeat
    for (uint32_t r = 0; r < 4; ++r) {
      EXPECT_EQ(Bits(dst.GetValue(2 * r)), at[r]);
      EXPECT_EQ(Bits(dst.GetValue(2 * r + 1)), 0);
    }
  }
  // MIN: bases 10, 20, 50, 30 with minima 1, 2, 5, 3 at the same positions.
  const float base_min[4] = {10, 20, 50, 30}, low[4] = {1, 2, 5, 3};
  FillWith(src, 512, [&](uint32_t i) { return half(i % 128 == at[i / 128] ? low[i / 128] : base_min[i / 128]); });
  AscendC::ReduceRepeat<ReduceType::MIN, half>(dst, src, mask, 4, 1, 1, 8);
  for (uint32_t r = 0; r < 4; ++r) {
    EXPECT_EQ(static_cast<float>(dst.GetValue(2 * r)), low[r]);
    EXPECT_EQ(Bits(dst.GetValue(2 * r + 1)), at[r]);
  }
  AscendC::WholeReduceMin<half>(dst, src, mask, 4, 1, 1, 8, ReduceOrder::ORDER_INDEX_VALUE);  // the older name
  for (uint32_t r = 0; r < 4; ++r) EXPECT_EQ(static_cast<float>(dst.GetValue(2 * r + 1)), low[r]);
  // SUM: the repeat sums.
  FillWith(src, 512, [](uint32_t i) { return half(static_cast<float>(i / 128 + 1)); });
  AscendC::ReduceRepeat<ReduceType::SUM, half>(dst, src, mask, 4, 1, 1, 8);
  for (uint32_t r = 0; r < 4; ++r) EXPECT_EQ(static_cast<float>(dst.GetValue(r)), 128.0f * (r + 1));
}

// ReducePairElem page: [1, 1, 1, -1, 2, 2, -1, 2, 3, 3, 3, -1, 4, 4, -2, 4, ...]
// -> [2, 0, 4, 1, 6, 2, 8, 2, ...].
TEST(ReduceExamples, ReducePairElemPage) {
  FreshCore();
  auto src = TensorAt<half>(0, 128), dst = TensorAt<half>(1024, 64);
  const float first[16] = {1, 1, 1, -1, 2, 2, -1, 2, 3, 3, 3, -1, 4, 4, -2, 4};
  FillWith(src, 128, [&](uint32_t i) { return half(first[i % 16]); });
  AscendC::ReducePairElem<ReduceType::SUM, half>(dst, src, 128, 1, 1, 1, 8);
  const float expected[8] = {2, 0, 4, 1, 6, 2, 8, 2};
  for (uint32_t j = 0; j < 64; ++j) EXPECT_EQ(static_cast<float>(dst.GetValue(j)), expected[j % 8]) << j;
}

// PairReduceSum page (the older name): its 128 printed inputs and 64 outputs.
TEST(ReduceExamples, PairReduceSumPage) {
  const float in[128] = {
      -3.441, 7.246,  -0.02759, -6.324, 3.693,   -7.984, -4.246,   6.332,  -3.734,  -2.699, -6.91,  7.887,  -3.631,
      5.219,  6.539,  8.688,    6.523,  -6.789,  -8.547, 4.258,    1.344,  -8.469,  -0.9253, -3.914, 3.293,  -9.828,
      7.082,  5.961,  2.133,    1.959,  3.928,   -1.062, 9.18,     -1.725, -3.645,  1.457,  -2.328, -0.9487, -0.2849,
      -2.998, -9.281, 3.137,    0.4028, 5.961,   -6.25,  2.406,    -6.203, -2.699,  4.914,  1.653,  -6.383, 6.855,
      9.164,  0.6646, -2.854,   3.18,   -0.5884, 0.4258, -5.773,   -2.152, 4.258,   4.129,  -8.719, -8.828, 6.145,
      7.387,  1.386,  -4.684,   6.324,  -1.275,  -1.816, 3.357,    6.832,  -1.059,  -9.852, -8.539, 2.938,  -2.002,
      9.625,  -4.387, -1.309,   8.289,  2.906,   -1.035, 7.723,    4.727,  -6.477,  2.389,  6.75,   -6.688, -0.04248,
      -6.613, -3.424, 7.145,    4.836,  -5.617,  -5.855, -5.234,   -9.422, -9.852,  -8.531, 2.115,  5.109,  -8.094,
      -6.238, 9.898,  -6.848,   -6.051, 7.109,   4.227,  -0.6187,  -3.492, -4.352,  1.344,  1.526,  2.572,  2.16,
      -1.135, 9.812,  1.426,    -8,     3.291,   -2.039, 5.93,     -5.52,  -5.156,  -9.422, 0.2236};
  const float out[64] = {3.805,  -6.352, -4.289, 2.086,   -6.434, 0.9766, 1.588,  15.23,  -0.2656, -4.289, -7.125,
                         -4.84,  -6.535, 13.05,  4.094,   2.865,  7.453,  -2.188, -3.277, -3.283,  -6.145, 6.363,
                         -3.844, -8.906, 6.566,  0.4727,  9.828,  0.3262, -0.1626, -7.926, 8.391,  -17.55, 13.53,
                         -3.297, 5.047,  1.541,  5.773,   -18.39, 0.9355, 5.238,  6.98,   1.871,   12.45,  -4.086,
                         0.0625, -6.656, 3.721,  -0.7812, -11.09, -19.28, -6.414, -2.984, 3.66,    -12.9,  11.34,
                         -4.109, -3.008, 4.098,  1.025,   11.23,  -4.711, 3.891,  -10.67, -9.195};
  FreshCore();
  auto src = TensorAt<half>(0, 128), dst = TensorAt<half>(1024, 64);
  FillWith(src, 128, [&](uint32_t i) { return half(in[i]); });
  AscendC::PairReduceSum<half>(dst, src, 1, 128, 1, 1, 8);
  // The page prints four significant digits of inputs that are not all
  // exact halves (3.928 is none: the neighbours print as 3.926 and 3.93), so
  // the printed data gives the page's sums to within one unit in the last
  // place of half: 61 of the 64 exactly.
  int exact = 0;
  for (uint32_t j = 0; j < 64; ++j) {
    const int ours = Bits(dst.GetValue(j)), page = Bits(half(out[j]));
    EXPECT_LE(std::abs(ours - page), 1) << j << ": " << static_cast<float>(dst.GetValue(j)) << " vs " << out[j];
    exact += ours == page;
  }
  EXPECT_GE(exact, 61);
}

// ReduceMax / ReduceMin pages: the largest (smallest) value and, on ties,
// the smallest index; the index stored in an element of T; the value only
// without calIndex.
TEST(ReduceExamples, ReduceMaxMinIndexAndTies) {
  FreshCore();
  auto src = TensorAt<half>(0, 512), dst = TensorAt<half>(2048, 16), tmp = TensorAt<half>(4096, 1024);
  FillWith(src, 512, [](uint32_t i) { return half(static_cast<float>(i % 97) * 0.01f); });
  src.SetValue(114, half(0.9985f));
  src.SetValue(300, half(0.9985f));  // a tie later: index 114 wins
  AscendC::ReduceMax<half>(dst, src, tmp, 128, 4, 8, true);
  EXPECT_EQ(Bits(dst.GetValue(0)), Bits(half(0.9985f)));
  EXPECT_EQ(Bits(dst.GetValue(1)), 114);
  EXPECT_NEAR(static_cast<float>(dst.GetValue(1)), 6.8e-06f, 1e-8f);  // the page: 6.8e-06 is index 114
  AscendC::ReduceMax<half>(dst, src, tmp, 512, true);
  EXPECT_EQ(Bits(dst.GetValue(1)), 114);
  dst.SetValue(1, half(7.0f));
  AscendC::ReduceMax<half>(dst, src, tmp, 512, false);
  EXPECT_EQ(static_cast<float>(dst.GetValue(1)), 7.0f);  // value only: dst[1] untouched
  src.SetValue(353, half(-1.0f));
  src.SetValue(400, half(-1.0f));
  AscendC::ReduceMin<half>(dst, src, tmp, 512, true);
  EXPECT_EQ(static_cast<float>(dst.GetValue(0)), -1.0f);
  EXPECT_EQ(Bits(dst.GetValue(1)), 353);
  // NaN wins, the first one; +0 ranks above -0.
  FillWith(src, 512, [](uint32_t) { return HalfOfBits(0x8000); });
  src.SetValue(200, half(0.0f));
  AscendC::ReduceMax<half>(dst, src, tmp, 512, true);
  EXPECT_EQ(Bits(dst.GetValue(0)), 0x0000);
  EXPECT_EQ(Bits(dst.GetValue(1)), 200);
  AscendC::ReduceMin<half>(dst, src, tmp, 512, true);
  EXPECT_EQ(Bits(dst.GetValue(0)), 0x8000);
  EXPECT_EQ(Bits(dst.GetValue(1)), 0);
  src.SetValue(7, HalfOfBits(0x7E00));
  src.SetValue(9, HalfOfBits(0xFE00));
  AscendC::SetCtrlSpr<48, 48>(1);  // non-saturating: the NaN is stored as NaN
  AscendC::ReduceMin<half>(dst, src, tmp, 512, true);
  EXPECT_EQ(Bits(dst.GetValue(0)), 0x7E00);
  EXPECT_EQ(Bits(dst.GetValue(1)), 7);
}

// The ReduceMax page's sharedTmpBuffer examples (elements of T).
TEST(ReduceExamples, ReduceMaxTmpBufferSizes) {
  using detail::ReduceExtremeTmpElements;
  EXPECT_EQ(ReduceExtremeTmpElements(65, 16, 128, true), 176u);   // example 1: 352 bytes
  EXPECT_EQ(ReduceExtremeTmpElements(255, 16, 128, true), 544u);  // example 2
  EXPECT_EQ(ReduceExtremeTmpElements(511, 16, 128, true), 1056u); // example 3 (count 65408)
  EXPECT_EQ(ReduceExtremeTmpElements(4, 16, 128, true), 32u);     // example 4
  EXPECT_EQ(ReduceExtremeTmpElements(511, 16, 128, false), 1024u);  // example 5
  EXPECT_EQ(ReduceExtremeTmpElements(130, 8, 64, true), 288u);    // example 6 (float)
  EXPECT_EQ(detail::ReduceSumTmpElements(65, 16), 80u);           // ReduceSum 方式二: 65 rounded up to DataBlocks
}

// The accumulation order decides these float sums (docs/SPEC.md 8.8): one
// repeat of 1, then 2^24 at position 1, then 63 more ones. The tree adds
// (1 + 2^24) = 2^24 first; a running sum would lose every later 1 as well.
TEST(ReduceExamples, TreeOrderDecidesFloatSums) {
  FreshCore();
  auto src = TensorAt<float>(0, 256), dst = TensorAt<float>(2048, 8);
  FillWith(src, 64, [](uint32_t i) { return i == 1 ? 16777216.0f : 1.0f; });
  AscendC::WholeReduceSum<float>(dst, src, 64, 1, 1, 1, 8);
  // Level 1: 2^24 + 1 -> 2^24 (tie to even); 31 pairs of ones -> 2; then
  // 2^24 + 2 + 2 * 30 exact: 2^24 + 62.
  EXPECT_EQ(dst.GetValue(0), 16777216.0f + 62.0f);
  float sequential = 0;
  for (uint32_t i = 0; i < 64; ++i) sequential += src.GetValue(i);
  EXPECT_NE(dst.GetValue(0), sequential);
}

// Ascend 950 sums a count of 256 to 1024 bytes by adding its repeats lane
// by lane first (方式三), larger counts and the mask forms by trees over the
// repeat sums (方式二). 2^24 at position 0 of repeat 0, 1 at position 1 of
// repeats 1 and 2: lane by lane 1 + 1 = 2 meets 2^24 in the tree; over the
// repeat sums, 2^24 + 1 = 2^24 first.
TEST(ReduceExamples, Ascend950CountFormAddsShortCountsLaneByLane) {
  FreshCore();
  auto src = TensorAt<float>(0, 192), dst = TensorAt<float>(1024, 8), tmp = TensorAt<float>(2048, 64);
  FillWith(src, 192, [](uint32_t i) { return i == 0 ? 16777216.0f : (i == 65 || i == 129) ? 1.0f : 0.0f; });
  AscendC::ReduceSum(dst, src, tmp, 192);
  EXPECT_EQ(dst.GetValue(0), 16777218.0f);
  AscendC::ReduceSum(dst, src, tmp, 64, 3, 8);
  EXPECT_EQ(dst.GetValue(0), 16777216.0f);
}

// Brcb page: [1 .. 16], two repeats, {1, 8}: sixteen DataBlocks of 1, 2, ..., 16.
TEST(LayoutExamples, BrcbPage) {
  FreshCore();
  auto src = TensorAt<half>(0, 16), dst = TensorAt<half>(1024, 256);
  FillWith(src, 16, [](uint32_t i) { return half(static_cast<float>(i + 1)); });
  FillWith(dst, 256, [](uint32_t) { return half(0.0f); });
  AscendC::Brcb(dst, src, 2, {1, 8});
  for (uint32_t i = 0; i < 256; ++i) EXPECT_EQ(static_cast<float>(dst.GetValue(i)), static_cast<float>(i / 16 + 1)) << i;
}

// CreateVecIndex page: int16_t from 0, 128 elements, in all three forms.
TEST(LayoutExamples, CreateVecIndexPage) {
  FreshCore();
  auto dst = TensorAt<int16_t>(0, 128);
  uint64_t mask[2] = {UINT64_MAX, UINT64_MAX};
  for (int form = 0; form < 3; ++form) {
    FillWith(dst, 128, [](uint32_t) { return int16_t{-1}; });
    if (form == 0) AscendC::CreateVecIndex(dst, int16_t{0}, 128u);
    else if (form == 1) AscendC::CreateVecIndex(dst, int16_t{0}, uint64_t{128}, 1, 1, 8);
    else AscendC::CreateVecIndex(dst, int16_t{0}, mask, 1, 1, 8);
    for (uint32_t i = 0; i < 128; ++i) EXPECT_EQ(dst.GetValue(i), static_cast<int16_t>(i)) << form;
  }
}

// Transpose page: the 16 x 16 half matrix 0..255, transposed; in place too.
TEST(LayoutExamples, TransposePage) {
  FreshCore();
  auto src = TensorAt<half>(0, 256), dst = TensorAt<half>(1024, 256);
  FillWith(src, 256, [](uint32_t i) { return half(static_cast<float>(i)); });
  AscendC::Transpose<half>(dst, src);
  for (uint32_t i = 0; i < 16; ++i)
    for (uint32_t j = 0; j < 16; ++j) EXPECT_EQ(static_cast<float>(dst.GetValue(i * 16 + j)), 16.0f * j + i);
  AscendC::Transpose<half>(src, src);
  for (uint32_t i = 0; i < 256; ++i) EXPECT_EQ(Bits(src.GetValue(i)), Bits(dst.GetValue(i)));
  // The enhanced form, NCHW -> NHWC and back (N = 2, C = 3, H = 2, W = 8).
  auto nchw = TensorAt<half>(2048, 96), nhwc = TensorAt<half>(4096, 96), back = TensorAt<half>(6144, 96);
  auto tmp = TensorAt<uint8_t>(8192, 4096);
  FillWith(nchw, 96, [](uint32_t i) { return half(static_cast<float>(i)); });
  AscendC::Transpose(nhwc, nchw, tmp, AscendC::TransposeParamsExt(2, 3, 2, 8, AscendC::TransposeType::TRANSPOSE_NCHW2NHWC));
  for (uint32_t n = 0; n < 2; ++n)
    for (uint32_t c = 0; c < 3; ++c)
      for (uint32_t hw = 0; hw < 16; ++hw)
        EXPECT_EQ(static_cast<float>(nhwc.GetValue(n * 48 + hw * 3 + c)), static_cast<float>(n * 48 + c * 16 + hw));
  AscendC::Transpose(back, nhwc, tmp, AscendC::TransposeParamsExt(2, 3, 2, 8, AscendC::TransposeType::TRANSPOSE_NHWC2NCHW));
  for (uint32_t i = 0; i < 96; ++i) EXPECT_EQ(static_cast<float>(back.GetValue(i)), static_cast<float>(i));
}

// Interleave / DeInterleave pages (Ascend 950).
TEST(LayoutExamples, InterleaveAndDeInterleavePages) {
  FreshCore();
  auto src0 = TensorAt<int32_t>(0, 512), src1 = TensorAt<int32_t>(4096, 512);
  auto dst0 = TensorAt<int32_t>(8192, 512), dst1 = TensorAt<int32_t>(12288, 512);
  FillWith(src0, 512, [](uint32_t i) { return static_cast<int32_t>(i + 1); });
  FillWith(src1, 512, [](uint32_t i) { return static_cast<int32_t>(i + 513); });
  AscendC::Interleave(dst0, dst1, src0, src1, 512);
  // [1 513 2 ... 768] and [257 769 258 ... 1024].
  for (uint32_t i = 0; i < 256; ++i) {
    EXPECT_EQ(dst0.GetValue(2 * i), static_cast<int32_t>(i + 1));
    EXPECT_EQ(dst0.GetValue(2 * i + 1), static_cast<int32_t>(i + 513));
    EXPECT_EQ(dst1.GetValue(2 * i), static_cast<int32_t>(i + 257));
    EXPECT_EQ(dst1.GetValue(2 * i + 1), static_cast<int32_t>(i + 769));
  }
  AscendC::DeInterleave(dst0, dst1, src0, src1, 512);  // [1 3 ... 1023], [2 4 ... 1024]
  for (uint32_t i = 0; i < 512; ++i) {
    EXPECT_EQ(dst0.GetValue(i), static_cast<int32_t>(2 * i + 1));
    EXPECT_EQ(dst1.GetValue(i), static_cast<int32_t>(2 * i + 2));
  }
  AscendC::DeInterleave(dst0, dst1, src0, 512);  // [1 3 ... 511], [2 4 ... 512]
  for (uint32_t i = 0; i < 256; ++i) {
    EXPECT_EQ(dst0.GetValue(i), static_cast<int32_t>(2 * i + 1));
    EXPECT_EQ(dst1.GetValue(i), static_cast<int32_t>(2 * i + 2));
  }
}

}  // namespace
}  // namespace testing
}  // namespace ascendc_host
