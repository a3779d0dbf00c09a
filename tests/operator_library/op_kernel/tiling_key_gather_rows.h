// Template parameters of GatherRows: how a row travels (COPY_MODE: 0 through
// UB, 1 through the user workspace, 2 by the Gather API with byte offsets)
// and whether its elements are reversed.
#ifndef TILING_KEY_GATHER_ROWS_H
#define TILING_KEY_GATHER_ROWS_H

#include "ascendc/host_api/tiling/template_argument.h"

ASCENDC_TPL_ARGS_DECL(GatherRows, ASCENDC_TPL_UINT_DECL(COPY_MODE, ASCENDC_TPL_2_BW, ASCENDC_TPL_UI_LIST, 0, 1, 2),
                      ASCENDC_TPL_BOOL_DECL(REVERSE, 0, 1), );

ASCENDC_TPL_SEL(ASCENDC_TPL_ARGS_SEL(ASCENDC_TPL_KERNEL_TYPE_SEL(ASCENDC_TPL_AIV_ONLY),
                                     ASCENDC_TPL_UINT_SEL(COPY_MODE, ASCENDC_TPL_UI_RANGE, 1, 0, 2),
                                     ASCENDC_TPL_BOOL_SEL(REVERSE, 0, 1), ), );

#endif  // TILING_KEY_GATHER_ROWS_H
