// The vector compute APIs compiled for Atlas A2/A3: the page's type lists
// (other types are compile errors), bfloat16-free arithmetic, against the
// reference on every target.
#include <gtest/gtest.h>

#include <random>

#include "kernel_operator.h"
#include "support/per_target.h"
#include "support/vector_harness.h"

namespace ascendc_host {
namespace testing {
namespace {

static_assert(kProfile.profile == Profile::kPA2, "this file is compiled for the A2/A3 profile");
static_assert(!detail::BinaryTypeSupported<BinaryOp::kAdd, bfloat16_t>(false), "no bfloat16 Add on A2/A3");
static_assert(!detail::BinaryTypeSupported<BinaryOp::kDiv, int32_t>(false), "Div is half/float only on A2/A3");
static_assert(detail::BinaryTypeSupported<BinaryOp::kMul, int16_t>(true), "");

template <typename T>
void Invoke(const VectorCallDesc& c) {
  auto t = [](const VectorCallDesc::Operand& o) { return OperandTensor<T>(o); };
  const AscendC::BinaryRepeatParams p(static_cast<uint8_t>(c.dst.block_stride), static_cast<uint8_t>(c.src0.block_stride),
                                      static_cast<uint8_t>(c.src1.block_stride), static_cast<uint8_t>(c.dst.repeat_stride),
                                      static_cast<uint8_t>(c.src0.repeat_stride), static_cast<uint8_t>(c.src1.repeat_stride));
  uint64_t mask[2] = {c.mask[0], c.mask[1]};
  const auto op = static_cast<BinaryOp>(c.op);
  if (c.form == VectorCallDesc::Form::kCount) {
    if (op == BinaryOp::kAdd) AscendC::Add(t(c.dst), t(c.src0), t(c.src1), static_cast<int32_t>(c.count));
    else AscendC::Mul(t(c.dst), t(c.src0), t(c.src1), static_cast<int32_t>(c.count));
  } else if (c.form == VectorCallDesc::Form::kBitwiseMask) {
    if (c.is_set_mask) {
      if (op == BinaryOp::kAdd) AscendC::Add<T, true>(t(c.dst), t(c.src0), t(c.src1), mask, c.repeat_time, p);
      else AscendC::Mul<T, true>(t(c.dst), t(c.src0), t(c.src1), mask, c.repeat_time, p);
    } else {
      if (op == BinaryOp::kAdd) AscendC::Add<T, false>(t(c.dst), t(c.src0), t(c.src1), mask, c.repeat_time, p);
      else AscendC::Mul<T, false>(t(c.dst), t(c.src0), t(c.src1), mask, c.repeat_time, p);
    }
  } else {
    if (c.is_set_mask) {
      if (op == BinaryOp::kAdd) AscendC::Add<T, true>(t(c.dst), t(c.src0), t(c.src1), c.mask[0], c.repeat_time, p);
      else AscendC::Mul<T, true>(t(c.dst), t(c.src0), t(c.src1), c.mask[0], c.repeat_time, p);
    } else {
      if (op == BinaryOp::kAdd) AscendC::Add<T, false>(t(c.dst), t(c.src0), t(c.src1), c.mask[0], c.repeat_time, p);
      else AscendC::Mul<T, false>(t(c.dst), t(c.src0), t(c.src1), c.mask[0], c.repeat_time, p);
    }
  }
}

class VectorPa2 : public PerTarget {};

TEST_P(VectorPa2, AddAndMulMatchTheReference) {
  std::mt19937_64 rng(99 + GetParam());
  const ScopedCheckedMode release(false);
  for (BinaryOp op : {BinaryOp::kAdd, BinaryOp::kMul}) {
    for (int i = 0; i < 80; ++i) {
      const RandomCallOptions opt;
      auto half_case = RandomVectorCall(DType::kF16, VectorCallDesc::Family::kBinary, static_cast<uint8_t>(op), opt,
                                        runtime::CurrentCore().ub_bytes, rng);
      ASSERT_TRUE(MatchesReference(half_case, rng, [](const VectorCallDesc& d) { Invoke<half>(d); }));
      auto int_case = RandomVectorCall(DType::kI32, VectorCallDesc::Family::kBinary, static_cast<uint8_t>(op), opt,
                                       runtime::CurrentCore().ub_bytes, rng);
      ASSERT_TRUE(MatchesReference(int_case, rng, [](const VectorCallDesc& d) { Invoke<int32_t>(d); }));
    }
  }
}

ASCENDC_HOST_INSTANTIATE_PER_TARGET(VectorPa2);

}  // namespace
}  // namespace testing
}  // namespace ascendc_host
