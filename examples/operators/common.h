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

// Calls fn(offset, count) for consecutive tiles of `tile` units covering
// [0, length); the last tile may be shorter.
template <typename Fn>
__aicore__ inline void ForEachTile(uint64_t length, uint32_t tile, Fn&& fn) {
  for (uint64_t offset = 0; offset < length; offset += tile) {
    fn(offset, static_cast<uint32_t>(length - offset < tile ? length - offset : tile));
  }
}

// GM -> UB or UB -> GM (the DataCopy overload of the two tensors' kinds):
// `count` elements, UB side 32-byte aligned; GM needs no 32-byte alignment.
template <typename Dst, typename Src>
__aicore__ inline void CopyWithTail(const Dst& dst, const Src& src, uint32_t count) {
  constexpr uint32_t kPerBlock = 32 / sizeof(typename Dst::PrimType);
  const uint32_t aligned = count / kPerBlock * kPerBlock;
  if (aligned != 0) AscendC::DataCopy(dst, src, aligned);
  for (uint32_t i = aligned; i < count; ++i) dst.SetValue(i, src.GetValue(i));
}

}  // namespace operators

#endif  // ASCENDC_HOST_EXAMPLES_OPERATORS_COMMON_H_
