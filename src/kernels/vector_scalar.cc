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

// Duplicate copies the scalar's bits: no arithmetic, so no rounding,
// saturation or NaN canonicalisation (SPEC 8.3).
template <typename S>
struct FillKernel {
  static constexpr int kSources = 0;
  static constexpr uint32_t kDstBytes = sizeof(S);
  static constexpr uint32_t kSrcBytes = sizeof(S);
  S bits;
  void operator()(uint8_t* dst, const uint8_t* const*, size_t n) const {
    const hn::ScalableTag<S> d;
    const size_t N = hn::Lanes(d);
    const auto v = hn::Set(d, bits);
    S* out = reinterpret_cast<S*>(dst);
    size_t i = 0;
    for (; i + N <= n; i += N) hn::StoreU(v, d, out + i);
    for (; i < n; ++i) std::memcpy(out + i, &bits, sizeof(S));
  }
};

template <typename S>
void Fill(const kernels::VecShape& shape, const kernels::VecOperand& dst, uint64_t bits) {
  ExecuteVector(FillKernel<S>{static_cast<S>(bits)}, shape, dst, nullptr);
}

void VectorScalarImpl(ScalarOp op, DType type, const kernels::VecShape& shape, const kernels::VecOperand& dst,
                      const kernels::VecOperand& src, uint64_t scalar_bits, bool scalar_left, const NumericMode& mode) {
  switch (SizeOf(type)) {
    case 1:
      if (op == ScalarOp::kDuplicate) return Fill<uint8_t>(shape, dst, scalar_bits);
      break;
    case 2:
      if (op == ScalarOp::kDuplicate) return Fill<uint16_t>(shape, dst, scalar_bits);
      break;
    case 4:
      if (op == ScalarOp::kDuplicate) return Fill<uint32_t>(shape, dst, scalar_bits);
      break;
    default:
      if (op == ScalarOp::kDuplicate) return Fill<uint64_t>(shape, dst, scalar_bits);
      break;
  }
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
      case ScalarOp::kDuplicate: return;  // Fill above
      case ScalarOp::kAdds: return run(AddOp{});
      case ScalarOp::kMuls: return run(MulOp{});
      case ScalarOp::kMaxs: return run(MaxOp{});
      case ScalarOp::kMins: return run(MinOp{});
      case ScalarOp::kSubs: return run(SubOp{});
      case ScalarOp::kDivs: return run(DivOp{});
      case ScalarOp::kLeakyRelu:
        if constexpr (IsFloat(kT)) run(LeakyReluOp{});
        return;
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
