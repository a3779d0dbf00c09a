// Pointer-level kernels of the sorting APIs (排序组合: Sort32, MrgSort;
// docs/SPEC.md 8.10). A (score, index) structure is 8 bytes: the score in
// its low bytes (float: bytes 0-3; half: bytes 0-1, bytes 2-3 reserved),
// the uint32 index in bytes 4-7.
//
// Order: score descending; NaN (any payload) before +inf; +0 and -0 equal;
// equal scores keep their order (Sort32: source position; MrgSort: queue
// number, then position in the queue).
//
// The kernels trust their inputs: the surface has checked that every byte
// the call touches lies in UB.
#ifndef ASCENDC_HOST_KERNELS_SORT_H_
#define ASCENDC_HOST_KERNELS_SORT_H_

#include <cstdint>

namespace ascendc_host {
namespace kernels {

// For r < repeats: the 32 scores at scores + r * 32 * score_bytes and the 32
// indices at indices + r * 128 become 32 sorted structures at dst + r * 256.
// Each repeat reads its sources before it writes (dst may overlap them).
// Half: the reserved bytes are written as zero.
void Sort32(uint32_t score_bytes, uint8_t* dst, const uint8_t* scores, const uint8_t* indices, uint32_t repeats);

// One merge of the sorted queues queues[i] (lengths[i] structures; nullptr:
// queue i takes no part) into dst. stop_when_exhausted: the merge ends right
// after the structure that empties a taking-part queue (at once when one is
// empty). Returns the structures written; consumed[i] gets how many came
// from queue i. Every source is read before dst is written when they overlap.
uint32_t MergeSortedQueues(uint32_t score_bytes, uint8_t* dst, const uint8_t* const queues[4], const uint16_t lengths[4],
                           bool stop_when_exhausted, uint16_t consumed[4]);

}  // namespace kernels
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_KERNELS_SORT_H_
