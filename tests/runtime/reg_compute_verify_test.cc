// Cross-check mode (ascendc_host/verify.h) on the Reg compute operations
// (SPEC 14): each family passes as it is, and a corrupted SIMD result is
// caught, whether the output is a register, a MaskReg or a pair of them.
#include <gtest/gtest.h>

#include <cstdint>
#include <type_traits>

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
  for (uint32_t k = 0; k < r.kElements; ++k) {
    const float v = scale * static_cast<float>(k % 37) - 5;
    // Integers through int64_t: a negative float to an unsigned type is undefined.
    if constexpr (std::is_integral_v<T>) r.SetElement(k, static_cast<T>(static_cast<int64_t>(v)));
    else r.SetElement(k, static_cast<T>(v));
  }
  return r;
}

TEST(RegComputeVerify, EveryFamily) {
  ah::testing::FreshCore();
  auto a = Ramp<float>(1.5f), b = Ramp<float>(-0.25f), d = Ramp<float>(0);
  uint32_t n = 50;
  R::MaskReg mask = R::UpdateMask<float>(n), cmp, carry, m2;
  PassesThenIsCaught([&] { R::Add<float, R::MaskMergeMode::MERGING>(d, a, b, mask); }, {"Add: dstReg["});
  PassesThenIsCaught([&] { R::Div(d, a, b, mask); }, {"Div: dstReg["});
  PassesThenIsCaught([&] { R::Axpy(d, a, 0.5f, mask); }, {"Axpy: dstReg["});
  PassesThenIsCaught([&] { R::MulAddDst(d, a, b, mask); }, {"MulAddDst: dstReg["});
  PassesThenIsCaught([&] { R::Exp(d, b, mask); }, {"Exp: dstReg["});
  PassesThenIsCaught([&] { R::Compare<float, AscendC::CMPMODE::LT>(cmp, a, b, mask); }, {"Compare: dst predicate"});
  PassesThenIsCaught([&] { R::Select(d, a, b, cmp); }, {"Select: dstReg["});
  PassesThenIsCaught([&] { R::Squeeze<float, R::GatherMaskMode::STORE_REG>(d, a, cmp); }, {"Squeeze: dstReg["});
  PassesThenIsCaught([&] { R::Arange(d, 3.0f); }, {"Arange: dstReg["});

  auto h = Ramp<half>(0.5f), hd = Ramp<half>(0);
  R::MaskReg hmask = R::CreateMask<half, R::MaskPattern::H>();
  PassesThenIsCaught([&] { R::Ln(hd, h, hmask); }, {"Ln: dstReg["});
  R::RegTensor<float> f;
  PassesThenIsCaught([&] { R::ExpSub<float, half, R::RegLayout::ONE>(f, h, hd, hmask); }, {"ExpSub: dstReg["});

  auto i = Ramp<int32_t>(7), j = Ramp<int32_t>(-3), k = Ramp<int32_t>(0), hi = Ramp<int32_t>(0);
  PassesThenIsCaught([&] { R::AddC(carry, k, i, j, carry, mask); }, {"AddC: dstReg["});
  PassesThenIsCaught([&] { R::Mull(k, hi, i, j, mask); }, {"Mull: dstReg["});
  // Counts in [0, 31]: a negative count is an ERROR in checked mode.
  R::RegTensor<int32_t> counts;
  for (uint32_t e = 0; e < counts.kElements; ++e) counts.SetElement(e, static_cast<int32_t>(e % 32));
  PassesThenIsCaught([&] { R::ShiftRight(k, i, counts, mask); }, {"ShiftRight: dstReg["});

  auto w = Ramp<uint64_t, R::RegTraitNumTwo>(11), x = Ramp<uint64_t, R::RegTraitNumTwo>(13);
  R::MaskReg m64 = R::CreateMask<uint64_t, R::MaskPattern::M3, R::RegTraitNumTwo>();
  PassesThenIsCaught([&] { R::Xor(w, w, x, m64); }, {"Xor: dstReg["});
  PassesThenIsCaught([&] { R::Duplicate(w, x, m64); }, {"Duplicate: dstReg["});

  PassesThenIsCaught([&] { R::Interleave<half>(m2, carry, mask, cmp); }, {"Interleave: dst predicate"});
  PassesThenIsCaught([&] { R::And(m2, mask, cmp, hmask); }, {"And: dst predicate"});
  PassesThenIsCaught([&] { m2 = R::MoveMask<half>(); }, {"MoveMask: dst predicate"});
}

}  // namespace
