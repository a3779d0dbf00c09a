// C API vector compute (SPEC 17.6): each function in its count form
// (`count` contiguous elements), its repeat form (the mask register as the
// core holds it, `repeat` repeats with block and repeat strides in
// DataBlocks) and its _sync form (the count form, then a barrier of every
// pipe: nothing to wait for on the CPU). They run the basic API's function
// of the same operation on tensor views of the pointers:
//   count form    Api(dst, src..., count), after which the mask registers
//                 hold what the C API's count form leaves on the NPU (it
//                 runs the repeat form in Counter mode with MASK0 = count,
//                 then switches back to Normal mode): Normal mode,
//                 MASK0 = count, MASK1 = 0;
//   repeat form   Api<T, false>(dst, src..., MASK_PLACEHOLDER, repeat, params).
#ifndef ASCENDC_HOST_ASC_CAPI_VECTOR_H_
#define ASCENDC_HOST_ASC_CAPI_VECTOR_H_

#include <cstdint>
#include <type_traits>

#include "ascendc_host/ascendc/vector.h"
#include "ascendc_host/ascendc/gather.h"
#include "ascendc_host/ascendc/vector/layout.h"
#include "ascendc_host/asc_capi/common.h"

namespace ascendc_host {
namespace asc_capi {

// The count form's mask registers afterwards (see above).
inline void LeaveCountFormMask(uint32_t count) {
  runtime::CoreState& core = runtime::CurrentCore();
  core.mask_mode = runtime::MaskMode::kNormal;
  core.vector_mask[0] = count;
  core.vector_mask[1] = 0;
}

// -value, wrapping for the integers (asc_sub_scalar).
template <typename T>
T Negated(T value) {
  if constexpr (std::is_integral_v<T>) return static_cast<T>(0u - static_cast<std::make_unsigned_t<T>>(value));
  else return static_cast<T>(-static_cast<float>(value));
}

// Views of the operands, named for the C API function's errors.
template <typename T>
AscendC::LocalTensor<T> Dst(const char* api, const void* p) { return UbView<T>(api, "dst", p); }
template <typename T>
AscendC::LocalTensor<T> Src(const char* api, const void* p) { return UbView<T>(api, "src", p); }
template <typename T>
AscendC::LocalTensor<T> Src0(const char* api, const void* p) { return UbView<T>(api, "src0", p); }
template <typename T>
AscendC::LocalTensor<T> Src1(const char* api, const void* p) { return UbView<T>(api, "src1", p); }

}  // namespace asc_capi
}  // namespace ascendc_host

