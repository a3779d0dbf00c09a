// The worked examples of the resource-management and data-structure pages
// (基础API/资源管理, 数据结构, 辅助数据结构; SPEC 15): TPipe's life cycle, event
// ids, custom-address buffers, TBufPool and custom pools, the SPM buffer,
// PopStackBuffer, the LocalTensor/GlobalTensor members, Layout, Coord,
// TensorTrait and complex32/complex64. Expected values come from the pages
// or from the address arithmetic they state, never from the code under test.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "kernel_operator.h"
#include "support/kernel_helpers.h"
#include "support/ub_helpers.h"

namespace {

using ascendc_host::testing::CapturedOutput;
using ascendc_host::testing::FreshCore;
using ascendc_host::testing::GmBuffer;

uint32_t UbAddress(const void* p) { return ascendc_host::runtime::CurrentCore().AddressOf(p); }

// ------------------------------------------------------------------ TPipe

// The Init page's reuse of one TPipe: construct, run, Destroy, Init, run.
template <typename T>
class KernelTPipeInit {
 public:
  void Init(GM_ADDR x, GM_ADDR z, uint32_t size, AscendC::TPipe* pipe) {
    size_ = size;
    pipe_ = pipe;
    x_.SetGlobalBuffer(reinterpret_cast<T*>(x), size);
    z_.SetGlobalBuffer(reinterpret_cast<T*>(z), size);
    pipe_->InitBuffer(in_, 1, size * sizeof(T));
    pipe_->InitBuffer(out_, 1, size * sizeof(T));
  }
  void Process() {
    auto a = in_.AllocTensor<T>();
    first_address = UbAddress(a.GetPhyAddr());
    AscendC::DataCopy(a, x_, size_);
    in_.EnQue(a);
    auto b = in_.DeQue<T>();
    auto c = out_.AllocTensor<T>();
    AscendC::Adds(c, b, static_cast<T>(1), size_);
    out_.EnQue(c);
    in_.FreeTensor(b);
    auto d = out_.DeQue<T>();
    AscendC::DataCopy(z_, d, size_);
    out_.FreeTensor(d);
  }
  uint32_t first_address = ~0u;

