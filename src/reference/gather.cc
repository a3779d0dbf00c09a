// SPEC 5.3, written as the text states it.
#include "reference/gather.h"

namespace ascendc_host {
namespace reference {
namespace {

const char* const kApi = "reference::Gather";

}  // namespace

uint64_t GatherElementAddress(Profile profile, uint32_t element_bytes, uint32_t src, uint32_t src_base_addr,
                              uint32_t offset) {
  const uint64_t s = src, base = src_base_addr, off = offset;
  if (profile == Profile::kPA2) return s + base + off;  // the hardware adds raw bytes
  switch (element_bytes) {
    case 1:
      return s + base + (off % 65536);
    case 2:
      return s + base / 2 * 2 + ((off >> 1) % 65536) * 2;
    case 4:
      return s + base / 4 * 4 + (off >> 2) * 4;
    default:
      return s + base / 4 * 4 + ((2 * (off >> 3)) % (1ull << 32)) * 4;
  }
}

void GatherCount(const Ub& ub, Profile profile, uint32_t element_bytes, uint32_t dst, uint32_t src,
                 uint32_t src_offset, uint32_t src_base_addr, uint32_t count) {
  auto one = [&](uint64_t k) {
    const uint32_t off = ub.Load<uint32_t>(kApi, src_offset + 4 * k);
    ub.MoveElement(kApi, GatherElementAddress(profile, element_bytes, src, src_base_addr, off), dst + k * element_bytes,
                   element_bytes);
  };
  if (profile == Profile::kPA2) {
    // The PA2 devkit computes the repeat count in 8 bits: (count/EPR) mod 256
    // full repeats, then the tail at element count - tail (SPEC 5.5).
    const uint64_t epr = 256 / element_bytes;
    const uint64_t full = (count / epr) % 256, tail = count % epr;
    for (uint64_t k = 0; k < full * epr; ++k) one(k);
    for (uint64_t k = count - tail; k < count; ++k) one(k);
    return;
  }
  for (uint64_t k = 0; k < count; ++k) one(k);
}

void GatherMasked(const Ub& ub, Profile profile, MaskMode mode, const MaskArg& mask, uint32_t element_bytes,
                  uint32_t dst, uint32_t src, uint32_t src_offset, uint32_t src_base_addr, uint32_t repeat_time,
                  uint32_t dst_rep_stride) {
  const uint64_t epr = 256 / element_bytes, epb = 32 / element_bytes;
  const uint32_t repeats = RepeatCount(profile, mode, mask, element_bytes, repeat_time);
  for (uint64_t r = 0; r < repeats; ++r) {
    for (uint64_t k = 0; k < epr; ++k) {
      if (!PositionActive(profile, mode, mask, element_bytes, static_cast<uint32_t>(r), static_cast<uint32_t>(k)))
        continue;
      const uint32_t off = ub.Load<uint32_t>(kApi, src_offset + 4 * (r * epr + k));
      const uint64_t dst_index = r * dst_rep_stride * epb + k;
      ub.MoveElement(kApi, GatherElementAddress(profile, element_bytes, src, src_base_addr, off),
                     dst + dst_index * element_bytes, element_bytes);
    }
  }
}

}  // namespace reference
}  // namespace ascendc_host
