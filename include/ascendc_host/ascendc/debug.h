// Kernel debug helpers (SPEC 11.6; 基础API/调试接口, Utils-API 调测接口):
// printf / PRINTF, DumpTensor, DumpAccChkPoint, PrintTimeStamp, ascendc_assert,
// assert, Trap, CheckLocalMemoryIA, MarkStamp, MetricsProfStart/Stop.
//
// Output goes to the kernel output sink (stdout by default) as whole lines,
// each prefixed with "[AIV Block i/n] " as the printf pages show; lines of
// different blocks never interleave. -DASCENDC_DUMP=0 silences printf and the
// dumps; the assertions keep checking (a silenced print must not hide a
// failed invariant).
#ifndef ASCENDC_HOST_ASCENDC_DEBUG_H_
#define ASCENDC_HOST_ASCENDC_DEBUG_H_

// <cassert> first: assert is redefined below, so a later standard include
// would put the standard one back (the assert page asks for the same order).
#include <cassert>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <type_traits>

#include "ascendc_host/ascendc/shape_info.h"
#include "ascendc_host/ascendc/system.h"
#include "ascendc_host/ascendc/tensor.h"
#include "ascendc_host/ascendc/types.h"
#include "ascendc_host/checks.h"
#include "ascendc_host/runtime.h"
#include "ascendc_host/runtime/print_format.h"

#ifndef ASCENDC_DUMP
#define ASCENDC_DUMP 1
#endif

