// InitGlobalMemory (SPEC 11.4): fills `size` elements of a GM tensor with a
// value, typically a workspace before blocks accumulate into it.
#ifndef ASCENDC_HOST_ASCENDC_INIT_GLOBAL_MEMORY_H_
#define ASCENDC_HOST_ASCENDC_INIT_GLOBAL_MEMORY_H_

#include <cstdint>
#include <cstring>
#include <string>
#include <type_traits>

#include "ascendc_host/ascendc/tensor.h"
#include "ascendc_host/ascendc/types.h"
#include "ascendc_host/error.h"
#include "ascendc_host/runtime.h"

namespace AscendC {

// FATAL beyond the bound size of the tensor unless its registered GM
// allocation holds the elements (SPEC 6.4), and beyond that allocation.
template <typename T>
__aicore__ inline void InitGlobalMemory(GlobalTensor<T>& gmWorkspaceAddr, const uint64_t size, const T value) {
  static_assert(std::is_same_v<T, uint16_t> || std::is_same_v<T, int16_t> || std::is_same_v<T, half> ||
                    std::is_same_v<T, float> || std::is_same_v<T, uint32_t> || std::is_same_v<T, int32_t>,
                "InitGlobalMemory: T is uint16_t, int16_t, half, float, uint32_t or int32_t");
  const char* api = "InitGlobalMemory";
  T* dst = gmWorkspaceAddr.GetPhyAddr();
  if (size == 0) return;
  if (dst == nullptr) ascendc_host::RaiseFatal(api, "gmWorkspaceAddr", "null", "GlobalTensor is not bound");
  if (gmWorkspaceAddr.HasKnownSize() && size > gmWorkspaceAddr.GetSize() &&
      !(size <= UINT64_MAX / sizeof(T) && ascendc_host::InsideGmAllocation(dst, size * sizeof(T))))
    ascendc_host::RaiseFatal(api, "size", std::to_string(size),
                             ("exceeds the bound GM buffer of " + std::to_string(gmWorkspaceAddr.GetSize()) +
                              " elements and lies outside any GM allocation that holds it (SPEC 6.4)")
                                 .c_str());
  size_t available = 0;
  if (ascendc_host::GmBytesAvailable(dst, &available) && available / sizeof(T) < size)
    ascendc_host::RaiseFatal(api, "size", std::to_string(size),
                             ("exceeds the GM buffer: " + std::to_string(available / sizeof(T)) + " elements left")
                                 .c_str());
  uint8_t* p = reinterpret_cast<uint8_t*>(dst);
  for (uint64_t i = 0; i < size; ++i) std::memcpy(p + i * sizeof(T), &value, sizeof(T));
}

// The older name of InitGlobalMemory, still used by example kernels.
template <typename T>
__aicore__ inline void InitOutput(GlobalTensor<T> gmWorkspaceAddr, const uint64_t size, const T value = 0) {
  InitGlobalMemory(gmWorkspaceAddr, size, value);
}

}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_INIT_GLOBAL_MEMORY_H_
