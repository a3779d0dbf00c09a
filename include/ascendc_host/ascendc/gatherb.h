// Basic-API Gatherb (SPEC 13.5): DataBlocks of src gathered by byte offsets
// into a strided destination, repeatTime repeats of 8 blocks.
#ifndef ASCENDC_HOST_ASCENDC_GATHERB_H_
#define ASCENDC_HOST_ASCENDC_GATHERB_H_

#include <cstdint>
#include <type_traits>
#include <vector>

#include "ascendc_host/checks.h"
#include "ascendc_host/config.h"
#include "ascendc_host/kernels/block_copy.h"
#include "ascendc_host/kernels/gather.h"
#include "ascendc_host/ascendc/data_copy_params.h"
#include "ascendc_host/ascendc/detail/block_move.h"
#include "ascendc_host/ascendc/tensor.h"

namespace ascendc_host {
namespace detail {

template <typename T>
inline constexpr bool kGatherbType =
    kProfile.profile == Profile::kP950
        ? (std::is_same_v<T, int8_t> || std::is_same_v<T, uint8_t> || std::is_same_v<T, int16_t> ||
           std::is_same_v<T, uint16_t> || std::is_same_v<T, half> || std::is_same_v<T, bfloat16_t> ||
           std::is_same_v<T, int32_t> || std::is_same_v<T, uint32_t> || std::is_same_v<T, float> ||
           std::is_same_v<T, int64_t> || std::is_same_v<T, uint64_t>)
        : (std::is_same_v<T, uint16_t> || std::is_same_v<T, uint32_t>);

// The first offset that breaks a rule, for the diagnostic (only runs when
// the one-pass summary shows a problem).
inline uint32_t FirstOffsetWhere(const uint32_t* offsets, uint32_t n, bool (*bad)(uint32_t, uint32_t), uint32_t arg) {
  for (uint32_t i = 0; i < n; ++i)
    if (bad(offsets[i], arg)) return i;
  return 0;
}

}  // namespace detail
}  // namespace ascendc_host

namespace AscendC {

// Block j (< 8) of repeat i: the 32 bytes at src + offset[i*8 + j] (bytes,
// floored to sizeof(T)) go to dst + (i*dstRepStride + j*dstBlkStride)*32;
// dstBlkStride 0 counts as 1. Repeats and blocks run in order.
template <typename T>
__aicore__ inline void Gatherb(const LocalTensor<T>& dst, const LocalTensor<T>& src, const LocalTensor<uint32_t>& offset,
                               const uint8_t repeatTime, const GatherRepeatParams& repeatParams) {
  static_assert(ascendc_host::detail::kGatherbType<T>,
                "Gatherb: T must be one of the page's types (Atlas A2/A3: uint16_t or uint32_t)");
  namespace d = ascendc_host::detail;
  namespace k = ascendc_host::kernels;
  const char* api = "Gatherb";
  if (repeatTime == 0) return;
  const uint32_t blocks = uint32_t{repeatTime} * 8;
  const uint64_t block_stride = repeatParams.dstBlkStride == 0 ? 1 : repeatParams.dstBlkStride;
  const uint64_t repeat_stride = repeatParams.dstRepStride;
  // The offsets first: where they are, then what they address.
  d::ByteExtent offsets_read;
  offsets_read.hi = uint64_t{blocks} * 4;
  const uint32_t at_offsets = d::CheckUbExtent(api, "offset", offset.GetPhyAddr(), offsets_read);
  const uint32_t* raw = offset.GetPhyAddr();
  const k::OffsetSummary summary = k::SummarizeOffsets(raw, blocks, k::OffsetMap{});
  // Offsets are floored to sizeof(T) (the page's pseudo-code); ERROR when one is not a multiple.
  const uint32_t floor_mask = ~static_cast<uint32_t>(sizeof(T) - 1);
  if ((summary.or_offsets & (sizeof(T) - 1)) != 0) {
    const uint32_t i = d::FirstOffsetWhere(raw, blocks, [](uint32_t o, uint32_t s) { return o % s != 0; }, sizeof(T));
    ascendc_host::ReportError(api, ascendc_host::detail::Elem("offset", i), d::Str(raw[i]),
                              "must be a multiple of sizeof(T) (release: floored)");
  }
  d::ByteExtent read;
  read.lo = summary.min_distance & floor_mask;
  read.hi = static_cast<__int128>(summary.max_distance & floor_mask) + 32;
  d::ByteExtent written;
  written.hi = 32;
  d::Widen(written, 8, block_stride * 32);
  d::Widen(written, repeatTime, repeat_stride * 32);
  const uint32_t at_src = d::CheckUbExtent(api, "src", src.GetPhyAddr(), read);
  const uint32_t at_dst = d::CheckUbExtent(api, "dst", dst.GetPhyAddr(), written);
  d::CheckUbAligned(api, "dst", at_dst);
  d::CheckUbAligned(api, "src", at_src);
  d::CheckUbAligned(api, "offset", at_offsets);
  if ((summary.or_offsets & floor_mask & 31u) != 0 && ascendc_host::CheckedMode()) {
    const uint32_t i = d::FirstOffsetWhere(raw, blocks, [](uint32_t o, uint32_t mask) { return (o & mask & 31u) != 0; },
                                           floor_mask);
    ascendc_host::ReportError(api, ascendc_host::detail::Elem("offset", i), d::Str(raw[i]),
                              "src + offset must be 32-byte aligned (release: the block is read there)");
  }
  d::WarnOutsideOwner(api, "dst", dst, at_dst, written);
  if (ascendc_host::CheckedMode()) {
    // src and dst must not share memory (the page).
    d::ByteExtent src_span = read;
    if (at_dst + written.lo < at_src + src_span.hi && at_src + src_span.lo < at_dst + written.hi)
      ascendc_host::ReportWarning(api, "dst", d::ExtentText(at_dst + written.lo, at_dst + written.hi),
                                  "overlaps the source blocks; the blocks run in order");
  }
  const auto cross_check = d::VerifyDataMove(api, [&] {
    namespace v = ascendc_host::verify;
    v::DataMoveCall c = d::VerifyCallBase(v::DataMoveCall::Kind::kGatherb, v::DataMoveCall::Path::kUbToUb, sizeof(T));
    c.dst = at_dst;
    c.src = at_src;
    c.offsets = at_offsets;
    c.repeat_time = repeatTime;
    c.dst_blk_stride = repeatParams.dstBlkStride;
    c.dst_rep_stride = repeatParams.dstRepStride;
    return c;
  });
  const uint32_t* used = raw;
  std::vector<uint32_t> floored;
  if ((summary.or_offsets & (sizeof(T) - 1)) != 0) {
    floored.assign(raw, raw + blocks);
    for (auto& o : floored) o &= floor_mask;
    used = floored.data();
  }
  k::GatherBlocks(reinterpret_cast<const uint8_t*>(src.GetPhyAddr()), used, blocks, 8, block_stride * 32,
                  repeat_stride * 32, nullptr, false, reinterpret_cast<uint8_t*>(dst.GetPhyAddr()));
}

}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_GATHERB_H_
