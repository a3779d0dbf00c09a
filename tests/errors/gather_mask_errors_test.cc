// Every constraint row of SPEC 2.6: the diagnostic at its level in checked
// mode, and the release behaviour (compared with the reference where data
// moves) with checked mode off.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <random>
#include <vector>

#include "kernel_operator.h"
#include "reference/gather_mask.h"
#include "support/ub_helpers.h"

namespace {

using ascendc_host::Severity;
using ascendc_host::testing::FreshCore;
using ascendc_host::testing::RaisesError;
using ascendc_host::testing::SameBytes;
using ascendc_host::testing::Snapshot;
using ascendc_host::testing::Warned;
namespace ref = ascendc_host::reference;

template <typename T>
AscendC::LocalTensor<T> TensorAt(uint32_t ub_address, uint32_t count) {
  auto& core = ascendc_host::runtime::CurrentCore();
  return AscendC::LocalTensor<T>::FromUb(reinterpret_cast<T*>(core.ub + ub_address), count,
                                         AscendC::TPosition::VECCALC, ub_address,
                                         ub_address + count * static_cast<uint32_t>(sizeof(T)));
}

// Fresh core with random bytes in the first 16 KiB (operands live there).
ascendc_host::runtime::CoreState& RandomCore(uint64_t seed) {
  auto& core = FreshCore();
  std::mt19937_64 rng(seed);
  ascendc_host::testing::FillRandom(core.ub, 16384, rng);
  return core;
}

// The reference on `before`, for comparison with the library's UB image.
std::vector<uint8_t> ReferenceImage(const std::vector<uint8_t>& before, const ref::GatherMaskArgs& a,
                                    uint64_t& rsvd) {
  std::vector<uint8_t> image = before;
  ref::Ub ub(image.data(), static_cast<uint32_t>(image.size()));
  ref::MaskMode mode = ref::MaskMode::kNormal;
  rsvd = ref::GatherMask(ascendc_host::Profile::kP950, ub, a, mode);
  return image;
}

// --- start addresses not 32-byte aligned: ERROR, release performs it --------

TEST(GatherMaskErrors, MisalignedOperandsAreErrorsInCheckedMode) {
  RandomCore(1);
  auto src0 = TensorAt<uint16_t>(0, 256);
  auto dst = TensorAt<uint16_t>(2048, 256);
  auto pattern = TensorAt<uint16_t>(1024, 64);
  uint64_t rsvd = 0;
  ascendc_host::ScopedCheckedMode on(true);
  EXPECT_TRUE(RaisesError([&] { AscendC::GatherMask(dst[1], src0, pattern, false, 0, {1, 1, 8, 0}, rsvd); },
                          Severity::kError, {"GatherMask: dst.address=2050 is not 32-byte aligned [ERROR]"}));
  EXPECT_TRUE(RaisesError([&] { AscendC::GatherMask(dst, src0[8], pattern, false, 0, {1, 1, 8, 0}, rsvd); },
                          Severity::kError, {"GatherMask: src0.address=16 is not 32-byte aligned"}));
  EXPECT_TRUE(RaisesError([&] { AscendC::GatherMask(dst, src0, pattern[2], false, 0, {1, 1, 8, 0}, rsvd); },
                          Severity::kError, {"GatherMask: src1Pattern.address=1028 is not 32-byte aligned"}));
  EXPECT_TRUE(RaisesError([&] { AscendC::GatherMask(dst, src0[1], 3, false, 0, {1, 1, 8, 0}, rsvd); },
                          Severity::kError, {"src0.address=2"}));
}

TEST(GatherMaskErrors, MisalignedOperandsAreUsedAsGivenInReleaseMode) {
  auto& core = RandomCore(2);
  const auto before = Snapshot(core);
  auto src0 = TensorAt<uint16_t>(0, 512);
  auto dst = TensorAt<uint16_t>(4096, 512);
  auto pattern = TensorAt<uint16_t>(2048, 128);
  uint64_t rsvd = 0;
  {
    ascendc_host::ScopedCheckedMode off(false);
    AscendC::GatherMask(dst[3], src0[5], pattern[1], true, 150, {1, 2, 10, 1}, rsvd);
  }
  ref::GatherMaskArgs a;
  a.element_bytes = 2;
  a.dst = 4096 + 6;
  a.src0 = 10;
  a.pattern_is_tensor = true;
  a.pattern = 2048 + 2;
  a.reduce_mode = true;
  a.mask = 150;
  a.repeat_times = 2;
  a.src0_repeat_stride = 10;
  a.src1_repeat_stride = 1;
  uint64_t expected_rsvd = 0;
  const auto expected = ReferenceImage(before, a, expected_rsvd);
  EXPECT_EQ(rsvd, expected_rsvd);
  EXPECT_TRUE(SameBytes(expected, Snapshot(core)));
}

// --- built-in id 0 or > 7: ERROR, release no-op with rsvdCnt = 0 ------------

TEST(GatherMaskErrors, InvalidBuiltinIdIsAnErrorAndANoOpInRelease) {
  auto& core = RandomCore(3);
  auto src0 = TensorAt<uint32_t>(0, 64);
  auto dst = TensorAt<uint32_t>(1024, 64);
  uint64_t rsvd = 5;
  for (uint8_t id : {0, 8, 255}) {
    {
      ascendc_host::ScopedCheckedMode on(true);
      EXPECT_TRUE(RaisesError([&] { AscendC::GatherMask(dst, src0, id, false, 0, {1, 1, 8, 0}, rsvd); },
                              Severity::kError,
                              {("GatherMask: src1Pattern=" + std::to_string(id) +
                                " is not a built-in pattern id in [1, 7] [ERROR]").c_str()}));
    }
    const auto before = Snapshot(core);
    rsvd = 5;
    {
      ascendc_host::ScopedCheckedMode off(false);
      AscendC::GatherMask(dst, src0, id, false, 0, {1, 1, 8, 0}, rsvd);
    }
    EXPECT_EQ(rsvd, 0u);
    EXPECT_TRUE(SameBytes(before, Snapshot(core)));
  }
}

// --- Counter mode with mask 0: ERROR, release keeps nothing -----------------

TEST(GatherMaskErrors, ZeroMaskInCounterModeIsAnErrorAndKeepsNothingInRelease) {
  auto& core = RandomCore(4);
  auto src0 = TensorAt<uint16_t>(0, 128);
  auto pattern = TensorAt<uint16_t>(512, 16);
  auto dst = TensorAt<uint16_t>(1024, 128);
  uint64_t rsvd = 5;
  {
    ascendc_host::ScopedCheckedMode on(true);
    EXPECT_TRUE(RaisesError([&] { AscendC::GatherMask(dst, src0, pattern, true, 0, {1, 1, 8, 0}, rsvd); },
                            Severity::kError, {"GatherMask: mask=0 must be in [1, 2^32-1] when reduceMode is true"}));
  }
  const auto before = Snapshot(core);
  {
    ascendc_host::ScopedCheckedMode off(false);
    AscendC::GatherMask(dst, src0, pattern, true, 0, {1, 1, 8, 0}, rsvd);
    EXPECT_EQ(rsvd, 0u);
    rsvd = 5;
    AscendC::GatherMask(dst, src0, 7, true, 0, {1, 3, 8, 0}, rsvd);
    EXPECT_EQ(rsvd, 0u);
  }
  EXPECT_TRUE(SameBytes(before, Snapshot(core)));
  // Normal mode ignores mask: 0 is the recommended value, no diagnostic.
  ascendc_host::ScopedCheckedMode on(true);
  EXPECT_NO_THROW(AscendC::GatherMask(dst, src0, 7, false, 0, {1, 1, 8, 0}, rsvd));
  EXPECT_EQ(rsvd, 128u);
}

// --- repeatTimes > 255: WARN on Ascend 950, all repeats processed -----------

TEST(GatherMaskErrors, MoreThan255RepeatsWarnsOnAscend950AndProcessesAll) {
  auto& core = RandomCore(5);
  auto src0 = TensorAt<uint8_t>(0, 300 * 32);
  auto dst = TensorAt<uint8_t>(16384, 300 * 32);
  uint64_t rsvd = 0;
  const auto before = Snapshot(core);
  {
    ascendc_host::ScopedCheckedMode on(true);
    ascendc_host::ClearWarnings();
    AscendC::GatherMask(dst, src0, 3, true, 32, {1, 300, 1, 0}, rsvd);
    EXPECT_TRUE(Warned("GatherMask: repeatTimes=300 exceeds 255"));
  }
  EXPECT_EQ(rsvd, 300u * 8);
  ref::GatherMaskArgs a;
  a.element_bytes = 1;
  a.dst = 16384;
  a.builtin_id = 3;
  a.reduce_mode = true;
  a.mask = 32;
  a.repeat_times = 300;
  a.src0_repeat_stride = 1;
  uint64_t expected_rsvd = 0;
  EXPECT_TRUE(SameBytes(ReferenceImage(before, a, expected_rsvd), Snapshot(core)));
  EXPECT_EQ(rsvd, expected_rsvd);
  ascendc_host::ScopedCheckedMode on(true);
  ascendc_host::ClearWarnings();
  AscendC::GatherMask(dst, src0, 3, true, 32, {1, 255, 1, 0}, rsvd);
  EXPECT_FALSE(Warned("repeatTimes"));
}

// --- reads outside UB: FATAL in every mode, nothing written -----------------

TEST(GatherMaskErrors, SourceReadBeyondUbIsFatalBeforeAnyWrite) {
  for (bool checked : {true, false}) {
    auto& core = RandomCore(6);
    const uint32_t top = core.ub_bytes;
    auto src0 = TensorAt<uint32_t>(top - 256, 64);  // one repeat fits exactly
    auto dst = TensorAt<uint32_t>(0, 1024);
    const auto before = Snapshot(core);
    uint64_t rsvd = 0;
    ascendc_host::ScopedCheckedMode mode(checked);
    EXPECT_NO_THROW(AscendC::GatherMask(dst, src0, 7, false, 0, {1, 1, 8, 0}, rsvd));
    EXPECT_EQ(rsvd, 64u);
    std::memcpy(core.ub, before.data(), 256);
    EXPECT_TRUE(RaisesError([&] { AscendC::GatherMask(dst, src0, 7, false, 0, {1, 2, 8, 0}, rsvd); }, Severity::kFatal,
                            {"GatherMask: src0=", "is outside the UB arena", "[FATAL]"}));
    // Counter mode past the top, and a block stride that walks out of UB.
    EXPECT_TRUE(RaisesError([&] { AscendC::GatherMask(dst, src0, 7, true, 65, {1, 1, 8, 0}, rsvd); }, Severity::kFatal,
                            {"src0="}));
    EXPECT_TRUE(RaisesError([&] { AscendC::GatherMask(dst, src0, 7, false, 0, {2, 1, 8, 0}, rsvd); }, Severity::kFatal,
                            {"src0="}));
    EXPECT_TRUE(SameBytes(before, Snapshot(core)));
  }
}

TEST(GatherMaskErrors, PatternReadBeyondUbIsFatalBeforeAnyWrite) {
  for (bool checked : {true, false}) {
    auto& core = RandomCore(7);
    const uint32_t top = core.ub_bytes;
    auto src0 = TensorAt<uint32_t>(0, 256);
    auto dst = TensorAt<uint32_t>(4096, 256);
    auto pattern = TensorAt<uint32_t>(top - 32, 8);
    const auto before = Snapshot(core);
    uint64_t rsvd = 0;
    ascendc_host::ScopedCheckedMode mode(checked);
    // 2 repeats, pattern stride 1 block: the second repeat's words lie above UB.
    EXPECT_TRUE(RaisesError([&] { AscendC::GatherMask(dst, src0, pattern, false, 0, {1, 2, 8, 1}, rsvd); },
                            Severity::kFatal, {"GatherMask: src1Pattern=", "is outside the UB arena"}));
    // Counter mode, 257 positions of b32 need 9 pattern words = 36 bytes > 32.
    EXPECT_TRUE(RaisesError([&] { AscendC::GatherMask(dst, src0, pattern, true, 257, {1, 1, 0, 0}, rsvd); },
                            Severity::kFatal, {"src1Pattern="}));
    EXPECT_TRUE(SameBytes(before, Snapshot(core)));
    EXPECT_NO_THROW(AscendC::GatherMask(dst, src0, pattern, true, 256, {1, 1, 0, 0}, rsvd));
  }
}

// --- dst + rsvdCnt beyond the allocation: WARN inside UB, FATAL outside -----

TEST(GatherMaskErrors, WriteBeyondTheDstAllocationWarnsAndIsPerformed) {
  auto& core = RandomCore(8);
  auto src0 = TensorAt<uint16_t>(0, 256);
  auto dst = TensorAt<uint16_t>(1024, 16);  // 32 bytes, 64 elements will be written
  uint64_t rsvd = 0;
  const auto before = Snapshot(core);
  {
    ascendc_host::ScopedCheckedMode on(true);
    ascendc_host::ClearWarnings();
    AscendC::GatherMask(dst, src0, 4, false, 0, {1, 2, 8, 0}, rsvd);
    EXPECT_TRUE(Warned("GatherMask: dst=[1024, 1152) writes outside the allocation"));
  }
  EXPECT_EQ(rsvd, 64u);
  ref::GatherMaskArgs a;
  a.element_bytes = 2;
  a.dst = 1024;
  a.builtin_id = 4;
  a.repeat_times = 2;
  uint64_t expected_rsvd = 0;
  EXPECT_TRUE(SameBytes(ReferenceImage(before, a, expected_rsvd), Snapshot(core)));
}

TEST(GatherMaskErrors, WriteBeyondUbIsFatalBeforeAnyWrite) {
  for (bool checked : {true, false}) {
    auto& core = RandomCore(9);
    auto src0 = TensorAt<uint16_t>(0, 256);
    auto dst = TensorAt<uint16_t>(core.ub_bytes - 64, 32);
    const auto before = Snapshot(core);
    uint64_t rsvd = 0;
    ascendc_host::ScopedCheckedMode mode(checked);
    EXPECT_TRUE(RaisesError([&] { AscendC::GatherMask(dst, src0, 1, false, 0, {1, 1, 8, 0}, rsvd); }, Severity::kFatal,
                            {"GatherMask: dst=", "is outside the UB arena"}));
    EXPECT_TRUE(SameBytes(before, Snapshot(core)));
    // What is kept decides: 32 elements fit exactly.
    EXPECT_NO_THROW(AscendC::GatherMask(dst, src0, 3, false, 0, {1, 1, 8, 0}, rsvd));
    EXPECT_EQ(rsvd, 32u);
  }
}

// --- overlap other than in place: WARN, sequential order of SPEC 2.3 --------

TEST(GatherMaskErrors, OverlapOtherThanInPlaceWarnsAndFollowsTheSequentialOrder) {
  struct Overlap {
    uint32_t dst;
    uint8_t block_stride;
    uint16_t repeat_stride;
    bool tensor;
  };
  // dst ahead of src0 (later chunks read what earlier ones wrote), dst
  // behind src0 but repeats that re-read, dst on the pattern.
  for (const Overlap& o : {Overlap{64, 1, 8, false}, Overlap{32, 1, 4, true}, Overlap{0, 1, 2, false},
                           Overlap{2048, 1, 8, true}}) {
    auto& core = RandomCore(10 + o.dst);
    auto src0 = TensorAt<uint32_t>(0, 512);
    auto dst = TensorAt<uint32_t>(o.dst, 512);
    auto pattern = TensorAt<uint32_t>(2048, 64);
    const auto before = Snapshot(core);
    uint64_t rsvd = 0;
    {
      ascendc_host::ScopedCheckedMode on(true);
      ascendc_host::ClearWarnings();
      if (o.tensor) {
        AscendC::GatherMask(dst, src0, pattern, true, 100, {o.block_stride, 3, o.repeat_stride, 1}, rsvd);
      } else {
        AscendC::GatherMask(dst, src0, 7, true, 100, {o.block_stride, 3, o.repeat_stride, 0}, rsvd);
      }
      EXPECT_TRUE(Warned("dst overlaps an input other than in place")) << "dst=" << o.dst;
    }
    ref::GatherMaskArgs a;
    a.element_bytes = 4;
    a.dst = o.dst;
    a.pattern_is_tensor = o.tensor;
    a.pattern = 2048;
    a.builtin_id = 7;
    a.reduce_mode = true;
    a.mask = 100;
    a.src0_block_stride = o.block_stride;
    a.repeat_times = 3;
    a.src0_repeat_stride = o.repeat_stride;
    a.src1_repeat_stride = o.tensor ? 1 : 0;
    uint64_t expected_rsvd = 0;
    EXPECT_TRUE(SameBytes(ReferenceImage(before, a, expected_rsvd), Snapshot(core))) << "dst=" << o.dst;
    EXPECT_EQ(rsvd, expected_rsvd);
  }
}

TEST(GatherMaskErrors, InPlaceWithReadsAheadOfWritesDoesNotWarn) {
  RandomCore(20);
  auto src0 = TensorAt<uint16_t>(0, 1024);
  uint64_t rsvd = 0;
  ascendc_host::ScopedCheckedMode on(true);
  ascendc_host::ClearWarnings();
  AscendC::GatherMask(src0, src0, 2, false, 0, {1, 4, 8, 0}, rsvd);
  AscendC::GatherMask(src0, src0, 7, true, 300, {2, 2, 40, 0}, rsvd);
  EXPECT_FALSE(Warned("overlaps"));
}

}  // namespace
