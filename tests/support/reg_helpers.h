// Helpers of the Reg-layer tests: UB pointers, predicate images for the
// reference, and random predicates of the shapes that matter.
#ifndef ASCENDC_HOST_TESTS_SUPPORT_REG_HELPERS_H_
#define ASCENDC_HOST_TESTS_SUPPORT_REG_HELPERS_H_

#include <cstdint>
#include <random>

#include "kernel_operator.h"
#include "reference/reference.h"

namespace ascendc_host {
namespace testing {

template <typename T>
T* UbPtr(uint32_t address) {
  return reinterpret_cast<T*>(runtime::CurrentCore().ub + address);
}

inline reference::MaskImage ImageOf(const AscendC::Reg::MaskReg& m) {
  reference::MaskImage image;
  for (int w = 0; w < 4; ++w) image.words[w] = m.words[w];
  return image;
}

// By round: all, none, a prefix, one bit, noise.
inline AscendC::Reg::MaskReg RandomMask(std::mt19937_64& rng, uint32_t round) {
  AscendC::Reg::MaskReg m;
  switch (round % 5) {
    case 0: for (auto& w : m.words) w = ~0ull; break;
    case 1: break;
    case 2: {
      const uint32_t bits = static_cast<uint32_t>(rng() % 257);
      for (uint32_t b = 0; b < bits; ++b) m.words[b / 64] |= 1ull << (b % 64);
      break;
    }
    case 3: m.words[rng() % 4] = 1ull << (rng() % 64); break;
    default: for (auto& w : m.words) w = rng(); break;
  }
  return m;
}

}  // namespace testing
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_TESTS_SUPPORT_REG_HELPERS_H_
