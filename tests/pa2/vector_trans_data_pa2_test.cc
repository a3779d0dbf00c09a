// TransDataTo5HD compiled for Atlas A2/A3: the page's type list (no
// bfloat16), every target against the reference through the three forms,
// and the page's half example.
#include <gtest/gtest.h>

#include <random>

#include "support/per_target.h"
#include "support/trans_data_calls.h"
#include "support/ub_helpers.h"

namespace ascendc_host {
namespace testing {
namespace {

static_assert(kProfile.profile == Profile::kPA2, "this file is compiled for the A2/A3 profile");
static_assert(!detail::TransDataTo5HDTypes<bfloat16_t>(), "TransDataTo5HD: no bfloat16 on A2/A3");
static_assert(detail::TransDataTo5HDTypes<int8_t>() && detail::TransDataTo5HDTypes<half>() &&
                  detail::TransDataTo5HDTypes<uint32_t>() && detail::TransDataTo5HDTypes<float>(),
              "");
static_assert(!detail::TransDataTo5HDTypes<int64_t>(), "");

class VectorTransDataPa2 : public PerTarget {};

TEST_P(VectorTransDataPa2, EveryWidthMatchesTheReference) {
  std::mt19937_64 rng(101 + GetParam());
  const ScopedCheckedMode release(false);
  RunTransDataCasesOfEveryType(30, rng);
}

ASCENDC_HOST_INSTANTIATE_PER_TARGET(VectorTransDataPa2);

// The page's half example: the 16 x 16 matrix 0..255 transposed.
TEST(TransDataPa2, HalfPage) {
  FreshCore();
  auto src = TensorAt<half>(0, 256), dst = TensorAt<half>(4096, 256);
  FillWith(src, 256, [](uint32_t i) { return half(static_cast<float>(i)); });
  uint64_t dstList[16], srcList[16];
  for (int i = 0; i < 16; ++i) {
    dstList[i] = (uint64_t)dst[16 * i].GetPhyAddr();
    srcList[i] = (uint64_t)src[16 * i].GetPhyAddr();
  }
  AscendC::TransDataTo5HD<half>(dstList, srcList, AscendC::TransDataTo5HDParams(true, true, 1, 0, 0));
  for (uint32_t j = 0; j < 16; ++j)
    for (uint32_t i = 0; i < 16; ++i) EXPECT_EQ(static_cast<float>(dst.GetValue(j * 16 + i)), 16.0f * i + j);
}

}  // namespace
}  // namespace testing
}  // namespace ascendc_host
