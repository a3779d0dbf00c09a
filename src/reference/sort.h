// Reference of the sorting APIs (排序组合: Sort32, MrgSort), written from
// their pages and docs/SPEC.md 8.10, structure by structure on a UB image.
#ifndef ASCENDC_HOST_SRC_REFERENCE_SORT_H_
#define ASCENDC_HOST_SRC_REFERENCE_SORT_H_

#include <cstdint>

#include "ascendc_host/runtime/sort_call.h"
#include "reference/reference.h"

namespace ascendc_host {
namespace reference {

// What a call leaves besides UB: MrgSort's per-queue counts (read by
// GetMrgSortResult); `counts_written` is false when the call did not run.
struct SortResult {
  bool counts_written = false;
  uint16_t consumed[4] = {0, 0, 0, 0};
};

// Runs the call on `ub` (FATAL on any access outside it).
SortResult RunSortCall(const Ub& ub, const SortCallDesc& call);

}  // namespace reference
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_SRC_REFERENCE_SORT_H_
