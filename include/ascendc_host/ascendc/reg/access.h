// Shared checks of the Reg-level memory operations (SPEC 0.6, 1.5, 4.6).
#ifndef ASCENDC_HOST_ASCENDC_REG_ACCESS_H_
#define ASCENDC_HOST_ASCENDC_REG_ACCESS_H_

#include <cstdint>
#include <cstring>
#include <string>

#include "ascendc_host/checks.h"
#include "ascendc_host/error.h"
#include "ascendc_host/runtime.h"

namespace ascendc_host {
namespace reg_detail {

// The FATAL of an access outside UB, out of line: it never returns, so the
// hot path that calls it keeps its values in registers.
[[noreturn, gnu::cold, gnu::noinline]] inline void RaiseOutsideUb(const char* api, const char* param, const void* p,
                                                                   size_t bytes) {
  runtime::CheckUbRange(api, param, p, bytes);
  RaiseFatal(api, param, "?", "addresses bytes outside the UB arena");  // CheckUbRange has raised already
}

// FATAL unless [p, p + bytes) lies in the current core's UB; returns the UB
// byte address. The common case costs one thread-local load and three
// compares, inline in every Reg operation; the message is built only on
// failure.
ASCENDC_HOST_HOT_INLINE uint32_t UbAddress(const char* api, const char* param, const void* p,
                                                         size_t bytes) {
  const runtime::CoreState& core = runtime::CurrentCore();
  // One unsigned compare: an address below the arena wraps to a huge offset.
  // Every Reg access is at most 512 bytes, far below any profile's UB.
  const uintptr_t offset = reinterpret_cast<uintptr_t>(p) - reinterpret_cast<uintptr_t>(core.ub);
  if (__builtin_expect(bytes > core.ub_bytes || offset > core.ub_bytes - bytes, 0)) RaiseOutsideUb(api, param, p, bytes);
  return static_cast<uint32_t>(offset);
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
// then happens at the exact address (SPEC 4.6 release behaviour). Callers
// test the alignment first: this builds the message.
[[gnu::cold, gnu::noinline]] inline void CheckAlignment(const char* api, const std::string& param, uint64_t value, uint32_t alignment,
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
[[noreturn, gnu::cold, gnu::noinline]] inline void RaisePostUpdateOutsideUb(const char* api, const char* param,
                                                                             int64_t at, int64_t bytes,
                                                                             uint32_t ub_bytes) {
  RaiseFatal(api, param, std::to_string(at) + (bytes < 0 ? "" : "+") + std::to_string(bytes),
             ("post-update moves the pointer outside the UB arena [0, " + std::to_string(ub_bytes) + "]").c_str());
}
template <typename T>
ASCENDC_HOST_HOT_INLINE T* PostUpdated(const char* api, const char* param, T* p,
                                                     int32_t stride_elements) {
  const runtime::CoreState& core = runtime::CurrentCore();
  const int64_t bytes = static_cast<int64_t>(stride_elements) * static_cast<int64_t>(sizeof(T));
  int64_t next = 0;
  // A pointer far from the arena must not overflow the sum (it is FATAL anyway).
  if (__builtin_expect(__builtin_add_overflow(UbOffset(core, p), bytes, &next) || next < 0 ||
                           next > static_cast<int64_t>(core.ub_bytes),
                       0)) {
    RaisePostUpdateOutsideUb(api, param, UbOffset(core, p), bytes, core.ub_bytes);
  }
  return AddBytes(p, bytes);
}

[[noreturn, gnu::cold, gnu::noinline]] inline void RaiseOffsetOutsideUb(const char* api, int64_t at,
                                                                         uint64_t byte_offset, uint32_t ub_bytes) {
  RaiseFatal(api, "offset", std::to_string(at) + "+" + std::to_string(byte_offset),
             ("addresses bytes outside the UB arena [0, " + std::to_string(ub_bytes) + ")").c_str());
}
// Base + AddrReg offset; FATAL when the sum leaves UB before any access.
template <typename T>
ASCENDC_HOST_HOT_INLINE T* WithOffset(const char* api, T* p, uint64_t byte_offset, size_t access_bytes) {
  const runtime::CoreState& core = runtime::CurrentCore();
  const int64_t at = UbOffset(core, p);
  int64_t start = 0;
  const bool inside = byte_offset <= core.ub_bytes && access_bytes <= core.ub_bytes &&
                      !__builtin_add_overflow(at, static_cast<int64_t>(byte_offset), &start) && start >= 0 &&
                      start + static_cast<int64_t>(access_bytes) <= static_cast<int64_t>(core.ub_bytes);
  if (__builtin_expect(!inside, 0)) RaiseOffsetOutsideUb(api, at, byte_offset, core.ub_bytes);
  return AddBytes(p, static_cast<int64_t>(byte_offset));
}

}  // namespace reg_detail
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_ASCENDC_REG_ACCESS_H_
