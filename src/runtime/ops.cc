// Names of the vocabulary in ascendc_host/ops.h, for diagnostics.
#include "ascendc_host/ops.h"

namespace ascendc_host {

const char* DTypeName(DType t) {
  switch (t) {
    case DType::kU8: return "uint8_t";
    case DType::kI8: return "int8_t";
    case DType::kU16: return "uint16_t";
    case DType::kI16: return "int16_t";
    case DType::kF16: return "half";
    case DType::kBF16: return "bfloat16_t";
    case DType::kU32: return "uint32_t";
    case DType::kI32: return "int32_t";
    case DType::kF32: return "float";
    case DType::kU64: return "uint64_t";
    case DType::kI64: return "int64_t";
  }
  return "?";
}

const char* BinaryOpName(BinaryOp op) {
  switch (op) {
    case BinaryOp::kAdd: return "Add";
    case BinaryOp::kSub: return "Sub";
    case BinaryOp::kMul: return "Mul";
    case BinaryOp::kDiv: return "Div";
    case BinaryOp::kMax: return "Max";
    case BinaryOp::kMin: return "Min";
  }
  return "?";
}

const char* ScalarOpName(ScalarOp op) {
  switch (op) {
    case ScalarOp::kDuplicate: return "Duplicate";
    case ScalarOp::kAdds: return "Adds";
    case ScalarOp::kMuls: return "Muls";
    case ScalarOp::kMaxs: return "Maxs";
    case ScalarOp::kMins: return "Mins";
    case ScalarOp::kSubs: return "Subs";
    case ScalarOp::kDivs: return "Divs";
    case ScalarOp::kLeakyRelu: return "LeakyRelu";
  }
  return "?";
}

const char* UnaryOpName(UnaryOp op) {
  switch (op) {
    case UnaryOp::kAbs: return "Abs";
    case UnaryOp::kRelu: return "Relu";
    case UnaryOp::kExp: return "Exp";
    case UnaryOp::kLn: return "Ln";
    case UnaryOp::kSqrt: return "Sqrt";
    case UnaryOp::kRsqrt: return "Rsqrt";
    case UnaryOp::kReciprocal: return "Reciprocal";
    case UnaryOp::kNeg: return "Neg";
    case UnaryOp::kNot: return "Not";
  }
  return "?";
}

const char* LogicOpName(LogicOp op) {
  switch (op) {
    case LogicOp::kAnd: return "And";
    case LogicOp::kOr: return "Or";
    case LogicOp::kAnds: return "Ands";
    case LogicOp::kOrs: return "Ors";
    case LogicOp::kShiftLeft:
    case LogicOp::kShiftLeftTensor: return "ShiftLeft";
    case LogicOp::kShiftRight:
    case LogicOp::kShiftRightTensor: return "ShiftRight";
  }
  return "?";
}

const char* CompositeOpName(CompositeOp op) {
  switch (op) {
    case CompositeOp::kAddRelu: return "AddRelu";
    case CompositeOp::kSubRelu: return "SubRelu";
    case CompositeOp::kAbsSub: return "AbsSub";
    case CompositeOp::kPrelu: return "Prelu";
    case CompositeOp::kExpSub: return "ExpSub";
    case CompositeOp::kMulAddDst: return "MulAddDst";
    case CompositeOp::kFusedMulAdd: return "FusedMulAdd";
    case CompositeOp::kMulAddRelu: return "MulAddRelu";
    case CompositeOp::kAxpy: return "Axpy";
    case CompositeOp::kMull: return "Mull";
  }
  return "?";
}

const char* CompareOpName(CompareOp op) {
  switch (op) {
    case CompareOp::kLt: return "LT";
    case CompareOp::kGt: return "GT";
    case CompareOp::kEq: return "EQ";
    case CompareOp::kLe: return "LE";
    case CompareOp::kGe: return "GE";
    case CompareOp::kNe: return "NE";
  }
  return "?";
}

const char* ReduceOpName(ReduceOp op, ReduceScope scope) {
  static const char* const kNames[4][3] = {{"ReduceDataBlock<SUM>", "ReduceDataBlock<MAX>", "ReduceDataBlock<MIN>"},
                                           {"ReduceRepeat<SUM>", "ReduceRepeat<MAX>", "ReduceRepeat<MIN>"},
                                           {"ReducePairElem<SUM>", "ReducePairElem<MAX>", "ReducePairElem<MIN>"},
                                           {"ReduceSum", "ReduceMax", "ReduceMin"}};
  const unsigned s = static_cast<unsigned>(scope), o = static_cast<unsigned>(op);
  return s < 4 && o < 3 ? kNames[s][o] : "?";
}

const char* LayoutOpName(LayoutOp op) {
  switch (op) {
    case LayoutOp::kBrcb: return "Brcb";
    case LayoutOp::kCreateVecIndex: return "CreateVecIndex";
    case LayoutOp::kTranspose16:
    case LayoutOp::kNchwToNhwc:
    case LayoutOp::kNhwcToNchw: return "Transpose";
    case LayoutOp::kInterleave: return "Interleave";
    case LayoutOp::kDeInterleave: return "DeInterleave";
  }
  return "?";
}

const char* CastOpName(CastOp op) {
  switch (op) {
    case CastOp::kCast: return "Cast";
    case CastOp::kTruncate: return "Truncate";
    case CastOp::kAddReluCast: return "AddReluCast";
    case CastOp::kSubReluCast: return "SubReluCast";
    case CastOp::kMulCast: return "MulCast";
    case CastOp::kMulsCast: return "MulsCast";
    case CastOp::kAddDeqRelu: return "AddDeqRelu";
    case CastOp::kCastDequant: return "CastDequant";
  }
  return "?";
}

}  // namespace ascendc_host
