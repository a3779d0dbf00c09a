// Multi-dimensional GM -> UB DataCopy through NDDMA (GMToUB多维数据搬运NDDMA,
// Ascend 950): up to five nested loops with their own source and destination
// strides, left and right padding per dimension (a constant or the nearest
// value); NdDmaDci. Semantics and decisions: docs/SPEC.md 13.14.
#ifndef ASCENDC_HOST_ASCENDC_DATA_COPY_NDDMA_H_
#define ASCENDC_HOST_ASCENDC_DATA_COPY_NDDMA_H_

#include <cstdint>
#include <cstring>
#include <string>
#include <type_traits>

#include "ascendc_host/ascendc/complex.h"
#include "ascendc_host/ascendc/detail/block_move.h"
#include "ascendc_host/ascendc/tensor.h"
#include "ascendc_host/checks.h"
#include "ascendc_host/kernels/nd_dma.h"

namespace AscendC {

struct NdDmaConfig {
  static constexpr uint16_t unsetPad = 0xffff;
  bool isNearestValueMode = false;
  uint16_t loopLpSize = unsetPad;  // left padding of every dimension when set, [0, 255]
  uint16_t loopRpSize = unsetPad;  // right padding of every dimension when set, [0, 255]
  bool ascOptimize = false;        // reserved
};

inline constexpr NdDmaConfig kDefaultNdDmaConfig{};

// Index 0 is the innermost dimension.
template <uint8_t dim>
struct NdDmaLoopInfo {
  uint64_t loopSrcStride[dim] = {0};  // elements
  uint32_t loopDstStride[dim] = {0};  // elements
  uint32_t loopSize[dim] = {0};       // data elements, padding excluded
  uint8_t loopLpSize[dim] = {0};
  uint8_t loopRpSize[dim] = {0};
};

template <typename T, uint8_t dim>
struct NdDmaParams {
  NdDmaLoopInfo<dim> loopInfo;
  T constantValue;  // the padding value unless isNearestValueMode
};

}  // namespace AscendC

namespace ascendc_host {
namespace detail {

template <typename T, typename... Allowed>
inline constexpr bool kNdDmaOneOf = (std::is_same_v<T, Allowed> || ...);
template <typename T>
inline constexpr bool kNdDmaType = kNdDmaOneOf<T, bool, int8_t, uint8_t, int16_t, uint16_t, half, bfloat16_t, int32_t,
                                               uint32_t, float, int64_t, uint64_t, double, AscendC::Complex<half>,
                                               AscendC::Complex<float>>;

// The page's rules (ERROR in checked mode; release runs them as given), then
// the plan the kernel runs.
template <typename T, uint8_t dim, const AscendC::NdDmaConfig& config>
kernels::NdDmaPlan NdDmaPlanOf(const AscendC::NdDmaParams<T, dim>& params) {
  const char* api = "DataCopy";
  const auto& loop = params.loopInfo;
  kernels::NdDmaPlan plan;
  plan.dims = dim;
  plan.element_bytes = sizeof(T);
  plan.nearest = config.isNearestValueMode;
  std::memcpy(&plan.pad_bits, &params.constantValue, sizeof(T));
  if (CheckedMode()) {
    if (config.loopLpSize != AscendC::NdDmaConfig::unsetPad && config.loopLpSize > 255)
      ReportError(api, "config.loopLpSize", Str(config.loopLpSize), "must be unsetPad or in [0, 255]");
    if (config.loopRpSize != AscendC::NdDmaConfig::unsetPad && config.loopRpSize > 255)
      ReportError(api, "config.loopRpSize", Str(config.loopRpSize), "must be unsetPad or in [0, 255]");
    if (sizeof(T) == 8 && plan.pad_bits != 0)
      ReportError(api, "params.constantValue", Hex(plan.pad_bits), "must be 0 for 64-bit types");
  }
  for (uint32_t d = 0; d < dim; ++d) {
    if (CheckedMode()) {
      if (loop.loopSrcStride[d] >= (uint64_t{1} << 40))
        ReportError(api, Elem("loopInfo.loopSrcStride", d), Str(loop.loopSrcStride[d]), "must be in [0, 2^40)");
      if (loop.loopDstStride[d] >= (uint32_t{1} << 20))
        ReportError(api, Elem("loopInfo.loopDstStride", d), Str(loop.loopDstStride[d]), "must be in [0, 2^20)");
      if (loop.loopSize[d] >= (uint32_t{1} << 20))
        ReportError(api, Elem("loopInfo.loopSize", d), Str(loop.loopSize[d]), "must be in [0, 2^20)");
    }
    plan.src_stride[d] = loop.loopSrcStride[d];
    plan.dst_stride[d] = loop.loopDstStride[d];
    plan.size[d] = loop.loopSize[d];
    plan.left[d] = config.loopLpSize != AscendC::NdDmaConfig::unsetPad ? config.loopLpSize : loop.loopLpSize[d];
    plan.right[d] = config.loopRpSize != AscendC::NdDmaConfig::unsetPad ? config.loopRpSize : loop.loopRpSize[d];
  }
  return plan;
}

}  // namespace detail
}  // namespace ascendc_host

