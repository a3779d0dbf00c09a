// flags:
// expect: ReadGmByPassDCache: T is int8_t..int64_t or uint8_t..uint64_t
#include "kernel_operator.h"
float Read(float* p) { return AscendC::ReadGmByPassDCache(p); }
