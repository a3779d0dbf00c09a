// expect: the TensorTrait's Layout holds compile-time values only
#include "kernel_operator.h"
using Trait = AscendC::TensorTrait<float, AscendC::TPosition::VECIN,
                                   AscendC::Layout<AscendC::Shape<int>, AscendC::Stride<int>>>;
AscendC::LocalTensor<Trait> t;
