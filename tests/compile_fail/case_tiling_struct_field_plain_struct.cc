// flags:
// expect: must be a struct declared with BEGIN_TILING_DATA_DEF
#include "register/tilingdata_base.h"
struct Plain {
  int a;
};
BEGIN_TILING_DATA_DEF(Outer)
TILING_DATA_FIELD_DEF_STRUCT(Plain, inner);
END_TILING_DATA_DEF;
