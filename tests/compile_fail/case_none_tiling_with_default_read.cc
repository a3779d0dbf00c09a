// flags:
// expect: REGISTER_NONE_TILING registers no default TilingData
#include "kernel_operator.h"
extern "C" __global__ __aicore__ void none_then_default(GM_ADDR tiling) {
  REGISTER_NONE_TILING;
  GET_TILING_DATA(tilingData, tiling);
}
