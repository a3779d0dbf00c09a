// expect: FreeAllEvent does not support depth 0
#include "kernel_operator.h"
void Kernel() {
  AscendC::TQue<AscendC::TPosition::VECIN, 0> que;
  que.FreeAllEvent();
}
