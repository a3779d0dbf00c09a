// GM buffers of known size (SPEC 11.3): the registry that lets tiling reads,
// workspace bounds and GlobalTensor bindings be checked against the end of
// the buffer they lie in.
#include <atomic>
#include <cstdint>
#include <map>
#include <mutex>
#include <shared_mutex>
#include <string>

#include "ascendc_host/checks.h"
#include "ascendc_host/runtime.h"

namespace ascendc_host {
namespace {

struct Registry {
  std::shared_mutex mu;
  std::map<uintptr_t, size_t> buffers;  // base -> bytes
  // Lets lookups skip the lock while nothing is registered (most programs
  // that never call GmAlloc).
  std::atomic<size_t> count{0};
};

Registry& Buffers() {
  static Registry* registry = new Registry();  // never destroyed: blocks may outlive statics
  return *registry;
}

}  // namespace

void RegisterGmBuffer(const void* base, size_t bytes) {
  if (base == nullptr) return;
  Registry& r = Buffers();
  std::unique_lock<std::shared_mutex> lock(r.mu);
  r.buffers[reinterpret_cast<uintptr_t>(base)] = bytes;
  r.count.store(r.buffers.size(), std::memory_order_release);
}

void UnregisterGmBuffer(const void* base) {
  if (base == nullptr) return;
  Registry& r = Buffers();
  std::unique_lock<std::shared_mutex> lock(r.mu);
  r.buffers.erase(reinterpret_cast<uintptr_t>(base));
  r.count.store(r.buffers.size(), std::memory_order_release);
}

bool GmBytesAvailable(const void* p, size_t* bytes) {
  Registry& r = Buffers();
  if (p == nullptr || r.count.load(std::memory_order_acquire) == 0) return false;
  const uintptr_t a = reinterpret_cast<uintptr_t>(p);
  std::shared_lock<std::shared_mutex> lock(r.mu);
  auto it = r.buffers.upper_bound(a);
  if (it == r.buffers.begin()) return false;
  --it;
  // The end itself counts as inside: a pointer one past the last byte has 0 bytes left.
  if (a - it->first > it->second) return false;
  *bytes = it->second - (a - it->first);
  return true;
}

namespace detail {
void CheckGmOffsetBeyond(const void* base, uint64_t offset, uint64_t element_bytes, uint64_t size) {
  if (offset <= UINT64_MAX / element_bytes && InsideGmAllocation(base, offset * element_bytes)) return;
  RaiseFatal("GlobalTensor::operator[]", "offset", Str(offset),
             ("is beyond the bound GM buffer of " + std::to_string(size) +
              " elements and outside any GM allocation that holds it")
                 .c_str());
}
}  // namespace detail

}  // namespace ascendc_host
