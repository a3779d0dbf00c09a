// Layout, Shape, Stride, Coord and Crd2Idx (辅助数据结构/Layout, Coordinate;
// SPEC 15.6): a Layout maps a (possibly nested) coordinate to an element
// index through its shape and stride. Every value may be a run-time integer
// or a compile-time Std::Int; when all of them are compile-time, so is the
// result (decltype(index)::value, as the Crd2Idx page's examples read it).
#ifndef ASCENDC_HOST_ASCENDC_LAYOUT_H_
#define ASCENDC_HOST_ASCENDC_LAYOUT_H_

#include <cstddef>
#include <string>
#include <tuple>
#include <type_traits>
#include <utility>

#include "ascendc_host/ascendc/std_tuple.h"
#include "ascendc_host/ascendc/types.h"
#include "ascendc_host/error.h"

namespace AscendC {

template <typename... Shapes>
using Shape = Std::tuple<Shapes...>;
template <typename... Strides>
using Stride = Std::tuple<Strides...>;
template <typename... Coords>
using Coord = Std::tuple<Coords...>;

template <typename ShapeType, typename StrideType>
struct Layout;

}  // namespace AscendC

namespace ascendc_host {
namespace detail {

template <typename T>
struct IsStaticInt : std::false_type {};
template <typename T, T v>
struct IsStaticInt<std::integral_constant<T, v>> : std::true_type {};
template <typename T>
inline constexpr bool kStaticInt = IsStaticInt<std::remove_cv_t<T>>::value;

// Index arithmetic that stays a compile-time Std::Int while both operands
// are; otherwise ordinary C++ arithmetic on the values.
template <typename A, typename B>
constexpr auto LayoutAdd(const A& a, const B& b) {
  if constexpr (kStaticInt<A> && kStaticInt<B>) return AscendC::Std::Int<size_t(A::value) + size_t(B::value)>{};
  else return a + b;
}
template <typename A, typename B>
constexpr auto LayoutMul(const A& a, const B& b) {
  if constexpr (kStaticInt<A> && kStaticInt<B>) return AscendC::Std::Int<size_t(A::value) * size_t(B::value)>{};
  else return a * b;
}
// A mode of size 0 before the last cannot take part in a delinearization.
template <typename B>
constexpr void CheckModeSize(const B& b) {
  if constexpr (kStaticInt<B>) {
    static_assert(B::value != 0, "Crd2Idx: a shape mode before the last has size 0 (cannot delinearize)");
  } else if (b == 0) {
    RaiseFatal("Crd2Idx", "shape", "0", "a shape mode before the last has size 0 (cannot delinearize a coordinate)");
  }
}
template <typename A, typename B>
constexpr auto LayoutDiv(const A& a, const B& b) {
  CheckModeSize(b);
  if constexpr (kStaticInt<A> && kStaticInt<B>) return AscendC::Std::Int<size_t(A::value) / size_t(B::value)>{};
  else return a / b;
}
template <typename A, typename B>
constexpr auto LayoutMod(const A& a, const B& b) {
  CheckModeSize(b);
  if constexpr (kStaticInt<A> && kStaticInt<B>) return AscendC::Std::Int<size_t(A::value) % size_t(B::value)>{};
  else return a % b;
}

// Number of elements of a (nested) shape: the product of its leaves.
template <typename S>
constexpr auto ShapeSize(const S& s);
template <size_t I, typename S>
constexpr auto ShapeProductFrom(const S& s) {
  if constexpr (I == std::tuple_size<S>::value) return AscendC::Std::Int<1>{};
  else return LayoutMul(ShapeSize(std::get<I>(s)), ShapeProductFrom<I + 1>(s));
}
template <typename S>
constexpr auto ShapeSize(const S& s) {
  if constexpr (AscendC::Std::is_tuple_v<S>) return ShapeProductFrom<0>(s);
  else return s;
}

template <typename C, typename S, typename D>
constexpr auto Crd2IdxOf(const C& c, const S& s, const D& d);

// An integer coordinate over a shape tuple: modes from the first (fastest)
// to the last, which takes what is left (no modulo: the Crd2Idx page's
// worked examples, where the last mode may even have size 0).
template <size_t I, typename C, typename S, typename D>
constexpr auto Delinearize(const C& c, const S& s, const D& d) {
  constexpr size_t kRank = std::tuple_size<S>::value;
  if constexpr (kRank == 0) {
    return AscendC::Std::Int<0>{};
  } else if constexpr (I + 1 == kRank) {
    return Crd2IdxOf(c, std::get<I>(s), std::get<I>(d));
  } else {
    const auto mode = ShapeSize(std::get<I>(s));
    return LayoutAdd(Crd2IdxOf(LayoutMod(c, mode), std::get<I>(s), std::get<I>(d)),
                     Delinearize<I + 1>(LayoutDiv(c, mode), s, d));
  }
}

// A coordinate tuple: the sum of its modes' indices.
template <size_t I, typename C, typename S, typename D>
constexpr auto SumOfModes(const C& c, const S& s, const D& d) {
  if constexpr (I == std::tuple_size<C>::value) return AscendC::Std::Int<0>{};
  else return LayoutAdd(Crd2IdxOf(std::get<I>(c), std::get<I>(s), std::get<I>(d)), SumOfModes<I + 1>(c, s, d));
}

template <typename C, typename S, typename D>
constexpr auto Crd2IdxOf(const C& c, const S& s, const D& d) {
  using AscendC::Std::is_tuple_v;
  if constexpr (is_tuple_v<C>) {
    static_assert(is_tuple_v<S> && is_tuple_v<D>, "Crd2Idx: a coordinate tuple needs a shape and a stride tuple");
    static_assert(std::tuple_size<C>::value == std::tuple_size<S>::value &&
                      std::tuple_size<S>::value == std::tuple_size<D>::value,
                  "Crd2Idx: coordinate, shape and stride have different ranks");
    return SumOfModes<0>(c, s, d);
  } else if constexpr (is_tuple_v<S>) {
    static_assert(is_tuple_v<D> && std::tuple_size<S>::value == std::tuple_size<D>::value,
                  "Crd2Idx: shape and stride have different ranks");
    return Delinearize<0>(c, s, d);
  } else {
    static_assert(!is_tuple_v<D>, "Crd2Idx: a shape value needs a stride value, not a tuple");
    return LayoutMul(c, d);
  }
}

}  // namespace detail
}  // namespace ascendc_host

