// BilinearInterpolation (基础算术, ISASI): DataBlocks of src0 gathered by
// byte offsets, multiplied by src1's factors and summed over the horizontal
// repeats, one destination repeat per vertical repeat; both mask forms, half.
// The page defines it as Gatherb + Brcb + Mul + Add; the host runs those
// steps with the library's own half kernels (same rounding and saturation as
// Mul and Add). Semantics and decisions: docs/SPEC.md 8.11.
#ifndef ASCENDC_HOST_ASCENDC_VECTOR_BILINEAR_INTERPOLATION_H_
#define ASCENDC_HOST_ASCENDC_VECTOR_BILINEAR_INTERPOLATION_H_

#include <cstdint>
#include <type_traits>

#include "ascendc_host/ascendc/detail/block_move.h"
#include "ascendc_host/ascendc/tensor.h"
#include "ascendc_host/ascendc/vector/common.h"
#include "ascendc_host/kernels/bilinear_interpolation.h"
#include "ascendc_host/kernels/gather.h"
#include "ascendc_host/kernels/vector.h"

namespace ascendc_host {
namespace detail {

struct BilinearParams {
  uint8_t h_repeat;
  bool repeat_mode;
  uint16_t dst_blk_stride;
  uint16_t v_r_offset;
  uint8_t v_repeat;
};

// FATAL unless the sources of `repeats` vertical repeats lie in UB; ERROR
// (checked mode) for the alignments the page asks for.
inline void CheckBilinearSources(const char* api, uint32_t repeats, const uint8_t* src0, const uint32_t* offsets,
                                 const uint16_t* src1, const BilinearParams& p) {
  const uint64_t iterations = uint64_t{repeats} * p.h_repeat;
  ByteExtent offsets_read, factors_read, blocks_read;
  offsets_read.hi = iterations * 8 * sizeof(uint32_t);
  factors_read.hi = iterations * (p.repeat_mode ? 8 : 1) * sizeof(uint16_t);
  const uint32_t at_offsets = CheckUbExtent(api, "src0Offset", offsets, offsets_read);
  const uint32_t at_src1 = CheckUbExtent(api, "src1", src1, factors_read);
  const kernels::OffsetSummary summary = kernels::SummarizeOffsets(offsets, iterations * 8, kernels::OffsetMap{~1u});
  blocks_read.lo = summary.min_distance;
  blocks_read.hi = static_cast<__int128>(summary.max_distance) + kDataBlockBytes;
  const uint32_t at_src0 = CheckUbExtent(api, "src0", src0, blocks_read);
  CheckUbAligned(api, "src0", at_src0);
  CheckUbAligned(api, "src0Offset", at_offsets);
  CheckUbAligned(api, "src1", at_src1);
  if ((summary.or_offsets & 31u) != 0 && CheckedMode()) {
    for (uint64_t i = 0; i < iterations * 8; ++i) {
      if (offsets[i] % 2 != 0) {
        ReportError(api, Elem("src0Offset", i), Str(offsets[i]), "must be a multiple of sizeof(T) (release: floored)");
        break;
      }
      if (offsets[i] % kDataBlockBytes != 0) {
        ReportError(api, Elem("src0Offset", i), Str(offsets[i]),
                    "src0 + offset must be 32-byte aligned (release: the block is read there)");
        break;
      }
    }
  }
}

template <typename T>
void BilinearInterpolation(const AscendC::LocalTensor<T>& dst, const AscendC::LocalTensor<T>& src0,
                           const AscendC::LocalTensor<uint32_t>& src0Offset, const AscendC::LocalTensor<T>& src1,
                           const VectorForm& form, const BilinearParams& p,
                           const AscendC::LocalTensor<uint8_t>& sharedTmpBuffer) {
  static_assert(std::is_same_v<T, half>, "BilinearInterpolation: T must be half (see its page, 数据类型)");
  const char* api = "BilinearInterpolation";
  if (CheckedMode()) {
    if (p.h_repeat == 0) ReportError(api, "hRepeat", "0", "must be in [1, 255]");
    if (p.v_repeat == 0) ReportError(api, "vRepeat", "0", "must be in [1, 255]");
    if (p.v_r_offset < 128 || p.v_r_offset == 65535)
      ReportError(api, "vROffset", Str(p.v_r_offset), "must be in [128, 65535)");
    if (p.v_r_offset * sizeof(T) % kDataBlockBytes != 0)
      ReportError(api, "vROffset", Str(p.v_r_offset),
                  "vROffset * sizeof(T) must be a multiple of 32 (release: floored to a DataBlock)");
    // Atlas A2/A3 run the page's steps in this buffer; Ascend 950 needs none.
    if (kProfile.profile == Profile::kPA2) {
      const uint64_t need = uint64_t{src0.GetSize()} * 32 + uint64_t{src1.GetSize()} * 32;
      if (sharedTmpBuffer.GetSize() < need)
        ReportError(api, "sharedTmpBuffer.GetSize()", Str(sharedTmpBuffer.GetSize()),
                    ("must be at least src0.GetSize() * 32 + src1.GetSize() * 32 = " + std::to_string(need) +
                     " bytes (release: the host does not use it)")
                        .c_str());
    }
  }
  // One destination repeat per vertical repeat: 8 DataBlocks dstBlkStride
  // apart, vertical repeats vROffset elements apart.
  VectorCall call(api, form, sizeof(T));
  call.Add(Operand("dst", dst, true, p.dst_blk_stride,
                   static_cast<uint16_t>(uint32_t{p.v_r_offset} * sizeof(T) / kDataBlockBytes)));
  call.LimitRepeats(p.v_repeat);
  call.Run([&](const kernels::VecShape& shape, const kernels::VecOperand* o, const NumericMode& mode) {
    const auto* blocks = reinterpret_cast<const uint8_t*>(src0.GetPhyAddr());
    const auto* factors = reinterpret_cast<const uint16_t*>(src1.GetPhyAddr());
    CheckBilinearSources(api, shape.repeats, blocks, src0Offset.GetPhyAddr(), factors, p);
    kernels::BilinearInterpolation(shape, o[0], blocks, src0Offset.GetPhyAddr(), factors, p.h_repeat, p.repeat_mode,
                                   mode);
  });
}

}  // namespace detail
}  // namespace ascendc_host

