// Host-side TilingData declaration in header mode (SPEC 11.2, Utils-API
// Tiling数据结构注册): BEGIN_TILING_DATA_DEF ... END_TILING_DATA_DEF declare a
// plain standard-layout struct, so the kernel (GET_TILING_DATA) and the host
// that fills it share one header. Layout: the fields in declaration order at
// their natural alignment (the pages' rule offset % sizeof(field) == 0, the
// padding the vendor build inserts as placeholders), size rounded up to the
// struct's alignment. Host code keeps the vendor spelling: set_<field>,
// get_<field>, SaveToBuffer, GetDataSize; kernel code reads <field>.
#ifndef ASCENDC_HOST_ASCENDC_TILING_DATA_DEF_H_
#define ASCENDC_HOST_ASCENDC_TILING_DATA_DEF_H_

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <type_traits>

#include "ascendc_host/error.h"

namespace ascendc_host {
namespace tiling {

// TILING_DATA_FIELD_DEF / _ARR element types the page allows.
template <typename T>
inline constexpr bool kFieldType =
    std::is_same_v<T, int8_t> || std::is_same_v<T, uint8_t> || std::is_same_v<T, int16_t> ||
    std::is_same_v<T, uint16_t> || std::is_same_v<T, int32_t> || std::is_same_v<T, uint32_t> ||
    std::is_same_v<T, int64_t> || std::is_same_v<T, uint64_t> || std::is_same_v<T, float>;

template <typename T, typename = void>
struct IsTilingDataDef : std::false_type {};
template <typename T>
struct IsTilingDataDef<T, std::void_t<decltype(T::kAscendCHostTilingDataDef)>> : std::true_type {};

inline void SaveToBuffer(const char* name, const void* self, size_t size, void* pdata, size_t capacity) {
  if (pdata == nullptr) RaiseFatal("SaveToBuffer", "pdata", "null", (std::string("no buffer for ") + name).c_str());
  if (capacity < size)
    RaiseFatal("SaveToBuffer", "capacity", std::to_string(capacity),
               (std::string("is smaller than ") + name + " (" + std::to_string(size) + " bytes)").c_str());
  std::memcpy(pdata, self, size);
}

}  // namespace tiling
}  // namespace ascendc_host

#define BEGIN_TILING_DATA_DEF(class_name)                         \
  struct class_name {                                             \
    using AscendCHostTilingDataSelf = class_name;                 \
    [[maybe_unused]] static constexpr const char* kAscendCHostTilingDataName = #class_name; \
    [[maybe_unused]] static constexpr bool kAscendCHostTilingDataDef = true;

#define TILING_DATA_FIELD_DEF(data_type, field_name)                                                         \
  static_assert(::ascendc_host::tiling::kFieldType<data_type>,                                             \
                "TILING_DATA_FIELD_DEF(" #data_type ", " #field_name "): fields are int8_t..uint64_t or float"); \
  data_type field_name = 0;                                                                                \
  void set_##field_name(data_type value) { field_name = value; }                                           \
  data_type get_##field_name() const { return field_name; }                                                \
  data_type* get_addr_##field_name() { return &field_name; }

// set_<field> copies arr_size elements from the pointer (the page's rule: the
// caller's array holds at least that many).
#define TILING_DATA_FIELD_DEF_ARR(arr_type, arr_size, field_name)                                                \
  static_assert(::ascendc_host::tiling::kFieldType<arr_type>,                                                   \
                "TILING_DATA_FIELD_DEF_ARR(" #arr_type ", ..., " #field_name "): elements are int8_t..uint64_t " \
                "or float");                                                                                    \
  arr_type field_name[arr_size] = {};                                                                           \
  void set_##field_name(const arr_type* values) { std::memcpy(field_name, values, sizeof(field_name)); }         \
  arr_type* get_##field_name() { return field_name; }                                                           \
  const arr_type* get_##field_name() const { return field_name; }

#define TILING_DATA_FIELD_DEF_STRUCT(struct_type, field_name)                                           \
  static_assert(::ascendc_host::tiling::IsTilingDataDef<struct_type>::value,                            \
                "TILING_DATA_FIELD_DEF_STRUCT(" #struct_type ", " #field_name "): the field must be a " \
                "struct declared with BEGIN_TILING_DATA_DEF");                                          \
  struct_type field_name;

#define END_TILING_DATA_DEF                                                                                 \
  void SaveToBuffer(void* pdata, size_t capacity) const {                                                   \
    ::ascendc_host::tiling::SaveToBuffer(kAscendCHostTilingDataName, this, sizeof(AscendCHostTilingDataSelf), \
                                         pdata, capacity);                                                  \
  }                                                                                                         \
  size_t GetDataSize() const { return sizeof(AscendCHostTilingDataSelf); }                                   \
  }                                                                                                         \
  ;

// The vendor registers the class with a factory for the graph engine; here
// it checks that the header produced what the kernel reads byte for byte.
#define REGISTER_TILING_DATA_CLASS(op_type, class_name)                                                   \
  static_assert(std::is_standard_layout_v<class_name> && std::is_trivially_copyable_v<class_name>,       \
                "REGISTER_TILING_DATA_CLASS(" #op_type ", " #class_name "): the TilingData must be a plain " \
                "standard-layout struct");

#endif  // ASCENDC_HOST_ASCENDC_TILING_DATA_DEF_H_
