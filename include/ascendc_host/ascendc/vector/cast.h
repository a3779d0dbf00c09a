// Type conversion (类型转换): Cast in the count form and both mask forms with
// UnaryRepeatParams and isSetMask, every round mode and type pair the page
// lists per profile, int4b_t operands; Truncate (Ascend 950); SetDeqScale
// and the DEQSCALE register it sets (Cast int32_t -> half, AddDeqRelu,
// CastDequant). Semantics, the pair x mode tables and the saturation rules:
// docs/SPEC.md 8.7.
#ifndef ASCENDC_HOST_ASCENDC_VECTOR_CAST_H_
#define ASCENDC_HOST_ASCENDC_VECTOR_CAST_H_

#include <cstdint>
#include <cstring>
#include <type_traits>

#include "ascendc_host/ascendc/round_mode.h"
#include "ascendc_host/ascendc/tensor.h"
#include "ascendc_host/ascendc/vector/common.h"
#include "ascendc_host/kernels/vector.h"

namespace AscendC {

// A 4-bit signed integer; tensors hold two per byte, the first in the low
// nibble. Made from an int8_t tensor with ReinterpretCast (the Cast page):
// a LocalTensor<int4b_t> of GetSize() n spans n bytes, 2n elements.
struct int4b_t {
  uint8_t storage;
};

// The quantisation parameters of SetDeqScale's tensor form (16 groups).
struct VdeqInfo {
  VdeqInfo() = default;
  VdeqInfo(const float vdeqScaleIn[16], const int16_t vdeqOffsetIn[16], const bool vdeqSignModeIn[16]) {
    for (int i = 0; i < 16; ++i) {
      vdeqScale[i] = vdeqScaleIn[i];
      vdeqOffset[i] = vdeqOffsetIn[i];
      vdeqSignMode[i] = vdeqSignModeIn[i];
    }
  }
  float vdeqScale[16] = {};
  int16_t vdeqOffset[16] = {};
  bool vdeqSignMode[16] = {};
};

}  // namespace AscendC

