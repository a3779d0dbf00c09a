#include "runtime/fiber.h"

#include <sys/mman.h>
#include <unistd.h>

#include <cstdint>
#include <mutex>
#include <new>
#include <vector>

#ifndef __has_feature
#define __has_feature(x) 0
#endif
#if defined(__SANITIZE_ADDRESS__) || __has_feature(address_sanitizer)
#define ASCENDC_HOST_ASAN 1
#include <sanitizer/common_interface_defs.h>
#endif
#if defined(__SANITIZE_THREAD__) || __has_feature(thread_sanitizer)
#define ASCENDC_HOST_TSAN 1
#include <sanitizer/tsan_interface.h>
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

// makecontext passes int arguments only: a pointer travels as two halves.
void Trampoline(unsigned int high, unsigned int low) {
  const uintptr_t bits = (static_cast<uintptr_t>(high) << 32) | static_cast<uintptr_t>(low);
  Context* self = reinterpret_cast<Context*>(bits);
  self->entry(self->arg);
}

}  // namespace

Stack::Stack() {
  const size_t page = PageBytes();
  mapped_ = kStackBytes + page;
  mapping_ = mmap(nullptr, mapped_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (mapping_ == MAP_FAILED) throw std::bad_alloc();
  // The lowest page traps an overflow instead of corrupting memory below.
  if (mprotect(mapping_, page, PROT_NONE) != 0) {
    munmap(mapping_, mapped_);
    throw std::bad_alloc();
  }
  bottom_ = static_cast<uint8_t*>(mapping_) + page;
  size_ = kStackBytes;
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
  if (getcontext(&fiber.uc) != 0) throw std::bad_alloc();
  fiber.uc.uc_stack.ss_sp = stack.bottom();
  fiber.uc.uc_stack.ss_size = stack.size();
  fiber.uc.uc_link = nullptr;
  fiber.stack_bottom = stack.bottom();
  fiber.stack_size = stack.size();
  fiber.asan_fake_stack = nullptr;
  fiber.entry = entry;
  fiber.arg = arg;
  static_assert(sizeof(uintptr_t) == 8, "64-bit hosts only");
  const uintptr_t bits = reinterpret_cast<uintptr_t>(&fiber);
  makecontext(&fiber.uc, reinterpret_cast<void (*)()>(Trampoline), 2, static_cast<unsigned int>(bits >> 32),
              static_cast<unsigned int>(bits & 0xFFFFFFFFu));
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
  swapcontext(&from.uc, &to.uc);
  // Back in `from`, switched to by someone else.
  FinishSwitch(from);
}

void Started(Context& self) { FinishSwitch(self); }

}  // namespace fiber
}  // namespace runtime
}  // namespace ascendc_host
