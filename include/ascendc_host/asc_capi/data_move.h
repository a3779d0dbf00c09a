// C API data movement between GM and UB (SPEC 17.3): asc_copy_gm2ub /
// asc_copy_ub2gm / asc_copy_ub2ub (a byte count, or bursts of 32-byte
// DataBlocks with gaps)
// and the _align forms (bursts of any byte length, with padding), each
// with its _sync form (the copy, then a barrier of every pipe: nothing to
// wait for on the CPU). The basic API's DataCopy / DataCopyPad do the work
// on byte or element views of the pointers, with their checks.
#ifndef ASCENDC_HOST_ASC_CAPI_DATA_MOVE_H_
#define ASCENDC_HOST_ASC_CAPI_DATA_MOVE_H_

#include <cstdint>

#include "ascendc_host/ascendc/data_copy.h"
#include "ascendc_host/ascendc/data_copy_pad.h"
#include "ascendc_host/asc_capi/common.h"

// size bytes, rounded down to whole DataBlocks (as the basic DataCopy).
__aicore__ inline void asc_copy_gm2ub(__ubuf__ void* dst, __gm__ void* src, uint32_t size) {
  namespace c = ascendc_host::asc_capi;
  AscendC::DataCopy(c::UbView<uint8_t>("asc_copy_gm2ub", "dst", dst), c::GmView<uint8_t>(src), size);
}
__aicore__ inline void asc_copy_ub2gm(__gm__ void* dst, __ubuf__ void* src, uint32_t size) {
  namespace c = ascendc_host::asc_capi;
  AscendC::DataCopy(c::GmView<uint8_t>(dst), c::UbView<uint8_t>("asc_copy_ub2gm", "src", src), size);
}
// n_burst bursts of burst_len DataBlocks; the gaps between bursts in
// DataBlocks on each side.
__aicore__ inline void asc_copy_gm2ub(__ubuf__ void* dst, __gm__ void* src, uint16_t n_burst, uint16_t burst_len,
                                      uint16_t src_gap, uint16_t dst_gap) {
  namespace c = ascendc_host::asc_capi;
  AscendC::DataCopy(c::UbView<uint8_t>("asc_copy_gm2ub", "dst", dst), c::GmView<uint8_t>(src),
                    AscendC::DataCopyParams(n_burst, burst_len, src_gap, dst_gap));
}
__aicore__ inline void asc_copy_ub2gm(__gm__ void* dst, __ubuf__ void* src, uint16_t n_burst, uint16_t burst_len,
                                      uint16_t src_gap, uint16_t dst_gap) {
  namespace c = ascendc_host::asc_capi;
  AscendC::DataCopy(c::GmView<uint8_t>(dst), c::UbView<uint8_t>("asc_copy_ub2gm", "src", src),
                    AscendC::DataCopyParams(n_burst, burst_len, src_gap, dst_gap));
}
__aicore__ inline void asc_copy_gm2ub_sync(__ubuf__ void* dst, __gm__ void* src, uint32_t size) {
  asc_copy_gm2ub(dst, src, size);
}
__aicore__ inline void asc_copy_ub2gm_sync(__gm__ void* dst, __ubuf__ void* src, uint32_t size) {
  asc_copy_ub2gm(dst, src, size);
}

// UB to UB: size bytes (whole DataBlocks), or n_burst bursts of len_burst
// DataBlocks with gaps in DataBlocks (the basic DataCopy between UB tensors).
__aicore__ inline void asc_copy_ub2ub(__ubuf__ void* dst, __ubuf__ void* src, uint32_t size) {
  namespace c = ascendc_host::asc_capi;
  AscendC::DataCopy(c::UbView<uint8_t>("asc_copy_ub2ub", "dst", dst), c::UbView<uint8_t>("asc_copy_ub2ub", "src", src),
                    size);
}
__aicore__ inline void asc_copy_ub2ub(__ubuf__ void* dst, __ubuf__ void* src, uint16_t n_burst, uint16_t len_burst,
                                      uint16_t src_gap, uint16_t dst_gap) {
  namespace c = ascendc_host::asc_capi;
  AscendC::DataCopy(c::UbView<uint8_t>("asc_copy_ub2ub", "dst", dst), c::UbView<uint8_t>("asc_copy_ub2ub", "src", src),
                    AscendC::DataCopyParams(n_burst, len_burst, src_gap, dst_gap));
}
__aicore__ inline void asc_copy_ub2ub_sync(__ubuf__ void* dst, __ubuf__ void* src, uint32_t size) {
  asc_copy_ub2ub(dst, src, size);
}

