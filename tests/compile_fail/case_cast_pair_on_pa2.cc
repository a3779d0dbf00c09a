// flags: -DASCENDC_HOST_PROFILE_PA2=1
// expect: Cast: this source/destination type pair is not listed
#include "kernel_operator.h"
void Convert(const AscendC::LocalTensor<bfloat16_t>& d, const AscendC::LocalTensor<half>& s) {
  AscendC::Cast(d, s, AscendC::RoundMode::CAST_RINT, 64);
}
