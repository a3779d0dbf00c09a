// expect: TSCM queues hold L1 Buffer
#include "kernel_operator.h"
void Kernel() {
  AscendC::TPipe pipe;
  AscendC::TSCM<AscendC::TPosition::VECIN, 1> scm;
  pipe.InitBuffer(scm, 1, 1024);
}
