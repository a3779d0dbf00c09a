// The vocabulary the layers pass to each other for the compute APIs: data
// types, operation names and the numeric mode. The surface names an
// operation, the kernels implement it per SIMD target, the reference (apart)
// implements it from the pages, and cross-check mode hands the same name to
// both. Adding an operation adds one enumerator here.
#ifndef ASCENDC_HOST_OPS_H_
#define ASCENDC_HOST_OPS_H_

#include <cstdint>

// RoundMode (精度转换; Reg矢量计算/辅助数据类型/RoundMode): how a conversion
// rounds. Defined once here, where every layer sees it: the surface's scalar
// and vector Cast, the Reg Cast, the kernels and the reference. The Reg
// Cast pages also name UNKNOWN (CastTrait's default: the conversion chooses
// no rounding) and HYBRID (= CAST_HYBRID).
namespace AscendC {
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

namespace ascendc_host {

// Element types of the compute APIs. Complex types are pairs of their
// component type and are passed as such (twice the element count).
enum class DType : uint8_t { kU8, kI8, kU16, kI16, kF16, kBF16, kU32, kI32, kF32, kU64, kI64 };

constexpr uint32_t SizeOf(DType t) {
  switch (t) {
    case DType::kU8:
    case DType::kI8: return 1;
    case DType::kU16:
    case DType::kI16:
    case DType::kF16:
    case DType::kBF16: return 2;
    case DType::kU32:
    case DType::kI32:
    case DType::kF32: return 4;
    default: return 8;
  }
}
constexpr bool IsFloat(DType t) { return t == DType::kF16 || t == DType::kBF16 || t == DType::kF32; }
constexpr bool IsSigned(DType t) {
  return t == DType::kI8 || t == DType::kI16 || t == DType::kI32 || t == DType::kI64 || IsFloat(t);
}
const char* DTypeName(DType t);

// Two-source elementwise operations: dst[i] = op(src0[i], src1[i]).
enum class BinaryOp : uint8_t {
  kAdd,
  kSub,
  kMul,
  kDiv,
  kMax,
  kMin,
};
const char* BinaryOpName(BinaryOp op);

// One source and a scalar: dst[i] = op(src[i], scalar), or op(scalar, src[i])
// for the flexible-scalar-position forms whose scalar is on the left.
// kDuplicate ignores the source: dst[i] = scalar.
enum class ScalarOp : uint8_t {
  kDuplicate,
  kAdds,
  kMuls,
  kMaxs,
  kMins,
  // Scalar-position arithmetic (灵活标量位置) and LeakyRelu (scalar slope).
  kSubs,
  kDivs,
  kLeakyRelu,
};
const char* ScalarOpName(ScalarOp op);

// One-source elementwise operations (SPEC 8.4): dst[i] = op(src[i]).
enum class UnaryOp : uint8_t {
  kAbs,
  kRelu,
  kExp,
  kLn,
  kSqrt,
  kRsqrt,
  kReciprocal,
  kNeg,
  kNot,
};
const char* UnaryOpName(UnaryOp op);

// Bit-wise logic and shifts (逻辑计算, SPEC 8.4). The *s forms take a scalar
// (scalar_bits, either side); the tensor-count shifts read signed counts of
// the element's width from src1.
enum class LogicOp : uint8_t {
  kAnd,
  kOr,
  kAnds,
  kOrs,
  kShiftLeft,         // scalar count
  kShiftRight,        // scalar count
  kShiftLeftTensor,   // counts from src1
  kShiftRightTensor,  // counts from src1
};
const char* LogicOpName(LogicOp op);

// Composite operations (复合计算 and the ISASI composites, SPEC 8.5). Those
// marked "reads dst" use the old destination as an operand.
enum class CompositeOp : uint8_t {
  kAddRelu,      // relu(src0 + src1)
  kSubRelu,      // relu(src0 - src1)
  kAbsSub,       // |src0 - src1|
  kPrelu,        // src0 >= 0 ? src0 : src0 * src1
  kExpSub,       // e^(src0 - src1), in float
  kMulAddDst,    // src0 * src1 + dst (reads dst)
  kFusedMulAdd,  // src0 * dst + src1 (reads dst)
  kMulAddRelu,   // relu(src0 * dst + src1) (reads dst)
  kAxpy,         // scalar * src0 + dst (reads dst)
  kMull,         // src0 * src1 as a double-width product: low half to dst, high half to dst1
};
const char* CompositeOpName(CompositeOp op);

// The precision modes of the transcendental APIs (the 950 pages' ExpConfig,
// LnConfig, SqrtConfig, RsqrtConfig, ReciprocalConfig; SPEC 8.4).
enum class Precision : uint8_t {
  kIeee,              // subnormals kept (Atlas A2/A3, which have no config)
  kFlushSubnormals,   // INTRINSIC / PRECISION_1ULP_FTZ_TRUE: subnormal inputs and results are 0
  kCorrectlyRounded,  // Sqrt/Rsqrt FAST_INVERSE / PRECISION_0ULP_FTZ_FALSE (float): 0 ulp, inputs above 2^126 special
};

// Comparisons of Compare / Compares (CMPMODE, same order): true gives a 1 bit.
// Floating-point comparisons are IEEE predicates: only NE holds for NaN.
enum class CompareOp : uint8_t { kLt, kGt, kEq, kLe, kGe, kNe };
const char* CompareOpName(CompareOp op);

// Select's modes (SELMODE, same values): where the selection bits come from
// and what the second source is.
enum class SelectMode : uint8_t {
  kCmpMaskSpr,    // the same positions/8 bytes of bits for every repeat; src1 a tensor
  kTensorScalar,  // bits consumed repeat after repeat; src1 a scalar
  kTensorTensor,  // bits consumed repeat after repeat; src1 a tensor
};

// Reductions (归约计算, docs/SPEC.md 8.8): what they combine, and what one
// result covers: a DataBlock, a repeat, a pair of neighbours, or the whole
// call (ReduceSum / ReduceMax / ReduceMin).
enum class ReduceOp : uint8_t { kSum, kMax, kMin };
enum class ReduceScope : uint8_t { kDataBlock, kRepeat, kPair, kAll };
// Where a maximum / minimum and its index go (the pages' ReduceOrder, same order).
enum class ReduceLayout : uint8_t { kValueIndex, kIndexValue, kOnlyValue, kOnlyIndex };
const char* ReduceOpName(ReduceOp op, ReduceScope scope);

// Fill and layout (数据填充, 数据排布转换, 数据重排; docs/SPEC.md 8.9): pure data movement.
enum class LayoutOp : uint8_t {
  kBrcb,            // each source element fills a destination DataBlock
  kCreateVecIndex,  // dst[p] = firstValue + p
  kTranspose16,     // 16 x 16 two-byte elements
  kNchwToNhwc,
  kNhwcToNchw,
  kInterleave,      // dst0 ++ dst1 = src0[0], src1[0], src0[1], src1[1], ...
  kDeInterleave,    // dst0 = even, dst1 = odd elements of src0 ++ src1 (or of src0 alone)
};
const char* LayoutOpName(LayoutOp op);

// Type conversions (类型转换 and the converting composites of 复合计算,
// docs/SPEC.md 8.7): the source elements (two for the two-source
// composites, one and a scalar for MulsCast) are converted into a
// destination of another type.
enum class CastOp : uint8_t {
  kCast,          // dst = Cast(src, round)
  kTruncate,      // dst = src rounded to an integral value (same type)
  kAddReluCast,   // dst = Cast(Relu(src0 + src1))
  kSubReluCast,   // dst = Cast(Relu(src0 - src1))
  kMulCast,       // dst = Cast(src0 * src1)
  kMulsCast,      // dst = Cast(src * scalar), CAST_ROUND (scalar_left: scalar * src)
  kAddDeqRelu,    // dst = Relu(Deq(src0 + src1)), int32 -> half
  kCastDequant,   // dst = Cast(src * scale), int32 -> half, RINT
};
const char* CastOpName(CastOp op);
using RoundMode = AscendC::RoundMode;

// What the core's CTRL register (SetCtrlSpr page, ../NUMERICS) makes of
// results that leave the type's range; read by the surface at every call.
struct NumericMode {
  // Floating-point results of the saturating types (half everywhere, and
  // bfloat16 on Atlas A2/A3): inf -> +-MAX, NaN -> +0 (CTRL[48] == 0).
  bool half_saturating = true;
  bool bf16_saturating = false;
  // Integer results: saturate instead of wrapping (CTRL[53] == 1).
  bool int_saturating = false;
  // Conversions (docs/SPEC.md 8.7): half and bfloat16 results inf -> +-MAX,
  // NaN -> 0 (CTRL[48] == 0, on both profiles for both types); integer
  // results out of range saturate instead of keeping their low bits
  // (CTRL[59] == 0). Ascend 950 with CTRL[60] == 0: both saturate.
  bool cast_float_saturating = true;
  bool cast_int_saturating = true;
};

// One vector compute call in the API's own terms (not resolved into
// positions): what the reference and cross-check mode need to redo the call
// from the pages. The surface fills it only when cross-check mode is on;
// tests fill it to drive the reference.
struct VectorCallDesc {
  enum class Family : uint8_t {
    kBinary, kScalar, kCompare, kSelect, kCmpMask, kCast, kUnary, kLogic, kComposite, kReduce, kLayout
  };
  enum class Form : uint8_t { kCount, kBitwiseMask, kContiguousMask };
  struct Operand {
    uint32_t address = 0;         // UB byte address
    uint16_t block_stride = 1;    // DataBlocks (mask forms)
    uint16_t repeat_stride = 8;   // DataBlocks (mask forms)
  };
  Family family = Family::kBinary;
  uint8_t op = 0;               // BinaryOp / ScalarOp
  DType type = DType::kF32;
  uint8_t profile = 0;          // ascendc_host::Profile of the operator
  NumericMode numeric;
  Form form = Form::kCount;
  bool is_set_mask = true;
  int64_t count = 0;            // count form
  uint64_t mask[2] = {0, 0};    // bit-wise: both words; contiguous: mask[0]
  uint32_t repeat_time = 0;
  // The core's mask registers before the call.
  bool counter_mode = false;
  uint64_t vector_mask[2] = {~0ull, ~0ull};
  Operand dst, src0, src1;
  uint64_t scalar_bits = 0;     // scalar forms: the element's bits
  bool scalar_left = false;
  // Compare and select (docs/SPEC.md 8.6). kCompare: op = CompareOp; src1 is
  // not read when compare_scalar (scalar_bits, scalar_left); the bits go to
  // dst (one per position, dst's strides unused), or to the CMPMASK register
  // when compare_to_register. kSelect: op = SelectMode; the selMask at `bits`,
  // except with select_from_register, where mode 0 takes the bits and mode 1
  // the scalar from CMPMASK (mode 2's address is resolved into `bits`);
  // the scalar modes use scalar_bits / scalar_left. kCmpMask: op 0 is
  // GetCmpMask (16 bytes to dst), op 1 SetCmpMask (16 bytes from src0).
  bool compare_scalar = false;
  bool compare_to_register = false;
  bool select_from_register = false;
  Operand bits;
  uint64_t cmp_mask[2] = {0, 0};  // the CMPMASK register before the call
  // Conversions (kCast, docs/SPEC.md 8.7): op = CastOp; `type` is the source
  // type, `dst_type` the destination's. int4b_t operands are described as
  // int8 pairs: positions count pairs of elements (see 8.7), `dst_int4` /
  // `src_int4` say which side packs two elements into one byte.
  DType dst_type = DType::kF32;
  RoundMode round = RoundMode::CAST_NONE;
  bool dst_int4 = false;
  bool src_int4 = false;
  uint64_t deq_scale = 0;         // the DEQSCALE register before the call
  // Unary, logic and composite families (docs/SPEC.md 8.4, 8.5): op is a
  // UnaryOp / LogicOp / CompositeOp. `widening`: half sources and a float
  // destination (Axpy, MulAddDst, ExpSub); the positions of a repeat then
  // follow the destination (64). `precision`: a Precision (kUnary).
  // `round_shift`: ShiftRight's roundEn. `dst1`: Mull's high halves.
  bool widening = false;
  uint8_t precision = 0;
  bool round_shift = false;
  Operand dst1;
  // Reductions (family kReduce, op = ReduceOp): `type` is the source's type;
  // src0 the source (its strides in DataBlocks), dst the destination.
  struct Reduction {
    ReduceScope scope = ReduceScope::kRepeat;
    ReduceLayout layout = ReduceLayout::kValueIndex;  // kAll: kValueIndex (calIndex) or kOnlyValue
    DType dst_type = DType::kF32;
    uint32_t dst_repeat_stride = 1;  // in the API's unit (SPEC 8.8)
  } reduce;
  // Fill and layout (family kLayout, op = LayoutOp): dst / src0 / src1 as
  // named by the API, dst1 the second destination (Interleave,
  // DeInterleave); Brcb's strides in dst; CreateVecIndex's firstValue in
  // scalar_bits; count the element count.
  struct Layout {
    Operand dst1;
    bool one_source = false;  // DeInterleave(dst0, dst1, src, srcCount)
    uint16_t n = 0, c = 0, h = 0, w = 0;
  } layout;
};

}  // namespace ascendc_host

#endif  // ASCENDC_HOST_OPS_H_
