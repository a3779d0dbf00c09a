// Scatter: ours (the safety summary + the dispatched kernel, what the
// surface runs) vs the scalar reference on the same image; memcpy of the
// same bytes is BM_Memcpy (copy_bench.cc) at the same sizes.
// bytes_per_second counts scattered data bytes. Offsets are a random
// permutation of the destination table (no duplicates). The mask forms stop
// at 255 repeats (~64 KiB), the hardware limit.
#include "ascendc_host/kernels.h"
#include "bench_util.h"
#include "offset_image.h"
#include "kernel_operator.h"
#include "reference/scatter.h"

namespace {

namespace ah = ascendc_host;
namespace kn = ascendc_host::kernels;
namespace ref = ascendc_host::reference;

using Image = bench::OffsetImage;

template <typename W>
Image MakeImage(size_t data_bytes) {
  return bench::MakeOffsetImage<W>(data_bytes, bench::OffsetKind::kPermutation, 11);
}

template <typename W>
kn::OffsetMap P950ScatterMap() {
  if (sizeof(W) == 1) return {~0u, 65535u};
  if (sizeof(W) == 2) return {~1u, 131070u};
  return {~static_cast<uint32_t>(sizeof(W) - 1), ~0u};
}

template <typename W>
void BM_ScatterCount(benchmark::State& state) {
  Image im = MakeImage<W>(static_cast<size_t>(state.range(0)));
  const auto map = P950ScatterMap<W>();
  const W* src = reinterpret_cast<const W*>(im.bytes.data() + im.src);
  for (auto _ : state) {
    benchmark::DoNotOptimize(kn::SummarizeOffsets(im.Offsets(), im.n, map));
    kn::ScatterByOffsets(src, im.Offsets(), im.n, map, im.bytes.data() + im.dst);
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, uint64_t{im.n} * sizeof(W));
}

template <typename W>
void BM_ScatterCount_Reference(benchmark::State& state) {
  Image im = MakeImage<W>(static_cast<size_t>(state.range(0)));
  const ref::Ub ub(im.bytes.data(), static_cast<uint32_t>(im.bytes.size()));
  for (auto _ : state) {
    ref::ScatterCount(ub, sizeof(W), im.dst, im.src, im.offsets, 0, im.n);
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, uint64_t{im.n} * sizeof(W));
}

template <typename W, bool kHoles>
void BM_ScatterMask(benchmark::State& state) {
  const auto plan = bench::MaskPlan<W>(static_cast<size_t>(state.range(0)), kHoles);
  Image im = MakeImage<W>(uint64_t{plan.repeats} * 256);
  const auto map = P950ScatterMap<W>();
  const W* src = reinterpret_cast<const W*>(im.bytes.data() + im.src);
  for (auto _ : state) {
    benchmark::DoNotOptimize(kn::SummarizeOffsets(im.Offsets(), plan, map));
    kn::ScatterByOffsets(src, im.Offsets(), plan, map, im.bytes.data() + im.dst);
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, uint64_t{plan.repeats} * 256);
}

template <typename W, bool kHoles>
void BM_ScatterMask_Reference(benchmark::State& state) {
  const auto plan = bench::MaskPlan<W>(static_cast<size_t>(state.range(0)), kHoles);
  Image im = MakeImage<W>(uint64_t{plan.repeats} * 256);
  const ref::Ub ub(im.bytes.data(), static_cast<uint32_t>(im.bytes.size()));
  ref::MaskArg mask;
  mask.bitwise = true;
  mask.words[0] = plan.active[0];
  mask.words[1] = plan.active[1];
  for (auto _ : state) {
    ref::ScatterMasked(ub, ref::MaskMode::kNormal, mask, sizeof(W), im.dst, im.src, im.offsets, 0, plan.repeats, 8);
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, uint64_t{plan.repeats} * 256);
}

BENCHMARK(BM_ScatterCount<uint8_t>)->Apply(bench::UbSizes);
BENCHMARK(BM_ScatterCount_Reference<uint8_t>)->Apply(bench::UbSizes);
BENCHMARK(BM_ScatterCount<uint16_t>)->Apply(bench::UbSizes);
BENCHMARK(BM_ScatterCount_Reference<uint16_t>)->Apply(bench::UbSizes);
BENCHMARK(BM_ScatterCount<uint32_t>)->Apply(bench::UbSizes);
BENCHMARK(BM_ScatterCount_Reference<uint32_t>)->Apply(bench::UbSizes);
BENCHMARK(BM_ScatterCount<uint64_t>)->Apply(bench::UbSizes);
BENCHMARK(BM_ScatterCount_Reference<uint64_t>)->Apply(bench::UbSizes);
BENCHMARK(BM_ScatterMask<uint16_t, false>)->Arg(8 * 1024)->Arg(64 * 1024);
BENCHMARK(BM_ScatterMask_Reference<uint16_t, false>)->Arg(8 * 1024)->Arg(64 * 1024);
BENCHMARK(BM_ScatterMask<uint32_t, false>)->Arg(8 * 1024)->Arg(64 * 1024);
BENCHMARK(BM_ScatterMask_Reference<uint32_t, false>)->Arg(8 * 1024)->Arg(64 * 1024);
BENCHMARK(BM_ScatterMask<uint64_t, false>)->Arg(8 * 1024)->Arg(64 * 1024);
BENCHMARK(BM_ScatterMask_Reference<uint64_t, false>)->Arg(8 * 1024)->Arg(64 * 1024);
BENCHMARK(BM_ScatterMask<uint16_t, true>)->Arg(8 * 1024)->Arg(64 * 1024);
BENCHMARK(BM_ScatterMask_Reference<uint16_t, true>)->Arg(8 * 1024)->Arg(64 * 1024);
BENCHMARK(BM_ScatterMask<uint32_t, true>)->Arg(8 * 1024)->Arg(64 * 1024);
BENCHMARK(BM_ScatterMask_Reference<uint32_t, true>)->Arg(8 * 1024)->Arg(64 * 1024);
BENCHMARK(BM_ScatterMask<uint64_t, true>)->Arg(8 * 1024)->Arg(64 * 1024);
BENCHMARK(BM_ScatterMask_Reference<uint64_t, true>)->Arg(8 * 1024)->Arg(64 * 1024);

}  // namespace
