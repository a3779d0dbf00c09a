// Basic Gather and Scatter: ours (the safety summary + the dispatched kernel,
// what the surface runs) vs the scalar reference on the same image; memcpy of
// the same bytes is BM_Memcpy (copy_bench.cc) at the same sizes.
// bytes_per_second counts moved data bytes. Gather's offsets are random over
// a source table as large as the data; Scatter's are a random permutation of
// the destination table (no duplicates). Working sets are given in bytes of
// data (8 KiB, 64 KiB, 192 KiB); the mask forms stop at 255 repeats
// (~64 KiB), the hardware limit. Every row is written once for both APIs and
// registered under the API's name (BM_GatherCount<uint16_t>,
// BM_ScatterMask<uint32_t, true>, ...).
#include <tbb/global_control.h>

#include <random>
#include <string>

#include "ascendc_host/kernels.h"
#include "bench_util.h"
#include "kernel_operator.h"
#include "offset_image.h"
#include "reference/gather.h"
#include "reference/scatter.h"

namespace {

namespace ah = ascendc_host;
namespace kn = ascendc_host::kernels;
namespace ref = ascendc_host::reference;
using ah::detail::OffsetApi;

using Image = bench::OffsetImage;

template <OffsetApi kApi, typename W>
Image MakeImage(size_t data_bytes) {
  if (kApi == OffsetApi::kGather) return bench::MakeOffsetImage<W>(data_bytes, bench::OffsetKind::kRandom, 7);
  return bench::MakeOffsetImage<W>(data_bytes, bench::OffsetKind::kPermutation, 11);
}

// The summary and the kernel call on the image for `shape` (the count or a
// repeat plan): src and dst of the image are the API's src and dst.
template <OffsetApi kApi, typename W, class Shape>
void TimeKernel(benchmark::State& state, Image& im, const Shape& shape) {
  const kn::OffsetMap map = bench::MapOf<W>(kApi);
  uint8_t* src = im.bytes.data() + im.src;
  uint8_t* dst = im.bytes.data() + im.dst;
  for (auto _ : state) {
    benchmark::DoNotOptimize(kn::SummarizeOffsets(im.Offsets(), shape, map));
    if constexpr (kApi == OffsetApi::kGather) {
      kn::GatherByOffsets(src, im.Offsets(), shape, map, reinterpret_cast<W*>(dst));
    } else {
      kn::ScatterByOffsets(reinterpret_cast<const W*>(src), im.Offsets(), shape, map, dst);
    }
    benchmark::ClobberMemory();
  }
}

template <OffsetApi kApi, typename W>
void BM_Count(benchmark::State& state) {
  Image im = MakeImage<kApi, W>(static_cast<size_t>(state.range(0)));
  TimeKernel<kApi, W>(state, im, size_t{im.n});
  bench::SetBytes(state, uint64_t{im.n} * sizeof(W));
}

// The same with oneTBB held to one thread: the single-core kernel speed.
template <OffsetApi kApi, typename W>
void BM_Count_OneThread(benchmark::State& state) {
  tbb::global_control one(tbb::global_control::max_allowed_parallelism, 1);
  BM_Count<kApi, W>(state);
}

template <OffsetApi kApi, typename W>
void BM_Count_Reference(benchmark::State& state) {
  Image im = MakeImage<kApi, W>(static_cast<size_t>(state.range(0)));
  const ref::Ub ub(im.bytes.data(), static_cast<uint32_t>(im.bytes.size()));
  for (auto _ : state) {
    if constexpr (kApi == OffsetApi::kGather) {
      ref::GatherCount(ub, ah::Profile::kP950, sizeof(W), im.dst, im.src, im.offsets, 0, im.n);
    } else {
      ref::ScatterCount(ub, sizeof(W), im.dst, im.src, im.offsets, 0, im.n);
    }
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, uint64_t{im.n} * sizeof(W));
}

template <OffsetApi kApi, typename W, bool kHoles>
void BM_Mask(benchmark::State& state) {
  const auto plan = bench::MaskPlan<W>(static_cast<size_t>(state.range(0)), kHoles);
  Image im = MakeImage<kApi, W>(uint64_t{plan.repeats} * 256);
  TimeKernel<kApi, W>(state, im, plan);
  bench::SetBytes(state, uint64_t{plan.repeats} * 256);
}

template <OffsetApi kApi, typename W, bool kHoles>
void BM_Mask_Reference(benchmark::State& state) {
  const auto plan = bench::MaskPlan<W>(static_cast<size_t>(state.range(0)), kHoles);
  Image im = MakeImage<kApi, W>(uint64_t{plan.repeats} * 256);
  const ref::Ub ub(im.bytes.data(), static_cast<uint32_t>(im.bytes.size()));
  ref::MaskArg mask;
  mask.bitwise = true;
  mask.words[0] = plan.active[0];
  mask.words[1] = plan.active[1];
  for (auto _ : state) {
    if constexpr (kApi == OffsetApi::kGather) {
      ref::GatherMasked(ub, ah::Profile::kP950, ref::MaskMode::kNormal, mask, sizeof(W), im.dst, im.src, im.offsets,
                        0, plan.repeats, 8);
    } else {
      ref::ScatterMasked(ub, ref::MaskMode::kNormal, mask, sizeof(W), im.dst, im.src, im.offsets, 0, plan.repeats, 8);
    }
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, uint64_t{plan.repeats} * 256);
}

// The memory-safety check alone (one vectorised pass over the offsets).
void BM_GatherSafetySummary(benchmark::State& state) {
  Image im = MakeImage<OffsetApi::kGather, uint32_t>(static_cast<size_t>(state.range(0)));
  const kn::OffsetMap map = bench::MapOf<uint32_t>(OffsetApi::kGather);
  for (auto _ : state) benchmark::DoNotOptimize(kn::SummarizeOffsets(im.Offsets(), im.n, map));
  bench::SetBytes(state, uint64_t{im.n} * 4);
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

template <typename W>
const char* WidthName() {
  switch (sizeof(W)) {
    case 1: return "uint8_t";
    case 2: return "uint16_t";
    case 4: return "uint32_t";
    default: return "uint64_t";
  }
}

// The rows of one API at one width: BM_<Api>Count<W> and its _Reference twin
// (Gather also _OneThread for b16/b32), and for b16..b64 BM_<Api>Mask<W, holes>
// and its twin.
template <OffsetApi kApi, typename W>
void RegisterRows() {
  const std::string api = std::string("BM_") + ah::detail::RulesOf(kApi).name;
  const std::string w = WidthName<W>();
  auto add = [](const std::string& name, void (*fn)(benchmark::State&)) {
    return benchmark::RegisterBenchmark(name.c_str(), fn);
  };
  add(api + "Count<" + w + ">", BM_Count<kApi, W>)->Apply(bench::UbSizes);
  if (kApi == OffsetApi::kGather && (sizeof(W) == 2 || sizeof(W) == 4))
    add(api + "Count_OneThread<" + w + ">", BM_Count_OneThread<kApi, W>)->Apply(bench::UbSizes);
  add(api + "Count_Reference<" + w + ">", BM_Count_Reference<kApi, W>)->Apply(bench::UbSizes);
  if (sizeof(W) == 1) return;  // the mask forms have no b8
  for (const bool holes : {false, true}) {
    const std::string args = "<" + w + (holes ? ", true>" : ", false>");
    add(api + "Mask" + args, holes ? BM_Mask<kApi, W, true> : BM_Mask<kApi, W, false>)->Arg(8 * 1024)->Arg(64 * 1024);
    add(api + "Mask_Reference" + args, holes ? BM_Mask_Reference<kApi, W, true> : BM_Mask_Reference<kApi, W, false>)
        ->Arg(8 * 1024)
        ->Arg(64 * 1024);
  }
}

template <OffsetApi kApi>
int RegisterApi() {
  RegisterRows<kApi, uint8_t>();
  RegisterRows<kApi, uint16_t>();
  RegisterRows<kApi, uint32_t>();
  RegisterRows<kApi, uint64_t>();
  return 0;
}

const int kGatherRows = RegisterApi<OffsetApi::kGather>();
const int kScatterRows = RegisterApi<OffsetApi::kScatter>();

BENCHMARK(BM_GatherSafetySummary)->Apply(bench::UbSizes);
BENCHMARK(BM_GatherSurfaceCount<half>)->Arg(8 * 1024)->Arg(32 * 1024);
BENCHMARK(BM_GatherSurfaceCount<float>)->Arg(8 * 1024)->Arg(64 * 1024);

}  // namespace
