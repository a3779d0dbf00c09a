// flags:
// expect: KERNEL_TASK_TYPE_DEFAULT: Ascend 950 and Atlas A2/A3 accept
#include "kernel_operator.h"
extern "C" __global__ __aicore__ void vector_core_type() {
  KERNEL_TASK_TYPE_DEFAULT(KERNEL_TYPE_MIX_VECTOR_CORE);
}
