// Host program in plain C++ (no launch of its own): ACL runtime, the
// platform's core count as the block count, and the kernel library.
#include <cstdio>
#include <vector>

#include "acl/acl.h"
#include "kernel_tiling.h"
#include "tiling/platform/platform_ascendc.h"

void run_scale(int32_t* x, int32_t* y, uint32_t blocks, ScaleTiling tiling, aclrtStream stream);
int kernel_npu_arch();

int main()
{
    const uint32_t blocks = platform_ascendc::PlatformAscendCManager::GetInstance()->GetCoreNumAiv();
    const ScaleTiling tiling{256, 3};
    const size_t count = static_cast<size_t>(blocks) * tiling.blockLength;
    std::vector<int32_t> x(count), y(count, 0);
    for (size_t i = 0; i < count; ++i) x[i] = static_cast<int32_t>(i) - 1000;
    int32_t *xd = nullptr, *yd = nullptr;
    aclrtStream stream = nullptr;
    if (aclInit(nullptr) != ACL_SUCCESS || aclrtSetDevice(0) != ACL_SUCCESS || aclrtCreateStream(&stream) != ACL_SUCCESS ||
        aclrtMalloc((void**)&xd, count * 4, ACL_MEM_MALLOC_HUGE_FIRST) != ACL_SUCCESS ||
        aclrtMalloc((void**)&yd, count * 4, ACL_MEM_MALLOC_HUGE_FIRST) != ACL_SUCCESS ||
        aclrtMemcpy(xd, count * 4, x.data(), count * 4, ACL_MEMCPY_HOST_TO_DEVICE) != ACL_SUCCESS) {
        std::printf("ACL setup failed: %s\n", aclGetRecentErrMsg());
        return 1;
    }
    run_scale(xd, yd, blocks, tiling, stream);
    const aclError rc = aclrtSynchronizeStream(stream);
    if (rc != ACL_SUCCESS) {
        std::printf("kernel failed: %d %s\n", rc, aclGetRecentErrMsg());
        return 1;
    }
    aclrtMemcpy(y.data(), count * 4, yd, count * 4, ACL_MEMCPY_DEVICE_TO_HOST);
    for (size_t i = 0; i < count; ++i) {
        if (y[i] != x[i] * tiling.factor) {
            std::printf("y[%zu] = %d, expected %d\n", i, y[i], x[i] * tiling.factor);
            return 1;
        }
    }
    aclrtFree(xd);
    aclrtFree(yd);
    aclrtDestroyStream(stream);
    aclFinalize();
    std::printf("multi-file pass: %u blocks, __NPU_ARCH__ %d\n", blocks, kernel_npu_arch());
    return 0;
}
