// The DataCopy kernel vs its scalar reference vs memcpy, same bytes.
#include <cstring>
#include <vector>

#include "ascendc_host/kernels.h"
#include "bench_util.h"
#include "reference/copy.h"

namespace {

void BM_CopyBytes(benchmark::State& state) {
  const size_t n = static_cast<size_t>(state.range(0));
  std::vector<uint8_t> src(n, 1), dst(n);
  for (auto _ : state) {
    ascendc_host::kernels::CopyBytes(src.data(), dst.data(), n);
    benchmark::DoNotOptimize(dst.data());
  }
  bench::SetBytes(state, n);
}
BENCHMARK(BM_CopyBytes)->Apply(bench::UbSizes);

void BM_CopyBytes_Reference(benchmark::State& state) {
  const size_t n = static_cast<size_t>(state.range(0));
  std::vector<uint8_t> src(n, 1), dst(n);
  for (auto _ : state) {
    ascendc_host::reference::CopyBytes(src.data(), dst.data(), n);
    benchmark::DoNotOptimize(dst.data());
  }
  bench::SetBytes(state, n);
}
BENCHMARK(BM_CopyBytes_Reference)->Apply(bench::UbSizes);

void BM_Memcpy(benchmark::State& state) {
  const size_t n = static_cast<size_t>(state.range(0));
  std::vector<uint8_t> src(n, 1), dst(n);
  for (auto _ : state) {
    std::memcpy(dst.data(), src.data(), n);
    benchmark::DoNotOptimize(dst.data());
  }
  bench::SetBytes(state, n);
}
BENCHMARK(BM_Memcpy)->Apply(bench::UbSizes);

}  // namespace
