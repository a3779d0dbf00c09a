// flags:
// expect: Cast .*RoundMode not supported for this pair
#include "kernel_operator.h"
void CastOdd(AscendC::Reg::RegTensor<bfloat16_t>& d, AscendC::Reg::RegTensor<float>& s, AscendC::Reg::MaskReg& m) {
  static constexpr AscendC::Reg::CastTrait kTrait{AscendC::Reg::RegLayout::ZERO, AscendC::Reg::SatMode::SAT,
                                                  AscendC::Reg::MaskMergeMode::ZEROING, AscendC::RoundMode::CAST_ODD};
  AscendC::Reg::Cast<bfloat16_t, float, kTrait>(d, s, m);  // CAST_ODD is float -> half only
}
