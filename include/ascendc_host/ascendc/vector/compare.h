// Comparisons (比较与选择): Compare (tensor with tensor, into a bit mask or
// into the CMPMASK register), Compares and its older name CompareScalar
// (tensor with scalar), the flexible-scalar-position Compares of Ascend 950,
// the whole-tensor operators `dst = a < b` (and > <= >= == !=), GetCmpMask
// and SetCmpMask. Bit layouts, NaN, what the destination receives and the
// register after each call: docs/SPEC.md 8.6.
#ifndef ASCENDC_HOST_ASCENDC_VECTOR_COMPARE_H_
#define ASCENDC_HOST_ASCENDC_VECTOR_COMPARE_H_

#include <cstdint>
#include <cstring>
#include <string>
#include <type_traits>

#include "ascendc_host/ascendc/tensor.h"
#include "ascendc_host/ascendc/vector/common.h"
#include "ascendc_host/ascendc/vector/scalar.h"
#include "ascendc_host/kernels/vector.h"

namespace AscendC {

enum class CMPMODE : uint8_t { LT = 0, GT, EQ, LE, GE, NE };
enum class SELMODE : uint8_t { VSEL_CMPMASK_SPR = 0, VSEL_TENSOR_SCALAR_MODE, VSEL_TENSOR_TENSOR_MODE };

}  // namespace AscendC

