// flags:
// expect: defined for half, bfloat16_t and float
#include "kernel_operator.h"
int32_t Inf() { return AscendC::NumericLimits<int32_t>::Infinity(); }
