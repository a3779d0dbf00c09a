// Cast (every pair and round mode of the Ascend 950 table), Truncate and the
// converting composites on every SIMD target against the reference: random
// bits with NaN, inf, subnormals, ties and overflow, every form, masks,
// strides, repeats, Counter mode, isSetMask = false, in-place calls, the
// CTRL saturation bits (48, 59, 60); whole UB images and mask registers
// compared bit for bit. Every half and bfloat16 input through every
// conversion from them, every round mode.
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

// The round modes the page lists for the pair, as a list.
template <typename T, typename U>
std::vector<RoundMode> ModesOf() {
  std::vector<RoundMode> modes;
  for (int m = 0; m <= static_cast<int>(RoundMode::CAST_ODD); ++m)
    if (detail::CastModes<T, U>() & (1u << m)) modes.push_back(static_cast<RoundMode>(m));
  return modes;
}

template <typename T, typename U>
void RunCastCases(int cases, std::mt19937_64& rng) {
  static_assert(detail::CastModes<T, U>() != 0, "a pair of the table");
  const auto modes = ModesOf<T, U>();
  for (int i = 0; i < cases; ++i) {
    VectorCallDesc c = RandomCastCall<T, U>(CastOp::kCast, true, rng);
    c.round = modes[rng() % modes.size()];
    ASSERT_TRUE(MatchesReference(c, rng, [](const VectorCallDesc& d) { InvokeCast<T, U>(d); }))
        << DTypeName(c.type) << " -> " << DTypeName(c.dst_type);
  }
}

class VectorCast : public ReleaseModePerTarget {};

TEST_P(VectorCast, EveryPairAndModeMatchesTheReference) {
  std::mt19937_64 rng(20261127 + GetParam());
  const int n = 40;
  RunCastCases<int16_t, int4b_t>(n, rng);
  RunCastCases<half, int4b_t>(n, rng);
  RunCastCases<bfloat16_t, int4b_t>(n, rng);
  RunCastCases<int16_t, int8_t>(n, rng);
  RunCastCases<half, int8_t>(n, rng);
  RunCastCases<int32_t, int8_t>(n, rng);
  RunCastCases<uint16_t, uint8_t>(n, rng);
  RunCastCases<half, uint8_t>(n, rng);
  RunCastCases<uint32_t, uint8_t>(n, rng);
  RunCastCases<int4b_t, int16_t>(n, rng);
  RunCastCases<uint8_t, int16_t>(n, rng);
  RunCastCases<half, int16_t>(2 * n, rng);
  RunCastCases<int32_t, int16_t>(n, rng);
  RunCastCases<uint32_t, int16_t>(n, rng);
  RunCastCases<float, int16_t>(n, rng);
  RunCastCases<uint8_t, uint16_t>(n, rng);
  RunCastCases<uint32_t, uint16_t>(n, rng);
  RunCastCases<int4b_t, half>(2 * n, rng);
  RunCastCases<int8_t, half>(2 * n, rng);
  RunCastCases<uint8_t, half>(2 * n, rng);
  RunCastCases<int16_t, half>(2 * n, rng);
  RunCastCases<bfloat16_t, half>(2 * n, rng);
  RunCastCases<int32_t, half>(2 * n, rng);
  RunCastCases<float, half>(n, rng);
  RunCastCases<half, bfloat16_t>(2 * n, rng);
  RunCastCases<int32_t, bfloat16_t>(2 * n, rng);
  RunCastCases<float, bfloat16_t>(n, rng);
  RunCastCases<uint8_t, int32_t>(n, rng);
  RunCastCases<int16_t, int32_t>(n, rng);
  RunCastCases<uint16_t, int32_t>(n, rng);
  RunCastCases<half, int32_t>(2 * n, rng);
  RunCastCases<float, int32_t>(2 * n, rng);
  RunCastCases<int64_t, int32_t>(n, rng);
  RunCastCases<uint8_t, uint32_t>(n, rng);
  RunCastCases<int16_t, uint32_t>(n, rng);
  RunCastCases<uint16_t, uint32_t>(n, rng);
  RunCastCases<int16_t, float>(2 * n, rng);
  RunCastCases<half, float>(3 * n, rng);
  RunCastCases<bfloat16_t, float>(2 * n, rng);
  RunCastCases<int32_t, float>(2 * n, rng);
  RunCastCases<float, float>(2 * n, rng);
  RunCastCases<int64_t, float>(2 * n, rng);
  RunCastCases<int32_t, int64_t>(n, rng);
  RunCastCases<float, int64_t>(2 * n, rng);
}

