// SPEC 13.12 and 13.13, literally: one byte at a time, addresses relative to
// the DataBlock (A0) that holds the access address.
#include "reference/reg_unaligned.h"

namespace ascendc_host {
namespace reference {
namespace reg {
namespace {

constexpr uint32_t kBlock = 32;

uint64_t BlockOf(uint64_t address) { return address - address % kBlock; }

}  // namespace

void LoadUnalignPre(const Ub& ub, uint64_t address, UnalignLoadState& u) {
  const uint64_t a0 = BlockOf(address);
  for (uint32_t j = 0; j < kBlock; ++j) u.bytes[j] = ub.LoadByte("LoadUnAlignPre", a0 + j);
}

void LoadUnalign(const Ub& ub, uint64_t address, UnalignLoadState& u, uint8_t* reg) {
  const uint32_t off = static_cast<uint32_t>(address % kBlock);
  const uint64_t a0 = address - off;
  // Register byte j: from the unaligned register while it covers address + j,
  // then from UB.
  for (uint32_t j = 0; j < kVl; ++j)
    reg[j] = j < kBlock - off ? u.bytes[off + j] : ub.LoadByte("LoadUnAlign", address + j);
  // The DataBlock after the aligned window [a0 + 32, a0 + 288); bytes past
  // the end of UB read as zero.
  for (uint32_t j = 0; j < kBlock; ++j) {
    const uint64_t at = a0 + kVl + j;
    u.bytes[j] = at < ub.size() ? ub.LoadByte("LoadUnAlign", at) : 0;
  }
}

void LoadUnalignB64Split(const Ub& ub, uint64_t address, uint32_t second_bytes, UnalignLoadState& u, uint8_t* reg0,
                         uint8_t* reg1) {
  uint8_t first[kVl], second[kVl];
  LoadUnalign(ub, address, u, first);
  LoadUnalign(ub, address + second_bytes, u, second);
  // 64 elements: words 2k (low) and 2k+1 (high) of element k.
  for (uint32_t k = 0; k < 64; ++k) {
    const uint8_t* element = k < 32 ? first + 8 * k : second + 8 * (k - 32);
    for (uint32_t b = 0; b < 4; ++b) {
      reg0[4 * k + b] = element[b];
      reg1[4 * k + b] = element[4 + b];
    }
  }
}

void StoreUnalign(const Ub& ub, uint64_t address, const uint8_t* bytes, uint32_t n, UnalignStoreState& u) {
  const uint32_t off = static_cast<uint32_t>(address % kBlock);
  const uint64_t a0 = address - off;
  const uint32_t end = off + n;                 // stream end, relative to a0
  const uint32_t whole = end / kBlock * kBlock; // bytes up to the last DataBlock boundary
  const uint32_t start = u.from < off ? u.from : off;
  // Stream position j (relative to a0): pending bytes before `off`, the new
  // bytes from `off` on.
  auto stream = [&](uint32_t j) -> uint8_t { return j < off ? u.bytes[j] : bytes[j - off]; };
  for (uint32_t j = start; j < whole; ++j) ub.StoreByte("StoreUnAlign", a0 + j, stream(j));
  // What is left pends: within the first DataBlock when no boundary was
  // reached, else the part after the last boundary.
  const uint32_t base = whole;
  const uint32_t keep_from = whole == 0 ? start : 0;
  const uint32_t keep_to = end - base;
  UnalignStoreState next;
  if (keep_from < keep_to) {
    next.from = keep_from;
    for (uint32_t k = keep_from; k < keep_to; ++k) next.bytes[k] = stream(base + k);
  }
  u = next;
}

void StoreMaskUnalign(const Ub& ub, uint64_t address, uint32_t element_bytes, const MaskImage& mask,
                      UnalignStoreState& u) {
  const uint32_t bits = kVl / element_bytes;  // 128 (b16) or 64 (b32)
  uint8_t packed[kVl] = {};
  for (uint32_t i = 0; i < bits; ++i)
    if (mask.Bit(i * element_bytes)) packed[i / 8] |= static_cast<uint8_t>(1u << (i % 8));
  StoreUnalign(ub, address, packed, bits / 8, u);
}

void StoreUnalignPost(const Ub& ub, uint64_t address, UnalignStoreState& u) {
  const uint32_t off = static_cast<uint32_t>(address % kBlock);
  const uint64_t a0 = address - off;
  for (uint32_t j = u.from; j < off; ++j) ub.StoreByte("StoreUnAlignPost", a0 + j, u.bytes[j]);
  u = UnalignStoreState();
}

void Move(uint32_t element_bytes, int reg_num, const uint8_t* src0, const uint8_t* src1, const MaskImage& mask,
          uint8_t* dst0, uint8_t* dst1) {
  if (reg_num == 2) {
    // 64 b64 elements as word pairs; element k active iff bit 4k.
    for (uint32_t k = 0; k < 64; ++k) {
      if (!mask.Bit(4 * k)) continue;
      for (uint32_t b = 0; b < 4; ++b) {
        dst0[4 * k + b] = src0[4 * k + b];
        dst1[4 * k + b] = src1[4 * k + b];
      }
    }
    return;
  }
  for (uint32_t k = 0; k < kVl / element_bytes; ++k)
    if (mask.Active(k, element_bytes))
      for (uint32_t b = 0; b < element_bytes; ++b) dst0[k * element_bytes + b] = src0[k * element_bytes + b];
}

MaskImage MaskGen(uint32_t element_bytes, uint32_t offset, const uint8_t* reg) {
  // b16: a 16-byte block, each of its 128 bits twice; b32: an 8-byte block,
  // each of its 64 bits four times.
  const uint8_t* block = reg + offset * (kBlock / element_bytes);
  MaskImage m;
  for (uint32_t b = 0; b < kVl; ++b) {
    const uint32_t i = b / element_bytes;
    m.SetBit(b, (block[i / 8] >> (i % 8)) & 1u);
  }
  return m;
}

}  // namespace reg
}  // namespace reference
}  // namespace ascendc_host
