// flags: -DASCENDC_HOST_PROFILE_PA2=1
// expect: Truncate exists on Ascend 950 only
#include "kernel_operator.h"
void Round(const AscendC::LocalTensor<float>& d, const AscendC::LocalTensor<float>& s) {
  AscendC::Truncate<float, AscendC::RoundMode::CAST_FLOOR>(d, s, 64);
}
