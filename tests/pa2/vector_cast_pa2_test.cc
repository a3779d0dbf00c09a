// The conversions compiled for Atlas A2/A3: the pages' A2/A3 tables (the
// Ascend 950-only pairs, Truncate and MulsCast are compile errors), every
// pair and mode against the reference on every target, the CAST saturation
// switch (SetSaturationFlag) and the A2/A3 forms of the page examples.
#include <gtest/gtest.h>

#include <random>

#include "kernel_operator.h"
#include "support/cast_calls.h"
#include "support/per_target.h"
#include "support/vector_harness.h"

namespace ascendc_host {
namespace testing {
namespace {

using AscendC::int4b_t;
using AscendC::RoundMode;

static_assert(kProfile.profile == Profile::kPA2, "this file is compiled for the A2/A3 profile");
static_assert(detail::CastModes<bfloat16_t, half>() == 0, "half -> bfloat16_t is Ascend 950 only");
static_assert(detail::CastModes<int32_t, int16_t>() == 0, "int16_t -> int32_t is Ascend 950 only");
static_assert(detail::CastModes<int16_t, int4b_t>() == 0, "int4b_t -> int16_t is Ascend 950 only");
static_assert(detail::CastModes<half, float>() & (1u << static_cast<int>(RoundMode::CAST_ODD)), "");
static_assert(!detail::CompositeTypeSupported<CastOp::kMulCast, float, int64_t>(false), "int64 MulCast is 950 only");
static_assert(detail::CompositeTypeSupported<CastOp::kAddReluCast, half, float>(true), "");

template <typename T, typename U>
void RunCastCases(int cases, std::mt19937_64& rng) {
  static_assert(detail::CastModes<T, U>() != 0, "a pair of the A2/A3 table");
  for (int i = 0; i < cases; ++i) {
    VectorCallDesc c = RandomCastCall<T, U>(CastOp::kCast, true, rng);
    do {
      c.round = static_cast<RoundMode>(rng() % 7);
    } while (!(detail::CastModes<T, U>() & (1u << static_cast<int>(c.round))));
    ASSERT_TRUE(MatchesReference(c, rng, [](const VectorCallDesc& d) { InvokeCast<T, U>(d); }))
        << DTypeName(c.type) << " -> " << DTypeName(c.dst_type);
  }
}

template <CastOp kOp, typename T, typename U>
void RunCompositeCases(int cases, std::mt19937_64& rng) {
  for (int i = 0; i < cases; ++i) {
    const VectorCallDesc c = RandomCastCall<T, U>(kOp, true, rng);
    ASSERT_TRUE(MatchesReference(c, rng, [](const VectorCallDesc& d) { InvokeBinaryCast<kOp, T, U>(d); }))
        << CastOpName(kOp);
  }
}

class VectorCastPa2 : public ReleaseModePerTarget {};

TEST_P(VectorCastPa2, EveryPairModeAndCompositeMatchesTheReference) {
  std::mt19937_64 rng(31 + GetParam());
  RunCastCases<half, int4b_t>(40, rng);
  RunCastCases<half, int8_t>(30, rng);
  RunCastCases<half, uint8_t>(30, rng);
  RunCastCases<half, int16_t>(60, rng);
  RunCastCases<float, int16_t>(30, rng);
  RunCastCases<int4b_t, half>(60, rng);
  RunCastCases<int8_t, half>(60, rng);
  RunCastCases<uint8_t, half>(60, rng);
  RunCastCases<int16_t, half>(60, rng);
  RunCastCases<int32_t, half>(60, rng);
  RunCastCases<float, half>(40, rng);
  RunCastCases<int32_t, bfloat16_t>(60, rng);
  RunCastCases<float, bfloat16_t>(30, rng);
  RunCastCases<int16_t, int32_t>(30, rng);
  RunCastCases<half, int32_t>(60, rng);
  RunCastCases<float, int32_t>(60, rng);
  RunCastCases<int64_t, int32_t>(30, rng);
  RunCastCases<int16_t, float>(60, rng);
  RunCastCases<half, float>(80, rng);
  RunCastCases<bfloat16_t, float>(60, rng);
  RunCastCases<int32_t, float>(60, rng);
  RunCastCases<float, float>(60, rng);
  RunCastCases<int64_t, float>(60, rng);
  RunCastCases<int32_t, int64_t>(30, rng);
  RunCastCases<float, int64_t>(60, rng);
  RunCompositeCases<CastOp::kAddReluCast, int8_t, half>(60, rng);
  RunCompositeCases<CastOp::kAddReluCast, int8_t, int16_t>(40, rng);
  RunCompositeCases<CastOp::kAddReluCast, half, float>(60, rng);
  RunCompositeCases<CastOp::kSubReluCast, int8_t, half>(60, rng);
  RunCompositeCases<CastOp::kSubReluCast, int8_t, int16_t>(40, rng);
  RunCompositeCases<CastOp::kSubReluCast, half, float>(60, rng);
  RunCompositeCases<CastOp::kMulCast, int8_t, half>(60, rng);
  RunCompositeCases<CastOp::kMulCast, uint8_t, half>(60, rng);
  RunCompositeCases<CastOp::kAddDeqRelu, half, int32_t>(60, rng);
  for (int i = 0; i < 60; ++i) {
    const VectorCallDesc c = RandomCastCall<half, int32_t>(CastOp::kCastDequant, true, rng);
    ASSERT_TRUE(MatchesReference(c, rng, [](const VectorCallDesc& d) { InvokeCastDequant(d); }));
  }
}

ASCENDC_HOST_INSTANTIATE_PER_TARGET(VectorCastPa2);

// SetSaturationFlag: CAST off keeps the low bits of float -> int16_t, FLOAT
// off lets inf through float -> half; both back on saturate.
TEST(VectorCastPa2Examples, SaturationFlags) {
  FreshCore();
  auto f = TensorAt<float>(0, 64);
  auto i16 = TensorAt<int16_t>(1024, 64);
  auto h = TensorAt<half>(2048, 64);
  f.SetValue(0, 70000.0f);
  f.SetValue(1, -1e30f);
  AscendC::Cast(i16, f, RoundMode::CAST_RINT, 2);
  EXPECT_EQ(i16.GetValue(0), 32767);
  AscendC::SetSaturationFlag<AscendC::SaturationMode::CAST>(false);
  AscendC::Cast(i16, f, RoundMode::CAST_RINT, 2);
  EXPECT_EQ(i16.GetValue(0), static_cast<int16_t>(70000 - 65536));
  AscendC::Cast(h, f, RoundMode::CAST_RINT, 2);
  EXPECT_EQ(h.GetValue(0).bits, 0x7BFF);  // FLOAT still saturating
  AscendC::SetSaturationFlag<AscendC::SaturationMode::FLOAT>(false);
  AscendC::Cast(h, f, RoundMode::CAST_RINT, 2);
  EXPECT_EQ(h.GetValue(0).bits, 0x7C00);
  EXPECT_EQ(h.GetValue(1).bits, 0xFC00);
  AscendC::SetSaturationFlag<AscendC::SaturationMode::CAST>(true);
  AscendC::SetSaturationFlag<AscendC::SaturationMode::FLOAT>(true);
  AscendC::Cast(h, f, RoundMode::CAST_RINT, 2);
  EXPECT_EQ(h.GetValue(1).bits, 0xFBFF);
}

TEST(VectorCastPa2Examples, CastHalfToInt32AndAddReluCast) {
  FreshCore();
  auto src = TensorAt<half>(0, 512);
  auto dst = TensorAt<int32_t>(4096, 512);
  const float in[6] = {1.4f, 1.5f, 1.6f, 2.4f, 2.5f, 2.6f};
  FillWith(src, 512, [&](uint32_t i) { return half(in[i % 6]); });
  AscendC::Cast(dst, src, RoundMode::CAST_CEIL, uint64_t{64}, 8, {1, 1, 8, 4});
  for (uint32_t i = 0; i < 6; ++i) EXPECT_EQ(dst.GetValue(i), i < 3 ? 2 : 3);
  auto i8 = TensorAt<int8_t>(8192, 512);
  AscendC::AddReluCast(i8, src, src, uint64_t{128}, 4, {1, 1, 1, 4, 8, 8});
  EXPECT_EQ(i8.GetValue(0), 3);  // 2.8 -> 3
  EXPECT_EQ(i8.GetValue(1), 3);  // 3.0
}

}  // namespace
}  // namespace testing
}  // namespace ascendc_host