// dst = Api(src0, src1): asc_add ... (two sources of type T).
#define ASCENDC_HOST_CAPI_BINARY(name, Api, T)                                                                    \
  __aicore__ inline void name(__ubuf__ T* dst, __ubuf__ T* src0, __ubuf__ T* src1, uint32_t count) {             \
    namespace c = ::ascendc_host::asc_capi;                                                                       \
    AscendC::Api(c::Dst<T>(#name, dst), c::Src0<T>(#name, src0), c::Src1<T>(#name, src1),                        \
                 static_cast<int32_t>(count));                                                                    \
    c::LeaveCountFormMask(count);                                                                                 \
  }                                                                                                               \
  __aicore__ inline void name(__ubuf__ T* dst, __ubuf__ T* src0, __ubuf__ T* src1, uint8_t repeat,              \
                              uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride,     \
                              uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride) { \
    namespace c = ::ascendc_host::asc_capi;                                                                       \
    AscendC::Api<T, false>(c::Dst<T>(#name, dst), c::Src0<T>(#name, src0), c::Src1<T>(#name, src1), uint64_t{0}, \
                           repeat,                                                                                \
                           AscendC::BinaryRepeatParams(dst_block_stride, src0_block_stride, src1_block_stride,    \
                                                       dst_repeat_stride, src0_repeat_stride, src1_repeat_stride)); \
  }                                                                                                               \
  __aicore__ inline void name##_sync(__ubuf__ T* dst, __ubuf__ T* src0, __ubuf__ T* src1, uint32_t count) {      \
    name(dst, src0, src1, count);                                                                                 \
  }

// dst = Api(src, value): asc_add_scalar ... (`value` converted as Adds does).
#define ASCENDC_HOST_CAPI_SCALAR(name, Api, T, V, value_expr)                                                     \
  __aicore__ inline void name(__ubuf__ T* dst, __ubuf__ T* src, V value, uint32_t count) {                       \
    namespace c = ::ascendc_host::asc_capi;                                                                       \
    AscendC::Api(c::Dst<T>(#name, dst), c::Src<T>(#name, src), value_expr, static_cast<int32_t>(count));          \
    c::LeaveCountFormMask(count);                                                                                 \
  }                                                                                                               \
  __aicore__ inline void name(__ubuf__ T* dst, __ubuf__ T* src, V value, uint8_t repeat, uint16_t dst_block_stride, \
                              uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride) { \
    namespace c = ::ascendc_host::asc_capi;                                                                       \
    AscendC::Api<T, false>(c::Dst<T>(#name, dst), c::Src<T>(#name, src), value_expr, uint64_t{0}, repeat,          \
                           AscendC::UnaryRepeatParams(dst_block_stride, src_block_stride,                          \
                                                      static_cast<uint8_t>(dst_repeat_stride),                     \
                                                      static_cast<uint8_t>(src_repeat_stride)));                   \
  }                                                                                                               \
  __aicore__ inline void name##_sync(__ubuf__ T* dst, __ubuf__ T* src, V value, uint32_t count) {                \
    name(dst, src, value, count);                                                                                 \
  }

// dst = Api(src): asc_exp ...
#define ASCENDC_HOST_CAPI_UNARY(name, Api, T)                                                                     \
  __aicore__ inline void name(__ubuf__ T* dst, __ubuf__ T* src, uint32_t count) {                                \
    namespace c = ::ascendc_host::asc_capi;                                                                       \
    AscendC::Api(c::Dst<T>(#name, dst), c::Src<T>(#name, src), static_cast<int32_t>(count));                      \
    c::LeaveCountFormMask(count);                                                                                 \
  }                                                                                                               \
  __aicore__ inline void name(__ubuf__ T* dst, __ubuf__ T* src, uint8_t repeat, uint16_t dst_block_stride,       \
                              uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride) { \
    namespace c = ::ascendc_host::asc_capi;                                                                       \
    AscendC::Api<T, false>(c::Dst<T>(#name, dst), c::Src<T>(#name, src), uint64_t{0}, repeat,                     \
                           AscendC::UnaryRepeatParams(dst_block_stride, src_block_stride,                          \
                                                      static_cast<uint8_t>(dst_repeat_stride),                     \
                                                      static_cast<uint8_t>(src_repeat_stride)));                   \
  }                                                                                                               \
  __aicore__ inline void name##_sync(__ubuf__ T* dst, __ubuf__ T* src, uint32_t count) { name(dst, src, count); }

// dst (D) = src (S) converted with `mode`: asc_float2half_rn ...
#define ASCENDC_HOST_CAPI_CAST(name, D, S, mode)                                                                  \
  __aicore__ inline void name(__ubuf__ D* dst, __ubuf__ S* src, uint32_t count) {                                \
    namespace c = ::ascendc_host::asc_capi;                                                                       \
    AscendC::Cast(c::Dst<D>(#name, dst), c::Src<S>(#name, src), AscendC::RoundMode::mode,                         \
                  static_cast<uint32_t>(count));                                                                  \
    c::LeaveCountFormMask(count);                                                                                 \
  }                                                                                                               \
  __aicore__ inline void name(__ubuf__ D* dst, __ubuf__ S* src, uint8_t repeat, uint16_t dst_block_stride,       \
                              uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride) { \
    namespace c = ::ascendc_host::asc_capi;                                                                       \
    AscendC::Cast<D, S, false>(c::Dst<D>(#name, dst), c::Src<S>(#name, src), AscendC::RoundMode::mode,           \
                               uint64_t{0}, repeat,                                                               \
                               AscendC::UnaryRepeatParams(dst_block_stride, src_block_stride,                      \
                                                          static_cast<uint8_t>(dst_repeat_stride),                 \
                                                          static_cast<uint8_t>(src_repeat_stride)));               \
  }                                                                                                               \
  __aicore__ inline void name##_sync(__ubuf__ D* dst, __ubuf__ S* src, uint32_t count) { name(dst, src, count); }

#define ASCENDC_HOST_CAPI_BINARY_TYPES(name, Api) \
  ASCENDC_HOST_CAPI_BINARY(name, Api, half)       \
  ASCENDC_HOST_CAPI_BINARY(name, Api, float)      \
  ASCENDC_HOST_CAPI_BINARY(name, Api, int16_t)    \
  ASCENDC_HOST_CAPI_BINARY(name, Api, int32_t)

ASCENDC_HOST_CAPI_BINARY_TYPES(asc_add, Add)
ASCENDC_HOST_CAPI_BINARY_TYPES(asc_sub, Sub)
ASCENDC_HOST_CAPI_BINARY_TYPES(asc_mul, Mul)
ASCENDC_HOST_CAPI_BINARY_TYPES(asc_max, Max)
ASCENDC_HOST_CAPI_BINARY_TYPES(asc_min, Min)
ASCENDC_HOST_CAPI_BINARY(asc_div, Div, half)
ASCENDC_HOST_CAPI_BINARY(asc_div, Div, float)
ASCENDC_HOST_CAPI_BINARY(asc_and, And, int16_t)
ASCENDC_HOST_CAPI_BINARY(asc_and, And, uint16_t)
ASCENDC_HOST_CAPI_BINARY(asc_or, Or, int16_t)
ASCENDC_HOST_CAPI_BINARY(asc_or, Or, uint16_t)
ASCENDC_HOST_CAPI_BINARY(asc_add_relu, AddRelu, half)
ASCENDC_HOST_CAPI_BINARY(asc_add_relu, AddRelu, float)
ASCENDC_HOST_CAPI_BINARY(asc_add_relu, AddRelu, int16_t)
ASCENDC_HOST_CAPI_BINARY(asc_sub_relu, SubRelu, half)
ASCENDC_HOST_CAPI_BINARY(asc_sub_relu, SubRelu, float)
ASCENDC_HOST_CAPI_BINARY(asc_sub_relu, SubRelu, int16_t)
// fma: dst = src0 * dst + src1 (FusedMulAdd); mul_add: dst = src0 * src1 +
// dst (MulAddDst); mul_add_relu: relu(src0 * dst + src1) (MulAddRelu).
ASCENDC_HOST_CAPI_BINARY(asc_fma, FusedMulAdd, half)
ASCENDC_HOST_CAPI_BINARY(asc_fma, FusedMulAdd, float)
ASCENDC_HOST_CAPI_BINARY(asc_mul_add_relu, MulAddRelu, half)
ASCENDC_HOST_CAPI_BINARY(asc_mul_add_relu, MulAddRelu, float)

#define ASCENDC_HOST_CAPI_SCALAR_TYPES(name, Api, value_expr)   \
  ASCENDC_HOST_CAPI_SCALAR(name, Api, half, half, value_expr)   \
  ASCENDC_HOST_CAPI_SCALAR(name, Api, float, float, value_expr) \
  ASCENDC_HOST_CAPI_SCALAR(name, Api, int16_t, int16_t, value_expr) \
  ASCENDC_HOST_CAPI_SCALAR(name, Api, int32_t, int32_t, value_expr)

ASCENDC_HOST_CAPI_SCALAR_TYPES(asc_add_scalar, Adds, value)
ASCENDC_HOST_CAPI_SCALAR_TYPES(asc_mul_scalar, Muls, value)
ASCENDC_HOST_CAPI_SCALAR_TYPES(asc_max_scalar, Maxs, value)
ASCENDC_HOST_CAPI_SCALAR_TYPES(asc_min_scalar, Mins, value)
// x - value as x + (-value): exact for half and float (negation is exact),
// wrapping for the integers (SPEC 17.6).
ASCENDC_HOST_CAPI_SCALAR_TYPES(asc_sub_scalar, Adds, ::ascendc_host::asc_capi::Negated(value))
ASCENDC_HOST_CAPI_SCALAR(asc_leakyrelu, LeakyRelu, half, half, value)
ASCENDC_HOST_CAPI_SCALAR(asc_leakyrelu, LeakyRelu, float, float, value)
ASCENDC_HOST_CAPI_SCALAR(asc_shiftleft, ShiftLeft, int16_t, uint32_t, static_cast<int16_t>(value))
ASCENDC_HOST_CAPI_SCALAR(asc_shiftleft, ShiftLeft, uint16_t, uint32_t, static_cast<uint16_t>(value))
ASCENDC_HOST_CAPI_SCALAR(asc_shiftleft, ShiftLeft, int32_t, uint32_t, static_cast<int32_t>(value))
ASCENDC_HOST_CAPI_SCALAR(asc_shiftleft, ShiftLeft, uint32_t, uint32_t, static_cast<uint32_t>(value))
ASCENDC_HOST_CAPI_SCALAR(asc_shiftright, ShiftRight, int16_t, int32_t, static_cast<int16_t>(value))
ASCENDC_HOST_CAPI_SCALAR(asc_shiftright, ShiftRight, uint16_t, uint32_t, static_cast<uint16_t>(value))
ASCENDC_HOST_CAPI_SCALAR(asc_shiftright, ShiftRight, int32_t, int32_t, static_cast<int32_t>(value))
ASCENDC_HOST_CAPI_SCALAR(asc_shiftright, ShiftRight, uint32_t, uint32_t, static_cast<uint32_t>(value))

ASCENDC_HOST_CAPI_UNARY(asc_exp, Exp, half)
ASCENDC_HOST_CAPI_UNARY(asc_exp, Exp, float)
ASCENDC_HOST_CAPI_UNARY(asc_log, Ln, half)
ASCENDC_HOST_CAPI_UNARY(asc_log, Ln, float)
ASCENDC_HOST_CAPI_UNARY(asc_abs, Abs, half)
ASCENDC_HOST_CAPI_UNARY(asc_abs, Abs, float)
ASCENDC_HOST_CAPI_UNARY(asc_sqrt, Sqrt, half)
ASCENDC_HOST_CAPI_UNARY(asc_sqrt, Sqrt, float)
ASCENDC_HOST_CAPI_UNARY(asc_rsqrt, Rsqrt, half)
ASCENDC_HOST_CAPI_UNARY(asc_rsqrt, Rsqrt, float)
ASCENDC_HOST_CAPI_UNARY(asc_rcp, Reciprocal, half)
ASCENDC_HOST_CAPI_UNARY(asc_rcp, Reciprocal, float)
ASCENDC_HOST_CAPI_UNARY(asc_relu, Relu, half)
ASCENDC_HOST_CAPI_UNARY(asc_relu, Relu, float)
ASCENDC_HOST_CAPI_UNARY(asc_relu, Relu, int32_t)
ASCENDC_HOST_CAPI_UNARY(asc_not, Not, int16_t)
ASCENDC_HOST_CAPI_UNARY(asc_not, Not, uint16_t)

// asc_duplicate: every element `value`.
#define ASCENDC_HOST_CAPI_DUPLICATE(T)                                                                            \
  __aicore__ inline void asc_duplicate(__ubuf__ T* dst, T value, uint32_t count) {                               \
    namespace c = ::ascendc_host::asc_capi;                                                                       \
    AscendC::Duplicate(c::Dst<T>("asc_duplicate", dst), value, static_cast<int32_t>(count));                      \
    c::LeaveCountFormMask(count);                                                                                 \
  }                                                                                                               \
  __aicore__ inline void asc_duplicate(__ubuf__ T* dst, T value, uint8_t repeat, uint16_t dst_block_stride,      \
                                       uint16_t dst_repeat_stride) {                                              \
    namespace c = ::ascendc_host::asc_capi;                                                                       \
    AscendC::Duplicate<T, false>(c::Dst<T>("asc_duplicate", dst), value, uint64_t{0}, repeat, dst_block_stride,  \
                                 static_cast<uint8_t>(dst_repeat_stride));                                        \
  }                                                                                                               \
  __aicore__ inline void asc_duplicate_sync(__ubuf__ T* dst, T value, uint32_t count) {                          \
    asc_duplicate(dst, value, count);                                                                             \
  }
ASCENDC_HOST_CAPI_DUPLICATE(half)
ASCENDC_HOST_CAPI_DUPLICATE(int16_t)
ASCENDC_HOST_CAPI_DUPLICATE(uint16_t)
ASCENDC_HOST_CAPI_DUPLICATE(bfloat16_t)
ASCENDC_HOST_CAPI_DUPLICATE(float)
ASCENDC_HOST_CAPI_DUPLICATE(int32_t)
ASCENDC_HOST_CAPI_DUPLICATE(uint32_t)

// The conversions: asc_<src>2<dst>[_rn|_rna|_ru|_rd|_rz|_ro] round to
// nearest even, nearest away from zero, up, down, toward zero, to odd;
// without a suffix as the basic Cast's CAST_NONE.
#define ASCENDC_HOST_CAPI_CAST_MODES(stem, D, S)                \
  ASCENDC_HOST_CAPI_CAST(stem##_rn, D, S, CAST_RINT)            \
  ASCENDC_HOST_CAPI_CAST(stem##_rna, D, S, CAST_ROUND)          \
  ASCENDC_HOST_CAPI_CAST(stem##_ru, D, S, CAST_CEIL)            \
  ASCENDC_HOST_CAPI_CAST(stem##_rd, D, S, CAST_FLOOR)           \
  ASCENDC_HOST_CAPI_CAST(stem##_rz, D, S, CAST_TRUNC)

ASCENDC_HOST_CAPI_CAST(asc_half2float, float, half, CAST_NONE)
ASCENDC_HOST_CAPI_CAST(asc_float2half, half, float, CAST_NONE)
ASCENDC_HOST_CAPI_CAST_MODES(asc_float2half, half, float)
ASCENDC_HOST_CAPI_CAST(asc_float2half_ro, half, float, CAST_ODD)
ASCENDC_HOST_CAPI_CAST_MODES(asc_float2int32, int32_t, float)
ASCENDC_HOST_CAPI_CAST_MODES(asc_half2int32, int32_t, half)
ASCENDC_HOST_CAPI_CAST_MODES(asc_half2int16, int16_t, half)
ASCENDC_HOST_CAPI_CAST(asc_half2int8, int8_t, half, CAST_NONE)
ASCENDC_HOST_CAPI_CAST_MODES(asc_half2int8, int8_t, half)
ASCENDC_HOST_CAPI_CAST(asc_half2uint8, uint8_t, half, CAST_NONE)
ASCENDC_HOST_CAPI_CAST_MODES(asc_half2uint8, uint8_t, half)
ASCENDC_HOST_CAPI_CAST(asc_int82half, half, int8_t, CAST_NONE)
ASCENDC_HOST_CAPI_CAST(asc_uint82half, half, uint8_t, CAST_NONE)
ASCENDC_HOST_CAPI_CAST(asc_int322float, float, int32_t, CAST_NONE)
ASCENDC_HOST_CAPI_CAST_MODES(asc_int322float, float, int32_t)
ASCENDC_HOST_CAPI_CAST(asc_int162half, half, int16_t, CAST_NONE)
ASCENDC_HOST_CAPI_CAST_MODES(asc_int162half, half, int16_t)
ASCENDC_HOST_CAPI_CAST_MODES(asc_float2float, float, float)
ASCENDC_HOST_CAPI_CAST_MODES(asc_float2bfloat16, bfloat16_t, float)
ASCENDC_HOST_CAPI_CAST(asc_bfloat162float, float, bfloat16_t, CAST_NONE)
ASCENDC_HOST_CAPI_CAST_MODES(asc_bfloat162int32, int32_t, bfloat16_t)
ASCENDC_HOST_CAPI_CAST_MODES(asc_float2int16, int16_t, float)
ASCENDC_HOST_CAPI_CAST_MODES(asc_float2int64, int64_t, float)
ASCENDC_HOST_CAPI_CAST_MODES(asc_int642float, float, int64_t)
ASCENDC_HOST_CAPI_CAST(asc_int162float, float, int16_t, CAST_NONE)
ASCENDC_HOST_CAPI_CAST(asc_int322int16, int16_t, int32_t, CAST_NONE)
ASCENDC_HOST_CAPI_CAST(asc_int322int64, int64_t, int32_t, CAST_NONE)
ASCENDC_HOST_CAPI_CAST(asc_int642int32, int32_t, int64_t, CAST_NONE)

// Gather (A2/A3): dst[i] = the element of src at src_offset[i] bytes; the
// count form, and the repeat form under the mask registers as the core
// holds them (Normal: the MASK1:MASK0 bits; Counter: MASK0 elements).
#define ASCENDC_HOST_CAPI_GATHER(T)                                                                                \
  __aicore__ inline void asc_gather(__ubuf__ T* dst, __ubuf__ T* src, __ubuf__ uint32_t* src_offset,               \
                                    uint32_t count) {                                                              \
    namespace c = ::ascendc_host::asc_capi;                                                                        \
    AscendC::Gather(c::Dst<T>("asc_gather", dst), c::Src<T>("asc_gather", src),                                   \
                    c::UbView<uint32_t>("asc_gather", "src_offset", src_offset), 0u, count);                       \
    c::LeaveCountFormMask(count);                                                                                  \
  }                                                                                                                \
  __aicore__ inline void asc_gather(__ubuf__ T* dst, __ubuf__ T* src, __ubuf__ uint32_t* src_offset,               \
                                    uint16_t dst_repeat_stride, uint8_t repeat) {                                  \
    namespace c = ::ascendc_host::asc_capi;                                                                        \
    const auto& core = ::ascendc_host::runtime::CurrentCore();                                                     \
    if (core.mask_mode == ::ascendc_host::runtime::MaskMode::kCounter) {                                           \
      AscendC::Gather(c::Dst<T>("asc_gather", dst), c::Src<T>("asc_gather", src),                                 \
                      c::UbView<uint32_t>("asc_gather", "src_offset", src_offset), 0u,                             \
                      static_cast<uint32_t>(core.vector_mask[0]));                                                 \
      return;                                                                                                      \
    }                                                                                                              \
    const uint64_t mask[2] = {core.vector_mask[0], core.vector_mask[1]};                                           \
    AscendC::Gather(c::Dst<T>("asc_gather", dst), c::Src<T>("asc_gather", src),                                   \
                    c::UbView<uint32_t>("asc_gather", "src_offset", src_offset), 0u, mask, repeat,                 \
                    dst_repeat_stride);                                                                            \
  }                                                                                                                \
  __aicore__ inline void asc_gather_sync(__ubuf__ T* dst, __ubuf__ T* src, __ubuf__ uint32_t* src_offset,          \
                                         uint32_t count) {                                                         \
    asc_gather(dst, src, src_offset, count);                                                                       \
  }
ASCENDC_HOST_CAPI_GATHER(int16_t)
ASCENDC_HOST_CAPI_GATHER(uint16_t)
ASCENDC_HOST_CAPI_GATHER(half)
ASCENDC_HOST_CAPI_GATHER(bfloat16_t)
ASCENDC_HOST_CAPI_GATHER(int32_t)
ASCENDC_HOST_CAPI_GATHER(uint32_t)
ASCENDC_HOST_CAPI_GATHER(float)
#undef ASCENDC_HOST_CAPI_GATHER

// dst = src * value + dst (Axpy): half, float, and half sources into float.
#define ASCENDC_HOST_CAPI_AXPY(T, U)                                                                               \
  __aicore__ inline void asc_axpy(__ubuf__ T* dst, __ubuf__ U* src, U value, uint32_t count) {                     \
    namespace c = ::ascendc_host::asc_capi;                                                                        \
    AscendC::Axpy(c::Dst<T>("asc_axpy", dst), c::Src<U>("asc_axpy", src), value, static_cast<int32_t>(count));    \
    c::LeaveCountFormMask(count);                                                                                  \
  }                                                                                                                \
  __aicore__ inline void asc_axpy(__ubuf__ T* dst, __ubuf__ U* src, U value, uint8_t repeat,                       \
                                  uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, \
                                  uint16_t src_repeat_stride) {                                                    \
    namespace c = ::ascendc_host::asc_capi;                                                                        \
    AscendC::Axpy<T, U, false>(c::Dst<T>("asc_axpy", dst), c::Src<U>("asc_axpy", src), value, uint64_t{0}, repeat, \
                               AscendC::UnaryRepeatParams(dst_block_stride, src_block_stride,                       \
                                                          static_cast<uint8_t>(dst_repeat_stride),                  \
                                                          static_cast<uint8_t>(src_repeat_stride)));                \
  }                                                                                                                \
  __aicore__ inline void asc_axpy_sync(__ubuf__ T* dst, __ubuf__ U* src, U value, uint32_t count) {                \
    asc_axpy(dst, src, value, count);                                                                              \
  }
ASCENDC_HOST_CAPI_AXPY(half, half)
ASCENDC_HOST_CAPI_AXPY(float, half)
ASCENDC_HOST_CAPI_AXPY(float, float)
#undef ASCENDC_HOST_CAPI_AXPY

// One 16 x 16 block of 16-bit elements transposed (Transpose, its 16 x 16 form).
#define ASCENDC_HOST_CAPI_TRANSPOSE(T)                                                                             \
  __aicore__ inline void asc_transpose(__ubuf__ T* dst, __ubuf__ T* src) {                                         \
    namespace c = ::ascendc_host::asc_capi;                                                                        \
    AscendC::Transpose(c::Dst<T>("asc_transpose", dst), c::Src<T>("asc_transpose", src));                          \
  }                                                                                                                \
  __aicore__ inline void asc_transpose_sync(__ubuf__ T* dst, __ubuf__ T* src) { asc_transpose(dst, src); }
ASCENDC_HOST_CAPI_TRANSPOSE(int16_t)
ASCENDC_HOST_CAPI_TRANSPOSE(uint16_t)
#undef ASCENDC_HOST_CAPI_TRANSPOSE

// Brcb: `repeat` times, 8 elements of src each filling one DataBlock of dst
// (DataBlocks dst_block_stride apart, repeats dst_repeat_stride apart).
#define ASCENDC_HOST_CAPI_BRCB(T)                                                                                  \
  __aicore__ inline void asc_brcb(__ubuf__ T* dst, __ubuf__ T* src, uint16_t dst_block_stride,                  \
                                  uint16_t dst_repeat_stride, uint8_t repeat) {                                    \
    namespace c = ::ascendc_host::asc_capi;                                                                        \
    AscendC::Brcb(c::Dst<T>("asc_brcb", dst), c::Src<T>("asc_brcb", src), repeat,                                 \
                  AscendC::BrcbRepeatParams(dst_block_stride, dst_repeat_stride));                                 \
  }                                                                                                                \
  __aicore__ inline void asc_brcb_sync(__ubuf__ T* dst, __ubuf__ T* src, uint16_t dst_block_stride,             \
                                       uint16_t dst_repeat_stride, uint8_t repeat) {                               \
    asc_brcb(dst, src, dst_block_stride, dst_repeat_stride, repeat);                                               \
  }
ASCENDC_HOST_CAPI_BRCB(uint16_t)
ASCENDC_HOST_CAPI_BRCB(uint32_t)
#undef ASCENDC_HOST_CAPI_BRCB

#endif  // ASCENDC_HOST_ASC_CAPI_VECTOR_H_
