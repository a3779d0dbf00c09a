// DataCopy: GM <-> UB contiguous (SPEC 6.7) and with DataCopyParams or
// SliceInfo, UB -> UB (count, DataCopyParams) and Copy(dst, src, count)
// (SPEC 13); every copy to GM stores through WriteToGm (GM atomics,
// atomic.h). DataCopyPad is in data_copy_pad.h, Copy with a mask in copy.h.
#ifndef ASCENDC_HOST_ASCENDC_DATA_COPY_H_
#define ASCENDC_HOST_ASCENDC_DATA_COPY_H_

#include <algorithm>
#include <cstdint>
#include <vector>

#include "ascendc_host/checks.h"
#include "ascendc_host/ascendc/atomic.h"
#include "ascendc_host/ascendc/data_copy_params.h"
#include "ascendc_host/ascendc/detail/block_move.h"
#include "ascendc_host/ascendc/detail/verify_calls.h"
#include "ascendc_host/ascendc/tensor.h"
#include "ascendc_host/kernels/copy.h"
#include "ascendc_host/runtime/gm_atomic.h"

namespace ascendc_host {
namespace detail {

// Bytes DataCopy moves: count*sizeof(T) rounded DOWN to whole DataBlocks.
template <typename T>
constexpr uint64_t WholeBlockBytes(uint32_t count) {
  return uint64_t{count} * sizeof(T) / kDataBlockBytes * kDataBlockBytes;
}
// The same, warning in checked mode when the count is rounded.
template <typename T>
uint64_t DataCopyBytes(const char* api, uint32_t count) {
  if (uint64_t{count} * sizeof(T) % kDataBlockBytes != 0 && CheckedMode())
    ReportWarning(api, "count", Str(count),
                  "count*sizeof(T) is not a multiple of 32 bytes; the copy is rounded down");
  return WholeBlockBytes<T>(count);
}

// FATAL unless `bytes` from the start of `g` lie in its bound size or in the
// registered allocation it lies in; the reporting half of CheckGmOperand,
// out of line (the registry lookup happens only past the bound size). The out-of-line halves of
// the hot paths take tensors by value: the copy is then made only on the
// rare path, and the caller's tensor (often a temporary of operator[])
// stays in registers.
template <typename T>
[[gnu::noinline, gnu::cold]] void ReportGmOperand(const char* api, const char* param, AscendC::GlobalTensor<T> g,
                                                  uint64_t bytes) {
  if (g.GetPhyAddr() == nullptr) {
    if (bytes == 0) {
      ReportError(api, param, "unbound", "GlobalTensor is not bound to GM (SetGlobalBuffer was not called)");
      return;
    }
    RaiseFatal(api, param, "unbound", "GlobalTensor is not bound to GM (SetGlobalBuffer was not called)");
  }
  if (bytes == 0) return;
  CheckGmAligned(api, param, g);
  // Compared in elements: bytes is a whole number of them, and the bound size
  // may be any 64-bit value (its byte count could wrap).
  if (g.HasKnownSize() && bytes / sizeof(T) > g.GetSize() && !InsideGmAllocation(g.GetPhyAddr(), bytes))
    RaiseFatal(api, param, Str(bytes) + " bytes",
               ("exceeds the bound GM buffer of " + Str(g.GetSize() * sizeof(T)) +
                " bytes and lies outside any GM allocation that holds it (SPEC 6.4)")
                   .c_str());
}

// The checks of a GM operand: inline, a few compares when they pass (every
// DataCopy makes them), the reports out of line.
template <typename T>
ASCENDC_HOST_HOT_PATH inline void CheckGmOperand(const char* api, const char* param, const AscendC::GlobalTensor<T>& g, uint64_t bytes) {
  const uintptr_t address = reinterpret_cast<uintptr_t>(g.GetPhyAddr());
  const bool fine = address != 0 && (bytes == 0 || (address % sizeof(T) == 0 &&
                                                    !(g.HasKnownSize() && bytes / sizeof(T) > g.GetSize())));
  if (__builtin_expect(!fine, 0)) ReportGmOperand(api, param, g, bytes);
}

// Writes `bytes` of UB to GM, already range-checked: a plain copy, or the
// element-wise accumulation of the core's atomic mode (atomic.h). Every copy
// to GM (DataCopy, DataCopyPad) stores through here. Returns whether the
// store was atomic (such stores are not cross-checked: other blocks may
// change the same GM at the same time).
template <typename T>
bool StoreToGm(const char* api, uint8_t* gm, const uint8_t* ub, uint64_t bytes) {
  const runtime::CoreState& core = runtime::CurrentCore();
  const runtime::AtomicType type = runtime::AtomicTypeOf(core);
  if (type == runtime::AtomicType::kNone) {
    kernels::CopyBytes(ub, gm, bytes);
    return false;
  }
  const uint32_t size = runtime::AtomicTypeBytes(type);
  if (size != sizeof(T)) {
    ReportError(api, "atomic type", runtime::AtomicTypeName(type),
                ("does not have the width of the copied elements (" + Str(sizeof(T)) + " bytes)").c_str());
    if (size == 0) {
      kernels::CopyBytes(ub, gm, bytes);  // a reserved CTRL[8:6] code: no atomic operation
      return false;
    }
  }
  runtime::AccumulateToGm(core, gm, ub, bytes);
  return true;
}

// The one path by which DataCopy (DataCopyParams, slices) and DataCopyPad
// write GM: the plan's blocks from UB to GM, plainly, or through StoreToGm
// block by block in the plan's order while an atomic mode is set.
template <typename T>
void WriteToGm(const char* api, const uint8_t* ub, uint8_t* gm, const kernels::BlockCopyPlan& plan) {
  if (runtime::AtomicTypeOf(runtime::CurrentCore()) == runtime::AtomicType::kNone) {
    kernels::CopyBlocks(ub, gm, plan);
    return;
  }
  for (uint32_t i2 = 0; i2 < plan.loop2_size; ++i2) {
    for (uint32_t i1 = 0; i1 < plan.loop1_size; ++i1) {
      const int64_t src = i2 * plan.loop2_src_stride + i1 * plan.loop1_src_stride;
      const int64_t dst = i2 * plan.loop2_dst_stride + i1 * plan.loop1_dst_stride;
      for (uint32_t b = 0; b < plan.block_count; ++b)
        StoreToGm<T>(api, gm + dst + b * plan.dst_pitch, ub + src + b * plan.src_pitch, plan.block_bytes);
    }
  }
}

// Whether loop mode (SetLoopModePara) is set for a direction.
inline bool LoopModeSet(const runtime::DataMoveRegisters::LoopMode& l) {
  return l.loop1_size != 1 || l.loop2_size != 1;
}

// A count-form DataCopy with nothing but its FATAL checks to do: checked
// mode, cross-check mode and loop mode off (the caller adds "no GM atomics"
// for copies to GM). Real operators make many small copies: this path skips
// the checked-mode-only work and costs a few nanoseconds.
inline bool PlainDataCopy(const runtime::DataMoveRegisters::LoopMode& l) {
  return !CheckedMode() && !verify::Enabled() && !LoopModeSet(l);
}

// The three paths of a move, each checked completely before anything
// moves: FATAL for bytes outside UB or the known GM buffer (`read` and
// `written` are the byte extents from each operand's first byte), ERROR for
// a misaligned UB operand (and, where the API asks for it, a GM address
// not a multiple of sizeof(T)), WARN for writes outside the destination's
// allocation and for UB overlaps. `describe` gives the cross-check
// description (the UB addresses and the GM side are filled in here);
// `run(from, to)` moves the bytes.
template <typename T, class Describe, class Run>
void CheckedGmToUb(const char* api, const AscendC::LocalTensor<T>& dst, const AscendC::GlobalTensor<T>& src,
                   const ByteExtent& read, const ByteExtent& written, bool gm_element_aligned, Describe&& describe,
                   Run&& run) {
  const uint32_t at = CheckUbExtent(api, "dst", dst.GetPhyAddr(), written);
  CheckGmExtent(api, "src", src, read);
  CheckUbAligned(api, "dst", at);
  if (gm_element_aligned) CheckGmAligned(api, "src", src);
  WarnOutsideOwner(api, "dst", dst, at, written);
  const auto cross_check = VerifyDataMove(api, [&] {
    verify::DataMoveCall c = describe();
    c.dst = at;
    c.gm = reinterpret_cast<uint8_t*>(src.GetPhyAddr());
    return c;
  });
  run(reinterpret_cast<const uint8_t*>(src.GetPhyAddr()), reinterpret_cast<uint8_t*>(dst.GetPhyAddr()));
}

template <typename T, class Describe, class Run>
void CheckedUbToGm(const char* api, const AscendC::GlobalTensor<T>& dst, const AscendC::LocalTensor<T>& src,
                   const ByteExtent& read, const ByteExtent& written, bool gm_element_aligned, Describe&& describe,
                   Run&& run) {
  const uint32_t at = CheckUbExtent(api, "src", src.GetPhyAddr(), read);
  CheckGmExtent(api, "dst", dst, written);
  CheckUbAligned(api, "src", at);
  if (gm_element_aligned) CheckGmAligned(api, "dst", dst);
  // Atomic stores are not cross-checked: other blocks may change the same GM.
  const bool atomic = runtime::AtomicTypeOf(runtime::CurrentCore()) != runtime::AtomicType::kNone;
  const auto cross_check = atomic ? verify::Scope() : VerifyDataMove(api, [&] {
    verify::DataMoveCall c = describe();
    c.src = at;
    c.gm = reinterpret_cast<uint8_t*>(dst.GetPhyAddr());
    c.gm_begin = static_cast<int64_t>(written.lo);
    c.gm_end = static_cast<int64_t>(written.hi);
    return c;
  });
  run(reinterpret_cast<const uint8_t*>(src.GetPhyAddr()), reinterpret_cast<uint8_t*>(dst.GetPhyAddr()));
}

template <typename T, class Describe, class Run>
void CheckedUbToUb(const char* api, const AscendC::LocalTensor<T>& dst, const AscendC::LocalTensor<T>& src,
                   const ByteExtent& read, const ByteExtent& written, Describe&& describe, Run&& run) {
  const uint32_t to = CheckUbExtent(api, "dst", dst.GetPhyAddr(), written);
  const uint32_t from = CheckUbExtent(api, "src", src.GetPhyAddr(), read);
  CheckUbAligned(api, "dst", to);
  CheckUbAligned(api, "src", from);
  WarnOutsideOwner(api, "dst", dst, to, written);
  WarnUbOverlap(api, to, written, from, read);
  const auto cross_check = VerifyDataMove(api, [&] {
    verify::DataMoveCall c = describe();
    c.dst = to;
    c.src = from;
    return c;
  });
  run(reinterpret_cast<const uint8_t*>(src.GetPhyAddr()), reinterpret_cast<uint8_t*>(dst.GetPhyAddr()));
}

// A block plan through those paths (nothing to move: no checks at all).
template <typename T, class Describe>
void MoveGmToUb(const char* api, const AscendC::LocalTensor<T>& dst, const AscendC::GlobalTensor<T>& src,
                const kernels::BlockCopyPlan& plan, bool gm_element_aligned, Describe&& describe) {
  if (PlanMovesNothing(plan)) return;
  CheckedGmToUb(api, dst, src, SourceExtent(plan), DestinationExtent(plan), gm_element_aligned, describe,
                [&](const uint8_t* from, uint8_t* to) { kernels::CopyBlocks(from, to, plan); });
}

template <typename T, class Describe>
void MoveUbToGm(const char* api, const AscendC::GlobalTensor<T>& dst, const AscendC::LocalTensor<T>& src,
                const kernels::BlockCopyPlan& plan, bool gm_element_aligned, Describe&& describe) {
  if (PlanMovesNothing(plan)) return;
  CheckedUbToGm(api, dst, src, SourceExtent(plan), DestinationExtent(plan), gm_element_aligned, describe,
                [&](const uint8_t* from, uint8_t* to) { WriteToGm<T>(api, from, to, plan); });
}

template <typename T, class Describe>
void MoveUbToUb(const char* api, const AscendC::LocalTensor<T>& dst, const AscendC::LocalTensor<T>& src,
                const kernels::BlockCopyPlan& plan, Describe&& describe) {
  if (PlanMovesNothing(plan)) return;
  CheckedUbToUb(api, dst, src, SourceExtent(plan), DestinationExtent(plan), describe,
                [&](const uint8_t* from, uint8_t* to) { kernels::CopyBlocks(from, to, plan); });
}

// DataCopyParams: blockCount in [0, 4095] (ERROR; release: as given).
inline void CheckBlockCount(const char* api, uint32_t block_count) {
  if (block_count > 4095 && CheckedMode()) ReportError(api, "blockCount", Str(block_count), "must be in [0, 4095]");
}

// DataCopyParams as a plan: the length and the gaps are in DataBlocks.
inline kernels::BlockCopyPlan BlocksPlan(const AscendC::DataCopyParams& p) {
  kernels::BlockCopyPlan plan;
  plan.block_count = p.blockCount;
  plan.block_bytes = uint64_t{p.blockLen} * kDataBlockBytes;
  plan.src_pitch = static_cast<int64_t>((uint64_t{p.blockLen} + p.srcGap) * kDataBlockBytes);
  plan.dst_pitch = static_cast<int64_t>((uint64_t{p.blockLen} + p.dstGap) * kDataBlockBytes);
  return plan;
}

template <typename T>
auto DescribeBlocks(verify::DataMoveCall::Path path, const AscendC::DataCopyParams& p,
                    const runtime::DataMoveRegisters::LoopMode& loop) {
  return [path, p, loop] {
    verify::DataMoveCall c = VerifyCallBase(verify::DataMoveCall::Kind::kDataCopyBlocks, path, sizeof(T));
    c.block_count = p.blockCount;
    c.block_len = p.blockLen;
    c.src_stride = p.srcGap;
    c.dst_stride = p.dstGap;
    c.loop = VerifyLoopOf(loop);
    return c;
  };
}

template <typename T>
void DataCopyBlocksToUb(const AscendC::LocalTensor<T>& dst, const AscendC::GlobalTensor<T>& src,
                        const AscendC::DataCopyParams& params) {
  CheckBlockCount("DataCopy", params.blockCount);
  const auto& loop = runtime::CurrentCore().data_move.to_ub;
  kernels::BlockCopyPlan plan = BlocksPlan(params);
  ApplyLoopMode(plan, loop);
  MoveGmToUb("DataCopy", dst, src, plan, true, DescribeBlocks<T>(verify::DataMoveCall::Path::kGmToUb, params, loop));
}

template <typename T>
void DataCopyBlocksToGm(const AscendC::GlobalTensor<T>& dst, const AscendC::LocalTensor<T>& src,
                        const AscendC::DataCopyParams& params) {
  CheckBlockCount("DataCopy", params.blockCount);
  const auto& loop = runtime::CurrentCore().data_move.to_gm;
  kernels::BlockCopyPlan plan = BlocksPlan(params);
  ApplyLoopMode(plan, loop);
  MoveUbToGm("DataCopy", dst, src, plan, true, DescribeBlocks<T>(verify::DataMoveCall::Path::kUbToGm, params, loop));
}

// ------------------------------------------------------------ SliceInfo
// The resolved slice copy (SPEC 13.4): per row, `bursts` bursts of
// burst_bytes; rows and first elements per side.
struct SlicePlan {
  uint64_t bursts = 0, burst_bytes = 0, gm_pitch = 0, ub_pitch = 0;
  uint64_t gm_start = 0, ub_start = 0;  // bytes
  std::vector<uint64_t> gm_rows, ub_rows;  // bytes from the start
};

// Element offsets of one side's rows (dimensions 1.., dimension 1 fastest).
inline std::vector<uint64_t> SliceRowOffsets(const AscendC::SliceInfo* s, uint32_t dims, uint64_t* start) {
  std::vector<uint64_t> rows{0};
  uint64_t size = 1;
  *start = s[0].startIndex;
  for (uint32_t i = 1; i < dims; ++i) {
    size *= s[i - 1].shapeValue;
    *start += s[i].startIndex * size;
    const uint64_t step = 1 + uint64_t{s[i].stride};
    const uint64_t count = (uint64_t{s[i].endIndex} - s[i].startIndex + step) / step;
    const size_t inner = rows.size();
    for (uint64_t j = 1; j < count; ++j)
      for (size_t k = 0; k < inner; ++k) rows.push_back(rows[k] + j * step * size);
  }
  return rows;
}

// Checks a slice copy's SliceInfo arrays (ERROR unless noted) and resolves it.
template <typename T>
SlicePlan ResolveSlices(const AscendC::SliceInfo* dst, const AscendC::SliceInfo* src, uint32_t dims, bool gm_is_src) {
  const char* api = "DataCopy";
  const bool checked = CheckedMode();
  const uint64_t epb = kDataBlockBytes / sizeof(T);
  if (src[0].shapeValue == 0 || dst[0].shapeValue == 0)
    RaiseFatal(api, "SliceInfo[0].shapeValue", "0",
               "must give the dimension's length: shapes from a tensor's ShapeInfo are not supported");
  auto check_side = [&](const AscendC::SliceInfo* s, const char* side) {
    for (uint32_t i = 0; i < dims && checked; ++i) {
      const std::string name = std::string(side) + "[" + std::to_string(i) + "]";
      if (!(s[i].startIndex < s[i].endIndex && s[i].endIndex <= s[i].shapeValue))
        ReportError(api, name, Str(s[i].startIndex) + ".." + Str(s[i].endIndex),
                    "needs startIndex < endIndex <= shapeValue");
      if (i > 0 && s[i].burstLen != 1) ReportError(api, name + ".burstLen", Str(s[i].burstLen), "must be 1 above dimension 0");
      // endIndex - startIndex + 1 = (N - 1) * stride + N * unit, N >= 1.
      const uint64_t unit = i == 0 ? uint64_t{s[i].burstLen} * epb : 1;
      const uint64_t span = uint64_t{s[i].endIndex} - s[i].startIndex + 1 + s[i].stride;
      if (unit + s[i].stride == 0 || span % (unit + s[i].stride) != 0 || span < unit + s[i].stride)
        ReportError(api, name, Str(s[i].startIndex) + ".." + Str(s[i].endIndex),
                    "is not N whole slices: endIndex - startIndex + 1 must be (N-1)*stride + N*burst");
    }
  };
  check_side(src, "srcSliceInfo");
  check_side(dst, "dstSliceInfo");
  for (uint32_t i = 0; i < dims && checked; ++i)
    if (src[i].burstLen != dst[i].burstLen)
      ReportError(api, "dstSliceInfo[" + std::to_string(i) + "].burstLen", Str(dst[i].burstLen),
                  "must equal srcSliceInfo's burstLen");
  SlicePlan p;
  const uint64_t burst_elements = uint64_t{src[0].burstLen} * epb;
  const uint64_t divisor = burst_elements + src[0].stride;
  p.bursts = divisor == 0 ? 0 : (uint64_t{src[0].endIndex} - src[0].startIndex + 1 + src[0].stride) / divisor;
  p.burst_bytes = burst_elements * sizeof(T);
  const AscendC::SliceInfo& gm0 = gm_is_src ? src[0] : dst[0];
  const AscendC::SliceInfo& ub0 = gm_is_src ? dst[0] : src[0];
  p.gm_pitch = p.burst_bytes + uint64_t{gm0.stride} * sizeof(T);
  // The UB side moves in whole DataBlocks: a stride that is not is floored.
  if (uint64_t{ub0.stride} * sizeof(T) % kDataBlockBytes != 0 && checked)
    ReportError(api, gm_is_src ? "dstSliceInfo[0].stride" : "srcSliceInfo[0].stride", Str(ub0.stride),
                "is the UB side's gap: stride*sizeof(T) must be a multiple of 32 bytes (release: floored)");
  p.ub_pitch = p.burst_bytes + uint64_t{ub0.stride} * sizeof(T) / kDataBlockBytes * kDataBlockBytes;
  uint64_t src_start = 0, dst_start = 0;
  std::vector<uint64_t> src_rows = SliceRowOffsets(src, dims, &src_start), dst_rows = SliceRowOffsets(dst, dims, &dst_start);
  if (checked) {
    const uint64_t dst_bursts = (uint64_t{dst[0].endIndex} - dst[0].startIndex + 1 + dst[0].stride) /
                                std::max<uint64_t>(1, uint64_t{dst[0].burstLen} * epb + dst[0].stride);
    if (dst_bursts != p.bursts)
      ReportError(api, "dstSliceInfo[0]", Str(dst_bursts) + " slices", ("must match the source's " + Str(p.bursts)).c_str());
    if (dst_rows.size() != src_rows.size())
      ReportError(api, "dstSliceInfo", Str(dst_rows.size()) + " rows",
                  ("must match the source's " + Str(src_rows.size()) + " (release: the fewer are copied)").c_str());
  }
  const size_t rows = std::min(src_rows.size(), dst_rows.size());
  src_rows.resize(rows);
  dst_rows.resize(rows);
  for (auto& r : src_rows) r *= sizeof(T);
  for (auto& r : dst_rows) r *= sizeof(T);
  p.gm_start = (gm_is_src ? src_start : dst_start) * sizeof(T);
  p.ub_start = (gm_is_src ? dst_start : src_start) * sizeof(T);
  p.gm_rows = gm_is_src ? std::move(src_rows) : std::move(dst_rows);
  p.ub_rows = gm_is_src ? std::move(dst_rows) : std::move(src_rows);
  return p;
}

// Extent over all rows of one side (bytes from the tensor's first element).
inline ByteExtent SliceExtent(const SlicePlan& p, bool gm_side) {
  ByteExtent e;
  if (p.bursts == 0 || p.burst_bytes == 0 || p.gm_rows.empty()) return e;
  const auto& rows = gm_side ? p.gm_rows : p.ub_rows;
  const uint64_t start = gm_side ? p.gm_start : p.ub_start, pitch = gm_side ? p.gm_pitch : p.ub_pitch;
  const auto [lo, hi] = std::minmax_element(rows.begin(), rows.end());
  e.lo = start + *lo;
  e.hi = static_cast<__int128>(start) + *hi + (p.bursts - 1) * pitch + p.burst_bytes;
  return e;
}

// One row of a slice copy as a block plan.
inline kernels::BlockCopyPlan SliceRowPlan(const SlicePlan& p, bool gm_is_src) {
  kernels::BlockCopyPlan plan;
  plan.block_count = static_cast<uint32_t>(p.bursts);
  plan.block_bytes = p.burst_bytes;
  plan.src_pitch = static_cast<int64_t>(gm_is_src ? p.gm_pitch : p.ub_pitch);
  plan.dst_pitch = static_cast<int64_t>(gm_is_src ? p.ub_pitch : p.gm_pitch);
  return plan;
}

inline uint32_t SliceDims(uint32_t dim_value) {
  if (dim_value == 0 || dim_value > static_cast<uint32_t>(AscendC::K_MAX_DIM)) {
    ReportError("DataCopy", "dimValue", Str(dim_value), "must be in [1, K_MAX_DIM = 8] (release: 0 copies nothing, more are cut to 8)");
  }
  return std::min<uint32_t>(dim_value, AscendC::K_MAX_DIM);
}

inline verify::DataMoveCall DescribeSlices(verify::DataMoveCall::Path path, uint32_t element_bytes,
                                           const AscendC::SliceInfo* dst, const AscendC::SliceInfo* src, uint32_t dims) {
  verify::DataMoveCall c = VerifyCallBase(verify::DataMoveCall::Kind::kSlice, path, element_bytes);
  c.dims = dims;
  for (uint32_t i = 0; i < dims; ++i) {
    c.src_slices[i] = {src[i].startIndex, src[i].endIndex, src[i].stride, src[i].burstLen, src[i].shapeValue};
    c.dst_slices[i] = {dst[i].startIndex, dst[i].endIndex, dst[i].stride, dst[i].burstLen, dst[i].shapeValue};
  }
  return c;
}

// The count-form DataCopy GM -> UB outside its inline common case: checked
// mode (rounding warning, alignment, owner), cross-check mode, loop mode.
template <typename T>
[[gnu::noinline]] void DataCopyCountToUb(AscendC::LocalTensor<T> dst, AscendC::GlobalTensor<T> src, uint32_t count) {
  const char* api = "DataCopy";
  const uint64_t bytes = DataCopyBytes<T>(api, count);
  // Under loop mode (Ascend 950) the count form is the DataCopyParams form
  // with one block, as on the NPU.
  if (LoopModeSet(runtime::CurrentCore().data_move.to_ub))
    return DataCopyBlocksToUb(dst, src, AscendC::DataCopyParams(1, bytes / kDataBlockBytes, 0, 0));
  const uint32_t ub = CheckTensorInUb(api, "dst", dst, bytes);
  CheckUbAligned(api, "dst", ub);
  CheckGmOperand(api, "src", src, bytes);
  WarnIfOutsideOwner(api, "dst", dst, ub, bytes);
  // Cross-check mode (verify.h), after the checks: compares with the reference when this scope ends.
  const auto cross_check = VerifyDataCopy(verify::Api::kDataCopyToUb, dst, src, count);
  kernels::CopyBytes(reinterpret_cast<const uint8_t*>(src.GetPhyAddr()), reinterpret_cast<uint8_t*>(dst.GetPhyAddr()),
                     bytes);
}

// The count-form DataCopy UB -> GM outside its inline common case: the
// above, and GM atomics.
template <typename T>
[[gnu::noinline]] void DataCopyCountToGm(AscendC::GlobalTensor<T> dst, AscendC::LocalTensor<T> src, uint32_t count) {
  const char* api = "DataCopy";
  const uint64_t bytes = DataCopyBytes<T>(api, count);
  if (LoopModeSet(runtime::CurrentCore().data_move.to_gm))
    return DataCopyBlocksToGm(dst, src, AscendC::DataCopyParams(1, bytes / kDataBlockBytes, 0, 0));
  const uint32_t ub = CheckTensorInUb(api, "src", src, bytes);
  CheckUbAligned(api, "src", ub);
  CheckGmOperand(api, "dst", dst, bytes);
  auto* gm = reinterpret_cast<uint8_t*>(dst.GetPhyAddr());
  const auto* from = reinterpret_cast<const uint8_t*>(src.GetPhyAddr());
  if (runtime::AtomicTypeOf(runtime::CurrentCore()) != runtime::AtomicType::kNone) {
    StoreToGm<T>(api, gm, from, bytes);
    return;
  }
  // Cross-check mode (verify.h), after the checks (it snapshots the GM
  // destination): compares with the reference when this scope ends.
  const auto cross_check = VerifyDataCopy(verify::Api::kDataCopyToGm, src, dst, count);
  StoreToGm<T>(api, gm, from, bytes);
}

}  // namespace detail
}  // namespace ascendc_host

