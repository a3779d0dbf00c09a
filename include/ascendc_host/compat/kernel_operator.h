// Entry point for Ascend C operator sources: `#include "kernel_operator.h"`
// is the only line an operator needs to compile against ascendc-host.
#ifndef KERNEL_OPERATOR_H_
#define KERNEL_OPERATOR_H_
#include "ascendc_host/ascendc_host.h"
#endif  // KERNEL_OPERATOR_H_
