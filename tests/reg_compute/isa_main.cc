// main() of the per-instruction-set Reg compute test executables
// (tests/CMakeLists.txt): compiled without the instruction-set flags, so
// the check below runs on any CPU. Where the CPU lacks the set the other
// sources were compiled for, every test is skipped with a message.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstring>

// The executable's instruction set (reg_compute/isa_name.cc).
extern const char kRegTestIsa[];

namespace {

bool CpuHas(const char* isa) {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_cpu_init();
  if (std::strcmp(isa, "sse42") == 0) return __builtin_cpu_supports("sse4.2");
  if (std::strcmp(isa, "avx2") == 0)
    return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
  if (std::strcmp(isa, "avx512") == 0)
    return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
           __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512vl");
#endif
  return std::strcmp(isa, "baseline") == 0;
}

}  // namespace

int main(int argc, char** argv) {
  ::testing::InitGoogleTest(&argc, argv);
  if (!CpuHas(kRegTestIsa) && !::testing::GTEST_FLAG(list_tests)) {
    std::printf("[  SKIPPED ] this CPU lacks the %s instruction set these tests are compiled for\n", kRegTestIsa);
    ::testing::GTEST_FLAG(filter) = "-*";
  }
  return RUN_ALL_TESTS();
}