template <CastOp kOp, typename T, typename U>
void RunCompositeCases(int cases, std::mt19937_64& rng) {
  for (int i = 0; i < cases; ++i) {
    const VectorCallDesc c = RandomCastCall<T, U>(kOp, detail::CompositeTypeSupported<kOp, T, U>(true), rng);
    ASSERT_TRUE(MatchesReference(c, rng, [](const VectorCallDesc& d) { InvokeBinaryCast<kOp, T, U>(d); }))
        << CastOpName(kOp) << " " << DTypeName(c.type) << " -> " << DTypeName(c.dst_type);
  }
}

TEST_P(VectorCast, CompositesMatchTheReference) {
  std::mt19937_64 rng(99 + GetParam());
  RunCompositeCases<CastOp::kAddReluCast, int8_t, half>(80, rng);
  RunCompositeCases<CastOp::kAddReluCast, int8_t, int16_t>(60, rng);
  RunCompositeCases<CastOp::kAddReluCast, half, float>(80, rng);
  RunCompositeCases<CastOp::kAddReluCast, float, int64_t>(40, rng);
  RunCompositeCases<CastOp::kAddReluCast, int32_t, int64_t>(40, rng);
  RunCompositeCases<CastOp::kSubReluCast, int8_t, half>(80, rng);
  RunCompositeCases<CastOp::kSubReluCast, int8_t, int16_t>(60, rng);
  RunCompositeCases<CastOp::kSubReluCast, half, float>(80, rng);
  RunCompositeCases<CastOp::kSubReluCast, float, int64_t>(40, rng);
  RunCompositeCases<CastOp::kSubReluCast, int32_t, int64_t>(40, rng);
  RunCompositeCases<CastOp::kMulCast, int8_t, half>(80, rng);
  RunCompositeCases<CastOp::kMulCast, uint8_t, half>(80, rng);
  RunCompositeCases<CastOp::kMulCast, float, int64_t>(40, rng);
  RunCompositeCases<CastOp::kMulCast, int32_t, int64_t>(40, rng);
  RunCompositeCases<CastOp::kAddDeqRelu, half, int32_t>(80, rng);
  for (int i = 0; i < 80; ++i) {
    const VectorCallDesc c = RandomCastCall<half, int32_t>(CastOp::kCastDequant, true, rng);
    ASSERT_TRUE(MatchesReference(c, rng, [](const VectorCallDesc& d) { InvokeCastDequant(d); }));
  }
}

TEST_P(VectorCast, MulsCastAndTruncateMatchTheReference) {
  std::mt19937_64 rng(5 + GetParam());
  for (int i = 0; i < 120; ++i) {
    VectorCallDesc c = RandomCastCall<half, float>(CastOp::kMulsCast, false, rng);
    c.scalar_bits = InterestingBits(DType::kF32, rng);
    c.scalar_left = rng() % 2 == 0;
    const bool scalar_tensor = rng() % 2 == 0;
    // A scalar tensor is element 0 of a float tensor in UB's last 32 bytes,
    // written with the image both sides start from (read as the call starts).
    auto fill = [&c](uint8_t* ub, uint32_t bytes, std::mt19937_64& r) {
      FillInteresting(ub, bytes, c.type, r);
      std::memcpy(ub + bytes - 32, &c.scalar_bits, 4);
    };
    ASSERT_TRUE(MatchesReferenceOn(c, rng, [scalar_tensor](const VectorCallDesc& d) {
      const auto dst = CastOperandTensor<half>(d.dst);
      const auto src = CastOperandTensor<float>(d.src0);
      float scalar;
      std::memcpy(&scalar, &d.scalar_bits, 4);
      const uint32_t n = static_cast<uint32_t>(d.count);
      if (scalar_tensor) {
        const auto holder = TensorAt<float>(runtime::CurrentCore().ub_bytes - 32, 8);
        static constexpr AscendC::BinaryConfig kLeft = {0};
        if (d.scalar_left) AscendC::MulsCast<AscendC::BinaryDefaultType, AscendC::BinaryDefaultType, kLeft>(dst, holder, src, n);
        else AscendC::MulsCast(dst, src, holder, n);
      } else if (d.scalar_left) {
        AscendC::MulsCast(dst, scalar, src, n);
      } else {
        AscendC::MulsCast(dst, src, scalar, n);
      }
    }, fill));
  }
  const RoundMode modes[] = {RoundMode::CAST_RINT, RoundMode::CAST_ROUND, RoundMode::CAST_FLOOR, RoundMode::CAST_CEIL,
                             RoundMode::CAST_TRUNC};
  for (int i = 0; i < 150; ++i) {
    const int type = static_cast<int>(rng() % 3);
    VectorCallDesc c = type == 0   ? RandomCastCall<half, half>(CastOp::kTruncate, false, rng)
                       : type == 1 ? RandomCastCall<float, float>(CastOp::kTruncate, false, rng)
                                   : RandomCastCall<bfloat16_t, bfloat16_t>(CastOp::kTruncate, false, rng);
    c.round = modes[rng() % 5];
    ASSERT_TRUE(MatchesReference(c, rng, [type](const VectorCallDesc& d) {
      const uint32_t n = static_cast<uint32_t>(d.count);
      auto run = [&](auto tag) {
        using T = decltype(tag);
        const auto dst = CastOperandTensor<T>(d.dst), src = CastOperandTensor<T>(d.src0);
        switch (d.round) {
          case RoundMode::CAST_ROUND: AscendC::Truncate<T, RoundMode::CAST_ROUND>(dst, src, n); break;
          case RoundMode::CAST_FLOOR: AscendC::Truncate<T, RoundMode::CAST_FLOOR>(dst, src, n); break;
          case RoundMode::CAST_CEIL: AscendC::Truncate<T, RoundMode::CAST_CEIL>(dst, src, n); break;
          case RoundMode::CAST_TRUNC: AscendC::Truncate<T, RoundMode::CAST_TRUNC>(dst, src, n); break;
          default: AscendC::Truncate<T, RoundMode::CAST_RINT>(dst, src, n); break;
        }
      };
      if (type == 0) run(half{});
      else if (type == 1) run(float{});
      else run(bfloat16_t{});
    }));
  }
}

