// The data-movement APIs of SPEC 13 on the Atlas A2/A3 profile: DataCopyPad
// with the A2/A3 stride ranges ([0, 2^32 - 1] both ways; no negative source
// stride, no Compact mode, no loop mode: those are compile errors),
// SetPadValue, DataCopy with DataCopyParams and SliceInfo, Gatherb on
// uint16_t / uint32_t, against the reference.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "kernel_operator.h"
#include "reference/data_move.h"
#include "support/ub_helpers.h"

namespace {

namespace ah = ascendc_host;
namespace ref = ah::reference;
using ah::Severity;
using ah::testing::FreshCore;
using ah::testing::GmTensor;
using ah::testing::RaisesError;
using ah::testing::SameBytes;
using ah::testing::Snapshot;
using ah::testing::TensorAt;

TEST(DataMovePA2, DataCopyPadMatchesReference) {
  auto& core = FreshCore();
  std::vector<uint8_t> gm(200000);
  for (size_t i = 0; i < gm.size(); ++i) gm[i] = static_cast<uint8_t>(i * 13 + (i >> 8));
  ref::PadParams p;
  p.element_bytes = 4;
  p.block_count = 2;
  p.block_len = 44;
  p.src_stride = 100000;
  p.dst_stride = 3;
  p.is_pad = true;
  p.right_padding = 2;
  p.padding_value = 0x3F800000;
  std::vector<uint8_t> expected = Snapshot(core);
  ref::GmImage image;
  image.bytes = gm.data();
  image.size = gm.size();
  ref::DataCopyPadGmToUb(ref::Ub(expected.data(), core.ub_bytes), 4096, image, p, {}, {});
  AscendC::GlobalTensor<float> g;
  g.SetGlobalBuffer(reinterpret_cast<float*>(gm.data()), gm.size() / 4);
  ah::ScopedCheckedMode on(true);
  AscendC::DataCopyPad(TensorAt<float>(4096, 512), g, AscendC::DataCopyExtParams{2, 44, 100000, 3, 0},
                       AscendC::DataCopyPadExtParams<float>{true, 0, 2, 1.0f});
  EXPECT_TRUE(SameBytes(expected, Snapshot(core)));
  // UB -> GM: a UB-side stride beyond the 950's 65535 is in range here (one
  // block, so it moves nothing further).
  std::vector<float> out(64, -1.0f);
  AscendC::DataCopyPad(GmTensor(out), TensorAt<float>(4096, 64), AscendC::DataCopyExtParams{1, 8, 70000, 0, 0});
  EXPECT_EQ(out[0], 0.0f + TensorAt<float>(4096, 64).GetValue(0));
  EXPECT_EQ(out[2], -1.0f);
  EXPECT_TRUE(RaisesError(
      [&] {
        AscendC::DataCopyPad(TensorAt<float>(0, 64), g, AscendC::DataCopyExtParams{2, 8, -8, 0, 0},
                             AscendC::DataCopyPadExtParams<float>{});
      },
      Severity::kError, {"DataCopyPad: srcStride=-8 must be in [0, 2^32 - 1] bytes"}));
}

TEST(DataMovePA2, SetPadValueAndDataCopyParams) {
  auto& core = FreshCore();
  std::vector<half> gm(64);
  for (int i = 0; i < 64; ++i) gm[i] = half(static_cast<float>(i));
  AscendC::SetPadValue(half(9.0f));
  auto dst = TensorAt<half>(0, 32);
  AscendC::DataCopyPad(dst, GmTensor(gm), AscendC::DataCopyExtParams{1, 10 * sizeof(half), 0, 0, 0},
                       AscendC::DataCopyPadExtParams<half>{false, 2, 4, half(0.0f)});
  EXPECT_EQ(float(dst.GetValue(0)), 9.0f);
  EXPECT_EQ(float(dst.GetValue(2)), 0.0f);
  EXPECT_EQ(float(dst.GetValue(11)), 9.0f);
  EXPECT_EQ(float(dst.GetValue(15)), 9.0f);
  AscendC::DataCopy(TensorAt<half>(1024, 64), GmTensor(gm), AscendC::DataCopyParams{2, 1, 1, 1});
  EXPECT_EQ(float(TensorAt<half>(1024, 64).GetValue(32)), 32.0f);
  EXPECT_EQ(core.ub[1024 + 32], 0);
}

TEST(DataMovePA2, SliceAndGatherb) {
  FreshCore();
  std::vector<float> gm(3 * 87);
  for (int i = 0; i < 3 * 87; ++i) gm[i] = static_cast<float>(i);
  AscendC::SliceInfo src[] = {{16, 70, 7, 3, 87}, {0, 2, 1, 1, 3}};
  AscendC::SliceInfo dst[] = {{0, 47, 0, 3, 48}, {0, 1, 0, 1, 2}};
  auto ub = TensorAt<float>(0, 96);
  AscendC::DataCopy(ub, GmTensor(gm), dst, src, 2);
  EXPECT_EQ(ub.GetValue(48 + 24), 2 * 87 + 47);
  auto x = TensorAt<uint32_t>(1024, 64), y = TensorAt<uint32_t>(2048, 64);
  auto offsets = TensorAt<uint32_t>(4096, 8);
  for (uint32_t i = 0; i < 64; ++i) x.SetValue(i, i);
  for (uint32_t j = 0; j < 8; ++j) offsets.SetValue(j, 32 * (7 - j));
  AscendC::Gatherb(y, x, offsets, 1, AscendC::GatherRepeatParams{0, 8});  // dstBlkStride 0 counts as 1
  for (uint32_t j = 0; j < 8; ++j) EXPECT_EQ(y.GetValue(8 * j), 8 * (7 - j));
}

// Copy with a mask exists on A2/A3 too (b16 and b32).
TEST(DataMovePA2, CopyWithMaskMatchesReference) {
  auto& core = FreshCore();
  for (uint32_t i = 0; i < 8192; ++i) core.ub[i] = static_cast<uint8_t>(i * 11);
  ref::CopyMaskArgs a;
  a.element_bytes = 2;
  a.dst = 16384;
  a.src = 0;
  a.bitwise = true;
  a.mask[0] = 0x00FF00FF00FF00FFull;
  a.mask[1] = 0xFFFF000000000001ull;
  a.repeat_time = 5;
  a.dst_stride = 2;
  a.src_repeat = 10;
  std::vector<uint8_t> expected = Snapshot(core);
  ref::CopyMasked(ref::Ub(expected.data(), core.ub_bytes), a);
  AscendC::Copy(TensorAt<uint16_t>(16384, 64), TensorAt<uint16_t>(0, 64), a.mask, 5, AscendC::CopyRepeatParams{2, 1, 8, 10});
  EXPECT_TRUE(SameBytes(expected, Snapshot(core)));
}

}  // namespace
