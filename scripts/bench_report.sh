#!/usr/bin/env bash
# The peer comparison in one command: builds ascendc_host_bench in Release,
# runs our benchmarks and the PyTorch/NumPy peers (bench/peers.py) back to
# back on one thread, and prints one table (bench/report.py):
#
#   scripts/bench_report.sh [OUT_DIR]      (default: build-bench-report/results)
#
# OUT_DIR receives ours.json (Google Benchmark), peers.json, report.json
# (table + sections, ours and peers) and report.png (bar chart).
#
# Environment:
#   BUILD_DIR     build directory (default build-bench-report)
#   JOBS          parallel build jobs (default: nproc)
#   REPETITIONS   benchmark repetitions, the median is reported (default 3)
#   MIN_TIME      --benchmark_min_time per repetition, seconds (default 0.1)
#   FILTER        benchmarks to run (default: the table (the Reg copy and gather loops too),
#                 the operators, the split thresholds, the Reg per-op cost)
#   CMAKE_ARGS    extra configure arguments
#   MACHINE       machine description printed with the table
set -euo pipefail
cd "$(dirname "$0")/.."

build=${BUILD_DIR:-build-bench-report}
out=${1:-$build/results}
jobs=${JOBS:-$(nproc)}
repetitions=${REPETITIONS:-3}
min_time=${MIN_TIME:-0.1}
filter=${FILTER:-'^BM_Report/|^BM_Operator|^BM_Threshold|^BM_RegOp/'}

# The peers and the chart need PyTorch, NumPy and matplotlib from Debian.
scripts/deps.sh python3-numpy python3-torch python3-matplotlib

mkdir -p "$build"
generator=()
command -v ninja > /dev/null && generator=(-G Ninja)
# shellcheck disable=SC2086
cmake -S . -B "$build" "${generator[@]}" -DCMAKE_BUILD_TYPE=Release \
  -DASCENDC_HOST_BUILD_TESTS=OFF -DASCENDC_HOST_BUILD_EXAMPLES=OFF ${CMAKE_ARGS:-} > "$build/configure.log" ||
  { cat "$build/configure.log"; exit 1; }
cmake --build "$build" --target ascendc_host_bench -j "$jobs"

mkdir -p "$out"
echo "running ascendc_host_bench ($filter), $repetitions repetition(s)..." >&2
"$build/bench/ascendc_host_bench" --benchmark_filter="$filter" --benchmark_min_time="$min_time" \
  --benchmark_repetitions="$repetitions" --benchmark_report_aggregates_only="$([ "$repetitions" -gt 1 ] && echo true || echo false)" \
  --benchmark_out="$out/ours.json" --benchmark_out_format=json > "$out/ours.txt"
echo "running bench/peers.py..." >&2
/usr/bin/python3 bench/peers.py > "$out/peers.json"
/usr/bin/python3 bench/report.py --ours "$out/ours.json" --peers "$out/peers.json" --out "$out" \
  ${MACHINE:+--machine "$MACHINE"} | tee "$out/table.txt"
