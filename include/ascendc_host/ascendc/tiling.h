// Tiling data into the kernel and the tiling key (SPEC 11.2): GET_TILING_DATA
// and its variants, COPY_TILING_*, REGISTER_TILING_*, TILING_KEY_IS,
// TILING_KEY_LIST, KERNEL_TASK_TYPE(_DEFAULT).
//
// The tiling argument is GM: the struct is read from it byte for byte (the
// host wrote it with the same header). A null pointer, or a pointer into a
// registered GM buffer (GmAlloc) too short for the struct, is FATAL.
//
// Which struct GET_TILING_DATA reads: the type named by REGISTER_TILING_DEFAULT
// (in the kernel, as the pages write it, or at file scope); for operators whose
// vendor build generates it from REGISTER_TILING_DATA_CLASS, the type given by
// the compile definition ASCENDC_HOST_DEFAULT_TILING (SPEC 11.2).
#ifndef ASCENDC_HOST_ASCENDC_TILING_H_
#define ASCENDC_HOST_ASCENDC_TILING_H_

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <type_traits>
#include <utility>

#include "ascendc_host/checks.h"
#include "ascendc_host/runtime.h"
#include "ascendc_host/runtime/tiling_expression.h"

// Kernel types (设置Kernel类型 page). The CPU runs every launch as vector
// blocks; the type is recorded and validated, it changes no result.
enum KernelMetaType {
  KERNEL_TYPE_AIV_ONLY,
  KERNEL_TYPE_AIC_ONLY,
  KERNEL_TYPE_MIX_AIV_1_0,
  KERNEL_TYPE_MIX_AIC_1_0,
  KERNEL_TYPE_MIX_AIC_1_1,
  KERNEL_TYPE_MIX_AIC_1_2,
  KERNEL_TYPE_AICORE,
  KERNEL_TYPE_VECTORCORE,
  KERNEL_TYPE_MIX_AICORE,
  KERNEL_TYPE_MIX_VECTOR_CORE,
  KERNEL_TYPE_MAX
};

