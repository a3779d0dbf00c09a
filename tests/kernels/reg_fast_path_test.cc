// The compilation model of the Reg layer (SPEC 14.13): the data-movement
// cases of support/reg_vf_cases.h compiled inline, once per instruction-set
// level (this file is built with ASCENDC_HOST_VF_MULTIVERSION=1, see
// tests/CMakeLists.txt), must leave the same UB image, bit for bit, as the
// same cases with one kernel call per operation (reg_kernel_calls.cc), as a
// plain call compiled for this unit's flags, and, in cross-check mode, as
// the reference operation by operation. Range checks stay in force inside
// the inlined loops: an access outside UB raises FATAL before it happens.
#include <gtest/gtest.h>

#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "support/reg_vf_cases.h"
#include "support/ub_helpers.h"

namespace ascendc_host {
namespace testing {
void RunRegCaseThroughKernels(uint32_t c, uint32_t count);
}  // namespace testing
}  // namespace ascendc_host

namespace {

namespace R = AscendC::Reg;
namespace cases = reg_vf_cases;
using ascendc_host::target::VfLevel;
using ascendc_host::testing::FillRandomWords;
using ascendc_host::testing::FreshCore;
using ascendc_host::testing::SameBytes;
using ascendc_host::testing::Snapshot;

// Optimised builds run the inline operations; -O0 builds (the gcc stage's
// Debug build) keep one kernel call per operation (reg/ub_moves.h) and this
// file then checks the VF copies' dispatch and results only.
#if defined(__OPTIMIZE__)
static_assert(ASCENDC_HOST_REG_MOVES_INLINE == 1, "this unit runs the inline operations");
#endif

// One Highway target per VF level that this CPU has (the best target of
// each level), and the level.
std::vector<std::pair<int64_t, VfLevel>> TargetPerLevel() {
  std::vector<std::pair<int64_t, VfLevel>> out;
  for (int64_t t : ascendc_host::target::Available()) {
    const VfLevel level = ascendc_host::target::VfLevelOf(t);
    bool seen = false;
    for (const auto& p : out) seen = seen || p.second == level;
    if (!seen) out.emplace_back(t, level);
  }
  return out;
}

// A UB image for the cases: random data, indices reduced into the source,
// a predicate table of all, none, prefixes and noise.
std::vector<uint8_t> CaseImage(cases::Case c, uint32_t seed) {
  auto& core = FreshCore();
  std::mt19937_64 rng(seed * 977 + static_cast<uint32_t>(c));
  FillRandomWords(core.ub, core.ub_bytes, rng);
  const bool b64 = c == cases::Case::kGatherB64;
  const bool wide = c == cases::Case::kGatherB32 || b64;
  // Indices: u16 below 32768 (b16 sources: 64 KiB) or u32 below 16384 (b32)
  // or 8192 (b64); a few at the largest admissible value.
  for (uint32_t i = 0; i < 32 * 1024 / (wide ? 4 : 2); ++i) {
    const uint32_t limit = b64 ? 8192 : wide ? 16384 : 32768;
    const uint32_t v = (rng() % 61 == 0) ? limit - 1 : static_cast<uint32_t>(rng() % limit);
    if (wide) std::memcpy(core.ub + cases::kIndex + 4 * i, &v, 4);
    else {
      const uint16_t h = static_cast<uint16_t>(v);
      std::memcpy(core.ub + cases::kIndex + 2 * i, &h, 2);
    }
  }
  for (uint32_t m = 0; m < 256; ++m) {
    uint64_t words[4] = {0, 0, 0, 0};
    switch (m % 5) {
      case 0: for (auto& w : words) w = ~0ull; break;
      case 1: break;
      case 2: {
        const uint32_t bits = static_cast<uint32_t>(rng() % 257);
        for (uint32_t b = 0; b < bits; ++b) words[b / 64] |= 1ull << (b % 64);
        break;
      }
      case 3: words[rng() % 4] = 1ull << (rng() % 64); break;
      default: for (auto& w : words) w = rng(); break;
    }
    std::memcpy(core.ub + cases::kMasks + 32 * m, words, 32);
  }
  return Snapshot(core);
}

void Restore(const std::vector<uint8_t>& image) {
  auto& core = ascendc_host::runtime::CurrentCore();
  std::memcpy(core.ub, image.data(), image.size());
}

// The counts a copy case runs with: whole registers and a partial last one.
constexpr uint32_t kCounts[] = {4096, 1000, 1};

class RegFastPath : public ::testing::Test {
 protected:
  void SetUp() override { previous_checked_ = ascendc_host::CheckedMode(); }
  void TearDown() override {
    ascendc_host::target::Force(0);
    ascendc_host::SetCheckedMode(previous_checked_);
    ascendc_host::SetVerifyMode(false);
  }
  bool previous_checked_ = false;
};

TEST_F(RegFastPath, TheActiveTargetChoosesTheLevel) {
  for (int64_t t : ascendc_host::target::Available()) {
    ASSERT_TRUE(ascendc_host::target::Force(t));
    EXPECT_EQ(ascendc_host::target::ActiveVfLevel(), ascendc_host::target::VfLevelOf(t)) << ascendc_host::target::Name(t);
  }
  ascendc_host::target::Force(0);
  EXPECT_EQ(ascendc_host::target::ActiveVfLevel(),
            ascendc_host::target::VfLevelOf(ascendc_host::target::Available().front()));
#if defined(__x86_64__)
  EXPECT_TRUE(ascendc_host::vf::kMultiversioned);
#endif
  EXPECT_STREQ(ascendc_host::target::VfLevelName(VfLevel::kAvx512), "avx512");
  EXPECT_STREQ(ascendc_host::target::VfLevelName(VfLevel::kAvx2), "avx2");
  EXPECT_STREQ(ascendc_host::target::VfLevelName(VfLevel::kBaseline), "baseline");
}

// Every case, every level this CPU has: the same UB image as the kernel
// calls and as the plain call; release mode (misaligned and overlapping
// uses are not part of these cases).
TEST_F(RegFastPath, EveryLevelLeavesTheImageOfTheKernelCalls) {
  ascendc_host::SetCheckedMode(false);
  const auto levels = TargetPerLevel();
  for (uint32_t c = 0; c < static_cast<uint32_t>(cases::Case::kCount); ++c) {
    const auto which = static_cast<cases::Case>(c);
    for (uint32_t count : kCounts) {
      if (count != kCounts[0] && c > static_cast<uint32_t>(cases::Case::kCopyB64)) continue;
      for (uint32_t seed = 0; seed < 3; ++seed) {
        const std::vector<uint8_t> image = CaseImage(which, seed);
        ascendc_host::target::Force(0);
        ascendc_host::testing::RunRegCaseThroughKernels(c, count);
        const std::vector<uint8_t> expected = Snapshot(ascendc_host::runtime::CurrentCore());
        Restore(image);
        cases::RunCase(which, false, count);
        ASSERT_TRUE(SameBytes(expected, Snapshot(ascendc_host::runtime::CurrentCore())))
            << cases::CaseName(which) << " plain call, count " << count << " seed " << seed;
        for (const auto& [t, level] : levels) {
          Restore(image);
          ASSERT_TRUE(ascendc_host::target::Force(t));
          cases::RunCase(which, true, count);
          ASSERT_TRUE(SameBytes(expected, Snapshot(ascendc_host::runtime::CurrentCore())))
              << cases::CaseName(which) << " level " << ascendc_host::target::VfLevelName(level) << " count "
              << count << " seed " << seed;
        }
      }
    }
  }
}

// Cross-check mode covers the inline operations of every copy: each
// operation is compared with the reference (no error), and the image is
// still the same.
TEST_F(RegFastPath, CrossCheckModeComparesEveryInlineOperation) {
  ascendc_host::SetCheckedMode(false);
  for (const auto& [t, level] : TargetPerLevel()) {
    for (uint32_t c = 0; c < static_cast<uint32_t>(cases::Case::kCount); ++c) {
      const auto which = static_cast<cases::Case>(c);
      const std::vector<uint8_t> image = CaseImage(which, 7);
      ascendc_host::target::Force(0);
      ascendc_host::testing::RunRegCaseThroughKernels(c, 1000);
      const std::vector<uint8_t> expected = Snapshot(ascendc_host::runtime::CurrentCore());
      Restore(image);
      ASSERT_TRUE(ascendc_host::target::Force(t));
      ascendc_host::SetVerifyMode(true);
      ASSERT_NO_THROW(cases::RunCase(which, true, 1000))
          << cases::CaseName(which) << " level " << ascendc_host::target::VfLevelName(level);
      ascendc_host::SetVerifyMode(false);
      ASSERT_TRUE(SameBytes(expected, Snapshot(ascendc_host::runtime::CurrentCore())))
          << cases::CaseName(which) << " level " << ascendc_host::target::VfLevelName(level);
    }
  }
}

// A corrupted result of an inline operation is caught in every copy.
TEST_F(RegFastPath, CrossCheckModeCatchesACorruptedInlineResult) {
  for (const auto& [t, level] : TargetPerLevel()) {
    CaseImage(cases::Case::kCopyB32, 1);
    ASSERT_TRUE(ascendc_host::target::Force(t));
    ascendc_host::SetVerifyMode(true);
    ascendc_host::verify::CorruptNextResultForTesting();
    EXPECT_THROW(cases::RunCase(cases::Case::kCopyB32, true, 4096), ascendc_host::Error)
        << ascendc_host::target::VfLevelName(level);
    ascendc_host::SetVerifyMode(false);
  }
}

// A copy loop that runs past the end of UB: in every copy the load of the
// first register outside UB raises FATAL before anything is read or
// written (guard pages would turn a read into a crash), and every earlier
// iteration did its work.
__simd_vf__ inline void CopyPastTheEnd(__ubuf__ float* dst, __ubuf__ float* src, uint32_t registers) {
  R::RegTensor<float> reg;
  R::MaskReg all = R::CreateMask<float>();
  for (uint32_t i = 0; i < registers; ++i) {
    R::LoadAlign(reg, src + 64 * i);
    R::StoreAlign(dst + 64 * i, reg, all);
  }
}
__simd_vf__ inline void StorePastTheEnd(__ubuf__ float* dst, uint32_t registers) {
  R::RegTensor<float> reg;
  R::MaskReg all = R::CreateMask<float>();
  for (uint32_t i = 0; i < registers; ++i) {
    R::LoadAlign<float, R::LoadDist::DIST_BRC_B32>(reg, dst);
    R::StoreAlign(dst + 64 * i, reg, all);
  }
}

TEST_F(RegFastPath, AccessOutsideUbIsFatalBeforeItHappens) {
  ascendc_host::runtime::SetGuardPages(true);
  for (const auto& [t, level] : TargetPerLevel()) {
    auto& core = FreshCore();
    ASSERT_TRUE(ascendc_host::target::Force(t));
    const uint32_t registers = core.ub_bytes / 256;
    // Loads from the last 8 KiB onwards, stores to the first bytes of UB.
    float* src = reinterpret_cast<float*>(core.ub + core.ub_bytes - 8 * 1024);
    float* dst = reinterpret_cast<float*>(core.ub);
    std::memset(core.ub, 0, 16 * 1024);
    for (uint32_t i = 0; i < 2048; ++i) src[i] = static_cast<float>(i + 1);
    try {
      asc_vf_call<CopyPastTheEnd>(dst, src, registers);
      FAIL() << "no error at level " << ascendc_host::target::VfLevelName(level);
    } catch (const ascendc_host::Error& e) {
      EXPECT_EQ(e.severity(), ascendc_host::Severity::kFatal);
      EXPECT_EQ(e.api(), "LoadAlign");
    }
    // The 32 registers inside UB were copied, the 33rd store never happened.
    for (uint32_t i = 0; i < 2048; ++i) ASSERT_EQ(dst[i], static_cast<float>(i + 1)) << i;
    for (uint32_t i = 2048; i < 4096; ++i) ASSERT_EQ(dst[i], 0.0f) << i;

    // Stores: every register up to the end of UB written, then FATAL.
    auto& fresh = FreshCore();
    float* out = reinterpret_cast<float*>(fresh.ub + fresh.ub_bytes - 4 * 1024);
    out[0] = 5.0f;
    try {
      asc_vf_call<StorePastTheEnd>(out, registers);
      FAIL() << "no error at level " << ascendc_host::target::VfLevelName(level);
    } catch (const ascendc_host::Error& e) {
      EXPECT_EQ(e.severity(), ascendc_host::Severity::kFatal);
      EXPECT_EQ(e.api(), "StoreAlign");
    }
    for (uint32_t i = 0; i < 1024; ++i) ASSERT_EQ(out[i], 5.0f) << i;
  }
  ascendc_host::runtime::SetGuardPages(false);
  FreshCore();
}

}  // namespace

// A b8 gather from a base at the very end of UB with no active lane: every
// lane is an inactive 0 (the inline path once returned early and left the
// destination's old lanes; found by reg_fuzzer).
TEST(RegGatherInline, NoActiveLaneAtTheEndOfUbZeroesTheDestination) {
  auto& core = FreshCore();
  R::RegTensor<uint16_t> dst, index;
  for (uint32_t k = 0; k < 128; ++k) dst.SetElement(k, 0x5858), index.SetElement(k, static_cast<uint16_t>(k));
  uint32_t none = 0;
  R::MaskReg mask = R::UpdateMask<uint16_t>(none);
  R::Gather(dst, reinterpret_cast<uint8_t*>(core.ub + core.ub_bytes), index, mask);
  for (uint32_t k = 0; k < 128; ++k) ASSERT_EQ(dst.GetElement(k), 0) << k;
}
