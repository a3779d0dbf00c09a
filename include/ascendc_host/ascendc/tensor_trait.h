// TensorTrait (辅助数据结构/TensorTrait; SPEC 15.7): a tensor's element type,
// logical position and Layout, for LocalTensor<TensorTrait<T>> and
// GlobalTensor<TensorTrait<T>>. PrimT<TensorTrait<T, ...>> is T.
#ifndef ASCENDC_HOST_ASCENDC_TENSOR_TRAIT_H_
#define ASCENDC_HOST_ASCENDC_TENSOR_TRAIT_H_

#include <cstdint>
#include <tuple>
#include <type_traits>

#include "ascendc_host/ascendc/layout.h"
#include "ascendc_host/ascendc/types.h"

namespace ascendc_host {
namespace detail {

// The element types of the TensorTrait pages (int4b_t has no CPU type).
template <typename T>
inline constexpr bool kTensorTraitElement =
    std::is_same_v<T, uint8_t> || std::is_same_v<T, int8_t> || std::is_same_v<T, int16_t> ||
    std::is_same_v<T, uint16_t> || std::is_same_v<T, bfloat16_t> || std::is_same_v<T, int32_t> ||
    std::is_same_v<T, uint32_t> || std::is_same_v<T, int64_t> || std::is_same_v<T, uint64_t> ||
    std::is_same_v<T, float> || std::is_same_v<T, half>;

// A shape or stride of compile-time values only (Std::Int leaves).
template <typename T>
struct IsStaticTree : std::bool_constant<kStaticInt<T>> {};
template <typename... Ts>
struct IsStaticTree<std::tuple<Ts...>> : std::bool_constant<(IsStaticTree<Ts>::value && ...)> {};
template <typename L>
struct IsStaticLayout : std::false_type {};
template <typename S, typename D>
struct IsStaticLayout<AscendC::Layout<S, D>> : std::bool_constant<IsStaticTree<S>::value && IsStaticTree<D>::value> {};

// Where a TensorTrait keeps its Layout. A Layout of compile-time values
// (the default one included) is fixed by its type, so the trait keeps none:
// it takes the size of one element instead, so that the APIs, which size a
// LocalTensor<T>'s elements by sizeof(T), size a LocalTensor<TensorTrait<T>>'s
// by sizeof(T) as well.
template <typename T, typename LayoutType, bool kStatic = IsStaticLayout<LayoutType>::value>
struct TraitStorage {
  constexpr explicit TraitStorage(const LayoutType& l) : layout(l) {}
  constexpr LayoutType& Get() { return layout; }
  constexpr const LayoutType& Get() const { return layout; }
  LayoutType layout;
};
template <typename T, typename LayoutType>
struct TraitStorage<T, LayoutType, true> {
  constexpr explicit TraitStorage(const LayoutType&) {}
  static LayoutType& Get() {
    static LayoutType layout;  // every value of the type is this one
    return layout;
  }
  alignas(T) unsigned char element_bytes[sizeof(T)] = {};
};

}  // namespace detail
}  // namespace ascendc_host

namespace AscendC {

template <typename T, TPosition pos = TPosition::GM, typename LayoutType = Layout<Shape<>, Stride<>>>
struct TensorTrait : private ascendc_host::detail::TraitStorage<T, LayoutType> {
  static_assert(ascendc_host::detail::kTensorTraitElement<T>,
                "TensorTrait: T is one of uint8_t, int8_t, int16_t, uint16_t, bfloat16_t, int32_t, uint32_t, "
                "int64_t, uint64_t, float, half (page TensorTrait简介)");
  static_assert(is_layout<LayoutType>::value, "TensorTrait: LayoutType is a Layout (page TensorTrait简介)");

  using LiteType = T;
  using LiteLayoutType = LayoutType;
  static constexpr const TPosition tPos = pos;

  __aicore__ inline constexpr TensorTrait(const LayoutType& t = {}) : Storage(t) {}
  __aicore__ inline LayoutType& GetLayout() { return Storage::Get(); }
  __aicore__ inline const LayoutType& GetLayout() const { return Storage::Get(); }
  __aicore__ inline void SetLayout(const LayoutType& t) { Storage::Get() = t; }
  // The layout's shape and stride (the TensorTrait page's example reads them here).
  __aicore__ inline decltype(auto) GetShape() { return GetLayout().GetShape(); }
  __aicore__ inline decltype(auto) GetShape() const { return GetLayout().GetShape(); }
  __aicore__ inline decltype(auto) GetStride() { return GetLayout().GetStride(); }
  __aicore__ inline decltype(auto) GetStride() const { return GetLayout().GetStride(); }

 private:
  using Storage = ascendc_host::detail::TraitStorage<T, LayoutType>;
};

template <typename T, TPosition pos, typename LayoutType>
__aicore__ inline constexpr auto MakeTensorTrait(const LayoutType& t) {
  return TensorTrait<T, pos, LayoutType>(t);
}

template <typename T>
struct is_tensorTrait : Std::false_type {};
template <typename T, TPosition pos, typename LayoutType>
struct is_tensorTrait<TensorTrait<T, pos, LayoutType>> : Std::true_type {};
template <typename T>
inline constexpr bool is_tensorTrait_v = is_tensorTrait<T>::value;

template <typename T, TPosition pos, typename LayoutType>
struct PrimTrait<TensorTrait<T, pos, LayoutType>> {
  using type = T;
};

}  // namespace AscendC

namespace ascendc_host {
namespace detail {
// A LocalTensor/GlobalTensor of this type sizes its elements right: a plain
// type, or a TensorTrait the size of its element (a Layout of compile-time
// values, the default Layout included).
template <typename T>
inline constexpr bool kTensorElementSized = sizeof(T) == sizeof(AscendC::PrimT<T>);
}  // namespace detail
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_ASCENDC_TENSOR_TRAIT_H_
