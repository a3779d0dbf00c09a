// flags:
// expect: (undeclared identifier 'DTYPE_X'|DTYPE_X[^ ]* was not declared)
// A kernel written for the vendor build, compiled without -DDTYPE_X=<type>.
#include "kernel_operator.h"
extern "C" __global__ __aicore__ void missing_dtype(GM_ADDR x) {
  AscendC::GlobalTensor<DTYPE_X> xGm;
  xGm.SetGlobalBuffer(reinterpret_cast<__gm__ DTYPE_X*>(x));
}
