// Pointer-level kernels of basic-API Scatter (SPEC 3). Offsets, OffsetMap,
// RepeatPlan, Order and the element widths are those of kernels/gather.h.
#ifndef ASCENDC_HOST_KERNELS_SCATTER_H_
#define ASCENDC_HOST_KERNELS_SCATTER_H_

#include <cstddef>
#include <cstdint>

#include "ascendc_host/kernels/gather.h"

namespace ascendc_host {
namespace kernels {

// The element at base + map.Distance(offsets[k]) = src[k], k ascending, so
// of duplicate targets the last write wins (SPEC 3.3) in every order.
template <typename W, IfOffsetElementWidth<W> = 0>
void ScatterByOffsets(const W* src, const uint32_t* offsets, size_t n, OffsetMap map, uint8_t* base,
                      Order order = Order::kFree);

// For the active positions k of every repeat r (r, then k ascending): the
// element at base + map.Distance(offsets[r * plan.positions + k]) = src[r * plan.step + k].
template <typename W, IfOffsetElementWidth<W> = 0>
void ScatterByOffsets(const W* src, const uint32_t* offsets, const RepeatPlan& plan, OffsetMap map, uint8_t* base,
                      Order order = Order::kFree);

}  // namespace kernels
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_KERNELS_SCATTER_H_
