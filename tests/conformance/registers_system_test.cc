// Special registers, system functions, NumericLimits and cache control
// (基础API/特殊寄存器访问, 工具接口, 缓存控制; SPEC 11.8), Ascend 950 profile.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdint>
#include <cstring>
#include <functional>
#include <set>
#include <thread>
#include <vector>

#include "kernel_operator.h"
#include "support/kernel_helpers.h"
#include "support/ub_helpers.h"

namespace {

using ascendc_host::Severity;
using ascendc_host::testing::RaisesError;
namespace ctrl = ascendc_host::runtime::ctrl;

TEST(CtrlSpr, PageExamples) {
  ascendc_host::testing::FreshCore();
  // SetCtrlSpr page: non-saturating half; GetCtrlSpr page: read CTRL[48].
  EXPECT_EQ((AscendC::GetCtrlSpr<48, 48>()), 0);
  AscendC::SetCtrlSpr<48, 48>(1);
  EXPECT_EQ((AscendC::GetCtrlSpr<48, 48>()), 1);
  EXPECT_TRUE(ascendc_host::runtime::CurrentCore().CtrlBit(ctrl::kFloatNonSaturating));
  // ResetCtrlSpr page: back to the default (saturating).
  AscendC::ResetCtrlSpr<48, 48>();
  EXPECT_EQ((AscendC::GetCtrlSpr<48, 48>()), 0);
  // Atomic-type field CTRL[8:6] and the global mode bit.
  AscendC::SetCtrlSpr<6, 8>(2);
  EXPECT_EQ((AscendC::GetCtrlSpr<6, 8>()), 2);
  EXPECT_EQ((AscendC::GetCtrlSpr<60, 60>()), 1);
  AscendC::SetCtrlSpr<59, 60>(1);  // CTRL[59] = 1, CTRL[60] = 0
  EXPECT_EQ((AscendC::GetCtrlSpr<59, 59>()), 1);
  EXPECT_EQ((AscendC::GetCtrlSpr<60, 60>()), 0);
  AscendC::ResetCtrlSpr<6, 10>();
  AscendC::ResetCtrlSpr<59, 60>();
  EXPECT_EQ(ascendc_host::runtime::CurrentCore().ctrl, ctrl::kResetValue);
}

TEST(CtrlSpr, ValueWiderThanTheFieldIsAnError) {
  ascendc_host::testing::FreshCore();
  {
    ascendc_host::ScopedCheckedMode checked(true);
    EXPECT_TRUE(RaisesError([] { AscendC::SetCtrlSpr<6, 8>(9); }, Severity::kError,
                            {"SetCtrlSpr", "value=9", "does not fit CTRL[8:6]"}));
  }
  ascendc_host::ScopedCheckedMode release(false);
  AscendC::SetCtrlSpr<6, 8>(9);  // release keeps the low bits
  EXPECT_EQ((AscendC::GetCtrlSpr<6, 8>()), 1);
}

extern "C" __global__ __aicore__ void ctrl_kernel(GM_ADDR out) {
  // Every block starts from the reset value, whatever the previous block on
  // the same core left.
  reinterpret_cast<int64_t*>(out)[AscendC::GetBlockIdx()] = AscendC::GetCtrlSpr<48, 48>();
  AscendC::SetCtrlSpr<48, 48>(1);
  AscendC::SetSysWorkspace(out);
}

TEST(CtrlSpr, ResetAtEveryBlockStart) {
  int64_t out[16] = {};
  ascendc_host::LaunchWith(ascendc_host::LaunchOptions{1}, 16, ctrl_kernel, reinterpret_cast<uint8_t*>(out));
  for (int64_t v : out) EXPECT_EQ(v, 0);
}

TEST(CtrlSpr, InitSocStateKeepsCtrl48) {
  auto& core = ascendc_host::testing::FreshCore();
  AscendC::SetCtrlSpr<48, 48>(1);
  AscendC::SetCtrlSpr<53, 53>(1);
  AscendC::SetMaskCount();
  AscendC::InitSocState();
  EXPECT_EQ((AscendC::GetCtrlSpr<48, 48>()), 1);  // the page: all CTRL bits but 48
  EXPECT_EQ((AscendC::GetCtrlSpr<53, 53>()), 0);
  EXPECT_EQ(core.mask_mode, ascendc_host::runtime::MaskMode::kNormal);
}

// The compute APIs read the bits set through the API (SetCtrlSpr page,
// tables 3-5): half Add overflows to 65504 while saturating (the reset
// value) and to inf with CTRL[48] = 1; int16 Adds wraps until CTRL[53] = 1.
TEST(CtrlSpr, ComputeApisFollowTheBitsSetThroughTheApi) {
  ascendc_host::testing::FreshCore();
  using ascendc_host::testing::TensorAt;
  auto a = TensorAt<half>(0, 128), d = TensorAt<half>(512, 128);
  ascendc_host::testing::FillWith(a, 128, [](uint32_t) { return half(60000.0f); });
  AscendC::Add(d, a, a, 128);
  EXPECT_EQ(d.GetValue(0).bits, 0x7BFF);
  AscendC::SetCtrlSpr<48, 48>(1);
  AscendC::Add(d, a, a, 128);
  EXPECT_EQ(d.GetValue(0).bits, 0x7C00);
  AscendC::ResetCtrlSpr<48, 48>();
  AscendC::Add(d, a, a, 128);
  EXPECT_EQ(d.GetValue(0).bits, 0x7BFF);

  auto i = TensorAt<int16_t>(1024, 128), o = TensorAt<int16_t>(1536, 128);
  ascendc_host::testing::FillWith(i, 128, [](uint32_t) { return int16_t{32767}; });
  AscendC::Adds(o, i, int16_t{1}, 128);
  EXPECT_EQ(o.GetValue(0), -32768);
  AscendC::SetCtrlSpr<53, 53>(1);
  AscendC::Adds(o, i, int16_t{1}, 128);
  EXPECT_EQ(o.GetValue(0), 32767);
}

TEST(Spr, GetAndClearAr) {
  auto& core = ascendc_host::testing::FreshCore();
  core.spr_ar = 256;  // what Squeeze leaves (GetSpr page)
  EXPECT_EQ(AscendC::GetSpr<AscendC::SpecialPurposeReg::AR>(), 256);
  AscendC::ClearSpr<AscendC::SpecialPurposeReg::AR>();
  EXPECT_EQ(AscendC::GetSpr<AscendC::SpecialPurposeReg::AR>(), 0);
  core.spr_ar = 8;
  AscendC::Reg::ClearSpr<AscendC::SpecialPurposeReg::AR>();
  EXPECT_EQ(core.spr_ar, 0);
}

extern "C" __global__ __aicore__ void system_kernel(GM_ADDR out) {
  int64_t* o = reinterpret_cast<int64_t*>(out) + 8 * AscendC::GetBlockIdx();
  o[0] = AscendC::GetBlockNum();
  o[1] = AscendC::GetSubBlockIdx();
  o[2] = AscendC::GetSubBlockNum();
  o[3] = AscendC::GetTaskRatio();
  uint8_t* ssbuf = static_cast<uint8_t*>(AscendC::GetSsbufBaseAddr());
  o[4] = reinterpret_cast<intptr_t>(ssbuf);
  o[5] = ssbuf[0] + ssbuf[3071];  // zeroed at block start
  ssbuf[0] = 1;
  o[6] = AscendC::GetSysWorkSpacePtr() == nullptr;
}

TEST(SystemFunctions, PerBlockValues) {
  int64_t out[8 * 6] = {};
  ascendc_host::Launch(6, system_kernel, reinterpret_cast<uint8_t*>(out));
  std::set<int64_t> ssbufs;
  for (int b = 0; b < 6; ++b) {
    const int64_t* o = out + 8 * b;
    EXPECT_EQ(o[0], 6);
    EXPECT_EQ(o[1], 0);
    EXPECT_EQ(o[2], 1);
    EXPECT_EQ(o[3], 1);
    EXPECT_EQ(o[4] % 32, 0);
    EXPECT_EQ(o[5], 0);
    EXPECT_EQ(o[6], 1);
    ssbufs.insert(o[4]);
  }
  EXPECT_GE(ssbufs.size(), 1u);
}

TEST(SystemFunctions, ConstantsOfTheProfile) {
  uint32_t version = 0;
  AscendC::GetArchVersion(version);
  EXPECT_EQ(version, 0x3510u);
  static_assert(AscendC::GetDataBlockSizeInBytes() == 32);
  static_assert(AscendC::GetVecLen() == 256);
  static_assert(AscendC::GetUBSizeInBytes() == 248 * 1024);
  EXPECT_EQ(AscendC::GetRuntimeUBSize(), 248u * 1024);
  static_assert(__NPU_ARCH__ == 3510 && __CCE_AICORE__ == 310);
  static_assert(AscendC::ONE_BLK_SIZE == 32 && AscendC::ONE_REPEAT_BYTE_SIZE == 256 && AscendC::DEFAULT_BLK_NUM == 8);
  static_assert(AscendC::TOTAL_UB_SIZE == 256 * 1024 && AscendC::TOTAL_VEC_LOCAL_SIZE == 248 * 1024);
  static_assert(AscendC::RESERVED_WORKSPACE == 16u * 1024 * 1024);
}

// One call site (the store after it keeps the call from being a tail call).
__attribute__((noinline)) int64_t OneSite(volatile int* sink) {
  const int64_t pc = AscendC::GetProgramCounter();
  *sink = 1;
  return pc;
}

TEST(SystemFunctions, ProgramCounterAndSystemCycle) {
  // A position in the caller: the same for one call site, another elsewhere.
  volatile int sink = 0;
  const int64_t first = OneSite(&sink), again = OneSite(&sink);
  const int64_t here = AscendC::GetProgramCounter();
  EXPECT_NE(first, 0);
  EXPECT_EQ(first, again);
  EXPECT_NE(first, here);
  const int64_t c0 = AscendC::GetSystemCycle();
  std::this_thread::sleep_for(std::chrono::milliseconds(2));
  const int64_t c1 = AscendC::GetSystemCycle();
  EXPECT_GE(c1 - c0, 2000 * 1000 - 1);  // 1 GHz on Ascend 950: >= 2 ms of cycles
}

int g_async_calls = 0;
__aicore__ inline void AivPart(int& calls, int add) { calls += add; }

TEST(SystemFunctions, AsyncRunsTheVectorSide) {
  int calls = 0;
  AscendC::Async<AscendC::EngineType::AIV, AivPart>(std::ref(calls), 2);
  AscendC::Async<AscendC::EngineType::AIC, AivPart>(std::ref(calls), 5);
  EXPECT_EQ(calls, 2);
  bool aiv = false, aic = false;
  if ASCEND_IS_AIV {
    aiv = true;
  }
  if ASCEND_IS_AIC {
    aic = true;
  }
  EXPECT_TRUE(aiv);
  EXPECT_FALSE(aic);
  (void)g_async_calls;
}

TEST(NumericLimits, ScalarValuesOfThePages) {
  using AscendC::NumericLimits;
  static_assert(NumericLimits<uint8_t>::Max() == 255 && NumericLimits<int8_t>::Max() == 127);
  static_assert(NumericLimits<int16_t>::Min() == -32768 && NumericLimits<uint32_t>::Lowest() == 0);
  static_assert(NumericLimits<int32_t>::Lowest() == INT32_MIN && NumericLimits<int64_t>::Max() == INT64_MAX);
  static_assert(NumericLimits<half>::Max().bits == 0x7BFF && NumericLimits<half>::Lowest().bits == 0xFBFF);
  static_assert(NumericLimits<half>::Min().bits == 0x0400 && NumericLimits<half>::DeNormMin().bits == 0x0001);
  static_assert(NumericLimits<half>::Infinity().bits == 0x7C00 && NumericLimits<half>::NegativeInfinity().bits == 0xFC00);
  static_assert(NumericLimits<half>::QuietNaN().bits == 0x7E00 && NumericLimits<half>::SignalingNaN().bits == 0x7D00);
  static_assert(NumericLimits<bfloat16_t>::Max().bits == 0x7F7F && NumericLimits<bfloat16_t>::Lowest().bits == 0xFF7F);
  static_assert(NumericLimits<bfloat16_t>::Min().bits == 0x0080 && NumericLimits<bfloat16_t>::DeNormMin().bits == 1);
  static_assert(NumericLimits<bfloat16_t>::Infinity().bits == 0x7F80);
  static_assert(NumericLimits<bfloat16_t>::QuietNaN().bits == 0x7FC0 &&
                NumericLimits<bfloat16_t>::SignalingNaN().bits == 0x7FA0);
  auto bits = [](float f) {
    uint32_t u;
    std::memcpy(&u, &f, 4);
    return u;
  };
  EXPECT_EQ(bits(NumericLimits<float>::Max()), 0x7F7FFFFFu);
  EXPECT_EQ(bits(NumericLimits<float>::Lowest()), 0xFF7FFFFFu);
  EXPECT_EQ(bits(NumericLimits<float>::Min()), 0x00800000u);
  EXPECT_EQ(bits(NumericLimits<float>::DeNormMin()), 0x00000001u);
  EXPECT_EQ(bits(NumericLimits<float>::Infinity()), 0x7F800000u);
  EXPECT_EQ(bits(NumericLimits<float>::NegativeInfinity()), 0xFF800000u);
  EXPECT_EQ(bits(NumericLimits<float>::QuietNaN()), 0x7FC00000u);
  EXPECT_EQ(bits(NumericLimits<float>::SignalingNaN()), 0x7FA00000u);
}

TEST(NumericLimits, VectorFormsFillTheFirstCountElements) {
  ascendc_host::testing::FreshCore();
  auto t = ascendc_host::testing::TensorAt<int32_t>(0, 256);
  AscendC::NumericLimits<int32_t>::Max(t, 256);  // the Max page's vector example
  for (uint32_t i = 0; i < 256; ++i) ASSERT_EQ(t.GetValue(i), INT32_MAX);
  auto h = ascendc_host::testing::TensorAt<half>(1024, 64);
  AscendC::NumericLimits<half>::SignalingNaN(h, 10);
  for (uint32_t i = 0; i < 64; ++i) ASSERT_EQ(h.GetValue(i).bits, i < 10 ? 0x7D00 : 0) << i;
  EXPECT_TRUE(RaisesError(
      [] { AscendC::NumericLimits<float>::Infinity(ascendc_host::testing::TensorAt<float>(248 * 1024 - 32, 8), 9); },
      Severity::kFatal, {"NumericLimits::Infinity", "outside the UB"}));
  ascendc_host::ScopedCheckedMode checked(true);
  EXPECT_TRUE(RaisesError([] { AscendC::NumericLimits<float>::Max(ascendc_host::testing::TensorAt<float>(4, 8), 8); },
                          Severity::kError, {"NumericLimits::Max", "not 32-byte aligned"}));
}

TEST(CacheControl, NoDataEffectAndParametersChecked) {
  ascendc_host::testing::FreshCore();
  uint64_t gm[16] = {};
  AscendC::GlobalTensor<uint64_t> global;
  global.SetGlobalBuffer(gm);
  for (int i = 0; i < 8; ++i) global.SetValue(i, 5);
  // The page's examples: single line (aligned and not), entire cache, atomic.
  AscendC::DataCacheCleanAndInvalid<uint64_t, AscendC::CacheLine::SINGLE_CACHE_LINE, AscendC::DcciDst::CACHELINE_OUT>(global);
  AscendC::DataCacheCleanAndInvalid<uint64_t, AscendC::CacheLine::SINGLE_CACHE_LINE, AscendC::DcciDst::CACHELINE_OUT>(global[4]);
  AscendC::DataCacheCleanAndInvalid<uint64_t, AscendC::CacheLine::ENTIRE_DATA_CACHE, AscendC::DcciDst::CACHELINE_OUT>(global);
  AscendC::DataCacheCleanAndInvalid<uint64_t, AscendC::CacheLine::SINGLE_CACHE_LINE, AscendC::DcciDst::CACHELINE_ATOMIC>(global);
  AscendC::DataCacheCleanAndInvalid<uint64_t, AscendC::CacheLine::SINGLE_CACHE_LINE>(global);
  AscendC::DataCacheCleanAndInvalid<float, AscendC::CacheLine::SINGLE_CACHE_LINE, AscendC::DcciDst::CACHELINE_UB>(
      ascendc_host::testing::TensorAt<float>(0, 8));
  AscendC::DataCachePreload(global, int64_t{0});
  AscendC::DataCachePreload(global, int16_t{64});
  AscendC::ICachePreLoad(2);
  EXPECT_EQ(AscendC::GetICachePreloadStatus(), 0);
  for (int i = 0; i < 8; ++i) EXPECT_EQ(gm[i], 5u);
  ascendc_host::ScopedCheckedMode checked(true);
  EXPECT_TRUE(RaisesError([] { AscendC::ICachePreLoad(8); }, Severity::kError, {"ICachePreLoad", "preFetchLen=8"}));
  AscendC::GlobalTensor<uint64_t> unbound;
  EXPECT_TRUE(RaisesError(
      [&] {
        AscendC::DataCacheCleanAndInvalid<uint64_t, AscendC::CacheLine::SINGLE_CACHE_LINE,
                                          AscendC::DcciDst::CACHELINE_OUT>(unbound);
      },
      Severity::kError, {"DataCacheCleanAndInvalid", "dst=null"}));
  EXPECT_TRUE(RaisesError([&] { AscendC::DataCachePreload(unbound, int64_t{0}); }, Severity::kError,
                          {"DataCachePreload", "src=null"}));
}

}  // namespace
