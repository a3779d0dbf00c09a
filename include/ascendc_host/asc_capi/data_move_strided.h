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
//
// The loop registers (asc_set_gm2ub_loop_size / _loop1_stride /
// _loop2_stride, and the ub2gm ones) are the cores' loop mode of
// SetLoopModePara (SPEC 13.2): while set, each copy of that direction runs
// loop2_size x loop1_size times, iteration (i2, i1) with both sides moved
// by i2 x loop2 stride + i1 x loop1 stride bytes.
#ifndef ASCENDC_HOST_ASC_CAPI_DATA_MOVE_STRIDED_H_
#define ASCENDC_HOST_ASC_CAPI_DATA_MOVE_STRIDED_H_

#include <cstdint>
#include <cstring>
#include <string>

#include "ascendc_host/ascendc/data_copy_params.h"
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
// (or Compact). Returns false for a NOP (a count of 0).
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

// The GM side of a copy: when its first byte lies in a registered buffer,
// every burst must lie in that buffer (one lookup per call, then arithmetic).
struct GmBursts {
  const char* api;
  const char* param;
  size_t available = 0;
  bool registered = false;
  GmBursts(const char* api_name, const char* param_name, const uint8_t* first)
      : api(api_name), param(param_name), registered(GmBytesAvailable(first, &available)) {}
  void Check(uint64_t offset, uint64_t bytes) const {
    if (registered && (offset > available || bytes > available - offset))
      RaiseFatal(api, param, std::to_string(offset) + " + " + std::to_string(bytes) + " bytes",
                 "every burst must lie inside the GM buffer the first one is in");
  }
};

// Runs body(src_offset, dst_offset) once per loop-mode iteration (once when
// the direction's loop registers are at their reset sizes 1 / 1).
template <typename Body>
void ForEachLoopIteration(const runtime::DataMoveRegisters::LoopMode& l, Body&& body) {
  for (uint64_t i2 = 0; i2 < l.loop2_size; ++i2)
    for (uint64_t i1 = 0; i1 < l.loop1_size; ++i1)
      body(i2 * l.loop2_src_stride + i1 * l.loop1_src_stride, i2 * l.loop2_dst_stride + i1 * l.loop1_dst_stride);
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
  // Every access checked before the first byte moves (a FATAL leaves UB as it was).
  const GmBursts bursts(kApi, "src", gm);
  ForEachLoopIteration(core.data_move.to_ub, [&](uint64_t in, uint64_t out) {
    runtime::CheckUbRange(kApi, "dst", core.ub + first + out, span);
    for (uint32_t i = 0; i < n_burst; ++i) bursts.Check(in + i * src_stride, len_burst);
  });
  // The padding as runs of its element (at most 32 bytes each side), made
  // once for a constant pad, per burst from its first element otherwise.
  alignas(8) uint8_t constant[sizeof(T)] = {};
  std::memcpy(constant, &core.data_move.pad_value, sizeof(T));
  uint8_t run[32 + sizeof(T)];
  const auto fill_run = [&run](const uint8_t* element) {
    for (uint32_t k = 0; k < 32; k += sizeof(T)) std::memcpy(run + k, element, sizeof(T));
  };
  fill_run(constant);
  uint8_t* const ub_base = core.ub + first;
  const bool per_burst_pad = !enable_constant_pad && left + right != 0;
  ForEachLoopIteration(core.data_move.to_ub, [&](uint64_t in, uint64_t out) {
    // Locals, not the closure's references: the byte stores below may alias
    // anything, so values read through memory would be reloaded per burst.
    const uint32_t n = n_burst, bytes = len_burst, to_pitch = dst_stride;
    const uint64_t from_pitch = src_stride, lead = left, tail = right;
    const bool pad_each = per_burst_pad;
    uint8_t* to = ub_base + out;
    const uint8_t* from = gm + in;
    for (uint32_t i = 0; i < n; ++i, to += to_pitch, from += from_pitch) {
      if (pad_each) {
        uint8_t element[sizeof(T)];
        std::memcpy(element, constant, sizeof(T));
        std::memcpy(element, from, sizeof(T) <= bytes ? sizeof(T) : bytes);
        fill_run(element);
      }
      std::memcpy(to, run, lead);
      std::memmove(to + lead, from, bytes);
      std::memcpy(to + lead + bytes, run, tail);
    }
  });
}

