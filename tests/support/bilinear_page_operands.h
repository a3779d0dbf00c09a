// The operands of BilinearInterpolation's page example in UB: src0 = 1..512
// (half), src0Offset = 0, 32, ..., 992 (32 byte offsets), src1 = 2..33,
// room for 512 halves of dst, and a temporary buffer of the size the page
// asks for on Atlas A2/A3.
#ifndef ASCENDC_HOST_TESTS_SUPPORT_BILINEAR_PAGE_OPERANDS_H_
#define ASCENDC_HOST_TESTS_SUPPORT_BILINEAR_PAGE_OPERANDS_H_

#include <cstdint>

#include "kernel_operator.h"
#include "support/ub_helpers.h"

namespace ascendc_host {
namespace testing {

struct BilinearPageOperands {
  AscendC::LocalTensor<half> src0 = TensorAt<half>(0, 512);
  AscendC::LocalTensor<uint32_t> offsets = TensorAt<uint32_t>(2048, 32);
  AscendC::LocalTensor<half> src1 = TensorAt<half>(4096, 32);
  AscendC::LocalTensor<half> dst = TensorAt<half>(8192, 512);
  AscendC::LocalTensor<uint8_t> tmp = TensorAt<uint8_t>(16384, 512 * 32 + 32 * 32);
  BilinearPageOperands() {
    for (uint32_t i = 0; i < 512; ++i) src0.SetValue(i, half(static_cast<float>(i + 1)));
    for (uint32_t i = 0; i < 32; ++i) offsets.SetValue(i, 32 * i);
    for (uint32_t i = 0; i < 32; ++i) src1.SetValue(i, half(static_cast<float>(i + 2)));
  }
};

}  // namespace testing
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_TESTS_SUPPORT_BILINEAR_PAGE_OPERANDS_H_
