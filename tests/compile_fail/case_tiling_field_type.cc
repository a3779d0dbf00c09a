// flags:
// expect: fields are int8_t..uint64_t or float
#include "register/tilingdata_base.h"
BEGIN_TILING_DATA_DEF(BadField)
TILING_DATA_FIELD_DEF(double, ratio);
END_TILING_DATA_DEF;
