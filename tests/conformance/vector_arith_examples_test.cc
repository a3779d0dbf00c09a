// The worked examples of the pages of Add, Sub, Mul, Div, Max, Min, Adds,
// Muls, Maxs, Mins and Duplicate (基础算术/, 数据填充/), each in every form the
// page shows: count, contiguous mask (128 x 4 repeats), bit-wise mask, and
// the whole-tensor operator. Expected values come from the pages.
#include <gtest/gtest.h>

#include <functional>

#include "kernel_operator.h"
#include "support/ub_helpers.h"

namespace ascendc_host {
namespace testing {
namespace {

using AscendC::LocalTensor;

// 512 elements: src0 at UB 0, src1 at 2 KiB, dst at 4 KiB (bytes of int32/float).
template <typename T>
struct Example {
  LocalTensor<T> src0, src1, dst;
  Example() {
    FreshCore();
    src0 = TensorAt<T>(0, 512);
    src1 = TensorAt<T>(2048, 512);
    dst = TensorAt<T>(4096, 512);
  }
};

// Runs `form(ex)` for each of the page's forms and checks dst[i] == want(i).
template <typename T>
void ExpectEveryForm(const std::function<T(uint32_t)>& in0, const std::function<T(uint32_t)>& in1,
                     const std::function<void(Example<T>&, int form)>& call, const std::function<float(uint32_t)>& want,
                     int forms = 3) {
  for (int form = 0; form < forms; ++form) {
    Example<T> ex;
    FillWith(ex.src0, 512, in0);
    FillWith(ex.src1, 512, in1);
    call(ex, form);
    for (uint32_t i = 0; i < 512; ++i)
      ASSERT_EQ(static_cast<float>(ex.dst.GetValue(i)), want(i)) << "form " << form << " element " << i;
  }
}

// form 0: count; 1: contiguous mask 128 x 4; 2: bit-wise mask all ones x 4; 3: operator.
#define ASCENDC_HOST_BINARY_EXAMPLE(Name, T, Op)                                                    \
  [](Example<T>& ex, int form) {                                                                    \
    uint64_t bits[2] = {UINT64_MAX, UINT64_MAX};                                                    \
    const AscendC::BinaryRepeatParams p{1, 1, 1, 8, 8, 8};                                          \
    if (form == 0) AscendC::Name(ex.dst, ex.src0, ex.src1, 512);                                    \
    if (form == 1) AscendC::Name(ex.dst, ex.src0, ex.src1, uint64_t{128}, 4, p);                    \
    if (form == 2) AscendC::Name(ex.dst, ex.src0, ex.src1, bits, 4, p);                             \
    if (form == 3) ex.dst = ex.src0 Op ex.src1;                                                     \
  }

TEST(VectorArithExamples, Add) {
  ExpectEveryForm<half>([](uint32_t i) { return half(i + 1.0f); }, [](uint32_t i) { return half(513.0f + i); },
                        ASCENDC_HOST_BINARY_EXAMPLE(Add, half, +), [](uint32_t i) { return 514.0f + 2.0f * i; }, 4);
}
TEST(VectorArithExamples, Sub) {
  ExpectEveryForm<half>([](uint32_t i) { return half(i + 1.0f); }, [](uint32_t i) { return half(513.0f + i); },
                        ASCENDC_HOST_BINARY_EXAMPLE(Sub, half, -), [](uint32_t) { return -512.0f; }, 4);
}
TEST(VectorArithExamples, Mul) {
  ExpectEveryForm<half>([](uint32_t i) { return half(i + 1.0f); }, [](uint32_t) { return half(2.0f); },
                        ASCENDC_HOST_BINARY_EXAMPLE(Mul, half, *), [](uint32_t i) { return 2.0f * (i + 1); }, 4);
}
TEST(VectorArithExamples, Div) {
  ExpectEveryForm<half>([](uint32_t i) { return half(i + 1.0f); }, [](uint32_t) { return half(2.0f); },
                        ASCENDC_HOST_BINARY_EXAMPLE(Div, half, /), [](uint32_t i) { return (i + 1) / 2.0f; }, 4);
}
TEST(VectorArithExamples, MaxAndMin) {
  auto a = [](uint32_t i) { return half(i + 1.0f); };
  auto b = [](uint32_t i) { return half(513.0f - i); };
  ExpectEveryForm<half>(a, b, ASCENDC_HOST_BINARY_EXAMPLE(Max, half, +),
                        [](uint32_t i) { return std::max(i + 1.0f, 513.0f - i); });
  ExpectEveryForm<half>(a, b, ASCENDC_HOST_BINARY_EXAMPLE(Min, half, +),
                        [](uint32_t i) { return std::min(i + 1.0f, 513.0f - i); });
}

#define ASCENDC_HOST_SCALAR_EXAMPLE(Name, T)                                                        \
  [](Example<T>& ex, int form) {                                                                    \
    uint64_t bits[2] = {UINT64_MAX, UINT64_MAX};                                                    \
    const T scalar = 2;                                                                             \
    const AscendC::UnaryRepeatParams p{1, 1, 8, 8};                                                 \
    if (form == 0) AscendC::Name(ex.dst, ex.src0, scalar, 512);                                     \
    if (form == 1) AscendC::Name(ex.dst, ex.src0, scalar, uint64_t{128}, 4, p);                     \
    if (form == 2) AscendC::Name(ex.dst, ex.src0, scalar, bits, 4, p);                              \
  }

TEST(VectorArithExamples, ScalarForms) {
  auto in = [](uint32_t i) { return static_cast<int16_t>(i + 1); };
  auto unused = [](uint32_t) { return int16_t{0}; };
  ExpectEveryForm<int16_t>(in, unused, ASCENDC_HOST_SCALAR_EXAMPLE(Adds, int16_t), [](uint32_t i) { return i + 3.0f; });
  ExpectEveryForm<int16_t>(in, unused, ASCENDC_HOST_SCALAR_EXAMPLE(Muls, int16_t), [](uint32_t i) { return 2.0f * (i + 1); });
  ExpectEveryForm<int16_t>(in, unused, ASCENDC_HOST_SCALAR_EXAMPLE(Maxs, int16_t),
                           [](uint32_t i) { return std::max(i + 1.0f, 2.0f); });
  ExpectEveryForm<int16_t>(in, unused, ASCENDC_HOST_SCALAR_EXAMPLE(Mins, int16_t),
                           [](uint32_t i) { return std::min(i + 1.0f, 2.0f); });
}

// Duplicate: 18.0 into 256 halves, in each form; the 950 tensor form copies src[0].
TEST(VectorArithExamples, Duplicate) {
  for (int form = 0; form < 4; ++form) {
    Example<half> ex;
    FillWith(ex.src0, 512, [](uint32_t i) { return half(i == 0 ? 18.0f : static_cast<float>(i)); });
    FillWith(ex.dst, 512, [](uint32_t) { return half(-1.0f); });
    uint64_t bits[2] = {UINT64_MAX, UINT64_MAX};
    const half scalar(18.0f);
    if (form == 0) AscendC::Duplicate<half>(ex.dst, scalar, 256);
    if (form == 1) AscendC::Duplicate(ex.dst, scalar, uint64_t{128}, 2, 1, 8);
    if (form == 2) AscendC::Duplicate(ex.dst, scalar, bits, 2, 1, 8);
    if (form == 3) AscendC::Duplicate<half>(ex.dst, ex.src0, 256);
    for (uint32_t i = 0; i < 512; ++i)
      ASSERT_EQ(static_cast<float>(ex.dst.GetValue(i)), i < 256 ? 18.0f : -1.0f) << "form " << form << " element " << i;
  }
}

// The mask pages' examples (接口内设置Mask / 接口外设置Mask): UnaryRepeatParams
// {2, 2, 16, 16}: blocks two apart, repeats contiguous in 16-block steps.
TEST(VectorArithExamples, MaskPageForms) {
  auto run = [](auto&& call) {
    FreshCore();
    auto src = TensorAt<half>(0, 2048);
    auto dst = TensorAt<half>(8192, 2048);
    FillWith(src, 2048, [](uint32_t i) { return half(static_cast<float>(i % 100)); });
    FillWith(dst, 2048, [](uint32_t) { return half(-1.0f); });
    call(dst, src);
    return dst;
  };
  // Element k of repeat 0 lives at block (k / 16) * 2, i.e. element (k/16)*32 + k%16.
  auto at = [](uint32_t r, uint32_t k) { return r * 256 + (k / 16) * 32 + k % 16; };
  const AscendC::UnaryRepeatParams p{2, 2, 16, 16};
  const half one(1.0f);
  // Counter mode, mask[0] = 130 elements: repeat 0 whole, repeat 1 its first 2.
  auto counter = run([&](auto& dst, auto& src) {
    AscendC::SetMaskCount();
    uint64_t mask[2] = {130, 0};
    AscendC::Adds<half, true>(dst, src, one, mask, 1, p);
    AscendC::SetMaskNorm();
  });
  auto external = run([&](auto& dst, auto& src) {
    AscendC::SetMaskCount();
    AscendC::SetVectorMask<half, AscendC::MaskMode::COUNTER>(130);
    AscendC::Adds<half, false>(dst, src, one, AscendC::MASK_PLACEHOLDER, 1, p);
    AscendC::SetMaskNorm();
    AscendC::ResetMask();
  });
  for (uint32_t e = 0; e < 2048; ++e) {
    bool written = false;
    for (uint32_t k = 0; k < 128; ++k) written = written || e == at(0, k);
    written = written || e == at(1, 0) || e == at(1, 1);
    const float want = written ? static_cast<float>(e % 100) + 1.0f : -1.0f;
    ASSERT_EQ(static_cast<float>(counter.GetValue(e)), want) << e;
    ASSERT_EQ(static_cast<float>(external.GetValue(e)), want) << e;
  }
  // Normal mode, bit-wise 0x69A569A569A569A5 in both words, one repeat.
  const uint64_t pattern = 0x69A569A569A569A5ull;
  auto bitwise = run([&](auto& dst, auto& src) {
    uint64_t mask[2] = {pattern, pattern};
    AscendC::Adds<half, true>(dst, src, one, mask, 1, p);
  });
  auto external_bits = run([&](auto& dst, auto& src) {
    AscendC::SetMaskNorm();
    AscendC::SetVectorMask<half, AscendC::MaskMode::NORMAL>(pattern, pattern);
    AscendC::Adds<half, false>(dst, src, one, AscendC::MASK_PLACEHOLDER, 1, p);
    AscendC::ResetMask();
  });
  for (uint32_t k = 0; k < 128; ++k) {
    const bool active = (pattern >> (k % 64)) & 1u;
    const float want = active ? static_cast<float>(at(0, k) % 100) + 1.0f : -1.0f;
    ASSERT_EQ(static_cast<float>(bitwise.GetValue(at(0, k))), want) << k;
    ASSERT_EQ(static_cast<float>(external_bits.GetValue(at(0, k))), want) << k;
  }
}

// 接口内设置Mask: a count form leaves Normal mode and a full mask behind.
TEST(VectorArithExamples, CountFormRestoresNormalModeAndFullMask) {
  FreshCore();
  auto a = TensorAt<float>(0, 64), d = TensorAt<float>(256, 64);
  AscendC::SetMaskCount();
  AscendC::SetVectorMask<float, AscendC::MaskMode::COUNTER>(7);
  AscendC::Adds(d, a, 1.0f, 64);
  const auto& core = runtime::CurrentCore();
  EXPECT_EQ(core.mask_mode, runtime::MaskMode::kNormal);
  EXPECT_EQ(core.vector_mask[0], ~0ull);
  EXPECT_EQ(core.vector_mask[1], ~0ull);
}

// Saturation (CTRL[48], SetCtrlSpr page): half overflow gives 65504 by
// default and inf when bit 48 is set; NaN gives 0 by default.
TEST(VectorArithExamples, HalfSaturationFollowsCtrl48) {
  FreshCore();
  auto a = TensorAt<half>(0, 128), b = TensorAt<half>(256, 128), d = TensorAt<half>(512, 128);
  FillWith(a, 128, [](uint32_t i) { return i == 1 ? half::FromBits(0x7E00) : half(60000.0f); });
  FillWith(b, 128, [](uint32_t) { return half(60000.0f); });
  AscendC::Add(d, a, b, 128);
  EXPECT_EQ(d.GetValue(0).bits, 0x7BFF);
  EXPECT_EQ(d.GetValue(1).bits, 0x0000);
  runtime::CurrentCore().ctrl |= 1ull << runtime::ctrl::kFloatNonSaturating;
  AscendC::Add(d, a, b, 128);
  EXPECT_EQ(d.GetValue(0).bits, 0x7C00);
  EXPECT_EQ(d.GetValue(1).bits, 0x7E00);
}

}  // namespace
}  // namespace testing
}  // namespace ascendc_host
