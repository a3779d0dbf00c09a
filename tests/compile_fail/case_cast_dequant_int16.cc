// flags:
// expect: CastDequant: only int32_t -> half is covered
#include "kernel_operator.h"
void Dequant(const AscendC::LocalTensor<int8_t>& d, const AscendC::LocalTensor<int16_t>& s) {
  AscendC::CastDequant<int8_t, int16_t, false, false>(d, s, 256);
}
