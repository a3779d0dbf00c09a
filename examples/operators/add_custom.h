// add_custom: z = x + y elementwise, the canonical Ascend C vector operator
// (double-buffered TQue pipeline: CopyIn -> Compute -> CopyOut per tile),
// for any length: each block owns a contiguous span, walks it tile by tile,
// and the last tile of the last block carries the < 32-byte tail.
// Host side: integrations/torch (torch.ops.ascendc_host.add).
#ifndef ASCENDC_HOST_EXAMPLES_OPERATORS_ADD_CUSTOM_H_
#define ASCENDC_HOST_EXAMPLES_OPERATORS_ADD_CUSTOM_H_

#include "kernel_operator.h"
#include "operators/common.h"

// Tiling, filled by the host from the tensor shape.
struct AddCustomTiling {
  uint64_t totalLength;  // elements of x, y and z
  uint64_t blockLength;  // elements per block, a multiple of tileLength except in the last block
  uint32_t tileLength;   // elements per tile, a multiple of 32 bytes
};

template <typename T>
class KernelAddCustom {
 public:
  __aicore__ inline KernelAddCustom() {}
  __aicore__ inline void Init(GM_ADDR x, GM_ADDR y, GM_ADDR z, const AddCustomTiling& tiling) {
    const operators::BlockSpan span = operators::SpanOfThisBlock(tiling.totalLength, tiling.blockLength);
    length_ = span.length;
    tileLength_ = tiling.tileLength;
    xGm_.SetGlobalBuffer((__gm__ T*)x + span.first, span.length);
    yGm_.SetGlobalBuffer((__gm__ T*)y + span.first, span.length);
    zGm_.SetGlobalBuffer((__gm__ T*)z + span.first, span.length);
    pipe_.InitBuffer(inQueueX_, kBufferNum, tileLength_ * sizeof(T));
    pipe_.InitBuffer(inQueueY_, kBufferNum, tileLength_ * sizeof(T));
    pipe_.InitBuffer(outQueueZ_, kBufferNum, tileLength_ * sizeof(T));
  }
  __aicore__ inline void Process() {
    operators::ForEachTile(length_, tileLength_, [this](uint64_t offset, uint32_t count) {
      CopyIn(offset, count);
      Compute(count);
      CopyOut(offset, count);
    });
  }

 private:
  static constexpr int32_t kBufferNum = 2;

  __aicore__ inline void CopyIn(uint64_t offset, uint32_t count) {
    AscendC::LocalTensor<T> xLocal = inQueueX_.AllocTensor<T>();
    AscendC::LocalTensor<T> yLocal = inQueueY_.AllocTensor<T>();
    operators::CopyWithTail(xLocal, xGm_[offset], count);
    operators::CopyWithTail(yLocal, yGm_[offset], count);
    inQueueX_.EnQue(xLocal);
    inQueueY_.EnQue(yLocal);
  }
  __aicore__ inline void Compute(uint32_t count) {
    AscendC::LocalTensor<T> xLocal = inQueueX_.DeQue<T>();
    AscendC::LocalTensor<T> yLocal = inQueueY_.DeQue<T>();
    AscendC::LocalTensor<T> zLocal = outQueueZ_.AllocTensor<T>();
    AscendC::Add(zLocal, xLocal, yLocal, static_cast<int32_t>(count));
    outQueueZ_.EnQue<T>(zLocal);
    inQueueX_.FreeTensor(xLocal);
    inQueueY_.FreeTensor(yLocal);
  }
  __aicore__ inline void CopyOut(uint64_t offset, uint32_t count) {
    AscendC::LocalTensor<T> zLocal = outQueueZ_.DeQue<T>();
    operators::CopyWithTail(zGm_[offset], zLocal, count);
    outQueueZ_.FreeTensor(zLocal);
  }

  AscendC::TPipe pipe_;
  AscendC::TQue<AscendC::TPosition::VECIN, kBufferNum> inQueueX_, inQueueY_;
  AscendC::TQue<AscendC::TPosition::VECOUT, kBufferNum> outQueueZ_;
  AscendC::GlobalTensor<T> xGm_, yGm_, zGm_;
  uint64_t length_ = 0;
  uint32_t tileLength_ = 0;
};

template <typename T>
__global__ __aicore__ void add_custom(GM_ADDR x, GM_ADDR y, GM_ADDR z, GM_ADDR tiling) {
  const AddCustomTiling t = *reinterpret_cast<__gm__ AddCustomTiling*>(tiling);
  KernelAddCustom<T> op;
  op.Init(x, y, z, t);
  op.Process();
}

#endif  // ASCENDC_HOST_EXAMPLES_OPERATORS_ADD_CUSTOM_H_
