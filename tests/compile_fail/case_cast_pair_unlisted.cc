// flags:
// expect: Cast: this source/destination type pair is not listed
#include "kernel_operator.h"
void Convert(const AscendC::LocalTensor<int8_t>& d, const AscendC::LocalTensor<float>& s) {
  AscendC::Cast(d, s, AscendC::RoundMode::CAST_RINT, 64);
}
