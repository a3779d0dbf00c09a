// Reference of TransDataTo5HD (数据排布转换; docs/SPEC.md 8.9.1): the call in
// the page's terms, redone element by element on a UB image.
#ifndef ASCENDC_HOST_SRC_REFERENCE_TRANS_DATA_H_
#define ASCENDC_HOST_SRC_REFERENCE_TRANS_DATA_H_

#include <cstdint>

#include "reference/reference.h"

namespace ascendc_host {
namespace reference {

struct TransDataArgs {
  uint32_t element_bytes = 2;
  uint32_t dst[16] = {}, src[16] = {};  // the listed UB byte addresses
  bool dst_high_half = false, src_high_half = false;
  uint32_t repeat_times = 1;
  uint32_t dst_repeat_stride = 0, src_repeat_stride = 0;  // DataBlocks
};

void TransDataTo5HD(const Ub& ub, const TransDataArgs& a);

}  // namespace reference
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_SRC_REFERENCE_TRANS_DATA_H_
