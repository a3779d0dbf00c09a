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
  exp ln sqrt rsqrt reciprocal abs relu leakyrelu subs addrelu muladddst axpy fusedmuladd
               (f16, f32), and not shiftleft (int16, int32): the elementwise APIs' torch/numpy twins
               (vector sizes: 8 KiB and 64 KiB per operand; GB/s of one operand's bytes)
  reduce_sum   sum of all elements               torch.sum, numpy.sum
  reduce_max_index  maximum and its index        torch.max(dim=0) (values, indices), torch.amax, numpy.argmax
  reduce_min   minimum                           torch.amin, numpy.min
  reduce_repeat_sum  sums of 256-byte rows       torch.sum(dim=1), numpy.sum(axis=1)
  reduce_datablock_max  maxima of 32-byte rows   torch.amax(dim=1), numpy.max(axis=1)
  pair_sum     sums of neighbouring pairs         torch.sum(dim=1) of [n/2, 2]
  transpose_nchw  [16, n/16] -> [n/16, 16]       torch.transpose + contiguous copy, numpy.transpose + copy
  trans_data_5hd  NCHW -> NC1HWC0 of C = 16: the same [16, n/16] -> [n/16, 16] (the same peers)
  interleave   two halves interleaved            torch.stack(dim=1), numpy.stack(axis=1)
  brcb         each element to a 32-byte block   torch.repeat_interleave, numpy.repeat
               (GB/s of the source's bytes)
  sort32       groups of 32 scores sorted, descending, stable, with their indices
                                                torch.sort(dim=1, descending, stable), numpy.argsort(kind="stable")
               (8 KiB and 32 KiB of scores; GB/s of the scores' bytes)
  mrgsort      four sorted runs of scores merged: the peers sort the whole (they have no merge)
                                                torch.sort(descending, stable), numpy.argsort(kind="stable")
               (8 KiB and 32 KiB of 8-byte (score, index) structures, size / 8 scores; GB/s of the structures' bytes)
  cast_<s>_<d> dst = src converted (f32<->f16, f32<->bf16, f32<->i32, f16<->i8)
                                                torch.Tensor.to, torch.Tensor.copy_ (into an
                                                allocated tensor), numpy.copyto(casting="unsafe")
               (8 KiB and 64 KiB of source; GB/s of the source bytes)
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
    yield from elementwise_records(rng)
    yield from reduce_records(rng)
    yield from sort_records(rng)
    yield from cast_records(rng)


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


def elementwise_records(rng):
    """The unary, logic, scalar-position and composite APIs (bench/vector_unary_bench.cc):
    f16/f32 compute and u16/u32 bit-wise work (int16/int32 data). Operations a library
    does not have for a dtype (torch's CPU half exp, log, sqrt, rsqrt) are left out."""
    for width, np_type in {"f16": np.float16, "f32": np.float32, "u16": np.int16, "u32": np.int32}.items():
        for size in VECTOR_SIZES:
            n = size // np.dtype(np_type).itemsize
            if width.startswith("f"):
                a = rng.uniform(-4, 4, n).astype(np_type)
                pos = rng.uniform(0.5, 4, n).astype(np_type)
            else:
                a = rng.integers(-30000, 30000, n).astype(np_type)
                pos = a
            b = rng.permutation(a)
            c = np.zeros_like(a)
            s = np_type(1.25) if width.startswith("f") else 3
            if width.startswith("f"):
                runs = {
                    ("exp", "numpy.exp"): lambda: np.exp(a, out=c),
                    ("ln", "numpy.log"): lambda: np.log(pos, out=c),
                    ("sqrt", "numpy.sqrt"): lambda: np.sqrt(pos, out=c),
                    ("rsqrt", "numpy.sqrt+divide"): lambda: np.divide(1, np.sqrt(pos, out=c), out=c),
                    ("reciprocal", "numpy.reciprocal"): lambda: np.reciprocal(pos, out=c),
                    ("abs", "numpy.abs"): lambda: np.abs(a, out=c),
                    ("relu", "numpy.maximum"): lambda: np.maximum(a, 0, out=c),
                    ("subs", "numpy.subtract"): lambda: np.subtract(a, s, out=c),
                    ("addrelu", "numpy.add+maximum"): lambda: np.maximum(np.add(a, b, out=c), 0, out=c),
                }
            else:
                runs = {
                    ("and", "numpy.bitwise_and"): lambda: np.bitwise_and(a, b, out=c),
                    ("not", "numpy.invert"): lambda: np.invert(a, out=c),
                    ("shiftleft", "numpy.left_shift"): lambda: np.left_shift(a, s, out=c),
                }
            if torch is not None:
                ta, tb, tc, tp = (torch.from_numpy(x) for x in (a, b, c, pos))
                if width.startswith("f"):
                    runs.update({
                        ("exp", "torch.exp"): lambda: torch.exp(ta, out=tc),
                        ("ln", "torch.log"): lambda: torch.log(tp, out=tc),
                        ("sqrt", "torch.sqrt"): lambda: torch.sqrt(tp, out=tc),
                        ("rsqrt", "torch.rsqrt"): lambda: torch.rsqrt(tp, out=tc),
                        ("reciprocal", "torch.reciprocal"): lambda: torch.reciprocal(tp, out=tc),
                        ("abs", "torch.abs"): lambda: torch.abs(ta, out=tc),
                        ("relu", "torch.clamp_min"): lambda: torch.clamp_min(ta, 0, out=tc),
                        ("leakyrelu", "torch.leaky_relu"): lambda: torch.nn.functional.leaky_relu(ta, 1.25),
                        ("subs", "torch.sub"): lambda: torch.sub(ta, 1.25, out=tc),
                        ("addrelu", "torch.add+relu_"): lambda: torch.add(ta, tb, out=tc).relu_(),
                        ("muladddst", "torch.addcmul_"): lambda: tc.addcmul_(ta, tb),
                        ("axpy", "torch.add_(alpha)"): lambda: tc.add_(ta, alpha=1.25),
                        ("fusedmuladd", "torch.mul_+add_"): lambda: tc.mul_(ta).add_(tb),
                    })
                else:
                    runs.update({
                        ("and", "torch.bitwise_and"): lambda: torch.bitwise_and(ta, tb, out=tc),
                        ("not", "torch.bitwise_not"): lambda: torch.bitwise_not(ta, out=tc),
                        ("shiftleft", "torch.bitwise_left_shift"): lambda: torch.bitwise_left_shift(ta, 3, out=tc),
                    })
            for (work, impl), fn in runs.items():
                try:
                    fn()
                except (RuntimeError, TypeError):
                    continue  # not implemented for this dtype
                yield {"work": work, "width": width, "size": size, "impl": impl,
                       "gbps": size / seconds_per_call(fn) / 1e9}


def reduce_records(rng):
    for width, (np_type, torch_name) in FLOATS.items():
        for size in VECTOR_SIZES:
            n = size // np.dtype(np_type).itemsize
            a = rng.uniform(-4, 4, n).astype(np_type)
            rows, block = n // (256 // a.itemsize), 32 // a.itemsize
            runs = {
                ("reduce_sum", "numpy.sum"): lambda: np.sum(a),
                ("reduce_max_index", "numpy.argmax"): lambda: np.argmax(a),
                ("reduce_min", "numpy.min"): lambda: np.min(a),
                ("reduce_repeat_sum", "numpy.sum"): lambda: np.sum(a.reshape(rows, -1), axis=1),
                ("reduce_datablock_max", "numpy.max"): lambda: np.max(a.reshape(-1, block), axis=1),
                ("pair_sum", "numpy.sum"): lambda: np.sum(a.reshape(-1, 2), axis=1),
                ("transpose_nchw", "numpy.transpose"): lambda: np.ascontiguousarray(a.reshape(16, -1).T),
                ("trans_data_5hd", "numpy.transpose"): lambda: np.ascontiguousarray(a.reshape(16, -1).T),
                ("interleave", "numpy.stack"): lambda: np.stack((a[: n // 2], a[n // 2:]), axis=1),
                ("brcb", "numpy.repeat"): lambda: np.repeat(a[: n // block], block),
            }
            if torch is not None:
                ta = torch.from_numpy(a)
                tb = torch.empty_like(ta)
                tc = ta[: n // block].clone()
                runs.update({
                    ("reduce_sum", "torch.sum"): lambda: torch.sum(ta),
                    ("reduce_max_index", "torch.max"): lambda: torch.max(ta, 0),
                    ("reduce_max_index", "torch.amax"): lambda: torch.amax(ta),
                    ("reduce_min", "torch.amin"): lambda: torch.amin(ta),
                    ("reduce_repeat_sum", "torch.sum"): lambda: torch.sum(ta.view(rows, -1), 1),
                    ("reduce_datablock_max", "torch.amax"): lambda: torch.amax(ta.view(-1, block), 1),
                    ("pair_sum", "torch.sum"): lambda: torch.sum(ta.view(-1, 2), 1),
                    ("transpose_nchw", "torch.transpose"):
                        lambda: tb.view(-1, 16).copy_(torch.transpose(ta.view(16, -1), 0, 1)),
                    ("trans_data_5hd", "torch.transpose"):
                        lambda: tb.view(-1, 16).copy_(torch.transpose(ta.view(16, -1), 0, 1)),
                    ("interleave", "torch.stack"): lambda: torch.stack((ta[: n // 2], ta[n // 2:]), 1),
                    ("brcb", "torch.repeat_interleave"): lambda: torch.repeat_interleave(tc, block),
                })
            for (work, impl), fn in runs.items():
                yield {"work": work, "width": width, "size": size, "impl": impl,
                       "gbps": size / seconds_per_call(fn) / 1e9}


SORT_SIZES = [8 * 1024, 32 * 1024]


def sort_records(rng):
    for width, (np_type, torch_name) in FLOATS.items():
        for size in SORT_SIZES:
            for work in ("sort32", "mrgsort"):
                n = size // np.dtype(np_type).itemsize if work == "sort32" else size // 8
                a = rng.uniform(-8, 8, n).astype(np_type)
                if work == "mrgsort":  # four runs, each sorted descending
                    a = np.concatenate([np.sort(r)[::-1] for r in np.split(a, 4)]).astype(np_type)
                shaped = a.reshape(-1, 32) if work == "sort32" else a
                runs = {(work, "numpy.argsort"): lambda: np.argsort(-shaped, kind="stable", axis=-1)}
                if torch is not None:
                    ta = torch.from_numpy(np.ascontiguousarray(shaped))
                    runs[(work, "torch.sort")] = lambda: torch.sort(ta, dim=-1, descending=True, stable=True)
                for (w, impl), fn in runs.items():
                    yield {"work": w, "width": width, "size": size, "impl": impl,
                           "gbps": size / seconds_per_call(fn) / 1e9}


CAST_PAIRS = [("f32", "f16"), ("f16", "f32"), ("f32", "bf16"), ("bf16", "f32"), ("f32", "i32"), ("i32", "f32"),
              ("f16", "i8"), ("i8", "f16")]
CAST_TYPES = {"f32": (np.float32, "float32"), "f16": (np.float16, "float16"), "bf16": (None, "bfloat16"),
              "i32": (np.int32, "int32"), "i8": (np.int8, "int8")}


def cast_records(rng):
    for src_tag, dst_tag in CAST_PAIRS:
        src_np, src_torch = CAST_TYPES[src_tag]
        dst_np, dst_torch = CAST_TYPES[dst_tag]
        for size in VECTOR_SIZES:
            itemsize = 2 if src_tag in ("f16", "bf16") else 1 if src_tag == "i8" else 4
            n = size // itemsize
            values = rng.uniform(-100, 100, n)
            if src_tag in ("i32", "i8"):
                values = rng.integers(-120, 120, n)
            runs = {}
            work = f"cast_{src_tag}_{dst_tag}"
            if src_np is not None and dst_np is not None:
                a = values.astype(src_np)
                c = np.zeros(n, dtype=dst_np)
                runs[(work, "numpy.copyto")] = lambda a=a, c=c: np.copyto(c, a, casting="unsafe")
            if torch is not None:
                ta = torch.from_numpy(values.astype(np.float64)).to(getattr(torch, src_torch))
                tc = torch.zeros(n, dtype=getattr(torch, dst_torch))
                dst_type = getattr(torch, dst_torch)
                runs[(work, "torch.to")] = lambda ta=ta, dst_type=dst_type: ta.to(dst_type)
                runs[(work, "torch.copy_")] = lambda ta=ta, tc=tc: tc.copy_(ta)
            for (w, impl), fn in runs.items():
                yield {"work": w, "width": src_tag, "size": size, "impl": impl,
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
