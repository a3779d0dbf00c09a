// complex32 / complex64 (辅助数据结构/complex32-complex64, 数据结构/内置数据类型;
// SPEC 15.8): {real, imag} of half or float, 4 or 8 bytes, Ascend 950 only.
// As element types they move through the data-movement and element-access
// APIs as their bytes; the compute APIs do not take them.
#ifndef ASCENDC_HOST_ASCENDC_COMPLEX_H_
#define ASCENDC_HOST_ASCENDC_COMPLEX_H_

#include <type_traits>

#include "ascendc_host/ascendc/types.h"
#include "ascendc_host/config.h"

namespace AscendC {

template <class T>
struct Complex {
  static_assert(std::is_same_v<T, half> || std::is_same_v<T, float>,
                "Complex: the real and imaginary parts are half or float (page complex32/complex64)");
  static_assert(ascendc_host::kProfile.profile == ascendc_host::Profile::kP950 || sizeof(T) == 0,
                "complex32/complex64 exist on Ascend 950 only (page complex32/complex64)");
  using EleType = T;

  Complex() = default;
  // complex32 v(1, 2); complex32 v(3); complex64 v = 4;  (imag defaults to 0)
  template <typename R, typename I = int,
            typename = std::enable_if_t<std::is_constructible_v<T, const R&> && std::is_constructible_v<T, const I&>>>
  __aicore__ inline Complex(const R& r, const I& i = I(0))  // NOLINT(google-explicit-constructor)
      : real(static_cast<T>(r)), imag(static_cast<T>(i)) {}

  T real;
  T imag;
};

}  // namespace AscendC

using complex32 = AscendC::Complex<half>;
using complex64 = AscendC::Complex<float>;

#endif  // ASCENDC_HOST_ASCENDC_COMPLEX_H_
