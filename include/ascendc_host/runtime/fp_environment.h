// The floating-point environment of the inline Reg compute operations
// (SPEC 14.1): round to nearest even, no flush-to-zero, no
// denormals-are-zero, whatever a framework left in the calling thread's
// MXCSR / FPCR.
//
// Reading MXCSR waits for every floating-point instruction in flight (its
// flags may change), which would cost more than a register operation. So a
// vector function launched with asc_vf_call runs inside a DefaultFpScope
// (one read per launch, a switch only if the thread's setting differs), and
// the operations check a per-thread counter of open scopes first; only an
// operation called outside every scope reads MXCSR / FPCR itself.
#ifndef ASCENDC_HOST_RUNTIME_FP_ENVIRONMENT_H_
#define ASCENDC_HOST_RUNTIME_FP_ENVIRONMENT_H_

#include <cstdint>

#include "ascendc_host/config.h"

#if defined(__x86_64__) || defined(__i386__)
#include <xmmintrin.h>
#endif

namespace ascendc_host {
namespace runtime {
namespace internal {
// Open DefaultFpScopes of the calling thread (`__thread`: read inline).
extern ASCENDC_HOST_HOT_TLS __thread uint32_t tls_default_fp_scopes;
}  // namespace internal

#if defined(__x86_64__) || defined(__i386__)
using FpControl = unsigned;
inline constexpr unsigned kDefaultMxcsr = 0x1F80;  // exceptions masked, RNE, FTZ and DAZ off
inline constexpr unsigned kMxcsrFlags = 0x3F;      // sticky exception flags, not control
inline FpControl ReadFpControl() { return _mm_getcsr(); }
inline bool IsDefaultFpControl(FpControl c) { return (c & ~kMxcsrFlags) == kDefaultMxcsr; }
inline FpControl DefaultFpControl(FpControl c) { return kDefaultMxcsr | (c & kMxcsrFlags); }
// Writes the control bits of `c`, keeping the flags raised meanwhile.
inline void WriteFpControl(FpControl c) { _mm_setcsr((c & ~kMxcsrFlags) | (_mm_getcsr() & kMxcsrFlags)); }
#elif defined(__aarch64__)
using FpControl = uint64_t;
inline constexpr uint64_t kFpcrModeBits = (3ull << 22) | (1ull << 24) | (1ull << 19);  // RMode, FZ, FZ16
inline FpControl ReadFpControl() {
  uint64_t fpcr;
  __asm__ __volatile__("mrs %0, fpcr" : "=r"(fpcr));
  return fpcr;
}
inline bool IsDefaultFpControl(FpControl c) { return (c & kFpcrModeBits) == 0; }
inline FpControl DefaultFpControl(FpControl c) { return c & ~kFpcrModeBits; }
inline void WriteFpControl(FpControl c) { __asm__ __volatile__("msr fpcr, %0" : : "r"(c) : "memory"); }
#else
using FpControl = unsigned;
inline FpControl ReadFpControl() { return 0; }
inline bool IsDefaultFpControl(FpControl) { return true; }
inline FpControl DefaultFpControl(FpControl c) { return c; }
inline void WriteFpControl(FpControl) {}
#endif

// The default environment from construction to destruction; the caller's
// control bits come back afterwards. Nests.
class DefaultFpScope {
 public:
  DefaultFpScope() : saved_(ReadFpControl()), switched_(!IsDefaultFpControl(saved_)) {
    if (switched_) WriteFpControl(DefaultFpControl(saved_));
    ++internal::tls_default_fp_scopes;
  }
  ~DefaultFpScope() {
    --internal::tls_default_fp_scopes;
    if (switched_) WriteFpControl(saved_);
  }
  DefaultFpScope(const DefaultFpScope&) = delete;
  DefaultFpScope& operator=(const DefaultFpScope&) = delete;

 private:
  FpControl saved_;
  bool switched_;
};

// True when floating-point code may run now without a switch: inside a
// DefaultFpScope (no register read), or the thread's setting is the default.
inline bool InDefaultFpEnvironment() {
  return internal::tls_default_fp_scopes != 0 || IsDefaultFpControl(ReadFpControl());
}

}  // namespace runtime
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_RUNTIME_FP_ENVIRONMENT_H_
