// What every vector compute API (LocalTensor level) shares: the repeat
// parameter structs, MASK_PLACEHOLDER, and VectorCall, which resolves a call's
// count / mask / repeat / stride arguments (SIMD计算说明) into the kernels'
// addressing model once, checks every operand (SPEC 0.6, section 8) and runs
// the kernel. An API family is then a few lines per overload: name the
// operation, list the operands, pick the kernel (see binary.h).
#ifndef ASCENDC_HOST_ASCENDC_VECTOR_COMMON_H_
#define ASCENDC_HOST_ASCENDC_VECTOR_COMMON_H_

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <type_traits>

#include "ascendc_host/checks.h"
#include "ascendc_host/config.h"
#include "ascendc_host/error.h"
#include "ascendc_host/kernels/vector.h"
#include "ascendc_host/ops.h"
#include "ascendc_host/runtime.h"
#include "ascendc_host/verify.h"
#include "ascendc_host/ascendc/tensor.h"
#include "ascendc_host/ascendc/types.h"

namespace AscendC {

inline constexpr int32_t DEFAULT_BLK_NUM = 8;
inline constexpr int32_t DEFAULT_BLK_STRIDE = 1;
inline constexpr uint8_t DEFAULT_REPEAT_STRIDE = 8;

struct BinaryRepeatParams {
  BinaryRepeatParams() {}
  BinaryRepeatParams(const uint8_t dstBlkStrideIn, const uint8_t src0BlkStrideIn, const uint8_t src1BlkStrideIn,
                     const uint8_t dstRepStrideIn, const uint8_t src0RepStrideIn, const uint8_t src1RepStrideIn)
      : dstBlkStride(dstBlkStrideIn),
        src0BlkStride(src0BlkStrideIn),
        src1BlkStride(src1BlkStrideIn),
        dstRepStride(dstRepStrideIn),
        src0RepStride(src0RepStrideIn),
        src1RepStride(src1RepStrideIn) {}
  uint32_t blockNumber = DEFAULT_BLK_NUM;
  uint8_t dstBlkStride = DEFAULT_BLK_STRIDE;
  uint8_t src0BlkStride = DEFAULT_BLK_STRIDE;
  uint8_t src1BlkStride = DEFAULT_BLK_STRIDE;
  uint8_t dstRepStride = DEFAULT_REPEAT_STRIDE;
  uint8_t src0RepStride = DEFAULT_REPEAT_STRIDE;
  uint8_t src1RepStride = DEFAULT_REPEAT_STRIDE;
  bool repeatStrideMode = false;
  bool strideSizeMode = false;
};

// The flexible-scalar-position forms (Compares / Select and the arithmetic
// ones): which operand is the scalar when both are LocalTensors (its
// element 0): 0 the left, 1 the right.
struct BinaryConfig {
  int8_t scalarTensorIndex = 1;
};
inline constexpr BinaryConfig DEFAULT_BINARY_CONFIG = {1};
// Their reserved type parameters' default.
struct BinaryDefaultType {};

struct UnaryRepeatParams {
  UnaryRepeatParams() {}
  UnaryRepeatParams(const uint16_t dstBlkStrideIn, const uint16_t srcBlkStrideIn, const uint8_t dstRepStrideIn,
                    const uint8_t srcRepStrideIn)
      : dstBlkStride(dstBlkStrideIn),
        srcBlkStride(srcBlkStrideIn),
        dstRepStride(dstRepStrideIn),
        srcRepStride(srcRepStrideIn) {}
  UnaryRepeatParams(const uint16_t dstBlkStrideIn, const uint16_t srcBlkStrideIn, const uint8_t dstRepStrideIn,
                    const uint8_t srcRepStrideIn, const bool halfBlockIn)
      : dstBlkStride(dstBlkStrideIn),
        srcBlkStride(srcBlkStrideIn),
        dstRepStride(dstRepStrideIn),
        srcRepStride(srcRepStrideIn),
        halfBlock(halfBlockIn) {}
  uint32_t blockNumber = DEFAULT_BLK_NUM;
  uint16_t dstBlkStride = DEFAULT_BLK_STRIDE;
  uint16_t srcBlkStride = DEFAULT_BLK_STRIDE;
  uint8_t dstRepStride = DEFAULT_REPEAT_STRIDE;
  uint8_t srcRepStride = DEFAULT_REPEAT_STRIDE;
  bool repeatStrideMode = false;
  bool strideSizeMode = false;
  bool halfBlock = false;
};

// The mask argument when isSetMask is false (the mask comes from
// SetVectorMask): its value is not used.
inline constexpr uint64_t MASK_PLACEHOLDER = 0;
inline constexpr uint64_t MASK_PLACEHOLDER_LIST[2] = {0, 0};

}  // namespace AscendC

