// C API access to the vector core's registers (SPEC 17.5): the mask mode
// and vector mask, the compare mask, CTRL, and what the reductions leave.
#ifndef ASCENDC_HOST_ASC_CAPI_REGISTERS_H_
#define ASCENDC_HOST_ASC_CAPI_REGISTERS_H_

#include <cstdint>
#include <cstring>

#include "ascendc_host/ascendc/system.h"
#include "ascendc_host/asc_capi/common.h"
#include "ascendc_host/runtime.h"

__aicore__ inline void asc_set_mask_count() { AscendC::SetMaskCount(); }
__aicore__ inline void asc_set_mask_norm() { AscendC::SetMaskNorm(); }
__aicore__ inline void asc_set_mask_normal() { AscendC::SetMaskNorm(); }  // the guide's spelling
// MASK1 (lanes 64..127) and MASK0 (lanes 0..63); in Counter mode MASK0 is
// the element count.
__aicore__ inline void asc_set_vector_mask(uint64_t mask1, uint64_t mask0) {
  AscendC::SetVectorMask<uint8_t>(mask1, mask0);  // the element type does not matter for the two words
}

namespace ascendc_host {
namespace asc_capi {
// The count form of the functions the C API runs so: `repeat_form()` in
// Counter mode with MASK0 = count, then back to Normal mode (MASK0 keeps
// the count).
template <typename RepeatForm>
void InCounterMode(uint32_t count, RepeatForm&& repeat_form) {
  asc_set_mask_count();
  asc_set_vector_mask(0, count);
  repeat_form();
  asc_set_mask_norm();
}
}  // namespace asc_capi
}  // namespace ascendc_host

// The 128-bit compare mask to / from 16 bytes of UB.
__aicore__ inline void asc_get_cmp_mask(__ubuf__ void* dst) {
  const uint32_t at = ascendc_host::runtime::CheckUbRange("asc_get_cmp_mask", "dst", dst, 16);
  ascendc_host::runtime::CoreState& core = ascendc_host::runtime::CurrentCore();
  std::memcpy(core.ub + at, core.cmp_mask, 16);
}
__aicore__ inline void asc_set_cmp_mask(__ubuf__ void* sel_mask) {
  const uint32_t at = ascendc_host::runtime::CheckUbRange("asc_set_cmp_mask", "sel_mask", sel_mask, 16);
  ascendc_host::runtime::CoreState& core = ascendc_host::runtime::CurrentCore();
  std::memcpy(core.cmp_mask, core.ub + at, 16);
}

__aicore__ inline int64_t asc_get_ctrl() { return static_cast<int64_t>(ascendc_host::runtime::CurrentCore().ctrl); }
__aicore__ inline void asc_set_ctrl(uint64_t config) { ascendc_host::runtime::CurrentCore().ctrl = config; }

// The bits of the last count-form sum (as GetAccVal).
__aicore__ inline int64_t asc_get_acc_val() {
  return static_cast<int64_t>(ascendc_host::runtime::CurrentCore().reduce_sum_spr);
}
// The maximum / minimum of the last reduction and its index.
__aicore__ inline void asc_get_reduce_max_cnt(half& val, uint32_t& index) {
  const auto& core = ascendc_host::runtime::CurrentCore();
  const uint16_t bits = static_cast<uint16_t>(core.reduce_extreme_spr);
  std::memcpy(&val, &bits, 2);
  index = static_cast<uint32_t>(core.reduce_index_spr);
}
__aicore__ inline void asc_get_reduce_max_cnt(float& val, uint32_t& index) {
  const auto& core = ascendc_host::runtime::CurrentCore();
  const uint32_t bits = static_cast<uint32_t>(core.reduce_extreme_spr);
  std::memcpy(&val, &bits, 4);
  index = static_cast<uint32_t>(core.reduce_index_spr);
}
__aicore__ inline void asc_get_reduce_min_cnt(half& val, uint32_t& index) { asc_get_reduce_max_cnt(val, index); }
__aicore__ inline void asc_get_reduce_min_cnt(float& val, uint32_t& index) { asc_get_reduce_max_cnt(val, index); }

#endif  // ASCENDC_HOST_ASC_CAPI_REGISTERS_H_
