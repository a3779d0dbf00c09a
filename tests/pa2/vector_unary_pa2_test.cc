// The unary, logic and composite APIs compiled for Atlas A2/A3: the pages'
// type lists for this profile (other types, the 950-only APIs and the
// configs are compile errors), against the reference on every target, the
// A2/A3 shift-count range and ShiftRight's roundEn.
#include <gtest/gtest.h>

#include <random>

#include "kernel_operator.h"
#include "support/composite_calls.h"
#include "support/logic_calls.h"
#include "support/per_target.h"
#include "support/unary_calls.h"
#include "support/vector_harness.h"

namespace ascendc_host {
namespace testing {
namespace {

namespace d = detail;
static_assert(kProfile.profile == Profile::kPA2, "this file is compiled for the A2/A3 profile");
static_assert(d::UnaryTypeSupported<UnaryOp::kAbs, half>(true) && !d::UnaryTypeSupported<UnaryOp::kAbs, int16_t>(false));
static_assert(d::UnaryTypeSupported<UnaryOp::kRelu, int32_t>(true) && !d::UnaryTypeSupported<UnaryOp::kRelu, int64_t>(false));
static_assert(!d::UnaryTypeSupported<UnaryOp::kNeg, float>(false), "Neg is an Ascend 950 API");
static_assert(!d::UnaryTypeSupported<UnaryOp::kReciprocal, int64_t>(false));
static_assert(d::UnaryTypeSupported<UnaryOp::kNot, uint16_t>(true) && !d::UnaryTypeSupported<UnaryOp::kNot, int32_t>(false));
static_assert(!d::LogicTypeSupported<LogicOp::kAnd, int32_t>(false), "the CPU rejects int32_t And on A2/A3");
static_assert(!d::LogicTypeSupported<LogicOp::kAnds, int16_t>(false), "Ands is an Ascend 950 API");
static_assert(d::LogicTypeSupported<LogicOp::kShiftRight, uint32_t>(true));
static_assert(!d::LogicTypeSupported<LogicOp::kShiftLeftTensor, int16_t>(false));
static_assert(!d::FlexibleTypeSupported<ScalarOp::kSubs, half>(false), "Subs is an Ascend 950 API");
static_assert(d::CompositeTypeSupported<CompositeOp::kMulAddDst, float, half>(true));
static_assert(!d::CompositeTypeSupported<CompositeOp::kFusedMulAdd, bfloat16_t, bfloat16_t>(false));
static_assert(!d::CompositeTypeSupported<CompositeOp::kAddRelu, int64_t, int64_t>(false));
static_assert(!d::CompositeTypeSupported<CompositeOp::kExpSub, float, float>(false));
static_assert(!d::ConfigSupported<half>(AscendC::ExpAlgo::PRECISION_1ULP_FTZ_FALSE), "configs are Ascend 950 only");
static_assert(d::PrecisionOf<float>(AscendC::ExpAlgo::INTRINSIC) == Precision::kIeee, "no flushing on A2/A3");

class VectorUnaryPa2 : public ReleaseModePerTarget {};

TEST_P(VectorUnaryPa2, UnaryMatchesTheReference) {
  std::mt19937_64 rng(515 + GetParam());
  for (UnaryOp op : {UnaryOp::kExp, UnaryOp::kLn, UnaryOp::kSqrt, UnaryOp::kRsqrt, UnaryOp::kReciprocal,
                     UnaryOp::kAbs, UnaryOp::kRelu}) {
    for (int i = 0; i < 25; ++i) {
      const VectorCallDesc h = RandomUnaryCall<half>(op, rng);
      ASSERT_TRUE(MatchesReference(h, rng, [](const VectorCallDesc& c) { InvokeUnary<half>(c); })) << UnaryOpName(op);
      const VectorCallDesc f = RandomUnaryCall<float>(op, rng);
      ASSERT_TRUE(MatchesReference(f, rng, [](const VectorCallDesc& c) { InvokeUnary<float>(c); })) << UnaryOpName(op);
    }
  }
  for (int i = 0; i < 25; ++i) {
    const VectorCallDesc r = RandomUnaryCall<int32_t>(UnaryOp::kRelu, rng);
    ASSERT_TRUE(MatchesReference(r, rng, [](const VectorCallDesc& c) { InvokeUnary<int32_t>(c); }));
    const VectorCallDesc n = RandomUnaryCall<uint16_t>(UnaryOp::kNot, rng);
    ASSERT_TRUE(MatchesReference(n, rng, [](const VectorCallDesc& c) { InvokeUnary<uint16_t>(c); }));
  }
}

template <typename T>
void LogicCases(LogicOp op, int cases, std::mt19937_64& rng) {
  for (int i = 0; i < cases; ++i) {
    const VectorCallDesc c = RandomLogicCall<T>(op, rng);
    ASSERT_TRUE(LogicMatchesReference(c, rng, [](const VectorCallDesc& x) { InvokeLogic<T>(x); })) << LogicOpName(op);
  }
}

// roundEn is honoured here (int16_t / int32_t): RandomLogicCall sets it on
// half of the mask-form ShiftRight calls.
TEST_P(VectorUnaryPa2, LogicMatchesTheReference) {
  std::mt19937_64 rng(616 + GetParam());
  LogicCases<int16_t>(LogicOp::kAnd, 25, rng);
  LogicCases<uint16_t>(LogicOp::kOr, 25, rng);
  for (LogicOp op : {LogicOp::kShiftLeft, LogicOp::kShiftRight}) {
    LogicCases<int16_t>(op, 40, rng);
    LogicCases<uint16_t>(op, 25, rng);
    LogicCases<int32_t>(op, 40, rng);
    LogicCases<uint32_t>(op, 25, rng);
  }
}

template <typename T, typename U = T>
void CompositeCases(CompositeOp op, int cases, std::mt19937_64& rng) {
  for (int i = 0; i < cases; ++i) {
    const VectorCallDesc c = RandomCompositeCall<T, U>(op, rng);
    ASSERT_TRUE(MatchesReference(c, rng, [](const VectorCallDesc& x) { InvokeComposite<T, U>(x); })) << CompositeOpName(op);
  }
}

TEST_P(VectorUnaryPa2, CompositeAndLeakyReluMatchTheReference) {
  std::mt19937_64 rng(717 + GetParam());
  for (CompositeOp op : {CompositeOp::kAddRelu, CompositeOp::kSubRelu}) {
    CompositeCases<half>(op, 25, rng);
    CompositeCases<float>(op, 25, rng);
    CompositeCases<int16_t>(op, 25, rng);
  }
  for (CompositeOp op : {CompositeOp::kFusedMulAdd, CompositeOp::kMulAddRelu, CompositeOp::kMulAddDst, CompositeOp::kAxpy}) {
    CompositeCases<half>(op, 25, rng);
    CompositeCases<float>(op, 25, rng);
  }
  CompositeCases<float, half>(CompositeOp::kMulAddDst, 25, rng);
  CompositeCases<float, half>(CompositeOp::kAxpy, 25, rng);
  for (int i = 0; i < 25; ++i) {
    const VectorCallDesc c = RandomScalarPositionCall<half>(ScalarOp::kLeakyRelu, rng);
    ASSERT_TRUE(LogicMatchesReference(c, rng, [](const VectorCallDesc& x) { InvokeScalarPosition<half>(x); }));
  }
}

ASCENDC_HOST_INSTANTIATE_PER_TARGET(VectorUnaryPa2);

TEST(VectorUnaryPa2Errors, ShiftCountRangeAndRounding) {
  FreshCore();
  auto a = TensorAt<int16_t>(0, 128), d = TensorAt<int16_t>(256, 128);
  {
    const ScopedCheckedMode checked(true);
    EXPECT_TRUE(RaisesError([&] { AscendC::ShiftLeft(d, a, int16_t{17}, 128); }, Severity::kError,
                            {"ShiftLeft", "scalarValue", "17", "exceeds 16"}));
    auto w = TensorAt<uint32_t>(0, 64);
    EXPECT_TRUE(RaisesError([&] { AscendC::ShiftRight(w, w, uint32_t{33}, 64); }, Severity::kError,
                            {"ShiftRight", "scalarValue", "33", "exceeds 32"}));
    AscendC::ShiftLeft(d, a, int16_t{16}, 128);  // the range's end
  }
  // roundEn: the page's example, 17 >> 5 rounds to 1.
  a.SetValue(0, int16_t{17});
  a.SetValue(1, int16_t{15});
  AscendC::ShiftRight(d, a, int16_t{5}, uint64_t{2}, 1, AscendC::UnaryRepeatParams{}, true);
  EXPECT_EQ(d.GetValue(0), 1);
  EXPECT_EQ(d.GetValue(1), 0);
}

}  // namespace
}  // namespace testing
}  // namespace ascendc_host
