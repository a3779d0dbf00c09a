// The host image the Gather and Scatter benchmarks share: offsets, a source
// and a destination laid out like a UB with room to spare, the repeat plans
// of the mask forms, and the surface's offset maps.
#ifndef ASCENDC_HOST_BENCH_OFFSET_IMAGE_H_
#define ASCENDC_HOST_BENCH_OFFSET_IMAGE_H_

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <numeric>
#include <random>
#include <vector>

#include "ascendc_host/ascendc/detail/offset_call.h"
#include "ascendc_host/kernels.h"

namespace bench {

// [offsets | src | dst], each part 64-byte aligned.
struct OffsetImage {
  std::vector<uint8_t> bytes;
  uint32_t offsets = 0, src = 0, dst = 0, n = 0;
  const uint32_t* Offsets() const { return reinterpret_cast<const uint32_t*>(bytes.data() + offsets); }
};

enum class OffsetKind { kRandom, kPermutation };

// n = data_bytes / sizeof(W) byte offsets into a table of n elements:
// random with repeats (Gather), or a permutation (Scatter: no duplicates).
template <typename W>
OffsetImage MakeOffsetImage(size_t data_bytes, OffsetKind kind, uint64_t seed) {
  OffsetImage im;
  im.n = static_cast<uint32_t>(data_bytes / sizeof(W));
  im.src = (im.n * 4 + 63) / 64 * 64;
  im.dst = im.src + static_cast<uint32_t>((data_bytes + 63) / 64 * 64);
  im.bytes.assign(im.dst + data_bytes + 64, 0);
  std::mt19937_64 rng(seed);
  for (size_t i = im.src; i < im.dst; ++i) im.bytes[i] = static_cast<uint8_t>(rng());
  std::vector<uint32_t> slots(im.n);
  if (kind == OffsetKind::kPermutation) {
    std::iota(slots.begin(), slots.end(), 0u);
    std::shuffle(slots.begin(), slots.end(), rng);
  } else {
    for (auto& s : slots) s = static_cast<uint32_t>(rng() % im.n);
  }
  for (uint32_t k = 0; k < im.n; ++k) {
    const uint32_t off = slots[k] * static_cast<uint32_t>(sizeof(W));
    std::memcpy(im.bytes.data() + 4 * k, &off, 4);
  }
  return im;
}

// Mask forms: a full contiguous mask (prefix path) or a bit-wise mask with
// holes (every other position); repeats = data / 256 B, at most 255.
template <typename W>
ascendc_host::kernels::RepeatPlan MaskPlan(size_t data_bytes, bool holes) {
  ascendc_host::kernels::RepeatPlan p;
  p.positions = 256 / sizeof(W);
  p.repeats = static_cast<uint32_t>(std::min<size_t>(255, data_bytes / 256));
  p.step = p.positions;
  const uint64_t lo = holes ? 0x5555555555555555ull : ~0ull;
  p.active[0] = p.last_active[0] = sizeof(W) == 8 ? (lo & 0xFFFFFFFFull) : lo;
  p.active[1] = p.last_active[1] = sizeof(W) == 2 ? lo : 0;
  return p;
}

// The offset map the surface uses for `api` at width W (SPEC 3.3, 5.3).
template <typename W>
ascendc_host::kernels::OffsetMap MapOf(ascendc_host::detail::OffsetApi api) {
  return ascendc_host::detail::OffsetMapOf<W>(ascendc_host::detail::RulesOf(api).addressing);
}

}  // namespace bench

#endif  // ASCENDC_HOST_BENCH_OFFSET_IMAGE_H_
