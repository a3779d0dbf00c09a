// Basic-API Gather on LocalTensors (SPEC 5):
//   Gather(dst, src, srcOffset, srcBaseAddr, count)
//   Gather(dst, src, srcOffset, srcBaseAddr, mask[2], repeatTime, dstRepStride)
//   Gather(dst, src, srcOffset, srcBaseAddr, mask, repeatTime, dstRepStride)
// dst[k] = the element at srcOffset[k] bytes from src + srcBaseAddr, for
// k < count or the active positions of every repeat (dst strided by
// dstRepStride DataBlocks). The implementation, shared with Scatter, is
// detail/offset_call.h.
#ifndef ASCENDC_HOST_ASCENDC_GATHER_H_
#define ASCENDC_HOST_ASCENDC_GATHER_H_

#include <cstdint>

#include "ascendc_host/ascendc/detail/offset_call.h"
#include "ascendc_host/ascendc/tensor.h"

namespace AscendC {

ASCENDC_HOST_OFFSET_API(Gather, srcOffset, srcBaseAddr, uint16_t, dstRepStride)

}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_GATHER_H_
