// Synchronisation within a core (SetFlag/WaitFlag, TQueSync, Mutex,
// AllocMutexID/ReleaseMutexID, DataSyncBarrier, task sync, LocalMemBar) and
// the misuse rows of the inter-block APIs: the pairing rules are ERROR in
// checked mode (the NPU would hang or misbehave), no-ops otherwise.
#include <gtest/gtest.h>

#include <set>
#include <vector>

#include "kernel_operator.h"
#include "support/ub_helpers.h"

namespace {

using ascendc_host::ScopedCheckedMode;
using ascendc_host::Severity;
using ascendc_host::testing::FreshCore;
using ascendc_host::testing::RaisesError;

TEST(InCoreSync, SetFlagWaitFlagPairsPassAndMisuseIsAnError) {
  FreshCore();
  ScopedCheckedMode on(true);
  AscendC::SetFlag<AscendC::HardEvent::MTE2_V>(EVENT_ID0);
  AscendC::WaitFlag<AscendC::HardEvent::MTE2_V>(EVENT_ID0);
  AscendC::SetFlag<AscendC::HardEvent::V_MTE3>(3);
  AscendC::SetFlag<AscendC::HardEvent::MTE3_V>(3);  // another event, the same id: independent
  AscendC::WaitFlag<AscendC::HardEvent::MTE3_V>(3);
  AscendC::WaitFlag<AscendC::HardEvent::V_MTE3>(3);
  EXPECT_TRUE(RaisesError([] { AscendC::WaitFlag<AscendC::HardEvent::MTE2_V>(1); }, Severity::kError,
                          {"WaitFlag", "eventID=1", "no SetFlag before this WaitFlag"}));
  AscendC::SetFlag<AscendC::HardEvent::S_V>(2);
  EXPECT_TRUE(RaisesError([] { AscendC::SetFlag<AscendC::HardEvent::S_V>(2); }, Severity::kError,
                          {"SetFlag", "eventID=2", "set twice"}));
  EXPECT_TRUE(RaisesError([] { AscendC::SetFlag<AscendC::HardEvent::S_V>(8); }, Severity::kError,
                          {"eventID=8", "[0, 7]"}));
  ScopedCheckedMode off(false);
  AscendC::WaitFlag<AscendC::HardEvent::M_V>(5);  // release: no effect
}

TEST(InCoreSync, TQueSyncPairsPerSourceAndDestinationPipe) {
  FreshCore();
  ScopedCheckedMode on(true);
  AscendC::TQueSync<PIPE_S, PIPE_MTE3> sync;
  sync.SetFlag(0);
  sync.WaitFlag(0);
  AscendC::TQueSync<PIPE_MTE2, PIPE_V> other;
  other.SetFlag(0);
  EXPECT_TRUE(RaisesError([&] { sync.WaitFlag(0); }, Severity::kError, {"TQueSync::WaitFlag", "no SetFlag"}));
  other.WaitFlag(0);
}

TEST(InCoreSync, MutexIdsAreHandedOutAndReleased) {
  FreshCore();
  ScopedCheckedMode on(true);
  std::set<int> ids;
  for (int i = 0; i < 28; ++i) ids.insert(AscendC::AllocMutexID());
  EXPECT_EQ(ids.size(), 28u);
  EXPECT_EQ(*ids.rbegin(), 27) << "28-31 are the system's";
  EXPECT_TRUE(RaisesError([] { AscendC::AllocMutexID(); }, Severity::kError, {"AllocMutexID", "every MutexID is taken"}));
  AscendC::ReleaseMutexID(5);
  EXPECT_EQ(AscendC::AllocMutexID(), 5);
  for (int id : ids) AscendC::ReleaseMutexID(static_cast<AscendC::MutexID>(id));
  EXPECT_TRUE(RaisesError([] { AscendC::ReleaseMutexID(5); }, Severity::kError,
                          {"ReleaseMutexID", "id=5", "not handed out by AllocMutexID"}));
  EXPECT_TRUE(RaisesError([] { AscendC::ReleaseMutexID(40); }, Severity::kError, {"id=40", "[0, 31]"}));
}

TEST(InCoreSync, LockAndUnlockAlternateOnOnePipe) {
  FreshCore();
  ScopedCheckedMode on(true);
  const AscendC::MutexID id = AscendC::AllocMutexID();
  for (int i = 0; i < 3; ++i) {  // the page's pattern: each stage locks and unlocks its pipe
    AscendC::Mutex::Lock<PIPE_MTE2>(id);
    AscendC::Mutex::Unlock<PIPE_MTE2>(id);
    AscendC::Mutex::Lock<PIPE_V>(id);
    AscendC::Mutex::Unlock<PIPE_V>(id);
  }
  EXPECT_TRUE(RaisesError([&] { AscendC::Mutex::Unlock<PIPE_V>(id); }, Severity::kError,
                          {"Mutex::Unlock", "not locked"}));
  AscendC::Mutex::Lock<PIPE_V>(id);
  EXPECT_TRUE(RaisesError([&] { AscendC::Mutex::Lock<PIPE_V>(id); }, Severity::kError,
                          {"Mutex::Lock", "locked twice"}));
  EXPECT_TRUE(RaisesError([&] { AscendC::Mutex::Unlock<PIPE_MTE3>(id); }, Severity::kError,
                          {"pipe=PIPE_MTE3", "differs from the pipe of its Lock (PIPE_V)"}));
  EXPECT_TRUE(RaisesError([&] { AscendC::ReleaseMutexID(id); }, Severity::kError, {"released while locked"}));
  ascendc_host::ClearWarnings();
  AscendC::Mutex::Lock<PIPE_S>(30);
  EXPECT_TRUE(ascendc_host::testing::Warned("reserved for the system"));
}

TEST(InCoreSync, TaskSyncIsOncePerCore) {
  FreshCore();
  ScopedCheckedMode on(true);
  AscendC::SetNextTaskStart();
  AscendC::WaitPreTaskEnd();
  EXPECT_TRUE(RaisesError([] { AscendC::SetNextTaskStart<PIPE_V, PIPE_M>(); }, Severity::kError,
                          {"SetNextTaskStart", "once per core"}));
  EXPECT_TRUE(RaisesError([] { AscendC::WaitPreTaskEnd<true>(); }, Severity::kError, {"WaitPreTaskEnd"}));
  FreshCore();
  AscendC::SetNextTaskStart();  // a fresh core counts again
}

// The DataSyncBarrier page's example: block 0 writes data, a barrier, then
// a flag; block 1 polls the flag and reads the data.
extern "C" __global__ __aicore__ void publish_then_flag(GM_ADDR gm) {
  auto* words = reinterpret_cast<int32_t*>(gm);
  if (AscendC::GetBlockIdx() == 0) {
    __atomic_store_n(&words[1], 21, __ATOMIC_RELAXED);
    AscendC::DataSyncBarrier<AscendC::MemDsbT::DDR>();
    __atomic_store_n(&words[0], 1, __ATOMIC_RELAXED);
    return;
  }
  while (__atomic_load_n(&words[0], __ATOMIC_RELAXED) != 1) {
  }
  AscendC::DataSyncBarrier<AscendC::MemDsbT::ALL>();
  words[2] = 2 * __atomic_load_n(&words[1], __ATOMIC_RELAXED);
}

TEST(InCoreSync, DataSyncBarrierOrdersGmWritesForOtherBlocks) {
  for (uint32_t threads : {1u, 2u}) {
    std::vector<int32_t> gm(3, 0);
    ascendc_host::LaunchWith(ascendc_host::LaunchOptions{threads}, 2, publish_then_flag,
                             reinterpret_cast<uint8_t*>(gm.data()));
    EXPECT_EQ(gm[2], 42);
  }
}

TEST(InCoreSync, LocalMemBarIsAnOrderingPointInsideAVectorFunction) {
  AscendC::Reg::LocalMemBar<AscendC::Reg::MemType::VEC_STORE, AscendC::Reg::MemType::VEC_LOAD>();
  AscendC::Reg::LocalMemBar<AscendC::Reg::MemType::SCALAR_ALL, AscendC::Reg::MemType::VEC_ALL>();
  // Pairs the page does not list (e.g. VEC_LOAD -> VEC_LOAD) do not compile.
  static_assert(!AscendC::Reg::detail::LocalMemBarPair(AscendC::Reg::MemType::VEC_LOAD,
                                                       AscendC::Reg::MemType::VEC_LOAD),
                "");
}

// --- Misuse rows of the inter-block APIs (block_sync.h) ---------------------

TEST(BlockSyncErrors, ModesWithCubeCoresAndFlagIdsOutOfRange) {
  FreshCore();
  ScopedCheckedMode on(true);
  EXPECT_TRUE(RaisesError([] { AscendC::CrossCoreSetFlag<2, PIPE_MTE3>(0); }, Severity::kError,
                          {"CrossCoreSetFlag", "modeId=2", "vector cores only"}));
  EXPECT_TRUE(RaisesError([] { AscendC::CrossCoreWaitFlag<4>(0); }, Severity::kError,
                          {"CrossCoreWaitFlag", "modeId=4"}));
  EXPECT_TRUE(RaisesError([] { AscendC::CrossCoreSetFlag<0, PIPE_V>(16); }, Severity::kError,
                          {"flagId=16", "[0, 15]"}));
}

TEST(BlockSyncErrors, WorkspacesAndIndicesAreValidated) {
  FreshCore();
  AscendC::TPipe pipe;
  AscendC::TBuf<AscendC::TPosition::VECCALC> buf;
  pipe.InitBuffer(buf, 32);
  std::vector<int32_t> gm(8, 0);
  AscendC::GlobalTensor<int32_t> ws;
  ws.SetGlobalBuffer(reinterpret_cast<__gm__ int32_t*>(gm.data()), 8);
  AscendC::GlobalTensor<int32_t> small;
  small.SetGlobalBuffer(reinterpret_cast<__gm__ int32_t*>(gm.data()), 4);
  ScopedCheckedMode on(true);
  EXPECT_TRUE(RaisesError([&] { AscendC::SyncAll(small, buf.Get<int32_t>()); }, Severity::kError,
                          {"SyncAll", "gmWorkspace=16 bytes", "smaller than the 32 bytes"}));
  EXPECT_TRUE(RaisesError([&] { AscendC::SyncAll(ws, buf.Get<int32_t>(), 2); }, Severity::kError,
                          {"usedCores=2", "[0, 1]"}));
  EXPECT_TRUE(RaisesError([&] { AscendC::IBSet(ws, buf.Get<int32_t>(), 1, 0); }, Severity::kError,
                          {"IBSet", "blockIdx=1", "a block of the launch"}));
  ScopedCheckedMode off(false);
  // An IBSet slot beyond a sized workspace is never touched.
  EXPECT_TRUE(RaisesError([&] { AscendC::IBSet(ws, buf.Get<int32_t>(), 0, 1); }, Severity::kFatal,
                          {"IBSet", "holds no slot for eventID 1"}));
  AscendC::SyncAll(ws, buf.Get<int32_t>());  // one block: passes
  AscendC::SyncAll();
}

}  // namespace
