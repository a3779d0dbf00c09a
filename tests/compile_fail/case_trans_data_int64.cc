// flags:
// expect: TransDataTo5HD: unsupported element type on this profile
#include "kernel_operator.h"
void Convert(const AscendC::LocalTensor<uint64_t>& dst, const AscendC::LocalTensor<uint64_t>& src) {
  AscendC::TransDataTo5HD<int64_t>(dst, src, AscendC::TransDataTo5HDParams());
}
