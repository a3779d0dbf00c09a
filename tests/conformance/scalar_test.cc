// Scalar computation (基础API/标量计算; SPEC 11.8): the pages' examples, and
// the scalar Cast bit for bit against a reference that picks between the two
// neighbouring representable values by exact comparison, on random and edge
// inputs, in saturating and non-saturating mode.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>
#include <vector>

#include "kernel_operator.h"
#include "support/kernel_helpers.h"
#include "support/ub_helpers.h"

namespace {

using AscendC::RoundMode;
using ascendc_host::Severity;
using ascendc_host::testing::RaisesError;

float Bits(uint32_t u) {
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}

TEST(ScalarPages, BitCounting) {
  EXPECT_EQ(AscendC::GetBitCount<1>(0xFFFF), 16);
  EXPECT_EQ(AscendC::GetBitCount<0>(0xFFFF), 48);
  EXPECT_EQ(AscendC::CountLeadingZero(0x0100000000000020ULL), 7);
  EXPECT_EQ(AscendC::CountLeadingZero(0x000000000000FFFFULL), 48);
  EXPECT_EQ(AscendC::CountLeadingZero(0), 64);
  EXPECT_EQ(AscendC::CountLeadingZero(0xFFFFFFFFFFFFFFFFULL), 0);
  EXPECT_EQ(AscendC::CountBitsCntSameAsSignBit(0x0100000000000020LL), 6);
  EXPECT_EQ(AscendC::CountBitsCntSameAsSignBit(0), -1);
  EXPECT_EQ(AscendC::CountBitsCntSameAsSignBit(static_cast<int64_t>(0xFFFFFFFFFFFFFFFFULL)), -1);
  EXPECT_EQ(AscendC::CountBitsCntSameAsSignBit(0x7FFFFFFFFFFFFFFFLL), 0);
  EXPECT_EQ(AscendC::CountBitsCntSameAsSignBit(static_cast<int64_t>(0x8000000000000000ULL)), 0);
  EXPECT_EQ(AscendC::CountBitsCntSameAsSignBit(1), 62);
  EXPECT_EQ(AscendC::CountBitsCntSameAsSignBit(0x00F0000000000000LL), 7);
  EXPECT_EQ(AscendC::CountBitsCntSameAsSignBit(static_cast<int64_t>(0xFF0F000000000000ULL)), 7);
  EXPECT_EQ(AscendC::GetSFFValue<1>(0x1000000000000100ULL), 8);
  EXPECT_EQ(AscendC::GetSFFValue<0>(0xFFFFFFFFFFFFFFFFULL), -1);
  EXPECT_EQ(AscendC::GetSFFValue<1>(0), -1);
  EXPECT_EQ(AscendC::GetSFFValue<0>(0xFF00ULL), 0);
  EXPECT_EQ(AscendC::GetSFFValue<1>(0xFF00ULL), 8);
  EXPECT_EQ(AscendC::GetSFFValue<0>(0x00FFULL), 8);
  EXPECT_EQ(AscendC::GetSFFValue<1>(0x00FFULL), 0);
}

TEST(ScalarPages, CastExamples) {
  ascendc_host::testing::FreshCore();
  EXPECT_EQ(static_cast<float>(AscendC::Cast(3.14159f)), 3.140625f);
  EXPECT_EQ(AscendC::Cast(AscendC::Cast(3.14159f)), 3.140625f);
  EXPECT_EQ((AscendC::Cast<bfloat16_t>(bfloat16_t(2.5f))), 2.5f);
  EXPECT_EQ(static_cast<float>(AscendC::Cast<float, half, RoundMode::CAST_ODD>(3.14159f)), 3.142578125f);
  EXPECT_EQ((AscendC::Cast<float, int32_t, RoundMode::CAST_ROUND>(1.5f)), 2);
  EXPECT_EQ((AscendC::Cast<float, int32_t, RoundMode::CAST_CEIL>(1.5f)), 2);
  EXPECT_EQ((AscendC::Cast<float, int32_t, RoundMode::CAST_FLOOR>(1.5f)), 1);
  EXPECT_EQ((AscendC::Cast<float, int32_t, RoundMode::CAST_RINT>(1.5f)), 2);
  EXPECT_EQ((AscendC::Cast<float, int32_t, RoundMode::CAST_ROUND>(2.5f)), 3);
  EXPECT_EQ((AscendC::Cast<float, int32_t, RoundMode::CAST_CEIL>(2.5f)), 3);
  EXPECT_EQ((AscendC::Cast<float, int32_t, RoundMode::CAST_FLOOR>(2.5f)), 2);
  EXPECT_EQ((AscendC::Cast<float, int32_t, RoundMode::CAST_RINT>(2.5f)), 2);
}

// --- reference conversions, by exact comparison with the neighbours -------

std::vector<uint16_t> SortedFiniteHalves() {
  std::vector<uint16_t> v;
  for (uint32_t b = 0; b < 0x10000; ++b)
    if ((b & 0x7C00u) != 0x7C00u) v.push_back(static_cast<uint16_t>(b));
  std::sort(v.begin(), v.end(), [](uint16_t a, uint16_t b) {
    return static_cast<float>(half::FromBits(a)) < static_cast<float>(half::FromBits(b));
  });
  return v;
}

// float -> half, round to odd (the only mode the scalar page allows).
uint16_t ReferenceHalfOdd(float f, bool saturate) {
  static const std::vector<uint16_t> halves = SortedFiniteHalves();
  if (std::isnan(f)) return saturate ? 0 : 0xFFFF;  // 0xFFFF: "some NaN" (checked apart)
  if (std::isinf(f)) return static_cast<uint16_t>((f < 0 ? 0x8000 : 0) | (saturate ? 0x7BFF : 0x7C00));
  const double x = f;
  if (x == 0) return std::signbit(f) ? 0x8000 : 0x0000;
  if (x >= 65504.0) return x == 65504.0 ? 0x7BFF : 0x7BFF;  // odd max, never inf
  if (x <= -65504.0) return 0xFBFF;
  auto hi = std::lower_bound(halves.begin(), halves.end(), x,
                             [](uint16_t h, double v) { return static_cast<float>(half::FromBits(h)) < v; });
  if (static_cast<double>(static_cast<float>(half::FromBits(*hi))) == x) {
    // Exact; -0 and +0 compare equal but x != 0 here.
    return *hi;
  }
  const uint16_t upper = *hi, lower = *(hi - 1);
  uint16_t odd = (upper & 1) ? upper : lower;
  // Between -2^-24 and +2^-24 the neighbours are a signed zero and +-1 ulp.
  if (x > 0 && x < 5.9604644775390625e-08) odd = 0x0001;
  if (x < 0 && x > -5.9604644775390625e-08) odd = 0x8001;
  return odd;
}

uint16_t ReferenceBf16Rint(float f, bool saturate) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  if (std::isnan(f)) return saturate ? 0 : static_cast<uint16_t>((u >> 16) | 0x40);
  const uint16_t sign = static_cast<uint16_t>((u >> 16) & 0x8000);
  const uint32_t abs = u & 0x7FFFFFFF;
  const uint16_t lo = static_cast<uint16_t>(abs >> 16), hi = static_cast<uint16_t>(lo + 1);
  const double x = std::fabs(static_cast<double>(f));
  const double vlo = std::fabs(static_cast<double>(Bits(static_cast<uint32_t>(lo) << 16)));
  uint16_t r;
  if (vlo == x) {
    r = lo;
  } else {
    const double vhi = hi >= 0x7F80 ? std::ldexp(1.0, 128) : static_cast<double>(Bits(static_cast<uint32_t>(hi) << 16));
    const double dlo = x - vlo, dhi = vhi - x;
    r = dlo < dhi || (dlo == dhi && (lo & 1) == 0) ? lo : hi;
  }
  if (r >= 0x7F80 && saturate) r = 0x7F7F;
  return static_cast<uint16_t>(sign | r);
}

