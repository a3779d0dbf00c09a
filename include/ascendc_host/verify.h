// Cross-check mode: every call of the data-moving APIs (DataCopy, basic
// Gather/Scatter, GatherMask, Reg LoadAlign/StoreAlign/Gather) runs through
// the SIMD path and through the scalar reference (written from SPEC alone),
// and the first differing element is reported.
//
//   ascendc_host::SetVerifyMode(true);   // or ASCENDC_HOST_VERIFY=1 in the environment
//
// A difference throws ascendc_host::Error (severity ERROR, in every build and
// whatever the checked mode: the mode was asked for explicitly), e.g.
//   Gather: dst[17]=0x3c00 (SIMD) vs 0x4000 (reference) differs from the scalar reference
//   (cross-check mode) [ERROR] (block 3)
// Inside a launched kernel the error reaches the host like any other.
//
// How a call is checked: before the SIMD path runs, the visible UB of the
// core (and, for DataCopy to GM, the GM destination) is copied; afterwards the
// reference runs the same call on the copy and the two images are compared
// byte for byte, so a stray write anywhere in UB is caught too. Register
// results (Reg LoadAlign and Gather) are compared lane by lane. A call that
// raised an error is not cross-checked. The cost is one UB copy and one scalar
// run per call: a debugging mode, not a production one.
//
// A DataCopy to GM under an atomic mode (atomic.h) is not cross-checked:
// other blocks may change the same GM at the same time.
//
// Calls whose arguments break a SPEC rule and run with a release behaviour
// (checked mode off) are compared too; where SPEC leaves the result of such a
// call open, a difference is not necessarily a bug of the SIMD path.
#ifndef ASCENDC_HOST_VERIFY_H_
#define ASCENDC_HOST_VERIFY_H_

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <string>

#include "ascendc_host/config.h"

