#include "runtime/fiber.h"

#include <sys/mman.h>
#include <unistd.h>

#include <cstdint>
#include <mutex>
#include <new>
#include <vector>

#ifdef ASCENDC_HOST_ASAN
#include <sanitizer/common_interface_defs.h>
#endif
#ifdef ASCENDC_HOST_TSAN
#include <sanitizer/tsan_interface.h>
#endif

// The register switch: saves the callee-saved registers and the
// floating-point control registers on the current stack, stores the stack
// pointer in *save, loads `load` as the stack pointer and restores what the
// other context saved there. A new context's first restore "returns" into
// ascendc_host_fiber_start, which calls entry(arg) from the two registers
// Make placed them in.
#ifdef ASCENDC_HOST_REGISTER_SWITCH
extern "C" void ascendc_host_fiber_switch(void** save, void* load);
extern "C" void ascendc_host_fiber_start();
#if defined(__x86_64__)
asm(R"(
  .text
  .globl ascendc_host_fiber_switch
  .type ascendc_host_fiber_switch, @function
  .p2align 4
ascendc_host_fiber_switch:
  pushq %rbp
  pushq %rbx
  pushq %r12
  pushq %r13
  pushq %r14
  pushq %r15
  subq $8, %rsp
  stmxcsr (%rsp)
  fnstcw 4(%rsp)
  movq %rsp, (%rdi)
  movq %rsi, %rsp
  ldmxcsr (%rsp)
  fldcw 4(%rsp)
  addq $8, %rsp
  popq %r15
  popq %r14
  popq %r13
  popq %r12
  popq %rbx
  popq %rbp
  ret
  .size ascendc_host_fiber_switch, .-ascendc_host_fiber_switch

  .globl ascendc_host_fiber_start
  .type ascendc_host_fiber_start, @function
  .p2align 4
ascendc_host_fiber_start:
  movq %r12, %rdi
  andq $-16, %rsp
  callq *%r13
  ud2
  .size ascendc_host_fiber_start, .-ascendc_host_fiber_start
)");
#else
asm(R"(
  .text
  .globl ascendc_host_fiber_switch
  .type ascendc_host_fiber_switch, %function
  .p2align 4
ascendc_host_fiber_switch:
  sub sp, sp, #176
  stp x19, x20, [sp, #0]
  stp x21, x22, [sp, #16]
  stp x23, x24, [sp, #32]
  stp x25, x26, [sp, #48]
  stp x27, x28, [sp, #64]
  stp x29, x30, [sp, #80]
  stp d8, d9, [sp, #96]
  stp d10, d11, [sp, #112]
  stp d12, d13, [sp, #128]
  stp d14, d15, [sp, #144]
  mrs x9, fpcr
  str x9, [sp, #160]
  mov x9, sp
  str x9, [x0]
  mov sp, x1
  ldp x19, x20, [sp, #0]
  ldp x21, x22, [sp, #16]
  ldp x23, x24, [sp, #32]
  ldp x25, x26, [sp, #48]
  ldp x27, x28, [sp, #64]
  ldp x29, x30, [sp, #80]
  ldp d8, d9, [sp, #96]
  ldp d10, d11, [sp, #112]
  ldp d12, d13, [sp, #128]
  ldp d14, d15, [sp, #144]
  ldr x9, [sp, #160]
  msr fpcr, x9
  add sp, sp, #176
  ret
  .size ascendc_host_fiber_switch, .-ascendc_host_fiber_switch

  .globl ascendc_host_fiber_start
  .type ascendc_host_fiber_start, %function
  .p2align 4
ascendc_host_fiber_start:
  mov x0, x19
  blr x20
  brk #0
  .size ascendc_host_fiber_start, .-ascendc_host_fiber_start
)");
#endif
#endif

namespace ascendc_host {
namespace runtime {
namespace fiber {
namespace {

// Kernel code runs on these stacks: user kernels, the library's surface
// (register images of a few KiB), cross-check snapshots. Sanitizers need
// several times more. Pages are committed only when touched.
#if defined(ASCENDC_HOST_ASAN) || defined(ASCENDC_HOST_TSAN)
constexpr size_t kStackBytes = 8u << 20;
#else
constexpr size_t kStackBytes = 2u << 20;
#endif
// Stacks kept for reuse (a launch needs one per waiting block); the pages
// a kept stack touched stay resident, so the pool is small.
constexpr size_t kMaxPooledStacks = 64;

size_t PageBytes() { return static_cast<size_t>(sysconf(_SC_PAGESIZE)); }

struct StackPool {
  std::mutex mu;
  std::vector<Stack*> free;
};
StackPool& Pool() {
  static StackPool* pool = new StackPool();  // never destroyed: fibers may end after statics
  return *pool;
}

// The context a switch came from, for the sanitizers' completion step.
thread_local Context* t_switching_from = nullptr;

void FinishSwitch(Context& self) {
#ifdef ASCENDC_HOST_ASAN
  const void* from_bottom = nullptr;
  size_t from_size = 0;
  __sanitizer_finish_switch_fiber(self.asan_fake_stack, &from_bottom, &from_size);
  // The thread's own stack is learnt here, the first time a fiber starts.
  Context* from = t_switching_from;
  if (from != nullptr && from->stack_bottom == nullptr) {
    from->stack_bottom = from_bottom;
    from->stack_size = from_size;
  }
#else
  (void)self;
#endif
  t_switching_from = nullptr;
}

#ifdef ASCENDC_HOST_REGISTER_SWITCH
// What ascendc_host_fiber_start calls.
void Start(Context* self) { self->entry(self->arg); }

// The frame ascendc_host_fiber_switch restores first in a new context.
void* InitialFrame(Stack& stack, Context* fiber) {
  uintptr_t top = (reinterpret_cast<uintptr_t>(stack.bottom()) + stack.size()) & ~uintptr_t{15};
#if defined(__x86_64__)
  uint32_t mxcsr;
  uint16_t fcw;
  asm volatile("stmxcsr %0" : "=m"(mxcsr));
  asm volatile("fnstcw %0" : "=m"(fcw));
  uint64_t* frame = reinterpret_cast<uint64_t*>(top) - 8;
  frame[0] = static_cast<uint64_t>(mxcsr) | static_cast<uint64_t>(fcw) << 32;  // mxcsr at +0, fcw at +4
  frame[1] = 0;                                                                 // r15
  frame[2] = 0;                                                                 // r14
  frame[3] = reinterpret_cast<uint64_t>(&Start);                                // r13
  frame[4] = reinterpret_cast<uint64_t>(fiber);                                 // r12
  frame[5] = 0;                                                                 // rbx
  frame[6] = 0;                                                                 // rbp
  frame[7] = reinterpret_cast<uint64_t>(&ascendc_host_fiber_start);             // return address
#else
  uint64_t fpcr;
  asm volatile("mrs %0, fpcr" : "=r"(fpcr));
  uint64_t* frame = reinterpret_cast<uint64_t*>(top) - 22;
  for (int i = 0; i < 22; ++i) frame[i] = 0;
  frame[0] = reinterpret_cast<uint64_t>(fiber);                       // x19
  frame[1] = reinterpret_cast<uint64_t>(&Start);                      // x20
  frame[11] = reinterpret_cast<uint64_t>(&ascendc_host_fiber_start);  // x30
  frame[20] = fpcr;
#endif
  return frame;
}

#else
// makecontext passes int arguments only: a pointer travels as two halves.
void Trampoline(unsigned int high, unsigned int low) {
  const uintptr_t bits = (static_cast<uintptr_t>(high) << 32) | static_cast<uintptr_t>(low);
  Context* self = reinterpret_cast<Context*>(bits);
  self->entry(self->arg);
}
#endif

}  // namespace

Stack::Stack(size_t bytes) {
  const size_t page = PageBytes();
  if (bytes == 0) bytes = kStackBytes;
  bytes = (bytes + page - 1) / page * page;
  mapped_ = bytes + page;
  mapping_ = mmap(nullptr, mapped_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (mapping_ == MAP_FAILED) throw std::bad_alloc();
  // The lowest page traps an overflow instead of corrupting memory below.
  if (mprotect(mapping_, page, PROT_NONE) != 0) {
    munmap(mapping_, mapped_);
    throw std::bad_alloc();
  }
  bottom_ = static_cast<uint8_t*>(mapping_) + page;
  size_ = bytes;
}

Stack::~Stack() { munmap(mapping_, mapped_); }

Stack* AcquireStack() {
  StackPool& pool = Pool();
  {
    std::lock_guard<std::mutex> lock(pool.mu);
    if (!pool.free.empty()) {
      Stack* s = pool.free.back();
      pool.free.pop_back();
      return s;
    }
  }
  return new Stack();
}

void ReleaseStack(Stack* stack) {
  StackPool& pool = Pool();
  {
    std::lock_guard<std::mutex> lock(pool.mu);
    if (pool.free.size() < kMaxPooledStacks) {
      pool.free.push_back(stack);
      return;
    }
  }
  delete stack;
}

size_t PooledStacks() {
  StackPool& pool = Pool();
  std::lock_guard<std::mutex> lock(pool.mu);
  return pool.free.size();
}

void Make(Context& fiber, Stack& stack, void (*entry)(void*), void* arg) {
  fiber.stack_bottom = stack.bottom();
  fiber.stack_size = stack.size();
  fiber.asan_fake_stack = nullptr;
  fiber.entry = entry;
  fiber.arg = arg;
#ifdef ASCENDC_HOST_REGISTER_SWITCH
  fiber.stack_pointer = InitialFrame(stack, &fiber);
#else
  if (getcontext(&fiber.uc) != 0) throw std::bad_alloc();
  fiber.uc.uc_stack.ss_sp = stack.bottom();
  fiber.uc.uc_stack.ss_size = stack.size();
  fiber.uc.uc_link = nullptr;
  static_assert(sizeof(uintptr_t) == 8, "64-bit hosts only");
  const uintptr_t bits = reinterpret_cast<uintptr_t>(&fiber);
  makecontext(&fiber.uc, reinterpret_cast<void (*)()>(Trampoline), 2, static_cast<unsigned int>(bits >> 32),
              static_cast<unsigned int>(bits & 0xFFFFFFFFu));
#endif
#ifdef ASCENDC_HOST_TSAN
  fiber.tsan_fiber = __tsan_create_fiber(0);
  fiber.owns_tsan_fiber = true;
#endif
}

void Destroy(Context& fiber) {
#ifdef ASCENDC_HOST_TSAN
  if (fiber.owns_tsan_fiber && fiber.tsan_fiber != nullptr) __tsan_destroy_fiber(fiber.tsan_fiber);
#endif
  fiber.tsan_fiber = nullptr;
  fiber.owns_tsan_fiber = false;
}

void Switch(Context& from, Context& to, bool leaving_for_good) {
#ifdef ASCENDC_HOST_TSAN
  if (from.tsan_fiber == nullptr) from.tsan_fiber = __tsan_get_current_fiber();
  __tsan_switch_to_fiber(to.tsan_fiber, 0);
#endif
#ifdef ASCENDC_HOST_ASAN
  __sanitizer_start_switch_fiber(leaving_for_good ? nullptr : &from.asan_fake_stack, to.stack_bottom, to.stack_size);
#else
  (void)leaving_for_good;
#endif
  t_switching_from = &from;
#ifdef ASCENDC_HOST_REGISTER_SWITCH
  ascendc_host_fiber_switch(&from.stack_pointer, to.stack_pointer);
#else
  swapcontext(&from.uc, &to.uc);
#endif
  // Back in `from`, switched to by someone else.
  FinishSwitch(from);
}

void Started(Context& self) { FinishSwitch(self); }

}  // namespace fiber
}  // namespace runtime
}  // namespace ascendc_host
