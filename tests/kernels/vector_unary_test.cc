// Abs, Relu, Exp, Ln, Sqrt, Rsqrt, Reciprocal, Neg and Not on every SIMD
// target against the reference: random forms, masks, strides, repeats,
// Counter mode, isSetMask=false, overlaps, CTRL saturation, every precision
// config; every half input; sampled float inputs; and the same bits on every
// target. Exact operations are compared bit for bit, Exp, Ln and Rsqrt within
// the published bound of the correctly rounded value (SPEC 8.4).
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <random>
#include <vector>

#include "kernel_operator.h"
#include "support/per_target.h"
#include "support/unary_calls.h"
#include "support/vector_harness.h"

namespace ascendc_host {
namespace testing {
namespace {

class VectorUnary : public PerTarget {};

template <typename T>
void RunUnaryCases(UnaryOp op, int cases, std::mt19937_64& rng) {
  for (int i = 0; i < cases; ++i) {
    const VectorCallDesc c = RandomUnaryCall<T>(op, rng);
    ASSERT_TRUE(MatchesReference(c, rng, [](const VectorCallDesc& d) { InvokeUnary<T>(d); })) << UnaryOpName(op);
  }
}

TEST_P(VectorUnary, RandomCallsMatchTheReference) {
  std::mt19937_64 rng(4242 + GetParam());
  const ScopedCheckedMode release(false);
  for (UnaryOp op : {UnaryOp::kExp, UnaryOp::kLn, UnaryOp::kSqrt, UnaryOp::kRsqrt, UnaryOp::kReciprocal}) {
    RunUnaryCases<half>(op, 40, rng);
    RunUnaryCases<float>(op, 40, rng);
  }
  RunUnaryCases<int64_t>(UnaryOp::kReciprocal, 15, rng);
  RunUnaryCases<uint64_t>(UnaryOp::kReciprocal, 15, rng);
  for (UnaryOp op : {UnaryOp::kAbs, UnaryOp::kNeg}) {
    RunUnaryCases<half>(op, 30, rng);
    RunUnaryCases<float>(op, 30, rng);
    RunUnaryCases<int8_t>(op, 15, rng);
    RunUnaryCases<int16_t>(op, 20, rng);
    RunUnaryCases<int32_t>(op, 20, rng);
    RunUnaryCases<int64_t>(op, 15, rng);
  }
  RunUnaryCases<half>(UnaryOp::kRelu, 30, rng);
  RunUnaryCases<float>(UnaryOp::kRelu, 30, rng);
  RunUnaryCases<int32_t>(UnaryOp::kRelu, 20, rng);
  RunUnaryCases<int64_t>(UnaryOp::kRelu, 15, rng);
  RunUnaryCases<uint8_t>(UnaryOp::kNot, 10, rng);
  RunUnaryCases<int8_t>(UnaryOp::kNot, 10, rng);
  RunUnaryCases<int16_t>(UnaryOp::kNot, 15, rng);
  RunUnaryCases<uint16_t>(UnaryOp::kNot, 15, rng);
  RunUnaryCases<half>(UnaryOp::kNot, 15, rng);
  RunUnaryCases<int32_t>(UnaryOp::kNot, 15, rng);
  RunUnaryCases<uint32_t>(UnaryOp::kNot, 15, rng);
  RunUnaryCases<float>(UnaryOp::kNot, 15, rng);
  RunUnaryCases<int64_t>(UnaryOp::kNot, 10, rng);
  RunUnaryCases<uint64_t>(UnaryOp::kNot, 10, rng);
}

ASCENDC_HOST_INSTANTIATE_PER_TARGET(VectorUnary);

// A count-form call over `n` elements of src at UB 0 into dst at `dst_at`.
VectorCallDesc CountCall(UnaryOp op, DType type, Precision precision, uint32_t n, uint32_t dst_at, bool saturating) {
  VectorCallDesc d;
  d.family = VectorCallDesc::Family::kUnary;
  d.op = static_cast<uint8_t>(op);
  d.type = type;
  d.precision = static_cast<uint8_t>(precision);
  d.count = n;
  d.numeric.half_saturating = saturating;
  d.src0.address = 0;
  d.dst.address = dst_at;
  return d;
}

// Runs `d` on the elements `fill` writes at UB 0 through the surface and the
// reference; compares (exact ops bit for bit, the others within the bound).
template <typename T, class Fill>
::testing::AssertionResult SurfaceMatchesReference(const VectorCallDesc& d, Fill&& fill) {
  runtime::CoreState& core = FreshCore();
  ApplyRegisters(core, d);
  fill(core.ub);
  std::vector<uint8_t> expected(core.ub, core.ub + core.ub_bytes);
  reference::RunVectorCall(reference::Ub(expected.data(), core.ub_bytes), d);
  InvokeUnary<T>(d);
  return SameWithinTolerance(expected.data(), core.ub, core.ub_bytes, d);
}

class VectorUnaryHalfExhaustive : public PerTarget {};

TEST_P(VectorUnaryHalfExhaustive, EveryHalfInputMatchesTheReference) {
  const ScopedCheckedMode release(false);
  for (UnaryOp op : {UnaryOp::kExp, UnaryOp::kLn, UnaryOp::kSqrt, UnaryOp::kRsqrt, UnaryOp::kReciprocal, UnaryOp::kAbs,
                     UnaryOp::kRelu, UnaryOp::kNeg}) {
    for (Precision precision : PrecisionsFor<half>(op)) {
      for (bool saturating : {true, false}) {
        for (uint32_t first = 0; first < 65536; first += 32768) {
          const VectorCallDesc d = CountCall(op, DType::kF16, precision, 32768, 65536, saturating);
          ASSERT_TRUE(SurfaceMatchesReference<half>(d, [first](uint8_t* ub) {
            for (uint32_t i = 0; i < 32768; ++i) {
              const uint16_t x = static_cast<uint16_t>(first + i);
              std::memcpy(ub + 2 * i, &x, 2);
            }
          })) << UnaryOpName(op) << " precision " << int(precision) << " saturating " << saturating << " from " << first;
        }
      }
    }
  }
}

ASCENDC_HOST_INSTANTIATE_PER_TARGET(VectorUnaryHalfExhaustive);

// Float inputs where each function is interesting: every binade (random
// mantissas), both signs, the specials, the ranges of under- and overflow.
std::vector<float> SampledFloats(UnaryOp op, uint32_t n, std::mt19937_64& rng) {
  std::vector<float> v;
  v.reserve(n);
  const float specials[] = {0.0f, -0.0f, INFINITY, -INFINITY, NAN, 1.0f, -1.0f, 1e-45f, -1e-45f, 1.17549435e-38f,
                            8.50705917e37f, 8.5070600e37f, 88.72283f, 88.7228394f, -87.33654f, -103.9720840f,
                            -103.972084f, 3.4028235e38f};
  for (float s : specials) v.push_back(s);
  std::uniform_real_distribution<float> exp_range(-110.0f, 90.0f);
  while (v.size() < n) {
    const uint32_t bits = static_cast<uint32_t>(rng());
    float x;
    std::memcpy(&x, &bits, 4);
    if (op == UnaryOp::kExp && rng() % 2 == 0) x = exp_range(rng);
    v.push_back(x);
  }
  return v;
}

class VectorUnaryFloatSample : public PerTarget {};

TEST_P(VectorUnaryFloatSample, SampledFloatsWithinTheBound) {
  const ScopedCheckedMode release(false);
  std::mt19937_64 rng(77);
  constexpr uint32_t kChunk = 16384;  // 64 KiB of source
  for (UnaryOp op : {UnaryOp::kExp, UnaryOp::kLn, UnaryOp::kSqrt, UnaryOp::kRsqrt, UnaryOp::kReciprocal}) {
    const std::vector<float> inputs = SampledFloats(op, 4 * kChunk, rng);
    for (Precision precision : PrecisionsFor<float>(op)) {
      for (uint32_t first = 0; first < inputs.size(); first += kChunk) {
        const VectorCallDesc d = CountCall(op, DType::kF32, precision, kChunk, 4 * kChunk, true);
        ASSERT_TRUE(SurfaceMatchesReference<float>(
            d, [&](uint8_t* ub) { std::memcpy(ub, inputs.data() + first, kChunk * sizeof(float)); }))
            << UnaryOpName(op) << " precision " << int(precision);
      }
    }
  }
}

// In place (dst == src, the permitted overlap), the dense path.
TEST_P(VectorUnaryFloatSample, InPlaceWithinTheBound) {
  const ScopedCheckedMode release(false);
  std::mt19937_64 rng(78);
  for (UnaryOp op : {UnaryOp::kExp, UnaryOp::kLn, UnaryOp::kRsqrt, UnaryOp::kSqrt, UnaryOp::kReciprocal}) {
    const std::vector<float> inputs = SampledFloats(op, 16384, rng);
    const VectorCallDesc d = CountCall(op, DType::kF32, Precision::kFlushSubnormals, 16384, 0, true);
    ASSERT_TRUE(SurfaceMatchesReference<float>(d, [&](uint8_t* ub) { std::memcpy(ub, inputs.data(), 65536); }))
        << UnaryOpName(op);
  }
}

ASCENDC_HOST_INSTANTIATE_PER_TARGET(VectorUnaryFloatSample);

// The approximated functions give the same bits on every target (no fused
// multiply-add, no target-specific approximation instruction).
TEST(VectorUnaryTargets, SameBitsOnEveryTarget) {
  const ScopedCheckedMode release(false);
  std::mt19937_64 rng(5);
  for (UnaryOp op : {UnaryOp::kExp, UnaryOp::kLn, UnaryOp::kRsqrt}) {
    const std::vector<float> floats = SampledFloats(op, 16384, rng);
    std::vector<std::vector<uint8_t>> results;
    for (int64_t t : target::Available()) {
      ASSERT_TRUE(target::Force(t));
      std::vector<uint8_t> out;
      for (uint32_t first = 0; first < 65536; first += 32768) {
        runtime::CoreState& core = FreshCore();
        for (uint32_t i = 0; i < 32768; ++i) {
          const uint16_t x = static_cast<uint16_t>(first + i);
          std::memcpy(core.ub + 2 * i, &x, 2);
        }
        InvokeUnary<half>(CountCall(op, DType::kF16, Precision::kIeee, 32768, 65536, false));
        out.insert(out.end(), core.ub + 65536, core.ub + 131072);
      }
      runtime::CoreState& core = FreshCore();
      std::memcpy(core.ub, floats.data(), floats.size() * 4);
      InvokeUnary<float>(CountCall(op, DType::kF32, Precision::kFlushSubnormals, 16384, 65536, true));
      out.insert(out.end(), core.ub + 65536, core.ub + 131072);
      results.push_back(out);
    }
    target::Force(0);
    for (size_t i = 1; i < results.size(); ++i)
      EXPECT_TRUE(results[i] == results[0]) << UnaryOpName(op) << ": " << target::Name(target::Available()[i])
                                            << " differs from " << target::Name(target::Available()[0]);
  }
}

}  // namespace
}  // namespace testing
}  // namespace ascendc_host
