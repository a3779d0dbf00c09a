// Add, Sub, Mul, Div, Max, Min, Adds, Muls, Maxs, Mins and Duplicate on every
// SIMD target against the reference: random forms, masks, strides, repeats,
// Counter mode, isSetMask=false, in-place and overlapping operands, CTRL
// saturation modes; whole UB images and mask registers compared bit for bit.
#include <gtest/gtest.h>

#include <random>

#include "kernel_operator.h"
#include "support/per_target.h"
#include "support/vector_harness.h"

namespace ascendc_host {
namespace testing {
namespace {

using Form = VectorCallDesc::Form;

// The surface call a description names, for element type T.
template <typename T, class Call3, class Call4, class Call5>
void InvokeForm(const VectorCallDesc& c, Call3&& count_form, Call4&& bitwise_form, Call5&& contiguous_form) {
  if (c.form == Form::kCount) return count_form(static_cast<int32_t>(c.count));
  uint64_t mask[2] = {c.mask[0], c.mask[1]};
  if (c.form == Form::kBitwiseMask) return bitwise_form(mask, static_cast<uint8_t>(c.repeat_time));
  return contiguous_form(c.mask[0], static_cast<uint8_t>(c.repeat_time));
}

template <typename T>
void InvokeBinary(const VectorCallDesc& c) {
  const auto dst = OperandTensor<T>(c.dst), a = OperandTensor<T>(c.src0), b = OperandTensor<T>(c.src1);
  const AscendC::BinaryRepeatParams p(static_cast<uint8_t>(c.dst.block_stride), static_cast<uint8_t>(c.src0.block_stride),
                                      static_cast<uint8_t>(c.src1.block_stride), static_cast<uint8_t>(c.dst.repeat_stride),
                                      static_cast<uint8_t>(c.src0.repeat_stride), static_cast<uint8_t>(c.src1.repeat_stride));
  // Only the forms each page allows for T are instantiated (the others are
  // compile errors by design).
#define ASCENDC_HOST_TEST_BINARY(Name)                                                                          \
  do {                                                                                                        \
    constexpr BinaryOp kOp = BinaryOp::k##Name;                                                               \
    if constexpr (detail::BinaryTypeSupported<kOp, T>(true)) {                                                \
      InvokeForm<T>(                                                                                          \
          c, [&](int32_t n) { AscendC::Name<T>(dst, a, b, n); },                                              \
          [&](uint64_t* m, uint8_t r) {                                                                       \
            c.is_set_mask ? AscendC::Name<T, true>(dst, a, b, m, r, p) : AscendC::Name<T, false>(dst, a, b, m, r, p); \
          },                                                                                                  \
          [&](uint64_t m, uint8_t r) {                                                                        \
            c.is_set_mask ? AscendC::Name<T, true>(dst, a, b, m, r, p) : AscendC::Name<T, false>(dst, a, b, m, r, p); \
          });                                                                                                 \
    } else if constexpr (detail::BinaryTypeSupported<kOp, T>(false)) {                                        \
      ASSERT_EQ(c.form, Form::kCount);                                                                        \
      AscendC::Name<T>(dst, a, b, static_cast<int32_t>(c.count));                                             \
    } else {                                                                                                  \
      FAIL() << #Name " does not support this type";                                                          \
    }                                                                                                         \
  } while (0)
  switch (static_cast<BinaryOp>(c.op)) {
    case BinaryOp::kAdd: ASCENDC_HOST_TEST_BINARY(Add); break;
    case BinaryOp::kSub: ASCENDC_HOST_TEST_BINARY(Sub); break;
    case BinaryOp::kMul: ASCENDC_HOST_TEST_BINARY(Mul); break;
    case BinaryOp::kDiv: ASCENDC_HOST_TEST_BINARY(Div); break;
    case BinaryOp::kMax: ASCENDC_HOST_TEST_BINARY(Max); break;
    case BinaryOp::kMin: ASCENDC_HOST_TEST_BINARY(Min); break;
  }
#undef ASCENDC_HOST_TEST_BINARY
}

template <typename T>
void InvokeScalar(const VectorCallDesc& c) {
  const auto dst = OperandTensor<T>(c.dst), src = OperandTensor<T>(c.src0);
  T scalar;
  std::memcpy(&scalar, &c.scalar_bits, sizeof(T));
  const AscendC::UnaryRepeatParams p(c.dst.block_stride, c.src0.block_stride, static_cast<uint8_t>(c.dst.repeat_stride),
                                     static_cast<uint8_t>(c.src0.repeat_stride));
  if (static_cast<ScalarOp>(c.op) == ScalarOp::kDuplicate) {
    if constexpr (detail::ScalarTypeSupported<ScalarOp::kDuplicate, T>(true)) {
      InvokeForm<T>(
          c, [&](int32_t n) { AscendC::Duplicate(dst, scalar, n); },
          [&](uint64_t* m, uint8_t r) {
            c.is_set_mask ? AscendC::Duplicate<T, true>(dst, scalar, m, r, c.dst.block_stride, static_cast<uint8_t>(c.dst.repeat_stride))
                          : AscendC::Duplicate<T, false>(dst, scalar, m, r, c.dst.block_stride, static_cast<uint8_t>(c.dst.repeat_stride));
          },
          [&](uint64_t m, uint8_t r) {
            c.is_set_mask ? AscendC::Duplicate<T, true>(dst, scalar, m, r, c.dst.block_stride, static_cast<uint8_t>(c.dst.repeat_stride))
                          : AscendC::Duplicate<T, false>(dst, scalar, m, r, c.dst.block_stride, static_cast<uint8_t>(c.dst.repeat_stride));
          });
    } else {
      ASSERT_EQ(c.form, Form::kCount);
      AscendC::Duplicate(dst, scalar, static_cast<int32_t>(c.count));
    }
    return;
  }
#define ASCENDC_HOST_TEST_SCALAR(Name)                                                                          \
  do {                                                                                                        \
    constexpr ScalarOp kOp = ScalarOp::k##Name;                                                               \
    if constexpr (detail::ScalarTypeSupported<kOp, T>(true)) {                                                \
      InvokeForm<T>(                                                                                          \
          c,                                                                                                  \
          [&](int32_t n) {                                                                                    \
            c.is_set_mask ? AscendC::Name<T, true>(dst, src, scalar, n) : AscendC::Name<T, false>(dst, src, scalar, n); \
          },                                                                                                  \
          [&](uint64_t* m, uint8_t r) {                                                                       \
            c.is_set_mask ? AscendC::Name<T, true>(dst, src, scalar, m, r, p)                                 \
                          : AscendC::Name<T, false>(dst, src, scalar, m, r, p);                               \
          },                                                                                                  \
          [&](uint64_t m, uint8_t r) {                                                                        \
            c.is_set_mask ? AscendC::Name<T, true>(dst, src, scalar, m, r, p)                                 \
                          : AscendC::Name<T, false>(dst, src, scalar, m, r, p);                               \
          });                                                                                                 \
    } else if constexpr (detail::ScalarTypeSupported<kOp, T>(false)) {                                        \
      ASSERT_EQ(c.form, Form::kCount);                                                                        \
      c.is_set_mask ? AscendC::Name<T, true>(dst, src, scalar, static_cast<int32_t>(c.count))                 \
                    : AscendC::Name<T, false>(dst, src, scalar, static_cast<int32_t>(c.count));               \
    } else {                                                                                                  \
      FAIL() << #Name " does not support this type";                                                          \
    }                                                                                                         \
  } while (0)
  switch (static_cast<ScalarOp>(c.op)) {
    case ScalarOp::kAdds: ASCENDC_HOST_TEST_SCALAR(Adds); break;
    case ScalarOp::kMuls: ASCENDC_HOST_TEST_SCALAR(Muls); break;
    case ScalarOp::kMaxs: ASCENDC_HOST_TEST_SCALAR(Maxs); break;
    case ScalarOp::kMins: ASCENDC_HOST_TEST_SCALAR(Mins); break;
    default: break;
  }
#undef ASCENDC_HOST_TEST_SCALAR
}

class VectorArith : public PerTarget {};

template <typename T>
void RunBinaryCases(BinaryOp op, int cases, std::mt19937_64& rng) {
  RandomCallOptions opt;
  opt.mask_forms = detail::BinaryTypeSupported<BinaryOp::kAdd, T>(true);
  for (int i = 0; i < cases; ++i) {
    const auto c = RandomVectorCall(detail::DTypeOf<T>(), VectorCallDesc::Family::kBinary, static_cast<uint8_t>(op), opt,
                                    runtime::CurrentCore().ub_bytes, rng);
    ASSERT_TRUE(MatchesReference(c, rng, [](const VectorCallDesc& d) { InvokeBinary<T>(d); })) << BinaryOpName(op);
  }
}

TEST_P(VectorArith, BinaryOpsMatchTheReference) {
  std::mt19937_64 rng(20261124 + GetParam());
  const ScopedCheckedMode release(false);
  for (BinaryOp op : {BinaryOp::kAdd, BinaryOp::kSub, BinaryOp::kMul, BinaryOp::kDiv, BinaryOp::kMax, BinaryOp::kMin}) {
    RunBinaryCases<half>(op, 60, rng);
    RunBinaryCases<float>(op, 60, rng);
    RunBinaryCases<int16_t>(op, 30, rng);
    RunBinaryCases<uint16_t>(op, 20, rng);
    RunBinaryCases<int32_t>(op, 30, rng);
    RunBinaryCases<uint32_t>(op, 20, rng);
    RunBinaryCases<int64_t>(op, 15, rng);
    RunBinaryCases<uint64_t>(op, 15, rng);
    if (op != BinaryOp::kDiv) RunBinaryCases<bfloat16_t>(op, 40, rng);
    if (op != BinaryOp::kDiv && op != BinaryOp::kMul) {
      RunBinaryCases<int8_t>(op, 15, rng);
      RunBinaryCases<uint8_t>(op, 15, rng);
    }
  }
}

template <typename T>
void RunScalarCases(ScalarOp op, int cases, std::mt19937_64& rng) {
  RandomCallOptions opt;
  opt.sources = op == ScalarOp::kDuplicate ? 0 : 1;
  opt.mask_forms = detail::ScalarTypeSupported<ScalarOp::kDuplicate, T>(true);
  opt.count_is_set_mask = op != ScalarOp::kDuplicate;
  for (int i = 0; i < cases; ++i) {
    const auto c = RandomVectorCall(detail::DTypeOf<T>(), VectorCallDesc::Family::kScalar, static_cast<uint8_t>(op), opt,
                                    runtime::CurrentCore().ub_bytes, rng);
    ASSERT_TRUE(MatchesReference(c, rng, [](const VectorCallDesc& d) { InvokeScalar<T>(d); })) << ScalarOpName(op);
  }
}

TEST_P(VectorArith, ScalarOpsAndDuplicateMatchTheReference) {
  std::mt19937_64 rng(7 + GetParam());
  const ScopedCheckedMode release(false);
  for (ScalarOp op : {ScalarOp::kAdds, ScalarOp::kMuls, ScalarOp::kMaxs, ScalarOp::kMins}) {
    RunScalarCases<half>(op, 50, rng);
    RunScalarCases<float>(op, 50, rng);
    RunScalarCases<bfloat16_t>(op, 30, rng);
    RunScalarCases<int16_t>(op, 25, rng);
    RunScalarCases<int32_t>(op, 25, rng);
    RunScalarCases<int64_t>(op, 15, rng);
    if (op == ScalarOp::kMaxs || op == ScalarOp::kMins) {
      RunScalarCases<int8_t>(op, 15, rng);
      RunScalarCases<uint64_t>(op, 10, rng);
    }
  }
  RunScalarCases<half>(ScalarOp::kDuplicate, 40, rng);
  RunScalarCases<float>(ScalarOp::kDuplicate, 40, rng);
  RunScalarCases<uint16_t>(ScalarOp::kDuplicate, 20, rng);
  RunScalarCases<int32_t>(ScalarOp::kDuplicate, 20, rng);
  RunScalarCases<uint8_t>(ScalarOp::kDuplicate, 20, rng);
  RunScalarCases<int64_t>(ScalarOp::kDuplicate, 20, rng);
}

ASCENDC_HOST_INSTANTIATE_PER_TARGET(VectorArith);

}  // namespace
}  // namespace testing
}  // namespace ascendc_host

