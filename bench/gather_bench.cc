// Gather: ours (the safety summary + the dispatched kernel, what the surface
// runs) vs the scalar reference on the same image; memcpy of the same bytes
// is BM_Memcpy (copy_bench.cc) at the same sizes. bytes_per_second counts
// gathered data bytes. Offsets are random over a source table as large as
// the data. Working sets are given in bytes of data (8 KiB, 64 KiB,
// 192 KiB); the mask forms stop at 255 repeats (~64 KiB), the hardware limit.
#include <tbb/global_control.h>

#include <random>

#include "ascendc_host/kernels.h"
#include "bench_util.h"
#include "offset_image.h"
#include "kernel_operator.h"
#include "reference/gather.h"

namespace {

namespace ah = ascendc_host;
namespace kn = ascendc_host::kernels;
namespace ref = ascendc_host::reference;

using Image = bench::OffsetImage;

template <typename W>
Image MakeImage(size_t data_bytes) {
  return bench::MakeOffsetImage<W>(data_bytes, bench::OffsetKind::kRandom, 7);
}

template <typename W>
kn::OffsetMap P950GatherMap() {
  if (sizeof(W) == 1) return {0xFFFFu, ~0u};
  if (sizeof(W) == 2) return {0x1FFFEu, ~0u};
  return {~static_cast<uint32_t>(sizeof(W) - 1), ~0u};
}

template <typename W>
void BM_GatherCount(benchmark::State& state) {
  Image im = MakeImage<W>(static_cast<size_t>(state.range(0)));
  const auto map = P950GatherMap<W>();
  W* dst = reinterpret_cast<W*>(im.bytes.data() + im.dst);
  for (auto _ : state) {
    const auto summary = kn::SummarizeOffsets(im.Offsets(), im.n, map);
    benchmark::DoNotOptimize(summary);
    kn::GatherByOffsets(im.bytes.data() + im.src, im.Offsets(), im.n, map, dst);
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, uint64_t{im.n} * sizeof(W));
}

// The same with oneTBB held to one thread: the single-core kernel speed.
template <typename W>
void BM_GatherCount_OneThread(benchmark::State& state) {
  tbb::global_control one(tbb::global_control::max_allowed_parallelism, 1);
  BM_GatherCount<W>(state);
}

template <typename W>
void BM_GatherCount_Reference(benchmark::State& state) {
  Image im = MakeImage<W>(static_cast<size_t>(state.range(0)));
  const ref::Ub ub(im.bytes.data(), static_cast<uint32_t>(im.bytes.size()));
  for (auto _ : state) {
    ref::GatherCount(ub, ah::Profile::kP950, sizeof(W), im.dst, im.src, im.offsets, 0, im.n);
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, uint64_t{im.n} * sizeof(W));
}

// The memory-safety check alone (one vectorised pass over the offsets).
void BM_GatherSafetySummary(benchmark::State& state) {
  Image im = MakeImage<uint32_t>(static_cast<size_t>(state.range(0)));
  for (auto _ : state) benchmark::DoNotOptimize(kn::SummarizeOffsets(im.Offsets(), im.n, P950GatherMap<uint32_t>()));
  bench::SetBytes(state, uint64_t{im.n} * 4);
}

template <typename W, bool kHoles>
void BM_GatherMask(benchmark::State& state) {
  const auto plan = bench::MaskPlan<W>(static_cast<size_t>(state.range(0)), kHoles);
  Image im = MakeImage<W>(uint64_t{plan.repeats} * 256);
  const auto map = P950GatherMap<W>();
  W* dst = reinterpret_cast<W*>(im.bytes.data() + im.dst);
  for (auto _ : state) {
    benchmark::DoNotOptimize(kn::SummarizeOffsets(im.Offsets(), plan, map));
    kn::GatherByOffsets(im.bytes.data() + im.src, im.Offsets(), plan, map, dst);
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, uint64_t{plan.repeats} * 256);
}

template <typename W, bool kHoles>
void BM_GatherMask_Reference(benchmark::State& state) {
  const auto plan = bench::MaskPlan<W>(static_cast<size_t>(state.range(0)), kHoles);
  Image im = MakeImage<W>(uint64_t{plan.repeats} * 256);
  const ref::Ub ub(im.bytes.data(), static_cast<uint32_t>(im.bytes.size()));
  ref::MaskArg mask;
  mask.bitwise = true;
  mask.words[0] = plan.active[0];
  mask.words[1] = plan.active[1];
  for (auto _ : state) {
    ref::GatherMasked(ub, ah::Profile::kP950, ref::MaskMode::kNormal, mask, sizeof(W), im.dst, im.src, im.offsets, 0,
                      plan.repeats, 8);
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, uint64_t{plan.repeats} * 256);
}

// The whole surface call on a LocalTensor (all checks), 8 KiB of data.
template <typename T>
void BM_GatherSurfaceCount(benchmark::State& state) {
  ah::runtime::ResetDefaultCore();
  auto& core = ah::runtime::CurrentCore();
  const uint32_t n = static_cast<uint32_t>(state.range(0) / sizeof(T));
  auto at = [&](uint32_t address, auto tag) {
    using U = decltype(tag);
    return AscendC::LocalTensor<U>::FromUb(reinterpret_cast<U*>(core.ub + address), n, AscendC::TPosition::VECCALC, 0, 0);
  };
  auto offsets = at(0, uint32_t{});
  auto src = at(n * 4, T{});
  auto dst = at(n * 4 + n * sizeof(T), T{});
  std::mt19937_64 rng(3);
  for (uint32_t k = 0; k < n; ++k) offsets.SetValue(k, static_cast<uint32_t>(rng() % n) * sizeof(T));
  for (auto _ : state) {
    AscendC::Gather(dst, src, offsets, (uint32_t)0, n);
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, uint64_t{n} * sizeof(T));
}

BENCHMARK(BM_GatherCount<uint8_t>)->Apply(bench::UbSizes);
BENCHMARK(BM_GatherCount_Reference<uint8_t>)->Apply(bench::UbSizes);
BENCHMARK(BM_GatherCount<uint16_t>)->Apply(bench::UbSizes);
BENCHMARK(BM_GatherCount_OneThread<uint16_t>)->Apply(bench::UbSizes);
BENCHMARK(BM_GatherCount_Reference<uint16_t>)->Apply(bench::UbSizes);
BENCHMARK(BM_GatherCount<uint32_t>)->Apply(bench::UbSizes);
BENCHMARK(BM_GatherCount_OneThread<uint32_t>)->Apply(bench::UbSizes);
BENCHMARK(BM_GatherCount_Reference<uint32_t>)->Apply(bench::UbSizes);
BENCHMARK(BM_GatherCount<uint64_t>)->Apply(bench::UbSizes);
BENCHMARK(BM_GatherCount_Reference<uint64_t>)->Apply(bench::UbSizes);
BENCHMARK(BM_GatherSafetySummary)->Apply(bench::UbSizes);
BENCHMARK(BM_GatherMask<uint16_t, false>)->Arg(8 * 1024)->Arg(64 * 1024);
BENCHMARK(BM_GatherMask_Reference<uint16_t, false>)->Arg(8 * 1024)->Arg(64 * 1024);
BENCHMARK(BM_GatherMask<uint32_t, false>)->Arg(8 * 1024)->Arg(64 * 1024);
BENCHMARK(BM_GatherMask_Reference<uint32_t, false>)->Arg(8 * 1024)->Arg(64 * 1024);
BENCHMARK(BM_GatherMask<uint64_t, false>)->Arg(8 * 1024)->Arg(64 * 1024);
BENCHMARK(BM_GatherMask_Reference<uint64_t, false>)->Arg(8 * 1024)->Arg(64 * 1024);
BENCHMARK(BM_GatherMask<uint16_t, true>)->Arg(8 * 1024)->Arg(64 * 1024);
BENCHMARK(BM_GatherMask_Reference<uint16_t, true>)->Arg(8 * 1024)->Arg(64 * 1024);
BENCHMARK(BM_GatherMask<uint32_t, true>)->Arg(8 * 1024)->Arg(64 * 1024);
BENCHMARK(BM_GatherMask_Reference<uint32_t, true>)->Arg(8 * 1024)->Arg(64 * 1024);
BENCHMARK(BM_GatherMask<uint64_t, true>)->Arg(8 * 1024)->Arg(64 * 1024);
BENCHMARK(BM_GatherMask_Reference<uint64_t, true>)->Arg(8 * 1024)->Arg(64 * 1024);
BENCHMARK(BM_GatherSurfaceCount<half>)->Arg(8 * 1024)->Arg(32 * 1024);
BENCHMARK(BM_GatherSurfaceCount<float>)->Arg(8 * 1024)->Arg(64 * 1024);

}  // namespace