namespace ascendc_host {
namespace verify {

namespace internal {
extern std::atomic<bool> g_enabled;
}  // namespace internal

// Read by every hooked API call: one relaxed load when the mode is off.
inline bool Enabled() { return internal::g_enabled.load(std::memory_order_relaxed); }

// Test-only fault injection: the next cross-checked call (on any thread)
// flips one bit of its SIMD result before the comparison, so a test can
// prove that a wrong result is caught.
void CorruptNextResultForTesting();
namespace internal {
// True once after CorruptNextResultForTesting(): for checks that compare
// outside Scope (the Reg compute operations, verify/reg_compute.h).
bool TakeCorruptionRequest();
}  // namespace internal

// Which API a Call describes (the reference function it is checked against).
enum class Api : uint8_t {
  kGatherCount,
  kGatherMasked,
  kScatterCount,
  kScatterMasked,
  kGatherMask,
  kDataCopyToUb,
  kDataCopyToGm,
  kRegLoad,
  kRegLoadDual,
  kRegStore,
  kRegStoreDual,
  kRegGather,
  kRegPermute,     // Reg::Gather(dst, src, index): register lanes by index
  kRegStoreSplit,  // b64 RegTraitNumTwo StoreAlign with post-update: halves at address and address2
};

// One API call in the reference's terms: UB byte addresses and the call's
// scalars. Filled by the surface (ascendc/detail/verify_calls.h).
struct Call {
  Api api = Api::kGatherCount;
  Profile profile = kProfile.profile;  // of the operator's translation unit
  uint32_t element_bytes = 0;
  // Basic API (Gather/Scatter): tensors' UB byte addresses and scalars.
  uint32_t dst = 0, src = 0, offsets = 0, base_addr = 0, count = 0;
  bool bitwise_mask = false;
  uint64_t mask[2] = {0, 0};  // contiguous mask in mask[0]
  uint32_t repeat_time = 0, rep_stride = 0;
  // GatherMask (src = src0, offsets = pattern tensor).
  bool pattern_is_tensor = false;
  uint8_t builtin_id = 0;
  bool reduce_mode = false;
  uint32_t gather_mask = 0;
  uint8_t src0_block_stride = 1;
  uint16_t repeat_times = 0;
  uint16_t src0_repeat_stride = 8;
  uint8_t src1_repeat_stride = 8;
  uint64_t* rsvd_cnt = nullptr;
  // DataCopy: the GM side.
  uint8_t* gm = nullptr;
  // Reg layer: LoadDist/StoreDist value, register operands, predicate.
  uint32_t dist = 0;
  int64_t address = 0;  // UB byte address (signed: a Gather base may lie before UB)
  int64_t address2 = 0; // kRegStoreSplit: UB byte address of the second half
  int reg_num = 1;
  uint8_t* reg_out[2] = {nullptr, nullptr};
  const uint8_t* reg_in[2] = {nullptr, nullptr};
  const uint64_t* predicate = nullptr;  // 4 words
  uint32_t src_bytes = 0, index_bytes = 0;
  int index_reg_num = 1;
};

// The API families added after the five data-movement APIs describe a call
// in a plain struct of their own (e.g. ascendc_host::VectorCallDesc) and
// name the Checker that redoes it on the reference (src/verify/<family>.cc).
// The whole UB image is compared afterwards, and the mask registers.
struct MaskRegisterState {
  bool counter_mode = false;
  uint64_t vector_mask[2] = {~0ull, ~0ull};
  uint64_t cmp_mask[2] = {0, 0};  // CMPMASK (Compare / Select / SetCmpMask)
};
// A call that also writes outside UB (a GM destination, a register image)
// names that region; it is copied before the call, the reference writes its
// result into the copy, and the two are compared after the UB image.
struct OutsideRegion {
  uint8_t* address = nullptr;   // host address of the region's first byte
  uint64_t bytes = 0;
  const char* name = "dst";     // reported operand
  uint64_t first_element = 0;   // byte offset of element 0 of `name` before `address`
  uint32_t element_bytes = 1;
};
struct Checker {
  // Runs the reference for `call` on `ub` (the image from before the call);
  // fills the mask registers as the reference leaves them.
  void (*run)(const void* call, uint8_t* ub, uint32_t ub_bytes, MaskRegisterState* registers_after);
  // The operand a difference is reported against: name, UB byte address of
  // its element 0, element size.
  void (*primary)(const void* call, const char** name, uint64_t* address, uint32_t* element_bytes);
  // Optional (families writing outside UB): the region, and the run that
  // also fills `outside` (the region's copy from before the call); `run` is
  // then not used.
  OutsideRegion (*outside)(const void* call) = nullptr;
  void (*run_outside)(const void* call, uint8_t* ub, uint32_t ub_bytes, uint8_t* outside,
                      MaskRegisterState* registers_after) = nullptr;
  // Optional (results within a published error bound rather than bit-exact,
  // e.g. Exp): where the UB images differ at `byte`, the number of bytes from
  // `byte` on (the rest of its element) that are accepted as within the
  // bound, or 0 when the difference is a failure.
  uint32_t (*tolerated)(const void* call, const uint8_t* simd_ub, const uint8_t* reference_ub, uint64_t byte) = nullptr;
};
// Vector compute APIs (ascendc_host::VectorCallDesc).
extern const Checker kVectorChecker;
// Sorting APIs (ascendc_host::SortCallDesc, ascendc_host/runtime/sort_call.h).
extern const Checker kSortChecker;

// For a Checker whose call has a result besides UB and its outside region
// (a second register, a register's state): reports that result's difference
// as Finish reports the others (ERROR, "differs from the scalar reference").
[[noreturn]] void RaiseDifference(const char* api, const std::string& param, const std::string& simd,
                                  const std::string& reference);

// Cross-checks one call: constructed (enabled) before the SIMD path runs,
// compares when it goes out of scope. A default-constructed Scope does
// nothing, so a disabled mode costs one branch per call.
class Scope {
 public:
  Scope() = default;
  explicit Scope(const Call& call);
  // A family's call: `call` (call_bytes long) is copied.
  Scope(const char* api, const Checker& checker, const void* call, size_t call_bytes);
  ~Scope() noexcept(false) {
    if (__builtin_expect(state_ != nullptr, 0)) Finish();
  }
  Scope(const Scope&) = delete;
  Scope& operator=(const Scope&) = delete;

 private:
  struct State;
  void Finish();
  State* state_ = nullptr;
};

}  // namespace verify

// Switches cross-check mode for all threads (initially ASCENDC_HOST_VERIFY=1/0).
void SetVerifyMode(bool on);
inline bool VerifyMode() { return verify::Enabled(); }

// Restores the previous cross-check mode on scope exit.
class ScopedVerifyMode {
 public:
  explicit ScopedVerifyMode(bool on) : previous_(VerifyMode()) { SetVerifyMode(on); }
  ~ScopedVerifyMode() { SetVerifyMode(previous_); }
  ScopedVerifyMode(const ScopedVerifyMode&) = delete;
  ScopedVerifyMode& operator=(const ScopedVerifyMode&) = delete;

 private:
  bool previous_;
};

}  // namespace ascendc_host

#endif  // ASCENDC_HOST_VERIFY_H_
