// Pointer-level copy kernel (what DataCopy uses; frameworks may call it).
#ifndef ASCENDC_HOST_KERNELS_COPY_H_
#define ASCENDC_HOST_KERNELS_COPY_H_

#include <cstddef>
#include <cstdint>

namespace ascendc_host {
namespace kernels {

// Copies `bytes` bytes; the ranges must not overlap. Runtime-dispatched SIMD.
void CopyBytes(const uint8_t* src, uint8_t* dst, size_t bytes);

}  // namespace kernels
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_KERNELS_COPY_H_
