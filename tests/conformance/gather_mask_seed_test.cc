// Seed 001 (GatherMask) compiled unchanged as real operators: both kernels
// (examples/seeds/seed001_gather_mask.h) are copied verbatim from the seed (only wrapped in a namespace, and
// the shared kernel name renamed by a macro so both link into one program),
// then launched on the CPU with the data of SPEC E2.1 and E2.3.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "kernel_operator.h"
#include "support/ub_helpers.h"

#include "seeds/seed001_gather_mask.h"

namespace {

using ascendc_host::testing::Warned;

// The Counter-mode example (SPEC E2.3): src0[i] = i, pattern words all
// `word`. The host gives 32 pattern words (SPEC 7.3 C2: the kernel copies
// 128 bytes although its queue buffer holds 32).
std::vector<uint32_t> RunUserPatternSeed(uint32_t word) {
  std::vector<uint32_t> src0(256), src1(32, word), dst(256, 0xDEADBEEFu);
  for (uint32_t i = 0; i < 256; ++i) src0[i] = i;
  ascendc_host::Launch(1, seed001_user_pattern::gather_mask_user_pattern_kernel, reinterpret_cast<uint8_t*>(src0.data()),
                       reinterpret_cast<uint8_t*>(src1.data()), reinterpret_cast<uint8_t*>(dst.data()));
  return dst;
}

// dst as the kernel copies it out: the kept elements, then the untouched
// rest of its UB buffer (UB starts zeroed; the first 96 bytes of the dst
// buffer hold the pattern words the oversized pattern copy spilled there,
// unless GatherMask overwrote them).
std::vector<uint32_t> ExpectedUserPatternDst(const std::vector<uint32_t>& kept, uint32_t word) {
  std::vector<uint32_t> dst(256, 0);
  for (size_t i = 0; i < 24; ++i) dst[i] = word;
  for (size_t i = 0; i < kept.size(); ++i) dst[i] = kept[i];
  return dst;
}

TEST(GatherMaskSeed, UserPatternCounterModeDevkitPattern) {
  const std::vector<uint32_t> kept = {0,  2,  5,  7,  18, 19, 20, 21, 22, 25, 26, 27, 28, 29, 30, 32, 34,
                                      37, 39, 50, 51, 52, 53, 54, 57, 58, 59, 60, 61, 62, 64, 66, 69, 32,
                                      34, 37, 39, 50, 51, 52, 53, 54, 57, 58, 59, 60, 61, 62, 64, 66, 69,
                                      71, 82, 83, 84, 85, 86, 89, 90, 91, 92, 93, 94, 96, 98, 101};
  ASSERT_EQ(kept.size(), 66u);
  EXPECT_EQ(RunUserPatternSeed(0x7E7C00A5u), ExpectedUserPatternDst(kept, 0x7E7C00A5u));
}

TEST(GatherMaskSeed, UserPatternCounterModeFigurePattern) {
  std::vector<uint32_t> kept;
  for (uint32_t r = 0; r < 2; ++r)
    for (uint32_t p = 0; p < 70; ++p)
      if (p % 4 == 0 || p % 4 == 3) kept.push_back(32 * r + p);
  ASSERT_EQ(kept.size(), 70u);
  EXPECT_EQ(RunUserPatternSeed(0x99999999u), ExpectedUserPatternDst(kept, 0x99999999u));
}

TEST(GatherMaskSeed, UserPatternCounterModeAllOnes) {
  std::vector<uint32_t> kept;
  for (uint32_t r = 0; r < 2; ++r)
    for (uint32_t p = 0; p < 70; ++p) kept.push_back(32 * r + p);
  EXPECT_EQ(RunUserPatternSeed(0xFFFFFFFFu), ExpectedUserPatternDst(kept, 0xFFFFFFFFu));
}

// SPEC 7.3 C2: the oversized pattern copy stays inside UB, so it is a WARN
// in checked mode and the operator still produces the documented result.
TEST(GatherMaskSeed, UserPatternOversizedPatternCopyWarnsAndRuns) {
  ascendc_host::ScopedCheckedMode on(true);
  ascendc_host::ClearWarnings();
  std::vector<uint32_t> dst;
  ASSERT_NO_THROW(dst = RunUserPatternSeed(0x7E7C00A5u));
  EXPECT_TRUE(Warned("DataCopy: dst="));
  EXPECT_EQ(dst[0], 0u);
  EXPECT_EQ(dst[65], 101u);
}

TEST(GatherMaskSeed, BuiltinPatternTwoKeepsOddPositions) {
  std::vector<uint16_t> src0(128), dst(128, 0xBEEF);
  for (uint16_t i = 0; i < 128; ++i) src0[i] = static_cast<uint16_t>(i + 1);
  ascendc_host::Launch(1, seed001_builtin_pattern::gather_mask_builtin_pattern_kernel, reinterpret_cast<uint8_t*>(src0.data()),
                       reinterpret_cast<uint8_t*>(dst.data()));
  std::vector<uint16_t> expected(128, 0);  // dst[64..127]: the untouched (zeroed) UB buffer
  for (uint16_t i = 0; i < 64; ++i) expected[i] = static_cast<uint16_t>(2 * (i + 1));
  EXPECT_EQ(dst, expected);
}

}  // namespace
