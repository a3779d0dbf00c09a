// Special registers (基础API/特殊寄存器访问; SPEC 11.8): the per-core CTRL
// register the compute APIs obey (SetCtrlSpr, GetCtrlSpr, ResetCtrlSpr,
// SetSaturationFlag, GetSaturationFlag) and the AR register (GetSpr, ClearSpr,
// also in AscendC::Reg for vector functions). Every block starts with the
// reset values (the launcher resets the core).
#ifndef ASCENDC_HOST_ASCENDC_SPECIAL_REGISTERS_H_
#define ASCENDC_HOST_ASCENDC_SPECIAL_REGISTERS_H_

#include <cstdint>

#include "ascendc_host/ascendc/types.h"
#include "ascendc_host/checks.h"
#include "ascendc_host/config.h"
#include "ascendc_host/runtime.h"

namespace ascendc_host {
namespace spr {

constexpr uint64_t FieldMask(int start, int end) {
  return (end - start + 1 >= 64 ? ~0ull : ((1ull << (end - start + 1)) - 1)) << start;
}

// Bits SetCtrlSpr / ResetCtrlSpr may touch (page constraints): on Ascend 950
// CTRL[8:6], [10:9], [45] (SetCtrlSpr only), [48], [50], [53], [59], [60]; on
// A2/A3 CTRL[48].
constexpr uint64_t kSettable950 = FieldMask(6, 10) | FieldMask(45, 45) | FieldMask(48, 48) | FieldMask(50, 50) |
                                  FieldMask(53, 53) | FieldMask(59, 60);
constexpr uint64_t kResettable950 = kSettable950 & ~FieldMask(45, 45);
constexpr uint64_t kSettablePa2 = FieldMask(48, 48);

template <int startBit, int endBit>
constexpr bool ValidRange() {
  return startBit >= 0 && endBit <= 63 && startBit <= endBit;
}

}  // namespace spr
}  // namespace ascendc_host

namespace AscendC {

enum class SaturationMode : uint8_t { FLOAT, CAST };
enum class SpecialPurposeReg : uint8_t { AR };

// CTRL[endBit:startBit] = value. A value wider than the field is an ERROR
// (the page: a compile error for a literal); release keeps its low bits.
template <int8_t startBit, int8_t endBit>
__aicore__ static inline void SetCtrlSpr(int64_t value) {
  namespace spr = ascendc_host::spr;
  static_assert(spr::ValidRange<startBit, endBit>(), "SetCtrlSpr: 0 <= startBit <= endBit <= 63");
  constexpr uint64_t kField = spr::FieldMask(startBit, endBit);
  constexpr uint64_t kSettable =
      ascendc_host::kProfile.profile == ascendc_host::Profile::kPA2 ? spr::kSettablePa2 : spr::kSettable950;
  static_assert((kField & ~kSettable) == 0,
                "SetCtrlSpr: Ascend 950 sets CTRL[8:6], [10:9], [45], [48], [50], [53], [59], [60]; Atlas A2/A3 "
                "sets CTRL[48] only");
  constexpr uint64_t kWidthMask = kField >> startBit;
  if ((static_cast<uint64_t>(value) & ~kWidthMask) != 0)
    ascendc_host::ReportError("SetCtrlSpr", "value", std::to_string(value),
                              ("does not fit CTRL[" + std::to_string(endBit) + ":" + std::to_string(startBit) + "]")
                                  .c_str());
  auto& core = ascendc_host::runtime::CurrentCore();
  core.ctrl = (core.ctrl & ~kField) | ((static_cast<uint64_t>(value) & kWidthMask) << startBit);
}

template <int8_t startBit, int8_t endBit>
__aicore__ static inline int64_t GetCtrlSpr() {
  static_assert(ascendc_host::spr::ValidRange<startBit, endBit>(), "GetCtrlSpr: 0 <= startBit <= endBit <= 63");
  const uint64_t field = ascendc_host::runtime::CurrentCore().ctrl & ascendc_host::spr::FieldMask(startBit, endBit);
  return static_cast<int64_t>(field >> startBit);
}

// CTRL[endBit:startBit] back to its reset value (Ascend 950).
template <int8_t startBit, int8_t endBit>
__aicore__ static inline void ResetCtrlSpr() {
  namespace spr = ascendc_host::spr;
  static_assert(ascendc_host::kProfile.profile == ascendc_host::Profile::kP950 || startBit < 0,
                "ResetCtrlSpr exists on Ascend 950 only");
  static_assert(spr::ValidRange<startBit, endBit>(), "ResetCtrlSpr: 0 <= startBit <= endBit <= 63");
  constexpr uint64_t kField = spr::FieldMask(startBit, endBit);
  static_assert((kField & ~spr::kResettable950) == 0,
                "ResetCtrlSpr: CTRL[8:6], [10:9], [48], [50], [53], [59] and [60] only");
  auto& core = ascendc_host::runtime::CurrentCore();
  core.ctrl = (core.ctrl & ~kField) | (ascendc_host::runtime::ctrl::kResetValue & kField);
}

// Saturation switches of Atlas A2/A3: FLOAT is CTRL[48], CAST is CTRL[59]
// (both 0 = saturating).
template <SaturationMode mode>
__aicore__ inline void SetSaturationFlag(bool enableSat) {
  static_assert(ascendc_host::kProfile.profile == ascendc_host::Profile::kPA2 || mode != mode,
                "SetSaturationFlag exists on Atlas A2/A3 only (Ascend 950: SetCtrlSpr)");
  constexpr int kBit = mode == SaturationMode::FLOAT ? ascendc_host::runtime::ctrl::kFloatNonSaturating
                                                     : ascendc_host::runtime::ctrl::kCastIntegerTruncating;
  auto& core = ascendc_host::runtime::CurrentCore();
  core.ctrl = enableSat ? core.ctrl & ~(1ull << kBit) : core.ctrl | (1ull << kBit);
}
template <SaturationMode mode>
__aicore__ inline bool GetSaturationFlag() {
  static_assert(ascendc_host::kProfile.profile == ascendc_host::Profile::kPA2 || mode != mode,
                "GetSaturationFlag exists on Atlas A2/A3 only (Ascend 950: GetCtrlSpr)");
  constexpr int kBit = mode == SaturationMode::FLOAT ? ascendc_host::runtime::ctrl::kFloatNonSaturating
                                                     : ascendc_host::runtime::ctrl::kCastIntegerTruncating;
  return !ascendc_host::runtime::CurrentCore().CtrlBit(kBit);
}

// AR: the byte count Squeeze leaves (Ascend 950).
template <SpecialPurposeReg spr>
__aicore__ inline int64_t GetSpr() {
  static_assert(ascendc_host::kProfile.profile == ascendc_host::Profile::kP950 || spr != spr,
                "GetSpr exists on Ascend 950 only");
  return ascendc_host::runtime::CurrentCore().spr_ar;
}
template <SpecialPurposeReg spr>
__aicore__ inline void ClearSpr() {
  static_assert(ascendc_host::kProfile.profile == ascendc_host::Profile::kP950 || spr != spr,
                "ClearSpr exists on Ascend 950 only");
  ascendc_host::runtime::CurrentCore().spr_ar = 0;
}

namespace Reg {
// ClearSpr from inside a vector function.
template <SpecialPurposeReg spr>
__simd_callee__ inline void ClearSpr() {
  AscendC::ClearSpr<spr>();
}
}  // namespace Reg

}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_SPECIAL_REGISTERS_H_
