// The part of CANN's ACL runtime that Ascend C host programs use, running on
// this machine: "device" memory is host memory, the one device is this CPU,
// streams are real asynchronous queues (kernels run their blocks on the
// oneTBB pool), and misuse returns the documented error code with a message
// from aclGetRecentErrMsg() instead of crashing. docs/SPEC.md, section
// "ACL runtime", gives the semantics and the decisions where CANN's pages are
// silent.
#ifndef ACL_ACL_H_
#define ACL_ACL_H_

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef int aclError;
typedef uint16_t aclFloat16;  // IEEE binary16 bits (C has no half type)
typedef void* aclrtStream;
typedef void* aclrtContext;
typedef void* aclrtEvent;

// Return codes (CANN's values).
#define ACL_SUCCESS 0
#define ACL_ERROR_NONE 0
#define ACL_ERROR_INVALID_PARAM 100000
#define ACL_ERROR_UNINITIALIZE 100001
#define ACL_ERROR_REPEAT_INITIALIZE 100002
#define ACL_ERROR_INVALID_FILE 100003
#define ACL_ERROR_REPEAT_FINALIZE 100037
#define ACL_ERROR_BAD_ALLOC 200000
#define ACL_ERROR_API_NOT_SUPPORT 200001
#define ACL_ERROR_INVALID_DEVICE 200002
#define ACL_ERROR_MEMORY_ADDRESS_UNALIGNED 200003
#define ACL_ERROR_RESOURCE_NOT_MATCH 200004
#define ACL_ERROR_INVALID_RESOURCE_HANDLE 200005
#define ACL_ERROR_FEATURE_UNSUPPORTED 200006
#define ACL_ERROR_INTERNAL_ERROR 500000
#define ACL_ERROR_FAILURE 500001
#define ACL_ERROR_RT_FAILURE 500003
#define ACL_ERROR_RT_PARAM_INVALID 107000
#define ACL_ERROR_RT_INVALID_DEVICEID 107001
#define ACL_ERROR_RT_CONTEXT_NULL 107002
#define ACL_ERROR_RT_EVENT_TIMESTAMP_INVALID 107006
#define ACL_ERROR_RT_EVENT_TIMESTAMP_REVERSAL 107007
#define ACL_ERROR_RT_INVALID_HANDLE 107017
#define ACL_ERROR_RT_WAIT_TIMEOUT 107019
#define ACL_ERROR_RT_FEATURE_NOT_SUPPORT 207000
#define ACL_ERROR_RT_MEMORY_ALLOCATION 207001
#define ACL_ERROR_RT_MEMORY_FREE 207002
#define ACL_ERROR_RT_INTERNAL_ERROR 507000
#define ACL_ERROR_RT_EVENT_NOT_COMPLETE 507006
#define ACL_ERROR_RT_AICORE_EXCEPTION 507015
#define ACL_ERROR_RT_STREAM_SYNC_TIMEOUT 507046
#define ACL_ERROR_RT_EVENT_SYNC_TIMEOUT 507047

// aclrtCreateEventWithFlag flags.
#define ACL_EVENT_SYNC 0x00000001U
#define ACL_EVENT_CAPTURE_STREAM_PROGRESS 0x00000002U
#define ACL_EVENT_TIME_LINE 0x00000008U
#define ACL_EVENT_DEVICE_USE_ONLY 0x00000010U
#define ACL_EVENT_EXTERNAL 0x00000020U

typedef enum aclrtMemcpyKind {
  ACL_MEMCPY_HOST_TO_HOST = 0,
  ACL_MEMCPY_HOST_TO_DEVICE,
  ACL_MEMCPY_DEVICE_TO_HOST,
  ACL_MEMCPY_DEVICE_TO_DEVICE,
  ACL_MEMCPY_DEFAULT
} aclrtMemcpyKind;

typedef enum aclrtMemMallocPolicy {
  ACL_MEM_MALLOC_HUGE_FIRST = 0,
  ACL_MEM_MALLOC_HUGE_ONLY,
  ACL_MEM_MALLOC_NORMAL_ONLY,
  ACL_MEM_MALLOC_HUGE_FIRST_P2P,
  ACL_MEM_MALLOC_HUGE_ONLY_P2P,
  ACL_MEM_MALLOC_NORMAL_ONLY_P2P
} aclrtMemMallocPolicy;

