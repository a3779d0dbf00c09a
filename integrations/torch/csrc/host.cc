#include "host.h"

#include <ATen/core/grad_mode.h>

#include <cstdlib>
#include <sstream>

namespace ascendc_host_torch {

void CheckTensor(const char* op, const char* name, const at::Tensor& t) {
  TORCH_CHECK(t.defined(), op, ": ", name, " is an undefined tensor");
  TORCH_CHECK(t.device().is_cpu(), op, ": ", name, " is on device ", t.device(),
              "; ascendc_host ops run on CPU tensors (move it with .cpu())");
  TORCH_CHECK(t.layout() == at::kStrided, op, ": ", name, " has layout ", t.layout(), "; only dense tensors are supported");
  TORCH_CHECK(t.is_contiguous(), op, ": ", name, " is not contiguous (sizes ", t.sizes(), ", strides ", t.strides(),
              "); call .contiguous() first");
  TORCH_CHECK(!(at::GradMode::is_enabled() && t.requires_grad()), op, ": ", name,
              " requires grad, but ascendc_host ops are not differentiable; call it under torch.no_grad() or pass ",
              name, ".detach()");
}

void CheckDtype(const char* op, const char* name, const at::Tensor& t, std::initializer_list<at::ScalarType> allowed) {
  for (at::ScalarType s : allowed)
    if (t.scalar_type() == s) return;
  std::ostringstream list;
  const char* sep = "";
  for (at::ScalarType s : allowed) {
    list << sep << s;
    sep = ", ";
  }
  TORCH_CHECK(false, op, ": ", name, " has dtype ", t.scalar_type(), "; supported: ", list.str());
}

namespace {
uint32_t ThreadsFromEnvironment() {
  const char* env = std::getenv("ASCENDC_HOST_THREADS");
  if (env == nullptr || *env == '\0') return 0;
  char* end = nullptr;
  const unsigned long v = std::strtoul(env, &end, 10);
  return (end != nullptr && *end == '\0') ? static_cast<uint32_t>(v) : 0;
}
}  // namespace

uint32_t WorkerThreads() {
  static const uint32_t env_cap = ThreadsFromEnvironment();
  uint32_t n = static_cast<uint32_t>(std::max(1, at::get_num_threads()));
  if (env_cap != 0) n = std::min(n, env_cap);
  return n;
}

Split SplitForBlocks(uint64_t total, uint64_t bytes_per_unit, uint64_t tile, uint32_t threads) {
  Split s;
  if (total == 0) return s;
  const uint64_t bytes = total * bytes_per_unit;
  const uint64_t by_size = std::max<uint64_t>(1, bytes / kMinBytesPerBlock);
  const uint64_t blocks = std::min<uint64_t>(std::max<uint32_t>(threads, 1), by_size);
  const uint64_t share = (total + blocks - 1) / blocks;
  s.per_block = (share + tile - 1) / tile * tile;
  s.blocks = static_cast<uint32_t>((total + s.per_block - 1) / s.per_block);
  return s;
}

void RaiseKernelError(const char* op, const char* kernel, const ascendc_host::Error& e) {
  // A kernel run directly (one block) raises without a block index: it was block 0.
  const std::string message = e.block() >= 0 ? std::string(e.what()) : std::string(e.WithBlock(0).what());
  TORCH_CHECK(false, op, ": kernel ", kernel, " failed: ", message);
}

}  // namespace ascendc_host_torch
