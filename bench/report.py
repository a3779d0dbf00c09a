#!/usr/bin/python3
"""Side-by-side report: ascendc-host benchmarks vs the PyTorch / NumPy peers.

  report.py --ours ours.json --peers peers.json --out DIR

ours.json is Google Benchmark's JSON output of ascendc_host_bench (the
BM_Report cases of bench/report_cases_bench.cc and bench/reg_vf_bench.cc,
and optionally the operators, the split thresholds and the Reg per-op costs);
peers.json is the output of bench/peers.py. Prints the table, and writes
DIR/report.json (every number the table and the sections use, ours and the
peers) and DIR/report.png (bar chart of ours vs the peers, when matplotlib
is present).

All rates are GB/s of source data (1e9 bytes per second; for the vector APIs the
bytes of one operand), single thread.
"""
import argparse
import json
import os
import re
import statistics
import sys

# Work items of the table: (work, label). The work names are bench/peers.py's.
WORKS = [
    ("gather", "Gather count"),
    ("scatter", "Scatter count"),
    ("compress_random50", "GatherMask user 50%"),
    ("compress_every_second", "GatherMask built-in 2"),
    ("reg_copy", "LoadAlign+StoreAlign"),
    ("reg_gather", "Reg Gather (UB)"),
    ("reg_vf_body", "Reg VF Muls/Adds/Max"),
    ("add", "Add"),
    ("mul", "Mul"),
    ("max", "Max"),
    ("adds", "Adds"),
    ("muls", "Muls"),
    ("duplicate", "Duplicate"),
    ("compare", "Compare LT"),
    ("select", "Select"),
    ("reduce_sum", "ReduceSum"),
    ("reduce_max_index", "ReduceMax + index"),
    ("reduce_min", "ReduceMin"),
    ("reduce_repeat_sum", "ReduceRepeat SUM"),
    ("reduce_datablock_max", "ReduceDataBlock MAX"),
    ("pair_sum", "ReducePairElem"),
    ("transpose_nchw", "Transpose NCHW2NHWC"),
    ("interleave", "Interleave"),
    ("brcb", "Brcb"),
    ("trans_data_5hd", "TransDataTo5HD NCHW->NC1HWC0"),
    ("cast_f32_f16", "Cast float->half"),
    ("cast_f16_f32", "Cast half->float"),
    ("cast_f32_bf16", "Cast float->bf16"),
    ("cast_bf16_f32", "Cast bf16->float"),
    ("cast_f32_i32", "Cast float->int32"),
    ("cast_i32_f32", "Cast int32->float"),
    ("cast_f16_i8", "Cast half->int8"),
    ("cast_i8_f16", "Cast int8->half"),
    ("exp", "Exp"),
    ("ln", "Ln"),
    ("sqrt", "Sqrt"),
    ("rsqrt", "Rsqrt"),
    ("reciprocal", "Reciprocal"),
    ("abs", "Abs"),
    ("relu", "Relu"),
    ("leakyrelu", "LeakyRelu"),
    ("subs", "Subs"),
    ("addrelu", "AddRelu"),
    ("muladddst", "MulAddDst"),
    ("axpy", "Axpy"),
    ("fusedmuladd", "FusedMulAdd"),
    ("and", "And"),
    ("not", "Not"),
    ("shiftleft", "ShiftLeft"),
    ("sort32", "Sort32"),
    ("mrgsort", "MrgSort (4 queues)"),
]
# <width> is the element type: u16/u32 (bits moved), f16/f32 (half/float compute); a
# conversion's is its source type (bf16, i8, i32 too).
REPORT_RE = re.compile(r"^BM_Report/(?P<work>\w+)/(?P<width>(?:bf|[uif])\d+)/(?P<impl>\w+)/(?P<size>\d+)$")
OPERATOR_RE = re.compile(r"^BM_Operator(?P<op>\w+)/(?P<blocks>\d+)/(?P<threads>\d+)(/real_time)?$")
THRESHOLD_RE = re.compile(r"^BM_Threshold(?P<api>\w+)/(?P<size>\d+)/(?P<split>\d)(/real_time)?$")
REG_OP_RE = re.compile(r"^BM_RegOp/(?P<op>\w+)/(?P<way>\w+)$")


