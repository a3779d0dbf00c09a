// Per-target helpers shared by the Reg-layer kernels: the predicate of a
// MaskReg (bit b <-> register byte b) as Highway lane masks, predicated
// stores, and the index range of the active lanes (gathers, scatters).
#if defined(ASCENDC_HOST_KERNELS_REG_LANES_INL_H_) == defined(HWY_TARGET_TOGGLE)
#ifdef ASCENDC_HOST_KERNELS_REG_LANES_INL_H_
#undef ASCENDC_HOST_KERNELS_REG_LANES_INL_H_
#else
#define ASCENDC_HOST_KERNELS_REG_LANES_INL_H_
#endif

#include <cstdint>
#include <cstring>

#include <hwy/highway.h>

#include "ascendc_host/kernels/reg.h"

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

// Stores the active lanes of `v` at p. Highway 1.0.3 emulates BlendedStore
// of 8/16-bit lanes on AVX2/SSE4/SSSE3 with a scalar loop over the lanes
// (it must not read past an array's end); that made a partial b16 store
// cost ~70 ns on AVX2 against ~4 ns on AVX3. Here the whole vector at p is
// inside UB (checked by the surface), so load-blend-store is safe and
// writes inactive lanes back unchanged. AVX3 has native masked stores.
template <class D>
HWY_INLINE void StoreActiveLanes(hn::Vec<D> v, hn::Mask<D> m, D d, hn::TFromD<D>* HWY_RESTRICT p) {
#if HWY_TARGET <= HWY_AVX3 || HWY_TARGET == HWY_SCALAR
  hn::BlendedStore(v, m, d, p);
#else
  hn::StoreU(hn::IfThenElse(m, v, hn::LoadU(d, p)), d, p);
#endif
}

// Smallest and largest index of the active lanes (lane k active iff
// predicate bit k*sizeof(T)); inactive lanes are neutral for both.
template <typename T, size_t kLanes>
HWY_INLINE kernels::GatherUnits ActiveIndexRange(const T* index, const uint64_t* predicate) {
  const hn::ScalableTag<T> d;
  const size_t N = hn::Lanes(d);
  const uint8_t* bits = reinterpret_cast<const uint8_t*>(predicate);
  auto lo = hn::Set(d, hwy::LimitsMax<T>());
  auto hi = hn::Zero(d);
  size_t active = 0;
  for (size_t i = 0; i < kLanes; i += N) {
    const auto m = LaneMask(d, bits, i);
    const auto v = hn::LoadU(d, index + i);
    lo = hn::Min(lo, hn::IfThenElse(m, v, hn::Set(d, hwy::LimitsMax<T>())));
    hi = hn::Max(hi, hn::IfThenElseZero(m, v));
    active += hn::CountTrue(d, m);
  }
  kernels::GatherUnits r;
  r.active = static_cast<uint32_t>(active);
  r.min_unit = static_cast<uint32_t>(hn::GetLane(hn::MinOfLanes(d, lo)));
  r.max_unit = static_cast<uint32_t>(hn::GetLane(hn::MaxOfLanes(d, hi)));
  return r;
}

// The same when every lane is active: no predicate work at all.
template <typename T, size_t kLanes>
HWY_INLINE kernels::GatherUnits AllIndexRange(const T* index) {
  const hn::ScalableTag<T> d;
  const size_t N = hn::Lanes(d);
  auto lo = hn::LoadU(d, index);
  auto hi = lo;
  for (size_t i = N; i < kLanes; i += N) {
    const auto v = hn::LoadU(d, index + i);
    lo = hn::Min(lo, v);
    hi = hn::Max(hi, v);
  }
  kernels::GatherUnits r;
  r.active = static_cast<uint32_t>(kLanes);
  r.min_unit = static_cast<uint32_t>(hn::GetLane(hn::MinOfLanes(d, lo)));
  r.max_unit = static_cast<uint32_t>(hn::GetLane(hn::MaxOfLanes(d, hi)));
  return r;
}

template <typename T, size_t kLanes>
HWY_INLINE kernels::GatherUnits IndexRange(const T* index, const uint64_t* predicate, bool all_active) {
  return all_active ? AllIndexRange<T, kLanes>(index) : ActiveIndexRange<T, kLanes>(index, predicate);
}

HWY_INLINE bool Admissible(const kernels::GatherUnits& seen, uint32_t min_unit, uint32_t max_unit) {
  return seen.active == 0 || (seen.min_unit >= min_unit && seen.max_unit <= max_unit);
}

// b64 lanes address 32-bit words: lane k (of 32 or 64) uses word unit
// 2 * index (mod 2^32), its index the low word of index[k * index_step];
// active iff predicate bit k * predicate_step. Fills units/active and
// returns the active lanes' unit range (scalar: at most 64 lanes).
HWY_INLINE kernels::GatherUnits B64Units(const uint32_t* index, uint32_t index_step, uint32_t lanes,
                                         const uint64_t* predicate, uint32_t predicate_step, uint32_t* units,
                                         bool* active) {
  kernels::GatherUnits range;
  range.min_unit = ~0u;
  for (uint32_t k = 0; k < lanes; ++k) {
    const uint32_t bit = k * predicate_step;
    active[k] = (predicate[bit / 64] >> (bit % 64)) & 1u;
    units[k] = index[k * index_step] * 2u;
    if (!active[k]) continue;
    ++range.active;
    range.min_unit = units[k] < range.min_unit ? units[k] : range.min_unit;
    range.max_unit = units[k] > range.max_unit ? units[k] : range.max_unit;
  }
  if (range.active == 0) range.min_unit = 0;
  return range;
}

}  // namespace HWY_NAMESPACE
}  // namespace ascendc_host
HWY_AFTER_NAMESPACE();

#endif  // include guard
