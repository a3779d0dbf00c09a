// The vendor's host TilingData header: here the header mode, where
// BEGIN_TILING_DATA_DEF declares a plain struct the kernel reads as is.
#ifndef REGISTER_TILINGDATA_BASE_H_
#define REGISTER_TILINGDATA_BASE_H_
#include "ascendc_host/ascendc/tiling_data_def.h"
#endif  // REGISTER_TILINGDATA_BASE_H_
