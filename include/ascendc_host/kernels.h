// Pointer-level kernels by element width: what the Ascend C
// surface calls, and what frameworks may call directly. Types map onto
// widths by sizeof: half/bfloat16_t/int16_t -> uint16_t, float/int32_t ->
// uint32_t, and so on. Every kernel is chosen at run time among the SIMD
// targets compiled in (see ascendc_host::target in runtime.h).
#ifndef ASCENDC_HOST_KERNELS_H_
#define ASCENDC_HOST_KERNELS_H_

#include "ascendc_host/kernels/copy.h"
#include "ascendc_host/kernels/gather.h"
#include "ascendc_host/kernels/scatter.h"
#include "ascendc_host/kernels/gather_mask.h"
#include "ascendc_host/kernels/reg.h"

#endif  // ASCENDC_HOST_KERNELS_H_
