// deinterleave: splits x = [a0 b0 a1 b1 ...] into even = [a0 a1 ...] and
// odd = [b0 b1 ...] (real/imaginary parts, the two halves of rotary
// embedding pairs) with an Ascend 950 vector function: a dual LoadAlign in
// DIST_DINTLV_B8/B16/B32 sends the even and odd elements of 512 bytes to two
// registers, and two StoreAlign write them under an UpdateMask tail mask.
// Host side: integrations/torch (torch.ops.ascendc_host.deinterleave).
#ifndef ASCENDC_HOST_EXAMPLES_OPERATORS_DEINTERLEAVE_H_
#define ASCENDC_HOST_EXAMPLES_OPERATORS_DEINTERLEAVE_H_

#include "kernel_operator.h"
#include "operators/common.h"

struct DeinterleaveTiling {
  uint64_t totalPairs;  // elements of even (= of odd); x holds twice as many
  uint64_t blockPairs;  // pairs per block, a multiple of tilePairs except in the last block
  uint32_t tilePairs;   // pairs per tile, a multiple of one register's lanes (256 / sizeof(T))
};

template <typename T>
struct DeinterleaveDist;
template <>
struct DeinterleaveDist<uint8_t> {
  static constexpr AscendC::MicroAPI::LoadDist kDist = AscendC::MicroAPI::LoadDist::DIST_DINTLV_B8;
};
template <>
struct DeinterleaveDist<uint16_t> {
  static constexpr AscendC::MicroAPI::LoadDist kDist = AscendC::MicroAPI::LoadDist::DIST_DINTLV_B16;
};
template <>
struct DeinterleaveDist<uint32_t> {
  static constexpr AscendC::MicroAPI::LoadDist kDist = AscendC::MicroAPI::LoadDist::DIST_DINTLV_B32;
};

// `pairs` valid pairs from src; repeatTimes = ceil(pairs / lanes). The last
// dual load may read past the valid pairs (inside the tile buffer); the
// mask keeps those lanes out of the stores.
template <typename T>
__simd_vf__ inline void DeinterleaveVF(__ubuf__ T* evenAddr, __ubuf__ T* oddAddr, __ubuf__ T* srcAddr, uint32_t pairs,
                                       uint16_t repeatTimes) {
  constexpr uint32_t kLanes = 256 / sizeof(T);
  AscendC::MicroAPI::RegTensor<T> evenReg, oddReg;
  AscendC::MicroAPI::MaskReg mask;
  for (uint16_t i = 0; i < repeatTimes; ++i) {
    mask = AscendC::MicroAPI::UpdateMask<T>(pairs);
    AscendC::MicroAPI::LoadAlign<T, DeinterleaveDist<T>::kDist>(evenReg, oddReg, srcAddr + 2 * i * kLanes);
    AscendC::MicroAPI::StoreAlign(evenAddr + i * kLanes, evenReg, mask);
    AscendC::MicroAPI::StoreAlign(oddAddr + i * kLanes, oddReg, mask);
  }
}

// T is the element's width type (uint8_t, uint16_t or uint32_t): the split
// moves bits, so every dtype of a width shares one kernel.
template <typename T>
class KernelDeinterleave {
 public:
  __aicore__ inline KernelDeinterleave() {}
  __aicore__ inline void Init(GM_ADDR x, GM_ADDR even, GM_ADDR odd, const DeinterleaveTiling& tiling) {
    const operators::BlockSpan span = operators::SpanOfThisBlock(tiling.totalPairs, tiling.blockPairs);
    pairs_ = span.length;
    tilePairs_ = tiling.tilePairs;
    xGm_.SetGlobalBuffer((__gm__ T*)x + 2 * span.first, 2 * span.length);
    evenGm_.SetGlobalBuffer((__gm__ T*)even + span.first, span.length);
    oddGm_.SetGlobalBuffer((__gm__ T*)odd + span.first, span.length);
    pipe_.InitBuffer(inQueueX_, kBufferNum, 2 * tilePairs_ * sizeof(T));
    pipe_.InitBuffer(outQueueEven_, kBufferNum, tilePairs_ * sizeof(T));
    pipe_.InitBuffer(outQueueOdd_, kBufferNum, tilePairs_ * sizeof(T));
  }
  __aicore__ inline void Process() {
    operators::ForEachTile(pairs_, tilePairs_, [this](uint64_t offset, uint32_t count) {
      CopyIn(offset, count);
      Compute(count);
      CopyOut(offset, count);
    });
  }

 private:
  static constexpr int32_t kBufferNum = 2;
  static constexpr uint32_t kLanes = 256 / sizeof(T);

  __aicore__ inline void CopyIn(uint64_t offset, uint32_t count) {
    AscendC::LocalTensor<T> xLocal = inQueueX_.AllocTensor<T>();
    operators::CopyWithTail(xLocal, xGm_[2 * offset], 2 * count);
    inQueueX_.EnQue(xLocal);
  }
  __aicore__ inline void Compute(uint32_t count) {
    AscendC::LocalTensor<T> xLocal = inQueueX_.DeQue<T>();
    AscendC::LocalTensor<T> evenLocal = outQueueEven_.AllocTensor<T>();
    AscendC::LocalTensor<T> oddLocal = outQueueOdd_.AllocTensor<T>();
    const uint16_t repeatTimes = static_cast<uint16_t>((count + kLanes - 1) / kLanes);
    DeinterleaveVF<T>((__ubuf__ T*)evenLocal.GetPhyAddr(), (__ubuf__ T*)oddLocal.GetPhyAddr(),
                      (__ubuf__ T*)xLocal.GetPhyAddr(), count, repeatTimes);
    outQueueEven_.EnQue<T>(evenLocal);
    outQueueOdd_.EnQue<T>(oddLocal);
    inQueueX_.FreeTensor(xLocal);
  }
  __aicore__ inline void CopyOut(uint64_t offset, uint32_t count) {
    AscendC::LocalTensor<T> evenLocal = outQueueEven_.DeQue<T>();
    AscendC::LocalTensor<T> oddLocal = outQueueOdd_.DeQue<T>();
    operators::CopyWithTail(evenGm_[offset], evenLocal, count);
    operators::CopyWithTail(oddGm_[offset], oddLocal, count);
    outQueueEven_.FreeTensor(evenLocal);
    outQueueOdd_.FreeTensor(oddLocal);
  }

  AscendC::TPipe pipe_;
  AscendC::TQue<AscendC::TPosition::VECIN, kBufferNum> inQueueX_;
  AscendC::TQue<AscendC::TPosition::VECOUT, kBufferNum> outQueueEven_, outQueueOdd_;
  AscendC::GlobalTensor<T> xGm_, evenGm_, oddGm_;
  uint64_t pairs_ = 0;
  uint32_t tilePairs_ = 0;
};

template <typename T>
__global__ __aicore__ void deinterleave(GM_ADDR x, GM_ADDR even, GM_ADDR odd, GM_ADDR tiling) {
  const DeinterleaveTiling t = *reinterpret_cast<__gm__ DeinterleaveTiling*>(tiling);
  KernelDeinterleave<T> op;
  op.Init(x, even, odd, t);
  op.Process();
}

#endif  // ASCENDC_HOST_EXAMPLES_OPERATORS_DEINTERLEAVE_H_
