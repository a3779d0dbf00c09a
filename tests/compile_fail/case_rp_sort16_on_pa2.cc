// flags: -DASCENDC_HOST_PROFILE_PA2=1
// expect: RpSort16 exists on the Atlas inference AI Core and Atlas training series only
#include "kernel_operator.h"
void Sort16(const AscendC::LocalTensor<half>& d, const AscendC::LocalTensor<half>& s) { AscendC::RpSort16(d, s, 2); }
