// GatherMask through the Ascend C surface on every compiled SIMD target vs
// the scalar reference: every form (pattern tensor, built-in ids 1..7;
// Normal and Counter), every element type, random strides, repeat counts,
// pattern densities, in-place and overlapping operands. Whole UB images are
// compared, so the untouched dst tail and everything else is checked too.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "ascendc_host/kernels.h"
#include "kernel_operator.h"
#include "reference/gather_mask.h"
#include "support/per_target.h"
#include "support/ub_helpers.h"

namespace {

using ascendc_host::testing::FillRandom;
using ascendc_host::testing::FreshCore;
using ascendc_host::testing::SameBytes;
using ascendc_host::testing::Snapshot;
namespace ref = ascendc_host::reference;

struct Case {
  bool tensor = true;
  uint8_t builtin_id = 1;
  bool reduce = false;
  uint32_t mask = 0;
  AscendC::GatherMaskParams params{1, 1, 8, 8};
  double density = 0.5;
  enum Placement { kDisjoint, kInPlace, kOverlap } placement = kDisjoint;
  int overlap_blocks = 0;  // dst = src0 + overlap_blocks * 32 bytes for kOverlap

  std::string Describe(uint32_t s) const {
    return "s=" + std::to_string(s) + (tensor ? " tensor" : " builtin=" + std::to_string(builtin_id)) +
           (reduce ? " counter mask=" + std::to_string(mask) : " normal") + " params={" +
           std::to_string(params.src0BlockStride) + "," + std::to_string(params.repeatTimes) + "," +
           std::to_string(params.src0RepeatStride) + "," + std::to_string(params.src1RepeatStride) +
           "} density=" + std::to_string(density) + " placement=" + std::to_string(placement) + "/" +
           std::to_string(overlap_blocks);
  }
};

constexpr uint32_t kAlign = 32;
uint32_t RoundUp(uint64_t v) { return static_cast<uint32_t>((v + kAlign - 1) / kAlign * kAlign); }

// Loose upper bounds of what a case touches (for placing operands only; the
// library and the reference check the exact ranges themselves).
uint64_t SourceBytesBound(const Case& c, uint32_t s) {
  const uint64_t epb = 32 / s, n = c.reduce ? c.mask : 256 / s;
  const uint64_t blocks = (n + epb - 1) / epb;
  const uint64_t r = c.params.repeatTimes;
  return ((r ? r - 1 : 0) * c.params.src0RepeatStride * epb + blocks * std::max<uint64_t>(c.params.src0BlockStride, 1) * epb) * s;
}
uint64_t PatternBytesBound(const Case& c, uint32_t s) {
  const uint64_t n = c.reduce ? c.mask : 256 / s;
  const uint64_t r = c.params.repeatTimes;
  return (r ? r - 1 : 0) * c.params.src1RepeatStride * 32 + (n + 7) / 8 + 8;
}
uint64_t KeptBound(const Case& c, uint32_t s) {
  return static_cast<uint64_t>(c.params.repeatTimes) * (c.reduce ? c.mask : 256 / s);
}

template <typename T, typename U>
void RunCase(const Case& c, std::mt19937_64& rng) {
  constexpr uint32_t s = sizeof(T);
  auto& core = FreshCore();
  const uint32_t src_bytes = RoundUp(SourceBytesBound(c, s));
  const uint32_t pat_bytes = RoundUp(PatternBytesBound(c, s));
  const uint32_t dst_bytes = RoundUp(KeptBound(c, s) * s);
  const uint32_t src0 = 64 * static_cast<uint32_t>(rng() % 4);
  const uint32_t pattern = RoundUp(src0 + src_bytes) + 32 * static_cast<uint32_t>(rng() % 3);
  uint32_t dst = RoundUp(pattern + pat_bytes) + 32 * static_cast<uint32_t>(rng() % 3);
  if (c.placement == Case::kInPlace) dst = src0;
  if (c.placement == Case::kOverlap) dst = src0 + 32 * c.overlap_blocks;
  const uint32_t used = std::max(pattern + pat_bytes, dst + dst_bytes) + 256;
  ASSERT_LE(used, core.ub_bytes) << c.Describe(s);

  FillRandom(core.ub, used, rng);
  std::bernoulli_distribution bit(c.density);
  for (uint32_t i = 0; i < pat_bytes; ++i) {
    uint8_t b = 0;
    for (int k = 0; k < 8; ++k) b = static_cast<uint8_t>(b | (bit(rng) ? 1u << k : 0u));
    core.ub[pattern + i] = b;
  }
  const std::vector<uint8_t> before = Snapshot(core);

  auto tensor = [&](uint32_t address, uint32_t bytes, auto type_tag) {
    using V = decltype(type_tag);
    return AscendC::LocalTensor<V>::FromUb(reinterpret_cast<V*>(core.ub + address), bytes / sizeof(V),
                                           AscendC::TPosition::VECCALC, address, address + bytes);
  };
  const auto src_t = tensor(src0, std::max(src_bytes, 32u), T{});
  const auto dst_t = c.placement == Case::kDisjoint ? tensor(dst, std::max(dst_bytes, 32u), T{}) : src_t;
  const auto dst_view = c.placement == Case::kOverlap ? src_t[(32 * c.overlap_blocks) / s] : dst_t;
  uint64_t rsvd = 12345;
  {
    ascendc_host::ScopedCheckedMode off(false);
    if (c.tensor) {
      AscendC::GatherMask(dst_view, src_t, tensor(pattern, pat_bytes, U{}), c.reduce, c.mask, c.params, rsvd);
    } else {
      AscendC::GatherMask(dst_view, src_t, c.builtin_id, c.reduce, c.mask, c.params, rsvd);
    }
  }
  const std::vector<uint8_t> after = Snapshot(core);

  std::vector<uint8_t> expected = before;
  ref::Ub ub(expected.data(), static_cast<uint32_t>(expected.size()));
  ref::GatherMaskArgs a;
  a.element_bytes = s;
  a.dst = dst;
  a.src0 = src0;
  a.pattern_is_tensor = c.tensor;
  a.pattern = pattern;
  a.builtin_id = c.builtin_id;
  a.reduce_mode = c.reduce;
  a.mask = c.mask;
  a.src0_block_stride = c.params.src0BlockStride;
  a.repeat_times = c.params.repeatTimes;
  a.src0_repeat_stride = c.params.src0RepeatStride;
  a.src1_repeat_stride = c.params.src1RepeatStride;
  ref::MaskMode mode = ref::MaskMode::kNormal;
  const uint64_t expected_rsvd = ref::GatherMask(ascendc_host::kProfile.profile, ub, a, mode);
  ASSERT_EQ(rsvd, expected_rsvd) << c.Describe(s);
  ASSERT_TRUE(SameBytes(expected, after)) << c.Describe(s);
}

template <typename T, typename U>
Case RandomCase(std::mt19937_64& rng) {
  constexpr uint32_t s = sizeof(T), epv = 256 / s;
  Case c;
  auto pick = [&](std::initializer_list<uint32_t> options) {
    return *(options.begin() + rng() % options.size());
  };
  c.tensor = rng() % 2 == 0;
  c.builtin_id = static_cast<uint8_t>(1 + rng() % 7);
  c.reduce = rng() % 2 == 0;
  c.mask = pick({1, 7, 8, 9, 31, epv - 1, epv, epv + 1, 2 * epv + 3, 3 * epv, static_cast<uint32_t>(1 + rng() % (4 * epv))});
  c.params.src0BlockStride = static_cast<uint8_t>(pick({1, 1, 1, 0, 2, 3, static_cast<uint32_t>(rng() % 5)}));
  c.params.repeatTimes = static_cast<uint16_t>(pick({1, 1, 2, 3, 0, static_cast<uint32_t>(1 + rng() % 24)}));
  const uint32_t n = c.reduce ? c.mask : epv;
  const uint32_t contiguous_repeat = (n + 32 / s - 1) / (32 / s);
  c.params.src0RepeatStride = static_cast<uint16_t>(
      pick({8, 8, 0, contiguous_repeat, static_cast<uint32_t>(c.params.src0BlockStride) * 8, static_cast<uint32_t>(rng() % 20)}));
  c.params.src1RepeatStride = static_cast<uint8_t>(pick({0, 1, 2, static_cast<uint32_t>(rng() % 5)}));
  c.density = std::vector<double>{0.0, 0.01, 0.5, 0.99, 1.0}[rng() % 5];
  const uint32_t placement = rng() % 10;
  if (placement == 0) {
    c.placement = Case::kInPlace;
  } else if (placement == 1) {
    c.placement = Case::kOverlap;
    c.overlap_blocks = static_cast<int>(rng() % 9);
  }
  return c;
}

template <typename T, typename U>
void RunRandomCases(uint64_t seed, int count) {
  std::mt19937_64 rng(seed);
  for (int i = 0; i < count; ++i) {
    RunCase<T, U>(RandomCase<T, U>(rng), rng);
    if (::testing::Test::HasFatalFailure()) return;
  }
}

class GatherMaskKernel : public ascendc_host::testing::PerTarget {};

TEST_P(GatherMaskKernel, B8TypesMatchReference) {
  RunRandomCases<uint8_t, uint8_t>(1, 150);
  RunRandomCases<int8_t, uint8_t>(2, 50);
}

TEST_P(GatherMaskKernel, B16TypesMatchReference) {
  RunRandomCases<uint16_t, uint16_t>(3, 150);
  RunRandomCases<int16_t, uint16_t>(4, 40);
  RunRandomCases<half, uint16_t>(5, 40);
  RunRandomCases<bfloat16_t, uint16_t>(6, 40);
}

TEST_P(GatherMaskKernel, B32TypesMatchReference) {
  RunRandomCases<uint32_t, uint32_t>(7, 150);
  RunRandomCases<int32_t, uint32_t>(8, 40);
  RunRandomCases<float, uint32_t>(9, 40);
}

// Every built-in id and density over Counter-mode lengths around the vector
// and chunk sizes, contiguous and strided: the fast paths' edges.
TEST_P(GatherMaskKernel, EdgeLengthsEveryFormAndWidth) {
  std::mt19937_64 rng(11);
  auto sweep = [&](auto type_tag, auto pattern_tag) {
    using T = decltype(type_tag);
    using U = decltype(pattern_tag);
    constexpr uint32_t epv = 256 / sizeof(T);
    for (uint32_t mask : {1u, 2u, 3u, 5u, 8u, 15u, 16u, 17u, 33u, 63u, 64u, 65u, epv - 1, epv, epv + 1, 2 * epv - 1,
                          4 * epv + 9, 1000u}) {
      for (int form = 0; form <= 7; ++form) {
        for (uint8_t block_stride : {1, 2}) {
          Case c;
          c.tensor = form == 0;
          c.builtin_id = static_cast<uint8_t>(form == 0 ? 1 : form);
          c.reduce = true;
          c.mask = mask;
          // The second repeat starts right after the first one's blocks.
          const auto blocks = static_cast<uint16_t>((mask * sizeof(T) + 31) / 32 * block_stride);
          c.params = AscendC::GatherMaskParams(block_stride, 2, blocks, 0);
          c.density = 0.5;
          RunCase<T, U>(c, rng);
          if (::testing::Test::HasFatalFailure()) return;
        }
      }
    }
  };
  sweep(uint8_t{}, uint8_t{});
  sweep(uint16_t{}, uint16_t{});
  sweep(uint32_t{}, uint32_t{});
}

// Repeats over 255 (accepted by Ascend 950) and Normal-mode calls over most
// of UB: long runs through every vector loop and the repeat merge.
TEST_P(GatherMaskKernel, LargeCallsMatchReference) {
  std::mt19937_64 rng(12);
  for (int form = 0; form <= 7; ++form) {
    for (double density : {0.0, 0.01, 0.5, 0.99, 1.0}) {
      Case c;
      c.tensor = form == 0;
      c.builtin_id = static_cast<uint8_t>(form == 0 ? 1 : form);
      c.params = AscendC::GatherMaskParams(1, 300, 8, 0);
      c.density = density;
      RunCase<uint16_t, uint16_t>(c, rng);
      c.params = AscendC::GatherMaskParams(1, 250, 8, 0);
      RunCase<uint32_t, uint32_t>(c, rng);
      c.params = AscendC::GatherMaskParams(1, 250, 8, 1);
      RunCase<uint8_t, uint8_t>(c, rng);
      if (::testing::Test::HasFatalFailure()) return;
    }
  }
}

// The threaded split (count -> scan -> write) gives the serial result:
// force it on small calls and compare with the reference.
TEST_P(GatherMaskKernel, ThreadedSplitMatchesReference) {
  ascendc_host::kernels::SetGatherMaskParallelThreshold(1);
  std::mt19937_64 rng(13);
  for (int i = 0; i < 60; ++i) {
    Case c = RandomCase<uint16_t, uint16_t>(rng);
    c.placement = Case::kDisjoint;
    c.params.repeatTimes = static_cast<uint16_t>(100 + rng() % 200);
    c.params.src0RepeatStride = static_cast<uint16_t>(std::min<uint32_t>(c.params.src0RepeatStride, 10));
    if (c.reduce) c.mask = 1 + static_cast<uint32_t>(rng() % 300);
    RunCase<uint16_t, uint16_t>(c, rng);
    Case d = RandomCase<uint8_t, uint8_t>(rng);
    d.placement = Case::kDisjoint;
    d.reduce = true;
    d.mask = 20000 + static_cast<uint32_t>(rng() % 40000);
    d.params = AscendC::GatherMaskParams(1, 1, 8, 0);
    RunCase<uint8_t, uint8_t>(d, rng);
    if (HasFatalFailure()) break;
  }
  ascendc_host::kernels::SetGatherMaskParallelThreshold(0);
}

ASCENDC_HOST_INSTANTIATE_PER_TARGET(GatherMaskKernel);

// The pointer-level kernel on plain host buffers: exactly `kept` elements
// written, guard bytes on both sides untouched, for every length 0..300.
TEST(GatherMaskPointerKernel, WritesExactlyKeptElementsIntoHostBuffers) {
  std::mt19937_64 rng(14);
  for (uint64_t n = 0; n <= 300; ++n) {
    std::vector<uint16_t> src(n + 1);
    std::vector<uint8_t> bits(n / 8 + 1);
    for (auto& v : src) v = static_cast<uint16_t>(rng());
    for (auto& b : bits) b = static_cast<uint8_t>(rng());
    ascendc_host::kernels::GatherMaskShape shape;
    shape.positions = n;
    shape.block_stride = ascendc_host::kernels::ElementsPerBlock(2);
    shape.pattern = bits.data();
    std::vector<uint16_t> expected;
    for (uint64_t i = 0; i < n; ++i)
      if ((bits[i / 8] >> (i % 8)) & 1) expected.push_back(src[i]);
    const uint64_t kept = ascendc_host::kernels::GatherMaskCount(shape, 2);
    ASSERT_EQ(kept, expected.size());
    std::vector<uint16_t> dst(kept + 16, 0xA5A5);
    ASSERT_EQ(ascendc_host::kernels::GatherMask(src.data(), dst.data() + 8, shape, kept), kept);
    for (uint64_t i = 0; i < dst.size(); ++i) {
      const uint16_t want = (i >= 8 && i < 8 + kept) ? expected[i - 8] : 0xA5A5;
      ASSERT_EQ(dst[i], want) << "n=" << n << " i=" << i;
    }
  }
}

}  // namespace
