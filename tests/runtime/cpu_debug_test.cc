// A host program in CANN CPU-debug style: GmAlloc, SetKernelMode,
// ICPU_RUN_KF over 40 blocks with GetBlockIdx slicing, and the ACL subset.
#include <gtest/gtest.h>

#include <cstring>
#include <vector>

#include "acl/acl.h"
#include "support/failing_kernel.h"
#include "tikicpulib.h"

namespace {

constexpr uint32_t kBlockLength = 1024;

template <typename T>
class AddBlockIndex {
 public:
  __aicore__ inline void Init(GM_ADDR x, GM_ADDR y) {
    xGm.SetGlobalBuffer((__gm__ T*)x + kBlockLength * AscendC::GetBlockIdx(), kBlockLength);
    yGm.SetGlobalBuffer((__gm__ T*)y + kBlockLength * AscendC::GetBlockIdx(), kBlockLength);
    pipe.InitBuffer(inQueue, 2, kBlockLength * sizeof(T));
  }
  __aicore__ inline void Process() {
    AscendC::LocalTensor<T> t = inQueue.AllocTensor<T>();
    AscendC::DataCopy(t, xGm, kBlockLength);
    inQueue.EnQue(t);
    t = inQueue.DeQue<T>();
    for (uint32_t i = 0; i < kBlockLength; ++i)
      t.SetValue(i, static_cast<T>(t.GetValue(i) + static_cast<T>(AscendC::GetBlockIdx() + (TILING_KEY_IS(2) ? 1000 : 0))));
    AscendC::DataCopy(yGm, t, kBlockLength);
    inQueue.FreeTensor(t);
  }

 private:
  AscendC::TPipe pipe;
  AscendC::TQue<AscendC::TPosition::VECIN, 2> inQueue;
  AscendC::GlobalTensor<T> xGm, yGm;
};

template <typename T>
__global__ __aicore__ void add_block_index(GM_ADDR x, GM_ADDR y) {
  AddBlockIndex<T> op;
  op.Init(x, y);
  op.Process();
}


TEST(CpuDebugHost, IcpuRunKfOverFortyBlocksWithTilingKey) {
  const uint32_t blocks = 40;
  const size_t bytes = blocks * kBlockLength * sizeof(int32_t);
  auto* x = static_cast<uint8_t*>(AscendC::GmAlloc(bytes));
  auto* y = static_cast<uint8_t*>(AscendC::GmAlloc(bytes));
  for (uint32_t i = 0; i < blocks * kBlockLength; ++i) reinterpret_cast<int32_t*>(x)[i] = static_cast<int32_t>(i);
  AscendC::SetKernelMode(AscendC::KernelMode::AIV_MODE);
  ICPU_SET_TILING_KEY(2);
  ICPU_RUN_KF(add_block_index<int32_t>, blocks, x, y);
  for (uint32_t i = 0; i < blocks * kBlockLength; ++i)
    ASSERT_EQ(reinterpret_cast<int32_t*>(y)[i], static_cast<int32_t>(i + i / kBlockLength + 1000)) << i;
  ICPU_SET_TILING_KEY(0);
  EXPECT_EQ(AscendC::GetKernelMode(), AscendC::KernelMode::AIV_MODE);
  AscendC::GmFree(x);
  AscendC::GmFree(y);
}

TEST(CpuDebugHost, AscCpuKernelLaunchRunsEveryBlock) {
  const uint32_t blocks = 8;
  std::vector<int32_t> x(blocks * kBlockLength), y(x.size(), 0);
  for (size_t i = 0; i < x.size(); ++i) x[i] = static_cast<int32_t>(3 * i);
  aclrtStream stream = nullptr;
  ASSERT_EQ(aclrtCreateStream(&stream), ACL_SUCCESS);
  // The kernel has a branch for tiling key 2 only: another key is unknown to it (SPEC 11.2).
  ICPU_SET_TILING_KEY(2);
  AscendC::AscCPUKernelLaunch(blocks, nullptr, stream, "add_block_index", add_block_index<int32_t>,
                              reinterpret_cast<uint8_t*>(x.data()), reinterpret_cast<uint8_t*>(y.data()));
  // The queued launch keeps the key set when it was issued (SPEC 11.2).
  ICPU_SET_TILING_KEY(0);
  // Queued like a <<<...>>> launch: the stream's synchronisation waits for it.
  ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS);
  for (size_t i = 0; i < x.size(); ++i) ASSERT_EQ(y[i], static_cast<int32_t>(3 * i + i / kBlockLength + 1000)) << i;
  EXPECT_EQ(aclrtDestroyStream(stream), ACL_SUCCESS);
}

