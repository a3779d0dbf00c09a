// Seeds 004 (basic Gather) and 002 (Scatter) as the README's main job runs
// them. Seed 004's kernel code (seeds/seed004_gather.h) is verbatim; seed
// 002's example is a fragment (SPEC 7.4 D1), so its statements sit in a
// kernel class (seeds/seed002_scatter.h) with every API call unchanged. Both
// are launched on the CPU with the seeds' data, 128 halves and offsets that
// reverse them (expected [127 ... 0]); then u16/u32 count-mode calls at
// 64 KiB against the scalar reference.
#include <algorithm>
#include <cstring>
#include <functional>
#include <memory>
#include <numeric>
#include <ostream>
#include <random>
#include <string>
#include <vector>

#include "kernel_operator.h"
#include "main_job/demo.h"
#include "reference/gather.h"
#include "reference/scatter.h"

#include "seeds/seed002_scatter.h"
#include "seeds/seed004_gather.h"

namespace {

// Launches a seed kernel (dst, src, offsets in GM) on the seeds' data and
// prints it; true when dst holds the reversed halves.
bool RunReversingSeed(std::ostream& out, const char* offsets_name,
                      const std::function<void(uint8_t* dst, uint8_t* src, uint8_t* offsets)>& launch) {
  std::vector<half> src(128), dst(128, half(0.0f));
  std::vector<uint32_t> offsets(128);
  for (uint32_t i = 0; i < 128; ++i) src[i] = half(static_cast<float>(i));
  for (uint32_t k = 0; k < 128; ++k) offsets[k] = 254 - 2 * k;
  launch(reinterpret_cast<uint8_t*>(dst.data()), reinterpret_cast<uint8_t*>(src.data()),
         reinterpret_cast<uint8_t*>(offsets.data()));
  auto fmt_half = [](half h) { return std::to_string(static_cast<int>(static_cast<float>(h))); };
  out << "  " << offsets_name << " = " << demo::Brief(offsets, 128, [](uint32_t v) { return std::to_string(v); })
      << "\n";
  out << "  srcLocal       = " << demo::Brief(src, 128, fmt_half) << "\n";
  out << "  dstGlobal      = " << demo::Brief(dst, 128, fmt_half) << "\n";
  for (uint32_t k = 0; k < 128; ++k)
    if (dst[k].bits != half(static_cast<float>(127 - k)).bits) return false;
  return true;
}

// Count-mode Gather or Scatter of 64 KiB of data on a host image (a UB
// could not hold data, table and offsets at u16): Gather reads a 64 KiB
// table at random offsets, Scatter writes a random permutation of one.
template <typename W>
demo::Workload OffsetWorkload(bool scatter, const std::string& name) {
  constexpr uint32_t kBytes = 64 * 1024, n = kBytes / sizeof(W);
  auto image = std::make_shared<std::vector<uint8_t>>(n * 4 + 2 * kBytes, 0);
  std::vector<uint32_t> slots(n);
  if (scatter) {
    std::iota(slots.begin(), slots.end(), 0u);
    std::shuffle(slots.begin(), slots.end(), std::mt19937_64(9));
  } else {
    std::mt19937_64 rng(5);
    for (auto& slot : slots) slot = static_cast<uint32_t>(rng() % n);
  }
  for (uint32_t k = 0; k < n; ++k) {
    const uint32_t off = slots[k] * sizeof(W);
    std::memcpy(image->data() + 4 * k, &off, 4);
  }
  const uint32_t src = n * 4, dst = src + kBytes;
  // The P950 address maps (SPEC 3.3, 5.3): b16 Gather wraps the element
  // index at 16 bits, b16 Scatter saturates it; b32 floors to the element.
  const ascendc_host::kernels::OffsetMap map =
      sizeof(W) == 4 ? ascendc_host::kernels::OffsetMap{~3u, ~0u}
                     : (scatter ? ascendc_host::kernels::OffsetMap{~1u, 131070u}
                                : ascendc_host::kernels::OffsetMap{0x1FFFEu, ~0u});
  auto ours = [=] {
    const auto* offsets = reinterpret_cast<const uint32_t*>(image->data());
    (void)ascendc_host::kernels::SummarizeOffsets(offsets, n, map);
    if (scatter) {
      ascendc_host::kernels::ScatterByOffsets(reinterpret_cast<const W*>(image->data() + src), offsets, n, map,
                                              image->data() + dst);
    } else {
      ascendc_host::kernels::GatherByOffsets(image->data() + src, offsets, n, map,
                                             reinterpret_cast<W*>(image->data() + dst));
    }
  };
  auto reference = [=] {
    const ascendc_host::reference::Ub ub(image->data(), static_cast<uint32_t>(image->size()));
    if (scatter) ascendc_host::reference::ScatterCount(ub, sizeof(W), dst, src, 0, 0, n);
    else ascendc_host::reference::GatherCount(ub, ascendc_host::Profile::kP950, sizeof(W), dst, src, 0, 0, n);
  };
  return demo::Workload{name, kBytes, ours, reference};
}

// A seed kernel (dst, src, offsets in GM) and its count workloads.
demo::Case SeedCase(const char* name, const char* offsets_name, void (*kernel)(GM_ADDR, GM_ADDR, GM_ADDR),
                    bool scatter) {
  const std::string api = scatter ? "Scatter" : "Gather";
  auto run = [=](std::ostream& out) {
    return RunReversingSeed(out, offsets_name, [&](uint8_t* dst, uint8_t* src, uint8_t* offsets) {
      ascendc_host::Launch(1, kernel, dst, src, offsets);
    });
  };
  return demo::Case{name,
                    run,
                    {[=] { return OffsetWorkload<uint16_t>(scatter, api + " u16 count, 64 KiB"); },
                     [=] { return OffsetWorkload<uint32_t>(scatter, api + " u32 count, 64 KiB"); }}};
}

DEMO_REGISTER(SeedCase("Gather seed 004 (GatherTest<half>, 128 reversed offsets)", "srcOffsetLocal", kernel_gather,
                       false));
DEMO_REGISTER(SeedCase("Scatter seed 002 (statements in a kernel class, 128 reversed offsets)", "dstOffsetLocal",
                       scatter_seed_kernel, true));

}  // namespace
