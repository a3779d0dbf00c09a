// TransDataTo5HD per target (kernels/vector_trans_data.h). A repeat gathers
// its 16 source DataBlocks into a local 512-byte image (so overlapping
// operands read before anything is written), transposes it with square
// transposes of 128-bit vectors (16 x 16 bytes, 8 x 8 halves, 4 x 4 words),
// and writes the 16 destination DataBlocks in list order.
#include "ascendc_host/kernels/vector_trans_data.h"

#include <cstring>

#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "kernels/vector_trans_data.cc"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
#include <hwy/highway.h>

#include "kernels/transpose_square-inl.h"

HWY_BEFORE_NAMESPACE();
namespace ascendc_host {
namespace HWY_NAMESPACE {
namespace {

namespace hn = hwy::HWY_NAMESPACE;

using kernels::kTransDataBlocks;
constexpr uint32_t kBlock = 32;
constexpr uint32_t kImage = kTransDataBlocks * kBlock;

void TransDataImpl(uint32_t s, uint8_t* const* dst, const uint8_t* const* src, uint32_t repeats,
                   uint64_t dst_repeat_bytes, uint64_t src_repeat_bytes, bool dst_high, bool src_high) {
  alignas(64) uint8_t in[kImage];
  alignas(64) uint8_t out[kImage];
  for (uint32_t r = 0; r < repeats; ++r) {
    for (uint32_t i = 0; i < kTransDataBlocks; ++i) std::memcpy(in + i * kBlock, src[i] + r * src_repeat_bytes, kBlock);
    if (s == 1) {
      // Row i: the chosen half of block i; column j goes to the chosen half of block j.
      const uint32_t from = src_high ? 16 : 0, to = dst_high ? 16 : 0;
      TransposeSquare<uint8_t>(in + from, kBlock, out, kBlock);
      for (uint32_t j = 0; j < kTransDataBlocks; ++j) std::memcpy(dst[j] + r * dst_repeat_bytes + to, out + j * kBlock, 16);
      continue;
    }
    if (s == 2) {
      // Four 8 x 8 quadrants: blocks 8 ib.. by elements 8 jb.. -> blocks 8 jb.. at element 8 ib.
      for (uint32_t jb = 0; jb < 2; ++jb)
        for (uint32_t ib = 0; ib < 2; ++ib)
          TransposeSquare<uint16_t>(in + ib * 8 * kBlock + jb * 16, kBlock, out + jb * 8 * kBlock + ib * 16, kBlock);
    } else {
      // Matrix m (source blocks 8 m .. 8 m + 7) transposed into the blocks
      // 2 t + m; four 4 x 4 squares each: rows 4 g.., elements 4 c...
      for (uint32_t m = 0; m < 2; ++m)
        for (uint32_t g = 0; g < 2; ++g)
          for (uint32_t c = 0; c < 2; ++c)
            TransposeSquare<uint32_t>(in + (8 * m + 4 * g) * kBlock + c * 16, kBlock,
                                      out + (8 * c + m) * kBlock + g * 16, 2 * kBlock);
    }
    for (uint32_t j = 0; j < kTransDataBlocks; ++j) std::memcpy(dst[j] + r * dst_repeat_bytes, out + j * kBlock, kBlock);
  }
}

}  // namespace

void TransDataTo5HDImpl(uint32_t s, uint8_t* const* dst, const uint8_t* const* src, uint32_t repeats,
                        uint64_t dst_repeat_bytes, uint64_t src_repeat_bytes, bool dst_high, bool src_high) {
  TransDataImpl(s, dst, src, repeats, dst_repeat_bytes, src_repeat_bytes, dst_high, src_high);
}

}  // namespace HWY_NAMESPACE
}  // namespace ascendc_host
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
#include "kernels/dispatch.h"
namespace ascendc_host {
HWY_EXPORT(TransDataTo5HDImpl);
namespace kernels {

void TransDataTo5HD(uint32_t element_bytes, uint8_t* const dst[kTransDataBlocks],
                    const uint8_t* const src[kTransDataBlocks], uint32_t repeats, uint64_t dst_repeat_bytes,
                    uint64_t src_repeat_bytes, bool dst_high, bool src_high) {
  ASCENDC_HOST_DISPATCH(TransDataTo5HDImpl)(element_bytes, dst, src, repeats, dst_repeat_bytes, src_repeat_bytes,
                                            dst_high, src_high);
}

}  // namespace kernels
}  // namespace ascendc_host
#endif
