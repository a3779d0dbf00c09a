// DataCopy GM <-> UB (SPEC 6.7): both directions, rounding down to whole
// DataBlocks, checks, and the result of the reference model.
#include <gtest/gtest.h>

#include <cstring>
#include <random>
#include <vector>

#include "kernel_operator.h"
#include "reference/copy.h"
#include "tikicpulib.h"
#include "support/ub_helpers.h"

namespace {

using ascendc_host::Severity;
using ascendc_host::testing::FreshCore;
using ascendc_host::testing::RaisesError;
using ascendc_host::testing::SameBytes;
using ascendc_host::testing::Snapshot;

TEST(DataCopy, RoundTripMatchesReferenceIncludingRounding) {
  std::mt19937_64 rng(1);
  for (uint32_t count : {0u, 1u, 15u, 16u, 17u, 100u, 128u, 1000u, 4096u}) {
    auto& core = FreshCore();
    std::vector<half> gm(count + 64), back(count + 64, half(0.0f));
    for (auto& h : gm) h = half::FromBits(static_cast<uint16_t>(rng()));
    AscendC::GlobalTensor<half> src, dst;
    src.SetGlobalBuffer(gm.data(), gm.size());
    dst.SetGlobalBuffer(back.data(), back.size());
    AscendC::LocalMemAllocator<> alloc;
    auto ub = alloc.Alloc<half>(count + 64);

    std::vector<uint8_t> expected_ub = Snapshot(core);
    ascendc_host::reference::Ub ref(expected_ub.data(), core.ub_bytes);
    const uint64_t moved = ascendc_host::reference::DataCopyGmToUb(ref, 0, reinterpret_cast<uint8_t*>(gm.data()), count, 2);
    EXPECT_EQ(moved, count * 2u / 32 * 32);

    AscendC::DataCopy(ub, src, count);
    EXPECT_TRUE(SameBytes(expected_ub, Snapshot(core))) << "count " << count;

    AscendC::DataCopy(dst, ub, count);
    std::vector<half> expected_back(back.size(), half(0.0f));
    ascendc_host::reference::DataCopyUbToGm(ref, reinterpret_cast<uint8_t*>(expected_back.data()), 0, count, 2);
    EXPECT_TRUE(SameBytes(reinterpret_cast<uint8_t*>(expected_back.data()), reinterpret_cast<uint8_t*>(back.data()),
                          back.size() * 2));
  }
}

// The count forms copy up to 512 bytes inline and longer runs through the
// dispatched kernel: every length around that switch, both directions,
// moves exactly its bytes and nothing past them.
TEST(DataCopy, EveryLengthAroundTheInlineCopyMovesExactlyItsBytes) {
  std::mt19937_64 rng(7);
  for (uint32_t bytes = 0; bytes <= 1088; bytes += 32) {
    auto& core = FreshCore();
    std::vector<uint8_t> gm(bytes + 64), back(bytes + 64, 0x5A);
    for (auto& b : gm) b = static_cast<uint8_t>(rng());
    AscendC::GlobalTensor<uint8_t> src, dst;
    src.SetGlobalBuffer(gm.data(), gm.size());
    dst.SetGlobalBuffer(back.data(), back.size());
    AscendC::LocalMemAllocator<> alloc;
    auto ub = alloc.Alloc<uint8_t>(bytes + 64);
    std::memset(core.ub, 0xC3, bytes + 64);
    AscendC::DataCopy(ub, src, bytes);
    for (uint32_t i = 0; i < bytes + 64; ++i)
      ASSERT_EQ(core.ub[i], i < bytes ? gm[i] : 0xC3) << "to UB, " << bytes << " bytes, byte " << i;
    AscendC::DataCopy(dst, ub, bytes);
    for (uint32_t i = 0; i < bytes + 64; ++i)
      ASSERT_EQ(back[i], i < bytes ? gm[i] : 0x5A) << "to GM, " << bytes << " bytes, byte " << i;
  }
}

// A GM address that is not a multiple of sizeof(T) is an ERROR, reported in
// checked mode only (SPEC 0.6); outside it the inline path copies the bytes
// from that address, as the out-of-line path did.
TEST(DataCopy, MisalignedGmAddressIsAnErrorInCheckedModeOnly) {
  auto& core = FreshCore();
  std::vector<uint8_t> gm(4096);
  for (size_t i = 0; i < gm.size(); ++i) gm[i] = static_cast<uint8_t>(i * 7 + 1);
  AscendC::GlobalTensor<uint32_t> odd;
  odd.SetGlobalBuffer(reinterpret_cast<uint32_t*>(gm.data() + 2), 512);
  AscendC::LocalMemAllocator<> alloc;
  auto ub = alloc.Alloc<uint32_t, 64>();
  {
    // Explicitly unchecked: the Debug (g++) build and ASCENDC_HOST_CHECK=1 runs
    // start in checked mode.
    ascendc_host::ScopedCheckedMode off(false);
    AscendC::DataCopy(ub, odd, 64);
    EXPECT_EQ(std::memcmp(core.ub, gm.data() + 2, 256), 0);
  }
  ascendc_host::ScopedCheckedMode on(true);
  EXPECT_TRUE(RaisesError([&] { AscendC::DataCopy(ub, odd, 64); }, Severity::kError,
                          {"DataCopy: src.address=", "is not aligned to sizeof(T)"}));
  EXPECT_TRUE(RaisesError([&] { AscendC::DataCopy(odd, ub, 64); }, Severity::kError,
                          {"DataCopy: dst.address=", "is not aligned to sizeof(T)"}));
}

TEST(DataCopy, PartialBlockIsRoundedDownAndWarnedInCheckedMode) {
  FreshCore();
  ascendc_host::ScopedCheckedMode checked(true);
  ascendc_host::ClearWarnings();
  std::vector<uint32_t> gm(16);
  for (uint32_t i = 0; i < 16; ++i) gm[i] = i + 1;
  AscendC::GlobalTensor<uint32_t> g;
  g.SetGlobalBuffer(gm.data());
  AscendC::LocalMemAllocator<> alloc;
  auto ub = alloc.Alloc<uint32_t, 16>();
  AscendC::DataCopy(ub, g, 12);  // 48 bytes -> 32 bytes
  EXPECT_EQ(ub.GetValue(7), 8u);
  EXPECT_EQ(ub.GetValue(8), 0u);
  EXPECT_TRUE(ascendc_host::testing::Warned("DataCopy: count=12"));
}

TEST(DataCopy, KnownGmRangeIsEnforced) {
  FreshCore();
  std::vector<float> gm(8);
  AscendC::GlobalTensor<float> g;
  g.SetGlobalBuffer(gm.data(), gm.size());
  AscendC::LocalMemAllocator<> alloc;
  auto ub = alloc.Alloc<float, 16>();
  EXPECT_TRUE(RaisesError([&] { AscendC::DataCopy(ub, g, 16); }, Severity::kFatal,
                          {"DataCopy", "src=64 bytes", "exceeds the bound GM buffer of 32 bytes"}));
  EXPECT_TRUE(RaisesError([&] { AscendC::DataCopy(g, ub, 16); }, Severity::kFatal, {"DataCopy", "dst"}));
}

// The bound size states the valid data (SPEC 6.4): the vendor's unaligned
// samples bind a block's valid elements and copy whole DataBlocks past them.
// Inside the registered allocation that is allowed, beyond it FATAL.
TEST(DataCopy, PastTheBoundSizeInsideTheAllocationIsAllowed) {
  FreshCore();
  constexpr uint32_t kValid = 18, kAllocated = 32;  // halves
  half* gm = static_cast<half*>(AscendC::GmAlloc(kAllocated * sizeof(half)));
  half* out = static_cast<half*>(AscendC::GmAlloc(kAllocated * sizeof(half)));
  for (uint32_t i = 0; i < kAllocated; ++i) gm[i] = half(static_cast<float>(i));
  AscendC::GlobalTensor<half> g, o;
  g.SetGlobalBuffer(gm, kValid);
  o.SetGlobalBuffer(out, kValid);
  AscendC::LocalMemAllocator<> alloc;
  auto ub = alloc.Alloc<half, 64>();
  AscendC::DataCopy(ub, g, kAllocated);  // 64 bytes from an 18-element tensor
  AscendC::DataCopy(o, ub, kAllocated);
  for (uint32_t i = 0; i < kAllocated; ++i) EXPECT_EQ(static_cast<float>(out[i]), static_cast<float>(i)) << i;
  // A view past the bound size, and element access there.
  EXPECT_EQ(static_cast<float>(g[20].GetValue(0)), 20.0f);
  EXPECT_EQ(static_cast<float>(g.GetValue(31)), 31.0f);
  AscendC::DataCopy(ub, g[16], 16);
  EXPECT_EQ(static_cast<float>(ub.GetValue(15)), 31.0f);
  // Beyond the allocation: FATAL, whichever way it is reached.
  EXPECT_TRUE(RaisesError([&] { AscendC::DataCopy(ub, g, 48); }, Severity::kFatal,
                          {"DataCopy", "src=96 bytes", "exceeds the bound GM buffer of 36 bytes",
                           "outside any GM allocation"}));
  EXPECT_TRUE(RaisesError([&] { AscendC::DataCopy(ub, g[16], 32); }, Severity::kFatal, {"DataCopy", "src=64 bytes"}));
  EXPECT_TRUE(RaisesError([&] { (void)g.GetValue(32); }, Severity::kFatal, {"GlobalTensor::GetValue", "index=32"}));
  EXPECT_TRUE(RaisesError([&] { (void)g[33]; }, Severity::kFatal, {"GlobalTensor::operator[]", "offset=33"}));
  AscendC::GmFree(gm);
  AscendC::GmFree(out);
}

TEST(DataCopy, UbOverrunIsFatalAndNothingIsWritten) {
  auto& core = FreshCore();
  std::vector<uint8_t> gm(4096, 0xAB);
  AscendC::GlobalTensor<uint8_t> g;
  g.SetGlobalBuffer(gm.data());
  AscendC::LocalMemAllocator<> alloc;
  alloc.Alloc<uint8_t>(core.ub_bytes - 1024);
  auto tail = alloc.Alloc<uint8_t>(1024);
  const auto before = Snapshot(core);
  EXPECT_TRUE(RaisesError([&] { AscendC::DataCopy(tail, g, 2048); }, Severity::kFatal,
                          {"DataCopy", "dst", "outside the UB arena"}));
  EXPECT_TRUE(SameBytes(before, Snapshot(core)));
}

TEST(DataCopy, WriteBeyondTheOwningBlockIsAWarningAndIsPerformed) {
  // Seed 001 copies 128 bytes into a 32-byte queue buffer (SPEC 7.3 C2).
  FreshCore();
  ascendc_host::ScopedCheckedMode checked(true);
  ascendc_host::ClearWarnings();
  std::vector<uint32_t> gm(32, 0x99999999u);
  AscendC::GlobalTensor<uint32_t> g;
  g.SetGlobalBuffer(gm.data());
  AscendC::TPipe pipe;
  AscendC::TQue<AscendC::TPosition::VECIN, 1> q;
  pipe.InitBuffer(q, 1, 8 * sizeof(uint32_t));
  auto t = q.AllocTensor<uint32_t>();
  AscendC::DataCopy(t, g, 32);
  EXPECT_TRUE(ascendc_host::testing::Warned("writes outside the allocation"));
  EXPECT_EQ(t.ReinterpretCast<uint32_t>()[24].GetValue(7), 0x99999999u);
}

TEST(DataCopy, MisalignedUbStartIsAnErrorInCheckedMode) {
  FreshCore();
  std::vector<uint16_t> gm(64);
  AscendC::GlobalTensor<uint16_t> g;
  g.SetGlobalBuffer(gm.data());
  AscendC::LocalMemAllocator<> alloc;
  auto t = alloc.Alloc<uint16_t>(64);
  {
    ascendc_host::ScopedCheckedMode checked(true);
    EXPECT_TRUE(RaisesError([&] { AscendC::DataCopy(t[1], g, 16); }, Severity::kError,
                            {"DataCopy", "dst.address=2", "not 32-byte aligned"}));
  }
  ascendc_host::ScopedCheckedMode release(false);
  gm[0] = 0x1234;
  AscendC::DataCopy(t[1], g, 16);  // release: performed at the given address
  EXPECT_EQ(t.GetValue(1), 0x1234);
}

}  // namespace
