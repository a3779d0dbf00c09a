#!/usr/bin/python3
"""Peers on the same work as the ascendc-host benchmarks: PyTorch CPU and NumPy.

Single thread, UB-sized working sets (8 KiB, 64 KiB, 192 KiB of source data),
int16 and int32. Prints JSON records {work, width, size, impl, gbps} where
gbps counts source bytes per second, like the library's bytes_per_second.

  gather       dst[k] = src[idx[k]]            torch.index_select, torch.gather, numpy.take
  scatter      dst[idx[k]] = src[k]            torch.Tensor.scatter_, numpy.put
  compress     keep src[k] where mask[k]        torch.masked_select, numpy.compress
               (random 50% mask, and every second element like GatherMask pattern 1)
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
                yield {"work": work, "width": width * 8, "size": size, "impl": impl,
                       "gbps": size / seconds_per_call(fn) / 1e9}


if __name__ == "__main__":
    json.dump(list(records()), sys.stdout, indent=1)
    print()
