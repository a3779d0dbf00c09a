// AddRelu, SubRelu, FusedMulAdd, MulAddRelu, MulAddDst, Axpy, AbsSub, Prelu,
// ExpSub and Mull on every SIMD target against the reference: random forms,
// masks, strides, repeats, Counter mode, isSetMask=false, overlaps (the
// destination read as an operand), CTRL saturation, half sources into a
// float destination; whole UB images and mask registers compared bit for
// bit (ExpSub within its published bound).
#include <gtest/gtest.h>

#include <random>

#include "kernel_operator.h"
#include "support/composite_calls.h"
#include "support/per_target.h"
#include "support/vector_harness.h"

namespace ascendc_host {
namespace testing {
namespace {

class VectorComposite : public ReleaseModePerTarget {};

template <typename T, typename U = T>
void RunCompositeCases(CompositeOp op, int cases, std::mt19937_64& rng) {
  for (int i = 0; i < cases; ++i) {
    const VectorCallDesc c = RandomCompositeCall<T, U>(op, rng);
    ASSERT_TRUE(MatchesReference(c, rng, [](const VectorCallDesc& d) { InvokeComposite<T, U>(d); }))
        << CompositeOpName(op);
  }
}

TEST_P(VectorComposite, RandomCallsMatchTheReference) {
  std::mt19937_64 rng(161803 + GetParam());
  for (CompositeOp op : {CompositeOp::kAddRelu, CompositeOp::kSubRelu}) {
    RunCompositeCases<half>(op, 40, rng);
    RunCompositeCases<float>(op, 40, rng);
    RunCompositeCases<int16_t>(op, 25, rng);
    RunCompositeCases<int64_t>(op, 15, rng);
    RunCompositeCases<uint64_t>(op, 15, rng);
  }
  for (CompositeOp op : {CompositeOp::kFusedMulAdd, CompositeOp::kMulAddRelu, CompositeOp::kMulAddDst, CompositeOp::kAxpy}) {
    RunCompositeCases<half>(op, 40, rng);
    RunCompositeCases<float>(op, 40, rng);
    RunCompositeCases<int64_t>(op, 15, rng);
    RunCompositeCases<uint64_t>(op, 15, rng);
  }
  RunCompositeCases<bfloat16_t>(CompositeOp::kFusedMulAdd, 30, rng);
  RunCompositeCases<bfloat16_t>(CompositeOp::kAxpy, 30, rng);
  RunCompositeCases<float, half>(CompositeOp::kMulAddDst, 40, rng);
  RunCompositeCases<float, half>(CompositeOp::kAxpy, 40, rng);
  for (CompositeOp op : {CompositeOp::kAbsSub, CompositeOp::kPrelu}) {
    RunCompositeCases<half>(op, 30, rng);
    RunCompositeCases<float>(op, 30, rng);
  }
  RunCompositeCases<float>(CompositeOp::kExpSub, 30, rng);
  RunCompositeCases<float, half>(CompositeOp::kExpSub, 30, rng);
  RunCompositeCases<int32_t>(CompositeOp::kMull, 20, rng);
  RunCompositeCases<uint32_t>(CompositeOp::kMull, 20, rng);
}

ASCENDC_HOST_INSTANTIATE_PER_TARGET(VectorComposite);

}  // namespace
}  // namespace testing
}  // namespace ascendc_host
