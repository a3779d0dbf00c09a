// C API compares and select (SPEC 17.6): asc_eq ... asc_ge into a bit mask
// in UB (one bit per element, uint8_t destination) or, without a
// destination, into the compare mask register; the _scalar compares; and
// asc_select by the compare mask register (VSEL_CMPMASK_SPR). Repeat forms
// only (the declarations have no count form), under the mask register as
// the core holds it; the basic Compare / CompareScalar / Select do the work.
#ifndef ASCENDC_HOST_ASC_CAPI_COMPARE_H_
#define ASCENDC_HOST_ASC_CAPI_COMPARE_H_

#include <cstdint>

#include "ascendc_host/ascendc/vector.h"
#include "ascendc_host/asc_capi/registers.h"
#include "ascendc_host/asc_capi/vector.h"

#define ASCENDC_HOST_CAPI_COMPARE(name, kMode, T)                                                                  \
  __aicore__ inline void name(__ubuf__ uint8_t* dst, __ubuf__ T* src0, __ubuf__ T* src1, uint8_t repeat,          \
                              uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride,     \
                              uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride) { \
    namespace c = ::ascendc_host::asc_capi;                                                                       \
    AscendC::Compare<T, uint8_t, false>(                                                                          \
        c::Dst<uint8_t>(#name, dst), c::Src0<T>(#name, src0), c::Src1<T>(#name, src1), AscendC::CMPMODE::kMode,   \
        uint64_t{0}, repeat,                                                                                      \
        AscendC::BinaryRepeatParams(dst_block_stride, src0_block_stride, src1_block_stride, dst_repeat_stride,    \
                                    src0_repeat_stride, src1_repeat_stride));                                     \
  }                                                                                                               \
  __aicore__ inline void name##_sync(__ubuf__ uint8_t* dst, __ubuf__ T* src0, __ubuf__ T* src1, uint8_t repeat,   \
                                     uint8_t dst_block_stride, uint8_t src0_block_stride,                          \
                                     uint8_t src1_block_stride, uint8_t dst_repeat_stride,                         \
                                     uint8_t src0_repeat_stride, uint8_t src1_repeat_stride) {                     \
    name(dst, src0, src1, repeat, dst_block_stride, src0_block_stride, src1_block_stride, dst_repeat_stride,     \
         src0_repeat_stride, src1_repeat_stride);                                                                 \
  }

// Without a destination: one repeat into the compare mask register.
#define ASCENDC_HOST_CAPI_COMPARE_TO_REGISTER(name, kMode, T)                                                      \
  __aicore__ inline void name(__ubuf__ T* src0, __ubuf__ T* src1, uint8_t repeat, uint8_t dst_block_stride,       \
                              uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride,    \
                              uint8_t src0_repeat_stride, uint8_t src1_repeat_stride) {                           \
    namespace c = ::ascendc_host::asc_capi;                                                                       \
    (void)repeat;                                                                                                 \
    AscendC::Compare<T, false>(c::Src0<T>(#name, src0), c::Src1<T>(#name, src1), AscendC::CMPMODE::kMode,        \
                               uint64_t{0},                                                                       \
                               AscendC::BinaryRepeatParams(dst_block_stride, src0_block_stride, src1_block_stride, \
                                                           dst_repeat_stride, src0_repeat_stride,                 \
                                                           src1_repeat_stride));                                  \
  }                                                                                                               \
  __aicore__ inline void name##_sync(__ubuf__ T* src0, __ubuf__ T* src1, uint8_t repeat, uint8_t dst_block_stride, \
                                     uint8_t src0_block_stride, uint8_t src1_block_stride,                         \
                                     uint8_t dst_repeat_stride, uint8_t src0_repeat_stride,                        \
                                     uint8_t src1_repeat_stride) {                                                \
    name(src0, src1, repeat, dst_block_stride, src0_block_stride, src1_block_stride, dst_repeat_stride,          \
         src0_repeat_stride, src1_repeat_stride);                                                                 \
  }

