// System and utility functions, per-core mask state (SPEC 0.4, 6.8).
#ifndef ASCENDC_HOST_ASCENDC_SYSTEM_H_
#define ASCENDC_HOST_ASCENDC_SYSTEM_H_

#include <cstdint>

#include "ascendc_host/ascendc/types.h"
#include "ascendc_host/config.h"
#include "ascendc_host/runtime.h"

// Builtin variables of the current block: thread-local, set by the launcher
// (0 and 1 when a kernel is called directly).
extern thread_local int64_t block_idx;
extern thread_local int64_t block_num;

namespace AscendC {

__aicore__ inline void InitSocState() { ascendc_host::runtime::CurrentCore().ResetRegisters(); }
__aicore__ inline int64_t GetBlockIdx() { return block_idx; }
__aicore__ inline int64_t GetBlockNum() { return block_num; }
__aicore__ inline constexpr uint32_t GetVecLen() { return ascendc_host::kVectorBytes; }
__aicore__ inline constexpr uint32_t GetUBSizeInBytes() { return ascendc_host::kProfile.ub_bytes; }
__aicore__ inline uint32_t GetRuntimeUBSize() { return ascendc_host::kProfile.ub_bytes; }
__aicore__ inline constexpr uint32_t GetDataBlockSizeInBytes() { return ascendc_host::kDataBlockBytes; }

template <typename T, typename U>
__aicore__ inline constexpr auto CeilDivision(T a, U b) {
  return (a + b - 1) / b;
}

__aicore__ inline void SetMaskNorm() {
  ascendc_host::runtime::CurrentCore().mask_mode = ascendc_host::runtime::MaskMode::kNormal;
}
__aicore__ inline void SetMaskCount() {
  ascendc_host::runtime::CurrentCore().mask_mode = ascendc_host::runtime::MaskMode::kCounter;
}
__aicore__ inline void ResetMask() {
  auto& core = ascendc_host::runtime::CurrentCore();
  core.vector_mask[0] = core.vector_mask[1] = ~0ull;
}

// {MASK1:MASK0} = {maskHigh, maskLow}: note the high word first.
template <typename T, MaskMode mode = MaskMode::NORMAL>
__aicore__ inline void SetVectorMask(const uint64_t maskHigh, const uint64_t maskLow) {
  auto& core = ascendc_host::runtime::CurrentCore();
  core.vector_mask[0] = maskLow;
  core.vector_mask[1] = maskHigh;
}

// Normal: the first `len` element positions; Counter: MASK0 = len.
template <typename T, MaskMode mode = MaskMode::NORMAL>
__aicore__ inline void SetVectorMask(int32_t len) {
  auto& core = ascendc_host::runtime::CurrentCore();
  if (mode == MaskMode::COUNTER) {
    core.vector_mask[0] = static_cast<uint64_t>(static_cast<uint32_t>(len));
    core.vector_mask[1] = 0;
    return;
  }
  const uint32_t n = len < 0 ? 0u : static_cast<uint32_t>(len);
  core.vector_mask[0] = n >= 64 ? ~0ull : ((1ull << n) - 1);
  core.vector_mask[1] = n >= 128 ? ~0ull : (n <= 64 ? 0ull : ((1ull << (n - 64)) - 1));
}

}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_SYSTEM_H_
