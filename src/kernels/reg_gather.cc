// Reg-level Gather kernels (SPEC 1.3): UB -> register by element index under
// a predicate, and register lane permutation.
//
// Memory safety first: the admissible index range is checked over the active
// lanes (vector min/max) before any UB byte is read, and inactive lanes are
// never dereferenced (their indices may point anywhere).
#include <cstring>

#include "ascendc_host/kernels/reg.h"

#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "kernels/reg_gather.cc"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
#include <hwy/highway.h>

#include "kernels/reg_lanes-inl.h"

HWY_BEFORE_NAMESPACE();
namespace ascendc_host {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

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

HWY_INLINE bool Admissible(const kernels::GatherUnits& seen, uint32_t min_unit, uint32_t max_unit) {
  return seen.active == 0 || (seen.min_unit >= min_unit && seen.max_unit <= max_unit);
}

template <typename Out, typename In>
HWY_INLINE Out ReadAt(const uint8_t* p) {
  In v;
  std::memcpy(&v, p, sizeof(In));
  return static_cast<Out>(v);
}

template <typename Out, typename In, size_t kLanes, typename I>
HWY_INLINE void GatherLanes(const uint8_t* base, const I* index, const uint64_t* predicate, bool all_active,
                            Out* dst) {
  if (all_active) {
    for (size_t k = 0; k < kLanes; ++k) dst[k] = ReadAt<Out, In>(base + static_cast<size_t>(index[k]) * sizeof(In));
    return;
  }
  for (size_t k = 0; k < kLanes; ++k) {
    const size_t bit = k * sizeof(Out);
    const bool active = (predicate[bit / 64] >> (bit % 64)) & 1u;
    dst[k] = active ? ReadAt<Out, In>(base + static_cast<size_t>(index[k]) * sizeof(In)) : Out{0};
  }
}

bool GatherToB16Impl(const uint8_t* base, uint32_t source_bytes, const uint16_t* index, const uint64_t* predicate,
                     uint32_t min_unit, uint32_t max_unit, uint16_t* dst, kernels::GatherUnits* seen) {
  const kernels::GatherUnits range = ActiveIndexRange<uint16_t, 128>(index, predicate);
  *seen = range;
  if (!Admissible(range, min_unit, max_unit)) return false;
  uint16_t out[128];  // dst may alias the index register
  const bool all = range.active == 128;
  if (source_bytes == 1) GatherLanes<uint16_t, uint8_t, 128>(base, index, predicate, all, out);
  else GatherLanes<uint16_t, uint16_t, 128>(base, index, predicate, all, out);
  std::memcpy(dst, out, sizeof(out));
  return true;
}

bool GatherToB32Impl(const uint8_t* base, const uint32_t* index, const uint64_t* predicate, uint32_t min_unit,
                     uint32_t max_unit, uint32_t* dst, kernels::GatherUnits* seen) {
  const kernels::GatherUnits range = ActiveIndexRange<uint32_t, 64>(index, predicate);
  *seen = range;
  if (!Admissible(range, min_unit, max_unit)) return false;
  uint32_t out[64];
  GatherLanes<uint32_t, uint32_t, 64>(base, index, predicate, range.active == 64, out);
  std::memcpy(dst, out, sizeof(out));
  return true;
}

bool GatherToB64Impl(const uint8_t* base, const uint32_t* index, uint32_t index_step, uint32_t lanes,
                     const uint64_t* predicate, uint32_t predicate_step, bool split, uint32_t min_unit, uint32_t max_unit, uint8_t* dst0,
                     uint8_t* dst1, kernels::GatherUnits* seen) {
  // 32 or 64 lanes: the word index 2*i (mod 2^32) of every active lane.
  uint32_t units[64];
  bool active[64];
  kernels::GatherUnits range;
  range.min_unit = ~0u;
  for (uint32_t k = 0; k < lanes; ++k) {
    const uint32_t bit = k * predicate_step;
    active[k] = (predicate[bit / 64] >> (bit % 64)) & 1u;
    units[k] = index[k * index_step] * 2u;
    if (active[k]) {
      ++range.active;
      range.min_unit = units[k] < range.min_unit ? units[k] : range.min_unit;
      range.max_unit = units[k] > range.max_unit ? units[k] : range.max_unit;
    }
  }
  if (range.active == 0) range.min_unit = 0;
  *seen = range;
  if (!Admissible(range, min_unit, max_unit)) return false;
  uint64_t out[64];
  for (uint32_t k = 0; k < lanes; ++k)
    out[k] = active[k] ? ReadAt<uint64_t, uint64_t>(base + static_cast<size_t>(units[k]) * 4u) : 0;
  if (!split) {
    std::memcpy(dst0, out, 32 * 8);
    return true;
  }
  uint32_t low[64], high[64];
  for (uint32_t k = 0; k < 64; ++k) {
    low[k] = static_cast<uint32_t>(out[k]);
    high[k] = static_cast<uint32_t>(out[k] >> 32);
  }
  std::memcpy(dst0, low, sizeof(low));
  std::memcpy(dst1, high, sizeof(high));
  return true;
}

template <typename T, size_t kLanes>
HWY_INLINE void PermuteScalar(const T* src, const T* index, T* dst) {
  T table[kLanes], idx[kLanes];  // dst may alias src or index
  std::memcpy(table, src, sizeof(table));
  std::memcpy(idx, index, sizeof(idx));
  for (size_t k = 0; k < kLanes; ++k) dst[k] = table[idx[k] % kLanes];
}

void PermuteB8Impl(const uint8_t* src, const uint8_t* index, uint8_t* dst) { PermuteScalar<uint8_t, 256>(src, index, dst); }
void PermuteB16Impl(const uint16_t* src, const uint16_t* index, uint16_t* dst) {
  PermuteScalar<uint16_t, 128>(src, index, dst);
}
void PermuteB32Impl(const uint32_t* src, const uint32_t* index, uint32_t* dst) {
  PermuteScalar<uint32_t, 64>(src, index, dst);
}

}  // namespace HWY_NAMESPACE
}  // namespace ascendc_host
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
#include "kernels/dispatch.h"
namespace ascendc_host {
HWY_EXPORT(GatherToB16Impl);
HWY_EXPORT(GatherToB32Impl);
HWY_EXPORT(GatherToB64Impl);
HWY_EXPORT(PermuteB8Impl);
HWY_EXPORT(PermuteB16Impl);
HWY_EXPORT(PermuteB32Impl);
namespace kernels {
bool GatherToB16(const uint8_t* base, uint32_t source_bytes, const uint16_t* index, const uint64_t* predicate,
                 uint32_t min_unit, uint32_t max_unit, uint16_t* dst, GatherUnits* seen) {
  return ASCENDC_HOST_DISPATCH(GatherToB16Impl)(base, source_bytes, index, predicate, min_unit, max_unit, dst, seen);
}
bool GatherToB32(const uint8_t* base, const uint32_t* index, const uint64_t* predicate, uint32_t min_unit,
                 uint32_t max_unit, uint32_t* dst, GatherUnits* seen) {
  return ASCENDC_HOST_DISPATCH(GatherToB32Impl)(base, index, predicate, min_unit, max_unit, dst, seen);
}
bool GatherToB64(const uint8_t* base, const uint32_t* index, uint32_t index_step, uint32_t lanes,
                 const uint64_t* predicate, uint32_t predicate_step, bool split, uint32_t min_unit, uint32_t max_unit, uint8_t* dst0,
                 uint8_t* dst1, GatherUnits* seen) {
  return ASCENDC_HOST_DISPATCH(GatherToB64Impl)(base, index, index_step, lanes, predicate, predicate_step, split, min_unit,
                                                max_unit, dst0, dst1, seen);
}
void PermuteB8(const uint8_t* src, const uint8_t* index, uint8_t* dst) {
  ASCENDC_HOST_DISPATCH(PermuteB8Impl)(src, index, dst);
}
void PermuteB16(const uint16_t* src, const uint16_t* index, uint16_t* dst) {
  ASCENDC_HOST_DISPATCH(PermuteB16Impl)(src, index, dst);
}
void PermuteB32(const uint32_t* src, const uint32_t* index, uint32_t* dst) {
  ASCENDC_HOST_DISPATCH(PermuteB32Impl)(src, index, dst);
}
}  // namespace kernels
}  // namespace ascendc_host
#endif
