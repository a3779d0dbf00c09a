// C API data movement forms of NPU architecture 3510 (SPEC 17.3):
// asc_copy_gm2ub_align(dst, src, n_burst, len_burst, left_padding_num,
// right_padding_num, enable_constant_pad, l2_cache_mode, src_stride,
// dst_stride) and asc_copy_ub2gm_align(dst, src, n_burst, len_burst,
// l2_cache_mode, dst_stride, src_stride). Strides are burst head to burst
// head in bytes; a UB stride equal to len_burst packs the bursts (Compact
// mode), any other must be a multiple of 32 bytes. The L2 cache mode is a
// hint with no effect on the CPU.
//
// Into UB each burst is left_padding_num elements of padding, the burst's
// bytes, right_padding_num elements of padding; the padding is the value of
// asc_set_copy_pad_val / SetPadValue (enable_constant_pad) or the burst's
// first element. Out of UB only the burst's bytes reach GM.
#ifndef ASCENDC_HOST_ASC_CAPI_DATA_MOVE_STRIDED_H_
#define ASCENDC_HOST_ASC_CAPI_DATA_MOVE_STRIDED_H_

#include <cstdint>
#include <cstring>
#include <string>

#include "ascendc_host/asc_capi/common.h"
#include "ascendc_host/checks.h"
#include "ascendc_host/error.h"
#include "ascendc_host/runtime.h"

// L2 cache policies (hints only here).
enum class asc_load_l2_cache_mode : uint8_t {
  NORMAL_FIRST_VICTIM = 0, NORMAL_LAST_VICTIM = 1, DISABLE_FIRST_VICTIM = 2, DISABLE_LAST_VICTIM = 3,
  DISABLE = 4, PRELOAD = 5
};
enum class asc_store_l2_cache_mode : uint8_t {
  NORMAL_FIRST_VICTIM = 0, NORMAL_LAST_VICTIM = 1, DISABLE_FIRST_VICTIM = 2, DISABLE_LAST_VICTIM = 3,
  DISABLE = 4
};

namespace ascendc_host {
namespace asc_capi {

// The checks every burst copy shares: counts in range, UB strides aligned
// (or Compact), every burst's GM bytes inside a registered buffer when the
// first lies in one. Returns false for a NOP (a count of 0).
inline bool CheckStridedCopy(const char* api, uint32_t n_burst, uint32_t len_burst, uint64_t ub_stride,
                             const char* ub_stride_name) {
  if (n_burst > 4095)
    RaiseFatal(api, "n_burst", std::to_string(n_burst), "must be in [0, 4095]");
  if (len_burst > 2097151)
    RaiseFatal(api, "len_burst", std::to_string(len_burst), "must be in [0, 2097151] bytes");
  if (n_burst > 1 && ub_stride != len_burst && ub_stride % 32 != 0)
    RaiseFatal(api, ub_stride_name, std::to_string(ub_stride),
               "must equal len_burst (Compact) or be a multiple of 32 bytes");
  return n_burst != 0 && len_burst != 0;
}

inline void CheckGmBurst(const char* api, const char* param, const uint8_t* first, const uint8_t* at, uint64_t bytes) {
  size_t available = 0;
  if (GmBytesAvailable(first, &available) && !InsideGmAllocation(at, bytes))
    RaiseFatal(api, param, std::to_string(static_cast<uint64_t>(at - first)) + " + " + std::to_string(bytes) + " bytes",
               "every burst must lie inside the GM buffer the first one is in");
}

template <typename T>
void CopyGmToUbStrided(__ubuf__ T* dst, __gm__ T* src, uint16_t n_burst, uint32_t len_burst, uint8_t left_padding_num,
                       uint8_t right_padding_num, bool enable_constant_pad, uint64_t src_stride, uint32_t dst_stride) {
  constexpr const char* kApi = "asc_copy_gm2ub_align";
  if (left_padding_num * sizeof(T) > 32)
    RaiseFatal(kApi, "left_padding_num", std::to_string(left_padding_num), "must be at most 32 bytes of elements");
  if (right_padding_num * sizeof(T) > 32)
    RaiseFatal(kApi, "right_padding_num", std::to_string(right_padding_num), "must be at most 32 bytes of elements");
  if (!CheckStridedCopy(kApi, n_burst, len_burst, dst_stride, "dst_stride")) return;
  runtime::CoreState& core = runtime::CurrentCore();
  const uint64_t left = left_padding_num * sizeof(T), right = right_padding_num * sizeof(T);
  const uint32_t first = runtime::CheckUbRange(kApi, "dst", dst, 0);
  detail::CheckUbAligned(kApi, "dst", first);
  const auto* gm = reinterpret_cast<const uint8_t*>(src);
  const uint64_t span = uint64_t{n_burst - 1u} * dst_stride + left + len_burst + right;
  runtime::CheckUbRange(kApi, "dst", dst, span);
  for (uint32_t i = 0; i < n_burst; ++i) CheckGmBurst(kApi, "src", gm, gm + i * src_stride, len_burst);
  T constant{};
  std::memcpy(&constant, &core.data_move.pad_value, sizeof(T));
  for (uint32_t i = 0; i < n_burst; ++i) {
    uint8_t* out = core.ub + first + uint64_t{i} * dst_stride;
    const uint8_t* in = gm + i * src_stride;
    T pad = constant;
    if (!enable_constant_pad) std::memcpy(&pad, in, sizeof(T) <= len_burst ? sizeof(T) : len_burst);
    for (uint32_t k = 0; k < left_padding_num; ++k) std::memcpy(out + k * sizeof(T), &pad, sizeof(T));
    std::memmove(out + left, in, len_burst);
    for (uint32_t k = 0; k < right_padding_num; ++k) std::memcpy(out + left + len_burst + k * sizeof(T), &pad, sizeof(T));
  }
}

template <typename T>
void CopyUbToGmStrided(__gm__ T* dst, __ubuf__ T* src, uint16_t n_burst, uint32_t len_burst, uint64_t dst_stride,
                       uint32_t src_stride) {
  constexpr const char* kApi = "asc_copy_ub2gm_align";
  if (!CheckStridedCopy(kApi, n_burst, len_burst, src_stride, "src_stride")) return;
  runtime::CoreState& core = runtime::CurrentCore();
  const uint32_t first = runtime::CheckUbRange(kApi, "src", src, 0);
  detail::CheckUbAligned(kApi, "src", first);
  runtime::CheckUbRange(kApi, "src", src, uint64_t{n_burst - 1u} * src_stride + len_burst);
  auto* gm = reinterpret_cast<uint8_t*>(dst);
  for (uint32_t i = 0; i < n_burst; ++i) CheckGmBurst(kApi, "dst", gm, gm + i * dst_stride, len_burst);
  for (uint32_t i = 0; i < n_burst; ++i)
    std::memmove(gm + i * dst_stride, core.ub + first + uint64_t{i} * src_stride, len_burst);
}

}  // namespace asc_capi
}  // namespace ascendc_host

