#!/usr/bin/python3
"""Peers on the same work as the ascendc-host benchmarks: PyTorch CPU and NumPy.

Single thread, UB-sized working sets (8 KiB, 64 KiB, 192 KiB of source data),
int16 and int32. Prints JSON records {work, width, size, impl, gbps} where
gbps counts source bytes per second, like the library's bytes_per_second.

  gather       dst[k] = src[idx[k]]            torch.index_select, torch.gather, numpy.take
  scatter      dst[idx[k]] = src[k]            torch.Tensor.scatter_, numpy.put
  compress     keep src[k] where mask[k]        torch.masked_select, numpy.compress
               (random 50% mask, and every second element like GatherMask pattern 1)
  add mul max  dst = a op b (half, float)       torch.add/mul/maximum(out=), numpy.add/multiply/maximum(out=)
  adds muls    dst = a op 1.25                   the same with a Python scalar
  duplicate    dst[:] = 1.25                     torch.Tensor.fill_, numpy.ndarray.fill
  compare      dst = a < b (bool per element)    torch.lt(out=), numpy.less(out=)
  select       dst = cond ? a : b                torch.where(out=), numpy.where
               (vector sizes: 8 KiB and 64 KiB per operand; GB/s of one operand's bytes)
  reg_vf_scale_shift_clamp  y = max(x * 1.5 - 2, 0), 64 KiB float32 (BM_RegComputeVF)
"""
import json
import sys
import timeit

import numpy as np

try:
    import torch
    torch.set_num_threads(1)
except ImportError:  # the table then shows no torch column
    torch = None

SIZES = [8 * 1024, 64 * 1024, 192 * 1024]
WIDTHS = {2: (np.int16, "torch.int16"), 4: (np.int32, "torch.int32")}


def seconds_per_call(fn):
    timer = timeit.Timer(fn)
    number, _ = timer.autorange()
    return min(timer.repeat(repeat=5, number=number)) / number


def records():
    rng = np.random.default_rng(7)
    for width, (np_type, torch_type) in WIDTHS.items():
        for size in SIZES:
            n = size // width
            src = rng.integers(-30000, 30000, n).astype(np_type)
            idx = rng.permutation(n).astype(np.int64)
            dst = np.zeros_like(src)
            random_mask = rng.random(n) < 0.5
            every_second = (np.arange(n) % 2) == 1
            runs = {
                ("gather", "numpy.take"): lambda: np.take(src, idx, out=dst),
                ("scatter", "numpy.put"): lambda: np.put(dst, idx, src),
                ("compress_random50", "numpy.compress"): lambda: np.compress(random_mask, src),
                ("compress_every_second", "numpy.compress"): lambda: np.compress(every_second, src),
            }
            if torch is not None:
                ts, ti, td = torch.from_numpy(src), torch.from_numpy(idx), torch.from_numpy(dst)
                tm, te = torch.from_numpy(random_mask), torch.from_numpy(every_second)
                runs.update({
                    ("gather", "torch.index_select"): lambda: torch.index_select(ts, 0, ti, out=td),
                    ("gather", "torch.gather"): lambda: torch.gather(ts, 0, ti, out=td),
                    ("scatter", "torch.scatter_"): lambda: td.scatter_(0, ti, ts),
                    ("compress_random50", "torch.masked_select"): lambda: torch.masked_select(ts, tm),
                    ("compress_every_second", "torch.masked_select"): lambda: torch.masked_select(ts, te),
                })
            for (work, impl), fn in runs.items():
                yield {"work": work, "width": f"u{width * 8}", "size": size, "impl": impl,
                       "gbps": size / seconds_per_call(fn) / 1e9}
    yield from vector_records(rng)


VECTOR_SIZES = [8 * 1024, 64 * 1024]
FLOATS = {"f16": (np.float16, "float16"), "f32": (np.float32, "float32")}


