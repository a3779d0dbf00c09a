#!/usr/bin/env bash
# Installs what is missing, builds and runs the whole test suite.
#
#   scripts/test.sh                 every stage below
#   scripts/test.sh release gcc     only those stages
#
# Every run first prints the basic-API coverage figure (scripts/api_coverage.sh).
#
# Stages (the default order runs the quick ones first, for the time budget below):
#   layers    the include edges between the library's layers (no build;
#             scripts/check_layers.sh)
#   release   clang++-14 Release build, ctest (every kernel test runs once per
#             SIMD target this CPU supports; P950 and PA2 test binaries; the
#             installed-package consumer built with g++ and clang++; .asc
#             programs built from the installed package with ascendc-host-cc
#             and with CMake, tests/asc)
#   checked   the same binaries with ASCENDC_HOST_CHECK=1 (ERROR/WARN active)
#   gcc       g++ Debug build (headers and library with GCC; checked by default),
#             the installed-package consumer included
#   sanitize  ASan+UBSan build, whole suite and the installed-package consumer;
#             any report aborts (the stage fails)
#   scalar    library and tests compiled for Highway's SCALAR target only
#             (HWY_COMPILE_ONLY_SCALAR), so its code paths cannot rot on x86
#   aarch64   cross builds of every target (library, tests, benchmarks,
#             fuzzers, tools, main job) with g++-aarch64-linux-gnu and with
#             clang++-14; tests under qemu-aarch64 on cortex-a72 (NEON),
#             max,sve128=on, max,sve256=on, max,sve512=on (g++), cortex-a72
#             (clang: NEON only with Highway 1.0.3); the fuzz corpus replayed
#   fuzz      libFuzzer targets (one per API family) under ASan+UBSan, each
#             for FUZZ_SECONDS (default 20) from the seed corpus in fuzz/corpus;
#             any sanitizer report is a finding
#   smoke     main job (results must be the documented ones) and a short
#             benchmark run (no timing is asserted)
#   torch     the PyTorch integration (scripts/torch_demo.sh with QUICK=1):
#             installs python3-torch, libtorch-dev, pytest; build, demo,
#             pytest suite, a 3-size benchmark
#   tsan      (not in the default list: the build takes minutes) the launcher,
#             sync and atomics tests under ThreadSanitizer with tests/tsan.supp
#             for the uninstrumented TBB; a report fails the stage
#
# TEST_TIME_BUDGET=<seconds> (.ci/run sets it): the whole run must end within
# it. layers, release and checked always run to the end; a later stage that
# would start with under a minute left, or is still running when the budget
# is spent, is stopped and listed as not finished (not as failed). On a
# machine whose compiler cache is warm every stage finishes well within it;
# on a fresh machine the first builds are cold (release alone takes about
# 35 minutes on 2 cores) and the last stages are left for the next run.
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
# ccache (used when installed) keys objects by paths relative to the
# checkout, so a clone in another folder reuses what an earlier clone built.
export CCACHE_BASEDIR="$ROOT" CCACHE_NOHASHDIR=1
JOBS=${JOBS:-$(nproc)}
stages=("$@")
[ ${#stages[@]} -eq 0 ] && stages=(layers release checked smoke gcc torch scalar fuzz sanitize aarch64)

extra=()
for s in "${stages[@]}"; do
  [ "$s" = aarch64 ] && extra+=(g++-aarch64-linux-gnu qemu-user libclang-rt-14-dev)
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

passed=0; failed=0; failed_stages=(); unfinished_stages=()
budget=${TEST_TIME_BUDGET:-0}
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
  local start=$SECONDS log="$log_dir/$name.log" rc=0
  echo "=== stage $name"
  case "$name" in
    layers|release|checked) "$@" >"$log" 2>&1 || rc=$? ;;
    *)
      if [ "$budget" -gt 0 ]; then
        local left=$((budget - SECONDS))
        if [ "$left" -lt 60 ]; then
          echo "=== stage $name NOT FINISHED: the time budget (${budget} s) is spent"
          unfinished_stages+=("$name")
          return
        fi
        # In its own process group, so that stopping it stops its builds and tests too.
        setsid bash -c '"$@"' bash "$@" >"$log" 2>&1 &
        local pid=$!
        ( sleep "$left"; kill -TERM -- "-$pid"; sleep 20; kill -KILL -- "-$pid" ) 2>/dev/null &
        local watchdog=$!
        disown "$watchdog"
        wait "$pid" || rc=$?
        pkill -P "$watchdog" 2>/dev/null
        kill "$watchdog" 2>/dev/null
        if [ $((SECONDS - start)) -ge "$left" ]; then
          echo "=== stage $name NOT FINISHED: stopped after $((SECONDS - start)) s, when the time budget (${budget} s) was spent"
          unfinished_stages+=("$name")
          return
        fi
      else
        "$@" >"$log" 2>&1 || rc=$?
      fi
      ;;
  esac
  if [ "$rc" -eq 0 ]; then
    echo "=== stage $name passed ($((SECONDS - start)) s)"
  else
    echo "=== stage $name FAILED ($((SECONDS - start)) s); last lines of $log:"
    tail -40 "$log"
    failed_stages+=("$name")
  fi
  count "$log"
  grep -E "tests passed|^\[  (PASSED|FAILED)  \]|^fuzz |^--- QEMU|^replay: |^launch stress: |^[0-9]+ passed, [0-9]+ failed$" "$log" | sed 's/^/    /'
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
    (cd build-gcc && ctest --output-on-failure -j "$JOBS")
}
sanitizer_env() {
  export ASAN_OPTIONS=detect_leaks=1:halt_on_error=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
}
stage_sanitize() {
  configure_build build-asan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DASCENDC_HOST_SANITIZE=address,undefined \
    -DASCENDC_HOST_BUILD_BENCH=OFF -DASCENDC_HOST_BUILD_EXAMPLES=OFF &&
    (cd build-asan && sanitizer_env && ctest --output-on-failure -j "$JOBS")
}
stage_scalar() {
  configure_build build-scalar -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS=-DHWY_COMPILE_ONLY_SCALAR \
    -DASCENDC_HOST_BUILD_BENCH=OFF -DASCENDC_HOST_BUILD_EXAMPLES=OFF -DASCENDC_HOST_BUILD_TOOLS=OFF &&
    build-scalar/tests/ascendc_host_info | grep -q "available targets: SCALAR$" &&
    (cd build-scalar && ctest --output-on-failure -j "$JOBS" -L 'p950|pa2')
}
# Runs the aarch64 test binaries of build dir $1 under qemu on CPUs $2...
run_aarch64_tests() {
  local dir=$1 rc=0 cpu bin; shift
  for cpu in "$@"; do
    for bin in ascendc_host_tests ascendc_host_tests_pa2; do
      echo "--- QEMU_CPU=$cpu $dir/$bin"
      QEMU_CPU=$cpu qemu-aarch64 "$dir/tests/ascendc_host_info" | grep target
      QEMU_CPU=$cpu qemu-aarch64 "$dir/tests/$bin" --gtest_brief=1 || rc=1
    done
  done
  return $rc
}
stage_aarch64() {
  local rc=0 fuzzer
  configure_build build-aarch64 -DCMAKE_TOOLCHAIN_FILE="$ROOT/cmake/aarch64-linux-gnu.cmake" \
    -DCMAKE_BUILD_TYPE=Release -DASCENDC_HOST_BUILD_FUZZERS=ON || return 1
  configure_build build-aarch64-clang -DCMAKE_TOOLCHAIN_FILE="$ROOT/cmake/aarch64-linux-gnu-clang.cmake" \
    -DCMAKE_BUILD_TYPE=Release -DASCENDC_HOST_BUILD_FUZZERS=ON -DASCENDC_HOST_FUZZ_ENGINE=replay || return 1
  run_aarch64_tests build-aarch64 cortex-a72 max,sve128=on max,sve256=on max,sve512=on || rc=1
  run_aarch64_tests build-aarch64-clang cortex-a72 || rc=1
  for fuzzer in build-aarch64/fuzz/*_fuzzer; do
    echo "--- replay $(basename "$fuzzer")"
    QEMU_CPU=max,sve256=on qemu-aarch64 "$fuzzer" "fuzz/corpus/$(basename "$fuzzer")" || rc=1
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
    if (sanitizer_env && "$fuzzer" -max_total_time="${FUZZ_SECONDS:-20}" -print_final_stats=1 "$work") >"$work.log" 2>&1; then
      echo "fuzz $name: $(grep -Eo 'number_of_executed_units: *[0-9]+' "$work.log" | grep -Eo '[0-9]+$') executions ran clean"
    else
      echo "fuzz $name: FINDING"; tail -30 "$work.log"; rc=1
    fi
    rm -rf "$work" "$work.log"
  done
  return $rc
}
stage_tsan() {
  configure_build build-tsan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DASCENDC_HOST_SANITIZE=thread \
    -DASCENDC_HOST_BUILD_BENCH=OFF -DASCENDC_HOST_BUILD_EXAMPLES=OFF || return 1
  # Debian's TBB is not instrumented: tests/tsan.supp hides the races TSan
  # cannot see through it; any other report stops the run with an error.
  TSAN_OPTIONS="suppressions=$ROOT/tests/tsan.supp halt_on_error=1 exitcode=66 second_deadlock_stack=1" \
    build-tsan/tests/ascendc_host_tests \
    --gtest_filter='Launch*:CpuDebug*:BlockSync*:GmAtomics*:InCoreSync*:NestedLaunch*:LaunchStress*'
}
stage_torch() {
  QUICK=1 scripts/torch_demo.sh
}
stage_smoke() {
  [ -x build/examples/ascendc_host_demo ] || configure_build build -DCMAKE_BUILD_TYPE=Release || return 1
  build/examples/ascendc_host_demo --quick &&
    build/bench/ascendc_host_bench --benchmark_min_time=0.002 --benchmark_filter='/8192$|^BM_Operator[A-Za-z]+/2/|^BM_RegOp/|^BM_Threshold[A-Za-z]+/8192/'
}

# A stage run under the time budget is a new bash (setsid): it needs the
# functions and settings above.
export -f $(declare -F | awk '{print $3}')
export ROOT JOBS log_dir

for s in "${stages[@]}"; do
  case "$s" in
    layers|release|checked|gcc|sanitize|scalar|aarch64|fuzz|smoke|tsan|torch) run_stage "$s" "stage_$s" ;;
    *) echo "unknown stage: $s"; failed_stages+=("$s") ;;
  esac
done

echo
[ ${#failed_stages[@]} -gt 0 ] && echo "failed stages: ${failed_stages[*]}"
[ ${#unfinished_stages[@]} -gt 0 ] && echo "stages not finished within the time budget: ${unfinished_stages[*]}"
echo "$passed passed, $failed failed"
[ ${#failed_stages[@]} -eq 0 ] && [ "$failed" -eq 0 ]