namespace ascendc_host {
namespace detail {

inline CompareOp CompareOpOf(AscendC::CMPMODE m) { return static_cast<CompareOp>(m); }

// The "数据类型" sections, per profile. `mask_form` excludes the types the
// pages allow in the count form (and the operators) only.
template <typename T>
constexpr bool CompareTypeSupported(bool mask_form) {
  if constexpr (kProfile.profile == Profile::kPA2) {
    return kOneOf<T, half, float, int32_t>;  // int32_t: EQ only (a runtime ERROR)
  } else {
    constexpr bool common = kOneOf<T, int16_t, uint16_t, half, bfloat16_t, int32_t, uint32_t, float>;
    constexpr bool count_only = kOneOf<T, int8_t, uint8_t, int64_t, uint64_t>;
    return common || (!mask_form && count_only);
  }
}
template <typename U>
inline constexpr bool kCompareDstType = kOneOf<U, int8_t, uint8_t>;
template <typename U>
inline constexpr bool kComparesDstType = std::is_same_v<U, uint8_t>;

// A bit-mask operand (Compare's dst, Select's selMask): a plain byte range
// from the tensor's first byte, beside the strided operands of VectorCall.
struct BitMaskOperand {
  const char* name = nullptr;
  uint8_t* address = nullptr;
  uint64_t tensor_bytes = 0;  // GetSize() in bytes
  uint32_t owner_begin = 0, owner_end = 0;
  bool written = false;
};

template <typename U>
BitMaskOperand BitMask(const char* name, const AscendC::LocalTensor<U>& t, bool written) {
  BitMaskOperand b;
  b.name = name;
  b.address = reinterpret_cast<uint8_t*>(t.GetPhyAddr());
  b.tensor_bytes = uint64_t{t.GetSize()} * sizeof(U);
  b.owner_begin = t.OwnerBegin();
  b.owner_end = t.OwnerEnd();
  b.written = written;
  return b;
}

// FATAL (before any access) unless `bytes` from the operand lie in UB; ERROR
// when its start is not `alignment`-aligned; WARN for bytes beyond
// GetSize() and for writes outside the owning allocation. Returns the UB
// byte address.
inline uint32_t CheckBitMask(const char* api, const BitMaskOperand& b, uint64_t bytes, uint32_t alignment = 32) {
  const uint32_t ub = runtime::CheckUbRange(api, b.name, b.address, bytes);
  CheckUbAligned(api, b.name, ub, alignment);
  if (CheckedMode() && bytes != 0) {
    if (bytes > b.tensor_bytes)
      ReportWarning(api, b.name, Str(bytes) + " bytes",
                    b.written ? "writes beyond the tensor's GetSize()" : "reads beyond the tensor's GetSize()");
    if (b.written && b.owner_end != 0 && (ub < b.owner_begin || ub + bytes > b.owner_end))
      ReportWarning(api, b.name, "[" + Str(ub) + ", " + Str(ub + bytes) + ")",
                    "writes outside the allocation the tensor came from");
  }
  return ub;
}

// WARN (checked mode) when a bit-mask operand overlaps a strided one and one
// of them is written: the pages permit no such overlap. The call still runs
// repeat by repeat in the hardware's order.
inline void WarnBitMaskOverlap(const char* api, const BitMaskOperand& b, uint64_t bytes, const char* other,
                               const uint8_t* other_address, uint64_t other_span) {
  if (!CheckedMode() || bytes == 0 || other_span == 0) return;
  const uintptr_t x = reinterpret_cast<uintptr_t>(b.address), y = reinterpret_cast<uintptr_t>(other_address);
  if (x < y + other_span && y < x + bytes)
    ReportWarning(api, b.name, Str(bytes) + " bytes",
                  (std::string("overlaps ") + other + " (not supported; every repeat reads before it writes)").c_str());
}

// Bytes of the bit stream a shape's repeats cover, whole repeats.
inline uint64_t WholeRepeatBits(const kernels::VecShape& shape) {
  return uint64_t{shape.repeats} * (shape.positions / 8);
}

// The count form of a comparison into a bit mask computes whole 256-byte
// repeats (page: count * sizeof(T) must be a multiple of 256).
inline void CheckWholeRepeats(const char* api, const VectorForm& form, uint32_t positions) {
  if (form.form == VectorCallDesc::Form::kCount && form.count > 0 && form.count % positions != 0)
    ReportError(api, "count", Str(static_cast<uint64_t>(form.count)),
                ("must fill whole repeats of " + Str(positions) +
                 " elements (count * sizeof(T) a multiple of 256); release: Ascend 950 compares every element and "
                 "writes the last repeat whole (0 bits past count), Atlas A2/A3 only the whole repeats")
                    .c_str());
}

// Atlas A2/A3 compare int32_t for equality only; the hardware's instruction
// for int32_t is EQ whatever the mode (release behaviour).
template <typename T>
CompareOp EffectiveCompareOp(const char* api, CompareOp op) {
  if constexpr (kProfile.profile == Profile::kPA2 && std::is_same_v<T, int32_t>) {
    if (op != CompareOp::kEq) {
      ReportError(api, "cmpMode", CompareOpName(op), "int32_t compares with EQ only on Atlas A2/A3 (release: EQ)");
      return CompareOp::kEq;
    }
  }
  return op;
}

// A comparison's description for cross-check mode: its strided operands
// (the sources) went into VectorCall's dst / src0 slots.
inline void DescribeComparison(VectorCallDesc& d, CompareOp op, DType type) {
  d.family = VectorCallDesc::Family::kCompare;
  d.op = static_cast<uint8_t>(op);
  d.type = type;
  d.src1 = d.src0;
  d.src0 = d.dst;
  d.dst = VectorCallDesc::Operand();
}

// A comparison of src0 with src1 (or a scalar) into the bit mask `dst`.
// `src1` null: the scalar (scalar_bits, on the left when scalar_left).
template <typename T, typename U>
void CompareIntoBits(const char* api, CompareOp op, const AscendC::LocalTensor<U>& dst,
                     const AscendC::LocalTensor<T>& src0, const AscendC::LocalTensor<T>* src1, uint64_t scalar_bits,
                     bool scalar_left, const VectorForm& form, uint16_t src0_block_stride = 1,
                     uint16_t src0_repeat_stride = 8, uint16_t src1_block_stride = 1, uint16_t src1_repeat_stride = 8) {
  constexpr uint32_t kPositions = kRepeatBytes / sizeof(T);
  CheckWholeRepeats(api, form, kPositions);
  const CompareOp effective = EffectiveCompareOp<T>(api, op);
  VectorCall call(api, form, sizeof(T));
  if constexpr (kProfile.profile == Profile::kPA2) {
    // The mask is a reserved parameter here: whole repeats, the registers
    // untouched; the count form computes its whole repeats only.
    const int64_t count = form.count < 0 ? 0 : form.count;
    call.UseFixedRepeats(form.form == VectorCallDesc::Form::kCount ? static_cast<uint32_t>(count / kPositions)
                                                                    : form.repeat_time);
  }
  call.Add(Operand("src0", src0, false, src0_block_stride, src0_repeat_stride));
  if (src1 != nullptr) call.Add(Operand("src1", *src1, false, src1_block_stride, src1_repeat_stride));
  const BitMaskOperand bits = BitMask("dst", dst, true);
  call.DescribeForVerify([&](VectorCallDesc& d) {
    DescribeComparison(d, op, DTypeOf<T>());
    d.dst.address = static_cast<uint32_t>(bits.address - runtime::CurrentCore().ub);
    d.compare_scalar = src1 == nullptr;
    d.scalar_bits = scalar_bits;
    d.scalar_left = scalar_left;
  });
  call.Run([&](const kernels::VecShape& shape, const kernels::VecOperand* o, const NumericMode&) {
    const uint64_t bytes = WholeRepeatBits(shape);
    CheckBitMask(api, bits, bytes);
    const int sources = src1 != nullptr ? 2 : 1;
    for (int i = 0; CheckedMode() && i < sources; ++i)
      WarnBitMaskOverlap(api, bits, bytes, i == 0 ? "src0" : "src1", o[i].base, kernels::OperandSpan(shape, o[i], sizeof(T)));
    kernels::CompareSpec spec;
    spec.op = effective;
    spec.type = DTypeOf<T>();
    spec.scalar = src1 == nullptr;
    spec.scalar_left = scalar_left;
    spec.scalar_bits = scalar_bits;
    kernels::VectorCompare(spec, shape, bits.address, o[0], sources == 2 ? o[1] : o[0]);
  });
}

// Compare into the CMPMASK register: one repeat, its bits in the register
// (positions 0..63 in the low word, 64..127 in the high one; float leaves
// the high word 0).
template <typename T>
void CompareIntoRegister(CompareOp op, const AscendC::LocalTensor<T>& src0, const AscendC::LocalTensor<T>& src1,
                         const VectorForm& form, const AscendC::BinaryRepeatParams& p) {
  const char* api = "Compare";
  VectorCall call(api, form, sizeof(T));
  call.LimitRepeats(1);
  call.Add(Operand("src0", src0, false, p.src0BlkStride, p.src0RepStride));
  call.Add(Operand("src1", src1, false, p.src1BlkStride, p.src1RepStride));
  call.DescribeForVerify([&](VectorCallDesc& d) {
    DescribeComparison(d, op, DTypeOf<T>());
    d.compare_to_register = true;
  });
  call.Run([&](const kernels::VecShape& shape, const kernels::VecOperand* o, const NumericMode&) {
    uint8_t bits[32] = {};
    kernels::CompareSpec spec;
    spec.op = op;
    spec.type = DTypeOf<T>();
    kernels::VectorCompare(spec, shape, bits, o[0], o[1]);
    runtime::CoreState& core = runtime::CurrentCore();
    std::memcpy(core.cmp_mask, bits, sizeof core.cmp_mask);
  });
}

// `dst = a < b` and the other comparison operators: the count form over
// a.GetSize() elements (dst is the bit mask).
template <typename T>
struct CompareExpression {
  static constexpr bool kIsVectorExpression = true;
  AscendC::LocalTensor<T> a, b;
  CompareOp op;
  template <typename U>
  void AssignTo(const AscendC::LocalTensor<U>& dst) const {
    // Atlas A2/A3 overload the assignment for half and float only.
    static_assert(CompareTypeSupported<T>(false) && (kProfile.profile == Profile::kP950 || kOneOf<T, half, float>),
                  "comparison operators: unsupported element type on this profile (Compare page, 数据类型)");
    static_assert(kCompareDstType<U>, "comparison operators: the destination holds bits in int8_t or uint8_t");
    CompareIntoBits("Compare", op, dst, a, &b, 0, false, VectorForm::Count(a.GetSize()));
  }
};

// Compares with the scalar on either side (Ascend 950).
template <const AscendC::BinaryConfig& kConfig, bool kMaskForm, typename Dst, typename X, typename Y>
void FlexibleCompares(const Dst& dst, const X& x, const Y& y, AscendC::CMPMODE mode, const VectorForm& form,
                      const AscendC::UnaryRepeatParams& p = AscendC::UnaryRepeatParams()) {
  static_assert(kProfile.profile == Profile::kP950 && IsLocalTensor<Dst>::value,
                "Compares with a flexible scalar position exists on Ascend 950 only");
  constexpr int kSide = FlexibleScalarSide<X, Y, kConfig>();
  const auto& vector = FlexibleVector<kSide>(x, y);
  using T = typename std::decay_t<decltype(vector)>::PrimType;
  static_assert(CompareTypeSupported<T>(kMaskForm), "Compares: unsupported element type for this form (see its page)");
  static_assert(kComparesDstType<typename Dst::PrimType>, "Compares: the destination holds bits in uint8_t");
  uint64_t scalar;
  if constexpr (kSide == 0) scalar = FlexibleScalarBits<T>(x);
  else scalar = FlexibleScalarBits<T>(y);
  CompareIntoBits("Compares", CompareOpOf(mode), dst, vector, static_cast<const AscendC::LocalTensor<T>*>(nullptr),
                  scalar, kSide == 0, form, p.srcBlkStride, p.srcRepStride);
}

// GetCmpMask / SetCmpMask: the 16 bytes of the register, low word first.
inline void MoveCmpMask(const char* api, const BitMaskOperand& tensor, bool to_tensor) {
  runtime::CoreState& core = runtime::CurrentCore();
  const uint32_t ub = CheckBitMask(api, tensor, sizeof core.cmp_mask, 16);
  if (to_tensor && CheckedMode() && tensor.tensor_bytes < 128)
    ReportWarning(api, tensor.name, Str(tensor.tensor_bytes) + " bytes", "the page asks for at least 128 bytes of space");
  VectorCallDesc desc;
  if (__builtin_expect(verify::Enabled(), 0)) {
    desc.family = VectorCallDesc::Family::kCmpMask;
    desc.op = to_tensor ? 0 : 1;
    desc.type = DType::kU8;
    desc.profile = static_cast<uint8_t>(kProfile.profile);
    desc.counter_mode = core.mask_mode == runtime::MaskMode::kCounter;
    desc.vector_mask[0] = core.vector_mask[0];
    desc.vector_mask[1] = core.vector_mask[1];
    desc.cmp_mask[0] = core.cmp_mask[0];
    desc.cmp_mask[1] = core.cmp_mask[1];
    (to_tensor ? desc.dst : desc.src0).address = ub;
  }
  const verify::Scope cross_check = verify::Enabled() ? verify::Scope(api, verify::kVectorChecker, &desc, sizeof desc)
                                                      : verify::Scope();
  if (to_tensor) std::memcpy(tensor.address, core.cmp_mask, sizeof core.cmp_mask);
  else std::memcpy(core.cmp_mask, tensor.address, sizeof core.cmp_mask);
}

}  // namespace detail
}  // namespace ascendc_host

