// StoreAlign distributions (SPEC 4.8): 256-byte register images -> UB,
// predicated per lane. Inactive lanes keep their bytes: partial stores go
// through StoreActiveLanes below, and nothing outside [dst, dst + bytes),
// which the surface range-checked, is touched.
#include <cstring>

#include "ascendc_host/kernels/reg.h"

#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "kernels/store_align.cc"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
#include <hwy/highway.h>

#include "kernels/reg_lanes-inl.h"

HWY_BEFORE_NAMESPACE();
namespace ascendc_host {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

constexpr size_t kReg = kernels::kRegisterBytes;

template <typename T>
HWY_INLINE void StoreMasked(const uint8_t* HWY_RESTRICT reg, const uint64_t* predicate, uint8_t* HWY_RESTRICT dst) {
  const hn::ScalableTag<T> d;
  const size_t N = hn::Lanes(d);
  const T* lanes = reinterpret_cast<const T*>(reg);
  T* out = reinterpret_cast<T*>(dst);
  const uint64_t pattern = LaneBitsPattern(sizeof(T));
  if (AllLanesActive(predicate, pattern)) {
    // The common case (full vectors of a copy loop): plain stores.
    for (size_t i = 0; i < kReg / sizeof(T); i += N) hn::StoreU(hn::LoadU(d, lanes + i), d, out + i);
    return;
  }
  if (NoLaneActive(predicate, pattern)) return;
  const uint8_t* bits = reinterpret_cast<const uint8_t*>(predicate);
  for (size_t i = 0; i < kReg / sizeof(T); i += N)
    StoreActiveLanes(hn::LoadU(d, lanes + i), LaneMask(d, bits, i), d, out + i);
}

void StoreAlignMaskedImpl(uint32_t element_bytes, const uint8_t* HWY_RESTRICT reg, const uint64_t* predicate,
                          uint8_t* HWY_RESTRICT dst) {
  switch (element_bytes) {
    case 1: return StoreMasked<uint8_t>(reg, predicate, dst);
    case 2: return StoreMasked<uint16_t>(reg, predicate, dst);
    case 4: return StoreMasked<uint32_t>(reg, predicate, dst);
    default: return StoreMasked<uint64_t>(reg, predicate, dst);
  }
}

// Low half of every Wide lane (Narrow = half the width) to slot k, iff
// predicate bit k*sizeof(Wide). The register and the expanded predicate go
// through the same de-interleave, so the even halves carry lane k's data
// and the byte holding bit k*sizeof(Wide).
template <typename Narrow>
HWY_INLINE void PackHalf(const uint8_t* reg, const uint8_t* image, uint8_t* dst) {
  const hn::ScalableTag<Narrow> d;
  const size_t N = hn::Lanes(d);
  const Narrow* lanes = reinterpret_cast<const Narrow*>(reg);
  const Narrow* mask_lanes = reinterpret_cast<const Narrow*>(image);
  Narrow* out = reinterpret_cast<Narrow*>(dst);
  for (size_t k = 0; k < kReg / 2 / sizeof(Narrow); k += N) {
    hn::Vec<decltype(d)> low, high, mask_low, mask_high;
    hn::LoadInterleaved2(d, lanes + 2 * k, low, high);
    hn::LoadInterleaved2(d, mask_lanes + 2 * k, mask_low, mask_high);
    const auto active = hn::Ne(hn::And(mask_low, hn::Set(d, Narrow{0xFF})), hn::Zero(d));
    StoreActiveLanes(low, active, d, out + k);
  }
}

// Low byte of each b32 lane (PACK4_B32).
HWY_INLINE void PackQuarter(const uint8_t* reg, const uint8_t* image, uint8_t* dst) {
  const hn::ScalableTag<uint8_t> d;
  const size_t N = hn::Lanes(d);
  for (size_t k = 0; k < kReg / 4; k += N) {
    hn::Vec<decltype(d)> b0, b1, b2, b3, m0, m1, m2, m3;
    hn::LoadInterleaved4(d, reg + 4 * k, b0, b1, b2, b3);
    hn::LoadInterleaved4(d, image + 4 * k, m0, m1, m2, m3);
    StoreActiveLanes(b0, hn::MaskFromVec(m0), d, dst + k);
  }
}

void StoreAlignPackedImpl(kernels::RegStorePack pack, const uint8_t* HWY_RESTRICT reg, const uint64_t* predicate,
                          uint8_t* HWY_RESTRICT dst) {
  HWY_ALIGN uint8_t image[kReg];
  ExpandPredicate(predicate, image);
  switch (pack) {
    case kernels::RegStorePack::kPackB16: return PackHalf<uint8_t>(reg, image, dst);
    case kernels::RegStorePack::kPackB32: return PackHalf<uint16_t>(reg, image, dst);
    case kernels::RegStorePack::kPackB64: return PackHalf<uint32_t>(reg, image, dst);
    case kernels::RegStorePack::kPack4B32: return PackQuarter(reg, image, dst);
  }
}

template <typename T>
HWY_INLINE void Interleave(const uint8_t* reg0, const uint8_t* reg1, uint8_t* dst) {
  const hn::ScalableTag<T> d;
  const T* a = reinterpret_cast<const T*>(reg0);
  const T* b = reinterpret_cast<const T*>(reg1);
  for (size_t e = 0; e < kReg / sizeof(T); e += hn::Lanes(d))
    StoreInterleaved2AnyAlignment(hn::LoadU(d, a + e), hn::LoadU(d, b + e), d, dst + 2 * e * sizeof(T));
}

void StoreAlignInterleaveImpl(uint32_t granule_bytes, const uint8_t* HWY_RESTRICT reg0,
                              const uint8_t* HWY_RESTRICT reg1, uint8_t* HWY_RESTRICT dst) {
  if (granule_bytes == 1) Interleave<uint8_t>(reg0, reg1, dst);
  else if (granule_bytes == 2) Interleave<uint16_t>(reg0, reg1, dst);
  else Interleave<uint32_t>(reg0, reg1, dst);
}

// b64 RegTraitNumTwo: re-join low and high words of 32 elements (one half)
// into natural order, then store the active ones (bit 4k).
HWY_INLINE void StoreSplitHalf(const uint32_t* low, const uint32_t* high, const uint64_t* predicate, size_t first,
                               uint8_t* dst) {
  const hn::ScalableTag<uint32_t> d;
  const size_t N = hn::Lanes(d);
  HWY_ALIGN uint32_t joined[64];
  for (size_t e = 0; e < 32; e += N)
    hn::StoreInterleaved2(hn::LoadU(d, low + first + e), hn::LoadU(d, high + first + e), d, joined + 2 * e);
  const hn::ScalableTag<uint64_t> d64;
  const uint64_t* elements = reinterpret_cast<const uint64_t*>(joined);
  uint64_t* out = reinterpret_cast<uint64_t*>(dst);
  // Bits 4*(first..first+31) are one 128-bit half of the predicate.
  const uint64_t* half = predicate + first / 16;
  const uint64_t pattern = LaneBitsPattern(4);
  if ((half[0] & half[1] & pattern) == pattern) {
    for (size_t e = 0; e < 32; e += hn::Lanes(d64)) hn::StoreU(hn::LoadU(d64, elements + e), d64, out + e);
    return;
  }
  for (size_t e = 0; e < 32; ++e) {
    const size_t bit = 4 * (first + e);
    if ((predicate[bit / 64] >> (bit % 64)) & 1u) std::memcpy(out + e, elements + e, 8);
  }
}

void StoreAlignSplitB64Impl(const uint8_t* low_words, const uint8_t* high_words, const uint64_t* predicate,
                            uint8_t* first_half, uint8_t* second_half) {
  const uint32_t* low = reinterpret_cast<const uint32_t*>(low_words);
  const uint32_t* high = reinterpret_cast<const uint32_t*>(high_words);
  StoreSplitHalf(low, high, predicate, 0, first_half);
  StoreSplitHalf(low, high, predicate, 32, second_half);
}

}  // namespace HWY_NAMESPACE
}  // namespace ascendc_host
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
#include "kernels/dispatch.h"
namespace ascendc_host {
HWY_EXPORT(StoreAlignMaskedImpl);
HWY_EXPORT(StoreAlignPackedImpl);
HWY_EXPORT(StoreAlignInterleaveImpl);
HWY_EXPORT(StoreAlignSplitB64Impl);
namespace kernels {
void StoreAlignMasked(uint32_t element_bytes, const uint8_t* reg, const uint64_t* predicate, uint8_t* dst) {
  ASCENDC_HOST_DISPATCH(StoreAlignMaskedImpl)(element_bytes, reg, predicate, dst);
}
void StoreAlignPacked(RegStorePack pack, const uint8_t* reg, const uint64_t* predicate, uint8_t* dst) {
  ASCENDC_HOST_DISPATCH(StoreAlignPackedImpl)(pack, reg, predicate, dst);
}
void StoreAlignInterleave(uint32_t granule_bytes, const uint8_t* reg0, const uint8_t* reg1, uint8_t* dst) {
  ASCENDC_HOST_DISPATCH(StoreAlignInterleaveImpl)(granule_bytes, reg0, reg1, dst);
}
void StoreAlignSplitB64(const uint8_t* low_words, const uint8_t* high_words, const uint64_t* predicate,
                        uint8_t* first_half, uint8_t* second_half) {
  ASCENDC_HOST_DISPATCH(StoreAlignSplitB64Impl)(low_words, high_words, predicate, first_half, second_half);
}
}  // namespace kernels
}  // namespace ascendc_host
#endif
