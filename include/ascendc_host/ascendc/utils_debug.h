// The Utils-API debug functions (Utils-API/调测接口, SPEC 11.6): the C-style
// names of the 950 toolchain's headers utils/debug/asc_printf.h,
// asc_assert.h, asc_dump.h and asc_time.h, over the same machinery as
// AscendC::printf / DumpTensor / PrintTimeStamp (ascendc/debug.h):
//
//   asc_dump(p, desc, n), asc_dump_gm, asc_dump_ubuf   the DumpTensor lines of n
//       elements at p; GM and UB pointers are both host pointers here, so the
//       position is taken from where p lies (the current core's UB, else GM)
//   asc_time_stamp(desc_id)                            PrintTimeStamp
//   asc_mark_stamp<pipe>(idx), asc_prof_start/stop,
//   TRACE_START / TRACE_STOP                           profiling marks: nothing to record
//   __trap()                                           Trap: FATAL
//
// printf and assert need nothing more: kernel code's printf is the C
// library's (its lines lack the "[AIV Block i/n] " prefix AscendC::printf
// adds), assert is debug.h's. clock() stays the C library's clock() (the
// page's uint64_t clock(void) cannot be declared beside <ctime>'s): a
// running count, as the page promises, in its own unit.
#ifndef ASCENDC_HOST_ASCENDC_UTILS_DEBUG_H_
#define ASCENDC_HOST_ASCENDC_UTILS_DEBUG_H_

#include <cstdint>

#include "ascendc_host/ascendc/debug.h"

namespace ascendc_host {
namespace debug {

template <typename T>
void DumpPointer(const char* api, const T* input, uint32_t desc, uint32_t count) {
  if (input == nullptr) RaiseFatal(api, "input", "null", "is not an address");
  const runtime::CoreState& core = runtime::CurrentCore();
  const uintptr_t p = reinterpret_cast<uintptr_t>(input), ub = reinterpret_cast<uintptr_t>(core.ub);
  const uint8_t* data = reinterpret_cast<const uint8_t*>(input);
  if (p >= ub && p - ub < core.ub_bytes) {
    const uint32_t at = runtime::CheckUbRange(api, "input", input, static_cast<size_t>(count) * sizeof(T));
    Dump<T>(api, desc, at, "UB", data, count, nullptr);
    return;
  }
  size_t available = 0;
  if (GmBytesAvailable(input, &available) && available < static_cast<size_t>(count) * sizeof(T))
    RaiseFatal(api, "dump_size", std::to_string(count),
               ("reads beyond the GM buffer: " + std::to_string(available) + " bytes left").c_str());
  Dump<T>(api, desc, p, "GM", data, count, nullptr);
}

}  // namespace debug
}  // namespace ascendc_host

template <typename T>
__aicore__ inline void asc_dump(__gm__ T* input, uint32_t desc, uint32_t dump_size) {
  ascendc_host::debug::DumpPointer("asc_dump", input, desc, dump_size);
}
template <typename T>
__aicore__ inline void asc_dump_gm(__gm__ T* input, uint32_t desc, uint32_t dump_size) {
  ascendc_host::debug::DumpPointer("asc_dump_gm", input, desc, dump_size);
}
template <typename T>
__aicore__ inline void asc_dump_ubuf(__ubuf__ T* input, uint32_t desc, uint32_t dump_size) {
  ascendc_host::debug::DumpPointer("asc_dump_ubuf", input, desc, dump_size);
}

__aicore__ inline void asc_time_stamp(uint32_t desc_id) { AscendC::PrintTimeStamp(desc_id); }
template <pipe_t pipe = PIPE_S>
__aicore__ inline void asc_mark_stamp(uint16_t idx) {
  AscendC::MarkStamp<pipe>(idx);
}
__aicore__ inline void asc_prof_start() {}
__aicore__ inline void asc_prof_stop() {}
inline void __trap() { AscendC::Trap(); }

#ifndef TRACE_START
#define TRACE_START(...) static_cast<void>(0)
#endif
#ifndef TRACE_STOP
#define TRACE_STOP(...) static_cast<void>(0)
#endif

#endif  // ASCENDC_HOST_ASCENDC_UTILS_DEBUG_H_
