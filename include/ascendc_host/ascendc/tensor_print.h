// LocalTensor::Print and LocalTensor::ToFile (数据结构/LocalTensor; SPEC 15.4):
// CPU debugging aids. Print writes one DataBlock (32 bytes) of elements per
// line to the kernel output ("0008: 8 9 10 ..."); ToFile writes the raw
// bytes of the tensor's GetSize() elements to a file.
#ifndef ASCENDC_HOST_ASCENDC_TENSOR_PRINT_H_
#define ASCENDC_HOST_ASCENDC_TENSOR_PRINT_H_

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <string>
#include <type_traits>

#include "ascendc_host/ascendc/tensor.h"
#include "ascendc_host/runtime.h"

namespace ascendc_host {
namespace detail {

// One element as Print shows it: integers in decimal, floating types with
// %g (half and bfloat16_t through float), complex values as "re+imj".
template <typename P>
void AppendElement(std::string& out, const P& v) {
  char buf[64];
  if constexpr (std::is_same_v<P, bool>) {
    std::snprintf(buf, sizeof(buf), "%d", v ? 1 : 0);
  } else if constexpr (std::is_integral_v<P> && std::is_signed_v<P>) {
    std::snprintf(buf, sizeof(buf), "%lld", static_cast<long long>(v));
  } else if constexpr (std::is_integral_v<P>) {
    std::snprintf(buf, sizeof(buf), "%llu", static_cast<unsigned long long>(v));
  } else if constexpr (std::is_floating_point_v<P> || std::is_same_v<P, half> || std::is_same_v<P, bfloat16_t>) {
    std::snprintf(buf, sizeof(buf), "%g", static_cast<double>(static_cast<float>(v)));
  } else if constexpr (std::is_class_v<P> && sizeof(P) == 2 * sizeof(typename P::EleType)) {
    std::snprintf(buf, sizeof(buf), "%g%+gj", static_cast<double>(static_cast<float>(v.real)),
                  static_cast<double>(static_cast<float>(v.imag)));
  } else {
    static_assert(sizeof(P) == 0, "LocalTensor::Print: no text form for this element type");
  }
  out += buf;
}

template <typename T>
void PrintLocalTensor(const AscendC::LocalTensor<T>& tensor, uint32_t len) {
  using P = AscendC::PrimT<T>;
  const uint32_t count = std::min(len, tensor.GetSize());
  if (count == 0) return;
  // The whole range first: nothing is printed from a tensor that leaves the UB.
  runtime::CheckUbRange("LocalTensor::Print", "tensor", tensor.GetPhyAddr(), static_cast<size_t>(count) * sizeof(P));
  const uint32_t per_line = static_cast<uint32_t>(std::max<size_t>(1, kDataBlockBytes / sizeof(P)));
  std::string text;
  for (uint32_t first = 0; first < count; first += per_line) {
    char index[16];
    std::snprintf(index, sizeof(index), "%04u:", first);
    text += index;
    for (uint32_t i = first; i < std::min(count, first + per_line); ++i) {
      text += ' ';
      AppendElement(text, tensor.GetValue(i));
    }
    text += '\n';
  }
  runtime::WriteKernelOutput(runtime::CurrentCore(), text.data(), text.size());
}

template <typename T>
int32_t LocalTensorToFile(const AscendC::LocalTensor<T>& tensor, const std::string& file_name) {
  const size_t bytes = static_cast<size_t>(tensor.GetSize()) * sizeof(AscendC::PrimT<T>);
  if (bytes != 0) runtime::CheckUbRange("LocalTensor::ToFile", "tensor", tensor.GetPhyAddr(), bytes);
  std::FILE* file = std::fopen(file_name.c_str(), "wb");
  if (file == nullptr) return -1;
  const bool written = bytes == 0 || std::fwrite(tensor.GetPhyAddr(), 1, bytes, file) == bytes;
  const bool closed = std::fclose(file) == 0;
  return written && closed ? 0 : -1;
}

}  // namespace detail
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_ASCENDC_TENSOR_PRINT_H_
