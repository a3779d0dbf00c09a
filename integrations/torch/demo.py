#!/usr/bin/python3
"""Unchanged Ascend C operators as PyTorch CPU ops: each op once, next to the
torch call it replaces, and one TorchScript function using them."""
import torch

import ascendc_host_torch as ah

torch.manual_seed(0)
print(f"torch {torch.__version__}, {torch.get_num_threads()} thread(s), library {ah.library_path()}")

weight = torch.randn(10, 4)
indices = torch.tensor([[3, 1], [9, 3]])
rows = ah.embedding(weight, indices)
print("embedding      ", tuple(rows.shape), "== F.embedding:", torch.equal(rows, torch.nn.functional.embedding(indices, weight)))

x = torch.arange(12, dtype=torch.float32)
kept, count = ah.masked_compact(x, x % 3 == 0)
print("masked_compact ", kept.tolist(), "count", count, "== masked_select:", torch.equal(kept, torch.masked_select(x, x % 3 == 0)))

even, odd = ah.deinterleave(x.view(2, 6))
print("deinterleave   ", even.tolist(), odd.tolist())

if ah.add_available():
    print("add            ", ah.add(x, x)[:4].tolist(), "...")
else:
    print("add             (no kernel in this build: the library has no AscendC::Add yet)")


@torch.jit.script
def lookup_positive(weight: torch.Tensor, indices: torch.Tensor):
    rows = torch.ops.ascendc_host.embedding(weight, indices)
    return torch.ops.ascendc_host.masked_compact(rows, rows > 0)


values, n = lookup_positive(weight, indices)
print("TorchScript     embedding -> masked_compact kept", n, "positive values")

try:
    ah.embedding(weight, torch.tensor([10]))
except RuntimeError as error:
    print("bad index      ", str(error).splitlines()[0])
