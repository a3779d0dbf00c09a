// The surface call a described one-source operation names (docs/SPEC.md
// 8.4), for the differential tests of both profiles: the count form and both
// mask forms, isSetMask, and on Ascend 950 the config that selects the
// described precision mode.
#ifndef ASCENDC_HOST_TESTS_SUPPORT_UNARY_CALLS_H_
#define ASCENDC_HOST_TESTS_SUPPORT_UNARY_CALLS_H_

#include <gtest/gtest.h>

#include <cstdint>
#include <random>

#include "kernel_operator.h"
#include "support/vector_harness.h"

namespace ascendc_host {
namespace testing {

// The configs of the 950 pages, one per precision mode.
inline constexpr AscendC::ExpConfig kExpFlush = {AscendC::ExpAlgo::PRECISION_1ULP_FTZ_TRUE};
inline constexpr AscendC::ExpConfig kExpKeep = {AscendC::ExpAlgo::PRECISION_1ULP_FTZ_FALSE};
inline constexpr AscendC::LnConfig kLnFlush = {AscendC::LnAlgo::PRECISION_1ULP_FTZ_TRUE};
inline constexpr AscendC::LnConfig kLnKeep = {AscendC::LnAlgo::PRECISION_1ULP_FTZ_FALSE};
inline constexpr AscendC::ReciprocalConfig kReciprocalFlush = {AscendC::ReciprocalAlgo::PRECISION_1ULP_FTZ_TRUE};
inline constexpr AscendC::ReciprocalConfig kReciprocalKeep = {AscendC::ReciprocalAlgo::PRECISION_1ULP_FTZ_FALSE};
inline constexpr AscendC::SqrtConfig kSqrtFlush = {AscendC::SqrtAlgo::PRECISION_1ULP_FTZ_TRUE};
inline constexpr AscendC::SqrtConfig kSqrtKeep = {AscendC::SqrtAlgo::PRECISION_1ULP_FTZ_FALSE};  // half
inline constexpr AscendC::SqrtConfig kSqrtExact = {AscendC::SqrtAlgo::FAST_INVERSE};            // float
inline constexpr AscendC::RsqrtConfig kRsqrtFlush = {AscendC::RsqrtAlgo::PRECISION_1ULP_FTZ_TRUE};
inline constexpr AscendC::RsqrtConfig kRsqrtKeep = {AscendC::RsqrtAlgo::PRECISION_1ULP_FTZ_FALSE};  // half
inline constexpr AscendC::RsqrtConfig kRsqrtExact = {AscendC::RsqrtAlgo::PRECISION_0ULP_FTZ_FALSE};  // float

// The precision modes a config can select for T on this profile.
template <typename T>
std::vector<Precision> PrecisionsFor(UnaryOp op) {
  const bool transcendental = op == UnaryOp::kExp || op == UnaryOp::kLn || op == UnaryOp::kSqrt ||
                              op == UnaryOp::kRsqrt || op == UnaryOp::kReciprocal;
  if (!transcendental || !std::is_floating_point_v<T> && !std::is_same_v<T, half>) return {Precision::kIeee};
  if (kProfile.profile == Profile::kPA2) return {Precision::kIeee};
  if (op == UnaryOp::kSqrt || op == UnaryOp::kRsqrt) {
    if (std::is_same_v<T, float>) return {Precision::kFlushSubnormals, Precision::kCorrectlyRounded};
    return {Precision::kFlushSubnormals, Precision::kIeee};
  }
  return {Precision::kFlushSubnormals, Precision::kIeee};
}

// Calls the count form / bit-wise / contiguous mask form a description names.
template <class Count, class Bitwise, class Contiguous>
void InvokeUnaryForm(const VectorCallDesc& c, Count&& count_form, Bitwise&& bitwise_form, Contiguous&& contiguous_form) {
  if (c.form == VectorCallDesc::Form::kCount) return count_form(static_cast<int32_t>(c.count));
  uint64_t mask[2] = {c.mask[0], c.mask[1]};
  if (c.form == VectorCallDesc::Form::kBitwiseMask) return bitwise_form(mask, static_cast<uint8_t>(c.repeat_time));
  return contiguous_form(c.mask[0], static_cast<uint8_t>(c.repeat_time));
}

template <typename T>
void InvokeUnary(const VectorCallDesc& c) {
  const auto dst = OperandTensor<T>(c.dst), src = OperandTensor<T>(c.src0);
  const AscendC::UnaryRepeatParams p(c.dst.block_stride, c.src0.block_stride, static_cast<uint8_t>(c.dst.repeat_stride),
                                     static_cast<uint8_t>(c.src0.repeat_stride));
  const auto op = static_cast<UnaryOp>(c.op);
  const auto precision = static_cast<Precision>(c.precision);
  // Name<T, ...Config>: every form, with the template arguments `Cfg` after
  // T (count form) or after isSetMask (mask forms).
#define ASCENDC_HOST_TEST_UNARY(Name, ...)                                                                        \
  do {                                                                                                          \
    constexpr UnaryOp kOp = UnaryOp::k##Name;                                                                   \
    if constexpr (detail::UnaryTypeSupported<kOp, T>(true)) {                                                   \
      InvokeUnaryForm(                                                                                          \
          c, [&](int32_t n) { AscendC::Name<T __VA_ARGS__>(dst, src, n); },                                     \
          [&](uint64_t* m, uint8_t r) {                                                                         \
            c.is_set_mask ? AscendC::Name<T, true __VA_ARGS__>(dst, src, m, r, p)                               \
                          : AscendC::Name<T, false __VA_ARGS__>(dst, src, m, r, p);                             \
          },                                                                                                    \
          [&](uint64_t m, uint8_t r) {                                                                          \
            c.is_set_mask ? AscendC::Name<T, true __VA_ARGS__>(dst, src, m, r, p)                               \
                          : AscendC::Name<T, false __VA_ARGS__>(dst, src, m, r, p);                             \
          });                                                                                                   \
    } else if constexpr (detail::UnaryTypeSupported<kOp, T>(false)) {                                           \
      ASSERT_EQ(c.form, VectorCallDesc::Form::kCount);                                                          \
      AscendC::Name<T __VA_ARGS__>(dst, src, static_cast<int32_t>(c.count));                                   \
    } else {                                                                                                    \
      FAIL() << #Name " does not support this type";                                                            \
    }                                                                                                           \
  } while (0)
  constexpr bool k950 = kProfile.profile == Profile::kP950;
  constexpr bool kFloat = std::is_same_v<T, float>;
  switch (op) {
    case UnaryOp::kAbs: ASCENDC_HOST_TEST_UNARY(Abs); break;
    case UnaryOp::kRelu: ASCENDC_HOST_TEST_UNARY(Relu); break;
    case UnaryOp::kNot: ASCENDC_HOST_TEST_UNARY(Not); break;
    case UnaryOp::kNeg:
      if constexpr (detail::UnaryTypeSupported<UnaryOp::kNeg, T>(false)) {
        ASSERT_EQ(c.form, VectorCallDesc::Form::kCount);
        AscendC::Neg(dst, src, static_cast<uint32_t>(c.count));
      }
      break;
    case UnaryOp::kExp:
      if constexpr (k950) {
        if (precision == Precision::kIeee) ASCENDC_HOST_TEST_UNARY(Exp, , kExpKeep);
        else if (c.count % 2 == 0) ASCENDC_HOST_TEST_UNARY(Exp);  // the default config flushes
        else ASCENDC_HOST_TEST_UNARY(Exp, , kExpFlush);
      } else {
        ASCENDC_HOST_TEST_UNARY(Exp);
      }
      break;
    case UnaryOp::kLn:
      if constexpr (k950) {
        if (precision == Precision::kIeee) ASCENDC_HOST_TEST_UNARY(Ln, , kLnKeep);
        else if (c.count % 2 == 0) ASCENDC_HOST_TEST_UNARY(Ln);
        else ASCENDC_HOST_TEST_UNARY(Ln, , kLnFlush);
      } else {
        ASCENDC_HOST_TEST_UNARY(Ln);
      }
      break;
    case UnaryOp::kReciprocal:
      if constexpr (k950 && !std::is_integral_v<T>) {
        if (precision == Precision::kIeee) ASCENDC_HOST_TEST_UNARY(Reciprocal, , kReciprocalKeep);
        else if (c.count % 2 == 0) ASCENDC_HOST_TEST_UNARY(Reciprocal);
        else ASCENDC_HOST_TEST_UNARY(Reciprocal, , kReciprocalFlush);
      } else {
        ASCENDC_HOST_TEST_UNARY(Reciprocal);
      }
      break;
    case UnaryOp::kSqrt:
      if constexpr (k950 && kFloat) {
        if (precision == Precision::kCorrectlyRounded) ASCENDC_HOST_TEST_UNARY(Sqrt, , kSqrtExact);
        else ASCENDC_HOST_TEST_UNARY(Sqrt, , kSqrtFlush);
      } else if constexpr (k950) {
        if (precision == Precision::kIeee) ASCENDC_HOST_TEST_UNARY(Sqrt, , kSqrtKeep);
        else ASCENDC_HOST_TEST_UNARY(Sqrt);
      } else {
        ASCENDC_HOST_TEST_UNARY(Sqrt);
      }
      break;
    case UnaryOp::kRsqrt:
      if constexpr (k950 && kFloat) {
        if (precision == Precision::kCorrectlyRounded) ASCENDC_HOST_TEST_UNARY(Rsqrt, , kRsqrtExact);
        else ASCENDC_HOST_TEST_UNARY(Rsqrt);
      } else if constexpr (k950) {
        if (precision == Precision::kIeee) ASCENDC_HOST_TEST_UNARY(Rsqrt, , kRsqrtKeep);
        else ASCENDC_HOST_TEST_UNARY(Rsqrt, , kRsqrtFlush);
      } else {
        ASCENDC_HOST_TEST_UNARY(Rsqrt);
      }
      break;
  }
#undef ASCENDC_HOST_TEST_UNARY
}

// Whether the bytes two operands of a described call touch may overlap
// (conservatively: whole DataBlocks of every repeat).
inline bool TouchedBytesOverlap(const VectorCallDesc& c, const VectorCallDesc::Operand& a,
                                const VectorCallDesc::Operand& b, uint32_t element_bytes) {
  auto span = [&](const VectorCallDesc::Operand& o) -> uint64_t {
    const uint64_t epr = 256 / element_bytes;
    if (c.form == VectorCallDesc::Form::kCount) {
      const uint64_t n = c.is_set_mask ? static_cast<uint64_t>(c.count < 0 ? 0 : c.count) : c.vector_mask[0];
      return n * element_bytes;
    }
    const uint64_t n = c.counter_mode ? (c.is_set_mask ? c.mask[0] : c.vector_mask[0]) : uint64_t{c.repeat_time} * epr;
    const uint64_t repeats = std::max<uint64_t>((n + epr - 1) / epr, 1);
    return ((repeats - 1) * o.repeat_stride + 7ull * o.block_stride + 1) * 32;
  };
  const uint64_t a_end = a.address + span(a), b_end = b.address + span(b);
  return a.address < b_end && b.address < a_end;
}

// A random call of a one-source operation (RandomVectorCall) with one of the
// precision modes T has on this profile.
template <typename T>
VectorCallDesc RandomUnaryCall(UnaryOp op, std::mt19937_64& rng) {
  RandomCallOptions opt;
  opt.sources = 1;
  switch (op) {
    case UnaryOp::kAbs: opt.mask_forms = detail::UnaryTypeSupported<UnaryOp::kAbs, T>(true); break;
    case UnaryOp::kRelu: opt.mask_forms = detail::UnaryTypeSupported<UnaryOp::kRelu, T>(true); break;
    case UnaryOp::kNot: opt.mask_forms = detail::UnaryTypeSupported<UnaryOp::kNot, T>(true); break;
    case UnaryOp::kReciprocal: opt.mask_forms = detail::UnaryTypeSupported<UnaryOp::kReciprocal, T>(true); break;
    case UnaryOp::kNeg: opt.mask_forms = false; break;
    default: opt.mask_forms = true; break;
  }
  const std::vector<Precision> modes = PrecisionsFor<T>(op);
  const Precision precision = modes[rng() % modes.size()];
  for (;;) {
    VectorCallDesc c = RandomVectorCall(detail::DTypeOf<T>(), VectorCallDesc::Family::kUnary,
                                        static_cast<uint8_t>(op), opt, runtime::CurrentCore().ub_bytes, rng);
    c.precision = static_cast<uint8_t>(precision);
    // The results within a bound (Exp, Ln, Rsqrt) must not feed a later
    // repeat through an overlap: the reference would compute on its own
    // results, the kernel on its own, and the difference grows.
    if (reference::ResultTolerance(c).ulps == 0 || !TouchedBytesOverlap(c, c.dst, c.src0, SizeOf(c.type))) return c;
  }
}

}  // namespace testing
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_TESTS_SUPPORT_UNARY_CALLS_H_
