// flags: -D__NPU_ARCH__=3510 -DASCENDC_CPU_DEBUG=1 -D__CCE_KT_TEST__=1 -D__CCE_AICORE__=310
// expect: compiles
// The CPU-debug defines and consistent arch macros change nothing.
#include "kernel_operator.h"
static_assert(ascendc_host::kProfile.profile == ascendc_host::Profile::kP950, "3510 is the default profile");
static_assert(ASCENDC_CPU_DEBUG == 1 && ASCENDC_HOST_HAS_REG_API == 1, "accepted as given");
