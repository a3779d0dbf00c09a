// Select (比较与选择): dst = selMask bit ? src0 : src1 in the three SELMODEs
// (VSEL_CMPMASK_SPR, VSEL_TENSOR_SCALAR_MODE, VSEL_TENSOR_TENSOR_MODE), in
// the count form, both mask forms, the forms without a mask argument that
// take their bits / scalar / address from the CMPMASK register (SetCmpMask)
// and the flexible-scalar-position forms of Ascend 950. Bit layouts and the
// register after each call: docs/SPEC.md 8.6.
#ifndef ASCENDC_HOST_ASCENDC_VECTOR_SELECT_H_
#define ASCENDC_HOST_ASCENDC_VECTOR_SELECT_H_

#include <cstdint>
#include <cstring>
#include <type_traits>

#include "ascendc_host/ascendc/tensor.h"
#include "ascendc_host/ascendc/vector/common.h"
#include "ascendc_host/ascendc/vector/compare.h"
#include "ascendc_host/ascendc/vector/scalar.h"
#include "ascendc_host/kernels/vector.h"

namespace ascendc_host {
namespace detail {

// The "数据类型" section, per profile; `mask_form` excludes the types the
// page allows in the count form only.
template <typename T>
constexpr bool SelectTypeSupported(bool mask_form) {
  if constexpr (kProfile.profile == Profile::kPA2) {
    return kOneOf<T, half, float>;
  } else {
    constexpr bool common = kOneOf<T, int16_t, uint16_t, half, bfloat16_t, int32_t, uint32_t, float>;
    constexpr bool count_only = kOneOf<T, int8_t, uint8_t, int64_t, uint64_t>;
    return common || (!mask_form && count_only);
  }
}
// The forms without a mask argument (the devkit's list on Ascend 950).
template <typename T>
inline constexpr bool kSelectRegisterType = kProfile.profile == Profile::kPA2
                                                ? kOneOf<T, half, float>
                                                : kOneOf<T, int16_t, uint16_t, half, bfloat16_t, int32_t, uint32_t, float>;
template <typename U>
inline constexpr bool kSelMaskType = kOneOf<U, uint8_t, uint16_t, uint32_t, uint64_t>;

inline const char* SelModeName(SelectMode m) {
  switch (m) {
    case SelectMode::kCmpMaskSpr: return "VSEL_CMPMASK_SPR";
    case SelectMode::kTensorScalar: return "VSEL_TENSOR_SCALAR_MODE";
    case SelectMode::kTensorTensor: return "VSEL_TENSOR_TENSOR_MODE";
  }
  return "?";
}

// The mode a call runs in: a scalar source needs VSEL_TENSOR_SCALAR_MODE,
// two tensors one of the others (ERROR; release: the mode that fits).
inline SelectMode EffectiveSelectMode(const char* api, SelectMode mode, bool scalar) {
  const bool known = mode == SelectMode::kCmpMaskSpr || mode == SelectMode::kTensorScalar ||
                     mode == SelectMode::kTensorTensor;
  if (scalar && mode != SelectMode::kTensorScalar) {
    ReportError(api, "selMode", known ? SelModeName(mode) : Str(static_cast<uint64_t>(mode)),
                "a scalar source selects in VSEL_TENSOR_SCALAR_MODE (release: that mode)");
    return SelectMode::kTensorScalar;
  }
  if (!scalar && (!known || mode == SelectMode::kTensorScalar)) {
    ReportError(api, "selMode", known ? SelModeName(mode) : Str(static_cast<uint64_t>(mode)),
                "two tensor sources select in VSEL_CMPMASK_SPR or VSEL_TENSOR_TENSOR_MODE (release: "
                "VSEL_TENSOR_TENSOR_MODE)");
    return SelectMode::kTensorTensor;
  }
  return mode;
}

// The selMask address VSEL_TENSOR_TENSOR_MODE finds in CMPMASK when the call
// has no selMask argument: a host pointer into this core's UB (what the
// CPU-debug branch of the SetCmpMask page stores), or a 32-bit address in
// the low half with the high half 0 or a copy of it (the NPU branch's
// Duplicate of a uint32_t): a UB byte address, else the low 32 bits of a
// host pointer into UB (that branch compiled here). Anything else is FATAL.
inline uint8_t* CmpMaskAddress(const char* api, const runtime::CoreState& core) {
  const uint64_t v = core.cmp_mask[0];
  const uint64_t base = reinterpret_cast<uintptr_t>(core.ub);
  if (v >= base && v - base < core.ub_bytes) return core.ub + (v - base);
  const uint64_t low = v & 0xFFFFFFFFull, high = v >> 32;
  if (high == 0 || high == low) {
    if (low < core.ub_bytes) return core.ub + low;
    const uint32_t offset = static_cast<uint32_t>(low - (base & 0xFFFFFFFFull));
    if (offset < core.ub_bytes) return core.ub + offset;
  }
  RaiseFatal(api, "CMPMASK", Hex(v),
             "holds no UB address for VSEL_TENSOR_TENSOR_MODE (SetCmpMask of a tensor holding the selMask address)");
}

// Bytes of the bit stream through the last active position's bit.
inline uint64_t BitsThroughLastActive(const kernels::VecShape& shape) {
  if (shape.repeats == 0 || shape.positions == 0) return 0;
  uint64_t last = 0;
  if (shape.prefix_only) {
    last = shape.last_prefix == 0 ? 0 : shape.last_prefix - 1;
  } else {
    last = shape.bits[1] != 0 ? 127 - __builtin_clzll(shape.bits[1]) : 63 - __builtin_clzll(shape.bits[0] | 1);
  }
  return (uint64_t{shape.repeats - 1} * shape.positions + last) / 8 + 1;
}

// Where a Select call's bits and scalar come from.
struct SelectBits {
  const BitMaskOperand* sel = nullptr;  // the selMask tensor; null: CMPMASK
  bool from_register = false;           // a form without a mask argument
};

// Runs a Select. `src0` or `src1` null: that source is the scalar.
template <typename T>
void SelectVector(const char* api, SelectMode requested, const AscendC::LocalTensor<T>& dst, const SelectBits& how,
                  const AscendC::LocalTensor<T>* src0, const AscendC::LocalTensor<T>* src1, uint64_t scalar_bits,
                  const VectorForm& form, const AscendC::BinaryRepeatParams& p = AscendC::BinaryRepeatParams()) {
  constexpr uint32_t kPositions = kRepeatBytes / sizeof(T);
  const int scalar_source = src0 == nullptr ? 0 : (src1 == nullptr ? 1 : -1);
  const SelectMode mode = EffectiveSelectMode(api, requested, scalar_source >= 0);
  runtime::CoreState& core = runtime::CurrentCore();
  // The register forms read CMPMASK as the call starts.
  uint64_t cmp_mask[2] = {core.cmp_mask[0], core.cmp_mask[1]};
  if (how.from_register && mode == SelectMode::kTensorScalar) std::memcpy(&scalar_bits, cmp_mask, sizeof(T));
  BitMaskOperand sel;
  if (how.sel != nullptr) {
    sel = *how.sel;
  } else if (mode == SelectMode::kTensorTensor) {
    sel.name = "selMask (CMPMASK address)";
    sel.address = CmpMaskAddress(api, core);
    sel.tensor_bytes = ~uint64_t{0};  // no tensor: no GetSize() to compare with
  }

  VectorCall call(api, form, sizeof(T));
  call.Add(Operand("dst", dst, true, p.dstBlkStride, p.dstRepStride));
  if (src0 != nullptr) call.Add(Operand("src0", *src0, false, p.src0BlkStride, p.src0RepStride));
  if (src1 != nullptr) call.Add(Operand("src1", *src1, false, p.src1BlkStride, p.src1RepStride));
  call.DescribeForVerify([&](VectorCallDesc& d) {
    d.family = VectorCallDesc::Family::kSelect;
    d.op = static_cast<uint8_t>(mode);
    d.type = DTypeOf<T>();
    if (scalar_source == 0) {  // the tensor went into the src0 slot
      d.src1 = d.src0;
      d.src0 = VectorCallDesc::Operand();
    }
    d.scalar_bits = scalar_bits;
    d.scalar_left = scalar_source == 0;
    d.select_from_register = how.from_register;
    if (sel.address != nullptr) d.bits.address = static_cast<uint32_t>(sel.address - core.ub);
  });
  call.Run([&](const kernels::VecShape& shape, const kernels::VecOperand* o, const NumericMode&) {
    kernels::SelectSpec spec;
    spec.element_bytes = sizeof(T);
    spec.same_bits_every_repeat = mode == SelectMode::kCmpMaskSpr;
    spec.scalar_source = scalar_source;
    spec.scalar_bits = scalar_bits;
    const uint8_t* bits = reinterpret_cast<const uint8_t*>(cmp_mask);
    uint64_t bytes_read = 0;
    if (sel.address != nullptr) {
      // Mode 0 reads the first positions / 8 bytes (Atlas A2/A3 move 16 of
      // them into CMPMASK first); modes 1 and 2 the bits through the last
      // active position.
      spec.bits_bytes = spec.same_bits_every_repeat ? kPositions / 8 : BitsThroughLastActive(shape);
      bytes_read = spec.same_bits_every_repeat && kProfile.profile == Profile::kPA2 ? 16 : spec.bits_bytes;
      CheckBitMask(api, sel, bytes_read);
      if (CheckedMode())
        WarnBitMaskOverlap(api, sel, bytes_read, "dst", o[0].base, kernels::OperandSpan(shape, o[0], sizeof(T)));
      bits = sel.address;
    } else {
      spec.bits_bytes = sizeof cmp_mask;
    }
    // Atlas A2/A3 pass the selMask (mode 0), the scalar (mode 1) or the
    // selMask's address (mode 2) through CMPMASK (SPEC 8.6): what the
    // register holds afterwards, read before dst is written.
    uint64_t after[2] = {core.cmp_mask[0], core.cmp_mask[1]};
    if (kProfile.profile == Profile::kPA2 && !how.from_register) {
      if (mode == SelectMode::kCmpMaskSpr) {
        std::memcpy(after, sel.address, sizeof after);
      } else if (mode == SelectMode::kTensorScalar) {
        for (uint32_t i = 0; i < sizeof after; i += sizeof(T))
          std::memcpy(reinterpret_cast<uint8_t*>(after) + i, &scalar_bits, sizeof(T));
      } else {
        const uint64_t address = static_cast<uint64_t>(sel.address - core.ub);
        after[0] = after[1] = address | (address << 32);
      }
    }
    kernels::VectorSelect(spec, shape, o[0], src0 != nullptr ? o[1] : o[0],
                          src1 != nullptr ? o[src0 != nullptr ? 2 : 1] : o[0], bits);
    core.cmp_mask[0] = after[0];
    core.cmp_mask[1] = after[1];
  });
}

// The forms with a selMask argument: src1 a tensor, or (null) the scalar.
template <bool kMaskForm, typename T, typename U>
void SelectWithSelMask(AscendC::SELMODE mode, const AscendC::LocalTensor<T>& dst,
                       const AscendC::LocalTensor<U>& selMask, const AscendC::LocalTensor<T>& src0,
                       const AscendC::LocalTensor<T>* src1, uint64_t scalar_bits, const VectorForm& form,
                       const AscendC::BinaryRepeatParams& p = AscendC::BinaryRepeatParams()) {
  static_assert(SelectTypeSupported<T>(kMaskForm), "Select: unsupported element type for this form (数据类型)");
  static_assert(kSelMaskType<U>, "Select: selMask is uint8_t, uint16_t, uint32_t or uint64_t");
  const BitMaskOperand sel = BitMask("selMask", selMask, false);
  SelectVector<T>("Select", static_cast<SelectMode>(mode), dst, {&sel, false}, &src0, src1, scalar_bits, form, p);
}

// Select with a flexible scalar position (Ascend 950, mode 1): src0 or src1
// is an immediate, or element 0 of a LocalTensor (config.scalarTensorIndex
// when both are tensors).
template <const AscendC::BinaryConfig& kConfig, bool kMaskForm, typename Dst, typename U, typename X, typename Y>
void FlexibleSelect(const Dst& dst, const AscendC::LocalTensor<U>& selMask, const X& x, const Y& y,
                    AscendC::SELMODE mode, const VectorForm& form,
                    const AscendC::BinaryRepeatParams& p = AscendC::BinaryRepeatParams()) {
  static_assert(kProfile.profile == Profile::kP950 && IsLocalTensor<Dst>::value,
                "Select with a flexible scalar position exists on Ascend 950 only");
  static_assert(kSelMaskType<U>, "Select: selMask is uint8_t, uint16_t, uint32_t or uint64_t");
  constexpr int kSide = FlexibleScalarSide<X, Y, kConfig>();
  const auto& vector = FlexibleVector<kSide>(x, y);
  using T = typename std::decay_t<decltype(vector)>::PrimType;
  static_assert(std::is_same_v<typename Dst::PrimType, T>, "Select: dst has the sources' element type");
  static_assert(SelectTypeSupported<T>(kMaskForm), "Select: unsupported element type for this form (see its page)");
  uint64_t scalar;
  if constexpr (kSide == 0) scalar = FlexibleScalarBits<T>(x);
  else scalar = FlexibleScalarBits<T>(y);
  const BitMaskOperand sel = BitMask("selMask", selMask, false);
  SelectBits how;
  how.sel = &sel;
  SelectVector<T>("Select", static_cast<SelectMode>(mode), dst, how, kSide == 0 ? nullptr : &vector,
                  kSide == 0 ? &vector : nullptr, scalar, form, p);
}

}  // namespace detail
}  // namespace ascendc_host

