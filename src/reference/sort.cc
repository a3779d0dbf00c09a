// Sort32 and MrgSort on the UB image (docs/SPEC.md 8.10): scores decoded to
// float and compared as numbers. "a goes before b" is: a is NaN and b is
// not, or both are numbers and a > b (so +0 and -0 tie); a tie keeps the
// earlier one first (Sort32: source position; MrgSort: lower queue, and a
// queue's own order).
#include "reference/sort.h"

#include <cmath>
#include <string>
#include <vector>

#include "reference/numerics.h"

namespace ascendc_host {
namespace reference {
namespace {

constexpr const char* kSortApi = "reference::Sort";

float ScoreAt(const Ub& ub, DType type, uint64_t address) {
  if (type == DType::kF16) return HalfToFloat(ub.Load<uint16_t>(kSortApi, address));
  return FloatFromBits(ub.Load<uint32_t>(kSortApi, address));
}

// Strictly before: a tie is not.
bool Before(float a, float b) {
  if (std::isnan(a)) return !std::isnan(b);
  if (std::isnan(b)) return false;
  return a > b;
}

void Sort32(const Ub& ub, const SortCallDesc& c) {
  const uint32_t score_bytes = SizeOf(c.type);
  for (uint64_t r = 0; r < c.repeats; ++r) {
    struct Item {
      float score;
      uint32_t score_bits;
      uint32_t index;
      bool taken;
    };
    std::vector<Item> items;
    for (uint64_t i = 0; i < 32; ++i) {
      const uint64_t s = c.src0 + (r * 32 + i) * score_bytes;
      const uint32_t bits = score_bytes == 2 ? ub.Load<uint16_t>(kSortApi, s) : ub.Load<uint32_t>(kSortApi, s);
      items.push_back({ScoreAt(ub, c.type, s), bits, ub.Load<uint32_t>(kSortApi, c.src1 + (r * 32 + i) * 4), false});
    }
    // Selection: the first untaken item no other untaken item goes before.
    for (uint64_t out = 0; out < 32; ++out) {
      size_t best = items.size();
      for (size_t i = 0; i < items.size(); ++i) {
        if (items[i].taken) continue;
        if (best == items.size() || Before(items[i].score, items[best].score)) best = i;
      }
      items[best].taken = true;
      const uint64_t d = c.dst + (r * 32 + out) * 8;
      if (score_bytes == 2) {
        ub.Store<uint16_t>(kSortApi, d, static_cast<uint16_t>(items[best].score_bits));
        ub.Store<uint16_t>(kSortApi, d + 2, 0);  // reserved
      } else {
        ub.Store<uint32_t>(kSortApi, d, items[best].score_bits);
      }
      ub.Store<uint32_t>(kSortApi, d + 4, items[best].index);
    }
  }
}

SortResult MrgSort(const Ub& ub, const SortCallDesc& c) {
  SortResult result;
  if (c.repeats == 0) return result;
  uint64_t total = 0;
  for (int q = 0; q < 4; ++q)
    if ((c.queue_bits >> q) & 1u) total += c.lengths[q];
  for (uint64_t r = 0; r < c.repeats; ++r) {
    // Every structure of every taking-part queue is read before dst is written.
    std::vector<uint64_t> queue[4];
    std::vector<float> score[4];
    for (int q = 0; q < 4; ++q) {
      if (!((c.queue_bits >> q) & 1u)) continue;
      for (uint64_t i = 0; i < c.lengths[q]; ++i) {
        const uint64_t a = c.queue[q] + (r * total + i) * 8;
        queue[q].push_back(ub.Load<uint64_t>(kSortApi, a));
        score[q].push_back(ScoreAt(ub, c.type, a));
      }
    }
    size_t next[4] = {0, 0, 0, 0};
    std::vector<uint64_t> out;
    bool stopped = false;
    if (c.exhausted_suspension)
      for (int q = 0; q < 4; ++q)
        if (((c.queue_bits >> q) & 1u) && queue[q].empty()) stopped = true;
    while (!stopped) {
      int best = -1;
      for (int q = 0; q < 4; ++q) {
        if (next[q] == queue[q].size()) continue;
        if (best < 0 || Before(score[q][next[q]], score[best][next[best]])) best = q;
      }
      if (best < 0) break;
      out.push_back(queue[best][next[best]++]);
      if (c.exhausted_suspension && next[best] == queue[best].size()) stopped = true;
    }
    for (size_t i = 0; i < out.size(); ++i) ub.Store<uint64_t>(kSortApi, c.dst + (r * total + i) * 8, out[i]);
    for (int q = 0; q < 4; ++q) result.consumed[q] = static_cast<uint16_t>(next[q]);
  }
  result.counts_written = true;
  return result;
}

}  // namespace

SortResult RunSortCall(const Ub& ub, const SortCallDesc& c) {
  if (c.type != DType::kF16 && c.type != DType::kF32)
    RaiseFatal(kSortApi, "type", std::to_string(static_cast<int>(c.type)), "is not half or float");
  switch (c.op) {
    case SortOp::kSort32: Sort32(ub, c); return SortResult{};
    case SortOp::kMrgSort: return MrgSort(ub, c);
  }
  RaiseFatal(kSortApi, "op", std::to_string(static_cast<int>(c.op)), "has no reference");
}

}  // namespace reference
}  // namespace ascendc_host
