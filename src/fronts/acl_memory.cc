// ACL memory: allocations, copies and fills (docs/SPEC.md, "ACL runtime").
// "Device" memory is host memory here; every allocation is recorded so that a
// copy or fill that would run past its end is refused with an error code
// before a byte is written.
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <string>
#include <utility>

#include "ascendc_host/runtime.h"
#include "fronts/acl_internal.h"

namespace ascendc_host {
namespace fronts {
namespace acl {
namespace {

struct Allocation {
  size_t size;  // bytes asked for
  MemoryKind kind;
};

struct Registry {
  std::mutex mu;
  std::map<uintptr_t, Allocation> allocations;
};
Registry& TheRegistry() {
  static Registry* r = new Registry();  // never destroyed, like the streams
  return *r;
}

std::string Str(size_t v) { return std::to_string(v); }

}  // namespace

void* Allocate(size_t size, MemoryKind kind) {
  // The device's allocator rounds up to 32 bytes and adds 32: kernels that
  // read a little past a tensor's end stay inside the block, as there.
  if (size > SIZE_MAX - 128) return nullptr;
  const size_t padded = ((size + 31) / 32 * 32 + 32 + 63) / 64 * 64;
  void* p = std::aligned_alloc(64, padded);
  if (p == nullptr) return nullptr;
  std::memset(p, 0, padded);
  Registry& r = TheRegistry();
  std::lock_guard<std::mutex> lock(r.mu);
  r.allocations[reinterpret_cast<uintptr_t>(p)] = {size, kind};
  // The kernel side checks tiling reads, workspaces and SetGlobalBuffer
  // against the requested size too (SPEC 11.3).
  RegisterGmBuffer(p, size);
  return p;
}

bool Release(void* p, MemoryKind kind) {
  Registry& r = TheRegistry();
  {
    std::lock_guard<std::mutex> lock(r.mu);
    auto it = r.allocations.find(reinterpret_cast<uintptr_t>(p));
    if (it == r.allocations.end() || it->second.kind != kind) return false;
    r.allocations.erase(it);
  }
  UnregisterGmBuffer(p);
  std::free(p);
  return true;
}

aclError CheckSpan(const char* api, const char* param, const void* p, size_t bytes) {
  if (bytes == 0) return ACL_SUCCESS;
  if (p == nullptr) return Fail(ACL_ERROR_INVALID_PARAM, std::string(api) + ": " + param + " is null");
  const uintptr_t a = reinterpret_cast<uintptr_t>(p);
  if (a + bytes < a) {
    return Fail(ACL_ERROR_INVALID_PARAM, std::string(api) + ": " + param + "=" + HexAddress(p) + " + " + Str(bytes) +
                                             " bytes wraps around the address space");
  }
  Registry& r = TheRegistry();
  std::lock_guard<std::mutex> lock(r.mu);
  auto it = r.allocations.upper_bound(a);
  if (it == r.allocations.begin()) return ACL_SUCCESS;
  --it;
  const uintptr_t begin = it->first;
  const size_t size = it->second.size;
  if (a > begin + size) return ACL_SUCCESS;  // not in it (its end is: nothing may start there)
  if (bytes <= size - (a - begin)) return ACL_SUCCESS;
  return Fail(ACL_ERROR_INVALID_PARAM, std::string(api) + ": " + param + " [" + HexAddress(p) + ", +" + Str(bytes) +
                                           ") runs past the end of its " + Str(size) + "-byte allocation (offset " +
                                           Str(a - begin) + ")");
}

namespace {

aclError CheckKind(const char* api, aclrtMemcpyKind kind) {
  const int k = static_cast<int>(kind);
  if (k >= ACL_MEMCPY_HOST_TO_HOST && k <= ACL_MEMCPY_DEFAULT) return ACL_SUCCESS;
  return Fail(ACL_ERROR_INVALID_PARAM, std::string(api) + ": kind=" + std::to_string(k) +
                                           " is not an aclrtMemcpyKind (0..4)");
}

// The checks of aclrtMemcpy(+Async); the copy itself is a memmove.
aclError CheckCopy(const char* api, void* dst, size_t destMax, const void* src, size_t count, aclrtMemcpyKind kind) {
  if (aclError e = CheckKind(api, kind)) return e;
  if (count > destMax) {
    return Fail(ACL_ERROR_INVALID_PARAM,
                std::string(api) + ": count=" + Str(count) + " exceeds destMax=" + Str(destMax));
  }
  if (aclError e = CheckSpan(api, "dst", dst, count)) return e;
  return CheckSpan(api, "src", src, count);
}

aclError CheckFill(const char* api, void* devPtr, size_t maxCount, size_t count) {
  if (count > maxCount) {
    return Fail(ACL_ERROR_INVALID_PARAM,
                std::string(api) + ": count=" + Str(count) + " exceeds maxCount=" + Str(maxCount));
  }
  return CheckSpan(api, "devPtr", devPtr, count);
}

// Bytes spanned by `height` rows of `width` bytes `pitch` apart; false on
// overflow.
bool Span2d(size_t pitch, size_t width, size_t height, size_t* span) {
  size_t rows;
  if (__builtin_mul_overflow(pitch, height - 1, &rows)) return false;
  return !__builtin_add_overflow(rows, width, span);
}

aclError Check2d(const char* api, void* dst, size_t dpitch, const void* src, size_t spitch, size_t width,
                 size_t height, aclrtMemcpyKind kind) {
  if (kind != ACL_MEMCPY_HOST_TO_DEVICE && kind != ACL_MEMCPY_DEVICE_TO_HOST) {
    return Fail(ACL_ERROR_INVALID_PARAM, std::string(api) + ": kind=" + std::to_string(static_cast<int>(kind)) +
                                             " is not supported (only ACL_MEMCPY_HOST_TO_DEVICE and "
                                             "ACL_MEMCPY_DEVICE_TO_HOST)");
  }
  if (width > dpitch) {
    return Fail(ACL_ERROR_INVALID_PARAM, std::string(api) + ": width=" + Str(width) + " exceeds dpitch=" + Str(dpitch));
  }
  if (width > spitch) {
    return Fail(ACL_ERROR_INVALID_PARAM, std::string(api) + ": width=" + Str(width) + " exceeds spitch=" + Str(spitch));
  }
  if (width == 0 || height == 0) return ACL_SUCCESS;
  size_t dst_span, src_span;
  if (!Span2d(dpitch, width, height, &dst_span) || !Span2d(spitch, width, height, &src_span)) {
    return Fail(ACL_ERROR_INVALID_PARAM, std::string(api) + ": height=" + Str(height) +
                                             " rows of the given pitch overflow the address space");
  }
  if (aclError e = CheckSpan(api, "dst", dst, dst_span)) return e;
  return CheckSpan(api, "src", src, src_span);
}

void Copy2d(void* dst, size_t dpitch, const void* src, size_t spitch, size_t width, size_t height) {
  for (size_t row = 0; row < height; ++row) {
    std::memmove(static_cast<uint8_t*>(dst) + row * dpitch, static_cast<const uint8_t*>(src) + row * spitch, width);
  }
}

aclError Alloc(const char* api, void** ptr, size_t size, MemoryKind kind) {
  if (ptr == nullptr) return Fail(ACL_ERROR_INVALID_PARAM, std::string(api) + ": the output pointer is null");
  if (size == 0) return Fail(ACL_ERROR_INVALID_PARAM, std::string(api) + ": size must not be 0");
  void* p = Allocate(size, kind);
  if (p == nullptr) {
    return Fail(ACL_ERROR_RT_MEMORY_ALLOCATION, std::string(api) + ": could not allocate " + Str(size) + " bytes");
  }
  *ptr = p;
  return ACL_SUCCESS;
}

aclError Free(const char* api, void* p, MemoryKind kind) {
  if (p == nullptr) return Fail(ACL_ERROR_INVALID_PARAM, std::string(api) + ": the pointer is null");
  // Queued copies and kernels may still use the memory: a device would read
  // freed memory, here it would corrupt the heap. Wait for them.
  DrainAllStreams();
  if (Release(p, kind)) return ACL_SUCCESS;
  const char* from = kind == MemoryKind::kDevice ? "aclrtMalloc" : "aclrtMallocHost";
  return Fail(ACL_ERROR_INVALID_PARAM, std::string(api) + ": " + HexAddress(p) + " was not returned by " + from +
                                           " (or was already freed)");
}


// Does `work` now, or queues it on `stream` (`async`): the sync and async
// forms of a call share their checks and their work.
template <typename Work>
aclError NowOrQueued(const char* api, bool async, aclrtStream stream, Work work) {
  if (!async) {
    work();
    return ACL_SUCCESS;
  }
  Task task;
  task.what = api;
  task.failure_code = ACL_ERROR_RT_INTERNAL_ERROR;
  task.run = std::move(work);
  return Enqueue(api, stream, std::move(task));
}

aclError Copy(const char* api, bool async, aclrtStream stream, void* dst, size_t destMax, const void* src,
              size_t count, aclrtMemcpyKind kind) {
  if (aclError e = CheckCopy(api, dst, destMax, src, count, kind)) return e;
  return NowOrQueued(api, async, stream, [dst, src, count] {
    if (count != 0) std::memmove(dst, src, count);
  });
}

aclError Copy2dRows(const char* api, bool async, aclrtStream stream, void* dst, size_t dpitch, const void* src,
                    size_t spitch, size_t width, size_t height, aclrtMemcpyKind kind) {
  if (aclError e = Check2d(api, dst, dpitch, src, spitch, width, height, kind)) return e;
  return NowOrQueued(api, async, stream, [=] { Copy2d(dst, dpitch, src, spitch, width, height); });
}

aclError Fill(const char* api, bool async, aclrtStream stream, void* devPtr, size_t maxCount, int32_t value,
              size_t count) {
  if (aclError e = CheckFill(api, devPtr, maxCount, count)) return e;
  return NowOrQueued(api, async, stream, [devPtr, value, count] {
    if (count != 0) std::memset(devPtr, value, count);
  });
}

}  // namespace
}  // namespace acl
}  // namespace fronts
}  // namespace ascendc_host

