// Basic-API Scatter (SPEC 3, P950 only), literally: one element at a time on
// a UB image, in the loop order of SPEC 3.3 (duplicates: the last write wins).
#ifndef ASCENDC_HOST_SRC_REFERENCE_SCATTER_H_
#define ASCENDC_HOST_SRC_REFERENCE_SCATTER_H_

#include <cstdint>

#include "reference/reference.h"

namespace ascendc_host {
namespace reference {

// UB byte address written for byte offset `offset` (SPEC 3.3).
uint64_t ScatterElementAddress(uint32_t element_bytes, uint32_t dst, uint32_t dst_base_addr, uint32_t offset);

void ScatterCount(const Ub& ub, uint32_t element_bytes, uint32_t dst, uint32_t src, uint32_t dst_offset,
                  uint32_t dst_base_addr, uint32_t count);

void ScatterMasked(const Ub& ub, MaskMode mode, const MaskArg& mask, uint32_t element_bytes, uint32_t dst,
                   uint32_t src, uint32_t dst_offset, uint32_t dst_base_addr, uint32_t repeat_time,
                   uint32_t src_rep_stride);

}  // namespace reference
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_SRC_REFERENCE_SCATTER_H_