namespace ascendc_host {
namespace detail {

template <typename T>
constexpr DType DTypeOf() {
  if constexpr (std::is_same_v<T, half>) return DType::kF16;
  else if constexpr (std::is_same_v<T, bfloat16_t>) return DType::kBF16;
  else if constexpr (std::is_same_v<T, float>) return DType::kF32;
  else if constexpr (std::is_same_v<T, int8_t>) return DType::kI8;
  else if constexpr (std::is_same_v<T, uint8_t>) return DType::kU8;
  else if constexpr (std::is_same_v<T, int16_t>) return DType::kI16;
  else if constexpr (std::is_same_v<T, uint16_t>) return DType::kU16;
  else if constexpr (std::is_same_v<T, int32_t>) return DType::kI32;
  else if constexpr (std::is_same_v<T, uint32_t>) return DType::kU32;
  else if constexpr (std::is_same_v<T, int64_t>) return DType::kI64;
  else if constexpr (std::is_same_v<T, uint64_t>) return DType::kU64;
  else static_assert(sizeof(T) == 0, "not an element type of the vector compute APIs");
}

// A type list for the static_asserts of each API's "数据类型" section.
template <typename T, typename... Allowed>
inline constexpr bool kOneOf = (std::is_same_v<T, Allowed> || ...);

// The numeric behaviour the core's CTRL register selects now.
inline NumericMode CurrentNumericMode(const runtime::CoreState& core) {
  NumericMode m;
  const bool saturating = !core.CtrlBit(runtime::ctrl::kFloatNonSaturating);
  m.half_saturating = saturating;
  // bfloat16 compute saturates on Atlas A2/A3 only (SetCtrlSpr page, tables 3-5).
  m.bf16_saturating = saturating && kProfile.profile == Profile::kPA2;
  m.int_saturating = core.CtrlBit(runtime::ctrl::kIntegerSaturating);
  // Conversions obey CTRL[48] / CTRL[59] while CTRL[60] (global mode) is set;
  // otherwise the per-instruction default, saturation (SPEC 8.7, 11.8).
  const bool global = kProfile.profile == Profile::kPA2 || core.CtrlBit(runtime::ctrl::kGlobalSaturationMode);
  m.cast_float_saturating = !global || saturating;
  m.cast_int_saturating = !global || !core.CtrlBit(runtime::ctrl::kCastIntegerTruncating);
  return m;
}

// One operand of a vector call, built by Operand() below, which sets every
// field. No member initialisers: a VectorCall holds four of these and is
// built on every API call, so they are not zeroed first.
struct VectorOperand {
  const char* name;
  uint8_t* address;
  uint32_t element_bytes;
  uint32_t tensor_size;            // GetSize(), elements
  uint32_t owner_begin, owner_end;
  uint16_t block_stride;           // DataBlocks (mask forms)
  uint16_t repeat_stride;          // DataBlocks (mask forms)
  bool written;
};

template <typename T>
VectorOperand Operand(const char* name, const AscendC::LocalTensor<T>& t, bool written, uint16_t block_stride = 1,
                      uint16_t repeat_stride = 8) {
  VectorOperand o;
  o.name = name;
  o.address = reinterpret_cast<uint8_t*>(t.GetPhyAddr());
  o.element_bytes = sizeof(T);
  o.tensor_size = t.GetSize();
  o.owner_begin = t.OwnerBegin();
  o.owner_end = t.OwnerEnd();
  o.block_stride = block_stride;
  o.repeat_stride = repeat_stride;
  o.written = written;
  return o;
}

// The shape of the call's arguments: the count form, or a mask form.
struct VectorForm {
  VectorCallDesc::Form form = VectorCallDesc::Form::kCount;
  bool is_set_mask = true;
  int64_t count = 0;
  uint64_t mask[2] = {0, 0};
  uint32_t repeat_time = 0;

