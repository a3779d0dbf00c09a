// GatherMask kernels vs the scalar reference vs a plain scalar loop vs
// memcpy, on the same work. bytes_per_second counts source bytes (as the
// peers in bench/peers.py do).
//
//   *_UserPattern/<bytes>      random pattern, 50% kept (Counter mode: one
//                              repeat over all elements)
//   *_UserPatternDensity/<pct> 64 KiB at 1/50/99 % kept
//   *_Builtin/<id>             64 KiB, Normal mode, repeats back to back
//   BM_GatherMaskThreads/<bytes>/<threshold>  the count -> scan -> write split
//                              against serial, to place the threshold
#include <cstring>
#include <random>
#include <vector>

#include "ascendc_host/kernels.h"
#include "kernel_operator.h"
#include "bench_util.h"
#include "reference/gather_mask.h"

namespace {

namespace k = ascendc_host::kernels;
namespace ref = ascendc_host::reference;

// Single-thread numbers unless a benchmark asks for the split.
struct SerialScope {
  SerialScope() { k::SetGatherMaskParallelThreshold(~0ull); }
  ~SerialScope() { k::SetGatherMaskParallelThreshold(0); }
};

std::vector<uint8_t> RandomBits(size_t bytes, double density, uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::bernoulli_distribution bit(density);
  std::vector<uint8_t> v(bytes);
  for (auto& b : v)
    for (int i = 0; i < 8; ++i) b = static_cast<uint8_t>(b | (bit(rng) ? 1u << i : 0u));
  return v;
}

// One benchmark's operands: an image holding [src | pattern | dst] so the
// reference (which works on a UB byte image) sees the same data.
template <typename W>
struct Work {
  size_t n;
  std::vector<uint8_t> image;
  uint32_t src_at, pattern_at, dst_at;
  k::GatherMaskShape shape;
  uint64_t kept;
  ref::GatherMaskArgs args;