namespace AscendC {

// Refreshes the NDDMA data cache. The host has none: GM is read when the
// copy runs, so this orders nothing and costs nothing.
// (A template only so that the profile check fires where it is called.)
template <int kCalled = 0>
__aicore__ inline void NdDmaDci() {
  static_assert(kCalled == 0 && ::ascendc_host::kProfile.profile == ::ascendc_host::Profile::kP950,
                "NdDmaDci exists on Ascend 950 only (see its page)");
}

template <typename T, uint8_t dim, const NdDmaConfig& config = kDefaultNdDmaConfig>
__aicore__ inline void DataCopy(const LocalTensor<T>& dst, const GlobalTensor<T>& src, const NdDmaParams<T, dim>& params) {
  static_assert(sizeof(T) != 0 && ::ascendc_host::kProfile.profile == ::ascendc_host::Profile::kP950,
                "DataCopy with NdDmaParams (NDDMA) exists on Ascend 950 only (see its page)");
  static_assert(dim >= 1 && dim <= 5, "DataCopy (NDDMA): dim must be in [1, 5]");
  static_assert(::ascendc_host::detail::kNdDmaType<T>, "DataCopy (NDDMA): T is not one of the page's types");
  static_assert(sizeof(T) != 8 || !config.isNearestValueMode,
                "DataCopy (NDDMA): isNearestValueMode must be false for 64-bit types (see its page)");
  namespace d = ::ascendc_host::detail;
  const ::ascendc_host::kernels::NdDmaPlan plan = d::NdDmaPlanOf<T, dim, config>(params);
  // Extents, in bytes from each operand's first element: the destination
  // spans every position; the source its data positions (none when a
  // dimension has no data).
  d::ByteExtent written, read;
  bool any_position = true, any_data = true;
  __int128 last_dst = 0, last_src = 0;
  for (uint32_t i = 0; i < dim; ++i) {
    const uint64_t positions = uint64_t{plan.left[i]} + plan.size[i] + plan.right[i];
    any_position = any_position && positions != 0;
    any_data = any_data && plan.size[i] != 0;
    if (positions != 0) last_dst += static_cast<__int128>(positions - 1) * plan.dst_stride[i];
    if (plan.size[i] != 0) last_src += static_cast<__int128>(plan.size[i] - 1) * plan.src_stride[i];
  }
  if (any_position) written.hi = (last_dst + 1) * sizeof(T);
  if (any_data) read.hi = (last_src + 1) * sizeof(T);
  const uint32_t at = d::CheckUbExtent("DataCopy", "dst", dst.GetPhyAddr(), written);
  d::CheckGmExtent("DataCopy", "src", src, read);
  d::CheckUbAligned("DataCopy", "dst", at);
  d::CheckGmAligned("DataCopy", "src", src);
  d::WarnOutsideOwner("DataCopy", "dst", dst, at, written);
  if (!any_position) return;
  ::ascendc_host::kernels::NdDmaCopy(plan, reinterpret_cast<const uint8_t*>(src.GetPhyAddr()),
                                     reinterpret_cast<uint8_t*>(dst.GetPhyAddr()));
}

}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_DATA_COPY_NDDMA_H_
