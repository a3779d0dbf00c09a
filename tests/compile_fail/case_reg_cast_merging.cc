// flags:
// expect: Cast .*ZEROING only
#include "kernel_operator.h"
void CastMerging(AscendC::Reg::RegTensor<half>& d, AscendC::Reg::RegTensor<float>& s, AscendC::Reg::MaskReg& m) {
  static constexpr AscendC::Reg::CastTrait kTrait{AscendC::Reg::RegLayout::ZERO, AscendC::Reg::SatMode::SAT,
                                                  AscendC::Reg::MaskMergeMode::MERGING, AscendC::RoundMode::CAST_RINT};
  AscendC::Reg::Cast<half, float, kTrait>(d, s, m);
}
