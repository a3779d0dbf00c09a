// The PyTorch integration's kernels (examples/operators, the files
// integrations/torch launches) run the way a CANN CPU-debug host runs a
// kernel: GmAlloc'd GM, a tiling struct filled by hand, ICPU_RUN_KF over
// several blocks, results checked against plain loops.
#include <cstring>
#include <ostream>
#include <random>
#include <vector>

#include "kernel_operator.h"
#include "main_job/demo.h"
#include "tikicpulib.h"

#include "operators/deinterleave.h"
#include "operators/embedding_gather.h"
#include "operators/masked_compact.h"

namespace {

template <typename T>
T* GmArray(size_t n) {
  return static_cast<T*>(AscendC::GmAlloc(n * sizeof(T) + 32));
}

bool RunTorchOperatorKernels(std::ostream& out) {
  std::mt19937 rng(11);
  bool ok = true;
  // deinterleave<uint32_t>: 1000 pairs over 3 blocks of 384 pairs.
  {
    const uint64_t pairs = 1000;
    auto* x = GmArray<uint32_t>(2 * pairs);
    auto* even = GmArray<uint32_t>(pairs);
    auto* odd = GmArray<uint32_t>(pairs);
    for (uint64_t i = 0; i < 2 * pairs; ++i) x[i] = rng();
    DeinterleaveTiling tiling{pairs, 384, 128};
    ICPU_RUN_KF(deinterleave<uint32_t>, 3, (GM_ADDR)x, (GM_ADDR)even, (GM_ADDR)odd, (GM_ADDR)&tiling);
    bool same = true;
    for (uint64_t i = 0; i < pairs; ++i) same = same && even[i] == x[2 * i] && odd[i] == x[2 * i + 1];
    out << "  deinterleave<uint32_t>, 1000 pairs, 3 blocks: " << (same ? "matches" : "WRONG") << "\n";
    ok = ok && same;
    AscendC::GmFree(x), AscendC::GmFree(even), AscendC::GmFree(odd);
  }
  // masked_compact<float, uint32_t>: 3000 elements, 2 blocks of 2048.
  {
    const uint64_t n = 3000;
    auto* src = GmArray<float>(n);
    auto* bits = GmArray<uint8_t>(512);
    auto* starts = GmArray<uint64_t>(2);
    auto* kept = GmArray<uint64_t>(2);
    auto* dst = GmArray<float>(n);
    std::memset(bits, 0, 512);
    std::vector<float> expected;
    for (uint64_t i = 0; i < n; ++i) {
      src[i] = static_cast<float>(i);
      if (rng() % 3 == 0) {
        bits[i / 8] |= static_cast<uint8_t>(1u << (i % 8));
        expected.push_back(src[i]);
      }
    }
    starts[0] = 0;
    starts[1] = 0;
    for (uint64_t i = 0; i < 2048; ++i) starts[1] += (bits[i / 8] >> (i % 8)) & 1;
    MaskedCompactTiling tiling{n, 2048, 1024};
    ICPU_RUN_KF((masked_compact<float, uint32_t>), 2, (GM_ADDR)src, (GM_ADDR)bits, (GM_ADDR)starts, (GM_ADDR)dst,
                (GM_ADDR)kept, (GM_ADDR)&tiling);
    const bool same = kept[0] + kept[1] == expected.size() &&
                      std::memcmp(dst, expected.data(), expected.size() * sizeof(float)) == 0;
    out << "  masked_compact<float>, 3000 elements, 2 blocks: kept " << kept[0] << " + " << kept[1] << ", "
        << (same ? "matches" : "WRONG") << "\n";
    ok = ok && same;
    AscendC::GmFree(src), AscendC::GmFree(bits), AscendC::GmFree(starts), AscendC::GmFree(kept), AscendC::GmFree(dst);
  }
  // embedding_gather<uint32_t, int32_t>, table in UB: 100 x 3 table, 500 indices, 2 blocks.
  {
    const uint64_t rows = 100, dim = 3, n = 500;
    auto* weight = GmArray<uint32_t>(rows * dim);
    auto* indices = GmArray<int32_t>(n);
    auto* result = GmArray<uint32_t>(n * dim);
    for (uint64_t i = 0; i < rows * dim; ++i) weight[i] = rng();
    for (uint64_t i = 0; i < n; ++i) indices[i] = static_cast<int32_t>(rng() % rows);
    EmbeddingGatherTiling tiling{n, rows, 256, dim, 64, 8, 1};
    ICPU_RUN_KF((embedding_gather<uint32_t, int32_t>), 2, (GM_ADDR)weight, (GM_ADDR)indices, (GM_ADDR)result,
                (GM_ADDR)&tiling);
    bool same = true;
    for (uint64_t i = 0; i < n; ++i)
      for (uint64_t j = 0; j < dim; ++j) same = same && result[i * dim + j] == weight[indices[i] * dim + j];
    out << "  embedding_gather<uint32_t, int32_t>, 100x3 table in UB, 500 indices, 2 blocks: "
        << (same ? "matches" : "WRONG") << "\n";
    ok = ok && same;
    AscendC::GmFree(weight), AscendC::GmFree(indices), AscendC::GmFree(result);
  }
  return ok;
}

DEMO_REGISTER(demo::Case{"PyTorch operators' kernels (examples/operators) via ICPU_RUN_KF", RunTorchOperatorKernels, {}});

}  // namespace
