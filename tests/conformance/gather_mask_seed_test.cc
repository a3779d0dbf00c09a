// Seed 001 (GatherMask) compiled unchanged as real operators: both kernels
// below are copied verbatim from the seed (only wrapped in a namespace, and
// the shared kernel name renamed by a macro so both link into one program),
// then launched on the CPU with the data of SPEC E2.1 and E2.3.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "kernel_operator.h"
#include "support/ub_helpers.h"

namespace seed001_user_pattern {
#define gather_mask_simple_kernel gather_mask_user_pattern_kernel
// ---- seed 001, user-defined pattern tensor, verbatim -----------------------
#include "kernel_operator.h"
class KernelGatherMask {
public:
    __aicore__ inline KernelGatherMask () {}
    __aicore__ inline void Init(__gm__ uint8_t* src0Gm, __gm__ uint8_t* src1Gm, __gm__ uint8_t* dstGm)
    {
        src0Global.SetGlobalBuffer((__gm__ uint32_t*)src0Gm);
        src1Global.SetGlobalBuffer((__gm__ uint32_t*)src1Gm);
        dstGlobal.SetGlobalBuffer((__gm__ uint32_t*)dstGm);
        pipe.InitBuffer(inQueueSrc0, 1, 256 * sizeof(uint32_t));
        pipe.InitBuffer(inQueueSrc1, 1, 8 * sizeof(uint32_t));
        pipe.InitBuffer(outQueueDst, 1, 256 * sizeof(uint32_t));
    }
    __aicore__ inline void Process()
    {
        CopyIn();
        Compute();
        CopyOut();
    }
private:
    __aicore__ inline void CopyIn()
    {
        AscendC::LocalTensor<uint32_t> src0Local = inQueueSrc0.AllocTensor<uint32_t>();
        AscendC::LocalTensor<uint32_t> src1Local = inQueueSrc1.AllocTensor<uint32_t>();
        AscendC::DataCopy(src0Local, src0Global, 256);
        AscendC::DataCopy(src1Local, src1Global, 32);
        inQueueSrc0.EnQue(src0Local);
        inQueueSrc1.EnQue(src1Local);
    }
    __aicore__ inline void Compute()
    {
        AscendC::LocalTensor<uint32_t> src0Local = inQueueSrc0.DeQue<uint32_t>();
        AscendC::LocalTensor<uint32_t> src1Local = inQueueSrc1.DeQue<uint32_t>();
        AscendC::LocalTensor<uint32_t> dstLocal = outQueueDst.AllocTensor<uint32_t>();
        uint32_t mask = 70;
       uint64_t rsvdCnt = 0;
        // reduceMode = true;    使用Counter模式
        // src0BlockStride = 1;  单次迭代内数据间隔1个datablock，即数据连续读取和写入
        // repeatTimes = 2;      Counter模式时，仅在部分产品型号下会生效
        // src0RepeatStride = 4; 源操作数迭代间数据间隔4个datablock
        // src1RepeatStride = 0; src1迭代间数据间隔0个datablock，即原位置读取
        AscendC::GatherMask (dstLocal, src0Local, src1Local, true, mask, { 1, 2, 4, 0 }, rsvdCnt);
        outQueueDst.EnQue<uint32_t>(dstLocal);
        inQueueSrc0.FreeTensor(src0Local);
        inQueueSrc1.FreeTensor(src1Local);
    }
    __aicore__ inline void CopyOut()
    {
        AscendC::LocalTensor<uint32_t> dstLocal = outQueueDst.DeQue<uint32_t>();
        AscendC::DataCopy(dstGlobal, dstLocal, 256);
        outQueueDst.FreeTensor(dstLocal);
    }
private:
    AscendC::TPipe pipe;
    AscendC::TQue<AscendC::TPosition::VECIN, 1> inQueueSrc0, inQueueSrc1;
    AscendC::TQue<AscendC::TPosition::VECOUT, 1> outQueueDst;
    AscendC::GlobalTensor<uint32_t> src0Global, src1Global, dstGlobal;
};
extern "C" __global__ __aicore__ void gather_mask_simple_kernel(__gm__ uint8_t* src0Gm, __gm__ uint8_t* src1Gm, __gm__ uint8_t* dstGm)
{
    KernelGatherMask op;
    op.Init(src0Gm, src1Gm, dstGm);
    op.Process();
}
// ---- end of seed code --------------------------------------------------------
#undef gather_mask_simple_kernel
}  // namespace seed001_user_pattern

