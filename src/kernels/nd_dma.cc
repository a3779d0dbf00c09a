// NdDmaCopy (kernels/nd_dma.h). The innermost dimension does the work: its
// left padding, a run of data (one memcpy when both strides are 1) and its
// right padding; the outer dimensions only move the two pointers.
#include "ascendc_host/kernels/nd_dma.h"

#include <cstring>

namespace ascendc_host {
namespace kernels {
namespace {

template <typename W>
class NdDmaWalk {
 public:
  NdDmaWalk(const NdDmaPlan& p) : p_(p) { std::memcpy(&pad_, &p.pad_bits, sizeof(W)); }

  // `src` is the source element of index 0 of dimension d's data run (null
  // when an outer dimension is padding without a nearest value); `data`:
  // every outer dimension is inside its data.
  void Dim(uint32_t d, const W* src, W* dst, bool data) const {
    const uint32_t left = p_.left[d], size = p_.size[d], right = p_.right[d];
    const uint64_t ss = p_.src_stride[d], ds = p_.dst_stride[d];
    const W* first = size != 0 ? src : nullptr;
    const W* last = size != 0 && src != nullptr ? src + (size - 1) * ss : nullptr;
    if (d == 0) {
      W* out = dst;
      const W left_value = Value(p_.nearest ? first : nullptr);
      for (uint32_t i = 0; i < left; ++i, out += ds) *out = left_value;
      if (data && src != nullptr) {
        if (ss == 1 && ds == 1) {
          std::memcpy(out, src, size_t{size} * sizeof(W));
          out += size;
        } else {
          const W* in = src;
          for (uint32_t i = 0; i < size; ++i, in += ss, out += ds) *out = *in;
        }
      } else {
        // A padded outer position: nearest copies the clamped row, else the constant.
        for (uint32_t i = 0; i < size; ++i, out += ds) *out = Value(p_.nearest && src ? src + i * ss : nullptr);
      }
      const W right_value = Value(p_.nearest ? last : nullptr);
      for (uint32_t i = 0; i < right; ++i, out += ds) *out = right_value;
      return;
    }
    W* out = dst;
    for (uint32_t i = 0; i < left; ++i, out += ds) Dim(d - 1, first, out, false);
    const W* in = src;
    for (uint32_t i = 0; i < size; ++i, out += ds) {
      Dim(d - 1, in, out, data);
      if (in != nullptr) in += ss;
    }
    for (uint32_t i = 0; i < right; ++i, out += ds) Dim(d - 1, last, out, false);
  }

 private:
  W Value(const W* nearest) const { return nearest != nullptr ? *nearest : pad_; }

  const NdDmaPlan& p_;
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