int32_t ReferenceInt32(float f, RoundMode mode, bool saturate) {
  if (std::isnan(f)) return 0;
  const long double x = f;
  long double r;
  switch (mode) {
    case RoundMode::CAST_ROUND: r = x < 0 ? -std::floor(-x + 0.5L) : std::floor(x + 0.5L); break;
    case RoundMode::CAST_FLOOR: r = std::floor(x); break;
    case RoundMode::CAST_CEIL: r = std::ceil(x); break;
    default: {
      const long double lo = std::floor(x), d = x - lo;
      r = d > 0.5L ? lo + 1 : d < 0.5L ? lo : (std::fmod(lo, 2.0L) == 0 ? lo : lo + 1);
    }
  }
  if (r >= -2147483648.0L && r <= 2147483647.0L) return static_cast<int32_t>(r);
  if (saturate || std::isinf(r)) return r > 0 ? INT32_MAX : INT32_MIN;
  long double m = std::fmod(r, 4294967296.0L);
  if (m < 0) m += 4294967296.0L;
  return static_cast<int32_t>(static_cast<uint32_t>(m));
}

std::vector<float> CastInputs() {
  std::vector<float> v = {0.0f, -0.0f, 1.0f, -1.0f, 0.5f, 1.5f, 2.5f, -2.5f, 65504.0f, 65505.0f, 65519.0f, 65520.0f,
                          65536.0f, -65536.0f, 1e10f, -1e10f, 6.1e-5f, 5.96e-8f, 2.98e-8f, 2.99e-8f, -2.98e-8f, 1e-30f,
                          Bits(0x00000001), Bits(0x80000001), Bits(0x7F7FFFFF), Bits(0xFF7FFFFF), 2147483520.0f,
                          2147483648.0f, -2147483648.0f, -2147483904.0f, 4294967296.0f, 1e20f, -1e20f,
                          std::numeric_limits<float>::infinity(), -std::numeric_limits<float>::infinity(),
                          Bits(0x7FC00000), Bits(0xFFA00001), 3.14159f, 3.4e38f};
  std::mt19937 rng(1234);
  for (int i = 0; i < 200000; ++i) v.push_back(Bits(static_cast<uint32_t>(rng())));
  std::uniform_real_distribution<float> small(-70000.0f, 70000.0f);
  for (int i = 0; i < 100000; ++i) v.push_back(small(rng));
  return v;
}

