// flags:
// expect: Truncate: roundMode is CAST_RINT, CAST_ROUND, CAST_FLOOR, CAST_CEIL or CAST_TRUNC
#include "kernel_operator.h"
void Round(const AscendC::LocalTensor<float>& d, const AscendC::LocalTensor<float>& s) {
  AscendC::Truncate<float, AscendC::RoundMode::CAST_ODD>(d, s, 64);
}
