// flags:
// expect: offset must be in \[0, 15\] for b16
#include "kernel_operator.h"
void MaskGen(AscendC::Reg::MaskReg& m, AscendC::Reg::RegTensor<half>& s) {
  AscendC::Reg::MaskGenWithRegTensor<half, 16>(m, s);
}
