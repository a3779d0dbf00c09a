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
#include "kernels/table_lookup-inl.h"

HWY_BEFORE_NAMESPACE();
namespace ascendc_host {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

template <typename Out, typename In>
HWY_INLINE Out ReadAt(const uint8_t* p) {
  In v;
  std::memcpy(&v, p, sizeof(In));
  return static_cast<Out>(v);
}

// One scalar load per lane, straight into dst: lane k reads index[k] before
// it writes dst[k] and never looks back, so dst may be the index register.
// (Fetching indices and storing results 64 bits at a time was slower: the
// loop is bound by instructions, not by memory operations.)
template <typename Out, typename In>
HWY_INLINE void GatherAllLanes(const uint8_t* base, const Out* index, Out* dst) {
  for (size_t k = 0; k < 256 / sizeof(Out); ++k)
    dst[k] = ReadAt<Out, In>(base + static_cast<size_t>(index[k]) * sizeof(In));
}

// Partial predicate: inactive lanes read the smallest active index (known
// to be admissible) instead of theirs, then are cleared. No branch per lane
// and no access through an inactive lane's own index.
template <typename Out, typename In>
HWY_INLINE void GatherSomeLanes(const uint8_t* base, const Out* index, const uint64_t* predicate, Out safe_index,
                                Out* dst) {
  constexpr size_t kLanes = 256 / sizeof(Out);
  const hn::ScalableTag<Out> d;
  const size_t N = hn::Lanes(d);
  const uint8_t* bits = reinterpret_cast<const uint8_t*>(predicate);
  HWY_ALIGN Out safe[kLanes];
  for (size_t i = 0; i < kLanes; i += N)
    hn::Store(hn::IfThenElse(LaneMask(d, bits, i), hn::LoadU(d, index + i), hn::Set(d, safe_index)), d, safe + i);
  GatherAllLanes<Out, In>(base, safe, dst);
  for (size_t i = 0; i < kLanes; i += N)
    hn::StoreU(hn::IfThenElseZero(LaneMask(d, bits, i), hn::LoadU(d, dst + i)), d, dst + i);
}

template <typename Out>
HWY_INLINE void ZeroLanes(Out* dst) {
  const hn::ScalableTag<Out> d;
  const size_t N = hn::Lanes(d);
  for (size_t i = 0; i < 256 / sizeof(Out); i += N) hn::StoreU(hn::Zero(d), d, dst + i);
}

// Strategy, measured on Zen4 (BM_RegUbGather, AVX3/AVX2/SSE4 forced): the
// AVX-512 hardware gather (vpgatherdd; for b16 as 32-bit loads truncated and
// packed) was about 1.15x slower than one scalar load per lane for both b32
// and b16, AVX2's no faster, and splitting a register between vpgatherdd and
// scalar loads was slower still; so every target uses the scalar loads.
template <typename Out, typename In>
HWY_INLINE void GatherRegister(const uint8_t* base, const Out* index, const uint64_t* predicate, bool all_active,
                               const kernels::GatherUnits& range, Out* dst) {
  if (all_active) {
    GatherAllLanes<Out, In>(base, index, dst);
  } else if (range.active == 0) {
    ZeroLanes(dst);
  } else {
    GatherSomeLanes<Out, In>(base, index, predicate, static_cast<Out>(range.min_unit), dst);
  }
}

bool GatherToB16Impl(const uint8_t* base, uint32_t source_bytes, const uint16_t* index, const uint64_t* predicate,
                     uint32_t min_unit, uint32_t max_unit, uint16_t* dst, kernels::GatherUnits* seen) {
  const bool all = AllLanesActive(predicate, LaneBitsPattern(2));
  const kernels::GatherUnits range = IndexRange<uint16_t, 128>(index, predicate, all);
  *seen = range;
  if (!Admissible(range, min_unit, max_unit)) return false;
  if (source_bytes == 1) GatherRegister<uint16_t, uint8_t>(base, index, predicate, all, range, dst);
  else GatherRegister<uint16_t, uint16_t>(base, index, predicate, all, range, dst);
  return true;
}

bool GatherToB32Impl(const uint8_t* base, const uint32_t* index, const uint64_t* predicate, uint32_t min_unit,
                     uint32_t max_unit, uint32_t* dst, kernels::GatherUnits* seen) {
  const bool all = AllLanesActive(predicate, LaneBitsPattern(4));
  const kernels::GatherUnits range = IndexRange<uint32_t, 64>(index, predicate, all);
  *seen = range;
  if (!Admissible(range, min_unit, max_unit)) return false;
  GatherRegister<uint32_t, uint32_t>(base, index, predicate, all, range, dst);
  return true;
}

bool GatherToB64Impl(const uint8_t* base, const uint32_t* index, uint32_t index_step, uint32_t lanes,
                     const uint64_t* predicate, uint32_t predicate_step, bool split, uint32_t min_unit, uint32_t max_unit, uint8_t* dst0,
                     uint8_t* dst1, kernels::GatherUnits* seen) {
  uint32_t units[64];
  bool active[64];
  const kernels::GatherUnits range = B64Units(index, index_step, lanes, predicate, predicate_step, units, active);
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

// Register permutation. The whole source is read before the first lane is
// written (dst may alias src) and output lane k depends only on index lane k
// (dst may alias index).
//
// Strategy per target, measured on Zen4 (BM_RegPermute per forced target):
// AVX-512 looks lanes up in the 256-byte register with two two-table
// lookups (vpermi2w/vpermi2d) and one select on the index's top bit; b8
// looks up the 16-bit word holding the byte and shifts the byte out, since
// AVX3 has no byte lookup across the vector. AVX2 b32 selects among 8
// in-vector lookups (vpermd) with a select tree on index bits 3..5.
// Everything else keeps the scalar loop (lookups confined to 16-byte blocks
// would need 16 per output vector; not tried).
template <typename T, size_t kLanes>
HWY_INLINE void PermuteScalar(const T* src, const T* index, T* dst) {
  const hn::ScalableTag<T> d;
  const size_t N = hn::Lanes(d);
  HWY_ALIGN T table[kLanes];
  for (size_t i = 0; i < kLanes; i += N) hn::Store(hn::LoadU(d, src + i), d, table + i);
  for (size_t k = 0; k < kLanes; ++k) dst[k] = table[index[k] & (kLanes - 1)];
}

#if ASCENDC_HOST_HAVE_TWO_TABLES
// The 256-byte register as four vectors.
template <class D>
struct Table {
  hn::Vec<D> t0, t1, t2, t3;
};
template <class D>
HWY_INLINE Table<D> LoadTable(D d, const hn::TFromD<D>* src) {
  const size_t N = hn::Lanes(d);
  return {hn::LoadU(d, src), hn::LoadU(d, src + N), hn::LoadU(d, src + 2 * N), hn::LoadU(d, src + 3 * N)};
}
// Lane idx[k] mod 4N of the table; `half` = 2N selects the upper pair.
template <class D>
HWY_INLINE hn::Vec<D> LookupLanes(D d, const Table<D>& t, hn::Vec<D> idx, hn::Vec<D> half) {
  const auto lo = TwoTablesLookupLanes(d, t.t0, t.t1, idx);
  const auto hi = TwoTablesLookupLanes(d, t.t2, t.t3, idx);
  return hn::IfThenElse(hn::TestBit(idx, half), hi, lo);
}

void PermuteB8Impl(const uint8_t* src, const uint8_t* index, uint8_t* dst) {
  using DW = hn::ScalableTag<uint16_t>;
  const DW dw;
  const hn::ScalableTag<uint8_t> db;
  const Table<DW> t = LoadTable(dw, reinterpret_cast<const uint16_t*>(src));
  const auto half = hn::Set(dw, 64), one = hn::Set(dw, 1), low_byte = hn::Set(dw, 0xFF);
  // Byte b of the table (b in the low 8 bits of each 16-bit lane), zero-extended.
  auto table_byte = [&](hn::Vec<DW> b) {
    const auto word = LookupLanes(dw, t, hn::ShiftRight<1>(b), half);
    return hn::And(word >> hn::ShiftLeft<3>(hn::And(b, one)), low_byte);
  };
  const size_t bytes = hn::Lanes(db);
  for (size_t i = 0; i < 256; i += bytes) {
    const auto idx = hn::BitCast(dw, hn::LoadU(db, index + i));
    const auto even = table_byte(hn::And(idx, low_byte));
    const auto odd = table_byte(hn::ShiftRight<8>(idx));
    hn::StoreU(hn::BitCast(db, hn::Or(even, hn::ShiftLeft<8>(odd))), db, dst + i);
  }
}
void PermuteB16Impl(const uint16_t* src, const uint16_t* index, uint16_t* dst) {
  using D = hn::ScalableTag<uint16_t>;
  const D d;
  const Table<D> t = LoadTable(d, src);
  const auto half = hn::Set(d, 64);
  for (size_t i = 0; i < 128; i += hn::Lanes(d)) hn::StoreU(LookupLanes(d, t, hn::LoadU(d, index + i), half), d, dst + i);
}
void PermuteB32Impl(const uint32_t* src, const uint32_t* index, uint32_t* dst) {
  using D = hn::ScalableTag<uint32_t>;
  const D d;
  const Table<D> t = LoadTable(d, src);
  const auto half = hn::Set(d, 32);
  for (size_t i = 0; i < 64; i += hn::Lanes(d)) hn::StoreU(LookupLanes(d, t, hn::LoadU(d, index + i), half), d, dst + i);
}
#else
void PermuteB8Impl(const uint8_t* src, const uint8_t* index, uint8_t* dst) { PermuteScalar<uint8_t, 256>(src, index, dst); }
void PermuteB16Impl(const uint16_t* src, const uint16_t* index, uint16_t* dst) {
  PermuteScalar<uint16_t, 128>(src, index, dst);
}
#if HWY_ARCH_X86 && HWY_TARGET == HWY_AVX2
void PermuteB32Impl(const uint32_t* src, const uint32_t* index, uint32_t* dst) {
  using D = hn::Full256<uint32_t>;
  const D d;
  const hn::RebindToSigned<D> di;
  hn::Vec<D> t[8];
  for (int j = 0; j < 8; ++j) t[j] = hn::LoadU(d, src + 8 * j);
  const auto in_vector = hn::Set(d, 7);
  // b where index bit `shift` is set, else a: the bit moved to the sign
  // (a single blend on the sign bit, cheaper than testing the bit).
  auto pick = [&](hn::Vec<D> sign_carrier, hn::Vec<D> a, hn::Vec<D> b) {
    return hn::BitCast(d, hn::IfNegativeThenElse(hn::BitCast(di, sign_carrier), hn::BitCast(di, b), hn::BitCast(di, a)));
  };
  for (size_t i = 0; i < 64; i += 8) {
    const auto idx = hn::LoadU(d, index + i);
    const auto lanes = hn::IndicesFromVec(d, hn::And(idx, in_vector));
    hn::Vec<D> p[8];
    for (int j = 0; j < 8; ++j) p[j] = hn::TableLookupLanes(t[j], lanes);
    const auto bit3 = hn::ShiftLeft<28>(idx), bit4 = hn::ShiftLeft<27>(idx), bit5 = hn::ShiftLeft<26>(idx);
    const auto q0 = pick(bit3, p[0], p[1]), q1 = pick(bit3, p[2], p[3]), q2 = pick(bit3, p[4], p[5]),
               q3 = pick(bit3, p[6], p[7]);
    const auto r0 = pick(bit4, q0, q1), r1 = pick(bit4, q2, q3);
    hn::StoreU(pick(bit5, r0, r1), d, dst + i);
  }
}
#else
void PermuteB32Impl(const uint32_t* src, const uint32_t* index, uint32_t* dst) {
  PermuteScalar<uint32_t, 64>(src, index, dst);
}
#endif
#endif

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