#define ASCENDC_HOST_CAPI_COMPARE_SCALAR(name, kMode, T)                                                           \
  __aicore__ inline void name(__ubuf__ uint8_t* dst, __ubuf__ T* src, T value, uint8_t repeat,                    \
                              uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride,   \
                              uint16_t src_repeat_stride) {                                                       \
    namespace c = ::ascendc_host::asc_capi;                                                                       \
    AscendC::CompareScalar<T, uint8_t, false>(                                                                    \
        c::Dst<uint8_t>(#name, dst), c::Src<T>(#name, src), value, AscendC::CMPMODE::kMode, uint64_t{0}, repeat,  \
        AscendC::UnaryRepeatParams(dst_block_stride, src_block_stride, static_cast<uint8_t>(dst_repeat_stride),   \
                                   static_cast<uint8_t>(src_repeat_stride)));                                     \
  }                                                                                                               \
  __aicore__ inline void name##_sync(__ubuf__ uint8_t* dst, __ubuf__ T* src, T value, uint8_t repeat,             \
                                     uint16_t dst_block_stride, uint16_t src_block_stride,                         \
                                     uint16_t dst_repeat_stride, uint16_t src_repeat_stride) {                     \
    name(dst, src, value, repeat, dst_block_stride, src_block_stride, dst_repeat_stride, src_repeat_stride);     \
  }

#define ASCENDC_HOST_CAPI_COMPARE_FAMILY(stem, kMode)          \
  ASCENDC_HOST_CAPI_COMPARE(stem, kMode, half)                 \
  ASCENDC_HOST_CAPI_COMPARE(stem, kMode, float)                \
  ASCENDC_HOST_CAPI_COMPARE_TO_REGISTER(stem, kMode, half)     \
  ASCENDC_HOST_CAPI_COMPARE_TO_REGISTER(stem, kMode, float)    \
  ASCENDC_HOST_CAPI_COMPARE_SCALAR(stem##_scalar, kMode, half) \
  ASCENDC_HOST_CAPI_COMPARE_SCALAR(stem##_scalar, kMode, float)

ASCENDC_HOST_CAPI_COMPARE_FAMILY(asc_eq, EQ)
ASCENDC_HOST_CAPI_COMPARE_FAMILY(asc_ne, NE)
ASCENDC_HOST_CAPI_COMPARE_FAMILY(asc_lt, LT)
ASCENDC_HOST_CAPI_COMPARE_FAMILY(asc_le, LE)
ASCENDC_HOST_CAPI_COMPARE_FAMILY(asc_gt, GT)
ASCENDC_HOST_CAPI_COMPARE_FAMILY(asc_ge, GE)
// int32_t: equality only (the Compare page).
ASCENDC_HOST_CAPI_COMPARE(asc_eq, EQ, int32_t)
ASCENDC_HOST_CAPI_COMPARE_SCALAR(asc_eq_scalar, EQ, int32_t)

// dst = the compare mask register's bit ? src0 : src1.
#define ASCENDC_HOST_CAPI_SELECT(T)                                                                                \
  __aicore__ inline void asc_select(__ubuf__ T* dst, __ubuf__ T* src0, __ubuf__ T* src1, uint8_t repeat,          \
                                    uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, \
                                    uint8_t dst_repeat_stride, uint8_t src0_repeat_stride,                         \
                                    uint8_t src1_repeat_stride) {                                                 \
    namespace c = ::ascendc_host::asc_capi;                                                                       \
    AscendC::Select<T, AscendC::SELMODE::VSEL_CMPMASK_SPR>(                                                       \
        c::Dst<T>("asc_select", dst), c::Src0<T>("asc_select", src0), c::Src1<T>("asc_select", src1), repeat,     \
        AscendC::BinaryRepeatParams(dst_block_stride, src0_block_stride, src1_block_stride, dst_repeat_stride,    \
                                    src0_repeat_stride, src1_repeat_stride));                                     \
  }                                                                                                               \
  __aicore__ inline void asc_select(__ubuf__ T* dst, __ubuf__ T* src0, __ubuf__ T* src1, uint32_t count) {        \
    ::ascendc_host::asc_capi::InCounterMode(count, [&] { asc_select(dst, src0, src1, 1, 1, 1, 1, 8, 8, 8); });   \
  }                                                                                                               \
  __aicore__ inline void asc_select_sync(__ubuf__ T* dst, __ubuf__ T* src0, __ubuf__ T* src1, uint32_t count) {   \
    asc_select(dst, src0, src1, count);                                                                           \
  }
ASCENDC_HOST_CAPI_SELECT(half)
ASCENDC_HOST_CAPI_SELECT(float)

#endif  // ASCENDC_HOST_ASC_CAPI_COMPARE_H_
