// Type conversions (kernels/vector.h VectorCast): one executor Kernel per
// operation and type pair the pages list (docs/SPEC.md 8.7).
#include "ascendc_host/kernels/vector.h"

#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "kernels/vector_cast.cc"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
#include <hwy/highway.h>

#include "kernels/vector_cast-inl.h"

HWY_BEFORE_NAMESPACE();
namespace ascendc_host {
namespace HWY_NAMESPACE {
namespace {

constexpr uint32_t PairKey(DType dst, DType src) { return static_cast<uint32_t>(dst) << 8 | static_cast<uint32_t>(src); }

template <CastOp kOp, DType kDst, DType kSrc, int kInt4 = 0>
void Run(const kernels::CastSpec& spec, const kernels::VecShape& shape, const kernels::VecOperand& dst,
         const kernels::VecOperand* src, const NumericMode& mode) {
  cast_detail::CastParams p;
  p.round = spec.round == RoundMode::CAST_NONE ? RoundMode::CAST_RINT : spec.round;
  p.mode = mode;
  p.scalar_bits = spec.scalar_bits;
  p.deq_scale = spec.deq_scale;
  ExecuteVector(CastKernel<kOp, kDst, kSrc, kInt4>{p}, shape, dst, src);
}

// The type pairs of Cast on either profile (the surface rejects the ones a
// profile does not list).
#define ASCENDC_HOST_CAST_PAIRS(X)                                                                                  \
  X(kI16, kI8) X(kF16, kI8) X(kI32, kI8) X(kU16, kU8) X(kF16, kU8) X(kU32, kU8) X(kU8, kI16) X(kF16, kI16)            \
  X(kI32, kI16) X(kU32, kI16) X(kF32, kI16) X(kU8, kU16) X(kU32, kU16) X(kI8, kF16) X(kU8, kF16) X(kI16, kF16)        \
  X(kBF16, kF16) X(kI32, kF16) X(kF32, kF16) X(kF16, kBF16) X(kI32, kBF16) X(kF32, kBF16) X(kU8, kI32) X(kI16, kI32)  \
  X(kU16, kI32) X(kF32, kI32) X(kI64, kI32) X(kF16, kI32) X(kU8, kU32) X(kI16, kU32) X(kU16, kU32) X(kI16, kF32)      \
  X(kF16, kF32) X(kBF16, kF32) X(kI32, kF32) X(kF32, kF32) X(kI64, kF32) X(kI32, kI64) X(kF32, kI64)

void VectorCastImpl(const kernels::CastSpec& spec, const kernels::VecShape& shape, const kernels::VecOperand& dst,
                    const kernels::VecOperand& src0, const kernels::VecOperand& src1, const NumericMode& mode) {
  const kernels::VecOperand src[2] = {src0, src1};
  const uint32_t key = PairKey(spec.dst, spec.src);
#define ASCENDC_HOST_CASE(op, d, s) \
  case PairKey(DType::d, DType::s): return Run<op, DType::d, DType::s>(spec, shape, dst, src, mode);
#define ASCENDC_HOST_CAST_CASE(d, s) ASCENDC_HOST_CASE(CastOp::kCast, d, s)
  switch (spec.op) {
    case CastOp::kCast:
      if (spec.dst_int4) {
        if (spec.src == DType::kF16) return Run<CastOp::kCast, DType::kI8, DType::kF16, 1>(spec, shape, dst, src, mode);
        return Run<CastOp::kCast, DType::kI8, DType::kI16, 1>(spec, shape, dst, src, mode);
      }
      if (spec.src_int4) {
        if (spec.dst == DType::kF16) return Run<CastOp::kCast, DType::kF16, DType::kI8, 2>(spec, shape, dst, src, mode);
        if (spec.dst == DType::kBF16) return Run<CastOp::kCast, DType::kBF16, DType::kI8, 2>(spec, shape, dst, src, mode);
        return Run<CastOp::kCast, DType::kI16, DType::kI8, 2>(spec, shape, dst, src, mode);
      }
      switch (key) { ASCENDC_HOST_CAST_PAIRS(ASCENDC_HOST_CAST_CASE) default: break; }
      break;
    case CastOp::kTruncate:
      switch (key) {
        ASCENDC_HOST_CASE(CastOp::kTruncate, kF16, kF16)
        ASCENDC_HOST_CASE(CastOp::kTruncate, kBF16, kBF16)
        ASCENDC_HOST_CASE(CastOp::kTruncate, kF32, kF32)
        default: break;
      }
      break;
    case CastOp::kAddReluCast:
    case CastOp::kSubReluCast: {
      const bool add = spec.op == CastOp::kAddReluCast;
#define ASCENDC_HOST_RELU_CASE(d, s)                                                                  \
  case PairKey(DType::d, DType::s):                                                                   \
    return add ? Run<CastOp::kAddReluCast, DType::d, DType::s>(spec, shape, dst, src, mode)           \
               : Run<CastOp::kSubReluCast, DType::d, DType::s>(spec, shape, dst, src, mode);
      switch (key) {
        ASCENDC_HOST_RELU_CASE(kI8, kF16)
        ASCENDC_HOST_RELU_CASE(kI8, kI16)
        ASCENDC_HOST_RELU_CASE(kF16, kF32)
        ASCENDC_HOST_RELU_CASE(kF32, kI64)
        ASCENDC_HOST_RELU_CASE(kI32, kI64)
        default: break;
      }
#undef ASCENDC_HOST_RELU_CASE
      break;
    }
    case CastOp::kMulCast:
      switch (key) {
        ASCENDC_HOST_CASE(CastOp::kMulCast, kI8, kF16)
        ASCENDC_HOST_CASE(CastOp::kMulCast, kU8, kF16)
        ASCENDC_HOST_CASE(CastOp::kMulCast, kF32, kI64)
        ASCENDC_HOST_CASE(CastOp::kMulCast, kI32, kI64)
        default: break;
      }
      break;
    case CastOp::kMulsCast:
      if (key == PairKey(DType::kF16, DType::kF32))
        return Run<CastOp::kMulsCast, DType::kF16, DType::kF32>(spec, shape, dst, src, mode);
      break;
    case CastOp::kAddDeqRelu:
      if (key == PairKey(DType::kF16, DType::kI32))
        return Run<CastOp::kAddDeqRelu, DType::kF16, DType::kI32>(spec, shape, dst, src, mode);
      break;
    case CastOp::kCastDequant:
      if (key == PairKey(DType::kF16, DType::kI32))
        return Run<CastOp::kCastDequant, DType::kF16, DType::kI32>(spec, shape, dst, src, mode);
      break;
  }
#undef ASCENDC_HOST_CAST_CASE
#undef ASCENDC_HOST_CASE
  HWY_ABORT("VectorCast: %s %s -> %s has no kernel", CastOpName(spec.op), DTypeName(spec.src), DTypeName(spec.dst));
}

}  // namespace
}  // namespace HWY_NAMESPACE
}  // namespace ascendc_host
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
#include "kernels/dispatch.h"
#include "kernels/fp_env.h"
namespace ascendc_host {
HWY_EXPORT(VectorCastImpl);
namespace kernels {
void VectorCast(const CastSpec& spec, const VecShape& shape, const VecOperand& dst, const VecOperand& src0,
                const VecOperand& src1, const NumericMode& mode) {
  const DefaultFloatEnvironment fp_env;
  ASCENDC_HOST_DISPATCH(VectorCastImpl)(spec, shape, dst, src0, src1, mode);
}
}  // namespace kernels
}  // namespace ascendc_host
#endif
