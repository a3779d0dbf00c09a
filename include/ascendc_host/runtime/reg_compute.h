// The vocabulary of the Reg compute operations (SPEC 14) that the layers
// pass to each other: the operation's name and one call described by value
// (its register and predicate inputs as images, its scalars), and the
// outputs. The surface runs an operation inline; in cross-check mode it
// also hands this description to src/verify, which redoes the call on the
// reference (src/reference/reg_compute.h) and compares the outputs.
#ifndef ASCENDC_HOST_RUNTIME_REG_COMPUTE_H_
#define ASCENDC_HOST_RUNTIME_REG_COMPUTE_H_

#include <cstdint>

#include "ascendc_host/ops.h"

namespace ascendc_host {

enum class RegOp : uint8_t {
  // 基础算术
  kAdd,
  kAddCarry,   // Add with the carry-out MaskReg
  kSub,
  kSubBorrow,  // Sub with the borrow-out MaskReg
  kMul,
  kDiv,
  kMax,
  kMin,
  kAdds,
  kMuls,
  kMaxs,
  kMins,
  kAbs,
  kNeg,
  kRelu,
  kLeakyRelu,
  kPrelu,
  kSqrt,
  kAddC,
  kSubC,
  kMull,
  kExp,
  kLn,
  kLog,
  kLog2,
  kLog10,
  // 复合计算
  kAxpy,
  kMulAddDst,
  kMulDstAdd,
  kAbsSub,
  kExpSub,
  // 逻辑计算
  kAnd,
  kOr,
  kXor,
  kNot,
  kShiftLeft,
  kShiftRight,
  kShiftLefts,
  kShiftRights,
  // 比较与选择
  kCompare,
  kCompares,
  kSelect,
  kSqueeze,
  // 数据填充, 索引操作
  kDuplicate,        // scalar, no mask
  kDuplicateMasked,  // scalar with a mask
  kDuplicateLowest,  // srcReg's element 0
  kArange,
  // MaskReg计算 (and the MaskReg forms of And/Or/Xor/Not)
  kMaskAnd,
  kMaskOr,
  kMaskXor,
  kMaskNot,
  kMaskSelect,
  kMaskMove,        // with a mask
  kMaskMoveAll,     // without
  kMoveMask,
  kMaskPack,
  kMaskUnPack,
  kMaskInterleave,
  kMaskDeInterleave,
};

// The API name of an operation, for diagnostics ("Add", "Compare", ...).
const char* RegOpName(RegOp op);

// What `variant` holds, per operation: CMPMODE value (Compare, Compares),
// RegLayout (ExpSub), HighLowPart (Pack, UnPack), IndexOrder (Arange),
// GatherMaskMode (Squeeze: 1 = STORE_REG), b8/b16/b32 group bytes
// (Interleave, DeInterleave, MoveMask).
struct RegComputeCall {
  RegOp op = RegOp::kAdd;
  DType type = DType::kU8;      // element type of the sources
  DType dst_type = DType::kU8;  // of the destination (differs for ExpSub half -> float)
  uint8_t reg_num = 1;          // 2: b64 RegTraitNumTwo
  bool merging = false;         // MaskMergeMode::MERGING
  bool flush_subnormals = false;  // the FTZ algorithms of Div, Sqrt, Exp, Ln, Log*, ExpSub
  uint8_t variant = 0;
  NumericMode numeric;          // CTRL bits at the call
  uint64_t scalar = 0;          // the scalar argument converted to the type, as bits
  // Register operands: [0] srcReg0 / srcReg, [1] srcReg1, [2] the
  // destination's value before the call (MERGING, accumulating operations,
  // Mull's second destination is not an input). Each up to two registers.
  uint8_t reg[3][2][256] = {};
  // Predicate operands: [0] mask, [1] carrySrc / src0 of a MaskReg
  // operation, [2] src1 of a MaskReg operation.
  uint64_t mask[3][4] = {};
  int64_t spr_ar = 0;                        // AR before the call (Squeeze)
  bool counter_mode = false;                 // mask mode and {MASK0, MASK1} (MoveMask)
  uint64_t vector_mask[2] = {~0ull, ~0ull};
};

struct RegComputeResult {
  uint8_t reg[2][2][256] = {};  // destination tensors (Mull: two), each up to two registers
  uint64_t mask[2][4] = {};     // MaskReg results (Compare, carries, dst0/dst1 of mask operations)
  int64_t spr_ar = 0;           // AR after the call
};

}  // namespace ascendc_host

#endif  // ASCENDC_HOST_RUNTIME_REG_COMPUTE_H_
