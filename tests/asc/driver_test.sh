#!/usr/bin/env bash
# ascendc-host-cc as a user runs it, from the installed package:
#   driver_test.sh <install prefix> <scratch folder> <host compiler>
# Line numbers and diagnostics in the user's file, kernel errors at the
# synchronisation, architectures that must not mix, separate compilation,
# static and shared libraries, dependency files, options and their errors.
set -uo pipefail
prefix=$1 work=$2 cxx=$3
here=$(cd "$(dirname "$0")" && pwd)
cc="$prefix/bin/ascendc-host-cc --host-cxx=$cxx"
failures=0
rm -rf "$work" && mkdir -p "$work" && cd "$work" || exit 1

check() {  # description, command...: the command must succeed
  local what=$1; shift
  if "$@"; then echo "ok   $what"; else echo "FAIL $what"; failures=$((failures + 1)); fi
}
contains() { grep -qF -- "$2" <<<"$1"; }
count() { grep -oF -- "$2" <<<"$1" | wc -l; }

# --- line numbers: __FILE__/__LINE__ at run time, diagnostics at compile time
$cc "$here/driver/lines.asc" -o lines 2>&1
out=$(./lines)
check "__FILE__ and __LINE__ name the .asc line after a rewritten launch" [ "$out" = "$here/driver/lines.asc:18" ]
err=$($cc -c "$here/driver/lines.asc" -DBREAK_ON_LINE_22 -o broken.o 2>&1)
check "a compile error is reported at its line of the .asc" contains "$err" "lines.asc:22:"
check "no rewritten copy is named in diagnostics" bash -c "! grep -q 'ascendc-host-cc\.' <<<'$err'"
$cc -g -O0 "$here/driver/lines.asc" -o lines_g
check "debug line tables map code to the .asc lines (what gdb uses)" \
  bash -c "objdump --dwarf=decodedline lines_g | grep -Eq '^lines\.asc +17 '"

# --- an unqualified printf: the block prefix in a kernel, none in host code
out=$($cc --npu-arch=dav-2201 "$here/driver/hello_world.asc" -o hello_world 2>&1 && ./hello_world)
check "a kernel's printf prints each block's line with its prefix" \
  bash -c "for b in 0 1 2 3 4 5 6 7; do grep -qx \"\\[AIV Block \$b/8\\] Hello World!!!\" <<<'$out' || exit 1; done"
check "the host's printf prints its line as it is" bash -c "[ \"\$(tail -1 <<<'$out')\" = 'host done' ]"

# --- kernel errors: the synchronisation returns the code; printed once
out=$($cc "$here/driver/fault.asc" -o fault 2>&1 && ./fault 2>stderr.txt)
stderr=$(cat stderr.txt)
check "a kernel error comes back as ACL_ERROR_RT_AICORE_EXCEPTION" contains "$out" "rc=507015"
check "its message names the kernel and the block" bash -c "grep -q 'message=.*faulty.*block 2' <<<'$out'"
check "it was printed to stderr once" [ "$(count "$stderr" "outside the UB arena")" = 1 ]
check "the stream works after the error was reported" contains "$out" "again=0"

# --- one program, one architecture
$cc -c --npu-arch=dav-2201 "$here/driver/mixed_a.asc" -o mixed_a.o &&
  $cc -c --npu-arch=dav-3510 "$here/driver/mixed_b.asc" -o mixed_b.o &&
  $cc mixed_a.o mixed_b.o -o mixed
./mixed >/dev/null 2>mixed.txt
rc=$?
err=$(cat mixed.txt)
check "a program mixing dav-2201 and dav-3510 units refuses to start" [ "$rc" -ne 0 ]
check "the refusal names both units and both architectures" \
  bash -c "grep -q 'mixed_a.asc.*dav-2201' <<<'$err' && grep -q 'mixed_b.asc.*dav-3510' <<<'$err'"
$cc -c --npu-arch=dav-3510 "$here/driver/mixed_a.asc" -o same_a.o && $cc same_a.o mixed_b.o -o same
check "the same units compiled for one architecture run" ./same

