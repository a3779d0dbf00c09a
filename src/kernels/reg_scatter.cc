// Reg-level Scatter kernels (kernels/reg_move.h): register -> UB by index
// under a predicate.
//
// Memory safety first, as in the gathers: the active lanes' index range is
// checked (vector min/max) before any byte is written, and inactive lanes
// are never dereferenced. The stores then run one per lane in lane order,
// so where two lanes share an index the later one's element stays (the
// hardware keeps one of them, which one is unspecified).
#include <cstring>

#include "ascendc_host/kernels/reg_move.h"

#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "kernels/reg_scatter.cc"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
#include <hwy/highway.h>

#include "kernels/reg_lanes-inl.h"

HWY_BEFORE_NAMESPACE();
namespace ascendc_host {
namespace HWY_NAMESPACE {

// `lanes` lanes of Index, lane k active iff predicate bit k*step; element k
// is element(k) of Out, written at base + index[k] * sizeof(Out).
template <typename Out, typename Index, size_t kLanes, class Element>
HWY_INLINE bool ScatterLanes(const Index* index, const uint64_t* predicate, uint32_t min_unit, uint32_t max_unit,
                             uint8_t* base, kernels::GatherUnits* seen, Element&& element) {
  constexpr uint32_t step = 256 / kLanes;
  const bool all = AllLanesActive(predicate, LaneBitsPattern(step));
  const kernels::GatherUnits range = IndexRange<Index, kLanes>(index, predicate, all);
  *seen = range;
  if (!Admissible(range, min_unit, max_unit)) return false;
  if (range.active == 0) return true;
  for (size_t k = 0; k < kLanes; ++k) {
    const size_t bit = k * step;
    if (!all && !((predicate[bit / 64] >> (bit % 64)) & 1u)) continue;
    const Out v = element(k);
    std::memcpy(base + static_cast<size_t>(index[k]) * sizeof(Out), &v, sizeof(Out));
  }
  return true;
}

bool ScatterB8Impl(const uint8_t* src, const uint16_t* index, const uint64_t* predicate, uint32_t min_unit,
                   uint32_t max_unit, uint8_t* base, kernels::GatherUnits* seen) {
  // Lane k of the b16 lanes carries byte 2k of the b8 register.
  return ScatterLanes<uint8_t, uint16_t, 128>(index, predicate, min_unit, max_unit, base, seen,
                                               [&](size_t k) { return src[2 * k]; });
}

bool ScatterB16Impl(const uint16_t* src, const uint16_t* index, const uint64_t* predicate, uint32_t min_unit,
                    uint32_t max_unit, uint8_t* base, kernels::GatherUnits* seen) {
  return ScatterLanes<uint16_t, uint16_t, 128>(index, predicate, min_unit, max_unit, base, seen,
                                                [&](size_t k) { return src[k]; });
}

bool ScatterB32Impl(const uint32_t* src, const uint32_t* index, const uint64_t* predicate, uint32_t min_unit,
                    uint32_t max_unit, uint8_t* base, kernels::GatherUnits* seen) {
  return ScatterLanes<uint32_t, uint32_t, 64>(index, predicate, min_unit, max_unit, base, seen,
                                               [&](size_t k) { return src[k]; });
}

bool ScatterB64Impl(const uint32_t* low, const uint32_t* high, uint32_t word_step, const uint32_t* index,
                    uint32_t index_step, uint32_t lanes, const uint64_t* predicate, uint32_t predicate_step,
                    uint32_t min_unit, uint32_t max_unit, uint8_t* base, kernels::GatherUnits* seen) {
  uint32_t units[64];
  bool active[64];
  const kernels::GatherUnits range = B64Units(index, index_step, lanes, predicate, predicate_step, units, active);
  *seen = range;
  if (!Admissible(range, min_unit, max_unit)) return false;
  for (uint32_t k = 0; k < lanes; ++k) {
    if (!active[k]) continue;
    uint8_t* at = base + static_cast<size_t>(units[k]) * 4u;
    std::memcpy(at, low + k * word_step, 4);
    std::memcpy(at + 4, high + k * word_step, 4);
  }
  return true;
}

}  // namespace HWY_NAMESPACE
}  // namespace ascendc_host
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
#include "kernels/dispatch.h"
namespace ascendc_host {
HWY_EXPORT(ScatterB8Impl);
HWY_EXPORT(ScatterB16Impl);
HWY_EXPORT(ScatterB32Impl);
HWY_EXPORT(ScatterB64Impl);
namespace kernels {
bool ScatterB8(const uint8_t* src, const uint16_t* index, const uint64_t* predicate, uint32_t min_unit,
               uint32_t max_unit, uint8_t* base, GatherUnits* seen) {
  return ASCENDC_HOST_DISPATCH(ScatterB8Impl)(src, index, predicate, min_unit, max_unit, base, seen);
}
bool ScatterB16(const uint16_t* src, const uint16_t* index, const uint64_t* predicate, uint32_t min_unit,
                uint32_t max_unit, uint8_t* base, GatherUnits* seen) {
  return ASCENDC_HOST_DISPATCH(ScatterB16Impl)(src, index, predicate, min_unit, max_unit, base, seen);
}
bool ScatterB32(const uint32_t* src, const uint32_t* index, const uint64_t* predicate, uint32_t min_unit,
                uint32_t max_unit, uint8_t* base, GatherUnits* seen) {
  return ASCENDC_HOST_DISPATCH(ScatterB32Impl)(src, index, predicate, min_unit, max_unit, base, seen);
}
bool ScatterB64(const uint32_t* low, const uint32_t* high, uint32_t word_step, const uint32_t* index,
                uint32_t index_step, uint32_t lanes, const uint64_t* predicate, uint32_t predicate_step,
                uint32_t min_unit, uint32_t max_unit, uint8_t* base, GatherUnits* seen) {
  return ASCENDC_HOST_DISPATCH(ScatterB64Impl)(low, high, word_step, index, index_step, lanes, predicate,
                                               predicate_step, min_unit, max_unit, base, seen);
}
}  // namespace kernels
}  // namespace ascendc_host
#endif
