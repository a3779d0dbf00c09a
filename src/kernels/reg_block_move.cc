// DataBlock-strided register store (kernels/reg_move.h): each DataBlock of
// the register goes to its own address, lanes predicated as in StoreAlign.
#include "ascendc_host/kernels/reg_move.h"

#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "kernels/reg_block_move.cc"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
#include <hwy/highway.h>

#include "kernels/reg_lanes-inl.h"

HWY_BEFORE_NAMESPACE();
namespace ascendc_host {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

template <typename T>
HWY_INLINE void StoreBlocks(const uint8_t* reg, const uint64_t* predicate, uint8_t* dst, uint64_t block_stride) {
  // One DataBlock per step: the vector never reaches past the block, whose
  // bytes the surface checked (a block without active lanes is skipped and
  // may lie anywhere).
  const hn::CappedTag<T, 32 / sizeof(T)> d;
  const size_t N = hn::Lanes(d);
  const uint8_t* bits = reinterpret_cast<const uint8_t*>(predicate);
  const uint64_t pattern = LaneBitsPattern(sizeof(T));
  for (size_t b = 0; b < 8; ++b) {
    // Predicate bits 32b .. 32b+31 decide block b.
    const uint32_t block_bits = static_cast<uint32_t>(predicate[b / 2] >> (32 * (b % 2)));
    if ((block_bits & static_cast<uint32_t>(pattern)) == 0) continue;
    const T* lanes = reinterpret_cast<const T*>(reg + 32 * b);
    T* out = reinterpret_cast<T*>(dst + b * block_stride);
    for (size_t i = 0; i < 32 / sizeof(T); i += N)
      StoreActiveLanes(hn::LoadU(d, lanes + i), LaneMask(d, bits, 32 / sizeof(T) * b + i), d, out + i);
  }
}

void StoreBlocksMaskedImpl(uint32_t element_bytes, const uint8_t* reg, const uint64_t* predicate, uint8_t* dst,
                           uint64_t block_stride) {
  switch (element_bytes) {
    case 1: return StoreBlocks<uint8_t>(reg, predicate, dst, block_stride);
    case 2: return StoreBlocks<uint16_t>(reg, predicate, dst, block_stride);
    default: return StoreBlocks<uint32_t>(reg, predicate, dst, block_stride);
  }
}

}  // namespace HWY_NAMESPACE
}  // namespace ascendc_host
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
#include "kernels/dispatch.h"
namespace ascendc_host {
HWY_EXPORT(StoreBlocksMaskedImpl);
namespace kernels {
void StoreBlocksMasked(uint32_t element_bytes, const uint8_t* reg, const uint64_t* predicate, uint8_t* dst,
                       uint64_t block_stride_bytes) {
  ASCENDC_HOST_DISPATCH(StoreBlocksMaskedImpl)(element_bytes, reg, predicate, dst, block_stride_bytes);
}
}  // namespace kernels
}  // namespace ascendc_host
#endif
