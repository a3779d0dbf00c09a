// Pointer-level kernels of the gather_mask family (declared by its API issue).
#ifndef ASCENDC_HOST_KERNELS_GATHER_MASK_H_
#define ASCENDC_HOST_KERNELS_GATHER_MASK_H_

#include <cstddef>
#include <cstdint>

#endif  // ASCENDC_HOST_KERNELS_GATHER_MASK_H_