  Work(size_t source_bytes, bool tensor, uint8_t builtin_id, double density) : n(source_bytes / sizeof(W)) {
    const size_t pattern_bytes = (n + 7) / 8 + 32;
    src_at = 0;
    pattern_at = static_cast<uint32_t>(source_bytes);
    dst_at = static_cast<uint32_t>((source_bytes + pattern_bytes + 63) / 64 * 64);
    image.assign(dst_at + source_bytes + 64, 0);
    std::mt19937_64 rng(1);
    for (size_t i = 0; i < source_bytes; ++i) image[i] = static_cast<uint8_t>(rng());
    const auto bits = RandomBits(pattern_bytes, density, 2);
    std::memcpy(image.data() + pattern_at, bits.data(), bits.size());
    static constexpr uint8_t kBytes[8] = {0, 0x55, 0xAA, 0x11, 0x22, 0x44, 0x88, 0xFF};
    if (tensor) {
      // Counter mode, one repeat of n positions: the whole pattern is random.
      shape.positions = n;
      shape.block_stride = 32 / sizeof(W);
      shape.pattern = image.data() + pattern_at;
    } else {
      // Normal mode, repeats back to back.
      shape.repeats = n / (256 / sizeof(W));
      shape.positions = 256 / sizeof(W);
      shape.block_stride = 32 / sizeof(W);
      shape.repeat_stride = 256 / sizeof(W);
      shape.builtin_byte = kBytes[builtin_id];
    }
    kept = k::GatherMaskCount(shape, sizeof(W));
    args.element_bytes = sizeof(W);
    args.src0 = src_at;
    args.dst = dst_at;
    args.pattern_is_tensor = tensor;
    args.pattern = pattern_at;
    args.builtin_id = builtin_id;
    args.reduce_mode = tensor;
    args.mask = static_cast<uint32_t>(n);
    args.repeat_times = static_cast<uint16_t>(tensor ? 1 : shape.repeats);
    args.src1_repeat_stride = 0;
  }
  const W* src() const { return reinterpret_cast<const W*>(image.data() + src_at); }
  W* dst() { return reinterpret_cast<W*>(image.data() + dst_at); }
  uint64_t Ours() { return k::GatherMask(src(), dst(), shape, kept); }
  uint64_t Reference() {
    ref::Ub ub(image.data(), static_cast<uint32_t>(image.size()));
    ref::MaskMode mode = ref::MaskMode::kNormal;
    return ref::GatherMask(ascendc_host::Profile::kP950, ub, args, mode);
  }
  // What a user would write without the library: test each bit, copy.
  uint64_t ScalarLoop() {
    const W* s = src();
    W* d = dst();
    uint64_t out = 0;
    for (uint64_t r = 0; r < shape.repeats; ++r) {
      const W* base = s + r * shape.repeat_stride;
      for (uint64_t p = 0; p < shape.positions; ++p) {
        const uint8_t byte = shape.pattern ? shape.pattern[p / 8] : shape.builtin_byte;
        if ((byte >> (p % 8)) & 1) d[out++] = base[p];
      }
    }
    return out;
  }
};

enum class Impl { kOurs, kReference, kScalarLoop, kMemcpy };

template <typename W, Impl kImpl>
void RunWork(benchmark::State& state, Work<W>& w) {
  SerialScope serial;
  const size_t bytes = w.n * sizeof(W);
  for (auto _ : state) {
    uint64_t kept = 0;
    switch (kImpl) {
      case Impl::kOurs: kept = w.Ours(); break;
      case Impl::kReference: kept = w.Reference(); break;
      case Impl::kScalarLoop: kept = w.ScalarLoop(); break;
      case Impl::kMemcpy: std::memcpy(w.dst(), w.src(), bytes); break;
    }
    benchmark::DoNotOptimize(kept);
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, bytes);
  state.counters["kept"] = static_cast<double>(w.kept);
}

template <typename W, Impl kImpl>
void BM_UserPattern(benchmark::State& state) {
  Work<W> w(static_cast<size_t>(state.range(0)), true, 0, 0.5);
  RunWork<W, kImpl>(state, w);
}
template <typename W, Impl kImpl>
void BM_UserPatternDensity(benchmark::State& state) {
  Work<W> w(64 * 1024, true, 0, static_cast<double>(state.range(0)) / 100.0);
  RunWork<W, kImpl>(state, w);
}
template <typename W, Impl kImpl>
void BM_Builtin(benchmark::State& state) {
  Work<W> w(64 * 1024, false, static_cast<uint8_t>(state.range(0)), 0.0);
  RunWork<W, kImpl>(state, w);
}

void Densities(benchmark::internal::Benchmark* b) { b->Arg(1)->Arg(50)->Arg(99); }
void BuiltinIds(benchmark::internal::Benchmark* b) {
  for (int id = 1; id <= 7; ++id) b->Arg(id);
}

#define GATHER_MASK_WIDTH_BENCHMARKS(W, name)                                                               \
  BENCHMARK_TEMPLATE(BM_UserPattern, W, Impl::kOurs)->Name("BM_GatherMask" name "_UserPattern")->Apply(bench::UbSizes); \
  BENCHMARK_TEMPLATE(BM_UserPattern, W, Impl::kReference)                                                   \
      ->Name("BM_GatherMask" name "_UserPattern_Reference")                                                 \
      ->Apply(bench::UbSizes);                                                                              \
  BENCHMARK_TEMPLATE(BM_UserPattern, W, Impl::kScalarLoop)                                                  \
      ->Name("BM_GatherMask" name "_UserPattern_ScalarLoop")                                                \
      ->Apply(bench::UbSizes);                                                                              \
  BENCHMARK_TEMPLATE(BM_UserPattern, W, Impl::kMemcpy)->Name("BM_GatherMask" name "_Memcpy")->Apply(bench::UbSizes); \
  BENCHMARK_TEMPLATE(BM_UserPatternDensity, W, Impl::kOurs)                                                 \
      ->Name("BM_GatherMask" name "_UserPatternDensity")                                                    \
      ->Apply(Densities);                                                                                   \
  BENCHMARK_TEMPLATE(BM_Builtin, W, Impl::kOurs)->Name("BM_GatherMask" name "_Builtin")->Apply(BuiltinIds);  \
  BENCHMARK_TEMPLATE(BM_Builtin, W, Impl::kReference)->Name("BM_GatherMask" name "_Builtin_Reference")->Apply(BuiltinIds); \
  BENCHMARK_TEMPLATE(BM_Builtin, W, Impl::kScalarLoop)->Name("BM_GatherMask" name "_Builtin_ScalarLoop")->Apply(BuiltinIds)

GATHER_MASK_WIDTH_BENCHMARKS(uint8_t, "B8");
GATHER_MASK_WIDTH_BENCHMARKS(uint16_t, "B16");
GATHER_MASK_WIDTH_BENCHMARKS(uint32_t, "B32");

// The Ascend C call (validation, UB range checks, counting, dispatch) vs
// the kernel alone on the same Normal-mode work: repeats of 256 bytes with
// a pattern per repeat (src1RepeatStride 1). Arg = repeatTimes.
void SurfaceWork(benchmark::State& state, bool through_surface) {
  SerialScope serial;
  const uint16_t repeats = static_cast<uint16_t>(state.range(0));
  auto& core = ascendc_host::runtime::CurrentCore();
  std::mt19937_64 rng(5);
  for (uint32_t i = 0; i < 160 * 1024; ++i) core.ub[i] = static_cast<uint8_t>(rng());
  auto src0 = AscendC::LocalTensor<uint16_t>::FromUb(reinterpret_cast<uint16_t*>(core.ub), 128u * repeats,
                                                     AscendC::TPosition::VECIN, 0, 256u * repeats);
  auto pattern = AscendC::LocalTensor<uint16_t>::FromUb(reinterpret_cast<uint16_t*>(core.ub + 65536), 16u * repeats,
                                                        AscendC::TPosition::VECIN, 65536, 65536 + 32u * repeats);
  auto dst = AscendC::LocalTensor<uint16_t>::FromUb(reinterpret_cast<uint16_t*>(core.ub + 98304), 128u * repeats,
                                                    AscendC::TPosition::VECOUT, 98304, 98304 + 256u * repeats);
  k::GatherMaskShape shape;
  shape.repeats = repeats;
  shape.positions = 128;
  shape.block_stride = 16;
  shape.repeat_stride = 128;
  shape.pattern = core.ub + 65536;
  shape.pattern_repeat_stride = 32;
  const uint64_t kept = k::GatherMaskCount(shape, 2);
  for (auto _ : state) {
    uint64_t rsvd = 0;
    if (through_surface) {
      AscendC::GatherMask(dst, src0, pattern, false, 0, {1, repeats, 8, 1}, rsvd);
    } else {
      rsvd = k::GatherMask(reinterpret_cast<const uint16_t*>(core.ub), reinterpret_cast<uint16_t*>(core.ub + 98304),
                           shape, kept);
    }
    benchmark::DoNotOptimize(rsvd);
  }
  bench::SetBytes(state, 256ull * repeats);
}
void BM_GatherMaskB16_Surface(benchmark::State& state) { SurfaceWork(state, true); }
void BM_GatherMaskB16_SurfaceKernelOnly(benchmark::State& state) { SurfaceWork(state, false); }
BENCHMARK(BM_GatherMaskB16_Surface)->Arg(1)->Arg(8)->Arg(128);
BENCHMARK(BM_GatherMaskB16_SurfaceKernelOnly)->Arg(1)->Arg(8)->Arg(128);

// The threaded split vs serial on u16 user patterns: threshold 1 forces the
// split, ~0 forbids it.
void BM_GatherMaskThreads(benchmark::State& state) {
  Work<uint16_t> w(static_cast<size_t>(state.range(0)), true, 0, 0.5);
  k::SetGatherMaskParallelThreshold(state.range(1) ? 1 : ~0ull);
  for (auto _ : state) benchmark::DoNotOptimize(w.Ours());
  k::SetGatherMaskParallelThreshold(0);
  bench::SetBytes(state, w.n * 2);
}
BENCHMARK(BM_GatherMaskThreads)
    ->ArgsProduct({{64 * 1024, 192 * 1024, 512 * 1024, 1024 * 1024, 4096 * 1024}, {0, 1}})
    ->UseRealTime();

}  // namespace
