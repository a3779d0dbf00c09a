// Registers the operators with PyTorch's dispatcher: the schemas in the
// ascendc_host namespace and their CPU kernels. Loading this library
// (import ascendc_host_torch, or torch.ops.load_library) makes
// torch.ops.ascendc_host.<op> callable from Python and TorchScript.
#include <torch/library.h>

#include "ops.h"

TORCH_LIBRARY(ascendc_host, m) {
  m.def("embedding(Tensor weight, Tensor indices) -> Tensor");
  m.def("masked_compact(Tensor src, Tensor mask) -> (Tensor, int)");
  m.def("deinterleave(Tensor x) -> (Tensor, Tensor)");
  m.def("add(Tensor x, Tensor y) -> Tensor");
  // Whether add has a kernel in this build (it needs AscendC::Add).
  m.def("add_available() -> bool", [] { return ascendc_host_torch::AddAvailable(); });
}

TORCH_LIBRARY_IMPL(ascendc_host, CPU, m) {
  m.impl("embedding", &ascendc_host_torch::Embedding);
  m.impl("masked_compact", &ascendc_host_torch::MaskedCompact);
  m.impl("deinterleave", &ascendc_host_torch::Deinterleave);
  m.impl("add", &ascendc_host_torch::Add);
}
