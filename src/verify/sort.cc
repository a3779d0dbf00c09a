// Cross-check mode for the sorting APIs: SortCallDesc -> reference. Besides
// UB, MrgSort's per-queue counts (GetMrgSortResult) are compared.
#include <cstddef>
#include <cstring>
#include <string>

#include "ascendc_host/runtime.h"
#include "ascendc_host/runtime/sort_call.h"
#include "ascendc_host/verify.h"
#include "reference/sort.h"

namespace ascendc_host {
namespace verify {
namespace {

const char* ApiOf(const SortCallDesc& c) { return c.op == SortOp::kSort32 ? "Sort32" : "MrgSort"; }

void RunSort(const void* call, uint8_t* ub, uint32_t ub_bytes, MaskRegisterState* after) {
  SortCallDesc c;
  std::memcpy(&c, call, sizeof c);
  const reference::SortResult r = reference::RunSortCall(reference::Ub(ub, ub_bytes), c);
  // The sorting APIs leave the mask registers as they were.
  const runtime::CoreState& core = runtime::CurrentCore();
  after->counter_mode = core.mask_mode == runtime::MaskMode::kCounter;
  for (int w = 0; w < 2; ++w) {
    after->vector_mask[w] = core.vector_mask[w];
    after->cmp_mask[w] = core.cmp_mask[w];
  }
  if (!r.counts_written || c.consumed_after == nullptr) return;
  for (int q = 0; q < 4; ++q)
    if (c.consumed_after[q] != r.consumed[q])
      RaiseDifference(ApiOf(c), "GetMrgSortResult count of queue " + std::to_string(q + 1),
                      std::to_string(c.consumed_after[q]), std::to_string(r.consumed[q]));
}

void PrimarySort(const void* call, const char** name, uint64_t* address, uint32_t* element_bytes) {
  uint32_t dst = 0;
  std::memcpy(&dst, static_cast<const uint8_t*>(call) + offsetof(SortCallDesc, dst), sizeof dst);
  *name = "dst";
  *address = dst;
  *element_bytes = kSortPairBytes;
}

}  // namespace

const Checker kSortChecker = {RunSort, PrimarySort, nullptr, nullptr, nullptr};

}  // namespace verify
}  // namespace ascendc_host
