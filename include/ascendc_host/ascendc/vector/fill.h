// Filling (数据填充): Duplicate, in the count form (scalar, or on Ascend 950
// the first element of a tensor) and both mask forms. docs/SPEC.md section 8.
#ifndef ASCENDC_HOST_ASCENDC_VECTOR_FILL_H_
#define ASCENDC_HOST_ASCENDC_VECTOR_FILL_H_

#include <cstdint>
#include <type_traits>

#include "ascendc_host/ascendc/tensor.h"
#include "ascendc_host/ascendc/vector/common.h"
#include "ascendc_host/ascendc/vector/scalar.h"

namespace AscendC {

template <typename T, typename U, typename = std::enable_if_t<::ascendc_host::detail::kScalarArgument<U>>>
__aicore__ inline void Duplicate(const LocalTensor<T>& dst, const U& scalarValue, const int32_t& count) {
  namespace d = ::ascendc_host::detail;
  static_assert(d::ScalarTypeSupported<::ascendc_host::ScalarOp::kDuplicate, T>(false),
                "Duplicate: unsupported element type on this profile (see its page, 数据类型)");
  d::ScalarVector<::ascendc_host::ScalarOp::kDuplicate, T>(dst, nullptr, d::ScalarBits<d::StorageOf<T>>(static_cast<T>(scalarValue)),
                                                        false, d::VectorForm::Count(count));
}

// Ascend 950: src[0] fills the first `count` elements of dst.
template <typename T>
__aicore__ inline void Duplicate(const LocalTensor<T>& dst, const LocalTensor<T>& src, const int32_t& count) {
  namespace d = ::ascendc_host::detail;
  static_assert(sizeof(T) > 0 && ::ascendc_host::kProfile.profile == ::ascendc_host::Profile::kP950,
                "Duplicate from a LocalTensor exists on Ascend 950 only");
  static_assert(d::ScalarTypeSupported<::ascendc_host::ScalarOp::kDuplicate, T>(false),
                "Duplicate: unsupported element type on this profile (see its page, 数据类型)");
  // src[0] is read (range-checked) only when something is written.
  const T first = count > 0 ? static_cast<T>(src.GetValue(0)) : T{};
  d::ScalarVector<::ascendc_host::ScalarOp::kDuplicate, T>(dst, nullptr, d::ScalarBits<d::StorageOf<T>>(first), false,
                                                        d::VectorForm::Count(count));
}

template <typename T, bool isSetMask = true, typename U,
          typename = std::enable_if_t<::ascendc_host::detail::kScalarArgument<U>>>
__aicore__ inline void Duplicate(const LocalTensor<T>& dst, const U& scalarValue, const uint64_t mask[],
                                 const uint8_t repeatTime, const uint16_t dstBlockStride,
                                 const uint8_t dstRepeatStride) {
  namespace d = ::ascendc_host::detail;
  static_assert(d::ScalarTypeSupported<::ascendc_host::ScalarOp::kDuplicate, T>(true),
                "Duplicate: unsupported element type for the mask forms on this profile (see its page)");
  d::ScalarVector<::ascendc_host::ScalarOp::kDuplicate, T>(dst, nullptr, d::ScalarBits<T>(static_cast<T>(scalarValue)), false,
                                                        d::VectorForm::Bitwise(mask, repeatTime, isSetMask),
                                                        dstBlockStride, dstRepeatStride);
}

template <typename T, bool isSetMask = true, typename U,
          typename = std::enable_if_t<::ascendc_host::detail::kScalarArgument<U>>>
__aicore__ inline void Duplicate(const LocalTensor<T>& dst, const U& scalarValue, uint64_t mask,
                                 const uint8_t repeatTime, const uint16_t dstBlockStride,
                                 const uint8_t dstRepeatStride) {
  namespace d = ::ascendc_host::detail;
  static_assert(d::ScalarTypeSupported<::ascendc_host::ScalarOp::kDuplicate, T>(true),
                "Duplicate: unsupported element type for the mask forms on this profile (see its page)");
  d::ScalarVector<::ascendc_host::ScalarOp::kDuplicate, T>(dst, nullptr, d::ScalarBits<T>(static_cast<T>(scalarValue)), false,
                                                        d::VectorForm::Contiguous(mask, repeatTime, isSetMask),
                                                        dstBlockStride, dstRepeatStride);
}

}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_VECTOR_FILL_H_
