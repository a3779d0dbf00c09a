// Names of the Reg compute operations (ascendc_host/runtime/reg_compute.h), for diagnostics.
#include "ascendc_host/runtime/reg_compute.h"

namespace ascendc_host {

const char* RegOpName(RegOp op) {
  switch (op) {
    case RegOp::kAdd: return "Add";
    case RegOp::kAddCarry: return "Add";
    case RegOp::kSub: return "Sub";
    case RegOp::kSubBorrow: return "Sub";
    case RegOp::kMul: return "Mul";
    case RegOp::kDiv: return "Div";
    case RegOp::kMax: return "Max";
    case RegOp::kMin: return "Min";
    case RegOp::kAdds: return "Adds";
    case RegOp::kMuls: return "Muls";
    case RegOp::kMaxs: return "Maxs";
    case RegOp::kMins: return "Mins";
    case RegOp::kAbs: return "Abs";
    case RegOp::kNeg: return "Neg";
    case RegOp::kRelu: return "Relu";
    case RegOp::kLeakyRelu: return "LeakyRelu";
    case RegOp::kPrelu: return "Prelu";
    case RegOp::kSqrt: return "Sqrt";
    case RegOp::kAddC: return "AddC";
    case RegOp::kSubC: return "SubC";
    case RegOp::kMull: return "Mull";
    case RegOp::kExp: return "Exp";
    case RegOp::kLn: return "Ln";
    case RegOp::kLog: return "Log";
    case RegOp::kLog2: return "Log2";
    case RegOp::kLog10: return "Log10";
    case RegOp::kAxpy: return "Axpy";
    case RegOp::kMulAddDst: return "MulAddDst";
    case RegOp::kMulDstAdd: return "MulDstAdd";
    case RegOp::kAbsSub: return "AbsSub";
    case RegOp::kExpSub: return "ExpSub";
    case RegOp::kAnd: return "And";
    case RegOp::kOr: return "Or";
    case RegOp::kXor: return "Xor";
    case RegOp::kNot: return "Not";
    case RegOp::kShiftLeft: return "ShiftLeft";
    case RegOp::kShiftRight: return "ShiftRight";
    case RegOp::kShiftLefts: return "ShiftLefts";
    case RegOp::kShiftRights: return "ShiftRights";
    case RegOp::kCompare: return "Compare";
    case RegOp::kCompares: return "Compares";
    case RegOp::kSelect: return "Select";
    case RegOp::kSqueeze: return "Squeeze";
    case RegOp::kDuplicate: return "Duplicate";
    case RegOp::kDuplicateMasked: return "Duplicate";
    case RegOp::kDuplicateLowest: return "Duplicate";
    case RegOp::kArange: return "Arange";
    case RegOp::kMaskAnd: return "And";
    case RegOp::kMaskOr: return "Or";
    case RegOp::kMaskXor: return "Xor";
    case RegOp::kMaskNot: return "Not";
    case RegOp::kMaskSelect: return "Select";
    case RegOp::kMaskMove: return "Move";
    case RegOp::kMaskMoveAll: return "Move";
    case RegOp::kMoveMask: return "MoveMask";
    case RegOp::kMaskPack: return "Pack";
    case RegOp::kMaskUnPack: return "UnPack";
    case RegOp::kMaskInterleave: return "Interleave";
    case RegOp::kMaskDeInterleave: return "DeInterleave";
  }
  return "?";
}

}  // namespace ascendc_host