namespace AscendC {

// ------------------------------------------------------------ GM <-> UB count
// The count forms keep only their common case inline (no checked mode,
// cross-check, loop mode or GM atomics: the FATAL checks and the copy), so
// an operator's per-row or per-tile DataCopy compiles into its loop; the
// rest of the work is in the out-of-line DataCopyCountTo* below.
template <typename T>
ASCENDC_HOST_HOT_PATH __aicore__ inline void DataCopy(const LocalTensor<T>& dst, const GlobalTensor<T>& src,
                                                       const uint32_t count) {
  namespace d = ascendc_host::detail;
  if (__builtin_expect(!d::PlainDataCopy(ascendc_host::runtime::CurrentCore().data_move.to_ub), 0))
    return d::DataCopyCountToUb(dst, src, count);
  const uint64_t bytes = d::WholeBlockBytes<T>(count);
  d::CheckTensorInUb("DataCopy", "dst", dst, bytes);
  d::CheckGmOperand("DataCopy", "src", src, bytes);
  ascendc_host::kernels::CopyDataBlocks(reinterpret_cast<const uint8_t*>(src.GetPhyAddr()),
                                        reinterpret_cast<uint8_t*>(dst.GetPhyAddr()), bytes);
}

// UB -> GM; accumulates into GM while an atomic mode is set (atomic.h).
template <typename T>
ASCENDC_HOST_HOT_PATH __aicore__ inline void DataCopy(const GlobalTensor<T>& dst, const LocalTensor<T>& src,
                                                       const uint32_t count) {
  namespace d = ascendc_host::detail;
  const ascendc_host::runtime::CoreState& core = ascendc_host::runtime::CurrentCore();
  if (__builtin_expect(!d::PlainDataCopy(core.data_move.to_gm) ||
                           ascendc_host::runtime::AtomicTypeOf(core) != ascendc_host::runtime::AtomicType::kNone,
                       0))
    return d::DataCopyCountToGm(dst, src, count);
  const uint64_t bytes = d::WholeBlockBytes<T>(count);
  d::CheckTensorInUb("DataCopy", "src", src, bytes);
  d::CheckGmOperand("DataCopy", "dst", dst, bytes);
  ascendc_host::kernels::CopyDataBlocks(reinterpret_cast<const uint8_t*>(src.GetPhyAddr()),
                                        reinterpret_cast<uint8_t*>(dst.GetPhyAddr()), bytes);
}

// ---------------------------------------------------- GM <-> UB DataCopyParams
// blockCount blocks of blockLen DataBlocks; srcGap / dstGap DataBlocks
// between a block's end and the next one's start (SPEC 13.3).
template <typename T>
__aicore__ inline void DataCopy(const LocalTensor<T>& dst, const GlobalTensor<T>& src, const DataCopyParams& repeatParams) {
  ascendc_host::detail::DataCopyBlocksToUb(dst, src, repeatParams);
}

template <typename T>
__aicore__ inline void DataCopy(const GlobalTensor<T>& dst, const LocalTensor<T>& src, const DataCopyParams& repeatParams) {
  ascendc_host::detail::DataCopyBlocksToGm(dst, src, repeatParams);
}

// ------------------------------------------------------------------ UB -> UB
template <typename T>
__aicore__ inline void DataCopy(const LocalTensor<T>& dst, const LocalTensor<T>& src, const DataCopyParams& repeatParams) {
  namespace d = ascendc_host::detail;
  d::CheckBlockCount("DataCopy", repeatParams.blockCount);
  d::MoveUbToUb("DataCopy", dst, src, d::BlocksPlan(repeatParams),
                d::DescribeBlocks<T>(ascendc_host::verify::DataMoveCall::Path::kUbToUb, repeatParams,
                                     ascendc_host::runtime::DataMoveRegisters::LoopMode{}));
}

// count*sizeof(T) rounded down to whole DataBlocks, one block read whole
// before it is written.
template <typename T>
__aicore__ inline void DataCopy(const LocalTensor<T>& dst, const LocalTensor<T>& src, const uint32_t count) {
  namespace d = ascendc_host::detail;
  namespace v = ascendc_host::verify;
  ascendc_host::kernels::BlockCopyPlan plan;
  plan.block_count = 1;
  plan.block_bytes = d::DataCopyBytes<T>("DataCopy", count);
  d::MoveUbToUb("DataCopy", dst, src, plan, [count] {
    v::DataMoveCall c = d::VerifyCallBase(v::DataMoveCall::Kind::kDataCopyCount, v::DataMoveCall::Path::kUbToUb, sizeof(T));
    c.count = count;
    return c;
  });
}

// Copy (Ascend 950): exactly count elements; where the operands overlap
// other than exactly, in 256-byte pieces, each read before it is written
// (the page's VF loop). isSetMask has no effect.
template <typename T, bool isSetMask = true>
__aicore__ inline void Copy(const LocalTensor<T>& dst, const LocalTensor<T>& src, const uint32_t count) {
  static_assert(ascendc_host::kProfile.profile == ascendc_host::Profile::kP950 || sizeof(T) == 0,
                "Copy(dst, src, count) exists on Ascend 950 only");
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4 || sizeof(T) == 8, "Copy moves b8, b16, b32 or b64");
  namespace d = ascendc_host::detail;
  namespace v = ascendc_host::verify;
  const uint64_t bytes = uint64_t{count} * sizeof(T);
  ascendc_host::kernels::BlockCopyPlan whole;
  whole.block_count = 1;
  whole.block_bytes = bytes;
  const auto describe = [count] {
    v::DataMoveCall c = d::VerifyCallBase(v::DataMoveCall::Kind::kCopyCount, v::DataMoveCall::Path::kUbToUb, sizeof(T));
    c.count = count;
    return c;
  };
  const auto* from = reinterpret_cast<const uint8_t*>(src.GetPhyAddr());
  auto* to = reinterpret_cast<uint8_t*>(dst.GetPhyAddr());
  const bool apart = to == from || to + bytes <= from || from + bytes <= to;
  if (apart || bytes <= 256) return d::MoveUbToUb("Copy", dst, src, whole, describe);
  // Overlapping: 256-byte pieces in order, each read before it is written.
  d::CheckedUbToUb("Copy", dst, src, d::SourceExtent(whole), d::SourceExtent(whole), describe,
                   [&](const uint8_t* in, uint8_t* out) {
                     ascendc_host::kernels::BlockCopyPlan pieces;
                     pieces.block_count = static_cast<uint32_t>(bytes / 256);
                     pieces.block_bytes = 256;
                     pieces.src_pitch = pieces.dst_pitch = 256;
                     ascendc_host::kernels::CopyBlocks(in, out, pieces);
                     ascendc_host::kernels::BlockCopyPlan tail;
                     tail.block_count = bytes % 256 ? 1 : 0;
                     tail.block_bytes = bytes % 256;
                     const uint64_t done = bytes / 256 * 256;
                     ascendc_host::kernels::CopyBlocks(in + done, out + done, tail);
                   });
}

