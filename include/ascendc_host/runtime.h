// Simulated AI cores: one UB arena and one set of per-core
// registers (mask mode, vector mask, block index/count) per running block.
//
// A launched block leases a core from a process-wide pool (arenas are reused
// across launches, zeroed at block start). Kernel code that is called
// directly, without the launcher, runs as block 0 of 1 on a per-thread
// default core, so unit tests and simple hosts just call the kernel.
#ifndef ASCENDC_HOST_RUNTIME_H_
#define ASCENDC_HOST_RUNTIME_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "ascendc_host/config.h"
#include "ascendc_host/error.h"

namespace ascendc_host {
namespace runtime {

enum class MaskMode : uint8_t { kNormal = 0, kCounter = 1 };

// Allocation bookkeeping of one core: what TPipe / LocalMemAllocator carved.
struct AllocatorState {
  uint32_t pipe_head = 0;         // bump pointer of the live TPipe (bytes)
  uint32_t pipe_buffers = 0;      // buffers handed out by the live TPipe
  uint32_t queue_buffers_per_position[32] = {};
  uint32_t live_pipes = 0;
  uint32_t local_mem_allocators = 0;  // LocalMemAllocator<UB> objects alive
  // `__ubuf__ T name[N];` declared in a kernel body (the C API's UB, SPEC
  // 17.2): each declaration's UB offset, placed from the top of the visible
  // UB down the first time the block runs it.
  struct UbArray {
    const void* site;
    uint32_t offset;
  };
  std::vector<UbArray> ub_arrays;  // in placement order: the last is the lowest
};

// The data-movement registers of one core (SPEC 13.1): the pad value
// DataCopyPad fills with (SetPadValue, or the last isPad = true call) and the
// loop mode of each GM <-> UB direction (SetLoopModePara). Loop sizes 1/1
// are the reset ("normal") state.
struct DataMoveRegisters {
  uint64_t pad_value = 0;       // bit pattern of the value, zero-extended
  bool pad_value_set = false;   // written since the core started
  struct LoopMode {
    uint32_t loop1_size = 1, loop2_size = 1;
    uint64_t loop1_src_stride = 0, loop1_dst_stride = 0;  // bytes
    uint64_t loop2_src_stride = 0, loop2_dst_stride = 0;
  };
  LoopMode to_ub, to_gm;
};

// CTRL register bits the compute APIs obey (SetCtrlSpr page; ../NUMERICS).
namespace ctrl {
inline constexpr int kAtomicTypeLow = 6;  // CTRL[8:6]: GM atomic type of DataCopy to GM, 0 = off
inline constexpr int kAtomicOpLow = 9;    // CTRL[10:9]: 0 add, 1 max, 2 min
inline constexpr int kFloatNonSaturating = 48;   // 0: half(/bf16) results inf -> +-MAX, NaN -> 0
inline constexpr int kFp8NanKept = 50;           // with saturation: fp8 conversion NaN kept
inline constexpr int kIntegerSaturating = 53;    // 0: integer compute wraps
inline constexpr int kCastIntegerTruncating = 59;  // 0: float->int / int->int conversion saturates
inline constexpr int kGlobalSaturationMode = 60;   // 1 (default): bits 48/59 apply to every instruction
// Reset value: every bit 0 but the global mode bit (Ascend 950; the A2/A3
// pages define bit 48 only, whose reset value is also 0).
inline constexpr uint64_t kResetValue = 1ull << kGlobalSaturationMode;
}  // namespace ctrl

// Within-core synchronisation bookkeeping for the checked-mode pairing rules
// of SetFlag/WaitFlag, TQueSync and Mutex (the CPU runs everything in
// program order, so these track use, not time).
struct InCoreSync {
  uint8_t hard_event[64] = {};  // HardEvent e: bit id set between SetFlag and WaitFlag
  uint8_t pipe_pair[64] = {};   // TQueSync<src, dst>: index src * 8 + dst, bit id as above
  uint32_t mutex_allocated = 0;  // MutexIDs handed out by AllocMutexID
  uint32_t mutex_locked = 0;
  uint8_t mutex_pipe[32] = {};   // pipe of the Lock that holds each MutexID
  uint8_t next_task_start_calls = 0;
  uint8_t wait_pre_task_end_calls = 0;
};

struct CoreState {
  uint8_t* ub = nullptr;          // arena, 64-byte aligned, kMaxUbBytes long
  uint32_t ub_bytes = 0;          // visible capacity of the profile
  MaskMode mask_mode = MaskMode::kNormal;
  uint64_t vector_mask[2] = {~0ull, ~0ull};  // {MASK0, MASK1}
  uint64_t ctrl = ctrl::kResetValue;          // CTRL special register
  uint64_t cmp_mask[2] = {0, 0};              // CMPMASK register (Compare / Select / GetCmpMask)
  uint64_t deq_scale = 0;                     // DEQSCALE register (SetDeqScale; SPEC 8.7)
  uint32_t block_idx = 0;
  uint32_t block_num = 1;
  AllocatorState alloc;
  DataMoveRegisters data_move;
  InCoreSync in_core_sync;
  bool direct_call = false;  // the thread's default core (a kernel called without Launch)