namespace ascendc_host {
namespace debug {

inline constexpr bool kDumpEnabled = ASCENDC_DUMP != 0;
// Bytes one printf / DumpTensor call may emit (the pages' 30 KB limit).
inline constexpr size_t kPrintLimitBytes = 30 * 1024;

template <typename A>
runtime::PrintArg ToPrintArg(const A& a) {
  using T = std::decay_t<A>;
  runtime::PrintArg p{};
  if constexpr (std::is_same_v<T, half> || std::is_same_v<T, bfloat16_t>) {
    p.kind = runtime::PrintArg::Kind::kFloat;
    p.f = static_cast<double>(static_cast<float>(a));
  } else if constexpr (std::is_floating_point_v<T>) {
    p.kind = runtime::PrintArg::Kind::kFloat;
    p.f = static_cast<double>(a);
  } else if constexpr (std::is_same_v<T, bool>) {
    p.kind = runtime::PrintArg::Kind::kUnsigned;
    p.u = a ? 1 : 0;
  } else if constexpr (std::is_enum_v<T>) {
    return ToPrintArg(static_cast<std::underlying_type_t<T>>(a));
  } else if constexpr (std::is_integral_v<T> && std::is_signed_v<T>) {
    p.kind = runtime::PrintArg::Kind::kSigned;
    p.i = static_cast<int64_t>(a);
  } else if constexpr (std::is_integral_v<T>) {
    p.kind = runtime::PrintArg::Kind::kUnsigned;
    p.u = static_cast<uint64_t>(a);
  } else if constexpr (std::is_same_v<T, char*> || std::is_same_v<T, const char*>) {
    p.kind = runtime::PrintArg::Kind::kString;
    p.s = a;
  } else if constexpr (std::is_same_v<T, std::string>) {
    p.kind = runtime::PrintArg::Kind::kString;
    p.s = a.c_str();
  } else if constexpr (std::is_pointer_v<T> || std::is_null_pointer_v<T>) {
    p.kind = runtime::PrintArg::Kind::kPointer;
    p.p = reinterpret_cast<const void*>(a);
  } else {
    static_assert(std::is_pointer_v<T>, "printf: the argument is not a number, a string or a pointer");
  }
  return p;
}

template <typename... Args>
std::string Format(const char* api, const char* fmt, const Args&... args) {
  const runtime::PrintArg list[] = {runtime::PrintArg{}, ToPrintArg(args)...};
  return runtime::FormatPrintf(api, fmt, list + 1, sizeof...(Args));
}

inline void Emit(const std::string& text) {
  runtime::WriteKernelOutput(runtime::CurrentCore(), text.data(), text.size());
}

template <typename... Args>
void Printf(const char* api, const char* fmt, const Args&... args) {
  if constexpr (kDumpEnabled) {
    const std::string text = Format(api, fmt, args...);
    if (text.size() > kPrintLimitBytes) {
      ReportWarning(api, "fmt", std::to_string(text.size()) + " bytes", "exceeds the 30 KB of one call; not printed");
      return;
    }
    Emit(text);
  }
}

// DumpTensor's name of an element type.
template <typename T>
constexpr const char* DumpTypeName() {
  if constexpr (std::is_same_v<T, bool>) return "bool";
  else if constexpr (std::is_same_v<T, int8_t>) return "int8";
  else if constexpr (std::is_same_v<T, uint8_t>) return "uint8";
  else if constexpr (std::is_same_v<T, int16_t>) return "int16";
  else if constexpr (std::is_same_v<T, uint16_t>) return "uint16";
  else if constexpr (std::is_same_v<T, half>) return "float16";
  else if constexpr (std::is_same_v<T, bfloat16_t>) return "bfloat16";
  else if constexpr (std::is_same_v<T, int32_t>) return "int32";
  else if constexpr (std::is_same_v<T, uint32_t>) return "uint32";
  else if constexpr (std::is_same_v<T, float>) return "float32";
  else if constexpr (std::is_same_v<T, int64_t>) return "int64";
  else if constexpr (std::is_same_v<T, uint64_t>) return "uint64";
  else return nullptr;
}

template <typename T>
std::string DumpValue(const uint8_t* p) {
  T v;
  std::memcpy(&v, p, sizeof(T));
  char buf[64];
  if constexpr (std::is_same_v<T, half> || std::is_same_v<T, bfloat16_t> || std::is_floating_point_v<T>) {
    std::snprintf(buf, sizeof(buf), "%f", static_cast<double>(static_cast<float>(v)));
  } else if constexpr (std::is_same_v<T, bool>) {
    std::snprintf(buf, sizeof(buf), "%d", v ? 1 : 0);
  } else if constexpr (std::is_signed_v<T>) {
    std::snprintf(buf, sizeof(buf), "%lld", static_cast<long long>(v));
  } else {
    std::snprintf(buf, sizeof(buf), "%llu", static_cast<unsigned long long>(v));
  }
  return buf;
}

// The dump text (SPEC 11.6): a header line, then the elements in brackets,
// ", "-separated; with a shape, one bracketed row per last-dimension run,
// "-" for positions beyond the dumped elements.
template <typename T>
std::string DumpText(uint32_t desc, uintptr_t addr, const char* position, const uint8_t* data, uint32_t count,
                     const AscendC::ShapeInfo* shape) {
  std::string s = "DumpTensor: desc=" + std::to_string(desc) + ", addr=" + detail::Hex(addr) +
                  ", data_type=" + DumpTypeName<T>() + ", position=" + position +
                  ", dump_size=" + std::to_string(count) + "\n";
  if (shape == nullptr || shape->shapeDim == 0) {
    s += "[";
    for (uint32_t i = 0; i < count; ++i) s += (i ? ", " : "") + DumpValue<T>(data + i * sizeof(T));
    return s + "]\n";
  }
  const uint64_t shape_size = static_cast<uint64_t>(AscendC::GetShapeSize(*shape));
  std::string dims;
  for (uint8_t d = 0; d < shape->shapeDim; ++d) dims += (d ? ", " : "") + std::to_string(shape->shape[d]);
  if (shape_size < count)
    s += "shape is [" + dims + "], dumpSize is " + std::to_string(count) + ", dumpSize is greater than shapeSize.\n";
  else if (shape_size > count)
    s += "shape is [" + dims + "], dumpSize is " + std::to_string(count) + ", data is not enough.\n";
  // Brackets open and close as the linear index crosses each dimension.
  for (uint64_t i = 0; i < shape_size; ++i) {
    uint64_t stride = 1;
    for (int d = shape->shapeDim - 1; d >= 0; --d) {
      stride *= shape->shape[d];
      if (i % stride == 0) s += "[";
    }
    s += i < count ? DumpValue<T>(data + i * sizeof(T)) : std::string("-");
    stride = 1;
    uint32_t closed = 0;
    for (int d = shape->shapeDim - 1; d >= 0; --d) {
      stride *= shape->shape[d];
      if ((i + 1) % stride == 0) s += "]", ++closed;
    }
    if (i + 1 < shape_size) s += closed > 0 ? ",\n" : ",";
  }
  return s + "\n";
}

template <typename T>
void Dump(const char* api, uint32_t desc, uintptr_t addr, const char* position, const uint8_t* data, uint32_t count,
          const AscendC::ShapeInfo* shape) {
  static_assert(DumpTypeName<T>() != nullptr,
                "DumpTensor: T is bool, int8..int64, uint8..uint64, half, bfloat16_t or float");
  if constexpr (kDumpEnabled) {
    if (static_cast<uint64_t>(count) * sizeof(T) > kPrintLimitBytes) {
      ReportWarning(api, "dumpSize", std::to_string(count),
                    "exceeds the 30 KB one dump may print; the data is not printed");
      Emit("DumpTensor: desc=" + std::to_string(desc) + ", dump_size=" + std::to_string(count) +
           " exceeds the 30 KB print limit; data not printed\n");
      return;
    }
    Emit(DumpText<T>(desc, addr, position, data, count, shape));
  }
}

template <typename T>
void DumpLocal(const char* api, const AscendC::LocalTensor<T>& t, uint32_t offset, uint32_t desc, uint32_t count,
               const AscendC::ShapeInfo* shape) {
  const T* first = t.GetPhyAddr() + offset;
  const uint32_t ub = runtime::CheckUbRange(api, "tensor", first, static_cast<size_t>(count) * sizeof(T));
  detail::CheckUbAligned(api, "tensor", ub);
  if (static_cast<uint64_t>(offset) + count > t.GetSize() && t.GetSize() != 0)
    ReportWarning(api, "dumpSize", std::to_string(count), "reads beyond the tensor's size");
  Dump<T>(api, desc, ub, "UB", reinterpret_cast<const uint8_t*>(first), count, shape);
}

template <typename T>
void DumpGlobal(const char* api, const AscendC::GlobalTensor<T>& g, uint32_t offset, uint32_t desc, uint32_t count,
                const AscendC::ShapeInfo* shape) {
  if (g.GetPhyAddr() == nullptr) RaiseFatal(api, "tensor", "null", "GlobalTensor is not bound (SetGlobalBuffer)");
  const uint64_t end = static_cast<uint64_t>(offset) + count;
  if (g.HasKnownSize() && end > g.GetSize() && !InsideGmAllocation(g.GetPhyAddr(), end * sizeof(T)))
    RaiseFatal(api, "dumpSize", std::to_string(count),
               ("reads beyond the bound GM buffer of " + std::to_string(g.GetSize()) + " elements").c_str());
  const T* first = g.GetPhyAddr() + offset;
  size_t available = 0;
  if (GmBytesAvailable(first, &available) && available < static_cast<size_t>(count) * sizeof(T))
    RaiseFatal(api, "dumpSize", std::to_string(count),
               ("reads beyond the GM buffer: " + std::to_string(available) + " bytes left").c_str());
  Dump<T>(api, desc, reinterpret_cast<uintptr_t>(first), "GM", reinterpret_cast<const uint8_t*>(first), count, shape);
}

// ascendc_assert / assert failure: the page's line, then FATAL naming the
// condition (the launcher adds the block).
template <typename... Args>
[[noreturn]] void AssertFailed(const char* api, const char* condition, const char* file, int line,
                               const char* fmt = nullptr, const Args&... args) {
  std::string message = fmt != nullptr ? Format(api, fmt, args...) : std::string();
  while (!message.empty() && message.back() == '\n') message.pop_back();
  const std::string where = std::string(file) + ":" + std::to_string(line);
  Emit("[ASSERT] " + where + ": Assertion `" + condition + "' " + (message.empty() ? "failed." : message) + "\n");
  RaiseFatal(api, "condition", std::string("`") + condition + "'",
             ("failed at " + where + (message.empty() ? std::string() : ": " + message)).c_str());
}

}  // namespace debug
}  // namespace ascendc_host

