// The data-movement oracle (reference/data_move.h), from the pages: every
// byte of every block in the order the pages' loops give.
#include "reference/data_move.h"

#include <algorithm>
#include <string>
#include <vector>

namespace ascendc_host {
namespace reference {

namespace {

constexpr uint64_t kBlock = 32;

uint64_t RoundUp32(uint64_t n) { return (n + kBlock - 1) / kBlock * kBlock; }

// Byte k of an element whose bits are `bits`, for an element of `unit` bytes.
uint8_t PatternByte(uint64_t bits, uint32_t unit, uint64_t k) {
  return static_cast<uint8_t>(bits >> (8 * (k % unit)));
}

// The loops of SetLoopModePara around one call: body(src_offset, dst_offset).
template <typename Body>
void ForEachIteration(const LoopMode& loop, Body&& body) {
  for (uint64_t i2 = 0; i2 < loop.loop2_size; ++i2)
    for (uint64_t i1 = 0; i1 < loop.loop1_size; ++i1)
      body(static_cast<int64_t>(i2 * loop.loop2_src_stride + i1 * loop.loop1_src_stride),
           static_cast<int64_t>(i2 * loop.loop2_dst_stride + i1 * loop.loop1_dst_stride));
}

}  // namespace

uint8_t GmImage::Load(int64_t x) const {
  if (x < origin || static_cast<uint64_t>(x - origin) >= size)
    RaiseFatal("reference", "gm", std::to_string(x), "reference access outside the GM image");
  return bytes[x - origin];
}
void GmImage::Store(int64_t x, uint8_t v) const {
  if (x < origin || static_cast<uint64_t>(x - origin) >= size)
    RaiseFatal("reference", "gm", std::to_string(x), "reference access outside the GM image");
  bytes[x - origin] = v;
}

// ----------------------------------------------------- DataCopyParams forms
void DataCopyBlocksGmToUb(const Ub& ub, uint32_t dst, const GmImage& src, const BlockParams& p, const LoopMode& loop) {
  ForEachIteration(loop, [&](int64_t s, int64_t d) {
    for (uint64_t b = 0; b < p.block_count; ++b)
      for (uint64_t k = 0; k < uint64_t{p.block_len} * kBlock; ++k)
        ub.StoreByte("DataCopy", dst + d + b * (p.block_len + p.dst_gap) * kBlock + k,
                     src.Load(s + static_cast<int64_t>(b * (p.block_len + p.src_gap) * kBlock + k)));
  });
}

void DataCopyBlocksUbToGm(const Ub& ub, const GmImage& dst, uint32_t src, const BlockParams& p, const LoopMode& loop) {
  ForEachIteration(loop, [&](int64_t s, int64_t d) {
    for (uint64_t b = 0; b < p.block_count; ++b)
      for (uint64_t k = 0; k < uint64_t{p.block_len} * kBlock; ++k)
        dst.Store(d + static_cast<int64_t>(b * (p.block_len + p.dst_gap) * kBlock + k),
                  ub.LoadByte("DataCopy", src + s + b * (p.block_len + p.src_gap) * kBlock + k));
  });
}

// A block is read whole before it is written (the source may overlap).
void DataCopyBlocksUbToUb(const Ub& ub, uint32_t dst, uint32_t src, const BlockParams& p) {
  const uint64_t len = uint64_t{p.block_len} * kBlock;
  std::vector<uint8_t> block(len);
  for (uint64_t b = 0; b < p.block_count; ++b) {
    for (uint64_t k = 0; k < len; ++k) block[k] = ub.LoadByte("DataCopy", src + b * (p.block_len + p.src_gap) * kBlock + k);
    for (uint64_t k = 0; k < len; ++k) ub.StoreByte("DataCopy", dst + b * (p.block_len + p.dst_gap) * kBlock + k, block[k]);
  }
}

void DataCopyCountUbToUb(const Ub& ub, uint32_t dst, uint32_t src, uint32_t count, uint32_t element_bytes) {
  BlockParams p;
  p.block_count = 1;
  p.block_len = static_cast<uint32_t>(uint64_t{count} * element_bytes / kBlock);
  DataCopyBlocksUbToUb(ub, dst, src, p);
}

void CopyCount(const Ub& ub, uint32_t dst, uint32_t src, uint32_t count, uint32_t element_bytes) {
  const uint64_t total = uint64_t{count} * element_bytes;
  uint8_t piece[256];
  for (uint64_t at = 0; at < total; at += 256) {
    const uint64_t n = std::min<uint64_t>(256, total - at);
    for (uint64_t k = 0; k < n; ++k) piece[k] = ub.LoadByte("Copy", src + at + k);
    for (uint64_t k = 0; k < n; ++k) ub.StoreByte("Copy", dst + at + k, piece[k]);
  }
}

// --------------------------------------------------------------- DataCopyPad
PadRegister DataCopyPadGmToUb(const Ub& ub, uint32_t dst, const GmImage& src, const PadParams& p, PadRegister reg,
                              const LoopMode& loop) {
  const uint32_t s = p.element_bytes;
  if (p.is_pad) reg = {p.padding_value, true};
  if (p.block_count == 0 || p.block_len == 0) return reg;
  // The pad value: the register when written, else (random on the NPU) 0.
  const uint64_t pad = reg.set ? reg.value : 0;
  // Without a pad value and without left/right padding the dummy bytes
  // repeat the block's first element (the pages' "dummy" rule).
  const bool dummy_first = !reg.set && (p.compact || (p.left_padding == 0 && p.right_padding == 0));
  auto first_element = [&](int64_t at) {
    uint64_t bits = 0;
    for (uint32_t k = 0; k < s && k < p.block_len; ++k) bits |= uint64_t{src.Load(at + k)} << (8 * k);
    return bits;
  };
  const uint64_t lp = uint64_t{p.left_padding} * s, rp = uint64_t{p.right_padding} * s;
  const uint64_t row = RoundUp32(lp + p.block_len + rp);
  ForEachIteration(loop, [&](int64_t so, int64_t d) {
    for (uint64_t b = 0; b < p.block_count; ++b) {
      const int64_t from = so + static_cast<int64_t>(b) * (static_cast<int64_t>(p.block_len) + p.src_stride);
      if (p.compact) {
        for (uint64_t k = 0; k < p.block_len; ++k)
          ub.StoreByte("DataCopyPad", dst + d + b * p.block_len + k, src.Load(from + static_cast<int64_t>(k)));
        continue;
      }
      const uint64_t at = dst + d + b * (static_cast<uint64_t>(p.dst_stride) * kBlock + row);
      const uint64_t dummy = dummy_first ? first_element(from) : pad;
      for (uint64_t k = 0; k < lp; ++k) ub.StoreByte("DataCopyPad", at + k, PatternByte(pad, s, k));
      for (uint64_t k = 0; k < p.block_len; ++k)
        ub.StoreByte("DataCopyPad", at + lp + k, src.Load(from + static_cast<int64_t>(k)));
      for (uint64_t k = 0; k < rp; ++k) ub.StoreByte("DataCopyPad", at + lp + p.block_len + k, PatternByte(pad, s, k));
      for (uint64_t k = 0; k < row - lp - p.block_len - rp; ++k)
        ub.StoreByte("DataCopyPad", at + lp + p.block_len + rp + k, PatternByte(dummy, s, k));
    }
    if (p.compact) {
      // One pad after the packed blocks, up to the next DataBlock boundary.
      const uint64_t total = uint64_t{p.block_count} * p.block_len;
      const int64_t last = so + static_cast<int64_t>(p.block_count - 1) * (static_cast<int64_t>(p.block_len) + p.src_stride);
      const uint64_t value = dummy_first ? first_element(last) : pad;
      for (uint64_t k = 0; k < RoundUp32(total) - total; ++k)
        ub.StoreByte("DataCopyPad", dst + d + total + k, PatternByte(value, s, k));
    }
  });
  return reg;
}

void DataCopyPadUbToGm(const Ub& ub, const GmImage& dst, uint32_t src, const PadParams& p, const LoopMode& loop) {
  if (p.block_count == 0 || p.block_len == 0) return;
  ForEachIteration(loop, [&](int64_t s, int64_t d) {
    for (uint64_t b = 0; b < p.block_count; ++b) {
      const uint64_t from = p.compact ? src + s + b * p.block_len
                                      : src + s + b * (static_cast<uint64_t>(p.src_stride) * kBlock + RoundUp32(p.block_len));
      const int64_t to = d + static_cast<int64_t>(b) * (static_cast<int64_t>(p.block_len) + p.dst_stride);
      for (uint64_t k = 0; k < p.block_len; ++k) dst.Store(to + static_cast<int64_t>(k), ub.LoadByte("DataCopyPad", from + k));
    }
  });
}

// ------------------------------------------------------------------ slices
namespace {

// Element offsets of the rows (dimensions 1 and up, dimension 1 fastest)
// from the side's first element, plus that first element.
struct SliceRows {
  uint64_t start = 0;
  std::vector<uint64_t> rows;
};
SliceRows RowsOf(const Slice* slices, uint32_t dims) {
  SliceRows r;
  r.rows.push_back(0);
  uint64_t size = 1;  // elements of one index step of dimension i
  r.start = slices[0].start;
  for (uint32_t i = 1; i < dims; ++i) {
    size *= slices[i - 1].shape;
    r.start += slices[i].start * size;
    const uint64_t count = (uint64_t{slices[i].end} - slices[i].start + 1 + slices[i].stride) / (1 + uint64_t{slices[i].stride});
    const std::vector<uint64_t> inner = r.rows;
    for (uint64_t j = 1; j < count; ++j)
      for (uint64_t o : inner) r.rows.push_back(o + j * (1 + uint64_t{slices[i].stride}) * size);
  }
  return r;
}

// Bursts per row and their byte pitch on each side (UB strides in whole DataBlocks).
struct SliceBursts {
  uint64_t count = 0, burst_bytes = 0, gm_pitch = 0, ub_pitch = 0;
};
SliceBursts BurstsOf(const Slice& gm_side, const Slice& ub_side, const Slice& src0, uint32_t s) {
  SliceBursts b;
  const uint64_t burst_elements = uint64_t{src0.burst_len} * (kBlock / s);
  b.count = (uint64_t{src0.end} - src0.start + 1 + src0.stride) / (burst_elements + src0.stride);
  b.burst_bytes = burst_elements * s;
  b.gm_pitch = b.burst_bytes + uint64_t{gm_side.stride} * s;
  b.ub_pitch = b.burst_bytes + uint64_t{ub_side.stride} * s / kBlock * kBlock;
  return b;
}

}  // namespace

void DataCopySliceGmToUb(const Ub& ub, uint32_t dst, const GmImage& src, const Slice* dst_slices,
                         const Slice* src_slices, uint32_t dims, uint32_t element_bytes) {
  const SliceRows from = RowsOf(src_slices, dims), to = RowsOf(dst_slices, dims);
  const SliceBursts b = BurstsOf(src_slices[0], dst_slices[0], src_slices[0], element_bytes);
  const size_t rows = std::min(from.rows.size(), to.rows.size());
  for (size_t r = 0; r < rows; ++r)
    for (uint64_t j = 0; j < b.count; ++j)
      for (uint64_t k = 0; k < b.burst_bytes; ++k)
        ub.StoreByte("DataCopy", dst + (to.start + to.rows[r]) * element_bytes + j * b.ub_pitch + k,
                     src.Load(static_cast<int64_t>((from.start + from.rows[r]) * element_bytes + j * b.gm_pitch + k)));
}

void DataCopySliceUbToGm(const Ub& ub, const GmImage& dst, uint32_t src, const Slice* dst_slices,
                         const Slice* src_slices, uint32_t dims, uint32_t element_bytes) {
  const SliceRows from = RowsOf(src_slices, dims), to = RowsOf(dst_slices, dims);
  const SliceBursts b = BurstsOf(dst_slices[0], src_slices[0], src_slices[0], element_bytes);
  const size_t rows = std::min(from.rows.size(), to.rows.size());
  for (size_t r = 0; r < rows; ++r)
    for (uint64_t j = 0; j < b.count; ++j)
      for (uint64_t k = 0; k < b.burst_bytes; ++k)
        dst.Store(static_cast<int64_t>((to.start + to.rows[r]) * element_bytes + j * b.gm_pitch + k),
                  ub.LoadByte("DataCopy", src + (from.start + from.rows[r]) * element_bytes + j * b.ub_pitch + k));
}

// ----------------------------------------------------- DataCopy (NDDMA)
void DataCopyNdDma(const Ub& ub, uint32_t dst, const GmImage& src, const NdDmaArgs& a) {
  // Every destination position, outermost dimension slowest: coordinate c
  // of dimension d is left padding below left[d], data up to left + size,
  // right padding after. Data positions copy the source element; padding
  // takes the constant, or (nearest) the source element at every coordinate
  // clamped into its data, when every dimension has data.
  uint64_t extent[5], c[5] = {};
  uint64_t positions = 1;
  for (uint32_t d = 0; d < a.dims; ++d) {
    extent[d] = uint64_t{a.left[d]} + a.size[d] + a.right[d];
    positions *= extent[d];
  }
  bool every_dimension_has_data = true;
  for (uint32_t d = 0; d < a.dims; ++d) every_dimension_has_data = every_dimension_has_data && a.size[d] != 0;
  for (uint64_t n = 0; n < positions; ++n) {
    bool padding = false;
    uint64_t to = dst, from = 0;
    for (uint32_t d = 0; d < a.dims; ++d) {
      to += c[d] * a.dst_stride[d] * a.element_bytes;
      int64_t data_index = static_cast<int64_t>(c[d]) - a.left[d];
      if (data_index < 0 || data_index >= static_cast<int64_t>(a.size[d])) padding = true;
      data_index = std::max<int64_t>(0, std::min<int64_t>(data_index, static_cast<int64_t>(a.size[d]) - 1));
      from += static_cast<uint64_t>(data_index) * a.src_stride[d] * a.element_bytes;
    }
    const bool from_source = !padding || (a.nearest && every_dimension_has_data);
    for (uint32_t k = 0; k < a.element_bytes; ++k) {
      const uint8_t byte = from_source ? src.Load(static_cast<int64_t>(from + k))
                                       : static_cast<uint8_t>(a.constant_bits >> (8 * k));
      ub.StoreByte("DataCopy", to + k, byte);
    }
    for (uint32_t d = 0; d < a.dims; ++d) {  // next position, innermost first
      if (++c[d] < extent[d]) break;
      c[d] = 0;
    }
  }
}

// ------------------------------------------------------------------ Gatherb
void Gatherb(const Ub& ub, uint32_t element_bytes, uint32_t dst, uint32_t src, uint32_t offsets, uint32_t repeat_time,
             uint32_t dst_blk_stride, uint32_t dst_rep_stride) {
  // The page's pseudo-code: dstBlkStride 0 counts as 1; block j of repeat i
  // comes from element offset[i*8 + j] / sizeof(T) of src.
  if (dst_blk_stride == 0) dst_blk_stride = 1;
  uint8_t block[kBlock];
  for (uint64_t i = 0; i < repeat_time; ++i) {
    for (uint64_t j = 0; j < 8; ++j) {
      const uint64_t offset = ub.Load<uint32_t>("Gatherb", offsets + 4 * (i * 8 + j)) / element_bytes * element_bytes;
      for (uint64_t k = 0; k < kBlock; ++k) block[k] = ub.LoadByte("Gatherb", src + offset + k);
      for (uint64_t k = 0; k < kBlock; ++k)
        ub.StoreByte("Gatherb", dst + (i * dst_rep_stride + j * dst_blk_stride) * kBlock + k, block[k]);
    }
  }
}

// ------------------------------------------------------------ Copy (mask)
MaskRegistersAfter CopyMasked(const Ub& ub, const CopyMaskArgs& a) {
  MaskRegistersAfter after;
  after.counter_mode = a.counter_mode;
  after.vector_mask[0] = a.vector_mask[0];
  after.vector_mask[1] = a.vector_mask[1];
  const uint32_t s = a.element_bytes, positions = 256 / s;
  // Which positions each repeat uses: Counter mode the first n, Normal mode
  // the mask's bits.
  uint64_t n = 0;
  bool active[128] = {};
  if (a.counter_mode) {
    n = a.is_set_mask ? a.mask[0] : a.vector_mask[0];
    if (a.is_set_mask) after.vector_mask[0] = n, after.vector_mask[1] = 0;
  } else {
    uint64_t w[2] = {a.is_set_mask ? a.mask[0] : a.vector_mask[0], a.is_set_mask ? a.mask[1] : a.vector_mask[1]};
    if (a.is_set_mask && !a.bitwise) {
      const uint64_t m = a.mask[0] > positions ? positions : a.mask[0];  // more than a repeat: one full repeat
      w[0] = w[1] = 0;
      for (uint64_t k = 0; k < m; ++k) w[k / 64] |= 1ull << (k % 64);
    }
    if (positions <= 64) w[1] = 0;  // b32: mask[1] is not used
    for (uint32_t k = 0; k < positions; ++k) active[k] = (w[k / 64] >> (k % 64)) & 1u;
    if (a.is_set_mask) after.vector_mask[0] = w[0], after.vector_mask[1] = w[1];
  }
  auto element = [&](uint32_t base, uint32_t stride, uint32_t repeat, uint64_t r, uint64_t k) {
    return base + r * repeat * 32 + (k * s / 32) * stride * 32 + (k * s) % 32;
  };
  // Each repeat (Counter mode: each 256 bytes of one) reads its elements
  // before it writes them.
  std::vector<uint8_t> piece;
  for (uint64_t r = 0; r < a.repeat_time; ++r) {
    const uint64_t chunks = a.counter_mode ? (n * s + 255) / 256 : 1;
    for (uint64_t c = 0; c < chunks; ++c) {
      std::vector<uint64_t> ks;
      for (uint64_t k = c * positions; k < (c + 1) * positions; ++k) {
        const bool on = a.counter_mode ? k < n : active[k];
        if (on) ks.push_back(k);
      }
      piece.assign(ks.size() * s, 0);
      for (size_t i = 0; i < ks.size(); ++i)
        for (uint32_t b = 0; b < s; ++b)
          piece[i * s + b] = ub.LoadByte("Copy", element(a.src, a.src_stride, a.src_repeat, r, ks[i]) + b);
      for (size_t i = 0; i < ks.size(); ++i)
        for (uint32_t b = 0; b < s; ++b)
          ub.StoreByte("Copy", element(a.dst, a.dst_stride, a.dst_repeat, r, ks[i]) + b, piece[i * s + b]);
    }
  }
  return after;
}

}  // namespace reference
}  // namespace ascendc_host
