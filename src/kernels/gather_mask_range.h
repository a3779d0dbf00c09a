// Target-independent pieces of the GatherMask kernels: the slice of the
// position space a call (or one thread of it) works on.
#ifndef ASCENDC_HOST_SRC_KERNELS_GATHER_MASK_RANGE_H_
#define ASCENDC_HOST_SRC_KERNELS_GATHER_MASK_RANGE_H_

#include <cstdint>

namespace ascendc_host {
namespace gather_mask_detail {

// Positions (r, p) with (begin_r, begin_p) <= (r, p) < (end_r, end_p) in
// lexicographic order. Boundaries other than the call's ends are multiples
// of a 256-byte chunk of positions, so every piece starts on a DataBlock and
// on a pattern byte (and on the 8-position phase of a built-in pattern).
struct PositionRange {
  uint64_t begin_r = 0, begin_p = 0;
  uint64_t end_r = 0, end_p = 0;
};

}  // namespace gather_mask_detail
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_SRC_KERNELS_GATHER_MASK_RANGE_H_