  static VectorForm Count(int64_t count, bool is_set_mask = true) {
    VectorForm f;
    f.count = count;
    f.is_set_mask = is_set_mask;
    return f;
  }
  static VectorForm Bitwise(const uint64_t mask[], uint8_t repeat_time, bool is_set_mask) {
    VectorForm f;
    f.form = VectorCallDesc::Form::kBitwiseMask;
    f.is_set_mask = is_set_mask;
    if (is_set_mask) {
      f.mask[0] = mask[0];
      f.mask[1] = mask[1];
    }
    f.repeat_time = repeat_time;
    return f;
  }
  static VectorForm Contiguous(uint64_t mask, uint8_t repeat_time, bool is_set_mask) {
    VectorForm f;
    f.form = VectorCallDesc::Form::kContiguousMask;
    f.is_set_mask = is_set_mask;
    f.mask[0] = mask;
    f.repeat_time = repeat_time;
    return f;
  }
};

// Resolves, checks and runs one vector call. `widest_bytes` is the widest
// element of the operation (the element positions of a repeat: 256 / it).
class VectorCall {
 public:
  VectorCall(const char* api, const VectorForm& form, uint32_t widest_bytes)
      : api_(api), form_(form), core_(runtime::CurrentCore()), widest_(widest_bytes) {}

  // Operands: dst first, then the sources in order.
  void Add(const VectorOperand& o) { operands_[count_++] = o; }
  // Overlaps the page of this API permits beyond the exact one (the Add /
  // Sub / Mul / Max / Min accumulation over repeats, 通用地址重叠约束).
  void AllowAccumulation() { allow_accumulation_ = true; }

  // For APIs whose repeats do not follow the mask model: every position of
  // `repeats` repeats, whatever the masks and the mode say, and the mask
  // registers left alone (Compare / Compares with a destination on Atlas
  // A2/A3, where the mask is a reserved parameter).
  void UseFixedRepeats(uint32_t repeats) {
    fixed_repeats_ = true;
    repeats_ = repeats;
  }
  // At most `repeats` repeats (Compare into CMPMASK computes one).
  void LimitRepeats(uint32_t repeats) { repeat_limit_ = repeats; }
  // The kernel runs on pairs of element positions (Cast with an int4b_t
  // operand, two elements per byte): the mask, count and registers stay the
  // elements' (widest_bytes is the element size); the shape handed to the
  // kernel counts pairs, and the operands are described per pair. The pages
  // require even counts and equal bits for the two elements of a pair
  // (ERROR); release runs a pair when its first element is active.
  void UsePairs() { pairs_ = true; }

  // Cross-check mode: the API's description of itself (only built when the
  // mode is on). Call before Run.
  template <class Fill>
  void DescribeForVerify(Fill&& fill) {
    if (__builtin_expect(!verify::Enabled(), 1)) return;
    verify_ = true;
    desc_.emplace();
    desc_->profile = static_cast<uint8_t>(kProfile.profile);
    desc_->numeric = CurrentNumericMode(core_);
    desc_->form = form_.form;
    desc_->is_set_mask = form_.is_set_mask;
    desc_->count = form_.count;
    desc_->mask[0] = form_.mask[0];
    desc_->mask[1] = form_.mask[1];
    desc_->repeat_time = form_.repeat_time;
    desc_->counter_mode = core_.mask_mode == runtime::MaskMode::kCounter;
    desc_->vector_mask[0] = core_.vector_mask[0];
    desc_->vector_mask[1] = core_.vector_mask[1];
    desc_->cmp_mask[0] = core_.cmp_mask[0];
    desc_->cmp_mask[1] = core_.cmp_mask[1];
    VectorCallDesc::Operand* slots[3] = {&desc_->dst, &desc_->src0, &desc_->src1};
    for (int i = 0; i < count_ && i < 3; ++i) {
      slots[i]->address = static_cast<uint32_t>(reinterpret_cast<uintptr_t>(operands_[i].address) -
                                                reinterpret_cast<uintptr_t>(core_.ub));
      slots[i]->block_stride = operands_[i].block_stride;
      slots[i]->repeat_stride = operands_[i].repeat_stride;
    }
    fill(*desc_);
  }

