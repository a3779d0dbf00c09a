// What `kernel<<<numBlocks, dynUBufSize, stream>>>(args...)` becomes.
//
// ascendc-host-cc rewrites each launch into
//   AscKernelLaunch([](auto&&... a) { kernel(a...); }, "kernel", numBlocks, dynUBufSize, stream)(args...)
// and includes this header ahead of the source. As on the device, the
// arguments are copied when the launch is issued, the launch is queued on the
// stream and the call returns at once; aclrtSynchronizeStream waits for it.
#ifndef ASCENDC_HOST_FRONTS_KERNEL_LAUNCH_H_
#define ASCENDC_HOST_FRONTS_KERNEL_LAUNCH_H_

#include <cstddef>
#include <cstdint>
#include <tuple>
#include <type_traits>
#include <utility>

#include "ascendc_host/launch.h"
#include "ascendc_host/runtime.h"
#include "ascendc_host/fronts/program_profile.h"
#include "ascendc_host/fronts/streams.h"

namespace ascendc_host {
namespace fronts {

template <typename Kernel>
class KernelLaunch {
 public:
  KernelLaunch(Kernel kernel, const char* name, int64_t num_blocks, void* stream)
      : kernel_(std::move(kernel)), name_(name), num_blocks_(num_blocks), stream_(stream) {}

  // Issues the launch with `args` (copied now, as the device copies kernel
  // arguments at launch; converted to the kernel's parameter types when the
  // kernel is called). The blocks see the tiling key that was set
  // (ICPU_SET_TILING_KEY) when the launch was issued.
  template <typename... Args>
  void operator()(Args&&... args) const {
    auto run = [kernel = runtime::WithTilingKey(kernel_, runtime::ProcessTilingKey()),
                arguments = std::make_tuple(std::forward<Args>(args)...)](uint32_t num_blocks) {
      std::apply([&](const auto&... a) { ::ascendc_host::Launch(num_blocks, kernel, a...); }, arguments);
    };
    EnqueueKernelLaunch(stream_, name_, num_blocks_, std::move(run));
  }

 private:
  Kernel kernel_;
  const char* name_;
  int64_t num_blocks_;
  void* stream_;
};

namespace detail {
template <typename Blocks>
int64_t BlockCount(Blocks num_blocks) {
  static_assert(std::is_integral<Blocks>::value || std::is_enum<Blocks>::value,
                "<<<numBlocks, ...>>>: numBlocks must be an integer");
  if constexpr (std::is_unsigned<Blocks>::value) {
    return num_blocks > static_cast<Blocks>(INT64_MAX) ? -1 : static_cast<int64_t>(num_blocks);
  } else {
    return static_cast<int64_t>(num_blocks);
  }
}
template <typename Dynamic>
void CheckDynamicUbSize() {
  static_assert(std::is_integral<Dynamic>::value || std::is_pointer<Dynamic>::value ||
                    std::is_same<Dynamic, std::nullptr_t>::value,
                "<<<numBlocks, dynUBufSize, stream>>>: dynUBufSize must be a size (0) or nullptr");
}
template <typename Stream>
void* LaunchStream(Stream stream) {
  static_assert(std::is_convertible<Stream, void*>::value,
                "<<<numBlocks, dynUBufSize, stream>>>: stream must be an aclrtStream (or nullptr for the default "
                "stream)");
  return static_cast<void*>(stream);
}
}  // namespace detail

// The dynamic UB size has no effect here (every core has its profile's whole
// UB); it is accepted as a size or, as older samples pass it, a pointer.
template <typename Kernel, typename Blocks>
KernelLaunch<Kernel> AscKernelLaunch(Kernel kernel, const char* name, Blocks num_blocks) {
  return KernelLaunch<Kernel>(std::move(kernel), name, detail::BlockCount(num_blocks), nullptr);
}
template <typename Kernel, typename Blocks, typename Dynamic>
KernelLaunch<Kernel> AscKernelLaunch(Kernel kernel, const char* name, Blocks num_blocks, Dynamic) {
  detail::CheckDynamicUbSize<Dynamic>();
  return KernelLaunch<Kernel>(std::move(kernel), name, detail::BlockCount(num_blocks), nullptr);
}
template <typename Kernel, typename Blocks, typename Dynamic, typename Stream>
KernelLaunch<Kernel> AscKernelLaunch(Kernel kernel, const char* name, Blocks num_blocks, Dynamic, Stream stream) {
  detail::CheckDynamicUbSize<Dynamic>();
  return KernelLaunch<Kernel>(std::move(kernel), name, detail::BlockCount(num_blocks), detail::LaunchStream(stream));
}

}  // namespace fronts
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_FRONTS_KERNEL_LAUNCH_H_
