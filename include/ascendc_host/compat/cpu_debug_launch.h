// Same entry points as tikicpulib.h (newer CANN spelling).
#ifndef CPU_DEBUG_LAUNCH_H_
#define CPU_DEBUG_LAUNCH_H_
#include "tikicpulib.h"
#endif  // CPU_DEBUG_LAUNCH_H_
