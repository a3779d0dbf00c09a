// Umbrella header of ascendc-host: the Ascend C surface (namespace AscendC,
// AscendC::Reg / AscendC::MicroAPI), the host launcher, errors and targets.
#ifndef ASCENDC_HOST_ASCENDC_HOST_H_
#define ASCENDC_HOST_ASCENDC_HOST_H_

#include "ascendc_host/config.h"
#include "ascendc_host/error.h"
#include "ascendc_host/runtime.h"
#include "ascendc_host/launch.h"
#include "ascendc_host/target.h"
#include "ascendc_host/ascendc/types.h"
#include "ascendc_host/ascendc/vf_call.h"
#include "ascendc_host/ascendc/constants.h"
#include "ascendc_host/ascendc/dtype.h"
#include "ascendc_host/ascendc/tensor.h"
#include "ascendc_host/ascendc/pipe.h"
#include "ascendc_host/ascendc/data_copy.h"
#include "ascendc_host/ascendc/sync.h"
#include "ascendc_host/ascendc/block_sync.h"
#include "ascendc_host/ascendc/atomic.h"
#include "ascendc_host/ascendc/system.h"
#include "ascendc_host/ascendc/scalar.h"
#include "ascendc_host/ascendc/special_registers.h"
#include "ascendc_host/ascendc/numeric_limits.h"
#include "ascendc_host/ascendc/cache.h"
#include "ascendc_host/ascendc/workspace.h"
#include "ascendc_host/ascendc/init_global_memory.h"
#include "ascendc_host/ascendc/tiling.h"
#include "ascendc_host/ascendc/tiling_data_def.h"
#include "ascendc_host/ascendc/tiling_template.h"
#include "ascendc_host/ascendc/debug.h"
#include "ascendc_host/ascendc/gather.h"
#include "ascendc_host/ascendc/scatter.h"
#include "ascendc_host/ascendc/gather_mask.h"
#include "ascendc_host/ascendc/gatherb.h"
#include "ascendc_host/ascendc/vector.h"
#include "ascendc_host/ascendc/reg.h"

#endif  // ASCENDC_HOST_ASCENDC_HOST_H_