def vector_records(rng):
    for width, (np_type, torch_name) in FLOATS.items():
        for size in VECTOR_SIZES:
            n = size // np.dtype(np_type).itemsize
            a = rng.uniform(-4, 4, n).astype(np_type)
            b = rng.uniform(-4, 4, n).astype(np_type)
            c = np.zeros_like(a)
            cond = rng.random(n) < 0.5
            runs = {
                ("add", "numpy.add"): lambda: np.add(a, b, out=c),
                ("mul", "numpy.multiply"): lambda: np.multiply(a, b, out=c),
                ("max", "numpy.maximum"): lambda: np.maximum(a, b, out=c),
                ("adds", "numpy.add"): lambda: np.add(a, np_type(1.25), out=c),
                ("muls", "numpy.multiply"): lambda: np.multiply(a, np_type(1.25), out=c),
                ("duplicate", "numpy.fill"): lambda: c.fill(1.25),
                ("compare", "numpy.less"): lambda: np.less(a, b, out=cond),
                ("select", "numpy.where"): lambda: np.where(cond, a, b),
            }
            if torch is not None:
                ta, tb, tc = torch.from_numpy(a), torch.from_numpy(b), torch.from_numpy(c)
                tcond = torch.from_numpy(cond)
                runs.update({
                    ("add", "torch.add"): lambda: torch.add(ta, tb, out=tc),
                    ("mul", "torch.mul"): lambda: torch.mul(ta, tb, out=tc),
                    ("max", "torch.maximum"): lambda: torch.maximum(ta, tb, out=tc),
                    ("adds", "torch.add"): lambda: torch.add(ta, 1.25, out=tc),
                    ("muls", "torch.mul"): lambda: torch.mul(ta, 1.25, out=tc),
                    ("duplicate", "torch.fill_"): lambda: tc.fill_(1.25),
                    ("compare", "torch.lt"): lambda: torch.lt(ta, tb, out=tcond),
                    ("select", "torch.where"): lambda: torch.where(tcond, ta, tb, out=tc),
                })
            for (work, impl), fn in runs.items():
                yield {"work": work, "width": width, "size": size, "impl": impl,
                       "gbps": size / seconds_per_call(fn) / 1e9}


def reg_vf_records():
    """The Reg compute benchmark's vector function (BM_RegComputeVF): y = max(x * 1.5 - 2, 0)
    over 64 KiB of float32, in place of a VF's Muls -> Adds -> Maxs."""
    rng = np.random.default_rng(11)
    size = 64 * 1024
    x = rng.uniform(-500, 500, size // 4).astype(np.float32)
    y = np.zeros_like(x)

    def numpy_run():
        np.multiply(x, np.float32(1.5), out=y)
        np.add(y, np.float32(-2.0), out=y)
        np.maximum(y, np.float32(0.0), out=y)
    runs = {"numpy.multiply+add+maximum": numpy_run}
    if torch is not None:
        tx, ty = torch.from_numpy(x), torch.from_numpy(y)

        def torch_run():
            torch.mul(tx, 1.5, out=ty)
            ty.add_(-2.0)
            ty.clamp_min_(0.0)
        runs["torch.mul+add_+clamp_min_"] = torch_run
    for impl, fn in runs.items():
        yield {"work": "reg_vf_scale_shift_clamp", "width": "f32", "size": size, "impl": impl,
               "gbps": size / seconds_per_call(fn) / 1e9}


def add_custom_records():
    """torch.add on the add_custom operator's data (40 blocks x 96 KiB of half per input), with
    torch's default threads (every core): what a framework would run instead of the operator."""
    if torch is None:
        return
    import os
    n = 40 * 96 * 1024 // 2
    x = torch.rand(n, dtype=torch.float16)
    y = torch.rand(n, dtype=torch.float16)
    z = torch.empty_like(x)
    threads = os.cpu_count() or 1
    torch.set_num_threads(threads)
    try:
        seconds = seconds_per_call(lambda: torch.add(x, y, out=z))
        yield {"work": "add_custom", "width": "f16", "size": 2 * n * 2, "impl": f"torch.add.{threads}threads",
               "gbps": 2 * n * 2 / seconds / 1e9, "threads": threads}
    finally:
        torch.set_num_threads(1)


if __name__ == "__main__":
    json.dump(list(records()) + list(reg_vf_records()) + list(add_custom_records()), sys.stdout, indent=1)
    print()
