// flags: -DASCENDC_HOST_PROFILE_PA2=1
// expect: NumericLimits exists on Ascend 950 only
#include "kernel_operator.h"
float Max() { return AscendC::NumericLimits<float>::Max(); }
