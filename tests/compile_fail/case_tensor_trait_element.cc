// expect: TensorTrait: T is one of
#include "kernel_operator.h"
AscendC::TensorTrait<double> trait;
