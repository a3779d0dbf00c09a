// The reductions on every SIMD target against the reference: random forms,
// masks, strides, repeats, Counter mode, isSetMask=false, destinations over
// their source, NaN / infinities / signed zeros / ties, both CTRL[48] modes;
// whole UB images and mask registers compared bit for bit.
#include <gtest/gtest.h>

#include <random>

#include "kernel_operator.h"
#include "support/per_target.h"
#include "support/reduce_calls.h"

namespace ascendc_host {
namespace testing {
namespace {

class VectorReduce : public PerTarget {};

TEST_P(VectorReduce, ReduceRepeatMatchesTheReference) {
  std::mt19937_64 rng(41 + GetParam());
  const ScopedCheckedMode release(false);
  RunReduceCases<ReduceScope::kRepeat, ReduceOp::kSum, half, half>(80, rng);
  RunReduceCases<ReduceScope::kRepeat, ReduceOp::kSum, float, float>(80, rng);
  RunReduceCases<ReduceScope::kRepeat, ReduceOp::kSum, int32_t, int16_t>(30, rng);
  RunReduceCases<ReduceScope::kRepeat, ReduceOp::kSum, int32_t, int32_t>(30, rng);
  RunReduceCases<ReduceScope::kRepeat, ReduceOp::kSum, uint32_t, uint16_t>(30, rng);
  RunReduceCases<ReduceScope::kRepeat, ReduceOp::kSum, uint32_t, uint32_t>(30, rng);
  RunReduceCases<ReduceScope::kRepeat, ReduceOp::kMax, half, half>(80, rng);
  RunReduceCases<ReduceScope::kRepeat, ReduceOp::kMin, half, half>(80, rng);
  RunReduceCases<ReduceScope::kRepeat, ReduceOp::kMax, float, float>(80, rng);
  RunReduceCases<ReduceScope::kRepeat, ReduceOp::kMin, float, float>(80, rng);
  RunReduceCases<ReduceScope::kRepeat, ReduceOp::kMax, int16_t, int16_t>(30, rng);
  RunReduceCases<ReduceScope::kRepeat, ReduceOp::kMin, uint16_t, uint16_t>(30, rng);
  RunReduceCases<ReduceScope::kRepeat, ReduceOp::kMax, int32_t, int32_t>(30, rng);
  RunReduceCases<ReduceScope::kRepeat, ReduceOp::kMin, uint32_t, uint32_t>(30, rng);
}

TEST_P(VectorReduce, ReduceDataBlockAndPairMatchTheReference) {
  std::mt19937_64 rng(43 + GetParam());
  const ScopedCheckedMode release(false);
  RunReduceCases<ReduceScope::kDataBlock, ReduceOp::kSum, half, half>(60, rng);
  RunReduceCases<ReduceScope::kDataBlock, ReduceOp::kSum, float, float>(60, rng);
  RunReduceCases<ReduceScope::kDataBlock, ReduceOp::kMax, half, half>(60, rng);
  RunReduceCases<ReduceScope::kDataBlock, ReduceOp::kMin, float, float>(60, rng);
  RunReduceCases<ReduceScope::kDataBlock, ReduceOp::kMin, half, half>(40, rng);
  RunReduceCases<ReduceScope::kDataBlock, ReduceOp::kMax, float, float>(40, rng);
  RunReduceCases<ReduceScope::kPair, ReduceOp::kSum, half, half>(60, rng);
  RunReduceCases<ReduceScope::kPair, ReduceOp::kSum, float, float>(60, rng);
}

TEST_P(VectorReduce, ReduceSumMaxMinMatchTheReference) {
  std::mt19937_64 rng(47 + GetParam());
  const ScopedCheckedMode release(false);
  RunReduceCases<ReduceScope::kAll, ReduceOp::kSum, half, half>(120, rng);
  RunReduceCases<ReduceScope::kAll, ReduceOp::kSum, float, float>(120, rng);
  RunReduceCases<ReduceScope::kAll, ReduceOp::kMax, half, half>(80, rng);
  RunReduceCases<ReduceScope::kAll, ReduceOp::kMin, half, half>(80, rng);
  RunReduceCases<ReduceScope::kAll, ReduceOp::kMax, float, float>(80, rng);
  RunReduceCases<ReduceScope::kAll, ReduceOp::kMin, float, float>(80, rng);
  RunReduceCases<ReduceScope::kAll, ReduceOp::kMax, int16_t, int16_t>(30, rng);
  RunReduceCases<ReduceScope::kAll, ReduceOp::kMin, uint16_t, uint16_t>(30, rng);
  RunReduceCases<ReduceScope::kAll, ReduceOp::kMax, uint32_t, uint32_t>(30, rng);
  RunReduceCases<ReduceScope::kAll, ReduceOp::kMin, int32_t, int32_t>(30, rng);
  RunReduceCases<ReduceScope::kAll, ReduceOp::kSum, int64_t, int64_t>(20, rng);
  RunReduceCases<ReduceScope::kAll, ReduceOp::kSum, uint64_t, uint64_t>(20, rng);
  RunReduceCases<ReduceScope::kAll, ReduceOp::kMax, int64_t, int64_t>(20, rng);
  RunReduceCases<ReduceScope::kAll, ReduceOp::kMin, uint64_t, uint64_t>(20, rng);
}

ASCENDC_HOST_INSTANTIATE_PER_TARGET(VectorReduce);

}  // namespace
}  // namespace testing
}  // namespace ascendc_host
