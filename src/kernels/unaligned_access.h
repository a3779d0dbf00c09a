// One element at any byte address: UB operands need not be aligned to their
// width (PA2 gather offsets; the release path also runs misaligned operands
// the pages forbid). Through memcpy, which compiles to a plain load or store.
#ifndef ASCENDC_HOST_SRC_KERNELS_UNALIGNED_ACCESS_H_
#define ASCENDC_HOST_SRC_KERNELS_UNALIGNED_ACCESS_H_

#include <cstring>

namespace ascendc_host {
namespace kernels {
namespace internal {

template <typename W>
inline W LoadAt(const void* p) {
  W v;
  std::memcpy(&v, p, sizeof(W));
  return v;
}
template <typename W>
inline void StoreAt(void* p, W v) {
  std::memcpy(p, &v, sizeof(W));
}

}  // namespace internal
}  // namespace kernels
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_SRC_KERNELS_UNALIGNED_ACCESS_H_
