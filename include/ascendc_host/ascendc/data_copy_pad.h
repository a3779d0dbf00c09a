// DataCopyPad (SPEC 13.2): GM <-> UB moves of blocks of any byte length. GM
// -> UB pads every block (Normal) or the packed blocks once (Compact,
// Ascend 950) to the next DataBlock boundary, with left/right padding and
// the pad value of DataCopyPadExtParams or SetPadValue; UB -> GM writes only
// the blocks' bytes. Both parameter structs (DataCopyExtParams /
// DataCopyPadExtParams and the older DataCopyParams / DataCopyPadParams) and
// loop mode (SetLoopModePara).
#ifndef ASCENDC_HOST_ASCENDC_DATA_COPY_PAD_H_
#define ASCENDC_HOST_ASCENDC_DATA_COPY_PAD_H_

#include <cstdint>
#include <limits>

#include "ascendc_host/ascendc/data_copy.h"

namespace ascendc_host {
namespace detail {

// One DataCopyPad call in DataCopyExtParams terms (the older structs map
// field by field).
struct PadCall {
  uint32_t block_count = 0;
  uint32_t block_len = 0;           // bytes
  int64_t src_stride = 0, dst_stride = 0;
  bool is_pad = false;
  uint32_t left_padding = 0, right_padding = 0;  // elements
  uint64_t padding_value = 0;       // bits
};

inline int64_t PitchOrFatal(const char* param, __int128 pitch) {
  if (pitch > std::numeric_limits<int64_t>::max() / 4 || pitch < std::numeric_limits<int64_t>::min() / 4)
    RaiseFatal("DataCopyPad", param, "out of range", "makes a block distance no memory can hold");
  return static_cast<int64_t>(pitch);
}

inline void CheckRange(const char* param, int64_t v, int64_t lo, int64_t hi, const char* rule) {
  if (v < lo || v > hi) ReportError("DataCopyPad", param, std::to_string(v), rule);
}

// The rules both directions share (ERROR in checked mode; release: as given).
template <typename T>
void CheckPadCommon(const PadCall& c, bool ext) {
  if (!CheckedMode()) return;
  if (c.block_count > 4095) ReportError("DataCopyPad", "blockCount", Str(c.block_count), "must be in [0, 4095]");
  if (ext && c.block_len > 2097151) ReportError("DataCopyPad", "blockLen", Str(c.block_len), "must be in [0, 2097151]");
  if (c.block_len % sizeof(T) != 0)
    ReportError("DataCopyPad", "blockLen", Str(c.block_len),
                ("must be a multiple of sizeof(T) = " + std::to_string(sizeof(T))).c_str());
}

inline verify::DataMoveCall DescribePad(verify::DataMoveCall::Path path, uint32_t element_bytes, const PadCall& p,
                                        bool compact, const runtime::DataMoveRegisters& regs) {
  verify::DataMoveCall c = VerifyCallBase(verify::DataMoveCall::Kind::kDataCopyPad, path, element_bytes);
  c.block_count = p.block_count;
  c.block_len = p.block_len;
  c.src_stride = p.src_stride;
  c.dst_stride = p.dst_stride;
  c.compact = compact;
  c.is_pad = p.is_pad;
  c.left_padding = p.left_padding;
  c.right_padding = p.right_padding;
  c.padding_value = p.padding_value;
  c.pad_register = regs.pad_value;
  c.pad_register_set = regs.pad_value_set;
  c.loop = VerifyLoopOf(path == verify::DataMoveCall::Path::kGmToUb ? regs.to_ub : regs.to_gm);
  return c;
}

template <typename T, AscendC::PaddingMode mode>
void DataCopyPadToUb(const AscendC::LocalTensor<T>& dst, const AscendC::GlobalTensor<T>& src, const PadCall& c, bool ext) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4 || sizeof(T) == 8, "DataCopyPad moves b8..b64");
  static_assert(mode == AscendC::PaddingMode::Normal || kProfile.profile == Profile::kP950,
                "PaddingMode::Compact exists on Ascend 950 only");
  constexpr bool compact = mode == AscendC::PaddingMode::Compact;
  constexpr uint64_t s = sizeof(T);
  CheckPadCommon<T>(c, ext);
  if (CheckedMode()) {
    if (kProfile.profile == Profile::kP950)
      CheckRange("srcStride", c.src_stride, -static_cast<int64_t>(c.block_len), (int64_t{1} << 40) - 1,
                 "must be in [-blockLen, 2^40 - 1] bytes");
    else
      CheckRange("srcStride", c.src_stride, 0, (int64_t{1} << 32) - 1, "must be in [0, 2^32 - 1] bytes");
    if (!compact) {
      CheckRange("dstStride", c.dst_stride, 0, kProfile.profile == Profile::kP950 ? 65535 : (int64_t{1} << 32) - 1,
                 kProfile.profile == Profile::kP950 ? "must be in [0, 65535] DataBlocks" : "must be in [0, 2^32 - 1] DataBlocks");
      if (c.left_padding * s > kDataBlockBytes)
        ReportError("DataCopyPad", "leftPadding", Str(c.left_padding), "must occupy at most 32 bytes");
      if (c.right_padding * s > kDataBlockBytes)
        ReportError("DataCopyPad", "rightPadding", Str(c.right_padding), "must occupy at most 32 bytes");
    }
    if (s == 8 && c.is_pad && c.padding_value != 0)
      ReportError("DataCopyPad", "paddingValue", Hex(c.padding_value), "must be 0 for 64-bit types");
  }
  runtime::DataMoveRegisters& regs = runtime::CurrentCore().data_move;
  const runtime::DataMoveRegisters before = regs;
  // isPad writes the pad register first (also for an empty move).
  if (c.is_pad) {
    regs.pad_value = c.padding_value;
    regs.pad_value_set = true;
  }
  kernels::BlockCopyPlan plan;
  plan.block_count = c.block_count;
  plan.block_bytes = c.block_len;
  plan.src_pitch = PitchOrFatal("srcStride", static_cast<__int128>(c.block_len) + c.src_stride);
  if (compact) {
    plan.dst_pitch = c.block_len;
    const uint64_t total = uint64_t{c.block_count} * c.block_len;
    plan.tail_bytes = static_cast<uint32_t>((total + kDataBlockBytes - 1) / kDataBlockBytes * kDataBlockBytes - total);
  } else {
    const uint64_t row = ((c.left_padding + c.right_padding) * s + c.block_len + kDataBlockBytes - 1) / kDataBlockBytes *
                         kDataBlockBytes;
    plan.dst_pitch = PitchOrFatal("dstStride", static_cast<__int128>(c.dst_stride) * kDataBlockBytes + row);
    plan.left_pad_bytes = static_cast<uint32_t>(c.left_padding * s);
    plan.right_pad_bytes = static_cast<uint32_t>(c.right_padding * s);
    plan.dummy_bytes = static_cast<uint32_t>(row - plan.left_pad_bytes - c.block_len - plan.right_pad_bytes);
  }
  plan.pad_unit = static_cast<uint32_t>(s);
  plan.pad_pattern = regs.pad_value_set ? regs.pad_value : 0;
  plan.dummy_repeats_first_element = !regs.pad_value_set && (compact || (c.left_padding == 0 && c.right_padding == 0));
  ApplyLoopMode(plan, regs.to_ub);
  MoveGmToUb("DataCopyPad", dst, src, plan, false,
             [&] { return DescribePad(verify::DataMoveCall::Path::kGmToUb, sizeof(T), c, compact, before); });
}

