// flags:
// expect: SetCtrlSpr: Ascend 950 sets CTRL\[8:6\]
#include "kernel_operator.h"
void SetReserved() { AscendC::SetCtrlSpr<20, 20>(1); }
