// flags: -DASCENDC_HOST_PROFILE_PA2=1
// expect: DataCopy with NdDmaParams \(NDDMA\) exists on Ascend 950 only
#include "kernel_operator.h"
void Kernel(AscendC::LocalTensor<float> dst, AscendC::GlobalTensor<float> src) {
  AscendC::NdDmaLoopInfo<1> loop{{1}, {1}, {8}, {0}, {0}};
  AscendC::NdDmaParams<float, 1> params{loop, 0.0f};
  AscendC::DataCopy(dst, src, params);
}