void SetFloatSaturation(bool saturate) {
  // CTRL[48] = 0 saturates (the reset value); CTRL[60] global mode stays set.
  AscendC::SetCtrlSpr<48, 48>(saturate ? 0 : 1);
}
void SetCastSaturation(bool saturate) { AscendC::SetCtrlSpr<59, 59>(saturate ? 0 : 1); }

TEST(ScalarCast, FloatToHalfRoundToOddIsBitExact) {
  ascendc_host::testing::FreshCore();
  const std::vector<float> inputs = CastInputs();
  for (bool saturate : {true, false}) {
    SetFloatSaturation(saturate);
    for (float f : inputs) {
      const uint16_t got = AscendC::Cast<float, half, RoundMode::CAST_ODD>(f).bits;
      const uint16_t want = ReferenceHalfOdd(f, saturate);
      if (want == 0xFFFF) {
        ASSERT_TRUE((got & 0x7C00) == 0x7C00 && (got & 0x03FF) != 0 && (got & 0x0200) != 0) << std::hex << got;
      } else {
        ASSERT_EQ(got, want) << "f=" << f << " bits=" << std::hex << *reinterpret_cast<const uint32_t*>(&f)
                             << " saturate=" << saturate;
      }
    }
  }
}

TEST(ScalarCast, FloatToBfloat16IsBitExact) {
  ascendc_host::testing::FreshCore();
  const std::vector<float> inputs = CastInputs();
  for (bool saturate : {true, false}) {
    SetFloatSaturation(saturate);
    for (float f : inputs)
      ASSERT_EQ(AscendC::Cast(f).bits, ReferenceBf16Rint(f, saturate)) << "f=" << f << " saturate=" << saturate;
  }
}

TEST(ScalarCast, FloatToInt32EveryModeIsExact) {
  ascendc_host::testing::FreshCore();
  const std::vector<float> inputs = CastInputs();
  for (bool saturate : {true, false}) {
    SetCastSaturation(saturate);
    for (float f : inputs) {
      ASSERT_EQ((AscendC::Cast<float, int32_t, RoundMode::CAST_RINT>(f)), ReferenceInt32(f, RoundMode::CAST_RINT, saturate)) << f;
      ASSERT_EQ((AscendC::Cast<float, int32_t, RoundMode::CAST_ROUND>(f)), ReferenceInt32(f, RoundMode::CAST_ROUND, saturate)) << f;
      ASSERT_EQ((AscendC::Cast<float, int32_t, RoundMode::CAST_FLOOR>(f)), ReferenceInt32(f, RoundMode::CAST_FLOOR, saturate)) << f;
      ASSERT_EQ((AscendC::Cast<float, int32_t, RoundMode::CAST_CEIL>(f)), ReferenceInt32(f, RoundMode::CAST_CEIL, saturate)) << f;
    }
  }
}

