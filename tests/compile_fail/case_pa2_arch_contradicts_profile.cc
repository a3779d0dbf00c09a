// flags: -D__NPU_ARCH__=2201 -DASCENDC_HOST_PROFILE_PA2=0
// expect: __NPU_ARCH__=2201 \(Atlas A2/A3\) contradicts ASCENDC_HOST_PROFILE_PA2=0
#include "kernel_operator.h"
