// flags:
// expect: SetSaturationFlag exists on Atlas A2/A3 only
#include "kernel_operator.h"
void Saturate() { AscendC::SetSaturationFlag<AscendC::SaturationMode::FLOAT>(true); }
