// Checked pointer-level entry points for frameworks: the SIMD kernels of
// kernels.h on the caller's own buffers, with every access range-checked
// against explicit buffer sizes before anything is read or written.
//
// The family kernels (kernels/*.h) trust their inputs: the Ascend C surface
// validates first. These entry points do that validation for plain memory:
//
//   // dst[k] = the element at src + offsets[k] bytes (a CPU fallback of an NPU gather)
//   ascendc_host::checked::Gather(src, src_bytes, offsets, n, dst, dst_bytes, sizeof(float));
//
// Errors throw ascendc_host::Error (severity FATAL: the call touched nothing)
// naming the function, the parameter and the rule, e.g.
//   "checked::Gather: offsets[17]=4096 addresses bytes [4096, 4100) beyond src_bytes=4096 [FATAL]".
// The C ABI (c_api.h) wraps the same functions with status codes.
//
// Semantics (no Ascend addressing quirks here: plain byte offsets):
// - element_bytes is 1, 2, 4 or 8 (GatherMask-style compaction: 1, 2, 4);
//   elements move bit for bit, so any type of that width fits.
// - offsets are byte offsets that must be multiples of element_bytes;
//   offset + element_bytes must not exceed the buffer they index.
// - Scatter writes in ascending k, so of duplicate offsets the last wins.
// - Overlapping buffers give the result of the element-by-element loop
//   (the kernels switch to their sequential order); Copy requires disjoint
//   buffers, as memcpy does.
// The checks cost one vectorised pass over the offsets (min/max/OR).
#ifndef ASCENDC_HOST_CHECKED_KERNELS_H_
#define ASCENDC_HOST_CHECKED_KERNELS_H_

#include <cstddef>
#include <cstdint>

namespace ascendc_host {
namespace checked {

// dst[k] = element at (const uint8_t*)src + offsets[k], k < n.
void Gather(const void* src, size_t src_bytes, const uint32_t* offsets, size_t n, void* dst, size_t dst_bytes,
            size_t element_bytes);

// element at (uint8_t*)dst + offsets[k] = src[k], k < n, ascending.
void Scatter(const void* src, size_t src_bytes, const uint32_t* offsets, size_t n, void* dst, size_t dst_bytes,
             size_t element_bytes);

// Keeps src[i] (i < n) whose bit i of `bits` (little-endian bit stream) is
// set, densely in dst; returns how many were kept. dst_capacity counts
// elements; a result that would not fit throws before anything is written.
uint64_t Compress(const void* src, size_t n, const uint8_t* bits, size_t bits_bytes, void* dst, size_t dst_capacity,
                  size_t element_bytes);

// memcpy with explicit sizes: `bytes` from src to dst, disjoint buffers.
void Copy(const void* src, size_t src_bytes, void* dst, size_t dst_bytes, size_t bytes);

}  // namespace checked
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_CHECKED_KERNELS_H_
