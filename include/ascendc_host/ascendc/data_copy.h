// DataCopy GM <-> UB, contiguous (SPEC 6.7), and the GM-store step every
// copy to GM shares (GM atomics, atomic.h).
#ifndef ASCENDC_HOST_ASCENDC_DATA_COPY_H_
#define ASCENDC_HOST_ASCENDC_DATA_COPY_H_

#include <cstdint>

#include "ascendc_host/checks.h"
#include "ascendc_host/ascendc/atomic.h"
#include "ascendc_host/ascendc/detail/verify_calls.h"
#include "ascendc_host/ascendc/tensor.h"
#include "ascendc_host/kernels/copy.h"
#include "ascendc_host/runtime/gm_atomic.h"

namespace ascendc_host {
namespace detail {

// Bytes DataCopy moves: count*sizeof(T) rounded DOWN to whole DataBlocks.
template <typename T>
uint64_t DataCopyBytes(const char* api, uint32_t count) {
  const uint64_t requested = static_cast<uint64_t>(count) * sizeof(T);
  if (requested % kDataBlockBytes != 0 && CheckedMode())
    ReportWarning(api, "count", Str(count),
                  "count*sizeof(T) is not a multiple of 32 bytes; the copy is rounded down");
  return requested / kDataBlockBytes * kDataBlockBytes;
}

// FATAL unless `bytes` from the start of `g` lie in a bound GM buffer.
template <typename T>
void CheckGmOperand(const char* api, const char* param, const AscendC::GlobalTensor<T>& g, uint64_t bytes) {
  if (g.GetPhyAddr() == nullptr) {
    if (bytes == 0) {
      ReportError(api, param, "unbound", "GlobalTensor is not bound to GM (SetGlobalBuffer was not called)");
      return;
    }
    RaiseFatal(api, param, "unbound", "GlobalTensor is not bound to GM (SetGlobalBuffer was not called)");
  }
  if (bytes == 0) return;
  if (reinterpret_cast<uintptr_t>(g.GetPhyAddr()) % sizeof(T) != 0)
    ReportError(api, std::string(param) + ".address", Hex(reinterpret_cast<uintptr_t>(g.GetPhyAddr())),
                "GM address is not aligned to sizeof(T)");
  // Compared in elements: bytes is a whole number of them, and the bound size
  // may be any 64-bit value (its byte count could wrap).
  if (g.HasKnownSize() && bytes / sizeof(T) > g.GetSize())
    RaiseFatal(api, param, Str(bytes) + " bytes",
               ("exceeds the bound GM buffer of " + Str(g.GetSize() * sizeof(T)) + " bytes").c_str());
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

}  // namespace detail
}  // namespace ascendc_host

namespace AscendC {

// GM -> UB.
template <typename T>
__aicore__ inline void DataCopy(const LocalTensor<T>& dst, const GlobalTensor<T>& src, const uint32_t count) {
  namespace d = ascendc_host::detail;
  const char* api = "DataCopy";
  const uint64_t bytes = d::DataCopyBytes<T>(api, count);
  const uint32_t ub = d::CheckTensorInUb(api, "dst", dst, bytes);
  d::CheckUbAligned(api, "dst", ub);
  d::CheckGmOperand(api, "src", src, bytes);
  d::WarnIfOutsideOwner(api, "dst", dst, ub, bytes);
  // Cross-check mode (verify.h), after the checks: compares with the reference when this scope ends.
  const auto cross_check = d::VerifyDataCopy(ascendc_host::verify::Api::kDataCopyToUb, dst, src, count);
  ascendc_host::kernels::CopyBytes(reinterpret_cast<const uint8_t*>(src.GetPhyAddr()),
                                   reinterpret_cast<uint8_t*>(dst.GetPhyAddr()), bytes);
}

// UB -> GM; accumulates into GM while an atomic mode is set (atomic.h).
template <typename T>
__aicore__ inline void DataCopy(const GlobalTensor<T>& dst, const LocalTensor<T>& src, const uint32_t count) {
  namespace d = ascendc_host::detail;
  const char* api = "DataCopy";
  const uint64_t bytes = d::DataCopyBytes<T>(api, count);
  const uint32_t ub = d::CheckTensorInUb(api, "src", src, bytes);
  d::CheckUbAligned(api, "src", ub);
  d::CheckGmOperand(api, "dst", dst, bytes);
  auto* gm = reinterpret_cast<uint8_t*>(dst.GetPhyAddr());
  const auto* from = reinterpret_cast<const uint8_t*>(src.GetPhyAddr());
  if (ascendc_host::runtime::AtomicTypeOf(ascendc_host::runtime::CurrentCore()) !=
      ascendc_host::runtime::AtomicType::kNone) {
    d::StoreToGm<T>(api, gm, from, bytes);
    return;
  }
  // Cross-check mode (verify.h), after the checks (it snapshots the GM
  // destination): compares with the reference when this scope ends.
  const auto cross_check = d::VerifyDataCopy(ascendc_host::verify::Api::kDataCopyToGm, src, dst, count);
  d::StoreToGm<T>(api, gm, from, bytes);
}

}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_DATA_COPY_H_
