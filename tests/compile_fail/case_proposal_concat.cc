// flags:
// expect: ProposalConcat exists on the Atlas inference AI Core and Atlas training series only
#include "kernel_operator.h"
void Concat(const AscendC::LocalTensor<half>& d, const AscendC::LocalTensor<half>& s) {
  AscendC::ProposalConcat(d, s, 2, 4);
}
