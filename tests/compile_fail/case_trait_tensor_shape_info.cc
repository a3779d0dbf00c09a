// expect: a TensorTrait LocalTensor has no ShapeInfo
#include "kernel_operator.h"
void Kernel(AscendC::LocalTensor<AscendC::TensorTrait<half>>& t) {
  uint32_t shape[] = {16};
  t.SetShapeInfo(AscendC::ShapeInfo(1, shape));
}
