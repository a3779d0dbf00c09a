// Basic-API Scatter on LocalTensors (SPEC 3, Ascend 950 only):
//   Scatter(dst, src, dstOffset, dstBaseAddr, count)
//   Scatter(dst, src, dstOffset, dstBaseAddr, mask[2], repeatTime, srcRepStride)
//   Scatter(dst, src, dstOffset, dstBaseAddr, mask, repeatTime, srcRepStride)
// The element at dstOffset[k] bytes from dst + dstBaseAddr = src[k], for
// k < count or the active positions of every repeat (src strided by
// srcRepStride DataBlocks), k ascending: of duplicate targets the last write
// wins. The implementation, shared with Gather, is detail/offset_call.h.
#ifndef ASCENDC_HOST_ASCENDC_SCATTER_H_
#define ASCENDC_HOST_ASCENDC_SCATTER_H_

#include <cstdint>

#include "ascendc_host/ascendc/detail/offset_call.h"
#include "ascendc_host/ascendc/tensor.h"

namespace AscendC {

ASCENDC_HOST_OFFSET_API(Scatter, dstOffset, dstBaseAddr, uint8_t, srcRepStride)

}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_SCATTER_H_
