// What ascendc-host-cc puts ahead of every .asc source, and of every C++
// source with a <<<...>>> launch: the built-in qualifiers (__global__,
// __aicore__, __gm__, ...) that bisheng knows without an include, and the
// launcher the launches are rewritten into (ascendc_host/fronts/kernel_launch.h,
// and simt_launch.h for the four-value SIMT launches), and the printf an
// unqualified printf call is rewritten into (kernel_printf.h).
#ifndef ASCENDC_HOST_FRONTS_ASC_SOURCE_H_
#define ASCENDC_HOST_FRONTS_ASC_SOURCE_H_
#include "ascendc_host/ascendc/types.h"
#include "ascendc_host/fronts/kernel_launch.h"
#include "ascendc_host/fronts/kernel_printf.h"
#include "ascendc_host/fronts/simt_launch.h"
#include "ascendc_host/fronts/ub_array.h"
// --enable-simt: the SIMT built-ins, as bisheng provides them (SPEC 16).
#if defined(ASCENDC_HOST_SIMT) && ASCENDC_HOST_SIMT
#include "ascendc_host/ascendc/simt.h"
#endif
#endif  // ASCENDC_HOST_FRONTS_ASC_SOURCE_H_
