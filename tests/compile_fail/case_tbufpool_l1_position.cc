// expect: TBufPool: only UB positions
#include "kernel_operator.h"
AscendC::TBufPool<AscendC::TPosition::A1> pool;
