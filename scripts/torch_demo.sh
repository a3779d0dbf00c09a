#!/usr/bin/env bash
# The PyTorch integration end to end: installs what it needs from Debian
# (python3-torch, libtorch-dev, python3-pytest, python3-numpy,
# python3-matplotlib), builds integrations/torch, runs the demo, the pytest
# suite and the benchmark (table + PNG), and ends with "N passed, M failed".
#
#   scripts/torch_demo.sh                 everything
#   QUICK=1 scripts/torch_demo.sh         benchmark on 3 sizes only (CI)
#   NO_BENCH=1 scripts/torch_demo.sh      no benchmark
#
# Environment: BUILD_DIR (default build-torch), JOBS, OUT (benchmark output,
# default $BUILD_DIR/torch-bench).
set -uo pipefail
cd "$(dirname "$0")/.."
build=${BUILD_DIR:-build-torch}
jobs=${JOBS:-$(nproc)}
out=${OUT:-$build/torch-bench}
python=/usr/bin/python3  # Debian's interpreter: python3-torch installs there

scripts/deps.sh python3-torch libtorch-dev python3-pytest python3-numpy python3-matplotlib || exit 1

passed=0; failed=0
step() {  # name, command...: runs a step, counts it
  local name=$1; shift
  echo "=== $name"
  if "$@"; then passed=$((passed + 1)); else echo "=== $name FAILED"; failed=$((failed + 1)); fi
}

build() {
  mkdir -p "$build"
  cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DASCENDC_HOST_BUILD_TORCH=ON \
    -DASCENDC_HOST_BUILD_TESTS=OFF -DASCENDC_HOST_BUILD_BENCH=OFF -DASCENDC_HOST_BUILD_EXAMPLES=OFF \
    -DASCENDC_HOST_BUILD_TOOLS=OFF > "$build/configure.log" 2>&1 || { cat "$build/configure.log"; return 1; }
  cmake --build "$build" -j "$jobs" --target ascendc_host_torch ascendc_host_torch_testing
}
step build build || { echo "0 passed, 1 failed"; exit 1; }
export PYTHONPATH="$PWD/$build/python${PYTHONPATH:+:$PYTHONPATH}"
export ASCENDC_HOST_TORCH_BUILD="$PWD/$build/python"

step demo "$python" integrations/torch/demo.py

echo "=== pytest"
log=$(mktemp)
"$python" -m pytest -q -p no:cacheprovider integrations/torch/tests 2>&1 | tee "$log"
pytest_rc=${PIPESTATUS[0]}
p=$(grep -Eo "[0-9]+ passed" "$log" | tail -1 | awk '{print $1}')
f=$(grep -Eo "[0-9]+ (failed|error)" "$log" | awk '{s+=$1} END {print s+0}')
passed=$((passed + ${p:-0})); failed=$((failed + f))
[ "$pytest_rc" -ne 0 ] && [ "$f" -eq 0 ] && failed=$((failed + 1))  # pytest itself failed (collection, crash)
rm -f "$log"

if [ -z "${NO_BENCH:-}" ]; then
  step benchmark "$python" integrations/torch/bench/bench_ops.py --out "$out" ${QUICK:+--quick}
fi

echo
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
