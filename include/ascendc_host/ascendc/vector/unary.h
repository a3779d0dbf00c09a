// One-source elementwise operations (基础算术: Abs, Relu, Exp, Ln, Sqrt,
// Rsqrt, Reciprocal, Neg; 逻辑计算: Not): the count form and both mask
// forms with UnaryRepeatParams and isSetMask, and on Ascend 950 the precision
// configs of Exp, Ln, Sqrt, Rsqrt and Reciprocal (ExpConfig, ...).
// Semantics, types, numerics and the measured error bounds: docs/SPEC.md 8.4.
#ifndef ASCENDC_HOST_ASCENDC_VECTOR_UNARY_H_
#define ASCENDC_HOST_ASCENDC_VECTOR_UNARY_H_

#include <cstdint>

#include "ascendc_host/ascendc/tensor.h"
#include "ascendc_host/ascendc/vector/common.h"
#include "ascendc_host/kernels/vector.h"

namespace AscendC {

// The precision configs of the 950 pages (Exp.md, Ln.md, Sqrt.md, Rsqrt.md,
// Reciprocal.md). INTRINSIC and PRECISION_1ULP_FTZ_TRUE read and write
// subnormals as zero; the FTZ_FALSE modes keep them; FAST_INVERSE and
// PRECISION_0ULP_FTZ_FALSE (Sqrt, Rsqrt; float) are correctly rounded.
enum class ExpAlgo { INTRINSIC = 0, PRECISION_1ULP_FTZ_TRUE, PRECISION_1ULP_FTZ_FALSE };
struct ExpConfig {
  ExpAlgo algo = ExpAlgo::INTRINSIC;
};
inline constexpr ExpConfig DEFAULT_EXP_CONFIG = {ExpAlgo::INTRINSIC};

enum class LnAlgo { INTRINSIC = 0, PRECISION_1ULP_FTZ_TRUE, PRECISION_1ULP_FTZ_FALSE };
struct LnConfig {
  LnAlgo algo = LnAlgo::INTRINSIC;
};
inline constexpr LnConfig DEFAULT_LN_CONFIG = {LnAlgo::INTRINSIC};

enum class ReciprocalAlgo { INTRINSIC = 0, PRECISION_1ULP_FTZ_TRUE, PRECISION_1ULP_FTZ_FALSE };
struct ReciprocalConfig {
  ReciprocalAlgo algo = ReciprocalAlgo::INTRINSIC;
};
inline constexpr ReciprocalConfig DEFAULT_RECIPROCAL_CONFIG = {ReciprocalAlgo::INTRINSIC};

enum class SqrtAlgo { INTRINSIC = 0, FAST_INVERSE, PRECISION_1ULP_FTZ_TRUE, PRECISION_0ULP_FTZ_FALSE, PRECISION_1ULP_FTZ_FALSE };
struct SqrtConfig {
  SqrtAlgo algo = SqrtAlgo::INTRINSIC;
};
inline constexpr SqrtConfig DEFAULT_SQRT_CONFIG = {SqrtAlgo::INTRINSIC};

enum class RsqrtAlgo { INTRINSIC = 0, FAST_INVERSE, PRECISION_1ULP_FTZ_TRUE, PRECISION_0ULP_FTZ_FALSE, PRECISION_1ULP_FTZ_FALSE };
struct RsqrtConfig {
  RsqrtAlgo algo = RsqrtAlgo::INTRINSIC;
};
inline constexpr RsqrtConfig DEFAULT_RSQRT_CONFIG = {RsqrtAlgo::INTRINSIC};

}  // namespace AscendC