namespace ascendc_host {
namespace tiling {

// What GET_TILING_DATA finds when no default TilingData is registered.
struct NoDefaultTilingData {};
// What REGISTER_NONE_TILING registers: no default at all.
struct NoneTilingData {};

// One address per type: identifies a tiling struct across translation units.
template <typename T>
struct TypeTag {
  static inline const char id = 0;
};

template <typename T>
constexpr void CheckTilingType() {
  static_assert(std::is_trivially_copyable_v<T>,
                "a TilingData struct is read from GM byte for byte: it must be trivially copyable");
  static_assert(!std::is_same_v<T, NoneTilingData>,
                "REGISTER_NONE_TILING registers no default TilingData: read it with GET_TILING_DATA_WITH_STRUCT, "
                "GET_TILING_DATA_MEMBER or GET_TILING_DATA_PTR_WITH_STRUCT");
  static_assert(!std::is_same_v<T, NoDefaultTilingData>,
                "GET_TILING_DATA needs the default TilingData: REGISTER_TILING_DEFAULT(Type) before it (in the "
                "kernel or at file scope), or -DASCENDC_HOST_DEFAULT_TILING=Type for an operator whose struct "
                "the vendor build generated from REGISTER_TILING_DATA_CLASS");
}

// The registered default, else the compile-definition fallback.
template <typename Registered, typename Fallback>
using DefaultTiling = std::conditional_t<std::is_same_v<Registered, NoDefaultTilingData>, Fallback, Registered>;

// FATAL unless `bytes` can be read at `src`: not null, and inside the GM
// buffer when the buffer is a registered one.
inline void CheckTilingSource(const char* api, const char* what, const void* src, size_t bytes) {
  if (src == nullptr)
    RaiseFatal(api, "tiling", "null", (std::string("no tiling data to read ") + what + " from").c_str());
  size_t available = 0;
  if (GmBytesAvailable(src, &available) && available < bytes) {
    RaiseFatal(api, "tiling", std::to_string(available) + " bytes",
               (std::string("is too small for ") + what + " of " + std::to_string(bytes) + " bytes").c_str());
  }
}

// ERROR when a REGISTER_TILING_FOR_TILINGKEY of this block names another
// struct for the running key than the one read.
inline void CheckStructForKey(const char* api, const void* tag, const char* name) {
  const auto& core = runtime::CurrentCore();
  if (core.key_struct_tag != nullptr && core.key_struct_tag != tag) {
    ReportError(api, "struct", name,
                ("differs from " + std::string(core.key_struct_name) +
                 ", which REGISTER_TILING_FOR_TILINGKEY registered for tiling key " +
                 std::to_string(runtime::TilingKeyOf(core)))
                    .c_str());
  }
}

// `what` names the struct in messages ("struct optiling::AddTilingData").
template <typename T>
void ReadTiling(const char* api, const char* what, const void* tiling, T* out) {
  CheckTilingType<T>();
  CheckTilingSource(api, what, tiling, sizeof(T));
  CheckStructForKey(api, &TypeTag<T>::id, what);
  std::memcpy(static_cast<void*>(out), tiling, sizeof(T));
}

// GET_TILING_DATA_PTR_WITH_STRUCT: the struct read in place in GM.
template <typename T>
const T* TilingPointer(const char* what, const void* tiling) {
  constexpr const char* api = "GET_TILING_DATA_PTR_WITH_STRUCT";
  CheckTilingType<T>();
  CheckTilingSource(api, what, tiling, sizeof(T));
  if (reinterpret_cast<uintptr_t>(tiling) % alignof(T) != 0)
    RaiseFatal(api, "tiling", detail::Hex(reinterpret_cast<uintptr_t>(tiling)),
               ("is not aligned to the alignment " + std::to_string(alignof(T)) + " of " + what).c_str());
  CheckStructForKey(api, &TypeTag<T>::id, what);
  return static_cast<const T*>(tiling);
}

// GET_TILING_DATA_MEMBER: one member, read at its offset.
template <typename M>
void ReadTilingMember(const char* name, const void* tiling, size_t offset, M* out) {
  static_assert(std::is_trivially_copyable_v<M>, "a tiling member must be trivially copyable");
  if (tiling == nullptr) RaiseFatal("GET_TILING_DATA_MEMBER", "tiling", "null", "no tiling data to read from");
  CheckTilingSource("GET_TILING_DATA_MEMBER", (std::string("member ") + name).c_str(),
                    static_cast<const uint8_t*>(tiling) + offset, sizeof(M));
  std::memcpy(static_cast<void*>(out), static_cast<const uint8_t*>(tiling) + offset, sizeof(M));
}

// COPY_TILING_WITH_STRUCT / COPY_TILING_WITH_ARRAY: a local copy.
inline void CopyTiling(const char* api, const char* what, const void* src, void* dst, size_t bytes) {
  CheckTilingSource(api, what, src, bytes);
  std::memcpy(dst, src, bytes);
}

inline void RegisterStructForKey(const char* expression, const void* tag, const char* name) {
  auto& core = runtime::CurrentCore();
  if (core.key_struct_tag != nullptr) return;  // the first match holds
  if (runtime::EvaluateTilingKeyExpression(expression, runtime::TilingKeyOf(core)) != 0) {
    core.key_struct_tag = tag;
    core.key_struct_name = name;
  }
}

inline uint64_t CurrentKey() { return runtime::TilingKeyOf(runtime::CurrentCore()); }

// The key of a branch must be a non-negative integer (TILING_KEY_IS page).
template <typename K>
uint64_t BranchKey(const char* api, K key) {
  static_assert(std::is_integral_v<K> || std::is_enum_v<K>, "a tiling key is a non-negative integer");
  if constexpr (std::is_signed_v<K>) {
    if (key < 0) ReportError(api, "key", std::to_string(static_cast<int64_t>(key)), "must be a non-negative integer");
  }
  return static_cast<uint64_t>(key);
}

template <typename K>
bool KeyIs(K key) {
  auto& core = runtime::CurrentCore();
  const bool match = runtime::TilingKeyOf(core) == BranchKey("TILING_KEY_IS", key);
  core.tiling_key_tested = true;
  core.tiling_key_matched = core.tiling_key_matched || match;
  return match;
}

template <typename K1, typename K2>
bool KeyIn(K1 key1, K2 key2) {
  auto& core = runtime::CurrentCore();
  const uint64_t a = BranchKey("TILING_KEY_LIST", key1), b = BranchKey("TILING_KEY_LIST", key2);
  if (a == b) ReportError("TILING_KEY_LIST", "key2", std::to_string(b), "repeats key1: each key must be unique");
  if (CheckedMode() && core.kernel_task_type != KERNEL_TYPE_MIX_AIC_1_1 &&
      core.kernel_task_type != KERNEL_TYPE_MIX_AIC_1_2) {
    ReportError("TILING_KEY_LIST", "KERNEL_TASK_TYPE_DEFAULT",
                core.kernel_task_type < 0 ? std::string("not set") : std::to_string(core.kernel_task_type),
                "TILING_KEY_LIST needs KERNEL_TASK_TYPE_DEFAULT(KERNEL_TYPE_MIX_AIC_1_1 or _1_2) before it");
  }
  const uint64_t k = runtime::TilingKeyOf(core);
  const bool match = k == a || k == b;
  core.tiling_key_tested = true;
  core.tiling_key_matched = core.tiling_key_matched || match;
  return match;
}

// Kernel types the profiles accept (设置Kernel类型 page, 约束说明).
constexpr bool KernelTypeSupported(int type) {
  return type == KERNEL_TYPE_AIV_ONLY || type == KERNEL_TYPE_AIC_ONLY || type == KERNEL_TYPE_MIX_AIV_1_0 ||
         type == KERNEL_TYPE_MIX_AIC_1_0 || type == KERNEL_TYPE_MIX_AIC_1_1 || type == KERNEL_TYPE_MIX_AIC_1_2;
}

inline void SetDefaultKernelType(int type) { runtime::CurrentCore().kernel_task_type = type; }

}  // namespace tiling
}  // namespace ascendc_host

