// Ascend C surface of the scatter family (filled by its API issue).
#ifndef ASCENDC_HOST_ASCENDC_SCATTER_H_
#define ASCENDC_HOST_ASCENDC_SCATTER_H_

#include "ascendc_host/ascendc/tensor.h"

#endif  // ASCENDC_HOST_ASCENDC_SCATTER_H_
