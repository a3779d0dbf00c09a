// SPEC 3.3, written as the text states it.
#include "reference/scatter.h"

namespace ascendc_host {
namespace reference {
namespace {

const char* const kApi = "reference::Scatter";

}  // namespace

uint64_t ScatterElementAddress(uint32_t element_bytes, uint32_t dst, uint32_t dst_base_addr, uint32_t offset) {
  const uint64_t d = dst, base = dst_base_addr, off = offset;
  switch (element_bytes) {
    case 1: {
      const uint64_t idx = off < 65535 ? off : 65535;  // saturating 16-bit element index
      return d + base + idx;
    }
    case 2: {
      const uint64_t idx = (off >> 1) < 65535 ? (off >> 1) : 65535;
      return d + base / 2 * 2 + idx * 2;
    }
    case 4:
      return d + base / 4 * 4 + (off >> 2) * 4;
    default:
      return d + base / 4 * 4 + ((2 * (off >> 3)) % (1ull << 32)) * 4;
  }
}

void ScatterCount(const Ub& ub, uint32_t element_bytes, uint32_t dst, uint32_t src, uint32_t dst_offset,
                  uint32_t dst_base_addr, uint32_t count) {
  for (uint64_t k = 0; k < count; ++k) {
    const uint32_t off = ub.Load<uint32_t>(kApi, dst_offset + 4 * k);
    ub.MoveElement(kApi, src + k * element_bytes, ScatterElementAddress(element_bytes, dst, dst_base_addr, off),
                   element_bytes);
  }
}

void ScatterMasked(const Ub& ub, MaskMode mode, const MaskArg& mask, uint32_t element_bytes, uint32_t dst,
                   uint32_t src, uint32_t dst_offset, uint32_t dst_base_addr, uint32_t repeat_time,
                   uint32_t src_rep_stride) {
  const uint64_t epr = 256 / element_bytes, epb = 32 / element_bytes;
  const uint32_t repeats = RepeatCount(Profile::kP950, mode, mask, element_bytes, repeat_time);
  for (uint64_t r = 0; r < repeats; ++r) {
    for (uint64_t k = 0; k < epr; ++k) {
      if (!PositionActive(Profile::kP950, mode, mask, element_bytes, static_cast<uint32_t>(r),
                          static_cast<uint32_t>(k)))
        continue;
      const uint32_t off = ub.Load<uint32_t>(kApi, dst_offset + 4 * (r * epr + k));
      const uint64_t src_index = r * src_rep_stride * epb + k;
      ub.MoveElement(kApi, src + src_index * element_bytes,
                     ScatterElementAddress(element_bytes, dst, dst_base_addr, off), element_bytes);
    }
  }
}

}  // namespace reference
}  // namespace ascendc_host