  // Resolves and checks; then `kernel(shape, operands, mode)` runs unless
  // nothing is active.
  template <class Kernel>
  void Run(Kernel&& kernel) {
    if (__builtin_expect(CanRunCountFast(), 1) && !CheckedMode()) {
      RunCountFast(kernel);
      return;
    }
    const verify::Scope cross_check = verify_ ? verify::Scope(api_, verify::kVectorChecker, &*desc_, sizeof(VectorCallDesc))
                                              : verify::Scope();
    kernels::VecShape shape = Resolve();
    if (pairs_) shape = ToPairs(shape);
    if (shape.repeats > repeat_limit_) {
      shape.repeats = repeat_limit_;
      if (shape.prefix_only) shape.last_prefix = shape.positions;
    }
    kernels::VecOperand ops[4];
    bool any = shape.repeats != 0 && shape.positions != 0;
    for (int i = 0; i < count_; ++i) ops[i] = Check(operands_[i], shape, any);
    if (any) CheckOverlaps(shape, ops);
    const NumericMode mode = CurrentNumericMode(core_);
    if (any) kernel(shape, ops, mode);
  }

 private:
  // The count form outside checked and cross-check mode, the common case of
  // real operators: the same resolution, checks and kernel call as Run's
  // general path, without the checked-mode-only work (a call costs ~15 ns
  // instead of ~55 ns, which small tiles feel).
  bool CanRunCountFast() const {
    return !verify_ && form_.form == VectorCallDesc::Form::kCount && form_.is_set_mask && form_.count > 0 &&
           !fixed_repeats_ && !pairs_ && repeat_limit_ == ~0u;
  }
  template <class Kernel>
  void RunCountFast(Kernel& kernel);
  kernels::VecShape Resolve();
  kernels::VecShape ToPairs(const kernels::VecShape& elements);
  kernels::VecOperand Check(const VectorOperand& o, const kernels::VecShape& shape, bool any);
  void CheckOverlaps(const kernels::VecShape& shape, const kernels::VecOperand* ops);

