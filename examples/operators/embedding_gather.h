// embedding_gather: out[i, :] = weight[indices[i], :] (torch's embedding
// forward), with two tilings the host picks from the shapes:
//
//  tableInUb = 1  the whole table is copied into UB once per block; each tile
//                 of indices becomes byte offsets (index * row bytes + column
//                 bytes, scalar unit) and one basic Gather (count form) pulls
//                 the tile's elements. For narrow rows: one element per offset
//                 is cheaper than a DataCopy per row.
//  tableInUb = 0  the table stays in GM; each row is fetched with one
//                 DataCopy of its 32-byte rounded window (backed off at the
//                 table's end), and when rows are not whole DataBlocks a
//                 basic Gather packs the windows densely.
//
// The host validates indices (0 <= index < numRows) before launching; the
// GM tensors are bound to their sizes, so a row outside the table still
// stops with an ascendc_host error instead of reading past it.
// Host side: integrations/torch (torch.ops.ascendc_host.embedding).
#ifndef ASCENDC_HOST_EXAMPLES_OPERATORS_EMBEDDING_GATHER_H_
#define ASCENDC_HOST_EXAMPLES_OPERATORS_EMBEDDING_GATHER_H_

#include "kernel_operator.h"
#include "operators/common.h"

struct EmbeddingGatherTiling {
  uint64_t numIndices;    // rows of out
  uint64_t numRows;       // rows of weight
  uint64_t blockIndices;  // indices per block, a multiple of tileIndices except in the last block
  uint32_t rowLength;     // elements per row (D)
  uint32_t tileIndices;   // indices per tile
  uint32_t windowLength;  // tableInUb = 0: elements fetched per row (D rounded up to 32 bytes)
  uint32_t tableInUb;     // which tiling, see above
};

// T: the element's width type (the gather moves bits); I: int32_t or int64_t.
template <typename T, typename I>
class KernelEmbeddingGather {
 public:
  __aicore__ inline KernelEmbeddingGather() {}
  __aicore__ inline void Init(GM_ADDR weight, GM_ADDR indices, GM_ADDR out, const EmbeddingGatherTiling& tiling) {
    t_ = tiling;
    const operators::BlockSpan span = operators::SpanOfThisBlock(tiling.numIndices, tiling.blockIndices);
    count_ = span.length;
    weightGm_.SetGlobalBuffer((__gm__ T*)weight, t_.numRows * t_.rowLength);
    indicesGm_.SetGlobalBuffer((__gm__ I*)indices + span.first, span.length);
    outGm_.SetGlobalBuffer((__gm__ T*)out + span.first * t_.rowLength, span.length * t_.rowLength);
    const uint32_t tileElements = t_.tileIndices * t_.rowLength;
    pipe_.InitBuffer(inQueueIndices_, 1, t_.tileIndices * sizeof(I));
    pipe_.InitBuffer(offsetBuf_, tileElements * sizeof(uint32_t));
    pipe_.InitBuffer(outQueue_, 1, tileElements * sizeof(T));
    if (t_.tableInUb) {
      pipe_.InitBuffer(sourceBuf_, static_cast<uint32_t>(t_.numRows * t_.rowLength * sizeof(T)));
    } else {
      pipe_.InitBuffer(sourceBuf_, t_.tileIndices * t_.windowLength * sizeof(T));
    }
  }
  __aicore__ inline void Process() {
    if (count_ == 0) return;
    AscendC::LocalTensor<T> source = sourceBuf_.Get<T>();
    if (t_.tableInUb) operators::CopyWithTail(source, weightGm_, static_cast<uint32_t>(t_.numRows * t_.rowLength));
    operators::ForEachTile(count_, t_.tileIndices, [&](uint64_t first, uint32_t n) {
      AscendC::LocalTensor<I> indicesLocal = inQueueIndices_.AllocTensor<I>();
      operators::CopyWithTail(indicesLocal, indicesGm_[first], n);
      inQueueIndices_.EnQue(indicesLocal);
      indicesLocal = inQueueIndices_.DeQue<I>();
      AscendC::LocalTensor<T> outLocal = outQueue_.AllocTensor<T>();
      if (t_.tableInUb) {
        GatherFromUb(outLocal, source, indicesLocal, n);
      } else {
        GatherFromGm(outLocal, source, indicesLocal, n);
      }
      inQueueIndices_.FreeTensor(indicesLocal);
      outQueue_.EnQue<T>(outLocal);
      outLocal = outQueue_.DeQue<T>();
      operators::CopyWithTail(outGm_[first * t_.rowLength], outLocal, n * t_.rowLength);
      outQueue_.FreeTensor(outLocal);
    });
  }

