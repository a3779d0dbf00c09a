// flags:
// expect: Gather: unsupported type \(SPEC 5.4
#include "kernel_operator.h"
void GatherDouble(const AscendC::LocalTensor<double>& dst, const AscendC::LocalTensor<double>& src,
                  const AscendC::LocalTensor<uint32_t>& offsets) {
  AscendC::Gather(dst, src, offsets, 0u, 8u);
}
