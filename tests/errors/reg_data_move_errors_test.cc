// Error rows of the Reg-level moves of SPEC 13.7-13.9 (MaskReg LoadAlign /
// StoreAlign, DATA_BLOCK_COPY, Scatter, GatherB): each diagnostic at its
// level, FATALs with nothing written, and what is not an error (blocks and
// lanes the mask leaves out may point anywhere).
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <vector>

#include "kernel_operator.h"
#include "support/reg_helpers.h"
#include "support/ub_helpers.h"

namespace {

namespace ah = ascendc_host;
namespace R = AscendC::Reg;
using ah::Severity;
using ah::testing::FreshCore;
using ah::testing::UbPtr;
using ah::testing::RaisesError;
using ah::testing::SameBytes;
using ah::testing::Snapshot;
using ah::testing::Warned;

// The regression of the misleading error: a MaskReg selects the MaskReg
// overloads (this file would not compile otherwise).
TEST(RegDataMoveErrors, MaskRegArgumentsSelectTheMaskRegOverloads) {
  FreshCore();
  R::MaskReg mask = R::CreateMask<uint16_t>();
  R::StoreAlign(UbPtr<uint16_t>(0), mask);
  R::MaskReg back;
  R::LoadAlign(back, UbPtr<uint16_t>(0));
  EXPECT_EQ(std::memcmp(mask.words, back.words, 32), 0);
}

TEST(RegDataMoveErrors, MaskRegAlignmentAndRange) {
  auto& core = FreshCore();
  R::MaskReg mask;
  {
    ah::ScopedCheckedMode on(true);
    EXPECT_TRUE(RaisesError([&] { R::LoadAlign(mask, UbPtr<uint8_t>(16)); }, Severity::kError,
                            {"LoadAlign: srcAddr.address=16 is not a multiple of 32 bytes as DIST_NORM requires"}));
    EXPECT_TRUE(RaisesError([&] { R::LoadAlign<uint8_t, R::MaskDist::DIST_US>(mask, UbPtr<uint8_t>(8)); }, Severity::kError,
                            {"LoadAlign: srcAddr.address=8 is not a multiple of 16 bytes as DIST_US requires"}));
    R::LoadAlign<uint8_t, R::MaskDist::DIST_US>(mask, UbPtr<uint8_t>(16));  // 16 is enough for DIST_US
    EXPECT_TRUE(RaisesError([&] { R::StoreAlign<uint8_t, R::MaskDist::DIST_PACK>(UbPtr<uint8_t>(40), mask); },
                            Severity::kError, {"StoreAlign: dstAddr.address=40 is not a multiple of 16 bytes as DIST_PACK"}));
    uint8_t* p = UbPtr<uint8_t>(64);
    EXPECT_TRUE(RaisesError([&] { R::LoadAlign<uint8_t, R::PostLiteral::POST_MODE_UPDATE>(mask, p, 8); },
                            Severity::kError, {"LoadAlign: offset=8 is not a multiple of 32 bytes as DIST_NORM requires"}));
    EXPECT_TRUE(RaisesError([&] { R::StoreAlign(UbPtr<uint32_t>(0), mask, R::CreateAddrReg<uint32_t>(1, 2)); },
                            Severity::kError, {"StoreAlign: offset*sizeof(T)=8"}));
  }
  const std::vector<uint8_t> before = Snapshot(core);
  EXPECT_TRUE(RaisesError([&] { R::StoreAlign(UbPtr<uint8_t>(core.ub_bytes - 16), mask); }, Severity::kFatal,
                          {"StoreAlign", "dstAddr"}));
  EXPECT_TRUE(RaisesError([&] { R::LoadAlign<uint8_t, R::MaskDist::DIST_DS>(mask, UbPtr<uint8_t>(core.ub_bytes - 32)); },
                          Severity::kFatal, {"LoadAlign", "srcAddr"}));
  uint8_t* p = UbPtr<uint8_t>(0);
  EXPECT_TRUE(RaisesError([&] { R::StoreAlign<uint8_t, R::PostLiteral::POST_MODE_UPDATE>(p, mask, -32); },
                          Severity::kFatal, {"StoreAlign: offset=-32 post-update moves the pointer outside the UB arena"}));
  EXPECT_EQ(p, UbPtr<uint8_t>(0));
  EXPECT_TRUE(SameBytes(before, Snapshot(core)));
}

TEST(RegDataMoveErrors, DataBlockMoves) {
  auto& core = FreshCore();
  R::RegTensor<float> reg;
  R::MaskReg all = R::CreateMask<float>();
  {
    ah::ScopedCheckedMode on(true);
    EXPECT_TRUE(RaisesError([&] { R::LoadAlign<float, R::DataCopyMode::DATA_BLOCK_COPY>(reg, UbPtr<float>(4), 1, all); },
                            Severity::kError, {"LoadAlign: srcAddr.address=4 is not a multiple of 32 bytes as DATA_BLOCK_COPY"}));
    EXPECT_TRUE(RaisesError([&] { R::StoreAlign<float, R::DataCopyMode::DATA_BLOCK_COPY>(UbPtr<float>(0), reg, 65536, all); },
                            Severity::kError, {"StoreAlign: dataBlockStride=65536 must be in [0, 65535]"}));
  }
  const std::vector<uint8_t> before = Snapshot(core);
  // Blocks 32000 bytes apart from 32 KiB below the end: block 2 is the first outside.
  const uint32_t at = core.ub_bytes - 32768;
  EXPECT_TRUE(RaisesError([&] { R::StoreAlign<float, R::DataCopyMode::DATA_BLOCK_COPY>(UbPtr<float>(at), reg, 1000, all); },
                          Severity::kFatal, {"StoreAlign: dstAddr block 2=UB bytes", "outside the UB arena"}));
  EXPECT_TRUE(SameBytes(before, Snapshot(core)));
  // Only block 0 selected: the others may lie anywhere, no error, zeros.
  uint32_t n = 8;
  R::MaskReg first_block = R::UpdateMask<float>(n);
  std::memset(core.ub + at, 0x11, 32);
  R::LoadAlign<float, R::DataCopyMode::DATA_BLOCK_COPY>(reg, UbPtr<float>(at), 1000, first_block);
  EXPECT_EQ(reg.reg[0][0], 0x11);
  EXPECT_EQ(reg.reg[0][32], 0);
  float* p = UbPtr<float>(at);
  EXPECT_TRUE(RaisesError(
      [&] {
        R::LoadAlign<float, R::DataCopyMode::DATA_BLOCK_COPY, R::PostLiteral::POST_MODE_UPDATE>(reg, p, 1, 2000, all);
      },
      Severity::kFatal, {"LoadAlign: repeatStride=2000 moves the address outside the UB arena"}));
}

TEST(RegDataMoveErrors, ScatterRows) {
  auto& core = FreshCore();
  R::RegTensor<uint32_t> src, index;
  for (uint32_t k = 0; k < 64; ++k) src.SetElement(k, 1000 + k), index.SetElement(k, k);
  R::MaskReg all = R::CreateMask<uint32_t>();
  {
    ah::ScopedCheckedMode on(true);
    EXPECT_TRUE(RaisesError([&] { R::Scatter(UbPtr<uint32_t>(16), src, index, all); }, Severity::kError,
                            {"Scatter: baseAddr.address=16 is not a multiple of 32 bytes"}));
    ah::ClearWarnings();
    index.SetElement(9, 3);
    R::Scatter(UbPtr<uint32_t>(0), src, index, all);
    EXPECT_TRUE(Warned("Scatter: index[9]=lane 3 too index values must be unique"));
    EXPECT_EQ(UbPtr<uint32_t>(0)[3], 1009u);  // the later lane stays
    index.SetElement(9, 9);
    R::RegTensor<int64_t> wide;
    R::RegTensor<uint32_t> wide_index;
    wide_index.SetElement(2, 0x80000001u);
    R::MaskReg wide_all = R::CreateMask<int64_t>();
    EXPECT_TRUE(RaisesError([&] { R::Scatter(UbPtr<int64_t>(0), wide, wide_index, wide_all); }, Severity::kError,
                            {"Scatter: index[2]=2147483649 is >= 2^31"}));
  }
  // An active lane outside UB: FATAL before anything is written.
  index.SetElement(40, core.ub_bytes / 4);
  const std::vector<uint8_t> before = Snapshot(core);
  EXPECT_TRUE(RaisesError([&] { R::Scatter(UbPtr<uint32_t>(0), src, index, all); }, Severity::kFatal,
                          {"Scatter: index[40]=", "writes UB bytes", "outside the UB arena"}));
  EXPECT_TRUE(SameBytes(before, Snapshot(core)));
  // The same lane inactive: no error.
  uint32_t n = 40;
  R::MaskReg first40 = R::UpdateMask<uint32_t>(n);
  R::Scatter(UbPtr<uint32_t>(0), src, index, first40);
  EXPECT_EQ(UbPtr<uint32_t>(0)[39], 1039u);
}

TEST(RegDataMoveErrors, GatherBRows) {
  auto& core = FreshCore();
  R::RegTensor<half> dst;
  R::RegTensor<uint32_t> index;
  for (uint32_t j = 0; j < 8; ++j) index.SetElement(j, 32 * j);
  R::MaskReg all = R::CreateMask<half>();
  {
    ah::ScopedCheckedMode on(true);
    EXPECT_TRUE(RaisesError([&] { R::GatherB(dst, UbPtr<half>(2), index, all); }, Severity::kError,
                            {"GatherB: baseAddr.address=2 is not a multiple of 32 bytes"}));
    index.SetElement(5, 170);
    EXPECT_TRUE(RaisesError([&] { R::GatherB(dst, UbPtr<half>(0), index, all); }, Severity::kError,
                            {"GatherB: index[5]=170 is not a multiple of 32 bytes as a DataBlock index requires"}));
  }
  index.SetElement(5, core.ub_bytes);
  EXPECT_TRUE(RaisesError([&] { R::GatherB(dst, UbPtr<half>(0), index, all); }, Severity::kFatal,
                          {"GatherB: index block 5=UB bytes", "outside the UB arena"}));
  uint32_t n = 80;  // blocks 0..4 of 16 halves
  R::MaskReg first = R::UpdateMask<half>(n);
  R::GatherB(dst, UbPtr<half>(0), index, first);  // block 5 not selected: not read
  EXPECT_EQ(dst.reg[0][5 * 32], 0);
}

}  // namespace
