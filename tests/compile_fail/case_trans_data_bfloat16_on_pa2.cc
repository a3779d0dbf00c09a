// flags: -DASCENDC_HOST_PROFILE_PA2=1
// expect: TransDataTo5HD: unsupported element type on this profile
#include "kernel_operator.h"
void Convert(uint64_t dst[16], uint64_t src[16]) {
  AscendC::TransDataTo5HD<bfloat16_t>(dst, src, AscendC::TransDataTo5HDParams());
}
