// Entry point of the Ascend C SIMD C API (`#include "c_api/asc_simd.h"`,
// 编程指南/语言扩展层/SIMD语言扩展层C-API): asc_* functions on __ubuf__ and
// __gm__ pointers for data movement, synchronisation, system variables,
// registers and vector compute (SPEC 17); on NPU architecture 3510 also
// the register (vector_*) functions used inside __simd_vf__ functions
// and the strided data-movement forms (SPEC 17.10).
#ifndef ASCENDC_HOST_COMPAT_C_API_ASC_SIMD_H_
#define ASCENDC_HOST_COMPAT_C_API_ASC_SIMD_H_
#include "kernel_operator.h"
#include "ascendc_host/asc_capi/compare.h"
#include "ascendc_host/asc_capi/data_move.h"
#include "ascendc_host/asc_capi/reduce.h"
#include "ascendc_host/asc_capi/registers.h"
#include "ascendc_host/asc_capi/sync.h"
#include "ascendc_host/asc_capi/sys_var.h"
#include "ascendc_host/asc_capi/vector.h"
#if ASCENDC_HOST_HAS_REG_API
#include "ascendc_host/asc_capi/data_move_strided.h"
#include "ascendc_host/asc_capi/reg_compute.h"
#include "ascendc_host/asc_capi/reg_convert.h"
#include "ascendc_host/asc_capi/reg_move.h"
#include "ascendc_host/asc_capi/reg_values.h"
#endif
#endif  // ASCENDC_HOST_COMPAT_C_API_ASC_SIMD_H_
