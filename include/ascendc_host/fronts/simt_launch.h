// What the SIMT launch `kernel<<<blocks_per_grid, threads_per_block,
// dyn_ubuf_size, stream>>>(args...)` becomes (SPEC 16.2): four configuration
// values, where a SIMD launch (kernel_launch.h) takes at most three.
//
// ascendc-host-cc rewrites it, like every launch, into
//   AscKernelLaunch([](auto&&... a) { kernel(a...); }, "kernel", grid, threads, dyn, stream)(args...)
// and includes this header ahead of every source it rewrites.
#ifndef ASCENDC_HOST_FRONTS_SIMT_LAUNCH_H_
#define ASCENDC_HOST_FRONTS_SIMT_LAUNCH_H_

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <tuple>
#include <type_traits>
#include <utility>

#include "ascendc_host/launch.h"
#include "ascendc_host/runtime/simt.h"

namespace ascendc_host {
namespace fronts {

// Queues a SIMT launch on `stream` like EnqueueKernelLaunch (streams.h). The
// shape is checked now: a bad one, like a bad block count, fails the next
// synchronising call with ACL_ERROR_RT_PARAM_INVALID and the check's message.
void EnqueueSimtLaunch(void* stream, std::string kernel_name, const simt::LaunchShape& shape,
                       std::function<void(uint32_t num_blocks)> run);

// Every block runs its threads_per_block threads (runtime/simt.h) on a core
// leased without SIMD UB (0 bytes: nothing to zero per block); the threads'
// shared UB is their own.
template <typename Kernel>
class SimtKernelLaunch {
 public:
  SimtKernelLaunch(Kernel kernel, const char* name, simt::LaunchShape shape, void* stream)
      : kernel_(std::move(kernel)), name_(name), shape_(shape), stream_(stream) {}

  template <typename... Args>
  void operator()(Args&&... args) const {
    auto block = [kernel = kernel_, shape = shape_](const auto&... a) {
      simt::RunBlock(shape, [&] { kernel(a...); });
    };
    auto run = [block, arguments = std::make_tuple(std::forward<Args>(args)...)](uint32_t num_blocks) {
      auto call = [&] { std::apply(block, arguments); };
      using Call = decltype(call);
      runtime::LaunchBlocks(num_blocks, 0, LaunchOptions{}, [](void* c) { (*static_cast<Call*>(c))(); }, &call);
    };
    EnqueueSimtLaunch(stream_, name_, shape_, std::move(run));
  }

 private:
  Kernel kernel_;
  const char* name_;
  simt::LaunchShape shape_;
  void* stream_;
};

namespace detail {
// blocks_per_grid / threads_per_block: a dim3 or a number (its x). A value
// that does not fit 32 bits becomes 0, which the launch reports.
template <typename E>
simt::Index3 SimtExtent(const E& e) {
  auto fit = [](auto v) -> uint32_t {
    if constexpr (std::is_signed<decltype(v)>::value) {
      if (v < 0) return 0;
    }
    return static_cast<uint64_t>(v) > 0xFFFFFFFFull ? 0u : static_cast<uint32_t>(v);
  };
  if constexpr (std::is_enum<E>::value) {
    return simt::Index3{fit(static_cast<int64_t>(e)), 1, 1};
  } else if constexpr (std::is_integral<E>::value) {
    return simt::Index3{fit(e), 1, 1};
  } else {
    return simt::Index3{fit(e.x), fit(e.y), fit(e.z)};
  }
}
}  // namespace detail

template <typename Kernel, typename Grid, typename Threads, typename Dynamic, typename Stream>
SimtKernelLaunch<Kernel> AscKernelLaunch(Kernel kernel, const char* name, Grid grid, Threads threads, Dynamic dynamic,
                                         Stream stream) {
  static_assert(std::is_integral<Dynamic>::value,
                "<<<blocks_per_grid, threads_per_block, dyn_ubuf_size, stream>>>: dyn_ubuf_size must be a size in bytes");
  static_assert(std::is_convertible<Stream, void*>::value,
                "<<<blocks_per_grid, threads_per_block, dyn_ubuf_size, stream>>>: stream must be an aclrtStream (or "
                "nullptr for the default stream)");
  size_t dynamic_bytes = static_cast<size_t>(dynamic);
  if constexpr (std::is_signed<Dynamic>::value) {
    if (dynamic < 0) dynamic_bytes = ~size_t{0};  // reported by the launch
  }
  const simt::LaunchShape shape{detail::SimtExtent(grid), detail::SimtExtent(threads), dynamic_bytes};
  return SimtKernelLaunch<Kernel>(std::move(kernel), name, shape, static_cast<void*>(stream));
}

}  // namespace fronts
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_FRONTS_SIMT_LAUNCH_H_
