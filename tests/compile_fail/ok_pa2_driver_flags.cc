// flags: -D__NPU_ARCH__=2201 -DASCENDC_HOST_PROFILE_PA2=1
// expect: compiles
// What the compiler driver passes for Atlas A2/A3.
#include "kernel_operator.h"
static_assert(__NPU_ARCH__ == 2201 && ascendc_host::kProfile.ub_bytes == 196608, "the A2/A3 profile");
