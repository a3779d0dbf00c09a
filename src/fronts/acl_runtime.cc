// ACL initialisation, the one device, contexts, errors and data utilities
// (docs/SPEC.md, "ACL runtime"). Memory is in acl_memory.cc, streams and
// events in acl_streams.cc.
#include <cstdio>
#include <mutex>
#include <set>
#include <sstream>
#include <string>

#include "ascendc_host/ascendc/types.h"
#include "ascendc_host/fronts/program_profile.h"
#include "fronts/acl_internal.h"
#include "tiling/platform/platform_ascendc.h"

namespace ascendc_host {
namespace fronts {
namespace acl {
namespace {

// aclGetRecentErrMsg is per thread (CANN's default err_msg_mode 0).
thread_local std::string t_pending_error;
thread_local std::string t_returned_error;
thread_local aclError t_last_error = ACL_SUCCESS;  // aclrtGetLastError

struct State {
  std::mutex mu;
  bool initialised = false;
  std::set<void*> contexts;
};
State& TheState() {
  static State* s = new State();
  return *s;
}
thread_local void* t_current_context = nullptr;

aclError CheckDevice(const char* api, int32_t deviceId) {
  if (deviceId == 0) return ACL_SUCCESS;
  return Fail(ACL_ERROR_RT_INVALID_DEVICEID, std::string(api) + ": deviceId=" + std::to_string(deviceId) +
                                                 " does not exist (this machine is one device, 0)");
}

// ACL_SUCCESS for a live context; call with the state's lock held.
aclError CheckContextLocked(const State& s, const char* api, aclrtContext context) {
  if (s.contexts.count(context) == 1) return ACL_SUCCESS;
  return Fail(context == nullptr ? ACL_ERROR_INVALID_PARAM : ACL_ERROR_INVALID_RESOURCE_HANDLE,
              std::string(api) + ": context " + HexAddress(context) + " is not a live context");
}

}  // namespace

aclError Fail(aclError code, std::string message) {
  t_pending_error = std::move(message);
  t_last_error = code;
  return code;
}

std::string HexAddress(const void* p) {
  std::ostringstream s;
  s << p;
  return s.str();
}

}  // namespace acl
}  // namespace fronts
}  // namespace ascendc_host

namespace acl = ascendc_host::fronts::acl;
using acl::Fail;

