// flags: -DASCENDC_HOST_PROFILE_PA2=1
// expect: Atlas A2/A3 sets CTRL\[48\] only
#include "kernel_operator.h"
void SetIntegerSaturation() { AscendC::SetCtrlSpr<53, 53>(1); }