namespace ascendc_host {
namespace detail {

// Round modes as bits of a set.
constexpr uint32_t ModeBit(RoundMode m) { return 1u << static_cast<uint32_t>(m); }
inline constexpr uint32_t kModeNone = ModeBit(RoundMode::CAST_NONE);
inline constexpr uint32_t kModesDirected = ModeBit(RoundMode::CAST_RINT) | ModeBit(RoundMode::CAST_FLOOR) |
                                           ModeBit(RoundMode::CAST_CEIL) | ModeBit(RoundMode::CAST_ROUND) |
                                           ModeBit(RoundMode::CAST_TRUNC);
inline constexpr uint32_t kModesAll = 0xFFu;  // int32_t -> half: the mode does not apply

// The Cast page's tables: the round modes a (dst T, src U) pair takes on
// this profile, 0 when the pair is not listed. CAST_NONE is accepted for
// every pair (SPEC 8.7: the RoundMode definition and the page's own half ->
// int32_t example use it where the table does not list it).
template <typename T, typename U>
constexpr uint32_t CastModes() {
  using AscendC::int4b_t;
  constexpr uint32_t N = kModeNone, D = kModesDirected | kModeNone,
                     DO = kModesDirected | kModeNone | ModeBit(RoundMode::CAST_ODD);
  constexpr bool pa2 = kProfile.profile == Profile::kPA2;
  auto is = [](auto dst, auto src) {
    return std::is_same_v<T, decltype(dst)> && std::is_same_v<U, decltype(src)>;
  };
  // Both profiles.
  if (is(half{}, int4b_t{}) || is(half{}, int8_t{}) || is(half{}, uint8_t{}) || is(float{}, int16_t{}) ||
      is(float{}, half{}) || is(float{}, bfloat16_t{}) || is(int16_t{}, int32_t{}) || is(int64_t{}, int32_t{}) ||
      is(int32_t{}, int64_t{}))
    return N;
  if (is(half{}, int16_t{}) || is(int4b_t{}, half{}) || is(int8_t{}, half{}) || is(uint8_t{}, half{}) ||
      is(int16_t{}, half{}) || is(int32_t{}, half{}) || is(int32_t{}, bfloat16_t{}) || is(float{}, int32_t{}) ||
      is(int16_t{}, float{}) || is(bfloat16_t{}, float{}) || is(int32_t{}, float{}) || is(float{}, float{}) ||
      is(int64_t{}, float{}) || is(float{}, int64_t{}))
    return D;
  if (is(half{}, float{})) return DO;
  if (is(half{}, int32_t{})) return kModesAll;
  if (pa2) return 0;
  // Ascend 950 only.
  if (is(int16_t{}, int4b_t{}) || is(bfloat16_t{}, int4b_t{}) || is(int16_t{}, int8_t{}) ||
      is(int32_t{}, int8_t{}) || is(uint16_t{}, uint8_t{}) || is(uint32_t{}, uint8_t{}) || is(int4b_t{}, int16_t{}) ||
      is(uint8_t{}, int16_t{}) || is(int32_t{}, int16_t{}) || is(uint32_t{}, int16_t{}) ||
      is(uint8_t{}, uint16_t{}) || is(uint32_t{}, uint16_t{}) || is(uint8_t{}, int32_t{}) ||
      is(uint16_t{}, int32_t{}) || is(uint8_t{}, uint32_t{}) || is(int16_t{}, uint32_t{}) ||
      is(uint16_t{}, uint32_t{}))
    return N;
  if (is(bfloat16_t{}, half{}) || is(half{}, bfloat16_t{})) return D;
  return 0;
}

template <typename T>
constexpr DType CastDTypeOf() {
  if constexpr (std::is_same_v<T, AscendC::int4b_t>) return DType::kI8;
  else return DTypeOf<T>();
}
template <typename T>
inline constexpr bool kIsInt4 = std::is_same_v<T, AscendC::int4b_t>;
// Bytes per element at the positions the kernel sees (int4b_t calls run on
// pairs of elements: one byte of int4b_t, two elements of the other side).
template <typename T, bool kPairs>
constexpr uint32_t PositionBytes() {
  if constexpr (kIsInt4<T>) return 1;
  else return kPairs ? 2 * sizeof(T) : sizeof(T);
}

// An operand described per position (pairs for an int4b_t call).
template <typename T, bool kPairs>
VectorOperand CastOperand(const char* name, const AscendC::LocalTensor<T>& t, bool written, uint16_t block_stride,
                          uint16_t repeat_stride) {
  VectorOperand o = Operand(name, t, written, block_stride, repeat_stride);
  o.element_bytes = PositionBytes<T, kPairs>();
  if (kPairs && !kIsInt4<T>) o.tensor_size = t.GetSize() / 2;
  return o;
}

// The strides of a call's operands in DataBlocks: dst, src0, src1.
struct CastStrides {
  uint16_t block[3] = {1, 1, 1};
  uint16_t repeat[3] = {8, 8, 8};
  static CastStrides Unary(const AscendC::UnaryRepeatParams& p) {
    CastStrides s;
    s.block[0] = p.dstBlkStride;
    s.block[1] = p.srcBlkStride;
    s.repeat[0] = p.dstRepStride;
    s.repeat[1] = p.srcRepStride;
    return s;
  }
  static CastStrides Binary(const AscendC::BinaryRepeatParams& p) {
    CastStrides s;
    s.block[0] = p.dstBlkStride;
    s.block[1] = p.src0BlkStride;
    s.block[2] = p.src1BlkStride;
    s.repeat[0] = p.dstRepStride;
    s.repeat[1] = p.src0RepStride;
    s.repeat[2] = p.src1RepStride;
    return s;
  }
};

// What one conversion call computes beyond its operands.
struct CastCall {
  CastOp op = CastOp::kCast;
  RoundMode round = RoundMode::CAST_NONE;
  uint64_t scalar_bits = 0;   // MulsCast
  bool scalar_left = false;
};

// Resolves, checks and runs a conversion: dst (T) from src0 (and src1) (U).
template <typename T, typename U>
void CastVector(const CastCall& what, const AscendC::LocalTensor<T>& dst, const AscendC::LocalTensor<U>& src0,
                const AscendC::LocalTensor<U>* src1, const VectorForm& form, const CastStrides& strides = {}) {
  constexpr bool kPairs = kIsInt4<T> || kIsInt4<U>;
  constexpr uint32_t kWidest = kPairs ? 2 : (sizeof(T) > sizeof(U) ? sizeof(T) : sizeof(U));
  const char* api = CastOpName(what.op);
  VectorCall call(api, form, kWidest);
  if (kPairs) call.UsePairs();
  call.Add(CastOperand<T, kPairs>("dst", dst, true, strides.block[0], strides.repeat[0]));
  call.Add(CastOperand<U, kPairs>(src1 != nullptr ? "src0" : "src", src0, false, strides.block[1], strides.repeat[1]));
  if (src1 != nullptr) call.Add(CastOperand<U, kPairs>("src1", *src1, false, strides.block[2], strides.repeat[2]));
  kernels::CastSpec spec;
  spec.op = what.op;
  spec.dst = CastDTypeOf<T>();
  spec.src = CastDTypeOf<U>();
  spec.round = what.round;
  spec.dst_int4 = kIsInt4<T>;
  spec.src_int4 = kIsInt4<U>;
  spec.scalar_bits = what.scalar_bits;
  spec.scalar_left = what.scalar_left;
  spec.deq_scale = static_cast<uint16_t>(runtime::CurrentCore().deq_scale);
  const uint64_t deq_scale = runtime::CurrentCore().deq_scale;
  call.DescribeForVerify([&](VectorCallDesc& d) {
    d.family = VectorCallDesc::Family::kCast;
    d.op = static_cast<uint8_t>(what.op);
    d.type = spec.src;
    d.dst_type = spec.dst;
    d.round = what.round;
    d.dst_int4 = spec.dst_int4;
    d.src_int4 = spec.src_int4;
    d.scalar_bits = what.scalar_bits;
    d.scalar_left = what.scalar_left;
    d.deq_scale = deq_scale;
  });
  call.Run([&](const kernels::VecShape& shape, const kernels::VecOperand* o, const NumericMode& mode) {
    kernels::VectorCast(spec, shape, o[0], o[1], src1 != nullptr ? o[2] : o[1], mode);
  });
}

// The round mode a call runs with: one the page lists for the pair, else
// an ERROR (release: CAST_RINT).
template <typename T, typename U>
RoundMode CheckedRoundMode(const char* api, RoundMode mode) {
  constexpr uint32_t kAllowed = CastModes<T, U>();
  if (static_cast<uint32_t>(mode) < 32 && (kAllowed & ModeBit(mode)) != 0) return mode;
  ReportError(api, "roundMode", Str(static_cast<uint32_t>(mode)),
              "is not a round mode the page lists for this type pair (release: CAST_RINT)");
  return RoundMode::CAST_RINT;
}

template <typename T, typename U>
void CastApi(const AscendC::LocalTensor<T>& dst, const AscendC::LocalTensor<U>& src, RoundMode mode,
             const VectorForm& form, const CastStrides& strides = {}) {
  CastCall what;
  what.round = CheckedRoundMode<T, U>("Cast", mode);
  CastVector(what, dst, src, static_cast<const AscendC::LocalTensor<U>*>(nullptr), form, strides);
}

}  // namespace detail
}  // namespace ascendc_host

