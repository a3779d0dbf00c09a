// The executors of the vector calls with a bit-mask operand (kernels/vector.h,
// "Compare and select"), per target: Compare writes one bit per position,
// Select reads one. Besides the strided operands of the common model they
// have a bit stream that ignores strides, so they run their own loops on the
// shared pieces of vector_executor-inl.h (dense test, repeat <-> scratch).
//
// Both take the same two paths as ExecuteVector: one pass over the call when
// every strided operand is dense, every position up to the count is active
// and nothing overlaps (the count form and its equivalents), else repeat by
// repeat through scratch, which gives the hardware's order (a repeat reads
// all its sources, and its bits, before it writes) whatever the overlaps.
//
// The bit helpers turn Highway masks into bit streams and back for any lane
// count: StoreMaskBits / LoadMaskBits move whole bytes, so fewer than 8 lanes
// are packed by hand, and the 8 bytes either may touch go through scratch.
#if defined(ASCENDC_HOST_KERNELS_VECTOR_BITMASK_INL_H_) == defined(HWY_TARGET_TOGGLE)
#ifdef ASCENDC_HOST_KERNELS_VECTOR_BITMASK_INL_H_
#undef ASCENDC_HOST_KERNELS_VECTOR_BITMASK_INL_H_
#else
#define ASCENDC_HOST_KERNELS_VECTOR_BITMASK_INL_H_
#endif

#include <algorithm>
#include <cstring>

#include <hwy/highway.h>

#include "ascendc_host/kernels/vector.h"
#include "kernels/vector_executor-inl.h"

