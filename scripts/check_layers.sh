#!/usr/bin/env bash
# Checks the include edges between the library's layers (README, "Layout").
# No build needed: it reads the quoted #include lines of include/ and src/.
#
#   runtime    include/ascendc_host/{config,error,checks,runtime,launch,ops}.h, src/runtime/
#   kernels    include/ascendc_host/{kernels.h,kernels/,target.h}, src/kernels/
#   reference  src/reference/                       (the scalar oracle)
#   verify     include/ascendc_host/verify.h, src/verify/   (cross-check mode)
#   surface    include/ascendc_host/{ascendc_host.h,ascendc/,asc_capi/}, compat/{register/,ascendc/host_api/} (the
#              host-side tiling declarations: header-mode structs)
#   fronts     include/ascendc_host/{checked_kernels,c_api,cpu_debug}.h, fronts/, compat/ (kernel_operator*.h,
#              tikicpulib.h, acl/, tiling/, utils/debug/, simt_api/, c_api/, kernel_tiling/, reg_compute/, basic_api/:
#              the entry points of user code), src/fronts/
#
# A layer may include itself and the layers listed for it below; anything
# else (an upward edge, or a file or include the map does not know) fails.
set -uo pipefail
cd "$(dirname "$0")/.."

declare -A allowed=(
  [runtime]="runtime"
  [kernels]="runtime kernels"
  [reference]="runtime reference"
  [verify]="runtime reference verify"
  [surface]="runtime kernels verify surface"
  [fronts]="runtime kernels verify surface fronts"
)

# Layer of a path relative to include/ or src/ (an #include spelling or a file).
layer_of() {
  local p=${1#include/}
  p=${p#src/}
  case "$p" in
    ascendc_host/config.h|ascendc_host/error.h|ascendc_host/checks.h|ascendc_host/runtime.h|ascendc_host/launch.h|ascendc_host/ops.h|\
    ascendc_host/runtime/*|runtime/*) echo runtime ;;
    ascendc_host/kernels.h|ascendc_host/kernels/*|ascendc_host/target.h|kernels/*) echo kernels ;;
    reference/*) echo reference ;;
    ascendc_host/verify.h|ascendc_host/verify/*|verify/*) echo verify ;;
    ascendc_host/ascendc_host.h|ascendc_host/ascendc/*|ascendc_host/asc_capi/*|register/*|ascendc_host/compat/register/*|\
    ascendc/host_api/*|ascendc_host/compat/ascendc/*) echo surface ;;
    ascendc_host/checked_kernels.h|ascendc_host/c_api.h|ascendc_host/cpu_debug.h|ascendc_host/fronts/*|\
    tikicpulib.h|cpu_debug_launch.h|acl/*|ascendc_host/compat/tikicpulib.h|ascendc_host/compat/cpu_debug_launch.h|\
    ascendc_host/compat/acl/*|fronts/*|kernel_operator.h|ascendc_host/compat/kernel_operator.h|tiling/*|\
    ascendc_host/compat/tiling/*|kernel_operator_*.h|ascendc_host/compat/kernel_operator_*.h|utils/debug/*|\
    ascendc_host/compat/utils/debug/*|simt_api/*|ascendc_host/compat/simt_api/*|c_api/*|ascendc_host/compat/c_api/*|\
    kernel_tiling/*|ascendc_host/compat/kernel_tiling/*|reg_compute/*|ascendc_host/compat/reg_compute/*|basic_api/*|\
    ascendc_host/compat/basic_api/*) echo fronts ;;
    *) echo unknown ;;
  esac
}

status=0 files=0 edges=0
while IFS= read -r file; do
  files=$((files + 1))
  from=$(layer_of "$file")
  if [ "$from" = unknown ]; then
    echo "check_layers: $file belongs to no layer (add it to the map in scripts/check_layers.sh)"
    status=1
    continue
  fi
  while IFS= read -r inc; do
    [ -z "$inc" ] && continue
    edges=$((edges + 1))
    to=$(layer_of "$inc")
    if [ "$to" = unknown ] || [[ " ${allowed[$from]} " != *" $to "* ]]; then
      echo "check_layers: $file ($from) includes \"$inc\" ($to): not an allowed edge"
      status=1
    fi
  done < <(sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$file")
done < <(find include src -type f \( -name '*.h' -o -name '*.cc' \) | sort)

[ $status -eq 0 ] && echo "check_layers: $files files, $edges includes, every edge allowed"
exit $status
