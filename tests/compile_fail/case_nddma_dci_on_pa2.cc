// flags: -DASCENDC_HOST_PROFILE_PA2=1
// expect: NdDmaDci exists on Ascend 950 only
#include "kernel_operator.h"
void Kernel() { AscendC::NdDmaDci(); }
