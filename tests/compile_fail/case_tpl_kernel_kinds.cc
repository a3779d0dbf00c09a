// flags:
// expect: ASCENDC_HOST_TPL_KERNEL: the kinds do not match ASCENDC_TPL_ARGS_DECL
#include "kernel_operator.h"
ASCENDC_TPL_ARGS_DECL(Op, ASCENDC_TPL_DATATYPE_DECL(D_T_X, C_DT_FLOAT16), ASCENDC_TPL_BOOL_DECL(SPLIT, 0, 1));
ASCENDC_TPL_SEL(ASCENDC_TPL_ARGS_SEL(ASCENDC_TPL_DATATYPE_SEL(D_T_X, C_DT_FLOAT16), ASCENDC_TPL_BOOL_SEL(SPLIT, 0, 1)));
template <typename D_T_X, int SPLIT>
__global__ __aicore__ void op(GM_ADDR x) {}
void Launch() {
  // D_T_X is a type parameter: `int` is the wrong kind for it.
  ascendc_host::tpl::LaunchByKey<g_tilingDeclareParams, g_tilingSelectParams>(
      0, 1, ASCENDC_HOST_TPL_KERNEL(op, int, int), static_cast<uint8_t*>(nullptr));
}