// ------------------------------------------------------------ SliceInfo
// A slice of each side (SPEC 13.4): dimension 0 is split into bursts of
// burstLen DataBlocks `stride` elements apart, the higher dimensions into
// rows `stride` apart; the i-th burst of the i-th row of the source goes to
// the i-th of the destination.
template <typename T>
__aicore__ inline void DataCopy(const LocalTensor<T>& dst, const GlobalTensor<T>& src, const SliceInfo dstSliceInfo[],
                                const SliceInfo srcSliceInfo[], const uint32_t dimValue = 1) {
  namespace d = ascendc_host::detail;
  const uint32_t dims = d::SliceDims(dimValue);
  if (dims == 0) return;
  const d::SlicePlan p = d::ResolveSlices<T>(dstSliceInfo, srcSliceInfo, dims, true);
  const d::ByteExtent read = d::SliceExtent(p, true), written = d::SliceExtent(p, false);
  if (read.Empty()) return;
  d::CheckedGmToUb(
      "DataCopy", dst, src, read, written, false,
      [&] {
        return d::DescribeSlices(ascendc_host::verify::DataMoveCall::Path::kGmToUb, sizeof(T), dstSliceInfo,
                                 srcSliceInfo, dims);
      },
      [&](const uint8_t* gm, uint8_t* ub) {
        const ascendc_host::kernels::BlockCopyPlan row = d::SliceRowPlan(p, true);
        for (size_t r = 0; r < p.gm_rows.size(); ++r)
          ascendc_host::kernels::CopyBlocks(gm + p.gm_start + p.gm_rows[r], ub + p.ub_start + p.ub_rows[r], row);
      });
}

