// "simt_api/device_atomic_functions.h", a header the SIMT pages name: the whole SIMT kernel
// surface, ascendc_host/ascendc/simt.h (SPEC 16).
#ifndef ASCENDC_HOST_COMPAT_SIMT_API_DEVICE_ATOMIC_FUNCTIONS_H_
#define ASCENDC_HOST_COMPAT_SIMT_API_DEVICE_ATOMIC_FUNCTIONS_H_
#include "ascendc_host/ascendc/simt.h"
#endif
