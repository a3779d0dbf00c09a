// Ascend C surface of the gather family (filled by its API issue).
#ifndef ASCENDC_HOST_ASCENDC_GATHER_H_
#define ASCENDC_HOST_ASCENDC_GATHER_H_

#include "ascendc_host/ascendc/tensor.h"

#endif  // ASCENDC_HOST_ASCENDC_GATHER_H_
