// Random calls of the composite family (docs/SPEC.md 8.5: AddRelu, SubRelu,
// FusedMulAdd, MulAddRelu, MulAddDst, Axpy; AbsSub, Prelu, ExpSub, Mull) for
// the differential tests of both profiles, and the surface call each
// description names. T is the destination's type, U the sources'.
#ifndef ASCENDC_HOST_TESTS_SUPPORT_COMPOSITE_CALLS_H_
#define ASCENDC_HOST_TESTS_SUPPORT_COMPOSITE_CALLS_H_

#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <random>

#include "kernel_operator.h"
#include "support/unary_calls.h"
#include "support/vector_harness.h"

namespace ascendc_host {
namespace testing {

template <typename T, typename U>
VectorCallDesc RandomCompositeCall(CompositeOp op, std::mt19937_64& rng) {
  RandomCallOptions opt;
  opt.sources = op == CompositeOp::kAxpy ? 1 : 2;
  opt.dst_bits = 8 * sizeof(T);
  switch (op) {
    case CompositeOp::kAddRelu: opt.mask_forms = detail::CompositeTypeSupported<CompositeOp::kAddRelu, T, U>(true); break;
    case CompositeOp::kSubRelu: opt.mask_forms = detail::CompositeTypeSupported<CompositeOp::kSubRelu, T, U>(true); break;
    case CompositeOp::kFusedMulAdd: opt.mask_forms = detail::CompositeTypeSupported<CompositeOp::kFusedMulAdd, T, U>(true); break;
    case CompositeOp::kMulAddRelu: opt.mask_forms = detail::CompositeTypeSupported<CompositeOp::kMulAddRelu, T, U>(true); break;
    case CompositeOp::kMulAddDst: opt.mask_forms = detail::CompositeTypeSupported<CompositeOp::kMulAddDst, T, U>(true); break;
    case CompositeOp::kAxpy: opt.mask_forms = detail::CompositeTypeSupported<CompositeOp::kAxpy, T, U>(true); break;
    default: opt.mask_forms = false; break;
  }
  const uint32_t ub = runtime::CurrentCore().ub_bytes;
  for (;;) {
    VectorCallDesc c = RandomVectorCall(detail::DTypeOf<U>(), VectorCallDesc::Family::kComposite,
                                        static_cast<uint8_t>(op), opt, ub, rng);
    c.widening = sizeof(T) > sizeof(U);
    if (op == CompositeOp::kMull) {
      // The high halves apart from the low ones (overlapping destinations
      // are outside the page's contract).
      const uint64_t bytes = static_cast<uint64_t>(c.count) * 4;
      c.dst1.address = static_cast<uint32_t>(rng() % ((ub - bytes) / 32 + 1)) * 32;
      if (c.dst1.address < c.dst.address + bytes && c.dst.address < c.dst1.address + bytes) continue;
    }
    // ExpSub's bounded result must not feed a later repeat through an overlap.
    if (op == CompositeOp::kExpSub && (TouchedBytesOverlap(c, c.dst, c.src0, 4) || TouchedBytesOverlap(c, c.dst, c.src1, 4)))
      continue;
    return c;
  }
}

template <typename T, typename U>
void InvokeComposite(const VectorCallDesc& c) {
  using Form = VectorCallDesc::Form;
  const auto dst = OperandTensor<T>(c.dst);
  const auto a = OperandTensor<U>(c.src0), b = OperandTensor<U>(c.src1);
  uint64_t mask[2] = {c.mask[0], c.mask[1]};
  const auto n = static_cast<int32_t>(c.count);
  const uint8_t r = static_cast<uint8_t>(c.repeat_time);
  const AscendC::BinaryRepeatParams bp(static_cast<uint8_t>(c.dst.block_stride), static_cast<uint8_t>(c.src0.block_stride),
                                       static_cast<uint8_t>(c.src1.block_stride), static_cast<uint8_t>(c.dst.repeat_stride),
                                       static_cast<uint8_t>(c.src0.repeat_stride), static_cast<uint8_t>(c.src1.repeat_stride));
  const AscendC::UnaryRepeatParams up(c.dst.block_stride, c.src0.block_stride, static_cast<uint8_t>(c.dst.repeat_stride),
                                      static_cast<uint8_t>(c.src0.repeat_stride));
  const auto op = static_cast<CompositeOp>(c.op);
  // Name<template args>(operands..., form arguments...) for the described form.
#define ASCENDC_HOST_TEST_COMPOSITE(kOp, Call, Params)                                                             \
  do {                                                                                                          \
    if constexpr (detail::CompositeTypeSupported<kOp, T, U>(false)) {                                          \
      if (c.form == Form::kCount) {                                                                            \
        Call(, n);                                                                                               \
      } else if constexpr (detail::CompositeTypeSupported<kOp, T, U>(true)) {                                  \
        if (c.form == Form::kBitwiseMask) {                                                                    \
          if (c.is_set_mask) Call(COMMA_TRUE, mask, r, Params);                                                \
          else Call(COMMA_FALSE, mask, r, Params);                                                             \
        } else {                                                                                               \
          if (c.is_set_mask) Call(COMMA_TRUE, c.mask[0], r, Params);                                           \
          else Call(COMMA_FALSE, c.mask[0], r, Params);                                                        \
        }                                                                                                      \
      }                                                                                                        \
    }                                                                                                          \
  } while (0)
#define COMMA_TRUE , true
#define COMMA_FALSE , false
  U scalar;
  std::memcpy(&scalar, &c.scalar_bits, sizeof(U));
  switch (op) {
    case CompositeOp::kAddRelu: {
#define ADDRELU(S, ...) AscendC::AddRelu<T S>(dst, a, b, __VA_ARGS__)
      ASCENDC_HOST_TEST_COMPOSITE(CompositeOp::kAddRelu, ADDRELU, bp);
      break;
    }
    case CompositeOp::kSubRelu: {
#define SUBRELU(S, ...) AscendC::SubRelu<T S>(dst, a, b, __VA_ARGS__)
      ASCENDC_HOST_TEST_COMPOSITE(CompositeOp::kSubRelu, SUBRELU, bp);
      break;
    }
    case CompositeOp::kFusedMulAdd: {
#define FUSEDMULADD(S, ...) AscendC::FusedMulAdd<T S>(dst, a, b, __VA_ARGS__)
      ASCENDC_HOST_TEST_COMPOSITE(CompositeOp::kFusedMulAdd, FUSEDMULADD, bp);
      break;
    }
    case CompositeOp::kMulAddRelu: {
#define MULADDRELU(S, ...) AscendC::MulAddRelu<T S>(dst, a, b, __VA_ARGS__)
      ASCENDC_HOST_TEST_COMPOSITE(CompositeOp::kMulAddRelu, MULADDRELU, bp);
      break;
    }
    case CompositeOp::kMulAddDst: {
#define MULADDDST(S, ...) AscendC::MulAddDst<T, U S>(dst, a, b, __VA_ARGS__)
      ASCENDC_HOST_TEST_COMPOSITE(CompositeOp::kMulAddDst, MULADDDST, bp);
      break;
    }
    case CompositeOp::kAxpy: {
#define AXPY(S, ...) AscendC::Axpy<T, U S>(dst, a, scalar, __VA_ARGS__)
      ASCENDC_HOST_TEST_COMPOSITE(CompositeOp::kAxpy, AXPY, up);
      break;
    }
    case CompositeOp::kAbsSub:
      if constexpr (detail::CompositeTypeSupported<CompositeOp::kAbsSub, T, U>(false))
        AscendC::AbsSub(dst, a, b, static_cast<uint32_t>(c.count));
      break;
    case CompositeOp::kPrelu:
      if constexpr (detail::CompositeTypeSupported<CompositeOp::kPrelu, T, U>(false))
        AscendC::Prelu(dst, a, b, static_cast<uint32_t>(c.count));
      break;
    case CompositeOp::kExpSub:
      if constexpr (detail::CompositeTypeSupported<CompositeOp::kExpSub, T, U>(false))
        AscendC::ExpSub(dst, a, b, static_cast<uint32_t>(c.count));
      break;
    case CompositeOp::kMull:
      if constexpr (detail::CompositeTypeSupported<CompositeOp::kMull, T, U>(false))
        AscendC::Mull(dst, OperandTensor<T>(c.dst1), a, b, static_cast<uint32_t>(c.count));
      break;
  }
#undef ADDRELU
#undef SUBRELU
#undef FUSEDMULADD
#undef MULADDRELU
#undef MULADDDST
#undef AXPY
#undef COMMA_TRUE
#undef COMMA_FALSE
#undef ASCENDC_HOST_TEST_COMPOSITE
}

}  // namespace testing
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_TESTS_SUPPORT_COMPOSITE_CALLS_H_