namespace AscendC {

template <typename T>
__aicore__ inline void BilinearInterpolation(const LocalTensor<T>& dst, const LocalTensor<T>& src0,
                                             const LocalTensor<uint32_t>& src0Offset, const LocalTensor<T>& src1,
                                             const uint64_t mask[], uint8_t hRepeat, bool repeatMode,
                                             uint16_t dstBlkStride, uint16_t vROffset, uint8_t vRepeat,
                                             const LocalTensor<uint8_t>& sharedTmpBuffer) {
  namespace d = ::ascendc_host::detail;
  d::BilinearInterpolation(dst, src0, src0Offset, src1, d::VectorForm::Bitwise(mask, vRepeat, true),
                           d::BilinearParams{hRepeat, repeatMode, dstBlkStride, vROffset, vRepeat}, sharedTmpBuffer);
}

template <typename T>
__aicore__ inline void BilinearInterpolation(const LocalTensor<T>& dst, const LocalTensor<T>& src0,
                                             const LocalTensor<uint32_t>& src0Offset, const LocalTensor<T>& src1,
                                             uint64_t mask, uint8_t hRepeat, bool repeatMode, uint16_t dstBlkStride,
                                             uint16_t vROffset, uint8_t vRepeat,
                                             const LocalTensor<uint8_t>& sharedTmpBuffer) {
  namespace d = ::ascendc_host::detail;
  d::BilinearInterpolation(dst, src0, src0Offset, src1, d::VectorForm::Contiguous(mask, vRepeat, true),
                           d::BilinearParams{hRepeat, repeatMode, dstBlkStride, vROffset, vRepeat}, sharedTmpBuffer);
}

}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_VECTOR_BILINEAR_INTERPOLATION_H_
