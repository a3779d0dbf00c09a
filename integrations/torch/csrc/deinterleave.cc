// torch.ops.ascendc_host.deinterleave: examples/operators/deinterleave.h (an
// Ascend 950 vector function) on CPU tensors.
#include <ATen/ATen.h>

#include "host.h"
#include "ops.h"
#include "operators/deinterleave.h"

namespace ascendc_host_torch {
namespace {
constexpr const char* kOp = "ascendc_host.deinterleave";
// Pairs per tile: 16 KiB of each output (x's tile is twice that).
constexpr uint32_t kTileBytes = 16 * 1024;
}  // namespace

std::tuple<at::Tensor, at::Tensor> Deinterleave(const at::Tensor& x) {
  CheckTensor(kOp, "x", x);
  TORCH_CHECK(x.dim() >= 1 && x.size(-1) % 2 == 0, kOp, ": the last dimension of x must be even, got shape ",
              x.sizes());
  const uint64_t elem = x.element_size();
  TORCH_CHECK(elem <= 4 && !x.is_complex(), kOp, ": x dtype ", x.scalar_type(),
              " has no deinterleaving load (DIST_DINTLV_B8/B16/B32: 1-, 2- and 4-byte elements)");
  std::vector<int64_t> shape(x.sizes().begin(), x.sizes().end());
  shape.back() /= 2;
  at::Tensor even = at::empty(shape, x.options());
  at::Tensor odd = at::empty(shape, x.options());
  const uint64_t pairs = static_cast<uint64_t>(x.numel()) / 2;
  if (pairs == 0) return {even, odd};
  const uint32_t tile = kTileBytes / static_cast<uint32_t>(elem);
  const uint32_t threads = WorkerThreads();
  const Split split = SplitForBlocks(pairs, 2 * elem, tile, threads);
  DeinterleaveTiling tiling{pairs, split.per_block, tile};
  WithWidthType(elem, [&](auto width) {
    using T = decltype(width);
    if constexpr (sizeof(T) <= 4) {
      RunKernel(kOp, "deinterleave", split, threads, &deinterleave<T>, Gm(x), Gm(even), Gm(odd), TilingGm(tiling));
    }
  });
  return {even, odd};
}

}  // namespace ascendc_host_torch
