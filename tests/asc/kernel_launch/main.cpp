// Host program of the kernel-launch project, both ways the samples write
// one: CPU debug (tikicpulib.h, GmAlloc, ICPU_RUN_KF) and NPU (ACL runtime,
// ACLRT_LAUNCH_KERNEL from the generated aclrtlaunch_scale_tail.h).
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <vector>
int scale_tail_npu_arch();  // the profile the kernels were compiled for
#ifndef __CCE_KT_TEST__
#include "acl/acl.h"
#include "aclrtlaunch_hello_block.h"
#include "aclrtlaunch_scale_tail.h"
#else
#include "tikicpulib.h"
#endif
struct ScaleTailTiling {
    uint32_t blockLength;
    int32_t factor;
};
#ifdef __CCE_KT_TEST__
extern "C" __global__ __aicore__ void scale_tail(GM_ADDR x, GM_ADDR y, ScaleTailTiling tiling);
extern "C" __global__ __aicore__ void hello_block();
#endif

int32_t main(int32_t argc, char *argv[])
{
    constexpr uint32_t blockDim = 8, blockLength = 1001, padding = 8;
    const size_t count = blockDim * blockLength;
    const size_t inputBytes = (count + padding) * sizeof(int32_t);  // the last block reads whole DataBlocks
    const size_t outputBytes = count * sizeof(int32_t);
    std::vector<int32_t> x(count + padding), y(count, 0);
    ScaleTailTiling tiling{blockLength, 3};
    for (size_t i = 0; i < x.size(); ++i) x[i] = static_cast<int32_t>(i * 7) - 20000;
#ifdef __CCE_KT_TEST__
    uint8_t *xGm = (uint8_t *)AscendC::GmAlloc(inputBytes);
    uint8_t *yGm = (uint8_t *)AscendC::GmAlloc(outputBytes);
    std::memcpy(xGm, x.data(), inputBytes);
    AscendC::SetKernelMode(KernelMode::AIV_MODE);
    ICPU_RUN_KF(hello_block, blockDim);
    ICPU_RUN_KF(scale_tail, blockDim, xGm, yGm, tiling);
    std::memcpy(y.data(), yGm, outputBytes);
    AscendC::GmFree((void *)xGm);
    AscendC::GmFree((void *)yGm);
    const char *mode = "cpu";
#else
    aclrtStream stream = nullptr;
    void *xDevice = nullptr, *yDevice = nullptr;
    if (aclInit(nullptr) != ACL_SUCCESS || aclrtSetDevice(0) != ACL_SUCCESS || aclrtCreateStream(&stream) != ACL_SUCCESS ||
        aclrtMalloc(&xDevice, inputBytes, ACL_MEM_MALLOC_HUGE_FIRST) != ACL_SUCCESS ||
        aclrtMalloc(&yDevice, outputBytes, ACL_MEM_MALLOC_HUGE_FIRST) != ACL_SUCCESS ||
        aclrtMemcpy(xDevice, inputBytes, x.data(), inputBytes, ACL_MEMCPY_HOST_TO_DEVICE) != ACL_SUCCESS) {
        std::printf("ACL setup failed\n");
        return 1;
    }
    ACLRT_LAUNCH_KERNEL(hello_block)(blockDim, stream);
    ACLRT_LAUNCH_KERNEL(scale_tail)(blockDim, stream, xDevice, yDevice, &tiling);  // a struct by address
    if (aclrtSynchronizeStream(stream) != ACL_SUCCESS) {
        std::printf("kernel failed: %s\n", aclGetRecentErrMsg());
        return 1;
    }
    aclrtMemcpy(y.data(), outputBytes, yDevice, outputBytes, ACL_MEMCPY_DEVICE_TO_HOST);
    aclrtFree(xDevice);
    aclrtFree(yDevice);
    aclrtDestroyStream(stream);
    aclrtResetDevice(0);
    aclFinalize();
    const char *mode = "npu";
#endif
    for (size_t i = 0; i < count; ++i) {
        if (y[i] != tiling.factor * x[i]) {
            std::printf("y[%zu] = %d, expected %d\n", i, y[i], tiling.factor * x[i]);
            return 1;
        }
    }
    std::printf("kernel-launch pass: %s mode, %u blocks of %u elements, factor %d, __NPU_ARCH__ %d\n", mode,
                blockDim, blockLength, tiling.factor, scale_tail_npu_arch());
    return 0;
}