# --- several files: one step, separate compilation, static and shared libraries
mf=$here/multi_file
check "one step: .asc and .cpp into one program" bash -c "$cc --npu-arch=dav-2201 '$mf/main.cpp' '$mf/kernel.asc' -o one && ./one | grep -q 'pass: 48 blocks, __NPU_ARCH__ 2201'"
check "separate compilation (-dc, -c) then link" bash -c "mkdir -p sub && cd sub && $cc -dc --npu-arch=dav-3510 '$mf/kernel.asc' -o kernel.o && $cc -c '$mf/main.cpp' -I'$mf' -o main.o && $cc kernel.o main.o -o two && ./two | grep -q 'pass: 56 blocks, __NPU_ARCH__ 3510'"
check "static library (-lib)" bash -c "$cc -lib '$mf/kernel.asc' -o libkernel.a && $cc '$mf/main.cpp' -L. -lkernel -o three && ./three | grep -q pass"
check "shared library (-shared -fPIC)" bash -c "$cc -shared -fPIC '$mf/kernel.asc' -o libkshared.so && $cc '$mf/main.cpp' -L. -lkshared -Wl,-rpath,'$work' -o four && ./four | grep -q pass"

# --- launches in a C++ source, through macros, two on a line
check "launches in a .cpp through macros" bash -c "$cc '$here/driver/macros.cpp' -o macros && [ \"\$(./macros)\" = '111 111 111 111 ' ]"

# --- dependency files name the user's source, not the rewritten copy
$cc -c "$here/driver/lines.asc" -MD -MT lines.o -MF lines.d -o lines.o
deps=$(cat lines.d)
check "the dependency file lists the .asc" contains "$deps" "$here/driver/lines.asc"
check "and the headers it includes" contains "$deps" "kernel_operator.h"
check "and not the rewritten copy" bash -c "! grep -q 'ascendc-host-cc\.' lines.d"

# --- -E: the launch is rewritten, the translation unit names the .asc
pre=$($cc -E "$here/driver/lines.asc")
check "-E shows the rewritten launch" contains "$pre" "AscKernelLaunch"

# --- options
err=$($cc --run-mode=npu -c "$here/driver/lines.asc" -o npu.o 2>&1)
check "--run-mode=npu says once that it runs on the CPU" [ "$(count "$err" "runs on this CPU")" = 1 ]
err=$($cc --run-mode=cpu -c "$here/driver/lines.asc" -o cpu.o 2>&1)
check "--run-mode=cpu says nothing" [ -z "$err" ]
err=$($cc --npu-arch=dav-2002 -c "$here/driver/lines.asc" -o x.o 2>&1)
check "an unsupported --npu-arch is an error naming the supported ones" \
  bash -c "grep -q 'dav-2002 is not supported' <<<'$err' && grep -q 'dav-3510' <<<'$err'"
err=$($cc -c "$here/simt_quickstart/simt_kernels.asc" -o x.o 2>&1)
check "a SIMT source without --enable-simt is an error naming the option" contains "$err" "need --enable-simt"
check "--enable-simt compiles it" $cc --enable-simt -c "$here/simt_quickstart/simt_kernels.asc" -o x.o
# The SIMT and debug headers by their bare names, as the SIMT samples include them.
printf '#include "asc_simt.h"\n#include "asc_printf.h"\n#include "asc_assert.h"\n__global__ void k(int* p) { p[threadIdx.x] = 1; }\n' > bare.asc
check "asc_simt.h, asc_printf.h and asc_assert.h are found by their bare names" $cc --enable-simt -c bare.asc -o bare.o
err=$($cc --cce-auto-sync -c "$here/driver/lines.asc" -o x.o 2>&1)
check "--cce-* options are accepted and noted" contains "$err" "--cce-auto-sync has no effect"
check "-x asc compiles a .cpp as Ascend C" bash -c "cp '$here/driver/lines.asc' as_cpp.cpp && $cc -x asc as_cpp.cpp -o as_cpp && ./as_cpp | grep -q 'as_cpp.cpp:18'"
check "--npu-soc selects the architecture" bash -c "$cc --npu-soc=Ascend910B3 '$mf/main.cpp' '$mf/kernel.asc' -o soc && ./soc | grep -q '__NPU_ARCH__ 2201'"

echo "driver_test: $failures failure(s)"
[ "$failures" -eq 0 ]
