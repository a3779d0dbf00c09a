// flags: -D__NPU_ARCH__=2002
// expect: __NPU_ARCH__ names a chip without a profile here
#include "kernel_operator.h"
