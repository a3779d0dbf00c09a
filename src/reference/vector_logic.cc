// Reference of the bit-wise logic and shifts (docs/SPEC.md 8.4): And, Or,
// Ands, Ors, ShiftLeft and ShiftRight with a scalar or a tensor of counts.
// Results are bit patterns: the CTRL integer saturation does not apply.
#include "reference/vector_model.h"

namespace ascendc_host {
namespace reference {

namespace {

// The element's bits as an unsigned number below 2^width.
unsigned __int128 BitsOf(DType t, __int128 v) {
  const uint32_t w = SizeOf(t) * 8;
  return static_cast<unsigned __int128>(v) & ((static_cast<unsigned __int128>(1) << w) - 1);
}

// x shifted by `count` positions, from the pages: left for ShiftLeft, right
// for ShiftRight, the other way for a negative count (the tensor pages'
// "src1 < 0 ... outputs -1" for a left shift). Unsigned types shift
// logically; signed ones keep their sign bit when shifting left (算术左移:
// the bit below the sign is dropped) and copy it when shifting right.
// Beyond the width: 0, or -1 for a negative value shifted right. `round`
// adds the last bit shifted out to a right shift of a signed value.
__int128 Shift(DType t, __int128 x, __int128 count, bool left, bool round) {
  const int w = static_cast<int>(SizeOf(t)) * 8;
  if (count < 0) {
    left = !left;
    count = -count;
    round = false;
  }
  const int m = count > w ? w + 1 : static_cast<int>(count);
  const unsigned __int128 one = 1;
  if (left) {
    const unsigned __int128 shifted = m >= w ? 0 : (BitsOf(t, x) << m) & ((one << w) - 1);
    if (!IsSigned(t)) return static_cast<__int128>(shifted);
    if (m > w) return 0;
    const unsigned __int128 sign = one << (w - 1);
    return Decode(t, static_cast<uint64_t>((BitsOf(t, x) & sign) | (shifted & (sign - 1)))).i;
  }
  if (!IsSigned(t)) return m >= w ? 0 : x >> m;
  // Arithmetic: floor(x / 2^m), plus bit m - 1 of x when rounding.
  __int128 r = x >> m;
  if (round && m >= 1) r += (x >> (m - 1)) & 1;
  return r;
}

}  // namespace

MaskRegisters RunLogic(const Ub& ub, const VectorCallDesc& c) {
  const auto op = static_cast<LogicOp>(c.op);
  const DType t = c.type;
  // The counts of the tensor forms: signed integers of the element's width.
  const DType count_type = SizeOf(t) == 1 ? DType::kI8 : SizeOf(t) == 2 ? DType::kI16 : SizeOf(t) == 4 ? DType::kI32 : DType::kI64;
  const Value scalar = Decode(t, c.scalar_bits);
  const bool round = c.round_shift && (t == DType::kI16 || t == DType::kI32);
  ElementwiseSpec spec;
  spec.dst_type = spec.src_type = t;
  spec.sources = op == LogicOp::kAnd || op == LogicOp::kOr || op == LogicOp::kShiftLeftTensor ||
                         op == LogicOp::kShiftRightTensor
                     ? 2
                     : 1;
  spec.fn = [op, t, count_type, scalar, round](const Value* in, const Value&) {
    Value r;
    switch (op) {
      case LogicOp::kAnd: r.i = in[0].i & in[1].i; break;
      case LogicOp::kOr: r.i = in[0].i | in[1].i; break;
      case LogicOp::kAnds: r.i = in[0].i & scalar.i; break;
      case LogicOp::kOrs: r.i = in[0].i | scalar.i; break;
      case LogicOp::kShiftLeft: r.i = Shift(t, in[0].i, scalar.i, true, false); break;
      case LogicOp::kShiftRight: r.i = Shift(t, in[0].i, scalar.i, false, round); break;
      case LogicOp::kShiftLeftTensor:
      case LogicOp::kShiftRightTensor: {
        const __int128 count = Decode(count_type, static_cast<uint64_t>(BitsOf(t, in[1].i))).i;
        r.i = Shift(t, in[0].i, count, op == LogicOp::kShiftLeftTensor, false);
        break;
      }
    }
    return r;
  };
  VectorCallDesc bits = c;
  bits.numeric.int_saturating = false;
  return RunElementwise(ub, bits, spec);
}

}  // namespace reference
}  // namespace ascendc_host
