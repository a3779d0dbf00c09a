// Pointer-level kernel of TransDataTo5HD (数据排布转换; docs/SPEC.md 8.9.1):
// per repeat, 16 source DataBlocks are transposed into 16 destination
// DataBlocks (NCHW -> NC1HWC0 and small matrix transposes).
//
// The kernel trusts its inputs: the surface has checked that every DataBlock
// the call touches lies in UB.
#ifndef ASCENDC_HOST_KERNELS_VECTOR_TRANS_DATA_H_
#define ASCENDC_HOST_KERNELS_VECTOR_TRANS_DATA_H_

#include <cstdint>

namespace ascendc_host {
namespace kernels {

inline constexpr uint32_t kTransDataBlocks = 16;  // NCHW_CONV_ADDR_LIST_SIZE

// Repeat r reads the DataBlocks src[i] + r * src_repeat_bytes and writes
// dst[j] + r * dst_repeat_bytes (i, j < 16); it reads all 16 before writing,
// writes in list order, and the repeats run in order.
//   1 byte:  dst[j] byte (dst_high ? 16 : 0) + i = src[i] byte (src_high ? 16 : 0) + j;
//            the other half of dst[j] is kept.
//   2 bytes: dst[j] element i = src[i] element j.
//   4 bytes: dst[j] element k = src[8 * (j % 2) + k] element j / 2.
void TransDataTo5HD(uint32_t element_bytes, uint8_t* const dst[kTransDataBlocks],
                    const uint8_t* const src[kTransDataBlocks], uint32_t repeats, uint64_t dst_repeat_bytes,
                    uint64_t src_repeat_bytes, bool dst_high, bool src_high);

}  // namespace kernels
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_KERNELS_VECTOR_TRANS_DATA_H_
