// Pointer-level kernels of the gather family (declared by its API issue).
#ifndef ASCENDC_HOST_KERNELS_GATHER_H_
#define ASCENDC_HOST_KERNELS_GATHER_H_

#include <cstddef>
#include <cstdint>

#endif  // ASCENDC_HOST_KERNELS_GATHER_H_
