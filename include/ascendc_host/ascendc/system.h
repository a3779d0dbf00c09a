// System and utility functions, per-core mask state (SPEC 0.4, 6.8, 8.8).
#ifndef ASCENDC_HOST_ASCENDC_SYSTEM_H_
#define ASCENDC_HOST_ASCENDC_SYSTEM_H_

#include <chrono>
#include <cstdint>

#include "ascendc_host/ascendc/types.h"
#include "ascendc_host/config.h"
#include "ascendc_host/runtime.h"

// Builtin variables of the current block: thread-local, set by the launcher
// (0 and 1 when a kernel is called directly).
extern thread_local int64_t block_idx;
extern thread_local int64_t block_num;

namespace AscendC {

// Registers back to their start values (InitSocState page): mask mode and
// mask, CMPMASK, and on Ascend 950 the CTRL register except CTRL[48]; the
// A2/A3 tables do not list CTRL, so it is kept there.
__aicore__ inline void InitSocState() {
  auto& core = ascendc_host::runtime::CurrentCore();
  constexpr uint64_t kKept = ascendc_host::kProfile.profile == ascendc_host::Profile::kPA2
                                 ? ~0ull
                                 : 1ull << ascendc_host::runtime::ctrl::kFloatNonSaturating;
  const uint64_t ctrl = core.ctrl;
  core.ResetRegisters();
  core.ctrl = (core.ctrl & ~kKept) | (ctrl & kKept);
}
__aicore__ inline int64_t GetBlockIdx() { return block_idx; }
__aicore__ inline int64_t GetBlockNum() { return block_num; }
// Every block runs as a vector core (SPEC 11.8): one sub-block of one core,
// whatever KERNEL_TASK_TYPE the kernel declares.
__aicore__ inline int64_t GetSubBlockIdx() { return 0; }
__aicore__ inline int64_t GetSubBlockNum() { return 1; }
__aicore__ inline int64_t GetTaskRatio() { return 1; }
__aicore__ inline constexpr uint32_t GetVecLen() { return ascendc_host::kVectorBytes; }
__aicore__ inline constexpr uint32_t GetUBSizeInBytes() { return ascendc_host::kProfile.ub_bytes; }
__aicore__ inline uint32_t GetRuntimeUBSize() { return ascendc_host::kProfile.ub_bytes; }
__aicore__ inline constexpr int16_t GetDataBlockSizeInBytes() {
  return static_cast<int16_t>(ascendc_host::kDataBlockBytes);
}

namespace detail {
// The arch id read as hexadecimal digits (3510 -> 0x3510): the page prints
// the version with %x.
constexpr uint32_t ArchVersionCode(uint32_t arch) {
  uint32_t code = 0, shift = 0;
  for (; arch != 0; arch /= 10, shift += 4) code |= (arch % 10) << shift;
  return code;
}
}  // namespace detail
__aicore__ inline void GetArchVersion(uint32_t& coreVersion) {
  coreVersion = detail::ArchVersionCode(ascendc_host::kProfile.arch_id);
}

// The caller's position (not inlined, so the return address lies in it).
__attribute__((noinline)) inline int64_t GetProgramCounter() {
  return static_cast<int64_t>(reinterpret_cast<uintptr_t>(__builtin_return_address(0)));
}

// The system counter: host steady time at the profile's rate (1 GHz on
// Ascend 950, 50 MHz on A2/A3, as the page converts cycles), monotonic.
__aicore__ inline int64_t GetSystemCycle() {
  const auto ns =
      std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch());
  return static_cast<int64_t>(ns.count()) * ascendc_host::kProfile.cycles_per_us / 1000;
}

// The core's 3 KB SSBuffer (Ascend 950): zeroed at block start, 32-byte
// aligned. (A template only so that the profile check fires where called.)
template <int kProfileCheck = 0>
__aicore__ inline __ssbuf__ void* GetSsbufBaseAddr() {
  static_assert(ascendc_host::kProfile.profile == ascendc_host::Profile::kP950 || kProfileCheck != 0,
                "GetSsbufBaseAddr exists on Ascend 950 only");
  return ascendc_host::runtime::CurrentCore().ssbuf;
}

// AIC / AIV branches: the CPU runs the vector (AIV) side of a kernel.
enum class EngineType : uint8_t { AIC, AIV };
template <EngineType engine, auto funPtr, class... Args>
__aicore__ void Async(Args... args) {
  if constexpr (engine == EngineType::AIV) funPtr(args...);
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

// `if ASCEND_IS_AIV { ... }`: the CPU is the vector side.
#ifndef ASCEND_IS_AIV
#define ASCEND_IS_AIV (true)
#endif
#ifndef ASCEND_IS_AIC
#define ASCEND_IS_AIC (false)
#endif

// The compiler's spellings of the block variables and the sub-block
// functions above (kernels and the C API samples call them).
__aicore__ inline int64_t get_block_idx() { return AscendC::GetBlockIdx(); }
__aicore__ inline int64_t get_block_num() { return AscendC::GetBlockNum(); }
__aicore__ inline int64_t get_subblockid() { return AscendC::GetSubBlockIdx(); }
__aicore__ inline int64_t get_subblockdim() { return AscendC::GetSubBlockNum(); }

#endif  // ASCENDC_HOST_ASCENDC_SYSTEM_H_
