// masked_compact: keeps the elements of src whose mask bit is 1, densely
// packed in order (torch.masked_select on a flat tensor), with GatherMask's
// user pattern tensor in Counter mode; the kept count comes from rsvdCnt.
//
// GM inputs: src (b16 or b32 elements), the mask as a bit stream (bit i of
// byte i/8 keeps element i, padded with zero bits to a whole number of
// DataBlocks), and one uint64 per block: where that block's output starts
// (the host counts the kept elements per block while packing the bits; it
// is the prefix sum a multi-core compaction needs before anyone writes).
// GM outputs: dst, and one uint64 per block: how many elements it kept.
// Host side: integrations/torch (torch.ops.ascendc_host.masked_compact).
#ifndef ASCENDC_HOST_EXAMPLES_OPERATORS_MASKED_COMPACT_H_
#define ASCENDC_HOST_EXAMPLES_OPERATORS_MASKED_COMPACT_H_

#include "kernel_operator.h"
#include "operators/common.h"

struct MaskedCompactTiling {
  uint64_t totalLength;  // elements of src (= mask bits)
  uint64_t blockLength;  // elements per block, a multiple of tileLength except in the last block
  uint32_t tileLength;   // elements per tile, a multiple of 256 (32 bytes of mask bits)
};

// T: the element (b16 or b32); U: the pattern word of the same width.
template <typename T, typename U>
class KernelMaskedCompact {
 public:
  __aicore__ inline KernelMaskedCompact() {}
  __aicore__ inline void Init(GM_ADDR src, GM_ADDR maskBits, GM_ADDR blockOutput, GM_ADDR dst, GM_ADDR blockKept,
                              const MaskedCompactTiling& tiling) {
    const operators::BlockSpan span = operators::SpanOfThisBlock(tiling.totalLength, tiling.blockLength);
    length_ = span.length;
    tileLength_ = tiling.tileLength;
    srcGm_.SetGlobalBuffer((__gm__ T*)src + span.first, span.length);
    // Bits of this block's elements: span.first is a multiple of 256, so a
    // whole number of pattern words and DataBlocks precede them.
    const uint64_t patternWords = (span.length + kBitsPerWord - 1) / kBitsPerWord;
    patternGm_.SetGlobalBuffer((__gm__ U*)maskBits + span.first / kBitsPerWord,
                               (patternWords * sizeof(U) + 31) / 32 * 32 / sizeof(U));
    blockOutputGm_.SetGlobalBuffer((__gm__ uint64_t*)blockOutput);
    blockKeptGm_.SetGlobalBuffer((__gm__ uint64_t*)blockKept);
    dstGm_.SetGlobalBuffer((__gm__ T*)dst + blockOutputGm_.GetValue(AscendC::GetBlockIdx()));
    pipe_.InitBuffer(inQueueSrc_, kBufferNum, tileLength_ * sizeof(T));
    pipe_.InitBuffer(inQueuePattern_, kBufferNum, tileLength_ / 8);
    pipe_.InitBuffer(outQueueDst_, kBufferNum, tileLength_ * sizeof(T));
  }
  __aicore__ inline void Process() {
    uint64_t kept = 0;
    operators::ForEachTile(length_, tileLength_, [this, &kept](uint64_t offset, uint32_t count) {
      CopyIn(offset, count);
      const uint64_t tileKept = Compute(count);
      CopyOut(kept, static_cast<uint32_t>(tileKept));
      kept += tileKept;
    });
    blockKeptGm_.SetValue(AscendC::GetBlockIdx(), kept);
  }

 private:
  static constexpr int32_t kBufferNum = 2;
  static constexpr uint32_t kBitsPerWord = 8 * sizeof(U);

  __aicore__ inline void CopyIn(uint64_t offset, uint32_t count) {
    AscendC::LocalTensor<T> srcLocal = inQueueSrc_.AllocTensor<T>();
    AscendC::LocalTensor<U> patternLocal = inQueuePattern_.AllocTensor<U>();
    operators::CopyWithTail(srcLocal, srcGm_[offset], count);
    // The bit stream is padded to whole DataBlocks, so the pattern copy
    // needs no tail: round the bits up to 32 bytes.
    const uint32_t patternBytes = (count + 255) / 256 * 32;
    AscendC::DataCopy(patternLocal, patternGm_[offset / kBitsPerWord], patternBytes / sizeof(U));
    inQueueSrc_.EnQue(srcLocal);
    inQueuePattern_.EnQue(patternLocal);
  }
  __aicore__ inline uint64_t Compute(uint32_t count) {
    AscendC::LocalTensor<T> srcLocal = inQueueSrc_.DeQue<T>();
    AscendC::LocalTensor<U> patternLocal = inQueuePattern_.DeQue<U>();
    AscendC::LocalTensor<T> dstLocal = outQueueDst_.AllocTensor<T>();
    uint64_t rsvdCnt = 0;
    // Counter mode: one repeat of `count` consecutive elements, the pattern
    // bits consumed contiguously.
    AscendC::GatherMask(dstLocal, srcLocal, patternLocal, true, count, {1, 1, 0, 0}, rsvdCnt);
    outQueueDst_.EnQue<T>(dstLocal);
    inQueueSrc_.FreeTensor(srcLocal);
    inQueuePattern_.FreeTensor(patternLocal);
    return rsvdCnt;
  }
  __aicore__ inline void CopyOut(uint64_t at, uint32_t count) {
    AscendC::LocalTensor<T> dstLocal = outQueueDst_.DeQue<T>();
    operators::CopyWithTail(dstGm_[at], dstLocal, count);
    outQueueDst_.FreeTensor(dstLocal);
  }

  AscendC::TPipe pipe_;
  AscendC::TQue<AscendC::TPosition::VECIN, kBufferNum> inQueueSrc_, inQueuePattern_;
  AscendC::TQue<AscendC::TPosition::VECOUT, kBufferNum> outQueueDst_;
  AscendC::GlobalTensor<T> srcGm_, dstGm_;
  AscendC::GlobalTensor<U> patternGm_;
  AscendC::GlobalTensor<uint64_t> blockOutputGm_, blockKeptGm_;
  uint64_t length_ = 0;
  uint32_t tileLength_ = 0;
};

template <typename T, typename U>
__global__ __aicore__ void masked_compact(GM_ADDR src, GM_ADDR maskBits, GM_ADDR blockOutput, GM_ADDR dst,
                                          GM_ADDR blockKept, GM_ADDR tiling) {
  const MaskedCompactTiling t = *reinterpret_cast<__gm__ MaskedCompactTiling*>(tiling);
  KernelMaskedCompact<T, U> op;
  op.Init(src, maskBits, blockOutput, dst, blockKept, t);
  op.Process();
}

#endif  // ASCENDC_HOST_EXAMPLES_OPERATORS_MASKED_COMPACT_H_
