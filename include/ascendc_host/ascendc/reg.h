// Ascend C surface of the reg family (filled by its API issue).
#ifndef ASCENDC_HOST_ASCENDC_REG_H_
#define ASCENDC_HOST_ASCENDC_REG_H_

#include "ascendc_host/ascendc/tensor.h"

#endif  // ASCENDC_HOST_ASCENDC_REG_H_
