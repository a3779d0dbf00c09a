// The worked examples of the data-movement pages (SPEC 13), with the
// expected bytes written out from the pages' figures and text: DataCopyPad
// GM -> UB (examples 1-3, the Normal/Compact pair, scenarios 1-6 including
// loop mode), UB -> GM, SetPadValue, SetLoopModePara, DataCopy with
// DataCopyParams (GM <-> UB, UB -> UB), SliceInfo, Copy, Gatherb and the
// LocalTensor(pos, addr, tileSize) constructor.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <vector>

#include "kernel_operator.h"
#include "support/ub_helpers.h"

namespace {

using ascendc_host::testing::FreshCore;
using ascendc_host::testing::TensorAt;

constexpr uint8_t kUntouched = 0xEE;

// A fresh core whose UB reads kUntouched everywhere.
ascendc_host::runtime::CoreState& MarkedCore() {
  auto& core = FreshCore();
  std::memset(core.ub, kUntouched, core.ub_bytes);
  return core;
}

std::vector<uint8_t> Iota(size_t n) {
  std::vector<uint8_t> v(n);
  for (size_t i = 0; i < n; ++i) v[i] = static_cast<uint8_t>(i);
  return v;
}

template <typename T>
AscendC::GlobalTensor<T> Gm(std::vector<T>& v) {
  AscendC::GlobalTensor<T> g;
  g.SetGlobalBuffer(v.data(), v.size());
  return g;
}

// --------------------------------------------------------- GM -> UB examples
// Example 1: blockLen 64, srcStride 1 byte, dstStride 1 DataBlock; 64 is
// DataBlock-aligned so nothing is padded.
TEST(DataMoveExamples, PadToUbExample1AlignedBlocks) {
  auto& core = MarkedCore();
  std::vector<uint8_t> gm = Iota(256);
  AscendC::DataCopyExtParams copy{2, 64, 1, 1, 0};
  AscendC::DataCopyPadExtParams<uint8_t> pad{false, 0, 0, 0};
  AscendC::DataCopyPad(TensorAt<uint8_t>(0, 160), Gm(gm), copy, pad);
  for (int k = 0; k < 64; ++k) EXPECT_EQ(core.ub[k], k);
  for (int k = 64; k < 96; ++k) EXPECT_EQ(core.ub[k], kUntouched);  // the dstStride gap
  for (int k = 0; k < 64; ++k) EXPECT_EQ(core.ub[96 + k], 65 + k);  // after the 1-byte source gap
  EXPECT_EQ(core.ub[160], kUntouched);
}

// Example 2: blockLen 47 with no left/right padding: each block is filled
// to 64 bytes with dummy bytes that repeat the block's first element.
TEST(DataMoveExamples, PadToUbExample2DummyRepeatsFirstElement) {
  auto& core = MarkedCore();
  std::vector<uint8_t> gm = Iota(256);
  AscendC::DataCopyPad(TensorAt<uint8_t>(0, 160), Gm(gm), AscendC::DataCopyExtParams{2, 47, 1, 1, 0},
                       AscendC::DataCopyPadExtParams<uint8_t>{false, 0, 0, 0});
  for (int k = 0; k < 47; ++k) EXPECT_EQ(core.ub[k], k);
  for (int k = 47; k < 64; ++k) EXPECT_EQ(core.ub[k], 0);            // dummy = element 0 of block 0
  for (int k = 64; k < 96; ++k) EXPECT_EQ(core.ub[k], kUntouched);
  for (int k = 0; k < 47; ++k) EXPECT_EQ(core.ub[96 + k], 48 + k);   // block 1 starts after 47 + 1 bytes
  for (int k = 47; k < 64; ++k) EXPECT_EQ(core.ub[96 + k], 48);      // dummy = element 0 of block 1
  // With left/right padding and isPad: padding and dummy are paddingValue.
  MarkedCore();
  AscendC::DataCopyPad(TensorAt<uint8_t>(0, 160), Gm(gm), AscendC::DataCopyExtParams{2, 47, 1, 1, 0},
                       AscendC::DataCopyPadExtParams<uint8_t>{true, 2, 3, 0x5A});
  auto& c = ascendc_host::runtime::CurrentCore();
  EXPECT_EQ(c.ub[0], 0x5A);
  EXPECT_EQ(c.ub[1], 0x5A);
  for (int k = 0; k < 47; ++k) EXPECT_EQ(c.ub[2 + k], k);
  for (int k = 49; k < 64; ++k) EXPECT_EQ(c.ub[k], 0x5A);  // 3 right padding + 12 dummy
  EXPECT_EQ(c.ub[96 + 2], 48);
}

// Example 3 (Ascend 950): srcStride = -blockLen repeats the first block.
TEST(DataMoveExamples, PadToUbExample3NegativeStrideRepeatsABlock) {
  auto& core = MarkedCore();
  std::vector<half> gm(64);
  for (int i = 0; i < 64; ++i) gm[i] = half::FromBits(static_cast<uint16_t>(0x100 + i));
  AscendC::DataCopyPad(TensorAt<half>(0, 160), Gm(gm), AscendC::DataCopyExtParams{3, 48, -48, 1, 0},
                       AscendC::DataCopyPadExtParams<half>{false, 0, 0, half(0.0f)});
  for (int row = 0; row < 3; ++row) {
    const uint16_t* p = reinterpret_cast<const uint16_t*>(core.ub + row * 96);
    for (int k = 0; k < 24; ++k) EXPECT_EQ(p[k], 0x100 + k) << row;
    for (int k = 24; k < 32; ++k) EXPECT_EQ(p[k], 0x100) << row;  // dummy = the block's first element
    for (int k = 64; k < 96; ++k) EXPECT_EQ(core.ub[row * 96 + k], kUntouched);
  }
}

// The Normal / Compact pair: 3 blocks of 48 bytes, rightPadding 16.
TEST(DataMoveExamples, PadToUbNormalAndCompactModes) {
  std::vector<int8_t> gm(144);
  for (int i = 0; i < 144; ++i) gm[i] = static_cast<int8_t>(i);
  auto& core = MarkedCore();
  AscendC::DataCopyPad(TensorAt<int8_t>(0, 192), Gm(gm), AscendC::DataCopyExtParams{3, 48, 0, 0, 0},
                       AscendC::DataCopyPadExtParams<int8_t>{true, 0, 16, 7});
  for (int b = 0; b < 3; ++b) {  // 192 bytes: every block padded to 64
    for (int k = 0; k < 48; ++k) EXPECT_EQ(core.ub[b * 64 + k], b * 48 + k);
    for (int k = 48; k < 64; ++k) EXPECT_EQ(core.ub[b * 64 + k], 7);
  }
  EXPECT_EQ(core.ub[192], kUntouched);
  MarkedCore();
  AscendC::DataCopyPad<int8_t, AscendC::PaddingMode::Compact>(TensorAt<int8_t>(0, 160), Gm(gm),
                                                             AscendC::DataCopyExtParams{3, 48, 0, 0, 0},
                                                             AscendC::DataCopyPadExtParams<int8_t>{true, 0, 16, 7});
  auto& c = ascendc_host::runtime::CurrentCore();
  for (int k = 0; k < 144; ++k) EXPECT_EQ(c.ub[k], k);  // 160 bytes: packed, one pad at the end
  for (int k = 144; k < 160; ++k) EXPECT_EQ(c.ub[k], 7);
  EXPECT_EQ(c.ub[160], kUntouched);
}

// Scenario 1 (and the SetPadValue page): 20 halves, rightPadding 12, the
// pad value from SetPadValue with isPad = false.
TEST(DataMoveExamples, Scenario1SetPadValue) {
  auto& core = MarkedCore();
  std::vector<half> gm(20);
  for (int i = 0; i < 20; ++i) gm[i] = half(static_cast<float>(i + 2));
  AscendC::DataCopyExtParams copyParams{1, 20 * sizeof(half), 0, 0, 0};
  AscendC::DataCopyPadExtParams<half> padParams;
  padParams.isPad = false;
  padParams.leftPadding = 0;
  padParams.rightPadding = 32 - 20;
  AscendC::SetPadValue((half)1);
  auto dst = TensorAt<half>(0, 32);
  AscendC::DataCopyPad(dst, Gm(gm), copyParams, padParams);
  for (int i = 0; i < 20; ++i) EXPECT_EQ(float(dst.GetValue(i)), float(i + 2));
  for (int i = 20; i < 32; ++i) EXPECT_EQ(float(dst.GetValue(i)), 1.0f);
  EXPECT_EQ(core.ub[64], kUntouched);
}

// Scenario 2: 32 rows of 59 floats padded to 64 with rightPadding 5; isPad
// with the default paddingValue 0.
TEST(DataMoveExamples, Scenario2RightPaddingWithIsPad) {
  auto& core = MarkedCore();
  const uint32_t srcRows = 32, srcCols = 59, dstCols = 64;
  std::vector<float> gm(srcRows * srcCols);
  for (uint32_t i = 0; i < gm.size(); ++i) gm[i] = static_cast<float>(i) + 0.5f;
  AscendC::DataCopyExtParams copyParams{srcRows, srcCols * sizeof(float), 0, 0, 0};
  AscendC::DataCopyPadExtParams<float> padParams;
  padParams.isPad = true;
  padParams.leftPadding = 0;
  padParams.rightPadding = dstCols - srcCols;
  auto dst = TensorAt<float>(0, srcRows * dstCols);
  AscendC::DataCopyPad(dst, Gm(gm), copyParams, padParams);
  for (uint32_t r = 0; r < srcRows; ++r)
    for (uint32_t c = 0; c < dstCols; ++c)
      ASSERT_EQ(dst.GetValue(r * dstCols + c), c < srcCols ? gm[r * srcCols + c] : 0.0f) << r << "," << c;
  EXPECT_EQ(core.ub[srcRows * dstCols * 4], kUntouched);
}

// Scenario 3 (Ascend 950): Compact packs [3, 24] halves into [1, 80]: 72
// elements of data and 8 of padding (rightPadding is ignored).
TEST(DataMoveExamples, Scenario3CompactMode) {
  auto& core = MarkedCore();
  std::vector<half> gm(72);
  for (int i = 0; i < 72; ++i) gm[i] = half(static_cast<float>(i + 1));
  AscendC::DataCopyExtParams copyParams{3, 24 * sizeof(half), 0, 0, 0};
  AscendC::DataCopyPadExtParams<half> padParams;
  padParams.isPad = true;
  padParams.leftPadding = 0;
  padParams.rightPadding = 80 - 24 * 3;
  auto dst = TensorAt<half>(0, 80);
  AscendC::DataCopyPad<half, AscendC::PaddingMode::Compact>(dst, Gm(gm), copyParams, padParams);
  for (int i = 0; i < 72; ++i) EXPECT_EQ(float(dst.GetValue(i)), float(i + 1));
  for (int i = 72; i < 80; ++i) EXPECT_EQ(dst.GetValue(i).bits, 0);
  EXPECT_EQ(core.ub[160], kUntouched);
}

// The SetLoopModePara page's example: int8, 384 source bytes, Compact,
// blockCount 2 x blockLen 48, loops 2 x 2 with source strides 96 / 192 and
// destination strides 128 / 288.
TEST(DataMoveExamples, SetLoopModeParaCompactExample) {
  auto& core = MarkedCore();
  std::vector<int8_t> gm(384);
  for (int i = 0; i < 384; ++i) gm[i] = static_cast<int8_t>(i * 7);
  AscendC::LoopModeParams loop{2, 2, 96, 128, 192, 288};
  AscendC::SetLoopModePara(loop, AscendC::DataCopyMVType::OUT_TO_UB);
  AscendC::DataCopyPad<int8_t, AscendC::PaddingMode::Compact>(
      TensorAt<int8_t>(0, 512), Gm(gm), AscendC::DataCopyExtParams{2, 48, 0, 0, 0},
      AscendC::DataCopyPadExtParams<int8_t>{false, 0, 0, 0});
  AscendC::ResetLoopModePara(AscendC::DataCopyMVType::OUT_TO_UB);
  const int dst_start[4] = {0, 128, 288, 416};  // i2 * 288 + i1 * 128
  for (int it = 0; it < 4; ++it)
    for (int k = 0; k < 96; ++k) EXPECT_EQ(static_cast<int8_t>(core.ub[dst_start[it] + k]), gm[it * 96 + k]) << it;
  for (int k = 96; k < 128; ++k) EXPECT_EQ(core.ub[k], kUntouched);
  EXPECT_EQ(core.ub[512], kUntouched);
  // Reset: the next move is a plain one again.
  EXPECT_EQ(core.data_move.to_ub.loop1_size, 1u);
}

// Scenarios 4 and 5 with sizes matching their comments: Compact moves 80
// bytes per inner iteration and pads 16 (to 96); Normal moves 40-byte
// blocks padded with 24 bytes to 64; the pad value is -1.
TEST(DataMoveExamples, Scenarios4And5LoopModeWithPadValue) {
  std::vector<int8_t> gm(320);
  for (int i = 0; i < 320; ++i) gm[i] = static_cast<int8_t>(i);
  auto& core = MarkedCore();
  AscendC::DataCopyPadExtParams<int8_t> padParams{true, 0, 0, -1};
  AscendC::LoopModeParams compact_loop{2, 2, 80, 96, 160, 192};
  AscendC::SetLoopModePara(compact_loop, AscendC::DataCopyMVType::OUT_TO_UB);
  AscendC::DataCopyPad<int8_t, AscendC::PaddingMode::Compact>(TensorAt<int8_t>(0, 384), Gm(gm),
                                                             AscendC::DataCopyExtParams{2, 40, 0, 0, 0}, padParams);
  AscendC::ResetLoopModePara(AscendC::DataCopyMVType::OUT_TO_UB);
  for (int it = 0; it < 4; ++it) {
    for (int k = 0; k < 80; ++k) EXPECT_EQ(static_cast<int8_t>(core.ub[it * 96 + k]), gm[it * 80 + k]);
    for (int k = 80; k < 96; ++k) EXPECT_EQ(static_cast<int8_t>(core.ub[it * 96 + k]), -1);
  }
  MarkedCore();
  AscendC::LoopModeParams normal_loop{2, 2, 80, 128, 160, 256};
  AscendC::SetLoopModePara(normal_loop, AscendC::DataCopyMVType::OUT_TO_UB);
  AscendC::DataCopyPad<int8_t>(TensorAt<int8_t>(0, 512), Gm(gm), AscendC::DataCopyExtParams{2, 40, 0, 0, 0}, padParams);
  AscendC::ResetLoopModePara(AscendC::DataCopyMVType::OUT_TO_UB);
  auto& c = ascendc_host::runtime::CurrentCore();
  for (int row = 0; row < 8; ++row) {
    for (int k = 0; k < 40; ++k) EXPECT_EQ(static_cast<int8_t>(c.ub[row * 64 + k]), gm[row * 40 + k]) << row;
    for (int k = 40; k < 64; ++k) EXPECT_EQ(static_cast<int8_t>(c.ub[row * 64 + k]), -1) << row;
  }
  EXPECT_EQ(c.ub[512], kUntouched);
}

// Scenario 6: GM [2, 4, 3, 128, 126] int8 -> UB [512, 128]: a [2, 2, 2, 64,
// 126] sub-block, every 126-byte row padded with 2 zero bytes; loop mode
// covers dimensions 1 and 2, a for loop dimension 0.
TEST(DataMoveExamples, Scenario6FiveDimensionalCopy) {
  auto& core = MarkedCore();
  std::vector<int8_t> gm(2 * 4 * 3 * 128 * 126);
  for (size_t i = 0; i < gm.size(); ++i) gm[i] = static_cast<int8_t>(i * 31 + (i >> 9));
  AscendC::GlobalTensor<int8_t> srcGlobal = Gm(gm);
  AscendC::LocalTensor<int8_t> srcLocal = TensorAt<int8_t>(0, 512 * 128);
  AscendC::LoopModeParams loopParam2Ub{2, 2, 128 * 126, 64 * 128, 3 * 128 * 126, 2 * 64 * 128};
  AscendC::SetLoopModePara(loopParam2Ub, AscendC::DataCopyMVType::OUT_TO_UB);
  AscendC::DataCopyExtParams copyParams{64, 126, 0, 0, 0};
  AscendC::DataCopyPadExtParams<int8_t> padParams{true, 0, 0, 0};
  for (uint32_t dim0 = 0; dim0 < 2; dim0++) {
    constexpr uint32_t dim0SrcStride = 4 * 3 * 128 * 126;
    constexpr uint32_t dim0DstStride = 2 * 2 * 64 * 128;
    AscendC::DataCopyPad<int8_t>(srcLocal[dim0 * dim0DstStride], srcGlobal[dim0 * dim0SrcStride], copyParams, padParams);
  }
  AscendC::ResetLoopModePara(AscendC::DataCopyMVType::OUT_TO_UB);
  for (uint32_t r = 0; r < 512; ++r) {
    const uint32_t d0 = r / 256, d1 = (r / 128) % 2, d2 = (r / 64) % 2, d3 = r % 64;
    const size_t from = (((size_t{d0} * 4 + d1) * 3 + d2) * 128 + d3) * 126;
    for (uint32_t k = 0; k < 126; ++k) ASSERT_EQ(static_cast<int8_t>(core.ub[r * 128 + k]), gm[from + k]) << r;
    ASSERT_EQ(core.ub[r * 128 + 126], 0);
    ASSERT_EQ(core.ub[r * 128 + 127], 0);
  }
  EXPECT_EQ(core.ub[512 * 128], kUntouched);
}

// The older structs: DataCopyParams counts blockLen in bytes here.
TEST(DataMoveExamples, OlderStructsMeanTheSame) {
  auto& core = MarkedCore();
  std::vector<uint8_t> gm = Iota(256);
  AscendC::DataCopyParams copy{2, 47, 1, 1};
  AscendC::DataCopyPadParams pad{true, 2, 3, 0x5A};
  AscendC::DataCopyPad(TensorAt<uint8_t>(0, 160), Gm(gm), copy, pad);
  EXPECT_EQ(core.ub[0], 0x5A);
  EXPECT_EQ(core.ub[2], 0);
  EXPECT_EQ(core.ub[48], 46);
  EXPECT_EQ(core.ub[49], 0x5A);
  EXPECT_EQ(core.ub[96 + 2], 48);
}

// --------------------------------------------------------- UB -> GM examples
TEST(DataMoveExamples, PadToGmAlignedAndUnalignedBlocks) {
  auto& core = MarkedCore();
  for (int i = 0; i < 256; ++i) core.ub[i] = static_cast<uint8_t>(i);
  // blockLen 64, srcStride 1 DataBlock, dstStride 1 byte.
  std::vector<uint8_t> gm(200, 0xCC);
  AscendC::DataCopyPad(Gm(gm), TensorAt<uint8_t>(0, 256), AscendC::DataCopyExtParams{2, 64, 1, 1, 0});
  for (int k = 0; k < 64; ++k) EXPECT_EQ(gm[k], k);
  EXPECT_EQ(gm[64], 0xCC);
  for (int k = 0; k < 64; ++k) EXPECT_EQ(gm[65 + k], 96 + k);
  EXPECT_EQ(gm[129], 0xCC);
  // blockLen 47: the UB side keeps each block on a DataBlock boundary (47 ->
  // 64, plus srcStride 1), the GM side is exact; the dummy bytes are dropped.
  std::fill(gm.begin(), gm.end(), 0xCC);
  AscendC::DataCopyPad(Gm(gm), TensorAt<uint8_t>(0, 256), AscendC::DataCopyExtParams{2, 47, 1, 1, 0});
  for (int k = 0; k < 47; ++k) EXPECT_EQ(gm[k], k);
  EXPECT_EQ(gm[47], 0xCC);
  for (int k = 0; k < 47; ++k) EXPECT_EQ(gm[48 + k], 96 + k);
  EXPECT_EQ(gm[95], 0xCC);
}

// The UB -> GM page's call: one block of dstTotalLength elements.
TEST(DataMoveExamples, PadToGmCallExample) {
  MarkedCore();
  const uint32_t dstTotalLength = 37;
  auto srcLocal = TensorAt<half>(0, 48);
  for (uint32_t i = 0; i < 48; ++i) srcLocal.SetValue(i, half(static_cast<float>(i)));
  std::vector<half> gm(48, half(-1.0f));
  AscendC::DataCopyExtParams copyParams{1, dstTotalLength * sizeof(half), 0, 0, 0};
  AscendC::DataCopyPad(Gm(gm), srcLocal, copyParams);
  for (uint32_t i = 0; i < 48; ++i) EXPECT_EQ(float(gm[i]), i < dstTotalLength ? float(i) : -1.0f) << i;
}

// ------------------------------------------------------- DataCopyParams
TEST(DataMoveExamples, DataCopyParamsContiguousAndStrided) {
  MarkedCore();
  std::vector<half> gm(512);
  for (int i = 0; i < 512; ++i) gm[i] = half(static_cast<float>(i + 1));
  AscendC::DataCopyParams intriParams;
  intriParams.blockCount = 1;
  intriParams.blockLen = 512 * sizeof(half) / 32;
  intriParams.srcGap = 0;
  intriParams.dstGap = 0;
  auto local = TensorAt<half>(0, 512);
  AscendC::DataCopy(local, Gm(gm), intriParams);
  for (int i = 0; i < 512; ++i) ASSERT_EQ(float(local.GetValue(i)), float(i + 1));
  std::vector<half> back(512, half(0.0f));
  AscendC::DataCopy(Gm(back), local, intriParams);
  for (int i = 0; i < 512; ++i) ASSERT_EQ(float(back[i]), float(i + 1));
  // Example 2: 112 halves; 2 blocks of 3 DataBlocks, source gap 1, destination gap 2.
  MarkedCore();
  AscendC::DataCopyParams strided;
  strided.blockCount = 2;
  strided.blockLen = 3;
  strided.srcStride = 1;  // the older name of srcGap
  strided.dstGap = 2;
  EXPECT_EQ(strided.srcGap, 1);
  auto dst = TensorAt<half>(0, 128);
  AscendC::DataCopy(dst, Gm(gm), strided);
  auto& c = ascendc_host::runtime::CurrentCore();
  for (int i = 0; i < 48; ++i) EXPECT_EQ(float(dst.GetValue(i)), float(i + 1));
  for (int i = 48 * 2; i < 80 * 2; ++i) EXPECT_EQ(c.ub[i], kUntouched);
  for (int i = 0; i < 48; ++i) EXPECT_EQ(float(dst.GetValue(80 + i)), float(64 + i + 1));
}

TEST(DataMoveExamples, UbToUbDataCopyAndCopy) {
  MarkedCore();
  auto src = TensorAt<half>(0, 512), dst = TensorAt<half>(2048, 512);
  for (int i = 0; i < 512; ++i) src.SetValue(i, half(static_cast<float>(i + 1)));
  AscendC::DataCopy(dst, src, 512);
  for (int i = 0; i < 512; ++i) ASSERT_EQ(float(dst.GetValue(i)), float(i + 1));
  // Scenario 1 again with DataCopyParams, then scenario 2 (gaps 1 and 2).
  auto dst2 = TensorAt<half>(4096, 128);
  AscendC::DataCopyParams params;
  params.blockCount = 1;
  params.blockLen = 8;
  params.srcGap = 0;
  params.dstGap = 0;
  AscendC::DataCopy(dst2, src, params);
  for (int i = 0; i < 128; ++i) ASSERT_EQ(float(dst2.GetValue(i)), float(i + 1));
  auto dst3 = TensorAt<half>(8192, 128);
  params.blockCount = 2;
  params.blockLen = 3;
  params.srcGap = 1;
  params.dstGap = 2;
  AscendC::DataCopy(dst3, src, params);
  for (int i = 0; i < 48; ++i) EXPECT_EQ(float(dst3.GetValue(i)), float(i + 1));
  for (int i = 0; i < 48; ++i) EXPECT_EQ(float(dst3.GetValue(80 + i)), float(64 + i + 1));
  // Copy(dstLocal, srcLocal, 512): exactly 512 elements.
  auto out = TensorAt<int32_t>(16384, 520), in = TensorAt<int32_t>(0, 520);
  for (int i = 0; i < 520; ++i) in.SetValue(i, i * 3);
  AscendC::Copy(out, in, 512);
  for (int i = 0; i < 512; ++i) ASSERT_EQ(out.GetValue(i), i * 3);
  EXPECT_NE(out.GetValue(512), 512 * 3);
}

// Copy with a mask, the page's three scenarios on int32: [1, 512]
// contiguous; 8 of every 64 elements of [18, 64] into [18, 8] by repeats;
// the same in Counter mode, 144 elements in one repeat of 18 DataBlocks.
TEST(DataMoveExamples, CopyWithMaskScenarios) {
  MarkedCore();
  auto srcLocal = TensorAt<int32_t>(0, 1152), dstLocal = TensorAt<int32_t>(8192, 1152);
  for (int i = 0; i < 1152; ++i) srcLocal.SetValue(i, i * 5 + 1);
  uint64_t mask = 64;
  AscendC::Copy(dstLocal, srcLocal, mask, 8, {1, 1, 8, 8});
  for (int i = 0; i < 512; ++i) ASSERT_EQ(dstLocal.GetValue(i), i * 5 + 1);
  for (int scenario = 2; scenario <= 3; ++scenario) {
    auto& core = MarkedCore();
    auto in = TensorAt<int32_t>(0, 1152), out = TensorAt<int32_t>(8192, 144);
    for (int i = 0; i < 1152; ++i) in.SetValue(i, i * 5 + 1);
    if (scenario == 2) {
      uint64_t eight = 8;
      AscendC::Copy(out, in, eight, 18, {1, 1, 1, 8});
    } else {
      AscendC::SetMaskCount();
      AscendC::SetVectorMask<int32_t, AscendC::MaskMode::COUNTER>(144);
      AscendC::Copy<int32_t, false>(out, in, AscendC::MASK_PLACEHOLDER, 1, {1, 8, 8, 8});
      AscendC::SetMaskNorm();
      AscendC::ResetMask();
    }
    for (int row = 0; row < 18; ++row)
      for (int c = 0; c < 8; ++c) ASSERT_EQ(out.GetValue(row * 8 + c), (row * 64 + c) * 5 + 1) << scenario;
    EXPECT_EQ(core.ub[8192 + 144 * 4], kUntouched);
  }
}

// ------------------------------------------------------------------ slices
// The slice page's figure: float [3, 87] -> [2, 48]: from rows 0 and 2, the
// elements 16..39 and 47..70 (two bursts of 3 DataBlocks 7 elements apart).
TEST(DataMoveExamples, SliceCopyFigure) {
  auto& core = MarkedCore();
  std::vector<float> gm(3 * 87);
  for (int i = 0; i < 3 * 87; ++i) gm[i] = static_cast<float>(i);
  AscendC::SliceInfo srcSliceInfo[] = {{16, 70, 7, 3, 87}, {0, 2, 1, 1, 3}};
  AscendC::SliceInfo dstSliceInfo[] = {{0, 47, 0, 3, 48}, {0, 1, 0, 1, 2}};
  uint32_t dimValue = 2;
  auto srcLocal = TensorAt<float>(0, 96);
  AscendC::DataCopy(srcLocal, Gm(gm), dstSliceInfo, srcSliceInfo, dimValue);
  for (int row = 0; row < 2; ++row) {
    const int src_row = row * 2;
    for (int k = 0; k < 24; ++k) EXPECT_EQ(srcLocal.GetValue(row * 48 + k), src_row * 87 + 16 + k);
    for (int k = 0; k < 24; ++k) EXPECT_EQ(srcLocal.GetValue(row * 48 + 24 + k), src_row * 87 + 47 + k);
  }
  EXPECT_EQ(core.ub[96 * 4], kUntouched);
  // And back: the destination layout on both sides copies 96 contiguous floats.
  std::vector<float> out(100, -1.0f);
  AscendC::DataCopy(Gm(out), srcLocal, dstSliceInfo, dstSliceInfo, dimValue);
  for (int i = 0; i < 96; ++i) EXPECT_EQ(out[i], srcLocal.GetValue(i));
  EXPECT_EQ(out[96], -1.0f);
}

// ------------------------------------------------------------------ Gatherb
// 128 uint16 elements, offsets [224 192 ... 0]: the 8 blocks reversed.
TEST(DataMoveExamples, GatherbReversesBlocks) {
  MarkedCore();
  uint32_t bufferLen = 128;
  auto x_buf = TensorAt<uint16_t>(0, bufferLen), y_buf = TensorAt<uint16_t>(1024, bufferLen);
  auto offset_buf = TensorAt<uint32_t>(512, 8);
  for (uint32_t i = 0; i < bufferLen; ++i) x_buf.SetValue(i, static_cast<uint16_t>(i));
  for (uint32_t j = 0; j < 8; ++j) offset_buf.SetValue(j, 224 - 32 * j);
  AscendC::GatherRepeatParams params{1, 8};
  uint8_t repeatTime = bufferLen * sizeof(uint16_t) / 256;
  AscendC::Gatherb<uint16_t>(y_buf, x_buf, offset_buf, repeatTime, params);
  for (uint32_t j = 0; j < 8; ++j)
    for (uint32_t k = 0; k < 16; ++k) EXPECT_EQ(y_buf.GetValue(j * 16 + k), 112 - 16 * j + k);
}

// --------------------------------------------------- LocalTensor constructor
// Example 20: a float tensor of 32 elements at UB address 128 in VECIN.
TEST(DataMoveExamples, LocalTensorAtAnAddress) {
  auto& core = MarkedCore();
  uint32_t addr = 128;
  uint32_t tileSize = 32;
  AscendC::LocalTensor<float> tensor1 = AscendC::LocalTensor<float>(AscendC::TPosition::VECIN, addr, tileSize);
  EXPECT_EQ(reinterpret_cast<uint8_t*>(tensor1.GetPhyAddr()), core.ub + 128);
  EXPECT_EQ(tensor1.GetSize(), 32u);
  EXPECT_EQ(tensor1.GetPosition(), AscendC::TPosition::VECIN);
  EXPECT_EQ(tensor1.GetLength(), 128u);
  tensor1.SetValue(31, 2.5f);
  float v;
  std::memcpy(&v, core.ub + 128 + 31 * 4, 4);
  EXPECT_EQ(v, 2.5f);
}

// ---------------------------------------------------------- DataCopy (NDDMA)
// NdDmaDci's page: GM [2, 8] of 1..16 into UB [4, 16], left 3, top 1, right
// 5, bottom 1, padding 0; the page prints the UB matrix.
TEST(DataMoveExamples, NdDmaDciPagePaddingExample) {
  MarkedCore();
  std::vector<float> x(16);
  for (int i = 0; i < 16; ++i) x[i] = static_cast<float>(i + 1);
  auto local = TensorAt<float>(0, 64);
  AscendC::NdDmaLoopInfo<2> loopInfo{{1, 8}, {1, 16}, {8, 2}, {3, 1}, {5, 1}};
  AscendC::NdDmaParams<float, 2> params{loopInfo, 0};
  AscendC::NdDmaDci();
  static constexpr AscendC::NdDmaConfig dmaConfig;
  AscendC::DataCopy<float, 2, dmaConfig>(local, Gm(x), params);
  const float expected[4][16] = {
      {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
      {0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 0, 0, 0, 0},
      {0, 0, 0, 9, 10, 11, 12, 13, 14, 15, 16, 0, 0, 0, 0, 0},
      {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}};
  for (int r = 0; r < 4; ++r)
    for (int c = 0; c < 16; ++c) EXPECT_EQ(local.GetValue(r * 16 + c), expected[r][c]) << r << "," << c;
  EXPECT_EQ(ascendc_host::runtime::CurrentCore().ub[64 * 4], kUntouched);
}

// The NDDMA page's scenarios 1-5 (constant and nearest padding, transpose,
// broadcast, slice), each checked against the rule its figure shows.
TEST(DataMoveExamples, NdDmaPageScenarios) {
  std::vector<int16_t> x(32 * 64);
  for (size_t i = 0; i < x.size(); ++i) x[i] = static_cast<int16_t>(i + 1);
  auto local = TensorAt<int16_t>(0, 32 * 64);
  {  // 1: [16, 32] into [32, 64], left 15, top 13, right 17, bottom 3, constant 0.
    MarkedCore();
    AscendC::NdDmaLoopInfo<2> loopInfo{{1, 32}, {1, 64}, {32, 16}, {15, 13}, {17, 3}};
    AscendC::NdDmaParams<int16_t, 2> params{loopInfo, 0};
    AscendC::DataCopy<int16_t, 2>(local, Gm(x), params);
    for (int r = 0; r < 32; ++r)
      for (int c = 0; c < 64; ++c) {
        const bool data = r >= 13 && r < 29 && c >= 15 && c < 47;
        ASSERT_EQ(local.GetValue(r * 64 + c), data ? x[(r - 13) * 32 + (c - 15)] : 0) << r << "," << c;
      }
  }
  {  // 2: [28, 15] into [32, 32], left 11, top 3, right 6, bottom 1, nearest value.
    MarkedCore();
    AscendC::NdDmaLoopInfo<2> loopInfo{{1, 15}, {1, 32}, {15, 28}, {11, 3}, {6, 1}};
    AscendC::NdDmaParams<int16_t, 2> params{loopInfo, 0};
    static constexpr AscendC::NdDmaConfig dmaConfig = {true};
    AscendC::DataCopy<int16_t, 2, dmaConfig>(local, Gm(x), params);
    for (int r = 0; r < 32; ++r)
      for (int c = 0; c < 32; ++c) {
        const int sr = std::min(std::max(r - 3, 0), 27), sc = std::min(std::max(c - 11, 0), 14);
        ASSERT_EQ(local.GetValue(r * 32 + c), x[sr * 15 + sc]) << r << "," << c;
      }
  }
  {  // 3: transpose [16, 64] into [64, 16].
    MarkedCore();
    AscendC::NdDmaLoopInfo<2> loopInfo{{1, 64}, {16, 1}, {64, 16}, {0, 0}, {0, 0}};
    AscendC::NdDmaParams<int16_t, 2> params{loopInfo, 0};
    AscendC::DataCopy<int16_t, 2>(local, Gm(x), params);
    for (int r = 0; r < 64; ++r)
      for (int c = 0; c < 16; ++c) ASSERT_EQ(local.GetValue(r * 16 + c), x[c * 64 + r]) << r << "," << c;
  }
  {  // 4: broadcast [1, 16] into [3, 16].
    MarkedCore();
    AscendC::NdDmaLoopInfo<2> loopInfo{{1, 0}, {1, 16}, {16, 3}, {0, 0}, {0, 0}};
    AscendC::NdDmaParams<int16_t, 2> params{loopInfo, 0};
    AscendC::DataCopy<int16_t, 2>(local, Gm(x), params);
    for (int r = 0; r < 3; ++r)
      for (int c = 0; c < 16; ++c) ASSERT_EQ(local.GetValue(r * 16 + c), x[c]) << r << "," << c;
    EXPECT_EQ(ascendc_host::runtime::CurrentCore().ub[48 * 2], kUntouched);
  }
  {  // 5: a 16 x 16 slice of [32, 64] into [16, 16].
    MarkedCore();
    AscendC::NdDmaLoopInfo<2> loopInfo{{1, 64}, {1, 16}, {16, 16}, {0, 0}, {0, 0}};
    AscendC::NdDmaParams<int16_t, 2> params{loopInfo, 0};
    AscendC::DataCopy<int16_t, 2>(local, Gm(x), params);
    for (int r = 0; r < 16; ++r)
      for (int c = 0; c < 16; ++c) ASSERT_EQ(local.GetValue(r * 16 + c), x[r * 64 + c]) << r << "," << c;
  }
}

}  // namespace
