// The worked examples of the unary, logic, scalar-position and composite
// pages (基础算术/, 逻辑计算/, 复合计算/), each in every form the page shows:
// count, contiguous mask, bit-wise mask, the operators, both scalar
// positions, the 950 configs. Expected values come from the pages; where a
// page prints values its inputs cannot give, the test expects the rule's
// (each such case says so, docs/SPEC.md 8.4 / 8.5 list them).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <functional>

#include "composite_page_data.h"
#include "kernel_operator.h"
#include "support/ub_helpers.h"

namespace ascendc_host {
namespace testing {
namespace {

using AscendC::BinaryRepeatParams;
using AscendC::LocalTensor;
using AscendC::UnaryRepeatParams;

// Operands of an example: a at UB 0, b at 8 KiB, dst at 16 KiB (room for
// 2048 floats each), all zero.
template <typename D, typename S = D>
struct Operands {
  LocalTensor<S> a, b;
  LocalTensor<D> dst;
  Operands() {
    FreshCore();
    a = TensorAt<S>(0, 8192 / sizeof(S));
    b = TensorAt<S>(8192, 8192 / sizeof(S));
    dst = TensorAt<D>(16384, 8192 / sizeof(D));
  }
};

// The forms of a page's three examples: count n, contiguous mask `lanes`
// x repeats, bit-wise mask (all ones over `lanes`) x repeats.
enum class Form { kCount, kContiguous, kBitwise };
constexpr Form kForms[] = {Form::kCount, Form::kContiguous, Form::kBitwise};
inline uint64_t* AllOnes(uint32_t lanes) {
  static thread_local uint64_t bits[2];
  bits[0] = lanes >= 64 ? ~0ull : (1ull << lanes) - 1;
  bits[1] = lanes >= 128 ? ~0ull : lanes > 64 ? (1ull << (lanes - 64)) - 1 : 0;
  return bits;
}

// value within `relative` of the page's printed value.
::testing::AssertionResult Near(float value, float printed, float relative) {
  if (std::fabs(value - printed) <= relative * std::fabs(printed) + 1e-6f) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << value << " vs the page's " << printed;
}

// --- Unary (基础算术, 逻辑计算/Not) -----------------------------------------

TEST(VectorUnaryExamples, Abs) {
  for (Form f : kForms) {
    Operands<half> x;
    FillWith(x.a, 512, [](uint32_t i) { return half(i % 2 ? -float(i) : float(i)); });
    if (f == Form::kCount) AscendC::Abs(x.dst, x.a, 512);
    if (f == Form::kContiguous) AscendC::Abs(x.dst, x.a, uint64_t{128}, 4, {1, 1, 8, 8});
    if (f == Form::kBitwise) AscendC::Abs(x.dst, x.a, AllOnes(128), 4, {1, 1, 8, 8});
    for (uint32_t i = 0; i < 512; ++i) ASSERT_EQ(float(x.dst.GetValue(i)), float(i)) << i;
  }
}

// Exp, Ln, Sqrt: the pages' first values, printed to four or five digits.
template <class Call>
void ExpectPrinted(const std::function<float(uint32_t)>& input, const std::vector<float>& printed, Call&& call) {
  for (Form f : kForms) {
    Operands<half> x;
    FillWith(x.a, 512, [&](uint32_t i) { return half(input(i)); });
    call(x, f);
    for (uint32_t i = 0; i < printed.size(); ++i) EXPECT_TRUE(Near(float(x.dst.GetValue(i)), printed[i], 6e-4f)) << i;
  }
}

TEST(VectorUnaryExamples, Exp) {
  static constexpr AscendC::ExpConfig kKeep = {AscendC::ExpAlgo::PRECISION_1ULP_FTZ_FALSE};
  auto in = [](uint32_t i) { return float(i % 8); };
  ExpectPrinted(in, {1.0f, 2.719f, 7.391f, 20.08f}, [](Operands<half>& x, Form f) {
    if (f == Form::kCount) AscendC::Exp(x.dst, x.a, 512);
    if (f == Form::kContiguous) AscendC::Exp(x.dst, x.a, uint64_t{128}, 4, {1, 1, 8, 8});
    if (f == Form::kBitwise) AscendC::Exp(x.dst, x.a, AllOnes(128), 4, {1, 1, 8, 8});
  });
  ExpectPrinted(in, {1.0f, 2.719f, 7.391f, 20.08f},
                [](Operands<half>& x, Form) { AscendC::Exp<half, kKeep>(x.dst, x.a, 512); });
}

TEST(VectorUnaryExamples, Ln) {
  static constexpr AscendC::LnConfig kKeep = {AscendC::LnAlgo::PRECISION_1ULP_FTZ_FALSE};
  auto in = [](uint32_t i) { return float(i % 8 + 1); };
  ExpectPrinted(in, {0.0f, 0.6931f, 1.0986f, 1.3863f}, [](Operands<half>& x, Form f) {
    if (f == Form::kCount) AscendC::Ln(x.dst, x.a, 512);
    if (f == Form::kContiguous) AscendC::Ln(x.dst, x.a, uint64_t{128}, 4, {1, 1, 8, 8});
    if (f == Form::kBitwise) AscendC::Ln(x.dst, x.a, AllOnes(128), 4, {1, 1, 8, 8});
  });
  ExpectPrinted(in, {0.0f, 0.6931f, 1.0986f, 1.3863f},
                [](Operands<half>& x, Form) { AscendC::Ln<half, kKeep>(x.dst, x.a, 512); });
}

TEST(VectorUnaryExamples, Sqrt) {
  static constexpr AscendC::SqrtConfig kKeep = {AscendC::SqrtAlgo::PRECISION_1ULP_FTZ_FALSE};
  auto in = [](uint32_t i) { return float(i % 8 + 1); };
  ExpectPrinted(in, {1.0f, 1.414f, 1.732f, 2.0f}, [](Operands<half>& x, Form f) {
    if (f == Form::kCount) AscendC::Sqrt(x.dst, x.a, 512);
    if (f == Form::kContiguous) AscendC::Sqrt(x.dst, x.a, uint64_t{128}, 4, {1, 1, 8, 8});
    if (f == Form::kBitwise) AscendC::Sqrt(x.dst, x.a, AllOnes(128), 4, {1, 1, 8, 8});
  });
  ExpectPrinted(in, {1.0f, 1.414f, 1.732f, 2.0f},
                [](Operands<half>& x, Form) { AscendC::Sqrt<half, kKeep>(x.dst, x.a, 512); });
}

// Rsqrt and Reciprocal: the pages print the hardware's approximations (they
// warn that the error exceeds 2/1000 for half): ours, within 1 ulp of the
// exact value, are within 0.3% of the printed ones.
TEST(VectorUnaryExamples, RsqrtAndReciprocal) {
  const float rsqrt_in[] = {0.8335f, 2.2f, 2.672f, 2.312f, 5.36f};
  const float rsqrt_out[] = {1.094f, 0.676f, 0.6113f, 0.6562f, 0.4316f};
  const float recip_in[] = {-7.152f, -7.24f, 1.771f, -1.339f, 4.473f};
  const float recip_out[] = {-0.1396f, -0.1382f, 0.5645f, -0.748f, 0.2231f};
  static constexpr AscendC::RsqrtConfig kFastInverse = {AscendC::RsqrtAlgo::FAST_INVERSE};
  static constexpr AscendC::ReciprocalConfig kKeep = {AscendC::ReciprocalAlgo::PRECISION_1ULP_FTZ_FALSE};
  for (Form f : kForms) {
    Operands<half> x;
    FillWith(x.a, 512, [&](uint32_t i) { return half(rsqrt_in[i % 5]); });
    FillWith(x.b, 512, [&](uint32_t i) { return half(recip_in[i % 5]); });
    const auto recip = TensorAt<half>(24576, 512);
    if (f == Form::kCount) AscendC::Rsqrt(x.dst, x.a, 512), AscendC::Reciprocal(recip, x.b, 512);
    if (f == Form::kContiguous)
      AscendC::Rsqrt(x.dst, x.a, uint64_t{128}, 4, {1, 1, 8, 8}), AscendC::Reciprocal(recip, x.b, uint64_t{128}, 4, {1, 1, 8, 8});
    if (f == Form::kBitwise)
      AscendC::Rsqrt(x.dst, x.a, AllOnes(128), 4, {1, 1, 8, 8}), AscendC::Reciprocal(recip, x.b, AllOnes(128), 4, {1, 1, 8, 8});
    for (uint32_t i = 0; i < 512; ++i) {
      ASSERT_TRUE(Near(float(x.dst.GetValue(i)), rsqrt_out[i % 5], 3e-3f)) << i;
      ASSERT_TRUE(Near(float(recip.GetValue(i)), recip_out[i % 5], 3e-3f)) << i;
    }
  }
  // The 950 examples' configs: FAST_INVERSE (float), FTZ_FALSE.
  Operands<float> y;
  FillWith(y.a, 512, [&](uint32_t i) { return rsqrt_in[i % 5]; });
  AscendC::Rsqrt<float, kFastInverse>(y.dst, y.a, 512);
  for (uint32_t i = 0; i < 512; ++i) ASSERT_TRUE(Near(y.dst.GetValue(i), rsqrt_out[i % 5], 3e-3f)) << i;
  FillWith(y.a, 512, [&](uint32_t i) { return recip_in[i % 5]; });
  AscendC::Reciprocal<float, kKeep>(y.dst, y.a, 512);
  for (uint32_t i = 0; i < 512; ++i) ASSERT_TRUE(Near(y.dst.GetValue(i), recip_out[i % 5], 3e-3f)) << i;
}

TEST(VectorUnaryExamples, Relu) {
  const float in[] = {6.938f, -8.86f, -0.2263f, 1.971f, 1.778f};
  for (Form f : kForms) {
    Operands<half> x;
    FillWith(x.a, 512, [&](uint32_t i) { return half(in[i % 5]); });
    if (f == Form::kCount) AscendC::Relu(x.dst, x.a, 512);
    if (f == Form::kContiguous) AscendC::Relu(x.dst, x.a, uint64_t{128}, 4, {1, 1, 8, 8});
    if (f == Form::kBitwise) AscendC::Relu(x.dst, x.a, AllOnes(128), 4, {1, 1, 8, 8});
    for (uint32_t i = 0; i < 512; ++i) ASSERT_EQ(float(x.dst.GetValue(i)), in[i % 5] > 0 ? float(half(in[i % 5])) : 0.0f);
  }
}

TEST(VectorUnaryExamples, NegOfInt64) {
  Operands<int64_t> x;
  FillWith(x.a, 512, [](uint32_t i) { return int64_t{i} + 1; });
  AscendC::Neg(x.dst, x.a, 512);
  for (uint32_t i = 0; i < 512; ++i) ASSERT_EQ(x.dst.GetValue(i), -int64_t{i} - 1);
}

TEST(VectorUnaryExamples, Not) {
  const int16_t in[] = {9, -2, 8, 9, 0}, out[] = {-10, 1, -9, -10, -1};
  for (Form f : kForms) {
    Operands<int16_t> x;
    FillWith(x.a, 512, [&](uint32_t i) { return in[i % 5]; });
    if (f == Form::kCount) AscendC::Not(x.dst, x.a, 512);
    if (f == Form::kContiguous) AscendC::Not(x.dst, x.a, uint64_t{128}, 4, {1, 1, 8, 8});
    if (f == Form::kBitwise) AscendC::Not(x.dst, x.a, AllOnes(128), 4, {1, 1, 8, 8});
    for (uint32_t i = 0; i < 512; ++i) ASSERT_EQ(x.dst.GetValue(i), out[i % 5]);
  }
}

// --- Logic (逻辑计算) --------------------------------------------------------

TEST(VectorLogicExamples, AndAndOrInEveryFormAndAsOperators) {
  for (int form = 0; form < 4; ++form) {
    Operands<int16_t> x;
    FillWith(x.a, 512, [](uint32_t i) { return int16_t(i + 1); });
    FillWith(x.b, 512, [](uint32_t i) { return int16_t(513 - i); });
    const auto o = TensorAt<int16_t>(24576, 512);
    const BinaryRepeatParams p{1, 1, 1, 8, 8, 8};
    if (form == 0) AscendC::And(x.dst, x.a, x.b, 512), AscendC::Or(o, x.a, x.b, 512);
    if (form == 1) AscendC::And(x.dst, x.a, x.b, uint64_t{128}, 4, p), AscendC::Or(o, x.a, x.b, uint64_t{128}, 4, p);
    if (form == 2) AscendC::And(x.dst, x.a, x.b, AllOnes(128), 4, p), AscendC::Or(o, x.a, x.b, AllOnes(128), 4, p);
    if (form == 3) {
      auto d = TensorAt<int16_t>(16384, 512);
      auto e = TensorAt<int16_t>(24576, 512);
      d = x.a & x.b;
      e = x.a | x.b;
    }
    // The pages: [1 0 3 ... 0] and [513 514 511 ... 514].
    EXPECT_EQ(x.dst.GetValue(0), 1);
    EXPECT_EQ(x.dst.GetValue(1), 0);
    EXPECT_EQ(x.dst.GetValue(2), 3);
    EXPECT_EQ(x.dst.GetValue(511), 0);
    EXPECT_EQ(o.GetValue(0), 513);
    EXPECT_EQ(o.GetValue(1), 514);
    EXPECT_EQ(o.GetValue(2), 511);
    EXPECT_EQ(o.GetValue(511), 514);
    for (uint32_t i = 0; i < 512; ++i) {
      ASSERT_EQ(x.dst.GetValue(i), int16_t((i + 1) & (513 - i)));
      ASSERT_EQ(o.GetValue(i), int16_t((i + 1) | (513 - i)));
    }
  }
}

// Ands / Ors: src1Local[0] (or src0Local[0]) as the scalar. Ors prints
// [1 2 3 ... 512] for x | 1; the rule gives [1 3 3 5 ...].
TEST(VectorLogicExamples, AndsAndOrsWithATensorElement) {
  static constexpr AscendC::BinaryConfig kLeft = {0};
  for (Form f : kForms) {
    for (int16_t scalar : {int16_t{0}, int16_t{1}}) {
      Operands<int16_t> x;
      FillWith(x.a, 512, [](uint32_t i) { return int16_t(i + 1); });
      x.b.SetValue(0, scalar);
      const auto left = TensorAt<int16_t>(24576, 512);
      const UnaryRepeatParams p{1, 1, 8, 8};
      const bool is_and = scalar == 0;
      auto run = [&](auto&&... args) {
        if (is_and) {
          AscendC::Ands(x.dst, x.a, x.b[0], args...);
          AscendC::Ands<AscendC::BinaryDefaultType, true, kLeft>(left, x.b[0], x.a, args...);
        } else {
          AscendC::Ors(x.dst, x.a, x.b[0], args...);
          AscendC::Ors<AscendC::BinaryDefaultType, true, kLeft>(left, x.b[0], x.a, args...);
        }
      };
      if (f == Form::kCount) run(512);
      if (f == Form::kContiguous) run(uint64_t{128}, uint8_t{4}, p);
      if (f == Form::kBitwise) run(static_cast<const uint64_t*>(AllOnes(128)), uint8_t{4}, p);
      for (uint32_t i = 0; i < 512; ++i) {
        const int16_t want = is_and ? 0 : int16_t((i + 1) | 1);
        ASSERT_EQ(x.dst.GetValue(i), want) << i;
        ASSERT_EQ(left.GetValue(i), want) << i;
      }
    }
  }
}

TEST(VectorLogicExamples, ShiftsByAScalarAndByATensor) {
  for (Form f : kForms) {
    Operands<int16_t> x;
    FillWith(x.a, 512, [](uint32_t i) { return int16_t(i + 1); });
    const auto right = TensorAt<int16_t>(24576, 512);
    const int16_t scalar = 2;
    const UnaryRepeatParams p{1, 1, 8, 8};
    if (f == Form::kCount) AscendC::ShiftLeft(x.dst, x.a, scalar, 512), AscendC::ShiftRight(right, x.a, scalar, 512);
    if (f == Form::kContiguous)
      AscendC::ShiftLeft(x.dst, x.a, scalar, uint64_t{128}, 4, p), AscendC::ShiftRight(right, x.a, scalar, uint64_t{128}, 4, p, false);
    if (f == Form::kBitwise)
      AscendC::ShiftLeft(x.dst, x.a, scalar, AllOnes(128), 4, p), AscendC::ShiftRight(right, x.a, scalar, AllOnes(128), 4, p, false);
    // [4 8 12 ... 2048] and [0 0 0 1 1 1 1 ... 128].
    for (uint32_t i = 0; i < 512; ++i) {
      ASSERT_EQ(x.dst.GetValue(i), int16_t(4 * (i + 1)));
      ASSERT_EQ(right.GetValue(i), int16_t((i + 1) / 4));
    }
  }
  Operands<int16_t> x;
  FillWith(x.a, 512, [](uint32_t i) { return int16_t(i + 1); });
  FillWith(x.b, 512, [](uint32_t) { return int16_t{2}; });
  const auto right = TensorAt<int16_t>(24576, 512);
  AscendC::ShiftLeft(x.dst, x.a, x.b, 512);
  AscendC::ShiftRight(right, x.a, x.b, 512);
  for (uint32_t i = 0; i < 512; ++i) {
    ASSERT_EQ(x.dst.GetValue(i), int16_t(4 * (i + 1)));
    ASSERT_EQ(right.GetValue(i), int16_t((i + 1) / 4));
  }
}

// The pages' descriptions: logical for unsigned, the sign bit kept (left) or
// copied (right) for signed; ShiftRight's roundEn example (17 >> 5 -> 1).
TEST(VectorLogicExamples, ArithmeticAndLogicalShiftsOfThePagesBitPatterns) {
  Operands<int16_t> x;
  x.a.SetValue(0, int16_t(0b1010101010101010));
  x.a.SetValue(1, int16_t(17));
  const auto u = x.a.ReinterpretCast<uint16_t>();
  const auto du = x.dst.ReinterpretCast<uint16_t>();
  AscendC::ShiftLeft(du, u, uint16_t{1}, 1);
  EXPECT_EQ(du.GetValue(0), 0b0101010101010100);
  AscendC::ShiftRight(du, u, uint16_t{1}, 1);
  EXPECT_EQ(du.GetValue(0), 0b0101010101010101);
  AscendC::ShiftLeft(x.dst, x.a, int16_t{1}, 1);
  EXPECT_EQ(uint16_t(x.dst.GetValue(0)), 0b1101010101010100);
  AscendC::ShiftLeft(x.dst, x.a, int16_t{3}, 1);
  EXPECT_EQ(uint16_t(x.dst.GetValue(0)), 0b1101010101010000);
  AscendC::ShiftRight(x.dst, x.a, int16_t{1}, 1);
  EXPECT_EQ(uint16_t(x.dst.GetValue(0)), 0b1101010101010101);
  AscendC::ShiftRight(x.dst, x.a, int16_t{3}, 1);
  EXPECT_EQ(uint16_t(x.dst.GetValue(0)), 0b1111010101010101);
  if constexpr (kProfile.profile == Profile::kPA2) {
    AscendC::ShiftRight(x.dst, x.a, int16_t{5}, uint64_t{2}, 1, {1, 1, 8, 8}, true);
    EXPECT_EQ(x.dst.GetValue(1), 1);
  }
}

// --- Scalar-position arithmetic (基础算术/*（灵活标量位置）, LeakyRelu) -------

// Name(dst, src0, src1[0]) and, with config {0}, Name(dst, src0[0], src1):
// want(i) for the right scalar, want_left(i) for the left one.
#define ASCENDC_HOST_FLEXIBLE_EXAMPLE(Name, T, a_of, b_of, want, want_left)                                     \
  for (Form f : kForms) {                                                                                       \
    static constexpr AscendC::BinaryConfig kLeft = {0};                                                        \
    Operands<T> x;                                                                                              \
    FillWith(x.a, 512, a_of);                                                                                   \
    FillWith(x.b, 512, b_of);                                                                                   \
    const auto left = TensorAt<T>(24576, 512);                                                                  \
    const UnaryRepeatParams p{1, 1, 8, 8};                                                                      \
    auto run = [&](auto&&... args) {                                                                            \
      AscendC::Name(x.dst, x.a, x.b[0], args...);                                                               \
      AscendC::Name<AscendC::BinaryDefaultType, true, kLeft>(left, x.a[0], x.b, args...);                       \
    };                                                                                                          \
    if (f == Form::kCount) run(512);                                                                            \
    if (f == Form::kContiguous) run(uint64_t{128}, uint8_t{4}, p);                                              \
    if (f == Form::kBitwise) run(static_cast<const uint64_t*>(AllOnes(128)), uint8_t{4}, p);                   \
    for (uint32_t i = 0; i < 512; ++i) {                                                                        \
      ASSERT_EQ(float(x.dst.GetValue(i)), float(want(i))) << #Name " " << i;                                    \
      ASSERT_EQ(float(left.GetValue(i)), float(want_left(i))) << #Name " scalar on the left " << i;             \
    }                                                                                                           \
  }

TEST(VectorScalarPositionExamples, AddsMulsMaxsMins) {
  auto iota = [](uint32_t i) { return half(float(i + 1)); };
  auto twos = [](uint32_t) { return half(2.0f); };
  // Adds: [1..512] with the other's element 0 (1): [2 3 ... 513] both ways.
  ASCENDC_HOST_FLEXIBLE_EXAMPLE(Adds, half, iota, iota, [](uint32_t i) { return i + 2.0f; },
                                [](uint32_t i) { return i + 2.0f; })
  // Muls: scalar in front (src0[0] = 1): [2 2 ...]; behind (src1[0] = 2): [2 4 ... 1024].
  ASCENDC_HOST_FLEXIBLE_EXAMPLE(Muls, half, iota, twos, [](uint32_t i) { return 2.0f * (i + 1); },
                                [](uint32_t) { return 2.0f; })
  // Maxs: [2 2 ...] and [2 2 3 ... 512].
  ASCENDC_HOST_FLEXIBLE_EXAMPLE(Maxs, half, iota, twos, [](uint32_t i) { return std::max(i + 1.0f, 2.0f); },
                                [](uint32_t) { return 2.0f; })
  // Mins: [1 1 ...] and [1 2 2 ... 2].
  ASCENDC_HOST_FLEXIBLE_EXAMPLE(Mins, half, iota, twos, [](uint32_t i) { return std::min(i + 1.0f, 2.0f); },
                                [](uint32_t) { return 1.0f; })
}

// Subs prints [0 1 2 ... 511] for both positions; with the scalar in front
// (src0[0] = 1) the rule gives 1 - [1 2 ... 512] = [0 -1 ... -511].
TEST(VectorScalarPositionExamples, SubsAndDivs) {
  auto iota = [](uint32_t i) { return half(float(i + 1)); };
  ASCENDC_HOST_FLEXIBLE_EXAMPLE(Subs, half, iota, iota, [](uint32_t i) { return float(i); },
                                [](uint32_t i) { return -float(i); })
  // Divs: [2 4 ... 1024] / 2 = [1 ... 512]; 1024 / [2 2 ...] = [512 ...].
  ASCENDC_HOST_FLEXIBLE_EXAMPLE(Divs, half, [](uint32_t i) { return half(i == 0 ? 1024.0f : 2.0f * (i + 1)); },
                                [](uint32_t) { return half(2.0f); },
                                [](uint32_t i) { return i == 0 ? 512.0f : float(i + 1); },
                                [](uint32_t) { return 512.0f; })
}
#undef ASCENDC_HOST_FLEXIBLE_EXAMPLE

TEST(VectorScalarPositionExamples, LeakyRelu) {
  const float in[] = {-287.0f, 246.0f, -438.0f, 177.0f, 596.0f, -950.0f, -293.0f, 322.0f};
  const half slope = half(0.001f);
  for (Form f : kForms) {
    Operands<half> x;
    FillWith(x.a, 512, [&](uint32_t i) { return half(in[i % 8]); });
    if (f == Form::kCount) AscendC::LeakyRelu(x.dst, x.a, slope, 512);
    if (f == Form::kContiguous) AscendC::LeakyRelu(x.dst, x.a, slope, uint64_t{128}, 4, {1, 1, 8, 8});
    if (f == Form::kBitwise) AscendC::LeakyRelu(x.dst, x.a, slope, AllOnes(128), 4, {1, 1, 8, 8});
    // [-0.287 246 -0.438 177 596 -0.950 -0.293 322 ...].
    for (uint32_t i = 0; i < 512; ++i)
      ASSERT_TRUE(Near(float(x.dst.GetValue(i)), in[i % 8] >= 0 ? in[i % 8] : in[i % 8] * 0.001f, 1e-3f)) << i;
  }
}

// --- Composite (复合计算, ISASI) ------------------------------------------------

TEST(VectorCompositeExamples, AddReluAndSubRelu) {
  const float a[] = {1, -2, 3, -6}, b[] = {1, 3, -4, 5}, c[] = {1, 2, 3, 512}, d[] = {0, 1, 4, 513};
  for (Form f : kForms) {
    Operands<half> x;
    FillWith(x.a, 512, [&](uint32_t i) { return half(a[i % 4]); });
    FillWith(x.b, 512, [&](uint32_t i) { return half(b[i % 4]); });
    const auto sub = TensorAt<half>(24576, 512), c0 = TensorAt<half>(32768, 512), d0 = TensorAt<half>(40960, 512);
    FillWith(c0, 512, [&](uint32_t i) { return half(c[i % 4]); });
    FillWith(d0, 512, [&](uint32_t i) { return half(d[i % 4]); });
    const BinaryRepeatParams p{1, 1, 1, 8, 8, 8};
    if (f == Form::kCount) AscendC::AddRelu(x.dst, x.a, x.b, 512), AscendC::SubRelu(sub, c0, d0, 512);
    if (f == Form::kContiguous)
      AscendC::AddRelu(x.dst, x.a, x.b, uint64_t{128}, 4, p), AscendC::SubRelu(sub, c0, d0, uint64_t{128}, 4, p);
    if (f == Form::kBitwise)
      AscendC::AddRelu(x.dst, x.a, x.b, AllOnes(128), 4, p), AscendC::SubRelu(sub, c0, d0, AllOnes(128), 4, p);
    // [2 1 0 ... 0] and [1 1 0 ... 0].
    const float add_want[] = {2, 1, 0, 0}, sub_want[] = {1, 1, 0, 0};
    for (uint32_t i = 0; i < 512; ++i) {
      ASSERT_EQ(float(x.dst.GetValue(i)), add_want[i % 4]);
      ASSERT_EQ(float(sub.GetValue(i)), sub_want[i % 4]);
    }
  }
}

// The pages' 256-element examples, bit for bit: MulAddDst (half into float,
// mask 64 x 4 with repeat strides 8/4/4), FusedMulAdd and MulAddRelu (half,
// 128 x 2). These reproduce only with the product rounded before the sum
// for the half ones (docs/SPEC.md 8.5).
TEST(VectorCompositeExamples, MulAddDstFusedMulAddMulAddReluReproduceThePagesBitForBit) {
  namespace page = composite_page;
  for (Form f : kForms) {
    Operands<float, half> x;
    FillWith(x.a, 256, [](uint32_t i) { return half(page::kMulAddDstSrc0[i]); });
    FillWith(x.b, 256, [](uint32_t i) { return half(page::kMulAddDstSrc1[i]); });
    FillWith(x.dst, 256, [](uint32_t i) { return page::kMulAddDstDstBefore[i]; });
    const BinaryRepeatParams p{1, 1, 1, 8, 4, 4};
    if (f == Form::kCount) AscendC::MulAddDst(x.dst, x.a, x.b, 256);
    if (f == Form::kContiguous) AscendC::MulAddDst(x.dst, x.a, x.b, uint64_t{64}, 4, p);
    if (f == Form::kBitwise) AscendC::MulAddDst(x.dst, x.a, x.b, AllOnes(64), 4, p);
    for (uint32_t i = 0; i < 256; ++i) ASSERT_EQ(x.dst.GetValue(i), page::kMulAddDstDstAfter[i]) << i;
  }
  struct HalfPage {
    const float *src0, *src1, *before, *after;
    bool relu;
  };
  for (const HalfPage& pg : {HalfPage{page::kFusedMulAddSrc0, page::kFusedMulAddSrc1, page::kFusedMulAddDstBefore,
                                      page::kFusedMulAddDstAfter, false},
                             HalfPage{page::kMulAddReluSrc0, page::kMulAddReluSrc1, page::kMulAddReluDstBefore,
                                      page::kMulAddReluDstAfter, true}}) {
    for (Form f : kForms) {
      Operands<half> x;
      FillWith(x.a, 256, [&](uint32_t i) { return half(pg.src0[i]); });
      FillWith(x.b, 256, [&](uint32_t i) { return half(pg.src1[i]); });
      FillWith(x.dst, 256, [&](uint32_t i) { return half(pg.before[i]); });
      const BinaryRepeatParams p{1, 1, 1, 8, 8, 8};
      auto run = [&](auto&&... args) {
        if (pg.relu) AscendC::MulAddRelu(x.dst, x.a, x.b, args...);
        else AscendC::FusedMulAdd(x.dst, x.a, x.b, args...);
      };
      if (f == Form::kCount) run(256);
      if (f == Form::kContiguous) run(uint64_t{128}, uint8_t{2}, p);
      if (f == Form::kBitwise) run(static_cast<const uint64_t*>(AllOnes(128)), uint8_t{2}, p);
      for (uint32_t i = 0; i < 256; ++i)
        ASSERT_EQ(x.dst.GetValue(i).bits, half(pg.after[i]).bits) << (pg.relu ? "MulAddRelu " : "FusedMulAdd ") << i;
    }
  }
}

TEST(VectorCompositeExamples, Axpy) {
  for (Form f : kForms) {
    Operands<half> x;
    FillWith(x.a, 512, [](uint32_t i) { return half(i + 1.0f); });
    if (f == Form::kCount) AscendC::Axpy(x.dst, x.a, half(2.0f), 512);
    if (f == Form::kContiguous) AscendC::Axpy(x.dst, x.a, half(2.0f), uint64_t{128}, 4, {1, 1, 8, 8});
    if (f == Form::kBitwise) AscendC::Axpy(x.dst, x.a, half(2.0f), AllOnes(128), 4, {1, 1, 8, 8});
    for (uint32_t i = 0; i < 512; ++i) ASSERT_EQ(float(x.dst.GetValue(i)), 2.0f * (i + 1)) << i;
  }
  // half into float: 64 per repeat, source repeat stride 4.
  Operands<float, half> y;
  FillWith(y.a, 512, [](uint32_t i) { return half(i + 1.0f); });
  AscendC::Axpy(y.dst, y.a, half(2.0f), uint64_t{64}, 8, {1, 1, 8, 4});
  for (uint32_t i = 0; i < 512; ++i) ASSERT_EQ(y.dst.GetValue(i), 2.0f * (i + 1)) << i;
}

// AbsSub: [512 ...]. ExpSub: [1 2.71828 7.38905 ... 1]. Prelu: the page
// prints -1045 for -3 * 515 (the rule: -1545). Mull: the page's products.
TEST(VectorCompositeExamples, AbsSubExpSubPreluMull) {
  {
    Operands<float> x;
    FillWith(x.a, 512, [](uint32_t i) { return i + 1.0f; });
    FillWith(x.b, 512, [](uint32_t i) { return 513.0f + i; });
    AscendC::AbsSub(x.dst, x.a, x.b, 512);
    for (uint32_t i = 0; i < 512; ++i) ASSERT_EQ(x.dst.GetValue(i), 512.0f);
  }
  {
    Operands<float, half> x;
    const float a[] = {1, 2, 4, 510}, b[] = {1, 1, 2, 510}, want[] = {1.0f, 2.71828f, 7.38905f, 1.0f};
    FillWith(x.a, 512, [&](uint32_t i) { return half(a[i % 4]); });
    FillWith(x.b, 512, [&](uint32_t i) { return half(b[i % 4]); });
    AscendC::ExpSub(x.dst, x.a, x.b, 512);
    for (uint32_t i = 0; i < 512; ++i) ASSERT_TRUE(Near(x.dst.GetValue(i), want[i % 4], 2e-6f)) << i;
  }
  {
    Operands<half> x;
    const float a[] = {1, -2, -3, -512}, b[] = {513, -514, 515, 1}, want[] = {1, 1028, -1545, -512};
    FillWith(x.a, 512, [&](uint32_t i) { return half(a[i % 4]); });
    FillWith(x.b, 512, [&](uint32_t i) { return half(b[i % 4]); });
    AscendC::Prelu(x.dst, x.a, x.b, 512);
    for (uint32_t i = 0; i < 512; ++i) ASSERT_EQ(float(x.dst.GetValue(i)), want[i % 4]) << i;
  }
  {
    Operands<int32_t> x;
    const int32_t a[] = {-2039520159, 95829766, -1522913829}, b[] = {-1791575569, -291976917, -1973597151};
    const int32_t low[] = {-1560359025, 212356098, 1219226939}, high[] = {850752575, -6514620, 699800065};
    FillWith(x.a, 512, [&](uint32_t i) { return a[i % 3]; });
    FillWith(x.b, 512, [&](uint32_t i) { return b[i % 3]; });
    const auto dst1 = TensorAt<int32_t>(24576, 512);
    AscendC::Mull(x.dst, dst1, x.a, x.b, 512);
    for (uint32_t i = 0; i < 512; ++i) {
      ASSERT_EQ(x.dst.GetValue(i), low[i % 3]) << i;
      ASSERT_EQ(dst1.GetValue(i), high[i % 3]) << i;
    }
  }
}

}  // namespace
}  // namespace testing
}  // namespace ascendc_host