namespace ascendc_host {
namespace testing {
namespace {

// Every half bit pattern through the conversions of each target (and
// AVX3_SPR's native half arithmetic): x + c, x - c, x * c, x / c, Max(x, c)
// and Min(x, c) for a few c, whole image against the
// reference, both CTRL[48] modes.
class VectorHalfExhaustive : public PerTarget {};

// A count-form half call over 32768 elements: src0 at UB 0, src1 at 64 KiB,
// dst at 128 KiB.
VectorCallDesc EveryHalfCall(VectorCallDesc::Family family, uint8_t op, bool saturating) {
  VectorCallDesc d;
  d.family = family;
  d.op = op;
  d.type = DType::kF16;
  d.count = 32768;
  d.numeric.half_saturating = saturating;
  d.src0.address = 0;
  d.src1.address = 65536;
  d.dst.address = 131072;
  return d;
}

// d on a fresh core whose src0 holds the halves first, first + 1, ... and
// src1 the half c everywhere: invoke() against the reference, whole UB.
template <class Invoke>
::testing::AssertionResult MatchesOnHalvesFrom(const VectorCallDesc& d, uint32_t first, uint16_t c,
                                               const Invoke& invoke) {
  runtime::CoreState& core = FreshCore();
  ApplyRegisters(core, d);
  for (uint32_t i = 0; i < 32768; ++i) {
    const uint16_t x = static_cast<uint16_t>(first + i);
    std::memcpy(core.ub + d.src0.address + 2 * i, &x, 2);
    std::memcpy(core.ub + d.src1.address + 2 * i, &c, 2);
  }
  std::vector<uint8_t> expected(core.ub, core.ub + core.ub_bytes);
  reference::RunVectorCall(reference::Ub(expected.data(), core.ub_bytes), d);
  invoke();
  return SameBytes(expected.data(), core.ub, core.ub_bytes);
}

TEST_P(VectorHalfExhaustive, EveryHalfInputMatchesTheReference) {
  const ScopedCheckedMode release(false);
  std::mt19937_64 rng(3);
  for (bool saturating : {true, false}) {
    for (BinaryOp op : {BinaryOp::kAdd, BinaryOp::kSub, BinaryOp::kMul, BinaryOp::kDiv, BinaryOp::kMax, BinaryOp::kMin}) {
      for (uint16_t c : {uint16_t{0x0000}, uint16_t{0x8000}, uint16_t{0x3C00}, uint16_t{0xC500}, uint16_t{0x0001}, uint16_t{0x7BFF}}) {
        for (uint32_t first = 0; first < 65536; first += 32768) {
          VectorCallDesc d = EveryHalfCall(VectorCallDesc::Family::kBinary, static_cast<uint8_t>(op), saturating);
          ASSERT_TRUE(MatchesOnHalvesFrom(d, first, c, [&d] { InvokeBinary<half>(d); }))
              << BinaryOpName(op) << " c=0x" << std::hex << c << " saturating=" << saturating;
        }
      }
    }
  }
}

// LeakyRelu(x, slope) for every half x and a few slopes (signed zeros,
// fractions, a large one, an infinity, a NaN), both CTRL[48] modes.
TEST_P(VectorHalfExhaustive, LeakyReluOfEveryHalfInputMatchesTheReference) {
  const ScopedCheckedMode release(false);
  for (bool saturating : {true, false}) {
    for (uint16_t slope : {uint16_t{0x0000}, uint16_t{0x8000}, uint16_t{0x3800}, uint16_t{0xC000}, uint16_t{0x7BFF},
                           uint16_t{0x7C00}, uint16_t{0x7E00}, uint16_t{0x0001}}) {
      for (uint32_t first = 0; first < 65536; first += 32768) {
        VectorCallDesc d =
            EveryHalfCall(VectorCallDesc::Family::kScalar, static_cast<uint8_t>(ScalarOp::kLeakyRelu), saturating);
        d.scalar_bits = slope;
        half scalar;
        std::memcpy(&scalar, &slope, 2);
        ASSERT_TRUE(MatchesOnHalvesFrom(d, first, 0, [&] {
          AscendC::LeakyRelu(OperandTensor<half>(d.dst), OperandTensor<half>(d.src0), scalar, 32768);
        })) << "slope=0x" << std::hex << slope << " saturating=" << saturating;
      }
    }
  }
}

ASCENDC_HOST_INSTANTIATE_PER_TARGET(VectorHalfExhaustive);

}  // namespace
}  // namespace testing
}  // namespace ascendc_host