template <typename T, AscendC::PaddingMode mode>
void DataCopyPadToGm(const AscendC::GlobalTensor<T>& dst, const AscendC::LocalTensor<T>& src, const PadCall& c, bool ext) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4 || sizeof(T) == 8, "DataCopyPad moves b8..b64");
  static_assert(mode == AscendC::PaddingMode::Normal || kProfile.profile == Profile::kP950,
                "PaddingMode::Compact exists on Ascend 950 only");
  constexpr bool compact = mode == AscendC::PaddingMode::Compact;
  CheckPadCommon<T>(c, ext);
  if (CheckedMode()) {
    if (!compact)
      CheckRange("srcStride", c.src_stride, 0, kProfile.profile == Profile::kP950 ? 65535 : (int64_t{1} << 32) - 1,
                 kProfile.profile == Profile::kP950 ? "must be in [0, 65535] DataBlocks" : "must be in [0, 2^32 - 1] DataBlocks");
    CheckRange("dstStride", c.dst_stride, 0, kProfile.profile == Profile::kP950 ? (int64_t{1} << 40) - 1 : (int64_t{1} << 32) - 1,
               kProfile.profile == Profile::kP950 ? "must be in [0, 2^40 - 1] bytes" : "must be in [0, 2^32 - 1] bytes");
  }
  const runtime::DataMoveRegisters& regs = runtime::CurrentCore().data_move;
  kernels::BlockCopyPlan plan;
  plan.block_count = c.block_count;
  plan.block_bytes = c.block_len;
  // The UB side of a Normal move keeps each block on a DataBlock boundary.
  const uint64_t ub_row = (uint64_t{c.block_len} + kDataBlockBytes - 1) / kDataBlockBytes * kDataBlockBytes;
  plan.src_pitch = compact ? c.block_len : PitchOrFatal("srcStride", static_cast<__int128>(c.src_stride) * kDataBlockBytes + ub_row);
  plan.dst_pitch = PitchOrFatal("dstStride", static_cast<__int128>(c.block_len) + c.dst_stride);
  ApplyLoopMode(plan, regs.to_gm);
  MoveUbToGm("DataCopyPad", dst, src, plan, false,
             [&] { return DescribePad(verify::DataMoveCall::Path::kUbToGm, sizeof(T), c, compact, regs); });
}

