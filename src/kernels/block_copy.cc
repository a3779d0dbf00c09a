// Block-moving kernels (kernels/block_copy.h): strided block copies with
// padding, and DataBlock gathers. The data moves are whole-vector copies
// (copy-inl.h); the pads are at most a DataBlock or two per block.
#include "ascendc_host/kernels/block_copy.h"

#include <cstring>

#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "kernels/block_copy.cc"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
#include <hwy/highway.h>

#include "kernels/copy-inl.h"

HWY_BEFORE_NAMESPACE();
namespace ascendc_host {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

// A pad value as 64 bytes of its repeating pattern (the period, 1 to 8
// bytes, divides 32: image byte k and k + 32 agree). Little-endian hosts:
// the value's first `unit` bytes are the element; doubling copies avoid a
// division per byte.
struct PadImage {
  uint8_t bytes[64];
};
HWY_INLINE PadImage ImageOf(uint64_t pattern, uint32_t unit) {
  PadImage image;
  std::memcpy(image.bytes, &pattern, 8);
  for (uint32_t have = unit; have < 64; have *= 2) std::memcpy(image.bytes + have, image.bytes, have);
  return image;
}

// `n` bytes of the image's pattern from p. Pads are short (a DataBlock or
// two): up to 32 bytes take two fixed-size copies that overlap in the
// middle (byte k of the fill is image byte k either way), no library call.
HWY_INLINE void FillPattern(uint8_t* p, uint64_t n, const PadImage& image) {
  const uint8_t* b = image.bytes;
  if (n >= 16) {
    uint64_t done = 0;
    for (; done + 32 <= n; done += 32) std::memcpy(p + done, b, 32);
    if (done < n) {
      const uint64_t rest = n - done;  // < 32
      if (rest >= 16) {
        std::memcpy(p + done, b, 16);
        std::memcpy(p + n - 16, b + rest - 16, 16);
      } else {
        // The last 16 bytes (which cover the rest) end at n; their phase
        // is (n - 16) mod 32 = rest + 16.
        std::memcpy(p + n - 16, b + rest + 16, 16);
      }
    }
  } else if (n >= 8) {
    std::memcpy(p, b, 8);
    std::memcpy(p + n - 8, b + n - 8, 8);
  } else if (n >= 4) {
    std::memcpy(p, b, 4);
    std::memcpy(p + n - 4, b + n - 4, 4);
  } else {
    for (uint64_t k = 0; k < n; ++k) p[k] = b[k];
  }
}

// The block's first element as a pattern (fewer data bytes than a unit:
// the rest zero).
HWY_INLINE uint64_t FirstElement(const uint8_t* src, uint64_t block_bytes, uint32_t unit) {
  uint64_t v = 0;
  std::memcpy(&v, src, block_bytes < unit ? block_bytes : unit);
  return v;
}

HWY_INLINE bool Overlap(const uint8_t* a, const uint8_t* b, uint64_t n) {
  const uintptr_t x = reinterpret_cast<uintptr_t>(a), y = reinterpret_cast<uintptr_t>(b);
  return x < y + n && y < x + n;
}

HWY_INLINE void MoveData(const uint8_t* src, uint8_t* dst, uint64_t n) {
  // UB -> UB copies may overlap: the block is read whole first.
  if (Overlap(src, dst, n)) std::memmove(dst, src, n);
  else CopyBytesVec(src, dst, n);
}

HWY_INLINE void CopyIteration(const uint8_t* src, uint8_t* dst, const kernels::BlockCopyPlan& p, const PadImage& pad) {
  const bool padded = p.left_pad_bytes | p.right_pad_bytes | p.dummy_bytes;
  const bool dummy_is_pad = !p.dummy_repeats_first_element && p.right_pad_bytes % p.pad_unit == 0;
  for (uint32_t b = 0; b < p.block_count; ++b) {
    const uint8_t* from = src + b * p.src_pitch;
    uint8_t* row = dst + b * p.dst_pitch;
    if (!padded) {
      MoveData(from, row, p.block_bytes);
      continue;
    }
    // The dummy pattern is taken before the row is written (UB -> UB rows
    // may overlap their source).
    const PadImage dummy = p.dummy_repeats_first_element && p.dummy_bytes
                               ? ImageOf(FirstElement(from, p.block_bytes, p.pad_unit), p.pad_unit)
                               : pad;
    MoveData(from, row + p.left_pad_bytes, p.block_bytes);
    FillPattern(row, p.left_pad_bytes, pad);
    uint8_t* after = row + p.left_pad_bytes + p.block_bytes;
    if (dummy_is_pad) {
      FillPattern(after, p.right_pad_bytes + p.dummy_bytes, pad);  // one run (each fill starts its pattern anew,
                                                                  // and right_pad_bytes is whole elements)
    } else {
      FillPattern(after, p.right_pad_bytes, pad);
      FillPattern(after + p.right_pad_bytes, p.dummy_bytes, dummy);
    }
  }
  if (p.tail_bytes != 0 && p.block_count != 0) {
    const uint8_t* last = src + (p.block_count - 1) * p.src_pitch;
    const PadImage tail =
        p.dummy_repeats_first_element ? ImageOf(FirstElement(last, p.block_bytes, p.pad_unit), p.pad_unit) : pad;
    FillPattern(dst + (p.block_count - 1) * p.dst_pitch + p.block_bytes, p.tail_bytes, tail);
  }
}

void CopyBlocksImpl(const uint8_t* src, uint8_t* dst, const kernels::BlockCopyPlan& p) {
  const PadImage pad = ImageOf(p.pad_pattern, p.pad_unit);
  for (uint32_t i2 = 0; i2 < p.loop2_size; ++i2) {
    for (uint32_t i1 = 0; i1 < p.loop1_size; ++i1) {
      const int64_t s = i2 * p.loop2_src_stride + i1 * p.loop1_src_stride;
      const int64_t d = i2 * p.loop2_dst_stride + i1 * p.loop1_dst_stride;
      CopyIteration(src + s, dst + d, p, pad);
    }
  }
}

// One DataBlock through registers: both halves (or the whole block) are
// loaded before anything is stored.
HWY_INLINE void MoveBlock(const uint8_t* src, uint8_t* dst) {
  const hn::CappedTag<uint8_t, 32> d;
  const size_t N = hn::Lanes(d);
  if (N >= 32) {
    hn::StoreU(hn::LoadU(d, src), d, dst);
  } else if (N == 16) {
    const auto a = hn::LoadU(d, src), b = hn::LoadU(d, src + 16);
    hn::StoreU(a, d, dst);
    hn::StoreU(b, d, dst + 16);
  } else {
    uint8_t block[32];
    std::memcpy(block, src, 32);
    std::memcpy(dst, block, 32);
  }
}

void GatherBlocksImpl(const uint8_t* src, const uint32_t* offsets, uint32_t blocks, uint32_t row_blocks,
                      uint64_t block_pitch, uint64_t row_pitch, const bool* active, bool zero_inactive,
                      uint8_t* dst) {
  uint32_t i = 0;
  for (uint8_t* row = dst; i < blocks; row += row_pitch) {
    uint8_t* to = row;
    for (uint32_t j = 0; j < row_blocks && i < blocks; ++j, ++i, to += block_pitch) {
      if (active != nullptr && !active[i]) {
        if (zero_inactive) std::memset(to, 0, 32);
        continue;
      }
      MoveBlock(src + offsets[i], to);
    }
  }
}

}  // namespace HWY_NAMESPACE
}  // namespace ascendc_host
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
#include "kernels/dispatch.h"
namespace ascendc_host {
HWY_EXPORT(CopyBlocksImpl);
HWY_EXPORT(GatherBlocksImpl);
namespace kernels {
void CopyBlocks(const uint8_t* src, uint8_t* dst, const BlockCopyPlan& plan) {
  ASCENDC_HOST_DISPATCH(CopyBlocksImpl)(src, dst, plan);
}
void GatherBlocks(const uint8_t* src, const uint32_t* offsets, uint32_t blocks, uint32_t row_blocks,
                  uint64_t block_pitch, uint64_t row_pitch, const bool* active, bool zero_inactive, uint8_t* dst) {
  ASCENDC_HOST_DISPATCH(GatherBlocksImpl)(src, offsets, blocks, row_blocks, block_pitch, row_pitch, active,
                                          zero_inactive, dst);
}
}  // namespace kernels
}  // namespace ascendc_host
#endif
