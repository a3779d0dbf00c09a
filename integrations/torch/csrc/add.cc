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
// Bytes per tile. While x, y and z fit in the last-level cache, 4 KiB
// tiles keep the six UB buffers (24 KiB) in L1, and the staging copies run
// at L1 speed (measured, 1 MiB float: 0.54x torch.add vs 0.45x with 32 KiB
// tiles). From memory, long tiles keep the hardware prefetchers on three
// streams (16 MiB: 0.33x with 32 KiB vs 0.22x with 4 KiB tiles).
constexpr uint32_t kCacheTileBytes = 4 * 1024;
constexpr uint32_t kMemoryTileBytes = 32 * 1024;  // double-buffered: 192 KiB of UB
constexpr uint64_t kCachedOperandBytes = 16 * 1024 * 1024;
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
  const uint64_t operand_bytes = 3 * n * x.element_size();
  const uint32_t tile_bytes = operand_bytes <= kCachedOperandBytes ? kCacheTileBytes : kMemoryTileBytes;
  const uint32_t tile = tile_bytes / static_cast<uint32_t>(x.element_size());
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
