// Helpers shared by the benchmark suites.
#ifndef ASCENDC_HOST_BENCH_BENCH_UTIL_H_
#define ASCENDC_HOST_BENCH_BENCH_UTIL_H_

#include <benchmark/benchmark.h>

#include <cstdint>

namespace bench {

// UB-sized working sets: 8 KiB, 64 KiB, ~192 KiB.
inline void UbSizes(benchmark::internal::Benchmark* b) {
  b->Arg(8 * 1024)->Arg(64 * 1024)->Arg(192 * 1024);
}

inline void SetBytes(benchmark::State& state, uint64_t bytes_per_iteration) {
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * bytes_per_iteration));
}

}  // namespace bench

#endif  // ASCENDC_HOST_BENCH_BENCH_UTIL_H_
