// DataCopy GM <-> UB, contiguous (SPEC 6.7).
#ifndef ASCENDC_HOST_ASCENDC_DATA_COPY_H_
#define ASCENDC_HOST_ASCENDC_DATA_COPY_H_

#include <cstdint>

#include "ascendc_host/checks.h"
#include "ascendc_host/ascendc/detail/verify_calls.h"
#include "ascendc_host/ascendc/tensor.h"
#include "ascendc_host/kernels/copy.h"

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

template <typename T>
void CheckGmOperand(const char* api, const char* param, const AscendC::GlobalTensor<T>& g, uint64_t bytes) {
  if (bytes == 0) return;
  if (g.GetPhyAddr() == nullptr) RaiseFatal(api, param, "null", "GlobalTensor is not bound");
  if (reinterpret_cast<uintptr_t>(g.GetPhyAddr()) % sizeof(T) != 0)
    ReportError(api, std::string(param) + ".address", Hex(reinterpret_cast<uintptr_t>(g.GetPhyAddr())),
                "GM address is not aligned to sizeof(T)");
  if (g.GetSize() != 0 && bytes > g.GetSize() * sizeof(T))
    RaiseFatal(api, param, Str(bytes) + " bytes",
               ("exceeds the bound GM buffer of " + std::to_string(g.GetSize() * sizeof(T)) + " bytes").c_str());
}

}  // namespace detail
}  // namespace ascendc_host

namespace AscendC {

// GM -> UB.
template <typename T>
__aicore__ inline void DataCopy(const LocalTensor<T>& dst, const GlobalTensor<T>& src, const uint32_t count) {
  namespace d = ascendc_host::detail;
  const char* api = "DataCopy";
  // Cross-check mode (verify.h): compares with the reference when this scope ends.
  const auto cross_check = d::VerifyDataCopy(ascendc_host::verify::Api::kDataCopyToUb, dst, src, count);
  const uint64_t bytes = d::DataCopyBytes<T>(api, count);
  const uint32_t ub = d::CheckTensorInUb(api, "dst", dst, bytes);
  d::CheckUbAligned(api, "dst", ub);
  d::CheckGmOperand(api, "src", src, bytes);
  d::WarnIfOutsideOwner(api, "dst", dst, ub, bytes);
  ascendc_host::kernels::CopyBytes(reinterpret_cast<const uint8_t*>(src.GetPhyAddr()),
                                   reinterpret_cast<uint8_t*>(dst.GetPhyAddr()), bytes);
}

// UB -> GM.
template <typename T>
__aicore__ inline void DataCopy(const GlobalTensor<T>& dst, const LocalTensor<T>& src, const uint32_t count) {
  namespace d = ascendc_host::detail;
  const char* api = "DataCopy";
  // Cross-check mode (verify.h): compares with the reference when this scope ends.
  const auto cross_check = d::VerifyDataCopy(ascendc_host::verify::Api::kDataCopyToGm, src, dst, count);
  const uint64_t bytes = d::DataCopyBytes<T>(api, count);
  const uint32_t ub = d::CheckTensorInUb(api, "src", src, bytes);
  d::CheckUbAligned(api, "src", ub);
  d::CheckGmOperand(api, "dst", dst, bytes);
  ascendc_host::kernels::CopyBytes(reinterpret_cast<const uint8_t*>(src.GetPhyAddr()),
                                   reinterpret_cast<uint8_t*>(dst.GetPhyAddr()), bytes);
}

}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_DATA_COPY_H_
