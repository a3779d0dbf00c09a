// Cross-check mode (ascendc_host/verify.h) on the Reg conversions,
// reductions and rearrangements (SPEC 14.10-14.12): each passes as it is,
// and a corrupted SIMD result is caught.
#include <gtest/gtest.h>

#include <cstdint>

#include "kernel_operator.h"
#include "support/ub_helpers.h"
#include "support/verify_helpers.h"

namespace {

namespace ah = ascendc_host;
namespace R = AscendC::Reg;
using ah::testing::PassesThenIsCaught;

template <typename T, const R::RegTrait& trait = R::RegTraitNumOne>
R::RegTensor<T, trait> Ramp(float scale) {
  R::RegTensor<T, trait> r;
  for (uint32_t k = 0; k < r.kElements; ++k) r.SetElement(k, static_cast<T>(scale * static_cast<float>(k % 29) + 3));
  return r;
}

TEST(RegConvertVerify, EveryOperation) {
  ah::testing::FreshCore();
  auto f = Ramp<float>(1.25f);
  auto h = Ramp<half>(0.5f);
  auto i16 = Ramp<int16_t>(3);
  R::RegTensor<int32_t> i32;
  R::RegTensor<half> hd;
  R::RegTensor<float> fd;
  R::MaskReg all32 = R::CreateMask<float>(), all16 = R::CreateMask<half>();
  static constexpr R::CastTrait kTrait{R::RegLayout::ONE, R::SatMode::SAT, R::MaskMergeMode::ZEROING,
                                       AscendC::RoundMode::CAST_FLOOR};
  PassesThenIsCaught([&] { R::Cast<half, float, kTrait>(hd, f, all32); }, {"Cast: dstReg["});
  static constexpr R::CastTrait kHalfToInt{R::RegLayout::ZERO, R::SatMode::UNKNOWN, R::MaskMergeMode::ZEROING,
                                           AscendC::RoundMode::CAST_ROUND};
  PassesThenIsCaught([&] { R::Cast<int32_t, half, kHalfToInt>(i32, h, all16); }, {"Cast: dstReg["});
  PassesThenIsCaught([&] { R::Truncate<float, AscendC::RoundMode::CAST_CEIL>(fd, f, all32); }, {"Truncate: dstReg["});
  PassesThenIsCaught([&] { R::MulsCast<half, float, float, R::RegLayout::ZERO>(hd, f, 0.75f, all32); }, {"MulsCast: dstReg["});
  PassesThenIsCaught([&] { R::Reduce<R::ReduceType::SUM>(fd, f, all32); }, {"Reduce: dstReg["});
  PassesThenIsCaught([&] { R::Reduce<R::ReduceType::SUM>(i32, i16, all16); }, {"Reduce: dstReg["});
  PassesThenIsCaught([&] { R::Reduce<R::ReduceType::MAX>(hd, h, all16); }, {"Reduce: dstReg["});
  PassesThenIsCaught([&] { R::ReduceDataBlock<R::ReduceType::MIN>(fd, f, all32); }, {"ReduceDataBlock: dstReg["});
  PassesThenIsCaught([&] { R::PairReduceElem(hd, h, all16); }, {"PairReduceElem: dstReg["});
  R::RegTensor<float> f2;
  PassesThenIsCaught([&] { R::Interleave(fd, f2, f, f); }, {"Interleave: dstReg["});
  auto w = Ramp<uint64_t, R::RegTraitNumTwo>(5);
  R::RegTensor<uint64_t, R::RegTraitNumTwo> w0, w1;
  PassesThenIsCaught([&] { R::DeInterleave(w0, w1, w, w); }, {"DeInterleave: dstReg["});
  R::RegTensor<uint8_t> u8;
  PassesThenIsCaught([&] { R::Pack<uint8_t, int16_t, R::HighLowPart::HIGHEST>(u8, i16); }, {"Pack: dstReg["});
  PassesThenIsCaught([&] { R::UnPack<int32_t, int16_t>(i32, i16); }, {"UnPack: dstReg["});
  uint32_t n = 77;
  R::MaskReg part = R::UpdateMask<int32_t>(n);
  PassesThenIsCaught([&] { R::Unsqueeze(i32, part); }, {"Unsqueeze: dstReg["});
  R::RegTensor<uint16_t> bins;
  R::MaskReg all8 = R::CreateMask<uint8_t>();
  auto bytes = Ramp<uint8_t>(7);
  PassesThenIsCaught([&] {
    R::Histograms<uint8_t, uint16_t, R::HistogramsBinType::BIN0, R::HistogramsType::ACCUMULATE>(bins, bytes, all8);
  }, {"Histograms: dstReg["});
  PassesThenIsCaught([&] { R::Move(fd, f, part); }, {"Move: dstReg["});
}

}  // namespace
