// The executor of the vector compute APIs, per target (kernels/vector.h has
// the addressing model). An operation supplies a Kernel:
//
//   struct Kernel {
//     static constexpr int kSources;          // 0, 1, 2 or 3
//     static constexpr uint32_t kDstBytes;    // element size of dst
//     static constexpr uint32_t kSrcBytes;    // element size of every source
//     // n elements, each operand contiguous (dst may equal a source).
//     void operator()(uint8_t* dst, const uint8_t* const* src, size_t n) const;
//   };
//
// and the executor runs it either once over the whole call (every operand
// contiguous, every position up to the count active, no partial overlap: the
// count form and its equivalents) or repeat by repeat: the repeat's active
// source positions are copied into dense scratch, the kernel computes the
// repeat, and the active destination positions are copied out. The second
// path gives the hardware's read-before-write order of a repeat whatever the
// strides and overlaps, and touches no byte of an inactive position.
#if defined(ASCENDC_HOST_KERNELS_VECTOR_EXECUTOR_INL_H_) == defined(HWY_TARGET_TOGGLE)
#ifdef ASCENDC_HOST_KERNELS_VECTOR_EXECUTOR_INL_H_
#undef ASCENDC_HOST_KERNELS_VECTOR_EXECUTOR_INL_H_
#else
#define ASCENDC_HOST_KERNELS_VECTOR_EXECUTOR_INL_H_
#endif

#include <cstring>

#include <hwy/highway.h>

#include "ascendc_host/kernels/vector.h"

HWY_BEFORE_NAMESPACE();
namespace ascendc_host {
namespace HWY_NAMESPACE {

namespace vector_detail {

inline bool IsDense(const kernels::VecOperand& o, uint32_t element_bytes, uint32_t positions) {
  return o.block_stride == 32 && o.repeat_stride == uint64_t{positions} * element_bytes;
}

inline bool Overlap(const uint8_t* a, uint64_t a_bytes, const uint8_t* b, uint64_t b_bytes) {
  const uintptr_t x = reinterpret_cast<uintptr_t>(a), y = reinterpret_cast<uintptr_t>(b);
  return a_bytes != 0 && b_bytes != 0 && x < y + b_bytes && y < x + a_bytes;
}

// Active-position bits of `count` (<= 32) consecutive positions from `first` in repeat r.
inline uint32_t ActiveBits(const kernels::VecShape& shape, uint32_t r, uint32_t first, uint32_t count) {
  const uint32_t all = count >= 32 ? ~0u : (1u << count) - 1;
  if (shape.prefix_only) {
    if (r + 1 < shape.repeats || first + count <= shape.last_prefix) return all;
    if (first >= shape.last_prefix) return 0;
    return (1u << (shape.last_prefix - first)) - 1;
  }
  const uint64_t word = shape.bits[first >> 6] >> (first & 63);
  return static_cast<uint32_t>(word) & all;
}

// Copies the active positions of repeat r of `o` (elements of s bytes) into
// dense scratch, or back out of it.
template <bool kToScratch>
inline void MoveRepeat(const kernels::VecShape& shape, uint32_t r, const kernels::VecOperand& o, uint32_t s,
                       uint8_t* scratch) {
  const uint32_t bytes = shape.positions * s;
  const uint32_t per_block = 32 / s;
  uint8_t* repeat = o.base + uint64_t{r} * o.repeat_stride;
  for (uint32_t b = 0; b * 32 < bytes; ++b) {
    const uint32_t first = b * per_block;
    const uint32_t bits = ActiveBits(shape, r, first, per_block);
    if (bits == 0) continue;
    uint8_t* mem = repeat + uint64_t{b} * o.block_stride;
    uint8_t* dense = scratch + b * 32;
    const uint32_t full = per_block >= 32 ? ~0u : (1u << per_block) - 1;
    if (bits == full) {
      if (kToScratch) std::memcpy(dense, mem, 32);
      else std::memcpy(mem, dense, 32);
      continue;
    }
    for (uint32_t e = 0; e < per_block; ++e) {
      if (!((bits >> e) & 1u)) continue;
      if (kToScratch) std::memcpy(dense + e * s, mem + e * s, s);
      else std::memcpy(mem + e * s, dense + e * s, s);
    }
  }
}

}  // namespace vector_detail

template <class Kernel>
void ExecuteVector(const Kernel& kernel, const kernels::VecShape& shape, const kernels::VecOperand& dst,
                   const kernels::VecOperand* src) {
  namespace vd = vector_detail;
  constexpr int kN = Kernel::kSources;
  constexpr uint32_t kD = Kernel::kDstBytes, kS = Kernel::kSrcBytes;
  if (shape.repeats == 0 || shape.positions == 0) return;

  // One pass over everything when the call is a dense run of its first n positions.
  bool dense = shape.prefix_only && vd::IsDense(dst, kD, shape.positions);
  const uint64_t n = uint64_t{shape.repeats - 1} * shape.positions + (shape.prefix_only ? shape.last_prefix : 0);
  for (int i = 0; dense && i < kN; ++i) {
    dense = vd::IsDense(src[i], kS, shape.positions) &&
            ((src[i].base == dst.base && kS == kD) || !vd::Overlap(dst.base, n * kD, src[i].base, n * kS));
  }
  if (dense) {
    const uint8_t* in[kN > 0 ? kN : 1] = {nullptr};
    for (int i = 0; i < kN; ++i) in[i] = src[i].base;
    kernel(dst.base, in, n);
    return;
  }

  // Repeat by repeat through scratch. Scratch starts zeroed so inactive
  // lanes compute on defined values.
  alignas(64) uint8_t scratch_in[kN > 0 ? kN : 1][256] = {};
  alignas(64) uint8_t scratch_out[256] = {};
  const uint8_t* in[kN > 0 ? kN : 1];
  for (int i = 0; i < kN; ++i) in[i] = scratch_in[i];
  for (uint32_t r = 0; r < shape.repeats; ++r) {
    for (int i = 0; i < kN; ++i) vd::MoveRepeat<true>(shape, r, src[i], kS, scratch_in[i]);
    // The destination's inactive positions are never written back, but the
    // kernel may read dst (e.g. MulAddDst): fill it with the current values.
    vd::MoveRepeat<true>(shape, r, dst, kD, scratch_out);
    kernel(scratch_out, in, shape.positions);
    vd::MoveRepeat<false>(shape, r, dst, kD, scratch_out);
  }
}

}  // namespace HWY_NAMESPACE
}  // namespace ascendc_host
HWY_AFTER_NAMESPACE();

#endif  // include guard
