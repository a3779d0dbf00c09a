// The cases behind the peer comparison table (scripts/bench_report.sh):
// each work item of bench/peers.py at 8 KiB, 64 KiB and 192 KiB of source
// data, u16 and u32, measured as
//
//   BM_Report/<work>/<width>/<impl>/<bytes>
//
// where <impl> is "best" (the dispatched choice), each target this CPU runs
// (avx3, avx2, sse4, ..., emu128), "loop" (a plain C++ loop of the same work,
// what a user would write, -O3, no checks), "reference" (the checked scalar
// model on the same image: not a peer) or "memcpy" (the same number of bytes
// copied: the ceiling).
// Every case runs on one thread, like the peers (torch.set_num_threads(1)),
// so the columns compare kernels rather than core counts. bytes_per_second
// counts source data bytes, the unit bench/peers.py reports.
//
//   gather    count-mode Gather, random offsets     <-> numpy.take, torch.index_select / torch.gather
//   scatter   count-mode Scatter, a permutation     <-> numpy.put, torch.scatter_
//   compress_random50      GatherMask, user pattern, 50% random bits
//                                                   <-> numpy.compress, torch.masked_select
//   compress_every_second  GatherMask, built-in pattern 2 (odd positions)
//                                                   <-> the same with an every-second mask
#include <tbb/global_control.h>

#include <algorithm>
#include <cctype>
#include <cstring>
#include <functional>
#include <numeric>
#include <random>
#include <string>
#include <vector>

#include "ascendc_host/kernels.h"
#include "ascendc_host/runtime.h"
#include "ascendc_host/target.h"
#include "bench_util.h"
#include "offset_image.h"
#include "reference/gather.h"
#include "reference/gather_mask.h"
#include "reference/scatter.h"