HWY_BEFORE_NAMESPACE();
namespace ascendc_host {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

namespace bitmask_detail {

// StoreMaskBits and LoadMaskBits may touch 8 bytes whatever the lane count.
inline constexpr size_t kScratchBytes = HWY_MAX_BYTES / 8 + 8;

// The active positions of repeat r among positions [first, first + 8), as a byte.
inline uint8_t ActiveByte(const kernels::VecShape& shape, uint32_t r, uint32_t first) {
  return static_cast<uint8_t>(vector_detail::ActiveBits(shape, r, first, 8));
}

}  // namespace bitmask_detail

// Writes the bits of n positions to `out` (bit i of the stream = position i):
// mask_of(i) gives the mask of the full vector starting at position i,
// tail_mask_of(i, count) that of the partial last one (lanes from `count`
// on false). Bytes from ceil(n / 8) up to `out_bytes` are zeroed.
template <class D, class MaskOf, class TailMaskOf>
HWY_INLINE void WriteMaskBits(D d, size_t n, uint8_t* out, size_t out_bytes, const MaskOf& mask_of,
                              const TailMaskOf& tail_mask_of) {
  const size_t N = hn::Lanes(d);
  alignas(8) uint8_t tmp[bitmask_detail::kScratchBytes];
  size_t i = 0;
  if (N >= 8) {
    for (; i + N <= n; i += N) {
      hn::StoreMaskBits(d, mask_of(i), tmp);
      std::memcpy(out + i / 8, tmp, N / 8);
    }
  } else {
    // 1, 2 or 4 lanes: 8 / N vectors fill a byte.
    for (; i + 8 <= n; i += 8) {
      unsigned byte = 0;
      for (size_t j = 0; j < 8; j += N) {
        hn::StoreMaskBits(d, mask_of(i + j), tmp);
        byte |= unsigned{tmp[0]} << j;
      }
      out[i / 8] = static_cast<uint8_t>(byte);
    }
  }
  // i is a multiple of 8; fewer than max(N, 8) positions remain.
  if (i < n) {
    const size_t rest = n - i;
    alignas(8) uint8_t last[bitmask_detail::kScratchBytes] = {};
    for (size_t j = 0; j < rest; j += N) {
      const size_t count = std::min(N, rest - j);
      hn::StoreMaskBits(d, tail_mask_of(i + j, count), tmp);
      if (N >= 8) std::memcpy(last, tmp, (count + 7) / 8);  // only j == 0: rest < N
      else last[0] = static_cast<uint8_t>(last[0] | (tmp[0] << j));
    }
    std::memcpy(out + i / 8, last, (rest + 7) / 8);
  }
  const size_t written = (n + 7) / 8;
  if (out_bytes > written) std::memset(out + written, 0, out_bytes - written);
}

// The mask of the `count` (<= N) lanes from position i of the bit stream;
// lanes from `count` on are false. i is a multiple of N, or of 8 when N >= 8.
// Reads only the bytes holding positions [i, i + count).
template <class D>
HWY_INLINE hn::Mask<D> MaskFromBits(D d, const uint8_t* bits, size_t i, size_t count) {
  const size_t N = hn::Lanes(d);
  alignas(8) uint8_t tmp[bitmask_detail::kScratchBytes] = {};
  if (N >= 8) {
    std::memcpy(tmp, bits + i / 8, (count + 7) / 8);
    if (count % 8 != 0) tmp[count / 8] = static_cast<uint8_t>(tmp[count / 8] & ((1u << (count % 8)) - 1));
  } else {
    tmp[0] = static_cast<uint8_t>((bits[i / 8] >> (i % 8)) & ((1u << count) - 1));
  }
  return hn::LoadMaskBits(d, tmp);
}

// Compare: a Kernel supplies
//   static constexpr int kSources;         // 1 or 2
//   static constexpr uint32_t kSrcBytes;   // element size of the sources
//   // n positions, sources contiguous; writes n bits, zeroes to out_bytes.
//   void operator()(uint8_t* bits, const uint8_t* const* src, size_t n, size_t out_bytes) const;
template <class Kernel>
void ExecuteCompare(const Kernel& kernel, const kernels::VecShape& shape, uint8_t* bits,
                    const kernels::VecOperand* src) {
  namespace vd = vector_detail;
  constexpr int kN = Kernel::kSources;
  constexpr uint32_t kS = Kernel::kSrcBytes;
  if (shape.repeats == 0 || shape.positions == 0) return;
  const uint32_t positions = shape.positions, repeat_bytes = positions / 8;
  const uint64_t out_bytes = uint64_t{shape.repeats} * repeat_bytes;
  const uint64_t n = uint64_t{shape.repeats - 1} * positions + (shape.prefix_only ? shape.last_prefix : 0);
  const uint8_t* in[kN];
  bool dense = shape.prefix_only;
  for (int i = 0; i < kN; ++i) {
    in[i] = src[i].base;
    dense = dense && vd::IsDense(src[i], kS, positions) && !vd::Overlap(bits, out_bytes, src[i].base, n * kS);
  }
  if (dense) {
    kernel(bits, in, n, out_bytes);
    return;
  }
  alignas(64) uint8_t scratch[kN][256] = {};
  for (int i = 0; i < kN; ++i) in[i] = scratch[i];
  uint8_t repeat_bits[32];
  for (uint32_t r = 0; r < shape.repeats; ++r) {
    for (int i = 0; i < kN; ++i) vd::MoveRepeat<true>(shape, r, src[i], kS, scratch[i]);
    kernel(repeat_bits, in, positions, repeat_bytes);
    // Inactive positions (stale scratch) give 0.
    for (uint32_t b = 0; b < repeat_bytes; ++b) repeat_bits[b] &= bitmask_detail::ActiveByte(shape, r, b * 8);
    std::memcpy(bits + uint64_t{r} * repeat_bytes, repeat_bits, repeat_bytes);
  }
}

// Select: a Kernel supplies
//   // n elements of spec.element_bytes; element i takes a[i] where bit i of
//   // `bits` is 1, else b[i]; a scalar source's pointer is not used.
//   void operator()(uint8_t* dst, const uint8_t* a, const uint8_t* b, const uint8_t* bits, size_t n) const;
template <class Kernel>
void ExecuteSelect(const Kernel& kernel, const kernels::SelectSpec& spec, const kernels::VecShape& shape,
                   const kernels::VecOperand& dst, const kernels::VecOperand& src0, const kernels::VecOperand& src1,
                   const uint8_t* bits) {
  namespace vd = vector_detail;
  if (shape.repeats == 0 || shape.positions == 0) return;
  const uint32_t w = spec.element_bytes, positions = shape.positions, repeat_bytes = positions / 8;
  const uint64_t n = uint64_t{shape.repeats - 1} * positions + (shape.prefix_only ? shape.last_prefix : 0);
  const kernels::VecOperand* src[2] = {&src0, &src1};
  // Mode 0's bits are read once, as the call starts (the hardware loads
  // them into a register before the first repeat).
  uint64_t bits_bytes = spec.bits_bytes;
  alignas(8) uint8_t fixed_bits[32] = {};
  if (spec.same_bits_every_repeat) {
    bits_bytes = std::min<uint64_t>(bits_bytes, sizeof fixed_bits);
    std::memcpy(fixed_bits, bits, bits_bytes);
    bits = fixed_bits;
  }
  bool dense = shape.prefix_only && vd::IsDense(dst, w, positions) && !vd::Overlap(dst.base, n * w, bits, bits_bytes);
  for (int i = 0; i < 2; ++i) {
    if (spec.scalar_source == i) continue;
    dense = dense && vd::IsDense(*src[i], w, positions) &&
            (src[i]->base == dst.base || !vd::Overlap(dst.base, n * w, src[i]->base, n * w));
  }
  if (dense) {
    if (!spec.same_bits_every_repeat) {
      kernel(dst.base, src0.base, src1.base, bits, n);
      return;
    }
    // Mode 0: every repeat starts again at bit 0.
    const uint64_t repeat_span = uint64_t{positions} * w;
    auto at = [](uint8_t* base, uint64_t offset) { return base == nullptr ? base : base + offset; };
    for (uint64_t first = 0, r = 0; first < n; first += positions, ++r) {
      const uint64_t offset = r * repeat_span;
      kernel(dst.base + offset, at(src0.base, offset), at(src1.base, offset), bits,
             std::min<uint64_t>(positions, n - first));
    }
    return;
  }
  alignas(64) uint8_t scratch_a[256] = {}, scratch_b[256] = {}, scratch_out[256] = {};
  uint8_t repeat_bits[32];
  for (uint32_t r = 0; r < shape.repeats; ++r) {
    if (spec.scalar_source != 0) vd::MoveRepeat<true>(shape, r, src0, w, scratch_a);
    if (spec.scalar_source != 1) vd::MoveRepeat<true>(shape, r, src1, w, scratch_b);
    // This repeat's bits as they are now (an earlier repeat may have written them).
    const uint64_t from = spec.same_bits_every_repeat ? 0 : uint64_t{r} * repeat_bytes;
    const uint64_t readable = bits_bytes > from ? std::min<uint64_t>(repeat_bytes, bits_bytes - from) : 0;
    std::memset(repeat_bits, 0, sizeof repeat_bits);
    if (readable != 0) std::memcpy(repeat_bits, bits + from, readable);
    kernel(scratch_out, scratch_a, scratch_b, repeat_bits, positions);
    vd::MoveRepeat<false>(shape, r, dst, w, scratch_out);
  }
}

}  // namespace HWY_NAMESPACE
}  // namespace ascendc_host
HWY_AFTER_NAMESPACE();

#endif  // include guard