typedef enum aclrtEventRecordedStatus {
  ACL_EVENT_RECORDED_STATUS_NOT_READY = 0,
  ACL_EVENT_RECORDED_STATUS_COMPLETE = 1
} aclrtEventRecordedStatus;

typedef enum aclrtEventStatus {
  ACL_EVENT_STATUS_COMPLETE = 0,
  ACL_EVENT_STATUS_NOT_READY = 1,
  ACL_EVENT_STATUS_RESERVED = 2
} aclrtEventStatus;

typedef enum aclrtRunMode { ACL_DEVICE = 0, ACL_HOST = 1 } aclrtRunMode;

typedef enum {
  ACL_DT_UNDEFINED = -1,
  ACL_FLOAT = 0,
  ACL_FLOAT16 = 1,
  ACL_INT8 = 2,
  ACL_INT32 = 3,
  ACL_UINT8 = 4,
  ACL_INT16 = 6,
  ACL_UINT16 = 7,
  ACL_UINT32 = 8,
  ACL_INT64 = 9,
  ACL_UINT64 = 10,
  ACL_DOUBLE = 11,
  ACL_BOOL = 12,
  ACL_STRING = 13,
  ACL_COMPLEX64 = 16,
  ACL_COMPLEX128 = 17,
  ACL_BF16 = 27,
  ACL_INT4 = 29,
  ACL_UINT1 = 30,
  ACL_COMPLEX32 = 33,
  ACL_HIFLOAT8 = 34,
  ACL_FLOAT8_E5M2 = 35,
  ACL_FLOAT8_E4M3FN = 36,
  ACL_FLOAT8_E8M0 = 37,
  ACL_FLOAT6_E3M2 = 38,
  ACL_FLOAT6_E2M3 = 39,
  ACL_FLOAT4_E2M1 = 40,
  ACL_FLOAT4_E1M2 = 41
} aclDataType;

// --- initialisation, devices, contexts ---
aclError aclInit(const char* configPath);
aclError aclFinalize(void);
aclError aclrtGetVersion(int32_t* majorVersion, int32_t* minorVersion, int32_t* patchVersion);
aclError aclrtSetDevice(int32_t deviceId);
aclError aclrtResetDevice(int32_t deviceId);
aclError aclrtGetDevice(int32_t* deviceId);
aclError aclrtGetDeviceCount(uint32_t* count);
aclError aclrtGetRunMode(aclrtRunMode* runMode);
const char* aclrtGetSocName(void);
aclError aclrtCreateContext(aclrtContext* context, int32_t deviceId);
aclError aclrtDestroyContext(aclrtContext context);
aclError aclrtSetCurrentContext(aclrtContext context);
aclError aclrtGetCurrentContext(aclrtContext* context);
aclError aclrtSynchronizeDevice(void);
aclError aclrtSynchronizeDeviceWithTimeout(int32_t timeout);
// Device attributes (aclrtGetDeviceInfo): core counts of the program's
// profile (PlatformAscendCManager's), warp size 32, 2048 SIMT threads per
// vector core, the profile's UB, L2 and HBM sizes; the rest 0.
typedef enum aclrtDevAttr {
  ACL_DEV_ATTR_AICPU_CORE_NUM = 1,
  ACL_DEV_ATTR_AICORE_CORE_NUM = 101,
  ACL_DEV_ATTR_CUBE_CORE_NUM = 102,
  ACL_DEV_ATTR_VECTOR_CORE_NUM = 201,
  ACL_DEV_ATTR_WARP_SIZE = 202,
  ACL_DEV_ATTR_MAX_THREAD_PER_VECTOR_CORE = 203,
  ACL_DEV_ATTR_LOCAL_MEM_PER_VECTOR_CORE = 204,
  ACL_DEV_ATTR_UBUF_PER_VECTOR_CORE = 204,
  ACL_DEV_ATTR_TOTAL_GLOBAL_MEM_SIZE = 301,
  ACL_DEV_ATTR_L2_CACHE_SIZE = 302,
  ACL_DEV_ATTR_SMP_ID = 401,
  ACL_DEV_ATTR_PHY_CHIP_ID = 402,
  ACL_DEV_ATTR_SUPER_POD_DEVICE_ID = 403,
  ACL_DEV_ATTR_SUPER_POD_SERVER_ID = 404,
  ACL_DEV_ATTR_SUPER_POD_ID = 405,
  ACL_DEV_ATTR_CUST_OP_PRIVILEGE = 406,
  ACL_DEV_ATTR_MAINBOARD_ID = 407,
  ACL_DEV_ATTR_IS_VIRTUAL = 501
} aclrtDevAttr;
aclError aclrtGetDeviceInfo(uint32_t deviceId, aclrtDevAttr attr, int64_t* value);
// The last error an ACL call returned on the calling thread (ACL_SUCCESS if
// none): aclrtGetLastError also clears it, aclrtPeekAtLastError does not.
// Launch errors come from the next synchronising call, as on the device.
typedef enum aclrtLastErrLevel { ACL_RT_THREAD_LEVEL = 0 } aclrtLastErrLevel;
aclError aclrtGetLastError(aclrtLastErrLevel level);
aclError aclrtPeekAtLastError(aclrtLastErrLevel level);