namespace AscendC {

// --- Compare: into a bit mask ----------------------------------------------

template <typename T, typename U>
__aicore__ inline void Compare(const LocalTensor<U>& dst, const LocalTensor<T>& src0, const LocalTensor<T>& src1,
                               CMPMODE cmpMode, uint32_t count) {
  namespace d = ::ascendc_host::detail;
  static_assert(d::CompareTypeSupported<T>(false), "Compare: unsupported element type on this profile (数据类型)");
  static_assert(d::kCompareDstType<U>, "Compare: the destination holds bits in int8_t or uint8_t");
  d::CompareIntoBits("Compare", d::CompareOpOf(cmpMode), dst, src0, &src1, 0, false, d::VectorForm::Count(count));
}

template <typename T, typename U, bool isSetMask = true>
__aicore__ inline void Compare(const LocalTensor<U>& dst, const LocalTensor<T>& src0, const LocalTensor<T>& src1,
                               CMPMODE cmpMode, const uint64_t mask[], uint8_t repeatTime,
                               const BinaryRepeatParams& repeatParams) {
  namespace d = ::ascendc_host::detail;
  static_assert(d::CompareTypeSupported<T>(true), "Compare: unsupported element type for the mask forms (数据类型)");
  static_assert(d::kCompareDstType<U>, "Compare: the destination holds bits in int8_t or uint8_t");
  d::CompareIntoBits("Compare", d::CompareOpOf(cmpMode), dst, src0, &src1, 0, false,
                     d::VectorForm::Bitwise(mask, repeatTime, isSetMask), repeatParams.src0BlkStride,
                     repeatParams.src0RepStride, repeatParams.src1BlkStride, repeatParams.src1RepStride);
}

template <typename T, typename U, bool isSetMask = true>
__aicore__ inline void Compare(const LocalTensor<U>& dst, const LocalTensor<T>& src0, const LocalTensor<T>& src1,
                               CMPMODE cmpMode, const uint64_t mask, uint8_t repeatTime,
                               const BinaryRepeatParams& repeatParams) {
  namespace d = ::ascendc_host::detail;
  static_assert(d::CompareTypeSupported<T>(true), "Compare: unsupported element type for the mask forms (数据类型)");
  static_assert(d::kCompareDstType<U>, "Compare: the destination holds bits in int8_t or uint8_t");
  d::CompareIntoBits("Compare", d::CompareOpOf(cmpMode), dst, src0, &src1, 0, false,
                     d::VectorForm::Contiguous(mask, repeatTime, isSetMask), repeatParams.src0BlkStride,
                     repeatParams.src0RepStride, repeatParams.src1BlkStride, repeatParams.src1RepStride);
}

// --- Compare: into the CMPMASK register (结果存入寄存器) -------------------

template <typename T, bool isSetMask = true>
__aicore__ inline void Compare(const LocalTensor<T>& src0, const LocalTensor<T>& src1, CMPMODE cmpMode,
                               const uint64_t mask[], const BinaryRepeatParams& repeatParams) {
  namespace d = ::ascendc_host::detail;
  static_assert(d::kOneOf<T, half, float>, "Compare into CMPMASK: half or float");
  d::CompareIntoRegister(d::CompareOpOf(cmpMode), src0, src1, d::VectorForm::Bitwise(mask, 1, isSetMask),
                         repeatParams);
}

template <typename T, bool isSetMask = true>
__aicore__ inline void Compare(const LocalTensor<T>& src0, const LocalTensor<T>& src1, CMPMODE cmpMode,
                               const uint64_t mask, const BinaryRepeatParams& repeatParams) {
  namespace d = ::ascendc_host::detail;
  static_assert(d::kOneOf<T, half, float>, "Compare into CMPMASK: half or float");
  d::CompareIntoRegister(d::CompareOpOf(cmpMode), src0, src1, d::VectorForm::Contiguous(mask, 1, isSetMask),
                         repeatParams);
}

// --- Compares / CompareScalar: with a scalar --------------------------------

#define ASCENDC_HOST_COMPARE_SCALAR_API(Name)                                                                       \
  template <typename T, typename U>                                                                               \
  __aicore__ inline void Name(const LocalTensor<U>& dst, const LocalTensor<T>& src0, const T src1Scalar,          \
                              CMPMODE cmpMode, uint32_t count) {                                                  \
    namespace d = ::ascendc_host::detail;                                                                         \
    static_assert(d::CompareTypeSupported<T>(false), #Name ": unsupported element type on this profile (数据类型)"); \
    static_assert(d::kComparesDstType<U>, #Name ": the destination holds bits in uint8_t");                       \
    d::CompareIntoBits(#Name, d::CompareOpOf(cmpMode), dst, src0, static_cast<const LocalTensor<T>*>(nullptr),   \
                       d::ScalarBits<T>(src1Scalar), false, d::VectorForm::Count(count));                         \
  }                                                                                                               \
  template <typename T, typename U, bool isSetMask = true>                                                        \
  __aicore__ inline void Name(const LocalTensor<U>& dst, const LocalTensor<T>& src0, const T src1Scalar,          \
                              CMPMODE cmpMode, const uint64_t mask[], uint8_t repeatTime,                         \
                              const UnaryRepeatParams& repeatParams) {                                            \
    namespace d = ::ascendc_host::detail;                                                                         \
    static_assert(d::CompareTypeSupported<T>(true), #Name ": unsupported element type for the mask forms");       \
    static_assert(d::kComparesDstType<U>, #Name ": the destination holds bits in uint8_t");                       \
    d::CompareIntoBits(#Name, d::CompareOpOf(cmpMode), dst, src0, static_cast<const LocalTensor<T>*>(nullptr),   \
                       d::ScalarBits<T>(src1Scalar), false, d::VectorForm::Bitwise(mask, repeatTime, isSetMask), \
                       repeatParams.srcBlkStride, repeatParams.srcRepStride);                                     \
  }                                                                                                               \
  template <typename T, typename U, bool isSetMask = true>                                                        \
  __aicore__ inline void Name(const LocalTensor<U>& dst, const LocalTensor<T>& src0, const T src1Scalar,          \
                              CMPMODE cmpMode, const uint64_t mask, uint8_t repeatTime,                           \
                              const UnaryRepeatParams& repeatParams) {                                            \
    namespace d = ::ascendc_host::detail;                                                                         \
    static_assert(d::CompareTypeSupported<T>(true), #Name ": unsupported element type for the mask forms");       \
    static_assert(d::kComparesDstType<U>, #Name ": the destination holds bits in uint8_t");                       \
    d::CompareIntoBits(#Name, d::CompareOpOf(cmpMode), dst, src0, static_cast<const LocalTensor<T>*>(nullptr),   \
                       d::ScalarBits<T>(src1Scalar), false,                                                       \
                       d::VectorForm::Contiguous(mask, repeatTime, isSetMask), repeatParams.srcBlkStride,         \
                       repeatParams.srcRepStride);                                                                \
  }

ASCENDC_HOST_COMPARE_SCALAR_API(Compares)
// The older pages' name of the same API.
ASCENDC_HOST_COMPARE_SCALAR_API(CompareScalar)

// --- Compares with a flexible scalar position (灵活标量位置, Ascend 950) ---
// src0 or src1 is a scalar: an immediate, or element 0 of a LocalTensor
// (`src[0]`); of two tensors, config.scalarTensorIndex names the scalar.

template <typename T0 = BinaryDefaultType, typename T1 = BinaryDefaultType, bool isSetMask = true,
          const BinaryConfig& config = DEFAULT_BINARY_CONFIG, typename T2, typename T3, typename T4>
__aicore__ inline void Compares(const T2& dst, const T3& src0, const T4& src1, CMPMODE cmpMode, uint32_t count) {
  namespace d = ::ascendc_host::detail;
  d::FlexibleCompares<config, false>(dst, src0, src1, cmpMode, d::VectorForm::Count(count));
}

template <typename T0 = BinaryDefaultType, typename T1 = BinaryDefaultType, bool isSetMask = true,
          const BinaryConfig& config = DEFAULT_BINARY_CONFIG, typename T2, typename T3, typename T4>
__aicore__ inline void Compares(const T2& dst, const T3& src0, const T4& src1, CMPMODE cmpMode, const uint64_t mask[],
                                uint8_t repeatTime, const UnaryRepeatParams& repeatParams) {
  namespace d = ::ascendc_host::detail;
  d::FlexibleCompares<config, true>(dst, src0, src1, cmpMode, d::VectorForm::Bitwise(mask, repeatTime, isSetMask),
                                    repeatParams);
}

template <typename T0 = BinaryDefaultType, typename T1 = BinaryDefaultType, bool isSetMask = true,
          const BinaryConfig& config = DEFAULT_BINARY_CONFIG, typename T2, typename T3, typename T4>
__aicore__ inline void Compares(const T2& dst, const T3& src0, const T4& src1, CMPMODE cmpMode, const uint64_t mask,
                                uint8_t repeatTime, const UnaryRepeatParams& repeatParams) {
  namespace d = ::ascendc_host::detail;
  d::FlexibleCompares<config, true>(dst, src0, src1, cmpMode, d::VectorForm::Contiguous(mask, repeatTime, isSetMask),
                                    repeatParams);
}

// --- Whole-tensor operators --------------------------------------------------

#define ASCENDC_HOST_COMPARE_OPERATOR(Symbol, kOp)                                                         \
  template <typename T>                                                                                \
  inline ::ascendc_host::detail::CompareExpression<T> operator Symbol(const LocalTensor<T>& a,          \
                                                                       const LocalTensor<T>& b) {       \
    return {a, b, ::ascendc_host::CompareOp::kOp};                                                     \
  }
ASCENDC_HOST_COMPARE_OPERATOR(<, kLt)
ASCENDC_HOST_COMPARE_OPERATOR(>, kGt)
ASCENDC_HOST_COMPARE_OPERATOR(<=, kLe)
ASCENDC_HOST_COMPARE_OPERATOR(>=, kGe)
ASCENDC_HOST_COMPARE_OPERATOR(==, kEq)
ASCENDC_HOST_COMPARE_OPERATOR(!=, kNe)
#undef ASCENDC_HOST_COMPARE_OPERATOR

// --- The CMPMASK register ----------------------------------------------------

template <typename T>
__aicore__ inline void GetCmpMask(const LocalTensor<T>& dst) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4, "GetCmpMask: b8, b16 or b32 tensors");
  namespace d = ::ascendc_host::detail;
  d::MoveCmpMask("GetCmpMask", d::BitMask("dst", dst, true), true);
}

template <typename T>
__aicore__ inline void SetCmpMask(const LocalTensor<T>& src) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4 || sizeof(T) == 8,
                "SetCmpMask: b8, b16, b32 or b64 tensors");
  namespace d = ::ascendc_host::detail;
  d::MoveCmpMask("SetCmpMask", d::BitMask("src", src, false), false);
}

}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_VECTOR_COMPARE_H_