// What GET_TILING_DATA reads unless REGISTER_TILING_DEFAULT, in the kernel
// (an inner scope), names the struct: none. (A type alias, not a function
// declaration: a function declared inside an extern "C" kernel would take C
// linkage and collide between kernels.)
using AscendCHostDefaultTilingData = ::ascendc_host::tiling::NoDefaultTilingData;

#ifdef ASCENDC_HOST_DEFAULT_TILING
#define ASCENDC_HOST_TILING_FALLBACK ASCENDC_HOST_DEFAULT_TILING
#else
#define ASCENDC_HOST_TILING_FALLBACK ::ascendc_host::tiling::NoDefaultTilingData
#endif

// On the NPU the pointer from GET_TILING_DATA_PTR_WITH_STRUCT points at
// constant GM; here it is the same GM, read-only.
#ifndef __tiling_data_ptr__
#define __tiling_data_ptr__ const
#endif

// The running tiling key as a value (the devkit's TILING_KEY_VAR). A kernel
// that tests it in #if needs one build per key: pass -DTILING_KEY_VAR=<key>.
#ifndef TILING_KEY_VAR
#define TILING_KEY_VAR (::ascendc_host::tiling::CurrentKey())
#endif

// In the kernel (the pages' place) or in a namespace enclosing it; at global
// scope it would redefine the fallback above.
#define REGISTER_TILING_DEFAULT(...) using AscendCHostDefaultTilingData [[maybe_unused]] = __VA_ARGS__
#define REGISTER_NONE_TILING \
  using AscendCHostDefaultTilingData [[maybe_unused]] = ::ascendc_host::tiling::NoneTilingData
