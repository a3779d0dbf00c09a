// The worked examples of the Reg data-movement pages (SPEC 13.7-13.9): MaskReg
// LoadAlign/StoreAlign (plain, post-update, AddrReg; DIST_US, DIST_DS,
// DIST_PACK on explicit bits), the DATA_BLOCK_COPY loop, ScatterVF and
// GatherBVF, as VF functions written the way the pages write them.
#include <gtest/gtest.h>

#include <cstring>
#include <vector>

#include "kernel_operator.h"
#include "support/reg_helpers.h"
#include "support/ub_helpers.h"

namespace {

using ascendc_host::testing::FreshCore;
using ascendc_host::testing::UbPtr;

// ---------------------------------------------------------- MaskReg pages
template <typename T>
__simd_vf__ inline void ComputeMode01(__ubuf__ T* dstAddr, __ubuf__ T* srcAddr, uint16_t oneRepeatSize,
                                      uint16_t repeatTimes) {
  AscendC::Reg::MaskReg mask;
  for (uint16_t i = 0; i < repeatTimes; ++i) {
    AscendC::Reg::LoadAlign(mask, srcAddr + i * oneRepeatSize);
    AscendC::Reg::StoreAlign(dstAddr + i * oneRepeatSize, mask);
  }
}

template <typename T>
__simd_vf__ inline void StoreAlignVF(__ubuf__ T* dstAddr, __ubuf__ T* srcAddr, uint16_t oneRepeatSize,
                                     uint16_t repeatTimes) {
  AscendC::Reg::MaskReg mask;
  for (uint16_t i = 0; i < repeatTimes; ++i) {
    AscendC::Reg::LoadAlign<T, AscendC::Reg::PostLiteral::POST_MODE_UPDATE>(mask, srcAddr, oneRepeatSize);
    AscendC::Reg::StoreAlign<T, AscendC::Reg::PostLiteral::POST_MODE_UPDATE>(dstAddr, mask, oneRepeatSize);
  }
}

template <typename T>
__simd_vf__ inline void ComputeMode03(__ubuf__ T* dstAddr, __ubuf__ T* srcAddr, uint16_t oneRepeatSize,
                                      uint16_t repeatTimes) {
  AscendC::Reg::MaskReg mask;
  AscendC::Reg::AddrReg aReg;
  for (uint16_t i = 0; i < repeatTimes; ++i) {
    aReg = AscendC::Reg::CreateAddrReg<T>(i, oneRepeatSize);
    AscendC::Reg::LoadAlign(mask, srcAddr, aReg);
    AscendC::Reg::StoreAlign(dstAddr, mask, aReg);
  }
}

// All three VFs copy repeatTimes predicates of 32 bytes (T = uint8_t: the
// element offsets are bytes).
TEST(RegDataMoveExamples, MaskRegLoadStoreVFsCopyPredicates) {
  for (int form = 0; form < 3; ++form) {
    auto& core = FreshCore();
    for (int i = 0; i < 128; ++i) core.ub[i] = static_cast<uint8_t>(i * 37 + 5);
    std::memset(core.ub + 1024, 0xEE, 160);
    if (form == 0) ComputeMode01<uint8_t>(UbPtr<uint8_t>(1024), UbPtr<uint8_t>(0), 32, 4);
    if (form == 1) StoreAlignVF<uint8_t>(UbPtr<uint8_t>(1024), UbPtr<uint8_t>(0), 32, 4);
    if (form == 2) ComputeMode03<uint8_t>(UbPtr<uint8_t>(1024), UbPtr<uint8_t>(0), 32, 4);
    for (int i = 0; i < 128; ++i) ASSERT_EQ(core.ub[1024 + i], static_cast<uint8_t>(i * 37 + 5)) << form << " " << i;
    EXPECT_EQ(core.ub[1024 + 128], 0xEE);
  }
  // With T = uint32_t the plain and AddrReg forms count elements: 8 per predicate.
  auto& core = FreshCore();
  for (int i = 0; i < 128; ++i) core.ub[i] = static_cast<uint8_t>(255 - i);
  ComputeMode03<uint32_t>(UbPtr<uint32_t>(2048), UbPtr<uint32_t>(0), 8, 4);
  EXPECT_EQ(std::memcmp(core.ub, core.ub + 2048, 128), 0);
}

// The distribution modes on explicit bits: US doubles each bit, DS keeps the
// even ones, PACK stores the even ones.
TEST(RegDataMoveExamples, MaskDistModesOnBits) {
  auto& core = FreshCore();
  core.ub[0] = 0xB1;  // bits 1,0,0,0,1,1,0,1 (LSB first)
  core.ub[1] = 0x5A;
  namespace R = AscendC::Reg;
  R::MaskReg m;
  R::LoadAlign<uint8_t, R::MaskDist::DIST_US>(m, UbPtr<uint8_t>(0));
  EXPECT_EQ(m.words[0] & 0xFFFF, 0xCF03u);  // 11 00 00 00 11 11 00 11
  R::LoadAlign<uint8_t, R::MaskDist::DIST_DS>(m, UbPtr<uint8_t>(0));
  EXPECT_EQ(m.words[0] & 0xFF, 0xC5u);  // bits 0, 2, ..., 14 of 0x5AB1
  R::MaskReg doubled;
  doubled.words[0] = 0xCF03;
  R::StoreAlign<uint8_t, R::MaskDist::DIST_PACK>(UbPtr<uint8_t>(64), doubled);
  EXPECT_EQ(core.ub[64], 0xB1);
  EXPECT_EQ(core.ub[65], 0x00);
}

// ------------------------------------------------------- DATA_BLOCK_COPY
template <typename T>
__simd_vf__ inline void Compute(__ubuf__ T* dstAddr, __ubuf__ T* srcAddr, uint16_t repeatTimes) {
  AscendC::Reg::RegTensor<T> srcReg;
  AscendC::Reg::MaskReg mask = AscendC::Reg::CreateMask<T>();
  for (uint16_t i = 0; i < repeatTimes; ++i) {
    AscendC::Reg::LoadAlign<T, AscendC::Reg::DataCopyMode::DATA_BLOCK_COPY, AscendC::Reg::PostLiteral::POST_MODE_UPDATE>(
        srcReg, srcAddr, 1, i * 8, mask);
    AscendC::Reg::StoreAlign<T, AscendC::Reg::DataCopyMode::DATA_BLOCK_COPY, AscendC::Reg::PostLiteral::POST_MODE_UPDATE>(
        dstAddr, srcReg, 1, i * 8, mask);
  }
}

// The addresses advance by 0, 8, 16 DataBlocks: iterations 0 and 1 copy
// the first 256 bytes, iteration 2 the next 256.
TEST(RegDataMoveExamples, DataBlockCopyLoop) {
  auto& core = FreshCore();
  float* src = UbPtr<float>(0);
  for (int i = 0; i < 192; ++i) src[i] = static_cast<float>(i);
  std::memset(core.ub + 4096, 0xEE, 1024);
  Compute<float>(UbPtr<float>(4096), src, 3);
  const float* dst = UbPtr<float>(4096);
  for (int i = 0; i < 128; ++i) EXPECT_EQ(dst[i], static_cast<float>(i));
  EXPECT_EQ(core.ub[4096 + 512], 0xEE);
}

// Strided blocks: dataBlockStride 2 reads every other DataBlock; a partial
// mask loads whole blocks but stores only the active lanes.
TEST(RegDataMoveExamples, DataBlockStrideAndMask) {
  auto& core = FreshCore();
  uint16_t* src = UbPtr<uint16_t>(0);
  for (int i = 0; i < 256; ++i) src[i] = static_cast<uint16_t>(i);
  namespace R = AscendC::Reg;
  R::RegTensor<uint16_t> reg;
  uint32_t n = 20;  // lanes 0..19: blocks 0 and 1 (16 lanes each)
  R::MaskReg mask = R::UpdateMask<uint16_t>(n);
  R::LoadAlign<uint16_t, R::DataCopyMode::DATA_BLOCK_COPY>(reg, src, 2, mask);
  for (int k = 0; k < 16; ++k) EXPECT_EQ(reg.GetElement(k), k);
  for (int k = 16; k < 32; ++k) EXPECT_EQ(reg.GetElement(k), 32 + (k - 16));  // block 1 from block 2
  for (int k = 32; k < 128; ++k) EXPECT_EQ(reg.GetElement(k), 0);             // not selected: 0
  std::memset(core.ub + 2048, 0xEE, 512);
  R::StoreAlign<uint16_t, R::DataCopyMode::DATA_BLOCK_COPY>(UbPtr<uint16_t>(2048), reg, 3, mask);
  const uint16_t* out = UbPtr<uint16_t>(2048);
  for (int k = 0; k < 16; ++k) EXPECT_EQ(out[k], k);
  for (int k = 0; k < 4; ++k) EXPECT_EQ(out[48 + k], 32 + k);  // block 1 at 3 DataBlocks, lanes 16..19
  EXPECT_EQ(out[52], 0xEEEE);
  EXPECT_EQ(out[16], 0xEEEE);
}

// ----------------------------------------------------------------- Scatter
template <typename T, typename U>
__simd_vf__ inline void ScatterVF(__ubuf__ T* dstAddr, __ubuf__ T* srcAddr, __ubuf__ U* indexAddr, uint32_t count,
                                  uint16_t oneRepeatSize) {
  AscendC::Reg::RegTensor<T> srcReg;
  AscendC::Reg::RegTensor<U> indexReg;
  AscendC::Reg::MaskReg mask;
  uint16_t repeatTimes = AscendC::CeilDivision(count, oneRepeatSize);
  for (uint16_t i = 0; i < repeatTimes; ++i) {
    mask = AscendC::Reg::UpdateMask<T>(count);
    AscendC::Reg::LoadAlign(srcReg, srcAddr + i * oneRepeatSize);
    AscendC::Reg::LoadAlign(indexReg, indexAddr + i * oneRepeatSize);
    AscendC::Reg::Scatter(dstAddr, srcReg, indexReg, mask);
  }
}

// 200 elements scattered to reversed positions, for half (u16 indices) and
// float (u32 indices).
TEST(RegDataMoveExamples, ScatterVFReverses) {
  auto& core = FreshCore();
  half* src = UbPtr<half>(0);
  uint16_t* index16 = UbPtr<uint16_t>(1024);
  for (int i = 0; i < 256; ++i) src[i] = half(static_cast<float>(i)), index16[i] = static_cast<uint16_t>(199 - i);
  std::memset(core.ub + 4096, 0xEE, 1024);
  ScatterVF<half, uint16_t>(UbPtr<half>(4096), src, index16, 200, 128);
  const half* dst = UbPtr<half>(4096);
  for (int i = 0; i < 200; ++i) EXPECT_EQ(float(dst[199 - i]), static_cast<float>(i));
  EXPECT_EQ(core.ub[4096 + 400], 0xEE);
  float* fsrc = UbPtr<float>(8192);
  uint32_t* index32 = UbPtr<uint32_t>(12288);
  for (int i = 0; i < 256; ++i) fsrc[i] = static_cast<float>(i) + 0.25f, index32[i] = static_cast<uint32_t>(199 - i);
  ScatterVF<float, uint32_t>(UbPtr<float>(16384), fsrc, index32, 200, 64);
  const float* fdst = UbPtr<float>(16384);
  for (int i = 0; i < 200; ++i) EXPECT_EQ(fdst[199 - i], static_cast<float>(i) + 0.25f);
}

// b8: the even elements of the source go out.
TEST(RegDataMoveExamples, ScatterB8TakesEvenElements) {
  auto& core = FreshCore();
  namespace R = AscendC::Reg;
  R::RegTensor<uint8_t> src;
  R::RegTensor<uint16_t> index;
  for (int k = 0; k < 256; ++k) src.SetElement(k, static_cast<uint8_t>(k));
  for (int k = 0; k < 128; ++k) index.SetElement(k, static_cast<uint16_t>(127 - k));
  uint32_t n = 256;
  R::MaskReg mask = R::UpdateMask<uint8_t>(n);
  R::Scatter(UbPtr<uint8_t>(512), src, index, mask);
  for (int k = 0; k < 128; ++k) EXPECT_EQ(core.ub[512 + 127 - k], 2 * k);
}

// ----------------------------------------------------------------- GatherB
template <typename T>
__simd_vf__ inline void GatherBVF(__ubuf__ T* dstAddr, __ubuf__ T* srcAddr, __ubuf__ uint32_t* indexAddr, uint32_t count,
                                  uint16_t oneRepeatSize) {
  AscendC::Reg::RegTensor<T> dstReg;
  AscendC::Reg::RegTensor<uint32_t> indexReg;
  AscendC::Reg::MaskReg mask;
  uint16_t repeatTimes = AscendC::CeilDivision(count, oneRepeatSize);
  for (uint16_t i = 0; i < repeatTimes; ++i) {
    mask = AscendC::Reg::UpdateMask<T>(count);
    AscendC::Reg::LoadAlign(indexReg, indexAddr + i * oneRepeatSize);
    AscendC::Reg::GatherB(dstReg, srcAddr, indexReg, mask);
    AscendC::Reg::StoreAlign(dstAddr + i * oneRepeatSize, dstReg, mask);
  }
}

// The page's index example: blocks 0..6 then block 32; and a second VL of
// reversed blocks.
TEST(RegDataMoveExamples, GatherBVFCollectsBlocks) {
  auto& core = FreshCore();
  float* src = UbPtr<float>(0);
  for (int i = 0; i < 8 * 40; ++i) src[i] = static_cast<float>(i);
  uint32_t* index = UbPtr<uint32_t>(4096);
  const uint32_t first[8] = {0 * 32, 1 * 32, 2 * 32, 3 * 32, 4 * 32, 5 * 32, 6 * 32, 32 * 32};
  for (int j = 0; j < 8; ++j) index[j] = first[j], index[64 + j] = 32 * (7 - j);
  GatherBVF<float>(UbPtr<float>(8192), src, index, 128, 64);
  const float* dst = UbPtr<float>(8192);
  for (int j = 0; j < 8; ++j)
    for (int c = 0; c < 8; ++c) EXPECT_EQ(dst[8 * j + c], static_cast<float>(first[j] / 4 + c)) << j;
  for (int j = 0; j < 8; ++j)
    for (int c = 0; c < 8; ++c) EXPECT_EQ(dst[64 + 8 * j + c], static_cast<float>(8 * (7 - j) + c)) << j;
  (void)core;
}

}  // namespace
