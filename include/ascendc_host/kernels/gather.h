// Pointer-level kernels that move elements by 32-bit byte offsets: basic-API
// Gather (SPEC 5) here, Scatter (SPEC 3) in kernels/scatter.h, and the
// offset vocabulary both share. One implementation serves both directions
// and every width (src/kernels/gather_scatter.cc).
//
// Every element is addressed by a 32-bit byte offset. The surface folds the
// per-width and per-profile address rules of SPEC 3.3 / 5.3 into one map,
//   distance(offset) = min(offset & mask, limit),
// the byte distance of the element from a base pointer (the base already
// carries the floored srcBaseAddr / dstBaseAddr). The kernels assume every
// distance they are given was validated (SummarizeOffsets + a range check):
// they never check again, so the check stays one vectorised pass.
#ifndef ASCENDC_HOST_KERNELS_GATHER_H_
#define ASCENDC_HOST_KERNELS_GATHER_H_

#include <cstddef>
#include <cstdint>
#include <type_traits>

namespace ascendc_host {
namespace kernels {

struct OffsetMap {
  uint32_t mask = ~0u;   // wrap (P950 b8/b16 Gather) and floor to the element width
  uint32_t limit = ~0u;  // saturation (P950 b8/b16 Scatter)
  uint32_t Distance(uint32_t offset) const {
    const uint32_t masked = offset & mask;
    return masked < limit ? masked : limit;
  }
};

// What a call's offsets look like, computed in one vectorised pass before any
// element is touched: the bounds for the memory-safety check and the inputs
// of the checked-mode diagnostics.
struct OffsetSummary {
  uint64_t used = 0;            // offsets summarised (0: the other fields are meaningless)
  uint32_t min_distance = ~0u;  // of OffsetMap::Distance
  uint32_t max_distance = 0;
  uint32_t max_offset = 0;      // raw offsets
  uint32_t or_offsets = 0;      // OR of the raw offsets (alignment test: & (sizeof(T) - 1))
};

// The mask overloads: `repeats` repeats of `positions` element positions
// (at most 128, the width of the masks). Repeat r uses
// offsets[r * positions + k] for its active positions k and the strided
// side's elements r * step + k (dst for Gather, src for Scatter).
struct RepeatPlan {
  uint32_t repeats = 0;
  uint32_t positions = 0;            // 256 / sizeof(T)
  uint64_t step = 0;                 // elements between consecutive repeats on the strided side
  uint64_t active[2] = {0, 0};       // positions of repeats 0 .. repeats-2, bit k of active[k / 64]
  uint64_t last_active[2] = {0, 0};  // positions of the last repeat (differs in Counter mode)
  const uint64_t* ActiveOf(uint32_t r) const { return r + 1 == repeats ? last_active : active; }
};

// Sequential runs the pseudo-code loop element by element, in order: what
// overlapping operands need (SPEC 0.7). Free lets the kernel vectorise,
// reorder independent accesses and split large calls over threads.
enum class Order : uint8_t { kFree, kSequential };

// The element widths the offset kernels exist for: every data type moves as
// the unsigned integer of its width (half -> uint16_t, float -> uint32_t).
template <typename W>
inline constexpr bool kOffsetElementWidth = std::is_same_v<W, uint8_t> || std::is_same_v<W, uint16_t> ||
                                            std::is_same_v<W, uint32_t> || std::is_same_v<W, uint64_t>;
template <typename W>
using IfOffsetElementWidth = std::enable_if_t<kOffsetElementWidth<W>, int>;

OffsetSummary SummarizeOffsets(const uint32_t* offsets, size_t n, OffsetMap map);
OffsetSummary SummarizeOffsets(const uint32_t* offsets, const RepeatPlan& plan, OffsetMap map);

// dst[k] = the element at base + map.Distance(offsets[k]), k < n.
template <typename W, IfOffsetElementWidth<W> = 0>
void GatherByOffsets(const uint8_t* base, const uint32_t* offsets, size_t n, OffsetMap map, W* dst,
                     Order order = Order::kFree);

// dst[r * plan.step + k] = the element at base + map.Distance(offsets[r * plan.positions + k])
// for the active positions k of every repeat r; inactive positions are not written.
template <typename W, IfOffsetElementWidth<W> = 0>
void GatherByOffsets(const uint8_t* base, const uint32_t* offsets, const RepeatPlan& plan, OffsetMap map, W* dst,
                     Order order = Order::kFree);

}  // namespace kernels
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_KERNELS_GATHER_H_
