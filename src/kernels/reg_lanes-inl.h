// Per-target helpers shared by the Reg-layer kernels: the predicate of a
// MaskReg (bit b <-> register byte b) as Highway lane masks.
#if defined(ASCENDC_HOST_KERNELS_REG_LANES_INL_H_) == defined(HWY_TARGET_TOGGLE)
#ifdef ASCENDC_HOST_KERNELS_REG_LANES_INL_H_
#undef ASCENDC_HOST_KERNELS_REG_LANES_INL_H_
#else
#define ASCENDC_HOST_KERNELS_REG_LANES_INL_H_
#endif

#include <cstdint>
#include <cstring>

#include <hwy/highway.h>

HWY_BEFORE_NAMESPACE();
namespace ascendc_host {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

// Interleaved loads and stores at UB addresses not aligned to the lane
// type (the release behaviour of a misaligned Reg access). Highway's EMU128
// and SCALAR versions access memory lane by lane through T*, undefined for
// such an address (UBSan reports it), so the unaligned case goes through an
// aligned copy; aligned addresses take Highway's op directly.
template <class D>
HWY_INLINE void LoadInterleaved2AnyAlignment(D d, const uint8_t* p, hn::Vec<D>& v0, hn::Vec<D>& v1) {
  using T = hn::TFromD<D>;
  if (reinterpret_cast<uintptr_t>(p) % sizeof(T) == 0) {
    hn::LoadInterleaved2(d, reinterpret_cast<const T*>(p), v0, v1);
    return;
  }
  HWY_ALIGN T copy[2 * HWY_MAX_BYTES / sizeof(T)];
  std::memcpy(copy, p, 2 * hn::Lanes(d) * sizeof(T));
  hn::LoadInterleaved2(d, copy, v0, v1);
}
template <class D>
HWY_INLINE void StoreInterleaved2AnyAlignment(hn::Vec<D> v0, hn::Vec<D> v1, D d, uint8_t* p) {
  using T = hn::TFromD<D>;
  if (reinterpret_cast<uintptr_t>(p) % sizeof(T) == 0) {
    hn::StoreInterleaved2(v0, v1, d, reinterpret_cast<T*>(p));
    return;
  }
  HWY_ALIGN T copy[2 * HWY_MAX_BYTES / sizeof(T)];
  hn::StoreInterleaved2(v0, v1, d, copy);
  std::memcpy(p, copy, 2 * hn::Lanes(d) * sizeof(T));
}

// Bits k*element_bytes of the predicate: the bits that decide lanes of that width.
inline constexpr uint64_t LaneBitsPattern(uint32_t element_bytes) {
  return element_bytes == 1   ? ~0ull
         : element_bytes == 2 ? 0x5555555555555555ull
         : element_bytes == 4 ? 0x1111111111111111ull
                              : 0x0101010101010101ull;
}
inline bool AllLanesActive(const uint64_t* predicate, uint64_t pattern) {
  return ((predicate[0] & predicate[1] & predicate[2] & predicate[3]) & pattern) == pattern;
}
inline bool NoLaneActive(const uint64_t* predicate, uint64_t pattern) {
  return ((predicate[0] | predicate[1] | predicate[2] | predicate[3]) & pattern) == 0;
}

// Mask of the lanes of `d` starting at lane `first_lane` of a register whose
// lane k is active iff predicate bit k*sizeof(T) is set. The predicate
// bytes of one vector are read with LoadMaskBits (never past byte 31: a
// vector of >= 8 bytes starts at a multiple of its size); the lowest byte of
// each lane then carries the lane's bit.
template <class D>
HWY_INLINE hn::Mask<D> LaneMask(D d, const uint8_t* predicate_bytes, size_t first_lane) {
  using T = hn::TFromD<D>;
#if HWY_TARGET == HWY_SCALAR
  const size_t bit = first_lane * sizeof(T);
  return hn::FirstN(d, (predicate_bytes[bit / 8] >> (bit % 8)) & 1u);
#else
  const hn::Repartition<uint8_t, D> d8;
  const auto bytes = hn::VecFromMask(d8, hn::LoadMaskBits(d8, predicate_bytes + first_lane * sizeof(T) / 8));
  if constexpr (sizeof(T) == 1) {
    return hn::MaskFromVec(bytes);
  } else {
    return hn::Ne(hn::And(hn::BitCast(d, bytes), hn::Set(d, T{0xFF})), hn::Zero(d));
  }
#endif
}

// The predicate as one byte per register byte (0xFF where the bit is set).
HWY_INLINE void ExpandPredicate(const uint64_t* predicate, uint8_t* image) {
  const uint8_t* bits = reinterpret_cast<const uint8_t*>(predicate);
#if HWY_TARGET == HWY_SCALAR
  for (size_t b = 0; b < 256; ++b) image[b] = ((bits[b / 8] >> (b % 8)) & 1u) ? 0xFF : 0x00;
#else
  const hn::ScalableTag<uint8_t> d8;
  const size_t N = hn::Lanes(d8);
  for (size_t b = 0; b < 256; b += N) hn::StoreU(hn::VecFromMask(d8, hn::LoadMaskBits(d8, bits + b / 8)), d8, image + b);
#endif
}

}  // namespace HWY_NAMESPACE
}  // namespace ascendc_host
HWY_AFTER_NAMESPACE();

#endif  // include guard
