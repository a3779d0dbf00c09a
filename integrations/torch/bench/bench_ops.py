#!/usr/bin/python3
"""Each ascendc_host op against the torch op a user would otherwise call, in
one process: sizes from 4 KiB to 64 MiB of input, on 1 thread and on all
threads (torch.set_num_threads, which also bounds our workers). Prints a
table, writes JSON and a PNG chart, then measures the per-call overhead and
how a torch op run right after ours is affected by our worker threads.

  bench_ops.py [--out DIR] [--quick] [--threads N]

Columns: GB/s of input bytes (1e9 B/s), medians; ratio = ours / torch.
"""
import argparse
import json
import os
import resource
import statistics
import time

import torch

import ascendc_host_torch as ah

KIB, MIB = 1024, 1024 * 1024
SIZES = [4 * KIB, 16 * KIB, 64 * KIB, 256 * KIB, 1 * MIB, 4 * MIB, 16 * MIB, 64 * MIB]


def median_seconds(fn, budget):
    """Median seconds of one call, over as many calls as fit in `budget` seconds (at least 5)."""
    fn()
    t0 = time.perf_counter()
    fn()
    one = max(time.perf_counter() - t0, 1e-7)
    inner = max(1, int(0.002 / one))  # batches of >= 2 ms
    batches = max(5, min(200, int(budget / (one * inner))))
    samples = []
    for _ in range(batches):
        t0 = time.perf_counter()
        for _ in range(inner):
            fn()
        samples.append((time.perf_counter() - t0) / inner)
    return statistics.median(samples)


