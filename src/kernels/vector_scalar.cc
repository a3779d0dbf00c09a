// Tensor-and-scalar operations and Duplicate (kernels/vector.h VectorScalar).
#include "ascendc_host/kernels/vector.h"

#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "kernels/vector_scalar.cc"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
#include <hwy/highway.h>

#include "kernels/vector_arith-inl.h"

HWY_BEFORE_NAMESPACE();
namespace ascendc_host {
namespace HWY_NAMESPACE {

void VectorScalarImpl(ScalarOp op, DType type, const kernels::VecShape& shape, const kernels::VecOperand& dst,
                      const kernels::VecOperand& src, uint64_t scalar_bits, bool scalar_left, const NumericMode& mode) {
  uint8_t scalar[8];
  std::memcpy(scalar, &scalar_bits, 8);  // little-endian: the element's bytes first
  WithDType(type, [&](auto t) {
    constexpr DType kT = decltype(t)::value;
    auto run = [&](auto op_tag) {
      using Op = decltype(op_tag);
      if (scalar_left) ExecuteArith<kT, Op, false, true, 1>(shape, dst, &src, mode, scalar);
      else ExecuteArith<kT, Op, false, false, 1>(shape, dst, &src, mode, scalar);
    };
    switch (op) {
      case ScalarOp::kDuplicate: return ExecuteArith<kT, SecondOp, false, false, 0>(shape, dst, &src, mode, scalar);
      case ScalarOp::kAdds: return run(AddOp{});
      case ScalarOp::kMuls: return run(MulOp{});
      case ScalarOp::kMaxs: return run(MaxOp{});
      case ScalarOp::kMins: return run(MinOp{});
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
HWY_EXPORT(VectorScalarImpl);
namespace kernels {
void VectorScalar(ScalarOp op, DType type, const VecShape& shape, const VecOperand& dst, const VecOperand& src,
                  uint64_t scalar_bits, bool scalar_left, const NumericMode& mode) {
  const DefaultFloatEnvironment fp_env;
  ASCENDC_HOST_DISPATCH(VectorScalarImpl)(op, type, shape, dst, src, scalar_bits, scalar_left, mode);
}
}  // namespace kernels
}  // namespace ascendc_host
#endif