namespace AscendC {

template <typename... Args>
__aicore__ inline void printf(__gm__ const char* fmt, Args&&... args) {
  ascendc_host::debug::Printf("printf", fmt, args...);
}
// Kept for compatibility by the page; same as printf.
template <typename... Args>
__aicore__ inline void PRINTF(__gm__ const char* fmt, Args&&... args) {
  ascendc_host::debug::Printf("PRINTF", fmt, args...);
}

template <typename T>
__aicore__ inline void DumpTensor(const LocalTensor<T>& tensor, uint32_t desc, uint32_t dumpSize) {
  ascendc_host::debug::DumpLocal("DumpTensor", tensor, 0, desc, dumpSize, nullptr);
}
template <typename T>
__aicore__ inline void DumpTensor(const GlobalTensor<T>& tensor, uint32_t desc, uint32_t dumpSize) {
  ascendc_host::debug::DumpGlobal("DumpTensor", tensor, 0, desc, dumpSize, nullptr);
}
template <typename T>
__aicore__ inline void DumpTensor(const LocalTensor<T>& tensor, uint32_t desc, uint32_t dumpSize,
                                  const ShapeInfo& shapeInfo) {
  ascendc_host::debug::DumpLocal("DumpTensor", tensor, 0, desc, dumpSize, &shapeInfo);
}
template <typename T>
__aicore__ inline void DumpTensor(const GlobalTensor<T>& tensor, uint32_t desc, uint32_t dumpSize,
                                  const ShapeInfo& shapeInfo) {
  ascendc_host::debug::DumpGlobal("DumpTensor", tensor, 0, desc, dumpSize, &shapeInfo);
}
// DumpTensor from element countOff on.
template <typename T>
__aicore__ inline void DumpAccChkPoint(const LocalTensor<T>& tensor, uint32_t index, uint32_t countOff,
                                       uint32_t dumpSize) {
  ascendc_host::debug::DumpLocal("DumpAccChkPoint", tensor, countOff, index, dumpSize, nullptr);
}
template <typename T>
__aicore__ inline void DumpAccChkPoint(const GlobalTensor<T>& tensor, uint32_t index, uint32_t countOff,
                                       uint32_t dumpSize) {
  ascendc_host::debug::DumpGlobal("DumpAccChkPoint", tensor, countOff, index, dumpSize, nullptr);
}

// Time-stamp points print only with -DASCENDC_TIME_STAMP_ON (the page's
// switch). pcPtr is the caller's address; entry the cycle the block started
// (not kept here: 0).
__aicore__ inline void PrintTimeStamp(uint32_t descId) {
#ifdef ASCENDC_TIME_STAMP_ON
  ascendc_host::debug::Printf("PrintTimeStamp", "descId is %u, rsv is 0, timeStamp is %lld, pcPtr is %llu, entry is 0.\n",
                              descId, static_cast<long long>(GetSystemCycle()),
                              static_cast<unsigned long long>(reinterpret_cast<uintptr_t>(__builtin_return_address(0))));
#else
  (void)descId;
#endif
}

// "CPU mode: the same as assert" (Trap page).
__aicore__ inline void Trap() {
  ascendc_host::RaiseFatal("Trap", "kernel", "Trap()", "the kernel trapped");
}

// UB access checking by the hardware exception registers (A2/A3). The CPU
// validates the configuration (SPEC 11.6) but does not trap on accesses: every
// UB access here is range-checked already.
struct CheckLocalMemoryIAParam {
  uint8_t enableBit = 0;
  uint32_t startAddr = 0;
  uint32_t endAddr = 0;
  bool isScalarRead = false;
  bool isScalarWrite = false;
  bool isVectorRead = false;
  bool isVectorWrite = false;
  bool isMteRead = false;
  bool isMteWrite = false;
  bool isEnable = false;
  uint32_t reserved = 0;
};
// (A template only so that the profile check fires where it is called.)
template <typename Param = CheckLocalMemoryIAParam>
__aicore__ inline void CheckLocalMemoryIA(const Param& checkParams) {
  static_assert(ascendc_host::kProfile.profile == ascendc_host::Profile::kPA2 && sizeof(Param) > 0,
                "CheckLocalMemoryIA exists on Atlas A2/A3 only");
  const char* api = "CheckLocalMemoryIA";
  if (checkParams.enableBit > 3)
    ascendc_host::ReportError(api, "enableBit", std::to_string(checkParams.enableBit), "must be in [0, 3]");
  if (checkParams.startAddr > 65535)
    ascendc_host::ReportError(api, "startAddr", std::to_string(checkParams.startAddr), "must be in [0, 65535]");
  if (checkParams.endAddr > 65535)
    ascendc_host::ReportError(api, "endAddr", std::to_string(checkParams.endAddr), "must be in [0, 65535]");
  if (checkParams.isEnable && checkParams.endAddr < checkParams.startAddr)
    ascendc_host::ReportError(api, "endAddr", std::to_string(checkParams.endAddr),
                              "is below startAddr: the range (startAddr, endAddr] is empty");
}

// Profiling marks for the NPU's trace tools: nothing to record on the CPU.
template <pipe_t pipe, uint16_t index>
__aicore__ inline void MarkStamp() {
  static_assert(index < 256, "MarkStamp: index is in [0, 256)");
}
template <pipe_t pipe>
__aicore__ inline void MarkStamp(uint16_t index) {
  if (index >= 256) ascendc_host::ReportError("MarkStamp", "index", std::to_string(index), "must be in [0, 256)");
}
__aicore__ inline void MetricsProfStart() {}
__aicore__ inline void MetricsProfStop() {}

}  // namespace AscendC

