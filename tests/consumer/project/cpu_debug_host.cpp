// A host program written as CANN's CPU-debug documentation writes one:
// tikicpulib.h, GM from AscendC::GmAlloc, KernelMode unqualified,
// ICPU_RUN_KF of a templated kernel, half data prepared, written, read back
// and printed with aclFloat16 utilities. Exits non-zero on a wrong result.
#include <vector>

#include "data_utils.h"
#include "tikicpulib.h"

constexpr uint32_t BLOCK_DIM = 8;
constexpr uint32_t TILE_LENGTH = 2048;

// z = x + y, one tile per block, through two input queues and one output queue.
template <typename T, uint32_t tileLength>
__global__ __aicore__ void add_custom(GM_ADDR x, GM_ADDR y, GM_ADDR z)
{
    AscendC::TPipe pipe;
    AscendC::TQue<AscendC::TPosition::VECIN, 1> inQueueX, inQueueY;
    AscendC::TQue<AscendC::TPosition::VECOUT, 1> outQueueZ;
    pipe.InitBuffer(inQueueX, 1, tileLength * sizeof(T));
    pipe.InitBuffer(inQueueY, 1, tileLength * sizeof(T));
    pipe.InitBuffer(outQueueZ, 1, tileLength * sizeof(T));
    AscendC::GlobalTensor<T> xGm, yGm, zGm;
    xGm.SetGlobalBuffer((__gm__ T*)x + AscendC::GetBlockIdx() * tileLength, tileLength);
    yGm.SetGlobalBuffer((__gm__ T*)y + AscendC::GetBlockIdx() * tileLength, tileLength);
    zGm.SetGlobalBuffer((__gm__ T*)z + AscendC::GetBlockIdx() * tileLength, tileLength);

    AscendC::LocalTensor<T> xLocal = inQueueX.AllocTensor<T>();
    AscendC::LocalTensor<T> yLocal = inQueueY.AllocTensor<T>();
    AscendC::DataCopy(xLocal, xGm, tileLength);
    AscendC::DataCopy(yLocal, yGm, tileLength);
    inQueueX.EnQue(xLocal);
    inQueueY.EnQue(yLocal);

    xLocal = inQueueX.DeQue<T>();
    yLocal = inQueueY.DeQue<T>();
    AscendC::LocalTensor<T> zLocal = outQueueZ.AllocTensor<T>();
    for (uint32_t i = 0; i < tileLength; ++i) {
        zLocal.SetValue(i, static_cast<T>(static_cast<float>(xLocal.GetValue(i)) +
                                          static_cast<float>(yLocal.GetValue(i))));
    }
    outQueueZ.EnQue(zLocal);
    inQueueX.FreeTensor(xLocal);
    inQueueY.FreeTensor(yLocal);

    zLocal = outQueueZ.DeQue<T>();
    AscendC::DataCopy(zGm, zLocal, tileLength);
    outQueueZ.FreeTensor(zLocal);
}

int32_t main(int32_t argc, char* argv[])
{
    uint32_t blockDim = BLOCK_DIM;
    const uint32_t totalLength = BLOCK_DIM * TILE_LENGTH;
    size_t inputByteSize = totalLength * sizeof(aclFloat16);
    size_t outputByteSize = totalLength * sizeof(aclFloat16);

    // Inputs as aclFloat16 values: x[i] = i / 16, y[i] = 0.5 - i / 64.
    std::vector<aclFloat16> xHost(totalLength), yHost(totalLength);
    for (uint32_t i = 0; i < totalLength; ++i) {
        xHost[i] = aclFloatToFloat16(static_cast<float>(i % 4096) / 16.0f);
        yHost[i] = aclFloatToFloat16(0.5f - static_cast<float>(i % 1024) / 64.0f);
    }
    WriteFile("input_x.bin", xHost.data(), inputByteSize);
    WriteFile("input_y.bin", yHost.data(), inputByteSize);

    uint8_t* x = (uint8_t*)AscendC::GmAlloc(inputByteSize);
    uint8_t* y = (uint8_t*)AscendC::GmAlloc(inputByteSize);
    uint8_t* z = (uint8_t*)AscendC::GmAlloc(outputByteSize);
    size_t fileSize = 0;
    ReadFile("input_x.bin", fileSize, x, inputByteSize);
    ReadFile("input_y.bin", fileSize, y, inputByteSize);

    AscendC::SetKernelMode(KernelMode::AIV_MODE);
    ICPU_RUN_KF(add_custom<half, TILE_LENGTH>, blockDim, x, y, z);  // use this macro for cpu debug

    WriteFile("output_z.bin", z, outputByteSize);
    AscendC::GmFree((void*)x);
    AscendC::GmFree((void*)y);
    AscendC::GmFree((void*)z);

    // Check the output file against the sum rounded to half on the host.
    std::vector<aclFloat16> zHost(totalLength);
    size_t outputFileSize = 0;
    if (!ReadFile("output_z.bin", outputFileSize, zHost.data(), outputByteSize) || outputFileSize != outputByteSize) {
        return 1;
    }
    PrintHalfData(zHost.data(), 16);
    for (uint32_t i = 0; i < totalLength; ++i) {
        const aclFloat16 golden = aclFloatToFloat16(aclFloat16ToFloat(xHost[i]) + aclFloat16ToFloat(yHost[i]));
        if (zHost[i] != golden) {
            ERROR_LOG("z[%u] = %f, expected %f", i, aclFloat16ToFloat(zHost[i]), aclFloat16ToFloat(golden));
            return 1;
        }
    }
    INFO_LOG("test pass: %u half elements over %u blocks", totalLength, blockDim);
    return 0;
}
