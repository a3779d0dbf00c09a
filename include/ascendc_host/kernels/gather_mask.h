// Pointer-level kernels of GatherMask (SPEC 2.3): pattern-driven compaction.
//
// The surface resolves the Ascend C parameters into a GatherMaskShape (all
// strides in elements or bytes, no DataBlock units left) and calls these.
// Frameworks may call them directly on their own buffers:
//
//   GatherMaskShape shape;                       // one run of n contiguous positions
//   shape.positions = n; shape.pattern = bits;   // bit i of `bits` keeps src[i]
//   shape.block_stride = ElementsPerBlock(sizeof(uint16_t));
//   const uint64_t kept = GatherMaskCount(shape, sizeof(uint16_t));
//   GatherMask(src, dst, shape, kept);           // writes dst[0 .. kept) only
#ifndef ASCENDC_HOST_KERNELS_GATHER_MASK_H_
#define ASCENDC_HOST_KERNELS_GATHER_MASK_H_

#include <algorithm>
#include <cstddef>
#include <cstdint>

namespace ascendc_host {
namespace kernels {

// Which source positions a GatherMask call visits and which pattern bit
// decides each of them. Position p (0 <= p < positions) of repeat r reads
//   src[r*repeat_stride + (p / EPB)*block_stride + p % EPB]   (EPB = 32 / element bytes)
// and keeps it when bit p of the pattern bytes starting at
//   pattern + r*pattern_repeat_stride
// is set (little-endian bit stream), or, for a built-in pattern
// (pattern == nullptr), when bit p % 8 of builtin_byte is set.
struct GatherMaskShape {
  uint64_t repeats = 1;
  uint64_t positions = 0;              // per repeat: 256/s (Normal) or mask (Counter)
  uint64_t block_stride = 0;           // elements between consecutive 32-byte blocks of a repeat
  uint64_t repeat_stride = 0;          // elements between the first elements of consecutive repeats
  const uint8_t* pattern = nullptr;    // nullptr: built-in pattern
  uint64_t pattern_repeat_stride = 0;  // bytes between the pattern starts of consecutive repeats
  uint8_t builtin_byte = 0;            // the built-in pattern (0x55, 0xAA, 0x11, ..., 0xFF)
};

// Elements per 32-byte block: block_stride = EPB makes a repeat one
// contiguous run, the common framework case.
constexpr uint64_t ElementsPerBlock(size_t element_bytes) { return 32 / element_bytes; }

// Elements from src[0] to one past the last element the shape reads (0 when
// it reads none): the surface checks this range lies in UB before any access.
inline uint64_t GatherMaskSourceSpan(const GatherMaskShape& shape, size_t element_bytes) {
  if (shape.repeats == 0 || shape.positions == 0) return 0;
  const uint64_t epb = ElementsPerBlock(element_bytes);
  const uint64_t last_block = (shape.positions - 1) / epb;
  // The last block ends at its last position; the block before it (full)
  // ends further out only when blocks are closer than a block apart.
  uint64_t last = last_block * shape.block_stride + (shape.positions - 1) % epb;
  if (last_block > 0) last = std::max(last, (last_block - 1) * shape.block_stride + epb - 1);
  return (shape.repeats - 1) * shape.repeat_stride + last + 1;
}

// Pattern bytes from shape.pattern to one past the last byte read, when
// pattern reads are rounded up to whole words of `word_bytes` (the hardware
// reads pattern words; the kernels read only the bytes holding bits).
inline uint64_t GatherMaskPatternSpan(const GatherMaskShape& shape, size_t word_bytes = 1) {
  if (shape.pattern == nullptr || shape.repeats == 0 || shape.positions == 0) return 0;
  const uint64_t word_bits = 8 * word_bytes;
  const uint64_t per_repeat = (shape.positions + word_bits - 1) / word_bits * word_bytes;
  return (shape.repeats - 1) * shape.pattern_repeat_stride + per_repeat;
}

// Number of elements a GatherMask of this shape keeps. Reads only pattern
// bytes (none for a built-in pattern).
uint64_t GatherMaskCount(const GatherMaskShape& shape, size_t element_bytes);

// Appends the kept elements to dst in order and returns how many were
// written. `kept` must be GatherMaskCount(shape): the kernel writes exactly
// dst[0 .. kept) and nothing else (no vector store spills past it), and
// stops at `kept` elements if the shape would keep more.
//
// Any overlap of dst with the source or the pattern gives the sequential
// result of SPEC 2.3 (each 256-byte chunk of positions is read before its
// kept elements are written); disjoint operands take the fast paths, and
// large calls are split over threads (count, scan, write) with the same
// result as a serial run.
uint64_t GatherMask(const uint8_t* src, uint8_t* dst, const GatherMaskShape& shape, uint64_t kept);
uint64_t GatherMask(const uint16_t* src, uint16_t* dst, const GatherMaskShape& shape, uint64_t kept);
uint64_t GatherMask(const uint32_t* src, uint32_t* dst, const GatherMaskShape& shape, uint64_t kept);

// Tuning knob for tests and benchmarks: calls that visit at least this many
// source bytes are split over threads (0 restores the measured default).
void SetGatherMaskParallelThreshold(uint64_t source_bytes);
uint64_t GatherMaskParallelThreshold();

}  // namespace kernels
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_KERNELS_GATHER_MASK_H_
