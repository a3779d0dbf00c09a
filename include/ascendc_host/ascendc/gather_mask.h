// Ascend C surface of the gather_mask family (filled by its API issue).
#ifndef ASCENDC_HOST_ASCENDC_GATHER_MASK_H_
#define ASCENDC_HOST_ASCENDC_GATHER_MASK_H_

#include "ascendc_host/ascendc/tensor.h"

#endif  // ASCENDC_HOST_ASCENDC_GATHER_MASK_H_
