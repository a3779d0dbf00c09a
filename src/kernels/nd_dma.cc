// NdDmaCopy (kernels/nd_dma.h). The innermost dimension does the work: its
// left padding, a run of data (one memcpy when both strides are 1) and its
// right padding; the outer dimensions only move the two pointers.
#include "ascendc_host/kernels/nd_dma.h"

#include <algorithm>
#include <cstring>

namespace ascendc_host {
namespace kernels {
namespace {

template <typename W>
class NdDmaWalk {
 public:
  explicit NdDmaWalk(const NdDmaPlan& p)
      : p_(p),
        left0_(p.left[0]),
        size0_(p.size[0]),
        right0_(p.right[0]),
        ss0_(p.src_stride[0]),
        ds0_(p.dst_stride[0]),
        nearest_(p.nearest) {
    std::memcpy(&pad_, &p.pad_bits, sizeof(W));
  }

  // Dimension d >= 1. `src` is the source element of index 0 of d's data
  // run (null when an outer dimension is padding without a nearest value);
  // `data`: every outer dimension is inside its data.
  void Dim(uint32_t d, const W* src, W* dst, bool data) const {
    if (d == 0) return Row(src, dst, data);
    const uint32_t left = p_.left[d], size = p_.size[d], right = p_.right[d];
    const uint64_t ss = p_.src_stride[d], ds = p_.dst_stride[d];
    const W* first = size != 0 ? src : nullptr;
    const W* last = size != 0 && src != nullptr ? src + (size - 1) * ss : nullptr;
    W* out = dst;
    if (d == 1) {  // the common 2-D case: rows without a further call
      for (uint32_t i = 0; i < left; ++i, out += ds) Row(first, out, false);
      const W* in = src;
      for (uint32_t i = 0; i < size; ++i, out += ds, in = in != nullptr ? in + ss : nullptr) Row(in, out, data);
      for (uint32_t i = 0; i < right; ++i, out += ds) Row(last, out, false);
      return;
    }
    for (uint32_t i = 0; i < left; ++i, out += ds) Dim(d - 1, first, out, false);
    const W* in = src;
    for (uint32_t i = 0; i < size; ++i, out += ds, in = in != nullptr ? in + ss : nullptr) Dim(d - 1, in, out, data);
    for (uint32_t i = 0; i < right; ++i, out += ds) Dim(d - 1, last, out, false);
  }

 private:
  // The innermost dimension: its left padding, its run (the source row when
  // inside the data in every outer dimension, or with nearest the clamped
  // row; otherwise the constant) and its right padding.
  __attribute__((always_inline)) void Row(const W* src, W* dst, bool data) const {
    const bool has_row = src != nullptr && size0_ != 0;
    W* out = dst;
    Fill(out, left0_, ds0_, nearest_ && has_row ? src[0] : pad_);
    out += uint64_t{left0_} * ds0_;
    if (has_row && (data || nearest_)) Copy(out, src, size0_, ss0_, ds0_);
    else Fill(out, size0_, ds0_, pad_);
    out += uint64_t{size0_} * ds0_;
    Fill(out, right0_, ds0_, nearest_ && has_row ? src[(size0_ - 1) * ss0_] : pad_);
  }
  // Unit strides are plain fills and copies the compiler vectorises.
  static void Fill(W* out, uint32_t n, uint64_t stride, W v) {
    if (stride == 1) {
      std::fill_n(out, n, v);
      return;
    }
    for (uint32_t i = 0; i < n; ++i, out += stride) *out = v;
  }
  static void Copy(W* out, const W* in, uint32_t n, uint64_t in_stride, uint64_t out_stride) {
    if (in_stride == 1 && out_stride == 1) {
      std::memcpy(out, in, size_t{n} * sizeof(W));
      return;
    }
    for (uint32_t i = 0; i < n; ++i, in += in_stride, out += out_stride) *out = *in;
  }

  const NdDmaPlan& p_;
  const uint32_t left0_, size0_, right0_;
  const uint64_t ss0_, ds0_;
  const bool nearest_;
  W pad_;
};

template <typename W>
void Run(const NdDmaPlan& p, const uint8_t* src, uint8_t* dst) {
  NdDmaWalk<W>(p).Dim(p.dims - 1, reinterpret_cast<const W*>(src), reinterpret_cast<W*>(dst), true);
}

}  // namespace

void NdDmaCopy(const NdDmaPlan& plan, const uint8_t* src, uint8_t* dst) {
  switch (plan.element_bytes) {
    case 1: return Run<uint8_t>(plan, src, dst);
    case 2: return Run<uint16_t>(plan, src, dst);
    case 4: return Run<uint32_t>(plan, src, dst);
    default: return Run<uint64_t>(plan, src, dst);
  }
}

}  // namespace kernels
}  // namespace ascendc_host
