// The block launcher: per-block cores, thread-count independence, errors.
#include <gtest/gtest.h>

#include <atomic>
#include <vector>

#include "kernel_operator.h"
#include "support/ub_helpers.h"

namespace {

constexpr uint32_t kPerBlock = 2048;  // uint32_t elements per block

// Each block writes its own slice: value = f(block, element), computed in UB.
extern "C" __global__ __aicore__ void index_slice_kernel(GM_ADDR out) {
  AscendC::TPipe pipe;
  AscendC::TBuf<AscendC::TPosition::VECCALC> buf;
  pipe.InitBuffer(buf, kPerBlock * sizeof(uint32_t));
  auto t = buf.Get<uint32_t>();
  // UB starts zeroed in every block.
  for (uint32_t i = 0; i < kPerBlock; ++i) {
    if (t.GetValue(i) != 0) AscendC::SetMaskCount();  // flag a dirty arena
    t.SetValue(i, static_cast<uint32_t>(block_idx) * 100000u + i * 3u + static_cast<uint32_t>(block_num));
  }
  const bool dirty = ascendc_host::runtime::CurrentCore().mask_mode == ascendc_host::runtime::MaskMode::kCounter;
  if (dirty) t.SetValue(0, 0xDEADBEEFu);
  AscendC::SetMaskCount();  // leaves state behind that the next block must not see
  AscendC::GlobalTensor<uint32_t> g;
  g.SetGlobalBuffer((__gm__ uint32_t*)out + AscendC::GetBlockIdx() * kPerBlock, kPerBlock);
  AscendC::DataCopy(g, t, kPerBlock);
}

std::vector<uint32_t> RunSlices(uint32_t blocks, uint32_t threads) {
  std::vector<uint32_t> out(blocks * kPerBlock, 0);
  ascendc_host::LaunchWith(ascendc_host::LaunchOptions{threads}, blocks, index_slice_kernel,
                           reinterpret_cast<uint8_t*>(out.data()));
  return out;
}

TEST(Launch, FortyBlocksWriteTheirSlicesIndependentOfThreadCount) {
  const auto one = RunSlices(40, 1);
  const auto two = RunSlices(40, 2);
  const auto dflt = RunSlices(40, 0);
  for (uint32_t b = 0; b < 40; ++b)
    for (uint32_t i = 0; i < kPerBlock; ++i)
      ASSERT_EQ(one[b * kPerBlock + i], b * 100000u + i * 3u + 40u) << "block " << b << " element " << i;
  EXPECT_EQ(one, two);
  EXPECT_EQ(one, dflt);
}

TEST(Launch, DirectCallRunsAsBlockZeroOfOne) {
  ascendc_host::runtime::ResetDefaultCore();
  std::vector<uint32_t> out(kPerBlock);
  index_slice_kernel(reinterpret_cast<uint8_t*>(out.data()));
  EXPECT_EQ(out[5], 15u + 1u);
  EXPECT_EQ(AscendC::GetBlockIdx(), 0);
  EXPECT_EQ(AscendC::GetBlockNum(), 1);
  ascendc_host::runtime::ResetDefaultCore();
}

extern "C" __global__ __aicore__ void failing_kernel(GM_ADDR counter) {
  auto* started = reinterpret_cast<std::atomic<int>*>(counter);
  started->fetch_add(1);
  if (AscendC::GetBlockIdx() == 7) {
    AscendC::TPipe pipe;
    AscendC::TQue<AscendC::TPosition::VECIN, 1> q;
    pipe.InitBuffer(q, 1, 32);
    q.DeQue<float>();  // FATAL: empty queue
  }
}

TEST(Launch, ErrorInBlockSevenReachesTheHostNamingTheBlock) {
  for (uint32_t threads : {1u, 2u}) {
    std::atomic<int> started{0};
    try {
      ascendc_host::LaunchWith(ascendc_host::LaunchOptions{threads}, 40, failing_kernel,
                               reinterpret_cast<uint8_t*>(&started));
      FAIL() << "no error reached the host";
    } catch (const ascendc_host::Error& e) {
      EXPECT_EQ(e.block(), 7);
      EXPECT_EQ(e.severity(), ascendc_host::Severity::kFatal);
      EXPECT_NE(std::string(e.what()).find("TQue::DeQue"), std::string::npos);
      EXPECT_NE(std::string(e.what()).find("(block 7)"), std::string::npos);
    }
    if (threads == 1) EXPECT_EQ(started.load(), 8) << "blocks after the failing one must not start";
    EXPECT_LT(started.load(), 40 + 1);
  }
}

extern "C" __global__ __aicore__ void throwing_kernel() {
  if (AscendC::GetBlockIdx() == 3) throw std::runtime_error("user failure");
}

TEST(Launch, OtherExceptionsAreWrappedWithTheBlock) {
  try {
    ascendc_host::Launch(5, throwing_kernel);
    FAIL();
  } catch (const ascendc_host::Error& e) {
    EXPECT_EQ(e.block(), 3);
    EXPECT_NE(std::string(e.what()).find("user failure"), std::string::npos);
  }
}

TEST(Launch, ZeroBlocksIsANoOpAndHostStateIsRestored) {
  ascendc_host::runtime::ResetDefaultCore();
  ascendc_host::Launch(0, throwing_kernel);
  std::vector<uint32_t> out(3 * kPerBlock);
  ascendc_host::Launch(3, index_slice_kernel, reinterpret_cast<uint8_t*>(out.data()));
  EXPECT_EQ(block_idx, 0);
  EXPECT_EQ(block_num, 1);
  EXPECT_EQ(ascendc_host::runtime::CurrentCore().mask_mode, ascendc_host::runtime::MaskMode::kNormal);
}

}  // namespace
