// Execution contexts for blocks that wait (SyncAll, CrossCoreWaitFlag,
// IBWait, ...): a block that must wait gives its thread to the other blocks
// of its launch instead of blocking it.
//
// Mechanism: on x86-64 and AArch64 a switch of the callee-saved registers
// and the stack pointer (fiber.cc, about 20 lines of assembly per
// architecture: a switch costs a few nanoseconds; SIMT blocks switch twice
// per thread); elsewhere glibc's ucontext (makecontext/swapcontext, one
// rt_sigprocmask system call per switch, about 0.24 us). Chosen over
// Boost.Context (Debian ships 1.74) because it needs no dependency that
// consumers of the static library would have to link too. Block fibers are
// paid only by launches whose blocks actually wait: a
// block starts on its thread's own stack and a stack is taken only when a
// block has to wait and another block must start meanwhile. A context
// never migrates between threads (its thread's scheduler resumes it), so
// thread-local state stays valid across a switch.
#ifndef ASCENDC_HOST_SRC_RUNTIME_FIBER_H_
#define ASCENDC_HOST_SRC_RUNTIME_FIBER_H_

#include <cstddef>

// Sanitized builds: switches tell the sanitizers, and stacks are larger.
#ifndef __has_feature
#define __has_feature(x) 0
#endif
#if defined(__SANITIZE_ADDRESS__) || __has_feature(address_sanitizer)
#define ASCENDC_HOST_ASAN 1
#endif
#if defined(__SANITIZE_THREAD__) || __has_feature(thread_sanitizer)
#define ASCENDC_HOST_TSAN 1
#endif

#if defined(__x86_64__) || defined(__aarch64__)
#define ASCENDC_HOST_REGISTER_SWITCH 1
#else
#include <ucontext.h>
#endif

namespace ascendc_host {
namespace runtime {
namespace fiber {

// A context that can be switched to and from. The thread's own stack is a
// Context without a Stack; a fiber owns a Stack.
struct Context {
#ifdef ASCENDC_HOST_REGISTER_SWITCH
  void* stack_pointer = nullptr;  // where the context's registers are saved while it is switched out
#else
  ucontext_t uc;
#endif
  // Sanitizer bookkeeping of the stack this context runs on.
  const void* stack_bottom = nullptr;
  size_t stack_size = 0;
  void* asan_fake_stack = nullptr;
  void* tsan_fiber = nullptr;
  bool owns_tsan_fiber = false;
  // What a fiber runs when first switched to.
  void (*entry)(void*) = nullptr;
  void* arg = nullptr;
};

// A pooled, guard-paged stack (mapped lazily: only touched pages use memory).
class Stack {
 public:
  // `bytes` 0: the size a waiting block's stack gets (fiber.cc).
  explicit Stack(size_t bytes = 0);
  ~Stack();
  Stack(const Stack&) = delete;
  Stack& operator=(const Stack&) = delete;
  void* bottom() const { return bottom_; }
  size_t size() const { return size_; }

 private:
  void* mapping_ = nullptr;
  size_t mapped_ = 0;
  void* bottom_ = nullptr;
  size_t size_ = 0;
};

// Stacks are reused across blocks and launches; at most a bounded number
// is kept (the rest is unmapped), so memory stays flat on long runs.
Stack* AcquireStack();
void ReleaseStack(Stack* stack);
// Stacks currently kept for reuse (tests check the bound).
size_t PooledStacks();

// Prepares `fiber` to run entry(arg) on `stack` when first switched to.
// entry must never return: it switches away for the last time instead.
void Make(Context& fiber, Stack& stack, void (*entry)(void*), void* arg);
// Releases what Make set up (the TSan fiber); the stack goes back separately.
void Destroy(Context& fiber);
// Saves the current context in `from` and continues `to`. `leaving_for_good`
// tells ASan that `from` finishes (its fake stack may be freed).
void Switch(Context& from, Context& to, bool leaving_for_good = false);
// First thing a fiber's entry calls (completes the sanitizers' switch).
void Started(Context& self);

}  // namespace fiber
}  // namespace runtime
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_SRC_RUNTIME_FIBER_H_
