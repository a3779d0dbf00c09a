// The vector compute APIs (LocalTensor level, the pages' Memory矢量计算),
// one header per API family under vector/.
#ifndef ASCENDC_HOST_ASCENDC_VECTOR_H_
#define ASCENDC_HOST_ASCENDC_VECTOR_H_

#include "ascendc_host/ascendc/vector/common.h"
#include "ascendc_host/ascendc/vector/binary.h"
#include "ascendc_host/ascendc/vector/scalar.h"
#include "ascendc_host/ascendc/vector/fill.h"
#include "ascendc_host/ascendc/vector/compare.h"
#include "ascendc_host/ascendc/vector/select.h"
#include "ascendc_host/ascendc/vector/reduce.h"
#include "ascendc_host/ascendc/vector/layout.h"
#include "ascendc_host/ascendc/vector/trans_data.h"
#include "ascendc_host/ascendc/vector/cast.h"
#include "ascendc_host/ascendc/vector/cast_composite.h"
#include "ascendc_host/ascendc/vector/unary.h"
#include "ascendc_host/ascendc/vector/scalar_ops.h"
#include "ascendc_host/ascendc/vector/logic.h"
#include "ascendc_host/ascendc/vector/composite.h"
#include "ascendc_host/ascendc/vector/bilinear_interpolation.h"
#include "ascendc_host/ascendc/vector/sort.h"

#endif  // ASCENDC_HOST_ASCENDC_VECTOR_H_
