// Operands of the basic Gather/Scatter tests (conformance, errors, PA2).
#ifndef ASCENDC_HOST_TESTS_SUPPORT_OFFSET_HELPERS_H_
#define ASCENDC_HOST_TESTS_SUPPORT_OFFSET_HELPERS_H_

#include <gtest/gtest.h>

#include <cstdint>

#include "support/ub_helpers.h"

namespace ascendc_host {
namespace testing {

// The example of seeds 004 (Gather) and 002 (Scatter), SPEC 5.6 E5.1 and
// 3.6 E3.1: 128 halves 0..127 at UB 0, offsets 254 - 2k at 1024 (offset k
// addresses element 127 - k), dst at 2048. Either API reverses the halves.
struct ReversingSeed {
  AscendC::LocalTensor<half> src = TensorAt<half>(0, 128);
  AscendC::LocalTensor<uint32_t> off = TensorAt<uint32_t>(1024, 128);
  AscendC::LocalTensor<half> dst = TensorAt<half>(2048, 128);

  ReversingSeed() {
    FillWith(src, 128, [](uint32_t i) { return half(static_cast<float>(i)); });
    FillWith(off, 128, [](uint32_t k) { return 254 - 2 * k; });
  }
  // dst[k] is 127 - k, bit for bit.
  ::testing::AssertionResult DstReversed() const {
    for (uint32_t k = 0; k < 128; ++k)
      if (dst.GetValue(k).bits != half(static_cast<float>(127 - k)).bits)
        return ::testing::AssertionFailure() << "dst[" << k << "] has bits " << dst.GetValue(k).bits;
    return ::testing::AssertionSuccess();
  }
};

// u16 operands: src at UB 0 with src[i] = src_first + i, 256 offsets at 1024
// with offset k = 2k (element k), dst at 4096 with every element dst_fill.
struct Operands16 {
  AscendC::LocalTensor<uint16_t> src = TensorAt<uint16_t>(0, 256);
  AscendC::LocalTensor<uint32_t> off = TensorAt<uint32_t>(1024, 256);
  AscendC::LocalTensor<uint16_t> dst = TensorAt<uint16_t>(4096, 256);

  Operands16(uint16_t src_first, uint16_t dst_fill) {
    FillWith(src, 256, [&](uint32_t i) { return static_cast<uint16_t>(src_first + i); });
    FillWith(off, 256, [](uint32_t k) { return 2 * k; });
    FillWith(dst, 256, [&](uint32_t) { return dst_fill; });
  }
};

}  // namespace testing
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_TESTS_SUPPORT_OFFSET_HELPERS_H_
