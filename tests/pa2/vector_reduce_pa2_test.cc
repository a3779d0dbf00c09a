// The reductions, fill and layout APIs compiled for Atlas A2/A3: the pages'
// type lists, ReduceSum's in-order accumulation of the count form, the
// DataBlock / pair results A2/A3 skips, sharedTmpBuffer sizes,
// GetReduceRepeatMaxMinSpr; every target against the reference.
#include <gtest/gtest.h>

#include <random>

#include "kernel_operator.h"
#include "support/per_target.h"
#include "support/reduce_calls.h"

namespace ascendc_host {
namespace testing {
namespace {

using AscendC::ReduceType;

static_assert(kProfile.profile == Profile::kPA2, "this file is compiled for the A2/A3 profile");
static_assert(!detail::ReduceRepeatTypes<ReduceType::MAX, int16_t, int16_t>(), "half and float only on A2/A3");
static_assert(!detail::ReduceRepeatTypes<ReduceType::SUM, int32_t, int16_t>(), "no widening sums on A2/A3");
static_assert(!detail::ReduceAllTypes<ReduceOp::kSum, int64_t>(true), "no 64-bit ReduceSum on A2/A3");
static_assert(detail::ReduceAllTypes<ReduceOp::kMax, float>(false), "");
static_assert(!detail::BrcbTypes<int8_t>() && detail::BrcbTypes<bfloat16_t>(), "Brcb: b16 / b32 on A2/A3");
static_assert(!detail::CreateVecIndexTypes<int64_t>(false), "");

class VectorReducePa2 : public PerTarget {};

TEST_P(VectorReducePa2, ReductionsMatchTheReference) {
  std::mt19937_64 rng(83 + GetParam());
  const ScopedCheckedMode release(false);
  RunReduceCases<ReduceScope::kRepeat, ReduceOp::kSum, half, half>(40, rng);
  RunReduceCases<ReduceScope::kRepeat, ReduceOp::kMax, float, float>(40, rng);
  RunReduceCases<ReduceScope::kRepeat, ReduceOp::kMin, half, half>(40, rng);
  RunReduceCases<ReduceScope::kDataBlock, ReduceOp::kSum, float, float>(40, rng);
  RunReduceCases<ReduceScope::kDataBlock, ReduceOp::kMax, half, half>(40, rng);
  RunReduceCases<ReduceScope::kPair, ReduceOp::kSum, half, half>(40, rng);
  RunReduceCases<ReduceScope::kAll, ReduceOp::kSum, half, half>(80, rng);
  RunReduceCases<ReduceScope::kAll, ReduceOp::kSum, float, float>(80, rng);
  RunReduceCases<ReduceScope::kAll, ReduceOp::kMax, half, half>(40, rng);
  RunReduceCases<ReduceScope::kAll, ReduceOp::kMin, float, float>(40, rng);
}

ASCENDC_HOST_INSTANTIATE_PER_TARGET(VectorReducePa2);

// The count form of ReduceSum adds the repeats' sums in order (方式一); the
// mask forms by trees (方式二). Repeat sums 2^24, 0, 1, 1: in order,
// 2^24 + 1 = 2^24 twice; as a tree, (2^24 + 0) + (1 + 1).
TEST(ReducePa2Semantics, CountFormSumsRepeatsInOrder) {
  FreshCore();
  auto src = TensorAt<float>(0, 256), dst = TensorAt<float>(1024, 8), tmp = TensorAt<float>(2048, 64);
  FillWith(src, 256, [](uint32_t i) { return i == 0 ? 16777216.0f : (i == 128 || i == 192) ? 1.0f : 0.0f; });
  AscendC::ReduceSum(dst, src, tmp, 256);
  EXPECT_EQ(dst.GetValue(0), 16777216.0f);
  EXPECT_EQ(AscendC::GetReduceRepeatSumSpr<float>(), 16777216.0f);
  AscendC::ReduceSum(dst, src, tmp, 64, 4, 8);
  EXPECT_EQ(dst.GetValue(0), 16777218.0f);
}

// A DataBlock (or a pair) without active positions keeps its destination on
// A2/A3 (Ascend 950 writes 0 / -inf / +inf).
TEST(ReducePa2Semantics, EmptyGroupsAreSkipped) {
  FreshCore();
  auto src = TensorAt<float>(0, 64), dst = TensorAt<float>(1024, 32);
  FillWith(src, 64, [](uint32_t i) { return static_cast<float>(i); });
  FillWith(dst, 32, [](uint32_t) { return -7.0f; });
  AscendC::ReduceDataBlock<ReduceType::MAX, float>(dst, src, 32, 1, 1, 1, 8);  // blocks 0..3 active
  for (uint32_t b = 0; b < 4; ++b) EXPECT_EQ(dst.GetValue(b), 8.0f * b + 7) << b;
  for (uint32_t b = 4; b < 8; ++b) EXPECT_EQ(dst.GetValue(b), -7.0f) << b;
  AscendC::ReducePairElem<ReduceType::SUM, float>(dst, src, 5, 1, 1, 1, 8);  // pairs 0, 1, and 4 alone
  EXPECT_EQ(dst.GetValue(0), 1.0f);
  EXPECT_EQ(dst.GetValue(1), 5.0f);
  EXPECT_EQ(dst.GetValue(2), 4.0f);
  for (uint32_t j = 3; j < 32; ++j) EXPECT_EQ(dst.GetValue(j), j < 4 ? 8.0f * j + 7 : -7.0f) << j;
}

// ReduceMax / ReduceMin need sharedTmpBuffer on A2/A3 (the page's formula);
// GetReduceRepeatMaxMinSpr gives the extreme of the last ReduceRepeat over
// all its repeats (and its index) or of ReduceMax / ReduceMin.
TEST(ReducePa2Semantics, TmpBufferAndMaxMinRegister) {
  FreshCore();
  auto src = TensorAt<half>(0, 512), dst = TensorAt<half>(2048, 16), tmp = TensorAt<half>(4096, 1024);
  FillWith(src, 512, [](uint32_t i) { return half(static_cast<float>(i % 50)); });
  src.SetValue(300, half(99.0f));
  {
    const ScopedCheckedMode checked(true);
    auto small = TensorAt<half>(4096, 16);  // example 4 of the page needs 32 elements
    EXPECT_TRUE(RaisesError([&] { AscendC::ReduceMax(dst, src, small, 128, 4, 8, true); }, Severity::kError,
                            {"ReduceMax", "sharedTmpBuffer", "32 bytes", "64 bytes"}));
    AscendC::ReduceMax(dst, src, tmp, 128, 4, 8, true);
  }
  EXPECT_EQ(static_cast<float>(dst.GetValue(0)), 99.0f);
  half value, index;
  AscendC::GetReduceRepeatMaxMinSpr<half>(value, index);
  EXPECT_EQ(static_cast<float>(value), 99.0f);
  EXPECT_EQ(index.bits, 300);
  AscendC::ReduceRepeat<ReduceType::MIN, half>(dst, src, 128, 4, 1, 1, 8);
  AscendC::GetReduceMaxMinCount<half>(value, index);  // the older name
  EXPECT_EQ(static_cast<float>(value), 0.0f);
  EXPECT_EQ(index.bits, 0);
  // A float ReduceRepeat: the smallest of all repeats, at repeat 2 position 5.
  auto fsrc = TensorAt<float>(8192, 256), fdst = TensorAt<float>(10240, 16);
  FillWith(fsrc, 256, [](uint32_t i) { return i == 133 ? -5.0f : 1.0f; });
  AscendC::ReduceRepeat<ReduceType::MIN, float>(fdst, fsrc, 64, 4, 1, 1, 8);
  float fvalue, findex;
  AscendC::GetReduceRepeatMaxMinSpr<float>(fvalue, findex);
  uint32_t raw;
  std::memcpy(&raw, &findex, 4);
  EXPECT_EQ(fvalue, -5.0f);
  EXPECT_EQ(raw, 133u);
}

}  // namespace
}  // namespace testing
}  // namespace ascendc_host
