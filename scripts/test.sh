#!/usr/bin/env bash
# Installs what is missing, builds and runs the whole test suite.
#
#   scripts/test.sh                 every stage below
#   scripts/test.sh release gcc     only those stages
#
# Every run first prints the basic-API coverage figure (scripts/api_coverage.sh).
#
# Stages:
#   layers    the include edges between the library's layers (no build;
#             scripts/check_layers.sh)
#   release   clang++-14 Release build, ctest (every kernel test runs once per
#             SIMD target this CPU supports; P950 and PA2 test binaries; the
#             installed-package consumer built with g++ and clang++; .asc
#             programs built from the installed package with ascendc-host-cc
#             and with CMake, tests/asc)
#   checked   the same binaries with ASCENDC_HOST_CHECK=1 (ERROR/WARN active)
#   gcc       g++ Debug build (headers and library with GCC; checked by default)
#   sanitize  ASan+UBSan build, whole suite
#   aarch64   cross build with g++-aarch64-linux-gnu; tests under qemu-aarch64
#             on cortex-a72 (NEON), max,sve128=on, max,sve256=on, max,sve512=on
#   fuzz      libFuzzer targets (one per API family) under ASan+UBSan, each
#             for FUZZ_SECONDS (default 20) from the seed corpus in fuzz/corpus
#   smoke     main job (results must be the documented ones) and a short
#             benchmark run (no timing is asserted)
#   torch     the PyTorch integration (scripts/torch_demo.sh with QUICK=1):
#             installs python3-torch, libtorch-dev, pytest; build, demo,
#             pytest suite, a 3-size benchmark
#   tsan      (advisory, not in the default list) the launcher and stream
#             tests (Launch*, CpuDebug*, AclStreams*) under ThreadSanitizer with tests/tsan.supp
#             for the uninstrumented TBB; reports are listed, never fail the run
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
JOBS=${JOBS:-$(nproc)}
stages=("$@")
[ ${#stages[@]} -eq 0 ] && stages=(layers release checked gcc sanitize aarch64 fuzz smoke torch)

extra=()
for s in "${stages[@]}"; do
  [ "$s" = aarch64 ] && extra+=(g++-aarch64-linux-gnu qemu-user)
  # clang's sanitizer and libFuzzer runtimes live in libclang-rt-14-dev.
  case "$s" in fuzz|sanitize|tsan) extra+=(libclang-rt-14-dev) ;; esac
  [ "$s" = torch ] && extra+=(python3-torch libtorch-dev python3-pytest python3-numpy python3-matplotlib)
done
if printf '%s\n' "${stages[@]}" | grep -qx aarch64; then
  if ! dpkg --print-foreign-architectures | grep -qx arm64; then
    sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo dpkg --add-architecture arm64
  fi
  extra+=(libhwy-dev:arm64 libtbb-dev:arm64 libgtest-dev:arm64 libbenchmark-dev:arm64)
fi
scripts/deps.sh "${extra[@]}" || exit 1

# The basic-API coverage figure, on every run (no build; scripts/api_coverage.sh).
scripts/api_coverage.sh --summary

passed=0; failed=0; failed_stages=()
log_dir="$ROOT/build-logs"; mkdir -p "$log_dir"

# Adds the counts of a ctest or gtest log to the totals.
count() {
  local log=$1 p f
  if grep -Eq "^[0-9]+ passed, [0-9]+ failed$" "$log"; then  # scripts/torch_demo.sh
    p=$(grep -E "^[0-9]+ passed, [0-9]+ failed$" "$log" | tail -1 | awk '{print $1}')
    f=$(grep -E "^[0-9]+ passed, [0-9]+ failed$" "$log" | tail -1 | awk '{print $3}')
  elif grep -q "tests passed, .* tests failed out of" "$log"; then
    f=$(grep -Eo "[0-9]+ tests failed out of [0-9]+" "$log" | tail -1 | awk '{print $1}')
    p=$(( $(grep -Eo "failed out of [0-9]+" "$log" | tail -1 | awk '{print $4}') - f ))
  else
    p=$(grep -Eo "^\[  PASSED  \] [0-9]+" "$log" | awk '{s+=$4} END {print s+0}')
    f=$(grep -Eo "^\[  FAILED  \] [0-9]+ tests?," "$log" | awk '{s+=$4} END {print s+0}')
  fi
  passed=$((passed + p)); failed=$((failed + f))
}

run_stage() {
  local name=$1; shift
  local start=$SECONDS log="$log_dir/$name.log"
  echo "=== stage $name"
  if "$@" >"$log" 2>&1; then
    echo "=== stage $name passed ($((SECONDS - start)) s)"
  else
    echo "=== stage $name FAILED ($((SECONDS - start)) s); last lines of $log:"
    tail -40 "$log"
    failed_stages+=("$name")
  fi
  count "$log"
  grep -E "tests passed|^\[  (PASSED|FAILED)  \]|^fuzz |^--- QEMU|^tsan: |^[0-9]+ passed, [0-9]+ failed$" "$log" | sed 's/^/    /'
}

configure_build() {  # dir, cmake args...
  local dir=$1; shift
  cmake -S "$ROOT" -B "$dir" -G Ninja "$@" && cmake --build "$dir" -j "$JOBS"
}

stage_layers() {
  scripts/check_layers.sh
}
stage_release() {
  configure_build build -DCMAKE_BUILD_TYPE=Release && (cd build && ctest --output-on-failure -j "$JOBS")
}
stage_checked() {
  [ -x build/tests/ascendc_host_tests ] || configure_build build -DCMAKE_BUILD_TYPE=Release || return 1
  (cd build && ASCENDC_HOST_CHECK=1 ctest --output-on-failure -j "$JOBS" -LE package)
}
stage_gcc() {
  configure_build build-gcc -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_COMPILER=g++ -DASCENDC_HOST_BUILD_BENCH=OFF &&
    (cd build-gcc && ctest --output-on-failure -j "$JOBS" -LE package)
}
stage_sanitize() {
  configure_build build-asan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DASCENDC_HOST_SANITIZE=address,undefined \
    -DASCENDC_HOST_BUILD_BENCH=OFF -DASCENDC_HOST_BUILD_EXAMPLES=OFF &&
    (cd build-asan && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
      ctest --output-on-failure -j "$JOBS" -LE package)
}
stage_aarch64() {
  configure_build build-aarch64 -DCMAKE_TOOLCHAIN_FILE="$ROOT/cmake/aarch64-linux-gnu.cmake" \
    -DCMAKE_BUILD_TYPE=Release -DASCENDC_HOST_BUILD_BENCH=OFF -DASCENDC_HOST_BUILD_EXAMPLES=OFF || return 1
  local rc=0
  for cpu in cortex-a72 max,sve128=on max,sve256=on max,sve512=on; do
    for bin in ascendc_host_tests ascendc_host_tests_pa2; do
      echo "--- QEMU_CPU=$cpu $bin"
      QEMU_CPU=$cpu qemu-aarch64 build-aarch64/tests/ascendc_host_info | grep target
      QEMU_CPU=$cpu qemu-aarch64 "build-aarch64/tests/$bin" --gtest_brief=1 || rc=1
    done
  done
  return $rc
}
stage_fuzz() {
  configure_build build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DASCENDC_HOST_SANITIZE=address,undefined \
    -DASCENDC_HOST_BUILD_FUZZERS=ON -DASCENDC_HOST_BUILD_TESTS=OFF -DASCENDC_HOST_BUILD_BENCH=OFF \
    -DASCENDC_HOST_BUILD_EXAMPLES=OFF || return 1
  local rc=0 fuzzer name work
  for fuzzer in build-fuzz/fuzz/*_fuzzer; do
    name=$(basename "$fuzzer")
    work=$(mktemp -d)
    [ -d "fuzz/corpus/$name" ] && cp -r "fuzz/corpus/$name/." "$work/"
    if "$fuzzer" -max_total_time="${FUZZ_SECONDS:-20}" -print_final_stats=1 "$work" >"$work.log" 2>&1; then
      echo "fuzz $name: $(grep -Eo 'number_of_executed_units: *[0-9]+' "$work.log" | grep -Eo '[0-9]+$') executions ran clean"
    else
      echo "fuzz $name: FINDING"; tail -30 "$work.log"; rc=1
    fi
    rm -rf "$work" "$work.log"
  done
  return $rc
}
stage_tsan() {
  # Advisory: Debian's TBB is not instrumented, so a report may be a false
  # positive the suppressions miss; the stage lists reports and passes.
  configure_build build-tsan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DASCENDC_HOST_SANITIZE=thread \
    -DASCENDC_HOST_BUILD_BENCH=OFF -DASCENDC_HOST_BUILD_EXAMPLES=OFF || { echo "tsan: build failed (advisory)"; return 0; }
  local log="$log_dir/tsan-tests.log"
  TSAN_OPTIONS="suppressions=$ROOT/tests/tsan.supp halt_on_error=0 second_deadlock_stack=1" \
    build-tsan/tests/ascendc_host_tests --gtest_filter='Launch*:CpuDebug*:AclStream*' >"$log" 2>&1
  local rc=$? reports
  reports=$(grep -c "WARNING: ThreadSanitizer" "$log")
  echo "tsan: gtest exit $rc, $reports ThreadSanitizer reports (advisory; details in $log)"
  grep -A12 "WARNING: ThreadSanitizer" "$log" | head -60
  return 0
}
stage_torch() {
  QUICK=1 scripts/torch_demo.sh
}
stage_smoke() {
  [ -x build/examples/ascendc_host_demo ] || configure_build build -DCMAKE_BUILD_TYPE=Release || return 1
  build/examples/ascendc_host_demo --quick &&
    build/bench/ascendc_host_bench --benchmark_min_time=0.002 --benchmark_filter='/8192$|^BM_Operator[A-Za-z]+/2/|^BM_RegOp/|^BM_Threshold[A-Za-z]+/8192/'
}

for s in "${stages[@]}"; do
  case "$s" in
    layers|release|checked|gcc|sanitize|aarch64|fuzz|smoke|tsan|torch) run_stage "$s" "stage_$s" ;;
    *) echo "unknown stage: $s"; failed_stages+=("$s") ;;
  esac
done

echo
[ ${#failed_stages[@]} -gt 0 ] && echo "failed stages: ${failed_stages[*]}"
echo "$passed passed, $failed failed"
[ ${#failed_stages[@]} -eq 0 ] && [ "$failed" -eq 0 ]
