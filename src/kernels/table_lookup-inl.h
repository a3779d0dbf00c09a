// Table lookups across two vectors, per target. Highway 1.0.3 has no
// TwoTablesLookupLanes (later versions do, with the same meaning); on the
// AVX-512 targets it is one instruction, so it is provided here as an op on
// Highway vectors, and kernel code stays written in Highway ops.
// Per-target include guard: this file is included once per target.
#if defined(ASCENDC_HOST_KERNELS_TABLE_LOOKUP_INL_H_) == defined(HWY_TARGET_TOGGLE)
#ifdef ASCENDC_HOST_KERNELS_TABLE_LOOKUP_INL_H_
#undef ASCENDC_HOST_KERNELS_TABLE_LOOKUP_INL_H_
#else
#define ASCENDC_HOST_KERNELS_TABLE_LOOKUP_INL_H_
#endif

#include <hwy/highway.h>

HWY_BEFORE_NAMESPACE();
namespace ascendc_host {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

#undef ASCENDC_HOST_HAVE_TWO_TABLES
#if HWY_ARCH_X86 && (HWY_TARGET == HWY_AVX3 || HWY_TARGET == HWY_AVX3_DL)
#define ASCENDC_HOST_HAVE_TWO_TABLES 1
// Lane k of the result: lane idx[k] mod 2N of the concatenation {a, b}
// (N lanes per vector).
template <class D, hwy::EnableIf<sizeof(hn::TFromD<D>) == 2>* = nullptr>
HWY_API hn::Vec<D> TwoTablesLookupLanes(D /*d*/, hn::Vec<D> a, hn::Vec<D> b, hn::Vec<D> idx) {
  return hn::Vec<D>{_mm512_permutex2var_epi16(a.raw, idx.raw, b.raw)};
}
template <class D, hwy::EnableIf<sizeof(hn::TFromD<D>) == 4>* = nullptr>
HWY_API hn::Vec<D> TwoTablesLookupLanes(D /*d*/, hn::Vec<D> a, hn::Vec<D> b, hn::Vec<D> idx) {
  return hn::Vec<D>{_mm512_permutex2var_epi32(a.raw, idx.raw, b.raw)};
}
#else
#define ASCENDC_HOST_HAVE_TWO_TABLES 0
#endif

}  // namespace HWY_NAMESPACE
}  // namespace ascendc_host
HWY_AFTER_NAMESPACE();

#endif  // include guard
