// TilingData of GatherRows, declared as an operator library declares it on
// the host side; the kernel reads the same struct (header mode).
#ifndef GATHER_ROWS_TILING_H
#define GATHER_ROWS_TILING_H

#include "register/tilingdata_base.h"

namespace optiling {
BEGIN_TILING_DATA_DEF(GatherRowsCopyParams)
TILING_DATA_FIELD_DEF(uint32_t, rowBytes);
TILING_DATA_FIELD_DEF(uint32_t, rowsPerTile);
END_TILING_DATA_DEF;
REGISTER_TILING_DATA_CLASS(GatherRowsCopyParamsOp, GatherRowsCopyParams)

BEGIN_TILING_DATA_DEF(GatherRowsTilingData)
TILING_DATA_FIELD_DEF(uint32_t, cols);          // elements per row
TILING_DATA_FIELD_DEF(uint32_t, inRows);        // rows of x
TILING_DATA_FIELD_DEF(uint32_t, outRows);       // rows of y = entries of index
TILING_DATA_FIELD_DEF(uint32_t, rowsPerBlock);  // the last block may get fewer
TILING_DATA_FIELD_DEF_ARR(int32_t, 2, indexRange);  // [lo, hi): rows outside become padding
TILING_DATA_FIELD_DEF(float, padValue);
TILING_DATA_FIELD_DEF_STRUCT(GatherRowsCopyParams, copy);
END_TILING_DATA_DEF;
REGISTER_TILING_DATA_CLASS(GatherRows, GatherRowsTilingData)
}  // namespace optiling

#endif  // GATHER_ROWS_TILING_H
