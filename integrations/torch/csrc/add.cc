// torch.ops.ascendc_host.add: examples/operators/add_custom.h on CPU
// tensors. Built only where the library has AscendC::Add (count form); the
// op is registered either way and says so when it is missing.
#include <ATen/ATen.h>

#include "host.h"
#include "ops.h"

#if ASCENDC_HOST_TORCH_HAVE_ADD
#include "operators/add_custom.h"
#endif

namespace ascendc_host_torch {
namespace {
constexpr const char* kOp = "ascendc_host.add";
#if ASCENDC_HOST_TORCH_HAVE_ADD
// Elements per tile: 32 KiB; x, y and z double-buffered use 192 KiB of UB.
constexpr uint32_t kTileBytes = 32 * 1024;
#endif
}  // namespace

bool AddAvailable() { return ASCENDC_HOST_TORCH_HAVE_ADD != 0; }

at::Tensor Add(const at::Tensor& x, const at::Tensor& y) {
  TORCH_CHECK(AddAvailable(), kOp, ": this build has no AscendC::Add (the vector compute API); rebuild against a "
              "library that provides it");
  CheckTensor(kOp, "x", x);
  CheckTensor(kOp, "y", y);
  CheckDtype(kOp, "x", x, {at::kFloat, at::kHalf, at::kBFloat16, at::kInt, at::kShort});
  TORCH_CHECK(x.scalar_type() == y.scalar_type(), kOp, ": y has dtype ", y.scalar_type(), ", x has ", x.scalar_type());
  TORCH_CHECK(x.sizes() == y.sizes(), kOp, ": y has shape ", y.sizes(), ", x has ", x.sizes(), " (no broadcasting)");
  at::Tensor z = at::empty_like(x);
#if ASCENDC_HOST_TORCH_HAVE_ADD
  const uint64_t n = static_cast<uint64_t>(x.numel());
  const uint32_t tile = kTileBytes / static_cast<uint32_t>(x.element_size());
  const uint32_t threads = WorkerThreads();
  const Split split = SplitForBlocks(n, 3 * x.element_size(), tile, threads);
  AddCustomTiling tiling{n, split.per_block, tile};
  auto run = [&](auto* kernel) { RunKernel(kOp, "add_custom", split, threads, kernel, Gm(x), Gm(y), Gm(z), TilingGm(tiling)); };
  switch (x.scalar_type()) {
    case at::kFloat: run(&add_custom<float>); break;
    case at::kHalf: run(&add_custom<half>); break;
    case at::kBFloat16: run(&add_custom<bfloat16_t>); break;
    case at::kInt: run(&add_custom<int32_t>); break;
    default: run(&add_custom<int16_t>); break;
  }
#endif
  return z;
}

}  // namespace ascendc_host_torch
