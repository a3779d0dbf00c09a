// The Reg-level moves beyond the seeds (reference/reg_data_move.h), from
// the pages.
#include "reference/reg_data_move.h"

#include <cstring>

namespace ascendc_host {
namespace reference {
namespace reg {

namespace {

bool MemoryBit(const Ub& ub, uint64_t address, uint64_t bit) {
  return (ub.LoadByte("LoadAlign", address + bit / 8) >> (bit % 8)) & 1u;
}

// DataBlock j of a register of element_bytes lanes is "selected" when one of
// its lanes is active (the bit of each lane's first byte).
bool BlockActive(const MaskImage& mask, uint32_t element_bytes, uint32_t j) {
  for (uint32_t k = 0; k < 32 / element_bytes; ++k)
    if (mask.Bit(32 * j + k * element_bytes)) return true;
  return false;
}

uint32_t Word(const uint8_t* reg, uint32_t k) {
  uint32_t w;
  std::memcpy(&w, reg + 4 * k, 4);
  return w;
}

}  // namespace

MaskImage LoadMask(const Ub& ub, uint32_t dist, uint64_t address) {
  MaskImage m;
  for (uint32_t j = 0; j < 256; ++j) {
    const uint64_t from = dist == 0 ? j : dist == 1 ? j / 2 : 2 * j;  // NORM, US, DS
    m.SetBit(j, MemoryBit(ub, address, from));
  }
  return m;
}

void StoreMask(const Ub& ub, uint32_t dist, uint64_t address, const MaskImage& mask) {
  const uint32_t bytes = dist == 0 ? 32 : 16;  // NORM, PACK
  for (uint32_t i = 0; i < bytes; ++i) {
    uint8_t v = 0;
    for (uint32_t b = 0; b < 8; ++b) {
      const uint32_t j = 8 * i + b;
      if (mask.Bit(dist == 0 ? j : 2 * j)) v |= static_cast<uint8_t>(1u << b);
    }
    ub.StoreByte("StoreAlign", address + i, v);
  }
}

void LoadBlocks(const Ub& ub, uint32_t element_bytes, uint64_t address, uint32_t block_stride, const MaskImage& mask,
                uint8_t* reg) {
  for (uint32_t j = 0; j < 8; ++j) {
    const bool selected = BlockActive(mask, element_bytes, j);
    for (uint32_t c = 0; c < 32; ++c)
      reg[32 * j + c] = selected ? ub.LoadByte("LoadAlign", address + uint64_t{j} * block_stride * 32 + c) : 0;
  }
}

void StoreBlocks(const Ub& ub, uint32_t element_bytes, uint64_t address, uint32_t block_stride, const uint8_t* reg,
                 const MaskImage& mask) {
  for (uint32_t k = 0; k < 256 / element_bytes; ++k) {
    if (!mask.Active(k, element_bytes)) continue;
    const uint32_t byte = k * element_bytes;
    for (uint32_t c = 0; c < element_bytes; ++c)
      ub.StoreByte("StoreAlign", address + uint64_t{byte / 32} * block_stride * 32 + byte % 32 + c, reg[byte + c]);
  }
}

void Scatter(const Ub& ub, uint32_t src_bytes, int src_reg_num, int64_t base, uint32_t index_bytes, int index_reg_num,
             const uint8_t* src0, const uint8_t* src1, const uint8_t* index0, const uint8_t* index1,
             const MaskImage& mask) {
  (void)index1;
  auto store = [&](uint64_t address, const uint8_t* bytes, uint32_t n) {
    for (uint32_t c = 0; c < n; ++c) ub.StoreByte("Scatter", address + c, bytes[c]);
  };
  if (src_bytes <= 2) {
    // 128 lanes of u16 indices; b8 sources give their even elements.
    for (uint32_t k = 0; k < 128; ++k) {
      if (!mask.Bit(2 * k)) continue;
      uint16_t idx;
      std::memcpy(&idx, index0 + 2 * k, 2);
      store(static_cast<uint64_t>(base + int64_t{idx} * src_bytes), src0 + 2 * k, src_bytes);
    }
    return;
  }
  if (src_bytes == 4) {
    for (uint32_t k = 0; k < 64; ++k) {
      if (!mask.Bit(4 * k)) continue;
      store(static_cast<uint64_t>(base + int64_t{Word(index0, k)} * 4), src0 + 4 * k, 4);
    }
    return;
  }
  // b64: element k's index is the low word of index lane k (a u64 index of
  // RegTraitNumOne: word 2k; RegTraitNumTwo: its low-word register); its
  // word address is 2 * index (mod 2^32).
  const bool split = src_reg_num == 2;
  const uint32_t lanes = split ? 64 : 32;
  for (uint32_t k = 0; k < lanes; ++k) {
    if (!mask.Bit(split ? 4 * k : 8 * k)) continue;
    const uint32_t idx = index_bytes == 8 && index_reg_num == 1 ? Word(index0, 2 * k) : Word(index0, k);
    const uint32_t unit = idx * 2u;
    uint8_t element[8];
    if (split) {
      std::memcpy(element, src0 + 4 * k, 4);
      std::memcpy(element + 4, src1 + 4 * k, 4);
    } else {
      std::memcpy(element, src0 + 8 * k, 8);
    }
    store(static_cast<uint64_t>(base + int64_t{unit} * 4), element, 8);
  }
}

void GatherB(const Ub& ub, uint32_t element_bytes, int64_t base, const uint8_t* index, const MaskImage& mask,
             uint8_t* dst) {
  for (uint32_t j = 0; j < 8; ++j) {
    const bool selected = BlockActive(mask, element_bytes, j);
    const int64_t at = base + Word(index, j);
    for (uint32_t c = 0; c < 32; ++c) dst[32 * j + c] = selected ? ub.LoadByte("GatherB", static_cast<uint64_t>(at) + c) : 0;
  }
}

}  // namespace reg
}  // namespace reference
}  // namespace ascendc_host
