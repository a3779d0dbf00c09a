// flags:
// expect: CheckLocalMemoryIA exists on Atlas A2/A3 only
#include "kernel_operator.h"
void Check() { AscendC::CheckLocalMemoryIA({0, 0, 1}); }
