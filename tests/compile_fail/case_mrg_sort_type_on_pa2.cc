// flags: -DASCENDC_HOST_PROFILE_PA2=1
// expect: MrgSort: unsupported element type
#include "kernel_operator.h"
void MergeBf16(const AscendC::LocalTensor<bfloat16_t>& d, const AscendC::MrgSortSrcList<bfloat16_t>& s) {
  AscendC::MrgSort4Info info;
  AscendC::MrgSort(d, s, info);
}
