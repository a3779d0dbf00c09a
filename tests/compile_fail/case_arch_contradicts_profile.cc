// flags: -D__NPU_ARCH__=3510 -DASCENDC_HOST_PROFILE_PA2=1
// expect: __NPU_ARCH__=3510 \(Ascend 950\) contradicts ASCENDC_HOST_PROFILE_PA2=1
// The compiler driver's two macros disagree.
#include "kernel_operator.h"
