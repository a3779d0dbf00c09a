// y = factor * x for blocks of 1001 int32 elements (the factor in a tiling
// struct passed by value, as the tiling samples pass theirs), written as the vendor's
// unaligned samples write such a kernel: each block binds its 1001 valid
// elements, copies whole DataBlocks in (past the bound size, into the
// padding the host allocates) and writes exactly its elements out with
// DataCopyPad. No `using namespace AscendC`: ASSERT's unqualified
// GetBlockNum() is for the device compiler only.
#include "kernel_operator.h"

constexpr uint32_t kBlockLength = 1001;  // valid elements per block
constexpr uint32_t kAligned = 1008;      // rounded up to 32 bytes

struct ScaleTailTiling {
    uint32_t blockLength;
    int32_t factor;
};

class KernelScaleTail {
public:
    __aicore__ inline KernelScaleTail() {}
    __aicore__ inline void Init(GM_ADDR x, GM_ADDR y, const ScaleTailTiling &tiling)
    {
        factor = tiling.factor;
        ASSERT(GetBlockNum() != 0 && "block dim can not be zero!");
        xGm.SetGlobalBuffer((__gm__ int32_t *)x + AscendC::GetBlockIdx() * kBlockLength, kBlockLength);
        yGm.SetGlobalBuffer((__gm__ int32_t *)y + AscendC::GetBlockIdx() * kBlockLength, kBlockLength);
        pipe.InitBuffer(inQueue, 1, kAligned * sizeof(int32_t));
        pipe.InitBuffer(outQueue, 1, kAligned * sizeof(int32_t));
    }
    __aicore__ inline void Process()
    {
        AscendC::LocalTensor<int32_t> xLocal = inQueue.AllocTensor<int32_t>();
        AscendC::DataCopy(xLocal, xGm, kAligned);
        inQueue.EnQue(xLocal);
        xLocal = inQueue.DeQue<int32_t>();
        AscendC::LocalTensor<int32_t> yLocal = outQueue.AllocTensor<int32_t>();
        AscendC::Muls(yLocal, xLocal, factor, kAligned);
        inQueue.FreeTensor(xLocal);
        outQueue.EnQue(yLocal);
        yLocal = outQueue.DeQue<int32_t>();
        AscendC::DataCopyExtParams params{1, static_cast<uint32_t>(kBlockLength * sizeof(int32_t)), 0, 0, 0};
        AscendC::DataCopyPad(yGm, yLocal, params);
        outQueue.FreeTensor(yLocal);
    }

private:
    AscendC::TPipe pipe;
    AscendC::TQue<AscendC::TPosition::VECIN, 1> inQueue;
    AscendC::TQue<AscendC::TPosition::VECOUT, 1> outQueue;
    AscendC::GlobalTensor<int32_t> xGm, yGm;
    int32_t factor = 1;
};

extern "C" __global__ __aicore__ void scale_tail(GM_ADDR x, GM_ADDR y, ScaleTailTiling tiling)
{
    ASCENDC_ASSERT(tiling.blockLength == kBlockLength, { KERNEL_LOG(KERNEL_ERROR, "blockLength %u", tiling.blockLength); });
    KernelScaleTail op;
    op.Init(x, y, tiling);
    op.Process();
}

// A kernel without parameters (the samples' HelloWorld).
extern "C" __global__ __aicore__ void hello_block()
{
    if (AscendC::GetBlockIdx() == 0) {
        AscendC::printf("hello from block %d\n", static_cast<int32_t>(AscendC::GetBlockIdx()));
    }
}

int scale_tail_npu_arch() { return __NPU_ARCH__; }

#ifndef ASCENDC_CPU_DEBUG
void scale_tail_do(uint32_t blockDim, void *stream, uint8_t *x, uint8_t *y, ScaleTailTiling tiling)
{
    scale_tail<<<blockDim, nullptr, stream>>>(x, y, tiling);
}

void hello_block_do(uint32_t blockDim, void *stream)
{
    hello_block<<<blockDim, nullptr, stream>>>();
}
#endif
