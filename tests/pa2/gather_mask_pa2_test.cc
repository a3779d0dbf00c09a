// GatherMask on the Atlas A2/A3 profile: what differs from Ascend 950
// (SPEC 2.4-2.6): the mask mode is Normal after every call, repeatTimes over
// 255 is an ERROR, the reserved mode defaults to V2. (b8 element types stop
// at a static_assert on this profile, which a test cannot instantiate.)
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <random>
#include <vector>

#include "kernel_operator.h"
#include "reference/gather_mask.h"
#include "support/ub_helpers.h"

namespace {

using ascendc_host::Severity;
using ascendc_host::testing::FreshCore;
using ascendc_host::testing::RaisesError;
using ascendc_host::testing::SameBytes;
using ascendc_host::testing::Snapshot;
namespace ref = ascendc_host::reference;

template <typename T>
AscendC::LocalTensor<T> TensorAt(uint32_t ub_address, uint32_t count) {
  auto& core = ascendc_host::runtime::CurrentCore();
  return AscendC::LocalTensor<T>::FromUb(reinterpret_cast<T*>(core.ub + ub_address), count,
                                         AscendC::TPosition::VECCALC, ub_address,
                                         ub_address + count * static_cast<uint32_t>(sizeof(T)));
}

template <typename T, typename = void>
struct BuiltinGatherMaskCompiles : std::false_type {};
template <typename T>
struct BuiltinGatherMaskCompiles<
    T, std::void_t<decltype(AscendC::GatherMask(std::declval<const AscendC::LocalTensor<T>&>(),
                                                std::declval<const AscendC::LocalTensor<T>&>(), uint8_t{1}, false,
                                                0u, AscendC::GatherMaskParams{}, std::declval<uint64_t&>()))>>
    : std::true_type {};

TEST(GatherMaskPA2, ReservedModeDefaultsToVersionTwo) {
  static_assert(AscendC::defaultGatherMaskMode == AscendC::GatherMaskMode::VERSION_V2, "PA2 default");
  static_assert(BuiltinGatherMaskCompiles<half>::value && BuiltinGatherMaskCompiles<float>::value, "b16/b32");
  SUCCEED();
}

TEST(GatherMaskPA2, MaskModeIsNormalAfterEveryCall) {
  auto& core = FreshCore();
  auto src0 = TensorAt<uint16_t>(0, 128);
  auto dst = TensorAt<uint16_t>(512, 128);
  uint64_t rsvd = 0;
  ascendc_host::ScopedCheckedMode off(false);
  AscendC::SetMaskCount();
  AscendC::GatherMask(dst, src0, 1, false, 0, {1, 1, 8, 0}, rsvd);
  EXPECT_EQ(rsvd, 64u);
  EXPECT_EQ(core.mask_mode, ascendc_host::runtime::MaskMode::kNormal);
  // Also when the release behaviour makes the call a no-op.
  AscendC::SetMaskCount();
  AscendC::GatherMask(dst, src0, 9, false, 0, {1, 1, 8, 0}, rsvd);
  EXPECT_EQ(rsvd, 0u);
  EXPECT_EQ(core.mask_mode, ascendc_host::runtime::MaskMode::kNormal);
  AscendC::SetMaskCount();
  AscendC::GatherMask(dst, src0, 1, false, 0, {1, 0, 8, 0}, rsvd);
  EXPECT_EQ(core.mask_mode, ascendc_host::runtime::MaskMode::kNormal);
  // The reference says the same.
  ref::MaskMode mode = ref::MaskMode::kCounter;
  std::vector<uint8_t> image(core.ub, core.ub + core.ub_bytes);
  ref::Ub ub(image.data(), static_cast<uint32_t>(image.size()));
  ref::GatherMaskArgs a;
  a.builtin_id = 1;
  a.repeat_times = 1;
  ref::GatherMask(ascendc_host::Profile::kPA2, ub, a, mode);
  EXPECT_EQ(mode, ref::MaskMode::kNormal);
}

TEST(GatherMaskPA2, CounterModeBeforeTheCallIsNotAWarningHere) {
  FreshCore();
  auto src0 = TensorAt<uint32_t>(0, 64);
  auto dst = TensorAt<uint32_t>(512, 64);
  uint64_t rsvd = 0;
  ascendc_host::ScopedCheckedMode on(true);
  ascendc_host::ClearWarnings();
  AscendC::SetMaskCount();
  AscendC::GatherMask(dst, src0, 2, false, 0, {1, 1, 8, 0}, rsvd);
  EXPECT_FALSE(ascendc_host::testing::Warned("maskMode"));
}

TEST(GatherMaskPA2, MoreThan255RepeatsIsAnErrorAndProcessedInRelease) {
  auto& core = FreshCore();
  std::mt19937_64 rng(1);
  ascendc_host::testing::FillRandom(core.ub, 65536, rng);
  auto src0 = TensorAt<uint16_t>(0, 300 * 16);
  auto dst = TensorAt<uint16_t>(16384, 300 * 16);
  uint64_t rsvd = 0;
  {
    ascendc_host::ScopedCheckedMode on(true);
    EXPECT_TRUE(RaisesError([&] { AscendC::GatherMask(dst, src0, 5, true, 16, {1, 300, 1, 0}, rsvd); },
                            Severity::kError, {"GatherMask: repeatTimes=300 exceeds 255 [ERROR]"}));
  }
  const auto before = Snapshot(core);
  {
    ascendc_host::ScopedCheckedMode off(false);
    AscendC::GatherMask(dst, src0, 5, true, 16, {1, 300, 1, 0}, rsvd);
  }
  EXPECT_EQ(rsvd, 300u * 4);
  std::vector<uint8_t> expected = before;
  ref::Ub ub(expected.data(), static_cast<uint32_t>(expected.size()));
  ref::GatherMaskArgs a;
  a.element_bytes = 2;
  a.dst = 16384;
  a.builtin_id = 5;
  a.reduce_mode = true;
  a.mask = 16;
  a.repeat_times = 300;
  a.src0_repeat_stride = 1;
  ref::MaskMode mode = ref::MaskMode::kNormal;
  EXPECT_EQ(ref::GatherMask(ascendc_host::Profile::kPA2, ub, a, mode), rsvd);
  EXPECT_TRUE(SameBytes(expected, Snapshot(core)));
}

TEST(GatherMaskPA2, UbIsTheSmallerPa2Arena) {
  auto& core = FreshCore();
  ASSERT_EQ(core.ub_bytes, 196608u);
  auto src0 = TensorAt<uint32_t>(core.ub_bytes - 256, 64);
  auto dst = TensorAt<uint32_t>(0, 128);
  uint64_t rsvd = 0;
  ascendc_host::ScopedCheckedMode off(false);
  EXPECT_NO_THROW(AscendC::GatherMask(dst, src0, 7, false, 0, {1, 1, 8, 0}, rsvd));
  EXPECT_TRUE(RaisesError([&] { AscendC::GatherMask(dst, src0, 7, false, 0, {1, 2, 8, 0}, rsvd); }, Severity::kFatal,
                          {"is outside the UB arena [0, 196608)"}));
}

TEST(GatherMaskPA2, SeedBuiltinExampleResult) {
  FreshCore();
  auto src0 = TensorAt<uint16_t>(0, 128);
  auto dst = TensorAt<uint16_t>(512, 128);
  for (uint16_t i = 0; i < 128; ++i) src0.SetValue(i, static_cast<uint16_t>(i + 1));
  uint64_t rsvd = 0;
  AscendC::GatherMask(dst, src0, 2, false, 0, {1, 1, 0, 0}, rsvd);
  ASSERT_EQ(rsvd, 64u);
  for (uint16_t i = 0; i < 64; ++i) EXPECT_EQ(dst.GetValue(i), 2 * (i + 1));
  EXPECT_EQ(dst.GetValue(64), 0);
}

}  // namespace
