// Cross-check mode (ascendc_host/verify.h) on the data-movement APIs of
// SPEC 13: each kind of call passes as it is, and a corrupted SIMD result
// (verify::CorruptNextResultForTesting) is caught, in UB and in GM.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <functional>
#include <vector>

#include "kernel_operator.h"
#include "support/ub_helpers.h"
#include "support/verify_helpers.h"

namespace {

namespace ah = ascendc_host;
using ah::testing::PassesThenIsCaught;
using ah::testing::FreshCore;
using ah::testing::GmTensor;
using ah::testing::TensorAt;

// `call` passes the cross-check; with the next result corrupted it raises
// the mismatch naming `where`.

struct Data {
  std::vector<half> gm = std::vector<half>(4096);
  std::vector<half> out = std::vector<half>(4096);
  Data() {
    FreshCore();
    for (int i = 0; i < 4096; ++i) gm[i] = half::FromBits(static_cast<uint16_t>(i * 7));
  }
};

TEST(DataMoveVerify, DataCopyPadBothDirectionsAndModes) {
  Data d;
  auto ub = TensorAt<half>(0, 2048);
  PassesThenIsCaught(
      [&] {
        AscendC::DataCopyPad(ub, GmTensor(d.gm), AscendC::DataCopyExtParams{5, 46, 6, 1, 0},
                             AscendC::DataCopyPadExtParams<half>{true, 3, 2, half(1.0f)});
      },
      {"DataCopyPad: dst[0]="});
  PassesThenIsCaught(
      [&] {
        AscendC::DataCopyPad<half, AscendC::PaddingMode::Compact>(ub, GmTensor(d.gm), AscendC::DataCopyExtParams{5, 46, 6, 1, 0},
                                                                 AscendC::DataCopyPadExtParams<half>{});
      },
      {"DataCopyPad: dst[0]="});
  // UB -> GM: the GM destination is compared (the first written element is 10 elements in).
  PassesThenIsCaught(
      [&] { AscendC::DataCopyPad(GmTensor(d.out)[10], ub, AscendC::DataCopyExtParams{4, 30, 1, 6, 0}); },
      {"DataCopyPad: dst[0]="});
  AscendC::SetLoopModePara(AscendC::LoopModeParams{2, 2, 64, 512, 160, 1024}, AscendC::DataCopyMVType::UB_TO_OUT);
  PassesThenIsCaught([&] { AscendC::DataCopyPad(GmTensor(d.out), ub, AscendC::DataCopyParams{2, 40, 0, 2}); },
                     {"DataCopyPad: dst[0]="});
  AscendC::ResetLoopModePara(AscendC::DataCopyMVType::UB_TO_OUT);
}

TEST(DataMoveVerify, DataCopyParamsCountsAndCopy) {
  Data d;
  auto a = TensorAt<half>(0, 1024), b = TensorAt<half>(8192, 1024);
  PassesThenIsCaught([&] { AscendC::DataCopy(a, GmTensor(d.gm), AscendC::DataCopyParams{3, 2, 1, 2}); }, {"DataCopy: dst[0]="});
  PassesThenIsCaught([&] { AscendC::DataCopy(GmTensor(d.out), a, AscendC::DataCopyParams{3, 2, 1, 2}); }, {"DataCopy: dst[0]="});
  PassesThenIsCaught([&] { AscendC::DataCopy(b, a, AscendC::DataCopyParams{3, 2, 1, 2}); }, {"DataCopy: dst[0]="});
  PassesThenIsCaught([&] { AscendC::DataCopy(b, a, 300u); }, {"DataCopy: dst[0]="});
  PassesThenIsCaught([&] { AscendC::Copy(b, a, 333); }, {"Copy: dst[0]="});
  PassesThenIsCaught([&] { AscendC::Copy(a[16], a, 700); }, {"Copy: dst[0]="});  // overlapping pieces
  const uint64_t bits[2] = {0xF0F0F0F0F0F0F0F0ull, 0x1234};
  PassesThenIsCaught([&] { AscendC::Copy(b, a, bits, 3, AscendC::CopyRepeatParams{2, 1, 20, 9}); }, {"Copy: dst["});
  AscendC::SetMaskCount();
  PassesThenIsCaught([&] { AscendC::Copy(b, a, uint64_t{300}, 2, AscendC::CopyRepeatParams{1, 2, 40, 50}); },
                     {"Copy: dst[0]="});
  AscendC::SetMaskNorm();
  AscendC::SetLoopModePara(AscendC::LoopModeParams{3, 1, 96, 64, 0, 0}, AscendC::DataCopyMVType::OUT_TO_UB);
  PassesThenIsCaught([&] { AscendC::DataCopy(a, GmTensor(d.gm), 32u); }, {"DataCopy: dst[0]="});
  AscendC::ResetLoopModePara(AscendC::DataCopyMVType::OUT_TO_UB);
}

TEST(DataMoveVerify, SlicesAndGatherb) {
  FreshCore();
  std::vector<float> gm(3 * 87), out(3 * 87);
  for (int i = 0; i < 3 * 87; ++i) gm[i] = static_cast<float>(i);
  AscendC::SliceInfo src[] = {{16, 70, 7, 3, 87}, {0, 2, 1, 1, 3}};
  AscendC::SliceInfo dst[] = {{0, 47, 0, 3, 48}, {0, 1, 0, 1, 2}};
  auto ub = TensorAt<float>(0, 96);
  PassesThenIsCaught([&] { AscendC::DataCopy(ub, GmTensor(gm), dst, src, 2); }, {"DataCopy: dst[0]="});
  PassesThenIsCaught([&] { AscendC::DataCopy(GmTensor(out), ub, src, dst, 2); }, {"DataCopy: dst["});
  auto offsets = TensorAt<uint32_t>(4096, 16);
  for (uint32_t j = 0; j < 16; ++j) offsets.SetValue(j, 32 * (15 - j));
  auto gathered = TensorAt<uint32_t>(8192, 256);
  PassesThenIsCaught(
      [&] {
        AscendC::Gatherb(gathered, TensorAt<uint32_t>(0, 128), offsets, 2, AscendC::GatherRepeatParams{2, 20});
      },
      {"Gatherb: dst[0]="});
}

}  // namespace
