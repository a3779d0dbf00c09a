// Seed 002 (Scatter) as the README's main job runs it. The seed's example is
// a fragment (SPEC 7.4 D1): its statements sit in a kernel class (seeds/seed002_scatter.h) with
// every API call unchanged, launched with the seed's data (expected
// [127 ... 0]), then u16/u32 count-mode Scatter at 64 KiB against the
// scalar reference.
#include <algorithm>
#include <cstring>
#include <memory>
#include <numeric>
#include <ostream>
#include <random>
#include <string>
#include <vector>

#include "kernel_operator.h"
#include "main_job/demo.h"
#include "reference/scatter.h"

#include "seeds/seed002_scatter.h"

namespace {


bool RunScatterSeed(std::ostream& out) {
  std::vector<half> src(128), dst(128, half(0.0f));
  std::vector<uint32_t> offsets(128);
  for (uint32_t i = 0; i < 128; ++i) src[i] = half(static_cast<float>(i));
  for (uint32_t k = 0; k < 128; ++k) offsets[k] = 254 - 2 * k;
  ascendc_host::Launch(1, scatter_seed_kernel, reinterpret_cast<uint8_t*>(dst.data()),
                       reinterpret_cast<uint8_t*>(src.data()), reinterpret_cast<uint8_t*>(offsets.data()));
  auto fmt_half = [](half h) { return std::to_string(static_cast<int>(static_cast<float>(h))); };
  out << "  dstOffsetLocal = " << demo::Brief(offsets, 128, [](uint32_t v) { return std::to_string(v); }) << "\n";
  out << "  srcLocal       = " << demo::Brief(src, 128, fmt_half) << "\n";
  out << "  dstGlobal      = " << demo::Brief(dst, 128, fmt_half) << "\n";
  for (uint32_t k = 0; k < 128; ++k)
    if (dst[k].bits != half(static_cast<float>(127 - k)).bits) return false;
  return true;
}

// Count-mode Scatter of 64 KiB of data to a random permutation of a 64 KiB table.
template <typename W>
demo::Workload ScatterWorkload(const char* name) {
  constexpr uint32_t kBytes = 64 * 1024, n = kBytes / sizeof(W);
  auto image = std::make_shared<std::vector<uint8_t>>(n * 4 + 2 * kBytes, 0);
  std::vector<uint32_t> slots(n);
  std::iota(slots.begin(), slots.end(), 0u);
  std::shuffle(slots.begin(), slots.end(), std::mt19937_64(9));
  for (uint32_t k = 0; k < n; ++k) {
    const uint32_t off = slots[k] * sizeof(W);
    std::memcpy(image->data() + 4 * k, &off, 4);
  }
  const uint32_t src = n * 4, dst = src + kBytes;
  const ascendc_host::kernels::OffsetMap map{sizeof(W) == 2 ? ~1u : ~3u, sizeof(W) == 2 ? 131070u : ~0u};
  return demo::Workload{
      name, kBytes,
      [=] {
        const auto* offsets = reinterpret_cast<const uint32_t*>(image->data());
        (void)ascendc_host::kernels::SummarizeOffsets(offsets, n, map);
        ascendc_host::kernels::ScatterByOffsets(reinterpret_cast<const W*>(image->data() + src), offsets, n, map,
                                                image->data() + dst);
      },
      [=] {
        const ascendc_host::reference::Ub ub(image->data(), static_cast<uint32_t>(image->size()));
        ascendc_host::reference::ScatterCount(ub, sizeof(W), dst, src, 0, 0, n);
      }};
}

DEMO_REGISTER(demo::Case{"Scatter seed 002 (statements in a kernel class, 128 reversed offsets)",
                         RunScatterSeed,
                         {[] { return ScatterWorkload<uint16_t>("Scatter u16 count, 64 KiB"); },
                          [] { return ScatterWorkload<uint32_t>("Scatter u32 count, 64 KiB"); }}});

}  // namespace
