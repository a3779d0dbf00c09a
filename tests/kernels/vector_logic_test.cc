// And, Or, Ands, Ors, ShiftLeft and ShiftRight (scalar and tensor counts),
// and the scalar-position arithmetic (flexible Adds ... Divs, LeakyRelu), on
// every SIMD target against the reference: random forms, masks, strides,
// repeats, Counter mode, isSetMask=false, overlaps, the scalar on either
// side (immediate or tensor element), counts at and beyond the width and
// negative ones; whole UB images and mask registers compared bit for bit.
#include <gtest/gtest.h>

#include <random>

#include "kernel_operator.h"
#include "support/logic_calls.h"
#include "support/per_target.h"
#include "support/vector_harness.h"

namespace ascendc_host {
namespace testing {
namespace {

class VectorLogic : public ReleaseModePerTarget {};

template <typename T>
void RunLogicCases(LogicOp op, int cases, std::mt19937_64& rng) {
  for (int i = 0; i < cases; ++i) {
    const VectorCallDesc c = RandomLogicCall<T>(op, rng);
    ASSERT_TRUE(LogicMatchesReference(c, rng, [](const VectorCallDesc& d) { InvokeLogic<T>(d); })) << LogicOpName(op);
  }
}

template <typename T>
void RunEveryLogicOp(int cases, std::mt19937_64& rng) {
  RunLogicCases<T>(LogicOp::kAnd, cases, rng);
  RunLogicCases<T>(LogicOp::kOr, cases, rng);
  RunLogicCases<T>(LogicOp::kShiftLeft, 2 * cases, rng);
  RunLogicCases<T>(LogicOp::kShiftRight, 2 * cases, rng);
  RunLogicCases<T>(LogicOp::kShiftLeftTensor, cases, rng);
  RunLogicCases<T>(LogicOp::kShiftRightTensor, cases, rng);
  if constexpr (detail::LogicTypeSupported<LogicOp::kAnds, T>(false)) {
    RunLogicCases<T>(LogicOp::kAnds, cases, rng);
    RunLogicCases<T>(LogicOp::kOrs, cases, rng);
  }
}

TEST_P(VectorLogic, RandomCallsMatchTheReference) {
  std::mt19937_64 rng(31337 + GetParam());
  RunEveryLogicOp<int16_t>(25, rng);
  RunEveryLogicOp<uint16_t>(25, rng);
  RunEveryLogicOp<int32_t>(20, rng);
  RunEveryLogicOp<uint32_t>(20, rng);
  RunEveryLogicOp<int8_t>(12, rng);
  RunEveryLogicOp<uint8_t>(12, rng);
  RunEveryLogicOp<int64_t>(12, rng);
  RunEveryLogicOp<uint64_t>(12, rng);
}

// Every count from -(width + 2) to width + 2 on every bit position of a few
// values, both directions, in one call per count (count form and a
// Normal-mode mask form).
TEST_P(VectorLogic, EveryShiftCount) {
  std::mt19937_64 rng(1);
  for (LogicOp op : {LogicOp::kShiftLeft, LogicOp::kShiftRight}) {
    for (int count = -18; count <= 18; ++count) {
      VectorCallDesc c;
      c.family = VectorCallDesc::Family::kLogic;
      c.op = static_cast<uint8_t>(op);
      c.type = DType::kI16;
      c.count = 1000;
      c.scalar_bits = static_cast<uint16_t>(count);
      c.src0.address = 0;
      c.dst.address = 4096;
      c.src1.address = 8192;
      ASSERT_TRUE(LogicMatchesReference(c, rng, [](const VectorCallDesc& d) { InvokeLogic<int16_t>(d); }))
          << LogicOpName(op) << " " << count;
      c.type = DType::kU16;
      c.scalar_bits = static_cast<uint16_t>(count < 0 ? 17 - count : count);
      ASSERT_TRUE(LogicMatchesReference(c, rng, [](const VectorCallDesc& d) { InvokeLogic<uint16_t>(d); }))
          << LogicOpName(op) << " " << count;
    }
  }
}

ASCENDC_HOST_INSTANTIATE_PER_TARGET(VectorLogic);

// The flexible-scalar-position Adds, Muls, Maxs, Mins, Subs, Divs and
// LeakyRelu: the scalar on either side, immediate or tensor element.
class VectorScalarPosition : public ReleaseModePerTarget {};

template <typename T>
void RunScalarPositionCases(ScalarOp op, int cases, std::mt19937_64& rng) {
  for (int i = 0; i < cases; ++i) {
    const VectorCallDesc c = RandomScalarPositionCall<T>(op, rng);
    ASSERT_TRUE(LogicMatchesReference(c, rng, [](const VectorCallDesc& d) { InvokeScalarPosition<T>(d); }))
        << ScalarOpName(op);
  }
}

TEST_P(VectorScalarPosition, RandomCallsMatchTheReference) {
  std::mt19937_64 rng(2718 + GetParam());
  for (ScalarOp op : {ScalarOp::kAdds, ScalarOp::kMuls, ScalarOp::kMaxs, ScalarOp::kMins, ScalarOp::kSubs}) {
    RunScalarPositionCases<half>(op, 30, rng);
    RunScalarPositionCases<float>(op, 30, rng);
    RunScalarPositionCases<bfloat16_t>(op, 20, rng);
    RunScalarPositionCases<int16_t>(op, 15, rng);
    RunScalarPositionCases<int32_t>(op, 15, rng);
    RunScalarPositionCases<int64_t>(op, 10, rng);
    RunScalarPositionCases<uint64_t>(op, 10, rng);
  }
  for (ScalarOp op : {ScalarOp::kAdds, ScalarOp::kMaxs, ScalarOp::kMins}) {
    RunScalarPositionCases<int8_t>(op, 10, rng);
    RunScalarPositionCases<uint8_t>(op, 10, rng);
  }
  RunScalarPositionCases<half>(ScalarOp::kDivs, 30, rng);
  RunScalarPositionCases<float>(ScalarOp::kDivs, 30, rng);
  RunScalarPositionCases<int64_t>(ScalarOp::kDivs, 10, rng);
  RunScalarPositionCases<uint64_t>(ScalarOp::kDivs, 10, rng);
  RunScalarPositionCases<half>(ScalarOp::kLeakyRelu, 30, rng);
  RunScalarPositionCases<float>(ScalarOp::kLeakyRelu, 30, rng);
}

ASCENDC_HOST_INSTANTIATE_PER_TARGET(VectorScalarPosition);

}  // namespace
}  // namespace testing
}  // namespace ascendc_host
