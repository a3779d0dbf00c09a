// The C ABI (c_api.h): every entry point catches everything, so no C++
// exception unwinds into a C caller.
#include "ascendc_host/c_api.h"

#include <exception>
#include <new>
#include <string>

#include "ascendc_host/checked_kernels.h"
#include "ascendc_host/error.h"
#include "ascendc_host/runtime.h"
#include "ascendc_host/target.h"
#include "ascendc_host/verify.h"

#ifndef ASCENDC_HOST_VERSION_STRING
#define ASCENDC_HOST_VERSION_STRING "unknown"
#endif

namespace {

thread_local std::string t_last_error;
thread_local std::string t_target_name;

template <typename Body>
ascendc_host_status Guarded(Body&& body) {
  try {
    body();
    return ASCENDC_HOST_OK;
  } catch (const ascendc_host::Error& e) {
    t_last_error = e.what();
    return e.severity() == ascendc_host::Severity::kFatal ? ASCENDC_HOST_ERROR_FATAL : ASCENDC_HOST_ERROR_RULE;
  } catch (const std::bad_alloc&) {
    t_last_error = "out of memory";
  } catch (const std::exception& e) {
    t_last_error = e.what();
  } catch (...) {
    t_last_error = "unknown exception";
  }
  return ASCENDC_HOST_ERROR_INTERNAL;
}

}  // namespace

extern "C" {

ascendc_host_status ascendc_host_gather(const void* src, size_t src_bytes, const uint32_t* offsets, size_t n,
                                        void* dst, size_t dst_bytes, size_t element_bytes) {
  return Guarded([&] { ascendc_host::checked::Gather(src, src_bytes, offsets, n, dst, dst_bytes, element_bytes); });
}

ascendc_host_status ascendc_host_scatter(const void* src, size_t src_bytes, const uint32_t* offsets, size_t n,
                                         void* dst, size_t dst_bytes, size_t element_bytes) {
  return Guarded([&] { ascendc_host::checked::Scatter(src, src_bytes, offsets, n, dst, dst_bytes, element_bytes); });
}

ascendc_host_status ascendc_host_compress(const void* src, size_t n, const uint8_t* bits, size_t bits_bytes, void* dst,
                                          size_t dst_capacity, size_t element_bytes, uint64_t* kept) {
  return Guarded([&] {
    const uint64_t count = ascendc_host::checked::Compress(src, n, bits, bits_bytes, dst, dst_capacity, element_bytes);
    if (kept != nullptr) *kept = count;
  });
}

ascendc_host_status ascendc_host_copy(const void* src, size_t src_bytes, void* dst, size_t dst_bytes, size_t bytes) {
  return Guarded([&] { ascendc_host::checked::Copy(src, src_bytes, dst, dst_bytes, bytes); });
}

const char* ascendc_host_last_error(void) { return t_last_error.c_str(); }

void ascendc_host_set_checked_mode(int on) { ascendc_host::SetCheckedMode(on != 0); }
void ascendc_host_set_verify_mode(int on) { ascendc_host::SetVerifyMode(on != 0); }

ascendc_host_status ascendc_host_force_target(const char* name) {
  return Guarded([&] {
    const std::string wanted = name == nullptr ? "" : name;
    if (!ascendc_host::target::ForceByName(wanted))
      ascendc_host::RaiseFatal("ascendc_host_force_target", "name", wanted, "is not a target available on this CPU");
  }) == ASCENDC_HOST_OK
             ? ASCENDC_HOST_OK
             : ASCENDC_HOST_ERROR_RULE;
}

const char* ascendc_host_active_target(void) {
  if (Guarded([] { t_target_name = ascendc_host::target::Active(); }) != ASCENDC_HOST_OK) return "";
  return t_target_name.c_str();
}

const char* ascendc_host_version(void) { return ASCENDC_HOST_VERSION_STRING; }

}  // extern "C"
