// Compare, Compares and Select compiled for Atlas A2/A3 (SPEC 8.6): the
// page's type lists, the mask a reserved parameter of the comparisons into
// a bit mask (whole repeats, registers untouched, the count form's whole
// repeats only), int32_t equality only, and Select passing its selMask,
// scalar or selMask address through CMPMASK; on every target against the
// reference.
#include <gtest/gtest.h>

#include <random>

#include "kernel_operator.h"
#include "support/cmpsel_calls.h"
#include "support/per_target.h"
#include "support/vector_harness.h"

namespace ascendc_host {
namespace testing {
namespace {

using AscendC::BinaryRepeatParams;
using AscendC::CMPMODE;
using AscendC::SELMODE;

static_assert(kProfile.profile == Profile::kPA2, "this file is compiled for the A2/A3 profile");
static_assert(detail::CompareTypeSupported<int32_t>(true) && !detail::CompareTypeSupported<int16_t>(false) &&
                  !detail::CompareTypeSupported<bfloat16_t>(false),
              "Compare: half, float, int32_t on A2/A3");
static_assert(detail::SelectTypeSupported<float>(true) && !detail::SelectTypeSupported<int32_t>(false),
              "Select: half, float on A2/A3");

class VectorComparePa2 : public PerTarget {};

TEST_P(VectorComparePa2, ComparisonsAndSelectMatchTheReference) {
  std::mt19937_64 rng(31337 + GetParam());
  const ScopedCheckedMode release(false);
  for (int i = 0; i < 150; ++i) {
    const DType t = i % 3 == 0 ? DType::kF16 : i % 3 == 1 ? DType::kF32 : DType::kI32;
    const VectorCallDesc c = RandomCompareCall(t, runtime::CurrentCore().ub_bytes, false, rng);
    auto fill = [t](uint8_t* ub, uint32_t bytes, std::mt19937_64& r) { FillCompareData(ub, bytes, t, r); };
    if (t == DType::kF16) ASSERT_TRUE(MatchesReferenceOn(c, rng, [](const VectorCallDesc& d) { InvokeCompare<half>(d); }, fill));
    if (t == DType::kF32) ASSERT_TRUE(MatchesReferenceOn(c, rng, [](const VectorCallDesc& d) { InvokeCompare<float>(d); }, fill));
    if (t == DType::kI32) ASSERT_TRUE(MatchesReferenceOn(c, rng, [](const VectorCallDesc& d) { InvokeCompare<int32_t>(d); }, fill));
  }
  for (int i = 0; i < 150; ++i) {
    const bool half_type = i % 2 == 0;
    const VectorCallDesc c =
        RandomSelectCall(half_type ? DType::kF16 : DType::kF32, runtime::CurrentCore().ub_bytes, false, true, rng);
    if (half_type) ASSERT_TRUE(MatchesReference(c, rng, [](const VectorCallDesc& d) { InvokeSelect<half>(d); }));
    else ASSERT_TRUE(MatchesReference(c, rng, [](const VectorCallDesc& d) { InvokeSelect<float>(d); }));
  }
}

ASCENDC_HOST_INSTANTIATE_PER_TARGET(VectorComparePa2);

// The mask forms compute every position of repeatTime repeats and leave the
// mask registers as they were; the count form stops at its whole repeats.
TEST(VectorComparePa2Semantics, MaskIsAReservedParameter) {
  auto& core = FreshCore();
  const ScopedCheckedMode release(false);
  auto a = TensorAt<float>(0, 256), b = TensorAt<float>(1024, 256);
  auto bits = TensorAt<uint8_t>(2048, 64);
  FillWith(a, 256, [](uint32_t i) { return static_cast<float>(i); });
  FillWith(b, 256, [](uint32_t) { return 1000.0f; });
  AscendC::SetMaskCount();
  AscendC::SetVectorMask<float, AscendC::MaskMode::COUNTER>(5);
  AscendC::Compare(bits, a, b, CMPMODE::LT, uint64_t{1}, 2, BinaryRepeatParams{});
  for (uint32_t i = 0; i < 16; ++i) EXPECT_EQ(bits.GetValue(i), 0xFF) << i;  // 128 positions, all < 1000
  EXPECT_EQ(core.mask_mode, runtime::MaskMode::kCounter);
  EXPECT_EQ(core.vector_mask[0], 5u);
  AscendC::SetMaskNorm();
  FillWith(bits, 64, [](uint32_t) { return uint8_t{0xAB}; });
  AscendC::Compares(bits, a, 1000.0f, CMPMODE::LT, 100);  // one whole repeat of 64
  EXPECT_EQ(bits.GetValue(7), 0xFF);
  EXPECT_EQ(bits.GetValue(8), 0xAB);
}

TEST(VectorComparePa2Semantics, Int32ComparesForEqualityOnly) {
  FreshCore();
  auto a = TensorAt<int32_t>(0, 64), b = TensorAt<int32_t>(256, 64);
  auto bits = TensorAt<uint8_t>(512, 8);
  FillWith(a, 64, [](uint32_t i) { return static_cast<int32_t>(i); });
  FillWith(b, 64, [](uint32_t) { return 3; });
  {
    const ScopedCheckedMode checked(true);
    EXPECT_TRUE(RaisesError([&] { AscendC::Compare(bits, a, b, CMPMODE::LT, 64); }, Severity::kError,
                            {"Compare", "cmpMode", "LT", "EQ only"}));
  }
  const ScopedCheckedMode release(false);
  AscendC::Compare(bits, a, b, CMPMODE::LT, 64);  // the hardware's EQ
  EXPECT_EQ(bits.GetValue(0), 0x08);
  AscendC::Compares(bits, a, 5, CMPMODE::EQ, 64);
  EXPECT_EQ(bits.GetValue(0), 0x20);
}

// Select hands its selection to CMPMASK: a later Select without a mask
// argument reuses it (mode 0 the bits, mode 2 the selMask's address).
TEST(VectorComparePa2Semantics, SelectPassesItsSelectionThroughCmpMask) {
  auto& core = FreshCore();
  auto a = TensorAt<half>(0, 128), b = TensorAt<half>(256, 128), d = TensorAt<half>(512, 128);
  auto sel = TensorAt<uint8_t>(1024, 32);
  FillWith(a, 128, [](uint32_t i) { return half(static_cast<float>(i)); });
  FillWith(b, 128, [](uint32_t) { return half(-1.0f); });
  FillWith(sel, 32, [](uint32_t i) { return static_cast<uint8_t>(0x11 * (i % 16)); });
  AscendC::Select(d, sel, a, b, SELMODE::VSEL_CMPMASK_SPR, 128);
  uint64_t first16[2];
  std::memcpy(first16, sel.GetPhyAddr(), 16);
  EXPECT_EQ(core.cmp_mask[0], first16[0]);
  EXPECT_EQ(core.cmp_mask[1], first16[1]);
  AscendC::Duplicate(d, half(0.0f), 128);
  AscendC::Select<half, SELMODE::VSEL_CMPMASK_SPR>(d, a, b, 1, BinaryRepeatParams{});
  EXPECT_EQ(float(d.GetValue(8)), 8.0f);   // sel byte 1 = 0x11: elements 8 and 12 from src0
  EXPECT_EQ(float(d.GetValue(9)), -1.0f);
  AscendC::Select(d, sel, a, half(7.0f), SELMODE::VSEL_TENSOR_SCALAR_MODE, 128);
  EXPECT_EQ(core.cmp_mask[0], 0x4700470047004700ull);  // half 7.0 repeated
  AscendC::Select(d, sel, a, b, SELMODE::VSEL_TENSOR_TENSOR_MODE, 128);
  EXPECT_EQ(core.cmp_mask[0], (1024ull << 32) | 1024ull);
  AscendC::Duplicate(d, half(0.0f), 128);
  AscendC::Select<half, SELMODE::VSEL_TENSOR_TENSOR_MODE>(d, a, b, 1, BinaryRepeatParams{});
  for (uint32_t i = 0; i < 128; ++i) {
    const bool bit = (sel.GetValue(i / 8) >> (i % 8)) & 1;
    ASSERT_EQ(float(d.GetValue(i)), bit ? static_cast<float>(i) : -1.0f) << i;
  }
}

}  // namespace
}  // namespace testing
}  // namespace ascendc_host
