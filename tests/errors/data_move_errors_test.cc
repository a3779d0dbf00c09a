// The error rows of SPEC 13 (DataCopyPad, DataCopy with DataCopyParams and
// SliceInfo, the UB -> UB copies, Gatherb, loop mode, the LocalTensor
// constructor): each diagnostic at its level in checked mode, FATALs in
// every mode with nothing written, and the release behaviour with checks off.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <vector>

#include "kernel_operator.h"
#include "support/ub_helpers.h"

namespace {

namespace ah = ascendc_host;
using ah::Severity;
using ah::testing::FreshCore;
using ah::testing::GmTensor;
using ah::testing::RaisesError;
using ah::testing::SameBytes;
using ah::testing::Snapshot;
using ah::testing::TensorAt;
using ah::testing::Warned;

// ------------------------------------------------------------- FATAL rows
TEST(DataMoveErrors, PadReadBeyondTheBoundGmBufferIsFatalAndWritesNothing) {
  auto& core = FreshCore();
  std::vector<uint8_t> gm(100, 1);
  const std::vector<uint8_t> before = Snapshot(core);
  for (bool checked : {true, false}) {
    ah::ScopedCheckedMode mode(checked);
    EXPECT_TRUE(RaisesError(
        [&] {
          AscendC::DataCopyPad(TensorAt<uint8_t>(0, 128), GmTensor(gm), AscendC::DataCopyExtParams{2, 60, 4, 0, 0},
                               AscendC::DataCopyPadExtParams<uint8_t>{false, 0, 0, 0});
        },
        Severity::kFatal, {"DataCopyPad: src=GM bytes [0, 124)", "exceed the bound GM buffer of 100 bytes"}));
    EXPECT_TRUE(SameBytes(before, Snapshot(core)));
  }
}

TEST(DataMoveErrors, PadGmBeforeTheTensorStartIsFatal) {
  FreshCore();
  std::vector<uint8_t> gm(256, 1);
  ah::ScopedCheckedMode off(false);  // srcStride < -blockLen is an ERROR first
  EXPECT_TRUE(RaisesError(
      [&] {
        AscendC::DataCopyPad(TensorAt<uint8_t>(0, 128), GmTensor(gm), AscendC::DataCopyExtParams{2, 32, -64, 0, 0},
                             AscendC::DataCopyPadExtParams<uint8_t>{});
      },
      Severity::kFatal, {"DataCopyPad: src=GM bytes [-32, 32)", "start before the GlobalTensor's first element"}));
}

TEST(DataMoveErrors, PadWriteBeyondTheBoundGmBufferIsFatalAndWritesNothing) {
  FreshCore();
  std::vector<half> gm(40, half(3.0f));
  const std::vector<half> before = gm;
  EXPECT_TRUE(RaisesError(
      [&] { AscendC::DataCopyPad(GmTensor(gm), TensorAt<half>(0, 64), AscendC::DataCopyExtParams{2, 40, 0, 2, 0}); },
      Severity::kFatal, {"DataCopyPad: dst=GM bytes [0, 82)", "exceed the bound GM buffer of 80 bytes"}));
  EXPECT_EQ(std::memcmp(before.data(), gm.data(), gm.size() * 2), 0);
}

TEST(DataMoveErrors, PadUbOutsideTheArenaIsFatal) {
  auto& core = FreshCore();
  std::vector<float> gm(1024);
  const uint32_t last = core.ub_bytes - 64;
  // 2 rows of 64 bytes (47 floats... 40 + 8 padding) do not fit in the last 64 bytes.
  EXPECT_TRUE(RaisesError(
      [&] {
        AscendC::DataCopyPad(TensorAt<float>(last, 16), GmTensor(gm), AscendC::DataCopyExtParams{2, 40, 0, 0, 0},
                             AscendC::DataCopyPadExtParams<float>{true, 0, 0, 0.0f});
      },
      Severity::kFatal, {"DataCopyPad: dst=UB bytes", "lie outside the UB arena"}));
  EXPECT_TRUE(RaisesError(
      [&] { AscendC::DataCopyPad(GmTensor(gm), TensorAt<float>(last, 16), AscendC::DataCopyExtParams{2, 40, 0, 0, 0}); },
      Severity::kFatal, {"DataCopyPad: src=UB bytes", "outside the UB arena"}));
}

TEST(DataMoveErrors, UnboundGlobalTensorIsFatal) {
  FreshCore();
  AscendC::GlobalTensor<int32_t> unbound;
  EXPECT_TRUE(RaisesError(
      [&] {
        AscendC::DataCopyPad(TensorAt<int32_t>(0, 64), unbound, AscendC::DataCopyExtParams{1, 32, 0, 0, 0},
                             AscendC::DataCopyPadExtParams<int32_t>{});
      },
      Severity::kFatal, {"DataCopyPad: src=null", "not bound"}));
  EXPECT_TRUE(RaisesError([&] { AscendC::DataCopy(unbound, TensorAt<int32_t>(0, 64), AscendC::DataCopyParams{1, 1, 0, 0}); },
                          Severity::kFatal, {"DataCopy: dst=null"}));
}

TEST(DataMoveErrors, LoopModeThatLeavesTheGmBufferIsFatal) {
  FreshCore();
  std::vector<uint8_t> gm(512);
  AscendC::SetLoopModePara(AscendC::LoopModeParams{2, 2, 128, 64, 256, 128}, AscendC::DataCopyMVType::OUT_TO_UB);
  // 4 iterations of 200 bytes: the last starts at 384 and ends at 584.
  EXPECT_TRUE(RaisesError(
      [&] {
        AscendC::DataCopyPad(TensorAt<uint8_t>(0, 512), GmTensor(gm), AscendC::DataCopyExtParams{1, 200, 0, 0, 0},
                             AscendC::DataCopyPadExtParams<uint8_t>{});
      },
      Severity::kFatal, {"DataCopyPad: src=GM bytes [0, 584)"}));
  AscendC::ResetLoopModePara(AscendC::DataCopyMVType::OUT_TO_UB);
}

// ------------------------------------------------------------- ERROR rows
TEST(DataMoveErrors, PadParameterRulesAreErrorsAndReleaseCopiesAsGiven) {
  auto& core = FreshCore();
  std::vector<half> gm(4096);
  for (int i = 0; i < 4096; ++i) gm[i] = half::FromBits(static_cast<uint16_t>(i));
  auto dst = TensorAt<half>(1024, 512);
  using P = AscendC::DataCopyExtParams;
  using Pad = AscendC::DataCopyPadExtParams<half>;
  {
    ah::ScopedCheckedMode on(true);
    EXPECT_TRUE(RaisesError([&] { AscendC::DataCopyPad(TensorAt<half>(1026, 8), GmTensor(gm), P{1, 64, 0, 0, 0}, Pad{}); },
                            Severity::kError, {"DataCopyPad: dst.address=1026 is not 32-byte aligned"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::DataCopyPad(dst, GmTensor(gm), P{1, 47, 0, 0, 0}, Pad{}); }, Severity::kError,
                            {"DataCopyPad: blockLen=47 must be a multiple of sizeof(T) = 2"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::DataCopyPad(dst, GmTensor(gm), P{1, 64, 0, 0, 0}, Pad{true, 17, 0, 0}); },
                            Severity::kError, {"DataCopyPad: leftPadding=17 must occupy at most 32 bytes"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::DataCopyPad(dst, GmTensor(gm), P{1, 64, 0, 0, 0}, Pad{true, 0, 20, 0}); },
                            Severity::kError, {"DataCopyPad: rightPadding=20"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::DataCopyPad(dst, GmTensor(gm), P{2, 64, -66, 0, 0}, Pad{}); }, Severity::kError,
                            {"DataCopyPad: srcStride=-66 must be in [-blockLen, 2^40 - 1] bytes"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::DataCopyPad(dst, GmTensor(gm), P{2, 64, 0, 65536, 0}, Pad{}); }, Severity::kError,
                            {"DataCopyPad: dstStride=65536 must be in [0, 65535] DataBlocks"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::DataCopyPad(dst, GmTensor(gm), P{4096, 2, 0, 0, 0}, Pad{}); }, Severity::kError,
                            {"DataCopyPad: blockCount=4096 must be in [0, 4095]"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::DataCopyPad(dst, GmTensor(gm), P{1, 2097152, 0, 0, 0}, Pad{}); },
                            Severity::kError, {"DataCopyPad: blockLen=2097152 must be in [0, 2097151]"}));
    std::vector<int64_t> gm64(64);
    EXPECT_TRUE(RaisesError(
        [&] {
          AscendC::DataCopyPad(TensorAt<int64_t>(0, 64), GmTensor(gm64), P{1, 64, 0, 0, 0},
                               AscendC::DataCopyPadExtParams<int64_t>{true, 0, 0, 5});
        },
        Severity::kError, {"DataCopyPad: paddingValue=0x5 must be 0 for 64-bit types"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::DataCopyPad(GmTensor(gm), TensorAt<half>(1040, 8), P{1, 64, 0, 0, 0}); },
                            Severity::kError, {"DataCopyPad: src.address=1040 is not 32-byte aligned"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::DataCopyPad(GmTensor(gm), dst, P{2, 64, 65536, 0, 0}); }, Severity::kError,
                            {"DataCopyPad: srcStride=65536 must be in [0, 65535] DataBlocks"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::DataCopyPad(GmTensor(gm), dst, P{2, 64, 0, -1, 0}); }, Severity::kError,
                            {"DataCopyPad: dstStride=-1 must be in [0, 2^40 - 1] bytes"}));
  }
  // Release: the block moves as given (47 bytes; 17 + 0 elements of padding).
  ah::ScopedCheckedMode off(false);
  std::memset(core.ub, 0xEE, core.ub_bytes);
  AscendC::DataCopyPad(dst, GmTensor(gm), P{1, 47, 0, 0, 0}, Pad{});
  EXPECT_EQ(core.ub[1024 + 46], 0x17);  // byte 46 of GM: low byte of element 23
  EXPECT_EQ(core.ub[1024 + 64], 0xEE);  // one 64-byte row
  AscendC::DataCopyPad(dst, GmTensor(gm), P{1, 4, 0, 0, 0}, Pad{true, 17, 0, half::FromBits(0x1234)});
  for (int k = 0; k < 17; ++k) EXPECT_EQ(dst.GetValue(k).bits, 0x1234);
  EXPECT_EQ(dst.GetValue(17).bits, 0);
}

TEST(DataMoveErrors, DataCopyParamsRules) {
  FreshCore();
  std::vector<uint8_t> gm(8192);
  AscendC::GlobalTensor<half> odd;
  odd.SetGlobalBuffer(reinterpret_cast<half*>(gm.data() + 1), 4000);
  ah::ScopedCheckedMode on(true);
  EXPECT_TRUE(RaisesError([&] { AscendC::DataCopy(TensorAt<half>(0, 64), odd, AscendC::DataCopyParams{1, 2, 0, 0}); },
                          Severity::kError, {"DataCopy: src.address=", "is not aligned to sizeof(T)"}));
  EXPECT_TRUE(RaisesError([&] { AscendC::DataCopy(odd, TensorAt<half>(0, 64), AscendC::DataCopyParams{1, 2, 0, 0}); },
                          Severity::kError, {"DataCopy: dst.address="}));
  std::vector<half> g(65536);
  EXPECT_TRUE(RaisesError(
      [&] { AscendC::DataCopy(TensorAt<half>(0, 64), GmTensor(g), AscendC::DataCopyParams{4096, 1, 0, 0}); },
      Severity::kError, {"DataCopy: blockCount=4096 must be in [0, 4095]"}));
  EXPECT_TRUE(RaisesError([&] { AscendC::DataCopy(TensorAt<half>(8, 64), GmTensor(g), AscendC::DataCopyParams{1, 1, 0, 0}); },
                          Severity::kError, {"DataCopy: dst.address=8 is not 32-byte aligned"}));
  std::vector<half> small(100);
  EXPECT_TRUE(RaisesError(
      [&] { AscendC::DataCopy(TensorAt<half>(0, 64), GmTensor(small), AscendC::DataCopyParams{2, 3, 1, 0}); },
      Severity::kFatal, {"DataCopy: src=GM bytes [0, 224) exceed the bound GM buffer of 200 bytes"}));
}

TEST(DataMoveErrors, UbToUbOverlapIsWarnedAndRunsBlockByBlock) {
  auto& core = FreshCore();
  ah::ScopedCheckedMode on(true);
  ah::ClearWarnings();
  for (int i = 0; i < 256; ++i) core.ub[i] = static_cast<uint8_t>(i);
  // Two blocks of one DataBlock, the destination one block ahead: the second
  // block reads what the first wrote.
  AscendC::DataCopy(TensorAt<uint8_t>(32, 64), TensorAt<uint8_t>(0, 64), AscendC::DataCopyParams{2, 1, 0, 0});
  EXPECT_TRUE(Warned("DataCopy: dst=UB bytes [32, 96) overlap the source bytes [0, 64)"));
  for (int k = 0; k < 32; ++k) EXPECT_EQ(core.ub[32 + k], k);
  for (int k = 0; k < 32; ++k) EXPECT_EQ(core.ub[64 + k], k);
  ah::ClearWarnings();
  AscendC::Copy(TensorAt<uint8_t>(0, 64), TensorAt<uint8_t>(0, 64), 64);  // exactly the same: allowed
  EXPECT_FALSE(Warned("overlap"));
  EXPECT_TRUE(RaisesError([&] { AscendC::Copy(TensorAt<uint8_t>(16, 64), TensorAt<uint8_t>(0, 64), 64); },
                          Severity::kError, {"Copy: dst.address=16 is not 32-byte aligned"}));
  EXPECT_TRUE(RaisesError(
      [&] { AscendC::DataCopy(TensorAt<uint8_t>(core.ub_bytes - 32, 64), TensorAt<uint8_t>(0, 64), 64u); },
      Severity::kFatal, {"DataCopy: dst=UB bytes", "outside the UB arena"}));
}

TEST(DataMoveErrors, WritesOutsideTheOwningAllocationAreWarned) {
  FreshCore();
  ah::ScopedCheckedMode on(true);
  ah::ClearWarnings();
  std::vector<float> gm(256);
  AscendC::LocalMemAllocator<> alloc;
  auto tile = alloc.Alloc<float, 16>();  // 64 bytes
  AscendC::DataCopyPad(tile, GmTensor(gm), AscendC::DataCopyExtParams{2, 40, 0, 0, 0},
                       AscendC::DataCopyPadExtParams<float>{});
  EXPECT_TRUE(Warned("DataCopyPad: dst=UB bytes [0, 128) writes outside the allocation the tensor came from"));
  // The constructor's tile is the tensor's allocation too.
  ah::ClearWarnings();
  AscendC::LocalTensor<float> placed(AscendC::TPosition::VECCALC, 1024, 8);
  AscendC::DataCopy(placed, GmTensor(gm), AscendC::DataCopyParams{1, 2, 0, 0});
  EXPECT_TRUE(Warned("DataCopy: dst=UB bytes [1024, 1088) writes outside"));
}

TEST(DataMoveErrors, EmptyPadMoveStillSetsThePadRegister) {
  auto& core = FreshCore();
  std::vector<uint16_t> gm(64);
  const std::vector<uint8_t> before = Snapshot(core);
  AscendC::DataCopyPad(TensorAt<uint16_t>(0, 64), GmTensor(gm), AscendC::DataCopyExtParams{0, 64, 0, 0, 0},
                       AscendC::DataCopyPadExtParams<uint16_t>{true, 0, 0, 0xBEEF});
  EXPECT_TRUE(SameBytes(before, Snapshot(core)));
  EXPECT_TRUE(core.data_move.pad_value_set);
  EXPECT_EQ(core.data_move.pad_value, 0xBEEFu);
}

TEST(DataMoveErrors, SliceRules) {
  FreshCore();
  std::vector<float> gm(512);
  auto ub = TensorAt<float>(0, 256);
  AscendC::SliceInfo ok_src[] = {{16, 70, 7, 3, 87}, {0, 2, 1, 1, 3}};
  AscendC::SliceInfo ok_dst[] = {{0, 47, 0, 3, 48}, {0, 1, 0, 1, 2}};
  AscendC::SliceInfo no_shape[] = {{0, 47, 0, 3, 0}, {0, 1, 0, 1, 2}};
  EXPECT_TRUE(RaisesError([&] { AscendC::DataCopy(ub, GmTensor(gm), ok_dst, no_shape, 2); }, Severity::kFatal,
                          {"DataCopy: SliceInfo[0].shapeValue=0", "ShapeInfo are not supported"}));
  ah::ScopedCheckedMode on(true);
  AscendC::SliceInfo reversed[] = {{70, 16, 7, 3, 87}, {0, 2, 1, 1, 3}};
  EXPECT_TRUE(RaisesError([&] { AscendC::DataCopy(ub, GmTensor(gm), ok_dst, reversed, 2); }, Severity::kError,
                          {"DataCopy: srcSliceInfo[0]=70..16 needs startIndex < endIndex <= shapeValue"}));
  AscendC::SliceInfo burst2[] = {{16, 70, 7, 3, 87}, {0, 2, 1, 2, 3}};
  EXPECT_TRUE(RaisesError([&] { AscendC::DataCopy(ub, GmTensor(gm), ok_dst, burst2, 2); }, Severity::kError,
                          {"DataCopy: srcSliceInfo[1].burstLen=2 must be 1 above dimension 0"}));
  AscendC::SliceInfo ragged[] = {{16, 72, 7, 3, 87}, {0, 2, 1, 1, 3}};
  EXPECT_TRUE(RaisesError([&] { AscendC::DataCopy(ub, GmTensor(gm), ok_dst, ragged, 2); }, Severity::kError,
                          {"DataCopy: srcSliceInfo[0]=16..72 is not N whole slices"}));
  AscendC::SliceInfo three_rows[] = {{0, 47, 0, 3, 48}, {0, 2, 0, 1, 3}};
  EXPECT_TRUE(RaisesError([&] { AscendC::DataCopy(ub, GmTensor(gm), three_rows, ok_src, 2); }, Severity::kError,
                          {"DataCopy: dstSliceInfo=3 rows must match the source's 2"}));
  AscendC::SliceInfo ub_gap[] = {{0, 50, 3, 3, 51}, {0, 1, 0, 1, 2}};
  EXPECT_TRUE(RaisesError([&] { AscendC::DataCopy(ub, GmTensor(gm), ub_gap, ok_src, 2); }, Severity::kError,
                          {"DataCopy: dstSliceInfo[0].stride=3 is the UB side's gap"}));
  EXPECT_TRUE(RaisesError([&] { AscendC::DataCopy(ub, GmTensor(gm), ok_dst, ok_src, 9); }, Severity::kError,
                          {"DataCopy: dimValue=9 must be in [1, K_MAX_DIM = 8]"}));
  std::vector<float> short_gm(200);
  EXPECT_TRUE(RaisesError([&] { AscendC::DataCopy(ub, GmTensor(short_gm), ok_dst, ok_src, 2); }, Severity::kFatal,
                          {"DataCopy: src=GM bytes [64, 980) exceed the bound GM buffer of 800 bytes"}));
}

TEST(DataMoveErrors, GatherbRules) {
  auto& core = FreshCore();
  auto src = TensorAt<uint16_t>(0, 256), dst = TensorAt<uint16_t>(4096, 128);
  auto offsets = TensorAt<uint32_t>(2048, 8);
  for (uint32_t j = 0; j < 8; ++j) offsets.SetValue(j, 32 * j);
  AscendC::GatherRepeatParams params{1, 8};
  offsets.SetValue(3, core.ub_bytes);  // beyond UB
  EXPECT_TRUE(RaisesError([&] { AscendC::Gatherb(dst, src, offsets, 1, params); }, Severity::kFatal,
                          {"Gatherb: src=UB bytes", "outside the UB arena"}));
  EXPECT_TRUE(RaisesError([&] { AscendC::Gatherb(dst, src, TensorAt<uint32_t>(core.ub_bytes - 16, 8), 1, params); },
                          Severity::kFatal, {"Gatherb: offset=UB bytes"}));
  ah::ScopedCheckedMode on(true);
  offsets.SetValue(3, 97);
  EXPECT_TRUE(RaisesError([&] { AscendC::Gatherb(dst, src, offsets, 1, params); }, Severity::kError,
                          {"Gatherb: offset[3]=97 must be a multiple of sizeof(T)"}));
  offsets.SetValue(3, 98);
  EXPECT_TRUE(RaisesError([&] { AscendC::Gatherb(dst, src, offsets, 1, params); }, Severity::kError,
                          {"Gatherb: offset[3]=98 src + offset must be 32-byte aligned"}));
  offsets.SetValue(3, 96);
  EXPECT_TRUE(RaisesError([&] { AscendC::Gatherb(TensorAt<uint16_t>(4100, 8), src, offsets, 1, params); },
                          Severity::kError, {"Gatherb: dst.address=4100 is not 32-byte aligned"}));
  ah::ClearWarnings();
  AscendC::Gatherb(TensorAt<uint16_t>(64, 128), src, offsets, 1, params);
  EXPECT_TRUE(Warned("Gatherb: dst=[64, 320) overlaps the source blocks"));
  // Release: an offset off its element is floored (the page's pseudo-code).
  ah::ScopedCheckedMode off(false);
  offsets.SetValue(3, 97);
  for (uint32_t i = 0; i < 256; ++i) src.SetValue(i, static_cast<uint16_t>(i));
  AscendC::Gatherb(dst, src, offsets, 1, params);
  EXPECT_EQ(dst.GetValue(3 * 16), 48);
}

TEST(DataMoveErrors, CopyWithMaskRules) {
  auto& core = FreshCore();
  auto src = TensorAt<float>(0, 512), dst = TensorAt<float>(4096, 512);
  {
    ah::ScopedCheckedMode on(true);
    EXPECT_TRUE(RaisesError([&] { AscendC::Copy(dst, src, uint64_t{65}, 1, {1, 1, 8, 8}); }, Severity::kError,
                            {"Copy: mask=65 exceeds the 64 elements of a repeat"}));
    const uint64_t bits[2] = {~0ull, 1};
    EXPECT_TRUE(RaisesError([&] { AscendC::Copy(dst, src, bits, 1, {1, 1, 8, 8}); }, Severity::kError,
                            {"Copy: mask[1]=0x1 must be 0 for 32-bit types"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::Copy(dst, src, uint64_t{8}, 2, {1, 1, 8, 4096}); }, Severity::kError,
                            {"Copy: srcRepeatSize=4096 must be in [0, 4095]"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::Copy(TensorAt<float>(4100, 8), src, uint64_t{8}, 1, {1, 1, 8, 8}); },
                            Severity::kError, {"Copy: dst.address=4100 is not 32-byte aligned"}));
  }
  // 200 repeats of 8 DataBlocks (51200 bytes) from 32 KiB below the end: FATAL, nothing written.
  const std::vector<uint8_t> before = Snapshot(core);
  EXPECT_TRUE(RaisesError(
      [&] { AscendC::Copy(dst, TensorAt<float>(core.ub_bytes - 32768, 64), uint64_t{64}, 200, {1, 1, 8, 8}); },
      Severity::kFatal, {"Copy: src=UB bytes", "outside the UB arena"}));
  EXPECT_TRUE(SameBytes(before, Snapshot(core)));
  // isSetMask leaves the mask in the register (SPEC 8.1).
  AscendC::Copy(dst, src, uint64_t{3}, 1, {1, 1, 8, 8});
  EXPECT_EQ(core.vector_mask[0], 7u);
  EXPECT_EQ(core.vector_mask[1], 0u);
}

TEST(DataMoveErrors, LoopModeParameterRules) {
  FreshCore();
  ah::ScopedCheckedMode on(true);
  EXPECT_TRUE(RaisesError(
      [&] {
        AscendC::SetLoopModePara(AscendC::LoopModeParams{1u << 21, 1, 0, 0, 0, 0}, AscendC::DataCopyMVType::OUT_TO_UB);
      },
      Severity::kError, {"SetLoopModePara: loopParams.loop1Size=2097152 must be below 2^21"}));
  EXPECT_TRUE(RaisesError(
      [&] { AscendC::SetLoopModePara(AscendC::LoopModeParams{2, 1, 0, 48, 0, 0}, AscendC::DataCopyMVType::OUT_TO_UB); },
      Severity::kError, {"SetLoopModePara: loopParams.loop1DstStride=48 is a UB stride and must be a multiple of 32"}));
  EXPECT_TRUE(RaisesError(
      [&] { AscendC::SetLoopModePara(AscendC::LoopModeParams{2, 1, 48, 0, 0, 0}, AscendC::DataCopyMVType::UB_TO_OUT); },
      Severity::kError, {"SetLoopModePara: loopParams.loop1SrcStride=48 is a UB stride"}));
  EXPECT_TRUE(RaisesError(
      [&] {
        AscendC::SetLoopModePara(AscendC::LoopModeParams{2, 1, 1ull << 40, 0, 0, 0}, AscendC::DataCopyMVType::OUT_TO_UB);
      },
      Severity::kError, {"SetLoopModePara: loopParams.loop1SrcStride=1099511627776 must be below 2^40"}));
}

TEST(DataMoveErrors, LocalTensorConstructorRules) {
  auto& core = FreshCore();
  EXPECT_TRUE(RaisesError([&] { AscendC::LocalTensor<half> t(AscendC::TPosition::A1, 0, 16); }, Severity::kFatal,
                          {"LocalTensor(pos, addr, tileSize): pos=", "is not a Unified Buffer position"}));
  EXPECT_TRUE(RaisesError([&] { AscendC::LocalTensor<float> t(AscendC::TPosition::VECIN, core.ub_bytes - 32, 9); },
                          Severity::kFatal, {"addr+tileSize*sizeof(T)=", "exceeds the UB of"}));
  ah::ScopedCheckedMode on(true);
  EXPECT_TRUE(RaisesError([&] { AscendC::LocalTensor<float> t(AscendC::TPosition::VECOUT, 100, 8); }, Severity::kError,
                          {"LocalTensor(pos, addr, tileSize): addr.address=100 is not 32-byte aligned"}));
  // The last tile that fits.
  AscendC::LocalTensor<float> last(AscendC::TPosition::VECCALC, core.ub_bytes - 32, 8);
  EXPECT_EQ(last.GetSize(), 8u);
}

// ---------------------------------------------------------- DataCopy (NDDMA)
TEST(DataMoveErrors, NdDmaBoundsAreFatalBeforeAnyWrite) {
  auto& core = FreshCore();
  std::vector<float> x(64, 1.0f);
  std::vector<uint8_t> before = Snapshot(core);
  // 8 x 8 from a 64-element buffer with a row stride of 9 reads past its end.
  AscendC::NdDmaLoopInfo<2> rows{{1, 9}, {1, 8}, {8, 8}, {0, 0}, {0, 0}};
  AscendC::NdDmaParams<float, 2> read_past{rows, 0.0f};
  EXPECT_TRUE(RaisesError([&] { AscendC::DataCopy(TensorAt<float>(0, 64), GmTensor(x), read_past); }, Severity::kFatal,
                          {"DataCopy: src=GM bytes [0, 284)", "exceed the bound GM buffer of 256 bytes"}));
  // Padding takes the destination past the end of UB.
  AscendC::NdDmaLoopInfo<1> padded{{1}, {1}, {8}, {0}, {200}};
  AscendC::NdDmaParams<float, 1> pad_past{padded, 0.0f};
  EXPECT_TRUE(RaisesError(
      [&] { AscendC::DataCopy(TensorAt<float>(core.ub_bytes - 256, 64), GmTensor(x), pad_past); }, Severity::kFatal,
      {"DataCopy: dst=UB bytes", "lie outside the UB arena"}));
  EXPECT_TRUE(SameBytes(before, Snapshot(core)));
}

TEST(DataMoveErrors, NdDmaCheckedModeRows) {
  FreshCore();
  std::vector<int64_t> x(64, 1);
  std::vector<float> f(64, 1.0f);
  const ah::ScopedCheckedMode checked(true);
  AscendC::NdDmaLoopInfo<1> one{{1}, {1}, {8}, {0}, {0}};
  AscendC::NdDmaParams<int64_t, 1> nonzero_pad{one, 5};
  EXPECT_TRUE(RaisesError([&] { AscendC::DataCopy(TensorAt<int64_t>(0, 8), GmTensor(x), nonzero_pad); },
                          Severity::kError, {"DataCopy", "params.constantValue", "must be 0 for 64-bit types"}));
  AscendC::NdDmaLoopInfo<1> long_row{{1}, {1}, {1u << 20}, {0}, {0}};
  AscendC::NdDmaParams<float, 1> too_long{long_row, 0.0f};
  EXPECT_TRUE(RaisesError([&] { AscendC::DataCopy(TensorAt<float>(0, 8), GmTensor(f), too_long); }, Severity::kError,
                          {"DataCopy", "loopInfo.loopSize[0]", "1048576", "[0, 2^20)"}));
  AscendC::NdDmaLoopInfo<2> wide_stride{{1, 1ull << 40}, {1, 8}, {8, 1}, {0, 0}, {0, 0}};
  AscendC::NdDmaParams<float, 2> far{wide_stride, 0.0f};
  EXPECT_TRUE(RaisesError([&] { AscendC::DataCopy(TensorAt<float>(0, 8), GmTensor(f), far); }, Severity::kError,
                          {"DataCopy", "loopInfo.loopSrcStride[1]", "[0, 2^40)"}));
  AscendC::NdDmaLoopInfo<2> dst_stride{{1, 8}, {1, 1u << 20}, {8, 1}, {0, 0}, {0, 0}};
  AscendC::NdDmaParams<float, 2> spread{dst_stride, 0.0f};
  EXPECT_TRUE(RaisesError([&] { AscendC::DataCopy(TensorAt<float>(0, 8), GmTensor(f), spread); }, Severity::kError,
                          {"DataCopy", "loopInfo.loopDstStride[1]", "[0, 2^20)"}));
  AscendC::NdDmaParams<float, 1> fine{one, 0.0f};
  EXPECT_TRUE(RaisesError([&] { AscendC::DataCopy(TensorAt<float>(4, 8), GmTensor(f), fine); }, Severity::kError,
                          {"DataCopy", "dst.address", "32-byte aligned"}));
  static constexpr AscendC::NdDmaConfig kWidePad{false, 300, AscendC::NdDmaConfig::unsetPad};
  EXPECT_TRUE(RaisesError([&] { AscendC::DataCopy<float, 1, kWidePad>(TensorAt<float>(0, 8), GmTensor(f), fine); },
                          Severity::kError, {"DataCopy", "config.loopLpSize", "300", "[0, 255]"}));
}

}  // namespace
