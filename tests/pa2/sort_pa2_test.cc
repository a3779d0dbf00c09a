// Sort32, MrgSort and GetMrgSortResult compiled for Atlas A2/A3: the same
// half / float forms as Ascend 950 (both pages list both), against the
// reference on random inputs, the page's GetMrgSortResult example, and the
// repeatTime 0 NOP the pages guarantee on A2/A3.
#include <gtest/gtest.h>

#include "support/sort_cases.h"

namespace ascendc_host {
namespace testing {
namespace {

static_assert(kProfile.profile == Profile::kPA2, "this file is compiled for the A2/A3 profile");
static_assert(detail::SortTypes<half>() && detail::SortTypes<float>(), "Sort32 / MrgSort: half and float on A2/A3");
static_assert(!detail::SortTypes<bfloat16_t>() && !detail::SortTypes<int32_t>(), "");

TEST(SortPa2, MatchReference) { SortAgainstReference(0xA232, 150); }

// GetMrgSortResult's page (A2/A3 listed): four Sort32 groups of scores
// 1 ... 128 merged with ifExhaustedSuspension: 128 ... 97, then the stop.
TEST(SortPa2, GetMrgSortResultPage) {
  const auto src = FreshSort32Sources<half>(
      128, [](uint32_t i) { return static_cast<float>(i + 1); }, [](uint32_t i) { return i; });
  auto workLocal = TensorAt<half>(32768, 512);
  auto dstLocal = TensorAt<half>(4096, 512);
  AscendC::Sort32<half>(workLocal, src.scores, src.indices, 4);
  uint16_t elementLengths[4] = {32, 32, 32, 32};
  AscendC::MrgSortSrcList<half> srcList(workLocal[0], workLocal[128], workLocal[256], workLocal[384]);
  AscendC::MrgSort(dstLocal, srcList, AscendC::MrgSort4Info(elementLengths, true, 0b1111, 1));
  uint16_t r1 = 0, r2 = 0, r3 = 0, r4 = 0;
  AscendC::GetMrgSortResult(r1, r2, r3, r4);
  EXPECT_EQ(r1 + r2 + r3, 0);
  EXPECT_EQ(r4, 32);
  auto words = TensorAt<uint32_t>(4096, 256);
  for (uint32_t i = 0; i < 32; ++i) {
    EXPECT_EQ(static_cast<float>(dstLocal.GetValue(4 * i)), static_cast<float>(128 - i)) << i;
    EXPECT_EQ(words.GetValue(2 * i + 1), 127 - i) << i;  // the index of score 128 - i
  }
}

TEST(SortPa2, RepeatTimeZeroIsANop) {
  FreshCore();
  auto s = TensorAt<half>(0, 32);
  auto x = TensorAt<uint32_t>(1024, 32);
  auto d = TensorAt<half>(2048, 128);
  FillWith(s, 32, [](uint32_t i) { return half(static_cast<float>(i)); });
  const auto before = Snapshot(runtime::CurrentCore());
  AscendC::Sort32<half>(d, s, x, 0);
  uint16_t lengths[4] = {4, 4, 4, 4};
  AscendC::MrgSort(d, AscendC::MrgSortSrcList<half>(s, s, s, s), AscendC::MrgSort4Info(lengths, false, 15, 0));
  EXPECT_TRUE(SameBytes(before, Snapshot(runtime::CurrentCore())));
}

}  // namespace
}  // namespace testing
}  // namespace ascendc_host