// A template-id with a comma goes through ICPU_RUN_KF as is (no extra
// parentheses), and KernelMode is written unqualified as CANN's
// documentation writes it.
template <typename T, int kScale>
__global__ __aicore__ void scale_kernel(GM_ADDR x) {
  T* v = reinterpret_cast<T*>(x) + AscendC::GetBlockIdx();
  *v = static_cast<T>(*v * kScale);
}

TEST(CpuDebugHost, IcpuRunKfTakesATemplateIdWithCommasAndUnqualifiedKernelMode) {
  std::vector<int16_t> v{1, 2, 3, 4};
  AscendC::SetKernelMode(KernelMode::AIC_MODE);
  EXPECT_EQ(AscendC::GetKernelMode(), AscendC::KernelMode::AIC_MODE);
  AscendC::SetKernelMode(KernelMode::AIV_MODE);
  ICPU_RUN_KF(scale_kernel<int16_t, 3>, 4, reinterpret_cast<uint8_t*>(v.data()));
  EXPECT_EQ(v, (std::vector<int16_t>{3, 6, 9, 12}));
  EXPECT_THROW(ICPU_RUN_KF(scale_kernel<int16_t, 3>, 0, reinterpret_cast<uint8_t*>(v.data())), ascendc_host::Error);
}

TEST(CpuDebugHost, ABadOffsetInABlockSurfacesAtTheHost) {
  auto* x = static_cast<uint8_t*>(AscendC::GmAlloc(4096));
  try {
    ICPU_RUN_KF(ascendc_host::testing::UbOverflowInBlock13, 40, x);
    FAIL() << "the error did not reach the host";
  } catch (const ascendc_host::Error& e) {
    EXPECT_EQ(e.block(), ascendc_host::testing::kFailingBlock);
    EXPECT_EQ(e.severity(), ascendc_host::Severity::kFatal);
    EXPECT_NE(std::string(e.what()).find("outside the UB arena"), std::string::npos) << e.what();
  }
  AscendC::GmFree(x);
}

TEST(AclSubset, MallocMemcpyMemsetStreams) {
  ASSERT_EQ(aclInit(nullptr), ACL_SUCCESS);
  ASSERT_EQ(aclrtSetDevice(0), ACL_SUCCESS);
  aclrtStream stream = nullptr;
  ASSERT_EQ(aclrtCreateStream(&stream), ACL_SUCCESS);
  void *host = nullptr, *dev = nullptr;
  ASSERT_EQ(aclrtMallocHost(&host, 256), ACL_SUCCESS);
  ASSERT_EQ(aclrtMalloc(&dev, 256, ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
  std::memset(host, 7, 256);
  ASSERT_EQ(aclrtMemcpy(dev, 256, host, 256, ACL_MEMCPY_HOST_TO_DEVICE), ACL_SUCCESS);
  ASSERT_EQ(aclrtMemset(host, 256, 0, 256), ACL_SUCCESS);
  ASSERT_EQ(aclrtMemcpyAsync(host, 256, dev, 128, ACL_MEMCPY_DEVICE_TO_HOST, stream), ACL_SUCCESS);
  ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS);
  EXPECT_EQ(static_cast<uint8_t*>(host)[127], 7);
  EXPECT_EQ(static_cast<uint8_t*>(host)[128], 0);
  EXPECT_NE(aclrtMemcpy(dev, 16, host, 256, ACL_MEMCPY_HOST_TO_DEVICE), ACL_SUCCESS);
  EXPECT_NE(std::string(aclGetRecentErrMsg()).find("destMax"), std::string::npos);
  EXPECT_EQ(aclrtFree(dev), ACL_SUCCESS);
  EXPECT_EQ(aclrtFreeHost(host), ACL_SUCCESS);
  EXPECT_EQ(aclrtDestroyStream(stream), ACL_SUCCESS);
  EXPECT_EQ(aclrtResetDevice(0), ACL_SUCCESS);
  EXPECT_EQ(aclFinalize(), ACL_SUCCESS);
}

}  // namespace
