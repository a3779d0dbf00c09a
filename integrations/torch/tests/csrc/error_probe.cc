// Test-only operator: torch.ops.ascendc_host_testing.error_probe(blocks,
// failing_block) launches a kernel whose block `failing_block` copies past
// the end of a bound GM buffer, so DataCopy raises FATAL in that block. The
// tests check how that ascendc_host::Error reaches Python.
#include <torch/library.h>

#include "host.h"
#include "kernel_operator.h"

namespace {

struct ErrorProbeTiling {
  int64_t failingBlock;
};

__global__ __aicore__ void error_probe(GM_ADDR data, GM_ADDR tiling) {
  const ErrorProbeTiling t = *reinterpret_cast<__gm__ ErrorProbeTiling*>(tiling);
  AscendC::TPipe pipe;
  AscendC::TBuf<AscendC::TPosition::VECCALC> buf;
  pipe.InitBuffer(buf, 1024);
  AscendC::GlobalTensor<float> gm;
  gm.SetGlobalBuffer((__gm__ float*)data, 64);
  const uint32_t count = AscendC::GetBlockIdx() == t.failingBlock ? 256 : 64;
  AscendC::DataCopy(buf.Get<float>(), gm, count);
}

void ErrorProbe(int64_t blocks, int64_t failing_block) {
  std::vector<float> data(64, 0.0f);
  ErrorProbeTiling tiling{failing_block};
  ascendc_host_torch::Split split;
  split.blocks = static_cast<uint32_t>(blocks);
  split.per_block = 1;
  ascendc_host_torch::RunKernel("ascendc_host_testing.error_probe", "error_probe", split,
                                ascendc_host_torch::WorkerThreads(), &error_probe,
                                reinterpret_cast<uint8_t*>(data.data()), ascendc_host_torch::TilingGm(tiling));
}

}  // namespace

TORCH_LIBRARY(ascendc_host_testing, m) { m.def("error_probe(int blocks, int failing_block) -> ()", &ErrorProbe); }
