// The worked examples of the type conversion pages: Cast (half -> int32_t in
// every mode and form, the mask-32 example, int4b_t), every example of
// 精度转换 (数据结构/precision_conversion.md: one value per pair and mode),
// Truncate, SetDeqScale with Cast, AddReluCast, SubReluCast, MulCast,
// MulsCast and AddDeqRelu. Expected values come from the pages.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <functional>

#include "kernel_operator.h"
#include "support/ub_helpers.h"

namespace ascendc_host {
namespace testing {
namespace {

using AscendC::int4b_t;
using AscendC::LocalTensor;
using AscendC::RoundMode;

constexpr RoundMode kModes[] = {RoundMode::CAST_RINT, RoundMode::CAST_FLOOR, RoundMode::CAST_CEIL,
                                RoundMode::CAST_ROUND, RoundMode::CAST_TRUNC};

TEST(VectorCastExamples, CastHalfToInt32InEveryModeAndForm) {
  const float in[6] = {1.4f, 1.5f, 1.6f, 2.4f, 2.5f, 2.6f};
  const int32_t want[5][6] = {{1, 2, 2, 2, 2, 3},   // RINT (and NONE)
                              {1, 1, 1, 2, 2, 2},   // FLOOR
                              {2, 2, 2, 3, 3, 3},   // CEIL
                              {1, 2, 2, 2, 3, 3},   // ROUND
                              {1, 1, 1, 2, 2, 2}};  // TRUNC
  for (int m = 0; m < 6; ++m) {
    const RoundMode mode = m == 5 ? RoundMode::CAST_NONE : kModes[m];
    const int row = m == 5 ? 0 : m;
    for (int form = 0; form < 3; ++form) {
      FreshCore();
      auto src = TensorAt<half>(0, 512);
      auto dst = TensorAt<int32_t>(4096, 512);
      FillWith(src, 512, [&](uint32_t i) { return half(in[i % 6]); });
      uint64_t bits[2] = {UINT64_MAX, 0};  // the page's {0, UINT64_MAX} selects nothing for int32_t (SPEC 8.7)
      if (form == 0) AscendC::Cast(dst, src, mode, 512);
      if (form == 1) AscendC::Cast(dst, src, mode, uint64_t{256 / sizeof(int32_t)}, 8, {1, 1, 8, 4});
      if (form == 2) AscendC::Cast(dst, src, mode, bits, 8, {1, 1, 8, 4});
      for (uint32_t i = 0; i < 512; ++i)
        ASSERT_EQ(dst.GetValue(i), want[row][i % 6]) << "mode " << m << " form " << form << " element " << i;
    }
  }
}

// 更多样例: mask 32 of 64, eight repeats: the other 32 of each repeat keep
// what dst held. The page's first 32 inputs and outputs.
TEST(VectorCastExamples, CastWithMask32LeavesTheRestOfEachRepeat) {
  const float in[32] = {37.4f, 7.11f, 53.5f, 19.44f, 22.66f, 43.0f, 43.16f, 5.316f, 74.2f, 15.7f, 87.75f,
                        86.94f, 92.56f, 25.45f, 36.06f, 94.6f, 73.6f, 30.48f, 48.16f, 12.55f, 27.81f, 14.67f,
                        6.58f, 48.38f, 67.5f, 57.5f, 63.3f, 85.2f, 3.654f, 68.7f, 52.53f, 16.38f};
  const int32_t want[32] = {38, 8, 54, 20, 23, 43, 44, 6, 75, 16, 88, 87, 93, 26, 37, 95,
                            74, 31, 49, 13, 28, 15, 7, 49, 68, 58, 64, 86, 4, 69, 53, 17};
  FreshCore();
  auto src = TensorAt<half>(0, 512);
  auto dst = TensorAt<int32_t>(4096, 512);
  FillWith(src, 512, [&](uint32_t i) { return half(in[i % 32]); });
  FillWith(dst, 512, [](uint32_t i) { return static_cast<int32_t>(1879993057 + i); });
  AscendC::Cast(dst, src, RoundMode::CAST_CEIL, uint64_t{32}, 8, {1, 1, 8, 4});
  for (uint32_t i = 0; i < 512; ++i) {
    if (i % 64 < 32) EXPECT_EQ(dst.GetValue(i), want[i % 32]) << i;
    else EXPECT_EQ(dst.GetValue(i), static_cast<int32_t>(1879993057 + i)) << i;
  }
}

// The int4b_t example: 128 halves into 64 bytes, mask 128, {1, 1, 2, 8}.
TEST(VectorCastExamples, CastHalfToInt4) {
  FreshCore();
  auto src = TensorAt<half>(0, 128);
  auto bytes = TensorAt<int8_t>(1024, 64);
  FillWith(src, 128, [](uint32_t i) { return half(static_cast<float>(static_cast<int>(i % 19) - 9) * 0.75f); });
  const LocalTensor<int4b_t> dst = bytes.ReinterpretCast<int4b_t>();
  AscendC::Cast<int4b_t, half>(dst, src, RoundMode::CAST_CEIL, uint64_t{128}, 1, {1, 1, 2, 8});
  for (uint32_t i = 0; i < 128; ++i) {
    const float x = static_cast<float>(src.GetValue(i));
    const int want = std::max(-8, std::min(7, static_cast<int>(std::ceil(x))));
    const uint8_t byte = static_cast<uint8_t>(bytes.GetValue(i / 2));
    const int got = static_cast<int8_t>(static_cast<uint8_t>((i % 2 ? byte >> 4 : byte & 0xF) << 4)) >> 4;
    EXPECT_EQ(got, want) << i;
  }
}

// --- 精度转换: the examples of each pair ------------------------------------------

template <typename T, typename U>
T CastOne(U x, RoundMode mode) {
  FreshCore();
  auto src = TensorAt<U>(0, 16);
  auto dst = TensorAt<T>(1024, 16);
  src.SetValue(0, x);
  src.SetValue(1, x);
  AscendC::Cast(dst, src, mode, 2);
  return dst.GetValue(0);
}

template <typename T, typename U>
void ExpectModes(U x, const std::function<double(T)>& as_number, const double (&want)[5]) {
  for (int m = 0; m < 5; ++m)
    EXPECT_EQ(as_number(CastOne<T>(x, kModes[m])), want[m]) << "mode " << static_cast<int>(kModes[m]);
}

double F(float v) { return v; }
double H(half v) { return static_cast<float>(v); }
double B(bfloat16_t v) { return static_cast<float>(v); }

TEST(VectorCastExamples, PrecisionConversionPageRoundingExamples) {
  ExpectModes<half, int16_t>(4098, H, {4096, 4096, 4100, 4100, 4096});                     // int16_t -> half
  ExpectModes<int8_t, half>(half(127.5f), [](int8_t v) { return double(v); }, {127, 127, 127, 127, 127});
  ExpectModes<uint8_t, half>(half(1.75f), [](uint8_t v) { return double(v); }, {2, 1, 2, 2, 1});
  ExpectModes<int16_t, half>(half(127.5f), [](int16_t v) { return double(v); }, {128, 127, 128, 128, 127});
  ExpectModes<int32_t, half>(half(-1.5f), [](int32_t v) { return double(v); }, {-2, -2, -1, -2, -1});
  ExpectModes<int32_t, bfloat16_t>(bfloat16_t(64.5f), [](int32_t v) { return double(v); }, {64, 64, 65, 65, 64});
  ExpectModes<float, int32_t>((1 << 25) + 3, F, {33554436.0, 33554432.0, 33554436.0, 33554436.0, 33554432.0});
  ExpectModes<int16_t, float>(4194304.5f, [](int16_t v) { return double(v); }, {32767, 32767, 32767, 32767, 32767});
  ExpectModes<half, float>(0.5f + std::ldexp(1.0f, -12), H,
                           {0.5, 0.5, 0.5 + std::ldexp(1.0, -11), 0.5 + std::ldexp(1.0, -11), 0.5});
  EXPECT_EQ(H(CastOne<half>(0.5f + std::ldexp(1.0f, -12), RoundMode::CAST_ODD)), 0.5 + std::ldexp(1.0, -11));
  const float bf_in = 0.5f + std::ldexp(1.0f, -9) + std::ldexp(1.0f, -11);
  const double bf_up = 0.5 + std::ldexp(1.0, -8);
  ExpectModes<bfloat16_t, float>(bf_in, B, {bf_up, 0.5, bf_up, bf_up, 0.5});
  ExpectModes<int32_t, float>(4194304.5f, [](int32_t v) { return double(v); }, {4194304, 4194304, 4194305, 4194305, 4194304});
  ExpectModes<float, float>(0.5f, F, {0, 0, 1, 1, 0});
  ExpectModes<int64_t, float>(4194304.5f, [](int64_t v) { return double(v); }, {4194304, 4194304, 4194305, 4194305, 4194304});
  const int64_t big = (int64_t{1} << 35) + (1 << 12) + (1 << 11);
  const double up = std::ldexp(1.0, 35) + 8192, down = std::ldexp(1.0, 35) + 4096;
  ExpectModes<float, int64_t>(big, F, {up, down, up, up, down});
  // bfloat16_t -> half: 2.90573e-06 lies between 48 and 49 units of 2^-24.
  const double unit = std::ldexp(1.0, -24);
  ExpectModes<half, bfloat16_t>(bfloat16_t(2.90573e-06f), H, {49 * unit, 48 * unit, 49 * unit, 49 * unit, 48 * unit});
}

TEST(VectorCastExamples, PrecisionConversionPageInt4Examples) {
  // half -> int4b_t: 1.5 in each mode; int16_t -> int4b_t: 2^15 - 1 -> 7.
  const int want[5] = {2, 1, 2, 2, 1};
  for (int m = 0; m < 5; ++m) {
    FreshCore();
    auto src = TensorAt<half>(0, 16);
    auto bytes = TensorAt<int8_t>(1024, 32);
    src.SetValue(0, half(1.5f));
    src.SetValue(1, half(1.5f));
    AscendC::Cast(bytes.ReinterpretCast<int4b_t>(), src, kModes[m], 2);
    EXPECT_EQ(bytes.GetValue(0), static_cast<int8_t>(want[m] | (want[m] << 4))) << m;
  }
  FreshCore();
  auto wide = TensorAt<int16_t>(0, 16);
  auto bytes = TensorAt<int8_t>(1024, 32);
  wide.SetValue(0, 32767);
  wide.SetValue(1, 1);
  AscendC::Cast(bytes.ReinterpretCast<int4b_t>(), wide, RoundMode::CAST_NONE, 2);
  EXPECT_EQ(bytes.GetValue(0), 0x17);
  // int4b_t -> int16_t, half, bfloat16_t: 1 (and the high nibble -1).
  bytes.SetValue(0, static_cast<int8_t>(0xF1));
  AscendC::Cast(wide, bytes.ReinterpretCast<int4b_t>(), RoundMode::CAST_NONE, 2);
  EXPECT_EQ(wide.GetValue(0), 1);
  EXPECT_EQ(wide.GetValue(1), -1);
  auto h = TensorAt<half>(2048, 16);
  AscendC::Cast(h, bytes.ReinterpretCast<int4b_t>(), RoundMode::CAST_NONE, 2);
  EXPECT_EQ(static_cast<float>(h.GetValue(0)), 1.0f);
  auto b = TensorAt<bfloat16_t>(3072, 16);
  AscendC::Cast(b, bytes.ReinterpretCast<int4b_t>(), RoundMode::CAST_NONE, 2);
  EXPECT_EQ(static_cast<float>(b.GetValue(1)), -1.0f);
}

TEST(VectorCastExamples, PrecisionConversionPageExactAndSaturatingExamples) {
  const RoundMode none = RoundMode::CAST_NONE;
  EXPECT_EQ(H(CastOne<half>(int8_t{-1}, none)), -1.0);
  EXPECT_EQ(H(CastOne<half>(uint8_t{1}, none)), 1.0);
  EXPECT_EQ(CastOne<int16_t>(int8_t{127}, none), 127);
  EXPECT_EQ(CastOne<int32_t>(int8_t{127}, none), 127);
  EXPECT_EQ(CastOne<uint16_t>(uint8_t{255}, none), 255);
  EXPECT_EQ(CastOne<uint32_t>(uint8_t{255}, none), 255u);
  EXPECT_EQ(CastOne<uint8_t>(int16_t{32767}, none), 255);
  EXPECT_EQ(CastOne<uint32_t>(int16_t{32767}, none), 32767u);
  EXPECT_EQ(CastOne<uint32_t>(int16_t{-5}, none), 0u);  // negative -> 0
  EXPECT_EQ(CastOne<int32_t>(int16_t{32767}, none), 32767);
  EXPECT_EQ(F(CastOne<float>(int16_t{32767}, none)), 32767.0);
  EXPECT_EQ(CastOne<uint8_t>(uint16_t{65535}, none), 255);
  EXPECT_EQ(CastOne<uint32_t>(uint16_t{65535}, none), 65535u);
  EXPECT_EQ(F(CastOne<float>(half(1.5f - std::ldexp(1.0f, -10)), none)), 1.5 - std::ldexp(1.0, -10));
  EXPECT_EQ(F(CastOne<float>(bfloat16_t(1.5f - std::ldexp(1.0f, -6)), none)), 1.5 - std::ldexp(1.0, -6));
  EXPECT_EQ(CastOne<uint8_t>(int32_t{2147483647}, none), 255);
  EXPECT_EQ(CastOne<uint16_t>(int32_t{2147483647}, none), 65535);
  EXPECT_EQ(CastOne<int16_t>(int32_t{2147483647}, none), 32767);
  EXPECT_EQ(CastOne<int64_t>(int32_t{2147483647}, none), 2147483647);
  EXPECT_EQ(CastOne<uint8_t>(uint32_t{4294967295u}, none), 255);
  EXPECT_EQ(CastOne<uint16_t>(uint32_t{4294967295u}, none), 65535);
  EXPECT_EQ(CastOne<int16_t>(uint32_t{4294967295u}, none), 32767);
  EXPECT_EQ(CastOne<int32_t>(int64_t{2147483648ll}, none), 2147483647);
}

TEST(VectorCastExamples, Truncate) {
  FreshCore();
  auto src = TensorAt<float>(0, 512), dst = TensorAt<float>(4096, 512);
  const float in[3] = {-37.063736f, 64.17277f, -33.448692f};
  FillWith(src, 512, [&](uint32_t i) { return in[i % 3]; });
  AscendC::Truncate<float, RoundMode::CAST_FLOOR>(dst, src, 512);
  const float want[3] = {-38, 64, -34};
  for (uint32_t i = 0; i < 512; ++i) ASSERT_EQ(dst.GetValue(i), want[i % 3]) << i;
}

TEST(VectorCastExamples, SetDeqScaleWithCastInt32ToHalf) {
  FreshCore();
  auto src = TensorAt<int32_t>(0, 256);
  auto dst = TensorAt<half>(2048, 256);
  FillWith(src, 256, [](uint32_t i) { return static_cast<int32_t>(i) - 100; });
  AscendC::SetDeqScale(half(1.0f));
  AscendC::Cast(dst, src, RoundMode::CAST_NONE, 256);
  for (uint32_t i = 0; i < 256; ++i) ASSERT_EQ(static_cast<float>(dst.GetValue(i)), static_cast<float>(i) - 100.0f);
}

// The three forms of a two-source composite on 512 elements (128 x 4 repeats).
template <typename T, typename U>
void ExpectCompositeForms(const std::function<void(LocalTensor<T>&, LocalTensor<U>&, LocalTensor<U>&, int)>& call,
                          const std::function<U(uint32_t)>& in0, const std::function<U(uint32_t)>& in1,
                          const std::function<void(const LocalTensor<T>&)>& check) {
  for (int form = 0; form < 3; ++form) {
    FreshCore();
    auto a = TensorAt<U>(0, 512), b = TensorAt<U>(4096, 512);
    auto d = TensorAt<T>(8192, 512);
    FillWith(a, 512, in0);
    FillWith(b, 512, in1);
    call(d, a, b, form);
    check(d);
  }
}

#define ASCENDC_HOST_COMPOSITE_FORMS(Name, dst_rep)                                                    \
  [](auto& d, auto& a, auto& b, int form) {                                                            \
    uint64_t bits[2] = {UINT64_MAX, UINT64_MAX};                                                       \
    const AscendC::BinaryRepeatParams p{1, 1, 1, dst_rep, 8, 8};                                       \
    if (form == 0) AscendC::Name(d, a, b, 512);                                                        \
    if (form == 1) AscendC::Name(d, a, b, uint64_t{128}, 4, p);                                        \
    if (form == 2) AscendC::Name(d, a, b, bits, 4, p);                                                 \
  }

TEST(VectorCastExamples, AddReluCastAndSubReluCast) {
  // [1 1 3 ... 512] + [0 0.5 -4 ... -513] -> [1 2 0 ... 0]
  ExpectCompositeForms<int8_t, half>(
      ASCENDC_HOST_COMPOSITE_FORMS(AddReluCast, 4),
      [](uint32_t i) { return half(i == 1 ? 1.0f : static_cast<float>(i + 1)); },
      [](uint32_t i) { return half(i == 0 ? 0.0f : i == 1 ? 0.5f : -static_cast<float>(i + 2)); },
      [](const LocalTensor<int8_t>& d) {
        EXPECT_EQ(d.GetValue(0), 1);
        EXPECT_EQ(d.GetValue(1), 2);
        EXPECT_EQ(d.GetValue(2), 0);
        EXPECT_EQ(d.GetValue(511), 0);
      });
  // [1 2 3 ... 512] - [0 0.5 4 ... 513] -> [1 2 0 ... 0]
  ExpectCompositeForms<int8_t, half>(
      ASCENDC_HOST_COMPOSITE_FORMS(SubReluCast, 4), [](uint32_t i) { return half(static_cast<float>(i + 1)); },
      [](uint32_t i) { return half(i == 0 ? 0.0f : i == 1 ? 0.5f : static_cast<float>(i + 2)); },
      [](const LocalTensor<int8_t>& d) {
        EXPECT_EQ(d.GetValue(0), 1);
        EXPECT_EQ(d.GetValue(1), 2);
        EXPECT_EQ(d.GetValue(2), 0);
        EXPECT_EQ(d.GetValue(511), 0);
      });
}

TEST(VectorCastExamples, MulCast) {
  // [1 -2 3 ... -6] * [1 3 -4 ... 5] -> [1 -6 -12 ... -30]
  const float a[4] = {1, -2, 3, -6}, b[4] = {1, 3, -4, 5};
  ExpectCompositeForms<int8_t, half>(
      ASCENDC_HOST_COMPOSITE_FORMS(MulCast, 4), [&](uint32_t i) { return half(a[i == 511 ? 3 : i % 3]); },
      [&](uint32_t i) { return half(b[i == 511 ? 3 : i % 3]); },
      [](const LocalTensor<int8_t>& d) {
        EXPECT_EQ(d.GetValue(0), 1);
        EXPECT_EQ(d.GetValue(1), -6);
        EXPECT_EQ(d.GetValue(2), -12);
        EXPECT_EQ(d.GetValue(511), -30);
      });
}

TEST(VectorCastExamples, MulsCastWithTheScalarOnEitherSide) {
  FreshCore();
  auto a = TensorAt<float>(0, 512), s = TensorAt<float>(4096, 8);
  auto d = TensorAt<half>(8192, 512);
  const float in[3] = {6, 5, 11};
  FillWith(a, 512, [&](uint32_t i) { return in[i % 3]; });
  s.SetValue(0, 2.0f);
  AscendC::MulsCast(d, a, s[0], 512);
  for (uint32_t i = 0; i < 3; ++i) EXPECT_EQ(static_cast<float>(d.GetValue(i)), 2 * in[i]);
  static constexpr AscendC::BinaryConfig config = {0};
  AscendC::Duplicate(d, half(0.0f), 512);
  AscendC::MulsCast<AscendC::BinaryDefaultType, AscendC::BinaryDefaultType, config>(d, s[0], a, 512);
  for (uint32_t i = 0; i < 3; ++i) EXPECT_EQ(static_cast<float>(d.GetValue(i)), 2 * in[i]);
  AscendC::MulsCast(d, a, 0.5f, 512);
  EXPECT_EQ(static_cast<float>(d.GetValue(1)), 2.5f);
}

TEST(VectorCastExamples, AddDeqRelu) {
  const int32_t a[9] = {70, 36, 43, 54, 28, 49, 27, 82, 95}, b[9] = {19, 33, 34, 50, 42, 2, 97, 93, 99};
  const float want[9] = {8.9f, 6.9f, 7.7f, 10.4f, 7.0f, 5.1f, 12.4f, 17.5f, 19.4f};
  for (int form = 0; form < 3; ++form) {
    FreshCore();
    auto x = TensorAt<int32_t>(0, 512), y = TensorAt<int32_t>(4096, 512);
    auto d = TensorAt<half>(8192, 512);
    FillWith(x, 512, [&](uint32_t i) { return a[i % 9]; });
    FillWith(y, 512, [&](uint32_t i) { return b[i % 9]; });
    AscendC::SetDeqScale(half(0.1f));
    // The page passes {UINT64_MAX, UINT64_MAX}: mask[1] must be 0 for 64
    // positions (8.1: ERROR in checked mode, ignored in release).
    uint64_t bits[2] = {UINT64_MAX, 0};
    if (form == 0) AscendC::AddDeqRelu(d, x, y, 512);
    if (form == 1) AscendC::AddDeqRelu(d, x, y, uint64_t{64}, 4, {1, 1, 1, 4, 8, 8});
    if (form == 2) AscendC::AddDeqRelu(d, x, y, bits, 4, {1, 1, 1, 4, 8, 8});
    const uint32_t n = form == 0 ? 512 : 256;
    for (uint32_t i = 0; i < n; ++i) {
      // The page prints one decimal; the half result is within half's precision.
      EXPECT_NEAR(static_cast<float>(d.GetValue(i)), want[i % 9], 0.011f) << "form " << form << " element " << i;
      const double exact = (a[i % 9] + b[i % 9]) * static_cast<double>(static_cast<float>(half(0.1f)));
      EXPECT_EQ(d.GetValue(i).bits, half(static_cast<float>(exact)).bits) << i;
    }
  }
}

}  // namespace
}  // namespace testing
}  // namespace ascendc_host
