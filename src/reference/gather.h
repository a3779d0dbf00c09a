// Basic-API Gather (SPEC 5), literally: one element at a time on a UB image.
#ifndef ASCENDC_HOST_SRC_REFERENCE_GATHER_H_
#define ASCENDC_HOST_SRC_REFERENCE_GATHER_H_

#include <cstdint>

#include "reference/reference.h"

namespace ascendc_host {
namespace reference {

// UB byte address of the element read for byte offset `offset` (SPEC 5.3).
uint64_t GatherElementAddress(Profile profile, uint32_t element_bytes, uint32_t src, uint32_t src_base_addr,
                              uint32_t offset);

// Count overload. Addresses are UB byte addresses of the tensors' first elements.
void GatherCount(const Ub& ub, Profile profile, uint32_t element_bytes, uint32_t dst, uint32_t src,
                 uint32_t src_offset, uint32_t src_base_addr, uint32_t count);

// Mask overloads (contiguous or bit-wise per `mask`), Normal or Counter mode.
void GatherMasked(const Ub& ub, Profile profile, MaskMode mode, const MaskArg& mask, uint32_t element_bytes,
                  uint32_t dst, uint32_t src, uint32_t src_offset, uint32_t src_base_addr, uint32_t repeat_time,
                  uint32_t dst_rep_stride);

}  // namespace reference
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_SRC_REFERENCE_GATHER_H_
