// The implementations every vector compute benchmark row compares (see
// vector_bench.cc for the report's naming): ours on the default target and
// on each SIMD target, the plain loop, the reference model, memcpy.
#ifndef ASCENDC_HOST_BENCH_VECTOR_IMPLS_H_
#define ASCENDC_HOST_BENCH_VECTOR_IMPLS_H_

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include <benchmark/benchmark.h>

#include "ascendc_host/ops.h"
#include "ascendc_host/runtime.h"
#include "ascendc_host/target.h"
#include "reference/vector.h"

namespace bench {

// Forces one SIMD target for the kernels while alive.
class ScopedTarget {
 public:
  explicit ScopedTarget(int64_t target) { ascendc_host::target::Force(target); }
  ~ScopedTarget() { ascendc_host::target::Force(0); }
  ScopedTarget(const ScopedTarget&) = delete;
  ScopedTarget& operator=(const ScopedTarget&) = delete;
};

struct Impl {
  std::string name;
  int64_t target = 0;
  enum Kind { kOurs, kLoop, kReference, kMemcpy } kind = kOurs;
};

inline std::vector<Impl> VectorImpls() {
  std::vector<Impl> impls{{"best", 0, Impl::kOurs}};
  for (int64_t t : ascendc_host::target::Available()) {
    std::string name = ascendc_host::target::Name(t);
    std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return std::tolower(c); });
    impls.push_back({name, t, Impl::kOurs});
  }
  impls.push_back({"loop", 0, Impl::kLoop});
  impls.push_back({"reference", 0, Impl::kReference});
  impls.push_back({"memcpy", 0, Impl::kMemcpy});
  return impls;
}

// The memcpy row: moves `traffic` bytes (half read, half written) per
// iteration; bytes_per_second counts `operand_bytes`, like the other rows.
inline void RunMemcpyCase(benchmark::State& state, uint64_t traffic, uint64_t operand_bytes) {
  std::vector<uint8_t> from(traffic / 2, 1), to(traffic / 2);
  for (auto _ : state) {
    std::memcpy(to.data(), from.data(), to.size());
    benchmark::ClobberMemory();
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * operand_bytes));
}

// The reference model's row: the call `c` on the core's UB, repeatedly.
inline void RunReferenceCase(benchmark::State& state, ascendc_host::runtime::CoreState& core,
                             const ascendc_host::VectorCallDesc& c) {
  const ascendc_host::reference::Ub ub(core.ub, core.ub_bytes);
  for (auto _ : state) {
    ascendc_host::reference::RunVectorCall(ub, c);
    benchmark::ClobberMemory();
  }
}

// Registers BM_Report/<work>/f16 and /f32 for every implementation at the
// report's sizes (8 and 64 KiB); run(state, impl, bits) runs one case.
template <class Run>
void RegisterVectorReport(const std::string& work, const Run& run) {
  for (int bits : {16, 32}) {
    for (const Impl& impl : VectorImpls()) {
      const std::string name = "BM_Report/" + work + "/f" + std::to_string(bits) + "/" + impl.name;
      benchmark::RegisterBenchmark(name.c_str(), [run, impl, bits](benchmark::State& s) { run(s, impl, bits); })
          ->Arg(8 * 1024)
          ->Arg(64 * 1024);
    }
  }
}

}  // namespace bench

#endif  // ASCENDC_HOST_BENCH_VECTOR_IMPLS_H_
