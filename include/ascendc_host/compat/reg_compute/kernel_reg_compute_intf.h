// The devkit's Reg (MicroAPI) interface header: the Reg layer is part of
// kernel_operator.h (Ascend 950 profile, SPEC 0.5).
#ifndef ASCENDC_HOST_COMPAT_REG_COMPUTE_KERNEL_REG_COMPUTE_INTF_H_
#define ASCENDC_HOST_COMPAT_REG_COMPUTE_KERNEL_REG_COMPUTE_INTF_H_
#include "kernel_operator.h"
#endif
