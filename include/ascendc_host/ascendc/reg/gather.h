// Reg-level Gather (SPEC 1): (A) UB -> RegTensor by element index under a
// MaskReg, (B) lane permutation of one RegTensor by an index RegTensor.
#ifndef ASCENDC_HOST_ASCENDC_REG_GATHER_H_
#define ASCENDC_HOST_ASCENDC_REG_GATHER_H_

#include <cstdint>
#include <limits>
#include <string>
#include <type_traits>

#include "ascendc_host/ascendc/detail/verify_calls.h"
#include "ascendc_host/ascendc/reg/access.h"
#include "ascendc_host/ascendc/reg/ub_moves.h"
#include "ascendc_host/ascendc/reg/values.h"
#include "ascendc_host/kernels/reg.h"

namespace ascendc_host {
namespace reg_detail {

// Admissible units u for reads of `read_bytes` at base + u*unit_bytes inside
// UB: [min_unit, max_unit] (empty as [1, 0]).
struct UnitRange {
  uint32_t min_unit;
  uint32_t max_unit;
};
inline UnitRange AdmissibleUnits(const runtime::CoreState& core, const void* base, uint32_t unit_bytes,
                                 uint32_t read_bytes) {
  const int64_t at = UbOffset(core, base);
  const int64_t last = static_cast<int64_t>(core.ub_bytes) - read_bytes - at;  // largest byte offset from base
  if (last < 0) return {1, 0};
  const int64_t lo = at >= 0 ? 0 : (-at + unit_bytes - 1) / unit_bytes;
  const int64_t hi = last / unit_bytes;
  if (lo > hi || lo > std::numeric_limits<uint32_t>::max()) return {1, 0};
  return {static_cast<uint32_t>(lo),
          static_cast<uint32_t>(hi > std::numeric_limits<uint32_t>::max() ? std::numeric_limits<uint32_t>::max() : hi)};
}

// The kernel refused: name the first active lane whose read leaves UB.
[[noreturn]] inline void RaiseGatherOutsideUb(const runtime::CoreState& core, const void* base, uint32_t unit_bytes,
                                              uint32_t read_bytes, const uint32_t* units, uint32_t lanes,
                                              const uint64_t* predicate, uint32_t predicate_step,
                                              const char* api = "Gather", const char* access = "reads") {
  const int64_t at = UbOffset(core, base);
  for (uint32_t k = 0; k < lanes; ++k) {
    const uint32_t b = k * predicate_step;
    if (!((predicate[b / 64] >> (b % 64)) & 1u)) continue;
    const int64_t first = at + static_cast<int64_t>(units[k]) * unit_bytes;
    if (first < 0 || first + read_bytes > static_cast<int64_t>(core.ub_bytes)) {
      RaiseFatal(api, detail::Elem("index", k), detail::Str(unit_bytes == 4 && read_bytes == 8 ? units[k] / 2 : units[k]),
                 (std::string(access) + " UB bytes [" + std::to_string(first) + ", " + std::to_string(first + read_bytes) +
                  "), outside the UB arena [0, " + std::to_string(core.ub_bytes) + ")")
                     .c_str());
    }
  }
  RaiseFatal(api, "index", "?", "an active lane leaves the UB arena");
}

// WARN (checked mode): reads beyond what the kernel's TPipe has carved.
[[gnu::cold, gnu::noinline]] inline void WarnGatherOutsideAllocation(const runtime::CoreState& core,
                                                                      uint32_t max_unit, int64_t end) {
  if (!CheckedMode()) return;
  ReportWarning("Gather", "index", "max " + detail::Str(max_unit),
                ("reads UB up to byte " + std::to_string(end) + ", beyond the " +
                 std::to_string(core.alloc.pipe_head) + " bytes the kernel allocated")
                    .c_str());
}
// The hot path is arithmetic only: the checked-mode query and the message
// are paid only when a read does reach past the allocation.
inline void CheckGatherAllocation(const runtime::CoreState& core, const void* base, uint32_t unit_bytes,
                                  uint32_t read_bytes, const kernels::GatherUnits& seen) {
  if (seen.active == 0 || core.alloc.pipe_head == 0) return;
  const int64_t end = UbOffset(core, base) + static_cast<int64_t>(seen.max_unit) * unit_bytes + read_bytes;
  if (__builtin_expect(end > static_cast<int64_t>(core.alloc.pipe_head), 0)) WarnGatherOutsideAllocation(core, seen.max_unit, end);
}

}  // namespace reg_detail
}  // namespace ascendc_host

