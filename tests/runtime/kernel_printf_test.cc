// An unqualified printf of a translated source (ascendc-host-cc rewrites it
// into fronts::KernelPrintf, SPEC 11.6): a SIMD kernel body prints the
// pages' "[AIV Block i/n] " lines through the kernel output; a vector
// function, a SIMT thread, host code and a kernel called directly print
// with the C library's printf, as the pages show their lines.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "acl/acl.h"
#include "ascendc_host/ascendc/simt.h"
#include "ascendc_host/fronts/kernel_launch.h"
#include "ascendc_host/fronts/kernel_printf.h"
#include "ascendc_host/fronts/simt_launch.h"
#include "kernel_operator.h"
#include "support/kernel_helpers.h"

namespace {

using ascendc_host::fronts::AscKernelLaunch;
using ascendc_host::fronts::KernelPrintf;
using ascendc_host::testing::CapturedOutput;

enum class Where { kBody, kVectorFunction, kSimtThreads };

__simd_vf__ inline void VectorFunctionPrint(uint32_t block) { KernelPrintf("vf %u\n", block); }

void PrintingKernel(Where where) {
  const uint32_t block = AscendC::GetBlockIdx();
  switch (where) {
    case Where::kBody:
      KernelPrintf("Hello World!!!\n");
      KernelPrintf("block %d: %f\n", static_cast<int>(block), 1.5f);
      break;
    case Where::kVectorFunction:
      asc_vf_call<VectorFunctionPrint>(block);
      break;
    case Where::kSimtThreads:
      break;
  }
}

void SimtPrintingKernel() { KernelPrintf("simt %u\n", threadIdx.x); }

// Runs `body` with standard output captured; returns what it printed there.
template <typename Body>
std::string Stdout(Body body) {
  std::fflush(stdout);
  ::testing::internal::CaptureStdout();
  body();
  std::fflush(stdout);
  return ::testing::internal::GetCapturedStdout();
}

std::vector<std::string> Sorted(std::vector<std::string> lines) {
  std::sort(lines.begin(), lines.end());
  return lines;
}

TEST(UnqualifiedKernelPrintf, ASimdKernelBodyPrintsTheBlockPrefix) {
  CapturedOutput output;
  const std::string out = Stdout([] {
    AscKernelLaunch([](auto&&... a) { PrintingKernel(a...); }, "printing", 2, nullptr, nullptr)(Where::kBody);
    ASSERT_EQ(aclrtSynchronizeStream(nullptr), ACL_SUCCESS);
  });
  EXPECT_EQ(out, "");
  EXPECT_EQ(Sorted(output.lines()),
            (std::vector<std::string>{"[AIV Block 0/2] Hello World!!!", "[AIV Block 0/2] block 0: 1.500000",
                                      "[AIV Block 1/2] Hello World!!!", "[AIV Block 1/2] block 1: 1.500000"}));
}

TEST(UnqualifiedKernelPrintf, AVectorFunctionPrintsWithoutAPrefix) {
  CapturedOutput output;
  const std::string out = Stdout([] {
    AscKernelLaunch([](auto&&... a) { PrintingKernel(a...); }, "printing", 1, nullptr, nullptr)(
        Where::kVectorFunction);
    ASSERT_EQ(aclrtSynchronizeStream(nullptr), ACL_SUCCESS);
  });
  EXPECT_EQ(out, "vf 0\n");
  EXPECT_EQ(output.text(), "");
}

TEST(UnqualifiedKernelPrintf, SimtThreadsPrintWithoutAPrefix) {
  CapturedOutput output;
  const std::string out = Stdout([] {
    AscKernelLaunch([](auto&&... a) { SimtPrintingKernel(a...); }, "simt_printing", 1, 3, 0, nullptr)();
    ASSERT_EQ(aclrtSynchronizeStream(nullptr), ACL_SUCCESS);
  });
  EXPECT_EQ(out, "simt 0\nsimt 1\nsimt 2\n");
  EXPECT_EQ(output.text(), "");
}

TEST(UnqualifiedKernelPrintf, HostCodeAndDirectCallsUseTheCLibrary) {
  CapturedOutput output;
  int count = 0;
  const std::string out = Stdout([&] {
    count = KernelPrintf("host %d%%\n", 42);
    PrintingKernel(Where::kBody);  // a kernel called directly, not launched
  });
  EXPECT_EQ(count, 9);
  EXPECT_EQ(out, "host 42%\nHello World!!!\nblock 0: 1.500000\n");
  EXPECT_EQ(output.text(), "");
}

}  // namespace
