// Kernel debug helpers (基础API/调试接口, Utils-API 调测接口; SPEC 11.6):
// printf formats and block prefixes, whole lines from concurrent blocks,
// DumpTensor's documented layouts, ascendc_assert / assert / Trap.
//
// assert is checked in this file whatever the build type (the page: NDEBUG
// builds drop it, as the standard one).
#undef NDEBUG
#include <gtest/gtest.h>

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "kernel_operator.h"
#include "tikicpulib.h"
#include "utils/debug/asc_dump.h"
#include "utils/debug/asc_printf.h"
#include "utils/debug/asc_time.h"
#include "support/kernel_helpers.h"
#include "support/ub_helpers.h"

namespace {

using ascendc_host::Severity;
using ascendc_host::testing::CapturedOutput;
using ascendc_host::testing::RaisesError;

extern "C" __global__ __aicore__ void printf_page_kernel() {
  // The printf page's examples.
  AscendC::printf("fmt string %d\n", 0x123);
  float a = 3.14;
  AscendC::printf("fmt string %f\n", a);
  AscendC::PRINTF("fmt string %i %u %s\n", -7, 7u, "ok");
}

TEST(KernelPrintf, PageExamplesWithTheBlockPrefix) {
  CapturedOutput out;
  ascendc_host::LaunchWith(ascendc_host::LaunchOptions{1}, 2, printf_page_kernel);
  EXPECT_EQ(out.text(),
            "[AIV Block 0/2] fmt string 291\n"
            "[AIV Block 0/2] fmt string 3.140000\n"
            "[AIV Block 0/2] fmt string -7 7 ok\n"
            "[AIV Block 1/2] fmt string 291\n"
            "[AIV Block 1/2] fmt string 3.140000\n"
            "[AIV Block 1/2] fmt string -7 7 ok\n");
}

TEST(KernelPrintf, ConversionsAndTypes) {
  CapturedOutput out;
  ascendc_host::testing::FreshCore();
  int b = 0x123;
  int* c = &b;
  AscendC::printf("TEST %p|", c);
  AscendC::printf("%f %f %.2f|", half(1.5f), bfloat16_t(-2.0f), 0.125);
  // %x without a length prints 32 bits on the CPU (page note); %lx all 64.
  AscendC::printf("%x %lx %llX|", int64_t{0x1234567890}, int64_t{0x1234567890}, uint64_t{0xabcdef0123});
  AscendC::printf("%d %d %ld|", true, int8_t{-5}, int64_t{-5000000000});
  AscendC::printf("%5d|%-4u|%05.1f|%c|%%|%*d\n", 42, 7u, 2.25f, 'z', 3, 9);
  char expected_ptr[64];
  std::snprintf(expected_ptr, sizeof(expected_ptr), "%p", static_cast<void*>(c));
  EXPECT_EQ(out.text(), std::string("[AIV Block 0/1] TEST ") + expected_ptr +
                            "|1.500000 -2.000000 0.12|34567890 1234567890 ABCDEF0123|1 -5 -5000000000|   42|7   "
                            "|002.2|z|%|  9\n");
}

extern "C" __global__ __aicore__ void pieces_kernel(uint32_t rounds) {
  // A line written in three calls, then a whole one: neither may mix with
  // the lines of other blocks running at the same time.
  for (uint32_t r = 0; r < rounds; ++r) {
    AscendC::printf("block %d", static_cast<int>(AscendC::GetBlockIdx()));
    AscendC::printf(" round %u", r);
    AscendC::printf(" end\n");
    AscendC::printf("whole %d %u\n", static_cast<int>(AscendC::GetBlockIdx()), r);
  }
  AscendC::printf("unfinished %d", static_cast<int>(AscendC::GetBlockIdx()));
}

TEST(KernelPrintf, LinesOfConcurrentBlocksNeverInterleave) {
  CapturedOutput out;
  constexpr uint32_t kBlocks = 40, kRounds = 25;
  ascendc_host::LaunchWith(ascendc_host::LaunchOptions{2}, kBlocks, pieces_kernel, kRounds);
  std::map<int, std::vector<std::string>> per_block;
  for (const std::string& line : out.lines()) {
    int b = -1;
    ASSERT_EQ(std::sscanf(line.c_str(), "[AIV Block %d/40] ", &b), 1) << line;
    per_block[b].push_back(line.substr(line.find("] ") + 2));
  }
  ASSERT_EQ(per_block.size(), kBlocks);
  for (auto& [b, lines] : per_block) {
    ASSERT_EQ(lines.size(), 2 * kRounds + 1) << b;
    for (uint32_t r = 0; r < kRounds; ++r) {
      EXPECT_EQ(lines[2 * r], "block " + std::to_string(b) + " round " + std::to_string(r) + " end");
      EXPECT_EQ(lines[2 * r + 1], "whole " + std::to_string(b) + " " + std::to_string(r));
    }
    // A line the block did not end is ended when the block finishes.
    EXPECT_EQ(lines.back(), "unfinished " + std::to_string(b));
  }
}

TEST(KernelPrintf, FormatMisuseIsReported) {
  ascendc_host::testing::FreshCore();
  CapturedOutput out;
  {
    ascendc_host::ScopedCheckedMode checked(true);
    EXPECT_TRUE(RaisesError([] { AscendC::printf("%d and %d\n", 1); }, Severity::kError,
                            {"printf", "args=%d", "has no argument"}));
    EXPECT_TRUE(RaisesError([] { AscendC::printf("%s\n", 5); }, Severity::kError, {"printf", "does not match %s"}));
    EXPECT_TRUE(RaisesError([] { AscendC::printf("%d\n", "text"); }, Severity::kError, {"does not match %d"}));
    EXPECT_TRUE(RaisesError([] { AscendC::printf("%k\n", 1); }, Severity::kError, {"fmt=%k", "not a conversion"}));
    ascendc_host::ClearWarnings();
    AscendC::printf("no conversion\n", 1, 2);
    EXPECT_TRUE(ascendc_host::testing::Warned("2 unused"));
  }
  ascendc_host::ScopedCheckedMode release(false);
  AscendC::printf("%d and %d\n", 1);  // release: the missing conversion prints as written
  EXPECT_NE(out.text().find("1 and %d\n"), std::string::npos) << out.text();
}

// The DumpTensor page's first example: 32 float16 values of UB.
TEST(DumpTensor, FlatLayoutOfThePage) {
  auto& core = ascendc_host::testing::FreshCore();
  (void)core;
  const float values[] = {19, 4, 38, 50, 39, 67, 84, 98, 21, 36, 18, 46, 10, 92, 26, 38,
                          39, 9, 82, 37, 35, 65, 97, 59, 89, 63, 70, 57, 35, 3, 16, 42};
  auto t = ascendc_host::testing::TensorAt<half>(0, 32);
  for (uint32_t i = 0; i < 32; ++i) t.SetValue(i, half(values[i]));
  CapturedOutput out;
  AscendC::DumpTensor(t, 5, 32);
  std::string expected = "[AIV Block 0/1] DumpTensor: desc=5, addr=0x0, data_type=float16, position=UB, dump_size=32\n"
                         "[AIV Block 0/1] [";
  for (uint32_t i = 0; i < 32; ++i) {
    char v[32];
    std::snprintf(v, sizeof(v), "%f", values[i]);
    expected += (i ? ", " : "") + std::string(v);
  }
  EXPECT_EQ(out.text(), expected + "]\n");
}

std::string ShapedDump(uint32_t rows, uint32_t dump) {
  ascendc_host::testing::FreshCore();
  auto t = ascendc_host::testing::TensorAt<int32_t>(64, 64);
  for (uint32_t i = 0; i < 64; ++i) t.SetValue(i, static_cast<int32_t>(i));
  uint32_t array[] = {rows, 2};
  AscendC::ShapeInfo shapeInfo(2, array);
  CapturedOutput out;
  AscendC::DumpTensor(t, 2, dump, shapeInfo);
  return out.text();
}

// The page's three shape cases: equal, smaller ("greater than shapeSize"),
// larger ("data is not enough", '-' for the missing elements).
TEST(DumpTensor, ShapedLayoutsOfThePage) {
  const std::string header = "[AIV Block 0/1] DumpTensor: desc=2, addr=0x40, data_type=int32, position=UB, dump_size=";
  EXPECT_EQ(ShapedDump(3, 6), header + "6\n[AIV Block 0/1] [[0,1],\n[AIV Block 0/1] [2,3],\n[AIV Block 0/1] [4,5]]\n");
  EXPECT_EQ(ShapedDump(2, 6), header + "6\n[AIV Block 0/1] shape is [2, 2], dumpSize is 6, dumpSize is greater than "
                                       "shapeSize.\n[AIV Block 0/1] [[0,1],\n[AIV Block 0/1] [2,3]]\n");
  EXPECT_EQ(ShapedDump(3, 5), header + "5\n[AIV Block 0/1] shape is [3, 2], dumpSize is 5, data is not enough.\n"
                                       "[AIV Block 0/1] [[0,1],\n[AIV Block 0/1] [2,3],\n[AIV Block 0/1] [4,-]]\n");
}

TEST(DumpTensor, GlobalTensorAndCheckpointOffset) {
  ascendc_host::testing::FreshCore();
  uint8_t gm[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  AscendC::GlobalTensor<uint8_t> g;
  g.SetGlobalBuffer(gm, 8);
  CapturedOutput out;
  AscendC::DumpAccChkPoint(g, 56, 5, 3);
  char addr[32];
  std::snprintf(addr, sizeof(addr), "0x%llx", static_cast<unsigned long long>(reinterpret_cast<uintptr_t>(gm + 5)));
  EXPECT_EQ(out.text(), std::string("[AIV Block 0/1] DumpTensor: desc=56, addr=") + addr +
                            ", data_type=uint8, position=GM, dump_size=3\n[AIV Block 0/1] [6, 7, 8]\n");
  EXPECT_TRUE(RaisesError([&] { AscendC::DumpTensor(g, 1, 9); }, Severity::kFatal,
                          {"DumpTensor", "dumpSize=9", "bound GM buffer of 8 elements"}));
  auto t = ascendc_host::testing::TensorAt<float>(ascendc_host::kProfile.ub_bytes - 32, 8);
  EXPECT_TRUE(RaisesError([&] { AscendC::DumpTensor(t, 1, 16); }, Severity::kFatal, {"DumpTensor", "outside the UB"}));
}

extern "C" __global__ __aicore__ void assert_kernel(int32_t assertFlag) {
  // The ascendc_assert page's example, in block 3 only.
  if (AscendC::GetBlockIdx() == 3) ascendc_assert(assertFlag != 10, "The assertFlag value is %d.\n", assertFlag);
}

TEST(KernelAssert, AscendcAssertIsFatalNamingBlockAndCondition) {
  CapturedOutput out;
  try {
    ascendc_host::Launch(6, assert_kernel, 10);
    FAIL() << "no error";
  } catch (const ascendc_host::Error& e) {
    EXPECT_EQ(e.severity(), Severity::kFatal);
    EXPECT_EQ(e.block(), 3);
    EXPECT_NE(std::string(e.what()).find("ascendc_assert: condition=`assertFlag != 10' failed at"), std::string::npos)
        << e.what();
    EXPECT_NE(std::string(e.what()).find("The assertFlag value is 10."), std::string::npos) << e.what();
  }
  const std::string text = out.text();
  EXPECT_NE(text.find("[AIV Block 3/6] [ASSERT] "), std::string::npos) << text;
  EXPECT_NE(text.find("debug_test.cc:"), std::string::npos) << text;
  EXPECT_NE(text.find(": Assertion `assertFlag != 10' The assertFlag value is 10.\n"), std::string::npos) << text;
  ascendc_host::Launch(6, assert_kernel, 11);  // holds: nothing raised
}

extern "C" __global__ __aicore__ void plain_assert_kernel(int32_t assertFlag) {
  // The assert page's example.
  assert(assertFlag != 10);
}

TEST(KernelAssert, AssertWithoutMessage) {
  CapturedOutput out;
  EXPECT_TRUE(RaisesError([] { ascendc_host::Launch(1, plain_assert_kernel, 10); }, Severity::kFatal,
                          {"assert: condition=`assertFlag != 10' failed at", "(block 0)"}));
  EXPECT_NE(out.text().find(": Assertion `assertFlag != 10' failed.\n"), std::string::npos) << out.text();
}

TEST(KernelAssert, TrapStopsTheBlock) {
  EXPECT_TRUE(RaisesError([] { AscendC::Trap(); }, Severity::kFatal, {"Trap", "the kernel trapped"}));
}

TEST(KernelDebug, TimeStampsAreOffByDefaultAndProfilingMarksAreAccepted) {
  ascendc_host::testing::FreshCore();
  CapturedOutput out;
  AscendC::PrintTimeStamp(65577);
  AscendC::MarkStamp<PIPE_V, 0>();
  AscendC::MarkStamp<PIPE_V>(255);
  AscendC::MetricsProfStart();
  AscendC::MetricsProfStop();
  EXPECT_EQ(out.text(), "");
  ascendc_host::ScopedCheckedMode checked(true);
  EXPECT_TRUE(RaisesError([] { AscendC::MarkStamp<PIPE_V>(256); }, Severity::kError, {"MarkStamp", "[0, 256)"}));
}

// CANN's kernel log macros (SPEC 11.6). ASSERT is dropped as on the device:
// the vendor's samples call it with names the host cannot resolve.
extern "C" __global__ __aicore__ void kernel_log_kernel(int32_t value) {
  ASSERT(NameOnlyTheDeviceCompilerKnows() != 0 && "dropped, never compiled");
  KERNEL_LOG(KERNEL_INFO, "value is %d", value);
  int behaviours = 0;
  ASCENDC_ASSERT(value >= 0, { ++behaviours; });
  ASCENDC_ASSERT(value < 100, {
    ++behaviours;
    KERNEL_LOG(KERNEL_ERROR, "value %d is too large (%d)", value, behaviours);
  });
}

TEST(KernelLogMacros, AscendcAssertRunsItsBehaviourThenStopsTheBlock) {
  {
    CapturedOutput out;
    ascendc_host::Launch(1, kernel_log_kernel, 7);
    EXPECT_NE(out.text().find("[INFO][Core_0]["), std::string::npos) << out.text();
    EXPECT_NE(out.text().find("debug_test.cc:"), std::string::npos) << out.text();
    EXPECT_NE(out.text().find("][kernel_log_kernel] value is 7\n"), std::string::npos) << out.text();
  }
  CapturedOutput out;
  EXPECT_TRUE(RaisesError([] { ascendc_host::Launch(2, kernel_log_kernel, 100); }, Severity::kFatal,
                          {"ASCENDC_ASSERT", "cond=`value < 100'", "debug_test.cc:"}));
  EXPECT_NE(out.text().find("[ERROR][Core_"), std::string::npos) << out.text();
  EXPECT_NE(out.text().find("value 100 is too large (1)\n"), std::string::npos) << out.text();
}

// The Utils-API debug functions (utils/debug/asc_dump.h and the others):
// asc_dump prints DumpTensor's lines, with the position where the pointer lies.
TEST(UtilsDebug, AscDumpPrintsTheDumpTensorLinesOfUbAndGm) {
  ascendc_host::testing::FreshCore();
  auto t = ascendc_host::testing::TensorAt<int32_t>(64, 4);
  for (uint32_t i = 0; i < 4; ++i) t.SetValue(i, static_cast<int32_t>(i * 10));
  std::string expected;
  {
    CapturedOutput out;
    AscendC::DumpTensor(t, 3, 4);
    expected = out.text();
  }
  {
    CapturedOutput out;
    asc_dump_ubuf(t.GetPhyAddr(), 3, 4);
    asc_dump(t.GetPhyAddr(), 3, 4);
    EXPECT_EQ(out.text(), expected + expected);
  }
  int16_t* gm = static_cast<int16_t*>(AscendC::GmAlloc(4 * sizeof(int16_t)));
  for (int16_t i = 0; i < 4; ++i) gm[i] = static_cast<int16_t>(-i);
  AscendC::GlobalTensor<int16_t> g;
  g.SetGlobalBuffer(gm, 4);
  {
    CapturedOutput reference;
    AscendC::DumpTensor(g, 9, 4);
    CapturedOutput out;
    asc_dump_gm(gm, 9, 4);
    EXPECT_EQ(out.text(), reference.text());
    EXPECT_NE(out.text().find("position=GM, dump_size=4\n"), std::string::npos) << out.text();
  }
  EXPECT_TRUE(RaisesError([&] { asc_dump(gm, 9, 5); }, Severity::kFatal, {"asc_dump", "dump_size=5", "beyond the GM buffer"}));
  AscendC::GmFree(gm);
  EXPECT_TRUE(RaisesError([] { __trap(); }, Severity::kFatal, {"Trap", "the kernel trapped"}));
}

TEST(UtilsDebug, TimeStampsAndProfilingMarksPrintNothingByDefault) {
  ascendc_host::testing::FreshCore();
  CapturedOutput out;
  asc_time_stamp(7);
  asc_mark_stamp<PIPE_V>(3);
  asc_mark_stamp(4);
  asc_prof_start();
  asc_prof_stop();
  TRACE_START(0x1);
  TRACE_STOP(PIPE_V, 0x1);
  EXPECT_EQ(out.text(), "");
}

}  // namespace