// The _align forms: n_burst bursts of len_burst bytes; into UB each burst
// starts on a DataBlock and is padded with left / right padding elements
// (the pad value of asc_set_gm2ub_pad / SetPadValue); gaps: src_gap bytes
// between GM bursts, dst_gap DataBlocks between UB bursts (from UB: the
// other way round), as DataCopyPad's DataCopyExtParams.
#define ASCENDC_HOST_CAPI_ALIGN_COPIES(T)                                                                         \
  __aicore__ inline void asc_copy_gm2ub_align(__ubuf__ T* dst, __gm__ T* src, uint16_t n_burst, uint32_t len_burst, \
                                              uint8_t left_padding_num, uint8_t right_padding_num, uint32_t src_gap, \
                                              uint32_t dst_gap) {                                                  \
    namespace c = ascendc_host::asc_capi;                                                                          \
    AscendC::DataCopyPad(c::UbView<T>("asc_copy_gm2ub_align", "dst", dst), c::GmView<T>(src),                     \
                         AscendC::DataCopyExtParams(n_burst, len_burst, src_gap, dst_gap, 0),                       \
                         AscendC::DataCopyPadExtParams<T>(left_padding_num != 0 || right_padding_num != 0,          \
                                                          left_padding_num, right_padding_num, 0));                \
  }                                                                                                                \
  __aicore__ inline void asc_copy_gm2ub_align(__ubuf__ T* dst, __gm__ T* src, uint32_t size) {                     \
    asc_copy_gm2ub_align(dst, src, 1, size, 0, 0, 0, 0);                                                           \
  }                                                                                                                \
  __aicore__ inline void asc_copy_gm2ub_align_sync(__ubuf__ T* dst, __gm__ T* src, uint32_t size) {                \
    asc_copy_gm2ub_align(dst, src, size);                                                                          \
  }                                                                                                                \
  __aicore__ inline void asc_copy_ub2gm_align(__gm__ T* dst, __ubuf__ T* src, uint16_t n_burst, uint32_t len_burst, \
                                              uint8_t left_padding_num, uint8_t right_padding_num, uint32_t src_gap, \
                                              uint32_t dst_gap) {                                                  \
    (void)left_padding_num;                                                                                        \
    (void)right_padding_num;                                                                                       \
    namespace c = ascendc_host::asc_capi;                                                                          \
    AscendC::DataCopyPad(c::GmView<T>(dst), c::UbView<T>("asc_copy_ub2gm_align", "src", src),                     \
                         AscendC::DataCopyExtParams(n_burst, len_burst, src_gap, dst_gap, 0));                      \
  }                                                                                                                \
  __aicore__ inline void asc_copy_ub2gm_align(__gm__ T* dst, __ubuf__ T* src, uint32_t size) {                     \
    asc_copy_ub2gm_align(dst, src, 1, size, 0, 0, 0, 0);                                                           \
  }                                                                                                                \
  __aicore__ inline void asc_copy_ub2gm_align_sync(__gm__ T* dst, __ubuf__ T* src, uint32_t size) {                \
    asc_copy_ub2gm_align(dst, src, size);                                                                          \
  }

ASCENDC_HOST_CAPI_ALIGN_COPIES(int8_t)
ASCENDC_HOST_CAPI_ALIGN_COPIES(uint8_t)
ASCENDC_HOST_CAPI_ALIGN_COPIES(half)
ASCENDC_HOST_CAPI_ALIGN_COPIES(bfloat16_t)
ASCENDC_HOST_CAPI_ALIGN_COPIES(int16_t)
ASCENDC_HOST_CAPI_ALIGN_COPIES(uint16_t)
ASCENDC_HOST_CAPI_ALIGN_COPIES(float)
ASCENDC_HOST_CAPI_ALIGN_COPIES(int32_t)
ASCENDC_HOST_CAPI_ALIGN_COPIES(uint32_t)
ASCENDC_HOST_CAPI_ALIGN_COPIES(int64_t)
ASCENDC_HOST_CAPI_ALIGN_COPIES(uint64_t)
ASCENDC_HOST_CAPI_ALIGN_COPIES(double)
#undef ASCENDC_HOST_CAPI_ALIGN_COPIES

#endif  // ASCENDC_HOST_ASC_CAPI_DATA_MOVE_H_