namespace seed001_builtin_pattern {
#define gather_mask_simple_kernel gather_mask_builtin_pattern_kernel
// ---- seed 001, built-in pattern, verbatim ----------------------------------
#include "kernel_operator.h"
class KernelGatherMask {
public:
    __aicore__ inline KernelGatherMask () {}
    __aicore__ inline void Init(__gm__ uint8_t* src0Gm, __gm__ uint8_t* dstGm)
    {
        src0Global.SetGlobalBuffer((__gm__ uint16_t*)src0Gm);
        dstGlobal.SetGlobalBuffer((__gm__ uint16_t*)dstGm);
        pipe.InitBuffer(inQueueSrc0, 1, 128 * sizeof(uint16_t));
        pipe.InitBuffer(outQueueDst, 1, 128 * sizeof(uint16_t));
    }
    __aicore__ inline void Process()
    {
        CopyIn();
        Compute();
        CopyOut();
    }
private:
    __aicore__ inline void CopyIn()
    {
        AscendC::LocalTensor<uint16_t> src0Local = inQueueSrc0.AllocTensor<uint16_t>();
        AscendC::DataCopy(src0Local, src0Global, 128);
        inQueueSrc0.EnQue(src0Local);
    }
    __aicore__ inline void Compute()
    {
        AscendC::LocalTensor<uint16_t> src0Local = inQueueSrc0.DeQue<uint16_t>();
        AscendC::LocalTensor<uint16_t> dstLocal = outQueueDst.AllocTensor<uint16_t>();
 
        uint32_t mask = 0; // normal模式下mask建议设置为0
        uint64_t rsvdCnt = 0; // 用于保存筛选后保留下来的元素个数
        uint8_t src1Pattern = 2; // 内置固定模式
        // reduceMode = false; 使用normal模式
        // src0BlockStride = 1; 单次迭代内数据间隔1个Block，即数据连续读取和写入
        // repeatTimes = 1;重复迭代一次
        // src0RepeatStride = 0;重复一次，故设置为0
        // src1RepeatStride = 0;重复一次，故设置为0
        AscendC::GatherMask(dstLocal, src0Local, src1Pattern, false, mask, { 1, 1, 0, 0 }, rsvdCnt);
 
        outQueueDst.EnQue<uint16_t>(dstLocal);
        inQueueSrc0.FreeTensor(src0Local);
    }
    __aicore__ inline void CopyOut()
    {
        AscendC::LocalTensor<uint16_t> dstLocal = outQueueDst.DeQue<uint16_t>();
        
        AscendC::DataCopy(dstGlobal, dstLocal, 128);
        outQueueDst.FreeTensor(dstLocal);
    }
private:
    AscendC::TPipe pipe;
    AscendC::TQue<AscendC::TPosition::VECIN, 1> inQueueSrc0;
    AscendC::TQue<AscendC::TPosition::VECOUT, 1> outQueueDst;
    AscendC::GlobalTensor<uint16_t> src0Global, dstGlobal;
};
 
extern "C" __global__ __aicore__ void gather_mask_simple_kernel(__gm__ uint8_t* src0Gm, __gm__ uint8_t* dstGm)
{
    KernelGatherMask op;
    op.Init(src0Gm, dstGm);
    op.Process();
}
// ---- end of seed code --------------------------------------------------------
#undef gather_mask_simple_kernel
}  // namespace seed001_builtin_pattern

