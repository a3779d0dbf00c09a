// flags:
// expect: Sub .*MERGING is not supported
#include "kernel_operator.h"
void SubMerging(AscendC::Reg::RegTensor<float>& d, AscendC::Reg::RegTensor<float>& a, AscendC::Reg::MaskReg& m) {
  AscendC::Reg::Sub<float, AscendC::Reg::MaskMergeMode::MERGING>(d, a, a, m);
}