 private:
  uint32_t size_ = 0;
  AscendC::TPipe* pipe_ = nullptr;
  AscendC::TQue<AscendC::TPosition::VECIN, 1> in_;
  AscendC::TQue<AscendC::TPosition::VECOUT, 1> out_;
  AscendC::GlobalTensor<T> x_, z_;
};

TEST(ResourcesExamples, TPipeInitReusesThePipeAfterDestroy) {
  FreshCore();
  std::vector<float> x(128), z(128, 0.0f);
  for (size_t i = 0; i < x.size(); ++i) x[i] = static_cast<float>(i);
  KernelTPipeInit<float> op;
  uint32_t srcSize = 128;
  AscendC::TPipe tpipe;
  op.Init(reinterpret_cast<GM_ADDR>(x.data()), reinterpret_cast<GM_ADDR>(z.data()), srcSize, &tpipe);
  op.Process();
  EXPECT_EQ(op.first_address, 0u);
  tpipe.Destroy();
  EXPECT_TRUE(ascendc_host::testing::RaisesError([] { AscendC::GetTPipePtr(); }, ascendc_host::Severity::kFatal,
                                                 {"GetTPipePtr"}));
  tpipe.Init();
  EXPECT_EQ(AscendC::GetTPipePtr(), &tpipe);
  std::fill(z.begin(), z.end(), 0.0f);
  op.Init(reinterpret_cast<GM_ADDR>(x.data()), reinterpret_cast<GM_ADDR>(z.data()), srcSize, &tpipe);
  op.Process();
  EXPECT_EQ(op.first_address, 0u);  // the reused pipe allocates from UB address 0 again
  for (size_t i = 0; i < z.size(); ++i) ASSERT_EQ(z[i], static_cast<float>(i) + 1.0f) << i;
  tpipe.Destroy();
}

TEST(ResourcesExamples, DestroyAndDestroyWithoutPipeAllReleaseTheBuffers) {
  FreshCore();
  {
    AscendC::TPipe pipe;
    AscendC::TQue<AscendC::TPosition::VECOUT, 2> que;
    uint8_t num = 2;
    uint32_t len = 128;
    pipe.InitBuffer(que, num, len);
    EXPECT_EQ(pipe.GetUsedBytes(), 256u);
    pipe.Destroy();
    EXPECT_EQ(pipe.GetUsedBytes(), 0u);
  }
  {
    AscendC::TPipe pipe;
    AscendC::TQue<AscendC::TPosition::VECOUT, 2> que;
    pipe.InitBuffer(que, 2, 128);
    pipe.DestroyWithoutPipeAll();
    EXPECT_EQ(pipe.GetUsedBytes(), 0u);
    // A new pipe may now be built in the block.
    AscendC::TPipe next;
    EXPECT_EQ(AscendC::GetTPipePtr(), &next);
  }
}

TEST(ResourcesExamples, InitBufferWithAddressesPlacesEachBlockWhereTold) {
  auto& core = FreshCore();
  AscendC::TPipe pipe;
  AscendC::TQue<AscendC::TPosition::VECOUT, 1> que;
  auto addr0 = AscendC::Std::make_tuple(0, 1024);
  auto addr1 = AscendC::Std::make_tuple(2048, 2048);
  auto addr2 = AscendC::Std::make_tuple(8192, 4096);
  EXPECT_TRUE(pipe.InitBuffer(que, addr0, addr1, addr2));
  const uint32_t starts[] = {0, 2048, 8192};
  const uint32_t lengths[] = {1024, 2048, 4096};
  for (int i = 0; i < 3; ++i) {
    auto t = que.AllocTensor<half>();
    EXPECT_EQ(core.AddressOf(t.GetPhyAddr()), starts[i]);
    EXPECT_EQ(t.GetSize(), lengths[i] / sizeof(half));
  }
  EXPECT_FALSE(que.HasIdleBuffer());
  EXPECT_EQ(pipe.GetUsedBytes(), 0u);  // the pipe's own allocation did not move
  // The TBuf of the same page: 128 bytes.
  AscendC::TBuf<AscendC::TPosition::VECCALC> buf;
  uint32_t len = 128;
  pipe.InitBuffer(buf, len);
  EXPECT_EQ(buf.Get<uint8_t>().GetSize(), 128u);
}

TEST(ResourcesExamples, ResetLetsTheWholeUbBeTakenAgain) {
  auto& core = FreshCore();
  AscendC::TPipe pipe;
  AscendC::TQue<AscendC::TPosition::VECOUT, 1> que;
  uint8_t num = 1;
  uint32_t len = 192 * 1024;
  for (int i = 0; i < 2; i++) {
    pipe.InitBuffer(que, num, len);
    auto t = que.AllocTensor<uint8_t>();
    EXPECT_EQ(core.AddressOf(t.GetPhyAddr()), 0u);
    EXPECT_EQ(t.GetSize(), len);
    que.FreeTensor(t);
    pipe.Reset();
  }
}

TEST(ResourcesExamples, ResetKeepsCtrl48AndSetsCtrl60On950) {
  FreshCore();
  AscendC::TPipe pipe;
  AscendC::SetCtrlSpr<48, 48>(1);
  AscendC::SetCtrlSpr<60, 60>(0);
  AscendC::SetMaskCount();
  pipe.Reset();
  EXPECT_EQ((AscendC::GetCtrlSpr<48, 48>()), 1);
  EXPECT_EQ((AscendC::GetCtrlSpr<60, 60>()), 1);
  EXPECT_EQ(ascendc_host::runtime::CurrentCore().mask_mode, ascendc_host::runtime::MaskMode::kNormal);
}

TEST(ResourcesExamples, AllocAndReleaseEventIdAroundSetFlagWaitFlag) {
  FreshCore();
  AscendC::TPipe pipe;
  AscendC::TEventID eventID = AscendC::GetTPipePtr()->AllocEventID<AscendC::HardEvent::V_S>();
  EXPECT_EQ(eventID, 0);
  AscendC::SetFlag<AscendC::HardEvent::V_S>(eventID);
  AscendC::WaitFlag<AscendC::HardEvent::V_S>(eventID);
  AscendC::GetTPipePtr()->ReleaseEventID<AscendC::HardEvent::V_S>(eventID);
  // Lowest free first; ids are per HardEvent.
  EXPECT_EQ(pipe.AllocEventID<AscendC::HardEvent::V_S>(), 0);
  EXPECT_EQ(pipe.AllocEventID<AscendC::HardEvent::V_S>(), 1);
  EXPECT_EQ(pipe.AllocEventID<AscendC::HardEvent::MTE2_V>(), 0);
  pipe.ReleaseEventID<AscendC::HardEvent::V_S>(0);
  EXPECT_EQ(pipe.AllocEventID<AscendC::HardEvent::V_S>(), 0);
}

TEST(ResourcesExamples, FetchEventIdGivesTheFreeIdWithoutTakingIt) {
  FreshCore();
  AscendC::TPipe pipe;
  AscendC::TEventID eventIdVToS = AscendC::GetTPipePtr()->FetchEventID(AscendC::HardEvent::V_S);
  AscendC::SetFlag<AscendC::HardEvent::V_S>(eventIdVToS);
  AscendC::WaitFlag<AscendC::HardEvent::V_S>(eventIdVToS);
  EXPECT_EQ(eventIdVToS, 0);
  EXPECT_EQ(pipe.FetchEventID<AscendC::HardEvent::V_S>(), 0);  // still free
  EXPECT_EQ(pipe.AllocEventID<AscendC::HardEvent::V_S>(), 0);
  EXPECT_EQ(pipe.FetchEventID(AscendC::HardEvent::V_S), 1);
}

TEST(ResourcesExamples, GetBaseAddrGivesTheUbOfVectorPositions) {
  FreshCore();
  AscendC::TPipe pipe;
  AscendC::TQue<AscendC::TPosition::VECIN, 1> que;
  AscendC::TBuf<AscendC::TPosition::VECCALC> buf;
  pipe.InitBuffer(que, 1, 1024);
  pipe.InitBuffer(buf, 256);
  auto inputLocal = buf.Get<float>();
  // LocalTensor example 10: the UB address is the pointer minus the base.
  float* inputLocalCpuPtr = inputLocal.GetPhyAddr();
  uint64_t realAddr = reinterpret_cast<uint64_t>(inputLocalCpuPtr) -
                      reinterpret_cast<uint64_t>(
                          AscendC::GetTPipePtr()->GetBaseAddr(static_cast<int8_t>(AscendC::TPosition::VECCALC)));
  EXPECT_EQ(realAddr, 1024u);
  auto pos = AscendC::TPosition::VECIN;
  EXPECT_EQ(AscendC::GetTPipePtr()->GetBaseAddr(static_cast<int8_t>(pos)), ascendc_host::runtime::CurrentCore().ub);
}

TEST(ResourcesExamples, FreeAllEventLetsAnotherQueueBeInitialised) {
  FreshCore();
  const ascendc_host::ScopedCheckedMode checked(true);
  AscendC::TPipe pipe;
  int len = 1024;
  AscendC::TQue<AscendC::TPosition::VECIN, 1> que[8];
  for (auto& q : que) pipe.InitBuffer(q, 1, len);  // the 8 VECIN buffers of the position
  AscendC::LocalTensor<half> tensor1 = que[0].AllocTensor<half>();
  que[0].EnQue(tensor1);
  tensor1 = que[0].DeQue<half>();
  que[0].FreeTensor<half>(tensor1);
  que[0].FreeAllEvent();
  AscendC::TQue<AscendC::TPosition::VECIN, 1> que1;
  EXPECT_NO_THROW(pipe.InitBuffer(que1, 1, len));
}

// ---------------------------------------------------------------- TBufPool

// The tbufpool_management scenarios: x + y through queues placed by pools.
class KernelBufPool {
 public:
  KernelBufPool(uint32_t bufSize, uint32_t count) : bufSize_(bufSize), count_(count) {}
  void Init(GM_ADDR x, GM_ADDR y, GM_ADDR z, AscendC::TPipe* pipe) {
    pipe_ = pipe;
    x_.SetGlobalBuffer(reinterpret_cast<half*>(x), count_);
    y_.SetGlobalBuffer(reinterpret_cast<half*>(y), count_);
    z_.SetGlobalBuffer(reinterpret_cast<half*>(z), count_);
  }
  // TPipe::InitBufPool's example: pool2 reuses pool1's memory.
  void Reuse() {
    pipe_->InitBufPool(pool1_, bufSize_ * 3);
    pipe_->InitBufPool(pool2_, bufSize_ * 3, pool1_);
    Place(pool1_, src0_, src1_, dst0_);
    Run(src0_, src1_, dst0_);
    pool1_.Reset();
    Place(pool2_, src2_, src3_, dst1_);
    Run(src2_, src3_, dst1_);
    pool2_.Reset();
  }
  // TBufPool::InitBufPool's example: pool0 divided into pool1 and src0,
  // pool2 sharing pool1.
  void Subdivide() {
    pipe_->InitBufPool(pool0_, bufSize_ * 4);
    pool0_.InitBufPool(pool1_, bufSize_ * 2);
    pool0_.InitBuffer(src0_, 1, bufSize_ * 2);
    pool0_.InitBufPool(pool2_, bufSize_ * 2, pool1_);
    Place(pool1_, src1_, dst0_);
    Run(src0_, src1_, dst0_);
    pool1_.Reset();
    Place(pool2_, src2_, dst1_);
    Run(src0_, src2_, dst1_);
    pool2_.Reset();
    pool0_.Reset();
    pipe_->Reset();
  }
  std::vector<uint32_t> addresses;  // first block of each Run's queues

 private:
  // One bufSize block for each queue, from `pool`.
  template <class Pool, class... Ques>
  void Place(Pool& pool, Ques&... ques) {
    (pool.InitBuffer(ques, 1, bufSize_), ...);
  }
  template <class A, class B, class C>
  void Run(A& qa, B& qb, C& qd) {
    auto a = qa.template AllocTensor<half>();
    auto b = qb.template AllocTensor<half>();
    AscendC::DataCopy(a, x_, count_);
    AscendC::DataCopy(b, y_, count_);
    qa.EnQue(a);
    qb.EnQue(b);
    a = qa.template DeQue<half>();
    b = qb.template DeQue<half>();
    auto d = qd.template AllocTensor<half>();
    addresses.insert(addresses.end(), {UbAddress(a.GetPhyAddr()), UbAddress(b.GetPhyAddr()), UbAddress(d.GetPhyAddr())});
    AscendC::Add(d, a, b, count_);
    qd.EnQue(d);
    qa.FreeTensor(a);
    qb.FreeTensor(b);
    d = qd.template DeQue<half>();
    AscendC::DataCopy(z_, d, count_);
    qd.FreeTensor(d);
  }

