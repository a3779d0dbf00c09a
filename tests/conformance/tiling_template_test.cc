// Template kernels selected by tiling key (Utils-API Tiling模板编程; SPEC 11.2):
// the programming guide's AddCustomTemplate key header, the documented key
// encoding, launching the instantiation a key selects, and UINT ranges.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "ascendc/host_api/tiling/template_argument.h"
#include "kernel_operator.h"
#include "support/kernel_helpers.h"
#include "support/ub_helpers.h"

// The guide's tiling_key_add_custom_template.h, unchanged.
ASCENDC_TPL_ARGS_DECL(AddCustomTemplate, ASCENDC_TPL_DATATYPE_DECL(D_T_X, C_DT_FLOAT16, C_DT_FLOAT),
                      ASCENDC_TPL_DATATYPE_DECL(D_T_Y, C_DT_FLOAT16, C_DT_FLOAT),
                      ASCENDC_TPL_DATATYPE_DECL(D_T_Z, C_DT_FLOAT16, C_DT_FLOAT),
                      ASCENDC_TPL_UINT_DECL(TILE_NUM, ASCENDC_TPL_8_BW, ASCENDC_TPL_UI_LIST, 1, 8),
                      ASCENDC_TPL_BOOL_DECL(IS_SPLIT, 0, 1), );
ASCENDC_TPL_SEL(ASCENDC_TPL_ARGS_SEL(ASCENDC_TPL_DATATYPE_SEL(D_T_X, C_DT_FLOAT16),
                                     ASCENDC_TPL_DATATYPE_SEL(D_T_Y, C_DT_FLOAT16),
                                     ASCENDC_TPL_DATATYPE_SEL(D_T_Z, C_DT_FLOAT16),
                                     ASCENDC_TPL_UINT_SEL(TILE_NUM, ASCENDC_TPL_UI_LIST, 1, 8),
                                     ASCENDC_TPL_BOOL_SEL(IS_SPLIT, 0, 1), ),
                ASCENDC_TPL_ARGS_SEL(ASCENDC_TPL_DATATYPE_SEL(D_T_X, C_DT_FLOAT),
                                     ASCENDC_TPL_DATATYPE_SEL(D_T_Y, C_DT_FLOAT),
                                     ASCENDC_TPL_DATATYPE_SEL(D_T_Z, C_DT_FLOAT),
                                     ASCENDC_TPL_UINT_SEL(TILE_NUM, ASCENDC_TPL_UI_LIST, 1, 8),
                                     ASCENDC_TPL_BOOL_SEL(IS_SPLIT, 0, 1), ), );

struct TemplateTiling {
  uint32_t totalLength;
};

// The guide's kernel entry: element type from the template, each block adds
// its slice; the instantiation and the key it ran under go to the workspace.
template <typename D_T_X, typename D_T_Y, typename D_T_Z, int TILE_NUM, int IS_SPLIT>
__global__ __aicore__ void add_custom_template(GM_ADDR x, GM_ADDR y, GM_ADDR z, GM_ADDR workspace, GM_ADDR tiling) {
  REGISTER_TILING_DEFAULT(TemplateTiling);
  GET_TILING_DATA(tilingData, tiling);
  const uint32_t per_block = tilingData.totalLength / AscendC::GetBlockNum();
  const uint32_t begin = per_block * AscendC::GetBlockIdx();
  AscendC::GlobalTensor<D_T_X> xGm;
  AscendC::GlobalTensor<D_T_Y> yGm;
  AscendC::GlobalTensor<D_T_Z> zGm;
  xGm.SetGlobalBuffer(reinterpret_cast<__gm__ D_T_X*>(x) + begin, per_block);
  yGm.SetGlobalBuffer(reinterpret_cast<__gm__ D_T_Y*>(y) + begin, per_block);
  zGm.SetGlobalBuffer(reinterpret_cast<__gm__ D_T_Z*>(z) + begin, per_block);
  for (uint32_t i = 0; i < per_block; ++i)
    zGm.SetValue(i, static_cast<D_T_Z>(static_cast<float>(xGm.GetValue(i)) + static_cast<float>(yGm.GetValue(i))));
  if (AscendC::GetBlockIdx() == 0) {
    uint64_t* w = reinterpret_cast<uint64_t*>(workspace);
    w[0] = sizeof(D_T_X);
    w[1] = TILE_NUM;
    w[2] = IS_SPLIT;
    w[3] = TILING_KEY_VAR;
  }
}

