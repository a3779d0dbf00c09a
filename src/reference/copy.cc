// DataCopy GM <-> UB (SPEC 6.7): floor(count*s/32)*32 bytes, byte by byte.
#include "reference/copy.h"

namespace ascendc_host {
namespace reference {

uint64_t DataCopyGmToUb(const Ub& ub, uint32_t dst_address, const uint8_t* gm, uint32_t count,
                        uint32_t element_bytes) {
  const uint64_t bytes = static_cast<uint64_t>(count) * element_bytes / 32 * 32;
  for (uint64_t i = 0; i < bytes; ++i) ub.StoreByte("DataCopy", dst_address + i, gm[i]);
  return bytes;
}

uint64_t DataCopyUbToGm(const Ub& ub, uint8_t* gm, uint32_t src_address, uint32_t count,
                        uint32_t element_bytes) {
  const uint64_t bytes = static_cast<uint64_t>(count) * element_bytes / 32 * 32;
  for (uint64_t i = 0; i < bytes; ++i) gm[i] = ub.LoadByte("DataCopy", src_address + i);
  return bytes;
}

void CopyBytes(const uint8_t* src, uint8_t* dst, size_t bytes) {
  for (size_t i = 0; i < bytes; ++i) dst[i] = src[i];
}

}  // namespace reference
}  // namespace ascendc_host
