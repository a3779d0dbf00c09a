// What ascendc-host-cc puts ahead of every .asc source, and of every C++
// source with a <<<...>>> launch: the built-in qualifiers (__global__,
// __aicore__, __gm__, ...) that bisheng knows without an include, and the
// launcher the launches are rewritten into (ascendc_host/fronts/kernel_launch.h).
#ifndef ASCENDC_HOST_FRONTS_ASC_SOURCE_H_
#define ASCENDC_HOST_FRONTS_ASC_SOURCE_H_
#include "ascendc_host/ascendc/types.h"
#include "ascendc_host/fronts/kernel_launch.h"
#endif  // ASCENDC_HOST_FRONTS_ASC_SOURCE_H_
