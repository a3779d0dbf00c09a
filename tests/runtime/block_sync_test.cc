// Blocks that wait for each other (SyncAll, CrossCoreSetFlag/WaitFlag,
// IBSet/IBWait, WaitPreBlock/NotifyNextBlock): 48 blocks on 1 and 2
// threads, and the deadlocks that must become errors instead of hangs.
#include <gtest/gtest.h>

#include <chrono>
#include <thread>
#include <vector>

#include "kernel_operator.h"
#include "support/ub_helpers.h"

namespace {

using ascendc_host::LaunchOptions;
using ascendc_host::LaunchWith;
using ascendc_host::Severity;
using ascendc_host::testing::RaisesError;

constexpr uint32_t kBlocks = 48;
constexpr int kRounds = 10;

uint8_t* Gm(std::vector<int32_t>& v) { return reinterpret_cast<uint8_t*>(v.data()); }

// Every round each block publishes a value, meets the others, then checks
// its right neighbour's value of this round; a second meeting keeps the
// next round's writes away from this round's reads.
extern "C" __global__ __aicore__ void sync_all_rounds(GM_ADDR board) {
  auto* values = reinterpret_cast<int32_t*>(board);
  const int64_t b = AscendC::GetBlockIdx(), n = AscendC::GetBlockNum();
  int32_t* mismatches = values + n;
  for (int r = 0; r < kRounds; ++r) {
    values[b] = r * 1000 + static_cast<int32_t>(b);
    AscendC::SyncAll();
    const int64_t next = (b + 1) % n;
    if (values[next] != r * 1000 + next) ++mismatches[b];
    AscendC::SyncAll<true>();
  }
}

TEST(BlockSync, SyncAllInALoopMeetsEveryRoundOnOneAndTwoThreads) {
  for (uint32_t threads : {1u, 2u}) {
    std::vector<int32_t> board(2 * kBlocks, 0);
    LaunchWith(LaunchOptions{threads}, kBlocks, sync_all_rounds, Gm(board));
    for (uint32_t b = 0; b < kBlocks; ++b) {
      EXPECT_EQ(board[kBlocks + b], 0) << "block " << b << " read a stale neighbour, threads " << threads;
      EXPECT_EQ(board[b], (kRounds - 1) * 1000 + static_cast<int32_t>(b));
    }
  }
}

// The same with the mode-0 cross-core flags as the meeting point.
extern "C" __global__ __aicore__ void cross_core_flag_rounds(GM_ADDR board) {
  auto* values = reinterpret_cast<int32_t*>(board);
  const int64_t b = AscendC::GetBlockIdx(), n = AscendC::GetBlockNum();
  for (int r = 0; r < kRounds; ++r) {
    values[b] = r * 1000 + static_cast<int32_t>(b);
    AscendC::CrossCoreSetFlag<0, PIPE_MTE3>(3);
    AscendC::CrossCoreWaitFlag(3);
    const int64_t prev = (b + n - 1) % n;
    if (values[prev] != r * 1000 + prev) ++values[n + b];
    AscendC::CrossCoreSetFlag<0, PIPE_MTE3>(4);
    AscendC::CrossCoreWaitFlag<0, PIPE_MTE3>(4);
  }
  // Mode 1: this block's own AI core, so its own set is the only one needed.
  AscendC::CrossCoreSetFlag<1, PIPE_V>(9);
  AscendC::CrossCoreWaitFlag<1>(9);
}

TEST(BlockSync, CrossCoreFlagsActAsARepeatedMeeting) {
  for (uint32_t threads : {1u, 2u}) {
    std::vector<int32_t> board(2 * kBlocks, 0);
    LaunchWith(LaunchOptions{threads}, kBlocks, cross_core_flag_rounds, Gm(board));
    for (uint32_t b = 0; b < kBlocks; ++b) EXPECT_EQ(board[kBlocks + b], 0) << "block " << b;
  }
}

// A token passed around the ring with IBSet/IBWait: block b waits for
// block b-1, so the order-dependent accumulator sees the blocks in order.
extern "C" __global__ __aicore__ void ib_ring(GM_ADDR sync_gm, GM_ADDR acc_gm) {
  AscendC::TPipe pipe;
  AscendC::TBuf<AscendC::TPosition::VECCALC> buf;
  pipe.InitBuffer(buf, 32);
  AscendC::LocalTensor<int32_t> ub = buf.Get<int32_t>();
  const int32_t b = static_cast<int32_t>(AscendC::GetBlockIdx()), n = static_cast<int32_t>(AscendC::GetBlockNum());
  AscendC::GlobalTensor<int32_t> ws;
  ws.SetGlobalBuffer(reinterpret_cast<__gm__ int32_t*>(sync_gm), static_cast<uint64_t>(n) * 8);
  auto* acc = reinterpret_cast<uint64_t*>(acc_gm);  // wraps: order-dependent, never overflows
  if (b > 0) AscendC::IBWait(ws, ub, b, 0);
  acc[0] = acc[0] * 3 + static_cast<uint64_t>(b);
  if (b + 1 < n) AscendC::IBSet(ws, ub, b + 1, 0);
}

TEST(BlockSync, IbSetIbWaitRingRunsTheBlocksInOrder) {
  uint64_t expected = 0;
  for (uint64_t b = 0; b < kBlocks; ++b) expected = expected * 3 + b;
  for (uint32_t threads : {1u, 2u}) {
    std::vector<int32_t> sync(kBlocks * 8, 0);
    uint64_t acc = 0;
    LaunchWith(LaunchOptions{threads}, kBlocks, ib_ring, Gm(sync), reinterpret_cast<uint8_t*>(&acc));
    EXPECT_EQ(acc, expected) << "threads " << threads;
    for (int32_t v : sync) EXPECT_EQ(v, 0) << "every IBSet slot was consumed by its IBWait";
  }
}

// WaitPreBlock/NotifyNextBlock: three rounds of blocks strictly in order.
extern "C" __global__ __aicore__ void ordered_log(GM_ADDR sync_gm, GM_ADDR log_gm) {
  AscendC::TPipe pipe;
  AscendC::TBuf<AscendC::TPosition::VECCALC> buf;
  const uint32_t n = static_cast<uint32_t>(AscendC::GetBlockNum());
  pipe.InitBuffer(buf, n * 32 + 32);
  AscendC::LocalTensor<int32_t> ub = buf.Get<int32_t>();
  AscendC::GlobalTensor<int32_t> ws;
  ws.SetGlobalBuffer(reinterpret_cast<__gm__ int32_t*>(sync_gm), uint64_t{n} * 8);
  auto* log = reinterpret_cast<int32_t*>(log_gm);
  AscendC::InitDetermineComputeWorkspace(ws, ub);
  for (int round = 0; round < 3; ++round) {
    AscendC::WaitPreBlock(ws, ub);
    log[1 + log[0]++] = static_cast<int32_t>(AscendC::GetBlockIdx());
    AscendC::NotifyNextBlock(ws, ub);
  }
}

TEST(BlockSync, WaitPreBlockChainsTheBlocksInIndexOrderEveryRound) {
  for (uint32_t threads : {1u, 2u}) {
    std::vector<int32_t> sync(kBlocks * 8, 0), log(1 + 3 * kBlocks, -1);
    log[0] = 0;
    LaunchWith(LaunchOptions{threads}, kBlocks, ordered_log, Gm(sync), Gm(log));
    ASSERT_EQ(log[0], static_cast<int32_t>(3 * kBlocks));
    for (uint32_t i = 0; i < 3 * kBlocks; ++i) EXPECT_EQ(log[1 + i], static_cast<int32_t>(i % kBlocks)) << i;
  }
}

// Soft SyncAll with usedCores: only blocks [0, usedCores) meet.
extern "C" __global__ __aicore__ void soft_sync_subset(GM_ADDR sync_gm, GM_ADDR board) {
  AscendC::TPipe pipe;
  AscendC::TBuf<AscendC::TPosition::VECCALC> buf;
  const int32_t n = static_cast<int32_t>(AscendC::GetBlockNum()), b = static_cast<int32_t>(AscendC::GetBlockIdx());
  pipe.InitBuffer(buf, n * 32);
  AscendC::GlobalTensor<int32_t> ws;
  ws.SetGlobalBuffer(reinterpret_cast<__gm__ int32_t*>(sync_gm), static_cast<uint64_t>(n) * 8);
  auto* values = reinterpret_cast<int32_t*>(board);
  constexpr int32_t kUsed = 5;
  if (b >= kUsed) return;
  values[b] = b + 1;
  AscendC::SyncAll(ws, buf.Get<int32_t>(), kUsed);
  int32_t sum = 0;
  for (int32_t i = 0; i < kUsed; ++i) sum += values[i];
  values[8 + b] = sum;
}

TEST(BlockSync, SoftSyncAllMeetsTheFirstUsedCoresBlocks) {
  for (uint32_t threads : {1u, 2u}) {
    std::vector<int32_t> sync(8 * 8, 0), board(16, 0);
    LaunchWith(LaunchOptions{threads}, 8, soft_sync_subset, Gm(sync), Gm(board));
    for (int b = 0; b < 5; ++b) EXPECT_EQ(board[8 + b], 15) << "block " << b;
  }
}

// --- Deadlocks become errors naming the blocks and what they wait for.

// GroupBarrier on Ascend 950: the vendor's group_barrier example lists the
// 950 among its products; it was a compile error here (SPEC 12.3).
extern "C" __global__ __aicore__ void group_barrier_950(GM_ADDR workspace, GM_ADDR board) {
  AscendC::GroupBarrier<AscendC::PipeMode::MTE3_MODE> barrier(workspace, 2, 3);
  auto* values = reinterpret_cast<int32_t*>(board);
  const uint32_t b = static_cast<uint32_t>(AscendC::GetBlockIdx());
  for (int32_t r = 1; r <= 3; ++r) {
    if (b < 2) {
      values[b] = r;
      barrier.Arrive(b);
    } else {
      barrier.Wait(b - 2);
      values[b] += values[0] >= r && values[1] >= r ? 1 : 100;  // both arrivals of round r seen
    }
  }
}

TEST(BlockSync, GroupBarrierRunsOnAscend950) {
  alignas(512) static uint8_t workspace[4 * 512];
  std::vector<int32_t> board(8, 0);
  LaunchWith(LaunchOptions{2}, 5, group_barrier_950, workspace, reinterpret_cast<uint8_t*>(board.data()));
  for (uint32_t b = 2; b < 5; ++b) EXPECT_EQ(board[b], 3) << "block " << b;
}

extern "C" __global__ __aicore__ void barrier_block3_skips() {
  if (AscendC::GetBlockIdx() == 3) return;
  AscendC::SyncAll();
}

TEST(BlockSyncDeadlock, ABarrierABlockReturnedFromIsAnErrorNamingTheBlocks) {
  for (uint32_t threads : {1u, 2u}) {
    EXPECT_TRUE(RaisesError([&] { LaunchWith(LaunchOptions{threads}, kBlocks, barrier_block3_skips); },
                            Severity::kFatal, {"SyncAll", "waiting blocks=0-2,4-47", "at the barrier of all 48 blocks (47 arrived)",
                                               "every other block returned (3)", "deadlock"}))
        << "threads " << threads;
  }
}

extern "C" __global__ __aicore__ void waits_for_unset_ib(GM_ADDR sync_gm) {
  AscendC::TPipe pipe;
  AscendC::TBuf<AscendC::TPosition::VECCALC> buf;
  pipe.InitBuffer(buf, 32);
  AscendC::GlobalTensor<int32_t> ws;
  ws.SetGlobalBuffer(reinterpret_cast<__gm__ int32_t*>(sync_gm), 8 * 8);
  if (AscendC::GetBlockIdx() == 5) AscendC::IBWait(ws, buf.Get<int32_t>(), 5, 0);
}

void waits_for_unset_ib_direct(uint8_t* sync_gm) {
  AscendC::TPipe pipe;
  AscendC::TBuf<AscendC::TPosition::VECCALC> buf;
  pipe.InitBuffer(buf, 32);
  AscendC::GlobalTensor<int32_t> ws;
  ws.SetGlobalBuffer(reinterpret_cast<__gm__ int32_t*>(sync_gm), 8 * 8);
  AscendC::IBWait(ws, buf.Get<int32_t>(), 0, 0);
}

TEST(BlockSyncDeadlock, AWaitNobodyWillSatisfyIsAnErrorNamingTheBlockAndTheFlag) {
  std::vector<int32_t> sync(8 * 8, 0);
  for (uint32_t threads : {1u, 2u}) {
    EXPECT_TRUE(RaisesError([&] { LaunchWith(LaunchOptions{threads}, 8, waits_for_unset_ib, Gm(sync)); },
                            Severity::kFatal, {"IBWait", "waiting blocks=5", "its IBSet slot to become 1",
                                               "returned (0-4,6-7)", "(block 5)"}));
  }
}

extern "C" __global__ __aicore__ void flag_waits_twice() {
  AscendC::CrossCoreSetFlag<0, PIPE_MTE3>(2);
  AscendC::CrossCoreWaitFlag(2);
  AscendC::CrossCoreWaitFlag(2);  // one set, two waits: no round left
}

TEST(BlockSyncDeadlock, EveryBlockWaitingForAFlagIsReported) {
  EXPECT_TRUE(RaisesError([&] { LaunchWith(LaunchOptions{2}, 6, flag_waits_twice); }, Severity::kFatal,
                          {"CrossCoreWaitFlag", "waiting blocks=0-5", "cross-core flag 2",
                           "every block of the launch waits"}));
}

TEST(BlockSyncDeadlock, AKernelCalledDirectlyIsOneBlockThatCannotWaitForOthers) {
  ascendc_host::testing::FreshCore();
  std::vector<int32_t> board(2, 0);
  sync_all_rounds(Gm(board));  // a barrier of one block passes
  EXPECT_EQ(board[1], 0);
  std::vector<int32_t> sync(8 * 8, 0);
  EXPECT_TRUE(RaisesError([&] { waits_for_unset_ib_direct(Gm(sync)); }, Severity::kFatal,
                          {"IBWait", "called directly", "deadlock"}));
}

extern "C" __global__ __aicore__ void block7_fails_others_wait() {
  if (AscendC::GetBlockIdx() == 7) ascendc_host::RaiseFatal("Kernel", "block", "7", "fails on purpose");
  AscendC::SyncAll();
  AscendC::SyncAll();
}

TEST(BlockSyncDeadlock, AnErrorInOneBlockUnwindsTheBlocksWaitingForIt) {
  for (uint32_t threads : {1u, 2u}) {
    EXPECT_TRUE(RaisesError([&] { LaunchWith(LaunchOptions{threads}, kBlocks, block7_fails_others_wait); },
                            Severity::kFatal, {"fails on purpose", "(block 7)"}));
    // The waiting blocks were unwound: a launch right after runs normally.
    std::vector<int32_t> board(2 * kBlocks, 0);
    LaunchWith(LaunchOptions{threads}, kBlocks, sync_all_rounds, Gm(board));
    EXPECT_EQ(board[kBlocks], 0);
  }
}

// A waiting block sleeps: while block 0 takes 200 ms to arrive, the other
// block's condition is examined a bounded number of times, not in a loop.
extern "C" __global__ __aicore__ void slow_arrival() {
  if (AscendC::GetBlockIdx() == 0) std::this_thread::sleep_for(std::chrono::milliseconds(200));
  AscendC::SyncAll();
}

TEST(BlockSync, AWaitingBlockDoesNotSpin) {
  const uint64_t before = ascendc_host::runtime::WaitConditionChecks();
  LaunchWith(LaunchOptions{2}, 2, slow_arrival);
  EXPECT_LT(ascendc_host::runtime::WaitConditionChecks() - before, 20u);
}

}  // namespace