namespace {

namespace ah = ascendc_host;
namespace kn = ascendc_host::kernels;
namespace ref = ascendc_host::reference;

enum class Work { kGather, kScatter, kCompressRandom50, kCompressEverySecond };

const char* WorkName(Work w) {
  switch (w) {
    case Work::kGather: return "gather";
    case Work::kScatter: return "scatter";
    case Work::kCompressRandom50: return "compress_random50";
    case Work::kCompressEverySecond: return "compress_every_second";
  }
  return "?";
}

// Who runs the work: a Highway target (0 = the dispatched best) or one of
// the two twins.
struct Impl {
  std::string name;
  int64_t target = 0;
  bool reference = false;
  bool memcpy_ceiling = false;
  bool loop = false;
};

// Holds the kernels to one target for the duration of a benchmark.
class ScopedTarget {
 public:
  explicit ScopedTarget(int64_t target) { ah::target::Force(target); }
  ~ScopedTarget() { ah::target::Force(0); }
  ScopedTarget(const ScopedTarget&) = delete;
  ScopedTarget& operator=(const ScopedTarget&) = delete;
};

// A host image laid out as a UB would be: [index or source | table or
// pattern | destination], every region 64-byte aligned. The reference runs
// on the same bytes through ref::Ub.
struct Image {
  std::vector<uint8_t> bytes;
  uint32_t first = 0, second = 0, dst = 0;
  uint32_t n = 0;  // elements of source data
};

uint32_t Round64(uint64_t v) { return static_cast<uint32_t>((v + 63) / 64 * 64); }

template <typename W>
Image MakeOffsetImage(size_t data_bytes, bool permutation) {
  Image im;
  im.n = static_cast<uint32_t>(data_bytes / sizeof(W));
  im.second = Round64(uint64_t{im.n} * 4);
  im.dst = im.second + Round64(data_bytes);
  im.bytes.assign(im.dst + data_bytes + 64, 0);
  std::mt19937_64 rng(permutation ? 11 : 7);
  for (uint32_t i = im.second; i < im.dst; ++i) im.bytes[i] = static_cast<uint8_t>(rng());
  std::vector<uint32_t> slots(im.n);
  if (permutation) {
    std::iota(slots.begin(), slots.end(), 0u);
    std::shuffle(slots.begin(), slots.end(), rng);
  } else {
    for (auto& s : slots) s = static_cast<uint32_t>(rng() % im.n);
  }
  for (uint32_t k = 0; k < im.n; ++k) {
    const uint32_t offset = slots[k] * static_cast<uint32_t>(sizeof(W));
    std::memcpy(im.bytes.data() + 4 * k, &offset, 4);
  }
  return im;
}

void RunMemcpy(benchmark::State& state, size_t bytes) {
  std::vector<uint8_t> a(bytes, 1), b(bytes);
  for (auto _ : state) {
    std::memcpy(b.data(), a.data(), bytes);
    benchmark::ClobberMemory();
  }
  bench::SetBytes(state, bytes);
}

template <typename W>
void RunGather(benchmark::State& state, const Impl& impl, size_t data_bytes) {
  Image im = MakeOffsetImage<W>(data_bytes, false);
  const auto* offsets = reinterpret_cast<const uint32_t*>(im.bytes.data());
  if (impl.loop) {
    const uint8_t* table = im.bytes.data() + im.second;
    W* dst = reinterpret_cast<W*>(im.bytes.data() + im.dst);
    for (auto _ : state) {
      for (uint32_t k = 0; k < im.n; ++k) std::memcpy(dst + k, table + offsets[k], sizeof(W));
      benchmark::ClobberMemory();
    }
  } else if (impl.reference) {
    const ref::Ub ub(im.bytes.data(), static_cast<uint32_t>(im.bytes.size()));
    for (auto _ : state) {
      ref::GatherCount(ub, ah::Profile::kP950, sizeof(W), im.dst, im.second, 0, 0, im.n);
      benchmark::ClobberMemory();
    }
  } else {
    ScopedTarget target(impl.target);
    W* dst = reinterpret_cast<W*>(im.bytes.data() + im.dst);
    const kn::OffsetMap map = bench::MapOf<W>(ah::detail::OffsetApi::kGather);
    // What the surface runs: the memory-safety summary, then the kernel.
    for (auto _ : state) {
      benchmark::DoNotOptimize(kn::SummarizeOffsets(offsets, im.n, map));
      kn::GatherByOffsets(im.bytes.data() + im.second, offsets, im.n, map, dst);
      benchmark::ClobberMemory();
    }
  }
  bench::SetBytes(state, data_bytes);
}

template <typename W>
void RunScatter(benchmark::State& state, const Impl& impl, size_t data_bytes) {
  Image im = MakeOffsetImage<W>(data_bytes, true);
  // The image's second region is the source, dst the table.
  const auto* offsets = reinterpret_cast<const uint32_t*>(im.bytes.data());
  if (impl.loop) {
    const W* src = reinterpret_cast<const W*>(im.bytes.data() + im.second);
    uint8_t* table = im.bytes.data() + im.dst;
    for (auto _ : state) {
      for (uint32_t k = 0; k < im.n; ++k) std::memcpy(table + offsets[k], src + k, sizeof(W));
      benchmark::ClobberMemory();
    }
  } else if (impl.reference) {
    const ref::Ub ub(im.bytes.data(), static_cast<uint32_t>(im.bytes.size()));
    for (auto _ : state) {
      ref::ScatterCount(ub, sizeof(W), im.dst, im.second, 0, 0, im.n);
      benchmark::ClobberMemory();
    }
  } else {
    ScopedTarget target(impl.target);
    const W* src = reinterpret_cast<const W*>(im.bytes.data() + im.second);
    const kn::OffsetMap map = bench::MapOf<W>(ah::detail::OffsetApi::kScatter);
    for (auto _ : state) {
      benchmark::DoNotOptimize(kn::SummarizeOffsets(offsets, im.n, map));
      kn::ScatterByOffsets(src, offsets, im.n, map, im.bytes.data() + im.dst);
      benchmark::ClobberMemory();
    }
  }
  bench::SetBytes(state, data_bytes);
}

// GatherMask on [src | pattern | dst]. The user pattern is one Counter-mode
// repeat over all elements (how a framework compacts a whole tile); the
// built-in pattern runs Normal-mode repeats back to back.
template <typename W>
void RunCompress(benchmark::State& state, const Impl& impl, size_t data_bytes, bool user_pattern) {
  Image im;
  im.n = static_cast<uint32_t>(data_bytes / sizeof(W));
  im.second = Round64(data_bytes);
  im.dst = im.second + Round64(im.n / 8 + 32);
  im.bytes.assign(im.dst + data_bytes + 64, 0);
  std::mt19937_64 rng(1);
  for (uint32_t i = 0; i < data_bytes; ++i) im.bytes[i] = static_cast<uint8_t>(rng());
  std::bernoulli_distribution keep(0.5);
  for (uint32_t i = im.second; i < im.second + (im.n + 7) / 8; ++i)
    for (int b = 0; b < 8; ++b) im.bytes[i] = static_cast<uint8_t>(im.bytes[i] | (keep(rng) ? 1u << b : 0u));

  constexpr uint32_t kEpr = 256 / sizeof(W);
  kn::GatherMaskShape shape;
  shape.block_stride = kn::ElementsPerBlock(sizeof(W));
  ref::GatherMaskArgs args;
  args.element_bytes = sizeof(W);
  args.src0 = 0;
  args.dst = im.dst;
  if (user_pattern) {
    shape.positions = im.n;
    shape.pattern = im.bytes.data() + im.second;
    args.pattern_is_tensor = true;
    args.pattern = im.second;
    args.reduce_mode = true;
    args.mask = im.n;
    args.repeat_times = 1;
    args.src1_repeat_stride = 0;
  } else {
    shape.repeats = im.n / kEpr;
    shape.positions = kEpr;
    shape.repeat_stride = kEpr;
    shape.builtin_byte = 0xAA;  // built-in pattern 2: odd positions, like numpy's every-second mask
    args.builtin_id = 2;
    args.repeat_times = static_cast<uint16_t>(im.n / kEpr);
  }

  if (impl.loop) {
    const W* src = reinterpret_cast<const W*>(im.bytes.data());
    const uint8_t* bits = im.bytes.data() + im.second;
    W* dst = reinterpret_cast<W*>(im.bytes.data() + im.dst);
    for (auto _ : state) {
      uint32_t kept = 0;
      for (uint32_t k = 0; k < im.n; ++k) {
        const bool keep = user_pattern ? (bits[k / 8] >> (k % 8)) & 1u : (k & 1u) != 0;
        if (keep) dst[kept++] = src[k];
      }
      benchmark::DoNotOptimize(kept);
      benchmark::ClobberMemory();
    }
  } else if (impl.reference) {
    const ref::Ub ub(im.bytes.data(), static_cast<uint32_t>(im.bytes.size()));
    for (auto _ : state) {
      ref::MaskMode mode = ref::MaskMode::kNormal;
      benchmark::DoNotOptimize(ref::GatherMask(ah::Profile::kP950, ub, args, mode));
      benchmark::ClobberMemory();
    }
  } else {
    ScopedTarget target(impl.target);
    const W* src = reinterpret_cast<const W*>(im.bytes.data());
    W* dst = reinterpret_cast<W*>(im.bytes.data() + im.dst);
    // The count is part of the call: the surface needs it for rsvdCnt and
    // for the destination range check before any write.
    for (auto _ : state) {
      const uint64_t kept = kn::GatherMaskCount(shape, sizeof(W));
      benchmark::DoNotOptimize(kn::GatherMask(src, dst, shape, kept));
      benchmark::ClobberMemory();
    }
  }
  bench::SetBytes(state, data_bytes);
}

template <typename W>
void RunCase(benchmark::State& state, Work work, const Impl& impl) {
  // One thread, as the peers: the table compares kernels, not core counts.
  tbb::global_control one_thread(tbb::global_control::max_allowed_parallelism, 1);
  const size_t bytes = static_cast<size_t>(state.range(0));
  if (impl.memcpy_ceiling) return RunMemcpy(state, bytes);
  switch (work) {
    case Work::kGather: return RunGather<W>(state, impl, bytes);
    case Work::kScatter: return RunScatter<W>(state, impl, bytes);
    case Work::kCompressRandom50: return RunCompress<W>(state, impl, bytes, true);
    case Work::kCompressEverySecond: return RunCompress<W>(state, impl, bytes, false);
  }
}

std::vector<Impl> Impls() {
  std::vector<Impl> impls{{"best", 0, false, false}};
  for (int64_t t : ah::target::Available()) {
    std::string name = ah::target::Name(t);
    std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return std::tolower(c); });
    impls.push_back({name, t, false, false});
  }
  impls.push_back({"loop", 0, false, false, true});
  impls.push_back({"reference", 0, true, false});
  impls.push_back({"memcpy", 0, false, true});
  return impls;
}

int RegisterReportCases() {
  for (Work work : {Work::kGather, Work::kScatter, Work::kCompressRandom50, Work::kCompressEverySecond}) {
    for (int bits : {16, 32}) {
      for (const Impl& impl : Impls()) {
        const std::string name = std::string("BM_Report/") + WorkName(work) + "/u" + std::to_string(bits) + "/" + impl.name;
        std::function<void(benchmark::State&)> body =
            bits == 16 ? std::function<void(benchmark::State&)>(
                             [work, impl](benchmark::State& s) { RunCase<uint16_t>(s, work, impl); })
                       : [work, impl](benchmark::State& s) { RunCase<uint32_t>(s, work, impl); };
        benchmark::RegisterBenchmark(name.c_str(), [body](benchmark::State& s) { body(s); })->Apply(bench::UbSizes);
      }
    }
  }
  return 0;
}

[[maybe_unused]] const int registered = RegisterReportCases();

}  // namespace