TEST(ScalarCast, SingleInstructionModeSaturates) {
  // CTRL[60] = 0: CTRL[48]/[59] do not apply; the scalar Cast keeps the
  // default, saturation.
  ascendc_host::testing::FreshCore();
  AscendC::SetCtrlSpr<48, 48>(1);
  AscendC::SetCtrlSpr<59, 59>(1);
  AscendC::SetCtrlSpr<60, 60>(0);
  EXPECT_EQ((AscendC::Cast<float, half, RoundMode::CAST_ODD>(std::numeric_limits<float>::infinity()).bits), 0x7BFF);
  EXPECT_EQ((AscendC::Cast<float, int32_t, RoundMode::CAST_RINT>(1e10f)), INT32_MAX);
  AscendC::SetCtrlSpr<60, 60>(1);
  EXPECT_EQ((AscendC::Cast<float, half, RoundMode::CAST_ODD>(std::numeric_limits<float>::infinity()).bits), 0x7C00);
  EXPECT_EQ((AscendC::Cast<float, int32_t, RoundMode::CAST_RINT>(1e10f)), static_cast<int32_t>(1410065408));
}

TEST(ScalarPages, CeilDivisionDivCeilAlignUp) {
  EXPECT_EQ(AscendC::CeilDivision(512, 64), 8);
  EXPECT_EQ(AscendC::CeilDivision(513u, 64u), 9u);
  EXPECT_EQ(AscendC::CeilDivision(5, 0), 0);  // the page: a zero divisor gives 0
  static_assert(AscendC::CeilDivision(7, 2) == 4);
  static_assert(AscendC::DivCeil(33u, 32u) == 2u);
  static_assert(AscendC::AlignUp(33u, 32u) == 64u);
  EXPECT_EQ(AscendC::DivCeil(1, 0), 0u);
  AscendC::Nop<10>();
  AscendC::Nop();
}

// An operator's own DivCeil template beside `using namespace AscendC` (the
// devkit's is not a template, so the call stays unambiguous).
template <typename T>
T DivCeil(T a, T b) {
  return (a + b - 1) / b;
}
using namespace AscendC;
TEST(ScalarPages, OperatorsOwnDivCeilStillCompiles) {
  EXPECT_EQ(DivCeil(int64_t{10}, int64_t{4}), 3);
  EXPECT_EQ(DivCeil(10u, 4u), 3u);
}

TEST(ScalarGm, ByPassDCacheReadsAndWrites) {
  ascendc_host::testing::GmBuffer gm(16);
  int64_t* p = gm.as<int64_t>();
  AscendC::WriteGmByPassDCache<int64_t>(p + 1, -42);
  EXPECT_EQ(AscendC::ReadGmByPassDCache<int64_t>(p + 1), -42);
  uint8_t* b = gm.get();
  AscendC::WriteGmByPassDCache<uint8_t>(b + 3, 9);
  EXPECT_EQ(AscendC::ReadGmByPassDCache<uint8_t>(b + 3), 9);
  EXPECT_TRUE(RaisesError([&] { AscendC::ReadGmByPassDCache<int64_t>(p + 2); }, Severity::kFatal,
                          {"ReadGmByPassDCache", "beyond the end of its GM buffer"}));
  EXPECT_TRUE(RaisesError([&] { AscendC::WriteGmByPassDCache<int32_t>(nullptr, 1); }, Severity::kFatal,
                          {"WriteGmByPassDCache", "addr=null"}));
  ascendc_host::ScopedCheckedMode checked(true);
  EXPECT_TRUE(RaisesError([&] { AscendC::ReadGmByPassDCache<int32_t>(reinterpret_cast<int32_t*>(b + 2)); },
                          Severity::kError, {"not aligned to sizeof(T)"}));
}

}  // namespace
