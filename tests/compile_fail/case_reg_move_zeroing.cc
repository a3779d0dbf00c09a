// flags:
// expect: Move .*ZEROING is not supported
#include "kernel_operator.h"
void MoveZeroing(AscendC::Reg::RegTensor<float>& d, AscendC::Reg::RegTensor<float>& s, AscendC::Reg::MaskReg& m) {
  AscendC::Reg::Move<float, AscendC::Reg::MaskMergeMode::ZEROING>(d, s, m);
}
