// GatherMask (SPEC 2): keep the src0 elements whose pattern bit is 1, packed
// densely into dst, across all repeats; rsvdCnt = how many were kept.
//
// The surface validates (SPEC 2.6), resolves DataBlock strides into an
// element-level kernels::GatherMaskShape, checks every byte the call will
// read or write lies in UB (FATAL, before any access) and calls the width
// kernel. Decisions where SPEC 2 is silent:
// - A pattern tensor of any type with the width of T is accepted (U = T
//   appears in devkit code through ReinterpretCast<T>()); another width is a
//   compile error.
// - The FATAL range check of a pattern tensor covers whole pattern words of
//   U (what the hardware loads), e.g. 12 bytes for 70 positions of b32.
// - On PA2 the mask mode becomes Normal after every call, including the
//   calls that are no-ops under the release behaviour.
// - Overlap is permitted (no WARN) when dst and the inputs are disjoint, or
//   when dst is src0 and every read lies at or beyond the number of elements
//   kept so far (src0BlockStride >= 1 and src0RepeatStride*EPB >= positions
//   per repeat, or a single repeat) with the pattern not written.
#ifndef ASCENDC_HOST_ASCENDC_GATHER_MASK_H_
#define ASCENDC_HOST_ASCENDC_GATHER_MASK_H_

#include <cstdint>
#include <string>
#include <type_traits>

#include "ascendc_host/checks.h"
#include "ascendc_host/ascendc/detail/self_overlap.h"
#include "ascendc_host/ascendc/detail/verify_calls.h"
#include "ascendc_host/ascendc/tensor.h"
#include "ascendc_host/config.h"
#include "ascendc_host/kernels/gather_mask.h"
#include "ascendc_host/runtime.h"
#include "ascendc_host/runtime/overlap.h"

namespace AscendC {

// Reserved by the devkit for later versions; accepted and ignored.
enum class GatherMaskMode : uint8_t { VERSION_V1 = 0, VERSION_V2 = 1 };
inline constexpr GatherMaskMode defaultGatherMaskMode =
    ascendc_host::kProfile.profile == ascendc_host::Profile::kPA2 ? GatherMaskMode::VERSION_V2
                                                                  : GatherMaskMode::VERSION_V1;

struct GatherMaskParams {
  GatherMaskParams() = default;
  // Not explicit: operators pass the parameters as a braced list {1, 2, 4, 0}.
  GatherMaskParams(uint8_t src0BlockStrideIn, uint16_t repeatTimesIn, uint16_t src0RepeatStrideIn,
                   uint8_t src1RepeatStrideIn)
      : src0BlockStride(src0BlockStrideIn),
        repeatTimes(repeatTimesIn),
        src0RepeatStride(src0RepeatStrideIn),
        src1RepeatStride(src1RepeatStrideIn) {}
  uint8_t src0BlockStride = 1;
  uint16_t repeatTimes = 0;
  uint16_t src0RepeatStride = 8;
  uint8_t src1RepeatStride = 8;
};

}  // namespace AscendC

