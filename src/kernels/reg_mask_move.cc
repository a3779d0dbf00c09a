// MaskReg <-> UB (kernels/reg_move.h). A predicate is 32 bytes: the moves
// are bit spreads and bit selections on at most 64 bytes, done with
// word-wide bit tricks; vector code would not pay for its setup here, so
// this file is the same on every target (no dispatch).
#include <cstring>

#include "ascendc_host/kernels/reg_move.h"

namespace ascendc_host {
namespace kernels {
namespace {

// Bits 0..31 of x to the even bits of the result (bit i -> bit 2i).
uint64_t SpreadBits(uint64_t x) {
  x &= 0xFFFFFFFFull;
  x = (x | (x << 16)) & 0x0000FFFF0000FFFFull;
  x = (x | (x << 8)) & 0x00FF00FF00FF00FFull;
  x = (x | (x << 4)) & 0x0F0F0F0F0F0F0F0Full;
  x = (x | (x << 2)) & 0x3333333333333333ull;
  x = (x | (x << 1)) & 0x5555555555555555ull;
  return x;
}

// The even bits of x to bits 0..31 (bit 2i -> bit i).
uint64_t EvenBits(uint64_t x) {
  x &= 0x5555555555555555ull;
  x = (x | (x >> 1)) & 0x3333333333333333ull;
  x = (x | (x >> 2)) & 0x0F0F0F0F0F0F0F0Full;
  x = (x | (x >> 4)) & 0x00FF00FF00FF00FFull;
  x = (x | (x >> 8)) & 0x0000FFFF0000FFFFull;
  x = (x | (x >> 16)) & 0x00000000FFFFFFFFull;
  return x;
}

}  // namespace

void LoadMaskBits(MaskMove dist, const uint8_t* src, uint64_t* predicate) {
  uint64_t in[8] = {};
  switch (dist) {
    case MaskMove::kNorm:
      std::memcpy(predicate, src, 32);
      return;
    case MaskMove::kUpsample: {
      // Every bit twice: 128 bits in, 256 out.
      std::memcpy(in, src, 16);
      for (int w = 0; w < 4; ++w) {
        const uint64_t half = (in[w / 2] >> (32 * (w % 2))) & 0xFFFFFFFFull;
        const uint64_t even = SpreadBits(half);
        predicate[w] = even | (even << 1);
      }
      return;
    }
    default: {
      // Every other bit: 512 bits in, 256 out.
      std::memcpy(in, src, 64);
      for (int w = 0; w < 4; ++w) predicate[w] = EvenBits(in[2 * w]) | (EvenBits(in[2 * w + 1]) << 32);
      return;
    }
  }
}

void StoreMaskBits(MaskMove dist, const uint64_t* predicate, uint8_t* dst) {
  if (dist != MaskMove::kPack) {
    std::memcpy(dst, predicate, 32);
    return;
  }
  uint64_t out[2];
  for (int w = 0; w < 2; ++w) out[w] = EvenBits(predicate[2 * w]) | (EvenBits(predicate[2 * w + 1]) << 32);
  std::memcpy(dst, out, 16);
}

}  // namespace kernels
}  // namespace ascendc_host
