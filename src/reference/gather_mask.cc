// GatherMask (SPEC 2.3), position by position, as the pseudo-code states it.
#include "reference/gather_mask.h"

#include <vector>

namespace ascendc_host {
namespace reference {
namespace {

constexpr const char* kApi = "GatherMask (reference)";
constexpr uint8_t kBuiltinByte[8] = {0x00, 0x55, 0xAA, 0x11, 0x22, 0x44, 0x88, 0xFF};

uint64_t Keep(const Ub& ub, const GatherMaskArgs& a, uint64_t r, uint64_t p) {
  if (a.pattern_is_tensor) {
    const uint64_t q = r * a.src1_repeat_stride * 32 * 8 + p;
    return (ub.LoadByte(kApi, a.pattern + q / 8) >> (q % 8)) & 1u;
  }
  return (kBuiltinByte[a.builtin_id] >> (p % 8)) & 1u;
}

uint64_t Run(const Ub& ub, const GatherMaskArgs& a) {
  if (!a.pattern_is_tensor && (a.builtin_id == 0 || a.builtin_id > 7)) return 0;
  if (a.reduce_mode && a.mask == 0) return 0;
  const uint64_t s = a.element_bytes, epb = 32 / s, epv = 256 / s;
  const uint64_t n = a.reduce_mode ? a.mask : epv;
  uint64_t out = 0;
  std::vector<uint8_t> chunk_bytes;
  std::vector<uint64_t> chunk_keep;
  for (uint64_t r = 0; r < a.repeat_times; ++r) {
    // A VL chunk of EPV positions is read completely before any of its kept
    // elements is written (SPEC 2.3, order of effects).
    for (uint64_t c0 = 0; c0 < n; c0 += epv) {
      chunk_bytes.clear();
      chunk_keep.clear();
      for (uint64_t p = c0; p < n && p < c0 + epv; ++p) {
        const uint64_t blk = p / epb;
        const uint64_t e = r * a.src0_repeat_stride * epb + blk * a.src0_block_stride * epb + (p % epb);
        for (uint64_t b = 0; b < s; ++b) chunk_bytes.push_back(ub.LoadByte(kApi, a.src0 + e * s + b));
        chunk_keep.push_back(Keep(ub, a, r, p));
      }
      for (uint64_t i = 0; i < chunk_keep.size(); ++i) {
        if (!chunk_keep[i]) continue;
        for (uint64_t b = 0; b < s; ++b) ub.StoreByte(kApi, a.dst + out * s + b, chunk_bytes[i * s + b]);
        ++out;
      }
    }
  }
  return out;
}

}  // namespace

uint64_t GatherMask(Profile profile, const Ub& ub, const GatherMaskArgs& args, MaskMode& mask_mode) {
  const uint64_t kept = Run(ub, args);
  if (profile == Profile::kPA2) mask_mode = MaskMode::kNormal;
  return kept;
}

}  // namespace reference
}  // namespace ascendc_host