 private:
  // Byte offsets of row `row`'s elements, starting at `base` bytes.
  __aicore__ inline void RowOffsets(__ubuf__ uint32_t* offsets, uint32_t base) const {
    for (uint32_t j = 0; j < t_.rowLength; ++j) offsets[j] = base + j * static_cast<uint32_t>(sizeof(T));
  }
  __aicore__ inline void GatherFromUb(const AscendC::LocalTensor<T>& outLocal, const AscendC::LocalTensor<T>& table,
                                      const AscendC::LocalTensor<I>& indicesLocal, uint32_t n) {
    AscendC::LocalTensor<uint32_t> offsetLocal = offsetBuf_.Get<uint32_t>();
    __ubuf__ uint32_t* offsets = (__ubuf__ uint32_t*)offsetLocal.GetPhyAddr();
    __ubuf__ I* rows = (__ubuf__ I*)indicesLocal.GetPhyAddr();
    const uint32_t rowBytes = t_.rowLength * static_cast<uint32_t>(sizeof(T));
    for (uint32_t i = 0; i < n; ++i) RowOffsets(offsets + i * t_.rowLength, static_cast<uint32_t>(rows[i]) * rowBytes);
    AscendC::Gather(outLocal, table, offsetLocal, (uint32_t)0, n * t_.rowLength);
  }
  __aicore__ inline void GatherFromGm(const AscendC::LocalTensor<T>& outLocal, const AscendC::LocalTensor<T>& windows,
                                      const AscendC::LocalTensor<I>& indicesLocal, uint32_t n) {
    const bool dense = t_.windowLength == t_.rowLength;
    const AscendC::LocalTensor<T>& landing = dense ? outLocal : windows;
    AscendC::LocalTensor<uint32_t> offsetLocal = offsetBuf_.Get<uint32_t>();
    __ubuf__ uint32_t* offsets = (__ubuf__ uint32_t*)offsetLocal.GetPhyAddr();
    const uint64_t tableLength = t_.numRows * t_.rowLength;
    __ubuf__ I* rows = (__ubuf__ I*)indicesLocal.GetPhyAddr();
    for (uint32_t i = 0; i < n; ++i) {
      const uint64_t row = static_cast<uint64_t>(rows[i]);
      uint64_t start = row * t_.rowLength;
      // The last rows' windows would end past the table: back off (the host
      // sends tables of at least one window here). Rows outside the table
      // are not moved, so the bound GM tensor reports them.
      if (row < t_.numRows && start + t_.windowLength > tableLength) start = tableLength - t_.windowLength;
      AscendC::DataCopy(landing[i * t_.windowLength], weightGm_[start], t_.windowLength);
      if (!dense) {
        RowOffsets(offsets + i * t_.rowLength,
                   static_cast<uint32_t>((i * t_.windowLength + (row * t_.rowLength - start)) * sizeof(T)));
      }
    }
    if (!dense) AscendC::Gather(outLocal, windows, offsetLocal, (uint32_t)0, n * t_.rowLength);
  }

  AscendC::TPipe pipe_;
  AscendC::TQue<AscendC::TPosition::VECIN, 1> inQueueIndices_;
  AscendC::TQue<AscendC::TPosition::VECOUT, 1> outQueue_;
  AscendC::TBuf<AscendC::TPosition::VECCALC> sourceBuf_, offsetBuf_;
  AscendC::GlobalTensor<T> weightGm_, outGm_;
  AscendC::GlobalTensor<I> indicesGm_;
  EmbeddingGatherTiling t_{};
  uint64_t count_ = 0;
};

template <typename T, typename I>
__global__ __aicore__ void embedding_gather(GM_ADDR weight, GM_ADDR indices, GM_ADDR out, GM_ADDR tiling) {
  const EmbeddingGatherTiling t = *reinterpret_cast<__gm__ EmbeddingGatherTiling*>(tiling);
  KernelEmbeddingGather<T, I> op;
  op.Init(weight, indices, out, t);
  op.Process();
}

#endif  // ASCENDC_HOST_EXAMPLES_OPERATORS_EMBEDDING_GATHER_H_
