// LoadAlign distributions (SPEC 4.4, 4.5): UB bytes -> 256-byte register
// images. Every distribution is a fixed byte permutation, so each maps onto
// whole-vector Highway ops (interleave/de-interleave, promote, broadcast)
// that keep lane order across the full vector width on every target.
#include <cstring>

#include "ascendc_host/kernels/reg.h"

#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "kernels/load_align.cc"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
#include <hwy/highway.h>

#include "kernels/reg_lanes-inl.h"

HWY_BEFORE_NAMESPACE();
namespace ascendc_host {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

constexpr size_t kReg = kernels::kRegisterBytes;

template <typename T>
HWY_INLINE const T* As(const uint8_t* p) {
  return reinterpret_cast<const T*>(p);
}
template <typename T>
HWY_INLINE T* As(uint8_t* p) {
  return reinterpret_cast<T*>(p);
}

void LoadAlignNormImpl(const uint8_t* HWY_RESTRICT src, uint8_t* HWY_RESTRICT reg) {
  const hn::ScalableTag<uint8_t> d;
  const size_t N = hn::Lanes(d);
  for (size_t i = 0; i < kReg; i += N) hn::StoreU(hn::LoadU(d, src + i), d, reg + i);
}

template <typename T>
HWY_INLINE void Broadcast(const uint8_t* src, uint8_t* reg) {
  const hn::ScalableTag<T> d;
  T value;
  std::memcpy(&value, src, sizeof(T));
  const auto v = hn::Set(d, value);
  for (size_t i = 0; i < kReg / sizeof(T); i += hn::Lanes(d)) hn::StoreU(v, d, As<T>(reg) + i);
}

// Each element of the first 128 bytes twice (US_B8 / US_B16).
template <typename T>
HWY_INLINE void Upsample(const uint8_t* src, uint8_t* reg) {
  const hn::ScalableTag<T> d;
  for (size_t i = 0; i < kReg / 2 / sizeof(T); i += hn::Lanes(d)) {
    const auto v = hn::LoadU(d, As<T>(src) + i);
    hn::StoreInterleaved2(v, v, d, As<T>(reg) + 2 * i);
  }
}

// Even elements of 512 bytes (DS_B8 / DS_B16).
template <typename T>
HWY_INLINE void Downsample(const uint8_t* src, uint8_t* reg) {
  const hn::ScalableTag<T> d;
  for (size_t i = 0; i < kReg / sizeof(T); i += hn::Lanes(d)) {
    hn::Vec<decltype(d)> even, odd;
    LoadInterleaved2AnyAlignment(d, src + 2 * i * sizeof(T), even, odd);
    hn::StoreU(even, d, As<T>(reg) + i);
  }
}

// Zero extension Narrow -> Wide of as many elements as fill the register.
template <typename Wide, typename Narrow>
HWY_INLINE void Unpack(const uint8_t* src, uint8_t* reg) {
  const hn::ScalableTag<Wide> dw;
  const hn::Rebind<Narrow, decltype(dw)> dn;
  for (size_t i = 0; i < kReg / sizeof(Wide); i += hn::Lanes(dw))
    hn::StoreU(hn::PromoteTo(dw, hn::LoadU(dn, As<Narrow>(src) + i)), dw, As<Wide>(reg) + i);
}

void LoadAlignBlock(const uint8_t* src, uint8_t* reg) {
  const hn::CappedTag<uint8_t, 32> d;
  const size_t N = hn::Lanes(d);
  for (size_t c = 0; c < 32; c += N) {
    const auto v = hn::LoadU(d, src + c);
    for (size_t b = 0; b < kReg; b += 32) hn::StoreU(v, d, reg + b + c);
  }
}

// Element b (of 8) fills DataBlock b.
template <typename T>
HWY_INLINE void ElementToBlock(const uint8_t* src, uint8_t* reg) {
  const hn::CappedTag<T, 32 / sizeof(T)> d;
  for (size_t b = 0; b < 8; ++b) {
    T value;
    std::memcpy(&value, src + b * sizeof(T), sizeof(T));
    const auto v = hn::Set(d, value);
    for (size_t l = 0; l < 32 / sizeof(T); l += hn::Lanes(d)) hn::StoreU(v, d, As<T>(reg + 32 * b) + l);
  }
}

void LoadAlignDistributedImpl(kernels::RegLoadDist dist, const uint8_t* HWY_RESTRICT src, uint8_t* HWY_RESTRICT reg) {
  using kernels::RegLoadDist;
  switch (dist) {
    case RegLoadDist::kNorm: return LoadAlignNormImpl(src, reg);
    case RegLoadDist::kBroadcastB8: return Broadcast<uint8_t>(src, reg);
    case RegLoadDist::kBroadcastB16: return Broadcast<uint16_t>(src, reg);
    case RegLoadDist::kBroadcastB32: return Broadcast<uint32_t>(src, reg);
    case RegLoadDist::kUpsampleB8: return Upsample<uint8_t>(src, reg);
    case RegLoadDist::kUpsampleB16: return Upsample<uint16_t>(src, reg);
    case RegLoadDist::kDownsampleB8: return Downsample<uint8_t>(src, reg);
    case RegLoadDist::kDownsampleB16: return Downsample<uint16_t>(src, reg);
    case RegLoadDist::kUnpackB8: return Unpack<uint16_t, uint8_t>(src, reg);
    case RegLoadDist::kUnpackB16: return Unpack<uint32_t, uint16_t>(src, reg);
    case RegLoadDist::kUnpackB32: return Unpack<uint64_t, uint32_t>(src, reg);
    case RegLoadDist::kUnpack4B8: return Unpack<uint32_t, uint8_t>(src, reg);
    case RegLoadDist::kBlock: return LoadAlignBlock(src, reg);
    case RegLoadDist::kElementToBlockB16: return ElementToBlock<uint16_t>(src, reg);
    case RegLoadDist::kElementToBlockB32: return ElementToBlock<uint32_t>(src, reg);
  }
}

template <typename T>
HWY_INLINE void Deinterleave(const uint8_t* src, uint8_t* reg0, uint8_t* reg1) {
  const hn::ScalableTag<T> d;
  for (size_t e = 0; e < kReg / sizeof(T); e += hn::Lanes(d)) {
    hn::Vec<decltype(d)> even, odd;
    LoadInterleaved2AnyAlignment(d, src + 2 * e * sizeof(T), even, odd);
    hn::StoreU(even, d, As<T>(reg0) + e);
    hn::StoreU(odd, d, As<T>(reg1) + e);
  }
}

void LoadAlignDeinterleaveImpl(uint32_t granule_bytes, const uint8_t* HWY_RESTRICT src, uint8_t* HWY_RESTRICT reg0,
                               uint8_t* HWY_RESTRICT reg1) {
  if (granule_bytes == 1) Deinterleave<uint8_t>(src, reg0, reg1);
  else if (granule_bytes == 2) Deinterleave<uint16_t>(src, reg0, reg1);
  else Deinterleave<uint32_t>(src, reg0, reg1);
}

}  // namespace HWY_NAMESPACE
}  // namespace ascendc_host
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
#include "kernels/dispatch.h"
namespace ascendc_host {
HWY_EXPORT(LoadAlignNormImpl);
HWY_EXPORT(LoadAlignDistributedImpl);
HWY_EXPORT(LoadAlignDeinterleaveImpl);
namespace kernels {
void LoadAlignNorm(const uint8_t* src, uint8_t* reg) { ASCENDC_HOST_DISPATCH(LoadAlignNormImpl)(src, reg); }
void LoadAlignDistributed(RegLoadDist dist, const uint8_t* src, uint8_t* reg) {
  ASCENDC_HOST_DISPATCH(LoadAlignDistributedImpl)(dist, src, reg);
}
void LoadAlignDeinterleave(uint32_t granule_bytes, const uint8_t* src, uint8_t* reg0, uint8_t* reg1) {
  ASCENDC_HOST_DISPATCH(LoadAlignDeinterleaveImpl)(granule_bytes, src, reg0, reg1);
}
}  // namespace kernels
}  // namespace ascendc_host
#endif
