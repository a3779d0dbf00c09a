// Shared checks of the Reg-level memory operations (SPEC 0.6, 1.5, 4.6).
#ifndef ASCENDC_HOST_ASCENDC_REG_ACCESS_H_
#define ASCENDC_HOST_ASCENDC_REG_ACCESS_H_

#include <cstdint>
#include <cstring>
#include <string>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "ascendc_host/ascendc/detail/check.h"
#include "ascendc_host/error.h"
#include "ascendc_host/runtime.h"

namespace ascendc_host {
namespace reg_detail {

// Moves one 256-byte register image. Written with the baseline vector ISA
// so it is inlined: compilers turn a 256-byte memcpy into a libc call,
// which cost as much as the rest of a NORM LoadAlign/StoreAlign.
inline void CopyVl(void* dst, const void* src) {
  auto* d = static_cast<uint8_t*>(dst);
  const auto* s = static_cast<const uint8_t*>(src);
  // Straight-line on purpose: clang rewrites a copy loop into a memmove call
  // and __builtin_memcpy_inline into `rep movsb`, both slower here.
#if defined(__SSE2__)
#define ASCENDC_HOST_VL_LOAD(i) const __m128i v##i = _mm_loadu_si128(reinterpret_cast<const __m128i*>(s + 16 * i))
#define ASCENDC_HOST_VL_STORE(i) _mm_storeu_si128(reinterpret_cast<__m128i*>(d + 16 * i), v##i)
#elif defined(__ARM_NEON)
  // GCC vector extensions instead of arm_neon.h: that header declares a
  // global bfloat16_t which clashes with Ascend C's own (types.h).
  typedef uint8_t Bytes16 __attribute__((vector_size(16), aligned(1), may_alias));
#define ASCENDC_HOST_VL_LOAD(i) const Bytes16 v##i = *reinterpret_cast<const Bytes16*>(s + 16 * i)
#define ASCENDC_HOST_VL_STORE(i) *reinterpret_cast<Bytes16*>(d + 16 * i) = v##i
#endif
#ifdef ASCENDC_HOST_VL_LOAD
  ASCENDC_HOST_VL_LOAD(0); ASCENDC_HOST_VL_LOAD(1); ASCENDC_HOST_VL_LOAD(2); ASCENDC_HOST_VL_LOAD(3);
  ASCENDC_HOST_VL_LOAD(4); ASCENDC_HOST_VL_LOAD(5); ASCENDC_HOST_VL_LOAD(6); ASCENDC_HOST_VL_LOAD(7);
  ASCENDC_HOST_VL_LOAD(8); ASCENDC_HOST_VL_LOAD(9); ASCENDC_HOST_VL_LOAD(10); ASCENDC_HOST_VL_LOAD(11);
  ASCENDC_HOST_VL_LOAD(12); ASCENDC_HOST_VL_LOAD(13); ASCENDC_HOST_VL_LOAD(14); ASCENDC_HOST_VL_LOAD(15);
  ASCENDC_HOST_VL_STORE(0); ASCENDC_HOST_VL_STORE(1); ASCENDC_HOST_VL_STORE(2); ASCENDC_HOST_VL_STORE(3);
  ASCENDC_HOST_VL_STORE(4); ASCENDC_HOST_VL_STORE(5); ASCENDC_HOST_VL_STORE(6); ASCENDC_HOST_VL_STORE(7);
  ASCENDC_HOST_VL_STORE(8); ASCENDC_HOST_VL_STORE(9); ASCENDC_HOST_VL_STORE(10); ASCENDC_HOST_VL_STORE(11);
  ASCENDC_HOST_VL_STORE(12); ASCENDC_HOST_VL_STORE(13); ASCENDC_HOST_VL_STORE(14); ASCENDC_HOST_VL_STORE(15);
#undef ASCENDC_HOST_VL_LOAD
#undef ASCENDC_HOST_VL_STORE
#else
  std::memcpy(d, s, 256);
#endif
}

// FATAL unless [p, p + bytes) lies in the current core's UB; returns the UB
// byte address. The common case costs one CurrentCore() call and two
// compares; the message is built only on failure.
inline uint32_t UbAddress(const char* api, const char* param, const void* p, size_t bytes) {
  const runtime::CoreState& core = runtime::CurrentCore();
  if (__builtin_expect(!core.Contains(p, bytes), 0)) runtime::CheckUbRange(api, param, p, bytes);
  return core.AddressOf(p);
}

// Signed UB offset of any host pointer (no dereference, no C++ pointer
// arithmetic outside the arena).
inline int64_t UbOffset(const runtime::CoreState& core, const void* p) {
  return static_cast<int64_t>(reinterpret_cast<uintptr_t>(p) - reinterpret_cast<uintptr_t>(core.ub));
}

template <typename T>
inline T* AddBytes(T* p, int64_t bytes) {
  return reinterpret_cast<T*>(reinterpret_cast<uintptr_t>(p) + static_cast<uintptr_t>(bytes));
}

// ERROR (checked) when `value` is not a multiple of `alignment`; the access
// then happens at the exact address (SPEC 4.6 release behaviour).
inline void CheckAlignment(const char* api, const std::string& param, uint64_t value, uint32_t alignment,
                           const char* dist_name) {
  if (__builtin_expect(value % alignment != 0, 0)) {
    ReportError(api, param, detail::Str(value),
                (std::string("is not a multiple of ") + std::to_string(alignment) + " bytes as " + dist_name +
                 " requires")
                    .c_str());
  }
}

// Misaligned operand start: kept out of line and cold so the hot Load/Store
// bodies stay small enough to inline.
[[gnu::cold, gnu::noinline]] inline void ReportMisalignedAddress(const char* api, const char* param, uint64_t address,
                                                                  uint32_t alignment, const char* dist_name) {
  CheckAlignment(api, std::string(param) + ".address", address, alignment, dist_name);
}

// The pointer a post-update leaves must still point into UB (one past the
// end allowed): arithmetic producing a host pointer outside the arena is
// FATAL (SPEC 0.6).
template <typename T>
inline T* PostUpdated(const char* api, const char* param, T* p, int32_t stride_elements) {
  const runtime::CoreState& core = runtime::CurrentCore();
  const int64_t bytes = static_cast<int64_t>(stride_elements) * static_cast<int64_t>(sizeof(T));
  const int64_t next = UbOffset(core, p) + bytes;
  if (next < 0 || next > static_cast<int64_t>(core.ub_bytes)) {
    RaiseFatal(api, param, std::to_string(UbOffset(core, p)) + (bytes < 0 ? "" : "+") + std::to_string(bytes),
               ("post-update moves the pointer outside the UB arena [0, " + std::to_string(core.ub_bytes) + "]")
                   .c_str());
  }
  return AddBytes(p, bytes);
}

// Base + AddrReg offset; FATAL when the sum leaves UB before any access.
template <typename T>
inline T* WithOffset(const char* api, T* p, uint64_t byte_offset, size_t access_bytes) {
  const runtime::CoreState& core = runtime::CurrentCore();
  const int64_t at = UbOffset(core, p);
  const bool inside = byte_offset <= core.ub_bytes && at + static_cast<int64_t>(byte_offset) >= 0 &&
                      at + static_cast<int64_t>(byte_offset + access_bytes) <= static_cast<int64_t>(core.ub_bytes);
  if (__builtin_expect(!inside, 0)) {
    RaiseFatal(api, "offset", std::to_string(at) + "+" + std::to_string(byte_offset),
               ("addresses bytes outside the UB arena [0, " + std::to_string(core.ub_bytes) + ")").c_str());
  }
  return AddBytes(p, static_cast<int64_t>(byte_offset));
}

}  // namespace reg_detail
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_ASCENDC_REG_ACCESS_H_