template <typename T>
__aicore__ inline void DataCopy(const GlobalTensor<T>& dst, const LocalTensor<T>& src, const SliceInfo dstSliceInfo[],
                                const SliceInfo srcSliceInfo[], const uint32_t dimValue = 1) {
  namespace d = ascendc_host::detail;
  const uint32_t dims = d::SliceDims(dimValue);
  if (dims == 0) return;
  const d::SlicePlan p = d::ResolveSlices<T>(dstSliceInfo, srcSliceInfo, dims, false);
  const d::ByteExtent read = d::SliceExtent(p, false), written = d::SliceExtent(p, true);
  if (read.Empty()) return;
  d::CheckedUbToGm(
      "DataCopy", dst, src, read, written, false,
      [&] {
        return d::DescribeSlices(ascendc_host::verify::DataMoveCall::Path::kUbToGm, sizeof(T), dstSliceInfo,
                                 srcSliceInfo, dims);
      },
      [&](const uint8_t* ub, uint8_t* gm) {
        const ascendc_host::kernels::BlockCopyPlan row = d::SliceRowPlan(p, false);
        for (size_t r = 0; r < p.gm_rows.size(); ++r)
          d::WriteToGm<T>("DataCopy", ub + p.ub_start + p.ub_rows[r], gm + p.gm_start + p.gm_rows[r], row);
      });
}

}  // namespace AscendC

#include "ascendc_host/ascendc/data_copy_pad.h"
#include "ascendc_host/ascendc/data_copy_nddma.h"
#include "ascendc_host/ascendc/copy.h"

#endif  // ASCENDC_HOST_ASCENDC_DATA_COPY_H_
