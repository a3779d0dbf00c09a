// Seed 004 (basic Gather) as the README's main job runs it: the seed's kernel
// code (seeds/seed004_gather.h, verbatim) launched on the CPU with the seed's data
// (expected [127 ... 0]), then u16/u32 count-mode Gather at 64 KiB against
// the scalar reference.
#include <cstring>
#include <memory>
#include <ostream>
#include <random>
#include <string>
#include <vector>

#include "kernel_operator.h"
#include "main_job/demo.h"
#include "reference/gather.h"

#include "seeds/seed004_gather.h"

namespace {

bool RunGatherSeed(std::ostream& out) {
  std::vector<half> src(128), dst(128, half(0.0f));
  std::vector<uint32_t> offsets(128);
  for (uint32_t i = 0; i < 128; ++i) src[i] = half(static_cast<float>(i));
  for (uint32_t k = 0; k < 128; ++k) offsets[k] = 254 - 2 * k;
  ascendc_host::Launch(1, kernel_gather, reinterpret_cast<uint8_t*>(dst.data()), reinterpret_cast<uint8_t*>(src.data()),
                       reinterpret_cast<uint8_t*>(offsets.data()));
  auto fmt_half = [](half h) { return std::to_string(static_cast<int>(static_cast<float>(h))); };
  out << "  srcOffsetLocal = " << demo::Brief(offsets, 128, [](uint32_t v) { return std::to_string(v); }) << "\n";
  out << "  srcLocal       = " << demo::Brief(src, 128, fmt_half) << "\n";
  out << "  dstGlobal      = " << demo::Brief(dst, 128, fmt_half) << "\n";
  for (uint32_t k = 0; k < 128; ++k)
    if (dst[k].bits != half(static_cast<float>(127 - k)).bits) return false;
  return true;
}

// Count-mode Gather of 64 KiB of data from a 64 KiB table, random offsets,
// on a host image (a UB could not hold data, table and offsets at u16).
template <typename W>
demo::Workload GatherWorkload(const char* name) {
  constexpr uint32_t kBytes = 64 * 1024, n = kBytes / sizeof(W);
  auto image = std::make_shared<std::vector<uint8_t>>(n * 4 + 2 * kBytes, 0);
  std::mt19937_64 rng(5);
  for (uint32_t k = 0; k < n; ++k) {
    const uint32_t off = static_cast<uint32_t>(rng() % n) * sizeof(W);
    std::memcpy(image->data() + 4 * k, &off, 4);
  }
  const uint32_t src = n * 4, dst = src + kBytes;
  const ascendc_host::kernels::OffsetMap map{sizeof(W) == 2 ? 0x1FFFEu : ~3u, ~0u};
  return demo::Workload{
      name, kBytes,
      [=] {
        const auto* offsets = reinterpret_cast<const uint32_t*>(image->data());
        (void)ascendc_host::kernels::SummarizeOffsets(offsets, n, map);
        ascendc_host::kernels::GatherByOffsets(image->data() + src, offsets, n, map,
                                               reinterpret_cast<W*>(image->data() + dst));
      },
      [=] {
        const ascendc_host::reference::Ub ub(image->data(), static_cast<uint32_t>(image->size()));
        ascendc_host::reference::GatherCount(ub, ascendc_host::Profile::kP950, sizeof(W), dst, src, 0, 0, n);
      }};
}

DEMO_REGISTER(demo::Case{"Gather seed 004 (GatherTest<half>, 128 reversed offsets)",
                         RunGatherSeed,
                         {[] { return GatherWorkload<uint16_t>("Gather u16 count, 64 KiB"); },
                          [] { return GatherWorkload<uint32_t>("Gather u32 count, 64 KiB"); }}});

}  // namespace
