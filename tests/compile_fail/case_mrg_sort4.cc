// flags:
// expect: MrgSort4 exists on the Atlas inference AI Core and Atlas training series only
#include "kernel_operator.h"
void Merge4(const AscendC::LocalTensor<half>& d, const AscendC::MrgSortSrcList<half>& s) {
  uint16_t lengths[4] = {16, 16, 16, 16};
  AscendC::MrgSort4(d, s, AscendC::MrgSort4Info(lengths, false, 15, 1));
}