  // --- Kernel-side state of the block (SPEC 11); reset with the core. ---
  // Tiling key of this block when its launch chose one (a template kernel
  // launched by key); otherwise TILING_KEY_IS reads the process-wide key.
  uint64_t tiling_key = 0;
  bool has_tiling_key = false;
  bool tiling_key_tested = false;   // a TILING_KEY_IS / TILING_KEY_LIST ran in this block
  bool tiling_key_matched = false;  // ... and one of them was true
  // The first REGISTER_TILING_FOR_TILINGKEY whose expression holds for the
  // key: the struct the tiling must be read as (identity tag and name).
  const void* key_struct_tag = nullptr;
  const char* key_struct_name = nullptr;
  int32_t kernel_task_type = -1;     // KERNEL_TASK_TYPE_DEFAULT (recorded, see SPEC 11.2)
  uint8_t* sys_workspace = nullptr;  // SetSysWorkspace
  void* pipe = nullptr;              // the live TPipe (GetTPipePtr)
  int64_t spr_ar = 0;                // AR special register (GetSpr / ClearSpr)
  // Valid bytes of the last Squeeze<STORE_REG>: what the AR form of
  // StoreUnAlign stores next (SPEC 13.12).
  int64_t squeeze_bytes = 0;
  std::string pending_output;        // printf text of this block not yet ended by '\n'
  alignas(32) uint8_t ssbuf[3072] = {};  // SSBuffer of the core (GetSsbufBaseAddr)
  // What the reductions leave for GetReduceRepeatSumSpr / GetReduceRepeatMaxMinSpr (SPEC 8.8).
  uint64_t reduce_sum_spr = 0;      // the bits of the last ReduceSum count-form result
  uint64_t reduce_extreme_spr = 0;  // the bits of the last maximum / minimum
  uint64_t reduce_index_spr = 0;    // ... and its index
  // Structures of each queue the last MrgSort consumed (GetMrgSortResult; SPEC 8.10).
  uint16_t mrg_sort_consumed[4] = {0, 0, 0, 0};
  bool mrg_sort_suspended = false;  // ... and whether it ran with ifExhaustedSuspension

