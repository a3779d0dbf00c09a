// Cross-check mode (ascendc_host/verify.h) on the Reg-level moves of SPEC
// 9.7-9.9: each passes as it is, and a corrupted SIMD result is caught,
// whether it is a register, a MaskReg or UB.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <functional>

#include "kernel_operator.h"
#include "support/reg_helpers.h"
#include "support/ub_helpers.h"
#include "support/verify_helpers.h"

namespace {

namespace ah = ascendc_host;
using ah::testing::PassesThenIsCaught;
using ah::testing::UbPtr;
namespace R = AscendC::Reg;


TEST(RegDataMoveVerify, EveryMove) {
  auto& core = ah::testing::FreshCore();
  for (uint32_t i = 0; i < 8192; ++i) core.ub[i] = static_cast<uint8_t>(i * 29 + 3);
  R::MaskReg mask;
  PassesThenIsCaught([&] { R::LoadAlign<uint8_t, R::MaskDist::DIST_DS>(mask, UbPtr<uint8_t>(64)); }, {"LoadAlign: mask[0]="});
  PassesThenIsCaught([&] { R::StoreAlign<uint8_t, R::MaskDist::DIST_PACK>(UbPtr<uint8_t>(4096), mask); },
                     {"StoreAlign: dstAddr[0]="});
  R::RegTensor<half> reg;
  uint32_t n = 70;
  R::MaskReg part = R::UpdateMask<half>(n);
  PassesThenIsCaught([&] { R::LoadAlign<half, R::DataCopyMode::DATA_BLOCK_COPY>(reg, UbPtr<half>(0), 3, part); },
                     {"LoadAlign: dstReg[0]="});
  PassesThenIsCaught([&] { R::StoreAlign<half, R::DataCopyMode::DATA_BLOCK_COPY>(UbPtr<half>(4096), reg, 2, part); },
                     {"StoreAlign: dstAddr[0]="});
  R::RegTensor<uint16_t> index;
  for (uint32_t k = 0; k < 128; ++k) index.SetElement(k, static_cast<uint16_t>(300 - 2 * k));
  PassesThenIsCaught([&] { R::Scatter(UbPtr<half>(6144), reg, index, part); }, {"Scatter: baseAddr["});
  R::RegTensor<uint32_t> blocks;
  for (uint32_t j = 0; j < 8; ++j) blocks.SetElement(j, 32 * (9 - j));
  PassesThenIsCaught([&] { R::GatherB(reg, UbPtr<half>(0), blocks, part); }, {"GatherB: dstReg[0]="});
}

}  // namespace