  uint32_t bufSize_, count_;
  AscendC::TPipe* pipe_ = nullptr;
  AscendC::TBufPool<AscendC::TPosition::VECCALC> pool0_, pool1_, pool2_;
  AscendC::TQue<AscendC::TPosition::VECIN, 1> src0_, src1_, src2_, src3_;
  AscendC::TQue<AscendC::TPosition::VECOUT, 1> dst0_, dst1_;
  AscendC::GlobalTensor<half> x_, y_, z_;
};

struct HalfData {
  explicit HalfData(uint32_t n) : x(n), y(n), z(n, half(0.0f)) {
    for (uint32_t i = 0; i < n; ++i) {
      x[i] = half(static_cast<float>(i % 97));
      y[i] = half(static_cast<float>(i % 13) * 0.5f);
    }
  }
  void ExpectSum() const {
    for (size_t i = 0; i < z.size(); ++i)
      ASSERT_EQ(static_cast<float>(z[i]), static_cast<float>(i % 97) + static_cast<float>(i % 13) * 0.5f) << i;
  }
  std::vector<half> x, y, z;
};

// Runs one scenario of KernelBufPool on fresh data and checks x + y;
// returns the UB addresses of the queues' blocks.
template <class Scenario>
std::vector<uint32_t> RunBufPool(uint32_t bufSize, Scenario scenario, uint32_t* used_bytes) {
  FreshCore();
  const uint32_t count = 4096;
  HalfData d(count);
  AscendC::TPipe pipe;
  KernelBufPool op(bufSize, count);
  op.Init(reinterpret_cast<GM_ADDR>(d.x.data()), reinterpret_cast<GM_ADDR>(d.y.data()),
          reinterpret_cast<GM_ADDR>(d.z.data()), &pipe);
  scenario(op);
  d.ExpectSum();
  *used_bytes = pipe.GetUsedBytes();
  return op.addresses;
}

TEST(ResourcesExamples, TPipeInitBufPoolSharesThePoolOfTheFirstStage) {
  const uint32_t b = 8192;
  uint32_t used = 0;
  // Stage 1 at [0, 3b); stage 2 on the same bytes.
  EXPECT_EQ(RunBufPool(b, [](KernelBufPool& op) { op.Reuse(); }, &used),
            (std::vector<uint32_t>{0, b, 2 * b, 0, b, 2 * b}));
  EXPECT_EQ(used, 3 * b);
}

TEST(ResourcesExamples, TBufPoolSubdividesAndShares) {
  const uint32_t b = 8192;
  uint32_t used = 0;
  // pool0 = [0, 4b); pool1 = pool2 = [0, 2b); src0 = [2b, 4b); the pipe is Reset at the end.
  EXPECT_EQ(RunBufPool(b, [](KernelBufPool& op) { op.Subdivide(); }, &used),
            (std::vector<uint32_t>{2 * b, 0, b, 2 * b, 0, b}));
  EXPECT_EQ(used, 0u);
}

// A custom pool as the EXTERN_IMPL_BUFPOOL, InitStartBufHandle and
// InitBufHandle pages build one: consecutive 32-byte aligned buffers.
class MyBufPool {
 public:
  __aicore__ inline MyBufPool() { Init(); }