namespace ascendc_host {
namespace detail {

// The "数据类型" section of each page, per profile; `mask_form` excludes the
// types a page allows in the count form only.
template <UnaryOp kOp, typename T>
constexpr bool UnaryTypeSupported(bool mask_form) {
  constexpr bool pa2 = kProfile.profile == Profile::kPA2;
  constexpr bool floats = kOneOf<T, half, float>;
  switch (kOp) {
    case UnaryOp::kAbs:
      if (pa2) return floats;
      return kOneOf<T, int16_t, half, int32_t, float> || (!mask_form && kOneOf<T, int8_t, int64_t>);
    case UnaryOp::kRelu:
      return kOneOf<T, half, int32_t, float> || (!pa2 && !mask_form && std::is_same_v<T, int64_t>);
    case UnaryOp::kReciprocal: return floats || (!pa2 && !mask_form && kOneOf<T, int64_t, uint64_t>);
    case UnaryOp::kNeg: return !pa2 && kOneOf<T, int8_t, int16_t, half, int32_t, float, int64_t>;
    case UnaryOp::kNot:
      if (pa2) return kOneOf<T, int16_t, uint16_t>;
      return kOneOf<T, int16_t, uint16_t, half, int32_t, uint32_t, float> ||
             (!mask_form && kOneOf<T, int8_t, uint8_t, int64_t, uint64_t>);
    default: return floats;  // Exp, Ln, Sqrt, Rsqrt
  }
}

// The numeric mode a config selects (Atlas A2/A3 have no config: subnormals
// kept). Each page's algo enum has the same first three names; Sqrt and
// Rsqrt add the 0-ulp modes (float only) and a PRECISION_1ULP_FTZ_FALSE that
// keeps subnormals for half only (float then flushes, as INTRINSIC).
template <typename T, class Algo>
constexpr Precision PrecisionOf(Algo algo) {
  if constexpr (kProfile.profile == Profile::kPA2) {
    return Precision::kIeee;
  } else {
    const int a = static_cast<int>(algo);
    if constexpr (std::is_same_v<Algo, AscendC::SqrtAlgo> || std::is_same_v<Algo, AscendC::RsqrtAlgo>) {
      // INTRINSIC 0, FAST_INVERSE 1, 1ULP_FTZ_TRUE 2, 0ULP_FTZ_FALSE 3, 1ULP_FTZ_FALSE 4
      if (a == 1 || a == 3) return Precision::kCorrectlyRounded;
      if (a == 4 && std::is_same_v<T, half>) return Precision::kIeee;
      return Precision::kFlushSubnormals;
    } else {
      // INTRINSIC 0, 1ULP_FTZ_TRUE 1, 1ULP_FTZ_FALSE 2
      return a == 2 ? Precision::kIeee : Precision::kFlushSubnormals;
    }
  }
}

template <typename T, class Algo>
constexpr bool ConfigSupported(Algo algo) {
  if constexpr (kProfile.profile == Profile::kPA2) return static_cast<int>(algo) == 0;
  else return PrecisionOf<T>(algo) != Precision::kCorrectlyRounded || std::is_same_v<T, float>;
}

template <UnaryOp kOp, typename T>
void UnaryVector(const AscendC::LocalTensor<T>& dst, const AscendC::LocalTensor<T>& src, const VectorForm& form,
                 Precision precision = Precision::kIeee,
                 const AscendC::UnaryRepeatParams& p = AscendC::UnaryRepeatParams()) {
  VectorCall call(UnaryOpName(kOp), form, sizeof(T));
  call.Add(Operand("dst", dst, true, p.dstBlkStride, p.dstRepStride));
  call.Add(Operand("src", src, false, p.srcBlkStride, p.srcRepStride));
  call.DescribeForVerify([precision](VectorCallDesc& d) {
    d.family = VectorCallDesc::Family::kUnary;
    d.op = static_cast<uint8_t>(kOp);
    d.type = DTypeOf<T>();
    d.precision = static_cast<uint8_t>(precision);
  });
  call.Run([precision](const kernels::VecShape& shape, const kernels::VecOperand* o, const NumericMode& mode) {
    kernels::VectorUnary(kOp, DTypeOf<T>(), precision, shape, o[0], o[1], mode);
  });
}

}  // namespace detail
}  // namespace ascendc_host

