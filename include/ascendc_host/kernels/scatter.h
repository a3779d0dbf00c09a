// Pointer-level kernels of the scatter family (declared by its API issue).
#ifndef ASCENDC_HOST_KERNELS_SCATTER_H_
#define ASCENDC_HOST_KERNELS_SCATTER_H_

#include <cstddef>
#include <cstdint>

#endif  // ASCENDC_HOST_KERNELS_SCATTER_H_
