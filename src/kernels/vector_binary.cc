// Two-source elementwise operations (kernels/vector.h VectorBinary).
#include "ascendc_host/kernels/vector.h"

#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "kernels/vector_binary.cc"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
#include <hwy/highway.h>

#include "kernels/vector_arith-inl.h"

HWY_BEFORE_NAMESPACE();
namespace ascendc_host {
namespace HWY_NAMESPACE {

void VectorBinaryImpl(BinaryOp op, DType type, const kernels::VecShape& shape, const kernels::VecOperand& dst,
                      const kernels::VecOperand& src0, const kernels::VecOperand& src1, const NumericMode& mode) {
  const kernels::VecOperand src[2] = {src0, src1};
  WithDType(type, [&](auto t) {
    constexpr DType kT = decltype(t)::value;
    switch (op) {
      case BinaryOp::kAdd: return ExecuteArith<kT, AddOp>(shape, dst, src, mode);
      case BinaryOp::kSub: return ExecuteArith<kT, SubOp>(shape, dst, src, mode);
      case BinaryOp::kMul: return ExecuteArith<kT, MulOp>(shape, dst, src, mode);
      case BinaryOp::kDiv: return ExecuteArith<kT, DivOp>(shape, dst, src, mode);
      case BinaryOp::kMax: return ExecuteArith<kT, MaxOp>(shape, dst, src, mode);
      case BinaryOp::kMin: return ExecuteArith<kT, MinOp>(shape, dst, src, mode);
    }
  });
}

}  // namespace HWY_NAMESPACE
}  // namespace ascendc_host
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
#include "kernels/dispatch.h"
#include "kernels/fp_env.h"
namespace ascendc_host {
HWY_EXPORT(VectorBinaryImpl);
namespace kernels {
void VectorBinary(BinaryOp op, DType type, const VecShape& shape, const VecOperand& dst, const VecOperand& src0,
                  const VecOperand& src1, const NumericMode& mode) {
  const DefaultFloatEnvironment fp_env;
  ASCENDC_HOST_DISPATCH(VectorBinaryImpl)(op, type, shape, dst, src0, src1, mode);
}
}  // namespace kernels
}  // namespace ascendc_host
#endif
