// Tiling data into the kernel (基础API/Kernel-Tiling, Utils-API
// Tiling数据结构注册; SPEC 11.2): the pages' examples as kernels launched over
// several blocks, the header-mode TilingData layout, the tiling key branches.
#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>
#include <vector>

#include "kernel_operator.h"
#include "register/tilingdata_base.h"
#include "support/kernel_helpers.h"
#include "support/ub_helpers.h"
#include "tikicpulib.h"

namespace optiling {
// The TilingData结构定义 page's example: a nested struct and the operator's.
BEGIN_TILING_DATA_DEF(Matmul)
TILING_DATA_FIELD_DEF(uint16_t, mmVar);
TILING_DATA_FIELD_DEF_ARR(uint16_t, 3, mmArr);
END_TILING_DATA_DEF;
REGISTER_TILING_DATA_CLASS(MatmulOp, Matmul)

BEGIN_TILING_DATA_DEF(AddCustomTilingData)
TILING_DATA_FIELD_DEF(uint32_t, blkDim);
TILING_DATA_FIELD_DEF(uint32_t, totalSize);
TILING_DATA_FIELD_DEF(uint32_t, splitTile);
TILING_DATA_FIELD_DEF_ARR(uint16_t, 3, arrSample);
TILING_DATA_FIELD_DEF_STRUCT(Matmul, mm);
END_TILING_DATA_DEF;
REGISTER_TILING_DATA_CLASS(AddCustom, AddCustomTilingData)

// Written as the operator libraries write it: no semicolons after the macros.
BEGIN_TILING_DATA_DEF(MixedWidths)
TILING_DATA_FIELD_DEF(uint8_t, flag)
TILING_DATA_FIELD_DEF(int64_t, total)
TILING_DATA_FIELD_DEF(int16_t, step)
TILING_DATA_FIELD_DEF(float, scale)
END_TILING_DATA_DEF
REGISTER_TILING_DATA_CLASS(Mixed, MixedWidths)
}  // namespace optiling

// Standard-C++ TilingData structs (REGISTER_TILING_DEFAULT style).
struct AddStruct {
  uint32_t totalLength;
  uint32_t tileNum;
};
struct AddStructSpecial {
  uint32_t totalLengthSpecial;
  uint32_t tileNumSpecial;
};
struct VectorTilingStruct {
  uint32_t totalLength;
  uint32_t tileNum;
};
struct NestedTiling {
  uint32_t head;
  VectorTilingStruct vectorTiling;
  uint64_t vectorTilingArray[2];
};

