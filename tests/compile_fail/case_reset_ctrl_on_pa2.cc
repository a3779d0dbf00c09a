// flags: -DASCENDC_HOST_PROFILE_PA2=1
// expect: ResetCtrlSpr exists on Ascend 950 only
#include "kernel_operator.h"
void Reset() { AscendC::ResetCtrlSpr<48, 48>(); }
