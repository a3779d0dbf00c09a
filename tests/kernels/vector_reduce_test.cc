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

// ReduceDataBlock / ReducePairElem / ReduceRepeat sums with every position active and dense
// source repeats take the kernels' direct path (results straight into UB):
// full masks, one-block strides, 1..255 repeats (group counts that are and
// are not multiples of the vector width), destination repeat strides 0..3.
template <ReduceScope kScope, ReduceOp kOp, typename T>
void RunDenseGroupCases(int cases, std::mt19937_64& rng) {
  constexpr AscendC::ReduceType kType = kOp == ReduceOp::kSum   ? AscendC::ReduceType::SUM
                                        : kOp == ReduceOp::kMax ? AscendC::ReduceType::MAX
                                                                : AscendC::ReduceType::MIN;
  constexpr uint32_t kEpr = 256 / sizeof(T);
  const uint32_t ub_bytes = runtime::CurrentCore().ub_bytes;
  for (int i = 0; i < cases; ++i) {
    VectorCallDesc c = RandomReduceCall(kScope, kOp, detail::DTypeOf<T>(), detail::DTypeOf<T>(), rng, false);
    c.form = rng() % 2 ? VectorCallDesc::Form::kContiguousMask : VectorCallDesc::Form::kBitwiseMask;
    c.counter_mode = false;
    c.is_set_mask = true;
    c.mask[0] = c.form == VectorCallDesc::Form::kContiguousMask ? kEpr : ~0ull;
    c.mask[1] = kEpr == 128 ? ~0ull : 0;
    c.repeat_time = static_cast<uint32_t>(1 + rng() % (i % 3 == 0 ? 255 : 9));
    c.src0.block_stride = 1;
    c.src0.repeat_stride = 8;
    c.reduce.dst_repeat_stride = static_cast<uint32_t>(rng() % 4);
    const uint64_t src_span = uint64_t{c.repeat_time} * 256, dst_span = uint64_t{c.repeat_time} * 4 * 128 + 64;
    c.src0.address = 0;
    c.dst.address = static_cast<uint32_t>((src_span + 31) / 32 * 32 + (rng() % 4) * 32);
    ASSERT_LE(c.dst.address + dst_span, ub_bytes);
    ASSERT_TRUE(MatchesReferenceOn(c, rng, [](const VectorCallDesc& d) { InvokeLevelZero<kType, T, T>(d); },
                                   [&c](uint8_t* ub, uint32_t bytes, std::mt19937_64& r) {
                                     FillReduceData(ub, bytes, c.type, r);
                                   }))
        << ReduceOpName(kOp, kScope) << " " << DTypeName(c.type) << " repeats=" << c.repeat_time
        << " dstRep=" << c.reduce.dst_repeat_stride;
  }
}

TEST_P(VectorReduce, DenseGroupCallsMatchTheReference) {
  std::mt19937_64 rng(53 + GetParam());
  const ScopedCheckedMode release(false);
  RunDenseGroupCases<ReduceScope::kDataBlock, ReduceOp::kSum, half>(30, rng);
  RunDenseGroupCases<ReduceScope::kDataBlock, ReduceOp::kSum, float>(30, rng);
  RunDenseGroupCases<ReduceScope::kDataBlock, ReduceOp::kMax, half>(30, rng);
  RunDenseGroupCases<ReduceScope::kDataBlock, ReduceOp::kMax, float>(30, rng);
  RunDenseGroupCases<ReduceScope::kDataBlock, ReduceOp::kMin, half>(30, rng);
  RunDenseGroupCases<ReduceScope::kDataBlock, ReduceOp::kMin, float>(30, rng);
  RunDenseGroupCases<ReduceScope::kPair, ReduceOp::kSum, half>(30, rng);
  RunDenseGroupCases<ReduceScope::kPair, ReduceOp::kSum, float>(30, rng);
  RunDenseGroupCases<ReduceScope::kRepeat, ReduceOp::kSum, half>(30, rng);
  RunDenseGroupCases<ReduceScope::kRepeat, ReduceOp::kSum, float>(30, rng);
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

// Half sums in four families: small finite values (every tree stays
// finite: the AVX3_SPR target sums them in half lanes), finite values of any
// magnitude (trees overflow: saturated or infinite level by level), and
// small values with infinities or with NaNs among them (AVX3_SPR hands such
// trees back to the float ladder). Every scope, both CTRL[48] modes.
void FillHalfSumFamily(uint8_t* ub, uint32_t bytes, int family, std::mt19937_64& rng) {
  for (uint32_t i = 0; i + 2 <= bytes; i += 2) {
    uint16_t h = static_cast<uint16_t>(rng());
    if (family == 1) {
      if ((h & 0x7C00) == 0x7C00) h ^= 0x4000;  // finite, any magnitude
    } else {
      h = static_cast<uint16_t>((h & 0x8000) | (h % 0x4000));  // |x| < 2, subnormals included
    }
    std::memcpy(ub + i, &h, 2);
  }
  if (family < 2) return;
  for (uint32_t k = 0; k < bytes / 8192 + 1; ++k) {
    const uint16_t special = family == 2 ? (rng() % 2 ? 0x7C00 : 0xFC00) : (rng() % 2 ? 0x7E00 : 0xFD01);
    std::memcpy(ub + (rng() % (bytes / 2)) * 2, &special, 2);
  }
}

TEST_P(VectorReduce, HalfSumsFiniteOverflowingAndNotFiniteMatchTheReference) {
  std::mt19937_64 rng(59 + GetParam());
  const ScopedCheckedMode release(false);
  const ReduceScope scopes[] = {ReduceScope::kAll, ReduceScope::kRepeat, ReduceScope::kDataBlock, ReduceScope::kPair};
  for (int i = 0; i < 64; ++i) {
    const int family = i % 4;
    const ReduceScope scope = scopes[(i / 4) % 4];
    VectorCallDesc c = RandomReduceCall(scope, ReduceOp::kSum, DType::kF16, DType::kF16, rng);
    c.numeric.half_saturating = c.numeric.cast_float_saturating = i < 32;
    auto invoke = [scope](const VectorCallDesc& d) {
      if (scope == ReduceScope::kAll) InvokeWhole<ReduceOp::kSum, half>(d);
      else InvokeLevelZero<AscendC::ReduceType::SUM, half, half>(d);
    };
    ASSERT_TRUE(MatchesReferenceOn(c, rng, invoke, [family](uint8_t* ub, uint32_t bytes, std::mt19937_64& r) {
      FillHalfSumFamily(ub, bytes, family, r);
    })) << "scope " << static_cast<int>(scope) << " family " << family;
  }
}

ASCENDC_HOST_INSTANTIATE_PER_TARGET(VectorReduce);

}  // namespace
}  // namespace testing
}  // namespace ascendc_host