extern "C" {

aclError aclInit(const char* configPath) {
  if (configPath != nullptr && configPath[0] != '\0') {
    // The configuration (dump, profiling) has nothing to configure here, but
    // a path that cannot be read is the caller's mistake on any machine.
    std::FILE* f = std::fopen(configPath, "r");
    if (f == nullptr) {
      return Fail(ACL_ERROR_INVALID_FILE, std::string("aclInit: cannot read the configuration file ") + configPath);
    }
    std::fclose(f);
  }
  acl::State& s = acl::TheState();
  std::lock_guard<std::mutex> lock(s.mu);
  if (s.initialised) return Fail(ACL_ERROR_REPEAT_INITIALIZE, "aclInit: already initialised (may be ignored)");
  s.initialised = true;
  return ACL_SUCCESS;
}

aclError aclFinalize() {
  {
    acl::State& s = acl::TheState();
    std::lock_guard<std::mutex> lock(s.mu);
    if (!s.initialised) return Fail(ACL_ERROR_REPEAT_FINALIZE, "aclFinalize: not initialised (aclInit)");
    s.initialised = false;
  }
  acl::DrainAllStreams();
  return ACL_SUCCESS;
}

aclError aclrtGetVersion(int32_t* majorVersion, int32_t* minorVersion, int32_t* patchVersion) {
  if (majorVersion == nullptr || minorVersion == nullptr || patchVersion == nullptr) {
    return Fail(ACL_ERROR_INVALID_PARAM, "aclrtGetVersion: an output pointer is null");
  }
  int major = 0, minor = 0, patch = 0;
  std::sscanf(ASCENDC_HOST_VERSION_STRING, "%d.%d.%d", &major, &minor, &patch);
  *majorVersion = major;
  *minorVersion = minor;
  *patchVersion = patch;
  return ACL_SUCCESS;
}

aclError aclrtSetDevice(int32_t deviceId) { return acl::CheckDevice("aclrtSetDevice", deviceId); }

aclError aclrtResetDevice(int32_t deviceId) {
  if (aclError e = acl::CheckDevice("aclrtResetDevice", deviceId)) return e;
  acl::DrainAllStreams();
  return ACL_SUCCESS;
}

aclError aclrtGetDevice(int32_t* deviceId) {
  if (deviceId == nullptr) return Fail(ACL_ERROR_INVALID_PARAM, "aclrtGetDevice: deviceId is null");
  *deviceId = 0;
  return ACL_SUCCESS;
}

aclError aclrtGetDeviceCount(uint32_t* count) {
  if (count == nullptr) return Fail(ACL_ERROR_INVALID_PARAM, "aclrtGetDeviceCount: count is null");
  *count = 1;
  return ACL_SUCCESS;
}

aclError aclrtGetRunMode(aclrtRunMode* runMode) {
  if (runMode == nullptr) return Fail(ACL_ERROR_INVALID_PARAM, "aclrtGetRunMode: runMode is null");
  *runMode = ACL_HOST;  // the program runs on the host and drives the device
  return ACL_SUCCESS;
}

const char* aclrtGetSocName() {
  return ascendc_host::fronts::ProgramProfile().profile == ascendc_host::Profile::kPA2 ? "Ascend910B1"
                                                                                        : "Ascend950PR_9579";
}

aclError aclrtCreateContext(aclrtContext* context, int32_t deviceId) {
  if (context == nullptr) return Fail(ACL_ERROR_INVALID_PARAM, "aclrtCreateContext: context is null");
  if (aclError e = acl::CheckDevice("aclrtCreateContext", deviceId)) return e;
  void* token = new char;  // a distinct, live handle
  acl::State& s = acl::TheState();
  std::lock_guard<std::mutex> lock(s.mu);
  s.contexts.insert(token);
  *context = token;
  acl::t_current_context = token;
  return ACL_SUCCESS;
}

aclError aclrtDestroyContext(aclrtContext context) {
  acl::State& s = acl::TheState();
  std::lock_guard<std::mutex> lock(s.mu);
  if (aclError e = acl::CheckContextLocked(s, "aclrtDestroyContext", context)) return e;
  s.contexts.erase(context);
  if (acl::t_current_context == context) acl::t_current_context = nullptr;
  delete static_cast<char*>(context);
  return ACL_SUCCESS;
}

aclError aclrtSetCurrentContext(aclrtContext context) {
  acl::State& s = acl::TheState();
  std::lock_guard<std::mutex> lock(s.mu);
  if (aclError e = acl::CheckContextLocked(s, "aclrtSetCurrentContext", context)) return e;
  acl::t_current_context = context;
  return ACL_SUCCESS;
}

aclError aclrtGetCurrentContext(aclrtContext* context) {
  if (context == nullptr) return Fail(ACL_ERROR_INVALID_PARAM, "aclrtGetCurrentContext: context is null");
  if (acl::t_current_context == nullptr) {
    return Fail(ACL_ERROR_RT_CONTEXT_NULL, "aclrtGetCurrentContext: this thread has no current context");
  }
  *context = acl::t_current_context;
  return ACL_SUCCESS;
}

float aclFloat16ToFloat(aclFloat16 value) { return ascendc_host::detail::HalfBitsToFloat(value); }
aclFloat16 aclFloatToFloat16(float value) { return ascendc_host::detail::FloatToHalfBits(value); }

size_t aclDataTypeSize(aclDataType dataType) {
  switch (dataType) {
    case ACL_FLOAT: case ACL_INT32: case ACL_UINT32: case ACL_COMPLEX32:
      return 4;
    case ACL_FLOAT16: case ACL_INT16: case ACL_UINT16: case ACL_BF16:
      return 2;
    case ACL_INT8: case ACL_UINT8: case ACL_BOOL: case ACL_HIFLOAT8: case ACL_FLOAT8_E5M2:
    case ACL_FLOAT8_E4M3FN: case ACL_FLOAT8_E8M0:
      return 1;
    case ACL_INT64: case ACL_UINT64: case ACL_DOUBLE: case ACL_COMPLEX64:
      return 8;
    case ACL_COMPLEX128:
      return 16;
    default:  // sub-byte and variable-size types have no size in bytes
      return 0;
  }
}

aclError aclrtGetDeviceInfo(uint32_t deviceId, aclrtDevAttr attr, int64_t* value) {
  if (value == nullptr) return Fail(ACL_ERROR_INVALID_PARAM, "aclrtGetDeviceInfo: value is null");
  if (aclError e = acl::CheckDevice("aclrtGetDeviceInfo", static_cast<int32_t>(deviceId))) return e;
  const platform_ascendc::PlatformAscendC* p = platform_ascendc::PlatformAscendCManager::GetInstance();
  auto memory = [p](platform_ascendc::CoreMemType type) {
    uint64_t size = 0;
    p->GetCoreMemSize(type, size);
    return static_cast<int64_t>(size);
  };
  switch (attr) {
    case ACL_DEV_ATTR_AICORE_CORE_NUM:
    case ACL_DEV_ATTR_CUBE_CORE_NUM: *value = p->GetCoreNumAic(); break;
    case ACL_DEV_ATTR_VECTOR_CORE_NUM: *value = p->GetCoreNumAiv(); break;
    case ACL_DEV_ATTR_WARP_SIZE: *value = 32; break;
    case ACL_DEV_ATTR_MAX_THREAD_PER_VECTOR_CORE: *value = 2048; break;
    case ACL_DEV_ATTR_UBUF_PER_VECTOR_CORE: *value = memory(platform_ascendc::CoreMemType::UB); break;
    case ACL_DEV_ATTR_TOTAL_GLOBAL_MEM_SIZE: *value = memory(platform_ascendc::CoreMemType::HBM); break;
    case ACL_DEV_ATTR_L2_CACHE_SIZE: *value = memory(platform_ascendc::CoreMemType::L2); break;
    case ACL_DEV_ATTR_AICPU_CORE_NUM:
    case ACL_DEV_ATTR_SMP_ID:
    case ACL_DEV_ATTR_PHY_CHIP_ID:
    case ACL_DEV_ATTR_SUPER_POD_DEVICE_ID:
    case ACL_DEV_ATTR_SUPER_POD_SERVER_ID:
    case ACL_DEV_ATTR_SUPER_POD_ID:
    case ACL_DEV_ATTR_CUST_OP_PRIVILEGE:
    case ACL_DEV_ATTR_MAINBOARD_ID:
    case ACL_DEV_ATTR_IS_VIRTUAL: *value = 0; break;
    default:
      return Fail(ACL_ERROR_INVALID_PARAM,
                  "aclrtGetDeviceInfo: attr=" + std::to_string(static_cast<int>(attr)) + " is not an aclrtDevAttr");
  }
  return ACL_SUCCESS;
}

aclError aclrtGetLastError(aclrtLastErrLevel level) {
  (void)level;  // one level: the thread's
  const aclError e = acl::t_last_error;
  acl::t_last_error = ACL_SUCCESS;
  return e;
}

aclError aclrtPeekAtLastError(aclrtLastErrLevel level) {
  (void)level;
  return acl::t_last_error;
}

const char* aclGetRecentErrMsg() {
  acl::t_returned_error = std::move(acl::t_pending_error);
  acl::t_pending_error.clear();
  // No message: nullptr (the page: 获取错误描述信息失败时，返回nullptr), which
  // programs test before printing it.
  return acl::t_returned_error.empty() ? nullptr : acl::t_returned_error.c_str();
}

}  // extern "C"
