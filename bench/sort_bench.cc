// Sort32 and MrgSort in the peer report (scripts/bench_report.sh), named
// like vector_bench.cc's rows:
//
//   BM_Report/<work>/<width>/<impl>/<bytes>
//
// <impl>: best (the library; its kernels are scalar code, the same on every
// target, so there are no per-target rows), loop (what a user would write
// with -O3: std::stable_sort of each group of 32 (score, index) pairs;
// std::merge of the queues two by two), memcpy (memcpy of the bytes written:
// the memory ceiling).
// Each iteration takes the next of up to 32 data sets (branch predictors
// would otherwise learn the outcomes of one input). Works:
//   sort32   <bytes> of scores (and their uint32 indices) into sorted groups
//            of 32 structures; bytes_per_second counts the scores
//   mrgsort  four sorted queues of <bytes> / 32 structures each (<bytes> in
//            all) merged into one; bytes_per_second counts the structures
#include <algorithm>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "bench_util.h"
#include "kernel_operator.h"
#include "vector_impls.h"

namespace {

namespace ah = ascendc_host;
using bench::Impl;

struct Pair {
  float score;  // half scores compared as float, as a user would
  uint32_t index;
};

template <typename T>
float ScoreOf(const uint8_t* structure) {
  T v;
  std::memcpy(&v, structure, sizeof(T));
  return static_cast<float>(v);
}

template <typename T>
void PlainSort32(uint8_t* dst, const T* scores, const uint32_t* indices, uint32_t n) {
  Pair group[32];
  for (uint32_t g = 0; g < n / 32; ++g) {
    for (uint32_t i = 0; i < 32; ++i) group[i] = {static_cast<float>(scores[g * 32 + i]), indices[g * 32 + i]};
    std::stable_sort(group, group + 32, [](const Pair& a, const Pair& b) { return a.score > b.score; });
    for (uint32_t i = 0; i < 32; ++i) {
      const T s = T(group[i].score);
      uint8_t* d = dst + (g * 32 + i) * 8;
      std::memcpy(d, &s, sizeof(T));
      std::memcpy(d + 4, &group[i].index, 4);
    }
  }
}

template <typename T>
void PlainMerge(uint8_t* dst, const uint8_t* queues, uint32_t per_queue, std::vector<uint64_t>& t1,
                std::vector<uint64_t>& t2) {
  const uint64_t* q = reinterpret_cast<const uint64_t*>(queues);
  auto before = [](uint64_t a, uint64_t b) {
    return ScoreOf<T>(reinterpret_cast<const uint8_t*>(&a)) > ScoreOf<T>(reinterpret_cast<const uint8_t*>(&b));
  };
  std::merge(q, q + per_queue, q + per_queue, q + 2 * per_queue, t1.begin(), before);
  std::merge(q + 2 * per_queue, q + 3 * per_queue, q + 3 * per_queue, q + 4 * per_queue, t2.begin(), before);
  std::merge(t1.begin(), t1.end(), t2.begin(), t2.end(), reinterpret_cast<uint64_t*>(dst), before);
}

// Each iteration works on the next of `sets` data sets (as many as the UB
// holds, at most 32), so that branch predictors cannot learn one input's
// outcomes across iterations.
template <typename T>
void RunSortCase(benchmark::State& state, bool merge, const Impl& impl) {
  const uint32_t bytes = static_cast<uint32_t>(state.range(0));
  const uint64_t written = merge ? bytes : uint64_t{bytes} / sizeof(T) * 8;
  if (impl.kind == Impl::kMemcpy) return bench::RunMemcpyCase(state, 2 * written, bytes);
  ah::runtime::ResetDefaultCore();
  ah::runtime::CoreState& core = ah::runtime::CurrentCore();
  std::mt19937 rng(7);
  std::uniform_real_distribution<float> values(-8.0f, 8.0f);
  auto tensor = [&](auto* type, uint64_t at, uint64_t elements) {
    using E = std::remove_pointer_t<decltype(type)>;
    return AscendC::LocalTensor<E>::FromUb(reinterpret_cast<E*>(core.ub + at), static_cast<uint32_t>(elements),
                                          AscendC::TPosition::VECCALC, 0, 0);
  };
  const uint64_t set_bytes = merge ? bytes : bytes + uint64_t{bytes} / sizeof(T) * 4;  // sources of one set
  const uint32_t sets = static_cast<uint32_t>(std::min<uint64_t>(32, (core.ub_bytes - written) / set_bytes));
  const uint64_t dst_at = uint64_t{sets} * set_bytes;
  uint32_t set = 0;
  if (!merge) {
    const uint32_t n = bytes / sizeof(T);
    for (uint32_t k = 0; k < sets; ++k) {
      for (uint32_t i = 0; i < n; ++i) {
        const T v = T(values(rng));
        std::memcpy(core.ub + k * set_bytes + i * sizeof(T), &v, sizeof(T));
        std::memcpy(core.ub + k * set_bytes + bytes + i * 4, &i, 4);
      }
    }
    const auto dst = tensor(static_cast<T*>(nullptr), dst_at, n * 8 / sizeof(T));
    const uint32_t per_call = 255 * 32;
    for (auto _ : state) {
      const uint64_t at = uint64_t{set} * set_bytes;
      if (impl.kind == Impl::kLoop) {
        PlainSort32<T>(core.ub + dst_at, reinterpret_cast<const T*>(core.ub + at),
                       reinterpret_cast<const uint32_t*>(core.ub + at + bytes), n);
      } else {
        const auto scores = tensor(static_cast<T*>(nullptr), at, n);
        const auto indices = tensor(static_cast<uint32_t*>(nullptr), at + bytes, n);
        for (uint32_t from = 0; from < n; from += per_call)
          AscendC::Sort32<T>(dst[from * 8 / sizeof(T)], scores[from], indices[from],
                             static_cast<int32_t>(std::min(per_call, n - from) / 32));
      }
      benchmark::ClobberMemory();
      set = (set + 1) % sets;
    }
  } else {
    const uint32_t per_queue = bytes / 32;
    for (uint32_t k = 0; k < sets; ++k) {
      for (uint32_t q = 0; q < 4; ++q) {
        std::vector<std::pair<float, uint32_t>> items;
        for (uint32_t i = 0; i < per_queue; ++i) items.push_back({static_cast<float>(T(values(rng))), q * per_queue + i});
        std::stable_sort(items.begin(), items.end(), [](auto& a, auto& b) { return a.first > b.first; });
        for (uint32_t i = 0; i < per_queue; ++i) {
          uint8_t* s = core.ub + k * set_bytes + (uint64_t{q} * per_queue + i) * 8;
          std::memset(s, 0, 8);
          const T v = T(items[i].first);
          std::memcpy(s, &v, sizeof(T));
          std::memcpy(s + 4, &items[i].second, 4);
        }
      }
    }
    const auto dst = tensor(static_cast<T*>(nullptr), dst_at, bytes / sizeof(T));
    const uint32_t step = per_queue * 8 / sizeof(T);
    const uint16_t len = static_cast<uint16_t>(per_queue);
    const uint16_t lengths[4] = {len, len, len, len};
    const AscendC::MrgSort4Info info(lengths, false, 15, 1);
    std::vector<uint64_t> t1(2ull * per_queue), t2(2ull * per_queue);
    for (auto _ : state) {
      const uint64_t at = uint64_t{set} * set_bytes;
      if (impl.kind == Impl::kLoop) {
        PlainMerge<T>(core.ub + dst_at, core.ub + at, per_queue, t1, t2);
      } else {
        const auto queues = tensor(static_cast<T*>(nullptr), at, bytes / sizeof(T));
        AscendC::MrgSort<T>(dst, AscendC::MrgSortSrcList<T>(queues, queues[step], queues[2 * step], queues[3 * step]),
                            info);
      }
      benchmark::ClobberMemory();
      set = (set + 1) % sets;
    }
  }
  bench::SetBytes(state, bytes);
}

int RegisterSortCases() {
  const Impl impls[] = {{"best", 0, Impl::kOurs}, {"loop", 0, Impl::kLoop}, {"memcpy", 0, Impl::kMemcpy}};
  for (bool merge : {false, true}) {
    for (int bits : {16, 32}) {
      for (const Impl& impl : impls) {
        const std::string name =
            std::string("BM_Report/") + (merge ? "mrgsort" : "sort32") + "/f" + std::to_string(bits) + "/" + impl.name;
        benchmark::RegisterBenchmark(name.c_str(), [merge, impl, bits](benchmark::State& s) {
          if (bits == 16) RunSortCase<half>(s, merge, impl);
          else RunSortCase<float>(s, merge, impl);
        })->Arg(8 * 1024)->Arg(32 * 1024);
      }
    }
  }
  return 0;
}
[[maybe_unused]] const int registered = RegisterSortCases();

}  // namespace
