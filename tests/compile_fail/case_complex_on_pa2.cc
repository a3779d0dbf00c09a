// flags: -DASCENDC_HOST_PROFILE_PA2=1
// expect: complex32/complex64 exist on Ascend 950 only
#include "kernel_operator.h"
complex32 Value() { return complex32(1, 2); }
