// The half functions of SIMT code (ascendc/simt_fp16.h, SPEC 16.6) against
// models written from IEEE 754 alone: every conversion mode over floats that
// straddle each half quantum, overflow and NaN, integer conversions,
// arithmetic and fma against long double exact results, the comparison
// families over every special case, and the math functions over all 65536
// halves against the correctly rounded result (the published bound: 1 ulp).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>

#include "ascendc_host/ascendc/simt.h"

namespace {

half H(uint16_t b) { return half::FromBits(b); }
float F(half h) { return static_cast<float>(h); }

// Every finite half, ascending, with the next one up (a model of the
// representable set that shares nothing with the code under test).
double HalfValue(int k) {  // k in [0, 0x7C00): the nonnegative finite halves by their bits
  const int e = k >> 10, m = k & 0x3FF;
  return e == 0 ? std::ldexp(m, -24) : std::ldexp(1024 + m, e - 25);
}

// The model: the nonnegative halves bracketing a, chosen by the mode.
uint16_t ModelRound(double v, char mode, bool sat) {
  if (std::isnan(v)) return sat ? 0 : 0x7FFF;
  const bool neg = std::signbit(v);
  const double a = std::fabs(v);
  const uint16_t sign = neg ? 0x8000 : 0;
  const bool up = (mode == 'u' && !neg) || (mode == 'd' && neg);
  if (std::isinf(a)) return sign | (sat ? 0x7BFF : 0x7C00);  // exact: no rounding
  if (a >= 65536.0) {  // past the value 2^16 that an unbounded exponent would give next
    const bool away = mode == 'n' || mode == 'a' || up;
    return sign | (sat || !away ? 0x7BFF : 0x7C00);
  }
  int lo = 0, top = 0x7BFF;  // the largest half <= a, by bisection
  while (lo < top) {
    const int m = (lo + top + 1) / 2;
    if (HalfValue(m) <= a) lo = m; else top = m - 1;
  }
  if (HalfValue(lo) == a) return sign | lo;
  const int hi = lo + 1;  // 0x7C00 stands for 2^16 here: rounding to it overflows
  const double mid = (HalfValue(lo) + HalfValue(hi)) / 2;
  int pick;
  switch (mode) {
    case 'z': pick = lo; break;
    case 'd': pick = neg ? hi : lo; break;
    case 'u': pick = neg ? lo : hi; break;
    case 'o': pick = (lo & 1) ? lo : hi; break;
    case 'a': pick = a < mid ? lo : hi; break;
    default: pick = a < mid ? lo : a > mid ? hi : ((lo & 1) ? hi : lo); break;
  }
  if (pick == 0x7C00 && sat) pick = 0x7BFF;
  return sign | pick;
}

TEST(SimtHalf, ConversionsFromFloatInEveryModeMatchTheModel) {
  std::mt19937 rng(7);
  std::vector<float> values = {0.0f, -0.0f, 1.0f, 65504.0f, 65519.0f, 65520.0f, 70000.0f, -70000.0f,
                               INFINITY, -INFINITY, std::ldexp(1.0f, -25), std::ldexp(3.0f, -26), 1e-10f};
  for (int i = 0; i < 3000; ++i) {
    const int k = std::uniform_int_distribution<int>(0, 0x7BFE)(rng);
    const double lo = HalfValue(k), hi = HalfValue(k + 1);
    const float quarter = static_cast<float>(lo + (hi - lo) / 4), mid = static_cast<float>((lo + hi) / 2);
    for (float f : {quarter, mid, static_cast<float>(lo + 3 * (hi - lo) / 4)}) {
      values.push_back(f);
      values.push_back(-f);
    }
  }
  for (float f : values) {
    const double v = f;
    EXPECT_EQ(__float2half_rn_sat(f).bits, ModelRound(v, 'n', true)) << f;
    EXPECT_EQ(__float2half_rz(f).bits, ModelRound(v, 'z', false)) << f;
    EXPECT_EQ(__float2half_rz_sat(f).bits, ModelRound(v, 'z', true)) << f;
    EXPECT_EQ(__float2half_rd(f).bits, ModelRound(v, 'd', false)) << f;
    EXPECT_EQ(__float2half_ru(f).bits, ModelRound(v, 'u', false)) << f;
    EXPECT_EQ(__float2half_ru_sat(f).bits, ModelRound(v, 'u', true)) << f;
    EXPECT_EQ(__float2half_rna(f).bits, ModelRound(v, 'a', false)) << f;
    EXPECT_EQ(__float2half_ro(f).bits, ModelRound(v, 'o', false)) << f;
  }
  EXPECT_EQ(__float2half_rn_sat(NAN).bits, 0);
  EXPECT_TRUE(__hisnan(__float2half_rz(NAN)));
  const half2 p = __float22half2_rd(float2{1.0f + 1.0f / 4096, -(1.0f + 1.0f / 4096)});
  EXPECT_EQ(p.x.bits, 0x3C00);
  EXPECT_EQ(p.y.bits, 0xBC01);
}

TEST(SimtHalf, IntegerConversions) {
  EXPECT_EQ(__int2half_rn(2049).bits, ModelRound(2049, 'n', false));
  EXPECT_EQ(__int2half_ru(2049).bits, ModelRound(2049, 'u', false));
  EXPECT_EQ(__int2half_rn_sat(100000).bits, 0x7BFF);
  EXPECT_EQ(__int2half_rn(100000).bits, 0x7C00);
  EXPECT_EQ(__int2half_rz(-100000).bits, 0xFBFF);
  EXPECT_EQ(__ll2half_rd(-(1LL << 62)).bits, 0xFC00);
  EXPECT_EQ(__ull2half_rz(~0ULL).bits, 0x7BFF);
  EXPECT_EQ(__half2int_rn(H(0x3E00)), 2);    // 1.5: ties to even
  EXPECT_EQ(__half2int_rna(H(0x3D00)), 1);   // 1.25
  EXPECT_EQ(__half2int_rna(H(0xBE00)), -2);  // -1.5: away
  EXPECT_EQ(__half2int_rd(H(0xBD00)), -2);
  EXPECT_EQ(__half2uint_rz(H(0xBC00)), 0u);  // negative saturates to 0
  EXPECT_EQ(__half2int_rz(H(0x7C00)), 2147483647);
  EXPECT_EQ(__half2ll_ru(H(0x7E00)), 0);     // NaN
}

TEST(SimtHalf, ArithmeticAndFmaRoundTheExactResultOnce) {
  std::mt19937 rng(11);
  std::uniform_int_distribution<int> bits(0, 0xFFFF);
  auto finite = [&] {
    for (;;) {
      const half h = H(static_cast<uint16_t>(bits(rng)));
      if (!__hisnan(h) && !__hisinf(h)) return h;
    }
  };
  for (int i = 0; i < 200000; ++i) {
    const half a = finite(), b = finite(), c = finite();
    const long double exact = static_cast<long double>(F(a)) * F(b) + F(c);  // 64-bit significand: exact here
    // Rounding the exact value: the model over the long double.
    const double r = static_cast<double>(exact);
    // A zero result's sign follows IEEE's rule for exact cancellation; compare magnitudes there.
    const uint16_t care = r == 0 ? 0x7FFF : 0xFFFF;
    if (static_cast<long double>(r) == exact) {
      EXPECT_EQ(__hfma(a, b, c).bits & care, ModelRound(r, 'n', false) & care) << F(a) << " " << F(b) << " " << F(c);
    }
    const double product = static_cast<double>(F(a)) * F(b), sum = static_cast<double>(F(a)) + F(b);
    EXPECT_EQ(__hmul(a, b).bits & (product == 0 ? 0x7FFF : 0xFFFF), ModelRound(product, 'n', false) & (product == 0 ? 0x7FFF : 0xFFFF));
    if (sum != 0) {
      EXPECT_EQ(__hadd(a, b).bits, ModelRound(sum, 'n', false)) << F(a) << " " << F(b);
    }
  }
  // (1 + 2^-10) * 1.5 lies exactly halfway between two halves; an addend of
  // -2^-24 puts the exact result just below the tie. Computing in float
  // loses the addend (a float tie, to even) and rounding that to half breaks
  // the tie to even: 0x3E02 instead of 0x3E01.
  EXPECT_EQ(__hfma(H(0x3C01), H(0x3E00), H(0x8001)).bits, 0x3E01);
  EXPECT_EQ(__hfma(H(0x3C01), H(0x3E00), H(0x0001)).bits, 0x3E02);
  EXPECT_EQ(half(static_cast<float>(F(H(0x3C01))) * F(H(0x3E00)) + F(H(0x8001))).bits, 0x3E02);  // the naive way
  EXPECT_EQ(__hneg(H(0x3C00)).bits, 0xBC00);
  EXPECT_EQ(__habs(H(0xFC00)).bits, 0x7C00);
  EXPECT_EQ(__hfma_relu(H(0xBC00), H(0x3C00), H(0)).bits, 0);
  EXPECT_EQ(__hdiv(H(0x3C00), H(0x4200)).bits, half(1.0f / 3.0f).bits);
}

TEST(SimtHalf, MaxMinAndComparisonsFollowNanRules) {
  const half nan = H(0x7E00), one = H(0x3C00), two = H(0x4000), pz = H(0), nz = H(0x8000);
  EXPECT_EQ(__hmax(nan, one).bits, one.bits);
  EXPECT_EQ(__hmin(one, nan).bits, one.bits);
  EXPECT_TRUE(__hisnan(__hmax_nan(nan, one)));
  EXPECT_EQ(__hmax(pz, nz).bits, 0);
  EXPECT_EQ(__hmin(pz, nz).bits, 0x8000);
  EXPECT_TRUE(__hlt(one, two));
  EXPECT_FALSE(__hlt(nan, two));
  EXPECT_TRUE(__hltu(nan, two));
  EXPECT_TRUE(__heq(pz, nz));
  EXPECT_FALSE(__hne(nan, nan));
  EXPECT_TRUE(__hneu(nan, nan));
  EXPECT_TRUE(__hbgex2(half2{two, two}, half2{one, two}));
  EXPECT_FALSE(__hbgtx2(half2{two, two}, half2{one, two}));
  EXPECT_EQ(__hgtx2_mask(half2{two, one}, half2{one, two}), 0xFFFFu);
  EXPECT_EQ(__hltux2_mask(half2{nan, one}, half2{one, two}), 0xFFFFFFFFu);
  const half2 r = __hgex2(half2{two, one}, half2{one, two});
  EXPECT_EQ(r.x.bits, 0x3C00);
  EXPECT_EQ(r.y.bits, 0);
  EXPECT_EQ(__isnanx2(half2{nan, one}).x.bits, 0x3C00);
  const half2 s = __lowhigh2highlow(half2{one, two});
  EXPECT_EQ(s.x.bits, two.bits);
  EXPECT_EQ(__haddx2(half2{one, two}, half2{one, one}).y.bits, H(0x4200).bits);
}

// The math functions over every half against the correctly rounded result:
// exact for sqrt, rcp, floor, ceil, trunc, rint; within 1 ulp for the rest.
TEST(SimtHalf, MathFunctionsOverEveryHalf) {
  struct Case {
    const char* name;
    half (*f)(half);
    double (*exact)(double);
    int max_ulp;
  };
  const Case cases[] = {
      {"hsqrt", hsqrt, [](double v) { return std::sqrt(v); }, 0},
      {"hrcp", hrcp, [](double v) { return 1.0 / v; }, 0},
      {"hfloor", hfloor, [](double v) { return std::floor(v); }, 0},
      {"hceil", hceil, [](double v) { return std::ceil(v); }, 0},
      {"htrunc", htrunc, [](double v) { return std::trunc(v); }, 0},
      {"hrint", hrint, [](double v) { return std::nearbyint(v); }, 0},
      {"hexp", hexp, [](double v) { return std::exp(v); }, 1},
      {"hexp2", hexp2, [](double v) { return std::exp2(v); }, 1},
      {"hexp10", hexp10, [](double v) { return std::pow(10.0, v); }, 1},
      {"hlog", hlog, [](double v) { return std::log(v); }, 1},
      {"hlog2", hlog2, [](double v) { return std::log2(v); }, 1},
      {"hlog10", hlog10, [](double v) { return std::log10(v); }, 1},
      {"hsin", hsin, [](double v) { return std::sin(v); }, 1},
      {"hcos", hcos, [](double v) { return std::cos(v); }, 1},
      {"htanh", htanh, [](double v) { return std::tanh(v); }, 1},
      {"hrsqrt", hrsqrt, [](double v) { return 1.0 / std::sqrt(v); }, 1},
  };
  for (const Case& c : cases) {
    int worst = 0;
    for (uint32_t b = 0; b < 0x10000; ++b) {
      const half x = H(static_cast<uint16_t>(b));
      const double want = c.exact(F(x));
      const half got = c.f(x);
      if (std::isnan(want)) {
        EXPECT_TRUE(__hisnan(got)) << c.name << " " << b;
        continue;
      }
      const uint16_t model = ModelRound(want, 'n', false);
      // Distance in ulps over the ordered bit patterns.
      auto ordered = [](uint16_t h) { return (h & 0x8000) ? -static_cast<int>(h & 0x7FFF) : static_cast<int>(h); };
      const int d = std::abs(ordered(got.bits) - ordered(model));
      worst = std::max(worst, d);
    }
    EXPECT_LE(worst, c.max_ulp) << c.name;
  }
  const half2 e = h2exp(half2{H(0), H(0x3C00)});
  EXPECT_EQ(e.x.bits, 0x3C00);
}

}  // namespace
