// expect: isNearestValueMode must be false for 64-bit types
#include "kernel_operator.h"
void Kernel(AscendC::LocalTensor<int64_t> dst, AscendC::GlobalTensor<int64_t> src) {
  static constexpr AscendC::NdDmaConfig kNearest{true};
  AscendC::NdDmaLoopInfo<1> loop{{1}, {1}, {8}, {0}, {0}};
  AscendC::NdDmaParams<int64_t, 1> params{loop, 0};
  AscendC::DataCopy<int64_t, 1, kNearest>(dst, src, params);
}
