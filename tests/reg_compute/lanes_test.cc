// The lane helpers of the Reg compute layer (ascendc/reg/lanes.h), compiled
// with this executable's instruction set: predicates against the bit
// formula of SPEC 0.5, the 16-bit float conversions against the reference
// numerics over every half / bfloat16 value and random floats, and the
// floating-point environment switch.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <random>

#include "kernel_operator.h"
#include "reference/numerics.h"

namespace ascendc_host {
namespace {

namespace rl = reg_lanes;
using AscendC::Reg::MaskReg;

MaskReg NoiseMask(std::mt19937_64& rng) {
  MaskReg m;
  for (auto& w : m.words) w = rng();
  return m;
}

template <uint32_t S, uint32_t Bytes, uint32_t kOffset = 0>
void ExpectActiveMatchesBits(const MaskReg& m) {
  for (uint32_t first = 0; first < rl::kRegBytes; first += Bytes) {
    const rl::Pred<S, Bytes> p = rl::Active<S, Bytes, kOffset>(m, first);
    for (uint32_t i = 0; i < Bytes / S; ++i) {
      const uint32_t bit = first + i * S + kOffset;
      const bool want = (m.words[bit / 64] >> (bit % 64)) & 1u;
      ASSERT_EQ(p[i], want ? -1 : 0) << "S=" << S << " Bytes=" << Bytes << " lane " << (first / S + i);
    }
  }
}

TEST(RegLanes, ActiveExpandsTheLowestBitOfEachLaneGroup) {
  std::mt19937_64 rng(1);
  for (int round = 0; round < 200; ++round) {
    const MaskReg m = NoiseMask(rng);
    ExpectActiveMatchesBits<1, rl::kChunkBytes>(m);
    ExpectActiveMatchesBits<2, rl::kChunkBytes>(m);
    ExpectActiveMatchesBits<4, rl::kChunkBytes>(m);
    ExpectActiveMatchesBits<8, rl::kChunkBytes>(m);
    // Half-chunk widths (16-bit lanes computed in float, b64 split halves).
    ExpectActiveMatchesBits<2, rl::kChunkBytes / 2>(m);
    ExpectActiveMatchesBits<4, rl::kChunkBytes / 2>(m);
    // Another bit of the group (RegLayout::ONE of a b16 source in b32 lanes).
    ExpectActiveMatchesBits<4, rl::kChunkBytes, 2>(m);
  }
}

template <uint32_t S>
void ExpectPredicateBitsFillGroups(std::mt19937_64& rng) {
  rl::Pred<S> lanes[rl::kChunks];
  for (auto& p : lanes)
    for (uint32_t i = 0; i < rl::kChunkBytes / S; ++i) p[i] = (rng() & 1) ? -1 : 0;
  MaskReg m;
  for (auto& w : m.words) w = rng();  // every bit is rewritten
  for (uint32_t c = 0; c < rl::kChunks; ++c) rl::PredicateBits<S>(m, c * rl::kChunkBytes, lanes[c]);
  const uint32_t group = S == 8 ? 0x55u : (1u << S) - 1;
  for (uint32_t k = 0; k < rl::kRegBytes / S; ++k) {
    const bool active = lanes[k * S / rl::kChunkBytes][k % (rl::kChunkBytes / S)] != 0;
    uint32_t got = 0;
    for (uint32_t b = 0; b < S; ++b) got |= ((m.words[(k * S + b) / 64] >> ((k * S + b) % 64)) & 1u) << b;
    ASSERT_EQ(got, active ? group : 0u) << "S=" << S << " lane " << k;
  }
}

TEST(RegLanes, PredicateBitsWriteWholeGroups) {
  std::mt19937_64 rng(2);
  for (int round = 0; round < 100; ++round) {
    ExpectPredicateBitsFillGroups<1>(rng);
    ExpectPredicateBitsFillGroups<2>(rng);
    ExpectPredicateBitsFillGroups<4>(rng);
    ExpectPredicateBitsFillGroups<8>(rng);
  }
}

TEST(RegLanes, PredicatesRoundTripThroughTheGenerators) {
  // A generator's mask expanded and written back is the same mask.
  uint32_t n = 77;
  const MaskReg b16 = AscendC::Reg::UpdateMask<half>(n);
  const MaskReg b64 = AscendC::Reg::CreateMask<int64_t, AscendC::Reg::MaskPattern::M3>();
  MaskReg back16, back64;
  for (uint32_t c = 0; c < rl::kChunks; ++c) {
    rl::PredicateBits<2>(back16, c * rl::kChunkBytes, rl::Active<2>(b16, c * rl::kChunkBytes));
    rl::PredicateBits<8>(back64, c * rl::kChunkBytes, rl::Active<8>(b64, c * rl::kChunkBytes));
  }
  for (int w = 0; w < 4; ++w) {
    EXPECT_EQ(back16.words[w], b16.words[w]);
    EXPECT_EQ(back64.words[w], b64.words[w]);
  }
}

TEST(RegLanes, AllActiveLooksAtTheLowestBitOfEachLane) {
  EXPECT_TRUE(rl::AllActive<1>(AscendC::Reg::CreateMask<uint8_t>()));
  EXPECT_TRUE(rl::AllActive<2>(AscendC::Reg::CreateMask<half>()));
  EXPECT_TRUE(rl::AllActive<4>(AscendC::Reg::CreateMask<float>()));
  EXPECT_TRUE(rl::AllActive<8>(AscendC::Reg::CreateMask<int64_t>()));  // 0x55 pattern
  EXPECT_FALSE(rl::AllActive<1>(AscendC::Reg::CreateMask<int64_t>()));
  MaskReg m = AscendC::Reg::CreateMask<float>();
  m.words[3] &= ~(1ull << 60);  // lane 63
  EXPECT_FALSE(rl::AllActive<4>(m));
  m.words[3] |= 1ull << 60;
  m.words[3] &= ~(1ull << 61);  // not a lowest bit
  EXPECT_TRUE(rl::AllActive<4>(m));
}

TEST(RegLanes, BlendTakesYesWhereActive) {
  rl::Vec<float> yes, no;
  rl::Pred<4> p;
  for (uint32_t i = 0; i < rl::kChunkBytes / 4; ++i) {
    yes[i] = static_cast<float>(i);
    no[i] = -1.0f;
    p[i] = (i % 3 == 0) ? -1 : 0;
  }
  const rl::Vec<float> r = rl::Blend(p, yes, no);
  for (uint32_t i = 0; i < rl::kChunkBytes / 4; ++i) EXPECT_EQ(r[i], i % 3 == 0 ? static_cast<float>(i) : -1.0f);
}

// Conversions one float chunk at a time.
using HalfChunk = rl::Vec<uint16_t, rl::kChunkBytes / 2>;
constexpr uint32_t kFloatLanes = rl::kChunkBytes / 4;

// `widen` (lanes.h) against `want` (the reference) for every 16-bit pattern.
template <typename Widen, typename Want>
void ExpectWideningExact(Widen widen, Want want) {
  for (uint32_t base = 0; base < 65536; base += kFloatLanes) {
    HalfChunk h;
    for (uint32_t i = 0; i < kFloatLanes; ++i) h[i] = static_cast<uint16_t>(base + i);
    const rl::Vec<float> f = widen(h);
    for (uint32_t i = 0; i < kFloatLanes; ++i)
      ASSERT_EQ(reference::BitsFromFloat(f[i]), reference::BitsFromFloat(want(h[i]))) << "bits 0x" << std::hex << h[i];
  }
}

TEST(RegLanes, HalfToFloatIsExactForEveryHalf) {
  ExpectWideningExact([](const HalfChunk& h) { return rl::HalfToFloat(h); },
                      [](uint16_t h) { return reference::HalfToFloat(h); });
}

TEST(RegLanes, Bf16ToFloatIsExactForEveryBf16) {
  ExpectWideningExact([](const HalfChunk& b) { return rl::Bf16ToFloat(b); },
                      [](uint16_t b) { return reference::Bf16ToFloat(b); });
}

// Floats that matter for narrowing: every half value and its neighbours
// (ties, the rounding boundaries), the overflow edge, inf, NaN, float
// subnormals, and random bit patterns.
std::vector<uint32_t> NarrowingInputs() {
  std::vector<uint32_t> v;
  for (uint32_t h = 0; h < 65536; ++h) {
    const uint32_t f = reference::BitsFromFloat(reference::HalfToFloat(static_cast<uint16_t>(h)));
    for (uint32_t d : {0u, 1u, 0xFFFu, 0x1000u, 0x1001u, 0x7FFFu, 0x8000u, 0x8001u}) {
      v.push_back(f + d);
      v.push_back(f - d);
    }
  }
  for (uint32_t f : {0x477FE000u, 0x477FEFFFu, 0x477FF000u, 0x477FFFFFu, 0x7F7FFFFFu, 0x7F800000u, 0x7F800001u,
                     0x7FC00000u, 0x7FFFFFFFu, 0x00000001u, 0x007FFFFFu, 0x00800000u, 0x33000000u, 0x33000001u,
                     0x387FFFFFu, 0x38800000u, 0x7F7F8000u, 0x7F7F7FFFu})
    for (uint32_t sign : {0u, 0x80000000u}) v.push_back(f | sign);
  std::mt19937 rng(3);
  for (int i = 0; i < 1 << 20; ++i) v.push_back(rng());
  while (v.size() % kFloatLanes) v.push_back(0);
  return v;
}

// `narrow` (lanes.h) against `want` (the reference) on every input, both
// saturation settings.
template <typename Narrow, typename Want>
void ExpectNarrowingAsTheReference(Narrow narrow, Want want) {
  const std::vector<uint32_t> inputs = NarrowingInputs();
  for (bool saturating : {true, false}) {
    for (size_t base = 0; base < inputs.size(); base += kFloatLanes) {
      rl::Vec<float> f;
      for (uint32_t i = 0; i < kFloatLanes; ++i) f[i] = reference::FloatFromBits(inputs[base + i]);
      const HalfChunk got = narrow(f, saturating);
      for (uint32_t i = 0; i < kFloatLanes; ++i)
        ASSERT_EQ(got[i], want(f[i], saturating)) << "float 0x" << std::hex << inputs[base + i] << " saturating "
                                                  << saturating;
    }
  }
}

TEST(RegLanes, FloatToHalfRoundsAndSaturatesAsTheReference) {
  ExpectNarrowingAsTheReference([](const rl::Vec<float>& f, bool sat) { return rl::FloatToHalf(f, sat); },
                                [](float f, bool sat) { return reference::FloatToHalf(f, sat); });
}

TEST(RegLanes, FloatToBf16RoundsAndSaturatesAsTheReference) {
  ExpectNarrowingAsTheReference([](const rl::Vec<float>& f, bool sat) { return rl::FloatToBf16(f, sat); },
                                [](float f, bool sat) { return reference::FloatToBf16(f, sat); });
}

TEST(RegLanes, CanonicalNaNIsThePositiveQuietNaN) {
  rl::Vec<float> f{};
  f[0] = reference::FloatFromBits(0xFFC00001u);
  f[1] = reference::FloatFromBits(0x7F800001u);
  f[2] = -0.0f;
  const rl::Vec<float> c = rl::CanonicalNaN(f);
  EXPECT_EQ(reference::BitsFromFloat(c[0]), reference::CanonicalFloatBits(f[0]));
  EXPECT_EQ(reference::BitsFromFloat(c[1]), 0x7FC00000u);
  EXPECT_EQ(reference::BitsFromFloat(c[2]), 0x80000000u);
}

#if defined(__x86_64__) || defined(__i386__)
TEST(RegLanes, FloatingPointBodiesIgnoreFlushToZeroAndRoundingBits) {
  const unsigned saved = _mm_getcsr();
  // FTZ, DAZ and round toward zero, as a framework might leave them.
  _mm_setcsr(saved | 0x8040u | 0x6000u);
  volatile float tiny_bits = reference::FloatFromBits(0x00000003u);  // subnormal
  const float tiny = tiny_bits;
  struct Results {
    float sum = 0, third = 0;
  } results;
  rl::WithDefaultFpEnvironment(
      true,
      [](Results& r, const float& t) {
        r.sum = t + t;
        r.third = 1.0f / (t * 0 + 3.0f);
      },
      results, tiny);
  const unsigned after = _mm_getcsr();
  _mm_setcsr(saved);
  EXPECT_EQ(reference::BitsFromFloat(results.sum), 0x00000006u);
  EXPECT_EQ(reference::BitsFromFloat(results.third), 0x3EAAAAABu);  // rounded to nearest, not truncated
  // The caller's control bits are back; the sticky exception flags (bits
  // 0-5) record what the body raised and are not part of the setting.
  EXPECT_EQ(after & ~0x3Fu, (saved | 0x8040u | 0x6000u) & ~0x3Fu);
}
#endif

}  // namespace
}  // namespace ascendc_host