#define REGISTER_TILING_FOR_TILINGKEY(EXPRESSION, ...)                                                       \
  do {                                                                                                       \
    static_assert(!std::is_same_v<::ascendc_host::tiling::DefaultTiling<AscendCHostDefaultTilingData, \
                                                                        ASCENDC_HOST_TILING_FALLBACK>,              \
                                  ::ascendc_host::tiling::NoDefaultTilingData>,                              \
                  "REGISTER_TILING_FOR_TILINGKEY needs REGISTER_TILING_DEFAULT before it");                   \
    ::ascendc_host::tiling::RegisterStructForKey(EXPRESSION, &::ascendc_host::tiling::TypeTag<__VA_ARGS__>::id, \
                                                 "struct " #__VA_ARGS__);                                    \
  } while (0)

#define GET_TILING_DATA(tiling_data, tiling_arg)                                                        \
  ::ascendc_host::tiling::DefaultTiling<AscendCHostDefaultTilingData,                       \
                                        ASCENDC_HOST_TILING_FALLBACK>                                    \
      tiling_data;                                                                                       \
  ::ascendc_host::tiling::ReadTiling("GET_TILING_DATA", "the default TilingData", (tiling_arg), &tiling_data)

#define GET_TILING_DATA_WITH_STRUCT(tiling_struct, tiling_data, tiling_arg) \
  tiling_struct tiling_data;                                                \
  ::ascendc_host::tiling::ReadTiling("GET_TILING_DATA_WITH_STRUCT", "struct " #tiling_struct, (tiling_arg), \
                                     &tiling_data)

#define GET_TILING_DATA_MEMBER(tiling_struct, mem_name, tiling_data, tiling_arg)                              \
  std::remove_reference_t<decltype(std::declval<tiling_struct&>().mem_name)> tiling_data;                      \
  ::ascendc_host::tiling::ReadTilingMember(#tiling_struct "::" #mem_name, (tiling_arg),                        \
                                           offsetof(tiling_struct, mem_name), &tiling_data)

#define GET_TILING_DATA_PTR_WITH_STRUCT(tiling_struct, dst_ptr, tiling_ptr) \
  __tiling_data_ptr__ tiling_struct* dst_ptr =                              \
      ::ascendc_host::tiling::TilingPointer<tiling_struct>("struct " #tiling_struct, (tiling_ptr))

#define COPY_TILING_WITH_STRUCT(tiling_struct, src_ptr, dst_ptr)                                         \
  tiling_struct AscendCHostTilingCopy_##dst_ptr;                                                          \
  ::ascendc_host::tiling::CopyTiling("COPY_TILING_WITH_STRUCT", "struct " #tiling_struct, (src_ptr),      \
                                     &AscendCHostTilingCopy_##dst_ptr, sizeof(tiling_struct));            \
  const tiling_struct* dst_ptr = &AscendCHostTilingCopy_##dst_ptr

#define COPY_TILING_WITH_ARRAY(arr_type, arr_count, src_ptr, dst_ptr)                                      \
  arr_type AscendCHostTilingCopy_##dst_ptr[arr_count];                                                      \
  ::ascendc_host::tiling::CopyTiling("COPY_TILING_WITH_ARRAY", #arr_type "[" #arr_count "]", (src_ptr),     \
                                     AscendCHostTilingCopy_##dst_ptr, sizeof(AscendCHostTilingCopy_##dst_ptr)); \
  const arr_type(*dst_ptr)[arr_count] = &AscendCHostTilingCopy_##dst_ptr

#define TILING_KEY_IS(key) (::ascendc_host::tiling::KeyIs(key))
#define TILING_KEY_LIST(key1, key2) (::ascendc_host::tiling::KeyIn((key1), (key2)))

#define KERNEL_TASK_TYPE_DEFAULT(value)                                                                  \
  do {                                                                                                   \
    static_assert(::ascendc_host::tiling::KernelTypeSupported(value),                                   \
                  "KERNEL_TASK_TYPE_DEFAULT: Ascend 950 and Atlas A2/A3 accept KERNEL_TYPE_AIV_ONLY, "   \
                  "_AIC_ONLY, _MIX_AIV_1_0, _MIX_AIC_1_0, _MIX_AIC_1_1 and _MIX_AIC_1_2");              \
    ::ascendc_host::tiling::SetDefaultKernelType(value);                                                \
  } while (0)
#define KERNEL_TASK_TYPE(key, value)                                                                     \
  do {                                                                                                   \
    static_assert(::ascendc_host::tiling::KernelTypeSupported(value),                                   \
                  "KERNEL_TASK_TYPE: Ascend 950 and Atlas A2/A3 accept KERNEL_TYPE_AIV_ONLY, _AIC_ONLY, " \
                  "_MIX_AIV_1_0, _MIX_AIC_1_0, _MIX_AIC_1_1 and _MIX_AIC_1_2");                          \
    (void)::ascendc_host::tiling::BranchKey("KERNEL_TASK_TYPE", key);                                    \
  } while (0)

#endif  // ASCENDC_HOST_ASCENDC_TILING_H_
