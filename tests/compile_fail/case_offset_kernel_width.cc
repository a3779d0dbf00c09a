// flags:
// expect: no matching function for call to [^ ]*GatherByOffsets
// The width-generic offset kernels exist for uint8_t..uint64_t only: a signed
// or floating-point element pointer is no width the library instantiates.
#include "ascendc_host/kernels.h"
void Move(const uint8_t* base, const uint32_t* offsets, int32_t* dst) {
  ascendc_host::kernels::GatherByOffsets(base, offsets, 4, ascendc_host::kernels::OffsetMap{}, dst);
}
