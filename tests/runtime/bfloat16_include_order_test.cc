// bfloat16_t in a translation unit that includes the Arm ACLE headers
// before kernel_operator.h (as Highway and any NEON code do): the Ascend C
// type, with its conversions, whatever came first (SPEC 12.8). On x86 the
// same checks hold trivially.
#if defined(__aarch64__)
#include <arm_neon.h>  // declares the ACLE's bfloat16_t (a storage-only __bf16 in GCC 12)
#endif
#include <gtest/gtest.h>

#include <type_traits>

#include "kernel_operator.h"

namespace {

TEST(Bfloat16IncludeOrder, TheAscendCTypeWinsWhateverWasIncludedFirst) {
  bfloat16_t b = 1.5f;  // not possible with the ACLE type in GCC 12
  EXPECT_EQ(static_cast<float>(b), 1.5f);
  EXPECT_EQ(b.bits, 0x3FC0);
  static_assert(sizeof(bfloat16_t) == 2 && std::is_trivially_copyable_v<bfloat16_t>, "");
  AscendC::LocalTensor<bfloat16_t> t;
  EXPECT_EQ(t.GetSize(), 0u);
}

}  // namespace