// DataCopyExtParams and the older DataCopyParams have the same fields.
template <class Params>
PadCall PadCallOf(const Params& p) {
  PadCall c;
  c.block_count = p.blockCount;
  c.block_len = p.blockLen;
  c.src_stride = p.srcStride;
  c.dst_stride = p.dstStride;
  return c;
}

}  // namespace detail
}  // namespace ascendc_host

namespace AscendC {

// GM -> UB.
template <typename T, PaddingMode mode = PaddingMode::Normal>
__aicore__ inline void DataCopyPad(const LocalTensor<T>& dst, const GlobalTensor<T>& src,
                                   const DataCopyExtParams& dataCopyParams, const DataCopyPadExtParams<T>& padParams) {
  namespace d = ascendc_host::detail;
  d::PadCall c = d::PadCallOf(dataCopyParams);
  c.is_pad = padParams.isPad;
  c.left_padding = padParams.leftPadding;
  c.right_padding = padParams.rightPadding;
  c.padding_value = d::PadBits(padParams.paddingValue);
  d::DataCopyPadToUb<T, mode>(dst, src, c, true);
}

// GM -> UB, the older structs: blockLen (bytes) and the strides in
// uint16_t, the pad value as raw bits.
template <typename T, PaddingMode mode = PaddingMode::Normal>
__aicore__ inline void DataCopyPad(const LocalTensor<T>& dst, const GlobalTensor<T>& src,
                                   const DataCopyParams& dataCopyParams, const DataCopyPadParams& padParams) {
  namespace d = ascendc_host::detail;
  d::PadCall c = d::PadCallOf(dataCopyParams);
  c.is_pad = padParams.isPad;
  c.left_padding = padParams.leftPadding;
  c.right_padding = padParams.rightPadding;
  c.padding_value = sizeof(T) == 8 ? padParams.paddingValue : padParams.paddingValue & ((1ull << (8 * (sizeof(T) % 8))) - 1);
  d::DataCopyPadToUb<T, mode>(dst, src, c, false);
}

// UB -> GM.
template <typename T, PaddingMode mode = PaddingMode::Normal>
__aicore__ inline void DataCopyPad(const GlobalTensor<T>& dst, const LocalTensor<T>& src,
                                   const DataCopyExtParams& dataCopyParams) {
  ascendc_host::detail::DataCopyPadToGm<T, mode>(dst, src, ascendc_host::detail::PadCallOf(dataCopyParams), true);
}

template <typename T, PaddingMode mode = PaddingMode::Normal>
__aicore__ inline void DataCopyPad(const GlobalTensor<T>& dst, const LocalTensor<T>& src,
                                   const DataCopyParams& dataCopyParams) {
  ascendc_host::detail::DataCopyPadToGm<T, mode>(dst, src, ascendc_host::detail::PadCallOf(dataCopyParams), false);
}

}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_DATA_COPY_PAD_H_