namespace AscendC {

// --- Count form --------------------------------------------------------------

template <typename T, typename U>
__aicore__ inline void Select(const LocalTensor<T>& dst, const LocalTensor<U>& selMask, const LocalTensor<T>& src0,
                              T src1, SELMODE selMode, uint32_t count) {
  namespace d = ::ascendc_host::detail;
  d::SelectWithSelMask<false>(selMode, dst, selMask, src0, static_cast<const LocalTensor<T>*>(nullptr),
                              d::ScalarBits<T>(src1), d::VectorForm::Count(count));
}

template <typename T, typename U>
__aicore__ inline void Select(const LocalTensor<T>& dst, const LocalTensor<U>& selMask, const LocalTensor<T>& src0,
                              const LocalTensor<T>& src1, SELMODE selMode, uint32_t count) {
  namespace d = ::ascendc_host::detail;
  d::SelectWithSelMask<false>(selMode, dst, selMask, src0, &src1, 0, d::VectorForm::Count(count));
}

// --- Mask forms ----------------------------------------------------------------

#define ASCENDC_HOST_SELECT_MASK_FORMS(MaskParam, MakeForm)                                                          \
  template <typename T, typename U, bool isSetMask = true>                                                        \
  __aicore__ inline void Select(const LocalTensor<T>& dst, const LocalTensor<U>& selMask, const LocalTensor<T>& src0, \
                                T src1, SELMODE selMode, MaskParam, uint8_t repeatTime,                            \
                                const BinaryRepeatParams& repeatParams) {                                          \
    namespace d = ::ascendc_host::detail;                                                                         \
    d::SelectWithSelMask<true>(selMode, dst, selMask, src0, static_cast<const LocalTensor<T>*>(nullptr),          \
                               d::ScalarBits<T>(src1),                                                            \
                               d::VectorForm::MakeForm(mask, repeatTime, isSetMask), repeatParams);               \
  }                                                                                                               \
  template <typename T, typename U, bool isSetMask = true>                                                        \
  __aicore__ inline void Select(const LocalTensor<T>& dst, const LocalTensor<U>& selMask, const LocalTensor<T>& src0, \
                                const LocalTensor<T>& src1, SELMODE selMode, MaskParam, uint8_t repeatTime,        \
                                const BinaryRepeatParams& repeatParams) {                                          \
    namespace d = ::ascendc_host::detail;                                                                         \
    d::SelectWithSelMask<true>(selMode, dst, selMask, src0, &src1, 0,                                             \
                               d::VectorForm::MakeForm(mask, repeatTime, isSetMask), repeatParams);               \
  }
ASCENDC_HOST_SELECT_MASK_FORMS(const uint64_t mask[], Bitwise)
ASCENDC_HOST_SELECT_MASK_FORMS(uint64_t mask, Contiguous)
#undef ASCENDC_HOST_SELECT_MASK_FORMS

// --- Without a mask argument: the vector mask from SetVectorMask, the rest
// from CMPMASK (SetCmpMask) -----------------------------------------------------

// VSEL_TENSOR_SCALAR_MODE: the scalar is CMPMASK's low sizeof(T) bytes.
template <typename T, typename U>
__aicore__ inline void Select(const LocalTensor<T>& dst, const LocalTensor<U>& selMask, const LocalTensor<T>& src0,
                              uint8_t repeatTime, const BinaryRepeatParams& repeatParams) {
  namespace d = ::ascendc_host::detail;
  static_assert(d::kSelectRegisterType<T>, "Select without a mask argument: unsupported element type");
  static_assert(d::kSelMaskType<U>, "Select: selMask is uint8_t, uint16_t, uint32_t or uint64_t");
  const d::BitMaskOperand sel = d::BitMask("selMask", selMask, false);
  d::SelectVector<T>("Select", ::ascendc_host::SelectMode::kTensorScalar, dst, {&sel, true}, &src0, nullptr, 0,
                     d::VectorForm::Bitwise(MASK_PLACEHOLDER_LIST, repeatTime, false), repeatParams);
}

// VSEL_CMPMASK_SPR: the bits are CMPMASK; VSEL_TENSOR_TENSOR_MODE: CMPMASK
// holds the selMask's address.
template <typename T, SELMODE selMode>
__aicore__ inline void Select(const LocalTensor<T>& dst, const LocalTensor<T>& src0, const LocalTensor<T>& src1,
                              uint8_t repeatTime, const BinaryRepeatParams& repeatParams) {
  namespace d = ::ascendc_host::detail;
  static_assert(d::kSelectRegisterType<T>, "Select without a mask argument: unsupported element type");
  static_assert(selMode == SELMODE::VSEL_CMPMASK_SPR || selMode == SELMODE::VSEL_TENSOR_TENSOR_MODE,
                "Select<T, selMode> with two tensors: VSEL_CMPMASK_SPR or VSEL_TENSOR_TENSOR_MODE");
  d::SelectVector<T>("Select", static_cast<::ascendc_host::SelectMode>(selMode), dst, {nullptr, true}, &src0, &src1, 0,
                     d::VectorForm::Bitwise(MASK_PLACEHOLDER_LIST, repeatTime, false), repeatParams);
}

// --- Flexible scalar position (灵活标量位置, Ascend 950) ------------------------

template <typename T0 = BinaryDefaultType, typename T1 = BinaryDefaultType,
          const BinaryConfig& config = DEFAULT_BINARY_CONFIG, typename T2, typename T3, typename T4>
__aicore__ inline void Select(const T2& dst, const LocalTensor<T1>& selMask, const T3& src0, const T4& src1,
                              SELMODE selMode, uint32_t count) {
  ::ascendc_host::detail::FlexibleSelect<config, false>(dst, selMask, src0, src1, selMode,
                                                       ::ascendc_host::detail::VectorForm::Count(count));
}

#define ASCENDC_HOST_FLEXIBLE_SELECT_MASK_FORM(MaskParam, MakeForm)                                                \
  template <typename T0 = BinaryDefaultType, typename T1 = BinaryDefaultType, bool isSetMask = true,               \
            const BinaryConfig& config = DEFAULT_BINARY_CONFIG, typename T2, typename T3, typename T4>             \
  __aicore__ inline void Select(const T2& dst, const LocalTensor<T1>& selMask, const T3& src0, const T4& src1,     \
                                SELMODE selMode, MaskParam, uint8_t repeatTime,                                    \
                                const BinaryRepeatParams& repeatParams) {                                          \
    namespace d = ::ascendc_host::detail;                                                                         \
    d::FlexibleSelect<config, true>(dst, selMask, src0, src1, selMode,                                            \
                                    d::VectorForm::MakeForm(mask, repeatTime, isSetMask), repeatParams);          \
  }
ASCENDC_HOST_FLEXIBLE_SELECT_MASK_FORM(const uint64_t mask[], Bitwise)
ASCENDC_HOST_FLEXIBLE_SELECT_MASK_FORM(uint64_t mask, Contiguous)
#undef ASCENDC_HOST_FLEXIBLE_SELECT_MASK_FORM

}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_VECTOR_SELECT_H_
