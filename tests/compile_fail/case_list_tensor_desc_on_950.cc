// expect: ListTensorDesc exists on Atlas A2/A3 only
#include "kernel_operator.h"
uint32_t Count(GM_ADDR list) {
  AscendC::ListTensorDesc desc(reinterpret_cast<__gm__ void*>(list));
  return 0;
}
