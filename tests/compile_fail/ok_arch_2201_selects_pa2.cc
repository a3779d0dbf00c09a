// flags: -D__NPU_ARCH__=2201
// expect: compiles
// The compiler driver's arch macro alone selects the A2/A3 profile.
#include "kernel_operator.h"
static_assert(ascendc_host::kProfile.profile == ascendc_host::Profile::kPA2, "2201 selects PA2");
static_assert(ASCENDC_HOST_PROFILE_PA2 == 1 && __CCE_AICORE__ == 220, "and defines the profile macros");