namespace {

using ascendc_host::testing::Warned;

// The Counter-mode example (SPEC E2.3): src0[i] = i, pattern words all
// `word`. The host gives 32 pattern words (SPEC 7.3 C2: the kernel copies
// 128 bytes although its queue buffer holds 32).
std::vector<uint32_t> RunUserPatternSeed(uint32_t word) {
  std::vector<uint32_t> src0(256), src1(32, word), dst(256, 0xDEADBEEFu);
  for (uint32_t i = 0; i < 256; ++i) src0[i] = i;
  ascendc_host::Launch(1, seed001_user_pattern::gather_mask_user_pattern_kernel, reinterpret_cast<uint8_t*>(src0.data()),
                       reinterpret_cast<uint8_t*>(src1.data()), reinterpret_cast<uint8_t*>(dst.data()));
  return dst;
}

// dst as the kernel copies it out: the kept elements, then the untouched
// rest of its UB buffer (UB starts zeroed; the first 96 bytes of the dst
// buffer hold the pattern words the oversized pattern copy spilled there,
// unless GatherMask overwrote them).
std::vector<uint32_t> ExpectedUserPatternDst(const std::vector<uint32_t>& kept, uint32_t word) {
  std::vector<uint32_t> dst(256, 0);
  for (size_t i = 0; i < 24; ++i) dst[i] = word;
  for (size_t i = 0; i < kept.size(); ++i) dst[i] = kept[i];
  return dst;
}

TEST(GatherMaskSeed, UserPatternCounterModeDevkitPattern) {
  const std::vector<uint32_t> kept = {0,  2,  5,  7,  18, 19, 20, 21, 22, 25, 26, 27, 28, 29, 30, 32, 34,
                                      37, 39, 50, 51, 52, 53, 54, 57, 58, 59, 60, 61, 62, 64, 66, 69, 32,
                                      34, 37, 39, 50, 51, 52, 53, 54, 57, 58, 59, 60, 61, 62, 64, 66, 69,
                                      71, 82, 83, 84, 85, 86, 89, 90, 91, 92, 93, 94, 96, 98, 101};
  ASSERT_EQ(kept.size(), 66u);
  EXPECT_EQ(RunUserPatternSeed(0x7E7C00A5u), ExpectedUserPatternDst(kept, 0x7E7C00A5u));
}

TEST(GatherMaskSeed, UserPatternCounterModeFigurePattern) {
  std::vector<uint32_t> kept;
  for (uint32_t r = 0; r < 2; ++r)
    for (uint32_t p = 0; p < 70; ++p)
      if (p % 4 == 0 || p % 4 == 3) kept.push_back(32 * r + p);
  ASSERT_EQ(kept.size(), 70u);
  EXPECT_EQ(RunUserPatternSeed(0x99999999u), ExpectedUserPatternDst(kept, 0x99999999u));
}

TEST(GatherMaskSeed, UserPatternCounterModeAllOnes) {
  std::vector<uint32_t> kept;
  for (uint32_t r = 0; r < 2; ++r)
    for (uint32_t p = 0; p < 70; ++p) kept.push_back(32 * r + p);
  EXPECT_EQ(RunUserPatternSeed(0xFFFFFFFFu), ExpectedUserPatternDst(kept, 0xFFFFFFFFu));
}

// SPEC 7.3 C2: the oversized pattern copy stays inside UB, so it is a WARN
// in checked mode and the operator still produces the documented result.
TEST(GatherMaskSeed, UserPatternOversizedPatternCopyWarnsAndRuns) {
  ascendc_host::ScopedCheckedMode on(true);
  ascendc_host::ClearWarnings();
  std::vector<uint32_t> dst;
  ASSERT_NO_THROW(dst = RunUserPatternSeed(0x7E7C00A5u));
  EXPECT_TRUE(Warned("DataCopy: dst="));
  EXPECT_EQ(dst[0], 0u);
  EXPECT_EQ(dst[65], 101u);
}

TEST(GatherMaskSeed, BuiltinPatternTwoKeepsOddPositions) {
  std::vector<uint16_t> src0(128), dst(128, 0xBEEF);
  for (uint16_t i = 0; i < 128; ++i) src0[i] = static_cast<uint16_t>(i + 1);
  ascendc_host::Launch(1, seed001_builtin_pattern::gather_mask_builtin_pattern_kernel, reinterpret_cast<uint8_t*>(src0.data()),
                       reinterpret_cast<uint8_t*>(dst.data()));
  std::vector<uint16_t> expected(128, 0);  // dst[64..127]: the untouched (zeroed) UB buffer
  for (uint16_t i = 0; i < 64; ++i) expected[i] = static_cast<uint16_t>(2 * (i + 1));
  EXPECT_EQ(dst, expected);
}

}  // namespace
