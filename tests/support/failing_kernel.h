// A kernel that fails in one block: block 13 computes a UB position beyond
// the arena, so its DataCopy raises FATAL ("outside the UB arena") while the
// other blocks run normally. Launch and stream tests use it to follow an
// error from a block to the host.
#ifndef ASCENDC_HOST_TESTS_SUPPORT_FAILING_KERNEL_H_
#define ASCENDC_HOST_TESTS_SUPPORT_FAILING_KERNEL_H_

#include "kernel_operator.h"

namespace ascendc_host {
namespace testing {

inline constexpr uint32_t kFailingBlock = 13;

// `x`: at least 256 bytes of GM.
inline __global__ __aicore__ void UbOverflowInBlock13(GM_ADDR x) {
  AscendC::TPipe pipe;
  AscendC::TQue<AscendC::TPosition::VECIN, 1> q;
  pipe.InitBuffer(q, 1, 256);
  AscendC::GlobalTensor<int32_t> g;
  g.SetGlobalBuffer((__gm__ int32_t*)x);
  AscendC::LocalTensor<int32_t> t = q.AllocTensor<int32_t>();
  const uint32_t at = AscendC::GetBlockIdx() == kFailingBlock ? 300000 : 0;
  AscendC::DataCopy(t[at], g, 64);
  q.FreeTensor(t);
}

}  // namespace testing
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_TESTS_SUPPORT_FAILING_KERNEL_H_
