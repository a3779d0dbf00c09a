// The one overlap classifier (ascendc_host/runtime/overlap.h), table by
// table, and the overlapping calls it decides: GatherMask with dst inside
// src0 across merged-looking repeats, Compress writing over its own
// pattern, and element counts whose byte sizes would wrap.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <random>
#include <vector>

#include "ascendc_host/c_api.h"
#include "ascendc_host/checked_kernels.h"
#include "ascendc_host/runtime/overlap.h"
#include "ascendc_host/verify.h"
#include "kernel_operator.h"
#include "reference/gather_mask.h"
#include "support/per_target.h"
#include "support/ub_helpers.h"

namespace {

namespace ah = ascendc_host;
using ah::Overlap;

struct Placement {
  uint64_t dst, dst_bytes, src, src_bytes;
  Overlap expected;
};

TEST(OverlapClassifier, EveryRelativePlacement) {
  // src = [100, 200) unless stated.
  const Placement table[] = {
      {0, 100, 100, 100, Overlap::kDisjoint},    // dst ends where src starts
      {200, 50, 100, 100, Overlap::kDisjoint},   // dst starts where src ends
      {0, 0, 0, 100, Overlap::kDisjoint},        // empty dst
      {150, 10, 150, 0, Overlap::kDisjoint},     // empty src
      {100, 100, 100, 100, Overlap::kSame},      // exact
      {100, 50, 100, 100, Overlap::kSameStart},  // same start, shorter
      {100, 150, 100, 100, Overlap::kSameStart}, // same start, longer
      {50, 100, 100, 100, Overlap::kDstBefore},  // dst before, ends inside
      {150, 100, 100, 100, Overlap::kDstAfter},  // dst starts inside, ends after
      {120, 30, 100, 100, Overlap::kDstInside},  // dst inside
      {150, 50, 100, 100, Overlap::kDstInside},  // dst inside, shared end
      {50, 200, 100, 100, Overlap::kDstAround},  // src inside dst
      {50, 150, 100, 100, Overlap::kDstAround},  // src inside dst, shared end
      {100, 4, 96, 8, Overlap::kDstInside},      // pattern bits inside dst's first element
      {~uint64_t{0} - 10, 100, ~uint64_t{0} - 20, 15, Overlap::kDstAfter},  // ends past 2^64 saturate
  };
  for (const Placement& p : table) {
    EXPECT_EQ(ah::ClassifyOverlap(p.dst, p.dst_bytes, p.src, p.src_bytes), p.expected)
        << "dst [" << p.dst << " +" << p.dst_bytes << ") src [" << p.src << " +" << p.src_bytes << ") expected "
        << ah::OverlapName(p.expected);
  }
  static_assert(ah::ClassifyOverlap(0, 8, 4, 8) == Overlap::kDstBefore, "usable in constant expressions");
}

class OverlapCalls : public ah::testing::PerTarget {};

// GatherMask, b16, Counter mode with 48 positions per repeat and repeats
// exactly one repeat apart (they look like one long repeat), dst = src0[32]:
// the later repeats must read what the earlier ones wrote (SPEC 2.3).
TEST_P(OverlapCalls, GatherMaskDstInsideSrc0FollowsTheRepeatOrder) {
  ah::ScopedVerifyMode verify(true);  // compares with the scalar reference, throws on a difference
  ah::ScopedCheckedMode checked(false);
  auto& core = ah::testing::FreshCore();
  std::mt19937_64 rng(41);
  ah::testing::FillRandom(core.ub, 4096, rng);
  auto src0 = ah::testing::TensorAt<uint16_t>(0, 1024);
  uint64_t kept = 0;
  EXPECT_NO_THROW(AscendC::GatherMask(src0[32], src0, uint8_t{7}, true, 48, {1, 3, 3, 0}, kept));
  EXPECT_EQ(kept, 144u);
}

// Compress whose dst covers its own pattern bits: element by element, each
// bit read after the writes before it (what checked_kernels.h promises).
std::vector<uint8_t> CompressInPlaceLoop(std::vector<uint8_t> memory, size_t src, size_t n, size_t bits, size_t dst,
                                         uint64_t* kept) {
  uint64_t out = 0;
  for (size_t i = 0; i < n; ++i)
    if ((memory[bits + i / 8] >> (i % 8)) & 1u) memory[dst + out++] = memory[src + i];
  *kept = out;
  return memory;
}

TEST_P(OverlapCalls, CompressOverItsOwnPatternIsTheElementLoop) {
  std::mt19937_64 rng(42);
  for (int trial = 0; trial < 64; ++trial) {
    std::vector<uint8_t> memory(128);
    ah::testing::FillRandom(memory.data(), memory.size(), rng);
    uint64_t expected_kept = 0;
    // src = [0, 64), dst = [64, 128), bits = [70, 78) (inside dst), u8, n = 64.
    const auto expected = CompressInPlaceLoop(memory, 0, 64, 70, 64, &expected_kept);
    const uint64_t kept = ah::checked::Compress(memory.data(), 64, memory.data() + 70, 8, memory.data() + 64, 64, 1);
    ASSERT_EQ(kept, expected_kept) << "trial " << trial;
    ASSERT_TRUE(ah::testing::SameBytes(expected, memory)) << "trial " << trial;
  }
}

TEST_P(OverlapCalls, CompressOntoItsOwnSourceIsTheElementLoop) {
  std::mt19937_64 rng(43);
  for (size_t shift : {1u, 3u, 17u}) {
    std::vector<uint8_t> memory(400);
    ah::testing::FillRandom(memory.data(), memory.size(), rng);
    uint64_t expected_kept = 0;
    // dst one element after src: every kept element lands on a later source byte.
    const auto expected = CompressInPlaceLoop(memory, 0, 300, 350, shift, &expected_kept);
    const uint64_t kept = ah::checked::Compress(memory.data(), 300, memory.data() + 350, 38, memory.data() + shift,
                                                300, 1);
    ASSERT_EQ(kept, expected_kept);
    ASSERT_TRUE(ah::testing::SameBytes(expected, memory)) << "shift " << shift;
  }
}

ASCENDC_HOST_INSTANTIATE_PER_TARGET(OverlapCalls);

// n = 2^62 + 4 elements with 64-byte buffers: n * 4 wraps to 16 bytes.
TEST(SizeArithmetic, HugeElementCountsAreFatalNotOutOfBounds) {
  const size_t huge = (size_t{1} << 62) + 4;
  std::vector<uint8_t> src(64, 1), dst(64, 2), bits(64, 0xFF);
  std::vector<uint32_t> offsets(16, 0);
  EXPECT_TRUE(ah::testing::RaisesError(
      [&] { ah::checked::Gather(src.data(), 64, offsets.data(), huge, dst.data(), 64, 4); }, ah::Severity::kFatal,
      {"checked::Gather: n=", "dst_bytes=64"}));
  EXPECT_TRUE(ah::testing::RaisesError(
      [&] { ah::checked::Scatter(src.data(), 64, offsets.data(), huge, dst.data(), 64, 4); }, ah::Severity::kFatal,
      {"checked::Scatter: n=", "src_bytes=64"}));
  EXPECT_TRUE(ah::testing::RaisesError(
      [&] { ah::checked::Compress(src.data(), ~size_t{0}, bits.data(), 64, dst.data(), 64, 4); }, ah::Severity::kFatal,
      {"checked::Compress: n=", "bits_bytes=64"}));
  EXPECT_EQ(ascendc_host_gather(src.data(), 64, offsets.data(), huge, dst.data(), 64, 4), ASCENDC_HOST_ERROR_FATAL);
  EXPECT_EQ(ascendc_host_scatter(src.data(), 64, offsets.data(), huge, dst.data(), 64, 4), ASCENDC_HOST_ERROR_FATAL);
  uint64_t kept = 0;
  EXPECT_EQ(ascendc_host_compress(src.data(), ~size_t{0}, bits.data(), 64, dst.data(), 64, 4, &kept),
            ASCENDC_HOST_ERROR_FATAL);
  EXPECT_EQ(dst, std::vector<uint8_t>(64, 2));
}

}  // namespace