// ascendc_assert(expr[, fmt, args...]): always checked.
#define ascendc_assert(expr, ...)                                                                     \
  ((expr) ? static_cast<void>(0)                                                                      \
          : ::ascendc_host::debug::AssertFailed("ascendc_assert", #expr, __FILE__, __LINE__, ##__VA_ARGS__))

// assert(expr[, fmt, args...]) in kernels: checked unless NDEBUG, like the
// standard one (the page: release builds drop it).
#undef assert
#ifdef NDEBUG
#define assert(...) static_cast<void>(0)
#else
#define assert(expr, ...) \
  ((expr) ? static_cast<void>(0) : ::ascendc_host::debug::AssertFailed("assert", #expr, __FILE__, __LINE__, ##__VA_ARGS__))
#endif

// CANN's kernel log macros, as its CPU debug mode has them (kernel_log.h of
// the devkit; not on the pages, but in code written against it):
//   ASCENDC_ASSERT(cond, behavior)   when cond is false: behavior, then FATAL
//                                    (the devkit raises SIGABRT; here the launch
//                                    fails naming the condition and the block)
//   KERNEL_LOG(level, fmt, ...)      one line "[ERROR][Core_<block>][file:line][function] ..."
//                                    on the kernel output, levels KERNEL_DEBUG,
//                                    KERNEL_INFO, KERNEL_WARN, KERNEL_ERROR
//   ASSERT(expr)                     nothing, as in the NPU build: operator code
//                                    calls it with names only the device compiler
//                                    resolves (an unqualified GetBlockNum()), so it
//                                    cannot be evaluated here (SPEC 11.6)
#ifndef ASCENDC_ASSERT
#define ASCENDC_ASSERT(cond, behavior)                                                                         \
  do {                                                                                                         \
    if (!(cond)) {                                                                                             \
      behavior;                                                                                                \
      ::ascendc_host::RaiseFatal("ASCENDC_ASSERT", "cond", "`" #cond "'",                                      \
                                 ("failed at " + std::string(__FILE__) + ":" + std::to_string(__LINE__)).c_str()); \
    }                                                                                                          \
  } while (0)
#endif
#ifndef KERNEL_LOG
#define KERNEL_LOG(level, format, ...) KERNEL_LOG_##level(format, ##__VA_ARGS__)
#define ASCENDC_HOST_DETAIL_KERNEL_LOG(tag, format, ...)                                                        \
  ::ascendc_host::debug::Printf("KERNEL_LOG", "[" tag "][Core_%u][%s:%d][%s] " format "\n",                     \
                                static_cast<uint32_t>(::AscendC::GetBlockIdx()), __FILE__, __LINE__, __func__, \
                                ##__VA_ARGS__)
#define KERNEL_LOG_KERNEL_DEBUG(format, ...) ASCENDC_HOST_DETAIL_KERNEL_LOG("DEBUG", format, ##__VA_ARGS__)
#define KERNEL_LOG_KERNEL_INFO(format, ...) ASCENDC_HOST_DETAIL_KERNEL_LOG("INFO", format, ##__VA_ARGS__)
#define KERNEL_LOG_KERNEL_WARN(format, ...) ASCENDC_HOST_DETAIL_KERNEL_LOG("WARN", format, ##__VA_ARGS__)
#define KERNEL_LOG_KERNEL_ERROR(format, ...) ASCENDC_HOST_DETAIL_KERNEL_LOG("ERROR", format, ##__VA_ARGS__)
#endif
#ifndef ASSERT
#define ASSERT(...) static_cast<void>(0)
#endif

#endif  // ASCENDC_HOST_ASCENDC_DEBUG_H_
