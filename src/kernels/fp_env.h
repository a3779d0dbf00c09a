// The floating-point environment every compute kernel runs in: round to
// nearest even, no flush-to-zero, no denormals-are-zero. A framework that
// links the library may have set FTZ/DAZ (or another rounding mode) on the
// calling thread; the NPU's results do not depend on that, so neither may
// ours. The previous state is restored on exit. Costs a few cycles per call.
#ifndef ASCENDC_HOST_SRC_KERNELS_FP_ENV_H_
#define ASCENDC_HOST_SRC_KERNELS_FP_ENV_H_

#include <cstdint>

#if defined(__x86_64__) || defined(__i386__)
#include <xmmintrin.h>
#endif

namespace ascendc_host {
namespace kernels {

class DefaultFloatEnvironment {
 public:
#if defined(__x86_64__) || defined(__i386__)
  // MXCSR: all exceptions masked, round to nearest, FTZ (bit 15) and DAZ (bit 6) off.
  DefaultFloatEnvironment() : saved_(_mm_getcsr()) {
    if (saved_ != kDefault) _mm_setcsr(kDefault);
  }
  ~DefaultFloatEnvironment() {
    if (saved_ != kDefault) _mm_setcsr(saved_);
  }

 private:
  static constexpr unsigned kDefault = 0x1F80;
  unsigned saved_;
#elif defined(__aarch64__)
  // FPCR: round to nearest (RMode 0), FZ (bit 24) and FZ16 (bit 19) off.
  DefaultFloatEnvironment() {
    __asm__ __volatile__("mrs %0, fpcr" : "=r"(saved_));
    const uint64_t wanted = saved_ & ~((3ull << 22) | (1ull << 24) | (1ull << 19));
    if (wanted != saved_) __asm__ __volatile__("msr fpcr, %0" : : "r"(wanted));
  }
  ~DefaultFloatEnvironment() { __asm__ __volatile__("msr fpcr, %0" : : "r"(saved_)); }

 private:
  uint64_t saved_;
#else
  DefaultFloatEnvironment() = default;
#endif
  DefaultFloatEnvironment(const DefaultFloatEnvironment&) = delete;
  DefaultFloatEnvironment& operator=(const DefaultFloatEnvironment&) = delete;
};

}  // namespace kernels
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_SRC_KERNELS_FP_ENV_H_
