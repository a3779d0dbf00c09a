// expect: InitSpmBuffer\(bufferSize\) parks data in L1
#include "kernel_operator.h"
void Kernel() {
  AscendC::TPipe pipe;
  pipe.InitSpmBuffer(1024);
}
