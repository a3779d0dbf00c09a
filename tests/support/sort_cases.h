// Random Sort32 / MrgSort calls checked against the reference
// (src/reference/sort.cc): scores with many ties, NaN of any payload and
// sign, infinities, signed zeros and subnormals; whole UB images and
// GetMrgSortResult's counts compared bit for bit. Shared by the profiles'
// test binaries.
#ifndef ASCENDC_HOST_TESTS_SUPPORT_SORT_CASES_H_
#define ASCENDC_HOST_TESTS_SUPPORT_SORT_CASES_H_

#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <random>
#include <vector>

#include "kernel_operator.h"
#include "reference/sort.h"
#include "support/ub_helpers.h"

namespace ascendc_host {
namespace testing {

// Score bits of type T: drawn from a small set (ties), specials, or random.
template <typename T>
uint32_t SortScoreBits(std::mt19937_64& rng) {
  constexpr bool kHalf = sizeof(T) == 2;
  switch (rng() % 8) {
    case 0: {  // specials
      static const uint32_t f[] = {0x7FC00000u, 0xFFC00001u, 0x7F800001u, 0x7F800000u, 0xFF800000u,
                                   0x00000000u, 0x80000000u, 0x00000001u, 0x80000001u};
      static const uint32_t h[] = {0x7E00u, 0xFE01u, 0x7C01u, 0x7C00u, 0xFC00u, 0x0000u, 0x8000u, 0x0001u, 0x8001u};
      return kHalf ? h[rng() % 9] : f[rng() % 9];
    }
    case 1:
    case 2:
    case 3: {  // a few small values: many equal scores
      const float v = static_cast<float>(static_cast<int>(rng() % 7) - 3);
      if (kHalf) return half(v).bits;
      uint32_t b;
      std::memcpy(&b, &v, 4);
      return b;
    }
    default: return kHalf ? static_cast<uint32_t>(rng() & 0xFFFF) : static_cast<uint32_t>(rng());
  }
}

template <typename T>
void FillScores(uint32_t address, uint64_t n, std::mt19937_64& rng) {
  uint8_t* ub = runtime::CurrentCore().ub;
  for (uint64_t i = 0; i < n; ++i) {
    const uint32_t b = SortScoreBits<T>(rng);
    std::memcpy(ub + address + i * sizeof(T), &b, sizeof(T));
  }
}

// Runs `call` and the reference on the UB image from before it; the images
// must agree byte for byte, and so must the counts of an MrgSort.
template <typename Call>
::testing::AssertionResult SortMatchesReference(SortCallDesc desc, Call&& call) {
  runtime::CoreState& core = runtime::CurrentCore();
  std::vector<uint8_t> expected = Snapshot(core);
  call();
  const reference::SortResult r = reference::RunSortCall(reference::Ub(expected.data(), core.ub_bytes), desc);
  ::testing::AssertionResult same = SameBytes(expected, Snapshot(core));
  if (!same) return same;
  if (r.counts_written)
    for (int q = 0; q < 4; ++q)
      if (core.mrg_sort_consumed[q] != r.consumed[q])
        return ::testing::AssertionFailure() << "count of queue " << q << ": " << core.mrg_sort_consumed[q]
                                             << " vs reference " << r.consumed[q];
  return ::testing::AssertionSuccess();
}

template <typename T>
void RandomSort32Calls(int cases, std::mt19937_64& rng) {
  const uint32_t ub = runtime::CurrentCore().ub_bytes;
  for (int i = 0; i < cases; ++i) {
    SortCallDesc c;
    c.op = SortOp::kSort32;
    c.type = detail::DTypeOf<T>();
    const uint32_t pick = static_cast<uint32_t>(rng() % 10);
    c.repeats = pick == 0 ? 0 : pick == 1 ? 255 : pick == 2 ? 1 : static_cast<uint32_t>(1 + rng() % 12);
    const uint32_t dst_bytes = c.repeats * 256, src0_bytes = c.repeats * 32 * sizeof(T), src1_bytes = c.repeats * 128;
    // Three regions of the UB, each at a random 256-byte boundary; sometimes dst over src0.
    const uint32_t third = ub / 3 / 256 * 256;
    auto place = [&](uint32_t region, uint32_t bytes) {
      const uint32_t room = bytes >= third ? 0 : (third - bytes) / 256;
      return region * third + static_cast<uint32_t>(room ? rng() % (room + 1) : 0) * 256;
    };
    c.dst = place(0, dst_bytes);
    c.src0 = rng() % 8 == 0 ? c.dst : place(1, src0_bytes);
    c.src1 = place(2, src1_bytes);
    FillRandom(runtime::CurrentCore().ub, ub, rng);
    FillScores<T>(c.src0, uint64_t{c.repeats} * 32, rng);
    ASSERT_TRUE(SortMatchesReference(c, [&] {
      AscendC::Sort32(TensorAt<T>(c.dst, dst_bytes / sizeof(T) + 1), TensorAt<T>(c.src0, src0_bytes / sizeof(T) + 1),
                      TensorAt<uint32_t>(c.src1, src1_bytes / 4 + 1), static_cast<int32_t>(c.repeats));
    })) << "case " << i << " repeats " << c.repeats;
  }
}

// Queues of (score, index) structures, sorted by a Sort32-style order or
// left unsorted (the merge is defined on any input, SPEC 8.10).
template <typename T>
void FillQueue(uint32_t address, uint32_t n, bool sorted, std::mt19937_64& rng) {
  uint8_t* ub = runtime::CurrentCore().ub;
  FillRandom(ub + address, uint64_t{n} * 8, rng);
  for (uint32_t i = 0; i < n; ++i) {
    const uint32_t b = SortScoreBits<T>(rng);
    std::memcpy(ub + address + uint64_t{i} * 8, &b, sizeof(T));
  }
  if (!sorted || n == 0) return;
  // Sort the queue with the reference's Sort32 model, 32 at a time, then
  // merge those groups with the reference's merge (by descending value).
  std::vector<uint64_t> items(n);
  std::memcpy(items.data(), ub + address, uint64_t{n} * 8);
  auto score = [](uint64_t s) {
    if constexpr (sizeof(T) == 2) return static_cast<float>(half::FromBits(static_cast<uint16_t>(s)));
    float f;
    uint32_t b = static_cast<uint32_t>(s);
    std::memcpy(&f, &b, 4);
    return f;
  };
  std::stable_sort(items.begin(), items.end(), [&](uint64_t a, uint64_t b) {
    const float x = score(a), y = score(b);
    if (std::isnan(x)) return !std::isnan(y);
    if (std::isnan(y)) return false;
    return x > y;
  });
  std::memcpy(ub + address, items.data(), uint64_t{n} * 8);
}

template <typename T>
void RandomMrgSortCalls(int cases, std::mt19937_64& rng) {
  runtime::CoreState& core = runtime::CurrentCore();
  const uint32_t ub = core.ub_bytes;
  for (int i = 0; i < cases; ++i) {
    static const uint16_t kValid[] = {3, 7, 15};
    AscendC::MrgSort4Info p;
    p.validBit = kValid[rng() % 3];
    p.ifExhaustedSuspension = rng() % 3 == 0;
    const bool big = rng() % 16 == 0;
    const bool repeated = !big && rng() % 4 == 0;
    uint16_t len = static_cast<uint16_t>(rng() % 40);
    for (int q = 0; q < 4; ++q) {
      p.elementLengths[q] = repeated ? len
                            : big    ? static_cast<uint16_t>(rng() % 4096)
                                     : static_cast<uint16_t>(rng() % 6 == 0 ? 0 : rng() % 70);
    }
    if (big) p.validBit = 3;
    p.repeatTimes = repeated ? static_cast<uint8_t>(rng() % 6) : static_cast<uint8_t>(rng() % 5 == 0 ? 1 + rng() % 3 : 1);
    if (repeated) {
      p.validBit = 15;
      p.ifExhaustedSuspension = rng() % 4 == 0;
    }
    const uint32_t queues = p.validBit == 3 ? 2 : p.validBit == 7 ? 3 : 4;
    uint64_t total = 0;
    for (uint32_t q = 0; q < queues; ++q) total += p.elementLengths[q];
    const uint32_t reps = std::max<uint32_t>(p.repeatTimes, 1);
    // Sources in the lower half (contiguous when repeated, else scattered 8-byte
    // aligned), dst in the upper half or, sometimes, over the sources.
    const uint32_t half_ub = ub / 2;
    uint32_t addr[4] = {0, 0, 0, 0};
    FillRandom(core.ub, ub, rng);
    if (repeated) {
      for (uint32_t r = 0; r < reps; ++r)
        for (int q = 0; q < 4; ++q) FillQueue<T>((r * 4 + q) * len * 8, len, rng() % 4 != 0, rng);
      for (int q = 0; q < 4; ++q) addr[q] = q * len * 8;
    } else {
      uint32_t at = 0;
      for (uint32_t q = 0; q < queues; ++q) {
        at += static_cast<uint32_t>(rng() % 8) * 8;
        addr[q] = at;
        FillQueue<T>(at, p.elementLengths[q], rng() % 4 != 0, rng);
        at += p.elementLengths[q] * 8;
      }
      for (uint32_t q = queues; q < 4; ++q) addr[q] = static_cast<uint32_t>(rng() % 64) * 8;  // not read
    }
    const uint32_t dst = rng() % 10 == 0 ? 0 : half_ub + static_cast<uint32_t>(rng() % 64) * 32;
    if (uint64_t{dst} + reps * total * 8 > ub) continue;
    SortCallDesc c;
    c.op = SortOp::kMrgSort;
    c.type = detail::DTypeOf<T>();
    c.dst = dst;
    for (int q = 0; q < 4; ++q) {
      c.queue[q] = addr[q];
      c.lengths[q] = p.elementLengths[q];
    }
    c.queue_bits = static_cast<uint8_t>(p.validBit);
    c.exhausted_suspension = p.ifExhaustedSuspension;
    // The page's four conditions for repeatTimes: otherwise one merge.
    c.repeats = repeated && !p.ifExhaustedSuspension ? p.repeatTimes : std::min<uint32_t>(p.repeatTimes, 1);
    const ScopedCheckedMode release(false);  // overlapping dst and a repeatTimes without effect: WARN rows
    ASSERT_TRUE(SortMatchesReference(c, [&] {
      AscendC::MrgSortSrcList<T> list(TensorAt<T>(addr[0], 16384), TensorAt<T>(addr[1], 16384),
                                      TensorAt<T>(addr[2], 16384), TensorAt<T>(addr[3], 16384));
      AscendC::MrgSort(TensorAt<T>(dst, 16384), list, p);
    })) << "case " << i << " validBit " << p.validBit << " suspension " << p.ifExhaustedSuspension << " repeats "
        << int(p.repeatTimes) << " lengths " << p.elementLengths[0] << "," << p.elementLengths[1] << ","
        << p.elementLengths[2] << "," << p.elementLengths[3];
  }
}

// Both types, `cases` random calls each of Sort32 and of MrgSort, on a fresh core.
inline void SortAgainstReference(uint64_t seed, int cases) {
  FreshCore();
  std::mt19937_64 rng(seed);
  RandomSort32Calls<half>(cases, rng);
  RandomSort32Calls<float>(cases, rng);
  RandomMrgSortCalls<half>(2 * cases, rng);
  RandomMrgSortCalls<float>(2 * cases, rng);
}

// Sort32's sources on a fresh core: n scores score_of(i) at UB byte 0 and
// the indices index_of(i) at byte 16384.
template <typename T>
struct Sort32Sources {
  AscendC::LocalTensor<T> scores;
  AscendC::LocalTensor<uint32_t> indices;
};
template <typename T, typename ScoreOf, typename IndexOf>
Sort32Sources<T> FreshSort32Sources(uint32_t n, ScoreOf score_of, IndexOf index_of) {
  FreshCore();
  Sort32Sources<T> s{TensorAt<T>(0, n), TensorAt<uint32_t>(16384, n)};
  FillWith(s.scores, n, [&](uint32_t i) { return T(score_of(i)); });
  FillWith(s.indices, n, index_of);
  return s;
}

}  // namespace testing
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_TESTS_SUPPORT_SORT_CASES_H_
