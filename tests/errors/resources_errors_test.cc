// Misuse of the resource-management and data-structure APIs (SPEC 15): each
// row of SPEC 15's tables raises its diagnostic at its level, naming the API,
// the parameter, the value and the rule; ERROR rows also show their release
// behaviour.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "kernel_operator.h"
#include "support/kernel_helpers.h"
#include "support/ub_helpers.h"

namespace {

using ascendc_host::ScopedCheckedMode;
using ascendc_host::Severity;
using ascendc_host::testing::FreshCore;
using ascendc_host::testing::GmBuffer;
using ascendc_host::testing::RaisesError;
using ascendc_host::testing::Warned;

// ------------------------------------------------------------------ TPipe

TEST(ResourcesErrors, ASecondLiveTPipeIsAnError) {
  FreshCore();
  const ScopedCheckedMode checked(true);
  AscendC::TPipe first;
  EXPECT_TRUE(RaisesError([] { AscendC::TPipe second; }, Severity::kError,
                          {"TPipe", "pipe=second", "another TPipe is alive"}));
  EXPECT_EQ(AscendC::GetTPipePtr(), &first);  // the failed construction left the first in place
  first.Destroy();
  AscendC::TPipe after;  // fine once the first is destroyed
  EXPECT_EQ(AscendC::GetTPipePtr(), &after);
}

TEST(ResourcesErrors, InitOfALivePipeWarnsAndStartsOver) {
  FreshCore();
  const ScopedCheckedMode checked(true);
  ascendc_host::ClearWarnings();
  AscendC::TPipe pipe;
  AscendC::TBuf<AscendC::TPosition::VECCALC> buf;
  pipe.InitBuffer(buf, 64);
  pipe.Init();
  EXPECT_TRUE(Warned("TPipe::Init: pipe=alive"));
  EXPECT_EQ(pipe.GetUsedBytes(), 0u);
}

TEST(ResourcesErrors, ThePipeIsNotUsableAfterDestroy) {
  FreshCore();
  AscendC::TPipe pipe;
  AscendC::TQue<AscendC::TPosition::VECIN, 1> q;
  pipe.Destroy();
  pipe.Destroy();  // twice is harmless
  EXPECT_TRUE(RaisesError([&] { pipe.InitBuffer(q, 1, 64); }, Severity::kFatal, {"pipe=destroyed", "after Destroy"}));
  EXPECT_TRUE(RaisesError([&] { pipe.AllocEventID<AscendC::HardEvent::V_S>(); }, Severity::kFatal,
                          {"TPipe::AllocEventID", "pipe=destroyed"}));
  EXPECT_TRUE(RaisesError([&] { pipe.Reset(); }, Severity::kFatal, {"TPipe::Reset", "pipe=destroyed"}));
}

TEST(ResourcesErrors, AddressedInitBufferStaysInUbAndAligned) {
  FreshCore();
  AscendC::TPipe pipe;
  AscendC::TQue<AscendC::TPosition::VECIN, 1> q;
  const uint32_t ub = ascendc_host::runtime::CurrentCore().ub_bytes;
  ascendc_host::testing::ExpectFatalLeavesUbUntouched(
      [&] { pipe.InitBuffer(q, AscendC::Std::make_tuple(ub - 512, 1024)); },
      {"TPipe::InitBuffer", "addr0=", "exceeds the UB"});
  EXPECT_TRUE(RaisesError([&] { pipe.InitBuffer(q, AscendC::Std::make_tuple(0, 64), AscendC::Std::make_tuple(64, 0)); },
                          Severity::kFatal, {"addr1=64, 0", "length > 0"}));
  {
    const ScopedCheckedMode checked(true);
    EXPECT_TRUE(RaisesError([&] { pipe.InitBuffer(q, AscendC::Std::make_tuple(16, 64)); }, Severity::kError,
                            {"TPipe::InitBuffer", "addr0", "32"}));
  }
  {
    const ScopedCheckedMode release(false);
    pipe.InitBuffer(q, AscendC::Std::make_tuple(16, 64));  // release: placed as given
    auto t = q.AllocTensor<uint8_t>();
    EXPECT_EQ(ascendc_host::runtime::CurrentCore().AddressOf(t.GetPhyAddr()), 16u);
  }
}

TEST(ResourcesErrors, AddressedBlocksOverThePipesOwnWarn) {
  FreshCore();
  const ScopedCheckedMode checked(true);
  ascendc_host::ClearWarnings();
  AscendC::TPipe pipe;
  AscendC::TQue<AscendC::TPosition::VECIN, 1> q1, q2;
  pipe.InitBuffer(q1, 1, 1024);
  pipe.InitBuffer(q2, AscendC::Std::make_tuple(512, 512));
  EXPECT_TRUE(Warned("overlaps the buffers InitBuffer(que, num, len) placed"));
}

TEST(ResourcesErrors, EventIdsAreEightPerHardEvent) {
  FreshCore();
  AscendC::TPipe pipe;
  for (int i = 0; i < 8; ++i) EXPECT_EQ(pipe.AllocEventID<AscendC::HardEvent::MTE2_V>(), i);
  {
    const ScopedCheckedMode checked(true);
    EXPECT_TRUE(RaisesError([&] { pipe.AllocEventID<AscendC::HardEvent::MTE2_V>(); }, Severity::kError,
                            {"TPipe::AllocEventID", "evt=", "all 8 event ids"}));
    EXPECT_TRUE(RaisesError([&] { pipe.FetchEventID(AscendC::HardEvent::MTE2_V); }, Severity::kError,
                            {"TPipe::FetchEventID", "all 8 event ids"}));
  }
  const ScopedCheckedMode release(false);
  EXPECT_EQ(pipe.AllocEventID<AscendC::HardEvent::MTE2_V>(), 7);  // release: the last id
  EXPECT_EQ(pipe.AllocEventID<AscendC::HardEvent::V_MTE3>(), 0);  // other events are unaffected
}

TEST(ResourcesErrors, ReleasingAnIdNotAllocatedIsAnError) {
  FreshCore();
  AscendC::TPipe pipe;
  const ScopedCheckedMode checked(true);
  EXPECT_TRUE(RaisesError([&] { pipe.ReleaseEventID<AscendC::HardEvent::V_S>(3); }, Severity::kError,
                          {"TPipe::ReleaseEventID", "id=3", "was not allocated"}));
  const AscendC::TEventID id = pipe.AllocEventID<AscendC::HardEvent::V_S>();
  EXPECT_TRUE(RaisesError([&] { pipe.ReleaseEventID<AscendC::HardEvent::S_V>(id); }, Severity::kError,
                          {"id=0", "was not allocated by AllocEventID for this HardEvent"}));
  pipe.ReleaseEventID<AscendC::HardEvent::V_S>(id);
  EXPECT_TRUE(RaisesError([&] { pipe.ReleaseEventID<AscendC::HardEvent::V_S>(id); }, Severity::kError,
                          {"released already"}));
  EXPECT_TRUE(RaisesError([&] { pipe.ReleaseEventID<AscendC::HardEvent::V_S>(8); }, Severity::kError,
                          {"id=8", "must be in [0, 8)"}));
  EXPECT_TRUE(RaisesError([&] { pipe.ReleaseEventID<AscendC::HardEvent::V_S>(-1); }, Severity::kError, {"id=-1"}));
  const ScopedCheckedMode release(false);
  pipe.ReleaseEventID<AscendC::HardEvent::V_S>(5);  // release: nothing happens
  EXPECT_EQ(pipe.AllocEventID<AscendC::HardEvent::V_S>(), 0);
}

TEST(ResourcesErrors, GetBaseAddrKnowsOnlyTheUb) {
  FreshCore();
  AscendC::TPipe pipe;
  const ScopedCheckedMode checked(true);
  EXPECT_TRUE(RaisesError([&] { pipe.GetBaseAddr(static_cast<int8_t>(AscendC::TPosition::A1)); }, Severity::kError,
                          {"TPipe::GetBaseAddr", "logicPos=1", "only UB is simulated"}));
  EXPECT_TRUE(RaisesError([&] { pipe.GetBaseAddr(static_cast<int8_t>(AscendC::TPosition::GM)); }, Severity::kError,
                          {"logicPos=0"}));
  EXPECT_TRUE(RaisesError([&] { pipe.GetBaseAddr(99); }, Severity::kError, {"logicPos=99", "is no TPosition"}));
  const ScopedCheckedMode release(false);
  EXPECT_EQ(pipe.GetBaseAddr(static_cast<int8_t>(AscendC::TPosition::A1)), nullptr);
}

// -------------------------------------------------------------- SPM buffer

// A fresh core, then a pipe with a 1 KiB TBuf of T and a registered GM
// workspace of `gm_bytes` bound as a GlobalTensor<T>.
struct FreshCoreFirst {
  FreshCoreFirst() { FreshCore(); }
};
template <typename T>
struct SpmSetup : FreshCoreFirst {
  explicit SpmSetup(size_t gm_bytes) : ws(gm_bytes) {
    pipe.InitBuffer(buf, 1024);
    t = buf.Get<T>();
    gm.SetGlobalBuffer(ws.as<T>(), gm_bytes / sizeof(T));
  }
  AscendC::TPipe pipe;
  AscendC::TBuf<AscendC::TPosition::VECCALC> buf;
  AscendC::LocalTensor<T> t;
  GmBuffer ws;
  AscendC::GlobalTensor<T> gm;
};

TEST(ResourcesErrors, SpmAccessesStayInsideTheSpmBuffer) {
  SpmSetup<float> s(4096);
  EXPECT_TRUE(RaisesError([&] { s.pipe.WriteSpmBuffer(s.t, 64); }, Severity::kFatal,
                          {"TPipe::WriteSpmBuffer", "InitSpmBuffer was not called"}));
  s.pipe.InitSpmBuffer(s.gm, 512);  // a 512-byte SPM buffer in a 4 KiB workspace
  // 4 blocks of 128 bytes: 512 bytes from offset 32 leave the SPM buffer.
  AscendC::DataCopyParams params{4, 4, 0, 0};
  EXPECT_TRUE(RaisesError([&] { s.pipe.WriteSpmBuffer(s.t, params, 32); }, Severity::kFatal,
                          {"TPipe::WriteSpmBuffer", "copyParams=SPM bytes [32, 544)", "leave the SPM buffer of 512 bytes"}));
  EXPECT_TRUE(RaisesError([&] { s.pipe.ReadSpmBuffer(s.t, params, 32); }, Severity::kFatal,
                          {"TPipe::ReadSpmBuffer", "leave the SPM buffer of 512 bytes"}));
  EXPECT_TRUE(RaisesError([&] { s.pipe.WriteSpmBuffer(s.t, 32, 600); }, Severity::kFatal,
                          {"offset=600", "outside the SPM buffer of 512 bytes"}));
  EXPECT_TRUE(RaisesError([&] { s.pipe.ReadSpmBuffer(s.t, 32, -32); }, Severity::kFatal, {"offset=-32"}));
  for (int i = 0; i < 4096; ++i) EXPECT_EQ(s.ws.get()[i], 0) << "nothing was written";
  // The UB side is checked like DataCopy's.
  const uint32_t ub = ascendc_host::runtime::CurrentCore().ub_bytes;
  AscendC::LocalTensor<float> tail(AscendC::TPosition::VECCALC, ub - 64, 16);
  EXPECT_TRUE(RaisesError([&] { s.pipe.WriteSpmBuffer(tail, 64); }, Severity::kFatal,
                          {"TPipe::WriteSpmBuffer", "src"}));
}

TEST(ResourcesErrors, SpmParametersFollowTheirRanges) {
  SpmSetup<half> s(2048);
  EXPECT_TRUE(RaisesError([&] { s.pipe.InitSpmBuffer(s.gm, 4096); }, Severity::kFatal,
                          {"TPipe::InitSpmBuffer", "bufferSize=4096", "exceeds the workspace tensor's 2048 bytes"}));
  AscendC::GlobalTensor<half> unbound;
  EXPECT_TRUE(RaisesError([&] { s.pipe.InitSpmBuffer(unbound, 64); }, Severity::kFatal, {"workspace=unbound"}));
  const ScopedCheckedMode checked(true);
  EXPECT_TRUE(RaisesError([&] { s.pipe.InitSpmBuffer(s.gm, 0); }, Severity::kError, {"bufferSize=0", "must be positive"}));
  s.pipe.InitSpmBuffer(s.gm, 2048);
  EXPECT_TRUE(RaisesError([&] { s.pipe.WriteSpmBuffer(s.t, AscendC::DataCopyParams{0, 1, 0, 0}); }, Severity::kError,
                          {"copyParams.blockCount=0", "[1, 4095]"}));
  EXPECT_TRUE(RaisesError([&] { s.pipe.WriteSpmBuffer(s.t, AscendC::DataCopyParams{1, 0, 0, 0}); }, Severity::kError,
                          {"copyParams.blockLen"}));
  EXPECT_TRUE(RaisesError([&] { s.pipe.WriteSpmBuffer(s.t, -5); }, Severity::kError, {"size=-5"}));
  ascendc_host::ClearWarnings();
  s.pipe.WriteSpmBuffer(s.t, 20);  // 40 bytes: rounded down to one DataBlock
  EXPECT_TRUE(Warned("is not a multiple of 32 bytes"));
}

// ---------------------------------------------------------------- TBufPool

TEST(ResourcesErrors, TBufPoolOverAllocationIsAnError) {
  FreshCore();
  AscendC::TPipe pipe;
  AscendC::TBufPool<AscendC::TPosition::VECCALC> pool;
  AscendC::TQue<AscendC::TPosition::VECIN, 1> q1, q2;
  pipe.InitBufPool(pool, 1000);  // 1024 bytes
  pool.InitBuffer(q1, 1, 512);
  {
    const ScopedCheckedMode checked(true);
    EXPECT_TRUE(RaisesError([&] { pool.InitBuffer(q2, 2, 512); }, Severity::kError,
                            {"TBufPool::InitBuffer", "len=1024 bytes", "exceeds the pool: 512 bytes left",
                             "range [0, 1024)"}));
  }
  const ScopedCheckedMode release(false);
  pool.InitBuffer(q2, 2, 512);  // release: handed out past the pool, as the NPU would
  auto t = q2.AllocTensor<uint8_t>();
  EXPECT_EQ(ascendc_host::runtime::CurrentCore().AddressOf(t.GetPhyAddr()), 512u);
  // Past the UB it stays FATAL.
  AscendC::TQue<AscendC::TPosition::VECIN, 1> big;
  EXPECT_TRUE(RaisesError([&] { pool.InitBuffer(big, 1, 1u << 20); }, Severity::kFatal, {"exceeds the UB"}));
}

TEST(ResourcesErrors, TBufPoolHandsOutAtMostBufIdSizeBuffers) {
  FreshCore();
  AscendC::TPipe pipe;
  AscendC::TBufPool<AscendC::TPosition::VECCALC, 2> pool;
  AscendC::TQue<AscendC::TPosition::VECIN, 2> q;
  AscendC::TBuf<AscendC::TPosition::VECCALC> b;
  pipe.InitBufPool(pool, 4096);
  pool.InitBuffer(q, 2, 256);
  const ScopedCheckedMode checked(true);
  EXPECT_TRUE(RaisesError([&] { pool.InitBuffer(b, 64); }, Severity::kError,
                          {"TBufPool::InitBuffer", "num=1", "bufIDSize of 2"}));
}

TEST(ResourcesErrors, PoolsNeedARangeAndFitTheirParents) {
  FreshCore();
  AscendC::TPipe pipe;
  AscendC::TBufPool<AscendC::TPosition::VECCALC> unplaced, parent, sub, shared;
  AscendC::TBufPool<AscendC::TPosition::VECCALC, 8> wide;
  AscendC::TQue<AscendC::TPosition::VECIN, 1> q;
  EXPECT_TRUE(RaisesError([&] { unplaced.InitBuffer(q, 1, 64); }, Severity::kFatal,
                          {"TBufPool::InitBuffer", "bufPool=uninitialised"}));
  pipe.InitBufPool(parent, 2048);
  const ScopedCheckedMode checked(true);
  EXPECT_TRUE(RaisesError([&] { parent.InitBufPool(wide, 512); }, Severity::kError,
                          {"TBufPool::InitBufPool", "bufIDSize=8", "buffers this pool has left (4)"}));
  parent.InitBufPool(sub, 512);
  EXPECT_TRUE(RaisesError([&] { parent.InitBufPool(shared, 1024, sub); }, Severity::kError,
                          {"len=1024", "exceeds the length of shareBuf (512 bytes)"}));
  EXPECT_TRUE(RaisesError([&] { pipe.InitBufPool(shared, 4096, sub); }, Severity::kError,
                          {"TPipe::InitBufPool", "len=4096", "shareBuf (512 bytes)"}));
  EXPECT_TRUE(RaisesError([&] { pipe.InitBufPool(shared, 64, unplaced); }, Severity::kFatal,
                          {"shareBuf=uninitialised"}));
  EXPECT_TRUE(RaisesError([&] { parent.InitBufPool(shared, 4096); }, Severity::kError,
                          {"TBufPool::InitBufPool", "exceeds the pool"}));
  EXPECT_TRUE(RaisesError([&] { pipe.InitBufPool(shared, 1u << 20); }, Severity::kFatal, {"exceeds the UB"}));
}

// A custom pool for the misuse rows.
class SmallPool {
 public:
  SmallPool() { Init(); }
  EXTERN_IMPL_BUFPOOL(SmallPool, AscendC::TPosition::VECCALC, 2);
};

TEST(ResourcesErrors, CustomPoolCallsAreChecked) {
  FreshCore();
  AscendC::TPipe pipe;
  SmallPool pool, other;
  pipe.InitBufPool(pool, 1024);
  pipe.InitBufPool(other, 1024);
  AscendC::TQue<AscendC::TPosition::VECIN, 2> q;
  AscendC::TBuf<AscendC::TPosition::VECCALC> b;
  const ScopedCheckedMode checked(true);
  EXPECT_TRUE(RaisesError([&] { pool.GetBufHandle(3); }, Severity::kError, {"GetBufHandle", "offset=3", "BUFID_SIZE (2)"}));
  EXPECT_TRUE(RaisesError([&] { pool.SetCurBufSize(3); }, Severity::kError, {"SetCurBufSize", "curBufSize=3"}));
  EXPECT_TRUE(RaisesError([&] { pool.SetCurAddr(5000); }, Severity::kError,
                          {"SetCurAddr", "curAddr=5000", "range [0, 1024)"}));
  auto h = pool.GetBufHandle(0);
  EXPECT_TRUE(RaisesError([&] { q.InitStartBufHandle(h, 9, 64); }, Severity::kError,
                          {"TQueBind::InitStartBufHandle", "num=9", "[1, 8]"}));
  q.InitStartBufHandle(h, 2, 64);
  EXPECT_TRUE(RaisesError([&] { q.InitBufHandle(&other, 0, h, 0, 64); }, Severity::kFatal,
                          {"TQueBind::InitBufHandle", "bufhandle=not of bufPool"}));
  EXPECT_TRUE(RaisesError([&] { q.InitBufHandle(&pool, 2, h, 0, 64); }, Severity::kFatal,
                          {"index=2", "InitStartBufHandle gave 2"}));
  EXPECT_TRUE(RaisesError([&] { q.InitBufHandle(&pool, 0, h, 2048, 64); }, Severity::kError,
                          {"curPoolAddr=[2048, 2112)", "outside the pool's range [0, 1024)"}));
  auto last = pool.GetBufHandle(1);
  EXPECT_TRUE(RaisesError([&] { q.InitBufHandle(&pool, 1, last, 64, 64); }, Severity::kError,
                          {"index=1", "past the pool's 2 buffers"}));
  EXPECT_TRUE(RaisesError([&] { q.InitBufHandle(&pool, 0, h, ascendc_host::runtime::CurrentCore().ub_bytes, 64); },
                          Severity::kFatal, {"exceeds the UB"}));
  EXPECT_TRUE(RaisesError([&] { b.InitStartBufHandle(h, 2, 64); }, Severity::kError,
                          {"TBuf::InitStartBufHandle", "num=2", "must be 1"}));
  EXPECT_TRUE(RaisesError([&] { b.InitBufHandle(&pool, 1, h, 0, 64); }, Severity::kFatal,
                          {"TBuf::InitBufHandle", "index=1"}));
  // Release: the buffers are bound as asked.
  const ScopedCheckedMode release(false);
  q.InitBufHandle(&pool, 0, h, 2048, 64);
  auto t = q.AllocTensor<uint8_t>();
  EXPECT_EQ(ascendc_host::runtime::CurrentCore().AddressOf(t.GetPhyAddr()), 2048u);
}

// ------------------------------------------------------------ LocalTensor

TEST(ResourcesErrors, SetBufferLenBeyondTheAllocationIsAnError) {
  FreshCore();
  AscendC::TPipe pipe;
  AscendC::TQue<AscendC::TPosition::VECIN, 1> q;
  pipe.InitBuffer(q, 1, 1024);
  auto t = q.AllocTensor<float>();
  {
    const ScopedCheckedMode checked(true);
    EXPECT_TRUE(RaisesError([&] { t.SetBufferLen(257); }, Severity::kError,
                            {"LocalTensor::SetBufferLen", "dataLen=257", "exceeds the 256 elements"}));
    auto view = t[200];
    EXPECT_TRUE(RaisesError([&] { view.SetBufferLen(57); }, Severity::kError, {"dataLen=57", "the 56 elements"}));
    AscendC::LocalTensor<float> none;
    EXPECT_TRUE(RaisesError([&] { none.SetBufferLen(1); }, Severity::kError, {"tensor=not in UB"}));
  }
  const ScopedCheckedMode release(false);
  t.SetBufferLen(100000);
  EXPECT_EQ(t.GetSize(), 256u);  // release: clamped to the buffer
}

TEST(ResourcesErrors, UserTagsBelongToBuffers) {
  FreshCore();
  AscendC::LocalTensor<float> tile(AscendC::TPosition::VECCALC, 0, 64);
  {
    const ScopedCheckedMode checked(true);
    EXPECT_TRUE(RaisesError([&] { tile.SetUserTag(3); }, Severity::kError,
                            {"LocalTensor::SetUserTag", "tensor=no buffer", "TQue/TBuf buffer"}));
    EXPECT_TRUE(RaisesError([&] { tile.GetUserTag(); }, Severity::kError, {"LocalTensor::GetUserTag"}));
  }
  const ScopedCheckedMode release(false);
  tile.SetUserTag(3);
  EXPECT_EQ(tile.GetUserTag(), -1);
}

TEST(ResourcesErrors, SetAddrWithOffsetPastTheSourceIsAnError) {
  FreshCore();
  AscendC::TPipe pipe;
  AscendC::TBuf<AscendC::TPosition::VECCALC> buf;
  pipe.InitBuffer(buf, 256);
  auto src = buf.Get<float>();  // 64 elements
  AscendC::LocalTensor<half> dst;
  {
    const ScopedCheckedMode checked(true);
    EXPECT_TRUE(RaisesError([&] { dst.SetAddrWithOffset(src, 65); }, Severity::kError,
                            {"LocalTensor::SetAddrWithOffset", "offset=65", "past the end of src (64 elements)"}));
  }
  const ScopedCheckedMode release(false);
  dst.SetAddrWithOffset(src, 65);
  EXPECT_EQ(dst.GetSize(), 0u);
}

TEST(ResourcesErrors, PrintAndToFileReadOnlyTheUb) {
  FreshCore();
  auto t = AscendC::LocalTensor<int32_t>(AscendC::TPosition::VECCALC, 0, 8);
  t.SetSize(1u << 20);  // far past the UB
  ascendc_host::testing::CapturedOutput out;
  EXPECT_TRUE(RaisesError([&] { t.Print(); }, Severity::kFatal, {"LocalTensor::Print"}));
  EXPECT_TRUE(out.text().empty());
  EXPECT_TRUE(RaisesError([&] { t.ToFile("/tmp/never_written.bin"); }, Severity::kFatal, {"LocalTensor::ToFile"}));
  t.SetSize(8);
  EXPECT_NE(t.ToFile("/nonexistent-directory/x.bin"), 0);  // an unwritable file: nonzero, as the page says
}

TEST(ResourcesErrors, GlobalTensorReinterpretCastWarnsAboutLeftoverBytes) {
  std::vector<uint16_t> gm(3);
  AscendC::GlobalTensor<uint16_t> g;
  g.SetGlobalBuffer(gm.data(), 3);
  const ScopedCheckedMode checked(true);
  ascendc_host::ClearWarnings();
  EXPECT_EQ(g.ReinterpretCast<uint32_t>().GetSize(), 1u);  // 6 bytes: one uint32_t, rounded down
  EXPECT_TRUE(Warned("GlobalTensor::ReinterpretCast: size=3"));
  // The rounded-down size bounds the accesses.
  EXPECT_TRUE(RaisesError([&] { g.ReinterpretCast<uint32_t>().GetValue(1); }, Severity::kFatal, {"index=1"}));
}

TEST(ResourcesErrors, PopStackBufferNeedsALivePipe) {
  FreshCore();
  const ScopedCheckedMode checked(true);
  ascendc_host::ClearWarnings();
  AscendC::LocalTensor<float> t;
  EXPECT_FALSE((AscendC::PopStackBuffer<float, AscendC::TPosition::VECCALC>(t)));
  EXPECT_TRUE(Warned("PopStackBuffer: pipe=null"));
  EXPECT_EQ(t.GetPhyAddr(), nullptr);
}

TEST(ResourcesErrors, Crd2IdxCannotDelinearizeOverAZeroMode) {
  auto shape = AscendC::MakeShape(0, 4);
  auto stride = AscendC::MakeStride(1, 1);
  EXPECT_TRUE(RaisesError([&] { AscendC::Crd2Idx(5, shape, stride); }, Severity::kFatal,
                          {"Crd2Idx", "shape=0", "before the last has size 0"}));
  // A zero-sized last mode is fine (the page's first example has one).
  EXPECT_EQ(AscendC::Crd2Idx(5, AscendC::MakeShape(4, 0), AscendC::MakeStride(1, 10)), 1 + 1 * 10);
}

TEST(ResourcesErrors, FreeTensorOfAForeignTensorIsAnError) {
  FreshCore();
  AscendC::TPipe pipe;
  AscendC::TQue<AscendC::TPosition::VECIN, 1> a, b;
  pipe.InitBuffer(a, 1, 64);
  pipe.InitBuffer(b, AscendC::Std::make_tuple(1024, 64));
  auto t = a.AllocTensor<float>();
  const ScopedCheckedMode checked(true);
  EXPECT_TRUE(RaisesError([&] { b.FreeTensor(t); }, Severity::kError,
                          {"TQue::FreeTensor", "tensor.address=0", "not the start of a block of this queue"}));
}

}  // namespace
