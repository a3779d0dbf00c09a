// Ascend C Reg-level (MicroAPI) surface, SPEC 0.5, 1, 4 and 13.7-13.9:
// RegTensor, MaskReg, AddrReg, UpdateMask/CreateMask/CreateAddrReg,
// LoadAlign, StoreAlign (RegTensor, MaskReg, DataBlock-strided), both forms
// of Gather, Scatter and GatherB, LocalMemBar, in AscendC::Reg (= AscendC::MicroAPI).
// Ascend 950 only: under the PA2 profile nothing is declared, so kernels
// that use the Reg layer fail to compile there (SPEC 0.1).
#ifndef ASCENDC_HOST_ASCENDC_REG_H_
#define ASCENDC_HOST_ASCENDC_REG_H_

#include "ascendc_host/ascendc/tensor.h"
#include "ascendc_host/config.h"

#if ASCENDC_HOST_HAS_REG_API
#include "ascendc_host/ascendc/reg/values.h"
#include "ascendc_host/ascendc/reg/lanes.h"
#include "ascendc_host/ascendc/reg/arith.h"
#include "ascendc_host/ascendc/reg/logic.h"
#include "ascendc_host/ascendc/reg/cmpsel.h"
#include "ascendc_host/ascendc/reg/fill.h"
#include "ascendc_host/ascendc/reg/mask_ops.h"
#include "ascendc_host/ascendc/reg/transcendental.h"
#include "ascendc_host/ascendc/reg/load_store.h"
#include "ascendc_host/ascendc/reg/gather.h"
#include "ascendc_host/ascendc/reg/mask_load_store.h"
#include "ascendc_host/ascendc/reg/block_load_store.h"
#include "ascendc_host/ascendc/reg/scatter.h"
#include "ascendc_host/ascendc/reg/gather_b.h"
#include "ascendc_host/ascendc/reg/mem_bar.h"
#include "ascendc_host/ascendc/reg/data_copy_names.h"
#endif

#endif  // ASCENDC_HOST_ASCENDC_REG_H_
