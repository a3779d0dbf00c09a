// flags:
// expect: Mul .*unsupported data type
#include "kernel_operator.h"
void MulInt8(AscendC::Reg::RegTensor<int8_t>& d, AscendC::Reg::RegTensor<int8_t>& a, AscendC::Reg::MaskReg& m) {
  AscendC::Reg::Mul(d, a, a, m);
}
