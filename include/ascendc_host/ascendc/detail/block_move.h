// What the block-moving APIs (SPEC 13: DataCopy with DataCopyParams or
// SliceInfo, DataCopyPad, the UB -> UB copies) share once each has turned
// its arguments into a kernels::BlockCopyPlan: the byte extents the plan
// touches, the memory-safety checks on them (FATAL before any access), the
// owner WARN, and the run. Every GM write of DataCopy and DataCopyPad goes
// through WriteToGm.
#ifndef ASCENDC_HOST_ASCENDC_DETAIL_BLOCK_MOVE_H_
#define ASCENDC_HOST_ASCENDC_DETAIL_BLOCK_MOVE_H_

#include <algorithm>
#include <cstdint>
#include <string>

#include "ascendc_host/checks.h"
#include "ascendc_host/config.h"
#include "ascendc_host/error.h"
#include "ascendc_host/kernels/block_copy.h"
#include "ascendc_host/runtime.h"
#include "ascendc_host/verify/data_move.h"
#include "ascendc_host/ascendc/tensor.h"

namespace ascendc_host {
namespace detail {

// Bytes [lo, hi) from an operand's first byte; 128-bit so that no stride a
// caller can pass overflows before it is judged.
struct ByteExtent {
  __int128 lo = 0, hi = 0;
  bool Empty() const { return hi <= lo; }
};

// [min, max] of i * step over i < n (n >= 1), merged into e.
inline void Widen(ByteExtent& e, uint64_t n, __int128 step) {
  const __int128 last = static_cast<__int128>(n - 1) * step;
  e.lo += last < 0 ? last : 0;
  e.hi += last > 0 ? last : 0;
}

inline bool PlanMovesNothing(const kernels::BlockCopyPlan& p) {
  return p.block_count == 0 || p.block_bytes == 0 || p.loop1_size == 0 || p.loop2_size == 0;
}

// The loops of the plan around one iteration's extent.
inline void WidenByLoops(ByteExtent& e, const kernels::BlockCopyPlan& p, bool source) {
  Widen(e, p.loop1_size, source ? p.loop1_src_stride : p.loop1_dst_stride);
  Widen(e, p.loop2_size, source ? p.loop2_src_stride : p.loop2_dst_stride);
}

inline ByteExtent SourceExtent(const kernels::BlockCopyPlan& p) {
  ByteExtent e;
  if (PlanMovesNothing(p)) return e;
  e.hi = p.block_bytes;
  Widen(e, p.block_count, p.src_pitch);
  WidenByLoops(e, p, true);
  return e;
}

inline ByteExtent DestinationExtent(const kernels::BlockCopyPlan& p) {
  ByteExtent e;
  if (PlanMovesNothing(p)) return e;
  e.hi = static_cast<__int128>(p.left_pad_bytes) + p.block_bytes + p.right_pad_bytes + p.dummy_bytes;
  Widen(e, p.block_count, p.dst_pitch);
  // The Compact tail follows the last block's data.
  const __int128 tail_end = static_cast<__int128>(p.block_count - 1) * p.dst_pitch + p.block_bytes + p.tail_bytes;
  e.hi = std::max(e.hi, tail_end);
  WidenByLoops(e, p, false);
  return e;
}

inline std::string ExtentText(__int128 first, __int128 end) {
  auto text = [](__int128 v) {
    if (v < 0) return "-" + std::to_string(static_cast<uint64_t>(-v));
    return std::to_string(static_cast<uint64_t>(v));
  };
  return "[" + text(first) + ", " + text(end) + ")";
}

// FATAL unless the bytes `e` from p lie in the current core's UB; returns
// the UB byte address of p.
inline uint32_t CheckUbExtent(const char* api, const char* param, const void* p, const ByteExtent& e) {
  const runtime::CoreState& core = runtime::CurrentCore();
  const __int128 at = static_cast<__int128>(reinterpret_cast<uintptr_t>(p)) - reinterpret_cast<uintptr_t>(core.ub);
  if (e.Empty()) {
    if (at < 0 || at > core.ub_bytes) runtime::CheckUbRange(api, param, p, 0);
    return static_cast<uint32_t>(at);
  }
  if (at + e.lo < 0 || at + e.hi > core.ub_bytes) {
    RaiseFatal(api, param, "UB bytes " + ExtentText(at + e.lo, at + e.hi),
               ("lie outside the UB arena [0, " + std::to_string(core.ub_bytes) + ")").c_str());
  }
  return static_cast<uint32_t>(at);
}

// FATAL when the bytes `e` from the tensor's first element leave what is
// known of the GM buffer: an unbound tensor, bytes before its first
// element, or (bound with a size) bytes past its end.
template <typename T>
void CheckGmExtent(const char* api, const char* param, const AscendC::GlobalTensor<T>& g, const ByteExtent& e) {
  if (e.Empty()) return;
  if (g.GetPhyAddr() == nullptr) RaiseFatal(api, param, "null", "GlobalTensor is not bound (SetGlobalBuffer)");
  if (e.lo < 0)
    RaiseFatal(api, param, "GM bytes " + ExtentText(e.lo, e.hi), "start before the GlobalTensor's first element");
  const __int128 size = static_cast<__int128>(g.GetSize()) * sizeof(T);
  if (g.GetSize() != 0 && e.hi > size) {
    RaiseFatal(api, param, "GM bytes " + ExtentText(e.lo, e.hi),
               ("exceed the bound GM buffer of " + std::to_string(static_cast<uint64_t>(size)) + " bytes").c_str());
  }
}

// ERROR (checked mode) when the API wants a GM address aligned to sizeof(T).
template <typename T>
void CheckGmAligned(const char* api, const char* param, const AscendC::GlobalTensor<T>& g) {
  if (reinterpret_cast<uintptr_t>(g.GetPhyAddr()) % sizeof(T) != 0)
    ReportError(api, std::string(param) + ".address", Hex(reinterpret_cast<uintptr_t>(g.GetPhyAddr())),
                "GM address is not aligned to sizeof(T)");
}

// WARN (checked mode) when the writes `e` from UB address `at` leave the
// destination tensor's owning allocation.
template <typename T>
void WarnOutsideOwner(const char* api, const char* param, const AscendC::LocalTensor<T>& t, uint32_t at,
                      const ByteExtent& e) {
  if (e.Empty() || !CheckedMode() || t.OwnerEnd() == 0) return;
  const __int128 first = at + e.lo, end = at + e.hi;
  if (first < t.OwnerBegin() || end > t.OwnerEnd())
    ReportWarning(api, param, "UB bytes " + ExtentText(first, end), "writes outside the allocation the tensor came from");
}

// WARN (checked mode) when a UB -> UB move's source and destination bytes
// overlap other than exactly (SPEC 0.7); the move still runs in its order.
inline void WarnUbOverlap(const char* api, uint32_t dst, const ByteExtent& written, uint32_t src, const ByteExtent& read) {
  if (!CheckedMode() || written.Empty() || read.Empty()) return;
  const __int128 w0 = dst + written.lo, w1 = dst + written.hi, r0 = src + read.lo, r1 = src + read.hi;
  const bool same = dst == src && written.lo == read.lo && written.hi == read.hi;
  if (!same && w0 < r1 && r0 < w1)
    ReportWarning(api, "dst", "UB bytes " + ExtentText(w0, w1),
                  ("overlap the source bytes " + ExtentText(r0, r1) + "; the blocks run in order").c_str());
}

// The loop mode registers of one direction, as the plan's loops. The PA2
// profile has no loop mode: its registers stay in the reset state.
inline void ApplyLoopMode(kernels::BlockCopyPlan& p, const runtime::DataMoveRegisters::LoopMode& loop) {
  p.loop1_size = loop.loop1_size;
  p.loop2_size = loop.loop2_size;
  p.loop1_src_stride = static_cast<int64_t>(loop.loop1_src_stride);
  p.loop1_dst_stride = static_cast<int64_t>(loop.loop1_dst_stride);
  p.loop2_src_stride = static_cast<int64_t>(loop.loop2_src_stride);
  p.loop2_dst_stride = static_cast<int64_t>(loop.loop2_dst_stride);
}
inline verify::DataMoveCall::Loop VerifyLoopOf(const runtime::DataMoveRegisters::LoopMode& loop) {
  verify::DataMoveCall::Loop l;
  l.loop1_size = loop.loop1_size;
  l.loop2_size = loop.loop2_size;
  l.loop1_src_stride = loop.loop1_src_stride;
  l.loop1_dst_stride = loop.loop1_dst_stride;
  l.loop2_src_stride = loop.loop2_src_stride;
  l.loop2_dst_stride = loop.loop2_dst_stride;
  return l;
}

// A call description with the core's mask registers (which these APIs leave alone).
inline verify::DataMoveCall VerifyCallBase(verify::DataMoveCall::Kind kind, verify::DataMoveCall::Path path,
                                           uint32_t element_bytes) {
  const runtime::CoreState& core = runtime::CurrentCore();
  verify::DataMoveCall c;
  c.kind = kind;
  c.path = path;
  c.element_bytes = element_bytes;
  c.counter_mode = core.mask_mode == runtime::MaskMode::kCounter;
  c.vector_mask[0] = core.vector_mask[0];
  c.vector_mask[1] = core.vector_mask[1];
  return c;
}
// Cross-check mode (verify.h): an active Scope describing the call (built
// by `describe`, which returns a DataMoveCall) when the mode is on.
template <class Describe>
verify::Scope VerifyDataMove(const char* api, Describe&& describe) {
  if (__builtin_expect(!verify::Enabled(), 1)) return verify::Scope();
  const verify::DataMoveCall c = describe();
  return verify::Scope(api, verify::kDataMoveChecker, &c, sizeof c);
}

}  // namespace detail
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_ASCENDC_DETAIL_BLOCK_MOVE_H_
