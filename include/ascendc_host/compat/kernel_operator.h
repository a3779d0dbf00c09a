// Entry point for Ascend C operator sources: `#include "kernel_operator.h"`
// is the only line an operator needs to compile against ascendc-host.
#ifndef KERNEL_OPERATOR_H_
#define KERNEL_OPERATOR_H_
#include "ascendc_host/ascendc_host.h"
// Host code that includes only this header launches with
// AscendC::AscCPUKernelLaunch (what <<<...>>> is lowered to in CPU mode).
#include "ascendc_host/fronts/asc_cpu_kernel_launch.h"
// Registers this translation unit's profile: a program mixing architectures
// is stopped at start-up (ascendc_host/fronts/program_profile.h).
#include "ascendc_host/fronts/program_profile.h"
#endif  // KERNEL_OPERATOR_H_
