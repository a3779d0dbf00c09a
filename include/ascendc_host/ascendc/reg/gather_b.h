// Reg-level GatherB (SPEC 13.9): 8 DataBlocks into a RegTensor, block j from
// baseAddr + index[j] bytes (lanes 0..7 of a RegTensor<uint32_t>). As with
// the DATA_BLOCK_COPY load, a block with an active lane is loaded whole and
// a block without one reads as 0 and is not read.
#ifndef ASCENDC_HOST_ASCENDC_REG_GATHER_B_H_
#define ASCENDC_HOST_ASCENDC_REG_GATHER_B_H_

#include <cstdint>
#include <cstring>
#include <type_traits>

#include "ascendc_host/ascendc/reg/access.h"
#include "ascendc_host/ascendc/reg/block_load_store.h"
#include "ascendc_host/ascendc/reg/values.h"
#include "ascendc_host/kernels/block_copy.h"
#include "ascendc_host/verify/reg_data_move.h"

namespace AscendC {
namespace Reg {

template <typename T = DefaultType, typename U, typename S>
__simd_callee__ inline void GatherB(U& dstReg, __ubuf__ T* baseAddr, S& index, MaskReg& mask) {
  static_assert(kIsRegTensor<U> && kIsRegTensor<S>, "GatherB takes RegTensor destination and index operands");
  using E = typename U::ActualT;
  static_assert(std::is_same_v<T, DefaultType> || std::is_same_v<T, E>,
                "the source and destination element types must be the same");
  static_assert(U::REG_NUM == 1 && S::REG_NUM == 1, "GatherB takes RegTraitNumOne registers");
  static_assert(std::is_same_v<typename S::ActualT, uint32_t>, "GatherB takes a RegTensor<uint32_t> index");
  const ascendc_host::runtime::CoreState& core = ascendc_host::runtime::CurrentCore();
  const int64_t at = ascendc_host::reg_detail::UbOffset(core, baseAddr);
  if (at % 32 != 0)
    ascendc_host::reg_detail::ReportMisalignedAddress("GatherB", "baseAddr", static_cast<uint64_t>(at), 32, "GatherB");
  const uint32_t* lanes = reinterpret_cast<const uint32_t*>(index.reg[0]);
  uint32_t offsets[8];
  uint64_t wide[8];
  bool active[8];
  for (uint32_t j = 0; j < 8; ++j) {
    offsets[j] = lanes[j];
    wide[j] = lanes[j];
    active[j] = detail::BlockHasActiveLane(mask, sizeof(E), j);
    if (active[j] && lanes[j] % 32 != 0)
      ascendc_host::reg_detail::CheckAlignment("GatherB", ascendc_host::detail::Elem("index", j), lanes[j], 32,
                                               "a DataBlock index");
  }
  detail::CheckActiveBlocks("GatherB", "index", baseAddr, wide, active);
  // Cross-check mode (verify.h): compares with the reference when this scope ends.
  const auto cross_check = [&] {
    if (__builtin_expect(!ascendc_host::verify::Enabled(), 1)) return ascendc_host::verify::Scope();
    ascendc_host::verify::RegMoveCall c =
        detail::RegMoveCallOf(ascendc_host::verify::RegMoveCall::Kind::kGatherB, sizeof(E), baseAddr, mask);
    std::memcpy(c.index[0], index.reg[0], 256);
    c.out = dstReg.reg[0];
    return ascendc_host::verify::Scope("GatherB", ascendc_host::verify::kRegMoveChecker, &c, sizeof c);
  }();
  ascendc_host::kernels::GatherBlocks(reinterpret_cast<const uint8_t*>(baseAddr), offsets, 8, 8, 32, 0, active, true,
                                      dstReg.reg[0]);
}

}  // namespace Reg
}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_REG_GATHER_B_H_
