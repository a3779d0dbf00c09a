// RoundMode (精度转换; Reg矢量计算/辅助数据类型/RoundMode): shared by the
// scalar and the vector conversions.
#ifndef ASCENDC_HOST_ASCENDC_ROUND_MODE_H_
#define ASCENDC_HOST_ASCENDC_ROUND_MODE_H_

namespace AscendC {

// The Reg Cast pages also name UNKNOWN (CastTrait's default: the
// conversion chooses no rounding) and HYBRID (= CAST_HYBRID).
enum class RoundMode {
  CAST_NONE = 0,
  CAST_RINT,
  CAST_FLOOR,
  CAST_CEIL,
  CAST_ROUND,
  CAST_TRUNC,
  CAST_ODD,
  CAST_HYBRID,
  UNKNOWN,
  HYBRID = CAST_HYBRID
};

}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_ROUND_MODE_H_
