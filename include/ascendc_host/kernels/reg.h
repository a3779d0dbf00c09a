// Pointer-level kernels of the reg family (declared by its API issue).
#ifndef ASCENDC_HOST_KERNELS_REG_H_
#define ASCENDC_HOST_KERNELS_REG_H_

#include <cstddef>
#include <cstdint>

#endif  // ASCENDC_HOST_KERNELS_REG_H_
