// flags: -DASCENDC_HOST_PROFILE_PA2=1
// expect: ProposalExtract exists on the Atlas inference AI Core and Atlas training series only
#include "kernel_operator.h"
void Extract(const AscendC::LocalTensor<float>& d, const AscendC::LocalTensor<float>& s) {
  AscendC::ProposalExtract(d, s, 2, 4);
}