namespace {

using ascendc_host::Severity;
using ascendc_host::testing::GmBuffer;
using ascendc_host::testing::RaisesError;

TEST(TilingDataDef, PlainStructWithTheDocumentedLayout) {
  using optiling::AddCustomTilingData;
  using optiling::Matmul;
  static_assert(std::is_standard_layout_v<AddCustomTilingData> && std::is_trivially_copyable_v<AddCustomTilingData>);
  // Declaration order, natural alignment (offset % sizeof(field) == 0).
  EXPECT_EQ(offsetof(Matmul, mmVar), 0u);
  EXPECT_EQ(offsetof(Matmul, mmArr), 2u);
  EXPECT_EQ(sizeof(Matmul), 8u);
  EXPECT_EQ(offsetof(AddCustomTilingData, blkDim), 0u);
  EXPECT_EQ(offsetof(AddCustomTilingData, totalSize), 4u);
  EXPECT_EQ(offsetof(AddCustomTilingData, splitTile), 8u);
  EXPECT_EQ(offsetof(AddCustomTilingData, arrSample), 12u);
  EXPECT_EQ(offsetof(AddCustomTilingData, mm), 18u);
  EXPECT_EQ(sizeof(AddCustomTilingData), 28u);
  EXPECT_EQ(offsetof(optiling::MixedWidths, total), 8u);
  EXPECT_EQ(offsetof(optiling::MixedWidths, step), 16u);
  EXPECT_EQ(offsetof(optiling::MixedWidths, scale), 20u);
  EXPECT_EQ(sizeof(optiling::MixedWidths), 24u);
  AddCustomTilingData t;
  EXPECT_EQ(t.GetDataSize(), sizeof(AddCustomTilingData));
  EXPECT_EQ(t.blkDim, 0u);  // fields start at 0, as the vendor's do
}

// The page's TilingAddInit: set_/get_ on fields, arrays (the first arr_size
// elements are copied) and the nested struct.
TEST(TilingDataDef, HostSettersAndGettersOfThePage) {
  optiling::AddCustomTilingData tiling;
  tiling.set_blkDim(8);
  uint16_t arr[] = {10, 2, 8, 2, 3, 4, 5, 2, 1, 2, 4, 4, 5};
  tiling.set_arrSample(arr);
  tiling.mm.set_mmVar(1);
  tiling.mm.set_mmArr(arr);
  EXPECT_EQ(tiling.get_blkDim(), 8u);
  EXPECT_EQ(tiling.get_arrSample()[0], 10);
  EXPECT_EQ(tiling.get_arrSample()[2], 8);
  EXPECT_EQ(tiling.mm.get_mmVar(), 1);
  EXPECT_EQ(tiling.mm.get_mmArr()[1], 2);
  EXPECT_EQ(tiling.arrSample[1], 2);  // the kernel reads fields by name
}

extern "C" __global__ __aicore__ void read_add_custom(GM_ADDR out, GM_ADDR tiling) {
  REGISTER_TILING_DEFAULT(optiling::AddCustomTilingData);
  GET_TILING_DATA(tilingData, tiling);
  uint32_t* o = reinterpret_cast<uint32_t*>(out) + 8 * AscendC::GetBlockIdx();
  o[0] = tilingData.blkDim;
  o[1] = tilingData.totalSize;
  o[2] = tilingData.splitTile;
  o[3] = tilingData.arrSample[0] + tilingData.arrSample[1] + tilingData.arrSample[2];
  o[4] = tilingData.mm.mmVar;
  o[5] = tilingData.mm.mmArr[2];
}

TEST(KernelTiling, GetTilingDataReadsTheHostStructByteForByte) {
  optiling::AddCustomTilingData tiling;
  tiling.set_blkDim(4);
  tiling.set_totalSize(4096);
  tiling.set_splitTile(16);
  const uint16_t arr[] = {1, 2, 3};
  tiling.set_arrSample(arr);
  tiling.mm.set_mmVar(77);
  const uint16_t mm[] = {5, 6, 7};
  tiling.mm.set_mmArr(mm);
  GmBuffer gm(sizeof(tiling));
  tiling.SaveToBuffer(gm.get(), gm.size());
  std::vector<uint32_t> out(8 * 4, 0);
  ascendc_host::Launch(4, read_add_custom, reinterpret_cast<uint8_t*>(out.data()), gm.get());
  for (int b = 0; b < 4; ++b) {
    EXPECT_EQ(out[8 * b + 0], 4u);
    EXPECT_EQ(out[8 * b + 1], 4096u);
    EXPECT_EQ(out[8 * b + 2], 16u);
    EXPECT_EQ(out[8 * b + 3], 6u);
    EXPECT_EQ(out[8 * b + 4], 77u);
    EXPECT_EQ(out[8 * b + 5], 7u);
  }
}

extern "C" __global__ __aicore__ void with_struct_by_key(GM_ADDR out, GM_ADDR tiling) {
  REGISTER_TILING_DEFAULT(AddStruct);
  uint32_t* o = reinterpret_cast<uint32_t*>(out) + 4 * AscendC::GetBlockIdx();
  // The GET_TILING_DATA_WITH_STRUCT page's kernel.
  if (TILING_KEY_IS(1)) {
    GET_TILING_DATA_WITH_STRUCT(AddStructSpecial, tilingData, tiling);
    o[0] = tilingData.totalLengthSpecial;
    o[1] = tilingData.tileNumSpecial;
  } else {
    GET_TILING_DATA(tilingData, tiling);
    o[0] = tilingData.totalLength;
    o[1] = tilingData.tileNum;
  }
  if (TILING_KEY_IS(1)) {
    o[2] = 1;
  } else if (TILING_KEY_IS(2)) {
    o[2] = 2;
  } else if (TILING_KEY_IS(3)) {
    o[2] = 3;
  }
}

TEST(KernelTiling, WithStructAndDefaultChosenByTilingKey) {
  GmBuffer gm(sizeof(AddStruct));
  *gm.as<AddStruct>() = AddStruct{1000, 10};
  for (uint64_t key : {1, 2, 3}) {
    std::vector<uint32_t> out(4 * 3, 0);
    ascendc_host::runtime::SetProcessTilingKey(key);
    ascendc_host::Launch(3, with_struct_by_key, reinterpret_cast<uint8_t*>(out.data()), gm.get());
    for (int b = 0; b < 3; ++b) {
      EXPECT_EQ(out[4 * b + 0], 1000u) << key;
      EXPECT_EQ(out[4 * b + 1], 10u) << key;
      EXPECT_EQ(out[4 * b + 2], key) << key;
    }
  }
  ascendc_host::runtime::SetProcessTilingKey(0);
}

extern "C" __global__ __aicore__ void member_and_pointer(GM_ADDR out, GM_ADDR tiling) {
  uint64_t* o = reinterpret_cast<uint64_t*>(out);
  // GET_TILING_DATA_MEMBER page: one member of the struct.
  GET_TILING_DATA_MEMBER(NestedTiling, vectorTiling, vectorTilingVar, tiling);
  o[0] = vectorTilingVar.tileNum;
  // GET_TILING_DATA_PTR_WITH_STRUCT page: the struct in place.
  GET_TILING_DATA_PTR_WITH_STRUCT(NestedTiling, tilingDataPtr, tiling);
  o[1] = tilingDataPtr->head;
  // COPY_TILING_WITH_STRUCT / COPY_TILING_WITH_ARRAY pages: local copies of
  // a member struct and a member array reached through the pointer.
  COPY_TILING_WITH_STRUCT(VectorTilingStruct, &tilingDataPtr->vectorTiling, vTilingStructPtr);
  o[2] = vTilingStructPtr->totalLength;
  COPY_TILING_WITH_ARRAY(uint64_t, 2, tilingDataPtr->vectorTilingArray, vTilingArrayPtr);
  o[3] = (*vTilingArrayPtr)[0];
  o[4] = (*vTilingArrayPtr)[1];
}

TEST(KernelTiling, MemberPointerAndCopies) {
  GmBuffer gm(sizeof(NestedTiling));
  *gm.as<NestedTiling>() = NestedTiling{9, {300, 12}, {0x1111222233334444ull, 77}};
  uint64_t out[5] = {};
  ascendc_host::Launch(1, member_and_pointer, reinterpret_cast<uint8_t*>(out), gm.get());
  EXPECT_EQ(out[0], 12u);
  EXPECT_EQ(out[1], 9u);
  EXPECT_EQ(out[2], 300u);
  EXPECT_EQ(out[3], 0x1111222233334444ull);
  EXPECT_EQ(out[4], 77u);
}

// REGISTER_NONE_TILING page: a template library that cannot name its structs
// in advance reads them with the _WITH_STRUCT / _MEMBER / _PTR forms.
template <int kDims>
struct BroadcastTiling {
  int64_t blockNum;
  int64_t dims[kDims];
};

template <int kDims>
__aicore__ inline void BroadcastProcess(GM_ADDR tiling, GM_ADDR out) {
  REGISTER_NONE_TILING;
  GET_TILING_DATA_WITH_STRUCT(BroadcastTiling<kDims>, tilingData, tiling);
  GET_TILING_DATA_MEMBER(BroadcastTiling<kDims>, blockNum, blockNumVar, tiling);
  reinterpret_cast<int64_t*>(out)[0] = tilingData.dims[kDims - 1] + blockNumVar;
}

extern "C" __global__ __aicore__ void none_tiling_kernel(GM_ADDR out, GM_ADDR tiling) {
  BroadcastProcess<3>(tiling, out);
}

TEST(KernelTiling, RegisterNoneTilingWithTemplateStructs) {
  GmBuffer gm(sizeof(BroadcastTiling<3>));
  *gm.as<BroadcastTiling<3>>() = BroadcastTiling<3>{40, {1, 2, 5}};
  int64_t out = 0;
  ascendc_host::Launch(1, none_tiling_kernel, reinterpret_cast<uint8_t*>(&out), gm.get());
  EXPECT_EQ(out, 45);
}

struct TilingDataA {
  uint32_t a;
};
struct TilingDataB {
  uint32_t b0, b1;
};

// REGISTER_TILING_FOR_TILINGKEY page (its expressions; the first that holds
// decides the struct of the key).
extern "C" __global__ __aicore__ void for_tiling_key(GM_ADDR out, GM_ADDR tiling) {
  REGISTER_TILING_DEFAULT(AddStruct);
  REGISTER_TILING_FOR_TILINGKEY("TILING_KEY_VAR == 1", TilingDataA);
  REGISTER_TILING_FOR_TILINGKEY("(TILING_KEY_VAR >= 10) && (TILING_KEY_VAR <= 15)", TilingDataB);
  uint32_t* o = reinterpret_cast<uint32_t*>(out);
  if (TILING_KEY_IS(1)) {
    GET_TILING_DATA_WITH_STRUCT(TilingDataA, tilingData, tiling);
    o[0] = tilingData.a;
  } else if (TILING_KEY_IS(11)) {
    GET_TILING_DATA_WITH_STRUCT(TilingDataB, tilingData, tiling);
    o[0] = tilingData.b0 + tilingData.b1;
  } else if (TILING_KEY_IS(20)) {
    GET_TILING_DATA(tilingData, tiling);
    o[0] = tilingData.totalLength;
  }
}

TEST(KernelTiling, RegisterTilingForTilingKey) {
  ascendc_host::ScopedCheckedMode checked(true);
  GmBuffer gm(16);
  gm.as<uint32_t>()[0] = 5;
  gm.as<uint32_t>()[1] = 6;
  const std::pair<uint64_t, uint32_t> cases[] = {{1, 5}, {11, 11}, {20, 5}};
  for (auto [key, expected] : cases) {
    uint32_t out = 0;
    ascendc_host::runtime::SetProcessTilingKey(key);
    ascendc_host::Launch(2, for_tiling_key, reinterpret_cast<uint8_t*>(&out), gm.get());
    EXPECT_EQ(out, expected) << key;
  }
  ascendc_host::runtime::SetProcessTilingKey(0);
}

extern "C" __global__ __aicore__ void key_list_kernel(GM_ADDR out) {
  // TILING_KEY_LIST page: the default kernel type first.
  KERNEL_TASK_TYPE_DEFAULT(KERNEL_TYPE_MIX_AIC_1_1);
  uint32_t* o = reinterpret_cast<uint32_t*>(out) + AscendC::GetBlockIdx();
  if (TILING_KEY_LIST(1, 2)) {
    *o = 12;
  } else if (TILING_KEY_LIST(3, 4)) {
    KERNEL_TASK_TYPE(4, KERNEL_TYPE_MIX_AIC_1_2);
    *o = 34;
  }
}

TEST(KernelTiling, TilingKeyListAndKernelTypes) {
  ascendc_host::ScopedCheckedMode checked(true);
  for (uint64_t key : {1, 2, 3, 4}) {
    uint32_t out[2] = {};
    ICPU_SET_TILING_KEY(key);
    ascendc_host::Launch(2, key_list_kernel, reinterpret_cast<uint8_t*>(out));
    EXPECT_EQ(out[0], key <= 2 ? 12u : 34u);
    EXPECT_EQ(out[1], out[0]);
  }
  ICPU_SET_TILING_KEY(0);
}

extern "C" __global__ __aicore__ void key_var_kernel(GM_ADDR out) {
  reinterpret_cast<uint64_t*>(out)[AscendC::GetBlockIdx()] = TILING_KEY_VAR;
}

TEST(KernelTiling, TilingKeyVarIsTheRunningKey) {
  uint64_t out[3] = {};
  ICPU_SET_TILING_KEY(0x123456789ull);
  ascendc_host::Launch(3, key_var_kernel, reinterpret_cast<uint8_t*>(out));
  ICPU_SET_TILING_KEY(0);
  for (uint64_t v : out) EXPECT_EQ(v, 0x123456789ull);
}

TEST(TilingKeyExpression, OperatorsAndPrecedenceOfThePage) {
  using ascendc_host::runtime::EvaluateTilingKeyExpression;
  EXPECT_TRUE(EvaluateTilingKeyExpression("TILING_KEY_VAR == 1", 1));
  EXPECT_FALSE(EvaluateTilingKeyExpression("TILING_KEY_VAR == 1", 2));
  EXPECT_TRUE(EvaluateTilingKeyExpression("(TILING_KEY_VAR >= 10) && (TILING_KEY_VAR <= 15)", 14));
  EXPECT_FALSE(EvaluateTilingKeyExpression("(TILING_KEY_VAR >= 10) && (TILING_KEY_VAR <= 15)", 16));
  EXPECT_EQ(EvaluateTilingKeyExpression("TILING_KEY_VAR & 0xFF", 0x1234), 0x34u);
  EXPECT_EQ(EvaluateTilingKeyExpression("1 + 2 * 3", 0), 7u);
  EXPECT_EQ(EvaluateTilingKeyExpression("(1 + 2) * 3", 0), 9u);
  EXPECT_EQ(EvaluateTilingKeyExpression("TILING_KEY_VAR >> 4 & 1", 0x10), 1u);  // >> binds tighter than &
  EXPECT_EQ(EvaluateTilingKeyExpression("1 << 3 | 1", 0), 9u);
  EXPECT_EQ(EvaluateTilingKeyExpression("~TILING_KEY_VAR & 3", 1), 2u);
  EXPECT_EQ(EvaluateTilingKeyExpression("TILING_KEY_VAR % 7 ^ 2", 10), 1u);
  EXPECT_EQ(EvaluateTilingKeyExpression("TILING_KEY_VAR != 3 || 0", 3), 0u);
  EXPECT_EQ(EvaluateTilingKeyExpression("!(TILING_KEY_VAR < 2)", 5), 1u);
  EXPECT_EQ(EvaluateTilingKeyExpression("010 - 8", 0), 0u);  // octal like C
}

}  // namespace