namespace AscendC {
namespace Reg {
namespace detail {

template <typename T, typename Given>
inline constexpr bool kMatches = std::is_same_v<Given, DefaultType> || std::is_same_v<Given, T>;

// Base-address checks of form A (SPEC 1.5): ERROR off sizeof(T1), WARN off 32 B.
[[gnu::cold, gnu::noinline]] inline void ReportGatherBase(int64_t at, size_t element_bytes) {
  if (at % static_cast<int64_t>(element_bytes) != 0)
    ascendc_host::ReportError("Gather", "baseAddr.address", std::to_string(at),
                              ("is not a multiple of sizeof(T1)=" + std::to_string(element_bytes)).c_str());
  if (ascendc_host::CheckedMode())
    ascendc_host::ReportWarning("Gather", "baseAddr.address", std::to_string(at), "is not 32-byte aligned");
}
template <typename T1>
inline void CheckGatherBase(const ascendc_host::runtime::CoreState& core, const T1* base) {
  const int64_t at = ascendc_host::reg_detail::UbOffset(core, base);
  if (__builtin_expect(at % 32 != 0, 0)) ReportGatherBase(at, sizeof(T1));
}

// b64 indices (SPEC 1.3/1.5): values >= 2^31 wrap the hardware's 32-bit word
// index and u64 indices with high bits set lose them. ERROR in checked mode.
template <typename I>
inline void CheckB64Indices(const uint32_t* words, uint32_t step, uint32_t lanes, const MaskReg& mask,
                            uint32_t predicate_step, const uint32_t* high_words, const char* api = "Gather") {
  for (uint32_t k = 0; k < lanes; ++k) {
    if (!mask.Bit(k * predicate_step)) continue;
    const uint32_t low = words[k * step];
    const uint32_t high = high_words ? high_words[k * step] : 0;
    if (high != 0)
      ascendc_host::ReportError(api, ascendc_host::detail::Elem("index", k),
                                ascendc_host::detail::Str((static_cast<uint64_t>(high) << 32) | low),
                                "has bits above 2^32; only the low 32 bits address (release: they are used)");
    if (low >= 0x80000000u)
      ascendc_host::ReportError(api, ascendc_host::detail::Elem("index", k), ascendc_host::detail::Str(low),
                                "is >= 2^31: the b64 word index 2*i wraps at 2^32 (release: wrapped offset)");
  }
}

template <typename T0, typename T2, typename T1, typename T3, typename T4>
constexpr void CheckGatherTypes() {
  using D = typename T3::ActualT;
  using I = typename T4::ActualT;
  static_assert(kMatches<D, T0>, "T0 must equal the destination RegTensor's element type");
  static_assert(kMatches<I, T2>, "T2 must equal the index RegTensor's element type");
  if constexpr (sizeof(T1) <= 2) {
    static_assert(sizeof(D) == 2, "b8 and b16 sources gather into a b16 RegTensor (SPEC 1.4)");
    static_assert(std::is_same_v<I, uint16_t> && T4::REG_NUM == 1, "b8/b16 gathers take a RegTensor<uint16_t> index");
  } else if constexpr (sizeof(T1) == 4) {
    static_assert(sizeof(D) == 4, "b32 sources gather into a b32 RegTensor (SPEC 1.4)");
    static_assert(std::is_same_v<I, uint32_t> && T4::REG_NUM == 1, "b32 gathers take a RegTensor<uint32_t> index");
  } else {
    static_assert(sizeof(T1) == 8 && sizeof(D) == 8, "b64 sources gather into a b64 RegTensor (SPEC 1.4)");
    static_assert(std::is_same_v<I, uint32_t> || std::is_same_v<I, uint64_t>,
                  "b64 gathers take a uint32_t or 64-bit index RegTensor");
    static_assert(!(T3::REG_NUM == 2 && sizeof(I) == 8 && T4::REG_NUM == 1),
                  "a RegTraitNumTwo b64 destination cannot take a RegTraitNumOne b64 index (SPEC 1.3)");
  }
}

// Form A through the kernels: every check with its diagnostic (FATAL naming
// the lane, ERROR/WARN on the base and the indices), then one kernel call.
template <typename T1, typename T3, typename T4>
inline void GatherThroughKernel(T3& dstReg, const T1* baseAddr, const T4& index, const MaskReg& mask) {
  using I = typename T4::ActualT;
  namespace k = ascendc_host::kernels;
  namespace rd = ascendc_host::reg_detail;
  const ascendc_host::runtime::CoreState& core = ascendc_host::runtime::CurrentCore();
  const uint8_t* base = reinterpret_cast<const uint8_t*>(baseAddr);
  k::GatherUnits seen;
  if constexpr (sizeof(T1) <= 2) {
    CheckGatherBase(core, baseAddr);
    const rd::UnitRange range = rd::AdmissibleUnits(core, base, sizeof(T1), sizeof(T1));
    uint16_t* out = reinterpret_cast<uint16_t*>(dstReg.reg[0]);
    if (__builtin_expect(!k::GatherToB16(base, sizeof(T1), reinterpret_cast<const uint16_t*>(index.reg[0]), mask.words,
                                         range.min_unit, range.max_unit, out, &seen),
                         0)) {
      uint32_t units[128];
      for (uint32_t i = 0; i < 128; ++i) units[i] = index.GetElement(i);
      rd::RaiseGatherOutsideUb(core, base, sizeof(T1), sizeof(T1), units, 128, mask.words, 2);
    }
    rd::CheckGatherAllocation(core, base, sizeof(T1), sizeof(T1), seen);
  } else if constexpr (sizeof(T1) == 4) {
    CheckGatherBase(core, baseAddr);
    const rd::UnitRange range = rd::AdmissibleUnits(core, base, 4, 4);
    if (__builtin_expect(!k::GatherToB32(base, reinterpret_cast<const uint32_t*>(index.reg[0]), mask.words,
                                         range.min_unit, range.max_unit, reinterpret_cast<uint32_t*>(dstReg.reg[0]),
                                         &seen),
                         0)) {
      rd::RaiseGatherOutsideUb(core, base, 4, 4, reinterpret_cast<const uint32_t*>(index.reg[0]), 64, mask.words, 4);
    }
    rd::CheckGatherAllocation(core, base, 4, 4, seen);
  } else {
    constexpr bool split = T3::REG_NUM == 2;
    constexpr uint32_t lanes = split ? 64 : 32;
    constexpr uint32_t predicate_step = split ? 4 : 8;
    // Where the low index words sit: u32 lanes and split u64 indices are
    // contiguous words; RegTraitNumOne u64 indices every other word.
    constexpr uint32_t step = sizeof(I) == 8 && T4::REG_NUM == 1 ? 2 : 1;
    const uint32_t* low = reinterpret_cast<const uint32_t*>(index.reg[0]);
    const uint32_t* high = sizeof(I) == 4 ? nullptr
                           : T4::REG_NUM == 2 ? reinterpret_cast<const uint32_t*>(index.reg[1])
                                              : low + 1;
    CheckGatherBase(core, baseAddr);
    if (ascendc_host::CheckedMode()) CheckB64Indices<I>(low, step, lanes, mask, predicate_step, high);
    const rd::UnitRange range = rd::AdmissibleUnits(core, base, 4, 8);
    if (__builtin_expect(!k::GatherToB64(base, low, step, lanes, mask.words, predicate_step, split, range.min_unit, range.max_unit,
                                         dstReg.reg[0], split ? dstReg.reg[T3::REG_NUM - 1] : nullptr, &seen),
                         0)) {
      uint32_t units[64];
      for (uint32_t i = 0; i < lanes; ++i) units[i] = low[i * step] * 2u;
      rd::RaiseGatherOutsideUb(core, base, 4, 8, units, lanes, mask.words, predicate_step);
    }
    rd::CheckGatherAllocation(core, base, 4, 8, seen);
  }
}

// The same out of line, on copies of the operands: the caller's registers
// stay out of memory on its fast path.
template <typename T1, typename T3, typename T4>
[[gnu::noinline]] T3 GatherCopyThroughKernel(T3 dstReg, const T1* baseAddr, const T4 index, const MaskReg mask) {
  GatherThroughKernel(dstReg, baseAddr, index, mask);
  return dstReg;
}

// Form A inline (b8/b16/b32 sources, ub_moves.h): true when done;
// false, touching nothing, when the kernel path must run instead (a base
// off 32 bytes, an index outside UB or beyond what the kernel's TPipe
// allocated: the kernel path reports each).
template <typename T1, typename T3, typename T4>
ASCENDC_HOST_HOT_INLINE bool GatherInline(T3& dstReg, const T1* baseAddr, const T4& index, const MaskReg& mask) {
  namespace rd = ascendc_host::reg_detail;
  using Lane = std::conditional_t<sizeof(T1) <= 2, uint16_t, uint32_t>;
  using Source = std::conditional_t<sizeof(T1) == 1, uint8_t, std::conditional_t<sizeof(T1) == 2, uint16_t, uint32_t>>;
  const ascendc_host::runtime::CoreState& core = ascendc_host::runtime::CurrentCore();
  const uint8_t* base = reinterpret_cast<const uint8_t*>(baseAddr);
  const int64_t at = rd::UbOffset(core, base);
  if (__builtin_expect(at % 32 != 0, 0)) return false;
  const rd::UnitRange range = rd::AdmissibleUnits(core, base, sizeof(T1), sizeof(T1));
  uint32_t max_unit = range.max_unit;
  if (core.alloc.pipe_head != 0) {
    // Reads past the TPipe's allocation WARN (checked mode): the kernel path.
    const int64_t last = static_cast<int64_t>(core.alloc.pipe_head) - static_cast<int64_t>(sizeof(T1)) - at;
    if (last < 0) return false;
    const int64_t allocated = last / static_cast<int64_t>(sizeof(T1));
    if (allocated < static_cast<int64_t>(max_unit)) max_unit = static_cast<uint32_t>(allocated);
  }
  return ascendc_host::ub_moves::Gather<Lane, Source>(base, index.reg[0], mask.words, range.min_unit, max_unit,
                                                       dstReg.reg[0]);
}

}  // namespace detail

// (A) UB -> RegTensor. Active lane k (mask bit k*sizeof(T0); b64: 8k for
// RegTraitNumOne, 4k for RegTraitNumTwo) reads element index[k] of baseAddr;
// b8 sources are zero-extended to b16; inactive lanes are 0 and never read.
// b8/b16/b32 sources run inline (SPEC 14.13), b64 through the kernels.
inline namespace ASCENDC_HOST_REG_MODE_NAMESPACE {
template <typename T0 = DefaultType, typename T1, typename T2 = DefaultType, typename T3, typename T4,
          typename = std::enable_if_t<kIsRegTensor<T3> && kIsRegTensor<T4>>>
__simd_callee__ ASCENDC_HOST_REG_OP inline void Gather(T3& dstReg, __ubuf__ T1* baseAddr, T4& index, MaskReg& mask) {
  using D = typename T3::ActualT;
  using I = typename T4::ActualT;
  detail::CheckGatherTypes<T0, T2, T1, T3, T4>();
  constexpr bool kInline = ASCENDC_HOST_REG_MOVES_INLINE && sizeof(T1) <= 4;
  if (__builtin_expect(ascendc_host::verify::Enabled(), 0)) {
    // Cross-check mode (verify.h): the same path on copies, compared with
    // the reference when the scope ends.
    T3 result = dstReg;
    const T4 indices = index;
    const MaskReg predicate = mask;
    {
      const auto cross_check = ascendc_host::detail::VerifyRegGather(
          sizeof(D), T3::REG_NUM, sizeof(T1), baseAddr, sizeof(I), T4::REG_NUM, indices.reg[0],
          T4::REG_NUM == 2 ? indices.reg[T4::REG_NUM - 1] : nullptr, predicate.words, result.reg[0],
          T3::REG_NUM == 2 ? result.reg[T3::REG_NUM - 1] : nullptr);
      if (!kInline || !detail::GatherInline(result, baseAddr, indices, predicate))
        detail::GatherThroughKernel(result, baseAddr, indices, predicate);
    }
    dstReg = result;
    return;
  }
  if constexpr (kInline) {
    if (__builtin_expect(detail::GatherInline(dstReg, baseAddr, index, mask), 1)) return;
  }
  // Fresh copies that the call may see (a by-value argument alone would hand
  // it the caller's own objects and keep them out of registers).
  T3 result = dstReg;
  T4 indices = index;
  MaskReg predicate = mask;
  ascendc_host::ub_moves::Detach(result, indices, predicate);
  dstReg = detail::GatherCopyThroughKernel(result, baseAddr, indices, predicate);
}
}  // namespace ASCENDC_HOST_REG_MODE_NAMESPACE

// (B) Register permutation: dst[k] = src[index[k] mod lanes]; every lane written.
template <typename T = DefaultType, typename U = DefaultType, typename S, typename V,
          typename = std::enable_if_t<kIsRegTensor<S> && kIsRegTensor<V>>>
__simd_callee__ inline void Gather(S& dstReg, S& srcReg, V& indexReg) {
  using E = typename S::ActualT;
  using I = typename V::ActualT;
  static_assert(detail::kMatches<E, T>, "T must equal the RegTensor's element type");
  static_assert(detail::kMatches<I, U>, "U must equal the index RegTensor's element type");
  static_assert(sizeof(E) <= 4 && S::REG_NUM == 1, "the register Gather supports b8, b16 and b32 (SPEC 1.4)");
  static_assert(std::is_unsigned_v<I> && std::is_integral_v<I> && sizeof(I) == sizeof(E),
                "the index type is uint8_t/uint16_t/uint32_t of the element width");
  namespace k = ascendc_host::kernels;
  // Cross-check mode (verify.h): compares with the reference when this scope ends.
  const auto cross_check = ascendc_host::detail::VerifyRegPermute(sizeof(E), srcReg.reg[0], indexReg.reg[0],
                                                                  dstReg.reg[0]);
  if constexpr (sizeof(E) == 1) {
    k::PermuteB8(srcReg.reg[0], indexReg.reg[0], dstReg.reg[0]);
  } else if constexpr (sizeof(E) == 2) {
    k::PermuteB16(reinterpret_cast<const uint16_t*>(srcReg.reg[0]), reinterpret_cast<const uint16_t*>(indexReg.reg[0]),
                  reinterpret_cast<uint16_t*>(dstReg.reg[0]));
  } else {
    k::PermuteB32(reinterpret_cast<const uint32_t*>(srcReg.reg[0]), reinterpret_cast<const uint32_t*>(indexReg.reg[0]),
                  reinterpret_cast<uint32_t*>(dstReg.reg[0]));
  }
}

}  // namespace Reg
}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_REG_GATHER_H_