namespace ascendc_host {
namespace detail {

// Pattern byte of built-in ids 1..7 (SPEC 2.2); bit p % 8 decides position p.
inline constexpr uint8_t kGatherMaskBuiltinBytes[8] = {0x00, 0x55, 0xAA, 0x11, 0x22, 0x44, 0x88, 0xFF};

template <typename T>
constexpr void CheckGatherMaskType() {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4,
                "GatherMask supports b8 (Ascend 950 only), b16 and b32 element types");
  static_assert(sizeof(T) != 1 || kProfile.profile == Profile::kP950,
                "GatherMask on b8 types exists only on Ascend 950 (not on Atlas A2/A3)");
}

// The pattern of one call: a tensor in UB or a built-in id.
struct GatherMaskPatternArg {
  const uint8_t* tensor = nullptr;  // host pointer of a pattern tensor (nullptr: built-in)
  uint32_t word_bytes = 0;          // sizeof(U) of the pattern tensor
  uint8_t builtin_id = 0;
};

template <typename T>
void GatherMaskCall(const AscendC::LocalTensor<T>& dst, const AscendC::LocalTensor<T>& src0,
                    const GatherMaskPatternArg& pattern, bool reduceMode, uint32_t mask,
                    const AscendC::GatherMaskParams& params, uint64_t& rsvdCnt) {
  // Cross-check mode (verify.h): first, so that it compares after the mode post-condition below.
  const auto cross_check = VerifyGatherMask(dst, src0, pattern.tensor, pattern.builtin_id, reduceMode, mask,
                                            params.src0BlockStride, params.repeatTimes, params.src0RepeatStride,
                                            params.src1RepeatStride, rsvdCnt);
  constexpr const char* api = "GatherMask";
  constexpr uint64_t s = sizeof(T), epb = kDataBlockBytes / s, epv = kRepeatBytes / s;
  runtime::CoreState& core = runtime::CurrentCore();
  // SPEC 2.4: Ascend 950 leaves the mask mode alone, A2/A3 end in Normal.
  struct ModeOnExit {
    runtime::CoreState& core;
    ~ModeOnExit() {
      if (kProfile.profile == Profile::kPA2) core.mask_mode = runtime::MaskMode::kNormal;
    }
  } mode_on_exit{core};

  // Operand starts (FATAL when not even the start is in UB).
  const uint32_t dst_ub = runtime::CheckUbRange(api, "dst", dst.GetPhyAddr(), 0);
  const uint32_t src0_ub = runtime::CheckUbRange(api, "src0", src0.GetPhyAddr(), 0);
  CheckUbAligned(api, "dst", dst_ub);
  CheckUbAligned(api, "src0", src0_ub);
  if (pattern.tensor != nullptr) {
    CheckUbAligned(api, "src1Pattern", runtime::CheckUbRange(api, "src1Pattern", pattern.tensor, 0));
  } else if (pattern.builtin_id == 0 || pattern.builtin_id > 7) {
    ReportError(api, "src1Pattern", Str(pattern.builtin_id), "is not a built-in pattern id in [1, 7]");
    rsvdCnt = 0;
    return;
  }
  if (reduceMode && mask == 0) {
    ReportError(api, "mask", "0", "must be in [1, 2^32-1] when reduceMode is true (Counter)");
    rsvdCnt = 0;
    return;
  }
  if (params.repeatTimes > kMaxRepeatTimes) {
    if (kProfile.profile == Profile::kPA2) {
      ReportError(api, "repeatTimes", Str(params.repeatTimes), "exceeds 255");
    } else if (CheckedMode()) {
      ReportWarning(api, "repeatTimes", Str(params.repeatTimes),
                    "exceeds 255 (accepted by Ascend 950, not portable)");
    }
  }
  if (kProfile.profile == Profile::kP950 && core.mask_mode == runtime::MaskMode::kCounter && CheckedMode()) {
    ReportWarning(api, "maskMode", "Counter",
                  "is left unchanged by Ascend 950 but reset to Normal by A2/A3; set the mode again after "
                  "GatherMask");
  }
  if (params.repeatTimes == 0) {
    rsvdCnt = 0;
    return;
  }

  kernels::GatherMaskShape shape;
  shape.repeats = params.repeatTimes;
  shape.positions = reduceMode ? mask : epv;
  shape.block_stride = static_cast<uint64_t>(params.src0BlockStride) * epb;
  shape.repeat_stride = static_cast<uint64_t>(params.src0RepeatStride) * epb;
  if (pattern.tensor != nullptr) {
    shape.pattern = pattern.tensor;
    shape.pattern_repeat_stride = static_cast<uint64_t>(params.src1RepeatStride) * kDataBlockBytes;
  } else {
    shape.builtin_byte = kGatherMaskBuiltinBytes[pattern.builtin_id];  // src1RepeatStride is ignored
  }

  // Everything read must lie in UB before anything is touched.
  const uint64_t src_bytes = kernels::GatherMaskSourceSpan(shape, s) * s;
  runtime::CheckUbRange(api, "src0", src0.GetPhyAddr(), src_bytes);
  const uint64_t pattern_bytes = kernels::GatherMaskPatternSpan(shape, pattern.word_bytes);
  if (pattern.tensor != nullptr) runtime::CheckUbRange(api, "src1Pattern", pattern.tensor, pattern_bytes);
  const uint64_t kept = kernels::GatherMaskCount(shape, s);
  const uint64_t dst_bytes = kept * s;
  if (pattern.tensor != nullptr && dst_bytes > 0) {
    // Until the first write lands on the pattern the count above is exact,
    // so only a dst range that reaches the pattern can invalidate it.
    const uint64_t pattern_ub = runtime::CheckUbRange(api, "src1Pattern", pattern.tensor, 0);
    if (Overlapping(ClassifyOverlap(dst_ub, dst_bytes, pattern_ub, pattern_bytes))) {
      if (CheckedMode())
        ReportWarning(api, "src1Pattern", "[" + Str(dst_ub) + ", " + Str(dst_ub + dst_bytes) + ")",
                      "dst overlaps an input other than in place (here: the pattern of later repeats); the "
                      "sequential order of SPEC 2.3 is applied");
      rsvdCnt = GatherMaskThroughOverwrittenPattern(api, shape, s, src0_ub, dst_ub, static_cast<uint32_t>(pattern_ub));
      return;
    }
  }
  runtime::CheckUbRange(api, "dst", dst.GetPhyAddr(), dst_bytes);
  WarnIfOutsideOwner(api, "dst", dst, dst_ub, dst_bytes);

  if (CheckedMode() && dst_bytes > 0) {
    // Permitted (SPEC 0.7): disjoint, or dst = src0 with every read at or
    // beyond the elements kept so far. Anything else is WARN; the kernel then
    // takes the sequential order of SPEC 2.3 (kernels/gather_mask.h).
    const Overlap onto_source = ClassifyOverlap(dst_ub, dst_bytes, src0_ub, src_bytes);
    const bool in_place = (onto_source == Overlap::kSame || onto_source == Overlap::kSameStart) &&
                          params.src0BlockStride >= 1 &&
                          (shape.repeats == 1 || shape.repeat_stride >= shape.positions);
    if (Overlapping(onto_source) && !in_place) {
      ReportWarning(api, "dst", "[" + Str(dst_ub) + ", " + Str(dst_ub + dst_bytes) + ")",
                    (std::string("dst overlaps an input other than in place (src0: ") + OverlapName(onto_source) +
                     "); the sequential order of SPEC 2.3 is applied")
                        .c_str());
    }
  }

  using W = std::conditional_t<s == 1, uint8_t, std::conditional_t<s == 2, uint16_t, uint32_t>>;
  rsvdCnt = kernels::GatherMask(reinterpret_cast<const W*>(src0.GetPhyAddr()), reinterpret_cast<W*>(dst.GetPhyAddr()),
                                shape, kept);
}

}  // namespace detail
}  // namespace ascendc_host

