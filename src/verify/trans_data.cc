// Cross-check mode for TransDataTo5HD: verify::TransDataCall -> reference.
#include "ascendc_host/verify/trans_data.h"

#include <cstring>

#include "reference/trans_data.h"

namespace ascendc_host {
namespace verify {
namespace {

TransDataCall Copy(const void* call) {
  TransDataCall c;
  std::memcpy(&c, call, sizeof c);
  return c;
}

// Moves data only: the mask registers stay as they were.
void Run(const void* call, uint8_t* ub, uint32_t ub_bytes, MaskRegisterState* after) {
  const TransDataCall c = Copy(call);
  *after = c.registers;
  reference::TransDataArgs a;
  a.element_bytes = c.element_bytes;
  for (int i = 0; i < 16; ++i) {
    a.dst[i] = c.dst[i];
    a.src[i] = c.src[i];
  }
  a.dst_high_half = c.dst_high_half;
  a.src_high_half = c.src_high_half;
  a.repeat_times = c.repeat_times;
  a.dst_repeat_stride = c.dst_repeat_stride;
  a.src_repeat_stride = c.src_repeat_stride;
  reference::TransDataTo5HD(reference::Ub(ub, ub_bytes), a);
}

void Primary(const void* call, const char** name, uint64_t* address, uint32_t* element_bytes) {
  const TransDataCall c = Copy(call);
  *name = "dstList[0]";
  *address = c.dst[0];
  *element_bytes = c.element_bytes;
}

}  // namespace

const Checker kTransDataChecker = {Run, Primary};

}  // namespace verify
}  // namespace ascendc_host
