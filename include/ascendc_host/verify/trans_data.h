// Cross-check mode (ascendc_host/verify.h) of TransDataTo5HD (SPEC 8.9.1):
// the call in the page's terms, filled by the surface only when the mode is
// on, redone by src/verify/trans_data.cc on the reference
// (src/reference/trans_data.h).
#ifndef ASCENDC_HOST_VERIFY_TRANS_DATA_H_
#define ASCENDC_HOST_VERIFY_TRANS_DATA_H_

#include <cstdint>

#include "ascendc_host/verify.h"

namespace ascendc_host {
namespace verify {

struct TransDataCall {
  uint32_t element_bytes = 2;
  uint32_t dst[16] = {}, src[16] = {};  // the listed UB byte addresses (before the repeat rule)
  bool dst_high_half = false, src_high_half = false;  // 8-bit types only
  uint32_t repeat_times = 1;
  uint32_t dst_repeat_stride = 0, src_repeat_stride = 0;  // DataBlocks
  MaskRegisterState registers;  // before the call (not changed by it)
};

extern const Checker kTransDataChecker;

}  // namespace verify
}  // namespace ascendc_host

#endif  // ASCENDC_HOST_VERIFY_TRANS_DATA_H_