namespace acl = ascendc_host::fronts::acl;
using acl::MemoryKind;

extern "C" {

aclError aclrtMalloc(void** devPtr, size_t size, aclrtMemMallocPolicy policy) {
  (void)policy;  // page sizes do not matter on the host
  return acl::Alloc("aclrtMalloc", devPtr, size, MemoryKind::kDevice);
}
aclError aclrtMallocHost(void** hostPtr, size_t size) {
  return acl::Alloc("aclrtMallocHost", hostPtr, size, MemoryKind::kHost);
}
aclError aclrtFree(void* devPtr) { return acl::Free("aclrtFree", devPtr, MemoryKind::kDevice); }
aclError aclrtFreeHost(void* hostPtr) { return acl::Free("aclrtFreeHost", hostPtr, MemoryKind::kHost); }

aclError aclrtMemcpy(void* dst, size_t destMax, const void* src, size_t count, aclrtMemcpyKind kind) {
  return acl::Copy("aclrtMemcpy", false, nullptr, dst, destMax, src, count, kind);
}
aclError aclrtMemcpyAsync(void* dst, size_t destMax, const void* src, size_t count, aclrtMemcpyKind kind,
                          aclrtStream stream) {
  return acl::Copy("aclrtMemcpyAsync", true, stream, dst, destMax, src, count, kind);
}
aclError aclrtMemcpy2d(void* dst, size_t dpitch, const void* src, size_t spitch, size_t width, size_t height,
                       aclrtMemcpyKind kind) {
  return acl::Copy2dRows("aclrtMemcpy2d", false, nullptr, dst, dpitch, src, spitch, width, height, kind);
}
aclError aclrtMemcpy2dAsync(void* dst, size_t dpitch, const void* src, size_t spitch, size_t width, size_t height,
                            aclrtMemcpyKind kind, aclrtStream stream) {
  return acl::Copy2dRows("aclrtMemcpy2dAsync", true, stream, dst, dpitch, src, spitch, width, height, kind);
}
aclError aclrtMemset(void* devPtr, size_t maxCount, int32_t value, size_t count) {
  return acl::Fill("aclrtMemset", false, nullptr, devPtr, maxCount, value, count);
}
aclError aclrtMemsetAsync(void* devPtr, size_t maxCount, int32_t value, size_t count, aclrtStream stream) {
  return acl::Fill("aclrtMemsetAsync", true, stream, devPtr, maxCount, value, count);
}

}  // extern "C"
