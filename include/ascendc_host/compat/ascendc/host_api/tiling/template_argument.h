// The vendor's tiling-template header (ASCENDC_TPL_*), included by operators'
// tiling-key headers on the host and kernel side.
#ifndef ASCENDC_HOST_API_TILING_TEMPLATE_ARGUMENT_H_
#define ASCENDC_HOST_API_TILING_TEMPLATE_ARGUMENT_H_
#include "ascendc_host/ascendc/tiling_template.h"
#endif  // ASCENDC_HOST_API_TILING_TEMPLATE_ARGUMENT_H_