  bool CtrlBit(int bit) const { return (ctrl >> bit) & 1u; }
  // Resets registers (InitSocState) but leaves UB content alone.
  void ResetRegisters() {
    mask_mode = MaskMode::kNormal;
    vector_mask[0] = vector_mask[1] = ~0ull;
    ctrl = ctrl::kResetValue;
    cmp_mask[0] = cmp_mask[1] = 0;
    deq_scale = 0;
    data_move = DataMoveRegisters{};
    reduce_sum_spr = reduce_extreme_spr = reduce_index_spr = 0;
    for (uint16_t& n : mrg_sort_consumed) n = 0;
    mrg_sort_suspended = false;
  }
  bool Contains(const void* p, size_t bytes) const {
    const uintptr_t a = reinterpret_cast<uintptr_t>(p);
    const uintptr_t base = reinterpret_cast<uintptr_t>(ub);
    return a >= base && a - base <= ub_bytes && bytes <= ub_bytes - (a - base);
  }
  // UB byte address of a host pointer; call only after Contains().
  uint32_t AddressOf(const void* p) const {
    return static_cast<uint32_t>(reinterpret_cast<const uint8_t*>(p) - ub);
  }
};

namespace internal {
// The calling thread's current core; null until its first use. Read inline
// because every API call needs it (a call here cost ~30% of a Reg op).
// `__thread`, not `thread_local`: a C-style TLS pointer has no dynamic
// initialisation, so reading it needs no TLS-init wrapper call.
extern ASCENDC_HOST_HOT_TLS __thread CoreState* tls_current_core;
CoreState& AttachDefaultCore(uint32_t ub_bytes);
// Run by the launcher when a block's kernel has returned, inside the block's
// error scope: ends the block's printf output and checks that a tiling key
// tested by TILING_KEY_IS matched a branch (SPEC 11.2, 11.6).
void FinishBlock(CoreState& core);
}  // namespace internal

// The core of the calling thread: the launched block's, or the thread's
// default core (created zeroed with `ub_bytes` visible, block 0 of 1).
inline CoreState& CurrentCore(uint32_t ub_bytes = kProfile.ub_bytes) {
  CoreState* core = internal::tls_current_core;
  return __builtin_expect(core != nullptr, 1) ? *core : internal::AttachDefaultCore(ub_bytes);
}

// Zeroes the calling thread's default core (UB and registers, allocator
// bookkeeping): what a launch does for every block, for direct callers.
void ResetDefaultCore(uint32_t ub_bytes = kProfile.ub_bytes);

// Guard mode (also ASCENDC_HOST_GUARD_PAGES=1): arenas created or reset
// from now on map the visible UB exactly, between inaccessible pages, so an
// access that escaped the range checks faults instead of going unnoticed.
void SetGuardPages(bool on);
bool GuardPages();

// The UB bytes of the kernel-body array declared at `site` (an address
// unique to the declaration) in the current block: the same bytes every
// time the block reaches the declaration, `bytes` long, 32-byte aligned,
// placed below the arrays before it from the top of the visible UB. FATAL
// when the block's arrays no longer fit above what its TPipe has taken.
uint8_t* BlockUbArray(const void* site, uint32_t bytes, const char* name);

// FATAL unless [p, p+bytes) lies inside the current core's visible UB.
// Returns the UB byte address of p. Inline: every API call checks each of
// its operands, and the passing case is two compares.
[[noreturn]] void RaiseOutsideUb(const char* api, const char* param, const void* p, size_t bytes);
inline uint32_t CheckUbRange(const char* api, const char* param, const void* p, size_t bytes) {
  const CoreState& core = CurrentCore();
  if (__builtin_expect(!core.Contains(p, bytes), 0)) RaiseOutsideUb(api, param, p, bytes);
  return core.AddressOf(p);
}

// --- Tiling key (SPEC 11.2) ---
// The process-wide key (ICPU_SET_TILING_KEY); a launch by key overrides it
// per block (CoreState::tiling_key).
void SetProcessTilingKey(uint64_t key);
uint64_t ProcessTilingKey();
inline uint64_t TilingKeyOf(const CoreState& core) {
  return core.has_tiling_key ? core.tiling_key : ProcessTilingKey();
}
// `kernel` run as a block whose tiling key is `key` (a launch by key; a queued
// launch keeps the key that was set when it was issued).
template <typename Kernel>
auto WithTilingKey(Kernel kernel, uint64_t key) {
  return [kernel, key](auto... args) {
    CoreState& core = CurrentCore();
    core.tiling_key = key;
    core.has_tiling_key = true;
    kernel(args...);
  };
}

// --- Kernel output (printf, DumpTensor, assert; SPEC 11.6) ---
// Kernel text goes to the sink as whole lines, each prefixed with
// "[AIV Block i/n] "; a line a block has not ended yet waits in the block and
// is ended when the block finishes (a kernel called directly, without the
// launcher, keeps it until its newline), so lines of blocks never mix.
using OutputSink = void (*)(void* context, const char* text, size_t size);
// Sets the sink (null: stdout, the default) and returns the previous one.
OutputSink SetOutputSink(OutputSink sink, void* context, void** previous_context = nullptr);
void WriteKernelOutput(CoreState& core, const char* text, size_t size);

}  // namespace runtime

// --- GM buffers of known size (SPEC 11.3) ---
// GmAlloc/aclrtMalloc register their buffers; a framework can register its
// own. Tiling reads, workspace bounds and GlobalTensor bindings inside a
// registered buffer are checked against its end (FATAL); unregistered
// memory is trusted.
void RegisterGmBuffer(const void* base, size_t bytes);
void UnregisterGmBuffer(const void* base);
// True when p lies in a registered buffer; *bytes = bytes from p to its end.
bool GmBytesAvailable(const void* p, size_t* bytes);
// True when the `bytes` from p lie in one registered buffer. The size given
// to SetGlobalBuffer states the valid data (its page: 需自行保证不会超出实际数据
// 的长度), not a limit of the memory: an access past it is allowed while it
// stays in the allocation (vendor samples copy whole DataBlocks past the
// valid data at their tails), FATAL beyond it or in unregistered memory,
// whose extent is unknown (SPEC 6.4).
inline bool InsideGmAllocation(const void* p, uint64_t bytes) {
  size_t available = 0;
  return GmBytesAvailable(p, &available) && bytes <= available;
}
namespace detail {
// GlobalTensor::operator[] past a sized buffer's end: allowed inside the
// registered allocation, FATAL otherwise; out of line so the operator inlines.
void CheckGmOffsetBeyond(const void* base, uint64_t offset, uint64_t element_bytes, uint64_t size);
}  // namespace detail
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_RUNTIME_H_
