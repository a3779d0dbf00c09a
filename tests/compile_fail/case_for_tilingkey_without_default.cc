// flags:
// expect: REGISTER_TILING_FOR_TILINGKEY needs REGISTER_TILING_DEFAULT before it
#include "kernel_operator.h"
struct KeyTiling {
  uint32_t a;
};
extern "C" __global__ __aicore__ void for_key_only(GM_ADDR tiling) {
  REGISTER_TILING_FOR_TILINGKEY("TILING_KEY_VAR == 1", KeyTiling);
}
