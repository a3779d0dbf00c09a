// Reg::LocalMemBar (Reg矢量计算/同步控制): ordering between the vector and
// scalar UB pipelines inside a vector function. On the CPU a vector
// function's loads and stores run in program order already, so it is a
// compiler barrier (nothing is moved across it); the combinations the page
// does not list are compile errors.
#ifndef ASCENDC_HOST_ASCENDC_REG_MEM_BAR_H_
#define ASCENDC_HOST_ASCENDC_REG_MEM_BAR_H_

#include <atomic>
#include <cstdint>

#include "ascendc_host/ascendc/types.h"

namespace AscendC {
namespace Reg {

enum class MemType : uint8_t { VEC_STORE, VEC_LOAD, SCALAR_STORE, SCALAR_LOAD, VEC_ALL, SCALAR_ALL };

namespace detail {
constexpr bool LocalMemBarPair(MemType src, MemType dst) {
  using M = MemType;
  return (src == M::VEC_STORE && (dst == M::VEC_LOAD || dst == M::VEC_STORE || dst == M::SCALAR_LOAD ||
                                  dst == M::SCALAR_STORE)) ||
         (src == M::VEC_LOAD && (dst == M::VEC_STORE || dst == M::SCALAR_STORE)) ||
         (src == M::SCALAR_STORE && (dst == M::VEC_LOAD || dst == M::VEC_STORE)) ||
         (src == M::SCALAR_LOAD && dst == M::VEC_STORE) ||
         (src == M::VEC_ALL && (dst == M::VEC_ALL || dst == M::SCALAR_ALL)) ||
         (src == M::SCALAR_ALL && dst == M::VEC_ALL);
}
}  // namespace detail

template <MemType src, MemType dst>
__simd_callee__ inline void LocalMemBar() {
  static_assert(detail::LocalMemBarPair(src, dst), "LocalMemBar: this src/dst MemType pair is not supported");
  std::atomic_signal_fence(std::memory_order_seq_cst);
}

}  // namespace Reg
}  // namespace AscendC

#endif  // ASCENDC_HOST_ASCENDC_REG_MEM_BAR_H_
