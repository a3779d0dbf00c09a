// The ACL runtime outside streams: devices, contexts, memory, copies, data
// utilities; and every call given bad arguments: the documented error code,
// a message naming the call, and no byte written anywhere.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

#include "acl/acl.h"
#include "tiling/platform/platform_ascendc.h"
#include "tikicpulib.h"

namespace {

TEST(AclRuntime, OneDeviceAndItsContext) {
  uint32_t count = 0;
  ASSERT_EQ(aclrtGetDeviceCount(&count), ACL_SUCCESS);
  EXPECT_EQ(count, 1u);
  ASSERT_EQ(aclrtSetDevice(0), ACL_SUCCESS);
  int32_t device = -1;
  ASSERT_EQ(aclrtGetDevice(&device), ACL_SUCCESS);
  EXPECT_EQ(device, 0);
  aclrtContext context = nullptr, current = nullptr;
  ASSERT_EQ(aclrtCreateContext(&context, 0), ACL_SUCCESS);
  ASSERT_EQ(aclrtGetCurrentContext(&current), ACL_SUCCESS);
  EXPECT_EQ(current, context);
  ASSERT_EQ(aclrtSetCurrentContext(context), ACL_SUCCESS);
  EXPECT_EQ(aclrtDestroyContext(context), ACL_SUCCESS);
  aclrtRunMode mode = ACL_DEVICE;
  ASSERT_EQ(aclrtGetRunMode(&mode), ACL_SUCCESS);
  EXPECT_EQ(mode, ACL_HOST);
  EXPECT_STREQ(aclrtGetSocName(), "Ascend950PR_9579");
  int32_t major = -1, minor = -1, patch = -1;
  ASSERT_EQ(aclrtGetVersion(&major, &minor, &patch), ACL_SUCCESS);
  EXPECT_GE(major, 0);
  EXPECT_EQ(aclrtResetDevice(0), ACL_SUCCESS);
}

TEST(AclRuntime, InitAndFinalizePair) {
  ASSERT_EQ(aclInit(nullptr), ACL_SUCCESS);
  EXPECT_EQ(aclInit(nullptr), ACL_ERROR_REPEAT_INITIALIZE);  // "may be ignored", as on the device
  EXPECT_EQ(aclFinalize(), ACL_SUCCESS);
  EXPECT_EQ(aclFinalize(), ACL_ERROR_REPEAT_FINALIZE);
  EXPECT_EQ(aclInit("/nonexistent/acl.json"), ACL_ERROR_INVALID_FILE);
  EXPECT_NE(std::string(aclGetRecentErrMsg()).find("/nonexistent/acl.json"), std::string::npos);
}

TEST(AclRuntime, DeviceMemoryIsAlignedZeroedAndCopied) {
  void* dev = nullptr;
  void* host = nullptr;
  ASSERT_EQ(aclrtMalloc(&dev, 100, ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
  ASSERT_EQ(aclrtMallocHost(&host, 100), ACL_SUCCESS);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(dev) % 64, 0u);
  EXPECT_EQ(std::vector<uint8_t>(static_cast<uint8_t*>(dev), static_cast<uint8_t*>(dev) + 100),
            std::vector<uint8_t>(100, 0));
  ASSERT_EQ(aclrtMemset(host, 100, 0x5A, 100), ACL_SUCCESS);
  for (auto kind : {ACL_MEMCPY_HOST_TO_DEVICE, ACL_MEMCPY_DEVICE_TO_DEVICE, ACL_MEMCPY_DEFAULT}) {
    ASSERT_EQ(aclrtMemcpy(dev, 100, host, 100, kind), ACL_SUCCESS);
  }
  std::vector<uint8_t> back(100, 0);
  ASSERT_EQ(aclrtMemcpy(back.data(), 100, dev, 100, ACL_MEMCPY_DEVICE_TO_HOST), ACL_SUCCESS);
  EXPECT_EQ(back, std::vector<uint8_t>(100, 0x5A));
  ASSERT_EQ(aclrtMemcpy(back.data(), 100, back.data() + 10, 50, ACL_MEMCPY_HOST_TO_HOST), ACL_SUCCESS);
  EXPECT_EQ(aclrtFree(dev), ACL_SUCCESS);
  EXPECT_EQ(aclrtFreeHost(host), ACL_SUCCESS);
}

TEST(AclRuntime, Memcpy2dCopiesRowsBetweenPitches) {
  // A 3 x 5-byte block from a 3 x 8 host image into a 3 x 6 device image.
  std::vector<uint8_t> src(24);
  for (size_t i = 0; i < src.size(); ++i) src[i] = static_cast<uint8_t>(i);
  uint8_t* dev = nullptr;
  ASSERT_EQ(aclrtMalloc(reinterpret_cast<void**>(&dev), 18, ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
  ASSERT_EQ(aclrtMemcpy2d(dev, 6, src.data(), 8, 5, 3, ACL_MEMCPY_HOST_TO_DEVICE), ACL_SUCCESS);
  const std::vector<uint8_t> expected{0, 1, 2, 3, 4, 0, 8, 9, 10, 11, 12, 0, 16, 17, 18, 19, 20, 0};
  EXPECT_EQ(std::vector<uint8_t>(dev, dev + 18), expected);
  std::vector<uint8_t> back(15, 0xFF);
  ASSERT_EQ(aclrtMemcpy2d(back.data(), 5, dev, 6, 5, 3, ACL_MEMCPY_DEVICE_TO_HOST), ACL_SUCCESS);
  EXPECT_EQ(back, (std::vector<uint8_t>{0, 1, 2, 3, 4, 8, 9, 10, 11, 12, 16, 17, 18, 19, 20}));
  aclrtStream stream = nullptr;
  ASSERT_EQ(aclrtCreateStream(&stream), ACL_SUCCESS);
  std::vector<uint8_t> async_back(15, 0);
  ASSERT_EQ(aclrtMemcpy2dAsync(async_back.data(), 5, dev, 6, 5, 3, ACL_MEMCPY_DEVICE_TO_HOST, stream), ACL_SUCCESS);
  ASSERT_EQ(aclrtMemsetAsync(dev, 18, 0, 18, stream), ACL_SUCCESS);
  ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS);
  EXPECT_EQ(async_back, back);
  EXPECT_EQ(std::vector<uint8_t>(dev, dev + 18), std::vector<uint8_t>(18, 0));
  EXPECT_EQ(aclrtDestroyStream(stream), ACL_SUCCESS);
  EXPECT_EQ(aclrtFree(dev), ACL_SUCCESS);
}

TEST(AclRuntime, Float16ConversionsRoundToNearestEven) {
  EXPECT_EQ(aclFloatToFloat16(1.0f), 0x3C00);
  EXPECT_EQ(aclFloatToFloat16(-2.5f), 0xC100);
  EXPECT_EQ(aclFloatToFloat16(65504.0f), 0x7BFF);
  EXPECT_EQ(aclFloatToFloat16(65520.0f), 0x7C00);             // halfway above the largest half: infinity
  EXPECT_EQ(aclFloatToFloat16(1.0f + 1.0f / 2048), 0x3C00);   // halfway between 1 and the next half: even
  EXPECT_EQ(aclFloatToFloat16(1.0f + 3.0f / 2048), 0x3C02);   // halfway, odd neighbour: up
  EXPECT_EQ(aclFloatToFloat16(5.9604645e-8f), 0x0001);        // smallest subnormal
  EXPECT_EQ(aclFloat16ToFloat(0x3555), 0.33325195f);
  EXPECT_EQ(aclFloat16ToFloat(0x0001), 5.9604645e-8f);
  EXPECT_TRUE(std::isinf(aclFloat16ToFloat(0xFC00)));
  EXPECT_TRUE(std::isnan(aclFloat16ToFloat(aclFloatToFloat16(NAN))));
  for (uint32_t bits = 0; bits < 0x10000; ++bits) {
    const float f = aclFloat16ToFloat(static_cast<aclFloat16>(bits));
    if (!std::isnan(f)) ASSERT_EQ(aclFloatToFloat16(f), bits) << bits;
  }
}

TEST(AclRuntime, DataTypeSizes) {
  EXPECT_EQ(aclDataTypeSize(ACL_FLOAT), 4u);
  EXPECT_EQ(aclDataTypeSize(ACL_FLOAT16), 2u);
  EXPECT_EQ(aclDataTypeSize(ACL_BF16), 2u);
  EXPECT_EQ(aclDataTypeSize(ACL_INT8), 1u);
  EXPECT_EQ(aclDataTypeSize(ACL_UINT64), 8u);
  EXPECT_EQ(aclDataTypeSize(ACL_COMPLEX128), 16u);
  EXPECT_EQ(aclDataTypeSize(ACL_FLOAT8_E4M3FN), 1u);
  EXPECT_EQ(aclDataTypeSize(ACL_STRING), 0u);
  EXPECT_EQ(aclDataTypeSize(ACL_DT_UNDEFINED), 0u);
}

// --- misuse: code, message, nothing written ---

struct Misuse {
  const char* call;
  aclError expected;
  std::function<aclError()> run;
};

void ExpectRefused(const Misuse& m) {
  aclGetRecentErrMsg();
  EXPECT_EQ(m.run(), m.expected) << m.call;
  const std::string message = aclGetRecentErrMsg();
  const std::string api = std::string(m.call).substr(0, std::string(m.call).find(' '));
  EXPECT_NE(message.find(api), std::string::npos) << m.call << ": " << message;
}

TEST(AclRuntime, LastErrorIsTheThreadsLastFailingCall) {
  aclrtGetLastError(ACL_RT_THREAD_LEVEL);  // start clean
  EXPECT_EQ(aclrtPeekAtLastError(ACL_RT_THREAD_LEVEL), ACL_SUCCESS);
  EXPECT_EQ(aclrtGetDevice(nullptr), ACL_ERROR_INVALID_PARAM);
  int32_t device = -1;
  EXPECT_EQ(aclrtGetDevice(&device), ACL_SUCCESS);
  EXPECT_EQ(aclrtPeekAtLastError(ACL_RT_THREAD_LEVEL), ACL_ERROR_INVALID_PARAM) << "a success does not clear it";
  EXPECT_EQ(aclrtGetLastError(ACL_RT_THREAD_LEVEL), ACL_ERROR_INVALID_PARAM);
  EXPECT_EQ(aclrtGetLastError(ACL_RT_THREAD_LEVEL), ACL_SUCCESS) << "aclrtGetLastError clears it";
  aclGetRecentErrMsg();
}

TEST(AclRuntime, DeviceInfoReportsTheProgramsPlatform) {
  const auto* platform = platform_ascendc::PlatformAscendCManager::GetInstance();
  int64_t v = -1;
  ASSERT_EQ(aclrtGetDeviceInfo(0, ACL_DEV_ATTR_VECTOR_CORE_NUM, &v), ACL_SUCCESS);
  EXPECT_EQ(v, platform->GetCoreNumAiv());
  ASSERT_EQ(aclrtGetDeviceInfo(0, ACL_DEV_ATTR_AICORE_CORE_NUM, &v), ACL_SUCCESS);
  EXPECT_EQ(v, platform->GetCoreNumAic());
  ASSERT_EQ(aclrtGetDeviceInfo(0, ACL_DEV_ATTR_WARP_SIZE, &v), ACL_SUCCESS);
  EXPECT_EQ(v, 32);
  uint64_t ub = 0;
  platform->GetCoreMemSize(platform_ascendc::CoreMemType::UB, ub);
  ASSERT_EQ(aclrtGetDeviceInfo(0, ACL_DEV_ATTR_UBUF_PER_VECTOR_CORE, &v), ACL_SUCCESS);
  EXPECT_EQ(static_cast<uint64_t>(v), ub);
  EXPECT_EQ(aclGetRecentErrMsg(), nullptr) << "no message after successes";
  EXPECT_EQ(aclrtGetDeviceInfo(0, ACL_DEV_ATTR_VECTOR_CORE_NUM, nullptr), ACL_ERROR_INVALID_PARAM);
  EXPECT_NE(std::string(aclGetRecentErrMsg()).find("aclrtGetDeviceInfo"), std::string::npos);
  EXPECT_EQ(aclrtGetDeviceInfo(3, ACL_DEV_ATTR_VECTOR_CORE_NUM, &v), ACL_ERROR_RT_INVALID_DEVICEID) << "one device";
  EXPECT_EQ(aclrtGetDeviceInfo(0, static_cast<aclrtDevAttr>(999), &v), ACL_ERROR_INVALID_PARAM);
  EXPECT_NE(std::string(aclGetRecentErrMsg()).find("999"), std::string::npos);
}

TEST(AclMisuse, DevicesContextsAndInfoCalls) {
  aclrtContext context = nullptr;
  int bogus = 0;
  for (const Misuse& m : std::vector<Misuse>{
           {"aclrtSetDevice 1", ACL_ERROR_RT_INVALID_DEVICEID, [] { return aclrtSetDevice(1); }},
           {"aclrtSetDevice -1", ACL_ERROR_RT_INVALID_DEVICEID, [] { return aclrtSetDevice(-1); }},
           {"aclrtResetDevice 5", ACL_ERROR_RT_INVALID_DEVICEID, [] { return aclrtResetDevice(5); }},
           {"aclrtGetDevice null", ACL_ERROR_INVALID_PARAM, [] { return aclrtGetDevice(nullptr); }},
           {"aclrtGetDeviceCount null", ACL_ERROR_INVALID_PARAM, [] { return aclrtGetDeviceCount(nullptr); }},
           {"aclrtGetRunMode null", ACL_ERROR_INVALID_PARAM, [] { return aclrtGetRunMode(nullptr); }},
           {"aclrtGetVersion null", ACL_ERROR_INVALID_PARAM,
            [] {
              int32_t a = 0;
              return aclrtGetVersion(&a, nullptr, &a);
            }},
           {"aclrtCreateContext null", ACL_ERROR_INVALID_PARAM, [] { return aclrtCreateContext(nullptr, 0); }},
           {"aclrtCreateContext device 3", ACL_ERROR_RT_INVALID_DEVICEID,
            [&] { return aclrtCreateContext(&context, 3); }},
           {"aclrtDestroyContext bogus", ACL_ERROR_INVALID_RESOURCE_HANDLE,
            [&] { return aclrtDestroyContext(&bogus); }},
           {"aclrtSetCurrentContext bogus", ACL_ERROR_INVALID_RESOURCE_HANDLE,
            [&] { return aclrtSetCurrentContext(&bogus); }},
           {"aclrtGetCurrentContext null", ACL_ERROR_INVALID_PARAM, [] { return aclrtGetCurrentContext(nullptr); }},
       }) {
    ExpectRefused(m);
  }
  EXPECT_EQ(context, nullptr);
}

TEST(AclMisuse, StreamsAndEvents) {
  int bogus = 0;
  aclrtStream stream = nullptr, destroyed = nullptr;
  ASSERT_EQ(aclrtCreateStream(&stream), ACL_SUCCESS);
  ASSERT_EQ(aclrtCreateStream(&destroyed), ACL_SUCCESS);
  ASSERT_EQ(aclrtDestroyStream(destroyed), ACL_SUCCESS);
  aclrtEvent event = nullptr, unsynced = nullptr, untimed = nullptr, gone = nullptr;
  ASSERT_EQ(aclrtCreateEvent(&event), ACL_SUCCESS);
  ASSERT_EQ(aclrtCreateEventWithFlag(&unsynced, ACL_EVENT_TIME_LINE), ACL_SUCCESS);
  ASSERT_EQ(aclrtCreateEventWithFlag(&untimed, ACL_EVENT_SYNC), ACL_SUCCESS);
  ASSERT_EQ(aclrtCreateEvent(&gone), ACL_SUCCESS);
  ASSERT_EQ(aclrtDestroyEvent(gone), ACL_SUCCESS);
  float ms = 0;
  for (const Misuse& m : std::vector<Misuse>{
           {"aclrtCreateStream null", ACL_ERROR_INVALID_PARAM, [] { return aclrtCreateStream(nullptr); }},
           {"aclrtCreateStreamWithConfig null", ACL_ERROR_INVALID_PARAM,
            [] { return aclrtCreateStreamWithConfig(nullptr, 0, 0); }},
           {"aclrtDestroyStream default", ACL_ERROR_INVALID_PARAM, [] { return aclrtDestroyStream(nullptr); }},
           {"aclrtDestroyStream twice", ACL_ERROR_INVALID_RESOURCE_HANDLE, [&] { return aclrtDestroyStream(destroyed); }},
           {"aclrtDestroyStreamForce bogus", ACL_ERROR_INVALID_RESOURCE_HANDLE,
            [&] { return aclrtDestroyStreamForce(&bogus); }},
           {"aclrtSynchronizeStream destroyed", ACL_ERROR_INVALID_RESOURCE_HANDLE,
            [&] { return aclrtSynchronizeStream(destroyed); }},
           {"aclrtSynchronizeStreamWithTimeout 0", ACL_ERROR_INVALID_PARAM,
            [&] { return aclrtSynchronizeStreamWithTimeout(stream, 0); }},
           {"aclrtSynchronizeDeviceWithTimeout -2", ACL_ERROR_INVALID_PARAM,
            [] { return aclrtSynchronizeDeviceWithTimeout(-2); }},
           {"aclrtCreateEvent null", ACL_ERROR_INVALID_PARAM, [] { return aclrtCreateEvent(nullptr); }},
           {"aclrtCreateEventWithFlag 0", ACL_ERROR_INVALID_PARAM,
            [&] { return aclrtCreateEventWithFlag(&gone, 0); }},
           {"aclrtCreateEventWithFlag 0x100", ACL_ERROR_INVALID_PARAM,
            [&] { return aclrtCreateEventWithFlag(&gone, 0x100); }},
           {"aclrtDestroyEvent twice", ACL_ERROR_INVALID_RESOURCE_HANDLE, [&] { return aclrtDestroyEvent(gone); }},
           {"aclrtDestroyEvent null", ACL_ERROR_INVALID_PARAM, [] { return aclrtDestroyEvent(nullptr); }},
           {"aclrtRecordEvent destroyed event", ACL_ERROR_INVALID_RESOURCE_HANDLE,
            [&] { return aclrtRecordEvent(gone, stream); }},
           {"aclrtRecordEvent destroyed stream", ACL_ERROR_INVALID_RESOURCE_HANDLE,
            [&] { return aclrtRecordEvent(event, destroyed); }},
           {"aclrtResetEvent without ACL_EVENT_SYNC", ACL_ERROR_INVALID_PARAM,
            [&] { return aclrtResetEvent(unsynced, stream); }},
           {"aclrtQueryEventStatus null", ACL_ERROR_INVALID_PARAM,
            [&] { return aclrtQueryEventStatus(event, nullptr); }},
           {"aclrtQueryEvent bogus", ACL_ERROR_INVALID_RESOURCE_HANDLE,
            [&] {
              aclrtEventStatus s;
              return aclrtQueryEvent(&bogus, &s);
            }},
           {"aclrtSynchronizeEvent destroyed", ACL_ERROR_INVALID_RESOURCE_HANDLE,
            [&] { return aclrtSynchronizeEvent(gone); }},
           {"aclrtSynchronizeEventWithTimeout 0", ACL_ERROR_INVALID_PARAM,
            [&] { return aclrtSynchronizeEventWithTimeout(event, 0); }},
           {"aclrtEventElapsedTime null", ACL_ERROR_INVALID_PARAM,
            [&] { return aclrtEventElapsedTime(nullptr, event, event); }},
           {"aclrtEventElapsedTime unrecorded", ACL_ERROR_RT_EVENT_TIMESTAMP_INVALID,
            [&] { return aclrtEventElapsedTime(&ms, event, event); }},
           {"aclrtEventElapsedTime without ACL_EVENT_TIME_LINE", ACL_ERROR_RT_EVENT_TIMESTAMP_INVALID,
            [&] { return aclrtEventElapsedTime(&ms, untimed, event); }},
           {"aclrtStreamWaitEvent without ACL_EVENT_SYNC", ACL_ERROR_INVALID_PARAM,
            [&] { return aclrtStreamWaitEvent(stream, unsynced); }},
           {"aclrtStreamWaitEvent destroyed stream", ACL_ERROR_INVALID_RESOURCE_HANDLE,
            [&] { return aclrtStreamWaitEvent(destroyed, event); }},
       }) {
    ExpectRefused(m);
  }
  EXPECT_EQ(ms, 0.0f);
  // The handles that were refused still work.
  ASSERT_EQ(aclrtRecordEvent(event, stream), ACL_SUCCESS);
  EXPECT_EQ(aclrtSynchronizeEvent(event), ACL_SUCCESS);
  EXPECT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS);
  for (aclrtEvent e : {event, unsynced, untimed}) EXPECT_EQ(aclrtDestroyEvent(e), ACL_SUCCESS);
  EXPECT_EQ(aclrtDestroyStream(stream), ACL_SUCCESS);
}

TEST(AclMisuse, MemoryCallsWriteNothingWhenRefused) {
  uint8_t* dev = nullptr;
  uint8_t* host = nullptr;
  ASSERT_EQ(aclrtMalloc(reinterpret_cast<void**>(&dev), 64, ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
  ASSERT_EQ(aclrtMallocHost(reinterpret_cast<void**>(&host), 64), ACL_SUCCESS);
  std::memset(host, 0x11, 64);
  // The allocator pads past the 64 bytes asked for; the padding must stay
  // untouched as well.
  const std::vector<uint8_t> zeros(96, 0);
  std::vector<uint8_t> src(256, 0xEE);
  aclrtStream stream = nullptr, destroyed = nullptr;
  ASSERT_EQ(aclrtCreateStream(&stream), ACL_SUCCESS);
  ASSERT_EQ(aclrtCreateStream(&destroyed), ACL_SUCCESS);
  ASSERT_EQ(aclrtDestroyStream(destroyed), ACL_SUCCESS);
  void* out = nullptr;
  int on_stack = 0;
  const void* near_end = reinterpret_cast<const void*>(UINTPTR_MAX - 8);
  for (const Misuse& m : std::vector<Misuse>{
           {"aclrtMalloc null", ACL_ERROR_INVALID_PARAM, [] { return aclrtMalloc(nullptr, 16, ACL_MEM_MALLOC_HUGE_FIRST); }},
           {"aclrtMalloc size 0", ACL_ERROR_INVALID_PARAM, [&] { return aclrtMalloc(&out, 0, ACL_MEM_MALLOC_HUGE_FIRST); }},
           {"aclrtMalloc SIZE_MAX", ACL_ERROR_RT_MEMORY_ALLOCATION,
            [&] { return aclrtMalloc(&out, SIZE_MAX, ACL_MEM_MALLOC_HUGE_FIRST); }},
           {"aclrtMallocHost null", ACL_ERROR_INVALID_PARAM, [] { return aclrtMallocHost(nullptr, 16); }},
           {"aclrtMallocHost size 0", ACL_ERROR_INVALID_PARAM, [&] { return aclrtMallocHost(&out, 0); }},
           {"aclrtFree null", ACL_ERROR_INVALID_PARAM, [] { return aclrtFree(nullptr); }},
           {"aclrtFree host memory", ACL_ERROR_INVALID_PARAM, [&] { return aclrtFree(host); }},
           {"aclrtFree inside an allocation", ACL_ERROR_INVALID_PARAM, [&] { return aclrtFree(dev + 8); }},
           {"aclrtFree a stack variable", ACL_ERROR_INVALID_PARAM, [&] { return aclrtFree(&on_stack); }},
           {"aclrtFreeHost device memory", ACL_ERROR_INVALID_PARAM, [&] { return aclrtFreeHost(dev); }},
           {"aclrtMemcpy count > destMax", ACL_ERROR_INVALID_PARAM,
            [&] { return aclrtMemcpy(dev, 32, src.data(), 33, ACL_MEMCPY_HOST_TO_DEVICE); }},
           {"aclrtMemcpy past the allocation", ACL_ERROR_INVALID_PARAM,
            [&] { return aclrtMemcpy(dev, 256, src.data(), 65, ACL_MEMCPY_HOST_TO_DEVICE); }},
           {"aclrtMemcpy from an offset past the end", ACL_ERROR_INVALID_PARAM,
            [&] { return aclrtMemcpy(dev + 60, 256, src.data(), 5, ACL_MEMCPY_HOST_TO_DEVICE); }},
           {"aclrtMemcpy reading past the allocation", ACL_ERROR_INVALID_PARAM,
            [&] { return aclrtMemcpy(src.data(), 256, dev, 65, ACL_MEMCPY_DEVICE_TO_HOST); }},
           {"aclrtMemcpy null dst", ACL_ERROR_INVALID_PARAM,
            [&] { return aclrtMemcpy(nullptr, 8, src.data(), 8, ACL_MEMCPY_HOST_TO_DEVICE); }},
           {"aclrtMemcpy null src", ACL_ERROR_INVALID_PARAM,
            [&] { return aclrtMemcpy(dev, 8, nullptr, 8, ACL_MEMCPY_HOST_TO_DEVICE); }},
           {"aclrtMemcpy kind 7", ACL_ERROR_INVALID_PARAM,
            [&] { return aclrtMemcpy(dev, 8, src.data(), 8, static_cast<aclrtMemcpyKind>(7)); }},
           {"aclrtMemcpy wrapping source", ACL_ERROR_INVALID_PARAM,
            [&] { return aclrtMemcpy(dev, 64, near_end, 16, ACL_MEMCPY_HOST_TO_DEVICE); }},
           {"aclrtMemcpyAsync past the allocation", ACL_ERROR_INVALID_PARAM,
            [&] { return aclrtMemcpyAsync(dev, 256, src.data(), 100, ACL_MEMCPY_HOST_TO_DEVICE, stream); }},
           {"aclrtMemcpyAsync destroyed stream", ACL_ERROR_INVALID_RESOURCE_HANDLE,
            [&] { return aclrtMemcpyAsync(dev, 64, src.data(), 64, ACL_MEMCPY_HOST_TO_DEVICE, destroyed); }},
           {"aclrtMemcpy2d host to host", ACL_ERROR_INVALID_PARAM,
            [&] { return aclrtMemcpy2d(dev, 8, src.data(), 8, 8, 2, ACL_MEMCPY_HOST_TO_HOST); }},
           {"aclrtMemcpy2d width > dpitch", ACL_ERROR_INVALID_PARAM,
            [&] { return aclrtMemcpy2d(dev, 4, src.data(), 8, 8, 2, ACL_MEMCPY_HOST_TO_DEVICE); }},
           {"aclrtMemcpy2d width > spitch", ACL_ERROR_INVALID_PARAM,
            [&] { return aclrtMemcpy2d(dev, 8, src.data(), 4, 8, 2, ACL_MEMCPY_HOST_TO_DEVICE); }},
           {"aclrtMemcpy2d rows past the allocation", ACL_ERROR_INVALID_PARAM,
            [&] { return aclrtMemcpy2d(dev, 16, src.data(), 16, 16, 5, ACL_MEMCPY_HOST_TO_DEVICE); }},
           {"aclrtMemcpy2d overflowing height", ACL_ERROR_INVALID_PARAM,
            [&] { return aclrtMemcpy2d(dev, 16, src.data(), 16, 16, SIZE_MAX / 8, ACL_MEMCPY_HOST_TO_DEVICE); }},
           {"aclrtMemcpy2dAsync destroyed stream", ACL_ERROR_INVALID_RESOURCE_HANDLE,
            [&] { return aclrtMemcpy2dAsync(dev, 8, src.data(), 8, 8, 2, ACL_MEMCPY_HOST_TO_DEVICE, destroyed); }},
           {"aclrtMemset count > maxCount", ACL_ERROR_INVALID_PARAM, [&] { return aclrtMemset(dev, 8, 1, 9); }},
           {"aclrtMemset past the allocation", ACL_ERROR_INVALID_PARAM, [&] { return aclrtMemset(dev, 128, 1, 65); }},
           {"aclrtMemset null", ACL_ERROR_INVALID_PARAM, [] { return aclrtMemset(nullptr, 8, 1, 8); }},
           {"aclrtMemsetAsync past the allocation", ACL_ERROR_INVALID_PARAM,
            [&] { return aclrtMemsetAsync(dev + 32, 64, 1, 64, stream); }},
           {"aclrtMemsetAsync destroyed stream", ACL_ERROR_INVALID_RESOURCE_HANDLE,
            [&] { return aclrtMemsetAsync(dev, 64, 1, 64, destroyed); }},
       }) {
    ExpectRefused(m);
  }
  ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS);
  EXPECT_EQ(std::vector<uint8_t>(dev, dev + 96), zeros);
  EXPECT_EQ(std::vector<uint8_t>(host, host + 64), std::vector<uint8_t>(64, 0x11));
  EXPECT_EQ(src, std::vector<uint8_t>(256, 0xEE));
  EXPECT_EQ(out, nullptr);
  // Nothing was freed by the refused calls, and double frees are refused.
  EXPECT_EQ(aclrtFree(dev), ACL_SUCCESS);
  EXPECT_EQ(aclrtFree(dev), ACL_ERROR_INVALID_PARAM);
  EXPECT_EQ(aclrtFreeHost(host), ACL_SUCCESS);
  EXPECT_EQ(aclrtDestroyStream(stream), ACL_SUCCESS);
}

TEST(AclMisuse, GmFreeOfForeignMemoryIsFatal) {
  int on_stack = 0;
  try {
    AscendC::GmFree(&on_stack);
    FAIL() << "GmFree accepted a stack address";
  } catch (const ascendc_host::Error& e) {
    EXPECT_EQ(e.severity(), ascendc_host::Severity::kFatal);
    EXPECT_NE(std::string(e.what()).find("GmFree"), std::string::npos) << e.what();
  }
  void* p = AscendC::GmAlloc(32);
  AscendC::GmFree(p);
  EXPECT_THROW(AscendC::GmFree(p), ascendc_host::Error);
  AscendC::GmFree(nullptr);
}

}  // namespace
