// Pieces of the Gather/Scatter kernels (gather_scatter.cc) that the
// per-target code and the dispatching code both use: element access,
// how repeat masks decompose, threading thresholds, and the one list of
// element widths the entry points are instantiated for.
#ifndef ASCENDC_HOST_SRC_KERNELS_GATHER_SCATTER_H_
#define ASCENDC_HOST_SRC_KERNELS_GATHER_SCATTER_H_

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "ascendc_host/kernels/gather.h"
#include "kernels/unaligned_access.h"

// Calls X(W) for every width of kernels::kOffsetElementWidth.
#define ASCENDC_HOST_FOR_EACH_OFFSET_WIDTH(X) X(uint8_t) X(uint16_t) X(uint32_t) X(uint64_t)

namespace ascendc_host {
namespace kernels {
namespace internal {

// Below this many bytes of gathered data a call stays on one thread: a
// oneTBB region costs ~3 us here. bench/threshold_bench.cc on an idle
// 2-core machine, split/serial speed of a u32 gather: 16 KiB 0.98,
// 32 KiB 1.16, 64 KiB 1.50, 192 KiB 1.83.
inline constexpr size_t kGatherParallelBytes = 32 * 1024;
inline constexpr size_t kGatherParallelGrainBytes = 16 * 1024;

// Number of active positions when `bits` is a prefix (positions 0..p-1),
// else -1. Contiguous masks and Counter mode always give prefixes.
inline int PrefixLength(const uint64_t bits[2]) {
  const int p0 = __builtin_popcountll(bits[0]), p1 = __builtin_popcountll(bits[1]);
  if (p1 == 0) return bits[0] == (p0 == 64 ? ~0ull : (1ull << p0) - 1) ? p0 : -1;
  if (bits[0] != ~0ull) return -1;
  return bits[1] == (p1 == 64 ? ~0ull : (1ull << p1) - 1) ? 64 + p1 : -1;
}

template <typename Fn>
void ForEachActive(const uint64_t bits[2], uint32_t positions, Fn&& fn) {
  for (uint32_t w = 0; w < 2 && w * 64 < positions; ++w) {
    uint64_t b = bits[w];
    while (b) {
      const uint32_t k = w * 64 + static_cast<uint32_t>(__builtin_ctzll(b));
      if (k >= positions) return;
      fn(k);
      b &= b - 1;
    }
  }
}

}  // namespace internal
}  // namespace kernels
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_SRC_KERNELS_GATHER_SCATTER_H_
