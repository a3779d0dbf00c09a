// flags:
// expect: float->half takes CAST_ODD
#include "kernel_operator.h"
half Convert(float f) { return AscendC::Cast<float, half, AscendC::RoundMode::CAST_RINT>(f); }
