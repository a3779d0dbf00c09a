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
constexpr uint64_t kExhausted = ~0ull;

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

template <uint32_t kScoreBytes>
uint32_t MergeTyped(uint8_t* dst, const uint8_t* const queues[4], const uint16_t lengths[4], bool stop,
                    uint16_t consumed[4]) {
  uint32_t pos[4] = {0, 0, 0, 0};
  uint64_t head[4];
  int live = 0;
  for (int i = 0; i < 4; ++i) consumed[i] = 0;
  for (int i = 0; i < 4; ++i) {
    if (queues[i] == nullptr) {
      head[i] = kExhausted;
      continue;
    }
    if (lengths[i] == 0) {
      if (stop) return 0;
      head[i] = kExhausted;
      continue;
    }
    head[i] = (uint64_t{OrderKeyAt<kScoreBytes>(queues[i])} << 2) | static_cast<uint64_t>(i);
    ++live;
  }
  uint32_t out = 0;
  while (live > 1) {
    // (key << 2) | queue: the smallest head is the highest score, the lowest queue on ties.
    const uint64_t m01 = std::min(head[0], head[1]), m23 = std::min(head[2], head[3]);
    const uint64_t m = std::min(m01, m23);
    const int i = static_cast<int>(m & 3);
    std::memcpy(dst + uint64_t{out} * 8, queues[i] + uint64_t{pos[i]} * 8, 8);
    ++out;
    if (++pos[i] == lengths[i]) {
      head[i] = kExhausted;
      --live;
      if (stop) live = 0;
    } else {
      head[i] = (uint64_t{OrderKeyAt<kScoreBytes>(queues[i] + uint64_t{pos[i]} * 8)} << 2) | static_cast<uint64_t>(i);
    }
  }
  if (live == 1) {  // one queue left: its rest in order
    int i = 0;
    while (head[i] == kExhausted) ++i;
    const uint64_t rest = lengths[i] - pos[i];
    std::memmove(dst + uint64_t{out} * 8, queues[i] + uint64_t{pos[i]} * 8, rest * 8);
    out += static_cast<uint32_t>(rest);
    pos[i] = lengths[i];
  }
  for (int i = 0; i < 4; ++i) consumed[i] = static_cast<uint16_t>(pos[i]);
  return out;
}

bool Overlaps(const uint8_t* a, uint64_t a_bytes, const uint8_t* b, uint64_t b_bytes) {
  const uintptr_t x = reinterpret_cast<uintptr_t>(a), y = reinterpret_cast<uintptr_t>(b);
  return a_bytes != 0 && b_bytes != 0 && x < y + b_bytes && y < x + a_bytes;
}

}  // namespace

void Sort32(uint32_t score_bytes, uint8_t* dst, const uint8_t* scores, const uint8_t* indices, uint32_t repeats) {
  if (score_bytes == 2) Sort32Typed<2>(dst, scores, indices, repeats);
  else Sort32Typed<4>(dst, scores, indices, repeats);
}

uint32_t MergeSortedQueues(uint32_t score_bytes, uint8_t* dst, const uint8_t* const queues[4], const uint16_t lengths[4],
                           bool stop_when_exhausted, uint16_t consumed[4]) {
  uint64_t total = 0;
  for (int i = 0; i < 4; ++i)
    if (queues[i] != nullptr) total += lengths[i];
  bool overlap = false;
  for (int i = 0; i < 4; ++i)
    if (queues[i] != nullptr) overlap = overlap || Overlaps(dst, total * 8, queues[i], uint64_t{lengths[i]} * 8);
  auto merge = [&](uint8_t* out) {
    return score_bytes == 2 ? MergeTyped<2>(out, queues, lengths, stop_when_exhausted, consumed)
                            : MergeTyped<4>(out, queues, lengths, stop_when_exhausted, consumed);
  };
  if (!overlap) return merge(dst);
  std::vector<uint8_t> staged(total * 8);
  const uint32_t written = merge(staged.data());
  std::memcpy(dst, staged.data(), uint64_t{written} * 8);
  return written;
}

}  // namespace kernels
}  // namespace ascendc_host
