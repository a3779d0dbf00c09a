// Kernel-side pieces the operators in this folder share: which part of the
// work a block owns, and moving a tile between GM and UB when its byte length
// need not be a whole number of 32-byte DataBlocks (DataCopy moves the
// aligned prefix, since it rounds a count down to whole blocks; the last
// < 32 bytes move element by element through the scalar unit, as kernels
// without DataCopyPad do).
#ifndef ASCENDC_HOST_EXAMPLES_OPERATORS_COMMON_H_
#define ASCENDC_HOST_EXAMPLES_OPERATORS_COMMON_H_

#include "kernel_operator.h"

namespace operators {

// Block b owns [b * perBlock, b * perBlock + length) of `total` units; the
// last block takes what remains (the host tiling keeps it non-empty).
struct BlockSpan {
  uint64_t first;
  uint64_t length;
};
__aicore__ inline BlockSpan SpanOfThisBlock(uint64_t total, uint64_t perBlock) {
  const uint64_t idx = static_cast<uint64_t>(AscendC::GetBlockIdx());
  const uint64_t first = idx * perBlock;
  if (first >= total) return {total, 0};
  const bool last = idx + 1 == static_cast<uint64_t>(AscendC::GetBlockNum());
  const uint64_t rest = total - first;
  return {first, last || rest < perBlock ? rest : perBlock};
}

template <typename T>
__aicore__ inline uint32_t AlignedCount(uint32_t count) {
  constexpr uint32_t kPerBlock = 32 / sizeof(T);
  return count / kPerBlock * kPerBlock;
}

// GM -> UB: `count` elements of `src` into `dst` (32-byte aligned in UB).
template <typename T>
__aicore__ inline void CopyInWithTail(const AscendC::LocalTensor<T>& dst, const AscendC::GlobalTensor<T>& src,
                                      uint32_t count) {
  const uint32_t aligned = AlignedCount<T>(count);
  if (aligned != 0) AscendC::DataCopy(dst, src, aligned);
  for (uint32_t i = aligned; i < count; ++i) dst.SetValue(i, src.GetValue(i));
}

// UB -> GM: `count` elements of `src` to `dst`; GM needs no 32-byte alignment.
template <typename T>
__aicore__ inline void CopyOutWithTail(const AscendC::GlobalTensor<T>& dst, const AscendC::LocalTensor<T>& src,
                                       uint32_t count) {
  const uint32_t aligned = AlignedCount<T>(count);
  if (aligned != 0) AscendC::DataCopy(dst, src, aligned);
  for (uint32_t i = aligned; i < count; ++i) dst.SetValue(i, src.GetValue(i));
}

}  // namespace operators

#endif  // ASCENDC_HOST_EXAMPLES_OPERATORS_COMMON_H_
