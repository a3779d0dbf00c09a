#!/usr/bin/env bash
# Installs what is missing, builds in Release and runs the main job: the seed
# operators end to end on the CPU, their results and a throughput table.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build --target ascendc_host_demo
build/examples/ascendc_host_demo "$@"
