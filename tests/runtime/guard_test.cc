// Guard mode: the visible UB lies between inaccessible pages, so an access
// that escaped a range check would crash the test instead of passing.
#include <gtest/gtest.h>

#include <cstdio>
#include <thread>
#include <vector>

#include "kernel_operator.h"
#include "support/launch_kernels.h"
#include "support/ub_helpers.h"

namespace {

using ascendc_host::Severity;
using ascendc_host::testing::RaisesError;

class GuardedUb : public ::testing::Test {
 protected:
  void SetUp() override {
    GTEST_FLAG_SET(death_test_style, "threadsafe");  // TBB threads may exist
    ascendc_host::runtime::SetGuardPages(true);
    ascendc_host::runtime::ResetDefaultCore();
  }
  void TearDown() override {
    ascendc_host::runtime::SetGuardPages(false);
    ascendc_host::runtime::ResetDefaultCore();
  }
};

TEST_F(GuardedUb, TheByteAfterTheUbFaults) {
  auto& core = ascendc_host::runtime::CurrentCore();
  ASSERT_TRUE(ascendc_host::runtime::GuardPages());
  core.ub[core.ub_bytes - 1] = 1;  // last visible byte is writable
  EXPECT_DEATH({ reinterpret_cast<volatile uint8_t*>(core.ub)[core.ub_bytes] = 1; }, "");
}

TEST_F(GuardedUb, OutOfRangeSurfaceAccessesRaiseFatalAndTouchNothing) {
  auto& core = ascendc_host::runtime::CurrentCore();
  std::vector<uint8_t> gm(8192, 0x5A);
  AscendC::GlobalTensor<uint8_t> g;
  g.SetGlobalBuffer(gm.data());
  AscendC::LocalMemAllocator<> alloc;
  alloc.Alloc<uint8_t>(core.ub_bytes - 4096);
  auto tail = alloc.Alloc<uint8_t>(4096);
  const auto before = ascendc_host::testing::Snapshot(core);
  EXPECT_TRUE(RaisesError([&] { AscendC::DataCopy(tail, g, 8192); }, Severity::kFatal, {"outside the UB arena"}));
  EXPECT_TRUE(RaisesError([&] { AscendC::DataCopy(g, tail, 8192); }, Severity::kFatal, {"outside the UB arena"}));
  EXPECT_TRUE(RaisesError([&] { tail.SetValue(4096, 1); }, Severity::kFatal, {"outside the UB arena"}));
  EXPECT_TRUE(RaisesError([&] { tail.GetValue(1u << 30); }, Severity::kFatal, {"outside the UB arena"}));
  EXPECT_TRUE(ascendc_host::testing::SameBytes(before, ascendc_host::testing::Snapshot(core)));
  EXPECT_EQ(gm[0], 0x5A);
}

TEST_F(GuardedUb, LaunchedBlocksUseGuardedArenasToo) {
  std::vector<uint32_t> out(4, 0);
  ascendc_host::Launch(4, [](uint32_t* o) {
    auto& core = ascendc_host::runtime::CurrentCore();
    o[AscendC::GetBlockIdx()] = ascendc_host::runtime::GuardPages() &&
                                (reinterpret_cast<uintptr_t>(core.ub + core.ub_bytes) % 4096 == 0);
  }, out.data());
  for (uint32_t v : out) EXPECT_EQ(v, 1u);
}

extern "C" __global__ __aicore__ void touch_ub(GM_ADDR) {
  AscendC::TPipe pipe;
  AscendC::TBuf<AscendC::TPosition::VECCALC> buf;
  pipe.InitBuffer(buf, 64 * 1024);
  buf.Get<uint8_t>().SetValue(AscendC::GetBlockIdx() % 1024, 1);
}
extern "C" __global__ __aicore__ void touch_ub_nested(GM_ADDR) {
  ascendc_host::LaunchWith(ascendc_host::LaunchOptions{2}, 3, touch_ub, nullptr);
}

// Guard arenas are mappings of their own: a long run of launches (nested,
// from several threads, both profiles' UB sizes) must keep a bounded pool
// of them, not one per block ever run.
TEST_F(GuardedUb, LongRunsKeepMemoryFlat) {
  auto burst = [] {
    std::vector<std::thread> hosts;
    for (int h = 0; h < 4; ++h) {
      hosts.emplace_back([h] {
        for (int i = 0; i < 60; ++i) {
          ascendc_host::LaunchWith(ascendc_host::LaunchOptions{static_cast<uint32_t>(1 + (i + h) % 3)}, 1 + i % 48,
                                   i % 4 == 0 ? touch_ub_nested : touch_ub, nullptr);
          ascendc_host::runtime::ResetDefaultCore(i % 2 ? 196608 : 253952);
        }
      });
    }
    for (auto& t : hosts) t.join();
  };
  burst();
  const size_t warm = ascendc_host::testing::ResidentBytes();
  for (int round = 0; round < 3; ++round) burst();
  const size_t end = ascendc_host::testing::ResidentBytes();
  if (ascendc_host::testing::ResidentBytesComparable())
    EXPECT_LT(end, warm + (8u << 20)) << "RSS " << (warm >> 20) << " MiB after the first burst, " << (end >> 20)
                                      << " MiB after three more";
  else
    std::printf("guard mode: RSS not compared (not meaningful under a sanitizer or an emulator)\n");
  EXPECT_LE(ascendc_host::runtime::Pooled().cores, 64u);
}

}  // namespace
