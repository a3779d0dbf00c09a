// RoundMode (精度转换; Reg矢量计算/辅助数据类型/RoundMode): shared by the
// scalar and the vector conversions. Defined with the layers' vocabulary
// (ascendc_host/ops.h), which the kernels and the reference also read.
#ifndef ASCENDC_HOST_ASCENDC_ROUND_MODE_H_
#define ASCENDC_HOST_ASCENDC_ROUND_MODE_H_

#include "ascendc_host/ops.h"

#endif  // ASCENDC_HOST_ASCENDC_ROUND_MODE_H_