def load_benchmarks(path):
    """name -> list of runs; the median aggregate wins when repetitions ran."""
    with open(path) as f:
        data = json.load(f)
    runs, medians = {}, {}
    for b in data.get("benchmarks", []):
        name = b.get("run_name", b["name"])
        if b.get("run_type") == "aggregate":
            if b.get("aggregate_name") == "median":
                medians[name] = b
            continue
        runs.setdefault(name, []).append(b)
    result = dict(medians)
    for name, bs in runs.items():
        result.setdefault(name, median_run(bs))
    return data.get("context", {}), result


def median_run(bs):
    if len(bs) == 1:
        return bs[0]
    key = sorted(bs, key=lambda b: b.get("bytes_per_second", 0.0))
    return key[len(key) // 2]


def gbps(b):
    return b["bytes_per_second"] / 1e9 if b and "bytes_per_second" in b else None


def ours_rows(benchmarks):
    """(work, width, size) -> {impl: GB/s}."""
    rows = {}
    for name, b in benchmarks.items():
        m = REPORT_RE.match(name)
        if m:
            key = (m["work"], m["width"], int(m["size"]))
            rows.setdefault(key, {})[m["impl"]] = gbps(b)
    return rows


def peer_rows(peers):
    """(work, width, size) -> {"torch": (GB/s, impl), "numpy": (GB/s, impl)}, the faster impl of each."""
    rows = {}
    for r in peers:
        if r["work"] == "add_custom":
            continue  # an operator-level record (print_operators)
        family = r["impl"].split(".")[0]
        key = (r["work"], str(r["width"]), int(r["size"]))
        best = rows.setdefault(key, {}).get(family)
        if best is None or r["gbps"] > best[0]:
            rows[key][family] = (r["gbps"], r["impl"])
    return rows


def ratio(a, b):
    return a / b if a is not None and b else None


def fmt(v, digits=2):
    if v is None:
        return "-"
    return f"{v:.{digits}f}" if v < 100 else f"{v:.0f}"


def size_text(size):
    return f"{size // 1024} KiB"


def build_table(ours, peers):
    table = []
    order = {w: i for i, (w, _) in enumerate(WORKS)}
    for key in sorted(ours, key=lambda k: (order.get(k[0], 99), k[1], k[2])):
        work, width, size = key
        impls = ours[key]
        peer = peers.get(key, {})
        torch = peer.get("torch", (None, None))
        numpy = peer.get("numpy", (None, None))
        row = {
            "work": work, "width": width, "size": size,
            "ours": impls.get("best"), "loop": impls.get("loop"), "reference": impls.get("reference"),
            "torch": torch[0], "torch_impl": torch[1], "numpy": numpy[0], "numpy_impl": numpy[1],
            "memcpy": impls.get("memcpy"),
            "targets": {k: v for k, v in impls.items() if k not in ("best", "loop", "reference", "memcpy")},
        }
        row["ours/loop"] = ratio(row["ours"], row["loop"])
        row["ours/torch"] = ratio(row["ours"], row["torch"])
        row["ours/memcpy"] = ratio(row["ours"], row["memcpy"])
        table.append(row)
    return table


def print_table(table, out):
    labels = dict(WORKS)
    header = ["work item", "type", "size", "ours GB/s", "loop GB/s", "torch GB/s", "numpy GB/s",
              "memcpy GB/s", "ours/loop", "ours/torch", "ours/memcpy", "model GB/s"]
    lines = []
    for r in table:
        lines.append([labels.get(r["work"], r["work"]), r["width"], size_text(r["size"]),
                      fmt(r["ours"]), fmt(r["loop"]), fmt(r["torch"]), fmt(r["numpy"]), fmt(r["memcpy"]),
                      fmt(r["ours/loop"], 1), fmt(r["ours/torch"], 1), fmt(r["ours/memcpy"], 2),
                      fmt(r["reference"])])
    widths = [max(len(header[i]), *(len(l[i]) for l in lines)) if lines else len(header[i])
              for i in range(len(header))]
    def line(cells):
        return "| " + " | ".join(c.ljust(w) if i < 3 else c.rjust(w)
                                 for i, (c, w) in enumerate(zip(cells, widths))) + " |"
    print(line(header), file=out)
    print("|" + "|".join(("-" * (w + 1) + ":") if i >= 3 else "-" * (w + 2)
                         for i, w in enumerate(widths)) + "|", file=out)
    for l in lines:
        print(line(l), file=out)


def print_targets(table, out):
    rows = [r for r in table if r["targets"]]
    if not rows:
        return
    names = []
    for r in rows:
        for t in r["targets"]:
            if t not in names:
                names.append(t)
    print("\nPer target, GB/s (the table's 'ours' is the dispatched choice):", file=out)
    print("  " + "work item".ljust(34) + "".join(n.rjust(9) for n in names), file=out)
    labels = dict(WORKS)
    for r in rows:
        label = f"{labels.get(r['work'], r['work'])} {r['width']} {size_text(r['size'])}"
        print("  " + label.ljust(34) + "".join(fmt(r["targets"].get(n)).rjust(9) for n in names), file=out)


def operators(benchmarks):
    ops = {}
    for name, b in benchmarks.items():
        m = OPERATOR_RE.match(name)
        if m:
            ops.setdefault(m["op"], {})[(int(m["blocks"]), int(m["threads"]))] = gbps(b)
    return ops


def print_operators(ops, out, peers=()):
    if not ops:
        return
    print("\nOperators (seed kernels, ~96 KiB GM input per block), GB/s of GM input, wall time:", file=out)
    blocks = sorted({b for v in ops.values() for b, _ in v})
    print("  " + "operator".ljust(14) + "".join(f"{b:>4} blk 1T/2T".rjust(18) for b in blocks)
          + "  scaling at 40", file=out)
    for op, v in sorted(ops.items()):
        cells = "".join(f"{fmt(v.get((b, 1)))}/{fmt(v.get((b, 2)))}".rjust(18) for b in blocks)
        scale = ratio(v.get((max(blocks), 2)), v.get((max(blocks), 1)))
        print("  " + op.ljust(14) + cells + f"  {fmt(scale)}x", file=out)
    torch_add = [r for r in peers if r["work"] == "add_custom"]
    ours = ops.get("AddCustom", {})
    if torch_add and ours:
        r = torch_add[0]
        best = max((v for (b, t), v in ours.items() if b == 40 and v), default=None)
        print(f"  AddCustom at 40 blocks (best of 1T/2T) vs {r['impl']} on the same data: "
              f"{fmt(best)} vs {fmt(r['gbps'])} GB/s = {fmt(ratio(best, r['gbps']))}x", file=out)


def thresholds(benchmarks):
    curves = {}
    for name, b in benchmarks.items():
        m = THRESHOLD_RE.match(name)
        if m:
            curves.setdefault(m["api"], {}).setdefault(int(m["size"]), {})[int(m["split"])] = gbps(b)
    return curves


def print_thresholds(curves, out):
    if not curves:
        return
    print("\nSplitting one call over threads: split/serial speed by size (>1: the split pays):", file=out)
    for api, by_size in sorted(curves.items()):
        cells = []
        first_win = None
        for size in sorted(by_size):
            r = ratio(by_size[size].get(1), by_size[size].get(0))
            cells.append(f"{size_text(size)} {fmt(r)}")
            if r is not None and r > 1.05 and first_win is None:
                first_win = size
        print(f"  {api}: " + ", ".join(cells), file=out)
        print(f"    first size where the split wins by >5%: {size_text(first_win) if first_win else 'none'}",
              file=out)


def reg_ops(benchmarks):
    ops = {}
    for name, b in benchmarks.items():
        m = REG_OP_RE.match(name)
        if m and "ns_per_op" in b:
            ops.setdefault(m["op"], {})[m["way"]] = b["ns_per_op"]
    return ops


def print_reg_ops(ops, out):
    if not ops:
        return
    ways = ["surface", "dispatch"] + sorted({w for v in ops.values() for w in v} - {"surface", "dispatch", "static"}) \
        + ["static"]
    print("\nReg layer, ns per 256-byte op (surface: Ascend C call; dispatch: the library's dispatched kernel; "
          "<target>: that target's kernel bound directly; static: HWY_STATIC_DISPATCH on the default flags; "
          "inline: Reg operations in a vector function at the best level, checks included; raw: the same loop "
          "of unchecked vector moves):",
          file=out)
    print("  " + "op".ljust(26) + "".join(w.rjust(10) for w in ways), file=out)
    for op, v in sorted(ops.items()):
        print("  " + op.ljust(26) + "".join(fmt(v.get(w)).rjust(10) for w in ways), file=out)


def plot(table, path, machine):
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print(f"matplotlib not available: {path} not written", file=sys.stderr)
        return False
    rows = [r for r in table if r["torch"] is not None or r["numpy"] is not None]
    sizes = sorted({r["size"] for r in rows})
    if not rows:
        return False
    labels = dict(WORKS)
    series = [("ours", "ours (dispatched)"), ("loop", "plain C++ loop"), ("torch", "PyTorch"),
              ("numpy", "NumPy")]
    fig, axes = plt.subplots(1, len(sizes), figsize=(6 * len(sizes), 5), sharey=True, squeeze=False)
    for ax, size in zip(axes[0], sizes):
        items = [r for r in rows if r["size"] == size]
        x = range(len(items))
        width = 0.8 / len(series)
        for i, (key, name) in enumerate(series):
            ax.bar([p + (i - (len(series) - 1) / 2) * width for p in x],
                   [r[key] or 0 for r in items], width, label=name)
        ax.set_xticks(list(x))
        ax.set_xticklabels([f"{labels[r['work']]}\n{r['width']}" for r in items], rotation=60, ha="right",
                           fontsize=8)
        ax.set_yscale("log")
        ax.set_title(f"{size_text(size)} of source data")
        ax.grid(axis="y", which="both", alpha=0.3)
    axes[0][0].set_ylabel("GB/s, one thread (log)")
    axes[0][0].legend(fontsize=8)
    fig.suptitle(f"ascendc-host vs PyTorch / NumPy — {machine}", fontsize=10)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    return True


def machine_text(context):
    cpus = context.get("num_cpus", "?")
    mhz = context.get("mhz_per_cpu", "?")
    return f"{cpus} CPUs @ {mhz} MHz, {context.get('host_name', '')}".rstrip(", ")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--ours", required=True, help="Google Benchmark JSON of ascendc_host_bench")
    parser.add_argument("--peers", help="JSON of bench/peers.py (columns stay empty without it)")
    parser.add_argument("--out", required=True, help="directory for report.json and report.png")
    parser.add_argument("--machine", default="", help="machine description for the chart title")
    args = parser.parse_args()

    context, benchmarks = load_benchmarks(args.ours)
    peers = []
    if args.peers and os.path.exists(args.peers):
        with open(args.peers) as f:
            peers = json.load(f)
    table = build_table(ours_rows(benchmarks), peer_rows(peers))
    if not table:
        sys.exit("no BM_Report results in " + args.ours)

    out = sys.stdout
    machine = args.machine or machine_text(context)
    print(f"ascendc-host vs peers, one thread, GB/s of source data ({machine})\n", file=out)
    print_table(table, out)
    print("\nloop: a plain C++ loop of the same work, -O3, one thread. model: the checked scalar reference (a"
          " correctness model, not a peer).\ntorch: the faster of torch.index_select / torch.gather for Gather;"
          " torch.add / mul / maximum / fill_ (out=) for the vector APIs; numpy: take / put / compress / add /"
          " multiply / maximum / fill.", file=out)
    print_targets(table, out)
    ops = operators(benchmarks)
    print_operators(ops, out, peers)
    curves = thresholds(benchmarks)
    print_thresholds(curves, out)
    regs = reg_ops(benchmarks)
    print_reg_ops(regs, out)

    os.makedirs(args.out, exist_ok=True)
    report = {
        "machine": machine, "context": context, "table": table, "peers": peers,
        "operators": {op: {f"{b}x{t}": v for (b, t), v in d.items()} for op, d in ops.items()},
        "thresholds": {api: {str(s): {str(k): v for k, v in d.items()} for s, d in c.items()}
                       for api, c in curves.items()},
        "reg_ns_per_op": regs,
        "ours_raw": {name: b for name, b in benchmarks.items()},
    }
    with open(os.path.join(args.out, "report.json"), "w") as f:
        json.dump(report, f, indent=1)
    png = os.path.join(args.out, "report.png")
    if plot(table, png, machine):
        print(f"\nwrote {os.path.join(args.out, 'report.json')} and {png}", file=out)


if __name__ == "__main__":
    main()
