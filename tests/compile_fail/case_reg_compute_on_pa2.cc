// flags: -DASCENDC_HOST_PROFILE_PA2=1
// expect: RegTensor
#include "kernel_operator.h"
void AddOnPa2(AscendC::Reg::RegTensor<float>& d, AscendC::Reg::RegTensor<float>& a, AscendC::Reg::MaskReg& m) {
  AscendC::Reg::Add(d, a, a, m);
}
