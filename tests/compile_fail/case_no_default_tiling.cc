// flags:
// expect: GET_TILING_DATA needs the default TilingData: REGISTER_TILING_DEFAULT
#include "kernel_operator.h"
extern "C" __global__ __aicore__ void no_default(GM_ADDR tiling) {
  GET_TILING_DATA(tilingData, tiling);
}