ASCENDC_HOST_INSTANTIATE_PER_TARGET(VectorCast);

// Every 16-bit input through every conversion from half and bfloat16, every
// listed mode, both saturation settings.
class VectorCastExhaustive : public ReleaseModePerTarget {};

template <typename T, typename U>
void ExhaustiveFrom16(bool saturating) {
  for (RoundMode mode : ModesOf<T, U>()) {
    VectorCallDesc d;
    d.family = VectorCallDesc::Family::kCast;
    d.op = static_cast<uint8_t>(CastOp::kCast);
    d.type = detail::CastDTypeOf<U>();
    d.dst_type = detail::CastDTypeOf<T>();
    d.dst_int4 = std::is_same_v<T, int4b_t>;
    d.round = mode;
    d.count = 65536;
    d.numeric.half_saturating = d.numeric.cast_float_saturating = saturating;
    d.numeric.cast_int_saturating = saturating;
    d.src0.address = 0;
    d.dst.address = 131072;
    runtime::CoreState& core = FreshCore();
    ApplyRegisters(core, d);
    for (uint32_t i = 0; i < 65536; ++i) {
      const uint16_t x = static_cast<uint16_t>(i);
      std::memcpy(core.ub + 2 * i, &x, 2);
    }
    // dst beyond 192 KiB would not fit for 4-byte results: two halves.
    for (uint32_t first = 0; first < 65536; first += 16384) {
      VectorCallDesc part = d;
      part.count = 16384;
      part.src0.address = 2 * first;
      std::vector<uint8_t> expected(core.ub, core.ub + core.ub_bytes);
      reference::RunVectorCall(reference::Ub(expected.data(), core.ub_bytes), part);
      InvokeCast<T, U>(part);
      ASSERT_TRUE(SameBytes(expected.data(), core.ub, core.ub_bytes))
          << DTypeName(d.type) << " -> " << DTypeName(d.dst_type) << " mode " << static_cast<int>(mode)
          << " saturating=" << saturating << " from " << first;
    }
  }
}

TEST_P(VectorCastExhaustive, EveryHalfAndBfloat16Input) {
  for (bool saturating : {true, false}) {
    ExhaustiveFrom16<float, half>(saturating);
    ExhaustiveFrom16<int32_t, half>(saturating);
    ExhaustiveFrom16<int16_t, half>(saturating);
    ExhaustiveFrom16<int8_t, half>(saturating);
    ExhaustiveFrom16<uint8_t, half>(saturating);
    ExhaustiveFrom16<int4b_t, half>(saturating);
    ExhaustiveFrom16<bfloat16_t, half>(saturating);
    ExhaustiveFrom16<float, bfloat16_t>(saturating);
    ExhaustiveFrom16<int32_t, bfloat16_t>(saturating);
    ExhaustiveFrom16<half, bfloat16_t>(saturating);
    ExhaustiveFrom16<half, int16_t>(saturating);
    ExhaustiveFrom16<float, int16_t>(saturating);
  }
}

ASCENDC_HOST_INSTANTIATE_PER_TARGET(VectorCastExhaustive);

}  // namespace
}  // namespace testing
}  // namespace ascendc_host
