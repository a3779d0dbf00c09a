// SPEC 0.4, written as the text states it, position by position.
#include "reference/reference.h"

namespace ascendc_host {
namespace reference {
namespace {

uint64_t CounterTotal(Profile profile, const MaskArg& mask) {
  if (mask.bitwise) return mask.words[0];
  if (profile == Profile::kPA2) {
    // PA2 contiguous overload: the Normal-mode encoding of `mask` is read as N.
    return mask.contiguous >= 64 ? ~0ull : (1ull << mask.contiguous) - 1;
  }
  return mask.contiguous;
}

bool NormalBit(const MaskArg& mask, uint32_t element_bytes, uint32_t k) {
  const uint32_t epr = 256 / element_bytes;
  if (!mask.bitwise) {
    const uint64_t m = mask.contiguous > epr ? epr : mask.contiguous;  // release: clamp
    return k < m;
  }
  uint64_t w0 = mask.words[0], w1 = mask.words[1];
  if (element_bytes >= 4) w1 = 0;                  // b32/b64: mask[1] ignored
  if (element_bytes == 8) w0 &= 0xFFFFFFFFull;     // b64: upper bits ignored
  return k < 64 ? ((w0 >> k) & 1u) : ((w1 >> (k - 64)) & 1u);
}

}  // namespace

uint32_t RepeatCount(Profile profile, MaskMode mode, const MaskArg& mask, uint32_t element_bytes,
                     uint32_t repeat_time) {
  const uint64_t epr = 256 / element_bytes;
  if (mode == MaskMode::kCounter) {
    const uint64_t n = CounterTotal(profile, mask) % (1ull << 32);
    return static_cast<uint32_t>(((n + epr - 1) / epr) % 256);
  }
  bool any = false;
  for (uint32_t k = 0; k < epr; ++k) any = any || NormalBit(mask, element_bytes, k);
  return any ? repeat_time : 0;
}

bool PositionActive(Profile profile, MaskMode mode, const MaskArg& mask, uint32_t element_bytes, uint32_t r,
                    uint32_t k) {
  const uint64_t epr = 256 / element_bytes;
  if (mode == MaskMode::kCounter) {
    const uint64_t n = CounterTotal(profile, mask) % (1ull << 32);
    const uint64_t before = r * epr;
    const uint64_t in_repeat = n > before ? (n - before < epr ? n - before : epr) : 0;
    return k < in_repeat;
  }
  return NormalBit(mask, element_bytes, k);
}

}  // namespace reference
}  // namespace ascendc_host
