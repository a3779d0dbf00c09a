// Cache control (基础API/缓存控制; SPEC 11.8). The CPU's caches are coherent
// and blocks share memory directly, so these move no data; the parameters are
// validated as the pages state.
#ifndef ASCENDC_HOST_ASCENDC_CACHE_H_
#define ASCENDC_HOST_ASCENDC_CACHE_H_

#include <cstdint>
#include <type_traits>

#include "ascendc_host/ascendc/tensor.h"
#include "ascendc_host/ascendc/types.h"
#include "ascendc_host/checks.h"
#include "ascendc_host/config.h"

namespace AscendC {

enum class CacheLine : uint8_t { SINGLE_CACHE_LINE = 0, ENTIRE_DATA_CACHE };
enum class DcciDst : uint8_t { CACHELINE_ALL = 0, CACHELINE_UB, CACHELINE_OUT, CACHELINE_ATOMIC };

namespace detail {
template <DcciDst dcciDst>
constexpr void CheckDcciDst() {
  static_assert(dcciDst != DcciDst::CACHELINE_ATOMIC || ascendc_host::kProfile.profile == ascendc_host::Profile::kP950,
                "DataCacheCleanAndInvalid: CACHELINE_ATOMIC exists on Ascend 950 only");
}
// SINGLE_CACHE_LINE works on the line of the tensor's address: it needs one.
template <CacheLine entireType, typename T>
void CheckCacheTensor(const GlobalTensor<T>& dst) {
  if (entireType == CacheLine::SINGLE_CACHE_LINE && dst.GetPhyAddr() == nullptr)
    ascendc_host::ReportError("DataCacheCleanAndInvalid", "dst", "null",
                              "SINGLE_CACHE_LINE needs a bound GlobalTensor (SetGlobalBuffer)");
}
}  // namespace detail

template <typename T, CacheLine entireType, DcciDst dcciDst>
__aicore__ inline void DataCacheCleanAndInvalid(const GlobalTensor<T>& dst) {
  detail::CheckDcciDst<dcciDst>();
  detail::CheckCacheTensor<entireType>(dst);
}
template <typename T, CacheLine entireType, DcciDst dcciDst>
__aicore__ inline void DataCacheCleanAndInvalid(const LocalTensor<T>& dst) {
  detail::CheckDcciDst<dcciDst>();
  if (entireType == CacheLine::SINGLE_CACHE_LINE)
    ascendc_host::runtime::CheckUbRange("DataCacheCleanAndInvalid", "dst", dst.GetPhyAddr(), 0);
}
template <typename T, CacheLine entireType>
__aicore__ inline void DataCacheCleanAndInvalid(const GlobalTensor<T>& dst) {
  detail::CheckCacheTensor<entireType>(dst);
}

// Loads one cache line at src + cacheOffset bytes (a hint).
template <typename T>
__aicore__ inline void DataCachePreload(const GlobalTensor<uint64_t>& src, const T cacheOffset) {
  static_assert(std::is_same_v<T, int16_t> || std::is_same_v<T, int64_t>,
                "DataCachePreload: cacheOffset is int16_t or int64_t");
  if (src.GetPhyAddr() == nullptr)
    ascendc_host::ReportError("DataCachePreload", "src", "null", "needs a bound GlobalTensor (SetGlobalBuffer)");
  (void)cacheOffset;
}

// preFetchLen in 2 KB units, below the vector core's 16 KB ICache / 2 KB = 8
// (the A2/A3 page; the same bound is applied on Ascend 950, SPEC 11.8).
__aicore__ inline void ICachePreLoad(const int64_t preFetchLen) {
  if (preFetchLen < 0 || preFetchLen >= 8)
    ascendc_host::ReportError("ICachePreLoad", "preFetchLen", std::to_string(preFetchLen),
                              "must be in [0, 8): units of 2 KB below the 16 KB ICache of a vector core");
}
// 0: the preload is complete (always, here).
__aicore__ inline int64_t GetICachePreloadStatus() { return 0; }

}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_CACHE_H_