namespace {

using ascendc_host::Severity;
using ascendc_host::testing::RaisesError;

// The encoding of the GET_TPL_TILING_KEY page: declaration order from bit 0,
// each parameter in its bit width; dtypes as themselves, UINT by index.
constexpr uint64_t ExpectedKey(uint64_t dx, uint64_t dy, uint64_t dz, uint64_t tile_index, uint64_t split) {
  return dx | dy << 8 | dz << 16 | tile_index << 24 | split << 32;
}

TEST(TilingTemplate, GetTplTilingKeyEncodesAsDocumented) {
  EXPECT_EQ(GET_TPL_TILING_KEY(C_DT_FLOAT16, C_DT_FLOAT16, C_DT_FLOAT16, 1, 0),
            ExpectedKey(C_DT_FLOAT16, C_DT_FLOAT16, C_DT_FLOAT16, 0, 0));
  EXPECT_EQ(GET_TPL_TILING_KEY(C_DT_FLOAT, C_DT_FLOAT, C_DT_FLOAT, 8, 1), ExpectedKey(0, 0, 0, 1, 1));
  EXPECT_EQ(GET_TPL_TILING_KEY(C_DT_FLOAT16, C_DT_FLOAT16, C_DT_FLOAT16, 8, 1), 0x101010101ull);
  // The page's EncodeTilingKey spelling.
  EXPECT_EQ(AscendC::EncodeTilingKey(g_tilingDeclareParams, g_tilingSelectParams, {0, 0, 0, 1, 0}),
            ExpectedKey(0, 0, 0, 0, 0));
}

TEST(TilingTemplate, DecodeIsTheInverse) {
  for (uint64_t dt : {C_DT_FLOAT16, C_DT_FLOAT})
    for (uint64_t tile : {1, 8})
      for (uint64_t split : {0, 1}) {
        const uint64_t key = GET_TPL_TILING_KEY(dt, dt, dt, tile, split);
        const auto sel = ascendc_host::tpl::DecodeTilingKey<g_tilingDeclareParams, g_tilingSelectParams>(key);
        ASSERT_EQ(sel.count, 5u);
        EXPECT_EQ(sel.values[0], dt);
        EXPECT_EQ(sel.values[2], dt);
        EXPECT_EQ(sel.values[3], tile);
        EXPECT_EQ(sel.values[4], split);
        EXPECT_EQ(sel.sel, dt == C_DT_FLOAT16 ? 0 : 1);
      }
}

// ASCENDC_TPL_SEL_PARAM with a tiling context of the host-side interface.
struct FakeTilingContext {
  uint64_t key = ~0ull;
  void SetTilingKey(uint64_t k) { key = k; }
};

TEST(TilingTemplate, SelParamSetsTheContextKey) {
  FakeTilingContext context;
  FakeTilingContext* ctx = &context;
  ASCENDC_TPL_SEL_PARAM(ctx, C_DT_FLOAT, C_DT_FLOAT, C_DT_FLOAT, 8, 0);
  EXPECT_EQ(context.key, ExpectedKey(0, 0, 0, 1, 0));
  // Host code passes dtype enumerators and unsigned variables alike.
  enum DataType : int { kFloat16 = C_DT_FLOAT16 };
  const uint32_t tile = 8;
  EXPECT_EQ(GET_TPL_TILING_KEY(kFloat16, kFloat16, kFloat16, tile, true), ExpectedKey(1, 1, 1, 1, 1));
}

template <typename T>
void RunAddByKey(uint64_t dtype, uint64_t tile, uint64_t split) {
  constexpr uint32_t kLength = 4 * 64, kBlocks = 4;
  std::vector<T> x(kLength), y(kLength), z(kLength, T(0));
  for (uint32_t i = 0; i < kLength; ++i) {
    x[i] = T(static_cast<float>(i % 37) * 0.5f);
    y[i] = T(static_cast<float>(i % 11) - 3.0f);
  }
  TemplateTiling tiling{kLength};
  uint64_t workspace[4] = {};
  const uint64_t key = GET_TPL_TILING_KEY(dtype, dtype, dtype, tile, split);
  ascendc_host::tpl::LaunchByKey<g_tilingDeclareParams, g_tilingSelectParams>(
      key, kBlocks, ASCENDC_HOST_TPL_KERNEL(add_custom_template, typename, typename, typename, int, int),
      reinterpret_cast<uint8_t*>(x.data()), reinterpret_cast<uint8_t*>(y.data()), reinterpret_cast<uint8_t*>(z.data()),
      reinterpret_cast<uint8_t*>(workspace), reinterpret_cast<uint8_t*>(&tiling));
  EXPECT_EQ(workspace[0], sizeof(T));
  EXPECT_EQ(workspace[1], tile);
  EXPECT_EQ(workspace[2], split);
  EXPECT_EQ(workspace[3], key);  // TILING_KEY_VAR in the launched kernel
  for (uint32_t i = 0; i < kLength; ++i) {
    const T expected = T(static_cast<float>(x[i]) + static_cast<float>(y[i]));
    ASSERT_EQ(std::memcmp(&z[i], &expected, sizeof(T)), 0) << i;
  }
}

TEST(TilingTemplate, LaunchByKeyRunsTheSelectedInstantiation) {
  for (uint64_t tile : {1, 8})
    for (uint64_t split : {0, 1}) {
      RunAddByKey<half>(C_DT_FLOAT16, tile, split);
      RunAddByKey<float>(C_DT_FLOAT, tile, split);
    }
}

TEST(TilingTemplate, KeysOutsideTheSelectionsAreErrors) {
  // A value not declared, a combination no ASCENDC_TPL_ARGS_SEL allows.
  EXPECT_TRUE(RaisesError([] { (void)GET_TPL_TILING_KEY(C_DT_FLOAT16, C_DT_FLOAT16, C_DT_FLOAT16, 4, 0); },
                          Severity::kFatal, {"GET_TPL_TILING_KEY", "TILE_NUM", "not among the declared values {1, 8}"}));
  EXPECT_TRUE(RaisesError([] { (void)GET_TPL_TILING_KEY(C_DT_FLOAT16, C_DT_FLOAT, C_DT_FLOAT16, 1, 0); },
                          Severity::kFatal, {"match no ASCENDC_TPL_ARGS_SEL", "D_T_Y=0"}));
  EXPECT_TRUE(RaisesError([] { (void)GET_TPL_TILING_KEY(C_DT_FLOAT16, C_DT_FLOAT16, C_DT_FLOAT16, 1); },
                          Severity::kFatal, {"values", "differs from the 5 parameters"}));
  // Unknown keys at launch: an undeclared dtype code, an index past the UINT
  // list, bits above the declared width, a mixed-dtype combination.
  auto launch = [](uint64_t key) {
    return [key] {
      ascendc_host::tpl::LaunchByKey<g_tilingDeclareParams, g_tilingSelectParams>(
          key, 1, ASCENDC_HOST_TPL_KERNEL(add_custom_template, typename, typename, typename, int, int), nullptr,
          nullptr, nullptr, nullptr, nullptr);
    };
  };
  EXPECT_TRUE(RaisesError(launch(ExpectedKey(3, 3, 3, 0, 0)), Severity::kFatal,
                          {"LaunchByKey", "tiling key", "is unknown to the template kernel", "D_T_X=3"}));
  EXPECT_TRUE(RaisesError(launch(ExpectedKey(1, 1, 1, 2, 0)), Severity::kFatal, {"TILE_NUM has index 2"}));
  EXPECT_TRUE(RaisesError(launch(ExpectedKey(1, 1, 1, 0, 0) | 1ull << 40), Severity::kFatal,
                          {"bits above the 33 declared bits"}));
  EXPECT_TRUE(RaisesError(launch(ExpectedKey(1, 0, 1, 0, 0)), Severity::kFatal,
                          {"matches no ASCENDC_TPL_ARGS_SEL combination"}));
}

// UINT ranges and mixed lists (模板参数定义 page), custom DTYPE and FORMAT
// parameters, and the SEL entries that are no key parameter.
namespace ranges {
ASCENDC_TPL_ARGS_DECL(RangeOp, ASCENDC_TPL_UINT_DECL(MODE, ASCENDC_TPL_4_BW, ASCENDC_TPL_UI_RANGE, 2, 0, 2, 3, 5),
                      ASCENDC_TPL_UINT_DECL(LEVEL, 4, ASCENDC_TPL_UI_MIX, 1, 2, 4, 10, 12),
                      ASCENDC_TPL_DTYPE_DECL(CUSTOM, 5, 6, 7), ASCENDC_TPL_FORMAT_DECL(FMT, C_FORMAT_ND, C_FORMAT_FRACTAL_NZ));
ASCENDC_TPL_SEL(ASCENDC_TPL_ARGS_SEL(ASCENDC_TPL_KERNEL_TYPE_SEL(ASCENDC_TPL_AIV_ONLY),
                                     ASCENDC_TPL_UINT_SEL(MODE, ASCENDC_TPL_UI_RANGE, 1, 1, 4),
                                     ASCENDC_TPL_UINT_SEL(LEVEL, ASCENDC_TPL_UI_LIST, 2, 12),
                                     ASCENDC_TPL_DTYPE_SEL(CUSTOM, 6), ASCENDC_TPL_FORMAT_SEL(FMT, C_FORMAT_ND),
                                     ASCENDC_TPL_TILING_STRUCT_SEL(TemplateTiling)),
                ASCENDC_TPL_ARGS_SEL(ASCENDC_TPL_DETERMINISTIC_SEL(true), ASCENDC_TPL_UINT_SEL(MODE, ASCENDC_TPL_UI_LIST, 0),
                                     ASCENDC_TPL_UINT_SEL(LEVEL, ASCENDC_TPL_UI_MIX, 1, 2, 3, 10),
                                     ASCENDC_TPL_DTYPE_SEL(CUSTOM, 5, 7), ASCENDC_TPL_FORMAT_SEL(FMT, C_FORMAT_ND)));

template <uint32_t MODE, uint32_t LEVEL, int CUSTOM, int FMT>
__global__ __aicore__ void range_kernel(GM_ADDR out) {
  uint64_t* o = reinterpret_cast<uint64_t*>(out);
  o[0] = MODE;
  o[1] = LEVEL;
  o[2] = CUSTOM;
  o[3] = FMT;
}

TEST(TilingTemplate, UintRangesExpandInOrder) {
  const auto& mode = g_tilingDeclareParams[0];
  ASSERT_EQ(mode.Count(), 6u);  // {0, 1, 2, 3, 4, 5}
  for (uint32_t j = 0; j < 6; ++j) EXPECT_EQ(mode.At(j), j);
  const auto& level = g_tilingDeclareParams[1];
  ASSERT_EQ(level.Count(), 5u);  // {2, 3, 4, 10, 12}
  EXPECT_EQ(level.At(2), 4u);
  EXPECT_EQ(level.At(3), 10u);
  EXPECT_EQ(level.At(4), 12u);
  // MODE 4 is index 4 (4 bits), LEVEL 12 is index 4 (4 bits), CUSTOM 6, FMT ND=2.
  EXPECT_EQ(GET_TPL_TILING_KEY(4, 12, 6, C_FORMAT_ND), 4u | 4u << 4 | 6u << 8 | 2ull << 16);
  EXPECT_EQ(GET_TPL_TILING_KEY(0, 3, 7, C_FORMAT_ND), 0u | 1u << 4 | 7u << 8 | 2ull << 16);
  EXPECT_TRUE(RaisesError([] { (void)GET_TPL_TILING_KEY(0, 12, 5, C_FORMAT_ND); }, Severity::kFatal,
                          {"match no ASCENDC_TPL_ARGS_SEL"}));
}

TEST(TilingTemplate, ValueParametersOfEveryKind) {
  for (auto [m, l, c] : {std::tuple{1, 2, 6}, std::tuple{4, 12, 6}, std::tuple{0, 10, 7}}) {
    uint64_t out[4] = {};
    const uint64_t key = GET_TPL_TILING_KEY(m, l, c, C_FORMAT_ND);
    ascendc_host::tpl::LaunchByKey<g_tilingDeclareParams, g_tilingSelectParams>(
        key, 1, ASCENDC_HOST_TPL_KERNEL(range_kernel, uint32_t, uint32_t, int, int), reinterpret_cast<uint8_t*>(out));
    EXPECT_EQ(out[0], static_cast<uint64_t>(m));
    EXPECT_EQ(out[1], static_cast<uint64_t>(l));
    EXPECT_EQ(out[2], static_cast<uint64_t>(c));
    EXPECT_EQ(out[3], static_cast<uint64_t>(C_FORMAT_ND));
  }
}
}  // namespace ranges

}  // namespace
