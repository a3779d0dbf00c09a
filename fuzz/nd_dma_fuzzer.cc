// DataCopy with NdDmaParams (NDDMA, SPEC 13.14) against the reference: 1 to 5
// loops, element widths 1-8 bytes, random sizes, paddings, strides (0 and
// interleaving included), constant or nearest-value padding, config
// overrides, destinations near the end of UB, sized and unsized GM; checked
// and release mode. A FATAL must come exactly when the destination leaves UB
// or the source leaves a sized GM buffer, and leave UB untouched; an ERROR
// (checked mode) leaves UB untouched; otherwise UB equals the reference's.
#include <vector>

#include "fuzz_input.h"
#include "kernel_operator.h"
#include "reference/data_move.h"

namespace {

constexpr AscendC::NdDmaConfig kNearest{true};
constexpr AscendC::NdDmaConfig kOverride{false, 1, 2};
constexpr AscendC::NdDmaConfig kNearestOverride{true, 3, 0};

template <typename T, uint8_t dim, const AscendC::NdDmaConfig& config>
void Run(fuzz::Input& in) {
  auto& core = ascendc_host::runtime::CurrentCore();
  AscendC::NdDmaParams<T, dim> params{};
  ascendc_host::reference::NdDmaArgs a;
  a.dims = dim;
  a.element_bytes = sizeof(T);
  a.nearest = config.isNearestValueMode;
  uint64_t positions = 1, dst_last = 0, src_last = 0;
  bool any_data = true;
  for (uint32_t d = 0; d < dim; ++d) {
    auto& l = params.loopInfo;
    l.loopSize[d] = in.Range(0, 24);
    l.loopLpSize[d] = static_cast<uint8_t>(in.Bool() ? in.Range(0, 5) : 0);
    l.loopRpSize[d] = static_cast<uint8_t>(in.Bool() ? in.Range(0, 5) : 0);
    l.loopSrcStride[d] = in.Range(0, 300);
    l.loopDstStride[d] = in.Range(0, 300);
    a.size[d] = l.loopSize[d];
    a.left[d] = config.loopLpSize != AscendC::NdDmaConfig::unsetPad ? config.loopLpSize : l.loopLpSize[d];
    a.right[d] = config.loopRpSize != AscendC::NdDmaConfig::unsetPad ? config.loopRpSize : l.loopRpSize[d];
    a.src_stride[d] = l.loopSrcStride[d];
    a.dst_stride[d] = l.loopDstStride[d];
    const uint64_t n = uint64_t{a.left[d]} + a.size[d] + a.right[d];
    positions *= n;
    if (n != 0) dst_last += (n - 1) * a.dst_stride[d];
    if (a.size[d] != 0) src_last += (a.size[d] - 1) * a.src_stride[d];
    any_data = any_data && a.size[d] != 0;
  }
  if (positions > (1u << 16)) return;  // keep one input fast
  if (sizeof(T) != 8) {
    const uint64_t bits = in.Take<uint64_t>();
    std::memcpy(&params.constantValue, &bits, sizeof(T));
    a.constant_bits = 0;
    std::memcpy(&a.constant_bits, &bits, sizeof(T));
  }
  const uint32_t gm_elements = in.Range(1, 20000);
  const bool sized = in.Bool();
  std::vector<T> gm(gm_elements);
  for (auto& v : gm) v = in.Take<T>();
  const uint32_t dst = in.Bool() ? 32 * in.Range(0, core.ub_bytes / 32) : 32 * in.Range(0, 64);
  const uint64_t dst_bytes = positions == 0 ? 0 : (dst_last + 1) * sizeof(T);
  const uint64_t src_bytes = positions == 0 || !any_data ? 0 : (src_last + 1) * sizeof(T);
  const bool ub_ok = dst + dst_bytes <= core.ub_bytes;
  const bool gm_ok = src_bytes <= gm.size() * sizeof(T);
  if (!sized && !gm_ok) return;  // an unsized buffer is the caller's promise
  AscendC::GlobalTensor<T> g;
  if (sized) g.SetGlobalBuffer(gm.data(), gm.size());
  else g.SetGlobalBuffer(gm.data());
  auto local = AscendC::LocalTensor<T>::FromUb(reinterpret_cast<T*>(core.ub + dst), 1, AscendC::TPosition::VECIN, 0, 0);
  std::vector<uint8_t> before(core.ub, core.ub + core.ub_bytes);
  std::vector<uint8_t> expected = before;
  bool raised = false;
  try {
    AscendC::DataCopy<T, dim, config>(local, g, params);
  } catch (const ascendc_host::Error& e) {
    raised = true;
    if (e.severity() == ascendc_host::Severity::kFatal && ub_ok && gm_ok) std::abort();  // a false FATAL
  }
  if (!raised) {
    if (!ub_ok || !gm_ok) std::abort();  // a missing FATAL
    ascendc_host::reference::GmImage image;
    image.bytes = reinterpret_cast<uint8_t*>(gm.data());
    image.size = gm.size() * sizeof(T);
    ascendc_host::reference::DataCopyNdDma(ascendc_host::reference::Ub(expected.data(), core.ub_bytes), dst, image, a);
  }
  fuzz::RequireSame("UB", expected.data(), core.ub, core.ub_bytes);
}

template <typename T, const AscendC::NdDmaConfig& config>
void ByDim(fuzz::Input& in) {
  switch (in.Range(1, 5)) {
    case 1: return Run<T, 1, config>(in);
    case 2: return Run<T, 2, config>(in);
    case 3: return Run<T, 3, config>(in);
    case 4: return Run<T, 4, config>(in);
    default: return Run<T, 5, config>(in);
  }
}

template <const AscendC::NdDmaConfig& config>
void ByType(fuzz::Input& in) {
  switch (in.Range(0, 3)) {
    case 0: return ByDim<uint8_t, config>(in);
    case 1: return ByDim<half, config>(in);
    case 2: return ByDim<float, config>(in);
    default:
      if constexpr (!config.isNearestValueMode) return ByDim<int64_t, config>(in);
      else return ByDim<uint32_t, config>(in);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::Input in(data, size);
  ascendc_host::SetWarningsPrinted(false);
  ascendc_host::ScopedCheckedMode mode(in.Bool());
  ascendc_host::runtime::ResetDefaultCore();
  switch (in.Range(0, 3)) {
    case 0: ByType<AscendC::kDefaultNdDmaConfig>(in); break;
    case 1: ByType<kNearest>(in); break;
    case 2: ByType<kOverride>(in); break;
    default: ByType<kNearestOverride>(in); break;
  }
  return 0;
}
