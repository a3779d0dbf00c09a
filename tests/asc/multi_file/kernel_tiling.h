// Shared by the kernel source and the host: found next to kernel.asc
// whatever folder the compiler runs in.
#ifndef MULTI_FILE_KERNEL_TILING_H_
#define MULTI_FILE_KERNEL_TILING_H_
#include <cstdint>
struct ScaleTiling {
  uint32_t blockLength;
  int32_t factor;
};
#endif  // MULTI_FILE_KERNEL_TILING_H_