  const char* api_;
  VectorForm form_;
  runtime::CoreState& core_;
  uint32_t widest_;
  VectorOperand operands_[4];
  int count_ = 0;
  bool allow_accumulation_ = false;
  bool fixed_repeats_ = false;
  uint32_t repeats_ = 0;
  uint32_t repeat_limit_ = ~0u;
  bool pairs_ = false;
  bool verify_ = false;
  // Only built in cross-check mode (a call would otherwise zero ~150 bytes for nothing).
  std::optional<VectorCallDesc> desc_;
};

template <class Kernel>
inline void VectorCall::RunCountFast(Kernel& kernel) {
  const uint64_t n = static_cast<uint64_t>(form_.count);
  // Element sizes are powers of two: shifts, not the divisions a general
  // expression compiles to (two of them cost more than the rest of the call).
  const uint32_t epr_log2 = 8 - static_cast<uint32_t>(__builtin_ctz(widest_));
  const uint32_t epr = 1u << epr_log2;
  kernels::VecShape shape;
  shape.positions = epr;
  shape.repeats = static_cast<uint32_t>((n + epr - 1) >> epr_log2);
  shape.last_prefix = static_cast<uint32_t>(n - uint64_t{shape.repeats - 1} * epr);
  // 接口内设置Mask: Normal mode and a full mask afterwards.
  core_.mask_mode = runtime::MaskMode::kNormal;
  core_.vector_mask[0] = core_.vector_mask[1] = ~0ull;
  kernels::VecOperand ops[4];
  for (int i = 0; i < count_; ++i) {
    const VectorOperand& o = operands_[i];
    ops[i].base = o.address;
    ops[i].block_stride = kDataBlockBytes;
    ops[i].repeat_stride = uint64_t{epr} * o.element_bytes;
    // FATAL before any access, as Check does: n contiguous elements.
    runtime::CheckUbRange(api_, o.name, o.address, n * o.element_bytes);
  }
  kernel(shape, ops, CurrentNumericMode(core_));
}

inline kernels::VecShape VectorCall::Resolve() {
  kernels::VecShape shape;
  const uint32_t epr = kRepeatBytes / widest_;
  shape.positions = epr;
  if (fixed_repeats_) {
    shape = kernels::ContiguousShape(uint64_t{repeats_} * epr, widest_);
    shape.positions = epr;
    return shape;
  }
  auto counter = [&](uint64_t n) {
    shape = kernels::ContiguousShape(n, widest_);
    shape.positions = epr;
  };
  if (form_.form == VectorCallDesc::Form::kCount) {
    if (!form_.is_set_mask) {
      if (core_.mask_mode == runtime::MaskMode::kCounter) {
        counter(core_.vector_mask[0]);
        return shape;
      }
      ReportError(api_, "isSetMask", "false",
                  "the count form takes its count from the mask register in Counter mode only (call SetMaskCount "
                  "first); release: the count argument is used");
    }
    if (form_.count < 0) {
      ReportError(api_, "count", std::to_string(form_.count), "must not be negative (release: nothing is computed)");
      counter(0);
    } else {
      counter(static_cast<uint64_t>(form_.count));
    }
    if (form_.is_set_mask) {
      // The API sets Counter mode and the count itself, then leaves Normal
      // mode and a full mask behind (接口内设置Mask).
      core_.mask_mode = runtime::MaskMode::kNormal;
      core_.vector_mask[0] = core_.vector_mask[1] = ~0ull;
    }
    return shape;
  }

  const bool bitwise = form_.form == VectorCallDesc::Form::kBitwiseMask;
  uint64_t w0 = form_.is_set_mask ? form_.mask[0] : core_.vector_mask[0];
  uint64_t w1 = form_.is_set_mask ? form_.mask[1] : core_.vector_mask[1];
  if (core_.mask_mode == runtime::MaskMode::kCounter) {
    // The mask is the total element count; repeatTime is not used.
    counter(w0);
    if (form_.is_set_mask) {
      core_.vector_mask[0] = w0;
      core_.vector_mask[1] = 0;
    }
    return shape;
  }
  shape.prefix_only = false;
  shape.repeats = form_.repeat_time;
  if (bitwise || !form_.is_set_mask) {
    if (epr <= 64 && w1 != 0) {
      if (form_.is_set_mask) ReportError(api_, "mask[1]", Hex(w1), "must be 0 for 32- and 64-bit types (ignored)");
      w1 = 0;
    }
    if (epr == 32 && (w0 >> 32) != 0) {
      if (form_.is_set_mask) ReportError(api_, "mask[0]", Hex(w0), "bits 32..63 must be 0 for 64-bit types (ignored)");
      w0 &= 0xFFFFFFFFull;
    }
  } else {
    uint64_t m = w0;
    if (m > epr) {
      ReportError(api_, "mask", Str(m), ("exceeds the " + Str(epr) + " elements of a repeat (release: one full repeat)").c_str());
      m = epr;
    }
    w0 = m >= 64 ? ~0ull : (1ull << m) - 1;
    w1 = m <= 64 ? 0 : (m >= 128 ? ~0ull : (1ull << (m - 64)) - 1);
  }
  shape.bits[0] = w0;
  shape.bits[1] = w1;
  if (form_.is_set_mask) {
    core_.vector_mask[0] = w0;
    core_.vector_mask[1] = w1;
  }
  // A full mask is the dense case (one pass over every repeat when strides allow).
  const bool full = epr >= 128 ? (w0 == ~0ull && w1 == ~0ull) : w0 == (epr == 64 ? ~0ull : (1ull << epr) - 1);
  if (full) {
    shape.prefix_only = true;
    shape.last_prefix = epr;
  } else if (w0 == 0 && w1 == 0) {
    shape.repeats = 0;
  }
  return shape;
}

inline kernels::VecShape VectorCall::ToPairs(const kernels::VecShape& elements) {
  kernels::VecShape pairs = elements;
  pairs.positions = elements.positions / 2;
  if (elements.prefix_only) {
    if (elements.repeats != 0 && elements.last_prefix % 2 != 0)
      ReportError(api_, form_.form == VectorCallDesc::Form::kCount ? "count" : "mask",
                  Str(uint64_t{elements.repeats - 1} * elements.positions + elements.last_prefix),
                  "must be even with an int4b_t operand (release: the last element is not converted)");
    pairs.last_prefix = elements.last_prefix / 2;
    return pairs;
  }
  uint64_t even = 0;
  bool mismatch = false;
  for (uint32_t k = 0; k < elements.positions; k += 2) {
    const bool first = (elements.bits[k >> 6] >> (k & 63)) & 1u;
    const bool second = (elements.bits[(k + 1) >> 6] >> ((k + 1) & 63)) & 1u;
    mismatch |= first != second;
    if (first) even |= 1ull << (k / 2);
  }
  if (mismatch)
    ReportError(api_, "mask", Hex(elements.bits[1]) + ":" + Hex(elements.bits[0]),
                "the two bits of each int4b_t byte must be equal (release: the first one decides)");
  pairs.bits[0] = even;
  pairs.bits[1] = 0;
  return pairs;
}

inline kernels::VecOperand VectorCall::Check(const VectorOperand& o, const kernels::VecShape& shape, bool any) {
  kernels::VecOperand k;
  k.base = o.address;
  if (form_.form == VectorCallDesc::Form::kCount) {
    k.block_stride = kDataBlockBytes;
    k.repeat_stride = uint64_t{shape.positions} * o.element_bytes;
  } else {
    k.block_stride = uint64_t{o.block_stride} * kDataBlockBytes;
    k.repeat_stride = uint64_t{o.repeat_stride} * kDataBlockBytes;
    if (o.written && o.block_stride == 0 && any)
      ReportError(api_, std::string(o.name) + "BlkStride", "0", "the destination block stride must not be 0");
  }
  // FATAL before any access: every byte the call touches lies in UB.
  const uint64_t span = any ? kernels::OperandSpan(shape, k, o.element_bytes) : 0;
  const uint32_t ub = runtime::CheckUbRange(api_, o.name, o.address, span);
  if (!any) return k;
  CheckUbAligned(api_, o.name, ub);
  if (CheckedMode()) {
    if (o.written && o.owner_end != 0 && (ub < o.owner_begin || ub + span > o.owner_end))
      ReportWarning(api_, o.name, "[" + Str(ub) + ", " + Str(ub + span) + ")",
                    "writes outside the allocation the tensor came from");
    if (form_.form == VectorCallDesc::Form::kCount && shape.ActiveCount() > o.tensor_size)
      ReportWarning(api_, o.name, Str(shape.ActiveCount()) + " elements",
                    o.written ? "writes beyond the tensor's GetSize()" : "reads beyond the tensor's GetSize()");
  }
  return k;
}

inline void VectorCall::CheckOverlaps(const kernels::VecShape& shape, const kernels::VecOperand* ops) {
  if (!CheckedMode()) return;
  const VectorOperand& d = operands_[0];
  // Calls whose destination is no strided operand (a bit mask) check it apart.
  if (!d.written) return;
  const uint64_t dst_span = kernels::OperandSpan(shape, ops[0], d.element_bytes);
  for (int i = 1; i < count_; ++i) {
    const VectorOperand& s = operands_[i];
    const uint64_t src_span = kernels::OperandSpan(shape, ops[i], s.element_bytes);
    const uintptr_t a = reinterpret_cast<uintptr_t>(d.address), b = reinterpret_cast<uintptr_t>(s.address);
    if (!(a < b + src_span && b < a + dst_span)) continue;
    const bool exact = a == b && d.element_bytes == s.element_bytes && ops[0].block_stride == ops[i].block_stride &&
                       ops[0].repeat_stride == ops[i].repeat_stride;
    const bool accumulation = allow_accumulation_ && i == 2 && (d.repeat_stride == 0 || s.repeat_stride == 0);
    if (exact || accumulation) continue;
    ReportWarning(api_, d.name, "[" + Str(a - reinterpret_cast<uintptr_t>(core_.ub)) + ", +" + Str(dst_span) + ")",
                  (std::string("overlaps ") + s.name +
                   " other than exactly (not supported; every repeat reads its sources before it writes)")
                      .c_str());
  }
}

}  // namespace detail
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_ASCENDC_VECTOR_COMMON_H_
