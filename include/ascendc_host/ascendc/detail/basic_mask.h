// The basic-API iteration and mask model (SPEC 0.4), resolved once per call
// for the mask overloads of Gather and Scatter: how many repeats run and
// which element positions of each repeat are active.
#ifndef ASCENDC_HOST_ASCENDC_DETAIL_BASIC_MASK_H_
#define ASCENDC_HOST_ASCENDC_DETAIL_BASIC_MASK_H_

#include <algorithm>
#include <cstdint>

#include "ascendc_host/checks.h"
#include "ascendc_host/config.h"
#include "ascendc_host/runtime.h"

namespace ascendc_host {
namespace detail {

struct BasicIteration {
  uint32_t repeats = 0;
  uint32_t epr = 0;              // element positions per repeat, 256 / sizeof(T)
  bool counter = false;          // Counter mode: a prefix of each repeat is active
  uint64_t counter_total = 0;    // Counter mode: N (mod 2^32), the total element count
  uint64_t bits[2] = {0, 0};     // Normal mode: active positions, bit k of bits[k / 64]

  // Active positions of repeat r in Counter mode: k < ActivePrefix(r).
  uint32_t ActivePrefix(uint32_t r) const {
    const uint64_t done = static_cast<uint64_t>(r) * epr;
    return counter_total <= done ? 0u : static_cast<uint32_t>(std::min<uint64_t>(epr, counter_total - done));
  }
  bool Active(uint32_t r, uint32_t k) const {
    return counter ? k < ActivePrefix(r) : ((bits[k >> 6] >> (k & 63)) & 1u) != 0;
  }
};

// Counter mode (global SetMaskCount()): N elements in ceil(N/EPR) repeats,
// the repeat count wrapped to 8 bits as the hardware does (review R3).
inline BasicIteration CounterIteration(const char* api, const char* param, uint64_t n, uint32_t epr) {
  BasicIteration it;
  it.counter = true;
  it.epr = epr;
  if (n > static_cast<uint64_t>(kMaxRepeatTimes) * epr)
    ReportError(api, param, Str(n), "Counter-mode element count exceeds 255 repeats (the repeat count wraps)");
  it.counter_total = n & 0xFFFFFFFFull;
  it.repeats = static_cast<uint32_t>(((it.counter_total + epr - 1) / epr) % 256);
  return it;
}

// Contiguous-mask overload (`uint64_t mask`).
template <typename T>
BasicIteration ResolveContiguousMask(const char* api, uint64_t mask, uint8_t repeat_time) {
  constexpr uint32_t epr = kRepeatBytes / sizeof(T);
  const auto& core = runtime::CurrentCore();
  if (core.mask_mode == runtime::MaskMode::kCounter) {
    uint64_t n = mask;
    if (kProfile.profile == Profile::kPA2) {
      // The PA2 devkit encodes `mask` as a Normal-mode bit pattern that the
      // hardware then reads as the count (review R4).
      ReportError(api, "mask", Str(mask),
                  "Counter mode with the contiguous-mask overload is not supported on Atlas A2/A3 "
                  "(the count becomes 2^mask-1)");
      n = mask >= 64 ? ~0ull : ((1ull << mask) - 1);
    }
    return CounterIteration(api, "mask", n, epr);
  }
  BasicIteration it;
  it.epr = epr;
  if (mask == 0 || mask > epr) {
    ReportError(api, "mask", Str(mask), epr == 128 ? "must be in [1, 128]" : epr == 64 ? "must be in [1, 64]" : "must be in [1, 32]");
    if (mask == 0) return it;
    mask = epr;
  }
  it.bits[0] = mask >= 64 ? ~0ull : ((1ull << mask) - 1);
  it.bits[1] = mask <= 64 ? 0 : (mask >= 128 ? ~0ull : ((1ull << (mask - 64)) - 1));
  it.repeats = repeat_time;
  return it;
}

// Bit-wise-mask overload (`uint64_t mask[2]`): mask[0] covers positions 0..63.
template <typename T>
BasicIteration ResolveBitwiseMask(const char* api, const uint64_t mask[], uint8_t repeat_time) {
  constexpr uint32_t epr = kRepeatBytes / sizeof(T);
  const auto& core = runtime::CurrentCore();
  if (core.mask_mode == runtime::MaskMode::kCounter) return CounterIteration(api, "mask[0]", mask[0], epr);
  BasicIteration it;
  it.epr = epr;
  uint64_t m0 = mask[0], m1 = mask[1];
  if (epr <= 64 && m1 != 0) {
    ReportError(api, "mask[1]", Hex(m1), "must be 0 for 32- and 64-bit types (ignored)");
    m1 = 0;
  }
  if (epr == 32 && (m0 >> 32) != 0) {
    ReportError(api, "mask[0]", Hex(m0), "bits 32..63 must be 0 for 64-bit types (ignored)");
    m0 &= 0xFFFFFFFFull;
  }
  if (m0 == 0 && m1 == 0) {
    ReportError(api, "mask", "{0, 0}", "no element position is selected");
    return it;
  }
  it.bits[0] = m0;
  it.bits[1] = m1;
  it.repeats = repeat_time;
  return it;
}

}  // namespace detail
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_ASCENDC_DETAIL_BASIC_MASK_H_
