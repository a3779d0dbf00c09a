// Shared checks of the Reg-level memory operations (SPEC 0.6, 1.5, 4.6).
#ifndef ASCENDC_HOST_ASCENDC_REG_ACCESS_H_
#define ASCENDC_HOST_ASCENDC_REG_ACCESS_H_

#include <cstdint>
#include <cstring>
#include <string>

#include "ascendc_host/checks.h"
#include "ascendc_host/error.h"
#include "ascendc_host/kernels/reg.h"
#include "ascendc_host/runtime.h"
#include "ascendc_host/target.h"

namespace ascendc_host {
namespace reg_detail {

// Moves one 256-byte register image with the chosen target's kernel,
// called through a per-thread cached pointer (no dispatch per call).
inline void MoveVl(void* dst, const void* src) {
  struct Cache {
    uint32_t generation = ~0u;
    kernels::VlMoveFn move = nullptr;
  };
  static thread_local Cache cache;
  const uint32_t generation = target::Generation();
  if (__builtin_expect(cache.generation != generation, 0)) {
    cache.move = kernels::ResolveVlMove();
    cache.generation = generation;
  }
  cache.move(static_cast<const uint8_t*>(src), static_cast<uint8_t*>(dst));
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
  int64_t next = 0;
  // A pointer far from the arena must not overflow the sum (it is FATAL anyway).
  if (__builtin_add_overflow(UbOffset(core, p), bytes, &next) || next < 0 ||
      next > static_cast<int64_t>(core.ub_bytes)) {
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
  int64_t start = 0;
  const bool inside = byte_offset <= core.ub_bytes && access_bytes <= core.ub_bytes &&
                      !__builtin_add_overflow(at, static_cast<int64_t>(byte_offset), &start) && start >= 0 &&
                      start + static_cast<int64_t>(access_bytes) <= static_cast<int64_t>(core.ub_bytes);
  if (__builtin_expect(!inside, 0)) {
    RaiseFatal(api, "offset", std::to_string(at) + "+" + std::to_string(byte_offset),
               ("addresses bytes outside the UB arena [0, " + std::to_string(core.ub_bytes) + ")").c_str());
  }
  return AddBytes(p, static_cast<int64_t>(byte_offset));
}

}  // namespace reg_detail
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_ASCENDC_REG_ACCESS_H_
