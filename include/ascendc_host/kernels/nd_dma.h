// The multi-dimensional GM -> UB move (DataCopy with NdDmaParams, docs/SPEC.md
// 13.14) on validated operands, for elements of 1, 2, 4 or 8 bytes.
#ifndef ASCENDC_HOST_KERNELS_ND_DMA_H_
#define ASCENDC_HOST_KERNELS_ND_DMA_H_

#include <cstdint>

namespace ascendc_host {
namespace kernels {

inline constexpr uint32_t kNdDmaMaxDims = 5;

// Dimension 0 is the innermost. Along dimension d the destination has
// left[d] + size[d] + right[d] positions, dst_stride[d] elements apart; the
// middle size[d] take source elements src_stride[d] apart. A position that
// is padding in any dimension gets `pad_bits` (the low element_bytes bytes),
// or with `nearest` the source element at the index clamped into every
// dimension's data (pad_bits when a padded dimension has no data). Positions
// are written outermost dimension first, in increasing index order.
struct NdDmaPlan {
  uint32_t dims = 1;
  uint32_t element_bytes = 1;
  uint64_t src_stride[kNdDmaMaxDims] = {};
  uint64_t dst_stride[kNdDmaMaxDims] = {};
  uint32_t size[kNdDmaMaxDims] = {};
  uint32_t left[kNdDmaMaxDims] = {};
  uint32_t right[kNdDmaMaxDims] = {};
  uint64_t pad_bits = 0;
  bool nearest = false;
};

void NdDmaCopy(const NdDmaPlan& plan, const uint8_t* src, uint8_t* dst);

}  // namespace kernels
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_KERNELS_ND_DMA_H_
