// One call of the sorting APIs (排序组合, docs/SPEC.md 8.10) in the pages'
// terms: what the reference and cross-check mode need to redo it. Filled by
// the surface only when cross-check mode is on; tests fill it to drive the
// reference.
#ifndef ASCENDC_HOST_RUNTIME_SORT_CALL_H_
#define ASCENDC_HOST_RUNTIME_SORT_CALL_H_

#include <cstdint>

#include "ascendc_host/ops.h"

namespace ascendc_host {

enum class SortOp : uint8_t {
  kSort32,   // 32 (score, index) pairs per repeat, sorted by score, descending
  kMrgSort,  // up to four sorted queues of 8-byte (score, index) structures merged into one
};

// Bytes of one (score, index) structure in both element types.
inline constexpr uint32_t kSortPairBytes = 8;
inline constexpr uint32_t kSort32Elements = 32;

struct SortCallDesc {
  SortOp op = SortOp::kSort32;
  DType type = DType::kF32;  // the score's type: kF16 or kF32
  uint8_t profile = 0;
  // UB byte addresses. Sort32: src0 the scores, src1 the uint32 indices.
  // MrgSort: queue[i] the start of queue i.
  uint32_t dst = 0, src0 = 0, src1 = 0;
  uint32_t queue[4] = {0, 0, 0, 0};
  // Sort32: the repeats. MrgSort: the iterations actually run (1 unless the
  // page's four conditions for repeatTimes hold, 0 for nothing).
  uint32_t repeats = 0;
  // MrgSort: queue lengths in structures, the queues taking part (bit i:
  // queue i) and whether the merge stops when one of them runs out.
  uint16_t lengths[4] = {0, 0, 0, 0};
  uint8_t queue_bits = 0;
  bool exhausted_suspension = false;
  // MrgSort: the counts GetMrgSortResult reads after the call, as the SIMD
  // path left them (compared with the reference's by cross-check mode).
  const uint16_t* consumed_after = nullptr;
};

}  // namespace ascendc_host

#endif  // ASCENDC_HOST_RUNTIME_SORT_CALL_H_
