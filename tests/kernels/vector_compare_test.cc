// Compare, Compares / CompareScalar (both scalar positions), Compare into
// CMPMASK and Select in every mode and form (with and without a mask
// argument) on every SIMD target against the reference: random forms,
// masks, strides, repeats, Counter mode, isSetMask=false, in-place and
// overlapping operands, data rich in equal pairs, NaN, infinities and
// signed zeros; whole UB images and the mask and CMPMASK registers
// compared bit for bit.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>

#include "kernel_operator.h"
#include "support/cmpsel_calls.h"
#include "support/per_target.h"
#include "support/vector_harness.h"

namespace ascendc_host {
namespace testing {
namespace {

class VectorCompare : public PerTarget {};

template <typename T>
void RunCompareCases(int cases, std::mt19937_64& rng) {
  constexpr DType kType = detail::DTypeOf<T>();
  for (int i = 0; i < cases; ++i) {
    const VectorCallDesc c = RandomCompareCall(kType, runtime::CurrentCore().ub_bytes, true, rng);
    ASSERT_TRUE(MatchesReferenceOn(
        c, rng, [](const VectorCallDesc& d) { InvokeCompare<T>(d); },
        [](uint8_t* ub, uint32_t bytes, std::mt19937_64& r) { FillCompareData(ub, bytes, kType, r); }))
        << DTypeName(kType) << " " << CompareOpName(static_cast<CompareOp>(c.op));
  }
}

TEST_P(VectorCompare, ComparisonsMatchTheReference) {
  std::mt19937_64 rng(4242 + GetParam());
  const ScopedCheckedMode release(false);
  RunCompareCases<half>(120, rng);
  RunCompareCases<float>(120, rng);
  RunCompareCases<bfloat16_t>(60, rng);
  RunCompareCases<int16_t>(40, rng);
  RunCompareCases<uint16_t>(40, rng);
  RunCompareCases<int32_t>(40, rng);
  RunCompareCases<uint32_t>(40, rng);
  RunCompareCases<int8_t>(30, rng);
  RunCompareCases<uint8_t>(30, rng);
  RunCompareCases<int64_t>(30, rng);
  RunCompareCases<uint64_t>(30, rng);
}

template <typename T>
void RunSelectCases(int cases, std::mt19937_64& rng) {
  for (int i = 0; i < cases; ++i) {
    const VectorCallDesc c = RandomSelectCall(detail::DTypeOf<T>(), runtime::CurrentCore().ub_bytes, true, true, rng);
    ASSERT_TRUE(MatchesReference(c, rng, [](const VectorCallDesc& d) { InvokeSelect<T>(d); }))
        << DTypeName(c.type) << " mode " << int(c.op);
  }
}

TEST_P(VectorCompare, SelectMatchesTheReference) {
  std::mt19937_64 rng(777 + GetParam());
  const ScopedCheckedMode release(false);
  RunSelectCases<half>(120, rng);
  RunSelectCases<float>(120, rng);
  RunSelectCases<bfloat16_t>(40, rng);
  RunSelectCases<int16_t>(40, rng);
  RunSelectCases<uint32_t>(40, rng);
  RunSelectCases<int8_t>(30, rng);
  RunSelectCases<uint8_t>(30, rng);
  RunSelectCases<int64_t>(30, rng);
  RunSelectCases<uint64_t>(30, rng);
}

// Every pair of a set of special values, every mode, in the count form
// (the dense kernel path) and through a full mask with DataBlock stride 2
// (the repeat-by-repeat path): the IEEE predicates, NaN in particular, on
// this target.
template <typename T>
void ExpectIeeePredicates(const std::vector<float>& values) {
  constexpr uint32_t kPositions = 256 / sizeof(T), kPerBlock = 32 / sizeof(T);
  const uint32_t n = static_cast<uint32_t>(values.size() * values.size());
  const uint32_t repeats = (n + kPositions - 1) / kPositions, padded = repeats * kPositions;
  for (int path = 0; path < 2; ++path) {
    // Element i's place: contiguous, or repeat r at 512-byte steps with its
    // DataBlocks two apart.
    auto index = [&](uint32_t i) {
      if (path == 0) return i;
      const uint32_t r = i / kPositions, k = i % kPositions;
      return r * 2 * kPositions + (k / kPerBlock) * 2 * kPerBlock + k % kPerBlock;
    };
    for (int op = 0; op < 6; ++op) {
      FreshCore();
      const uint32_t span = 2 * padded;  // elements of either source's layout
      auto a = TensorAt<T>(0, span), b = TensorAt<T>(span * sizeof(T), span);
      auto dst = TensorAt<uint8_t>(2 * span * sizeof(T), padded / 8);
      for (uint32_t i = 0; i < padded; ++i) {
        const uint32_t k = i % n;
        a.SetValue(index(i), T(values[k / values.size()]));
        b.SetValue(index(i), T(values[k % values.size()]));
      }
      const auto mode = static_cast<AscendC::CMPMODE>(op);
      if (path == 0) {
        AscendC::Compare(dst, a, b, mode, padded);
      } else {
        uint64_t all[2] = {~0ull, sizeof(T) == 2 ? ~0ull : 0};
        AscendC::Compare(dst, a, b, mode, all, static_cast<uint8_t>(repeats), AscendC::BinaryRepeatParams{1, 2, 2, 1, 16, 16});
      }
      for (uint32_t i = 0; i < n; ++i) {
        const float x = float(a.GetValue(index(i))), y = float(b.GetValue(index(i)));
        const bool want = op == 0 ? x < y : op == 1 ? x > y : op == 2 ? x == y : op == 3 ? x <= y : op == 4 ? x >= y : x != y;
        ASSERT_EQ(((dst.GetValue(i / 8) >> (i % 8)) & 1) != 0, want)
            << "mode " << op << " path " << path << ": " << x << " vs " << y;
      }
    }
  }
}

TEST_P(VectorCompare, NaNAndSignedZeroFollowTheIeeePredicates) {
  const float nan = std::numeric_limits<float>::quiet_NaN(), inf = std::numeric_limits<float>::infinity();
  const std::vector<float> values = {nan, -nan, inf, -inf, 0.0f, -0.0f, 1.0f, -1.0f, 2.5f, 1e-7f};
  ExpectIeeePredicates<float>(values);
  ExpectIeeePredicates<half>(values);
  ExpectIeeePredicates<bfloat16_t>(values);
}

ASCENDC_HOST_INSTANTIATE_PER_TARGET(VectorCompare);

}  // namespace
}  // namespace testing
}  // namespace ascendc_host
