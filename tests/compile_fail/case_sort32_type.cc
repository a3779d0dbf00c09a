// flags:
// expect: Sort32: unsupported element type
#include "kernel_operator.h"
void SortInts(const AscendC::LocalTensor<int32_t>& d, const AscendC::LocalTensor<int32_t>& s,
              const AscendC::LocalTensor<uint32_t>& i) {
  AscendC::Sort32(d, s, i, 1);
}
