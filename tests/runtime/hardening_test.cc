// Regressions of the hardening review: GM bounds, cross-check ordering,
// sizes near 2^32, the launcher (nested, cancelled, thread limits, serial),
// the state a directly called kernel starts from, and block indices in
// every error.
#include <gtest/gtest.h>

#include <tbb/parallel_for.h>
#include <tbb/task_arena.h>
#include <tbb/task_group.h>

#include <atomic>
#include <cstdint>
#include <mutex>
#include <set>
#include <thread>
#include <vector>

#include "ascendc_host/verify.h"
#include "kernel_operator.h"
#include "support/guarded_gm.h"
#include "support/launch_kernels.h"
#include "support/ub_helpers.h"
#include "support/watchdog.h"

namespace {

using ascendc_host::LaunchOptions;
using ascendc_host::LaunchWith;
using ascendc_host::Severity;
using ascendc_host::testing::GuardedGm;
using ascendc_host::testing::RaisesError;

// --- GlobalTensor: a view at the end is bound to 0 elements -----------------

TEST(GlobalTensorBounds, AViewAtTheEndAdmitsNoAccess) {
  ascendc_host::testing::FreshCore();
  GuardedGm gm(64 * sizeof(uint32_t));
  AscendC::GlobalTensor<uint32_t> g;
  g.SetGlobalBuffer(reinterpret_cast<__gm__ uint32_t*>(gm.data()), 64);
  const auto end = g[64];
  EXPECT_EQ(end.GetSize(), 0u);
  EXPECT_TRUE(end.HasKnownSize());
  AscendC::LocalMemAllocator<> alloc;
  auto t = alloc.Alloc<uint32_t, 64>();
  // The copy would write the page after the buffer: FATAL before any byte moves.
  EXPECT_TRUE(RaisesError([&] { AscendC::DataCopy(g[64], t, 64); }, Severity::kFatal,
                          {"DataCopy", "dst=256 bytes", "exceeds the bound GM buffer of 0 bytes"}));
  EXPECT_TRUE(RaisesError([&] { g[64].GetValue(0); }, Severity::kFatal, {"GlobalTensor::GetValue", "outside"}));
  EXPECT_TRUE(RaisesError([&] { (void)g[65]; }, Severity::kFatal, {"GlobalTensor::operator[]", "beyond"}));
  // Only SetGlobalBuffer(p) without a size is unknown (and stays so in views).
  AscendC::GlobalTensor<uint32_t> unknown;
  unknown.SetGlobalBuffer(reinterpret_cast<__gm__ uint32_t*>(gm.data()));
  EXPECT_FALSE(unknown.HasKnownSize());
  EXPECT_FALSE(unknown[10].HasKnownSize());
  AscendC::GlobalTensor<uint32_t> empty;
  empty.SetGlobalBuffer(reinterpret_cast<__gm__ uint32_t*>(gm.data()), 0);
  EXPECT_TRUE(RaisesError([&] { AscendC::DataCopy(empty, t, 8); }, Severity::kFatal, {"exceeds the bound GM buffer"}));
}

TEST(GlobalTensorBounds, UsingAnUnboundTensorNamesSetGlobalBuffer) {
  ascendc_host::testing::FreshCore();
  AscendC::LocalMemAllocator<> alloc;
  auto t = alloc.Alloc<uint32_t, 64>();
  AscendC::GlobalTensor<uint32_t> unbound;
  EXPECT_TRUE(RaisesError([&] { AscendC::DataCopy(unbound, t, 64); }, Severity::kFatal,
                          {"DataCopy", "dst=unbound", "SetGlobalBuffer was not called"}));
  ascendc_host::ScopedCheckedMode on(true);
  EXPECT_TRUE(RaisesError([&] { AscendC::DataCopy(t, unbound, 0); }, Severity::kError,
                          {"DataCopy", "src=unbound", "SetGlobalBuffer was not called"}));
}

// --- Cross-check mode: the GM snapshot is taken after the range check --------

TEST(CrossCheckOrder, DataCopyToGmBeyondTheBoundSizeIsFatalNotACrash) {
  ascendc_host::testing::FreshCore();
  ascendc_host::ScopedVerifyMode verify(true);
  GuardedGm gm(16 * sizeof(uint32_t));
  AscendC::GlobalTensor<uint32_t> g;
  g.SetGlobalBuffer(reinterpret_cast<__gm__ uint32_t*>(gm.data()), 16);
  AscendC::LocalMemAllocator<> alloc;
  auto t = alloc.Alloc<uint32_t, 64>();
  EXPECT_TRUE(RaisesError([&] { AscendC::DataCopy(g, t, 64); }, Severity::kFatal,
                          {"DataCopy", "exceeds the bound GM buffer of 64 bytes"}));
}

// --- Sizes near 2^32 ----------------------------------------------------------

TEST(SizeArithmetic, InitBufferLengthsNearTwoToThe32AreFatal) {
  ascendc_host::testing::FreshCore();
  AscendC::TPipe pipe;
  AscendC::TQue<AscendC::TPosition::VECIN, 1> que;
  AscendC::TBuf<AscendC::TPosition::VECCALC> buf;
  // Rounded up to whole DataBlocks these once wrapped to 0 bytes.
  EXPECT_TRUE(RaisesError([&] { pipe.InitBuffer(que, 1, 0xFFFFFFF0u); }, Severity::kFatal,
                          {"TPipe::InitBuffer", "exceeds the UB"}));
  EXPECT_TRUE(RaisesError([&] { pipe.InitBuffer(buf, 0xFFFFFFE1u); }, Severity::kFatal,
                          {"TPipe::InitBuffer", "exceeds the UB"}));
  ascendc_host::ScopedCheckedMode on(true);
  EXPECT_TRUE(RaisesError([&] { pipe.InitBuffer(que, 1, 0); }, Severity::kError, {"len", "at least 1 byte"}));
}

// --- A kernel called directly starts from a launched block's registers -------

constexpr uint32_t kGatherElements = 128;  // two repeats of 64 b32 elements

extern "C" __global__ __aicore__ void gather_two_repeats(GM_ADDR out) {
  AscendC::TPipe pipe;
  AscendC::TBuf<AscendC::TPosition::VECCALC> buf;
  pipe.InitBuffer(buf, 3 * kGatherElements * sizeof(uint32_t));
  auto all = buf.Get<uint32_t>();
  auto src = all, offsets = all[kGatherElements], dst = all[2 * kGatherElements];
  for (uint32_t k = 0; k < kGatherElements; ++k) {
    src.SetValue(k, 1000 + k);
    offsets.SetValue(k, k * 4);
  }
  AscendC::Gather(dst, src, offsets, 0, uint64_t{64}, 2, 8);
  AscendC::GlobalTensor<uint32_t> g;
  g.SetGlobalBuffer(reinterpret_cast<__gm__ uint32_t*>(out), kGatherElements);
  AscendC::DataCopy(g, dst, kGatherElements);
}

TEST(DirectCall, AKernelDoesNotInheritTheMaskModeOfTheLastOne) {
  ascendc_host::testing::FreshCore();
  AscendC::SetMaskCount();  // what an earlier kernel on this thread left behind
  AscendC::SetAtomicAdd<float>();
  std::vector<uint32_t> out(kGatherElements, 0);
  gather_two_repeats(reinterpret_cast<uint8_t*>(out.data()));
  for (uint32_t k = 0; k < kGatherElements; ++k) ASSERT_EQ(out[k], 1000 + k) << "element " << k;
  ascendc_host::testing::FreshCore();
}

// --- Errors carry the block index, also non-std exceptions and nested ones ---

extern "C" __global__ __aicore__ void throws_an_int() {
  if (AscendC::GetBlockIdx() == 3) throw 42;
}

TEST(LaunchErrors, ANonStandardExceptionBecomesAnErrorNamingTheBlock) {
  for (uint32_t threads : {1u, 2u}) {
    try {
      LaunchWith(LaunchOptions{threads}, 6, throws_an_int);
      FAIL() << "no error";
    } catch (const ascendc_host::Error& e) {
      EXPECT_EQ(e.block(), 3);
      EXPECT_NE(std::string(e.what()).find("not a std::exception"), std::string::npos) << e.what();
    } catch (...) {
      FAIL() << "the exception reached the host unwrapped";
    }
  }
}

extern "C" __global__ __aicore__ void inner_fails_in_block2() {
  if (AscendC::GetBlockIdx() == 2) ascendc_host::RaiseFatal("Inner", "x", "1", "fails on purpose");
}
extern "C" __global__ __aicore__ void outer_launches_inner() {
  if (AscendC::GetBlockIdx() == 1) LaunchWith(LaunchOptions{2}, 3, inner_fails_in_block2);
}

TEST(LaunchErrors, AnErrorInANestedLaunchNamesBothBlocks) {
  try {
    LaunchWith(LaunchOptions{2}, 2, outer_launches_inner);
    FAIL() << "no error";
  } catch (const ascendc_host::Error& e) {
    EXPECT_EQ(e.block(), 2);
    ASSERT_EQ(e.diagnostic().enclosing_blocks.size(), 1u);
    EXPECT_EQ(e.diagnostic().enclosing_blocks[0], 1);
    EXPECT_NE(std::string(e.what()).find("(block 2 of a launch in block 1)"), std::string::npos) << e.what();
  }
}

// --- Nested launches finish ----------------------------------------------------


TEST(NestedLaunch, TwoThreeTwoFinishesWithTwelveLeafBlocks) {
  ascendc_host::testing::FinishesOrAborts("nested launches {2} -> {3} -> {2}", 60, [] {
    std::atomic<int> leaves{0};
    LaunchWith(LaunchOptions{2}, 2, ascendc_host::testing::LaunchThreeTimesTwoCounters, reinterpret_cast<uint8_t*>(&leaves));
    EXPECT_EQ(leaves.load(), 12);
  });
}

// --- A launch from a cancelled oneTBB region still runs -----------------------

TEST(LaunchContext, ALaunchInsideACancelledParallelLoopRunsEveryBlock) {
  std::atomic<int> ran{0};
  tbb::task_group_context outer;
  tbb::parallel_for(
      tbb::blocked_range<int>(0, 1),
      [&](const tbb::blocked_range<int>&) {
        outer.cancel_group_execution();
        ascendc_host::Launch(64, ascendc_host::testing::CountBlock, reinterpret_cast<uint8_t*>(&ran));
      },
      outer);
  EXPECT_EQ(ran.load(), 64);
}

// --- max_threads: clamped, bounded arenas, 1 is serial ------------------------

extern "C" __global__ __aicore__ void record_concurrency(GM_ADDR out) {
  auto* values = reinterpret_cast<std::atomic<int>*>(out);
  int seen = tbb::this_task_arena::max_concurrency();
  int prev = values[0].load();
  while (seen > prev && !values[0].compare_exchange_weak(prev, seen)) {
  }
  values[1].fetch_add(1);
}

TEST(LaunchThreads, OneThreadIsSerialDownToTheKernelsOwnParallelLoops) {
  std::atomic<int> seen[2] = {{0}, {0}};
  LaunchWith(LaunchOptions{1}, 8, record_concurrency, reinterpret_cast<uint8_t*>(seen));
  EXPECT_EQ(seen[0].load(), 1);
  EXPECT_EQ(seen[1].load(), 8);
}

TEST(LaunchThreads, AnyMaxThreadsIsClampedAndArenasStayBounded) {
  for (uint32_t threads : {3u, 5u, 7u, 64u, 1000u, 1u << 30}) {
    std::atomic<int> seen[2] = {{0}, {0}};
    LaunchWith(LaunchOptions{threads}, 4, record_concurrency, reinterpret_cast<uint8_t*>(seen));
    EXPECT_LE(seen[0].load(), static_cast<int>(tbb::info::default_concurrency()));
    EXPECT_EQ(seen[1].load(), 4);
  }
  for (uint32_t round = 0; round < 50; ++round) {
    std::atomic<int> seen[2] = {{0}, {0}};
    LaunchWith(LaunchOptions{1 + round % 7}, 2, record_concurrency, reinterpret_cast<uint8_t*>(seen));
  }
  EXPECT_LE(ascendc_host::runtime::Pooled().idle_arenas, 16u);
}

TEST(LaunchThreads, TheThreadLimitBoundsLaunchesThatAskForNoCount) {
  const uint32_t cores = static_cast<uint32_t>(tbb::info::default_concurrency());
  ascendc_host::SetThreadLimit(1);
  EXPECT_EQ(ascendc_host::ThreadLimit(), 1u);
  std::atomic<int> seen[2] = {{0}, {0}};
  ascendc_host::Launch(8, record_concurrency, reinterpret_cast<uint8_t*>(seen));
  EXPECT_EQ(seen[0].load(), 1);
  ascendc_host::SetThreadLimit(0);
  EXPECT_EQ(ascendc_host::ThreadLimit(), cores);
  ascendc_host::SetThreadLimit(10000);
  EXPECT_EQ(ascendc_host::ThreadLimit(), cores) << "clamped to the machine";
  ascendc_host::SetThreadLimit(0);
}

TEST(LaunchThreadsEnv, AscendcHostThreadsSetsTheInitialLimit) {
  const char* env = std::getenv("ASCENDC_HOST_THREADS");
  if (env == nullptr) GTEST_SKIP() << "ASCENDC_HOST_THREADS is not set (ctest runs this with it)";
  EXPECT_EQ(ascendc_host::ThreadLimit(), static_cast<uint32_t>(std::atoi(env)));
  std::atomic<int> seen[2] = {{0}, {0}};
  ascendc_host::Launch(4, record_concurrency, reinterpret_cast<uint8_t*>(seen));
  EXPECT_LE(seen[0].load(), std::atoi(env));
}

}  // namespace
