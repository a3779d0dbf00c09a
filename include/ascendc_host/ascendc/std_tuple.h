// The part of AscendC::Std (Utils-API/CPP标准库) that the basic API's data
// structures are built from: tuple, get, make_tuple, tie, tuple_size,
// tuple_element, integral_constant and its shorthand Int. They are the C++
// standard library's own (SPEC 15.6): Std::tuple is std::tuple, so the pages'
// element access, copy and assignment rules hold as the standard defines them.
#ifndef ASCENDC_HOST_ASCENDC_STD_TUPLE_H_
#define ASCENDC_HOST_ASCENDC_STD_TUPLE_H_

#include <cstddef>
#include <tuple>
#include <type_traits>

namespace AscendC {
namespace Std {

template <typename... Tps>
using tuple = std::tuple<Tps...>;
using std::get;
using std::make_tuple;
using std::tie;
using std::tuple_element;
using std::tuple_size;
template <typename T>
inline constexpr size_t tuple_size_v = std::tuple_size<T>::value;

template <typename Tp, Tp v>
using integral_constant = std::integral_constant<Tp, v>;
template <size_t v>
using Int = std::integral_constant<size_t, v>;
using std::false_type;
using std::true_type;

template <typename T>
struct is_tuple : false_type {};
template <typename... Tps>
struct is_tuple<std::tuple<Tps...>> : true_type {};
template <typename T>
inline constexpr bool is_tuple_v = is_tuple<std::remove_cv_t<T>>::value;

}  // namespace Std
}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_STD_TUPLE_H_
