// flags: -D__CCE_AICORE__=220
// expect: __CCE_AICORE__ disagrees with the profile
// 220 is the A2/A3 value; the default profile is Ascend 950 (310).
#include "kernel_operator.h"
