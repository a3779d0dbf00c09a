// Cross-check mode (ascendc_host/verify.h) on the unaligned Reg moves and
// MaskGenWithRegTensor: each call passes as it is, and a corrupted SIMD
// result is caught, whether it is a register, the unaligned register, a
// MaskReg or UB.
#include <gtest/gtest.h>

#include <cstdint>

#include "kernel_operator.h"
#include "support/reg_helpers.h"
#include "support/ub_helpers.h"
#include "support/verify_helpers.h"

namespace {

namespace ah = ascendc_host;
using ah::testing::PassesThenIsCaught;
using ah::testing::UbPtr;
namespace R = AscendC::Reg;

TEST(RegUnalignedVerify, EveryMove) {
  auto& core = ah::testing::FreshCore();
  for (uint32_t i = 0; i < 8192; ++i) core.ub[i] = static_cast<uint8_t>(i * 31 + 5);
  R::UnalignRegForLoad load;
  R::RegTensor<half> reg;
  PassesThenIsCaught([&] { R::LoadUnAlignPre(load, UbPtr<half>(0) + 9); }, {"LoadUnAlignPre: ureg[0]="});
  PassesThenIsCaught([&] { R::LoadUnAlign(reg, load, UbPtr<half>(0) + 9); }, {"LoadUnAlign: dstReg[0]="});
  R::RegTensor<uint64_t, R::RegTraitNumTwo> wide;
  PassesThenIsCaught([&] {
    uint64_t* p = UbPtr<uint64_t>(1000);
    {
      const ah::ScopedVerifyMode off(false);  // only the load is corrupted
      R::LoadUnAlignPre(load, p);
    }
    R::LoadUnAlign(wide, load, p, 64);
  }, {"LoadUnAlign: dstReg[0]="});
  PassesThenIsCaught([&] { R::Load(reg, UbPtr<half>(0) + 3); }, {"Load: dstReg[0]="});
  R::UnalignRegForStore store;
  PassesThenIsCaught([&] {
    half* p = UbPtr<half>(4096) + 5;
    R::StoreUnAlign(p, reg, store, 100);
  }, {"StoreUnAlign: ureg[0]="});
  R::MaskReg mask = R::CreateMask<uint16_t, R::MaskPattern::M3>();
  PassesThenIsCaught([&] {
    uint16_t* p = UbPtr<uint16_t>(6144);
    R::StoreUnAlign(p, mask, store);
  }, {"StoreUnAlign: ureg[0]="});
  PassesThenIsCaught([&] {
    half* p = UbPtr<half>(6000) + 3;
    {
      const ah::ScopedVerifyMode off(false);  // only the flush is corrupted
      R::StoreUnAlign(p, reg, store, 10);
    }
    R::StoreUnAlignPost(p, store, 0);
  }, {"StoreUnAlignPost: ureg[0]="});
  PassesThenIsCaught([&] {
    core.squeeze_bytes = 6;
    R::StoreUnAlign(UbPtr<half>(7001), reg, store);
  }, {"StoreUnAlign: ureg[0]="});
  PassesThenIsCaught([&] { R::Store(UbPtr<half>(5000) + 1, reg, 33); }, {"Store: dstAddr"});
  PassesThenIsCaught([&] { R::MaskGenWithRegTensor<half, 3>(mask, reg); }, {"MaskGenWithRegTensor: dst[0]="});
}

}  // namespace