namespace AscendC {

// User-defined pattern tensor: bit p of the little-endian bit stream keeps position p.
template <typename T, typename U, GatherMaskMode mode = defaultGatherMaskMode,
          typename std::enable_if_t<sizeof(U) == sizeof(T), int> = 0>
__aicore__ inline void GatherMask(const LocalTensor<T>& dst, const LocalTensor<T>& src0,
                                  const LocalTensor<U>& src1Pattern, const bool reduceMode, const uint32_t mask,
                                  const GatherMaskParams& gatherMaskParams, uint64_t& rsvdCnt) {
  ascendc_host::detail::CheckGatherMaskType<T>();
  ascendc_host::detail::GatherMaskPatternArg pattern;
  pattern.tensor = reinterpret_cast<const uint8_t*>(src1Pattern.GetPhyAddr());
  pattern.word_bytes = sizeof(U);
  ascendc_host::detail::GatherMaskCall(dst, src0, pattern, reduceMode, mask, gatherMaskParams, rsvdCnt);
}

// The pattern word type U must have the width of T (uint8_t for b8,
// uint16_t for b16, uint32_t for b32).
template <typename T, typename U, GatherMaskMode mode = defaultGatherMaskMode,
          typename std::enable_if_t<sizeof(U) != sizeof(T), int> = 0>
void GatherMask(const LocalTensor<T>& dst, const LocalTensor<T>& src0, const LocalTensor<U>& src1Pattern,
                const bool reduceMode, const uint32_t mask, const GatherMaskParams& gatherMaskParams,
                uint64_t& rsvdCnt) = delete;

// Built-in pattern id 1..7 (SPEC 2.2), the same for every repeat.
template <typename T, GatherMaskMode mode = defaultGatherMaskMode>
__aicore__ inline void GatherMask(const LocalTensor<T>& dst, const LocalTensor<T>& src0, const uint8_t src1Pattern,
                                  const bool reduceMode, const uint32_t mask,
                                  const GatherMaskParams& gatherMaskParams, uint64_t& rsvdCnt) {
  ascendc_host::detail::CheckGatherMaskType<T>();
  ascendc_host::detail::GatherMaskPatternArg pattern;
  pattern.builtin_id = src1Pattern;
  ascendc_host::detail::GatherMaskCall(dst, src0, pattern, reduceMode, mask, gatherMaskParams, rsvdCnt);
}

}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_GATHER_MASK_H_
