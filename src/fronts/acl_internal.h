// Shared between the ACL runtime's files: error recording, the registry of
// allocations (so copies into them are bounds-checked) and stream tasks.
#ifndef ASCENDC_HOST_SRC_FRONTS_ACL_INTERNAL_H_
#define ASCENDC_HOST_SRC_FRONTS_ACL_INTERNAL_H_

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>

#include "acl/acl.h"

namespace ascendc_host {
namespace fronts {
namespace acl {

// Makes `message` the calling thread's recent error (aclGetRecentErrMsg) and
// returns `code`.
aclError Fail(aclError code, std::string message);
// "0x7f..." for messages about handles and addresses.
std::string HexAddress(const void* p);

// --- allocations (acl_memory.cc) ---
enum class MemoryKind { kDevice, kHost };

// Allocates `size` bytes (64-byte aligned, zeroed, padded like the device's
// allocator) and records them; null when out of memory.
void* Allocate(size_t size, MemoryKind kind);
// Frees an allocation of `kind` made by Allocate. False (nothing freed) when
// `p` is not the start of one.
bool Release(void* p, MemoryKind kind);
// ACL_SUCCESS when [p, p+bytes) may be touched: `p` non-null unless bytes is
// 0, no address wrap-around, and, when `p` lies in one of our allocations,
// the span ends inside it. Otherwise the error (message recorded).
aclError CheckSpan(const char* api, const char* param, const void* p, size_t bytes);

// --- streams (acl_streams.cc) ---
// Work on a stream. `run` may throw; the exception fails the task, and the
// stream's next synchronising call returns `failure_code`.
struct Task {
  std::string what;
  aclError failure_code = ACL_ERROR_RT_AICORE_EXCEPTION;
  std::function<void()> run;
};

// Queues `task` on `stream` (null: the default stream). ACL_SUCCESS, or the
// error for a stream handle that is not live.
aclError Enqueue(const char* api, aclrtStream stream, Task task);
// Waits until every stream has run what was queued so far (without
// consuming their errors): memory is about to be freed.
void DrainAllStreams();

}  // namespace acl
}  // namespace fronts
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_SRC_FRONTS_ACL_INTERNAL_H_