// The pad value of asc_copy_gm2ub_align's constant padding (SetPadValue).
template <typename T>
__aicore__ inline void asc_set_copy_pad_val(T value) {
  ascendc_host::runtime::CoreState& core = ascendc_host::runtime::CurrentCore();
  core.data_move.pad_value = 0;
  std::memcpy(&core.data_move.pad_value, &value, sizeof(T) < 8 ? sizeof(T) : 8);
  core.data_move.pad_value_set = true;
}

#define ASCENDC_HOST_CAPI_STRIDED_COPIES(T)                                                                        \
  __aicore__ inline void asc_copy_gm2ub_align(__ubuf__ T* dst, __gm__ T* src, uint16_t n_burst, uint32_t len_burst, \
                                              uint8_t left_padding_num, uint8_t right_padding_num,                  \
                                              bool enable_constant_pad, asc_load_l2_cache_mode, uint64_t src_stride, \
                                              uint32_t dst_stride) {                                                \
    ::ascendc_host::asc_capi::CopyGmToUbStrided(dst, src, n_burst, len_burst, left_padding_num, right_padding_num,  \
                                               enable_constant_pad, src_stride, dst_stride);                        \
  }                                                                                                                 \
  __aicore__ inline void asc_copy_gm2ub_align(__ubuf__ T* dst, __gm__ T* src, uint16_t n_burst, uint32_t len_burst, \
                                              uint8_t left_padding_num, uint8_t right_padding_num,                  \
                                              bool enable_constant_pad, uint8_t mode, uint64_t src_stride,          \
                                              uint32_t dst_stride) {                                                \
    asc_copy_gm2ub_align(dst, src, n_burst, len_burst, left_padding_num, right_padding_num, enable_constant_pad,    \
                         static_cast<asc_load_l2_cache_mode>(mode), src_stride, dst_stride);                        \
  }                                                                                                                 \
  __aicore__ inline void asc_copy_ub2gm_align(__gm__ T* dst, __ubuf__ T* src, uint16_t n_burst, uint32_t len_burst, \
                                              asc_store_l2_cache_mode, uint64_t dst_stride, uint32_t src_stride) {  \
    ::ascendc_host::asc_capi::CopyUbToGmStrided(dst, src, n_burst, len_burst, dst_stride, src_stride);              \
  }                                                                                                                 \
  __aicore__ inline void asc_copy_ub2gm_align(__gm__ T* dst, __ubuf__ T* src, uint16_t n_burst, uint32_t len_burst, \
                                              uint8_t mode, uint64_t dst_stride, uint32_t src_stride) {             \
    asc_copy_ub2gm_align(dst, src, n_burst, len_burst, static_cast<asc_store_l2_cache_mode>(mode), dst_stride,      \
                         src_stride);                                                                               \
  }

ASCENDC_HOST_CAPI_STRIDED_COPIES(int8_t)
ASCENDC_HOST_CAPI_STRIDED_COPIES(uint8_t)
ASCENDC_HOST_CAPI_STRIDED_COPIES(half)
ASCENDC_HOST_CAPI_STRIDED_COPIES(bfloat16_t)
ASCENDC_HOST_CAPI_STRIDED_COPIES(int16_t)
ASCENDC_HOST_CAPI_STRIDED_COPIES(uint16_t)
ASCENDC_HOST_CAPI_STRIDED_COPIES(float)
ASCENDC_HOST_CAPI_STRIDED_COPIES(int32_t)
ASCENDC_HOST_CAPI_STRIDED_COPIES(uint32_t)
#undef ASCENDC_HOST_CAPI_STRIDED_COPIES

#endif  // ASCENDC_HOST_ASC_CAPI_DATA_MOVE_STRIDED_H_
