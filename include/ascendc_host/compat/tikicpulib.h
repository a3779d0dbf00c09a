// CANN CPU-debug host header: the operator's host program includes it
// unchanged (see ascendc_host/cpu_debug.h).
#ifndef TIKICPULIB_H_
#define TIKICPULIB_H_
#include "kernel_operator.h"
#include "ascendc_host/cpu_debug.h"
#endif  // TIKICPULIB_H_
