// Sort32 and MrgSort (docs/SPEC.md 8.10). Scalar code on purpose: a repeat
// sorts 32 keys through a fixed compare-exchange network, a merge picks one
// of four heads per structure; both are short chains of 64-bit compares and
// conditional moves without data-dependent branches in the sort (see
// bench/sort_bench.cc for the measured ratios).
#include "ascendc_host/kernels/sort.h"

#include <algorithm>
#include <cstring>
#include <vector>

namespace ascendc_host {
namespace kernels {
namespace {

constexpr int kGroup = 32;

// A key whose unsigned ascending order is the sorting order: NaN smallest
// (first), then +inf ... -inf; +0 and -0 the same key.
inline uint32_t OrderKey32(uint32_t bits) {
  const uint32_t magnitude = bits & 0x7FFFFFFFu;
  if (magnitude > 0x7F800000u) return 0;
  if (magnitude == 0) bits = 0;
  const uint32_t ascending = (bits & 0x80000000u) ? ~bits : (bits | 0x80000000u);
  return ~ascending;
}
inline uint32_t OrderKey16(uint16_t bits) {
  const uint32_t magnitude = bits & 0x7FFFu;
  if (magnitude > 0x7C00u) return 0;
  const uint32_t b = magnitude == 0 ? 0u : bits;
  const uint32_t ascending = (b & 0x8000u) ? (~b & 0xFFFFu) : (b | 0x8000u);
  return ~ascending & 0xFFFFu;
}
template <uint32_t kScoreBytes>
inline uint32_t OrderKeyAt(const uint8_t* p) {
  if constexpr (kScoreBytes == 2) {
    uint16_t b;
    std::memcpy(&b, p, 2);
    return OrderKey16(b);
  } else {
    uint32_t b;
    std::memcpy(&b, p, 4);
    return OrderKey32(b);
  }
}

// Batcher's odd-even merge sort network for 32 keys (191 comparators).
struct Network {
  uint8_t lo[256] = {};
  uint8_t hi[256] = {};
  int size = 0;
};
constexpr Network MakeNetwork() {
  Network net;
  for (int p = 1; p < kGroup; p <<= 1)
    for (int k = p; k >= 1; k >>= 1)
      for (int j = k % p; j + k < kGroup; j += 2 * k)
        for (int i = 0; i < k && i < kGroup - j - k; ++i)
          if ((i + j) / (2 * p) == (i + j + k) / (2 * p)) {
            net.lo[net.size] = static_cast<uint8_t>(i + j);
            net.hi[net.size] = static_cast<uint8_t>(i + j + k);
            ++net.size;
          }
  return net;
}
constexpr Network kNetwork = MakeNetwork();

template <uint32_t kScoreBytes>
void Sort32Typed(uint8_t* dst, const uint8_t* scores, const uint8_t* indices, uint32_t repeats) {
  for (uint32_t r = 0; r < repeats; ++r) {
    const uint8_t* s = scores + uint64_t{r} * kGroup * kScoreBytes;
    const uint8_t* x = indices + uint64_t{r} * kGroup * 4;
    // (key << 32) | position: the network's ascending order is score
    // descending with ties in source order, and every value is distinct.
    uint64_t v[kGroup];
    uint32_t score_bits[kGroup];
    uint32_t index[kGroup];
    for (int i = 0; i < kGroup; ++i) {
      v[i] = (uint64_t{OrderKeyAt<kScoreBytes>(s + i * kScoreBytes)} << 32) | static_cast<uint32_t>(i);
      score_bits[i] = 0;
      std::memcpy(&score_bits[i], s + i * kScoreBytes, kScoreBytes);
      std::memcpy(&index[i], x + i * 4, 4);
    }
    for (int c = 0; c < kNetwork.size; ++c) {
      const uint64_t a = v[kNetwork.lo[c]], b = v[kNetwork.hi[c]];
      v[kNetwork.lo[c]] = a < b ? a : b;
      v[kNetwork.hi[c]] = a < b ? b : a;
    }
    uint8_t* d = dst + uint64_t{r} * kGroup * 8;
    for (int i = 0; i < kGroup; ++i) {
      const uint32_t from = static_cast<uint32_t>(v[i]);
      std::memcpy(d + i * 8, &score_bits[from], 4);  // half: the score, then two zero bytes
      std::memcpy(d + i * 8 + 4, &index[from], 4);
    }
  }
}

// Values below and above every structure's value: a run is stored with
// kLow before and kHigh after it, so that a merge needs no bounds checks.
constexpr uint64_t kLow = 0;
constexpr uint64_t kHigh = ~0ull;

// Two-way merge of the runs a[0, na) and b[0, nb) of distinct values
// (a[-1], b[-1] are kLow, a[na], b[nb] kHigh) into out[0, na + nb): the
// smaller head first, without data-dependent branches. When both runs are
// ascending (sorted queues, the usual input) the back half is merged from
// the largest values down at the same time, a second independent chain;
// otherwise (the merge is defined on any input) front to back only.
void Merge2(const uint64_t* a, uint32_t na, const uint64_t* b, uint32_t nb, bool ascending, uint64_t* out) {
  const uint32_t n = na + nb;
  if (!ascending) {
    const uint64_t *fa = a, *fb = b;
    for (uint32_t k = 0; k < n; ++k) {
      const uint64_t x = *fa, y = *fb;
      const bool take_b = y < x;
      out[k] = take_b ? y : x;
      fa += !take_b;
      fb += take_b;
    }
    return;
  }
  const uint64_t *fa = a, *fb = b;                      // front heads
  const uint64_t *ba = a + na - 1, *bb = b + nb - 1;    // back heads
  uint64_t* back = out + n;
  for (uint32_t k = 0; k < n / 2; ++k) {
    const uint64_t x = *fa, y = *fb;
    const bool front_b = y < x;
    out[k] = front_b ? y : x;
    fa += !front_b;
    fb += front_b;
    const uint64_t u = *ba, v = *bb;
    const bool back_b = v > u;
    *--back = back_b ? v : u;
    ba -= !back_b;
    bb -= back_b;
  }
  if (n % 2 != 0) out[n / 2] = std::min(*fa, *fb);
}

// The four-way merge picks, structure by structure, the highest score among
// the queues' heads, the lowest queue on ties. Each structure gets the
// value (order key << 32) | its place in the queues laid end to end: all
// values are distinct and ascending value order is that choice order. The
// same order comes from merging queues 1+2 and 3+4 and then the two results
// (a two-way merge's next item is always the smaller head of its two
// sources), and a merge that stops when a queue runs out yields a prefix of
// it: up to the first structure that is the last of its queue.
template <uint32_t kScoreBytes>
uint32_t MergeTyped(uint8_t* dst, const uint8_t* const queues[4], const uint16_t lengths[4], bool stop,
                    uint16_t consumed[4]) {
  for (int q = 0; q < 4; ++q) consumed[q] = 0;
  uint32_t offset[5] = {0, 0, 0, 0, 0};
  for (int q = 0; q < 4; ++q) {
    const uint32_t n = queues[q] != nullptr ? lengths[q] : 0;
    if (stop && queues[q] != nullptr && n == 0) return 0;
    offset[q + 1] = offset[q] + n;
  }
  const uint32_t total = offset[4];
  if (total == 0) return 0;
  // Per thread: the structures (every source is read before dst is
  // written), their values (run q at value + offset[q] + 2q + 1, between
  // kLow and kHigh), the two pair runs (likewise) and the final order.
  thread_local std::vector<uint64_t> scratch;
  const uint64_t need = 4ull * total + 16;
  if (scratch.size() < need) scratch.resize(need);
  uint64_t* item = scratch.data();
  uint64_t* value = item + total;
  uint64_t* pairs = value + total + 8;
  uint64_t* order = pairs + total + 4;
  bool ascending[4] = {true, true, true, true};
  for (int q = 0; q < 4; ++q) {
    const uint32_t n = offset[q + 1] - offset[q];
    uint64_t* run = value + offset[q] + 2 * q + 1;
    run[-1] = kLow;
    run[n] = kHigh;
    if (n == 0) continue;
    std::memcpy(item + offset[q], queues[q], uint64_t{n} * 8);
    uint32_t descents = 0;
    uint64_t previous = kLow;
    for (uint32_t k = 0; k < n; ++k) {
      run[k] = (uint64_t{OrderKeyAt<kScoreBytes>(queues[q] + uint64_t{k} * 8)} << 32) | (offset[q] + k + 1);
      descents += run[k] < previous;
      previous = run[k];
    }
    ascending[q] = descents == 0;
  }
  const uint32_t n12 = offset[2], n34 = total - n12;
  uint64_t* pair12 = pairs + 1;
  uint64_t* pair34 = pairs + n12 + 3;
  pair12[-1] = pair34[-1] = kLow;
  pair12[n12] = pair34[n34] = kHigh;
  Merge2(value + 1, offset[1], value + offset[1] + 3, n12 - offset[1], ascending[0] && ascending[1], pair12);
  Merge2(value + offset[2] + 5, offset[3] - offset[2], value + offset[3] + 7, total - offset[3],
         ascending[2] && ascending[3], pair34);
  // A merge of ascending runs is ascending; of others, not necessarily.
  Merge2(pair12, n12, pair34, n34, ascending[0] && ascending[1] && ascending[2] && ascending[3], order);
  uint64_t* level2 = order;
  uint32_t written = total;
  if (stop) {
    // The first structure that is the last of its queue ends the merge.
    uint32_t k = 0;
    for (;; ++k) {
      const uint32_t end = static_cast<uint32_t>(level2[k]);  // its place + 1
      if (end == offset[1] || end == offset[2] || end == offset[3] || end == offset[4]) break;
    }
    written = k + 1;
    for (uint32_t j = 0; j < written; ++j) {
      const uint32_t place = static_cast<uint32_t>(level2[j]) - 1;
      ++consumed[(place >= offset[1]) + (place >= offset[2]) + (place >= offset[3])];
    }
  } else {
    for (int q = 0; q < 4; ++q) consumed[q] = static_cast<uint16_t>(offset[q + 1] - offset[q]);
  }
  for (uint32_t k = 0; k < written; ++k)
    std::memcpy(dst + uint64_t{k} * 8, &item[static_cast<uint32_t>(level2[k]) - 1], 8);
  return written;
}

}  // namespace

void Sort32(uint32_t score_bytes, uint8_t* dst, const uint8_t* scores, const uint8_t* indices, uint32_t repeats) {
  if (score_bytes == 2) Sort32Typed<2>(dst, scores, indices, repeats);
  else Sort32Typed<4>(dst, scores, indices, repeats);
}

uint32_t MergeSortedQueues(uint32_t score_bytes, uint8_t* dst, const uint8_t* const queues[4], const uint16_t lengths[4],
                           bool stop_when_exhausted, uint16_t consumed[4]) {
  return score_bytes == 2 ? MergeTyped<2>(dst, queues, lengths, stop_when_exhausted, consumed)
                          : MergeTyped<4>(dst, queues, lengths, stop_when_exhausted, consumed);
}

}  // namespace kernels
}  // namespace ascendc_host