  template <class T>
  __aicore__ inline bool InitBuffer(T& que, uint8_t num, uint32_t len) {
    len = (len + 32 - 1) / 32 * 32;
    auto bufhandle = this->GetBufHandle(this->GetCurBufSize());
    uint32_t curPoolAddr = this->GetCurAddr();
    que.InitStartBufHandle(bufhandle, num, len);
    for (uint8_t i = 0; i < num; i++) que.InitBufHandle(this, i, bufhandle, curPoolAddr + i * len, len);
    this->SetCurAddr(curPoolAddr + num * len);
    this->SetCurBufSize(this->GetCurBufSize() + num);
    return true;
  }
  template <AscendC::TPosition bufPos>
  __aicore__ inline bool InitBuffer(AscendC::TBuf<bufPos>& buf, uint32_t len) {
    len = (len + 32 - 1) / 32 * 32;
    auto bufhandle = this->GetBufHandle(this->GetCurBufSize());
    uint32_t curPoolAddr = this->GetCurAddr();
    buf.InitStartBufHandle(bufhandle, 1, len);
    buf.InitBufHandle(this, 0, bufhandle, curPoolAddr, len);
    this->SetCurAddr(curPoolAddr + len);
    this->SetCurBufSize(this->GetCurBufSize() + 1);
    return true;
  }
  EXTERN_IMPL_BUFPOOL(MyBufPool, AscendC::TPosition::VECCALC, 16);
};

TEST(ResourcesExamples, CustomBufPoolPlacesQueuesAndTBufs) {
  FreshCore();
  const uint32_t bufSize = 8192, count = 4096;
  HalfData d(count);
  AscendC::TPipe pipe;
  AscendC::TQue<AscendC::TPosition::VECIN, 1> srcQue0;
  AscendC::TBuf<AscendC::TPosition::VECIN> srcBuf1;
  AscendC::TQue<AscendC::TPosition::VECOUT, 1> dstQue0;
  AscendC::TBuf<AscendC::TPosition::VECCALC> before;
  pipe.InitBuffer(before, 1024);  // the pool starts after it
  MyBufPool myBufPool0;
  pipe.InitBufPool(myBufPool0, bufSize * 3);
  EXPECT_EQ(myBufPool0.GetCurAddr(), 1024u);
  myBufPool0.InitBuffer(srcQue0, 1, bufSize);
  myBufPool0.InitBuffer(srcBuf1, bufSize);
  myBufPool0.InitBuffer(dstQue0, 1, bufSize);
  EXPECT_EQ(myBufPool0.GetCurBufSize(), 3);
  EXPECT_EQ(myBufPool0.GetCurAddr(), 1024u + 3 * bufSize);

  AscendC::GlobalTensor<half> x, y, z;
  x.SetGlobalBuffer(d.x.data(), count);
  y.SetGlobalBuffer(d.y.data(), count);
  z.SetGlobalBuffer(d.z.data(), count);
  auto a = srcQue0.AllocTensor<half>();
  auto b = srcBuf1.Get<half>();
  EXPECT_EQ(UbAddress(a.GetPhyAddr()), 1024u);
  EXPECT_EQ(UbAddress(b.GetPhyAddr()), 1024u + bufSize);
  EXPECT_EQ(b.GetSize(), bufSize / sizeof(half));
  AscendC::DataCopy(a, x, count);
  AscendC::DataCopy(b, y, count);
  srcQue0.EnQue(a);
  a = srcQue0.DeQue<half>();
  auto c = dstQue0.AllocTensor<half>();
  EXPECT_EQ(UbAddress(c.GetPhyAddr()), 1024u + 2 * bufSize);
  AscendC::Add(c, a, b, count);
  dstQue0.EnQue(c);
  srcQue0.FreeTensor(a);
  c = dstQue0.DeQue<half>();
  AscendC::DataCopy(z, c, count);
  dstQue0.FreeTensor(c);
  d.ExpectSum();
  // The handles are the pool's descriptors, one after the other.
  EXPECT_EQ(myBufPool0.GetBufHandle(1) - myBufPool0.GetBufHandle(0), myBufPool0.GetBufHandle(2) - myBufPool0.GetBufHandle(1));
  myBufPool0.Reset();
  EXPECT_EQ(myBufPool0.GetCurAddr(), 1024u);
  EXPECT_EQ(myBufPool0.GetCurBufSize(), 0);
  pipe.Reset();
}

// -------------------------------------------------------------- SPM buffer

TEST(ResourcesExamples, SpmBufferParksUbDataInGmAndReadsItBack) {
  auto& core = FreshCore();
  using T = half;
  AscendC::TPipe pipe;
  int len = 1024;  // SPM buffer of 1024 elements of T
  GmBuffer usrWorkspace(len * sizeof(T));
  AscendC::GlobalTensor<T> workspace_gm;
  workspace_gm.SetGlobalBuffer(reinterpret_cast<T*>(usrWorkspace.get()), len);
  auto gm = workspace_gm[AscendC::GetBlockIdx() * len];
  pipe.InitSpmBuffer(gm, len * sizeof(T));

  AscendC::TBuf<AscendC::TPosition::VECCALC> buf;
  pipe.InitBuffer(buf, 512);
  auto writeLocal = buf.Get<T>();
  uint8_t* ub = core.ub + UbAddress(writeLocal.GetPhyAddr());
  for (int i = 0; i < 512; ++i) ub[i] = static_cast<uint8_t>(i * 7 + 1);
  const std::vector<uint8_t> saved(ub, ub + 512);

  int offset = 32;
  AscendC::DataCopyParams copyParams{2, 2, 1, 1};  // 2 blocks of 64 bytes, gaps of 32 bytes both sides
  pipe.WriteSpmBuffer(writeLocal, copyParams, offset);
  const uint8_t* spm = usrWorkspace.get();
  for (int b = 0; b < 2; ++b)
    for (int k = 0; k < 64; ++k) ASSERT_EQ(spm[offset + b * 96 + k], saved[b * 96 + k]) << b << " " << k;
  EXPECT_EQ(spm[0], 0);          // before the offset: untouched
  EXPECT_EQ(spm[offset + 64], 0);  // the dst gap: untouched

  std::fill(ub, ub + 512, 0);
  pipe.ReadSpmBuffer(writeLocal, copyParams, offset);
  for (int b = 0; b < 2; ++b)
    for (int k = 0; k < 64; ++k) ASSERT_EQ(ub[b * 96 + k], saved[b * 96 + k]);
  EXPECT_EQ(ub[64], 0);  // the src gap is not read back

  // The writeSize form: 32 elements, contiguous.
  int dataSize = 32;
  std::fill(usrWorkspace.get(), usrWorkspace.get() + usrWorkspace.size(), 0);
  pipe.WriteSpmBuffer(writeLocal, dataSize, offset);
  for (int k = 0; k < 64; ++k) ASSERT_EQ(spm[offset + k], saved[k]);
  EXPECT_EQ(spm[offset + 64], 0);
  std::fill(ub, ub + 512, 0);
  pipe.ReadSpmBuffer(writeLocal, dataSize, offset);
  for (int k = 0; k < 64; ++k) ASSERT_EQ(ub[k], saved[k]);
  EXPECT_EQ(ub[64], 0);
}

extern "C" __global__ __aicore__ void spm_round_trip(GM_ADDR workspace, GM_ADDR out) {
  AscendC::TPipe pipe;
  const int len = 256;
  AscendC::GlobalTensor<int32_t> ws, o;
  ws.SetGlobalBuffer(reinterpret_cast<int32_t*>(workspace), len * AscendC::GetBlockNum());
  o.SetGlobalBuffer(reinterpret_cast<int32_t*>(out) + AscendC::GetBlockIdx() * len, len);
  pipe.InitSpmBuffer(ws[AscendC::GetBlockIdx() * len], len * sizeof(int32_t));
  AscendC::TBuf<AscendC::TPosition::VECCALC> buf;
  pipe.InitBuffer(buf, len * sizeof(int32_t));
  auto t = buf.Get<int32_t>();
  for (int i = 0; i < len; ++i) t.SetValue(i, static_cast<int32_t>(AscendC::GetBlockIdx() * 1000 + i));
  pipe.WriteSpmBuffer(t, len);
  AscendC::Duplicate(t, 0, len);
  pipe.ReadSpmBuffer(t, len);
  AscendC::DataCopy(o, t, len);
}

TEST(ResourcesExamples, EachBlockHasItsOwnSpmSlice) {
  const uint32_t blocks = 6;
  std::vector<int32_t> ws(256 * blocks, -1), out(256 * blocks, -1);
  ascendc_host::Launch(blocks, spm_round_trip, reinterpret_cast<uint8_t*>(ws.data()),
                       reinterpret_cast<uint8_t*>(out.data()));
  for (uint32_t b = 0; b < blocks; ++b)
    for (int i = 0; i < 256; ++i) {
      ASSERT_EQ(out[b * 256 + i], static_cast<int32_t>(b * 1000 + i));
      ASSERT_EQ(ws[b * 256 + i], static_cast<int32_t>(b * 1000 + i));
    }
}

TEST(ResourcesExamples, PopStackBufferTakesTheRestOfTheUb) {
  auto& core = FreshCore();
  AscendC::TPipe pipe;
  AscendC::TQue<AscendC::TPosition::VECIN, 1> que;
  pipe.InitBuffer(que, 1, 1000);  // 1024 bytes
  AscendC::LocalTensor<int16_t> popBuffer;
  bool ret = AscendC::PopStackBuffer<int16_t, AscendC::TPosition::VECCALC>(popBuffer);
  EXPECT_TRUE(ret);
  EXPECT_EQ(core.AddressOf(popBuffer.GetPhyAddr()), 1024u);
  EXPECT_EQ(popBuffer.GetSize(), (core.ub_bytes - 1024) / 2);
  EXPECT_EQ(popBuffer.GetPosition(), AscendC::TPosition::VECCALC);
  popBuffer.SetValue(popBuffer.GetSize() - 1, 7);  // its last element is the UB's last
  EXPECT_EQ(core.ub[core.ub_bytes - 2], 7);
}

// ------------------------------------------------------------ LocalTensor

TEST(ResourcesExamples, LocalTensorMemberExamples) {
  auto& core = FreshCore();
  AscendC::TPipe pipe;
  AscendC::TQue<AscendC::TPosition::VECIN, 1> que1, que2;
  AscendC::TQue<AscendC::TPosition::VECOUT, 1> que3;
  AscendC::TBuf<AscendC::TPosition::VECCALC> tmp;
  pipe.InitBuffer(que1, 1, 1024);
  pipe.InitBuffer(que2, 1, 1024);
  pipe.InitBuffer(que3, 1, 1024);
  pipe.InitBuffer(tmp, 1024);
  const int32_t srcLen = 256, M = 50;
  const float num = 100;
  auto inputLocal = que1.AllocTensor<float>();
  auto inputLocal2 = que2.AllocTensor<float>();
  auto outputLocal = que3.AllocTensor<float>();
  // Examples 1-5.
  for (int32_t i = 0; i < srcLen; ++i) inputLocal.SetValue(i, num);
  for (int32_t i = 0; i < srcLen; ++i) EXPECT_EQ(inputLocal.GetValue(i), 100.0f);
  for (int32_t i = 0; i < srcLen; ++i) inputLocal(i) = num;
  for (int32_t i = 0; i < srcLen; ++i) EXPECT_EQ(inputLocal(i), 100.0f);
  EXPECT_EQ(inputLocal.GetSize(), 256u);
  // Example 6: operator[].
  for (int32_t i = 0; i < srcLen; ++i) inputLocal2.SetValue(i, static_cast<float>(i + 1));
  AscendC::Add(outputLocal[16], inputLocal[16], inputLocal2[16], M);
  for (int32_t k = 0; k < M; ++k) ASSERT_EQ(outputLocal.GetValue(16 + k), 117.0f + k);
  EXPECT_EQ(outputLocal.GetValue(16 + M - 1), 166.0f);
  // Examples 7 and 8: the tag travels with the buffer through the queue.
  AscendC::TTagType tag = 10;
  inputLocal.SetUserTag(tag);
  inputLocal2.SetUserTag(9);
  que1.EnQue(inputLocal);
  que2.EnQue(inputLocal2);
  AscendC::LocalTensor<float> tensor1 = que1.DeQue<float>();
  AscendC::TTagType tag1 = tensor1.GetUserTag();
  AscendC::LocalTensor<float> tensor2 = que2.DeQue<float>();
  AscendC::TTagType tag2 = tensor2.GetUserTag();
  EXPECT_EQ(tag1, 10);
  EXPECT_EQ(tag2, 9);
  if ((tag1 <= 10) && (tag2 >= 9)) AscendC::Add(outputLocal, tensor1, tensor2, srcLen);
  EXPECT_EQ(outputLocal.GetValue(0), 101.0f);
  EXPECT_EQ(tensor1[3].GetUserTag(), 10);  // views of the buffer share its tag
  // Example 9: ReinterpretCast.
  auto ints = tmp.Get<int32_t>(16);
  for (int32_t i = 0; i < 16; ++i) ints.SetValue(i, i);
  AscendC::LocalTensor<int16_t> interpreTensor = ints.ReinterpretCast<int16_t>();
  ASSERT_EQ(interpreTensor.GetSize(), 32u);
  for (int32_t i = 0; i < 32; ++i) EXPECT_EQ(interpreTensor.GetValue(i), i % 2 == 0 ? i / 2 : 0) << i;
  // Example 11: the position; example 12: 16 int32_t are 64 bytes.
  AscendC::TPosition srcPos = static_cast<AscendC::TPosition>(ints.GetPosition());
  EXPECT_EQ(srcPos, AscendC::TPosition::VECCALC);
  EXPECT_EQ(ints.GetLength(), 64u);
  // Examples 13 and 14: ShapeInfo.
  AscendC::LocalTensor<float> maxUb = tmp.template Get<float>();
  uint32_t shapeArray[] = {16, 1024};
  maxUb.SetShapeInfo(AscendC::ShapeInfo(2, shapeArray, AscendC::DataFormat::ND));
  AscendC::ShapeInfo maxShapeInfo = maxUb.GetShapeInfo();
  EXPECT_EQ(maxShapeInfo.shapeDim, 2);
  EXPECT_EQ(maxShapeInfo.originalShapeDim, 2);
  EXPECT_EQ(maxShapeInfo.originalShape[0], 16u);
  EXPECT_EQ(maxShapeInfo.originalShape[1], 1024u);
  EXPECT_EQ(maxShapeInfo.originalShape[2], 0u);
  EXPECT_EQ(maxShapeInfo.shape[2], 0u);
  EXPECT_EQ(maxShapeInfo.dataFormat, AscendC::DataFormat::ND);
  // Example 15: SetAddrWithOffset, the offset in elements of the old tensor.
  que3.FreeTensor(outputLocal);
  AscendC::LocalTensor<float> tmpBuffer1 = que3.AllocTensor<float>();
  AscendC::LocalTensor<half> tmpHalfBuffer;
  const uint32_t calcSize = 32;
  tmpHalfBuffer.SetAddrWithOffset(tmpBuffer1, calcSize * 2);
  EXPECT_EQ(core.AddressOf(tmpHalfBuffer.GetPhyAddr()), core.AddressOf(tmpBuffer1.GetPhyAddr()) + 256);
  EXPECT_EQ(tmpHalfBuffer.GetSize(), (1024u - 256u) / 2u);
  // Example 16: SetBufferLen (elements); example 17: SetSize.
  AscendC::LocalTensor<float> tmpBuffer2 = tmpBuffer1;
  tmpBuffer2.SetBufferLen(128);
  EXPECT_EQ(tmpBuffer2.GetSize(), 128u);
  AscendC::LocalTensor<float> tmpBuffer3 = tmpBuffer1;
  tmpBuffer3.SetSize(256);
  EXPECT_EQ(tmpBuffer3.GetSize(), 256u);
  // Example 20: static tensors.
  uint32_t addr = 128;
  uint32_t tileSize = 32;
  AscendC::LocalTensor<float> static1 = AscendC::LocalTensor<float>(AscendC::TPosition::VECIN, addr, tileSize);
  EXPECT_EQ(core.AddressOf(static1.GetPhyAddr()), 128u);
  EXPECT_EQ(static1.GetSize(), 32u);
}

template <uint32_t v>
using UIntImm = AscendC::Std::integral_constant<uint32_t, v>;

TEST(ResourcesExamples, TensorTraitStaticTensorTakesItsSizeFromTheLayout) {
  auto& core = FreshCore();
  auto shape = AscendC::MakeShape(UIntImm<16>{}, UIntImm<16>{}, UIntImm<16>{});
  auto stride = AscendC::MakeStride(UIntImm<0>{}, UIntImm<0>{}, UIntImm<0>{});
  auto layoutMake = AscendC::MakeLayout(shape, stride);
  auto tensorTraitMake = AscendC::MakeTensorTrait<float, AscendC::TPosition::VECIN>(layoutMake);
  uint32_t addr = 128;
  auto tensor1 = AscendC::LocalTensor<decltype(tensorTraitMake)>(addr);
  EXPECT_EQ(tensor1.GetSize(), 16u * 16u * 16u);
  EXPECT_EQ(tensor1.GetPosition(), AscendC::TPosition::VECIN);
  EXPECT_EQ(core.AddressOf(tensor1.GetPhyAddr()), 128u);
  tensor1.SetValue(5, 2.5f);
  float* p = tensor1.GetPhyAddr();
  EXPECT_EQ(p[5], 2.5f);
}

TEST(ResourcesExamples, PrintShowsOneDataBlockPerLineForEachElementType) {
  FreshCore();
  AscendC::TPipe pipe;
  AscendC::TBuf<AscendC::TPosition::VECCALC> softmaxMaxBuf;
  pipe.InitBuffer(softmaxMaxBuf, 64);
  CapturedOutput out;
  // The page's example.
  AscendC::LocalTensor<int32_t> inputLocal = softmaxMaxBuf.template Get<int32_t>();
  for (int32_t i = 0; i < 16; ++i) inputLocal.SetValue(i, i);
  inputLocal.Print();
  inputLocal.Print(3);
  // The other element kinds.
  auto h = softmaxMaxBuf.Get<half>(2);
  h.SetValue(0, half(1.5f));
  h.SetValue(1, half(-2.0f));
  h.Print();
  auto b = softmaxMaxBuf.Get<bfloat16_t>(1);
  b.SetValue(0, bfloat16_t(1.5f));
  b.Print();
  auto i8 = softmaxMaxBuf.Get<int8_t>(2);
  i8.SetValue(0, -3);
  i8.SetValue(1, -1);
  i8.Print();
  auto c = softmaxMaxBuf.Get<complex32>(1);
  c.SetValue(0, complex32(1, -2));
  c.Print();
  EXPECT_EQ(out.lines(), (std::vector<std::string>{
                             "[AIV Block 0/1] 0000: 0 1 2 3 4 5 6 7", "[AIV Block 0/1] 0008: 8 9 10 11 12 13 14 15",
                             "[AIV Block 0/1] 0000: 0 1 2", "[AIV Block 0/1] 0000: 1.5 -2", "[AIV Block 0/1] 0000: 1.5",
                             "[AIV Block 0/1] 0000: -3 -1", "[AIV Block 0/1] 0000: 1-2j"}));
}

TEST(ResourcesExamples, ToFileWritesTheTensorBytesInTheWorkingDirectory) {
  FreshCore();
  char dir_template[] = "/tmp/ascendc_host_tofile_XXXXXX";
  ASSERT_NE(mkdtemp(dir_template), nullptr);
  char previous[4096];
  ASSERT_NE(getcwd(previous, sizeof(previous)), nullptr);
  ASSERT_EQ(chdir(dir_template), 0);
  AscendC::TPipe pipe;
  AscendC::TBuf<AscendC::TPosition::VECCALC> softmaxMaxBuf;
  pipe.InitBuffer(softmaxMaxBuf, 256);
  AscendC::LocalTensor<float> tmpTensor = softmaxMaxBuf.template Get<float>();
  for (uint32_t i = 0; i < tmpTensor.GetSize(); ++i) tmpTensor.SetValue(i, static_cast<float>(i) * 0.25f);
  const int32_t rc = tmpTensor.ToFile("tmpTensor.bin");
  std::ifstream file("tmpTensor.bin", std::ios::binary);
  const std::vector<char> bytes((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  file.close();
  std::remove("tmpTensor.bin");
  ASSERT_EQ(chdir(previous), 0);
  rmdir(dir_template);
  EXPECT_EQ(rc, 0);
  ASSERT_EQ(bytes.size(), 256u);
  for (uint32_t i = 0; i < 64; ++i) {
    float v;
    std::memcpy(&v, bytes.data() + 4 * i, 4);
    EXPECT_EQ(v, static_cast<float>(i) * 0.25f);
  }
}

TEST(ResourcesExamples, GlobalTensorShapeInfo) {
  std::vector<float> gm(16);
  AscendC::GlobalTensor<float> tglobal;
  tglobal.SetGlobalBuffer(gm.data(), gm.size());
  uint32_t shapeArray[] = {16, 1024};
  tglobal.SetShapeInfo(AscendC::ShapeInfo(2, shapeArray, AscendC::DataFormat::ND));
  AscendC::ShapeInfo maxShapeInfo = tglobal.GetShapeInfo();
  EXPECT_EQ(maxShapeInfo.originalShape[0], 16u);
  EXPECT_EQ(maxShapeInfo.originalShape[1], 1024u);
  EXPECT_EQ(maxShapeInfo.originalShape[2], 0u);
  EXPECT_EQ(maxShapeInfo.originalShape[3], 0u);
  EXPECT_EQ(maxShapeInfo.shape[2], 0u);
  EXPECT_EQ(AscendC::GetShapeSize(maxShapeInfo), 16 * 1024);
}

TEST(ResourcesExamples, GlobalTensorReinterpretCastAndL2CacheHint) {
  FreshCore();
  std::vector<int32_t> src_gm(256);
  for (int32_t i = 0; i < 256; ++i) src_gm[i] = i;
  uint64_t dataSize = 256;
  AscendC::GlobalTensor<int32_t> inputGlobal;
  inputGlobal.SetGlobalBuffer(reinterpret_cast<__gm__ int32_t*>(src_gm.data()), dataSize);
  inputGlobal.SetL2CacheHint(AscendC::CacheMode::CACHE_MODE_DISABLE);
  inputGlobal.SetL2CacheHint<AscendC::CacheRwMode::READ>(AscendC::CacheMode::CACHE_MODE_NORMAL);
  AscendC::GlobalTensor<int16_t> interpreTensor = inputGlobal.template ReinterpretCast<int16_t>();
  EXPECT_EQ(interpreTensor.GetSize(), 512u);
  EXPECT_EQ(static_cast<const void*>(interpreTensor.GetPhyAddr()), static_cast<const void*>(src_gm.data()));
  for (int32_t i = 0; i < 32; ++i) EXPECT_EQ(interpreTensor.GetValue(i), i % 2 == 0 ? i / 2 : 0) << i;
  // An unsized tensor stays unsized.
  AscendC::GlobalTensor<int32_t> unsized;
  unsized.SetGlobalBuffer(src_gm.data());
  EXPECT_EQ(unsized.ReinterpretCast<uint8_t>().GetSize(), 0u);
  EXPECT_EQ(unsized.ReinterpretCast<uint8_t>().GetValue(4), 1);
}

// --------------------------------------------------- Layout, Coord, TensorTrait

TEST(ResourcesExamples, LayoutPageExamples) {
  AscendC::Shape<int, int, int> shape = AscendC::MakeShape(10, 20, 30);
  AscendC::Stride<int, int, int> stride = AscendC::MakeStride(1, 100, 200);
  auto layoutMake = AscendC::MakeLayout(shape, stride);
  AscendC::Layout<AscendC::Shape<int, int, int>, AscendC::Stride<int, int, int>> layoutInit(shape, stride);
  EXPECT_EQ(AscendC::Std::get<0>(layoutMake.GetShape()), 10);
  EXPECT_EQ(AscendC::Std::get<1>(layoutMake.GetShape()), 20);
  EXPECT_EQ(AscendC::Std::get<2>(layoutMake.GetShape()), 30);
  EXPECT_EQ(AscendC::Std::get<0>(layoutInit.GetStride()), 1);
  EXPECT_EQ(AscendC::Std::get<1>(layoutInit.GetStride()), 100);
  EXPECT_EQ(AscendC::Std::get<2>(layoutInit.GetStride()), 200);
  const auto& layout = layoutInit.layout();
  EXPECT_EQ(&layout, &layoutInit);
  EXPECT_FALSE(AscendC::is_layout<decltype(shape)>::value);
  EXPECT_FALSE(AscendC::is_layout<decltype(stride)>::value);
  EXPECT_TRUE(AscendC::is_layout<decltype(layoutMake)>::value);
  EXPECT_TRUE(AscendC::is_layout<decltype(layoutInit)>::value);
  // The operator(): the sum of coordinate * stride.
  EXPECT_EQ(layoutInit(AscendC::MakeCoord(1, 2, 3)), 1 * 1 + 2 * 100 + 3 * 200);
  // The Layout introduction's 4 x 2 matrix with row stride 4.
  auto matrix = AscendC::MakeLayout(AscendC::MakeShape(4, 2), AscendC::MakeStride(4, 1));
  EXPECT_EQ(matrix(AscendC::MakeCoord(2, 1)), 9);
  EXPECT_EQ(matrix(AscendC::MakeCoord(3, 0)), 12);
}

TEST(ResourcesExamples, Crd2IdxPageExamples) {
  // Shape (3, 4, 5), stride (20, 5, 1), coordinate (1, 2, 3): 33.
  EXPECT_EQ(AscendC::Crd2Idx(AscendC::MakeCoord(1, 2, 3), AscendC::MakeShape(3, 4, 5), AscendC::MakeStride(20, 5, 1)), 33);
  // Layout ((2, 4), (3, 5)) : ((3, 6), (1, 24)), coordinate (11, 12): 129.
  auto hier = AscendC::MakeLayout(AscendC::MakeShape(AscendC::MakeShape(2, 4), AscendC::MakeShape(3, 5)),
                                  AscendC::MakeStride(AscendC::MakeStride(3, 6), AscendC::MakeStride(1, 24)));
  EXPECT_EQ(AscendC::Crd2Idx(AscendC::MakeCoord(11, 12), hier), 129);
  // The page's compile-time examples.
  constexpr int M = 11;
  constexpr int N = 12;
  constexpr int blockM = 13;
  constexpr int blockN = 14;
  auto coord = AscendC::MakeCoord(AscendC::Std::Int<20>{}, AscendC::Std::Int<30>{});
  auto shape = AscendC::MakeShape(AscendC::MakeShape(AscendC::Std::Int<blockM>{}, AscendC::Std::Int<M / blockM>{}),
                                  AscendC::MakeShape(AscendC::Std::Int<blockN>{}, AscendC::Std::Int<N / blockN>{}));
  auto stride =
      AscendC::MakeStride(AscendC::MakeStride(AscendC::Std::Int<blockN>{}, AscendC::Std::Int<blockM * blockN>{}),
                          AscendC::MakeStride(AscendC::Std::Int<1>{}, AscendC::Std::Int<M * blockN>{}));
  auto layout = AscendC::MakeLayout(shape, stride);
  auto index = layout(coord);
  static_assert(decltype(index)::value == 590, "Crd2Idx page: 590");
  auto index2 = AscendC::Crd2Idx(coord, layout);
  static_assert(decltype(index2)::value == 590, "Crd2Idx page: 590");
  auto blockCoordN = AscendC::Std::Int<12>{};
  auto baseShapeM = AscendC::Std::Int<13>{};
  auto baseShapeN = AscendC::Std::Int<14>{};
  auto basestrideM = AscendC::Std::Int<15>{};
  auto basestrideN = AscendC::Std::Int<16>{};
  auto coord2 = AscendC::MakeCoord(AscendC::Std::Int<0>{}, blockCoordN);
  auto shape2 = AscendC::MakeShape(AscendC::MakeShape(baseShapeM, baseShapeM), AscendC::MakeShape(baseShapeN, baseShapeN));
  auto stride2 =
      AscendC::MakeStride(AscendC::MakeStride(basestrideM, basestrideM), AscendC::MakeStride(basestrideN, basestrideN));
  auto index3 = AscendC::Crd2Idx(coord2, shape2, stride2);
  static_assert(decltype(index3)::value == 192, "Crd2Idx page: 192");
  // Mixed run-time and compile-time values compute at run time.
  EXPECT_EQ(AscendC::Crd2Idx(AscendC::MakeCoord(size_t{20}, size_t{30}), shape, stride), 590u);
}

TEST(ResourcesExamples, TensorTraitPageExamples) {
  AscendC::Shape<int, int, int> shape = AscendC::MakeShape(10, 20, 30);
  AscendC::Stride<int, int, int> stride = AscendC::MakeStride(1, 100, 200);
  auto layoutMake = AscendC::MakeLayout(shape, stride);
  auto tensorTraitMake = AscendC::MakeTensorTrait<float, AscendC::TPosition::VECIN>(layoutMake);
  EXPECT_EQ(AscendC::Std::get<0>(tensorTraitMake.GetLayout().GetShape()), 10);
  EXPECT_EQ(AscendC::Std::get<1>(tensorTraitMake.GetLayout().GetShape()), 20);
  EXPECT_EQ(AscendC::Std::get<2>(tensorTraitMake.GetLayout().GetShape()), 30);
  EXPECT_EQ(AscendC::Std::get<0>(tensorTraitMake.GetLayout().GetStride()), 1);
  EXPECT_EQ(AscendC::Std::get<1>(tensorTraitMake.GetLayout().GetStride()), 100);
  EXPECT_EQ(AscendC::Std::get<2>(tensorTraitMake.GetLayout().GetStride()), 200);
  using TensorTraitType = AscendC::TensorTrait<half, AscendC::TPosition::VECCALC,
                                               AscendC::Layout<AscendC::Shape<int, int, int>, AscendC::Stride<int, int, int>>>;
  TensorTraitType tensorTraitInit(layoutMake);
  EXPECT_EQ(AscendC::Std::get<0>(tensorTraitInit.GetLayout().GetShape()), 10);
  EXPECT_EQ(AscendC::Std::get<2>(tensorTraitInit.GetLayout().GetStride()), 200);
  EXPECT_EQ(AscendC::Std::get<0>(tensorTraitInit.GetShape()), 10);
  EXPECT_EQ(AscendC::Std::get<1>(tensorTraitInit.GetShape()), 20);
  EXPECT_EQ(AscendC::Std::get<2>(tensorTraitInit.GetShape()), 30);
  EXPECT_EQ(AscendC::Std::get<0>(tensorTraitInit.GetStride()), 1);
  EXPECT_EQ(AscendC::Std::get<1>(tensorTraitInit.GetStride()), 100);
  EXPECT_EQ(AscendC::Std::get<2>(tensorTraitInit.GetStride()), 200);
  TensorTraitType tensorTraitSet;
  tensorTraitSet.SetLayout(layoutMake);
  EXPECT_EQ(AscendC::Std::get<0>(tensorTraitSet.GetLayout().GetShape()), 10);
  EXPECT_EQ(AscendC::Std::get<2>(tensorTraitSet.GetLayout().GetStride()), 200);
  static_assert(std::is_same_v<TensorTraitType::LiteType, half>, "LiteType is T");
  static_assert(TensorTraitType::tPos == AscendC::TPosition::VECCALC, "tPos is pos");
  // is_tensorTrait page.
  EXPECT_EQ(AscendC::is_tensorTrait<decltype(shape)>::value, false);
  EXPECT_EQ(AscendC::is_tensorTrait<decltype(stride)>::value, false);
  EXPECT_EQ(AscendC::is_tensorTrait<decltype(layoutMake)>::value, false);
  EXPECT_EQ(AscendC::is_tensorTrait<decltype(tensorTraitMake)>::value, true);
}

// TensorTrait tensors through the queues, DataCopy and element access (the
// compute APIs take plain tensors; SPEC 15.7).
TEST(ResourcesExamples, TensorTraitTensorsMoveThroughQueuesAndDataCopy) {
  FreshCore();
  std::vector<int16_t> src(512), dst(512, 0);
  for (int i = 0; i < 512; ++i) src[i] = static_cast<int16_t>(i * 3 - 700);
  AscendC::TPipe pipe;
  AscendC::TQue<AscendC::TPosition::VECIN, 1> inQueueSrc;
  AscendC::TQue<AscendC::TPosition::VECOUT, 1> outQueueDst;
  pipe.InitBuffer(inQueueSrc, 1, 512 * sizeof(int16_t));
  pipe.InitBuffer(outQueueDst, 1, 512 * sizeof(int16_t));
  AscendC::GlobalTensor<AscendC::TensorTrait<int16_t>> srcGlobal, dstGlobal;
  srcGlobal.SetGlobalBuffer(src.data(), 512);
  dstGlobal.SetGlobalBuffer(dst.data(), 512);
  AscendC::LocalTensor<AscendC::TensorTrait<int16_t>> srcLocal = inQueueSrc.AllocTensor<AscendC::TensorTrait<int16_t>>();
  EXPECT_EQ(srcLocal.GetSize(), 512u);
  AscendC::DataCopy(srcLocal, srcGlobal, 512);
  inQueueSrc.EnQue(srcLocal);
  srcLocal = inQueueSrc.DeQue<AscendC::TensorTrait<int16_t>>();
  AscendC::LocalTensor<AscendC::TensorTrait<int16_t>> dstLocal = outQueueDst.AllocTensor<AscendC::TensorTrait<int16_t>>();
  for (uint32_t i = 0; i < 512; ++i) dstLocal.SetValue(i, static_cast<int16_t>(srcLocal.GetValue(i) + 2));
  outQueueDst.EnQue(dstLocal);
  inQueueSrc.FreeTensor(srcLocal);
  dstLocal = outQueueDst.DeQue<AscendC::TensorTrait<int16_t>>();
  AscendC::DataCopy(dstGlobal, dstLocal, 512);
  outQueueDst.FreeTensor(dstLocal);
  for (int i = 0; i < 512; ++i) ASSERT_EQ(dst[i], static_cast<int16_t>(i * 3 - 698));
  // UB -> UB keeps the element size of the trait's type.
  auto again = inQueueSrc.AllocTensor<AscendC::TensorTrait<int16_t>>();
  AscendC::DataCopy(again, dstLocal, 512);
  EXPECT_EQ(again.GetValue(511), static_cast<int16_t>(511 * 3 - 698));
  static_assert(sizeof(AscendC::TensorTrait<int16_t>) == sizeof(int16_t), "a trait sizes like its element");
}

// ------------------------------------------------------- complex32/complex64

TEST(ResourcesExamples, ComplexPageExamplesAndElementUse) {
  complex32 value0(1, 2);
  complex32 value1(3);
  complex64 value2 = 4;
  EXPECT_EQ(static_cast<float>(value0.real), 1.0f);
  EXPECT_EQ(static_cast<float>(value0.imag), 2.0f);
  EXPECT_EQ(static_cast<float>(value1.real), 3.0f);
  EXPECT_EQ(static_cast<float>(value1.imag), 0.0f);
  EXPECT_EQ(value2.real, 4.0f);
  EXPECT_EQ(value2.imag, 0.0f);
  static_assert(sizeof(complex32) == 4 && sizeof(complex64) == 8, "32- and 64-bit wide");
  static_assert(std::is_standard_layout_v<complex64> && std::is_trivially_copyable_v<complex64>, "plain {real, imag}");
  // As tensor elements: GM -> UB -> GM and element access.
  FreshCore();
  std::vector<complex64> src(64), dst(64);
  for (int i = 0; i < 64; ++i) src[i] = complex64(static_cast<float>(i), static_cast<float>(-i));
  AscendC::TPipe pipe;
  AscendC::TBuf<AscendC::TPosition::VECCALC> buf;
  pipe.InitBuffer(buf, 64 * sizeof(complex64));
  auto t = buf.Get<complex64>();
  AscendC::GlobalTensor<complex64> gs, gd;
  gs.SetGlobalBuffer(src.data(), 64);
  gd.SetGlobalBuffer(dst.data(), 64);
  AscendC::DataCopy(t, gs, 64);
  EXPECT_EQ(t.GetValue(5).imag, -5.0f);
  t.SetValue(5, complex64(50, 60));
  AscendC::DataCopy(gd, t, 64);
  for (int i = 0; i < 64; ++i) {
    ASSERT_EQ(dst[i].real, i == 5 ? 50.0f : static_cast<float>(i));
    ASSERT_EQ(dst[i].imag, i == 5 ? 60.0f : static_cast<float>(-i));
  }
  // UB -> UB, and through the SPM buffer.
  AscendC::LocalTensor<complex64> other(AscendC::TPosition::VECCALC, 8192, 64);
  AscendC::DataCopy(other, t, 64);
  EXPECT_EQ(other.GetValue(5).real, 50.0f);
  std::vector<complex64> ws(64);
  AscendC::GlobalTensor<complex64> spm;
  spm.SetGlobalBuffer(ws.data(), 64);
  pipe.InitSpmBuffer(spm, 64 * sizeof(complex64));
  pipe.WriteSpmBuffer(other, 64);
  EXPECT_EQ(ws[5].imag, 60.0f);
  EXPECT_EQ(ws[63].real, 63.0f);
}

}  // namespace

namespace {

// The TensorTrait "更多样例" kernel: Adds over TensorTrait tensors, and the
// constructor page's Add of three TensorTrait tensors.
class KernelBinaryScalarTrait {
 public:
  void Init(GM_ADDR src, GM_ADDR dstGm) {
    srcGlobal.SetGlobalBuffer(reinterpret_cast<int16_t*>(src));
    dstGlobal.SetGlobalBuffer(reinterpret_cast<int16_t*>(dstGm));
    pipe.InitBuffer(inQueueSrc, 1, 512 * sizeof(int16_t));
    pipe.InitBuffer(outQueueDst, 1, 512 * sizeof(int16_t));
  }
  void Process() {
    AscendC::LocalTensor<AscendC::TensorTrait<int16_t>> srcLocal = inQueueSrc.AllocTensor<AscendC::TensorTrait<int16_t>>();
    AscendC::DataCopy(srcLocal, srcGlobal, 512);
    inQueueSrc.EnQue(srcLocal);
    srcLocal = inQueueSrc.DeQue<AscendC::TensorTrait<int16_t>>();
    AscendC::LocalTensor<AscendC::TensorTrait<int16_t>> dstLocal = outQueueDst.AllocTensor<AscendC::TensorTrait<int16_t>>();
    uint64_t mask = 128;
    int16_t scalar = 2;
    AscendC::Adds(dstLocal, srcLocal, scalar, mask, 4, {1, 1, 8, 8});
    outQueueDst.EnQue(dstLocal);
    inQueueSrc.FreeTensor(srcLocal);
    dstLocal = outQueueDst.DeQue<AscendC::TensorTrait<int16_t>>();
    AscendC::DataCopy(dstGlobal, dstLocal, 512);
    outQueueDst.FreeTensor(dstLocal);
  }

 private:
  AscendC::TPipe pipe;
  AscendC::TQue<AscendC::TPosition::VECIN, 1> inQueueSrc;
  AscendC::TQue<AscendC::TPosition::VECOUT, 1> outQueueDst;
  AscendC::GlobalTensor<AscendC::TensorTrait<int16_t>> srcGlobal, dstGlobal;
};

extern "C" __global__ __aicore__ void binary_scalar_trait_kernel(GM_ADDR src, GM_ADDR dstGm) {
  KernelBinaryScalarTrait op;
  op.Init(src, dstGm);
  op.Process();
}

TEST(ResourcesExamples, TensorTraitTensorsInTheComputeApis) {
  std::vector<int16_t> src(512), dst(512, 0);
  for (int i = 0; i < 512; ++i) src[i] = static_cast<int16_t>(i - 300);
  ascendc_host::Launch(1, binary_scalar_trait_kernel, reinterpret_cast<uint8_t*>(src.data()),
                       reinterpret_cast<uint8_t*>(dst.data()));
  for (int i = 0; i < 512; ++i) ASSERT_EQ(dst[i], static_cast<int16_t>(i - 298)) << i;

  FreshCore();
  AscendC::TPipe pipe;
  AscendC::TQue<AscendC::TPosition::VECIN, 1> que1, que2;
  AscendC::TQue<AscendC::TPosition::VECOUT, 1> que3;
  pipe.InitBuffer(que1, 1, 512);
  pipe.InitBuffer(que2, 1, 512);
  pipe.InitBuffer(que3, 1, 512);
  auto a = que1.AllocTensor<AscendC::TensorTrait<half>>();
  auto b = que2.AllocTensor<AscendC::TensorTrait<half>>();
  for (uint32_t i = 0; i < 256; ++i) {
    a.SetValue(i, half(static_cast<float>(i)));
    b.SetValue(i, half(0.5f));
  }
  que1.EnQue(a);
  que2.EnQue(b);
  AscendC::LocalTensor<AscendC::TensorTrait<half>> tensor1 = que1.DeQue<AscendC::TensorTrait<half>>();
  AscendC::LocalTensor<AscendC::TensorTrait<half>> tensor2 = que2.DeQue<AscendC::TensorTrait<half>>();
  AscendC::LocalTensor<AscendC::TensorTrait<half>> tensor3 = que3.AllocTensor<AscendC::TensorTrait<half>>();
  AscendC::Add(tensor3, tensor1, tensor2, tensor3.GetSize());
  for (uint32_t i = 0; i < 256; ++i) ASSERT_EQ(static_cast<float>(tensor3.GetValue(i)), static_cast<float>(i) + 0.5f);
}

}  // namespace
