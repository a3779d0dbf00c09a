// The operators registered as torch.ops.ascendc_host.* (register.cc).
#ifndef ASCENDC_HOST_INTEGRATIONS_TORCH_OPS_H_
#define ASCENDC_HOST_INTEGRATIONS_TORCH_OPS_H_

#include <ATen/ATen.h>

#include <cstdint>
#include <tuple>

namespace ascendc_host_torch {

// weight[indices] for a 2-D weight: out has shape indices.shape + (D,).
at::Tensor Embedding(const at::Tensor& weight, const at::Tensor& indices);
// The elements of src where mask is true, in order (1-D), and their count.
std::tuple<at::Tensor, int64_t> MaskedCompact(const at::Tensor& src, const at::Tensor& mask);
// x[..., 0::2] and x[..., 1::2] of a tensor whose last dimension is even.
std::tuple<at::Tensor, at::Tensor> Deinterleave(const at::Tensor& x);
// x + y for tensors of one shape and dtype.
at::Tensor Add(const at::Tensor& x, const at::Tensor& y);
// Whether Add has a kernel in this build (it needs AscendC::Add).
bool AddAvailable();

// Calls fn with a value of the unsigned type of `bytes` width (1, 2, 4 or 8):
// kernels that only move bits are instantiated once per width.
template <typename Fn>
void WithWidthType(size_t bytes, Fn&& fn) {
  switch (bytes) {
    case 1: fn(uint8_t{}); break;
    case 2: fn(uint16_t{}); break;
    case 4: fn(uint32_t{}); break;
    default: fn(uint64_t{}); break;
  }
}

}  // namespace ascendc_host_torch

#endif  // ASCENDC_HOST_INTEGRATIONS_TORCH_OPS_H_
