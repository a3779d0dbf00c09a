// The checked pointer-level Gather (bounds from one offset summary) against
// the trusted kernel it wraps, its scalar-reference twin on a UB image,
// and memcpy of the same bytes; plus the cost of cross-check mode on a
// surface Gather.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <cstring>
#include <random>
#include <vector>

#include "ascendc_host/checked_kernels.h"
#include "ascendc_host/kernels.h"
#include "kernel_operator.h"
#include "reference/gather.h"

namespace {

struct Data {
  std::vector<uint32_t> src, dst, offsets;
  explicit Data(size_t n) : src(n), dst(n), offsets(n) {
    std::mt19937_64 rng(7);
    for (auto& v : src) v = static_cast<uint32_t>(rng());
    for (auto& o : offsets) o = static_cast<uint32_t>(rng() % n) * 4;
  }
};

void SetBytes(benchmark::State& state, size_t n) {
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * n * 4));
}

void BM_CheckedGatherU32(benchmark::State& state) {
  const size_t n = state.range(0);
  Data d(n);
  for (auto _ : state) {
    ascendc_host::checked::Gather(d.src.data(), n * 4, d.offsets.data(), n, d.dst.data(), n * 4, 4);
    benchmark::DoNotOptimize(d.dst.data());
  }
  SetBytes(state, n);
}

void BM_TrustedKernelGatherU32(benchmark::State& state) {
  const size_t n = state.range(0);
  Data d(n);
  for (auto _ : state) {
    ascendc_host::kernels::GatherByOffsets(reinterpret_cast<const uint8_t*>(d.src.data()), d.offsets.data(), n,
                                           ascendc_host::kernels::OffsetMap{}, d.dst.data());
    benchmark::DoNotOptimize(d.dst.data());
  }
  SetBytes(state, n);
}

void BM_OffsetSummaryOnlyU32(benchmark::State& state) {
  const size_t n = state.range(0);
  Data d(n);
  for (auto _ : state)
    benchmark::DoNotOptimize(ascendc_host::kernels::SummarizeOffsets(d.offsets.data(), n, ascendc_host::kernels::OffsetMap{}));
  SetBytes(state, n);
}

// Scalar-reference twin: the same gather on a UB image (src, offsets, dst laid out in it).
void BM_ReferenceGatherU32(benchmark::State& state) {
  const size_t n = state.range(0);
  Data d(n);
  std::vector<uint8_t> image(n * 12);
  std::memcpy(image.data(), d.src.data(), n * 4);
  std::memcpy(image.data() + n * 4, d.offsets.data(), n * 4);
  const ascendc_host::reference::Ub ub(image.data(), static_cast<uint32_t>(image.size()));
  for (auto _ : state) {
    ascendc_host::reference::GatherCount(ub, ascendc_host::Profile::kP950, 4, static_cast<uint32_t>(n * 8), 0,
                                         static_cast<uint32_t>(n * 4), 0, static_cast<uint32_t>(n));
    benchmark::DoNotOptimize(image.data());
  }
  SetBytes(state, n);
}

void BM_MemcpyU32(benchmark::State& state) {
  const size_t n = state.range(0);
  Data d(n);
  for (auto _ : state) {
    std::memcpy(d.dst.data(), d.src.data(), n * 4);
    benchmark::DoNotOptimize(d.dst.data());
  }
  SetBytes(state, n);
}

// A surface Gather of 16 KiB in UB with cross-check mode off and on.
void BM_SurfaceGatherVerify(benchmark::State& state) {
  const bool verify = state.range(0) != 0;
  constexpr uint32_t n = 4096;
  ascendc_host::runtime::ResetDefaultCore();
  auto& core = ascendc_host::runtime::CurrentCore();
  auto at = [&](uint32_t address) {
    return AscendC::LocalTensor<uint32_t>::FromUb(reinterpret_cast<uint32_t*>(core.ub + address), n,
                                                  AscendC::TPosition::VECCALC, 0, 0);
  };
  const auto src = at(0), offsets = at(n * 4), dst = at(n * 8);
  std::mt19937_64 rng(3);
  for (uint32_t k = 0; k < n; ++k) offsets.SetValue(k, static_cast<uint32_t>(rng() % n) * 4);
  ascendc_host::ScopedVerifyMode mode(verify);
  for (auto _ : state) AscendC::Gather(dst, src, offsets, 0u, n);
  SetBytes(state, n);
}

BENCHMARK(BM_CheckedGatherU32)->Arg(2048)->Arg(16384)->Arg(49152);
BENCHMARK(BM_TrustedKernelGatherU32)->Arg(2048)->Arg(16384)->Arg(49152);
BENCHMARK(BM_OffsetSummaryOnlyU32)->Arg(2048)->Arg(16384)->Arg(49152);
BENCHMARK(BM_ReferenceGatherU32)->Arg(2048)->Arg(16384)->Arg(49152);
BENCHMARK(BM_MemcpyU32)->Arg(2048)->Arg(16384)->Arg(49152);
BENCHMARK(BM_SurfaceGatherVerify)->Arg(0)->Arg(1);

}  // namespace
