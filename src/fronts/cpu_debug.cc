// CANN CPU-debug host compatibility (tikicpulib.h) and the ACL runtime subset.
#include "ascendc_host/cpu_debug.h"

#include <atomic>
#include <cstdlib>
#include <cstring>
#include <string>

#include "acl/acl.h"

namespace AscendC {
namespace {
std::atomic<int> g_kernel_mode{static_cast<int>(KernelMode::AIV_MODE)};
std::atomic<uint64_t> g_tiling_key{0};
}  // namespace

void* GmAlloc(size_t size) {
  const size_t rounded = (size + 63) / 64 * 64;
  void* p = std::aligned_alloc(64, rounded == 0 ? 64 : rounded);
  if (p != nullptr) std::memset(p, 0, rounded == 0 ? 64 : rounded);
  return p;
}
void GmFree(void* ptr) { std::free(ptr); }
void SetKernelMode(KernelMode mode) { g_kernel_mode.store(static_cast<int>(mode)); }
KernelMode GetKernelMode() { return static_cast<KernelMode>(g_kernel_mode.load()); }
void SetTilingKey(uint64_t key) { g_tiling_key.store(key); }
uint64_t GetTilingKey() { return g_tiling_key.load(); }

}  // namespace AscendC

namespace {
thread_local std::string t_last_error;
thread_local int32_t t_device = 0;

aclError Fail(aclError code, const char* what) {
  t_last_error = what;
  return code;
}
}  // namespace

extern "C" {

aclError aclInit(const char*) { return ACL_SUCCESS; }
aclError aclFinalize() { return ACL_SUCCESS; }
aclError aclrtSetDevice(int32_t deviceId) {
  if (deviceId < 0) return Fail(ACL_ERROR_RT_PARAM_INVALID, "aclrtSetDevice: deviceId must be >= 0");
  t_device = deviceId;
  return ACL_SUCCESS;
}
aclError aclrtResetDevice(int32_t) { return ACL_SUCCESS; }
aclError aclrtGetDevice(int32_t* deviceId) {
  if (deviceId == nullptr) return Fail(ACL_ERROR_INVALID_PARAM, "aclrtGetDevice: deviceId is null");
  *deviceId = t_device;
  return ACL_SUCCESS;
}
aclError aclrtCreateContext(aclrtContext* context, int32_t) {
  if (context == nullptr) return Fail(ACL_ERROR_INVALID_PARAM, "aclrtCreateContext: context is null");
  static int token;
  *context = &token;
  return ACL_SUCCESS;
}
aclError aclrtDestroyContext(aclrtContext) { return ACL_SUCCESS; }
// Streams: work runs synchronously at launch, so a stream is only a token.
aclError aclrtCreateStream(aclrtStream* stream) {
  if (stream == nullptr) return Fail(ACL_ERROR_INVALID_PARAM, "aclrtCreateStream: stream is null");
  static int token;
  *stream = &token;
  return ACL_SUCCESS;
}
aclError aclrtDestroyStream(aclrtStream) { return ACL_SUCCESS; }
aclError aclrtSynchronizeStream(aclrtStream) { return ACL_SUCCESS; }
aclError aclrtSynchronizeDevice() { return ACL_SUCCESS; }

aclError aclrtMalloc(void** devPtr, size_t size, aclrtMemMallocPolicy) {
  if (devPtr == nullptr || size == 0) return Fail(ACL_ERROR_INVALID_PARAM, "aclrtMalloc: null pointer or size 0");
  *devPtr = AscendC::GmAlloc(size);
  return *devPtr ? ACL_SUCCESS : Fail(ACL_ERROR_RT_MEMORY_ALLOCATION, "aclrtMalloc: out of memory");
}
aclError aclrtMallocHost(void** hostPtr, size_t size) {
  return aclrtMalloc(hostPtr, size, ACL_MEM_MALLOC_NORMAL_ONLY);
}
aclError aclrtFree(void* devPtr) {
  AscendC::GmFree(devPtr);
  return ACL_SUCCESS;
}
aclError aclrtFreeHost(void* hostPtr) { return aclrtFree(hostPtr); }

aclError aclrtMemcpy(void* dst, size_t destMax, const void* src, size_t count, aclrtMemcpyKind kind) {
  if (count > destMax) return Fail(ACL_ERROR_INVALID_PARAM, "aclrtMemcpy: count exceeds destMax");
  if (count != 0 && (dst == nullptr || src == nullptr))
    return Fail(ACL_ERROR_INVALID_PARAM, "aclrtMemcpy: null pointer");
  if (kind > ACL_MEMCPY_DEFAULT) return Fail(ACL_ERROR_INVALID_PARAM, "aclrtMemcpy: unknown kind");
  if (count != 0) std::memmove(dst, src, count);
  return ACL_SUCCESS;
}
aclError aclrtMemcpyAsync(void* dst, size_t destMax, const void* src, size_t count, aclrtMemcpyKind kind,
                          aclrtStream) {
  return aclrtMemcpy(dst, destMax, src, count, kind);
}
aclError aclrtMemset(void* devPtr, size_t maxCount, int32_t value, size_t count) {
  if (count > maxCount) return Fail(ACL_ERROR_INVALID_PARAM, "aclrtMemset: count exceeds maxCount");
  if (count != 0 && devPtr == nullptr) return Fail(ACL_ERROR_INVALID_PARAM, "aclrtMemset: null pointer");
  if (count != 0) std::memset(devPtr, value, count);
  return ACL_SUCCESS;
}
const char* aclGetRecentErrMsg() { return t_last_error.c_str(); }

}  // extern "C"
