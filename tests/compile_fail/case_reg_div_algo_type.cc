// flags:
// expect: this DivAlgo does not support the data type
#include "kernel_operator.h"
static constexpr AscendC::Reg::DivSpecificMode kMode = {AscendC::Reg::MaskMergeMode::ZEROING, true,
                                                        AscendC::Reg::DivAlgo::PRECISION_0ULP_FTZ_FALSE};
void DivHalf(AscendC::Reg::RegTensor<half>& d, AscendC::Reg::RegTensor<half>& a, AscendC::Reg::MaskReg& m) {
  AscendC::Reg::Div<half, &kMode>(d, a, a, m);
}