namespace AscendC {

#define ASCENDC_HOST_CAST_TYPES_OK(T, U)                                                                           \
  static_assert(::ascendc_host::detail::CastModes<T, U>() != 0,                                                  \
                "Cast: this source/destination type pair is not listed for this profile (see the Cast page, 数据类型)")

template <typename T, typename U>
__aicore__ inline void Cast(const LocalTensor<T>& dst, const LocalTensor<U>& src, const RoundMode& roundMode,
                            const uint32_t count) {
  ASCENDC_HOST_CAST_TYPES_OK(T, U);
  ::ascendc_host::detail::CastApi(dst, src, roundMode, ::ascendc_host::detail::VectorForm::Count(count));
}
template <typename T, typename U, bool isSetMask = true>
__aicore__ inline void Cast(const LocalTensor<T>& dst, const LocalTensor<U>& src, const RoundMode& roundMode,
                            const uint64_t mask[], const uint8_t repeatTime, const UnaryRepeatParams& repeatParams) {
  ASCENDC_HOST_CAST_TYPES_OK(T, U);
  ::ascendc_host::detail::CastApi(dst, src, roundMode,
                                  ::ascendc_host::detail::VectorForm::Bitwise(mask, repeatTime, isSetMask),
                                  ::ascendc_host::detail::CastStrides::Unary(repeatParams));
}
template <typename T, typename U, bool isSetMask = true>
__aicore__ inline void Cast(const LocalTensor<T>& dst, const LocalTensor<U>& src, const RoundMode& roundMode,
                            const uint64_t mask, const uint8_t repeatTime, const UnaryRepeatParams& repeatParams) {
  ASCENDC_HOST_CAST_TYPES_OK(T, U);
  ::ascendc_host::detail::CastApi(dst, src, roundMode,
                                  ::ascendc_host::detail::VectorForm::Contiguous(mask, repeatTime, isSetMask),
                                  ::ascendc_host::detail::CastStrides::Unary(repeatParams));
}
#undef ASCENDC_HOST_CAST_TYPES_OK

// Rounds floating elements to integral values, same type (Ascend 950).
template <typename T, RoundMode roundMode>
__aicore__ inline void Truncate(const LocalTensor<T>& dst, const LocalTensor<T>& src, const uint32_t count) {
  static_assert(::ascendc_host::kProfile.profile == ::ascendc_host::Profile::kP950 || sizeof(T) == 0,
                "Truncate exists on Ascend 950 only (see its page)");
  static_assert(::ascendc_host::detail::kOneOf<T, half, float, bfloat16_t>,
                "Truncate: T is half, float or bfloat16_t (see its page)");
  static_assert(roundMode == RoundMode::CAST_RINT || roundMode == RoundMode::CAST_ROUND ||
                    roundMode == RoundMode::CAST_FLOOR || roundMode == RoundMode::CAST_CEIL ||
                    roundMode == RoundMode::CAST_TRUNC,
                "Truncate: roundMode is CAST_RINT, CAST_ROUND, CAST_FLOOR, CAST_CEIL or CAST_TRUNC");
  ::ascendc_host::detail::CastCall what;
  what.op = ::ascendc_host::CastOp::kTruncate;
  what.round = roundMode;
  ::ascendc_host::detail::CastVector(what, dst, src, static_cast<const LocalTensor<T>*>(nullptr),
                                     ::ascendc_host::detail::VectorForm::Count(count));
}

// DEQSCALE (SetDeqScale page, table 1): the half scale of the s322fp16
// conversions in bits 0..15.
__aicore__ inline void SetDeqScale(half scale) { ::ascendc_host::runtime::CurrentCore().deq_scale = scale.bits; }
// CastDequant's int16_t -> b8 parameters: scale (float) in bits 0..31, the
// 9-bit offset in 37..45, signMode in 46. Only the low 9 bits of offset count.
__aicore__ inline void SetDeqScale(float scale, int16_t offset, bool signMode) {
  uint32_t scale_bits;
  std::memcpy(&scale_bits, &scale, 4);
  ::ascendc_host::runtime::CurrentCore().deq_scale = uint64_t{scale_bits} |
                                                    (uint64_t{static_cast<uint16_t>(offset) & 0x1FFu} << 37) |
                                                    (uint64_t{signMode} << 46);
}
// The vector form: the 16 groups as 64-bit words of the same layout in the
// 128-byte tensor, whose UB byte address goes into the register.
template <typename T>
__aicore__ inline void SetDeqScale(const LocalTensor<T>& vdeq, const VdeqInfo& vdeqInfo) {
  static_assert(std::is_same_v<T, uint64_t>, "SetDeqScale: the vdeq tensor is uint64_t");
  auto& core = ::ascendc_host::runtime::CurrentCore();
  const uint32_t address = ::ascendc_host::runtime::CheckUbRange("SetDeqScale", "vdeq", vdeq.GetPhyAddr(), 128);
  ::ascendc_host::detail::CheckUbAligned("SetDeqScale", "vdeq", address);
  for (int i = 0; i < 16; ++i) {
    uint32_t scale_bits;
    std::memcpy(&scale_bits, &vdeqInfo.vdeqScale[i], 4);
    const uint64_t word = uint64_t{scale_bits} | (uint64_t{static_cast<uint16_t>(vdeqInfo.vdeqOffset[i]) & 0x1FFu} << 37) |
                          (uint64_t{vdeqInfo.vdeqSignMode[i]} << 46);
    std::memcpy(core.ub + address + 8 * i, &word, 8);
  }
  core.deq_scale = address;
}

}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_VECTOR_CAST_H_
