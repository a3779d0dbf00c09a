// Host memory that ends exactly where an inaccessible page starts, so a
// test proves that no byte past the end is touched (a stray access faults).
#ifndef ASCENDC_HOST_TESTS_SUPPORT_GUARDED_GM_H_
#define ASCENDC_HOST_TESTS_SUPPORT_GUARDED_GM_H_

#include <sys/mman.h>
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <new>

namespace ascendc_host {
namespace testing {

class GuardedGm {
 public:
  explicit GuardedGm(size_t bytes) : bytes_(bytes) {
    const size_t page = static_cast<size_t>(sysconf(_SC_PAGESIZE));
    body_ = (bytes + page - 1) / page * page;
    mapped_ = body_ + page;
    void* m = mmap(nullptr, mapped_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (m == MAP_FAILED) throw std::bad_alloc();
    base_ = static_cast<uint8_t*>(m);
    if (mprotect(base_ + body_, page, PROT_NONE) != 0) throw std::bad_alloc();
    std::memset(base_, 0, body_);
  }
  ~GuardedGm() { munmap(base_, mapped_); }
  GuardedGm(const GuardedGm&) = delete;
  GuardedGm& operator=(const GuardedGm&) = delete;

  // The first of `bytes` bytes; data() + size() is the first inaccessible byte.
  uint8_t* data() const { return base_ + body_ - bytes_; }
  size_t size() const { return bytes_; }

 private:
  size_t bytes_, body_ = 0, mapped_ = 0;
  uint8_t* base_ = nullptr;
};

}  // namespace testing
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_TESTS_SUPPORT_GUARDED_GM_H_
