"""Ascend C operators as PyTorch CPU ops (ascendc-host).

Importing this package loads libascendc_host_torch.so, which registers
torch.ops.ascendc_host.{embedding, masked_compact, deinterleave, add}
(usable from Python and TorchScript). The functions below call those ops and
turn a failure inside a kernel into KernelError, which names the Ascend C API
and the block that raised it.

    import torch, ascendc_host_torch as ah
    out = ah.embedding(weight, indices)            # weight[indices]
    kept, count = ah.masked_compact(x, x > 0)      # torch.masked_select, plus the count
    even, odd = ah.deinterleave(x)                 # x[..., 0::2], x[..., 1::2]
    z = ah.add(x, y)                               # x + y (same shape and dtype)

Threads: at most torch.get_num_threads() workers per call, capped by the
environment variable ASCENDC_HOST_THREADS.
"""
import os
import re

import torch

__all__ = ["embedding", "masked_compact", "deinterleave", "add", "add_available", "KernelError", "library_path"]


def library_path():
    """Path of the shared library that registers the operators."""
    return os.environ.get("ASCENDC_HOST_TORCH_LIBRARY") or os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "libascendc_host_torch.so")


torch.ops.load_library(library_path())


class KernelError(RuntimeError):
    """An ascendc_host::Error raised inside an operator's kernel.

    Attributes: op ("ascendc_host.add"), kernel ("add_custom"), api (the Ascend C
    API that raised, e.g. "DataCopy"), severity ("FATAL", "ERROR"), block (int).
    """

    _PATTERN = re.compile(r"(?P<op>[\w.]+): kernel (?P<kernel>\w+) failed: (?P<api>[\w:]+): .*"
                          r"\[(?P<severity>FATAL|ERROR|WARN)\] \(block (?P<block>\d+)\)", re.S)

    def __init__(self, message, op, kernel, api, severity, block):
        super().__init__(message)
        self.op, self.kernel, self.api, self.severity, self.block = op, kernel, api, severity, block

    @classmethod
    def from_runtime_error(cls, error):
        """The KernelError a RuntimeError's message describes, or None."""
        message = str(error).split("\nException raised from")[0]
        match = cls._PATTERN.search(message)
        if match is None:
            return None
        return cls(message, match["op"], match["kernel"], match["api"], match["severity"], int(match["block"]))


def _call(op, *args):
    try:
        return op(*args)
    except RuntimeError as error:
        kernel_error = KernelError.from_runtime_error(error)
        if kernel_error is None:
            raise
        raise kernel_error from None


def embedding(weight, indices):
    """weight[indices] (torch.nn.functional.embedding forward): 2-D weight of
    any 1-, 2-, 4- or 8-byte dtype, int64 or int32 indices of any shape."""
    return _call(torch.ops.ascendc_host.embedding, weight, indices)


def masked_compact(src, mask):
    """(src[mask] as 1-D, kept count), like torch.masked_select; mask is a bool
    tensor of src's shape; 1-, 2- and 4-byte dtypes."""
    return _call(torch.ops.ascendc_host.masked_compact, src, mask)


def deinterleave(x):
    """(x[..., 0::2], x[..., 1::2]) as contiguous tensors; the last dimension
    must be even; 1-, 2- and 4-byte dtypes."""
    return _call(torch.ops.ascendc_host.deinterleave, x)


def add(x, y):
    """x + y for tensors of one shape and dtype (float32, float16, bfloat16,
    int32, int16)."""
    return _call(torch.ops.ascendc_host.add, x, y)


def add_available():
    """Whether this build has a kernel for add (it needs AscendC::Add)."""
    return bool(torch.ops.ascendc_host.add_available())
