// The Reg layer written literally from SPEC 0.5, 1.3, 4.4, 4.5 and 4.8.
#include "reference/reg_reference.h"

#include <cstring>
#include <string>

namespace ascendc_host {
namespace reference {
namespace reg {
namespace {

uint64_t Little(const uint8_t* p, uint32_t bytes) {
  uint64_t v = 0;
  for (uint32_t i = 0; i < bytes; ++i) v |= static_cast<uint64_t>(p[i]) << (8 * i);
  return v;
}

// Lanes the generators count (SPEC 0.5 `Lm`).
uint32_t GeneratorLanes(uint32_t element_bytes, int reg_num) {
  if (element_bytes == 8) return reg_num == 2 ? 64 : 32;
  return kVl / element_bytes;
}

// Sets the predicate bits of generator lane k (SPEC 0.5, review R2).
void SetLane(MaskImage& m, uint32_t element_bytes, int reg_num, uint32_t k) {
  if (element_bytes == 8 && reg_num == 1) {
    for (uint32_t b = 0; b < 8; b += 2) m.SetBit(8 * k + b, true);
  } else if (element_bytes == 8) {
    for (uint32_t b = 0; b < 4; ++b) m.SetBit(4 * k + b, true);
  } else {
    for (uint32_t b = 0; b < element_bytes; ++b) m.SetBit(element_bytes * k + b, true);
  }
}

}  // namespace

MaskImage UpdateMask(uint32_t element_bytes, int reg_num, uint32_t& n) {
  const uint32_t lanes = GeneratorLanes(element_bytes, reg_num);
  MaskImage m;
  for (uint32_t k = 0; k < lanes && k < n; ++k) SetLane(m, element_bytes, reg_num, k);
  n = n < lanes ? 0 : n - lanes;
  return m;
}

MaskImage CreateMask(uint32_t element_bytes, int reg_num, uint32_t pattern) {
  const uint32_t lanes = GeneratorLanes(element_bytes, reg_num);
  static const uint32_t kVlCounts[] = {0, 1, 2, 3, 4, 8, 16, 32, 64, 128};
  MaskImage m;
  for (uint32_t k = 0; k < lanes; ++k) {
    bool on = false;
    if (pattern == 0) on = true;
    else if (pattern >= 1 && pattern <= 9) on = k < kVlCounts[pattern];
    else if (pattern == 10) on = k % 3 == 0;
    else if (pattern == 11) on = k % 4 == 0;
    else if (pattern == 12) on = k < lanes / 2;
    else if (pattern == 13) on = k < lanes / 4;
    if (on) SetLane(m, element_bytes, reg_num, k);
  }
  return m;
}

uint64_t AddrRegBytes(uint32_t element_bytes, const uint32_t* indices, const uint32_t* strides, int pairs) {
  uint64_t elements = 0;
  for (int i = 0; i < pairs; ++i) elements += static_cast<uint64_t>(indices[i]) * strides[i];
  return elements * element_bytes;
}

void Load(const Ub& ub, uint32_t dist, uint64_t a, uint8_t* R) {
  const char* api = "LoadAlign";
  auto M = [&](uint64_t x) { return ub.LoadByte(api, a + x); };
  for (uint32_t j = 0; j < kVl; ++j) R[j] = 0;
  switch (dist) {
    case 0: for (uint32_t j = 0; j < 256; ++j) R[j] = M(j); break;                  // NORM
    case 1: for (uint32_t j = 0; j < 256; ++j) R[j] = M(0); break;                  // BRC_B8
    case 2: for (uint32_t j = 0; j < 256; ++j) R[j] = M(j % 2); break;              // BRC_B16
    case 3: for (uint32_t j = 0; j < 256; ++j) R[j] = M(j % 4); break;              // BRC_B32
    case 6: for (uint32_t j = 0; j < 256; ++j) R[j] = M(j / 2); break;              // US_B8
    case 7:                                                                          // US_B16
      for (uint32_t i = 0; i < 64; ++i)
        for (uint32_t c = 0; c < 2; ++c) R[4 * i + c] = R[4 * i + 2 + c] = M(2 * i + c);
      break;
    case 8: for (uint32_t j = 0; j < 256; ++j) R[j] = M(2 * j); break;              // DS_B8
    case 9:                                                                          // DS_B16
      for (uint32_t i = 0; i < 128; ++i)
        for (uint32_t c = 0; c < 2; ++c) R[2 * i + c] = M(4 * i + c);
      break;
    case 13: for (uint32_t i = 0; i < 128; ++i) R[2 * i] = M(i); break;             // UNPACK_B8
    case 14:                                                                         // UNPACK_B16
      for (uint32_t i = 0; i < 64; ++i)
        for (uint32_t c = 0; c < 2; ++c) R[4 * i + c] = M(2 * i + c);
      break;
    case 18:                                                                         // UNPACK_B32
      for (uint32_t i = 0; i < 32; ++i)
        for (uint32_t c = 0; c < 4; ++c) R[8 * i + c] = M(4 * i + c);
      break;
    case 20: for (uint32_t i = 0; i < 64; ++i) R[4 * i] = M(i); break;              // UNPACK4_B8
    case 15:                                                                         // BLK
      for (uint32_t b = 0; b < 8; ++b)
        for (uint32_t c = 0; c < 32; ++c) R[32 * b + c] = M(c);
      break;
    case 16:                                                                         // E2B_B16
      for (uint32_t b = 0; b < 8; ++b)
        for (uint32_t l = 0; l < 16; ++l)
          for (uint32_t c = 0; c < 2; ++c) R[32 * b + 2 * l + c] = M(2 * b + c);
      break;
    case 17:                                                                         // E2B_B32
      for (uint32_t b = 0; b < 8; ++b)
        for (uint32_t l = 0; l < 8; ++l)
          for (uint32_t c = 0; c < 4; ++c) R[32 * b + 4 * l + c] = M(4 * b + c);
      break;
    default:
      RaiseFatal(api, "dist", std::to_string(dist), "is not a single-load distribution");
  }
}

void LoadB64Split(const Ub& ub, uint64_t a, uint8_t* reg0, uint8_t* reg1) {
  for (uint32_t k = 0; k < 64; ++k)
    for (uint32_t c = 0; c < 4; ++c) {
      reg0[4 * k + c] = ub.LoadByte("LoadAlign", a + 8 * k + c);
      reg1[4 * k + c] = ub.LoadByte("LoadAlign", a + 8 * k + 4 + c);
    }
}

void LoadDual(const Ub& ub, uint32_t dist, uint64_t a, uint8_t* R0, uint8_t* R1) {
  const uint32_t g = dist == 11 ? 1 : dist == 12 ? 2 : dist == 19 ? 4 : 0;
  if (g == 0) RaiseFatal("LoadAlign", "dist", std::to_string(dist), "is not a dual-load distribution");
  for (uint32_t e = 0; e < kVl / g; ++e)
    for (uint32_t c = 0; c < g; ++c) {
      R0[e * g + c] = ub.LoadByte("LoadAlign", a + (2 * e) * g + c);
      R1[e * g + c] = ub.LoadByte("LoadAlign", a + (2 * e + 1) * g + c);
    }
}

void Store(const Ub& ub, uint32_t dist, uint32_t element_bytes, uint64_t a, const uint8_t* R,
           const MaskImage& mask) {
  const char* api = "StoreAlign";
  auto masked = [&](uint32_t s) {
    for (uint32_t k = 0; k < kVl / s; ++k)
      if (mask.Active(k, s))
        for (uint32_t c = 0; c < s; ++c) ub.StoreByte(api, a + k * s + c, R[k * s + c]);
  };
  // Low `out` bytes of each `lane`-byte lane k to slot k, iff lane k is active.
  auto pack = [&](uint32_t lane, uint32_t out) {
    for (uint32_t k = 0; k < kVl / lane; ++k)
      if (mask.Active(k, lane))
        for (uint32_t c = 0; c < out; ++c) ub.StoreByte(api, a + k * out + c, R[k * lane + c]);
  };
  switch (dist) {
    case 16: masked(element_bytes); break;  // NORM
    case 0: masked(1); break;               // NORM_B8
    case 1: masked(2); break;
    case 2: masked(4); break;
    case 3: ub.StoreByte(api, a, R[0]); break;  // FIRST_ELEMENT_B8
    case 4: for (uint32_t c = 0; c < 2; ++c) ub.StoreByte(api, a + c, R[c]); break;
    case 5: for (uint32_t c = 0; c < 4; ++c) ub.StoreByte(api, a + c, R[c]); break;
    case 6: pack(2, 1); break;   // PACK_B16
    case 7: pack(4, 2); break;   // PACK_B32
    case 10: pack(8, 4); break;  // PACK_B64
    case 12: pack(4, 1); break;  // PACK4_B32
    default: RaiseFatal(api, "dist", std::to_string(dist), "is not a single-store distribution");
  }
}

void StoreB64Split(const Ub& ub, uint64_t first, uint64_t second, const uint8_t* reg0, const uint8_t* reg1,
                   const MaskImage& mask) {
  for (uint32_t k = 0; k < 64; ++k) {
    if (!mask.Bit(4 * k)) continue;
    const uint64_t at = k < 32 ? first + 8 * k : second + 8 * (k - 32);
    for (uint32_t c = 0; c < 4; ++c) {
      ub.StoreByte("StoreAlign", at + c, reg0[4 * k + c]);
      ub.StoreByte("StoreAlign", at + 4 + c, reg1[4 * k + c]);
    }
  }
}

uint64_t StoreB64SplitPostUpdate(const Ub& ub, uint64_t address, int32_t stride, const uint8_t* reg0,
                                 const uint8_t* reg1, const MaskImage& mask) {
  const uint64_t second = (stride >= 0 && stride <= 32) ? address + 8ull * static_cast<uint32_t>(stride) : address + 256;
  StoreB64Split(ub, address, second, reg0, reg1, mask);
  return address + static_cast<int64_t>(stride) * 8;
}

void StoreDual(const Ub& ub, uint32_t dist, uint64_t a, const uint8_t* R0, const uint8_t* R1) {
  const uint32_t g = dist == 8 ? 1 : dist == 9 ? 2 : dist == 11 ? 4 : 0;
  if (g == 0) RaiseFatal("StoreAlign", "dist", std::to_string(dist), "is not a dual-store distribution");
  for (uint32_t e = 0; e < kVl / g; ++e)
    for (uint32_t c = 0; c < g; ++c) {
      ub.StoreByte("StoreAlign", a + (2 * e) * g + c, R0[e * g + c]);
      ub.StoreByte("StoreAlign", a + (2 * e + 1) * g + c, R1[e * g + c]);
    }
}

void Gather(const Ub& ub, uint32_t dst_bytes, int dst_reg_num, uint32_t src_bytes, int64_t base,
            uint32_t index_bytes, int index_reg_num, const uint8_t* index0, const uint8_t* index1,
            const MaskImage& mask, uint8_t* dst0, uint8_t* dst1) {
  const char* api = "Gather";
  auto read = [&](int64_t address, uint32_t n) {
    if (address < 0) RaiseFatal(api, "address", std::to_string(address), "reference access outside the UB image");
    uint8_t bytes[8] = {};
    for (uint32_t c = 0; c < n; ++c) bytes[c] = ub.LoadByte(api, static_cast<uint64_t>(address) + c);
    return Little(bytes, n);
  };
  if (src_bytes != 8) {
    const uint32_t lanes = kVl / dst_bytes;
    for (uint32_t k = 0; k < lanes; ++k) {
      uint64_t v = 0;
      if (mask.Active(k, dst_bytes)) {
        const uint64_t i = Little(index0 + k * index_bytes, index_bytes);
        v = read(base + static_cast<int64_t>(i * src_bytes), src_bytes);  // b8 -> b16: high byte stays 0
      }
      for (uint32_t c = 0; c < dst_bytes; ++c) dst0[k * dst_bytes + c] = static_cast<uint8_t>(v >> (8 * c));
    }
    return;
  }
  // b64 (SPEC 1.3 table): 32 lanes for a RegTraitNumOne destination, 64 for RegTraitNumTwo.
  const uint32_t lanes = dst_reg_num == 2 ? 64 : 32;
  for (uint32_t k = 0; k < lanes; ++k) {
    const bool active = dst_reg_num == 2 ? mask.Bit(4 * k) : mask.Bit(8 * k);
    uint64_t v = 0;
    if (active) {
      uint32_t i;
      if (index_bytes == 4) i = static_cast<uint32_t>(Little(index0 + 4 * k, 4));
      else if (index_reg_num == 2) i = static_cast<uint32_t>(Little(index0 + 4 * k, 4));  // low words register
      else i = static_cast<uint32_t>(Little(index0 + 8 * k, 8));                         // low 32 bits
      const uint32_t word = 2u * i;  // the hardware's 32-bit word index
      v = read(base + static_cast<int64_t>(word) * 4, 8);
    }
    if (dst_reg_num == 2) {
      for (uint32_t c = 0; c < 4; ++c) {
        dst0[4 * k + c] = static_cast<uint8_t>(v >> (8 * c));
        dst1[4 * k + c] = static_cast<uint8_t>(v >> (32 + 8 * c));
      }
    } else {
      for (uint32_t c = 0; c < 8; ++c) dst0[8 * k + c] = static_cast<uint8_t>(v >> (8 * c));
    }
  }
}

void Permute(uint32_t s, const uint8_t* src, const uint8_t* index, uint8_t* dst) {
  const uint32_t lanes = kVl / s;
  uint8_t tmp[kVl];
  for (uint32_t k = 0; k < lanes; ++k) {
    const uint64_t i = Little(index + k * s, s) % lanes;
    for (uint32_t c = 0; c < s; ++c) tmp[k * s + c] = src[i * s + c];
  }
  std::memcpy(dst, tmp, kVl);
}

}  // namespace reg
}  // namespace reference
}  // namespace ascendc_host