// --- streams ---
aclError aclrtCreateStream(aclrtStream* stream);
aclError aclrtCreateStreamWithConfig(aclrtStream* stream, uint32_t priority, uint32_t flag);
aclError aclrtDestroyStream(aclrtStream stream);
aclError aclrtDestroyStreamForce(aclrtStream stream);
aclError aclrtSynchronizeStream(aclrtStream stream);
aclError aclrtSynchronizeStreamWithTimeout(aclrtStream stream, int32_t timeout);

// --- events ---
aclError aclrtCreateEvent(aclrtEvent* event);
aclError aclrtCreateEventWithFlag(aclrtEvent* event, uint32_t flag);
aclError aclrtDestroyEvent(aclrtEvent event);
aclError aclrtRecordEvent(aclrtEvent event, aclrtStream stream);
aclError aclrtResetEvent(aclrtEvent event, aclrtStream stream);
aclError aclrtQueryEvent(aclrtEvent event, aclrtEventStatus* status);
aclError aclrtQueryEventStatus(aclrtEvent event, aclrtEventRecordedStatus* status);
aclError aclrtSynchronizeEvent(aclrtEvent event);
aclError aclrtSynchronizeEventWithTimeout(aclrtEvent event, int32_t timeout);
aclError aclrtEventElapsedTime(float* ms, aclrtEvent startEvent, aclrtEvent endEvent);
aclError aclrtStreamWaitEvent(aclrtStream stream, aclrtEvent event);

// --- memory ---
aclError aclrtMalloc(void** devPtr, size_t size, aclrtMemMallocPolicy policy);
aclError aclrtMallocHost(void** hostPtr, size_t size);
aclError aclrtFree(void* devPtr);
aclError aclrtFreeHost(void* hostPtr);
aclError aclrtMemcpy(void* dst, size_t destMax, const void* src, size_t count, aclrtMemcpyKind kind);
aclError aclrtMemcpyAsync(void* dst, size_t destMax, const void* src, size_t count, aclrtMemcpyKind kind,
                          aclrtStream stream);
aclError aclrtMemcpy2d(void* dst, size_t dpitch, const void* src, size_t spitch, size_t width, size_t height,
                       aclrtMemcpyKind kind);
aclError aclrtMemcpy2dAsync(void* dst, size_t dpitch, const void* src, size_t spitch, size_t width, size_t height,
                            aclrtMemcpyKind kind, aclrtStream stream);
aclError aclrtMemset(void* devPtr, size_t maxCount, int32_t value, size_t count);
aclError aclrtMemsetAsync(void* devPtr, size_t maxCount, int32_t value, size_t count, aclrtStream stream);

// --- data utilities and errors ---
float aclFloat16ToFloat(aclFloat16 value);
aclFloat16 aclFloatToFloat16(float value);
size_t aclDataTypeSize(aclDataType dataType);
// The calling thread's most recent error message, cleared by the call; ""
// when there is none. Valid until the thread's next call.
const char* aclGetRecentErrMsg(void);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // ACL_ACL_H_
