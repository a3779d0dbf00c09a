// flags:
// expect: MulCast: unsupported type pair for the mask forms
#include "kernel_operator.h"
void Multiply(const AscendC::LocalTensor<float>& d, const AscendC::LocalTensor<int64_t>& s) {
  AscendC::MulCast(d, s, s, uint64_t{32}, 1, AscendC::BinaryRepeatParams{});
}
