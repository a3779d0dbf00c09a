// Pointer-level copy kernel (what DataCopy uses; frameworks may call it).
#ifndef ASCENDC_HOST_KERNELS_COPY_H_
#define ASCENDC_HOST_KERNELS_COPY_H_

#include <cstddef>
#include <cstdint>
#include <cstring>

namespace ascendc_host {
namespace kernels {

// Copies `bytes` bytes; the ranges must not overlap. Runtime-dispatched SIMD.
void CopyBytes(const uint8_t* src, uint8_t* dst, size_t bytes);

// Copies `bytes`, a multiple of 32 (whole DataBlocks); the ranges must not
// overlap. Short copies run inline, 32 bytes at a time: a dispatched call
// costs about as much as moving 256 bytes, and operators fetch rows and
// tails of that size one DataCopy each (an embedding row fetch ran at 0.8x
// the speed of this inline form).
__attribute__((always_inline)) inline void CopyDataBlocks(const uint8_t* src, uint8_t* dst, size_t bytes) {
  constexpr size_t kInlineBytes = 512;
  if (bytes > kInlineBytes) return CopyBytes(src, dst, bytes);
  for (size_t i = 0; i < bytes; i += 32) std::memcpy(dst + i, src + i, 32);
}

}  // namespace kernels
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_KERNELS_COPY_H_