namespace AscendC {

// The shape and stride of a tensor: element index = sum of coordinate * stride.
template <typename ShapeType, typename StrideType>
struct Layout : private Std::tuple<ShapeType, StrideType> {
  __aicore__ inline constexpr Layout(const ShapeType& shape = {}, const StrideType& stride = {})
      : Std::tuple<ShapeType, StrideType>(shape, stride) {}

  __aicore__ inline constexpr Layout& layout() { return *this; }
  __aicore__ inline constexpr const Layout& layout() const { return *this; }
  __aicore__ inline constexpr ShapeType& GetShape() { return Std::get<0>(Base()); }
  __aicore__ inline constexpr const ShapeType& GetShape() const { return Std::get<0>(Base()); }
  __aicore__ inline constexpr StrideType& GetStride() { return Std::get<1>(Base()); }
  __aicore__ inline constexpr const StrideType& GetStride() const { return Std::get<1>(Base()); }

  // Crd2Idx(coord, *this).
  template <typename CoordType>
  __aicore__ inline constexpr auto operator()(const CoordType& coord) const {
    return ascendc_host::detail::Crd2IdxOf(coord, GetShape(), GetStride());
  }

 private:
  constexpr Std::tuple<ShapeType, StrideType>& Base() { return *this; }
  constexpr const Std::tuple<ShapeType, StrideType>& Base() const { return *this; }
};

template <typename... Ts>
__aicore__ inline constexpr Shape<Ts...> MakeShape(const Ts&... t) {
  return Shape<Ts...>(t...);
}
template <typename... Ts>
__aicore__ inline constexpr Stride<Ts...> MakeStride(const Ts&... t) {
  return Stride<Ts...>(t...);
}
template <typename... Ts>
__aicore__ inline constexpr Coord<Ts...> MakeCoord(Ts const&... t) {
  static_assert(sizeof...(Ts) <= 64, "MakeCoord: a coordinate has at most 64 values");
  return Coord<Ts...>(t...);
}
template <typename ShapeType, typename StrideType>
__aicore__ inline constexpr auto MakeLayout(const ShapeType& shape, const StrideType& stride) {
  static_assert(Std::is_tuple_v<ShapeType> && Std::is_tuple_v<StrideType>,
                "MakeLayout: shape and stride are Std::tuple (MakeShape / MakeStride)");
  return Layout<ShapeType, StrideType>(shape, stride);
}

template <typename CoordType, typename ShapeType, typename StrideType>
__aicore__ inline constexpr auto Crd2Idx(const CoordType& coord, const Layout<ShapeType, StrideType>& layout) {
  return ascendc_host::detail::Crd2IdxOf(coord, layout.GetShape(), layout.GetStride());
}
template <typename CoordType, typename ShapeType, typename StrideType>
__aicore__ inline constexpr auto Crd2Idx(const CoordType& coord, const ShapeType& shape, const StrideType& stride) {
  return ascendc_host::detail::Crd2IdxOf(coord, shape, stride);
}

template <typename T>
struct is_layout : Std::false_type {};
template <typename ShapeType, typename StrideType>
struct is_layout<Layout<ShapeType, StrideType>> : Std::true_type {};
template <typename T>
inline constexpr bool is_layout_v = is_layout<T>::value;

}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_LAYOUT_H_
