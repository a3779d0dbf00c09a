// The rest of AscendC::Std (Utils-API/CPP标准库): the type traits (类型特性),
// max/min (算法), abs/sqrt (数学函数) and index sequences (通用工具); and
// AscendC::Conditional, the devkit's older name for conditional that
// example kernels still use. The traits are the C++ standard library's
// own, except that half and bfloat16_t count as floating-point types (they
// are on the device). Decisions: docs/SPEC.md 15.6.
#ifndef ASCENDC_HOST_ASCENDC_STD_UTILS_H_
#define ASCENDC_HOST_ASCENDC_STD_UTILS_H_

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <utility>

#include "ascendc_host/ascendc/std_tuple.h"
#include "ascendc_host/ascendc/types.h"

namespace AscendC {
namespace Std {

using std::add_const;
using std::add_cv;
using std::add_lvalue_reference;
using std::add_pointer;
using std::add_rvalue_reference;
using std::add_volatile;
using std::conditional;
using std::enable_if;
using std::is_array;
using std::is_base_of;
using std::is_const;
using std::is_convertible;
using std::is_integral;
using std::is_pointer;
using std::is_reference;
using std::is_same;
using std::is_void;
using std::remove_const;
using std::remove_cv;
using std::remove_pointer;
using std::remove_reference;
using std::remove_volatile;
template <bool B, typename T = void>
using enable_if_t = typename std::enable_if<B, T>::type;
template <bool B, typename If, typename Then>
using conditional_t = typename std::conditional<B, If, Then>::type;
template <typename T, typename U>
inline constexpr bool is_same_v = std::is_same_v<T, U>;
template <bool b>
using bool_constant = std::integral_constant<bool, b>;

// half and bfloat16_t are floating-point types, as on the device.
template <typename T>
struct is_floating_point
    : bool_constant<std::is_floating_point_v<T> || std::is_same_v<std::remove_cv_t<T>, half> ||
                    std::is_same_v<std::remove_cv_t<T>, bfloat16_t>> {};
template <typename T>
inline constexpr bool is_floating_point_v = is_floating_point<T>::value;

template <typename T, T... Values>
using integer_sequence = std::integer_sequence<T, Values...>;
template <size_t... Idx>
using index_sequence = std::index_sequence<Idx...>;
template <size_t N>
using make_index_sequence = std::make_index_sequence<N>;
template <typename T, T N>
using make_integer_sequence = std::make_integer_sequence<T, N>;
template <typename... T>
using index_sequence_for = std::index_sequence_for<T...>;

template <typename T, typename U>
__aicore__ inline constexpr auto max(const T& src0, const U& src1) {
  static_assert(std::is_same_v<T, U>, "Std::max: both operands have one type (see its page)");
  return src0 < src1 ? src1 : src0;
}
template <typename T, typename U>
__aicore__ inline constexpr auto min(const T& src0, const U& src1) {
  static_assert(std::is_same_v<T, U>, "Std::min: both operands have one type (see its page)");
  return src1 < src0 ? src1 : src0;
}

template <typename T>
__aicore__ inline T abs(const T src) {
  static_assert(std::is_same_v<T, int8_t> || std::is_same_v<T, int16_t> || std::is_same_v<T, int32_t> ||
                    std::is_same_v<T, float> || std::is_same_v<T, int64_t>,
                "Std::abs: T is int8_t, int16_t, int32_t, float or int64_t (see its page)");
  if constexpr (std::is_same_v<T, float>) return std::fabs(src);
  else return src < 0 ? static_cast<T>(-src) : src;
}

// float: the correctly rounded root; int64_t: the root rounded down (of a
// negative value: 0).
template <typename T>
__aicore__ inline T sqrt(const T src) {
  static_assert(std::is_same_v<T, float> || std::is_same_v<T, int64_t>,
                "Std::sqrt: T is float or int64_t (see its page)");
  if constexpr (std::is_same_v<T, float>) {
    return std::sqrt(src);
  } else {
    if (src <= 0) return 0;
    int64_t r = static_cast<int64_t>(std::sqrt(static_cast<long double>(src)));
    // r > src / r  <=>  r * r > src, without the product's overflow.
    while (r > 0 && r > src / r) --r;
    while (r + 1 <= src / (r + 1)) ++r;
    return r;
  }
}

}  // namespace Std

// The devkit's older spelling of Std::conditional.
template <bool B, typename If, typename Then>
struct Conditional {
  using type = typename std::conditional<B, If, Then>::type;
};

}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_STD_UTILS_H_