def workloads(size, gen):
    """(op, input bytes, ours, torch) for inputs of `size` bytes."""
    n = size // 4
    x = torch.randn(n, generator=gen)
    y = torch.randn(n, generator=gen)
    mask = torch.rand(n, generator=gen) < 0.5
    dim = 64  # 256-byte float32 rows, a table of 1 MiB
    weight = torch.randn(4096, dim, generator=gen)
    indices = torch.randint(0, 4096, (max(1, size // (4 * dim)),), generator=gen)
    narrow = torch.randn(4096, 4, generator=gen)  # 16-byte rows: the table-in-UB Gather form
    narrow_indices = torch.randint(0, 4096, (max(1, size // 16),), generator=gen)
    pairs = x[: n // 2 * 2]
    yield ("masked_compact f32 50%", size + n, lambda: ah.masked_compact(x, mask), lambda: torch.masked_select(x, mask))
    yield ("embedding f32 D=64", indices.numel() * 4 * dim, lambda: ah.embedding(weight, indices),
           lambda: torch.nn.functional.embedding(indices, weight))
    yield ("embedding f32 D=4", narrow_indices.numel() * 16, lambda: ah.embedding(narrow, narrow_indices),
           lambda: torch.nn.functional.embedding(narrow_indices, narrow))
    yield ("deinterleave f32", size, lambda: ah.deinterleave(pairs),
           lambda: (pairs[0::2].contiguous(), pairs[1::2].contiguous()))
    if ah.add_available():
        yield ("add f32", 2 * size, lambda: ah.add(x, y), lambda: torch.add(x, y))


def run_table(sizes, thread_counts, budget):
    gen = torch.Generator().manual_seed(7)
    rows = []
    for threads in thread_counts:
        torch.set_num_threads(threads)
        for size in sizes:
            for name, nbytes, ours, theirs in workloads(size, gen):
                t_ours = median_seconds(ours, budget)
                t_torch = median_seconds(theirs, budget)
                rows.append({"op": name, "size": size, "threads": threads, "bytes": nbytes,
                             "ours_gbps": nbytes / t_ours / 1e9, "torch_gbps": nbytes / t_torch / 1e9,
                             "ours_us": t_ours * 1e6, "torch_us": t_torch * 1e6, "ratio": t_torch / t_ours})
    return rows


def size_text(size):
    return f"{size // MIB} MiB" if size >= MIB else f"{size // KIB} KiB"


def print_table(rows):
    print(f"{'op':<24} {'size':>7} {'thr':>3} {'ours GB/s':>10} {'torch GB/s':>10} {'ours us':>10} "
          f"{'torch us':>10} {'ours/torch':>10}")
    for r in rows:
        print(f"{r['op']:<24} {size_text(r['size']):>7} {r['threads']:>3} {r['ours_gbps']:>10.2f} "
              f"{r['torch_gbps']:>10.2f} {r['ours_us']:>10.1f} {r['torch_us']:>10.1f} {r['ratio']:>10.2f}")


def overhead(budget):
    """Per-call time from Python of the smallest calls (one element), ours and torch's."""
    x, m = torch.ones(1), torch.ones(1, dtype=torch.bool)
    w, i = torch.ones(1, 1), torch.zeros(1, dtype=torch.long)
    p = torch.ones(2)
    calls = {
        "masked_compact": (lambda: torch.ops.ascendc_host.masked_compact(x, m), lambda: torch.masked_select(x, m)),
        "embedding": (lambda: torch.ops.ascendc_host.embedding(w, i), lambda: torch.nn.functional.embedding(i, w)),
        "deinterleave": (lambda: torch.ops.ascendc_host.deinterleave(p), lambda: (p[0::2].contiguous(), p[1::2].contiguous())),
    }
    if ah.add_available():
        calls["add"] = (lambda: torch.ops.ascendc_host.add(x, x), lambda: torch.add(x, x))
    return {name: {"ours_us": median_seconds(a, budget) * 1e6, "torch_us": median_seconds(b, budget) * 1e6}
            for name, (a, b) in calls.items()}


def cpu_seconds():
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def after_effect(threads, budget):
    """What our worker threads leave behind, against torch's own: the CPU the
    process burns during 20 ms of idling right after a call (workers still
    spinning), and a torch.add of 1 MiB timed right after the call."""
    torch.set_num_threads(threads)
    gen = torch.Generator().manual_seed(3)
    n = 1 << 20
    src, mask = torch.randn(n, generator=gen), torch.rand(n, generator=gen) < 0.5
    a, b = torch.randn(n // 4, generator=gen), torch.randn(n // 4, generator=gen)
    out = torch.empty(n // 4)
    calls = {"nothing": lambda: None, "ours": lambda: ah.masked_compact(src, mask),
             "torch": lambda: torch.masked_select(src, mask)}
    reps = max(10, int(budget / 0.02))

    def idle_cpu_ms(before):
        samples = []
        for _ in range(reps):
            before()
            c0 = cpu_seconds()
            time.sleep(0.02)
            samples.append((cpu_seconds() - c0) * 1e3)
        return statistics.median(samples)

    def add_us(before):
        samples = []
        for _ in range(reps * 10):
            before()
            t0 = time.perf_counter()
            torch.add(a, b, out=out)
            samples.append(time.perf_counter() - t0)
        return statistics.median(samples) * 1e6

    result = {"threads": threads}
    for name, call in calls.items():
        result[f"idle_cpu_ms_after_{name}"] = idle_cpu_ms(call)
        result[f"add_us_after_{name}"] = add_us(call if name != "nothing" else lambda: time.sleep(0.001))
    return result


def plot(rows, path):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    ops = list(dict.fromkeys(r["op"] for r in rows))
    threads = sorted({r["threads"] for r in rows})
    fig, axes = plt.subplots(1, len(threads), figsize=(6 * len(threads), 4.5), squeeze=False)
    for ax, t in zip(axes[0], threads):
        for op in ops:
            sel = [r for r in rows if r["op"] == op and r["threads"] == t]
            ax.plot([r["size"] for r in sel], [r["ratio"] for r in sel], marker="o", label=op)
        ax.axhline(1.0, color="grey", linewidth=0.8)
        ax.set_xscale("log", base=2)
        ax.set_yscale("log")
        ax.set_xticks(SIZES)
        ax.set_xticklabels([size_text(s) for s in SIZES], rotation=45)
        ax.set_title(f"{t} thread{'s' if t > 1 else ''}")
        ax.set_xlabel("input size")
        ax.set_ylabel("ours / torch (speed; > 1: ours faster)")
        ax.grid(True, which="both", alpha=0.3)
    axes[0][0].legend(fontsize=8)
    fig.suptitle("ascendc_host ops vs native torch (PyTorch 1.13 CPU)")
    fig.tight_layout()
    fig.savefig(path, dpi=110)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", default="torch-bench")
    parser.add_argument("--quick", action="store_true", help="3 sizes, short timings (CI)")
    parser.add_argument("--threads", type=int, default=os.cpu_count())
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    sizes = [4 * KIB, 1 * MIB, 64 * MIB] if args.quick else SIZES
    budget = 0.05 if args.quick else 0.3
    thread_counts = sorted({1, args.threads})
    rows = run_table(sizes, thread_counts, budget)
    print(f"torch {torch.__version__}, {os.cpu_count()} CPUs, threads {thread_counts}")
    print_table(rows)
    calls = overhead(budget)
    print("\nper-call time from Python, 1 element (us):")
    for name, v in calls.items():
        print(f"  {name:<16} ours {v['ours_us']:6.2f}   torch {v['torch_us']:6.2f}")
    effects = [after_effect(t, budget) for t in thread_counts]
    print("\nright after a 1 MiB masked_compact (ours) / masked_select (torch) / nothing (after a 1 ms sleep):")
    for e in effects:
        print(f"  {e['threads']} thread(s): CPU burnt in the next 20 ms idle (ms): ours "
              f"{e['idle_cpu_ms_after_ours']:.2f}, torch {e['idle_cpu_ms_after_torch']:.2f}, nothing "
              f"{e['idle_cpu_ms_after_nothing']:.2f}; torch.add 1 MiB (us): after ours {e['add_us_after_ours']:.1f}, "
              f"after torch {e['add_us_after_torch']:.1f}, after nothing {e['add_us_after_nothing']:.1f}")
    with open(os.path.join(args.out, "torch_bench.json"), "w") as f:
        json.dump({"rows": rows, "overhead": calls, "after_effect": effects, "torch": torch.__version__,
                   "cpus": os.cpu_count()}, f, indent=1)
    plot(rows, os.path.join(args.out, "torch_bench.png"))
    print(f"\nwrote {args.out}/torch_bench.json and torch_bench.png")


if __name__ == "__main__":
    main()