template <typename T>
void CopyUbToGmStrided(__gm__ T* dst, __ubuf__ T* src, uint16_t n_burst, uint32_t len_burst, uint64_t dst_stride,
                       uint32_t src_stride) {
  constexpr const char* kApi = "asc_copy_ub2gm_align";
  if (!CheckStridedCopy(kApi, n_burst, len_burst, src_stride, "src_stride")) return;
  runtime::CoreState& core = runtime::CurrentCore();
  const uint32_t first = runtime::CheckUbRange(kApi, "src", src, 0);
  detail::CheckUbAligned(kApi, "src", first);
  auto* gm = reinterpret_cast<uint8_t*>(dst);
  const uint64_t span = uint64_t{n_burst - 1u} * src_stride + len_burst;
  const GmBursts bursts(kApi, "dst", gm);
  ForEachLoopIteration(core.data_move.to_gm, [&](uint64_t in, uint64_t out) {
    runtime::CheckUbRange(kApi, "src", core.ub + first + in, span);
    for (uint32_t i = 0; i < n_burst; ++i) bursts.Check(out + i * dst_stride, len_burst);
  });
  const uint8_t* const ub_base = core.ub + first;
  ForEachLoopIteration(core.data_move.to_gm, [&](uint64_t in, uint64_t out) {
    const uint32_t n = n_burst, bytes = len_burst, from_pitch = src_stride;
    const uint64_t to_pitch = dst_stride;
    uint8_t* to = gm + out;
    const uint8_t* from = ub_base + in;
    for (uint32_t i = 0; i < n; ++i, to += to_pitch, from += from_pitch) std::memmove(to, from, bytes);
  });
}

// The loop registers of one direction, through SetLoopModePara (its checks).
template <typename Change>
void SetLoopRegisters(AscendC::DataCopyMVType type, Change&& change) {
  const auto& l = type == AscendC::DataCopyMVType::OUT_TO_UB ? runtime::CurrentCore().data_move.to_ub
                                                              : runtime::CurrentCore().data_move.to_gm;
  AscendC::LoopModeParams p(l.loop1_size, l.loop2_size, l.loop1_src_stride, l.loop1_dst_stride, l.loop2_src_stride,
                            l.loop2_dst_stride);
  change(p);
  AscendC::SetLoopModePara(p, type);
}

}  // namespace asc_capi
}  // namespace ascendc_host

// The pad value of asc_copy_gm2ub_align's constant padding: SetPadValue's register.
template <typename T>
__aicore__ inline void asc_set_copy_pad_val(T value) {
  AscendC::SetPadValue(value);
}

// Loop counts (inner, outer) and the inner / outer loop's strides in bytes
// (source, destination) of the copies GM -> UB and UB -> GM.
#define ASCENDC_HOST_CAPI_LOOP_REGISTERS(dir, type)                                                               \
  __aicore__ inline void asc_set_##dir##_loop_size(uint32_t loop1_size, uint32_t loop2_size) {                     \
    ::ascendc_host::asc_capi::SetLoopRegisters(type, [&](AscendC::LoopModeParams& p) {                              \
      p.loop1Size = loop1_size;                                                                                     \
      p.loop2Size = loop2_size;                                                                                     \
    });                                                                                                             \
  }                                                                                                                 \
  __aicore__ inline void asc_set_##dir##_loop1_stride(uint64_t loop1_src_stride, uint64_t loop1_dst_stride) {       \
    ::ascendc_host::asc_capi::SetLoopRegisters(type, [&](AscendC::LoopModeParams& p) {                              \
      p.loop1SrcStride = loop1_src_stride;                                                                          \
      p.loop1DstStride = loop1_dst_stride;                                                                          \
    });                                                                                                             \
  }                                                                                                                 \
  __aicore__ inline void asc_set_##dir##_loop2_stride(uint64_t loop2_src_stride, uint64_t loop2_dst_stride) {       \
    ::ascendc_host::asc_capi::SetLoopRegisters(type, [&](AscendC::LoopModeParams& p) {                              \
      p.loop2SrcStride = loop2_src_stride;                                                                          \
      p.loop2DstStride = loop2_dst_stride;                                                                          \
    });                                                                                                             \
  }
ASCENDC_HOST_CAPI_LOOP_REGISTERS(gm2ub, AscendC::DataCopyMVType::OUT_TO_UB)
ASCENDC_HOST_CAPI_LOOP_REGISTERS(ub2gm, AscendC::DataCopyMVType::UB_TO_OUT)
#undef ASCENDC_HOST_CAPI_LOOP_REGISTERS

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
