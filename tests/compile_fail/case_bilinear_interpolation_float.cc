// expect: BilinearInterpolation: T must be half
#include "kernel_operator.h"
void Kernel(AscendC::LocalTensor<float> x, AscendC::LocalTensor<uint32_t> offsets, AscendC::LocalTensor<uint8_t> tmp) {
  AscendC::BilinearInterpolation(x, x, offsets, x, uint64_t{64}, 1, false, 1, 128, 1, tmp);
}
