// The surface calls of the conversion APIs that a VectorCallDesc names
// (family kCast), for the differential tests of both profiles and the
// fuzzer: each type pair the profile lists, in the form the description
// gives, with its round mode.
#ifndef ASCENDC_HOST_TESTS_SUPPORT_CAST_CALLS_H_
#define ASCENDC_HOST_TESTS_SUPPORT_CAST_CALLS_H_

#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>

#include "kernel_operator.h"
#include "support/vector_harness.h"

namespace ascendc_host {
namespace testing {

template <typename T>
AscendC::LocalTensor<T> CastOperandTensor(const VectorCallDesc::Operand& o) {
  const auto& core = runtime::CurrentCore();
  return TensorAt<T>(o.address, (core.ub_bytes - o.address) / sizeof(T));
}

// Cast<T, U> in the description's form.
template <typename T, typename U>
void InvokeCast(const VectorCallDesc& c) {
  const auto dst = CastOperandTensor<T>(c.dst);
  const auto src = CastOperandTensor<U>(c.src0);
  const AscendC::UnaryRepeatParams p(c.dst.block_stride, c.src0.block_stride, static_cast<uint8_t>(c.dst.repeat_stride),
                                     static_cast<uint8_t>(c.src0.repeat_stride));
  uint64_t mask[2] = {c.mask[0], c.mask[1]};
  const auto repeat = static_cast<uint8_t>(c.repeat_time);
  switch (c.form) {
    case VectorCallDesc::Form::kCount: AscendC::Cast(dst, src, c.round, static_cast<uint32_t>(c.count)); break;
    case VectorCallDesc::Form::kBitwiseMask:
      c.is_set_mask ? AscendC::Cast<T, U, true>(dst, src, c.round, mask, repeat, p)
                    : AscendC::Cast<T, U, false>(dst, src, c.round, mask, repeat, p);
      break;
    case VectorCallDesc::Form::kContiguousMask:
      c.is_set_mask ? AscendC::Cast<T, U, true>(dst, src, c.round, c.mask[0], repeat, p)
                    : AscendC::Cast<T, U, false>(dst, src, c.round, c.mask[0], repeat, p);
      break;
  }
}

// A two-source composite (AddReluCast, SubReluCast, MulCast, AddDeqRelu)
// in the description's form; the count-only pairs in the count form.
template <CastOp kOp, typename T, typename U>
void InvokeBinaryCast(const VectorCallDesc& c) {
  const auto dst = CastOperandTensor<T>(c.dst);
  const auto a = CastOperandTensor<U>(c.src0), b = CastOperandTensor<U>(c.src1);
  const AscendC::BinaryRepeatParams p(static_cast<uint8_t>(c.dst.block_stride), static_cast<uint8_t>(c.src0.block_stride),
                                      static_cast<uint8_t>(c.src1.block_stride), static_cast<uint8_t>(c.dst.repeat_stride),
                                      static_cast<uint8_t>(c.src0.repeat_stride), static_cast<uint8_t>(c.src1.repeat_stride));
  uint64_t mask[2] = {c.mask[0], c.mask[1]};
  const auto repeat = static_cast<uint8_t>(c.repeat_time);
#define ASCENDC_HOST_CALL(Name)                                                                            \
  do {                                                                                                    \
    if (c.form == VectorCallDesc::Form::kCount) {                                                         \
      AscendC::Name<T, U>(dst, a, b, static_cast<uint32_t>(c.count));                                     \
    } else if constexpr (detail::CompositeTypeSupported<kOp, T, U>(true)) {                               \
      if (c.form == VectorCallDesc::Form::kBitwiseMask)                                                   \
        c.is_set_mask ? AscendC::Name<T, U, true>(dst, a, b, mask, repeat, p)                             \
                      : AscendC::Name<T, U, false>(dst, a, b, mask, repeat, p);                           \
      else                                                                                                \
        c.is_set_mask ? AscendC::Name<T, U, true>(dst, a, b, c.mask[0], repeat, p)                        \
                      : AscendC::Name<T, U, false>(dst, a, b, c.mask[0], repeat, p);                      \
    } else {                                                                                              \
      FAIL() << #Name " takes this pair in the count form only";                                          \
    }                                                                                                     \
  } while (0)
  if constexpr (kOp == CastOp::kAddReluCast) ASCENDC_HOST_CALL(AddReluCast);
  else if constexpr (kOp == CastOp::kSubReluCast) ASCENDC_HOST_CALL(SubReluCast);
  else if constexpr (kOp == CastOp::kMulCast) ASCENDC_HOST_CALL(MulCast);
  else if constexpr (kOp == CastOp::kAddDeqRelu) ASCENDC_HOST_CALL(AddDeqRelu);
#undef ASCENDC_HOST_CALL
}

// CastDequant<half, int32_t> in the description's form.
inline void InvokeCastDequant(const VectorCallDesc& c) {
  const auto dst = CastOperandTensor<half>(c.dst);
  const auto src = CastOperandTensor<int32_t>(c.src0);
  const AscendC::UnaryRepeatParams p(c.dst.block_stride, c.src0.block_stride, static_cast<uint8_t>(c.dst.repeat_stride),
                                     static_cast<uint8_t>(c.src0.repeat_stride));
  uint64_t mask[2] = {c.mask[0], c.mask[1]};
  const auto repeat = static_cast<uint8_t>(c.repeat_time);
  switch (c.form) {
    case VectorCallDesc::Form::kCount: AscendC::CastDequant<half, int32_t>(dst, src, static_cast<uint32_t>(c.count)); break;
    case VectorCallDesc::Form::kBitwiseMask:
      c.is_set_mask ? AscendC::CastDequant<half, int32_t, true>(dst, src, mask, repeat, p)
                    : AscendC::CastDequant<half, int32_t, false>(dst, src, mask, repeat, p);
      break;
    case VectorCallDesc::Form::kContiguousMask:
      c.is_set_mask ? AscendC::CastDequant<half, int32_t, true>(dst, src, static_cast<int32_t>(c.mask[0]), repeat, p)
                    : AscendC::CastDequant<half, int32_t, false>(dst, src, static_cast<int32_t>(c.mask[0]), repeat, p);
      break;
  }
}

// A random conversion call of dst T from U (int4b_t sides as 4 bits).
template <typename T, typename U>
VectorCallDesc RandomCastCall(CastOp op, bool mask_forms, std::mt19937_64& rng) {
  RandomCallOptions opt;
  opt.mask_forms = mask_forms;
  opt.sources = op == CastOp::kCast || op == CastOp::kCastDequant || op == CastOp::kTruncate ? 1 : 2;
  opt.dst_bits = std::is_same_v<T, AscendC::int4b_t> ? 4 : 8 * sizeof(T);
  opt.src_bits = std::is_same_v<U, AscendC::int4b_t> ? 4 : 8 * sizeof(U);
  // Operand overlap between types of different widths is the overlap
  // tests' business (a WARN, run in the documented order).
  opt.allow_overlap = sizeof(T) == sizeof(U);
  VectorCallDesc c = RandomVectorCall(detail::CastDTypeOf<U>(), VectorCallDesc::Family::kCast, static_cast<uint8_t>(op),
                                      opt, runtime::CurrentCore().ub_bytes, rng);
  c.dst_type = detail::CastDTypeOf<T>();
  c.dst_int4 = std::is_same_v<T, AscendC::int4b_t>;
  c.src_int4 = std::is_same_v<U, AscendC::int4b_t>;
  // A scale with every kind of half: normal, subnormal, huge, inf, NaN.
  static const uint16_t scales[] = {0x3C00, 0x2E66, 0x0001, 0x7BFF, 0xC500, 0x7C00, 0x7E00, 0x1400, 0x5640};
  c.deq_scale = rng() % 3 == 0 ? scales[rng() % 9] : rng() & 0xFFFF;
  return c;
}

}  // namespace testing
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_TESTS_SUPPORT_CAST_CALLS_H_
