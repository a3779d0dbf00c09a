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

// `n` bytes of a repeating `unit`-byte little-endian pattern.
HWY_INLINE void FillPattern(uint8_t* p, uint64_t n, uint64_t pattern, uint32_t unit) {
  if (n == 0) return;
  uint8_t bytes[8];
  for (uint32_t i = 0; i < 8; ++i) bytes[i] = static_cast<uint8_t>(pattern >> (8 * (i % unit)));
  // A 32-byte image of the pattern (32 is a multiple of every unit), copied
  // in pieces: pads are short, a Compact tail at most 31 bytes.
  uint8_t image[32];
  for (uint32_t i = 0; i < 32; ++i) image[i] = bytes[i % unit];
  uint64_t done = 0;
  for (; done + 32 <= n; done += 32) std::memcpy(p + done, image, 32);
  if (done < n) std::memcpy(p + done, image, n - done);
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

HWY_INLINE void CopyIteration(const uint8_t* src, uint8_t* dst, const kernels::BlockCopyPlan& p) {
  const bool padded = p.left_pad_bytes | p.right_pad_bytes | p.dummy_bytes;
  for (uint32_t b = 0; b < p.block_count; ++b) {
    const uint8_t* from = src + b * p.src_pitch;
    uint8_t* row = dst + b * p.dst_pitch;
    if (!padded) {
      MoveData(from, row, p.block_bytes);
      continue;
    }
    // The dummy pattern is taken before the row is written (UB -> UB rows
    // may overlap their source).
    const uint64_t dummy = p.dummy_repeats_first_element ? FirstElement(from, p.block_bytes, p.pad_unit) : p.pad_pattern;
    MoveData(from, row + p.left_pad_bytes, p.block_bytes);
    FillPattern(row, p.left_pad_bytes, p.pad_pattern, p.pad_unit);
    uint8_t* after = row + p.left_pad_bytes + p.block_bytes;
    FillPattern(after, p.right_pad_bytes, p.pad_pattern, p.pad_unit);
    FillPattern(after + p.right_pad_bytes, p.dummy_bytes, dummy, p.pad_unit);
  }
  if (p.tail_bytes != 0 && p.block_count != 0) {
    const uint8_t* last = src + (p.block_count - 1) * p.src_pitch;
    const uint64_t pattern = p.dummy_repeats_first_element ? FirstElement(last, p.block_bytes, p.pad_unit) : p.pad_pattern;
    FillPattern(dst + (p.block_count - 1) * p.dst_pitch + p.block_bytes, p.tail_bytes, pattern, p.pad_unit);
  }
}

void CopyBlocksImpl(const uint8_t* src, uint8_t* dst, const kernels::BlockCopyPlan& p) {
  for (uint32_t i2 = 0; i2 < p.loop2_size; ++i2) {
    for (uint32_t i1 = 0; i1 < p.loop1_size; ++i1) {
      const int64_t s = i2 * p.loop2_src_stride + i1 * p.loop1_src_stride;
      const int64_t d = i2 * p.loop2_dst_stride + i1 * p.loop1_dst_stride;
      CopyIteration(src + s, dst + d, p);
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
  for (uint32_t i = 0; i < blocks; ++i) {
    uint8_t* to = dst + (i / row_blocks) * row_pitch + (i % row_blocks) * block_pitch;
    if (active != nullptr && !active[i]) {
      if (zero_inactive) std::memset(to, 0, 32);
      continue;
    }
    MoveBlock(src + offsets[i], to);
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