// The three overloads of a one-source API without a config.
#define ASCENDC_HOST_UNARY_API(Name, kOp)                                                                          \
  template <typename T>                                                                                         \
  __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src, const int32_t& count) {     \
    static_assert(::ascendc_host::detail::UnaryTypeSupported<kOp, T>(false),                                   \
                  #Name ": unsupported element type on this profile (see its page, 数据类型)");                  \
    ::ascendc_host::detail::UnaryVector<kOp>(dst, src, ::ascendc_host::detail::VectorForm::Count(count));        \
  }                                                                                                             \
  template <typename T, bool isSetMask = true>                                                                  \
  __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src, const uint64_t mask[],       \
                              const uint8_t repeatTime, const UnaryRepeatParams& repeatParams) {                \
    static_assert(::ascendc_host::detail::UnaryTypeSupported<kOp, T>(true),                                    \
                  #Name ": unsupported element type for the mask forms on this profile (see its page)");        \
    ::ascendc_host::detail::UnaryVector<kOp>(dst, src,                                                          \
                                             ::ascendc_host::detail::VectorForm::Bitwise(mask, repeatTime, isSetMask), \
                                             ::ascendc_host::Precision::kIeee, repeatParams);                   \
  }                                                                                                             \
  template <typename T, bool isSetMask = true>                                                                  \
  __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src, uint64_t mask,               \
                              const uint8_t repeatTime, const UnaryRepeatParams& repeatParams) {                \
    static_assert(::ascendc_host::detail::UnaryTypeSupported<kOp, T>(true),                                    \
                  #Name ": unsupported element type for the mask forms on this profile (see its page)");        \
    ::ascendc_host::detail::UnaryVector<kOp>(                                                                   \
        dst, src, ::ascendc_host::detail::VectorForm::Contiguous(mask, repeatTime, isSetMask),                  \
        ::ascendc_host::Precision::kIeee, repeatParams);                                                        \
  }

// The same with the page's config template parameter (Ascend 950; on Atlas
// A2/A3 only the default config compiles).
#define ASCENDC_HOST_UNARY_CONFIG_API(Name, kOp, Config, kDefault)                                                  \
  template <typename T, const Config& config = kDefault>                                                        \
  __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src, const int32_t& count) {     \
    namespace d = ::ascendc_host::detail;                                                                       \
    static_assert(d::UnaryTypeSupported<kOp, T>(false),                                                         \
                  #Name ": unsupported element type on this profile (see its page, 数据类型)");                  \
    static_assert(d::ConfigSupported<T>(config.algo),                                                           \
                  #Name ": this config needs Ascend 950 (and float for the 0-ulp modes; see its page)");        \
    constexpr ::ascendc_host::Precision kPrecision = d::PrecisionOf<T>(config.algo);                            \
    d::UnaryVector<kOp>(dst, src, d::VectorForm::Count(count), kPrecision);                                     \
  }                                                                                                             \
  template <typename T, bool isSetMask = true, const Config& config = kDefault>                                 \
  __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src, const uint64_t mask[],       \
                              const uint8_t repeatTime, const UnaryRepeatParams& repeatParams) {                \
    namespace d = ::ascendc_host::detail;                                                                       \
    static_assert(d::UnaryTypeSupported<kOp, T>(true),                                                          \
                  #Name ": unsupported element type for the mask forms on this profile (see its page)");        \
    static_assert(d::ConfigSupported<T>(config.algo),                                                           \
                  #Name ": this config needs Ascend 950 (and float for the 0-ulp modes; see its page)");        \
    constexpr ::ascendc_host::Precision kPrecision = d::PrecisionOf<T>(config.algo);                            \
    d::UnaryVector<kOp>(dst, src, d::VectorForm::Bitwise(mask, repeatTime, isSetMask), kPrecision, repeatParams); \
  }                                                                                                             \
  template <typename T, bool isSetMask = true, const Config& config = kDefault>                                 \
  __aicore__ inline void Name(const LocalTensor<T>& dst, const LocalTensor<T>& src, uint64_t mask,               \
                              const uint8_t repeatTime, const UnaryRepeatParams& repeatParams) {                \
    namespace d = ::ascendc_host::detail;                                                                       \
    static_assert(d::UnaryTypeSupported<kOp, T>(true),                                                          \
                  #Name ": unsupported element type for the mask forms on this profile (see its page)");        \
    static_assert(d::ConfigSupported<T>(config.algo),                                                           \
                  #Name ": this config needs Ascend 950 (and float for the 0-ulp modes; see its page)");        \
    constexpr ::ascendc_host::Precision kPrecision = d::PrecisionOf<T>(config.algo);                            \
    d::UnaryVector<kOp>(dst, src, d::VectorForm::Contiguous(mask, repeatTime, isSetMask), kPrecision,           \
                        repeatParams);                                                                          \
  }

namespace AscendC {

ASCENDC_HOST_UNARY_API(Abs, ::ascendc_host::UnaryOp::kAbs)
ASCENDC_HOST_UNARY_API(Relu, ::ascendc_host::UnaryOp::kRelu)
ASCENDC_HOST_UNARY_API(Not, ::ascendc_host::UnaryOp::kNot)
ASCENDC_HOST_UNARY_CONFIG_API(Exp, ::ascendc_host::UnaryOp::kExp, ExpConfig, DEFAULT_EXP_CONFIG)
ASCENDC_HOST_UNARY_CONFIG_API(Ln, ::ascendc_host::UnaryOp::kLn, LnConfig, DEFAULT_LN_CONFIG)
ASCENDC_HOST_UNARY_CONFIG_API(Sqrt, ::ascendc_host::UnaryOp::kSqrt, SqrtConfig, DEFAULT_SQRT_CONFIG)
ASCENDC_HOST_UNARY_CONFIG_API(Rsqrt, ::ascendc_host::UnaryOp::kRsqrt, RsqrtConfig, DEFAULT_RSQRT_CONFIG)
ASCENDC_HOST_UNARY_CONFIG_API(Reciprocal, ::ascendc_host::UnaryOp::kReciprocal, ReciprocalConfig,
                              DEFAULT_RECIPROCAL_CONFIG)

// Neg (ISASI, Ascend 950): the count form only.
template <typename T>
__aicore__ inline void Neg(const LocalTensor<T>& dst, const LocalTensor<T>& src, const uint32_t count) {
  static_assert(::ascendc_host::detail::UnaryTypeSupported<::ascendc_host::UnaryOp::kNeg, T>(false),
                "Neg: Ascend 950 only, int8_t/int16_t/half/int32_t/float/int64_t (see Neg(ISASI) page)");
  ::ascendc_host::detail::UnaryVector<::ascendc_host::UnaryOp::kNeg>(dst, src,
                                                                     ::ascendc_host::detail::VectorForm::Count(count));
}

}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_VECTOR_UNARY_H_
