/* C ABI of ascendc-host: the checked pointer-level kernels
 * (ascendc_host/checked_kernels.h) for C callers and foreign-function
 * interfaces. No exception crosses this boundary: every function returns a
 * status, and the message of the calling thread's last failure is kept in
 * thread-local storage until its next failing call.
 *
 *   if (ascendc_host_gather(src, src_bytes, offsets, n, dst, dst_bytes, 4) != ASCENDC_HOST_OK)
 *     fprintf(stderr, "%s\n", ascendc_host_last_error());
 *
 * Link with -lascendc_host (pkg-config ascendc_host) and a C++ runtime. */
#ifndef ASCENDC_HOST_C_API_H_
#define ASCENDC_HOST_C_API_H_

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum ascendc_host_status {
  ASCENDC_HOST_OK = 0,
  /* An access would leave a buffer (or a pointer was null): nothing was touched. */
  ASCENDC_HOST_ERROR_FATAL = 1,
  /* A documented rule was broken (checked mode, or a cross-check mismatch). */
  ASCENDC_HOST_ERROR_RULE = 2,
  /* Anything else (out of memory, an unexpected exception). */
  ASCENDC_HOST_ERROR_INTERNAL = 3
} ascendc_host_status;

/* dst[k] = element at (const char*)src + offsets[k] bytes, k < n. */
ascendc_host_status ascendc_host_gather(const void* src, size_t src_bytes, const uint32_t* offsets, size_t n,
                                        void* dst, size_t dst_bytes, size_t element_bytes);
/* element at (char*)dst + offsets[k] bytes = src[k], k ascending (last write wins). */
ascendc_host_status ascendc_host_scatter(const void* src, size_t src_bytes, const uint32_t* offsets, size_t n,
                                         void* dst, size_t dst_bytes, size_t element_bytes);
/* Keeps src[i] whose bit i of `bits` is set; *kept receives the count. */
ascendc_host_status ascendc_host_compress(const void* src, size_t n, const uint8_t* bits, size_t bits_bytes, void* dst,
                                          size_t dst_capacity, size_t element_bytes, uint64_t* kept);
ascendc_host_status ascendc_host_copy(const void* src, size_t src_bytes, void* dst, size_t dst_bytes, size_t bytes);

/* Message of the calling thread's last failure ("" before any). Valid until
 * the thread's next failing call. */
const char* ascendc_host_last_error(void);

/* Library switches (see error.h, verify.h and runtime.h). */
void ascendc_host_set_checked_mode(int on);
void ascendc_host_set_verify_mode(int on);
/* Forces a SIMD target by name ("avx2", "sse4", ..., "" for the best);
 * returns ASCENDC_HOST_ERROR_RULE when it is not available here. */
ascendc_host_status ascendc_host_force_target(const char* name);
/* Name of the SIMD target the kernels run on; static storage per thread. */
const char* ascendc_host_active_target(void);
/* "major.minor.patch" of the library. */
const char* ascendc_host_version(void);

#ifdef __cplusplus
}
#endif

#endif /* ASCENDC_HOST_C_API_H_ */
