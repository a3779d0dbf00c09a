// C API system variables and core set-up (SPEC 17.5): the block index and
// count, the sub-block (one vector core per block here), asc_init, the arch
// version, AR. (The compiler's get_block_idx / get_block_num: system.h.)
#ifndef ASCENDC_HOST_ASC_CAPI_SYS_VAR_H_
#define ASCENDC_HOST_ASC_CAPI_SYS_VAR_H_

#include <cstdint>

#include "ascendc_host/ascendc/special_registers.h"
#include "ascendc_host/ascendc/system.h"
#include "ascendc_host/config.h"

// The core's registers to their start values (mask mode Normal, full
// vector mask, CTRL reset), as InitSocState.
__aicore__ inline void asc_init() { AscendC::InitSocState(); }

__aicore__ inline int64_t asc_get_block_idx() { return AscendC::GetBlockIdx(); }
__aicore__ inline int64_t asc_get_block_num() { return AscendC::GetBlockNum(); }
__aicore__ inline int64_t asc_get_sub_block_idx() { return AscendC::GetSubBlockIdx(); }
__aicore__ inline int64_t asc_get_sub_block_num() { return AscendC::GetSubBlockNum(); }
__aicore__ inline int64_t asc_get_sub_block_id() { return AscendC::GetSubBlockIdx(); }
__aicore__ inline int64_t asc_get_core_id() { return AscendC::GetBlockIdx(); }
__aicore__ inline int64_t asc_get_system_cycle() { return AscendC::GetSystemCycle(); }
__aicore__ inline void init_soc_state() { AscendC::InitSocState(); }
// The arch version as GetArchVersion gives it (0x3510 / 0x2201).
__aicore__ inline void asc_get_arch_ver(uint32_t& core_version) { AscendC::GetArchVersion(core_version); }
#if ASCENDC_HOST_HAS_REG_API
// AR, the bytes asc_squeeze_with_status has kept (SPEC 17.10).
__aicore__ inline int64_t asc_get_squeeze_status() {
  return AscendC::GetSpr<AscendC::SpecialPurposeReg::AR>();
}
#endif

#endif  // ASCENDC_HOST_ASC_CAPI_SYS_VAR_H_
