// TPipe / TQue / TBuf / LocalMemAllocator: layout, bookkeeping, exhaustion.
#include <gtest/gtest.h>

#include "kernel_operator.h"
#include "support/ub_helpers.h"

namespace {

using ascendc_host::Severity;
using ascendc_host::testing::FreshCore;
using ascendc_host::testing::RaisesError;

TEST(TPipe, CarvesBlocksConsecutivelyFromZeroRoundedTo32) {
  auto& core = FreshCore();
  AscendC::TPipe pipe;
  AscendC::TQue<AscendC::TPosition::VECIN, 2> in;
  AscendC::TQue<AscendC::TPosition::VECOUT, 1> out;
  AscendC::TBuf<AscendC::TPosition::VECCALC> tmp;
  pipe.InitBuffer(in, 2, 100);   // rounded to 128
  pipe.InitBuffer(out, 1, 64);
  pipe.InitBuffer(tmp, 33);      // rounded to 64
  auto a = in.AllocTensor<uint16_t>();
  auto b = in.AllocTensor<uint16_t>();
  auto c = out.AllocTensor<float>();
  auto t = tmp.Get<uint8_t>();
  EXPECT_EQ(core.AddressOf(a.GetPhyAddr()), 0u);
  EXPECT_EQ(core.AddressOf(b.GetPhyAddr()), 128u);
  EXPECT_EQ(core.AddressOf(c.GetPhyAddr()), 256u);
  EXPECT_EQ(core.AddressOf(t.GetPhyAddr()), 320u);
  EXPECT_EQ(a.GetSize(), 64u);  // 128 bytes of uint16_t
  EXPECT_EQ(c.GetSize(), 16u);
  EXPECT_EQ(t.GetSize(), 64u);
  EXPECT_EQ(pipe.GetUsedBytes(), 384u);
  EXPECT_EQ(a.GetPosition(), AscendC::TPosition::VECIN);
}

TEST(TQue, EnQueDeQueIsFifoAndFreeTensorRecyclesBlocks) {
  FreshCore();
  AscendC::TPipe pipe;
  AscendC::TQue<AscendC::TPosition::VECIN, 2> q;
  pipe.InitBuffer(q, 2, 64);
  auto a = q.AllocTensor<uint32_t>();
  auto b = q.AllocTensor<uint32_t>();
  a.SetValue(0, 11);
  b.SetValue(0, 22);
  q.EnQue(a);
  q.EnQue<uint32_t>(b);
  EXPECT_EQ(q.GetTensorCountInQue(), 2);
  auto x = q.DeQue<uint32_t>();
  auto y = q.DeQue<uint32_t>();
  EXPECT_EQ(x.GetValue(0), 11u);
  EXPECT_EQ(y.GetValue(0), 22u);
  EXPECT_EQ(x.GetSize(), 16u);
  EXPECT_FALSE(q.HasIdleBuffer());
  q.FreeTensor(x);
  EXPECT_TRUE(q.HasIdleBuffer());
  auto z = q.AllocTensor<uint32_t>();
  EXPECT_EQ(z.GetPhyAddr(), x.GetPhyAddr());
}

TEST(TQue, AllocWithoutFreeBlockIsFatal) {
  FreshCore();
  AscendC::TPipe pipe;
  AscendC::TQue<AscendC::TPosition::VECIN, 1> q;
  pipe.InitBuffer(q, 1, 32);
  q.AllocTensor<uint8_t>();
  EXPECT_TRUE(RaisesError([&] { q.AllocTensor<uint8_t>(); }, Severity::kFatal, {"TQue::AllocTensor", "no free block"}));
}

TEST(TQue, DeQueOnEmptyQueueIsFatal) {
  FreshCore();
  AscendC::TPipe pipe;
  AscendC::TQue<AscendC::TPosition::VECOUT, 1> q;
  pipe.InitBuffer(q, 1, 32);
  EXPECT_TRUE(RaisesError([&] { q.DeQue<half>(); }, Severity::kFatal, {"TQue::DeQue", "queue is empty"}));
}

TEST(TPipe, UbExhaustionIsFatal) {
  FreshCore();
  AscendC::TPipe pipe;
  AscendC::TQue<AscendC::TPosition::VECIN, 1> q1, q2;
  pipe.InitBuffer(q1, 1, AscendC::GetUBSizeInBytes() - 64);  // leaves 64 bytes
  EXPECT_TRUE(RaisesError([&] { pipe.InitBuffer(q2, 1, 96); }, Severity::kFatal,
                          {"TPipe::InitBuffer", "exceeds the UB", "253952"}));
}

TEST(TPipe, WholeUbFitsExactly) {
  FreshCore();
  AscendC::TPipe pipe;
  AscendC::TBuf<AscendC::TPosition::VECCALC> all;
  EXPECT_TRUE(pipe.InitBuffer(all, AscendC::GetUBSizeInBytes()));
  auto t = all.Get<uint8_t>();
  t.SetValue(AscendC::GetUBSizeInBytes() - 1, 5);
  EXPECT_EQ(t.GetValue(AscendC::GetUBSizeInBytes() - 1), 5);
  EXPECT_TRUE(RaisesError([&] { t.SetValue(AscendC::GetUBSizeInBytes(), 1); }, Severity::kFatal,
                          {"LocalTensor::SetValue", "outside the UB arena"}));
}

TEST(TPipe, MoreThanEightQueueBuffersPerPositionIsAnErrorInCheckedMode) {
  FreshCore();
  ascendc_host::ScopedCheckedMode checked(true);
  AscendC::TPipe pipe;
  AscendC::TQue<AscendC::TPosition::VECIN, 4> a, b, c;
  pipe.InitBuffer(a, 4, 32);
  pipe.InitBuffer(b, 4, 32);
  EXPECT_TRUE(RaisesError([&] { pipe.InitBuffer(c, 1, 32); }, Severity::kError,
                          {"TPipe::InitBuffer", "num=1", "more than 8 queue buffers"}));
}

TEST(TPipe, DestructionReleasesEverything) {
  auto& core = FreshCore();
  {
    AscendC::TPipe pipe;
    AscendC::TBuf<AscendC::TPosition::VECCALC> b;
    pipe.InitBuffer(b, 4096);
    EXPECT_EQ(core.alloc.pipe_head, 4096u);
  }
  EXPECT_EQ(core.alloc.pipe_head, 0u);
  AscendC::TPipe again;
  AscendC::TBuf<AscendC::TPosition::VECCALC> b2;
  again.InitBuffer(b2, 32);
  EXPECT_EQ(core.AddressOf(b2.Get<uint8_t>().GetPhyAddr()), 0u);
}

TEST(TBuf, GetWithOffsetAndLength) {
  auto& core = FreshCore();
  AscendC::TPipe pipe;
  AscendC::TBuf<AscendC::TPosition::VECCALC> b;
  pipe.InitBuffer(b, 256);
  auto part = b.GetWithOffset<uint32_t>(8, 64);
  EXPECT_EQ(core.AddressOf(part.GetPhyAddr()), 64u);
  EXPECT_EQ(part.GetSize(), 8u);
  EXPECT_EQ(b.Get<uint16_t>(10).GetSize(), 10u);
}

TEST(LocalMemAllocator, AdvancesByExactBytesWithoutRounding) {
  auto& core = FreshCore();
  AscendC::LocalMemAllocator<AscendC::Hardware::UB> alloc;
  auto a = alloc.Alloc<uint32_t, 3>();  // 12 bytes
  auto b = alloc.Alloc<AscendC::TPosition::VECIN, half, 16>();
  auto c = alloc.Alloc<uint8_t>(5);
  auto d = alloc.Alloc<AscendC::TPosition::VECOUT, float>(2);
  EXPECT_EQ(core.AddressOf(a.GetPhyAddr()), 0u);
  EXPECT_EQ(core.AddressOf(b.GetPhyAddr()), 12u);
  EXPECT_EQ(core.AddressOf(c.GetPhyAddr()), 44u);
  EXPECT_EQ(core.AddressOf(d.GetPhyAddr()), 49u);
  EXPECT_EQ(alloc.GetCurAddr(), 57u);
  EXPECT_EQ(b.GetPosition(), AscendC::TPosition::VECIN);
  EXPECT_EQ(d.GetSize(), 2u);
}

TEST(LocalMemAllocator, ExhaustionIsFatalAndTwoAllocatorsAreAnError) {
  FreshCore();
  ascendc_host::ScopedCheckedMode checked(true);
  AscendC::LocalMemAllocator<AscendC::Hardware::UB> alloc;
  alloc.Alloc<uint8_t>(AscendC::GetUBSizeInBytes());
  EXPECT_TRUE(RaisesError([&] { alloc.Alloc<uint8_t>(1); }, Severity::kFatal, {"LocalMemAllocator::Alloc", "exceeds the UB"}));
  EXPECT_TRUE(RaisesError([&] { AscendC::LocalMemAllocator<AscendC::Hardware::UB> second; }, Severity::kError,
                          {"only one LocalMemAllocator"}));
}

TEST(LocalTensor, ViewsReinterpretAndAccessors) {
  FreshCore();
  AscendC::LocalMemAllocator<> alloc;
  auto t = alloc.Alloc<uint32_t, 16>();
  for (uint32_t i = 0; i < 16; ++i) t.SetValue(i, 0x01020304u * (i + 1));
  auto tail = t[4];
  EXPECT_EQ(tail.GetSize(), 12u);
  EXPECT_EQ(tail.GetValue(0), 0x01020304u * 5);
  auto bytes = t.ReinterpretCast<uint8_t>();
  EXPECT_EQ(bytes.GetSize(), 64u);
  EXPECT_EQ(bytes.GetValue(0), 0x04);  // little-endian
  EXPECT_EQ(bytes.GetValue(3), 0x01);
  t.SetSize(5);
  EXPECT_EQ(t.GetSize(), 5u);
  EXPECT_EQ(t.GetLength(), 20u);
  t(2) = 7;
  EXPECT_EQ(t.GetValue(2), 7u);
}

}  // namespace
