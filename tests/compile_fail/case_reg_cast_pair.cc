// flags:
// expect: Cast .*unsupported type pair
#include "kernel_operator.h"
void CastPair(AscendC::Reg::RegTensor<uint32_t>& d, AscendC::Reg::RegTensor<float>& s, AscendC::Reg::MaskReg& m) {
  static constexpr AscendC::Reg::CastTrait kTrait{AscendC::Reg::RegLayout::UNKNOWN, AscendC::Reg::SatMode::SAT,
                                                  AscendC::Reg::MaskMergeMode::ZEROING, AscendC::RoundMode::CAST_RINT};
  AscendC::Reg::Cast<uint32_t, float, kTrait>(d, s, m);
}
