// The devkit's kernel_tiling/kernel_tiling.h, which operator kernels include
// beside kernel_operator.h: the basic API is all in kernel_operator.h. The
// tiling structures of the high-level APIs it also declares on the NPU
// (matmul, softmax, normalisation tilings) are not provided, as those APIs
// are not (README, "Not supported yet").
#ifndef ASCENDC_HOST_COMPAT_KERNEL_TILING_KERNEL_TILING_H_
#define ASCENDC_HOST_COMPAT_KERNEL_TILING_KERNEL_TILING_H_
#include "kernel_operator.h"
#endif
