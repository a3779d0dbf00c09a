// flags:
// expect: Scatter: mask overloads exist on Ascend 950 for b16/b32/b64 types only
#include "kernel_operator.h"
void Scatter8(const AscendC::LocalTensor<uint8_t>& dst, const AscendC::LocalTensor<uint8_t>& src,
              const AscendC::LocalTensor<uint32_t>& offsets) {
  AscendC::Scatter(dst, src, offsets, 0u, uint64_t{64}, 1, 8);
}
