// Basic Gather on the Atlas A2/A3 profile (SPEC 5.3-5.5): raw byte offsets
// (no 16-bit wrap, no flooring), the 8-bit repeat count of the count
// overload for b32, and the contiguous-mask Counter-mode encoding. Scatter
// does not exist on this profile (a compile error), so it has no test here.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "kernel_operator.h"
#include "reference/gather.h"
#include "support/offset_helpers.h"
#include "support/ub_helpers.h"

namespace {

namespace ah = ascendc_host;

using ascendc_host::testing::TensorAt;

TEST(GatherPA2, SeedExampleReverses) {
  ah::testing::FreshCore();
  ah::testing::ReversingSeed seed;
  AscendC::Gather(seed.dst, seed.src, seed.off, (uint32_t)0, 128);
  EXPECT_TRUE(seed.DstReversed());
}

TEST(GatherPA2, B16OffsetsBeyondSeventeenBitsDoNotWrap) {
  ah::testing::FreshCore();
  auto src = TensorAt<uint16_t>(0, 70000);
  auto off = TensorAt<uint32_t>(150016, 2);
  auto dst = TensorAt<uint16_t>(150048, 2);
  src.SetValue(3, 33);
  src.SetValue(65539, 77);
  off.SetValue(0, 6);
  off.SetValue(1, 131078);  // element 65539: P950 would wrap it to element 3
  ah::ScopedCheckedMode on(true);  // in range on PA2: no diagnostic
  AscendC::Gather(dst, src, off, (uint32_t)0, 2);
  EXPECT_EQ(dst.GetValue(0), 33);
  EXPECT_EQ(dst.GetValue(1), 77);
}

TEST(GatherPA2, MisalignedOffsetReadsTheStraddlingElement) {
  ah::testing::FreshCore();
  auto src = TensorAt<uint8_t>(0, 64);
  auto off = TensorAt<uint32_t>(1024, 1);
  auto dst = TensorAt<uint16_t>(2048, 1);
  for (uint32_t i = 0; i < 64; ++i) src.SetValue(i, static_cast<uint8_t>(i));
  off.SetValue(0, 3);
  auto src16 = TensorAt<uint16_t>(0, 32);
  {
    ah::ScopedCheckedMode on(true);
    EXPECT_TRUE(ah::testing::RaisesError([&] { AscendC::Gather(dst, src16, off, (uint32_t)0, 1); },
                                         ah::Severity::kError, {"Gather: srcOffset[0]=3 is not a multiple"}));
  }
  ah::ScopedCheckedMode off_mode(false);
  AscendC::Gather(dst, src16, off, (uint32_t)1, 1);  // bytes 4 and 5, no flooring of base or offset
  EXPECT_EQ(dst.GetValue(0), 0x0504);
}

TEST(GatherPA2, B32CountOf256RepeatsWrapsTheRepeatCount) {
  auto& core = ah::testing::FreshCore();
  constexpr uint32_t count = 16384 + 70;  // 257 full repeats + 6: the 8-bit count keeps 1 repeat
  auto src = TensorAt<uint32_t>(0, 64);
  auto off = TensorAt<uint32_t>(256, count);
  auto dst = TensorAt<uint32_t>(256 + count * 4 + 32 - (count * 4) % 32, count);
  for (uint32_t i = 0; i < 64; ++i) src.SetValue(i, 1000 + i);
  for (uint32_t k = 0; k < count; ++k) off.SetValue(k, 4 * (k % 64));
  {
    ah::ScopedCheckedMode on(true);
    EXPECT_TRUE(ah::testing::RaisesError([&] { AscendC::Gather(dst, src, off, (uint32_t)0, count); },
                                         ah::Severity::kError, {"Gather: count=16454"}));
  }
  std::vector<uint8_t> expected = ah::testing::Snapshot(core);
  ah::reference::GatherCount(ah::reference::Ub(expected.data(), core.ub_bytes), ah::Profile::kPA2, 4,
                             ah::runtime::CurrentCore().AddressOf(dst.GetPhyAddr()), 0, 256, 0, count);
  ah::ScopedCheckedMode off_mode(false);
  AscendC::Gather(dst, src, off, (uint32_t)0, count);
  EXPECT_TRUE(ah::testing::SameBytes(expected, ah::testing::Snapshot(core)));
  // (16454/64) mod 256 = 1 full repeat, then the tail of 6 at element 16448.
  EXPECT_EQ(dst.GetValue(63), 1063u);
  EXPECT_EQ(dst.GetValue(64), 0u);
  EXPECT_EQ(dst.GetValue(16448), 1000u);
  EXPECT_EQ(dst.GetValue(16453), 1005u);
}

TEST(GatherPA2, CounterModeContiguousMaskIsErrorAndUsesTheEncodedCount) {
  ah::testing::FreshCore();
  auto src = TensorAt<uint32_t>(0, 64);
  auto off = TensorAt<uint32_t>(256, 64);
  auto dst = TensorAt<uint32_t>(512, 64);
  for (uint32_t i = 0; i < 64; ++i) src.SetValue(i, 7 + i), off.SetValue(i, 4 * i);
  AscendC::SetMaskCount();
  {
    ah::ScopedCheckedMode on(true);
    EXPECT_TRUE(ah::testing::RaisesError([&] { AscendC::Gather(dst, src, off, (uint32_t)0, (uint64_t)3, 1, 8); },
                                         ah::Severity::kError, {"Gather: mask=3"}));
  }
  ah::ScopedCheckedMode off_mode(false);
  AscendC::Gather(dst, src, off, (uint32_t)0, (uint64_t)3, 1, 8);  // N = 2^3 - 1 = 7
  AscendC::SetMaskNorm();
  for (uint32_t k = 0; k < 64; ++k) ASSERT_EQ(dst.GetValue(k), k < 7 ? 7 + k : 0u) << k;
}

}  // namespace
