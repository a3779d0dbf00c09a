// "utils/debug/asc_time.h", the header the Utils-API debug pages name
// (Utils-API/调测接口): the whole kernel surface, whose debug part is
// ascendc_host/ascendc/debug.h and utils_debug.h.
#ifndef ASCENDC_HOST_COMPAT_UTILS_DEBUG_ASC_TIME_H_
#define ASCENDC_HOST_COMPAT_UTILS_DEBUG_ASC_TIME_H_
#include <ctime>  // clock(): the C library's (SPEC 16.5)

#include "kernel_operator.h"
#endif
