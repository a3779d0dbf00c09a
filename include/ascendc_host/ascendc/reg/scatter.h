// Reg-level Scatter (SPEC 13.9): RegTensor -> UB by element index under a
// MaskReg, every type combination of the page (b8 and b16 with uint16_t
// indices, b32 with uint32_t, b64 with uint32_t or 64-bit indices, either
// trait). Lanes are written in order: where active indices repeat, the
// later lane's element stays (the page: one of them, unspecified which) and
// checked mode WARNs.
#ifndef ASCENDC_HOST_ASCENDC_REG_SCATTER_H_
#define ASCENDC_HOST_ASCENDC_REG_SCATTER_H_

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string>
#include <type_traits>

#include "ascendc_host/ascendc/reg/access.h"
#include "ascendc_host/ascendc/reg/gather.h"
#include "ascendc_host/ascendc/reg/values.h"
#include "ascendc_host/kernels/reg_move.h"
#include "ascendc_host/verify/reg_data_move.h"

namespace AscendC {
namespace Reg {
namespace detail {

// WARN (checked mode) when two active lanes write the same element.
inline void WarnRepeatedScatterIndex(const uint32_t* units, const bool* active, uint32_t lanes) {
  uint64_t keyed[256];
  uint32_t n = 0;
  for (uint32_t k = 0; k < lanes; ++k)
    if (active[k]) keyed[n++] = (uint64_t{units[k]} << 32) | k;
  std::sort(keyed, keyed + n);
  for (uint32_t i = 1; i < n; ++i) {
    if ((keyed[i] >> 32) != (keyed[i - 1] >> 32)) continue;
    const uint32_t first = static_cast<uint32_t>(keyed[i - 1]), later = static_cast<uint32_t>(keyed[i]);
    ascendc_host::ReportWarning("Scatter", ascendc_host::detail::Elem("index", later),
                                "lane " + std::to_string(first) + " too",
                                "index values must be unique; the later lane's element stays");
    return;
  }
}

}  // namespace detail

template <typename T = DefaultType, typename U = DefaultType, typename S, typename V,
          typename = std::enable_if_t<kIsRegTensor<S> && kIsRegTensor<V>>>
__simd_callee__ inline void Scatter(__ubuf__ T* baseAddr, S& srcReg, V& index, MaskReg& mask) {
  using E = typename S::ActualT;
  using I = typename V::ActualT;
  static_assert(RequireRegProfile<E>::value, "");
  static_assert(detail::kMatches<E, T>, "T must equal the source RegTensor's element type");
  static_assert(detail::kMatches<I, U>, "U must equal the index RegTensor's element type");
  static_assert(sizeof(E) == 8 || S::REG_NUM == 1, "");
  static_assert(sizeof(E) > 2 || (std::is_same_v<I, uint16_t> && V::REG_NUM == 1),
                "b8 and b16 Scatter take a RegTensor<uint16_t> index");
  static_assert(sizeof(E) != 4 || (std::is_same_v<I, uint32_t> && V::REG_NUM == 1),
                "b32 Scatter takes a RegTensor<uint32_t> index");
  static_assert(sizeof(E) != 8 || std::is_same_v<I, uint32_t> || std::is_same_v<I, uint64_t>,
                "b64 Scatter takes a uint32_t or uint64_t index RegTensor");
  static_assert(!(sizeof(E) == 8 && S::REG_NUM == 2 && sizeof(I) == 8 && V::REG_NUM == 1),
                "a RegTraitNumTwo b64 source cannot take a RegTraitNumOne 64-bit index (the page)");
  namespace k = ascendc_host::kernels;
  namespace rd = ascendc_host::reg_detail;
  const ascendc_host::runtime::CoreState& core = ascendc_host::runtime::CurrentCore();
  uint8_t* base = reinterpret_cast<uint8_t*>(baseAddr);
  const int64_t at = rd::UbOffset(core, base);
  if (at % 32 != 0) rd::ReportMisalignedAddress("Scatter", "baseAddr", static_cast<uint64_t>(at), 32, "Scatter");

  // The lanes: their units (element indices; b64: 32-bit word indices),
  // activity and the predicate step.
  constexpr bool wide = sizeof(E) == 8;
  constexpr bool split = wide && S::REG_NUM == 2;
  constexpr uint32_t lanes = wide ? (split ? 64 : 32) : 256 / (sizeof(E) == 1 ? 2 : sizeof(E));
  constexpr uint32_t predicate_step = wide ? (split ? 4 : 8) : (sizeof(E) == 1 ? 2 : sizeof(E));
  constexpr uint32_t unit_bytes = wide ? 4 : sizeof(E);
  // Where the low index words sit: u32 lanes and split u64 indices are
  // contiguous words; RegTraitNumOne u64 indices every other word.
  constexpr uint32_t index_step = sizeof(I) == 8 && V::REG_NUM == 1 ? 2 : 1;
  if constexpr (wide) {
    if (ascendc_host::CheckedMode()) {
      const uint32_t* low = reinterpret_cast<const uint32_t*>(index.reg[0]);
      const uint32_t* high = sizeof(I) == 4 ? nullptr
                             : V::REG_NUM == 2 ? reinterpret_cast<const uint32_t*>(index.reg[V::REG_NUM - 1])
                                               : low + 1;
      detail::CheckB64Indices<I>(low, index_step, lanes, mask, predicate_step, high, "Scatter");
    }
  }
  // Every lane's unit and activity, for the diagnostics only (the kernel
  // finds the range itself).
  uint32_t units[128];
  bool active[128];
  const auto lane_units = [&] {
    for (uint32_t k = 0; k < lanes; ++k) {
      active[k] = mask.Bit(k * predicate_step);
      if constexpr (sizeof(I) == 2) units[k] = reinterpret_cast<const uint16_t*>(index.reg[0])[k];
      else units[k] = reinterpret_cast<const uint32_t*>(index.reg[0])[k * index_step] * (wide ? 2u : 1u);
    }
  };
  if (ascendc_host::CheckedMode()) {
    lane_units();
    detail::WarnRepeatedScatterIndex(units, active, lanes);
  }

  // Cross-check mode (verify.h): compares with the reference when this scope ends.
  const auto cross_check = [&] {
    if (__builtin_expect(!ascendc_host::verify::Enabled(), 1)) return ascendc_host::verify::Scope();
    ascendc_host::verify::RegMoveCall c;
    c.kind = ascendc_host::verify::RegMoveCall::Kind::kScatter;
    c.element_bytes = sizeof(E);
    c.address = at;
    c.src_reg_num = S::REG_NUM;
    c.index_bytes = sizeof(I);
    c.index_reg_num = V::REG_NUM;
    for (int r = 0; r < S::REG_NUM; ++r) std::memcpy(c.src[r], srcReg.reg[r], 256);
    for (int r = 0; r < V::REG_NUM; ++r) std::memcpy(c.index[r], index.reg[r], 256);
    for (int w = 0; w < 4; ++w) c.predicate[w] = mask.words[w];
    c.counter_mode = core.mask_mode == ascendc_host::runtime::MaskMode::kCounter;
    c.vector_mask[0] = core.vector_mask[0];
    c.vector_mask[1] = core.vector_mask[1];
    return ascendc_host::verify::Scope("Scatter", ascendc_host::verify::kRegMoveChecker, &c, sizeof c);
  }();

  const rd::UnitRange range = rd::AdmissibleUnits(core, base, unit_bytes, sizeof(E));
  k::GatherUnits seen;
  bool written;
  if constexpr (sizeof(E) == 1) {
    written = k::ScatterB8(srcReg.reg[0], reinterpret_cast<const uint16_t*>(index.reg[0]), mask.words, range.min_unit,
                           range.max_unit, base, &seen);
  } else if constexpr (sizeof(E) == 2) {
    written = k::ScatterB16(reinterpret_cast<const uint16_t*>(srcReg.reg[0]), reinterpret_cast<const uint16_t*>(index.reg[0]),
                            mask.words, range.min_unit, range.max_unit, base, &seen);
  } else if constexpr (sizeof(E) == 4) {
    written = k::ScatterB32(reinterpret_cast<const uint32_t*>(srcReg.reg[0]), reinterpret_cast<const uint32_t*>(index.reg[0]),
                            mask.words, range.min_unit, range.max_unit, base, &seen);
  } else {
    const uint32_t* words0 = reinterpret_cast<const uint32_t*>(srcReg.reg[0]);
    const uint32_t* low = words0;
    const uint32_t* high = split ? reinterpret_cast<const uint32_t*>(srcReg.reg[S::REG_NUM - 1]) : words0 + 1;
    written = k::ScatterB64(low, high, split ? 1 : 2, reinterpret_cast<const uint32_t*>(index.reg[0]), index_step, lanes,
                            mask.words, predicate_step, range.min_unit, range.max_unit, base, &seen);
  }
  if (__builtin_expect(!written, 0)) {
    lane_units();
    rd::RaiseGatherOutsideUb(core, base, unit_bytes, sizeof(E), units, lanes, mask.words, predicate_step, "Scatter",
                             "writes");
  }
}

}  // namespace Reg
}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_REG_SCATTER_H_
