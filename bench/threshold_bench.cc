// Where splitting one API call over oneTBB threads starts to pay: serial vs
// split on the same work, across sizes, wall time (2 threads available).
//
//   BM_ThresholdGather/<bytes>/<split>      count-mode Gather u32; split = 1
//                                           cuts the call into 16 KiB pieces
//                                           (the library's grain) on a
//                                           parallel_for, split = 0 runs it on
//                                           one thread
//   BM_ThresholdGatherMask/<bytes>/<split>  user-pattern GatherMask u16; the
//                                           library's count -> scan -> write
//                                           split forced on (1) or off (0)
//
// The library splits Gather from 32 KiB of data (Scatter never splits;
// src/kernels/gather_scatter.h) and GatherMask from 384 KiB of visited
// source (src/kernels/gather_mask.cc); the crossing of the two curves is
// the measured threshold.
#include <tbb/blocked_range.h>
#include <tbb/global_control.h>
#include <tbb/parallel_for.h>

#include <cstring>
#include <optional>
#include <random>
#include <vector>

#include "ascendc_host/kernels.h"
#include "bench_util.h"

namespace {

namespace kn = ascendc_host::kernels;

void ThresholdSizes(benchmark::internal::Benchmark* b) {
  for (int64_t kib : {8, 16, 32, 64, 128, 192, 256, 384, 512, 1024})
    for (int64_t split : {0, 1}) b->Args({kib * 1024, split});
  b->UseRealTime();
}

void BM_ThresholdGather(benchmark::State& state) {
  const uint32_t n = static_cast<uint32_t>(state.range(0) / 4);
  const bool split = state.range(1) != 0;
  std::vector<uint32_t> offsets(n), table(n), dst(n);
  std::mt19937_64 rng(3);
  for (auto& v : table) v = static_cast<uint32_t>(rng());
  for (auto& o : offsets) o = static_cast<uint32_t>(rng() % n) * 4;
  const kn::OffsetMap map{~3u, ~0u};
  const auto* base = reinterpret_cast<const uint8_t*>(table.data());
  // Pieces of 16 KiB stay below the library's own threshold, so the library
  // runs each piece serially and the split is exactly the one measured here.
  constexpr size_t kGrain = 16 * 1024 / 4;
  // Serial runs hold oneTBB to one thread for the whole measurement (a
  // global_control per call would cost more than a small gather).
  std::optional<tbb::global_control> serial;
  if (!split) serial.emplace(tbb::global_control::max_allowed_parallelism, 1);
  for (auto _ : state) {
    if (split) {
      tbb::parallel_for(tbb::blocked_range<size_t>(0, n, kGrain), [&](const tbb::blocked_range<size_t>& r) {
        kn::GatherByOffsets(base, offsets.data() + r.begin(), r.size(), map, dst.data() + r.begin());
      });
    } else {
      kn::GatherByOffsets(base, offsets.data(), n, map, dst.data());
    }
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, uint64_t{n} * 4);
}
BENCHMARK(BM_ThresholdGather)->Apply(ThresholdSizes);

void BM_ThresholdGatherMask(benchmark::State& state) {
  const size_t n = static_cast<size_t>(state.range(0) / 2);
  std::vector<uint16_t> src(n), dst(n);
  std::vector<uint8_t> pattern((n + 7) / 8);
  std::mt19937_64 rng(4);
  for (auto& v : src) v = static_cast<uint16_t>(rng());
  for (auto& p : pattern) p = static_cast<uint8_t>(rng());
  kn::GatherMaskShape shape;
  shape.positions = n;
  shape.block_stride = kn::ElementsPerBlock(2);
  shape.pattern = pattern.data();
  const uint64_t kept = kn::GatherMaskCount(shape, 2);
  kn::SetGatherMaskParallelThreshold(state.range(1) ? 1 : ~0ull);
  for (auto _ : state) benchmark::DoNotOptimize(kn::GatherMask(src.data(), dst.data(), shape, kept));
  kn::SetGatherMaskParallelThreshold(0);
  bench::SetBytes(state, n * 2);
}
BENCHMARK(BM_ThresholdGatherMask)->Apply(ThresholdSizes);

}  // namespace
