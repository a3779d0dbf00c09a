// The cases of support/reg_vf_cases.h with one kernel call per Reg
// operation (ASCENDC_HOST_REG_MOVES_INLINE=0, set for this file in
// tests/CMakeLists.txt): the reference point of reg_fast_path_test.cc.
#include "support/reg_vf_cases.h"

static_assert(ASCENDC_HOST_REG_MOVES_INLINE == 0, "this unit is compiled in the kernel-call mode");
static_assert(!ascendc_host::vf::kMultiversioned, "this unit compiles one copy of each VF");

namespace ascendc_host {
namespace testing {
void RunRegCaseThroughKernels(uint32_t c, uint32_t count) {
  reg_vf_cases::RunCase(static_cast<reg_vf_cases::Case>(c), true, count);
}
}  // namespace testing
}  // namespace ascendc_host
