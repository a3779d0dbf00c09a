#ifndef ASCENDC_HOST_SRC_REFERENCE_COPY_H_
#define ASCENDC_HOST_SRC_REFERENCE_COPY_H_

#include <cstddef>
#include <cstdint>

#include "reference/reference.h"

namespace ascendc_host {
namespace reference {

// Both return the number of bytes moved.
uint64_t DataCopyGmToUb(const Ub& ub, uint32_t dst_address, const uint8_t* gm, uint32_t count,
                        uint32_t element_bytes);
uint64_t DataCopyUbToGm(const Ub& ub, uint8_t* gm, uint32_t src_address, uint32_t count,
                        uint32_t element_bytes);
// The twin of kernels::CopyBytes.
void CopyBytes(const uint8_t* src, uint8_t* dst, size_t bytes);

}  // namespace reference
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_SRC_REFERENCE_COPY_H_
