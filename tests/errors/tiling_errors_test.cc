// Misuse of the tiling machinery and the workspace (SPEC 11.2-11.4): each row
// raises its diagnostic at the documented level, named by API and block.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "kernel_operator.h"
#include "register/tilingdata_base.h"
#include "support/kernel_helpers.h"
#include "support/ub_helpers.h"
#include "tikicpulib.h"

namespace {

using ascendc_host::Severity;
using ascendc_host::testing::GmBuffer;
using ascendc_host::testing::RaisesError;

BEGIN_TILING_DATA_DEF(ErrTilingData)
TILING_DATA_FIELD_DEF(uint32_t, totalLength);
TILING_DATA_FIELD_DEF_ARR(uint32_t, 7, slices);
END_TILING_DATA_DEF;
REGISTER_TILING_DATA_CLASS(ErrOp, ErrTilingData)

extern "C" __global__ __aicore__ void read_default(GM_ADDR out, GM_ADDR tiling) {
  REGISTER_TILING_DEFAULT(ErrTilingData);
  GET_TILING_DATA(tilingData, tiling);
  reinterpret_cast<uint32_t*>(out)[AscendC::GetBlockIdx()] = tilingData.totalLength;
}

extern "C" __global__ __aicore__ void read_pointer(GM_ADDR out, GM_ADDR tiling) {
  GET_TILING_DATA_PTR_WITH_STRUCT(ErrTilingData, ptr, tiling);
  reinterpret_cast<uint32_t*>(out)[0] = ptr->slices[6];
}

TEST(TilingErrors, NullTilingIsFatalNamingTheBlock) {
  uint32_t out[4] = {};
  try {
    ascendc_host::Launch(4, read_default, reinterpret_cast<uint8_t*>(out), static_cast<uint8_t*>(nullptr));
    FAIL() << "no error";
  } catch (const ascendc_host::Error& e) {
    EXPECT_EQ(e.severity(), Severity::kFatal);
    EXPECT_GE(e.block(), 0);
    EXPECT_NE(std::string(e.what()).find("GET_TILING_DATA: tiling=null"), std::string::npos) << e.what();
  }
}

TEST(TilingErrors, TilingBufferShorterThanTheStructIsFatal) {
  GmBuffer small(sizeof(ErrTilingData) - 4);  // GmAlloc'd with too small a size
  uint32_t out[2] = {};
  EXPECT_TRUE(RaisesError(
      [&] { ascendc_host::Launch(2, read_default, reinterpret_cast<uint8_t*>(out), small.get()); }, Severity::kFatal,
      {"GET_TILING_DATA", "tiling=28 bytes", "is too small for the default TilingData of 32 bytes", "block"}));
  EXPECT_TRUE(RaisesError([&] { ascendc_host::Launch(1, read_pointer, reinterpret_cast<uint8_t*>(out), small.get()); },
                          Severity::kFatal, {"GET_TILING_DATA_PTR_WITH_STRUCT", "struct ErrTilingData"}));
  // The same through GmAlloc, as a CPU-debug host writes it.
  auto* tiling = static_cast<uint8_t*>(AscendC::GmAlloc(16));
  EXPECT_TRUE(RaisesError([&] { ICPU_RUN_KF(read_default, 1, reinterpret_cast<uint8_t*>(out), tiling); },
                          Severity::kFatal, {"tiling=16 bytes"}));
  AscendC::GmFree(tiling);
}

TEST(TilingErrors, MisalignedTilingPointerIsFatal) {
  GmBuffer gm(sizeof(ErrTilingData) + 4);
  uint32_t out[1] = {};
  EXPECT_TRUE(RaisesError(
      [&] { ascendc_host::Launch(1, read_pointer, reinterpret_cast<uint8_t*>(out), gm.get() + 2); },
      Severity::kFatal, {"GET_TILING_DATA_PTR_WITH_STRUCT", "is not aligned to the alignment 4"}));
}

TEST(TilingErrors, SaveToBufferNeedsTheWholeStruct) {
  ErrTilingData t;
  uint8_t buf[8];
  EXPECT_TRUE(RaisesError([&] { t.SaveToBuffer(buf, sizeof(buf)); }, Severity::kFatal,
                          {"SaveToBuffer", "capacity=8", "ErrTilingData (32 bytes)"}));
  EXPECT_TRUE(RaisesError([&] { t.SaveToBuffer(nullptr, 64); }, Severity::kFatal, {"SaveToBuffer", "pdata=null"}));
}

struct KeyStructA {
  uint32_t a;
};
struct KeyStructB {
  uint32_t b;
};

extern "C" __global__ __aicore__ void wrong_struct_for_key(GM_ADDR out, GM_ADDR tiling) {
  REGISTER_TILING_DEFAULT(KeyStructA);
  REGISTER_TILING_FOR_TILINGKEY("TILING_KEY_VAR == 7", KeyStructB);
  if (TILING_KEY_IS(7)) {
    GET_TILING_DATA(tilingData, tiling);  // reads the default, not KeyStructB
    reinterpret_cast<uint32_t*>(out)[0] = tilingData.a;
  }
}

TEST(TilingErrors, ReadingAnotherStructThanTheKeysIsAnError) {
  ascendc_host::ScopedCheckedMode checked(true);
  GmBuffer gm(8);
  uint32_t out[1] = {};
  ICPU_SET_TILING_KEY(7);
  EXPECT_TRUE(RaisesError(
      [&] { ascendc_host::Launch(1, wrong_struct_for_key, reinterpret_cast<uint8_t*>(out), gm.get()); },
      Severity::kError,
      {"GET_TILING_DATA", "the default TilingData", "struct KeyStructB", "registered for tiling key 7"}));
  ICPU_SET_TILING_KEY(0);
}

extern "C" __global__ __aicore__ void bad_expression(GM_ADDR out, GM_ADDR tiling) {
  REGISTER_TILING_DEFAULT(KeyStructA);
  REGISTER_TILING_FOR_TILINGKEY("TILING_KEY_VAR == (1", KeyStructB);
}

TEST(TilingErrors, UnparsableKeyExpressionIsFatal) {
  EXPECT_TRUE(RaisesError([&] { ascendc_host::Launch(1, bad_expression, nullptr, nullptr); }, Severity::kFatal,
                          {"REGISTER_TILING_FOR_TILINGKEY", "TILING_KEY_VAR == (1", "missing ')'"}));
  EXPECT_TRUE(RaisesError([] { ascendc_host::runtime::EvaluateTilingKeyExpression("TILING_KEY_VAR / 0", 3); },
                          Severity::kFatal, {"division by zero"}));
  EXPECT_TRUE(RaisesError([] { ascendc_host::runtime::EvaluateTilingKeyExpression("TILING_KEY == 1", 3); },
                          Severity::kFatal, {"expected TILING_KEY_VAR"}));
}

extern "C" __global__ __aicore__ void two_branches(GM_ADDR out) {
  if (TILING_KEY_IS(1)) {
    reinterpret_cast<uint32_t*>(out)[0] = 1;
  } else if (TILING_KEY_IS(2)) {
    reinterpret_cast<uint32_t*>(out)[0] = 2;
  }
}

TEST(TilingErrors, AKeyNoBranchTestsIsAnUnknownTilingKey) {
  uint32_t out[1] = {};
  ICPU_SET_TILING_KEY(9);
  {
    ascendc_host::ScopedCheckedMode checked(true);
    EXPECT_TRUE(RaisesError([&] { ICPU_RUN_KF(two_branches, 3, reinterpret_cast<uint8_t*>(out)); }, Severity::kError,
                            {"TILING_KEY_IS", "tiling key=9", "matches no TILING_KEY_IS", "unknown"}));
  }
  {
    // Release: the documented behaviour, no branch runs.
    ascendc_host::ScopedCheckedMode release(false);
    ICPU_RUN_KF(two_branches, 3, reinterpret_cast<uint8_t*>(out));
    EXPECT_EQ(out[0], 0u);
  }
  ICPU_SET_TILING_KEY(0);
}

extern "C" __global__ __aicore__ void negative_key(GM_ADDR out) {
  if (TILING_KEY_IS(-1)) reinterpret_cast<uint32_t*>(out)[0] = 1;
}

TEST(TilingErrors, ANegativeBranchKeyIsAnError) {
  ascendc_host::ScopedCheckedMode checked(true);
  uint32_t out[1] = {};
  EXPECT_TRUE(RaisesError([&] { ascendc_host::Launch(1, negative_key, reinterpret_cast<uint8_t*>(out)); },
                          Severity::kError, {"TILING_KEY_IS", "key=-1", "non-negative"}));
}

extern "C" __global__ __aicore__ void list_without_kernel_type(GM_ADDR out) {
  if (TILING_KEY_LIST(0, 1)) reinterpret_cast<uint32_t*>(out)[0] = 1;
}

TEST(TilingErrors, TilingKeyListNeedsAMixKernelType) {
  ascendc_host::ScopedCheckedMode checked(true);
  uint32_t out[1] = {};
  EXPECT_TRUE(RaisesError([&] { ascendc_host::Launch(1, list_without_kernel_type, reinterpret_cast<uint8_t*>(out)); },
                          Severity::kError, {"TILING_KEY_LIST", "KERNEL_TASK_TYPE_DEFAULT=not set"}));
}

// Workspace: system part first, then the user part (SPEC 11.4).
extern "C" __global__ __aicore__ void use_workspace(GM_ADDR workspace, GM_ADDR out, uint32_t user_words) {
  GM_ADDR user = AscendC::GetUserWorkspace(workspace);
  AscendC::GlobalTensor<uint32_t> w;
  w.SetGlobalBuffer(reinterpret_cast<__gm__ uint32_t*>(user), user_words);
  w.SetValue(AscendC::GetBlockIdx(), 100 + static_cast<uint32_t>(AscendC::GetBlockIdx()));
  reinterpret_cast<uint32_t*>(out)[AscendC::GetBlockIdx()] = w.GetValue(AscendC::GetBlockIdx());
}

TEST(WorkspaceErrors, TooSmallForTheSystemPartIsFatal) {
  GmBuffer ws(1024);
  uint32_t out[2] = {};
  EXPECT_TRUE(RaisesError(
      [&] { ascendc_host::Launch(2, use_workspace, ws.get(), reinterpret_cast<uint8_t*>(out), 2u); },
      Severity::kFatal, {"GetUserWorkspace", "workspace=1024 bytes", "smaller than the system workspace of 16777216"}));
}

TEST(WorkspaceErrors, TooSmallForTheUserPartIsFatalAtTheBinding) {
  GmBuffer ws(ascendc_host::SystemWorkspaceBytes() + 4 * sizeof(uint32_t));
  uint32_t out[4] = {};
  ascendc_host::Launch(4, use_workspace, ws.get(), reinterpret_cast<uint8_t*>(out), 4u);
  for (uint32_t b = 0; b < 4; ++b) EXPECT_EQ(out[b], 100 + b);
  EXPECT_TRUE(RaisesError(
      [&] { ascendc_host::Launch(4, use_workspace, ws.get(), reinterpret_cast<uint8_t*>(out), 8u); }, Severity::kFatal,
      {"GlobalTensor::SetGlobalBuffer", "bufferSize=8", "exceeds the GM buffer it lies in: 4 elements left"}));
}

TEST(WorkspaceErrors, InitGlobalMemoryStaysInsideItsBuffer) {
  GmBuffer gm(10 * sizeof(int32_t));
  AscendC::GlobalTensor<int32_t> g;
  g.SetGlobalBuffer(gm.as<int32_t>());
  AscendC::InitGlobalMemory(g, 10, int32_t{-3});
  for (int i = 0; i < 10; ++i) EXPECT_EQ(gm.as<int32_t>()[i], -3);
  EXPECT_TRUE(RaisesError([&] { AscendC::InitGlobalMemory(g, 11, int32_t{0}); }, Severity::kFatal,
                          {"InitGlobalMemory", "size=11", "10 elements left"}));
  // Past the bound size but inside the registered buffer: allowed (SPEC 6.4).
  AscendC::GlobalTensor<int32_t> sized;
  sized.SetGlobalBuffer(gm.as<int32_t>(), 4);
  AscendC::InitGlobalMemory(sized, 5, int32_t{7});
  EXPECT_EQ(gm.as<int32_t>()[4], 7);
  EXPECT_TRUE(RaisesError([&] { AscendC::InitGlobalMemory(sized, 11, int32_t{0}); }, Severity::kFatal,
                          {"size=11", "bound GM buffer of 4 elements", "outside any GM allocation"}));
  // Unregistered memory has no known extent: the bound size is the limit.
  std::vector<int32_t> plain(8);
  AscendC::GlobalTensor<int32_t> unregistered;
  unregistered.SetGlobalBuffer(plain.data(), 4);
  EXPECT_TRUE(RaisesError([&] { AscendC::InitGlobalMemory(unregistered, 5, int32_t{0}); }, Severity::kFatal,
                          {"size=5", "bound GM buffer of 4 elements"}));
  AscendC::GlobalTensor<int32_t> unbound;
  EXPECT_TRUE(RaisesError([&] { AscendC::InitGlobalMemory(unbound, 1, int32_t{0}); }, Severity::kFatal,
                          {"gmWorkspaceAddr=null"}));
}

}  // namespace
