// expect: PopStackBuffer: T is uint8_t
#include "kernel_operator.h"
bool Kernel() {
  AscendC::LocalTensor<bfloat16_t> t;
  return AscendC::PopStackBuffer<bfloat16_t, AscendC::TPosition::VECCALC>(t);
}
