// The older names of the Reg data movement (SPEC 11.7): MicroAPI::DataCopy in
// its load, dual-load, store and dual-store forms with dist modes,
// post-update and AddrReg, and DataCopyGather. Each forwards to LoadAlign /
// StoreAlign / Gather with the same template arguments, so the semantics,
// the checks and the diagnostics (named after the new API) are identical.
#ifndef ASCENDC_HOST_ASCENDC_REG_DATA_COPY_NAMES_H_
#define ASCENDC_HOST_ASCENDC_REG_DATA_COPY_NAMES_H_

#include <type_traits>

#include "ascendc_host/ascendc/reg/gather.h"
#include "ascendc_host/ascendc/reg/load_store.h"
#include "ascendc_host/ascendc/reg/values.h"

namespace AscendC {
namespace Reg {

// ---- loads (LoadAlign)
template <typename T = DefaultType, LoadDist dist = LoadDist::DIST_NORM, typename U>
__simd_callee__ inline void DataCopy(U& dstReg, __ubuf__ T* srcAddr) {
  LoadAlign<T, dist>(dstReg, srcAddr);
}
template <typename T = DefaultType, PostLiteral postMode, LoadDist dist = LoadDist::DIST_NORM, typename U>
__simd_callee__ inline void DataCopy(U& dstReg, __ubuf__ T*& srcAddr, int32_t postUpdateStride) {
  LoadAlign<T, postMode, dist>(dstReg, srcAddr, postUpdateStride);
}
template <typename T = DefaultType, LoadDist dist = LoadDist::DIST_NORM, typename U>
__simd_callee__ inline void DataCopy(U& dstReg, __ubuf__ T* srcAddr, AddrReg offset) {
  LoadAlign<T, dist>(dstReg, srcAddr, offset);
}
template <typename T = DefaultType, LoadDist dist, typename U>
__simd_callee__ inline void DataCopy(U& dstReg0, U& dstReg1, __ubuf__ T* srcAddr) {
  LoadAlign<T, dist>(dstReg0, dstReg1, srcAddr);
}
template <typename T = DefaultType, PostLiteral postMode, LoadDist dist, typename U>
__simd_callee__ inline void DataCopy(U& dstReg0, U& dstReg1, __ubuf__ T*& srcAddr, int32_t postUpdateStride) {
  LoadAlign<T, postMode, dist>(dstReg0, dstReg1, srcAddr, postUpdateStride);
}
template <typename T = DefaultType, LoadDist dist, typename U>
__simd_callee__ inline void DataCopy(U& dstReg0, U& dstReg1, __ubuf__ T* srcAddr, AddrReg offset) {
  LoadAlign<T, dist>(dstReg0, dstReg1, srcAddr, offset);
}

// ---- stores (StoreAlign)
template <typename T = DefaultType, StoreDist dist = StoreDist::DIST_NORM, typename U>
__simd_callee__ inline void DataCopy(__ubuf__ T* dstAddr, U& srcReg, MaskReg& mask) {
  StoreAlign<T, dist>(dstAddr, srcReg, mask);
}
template <typename T = DefaultType, PostLiteral postMode, StoreDist dist = StoreDist::DIST_NORM, typename U>
__simd_callee__ inline void DataCopy(__ubuf__ T*& dstAddr, U& srcReg, int32_t postUpdateStride, MaskReg& mask) {
  StoreAlign<T, postMode, dist>(dstAddr, srcReg, postUpdateStride, mask);
}
template <typename T = DefaultType, StoreDist dist = StoreDist::DIST_NORM, typename U>
__simd_callee__ inline void DataCopy(__ubuf__ T* dstAddr, U& srcReg, AddrReg offset, MaskReg& mask) {
  StoreAlign<T, dist>(dstAddr, srcReg, offset, mask);
}
template <typename T = DefaultType, StoreDist dist, typename U>
__simd_callee__ inline void DataCopy(__ubuf__ T* dstAddr, U& srcReg0, U& srcReg1, MaskReg& mask) {
  StoreAlign<T, dist>(dstAddr, srcReg0, srcReg1, mask);
}
template <typename T = DefaultType, StoreDist dist, typename U>
__simd_callee__ inline void DataCopy(__ubuf__ T* dstAddr, U& srcReg0, U& srcReg1, AddrReg offset, MaskReg& mask) {
  StoreAlign<T, dist>(dstAddr, srcReg0, srcReg1, offset, mask);
}

// ---- gather (Gather from UB)
template <typename T0 = DefaultType, typename T1, typename T2 = DefaultType, typename T3, typename T4,
          typename = std::enable_if_t<kIsRegTensor<T3> && kIsRegTensor<T4>>>
__simd_callee__ inline void DataCopyGather(T3& dstReg, __ubuf__ T1* baseAddr, T4& index, MaskReg& mask) {
  Gather<T0, T1, T2, T3, T4>(dstReg, baseAddr, index, mask);
}

}  // namespace Reg
}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_REG_DATA_COPY_NAMES_H_
