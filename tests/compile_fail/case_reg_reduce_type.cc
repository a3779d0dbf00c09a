// flags:
// expect: Reduce .*unsupported data types
#include "kernel_operator.h"
void ReduceInt8(AscendC::Reg::RegTensor<int8_t>& d, AscendC::Reg::RegTensor<int8_t>& s, AscendC::Reg::MaskReg& m) {
  AscendC::Reg::Reduce<AscendC::Reg::ReduceType::SUM>(d, s, m);
}
