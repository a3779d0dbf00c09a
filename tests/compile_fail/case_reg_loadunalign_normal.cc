// flags:
// expect: LoadUnAlign with a stride is post-update only
#include "kernel_operator.h"
void LoadNormal(AscendC::Reg::RegTensor<float>& d, AscendC::Reg::UnalignRegForLoad& u, float* p) {
  AscendC::Reg::LoadUnAlign<float, AscendC::Reg::PostLiteral::POST_MODE_NORMAL>(d, u, p, 64u);
}
