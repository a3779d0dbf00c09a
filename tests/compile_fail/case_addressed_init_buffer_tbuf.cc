// expect: takes a TQue/TQueBind, not a TBuf
#include "kernel_operator.h"
void Kernel() {
  AscendC::TPipe pipe;
  AscendC::TBuf<AscendC::TPosition::VECCALC> buf;
  pipe.InitBuffer(buf, AscendC::Std::make_tuple(0, 1024));
}
