// The checks of the compare and select family (SPEC 8.6, 8.1, 0.6): FATAL
// before any access (UB untouched) for every operand including the bit
// masks and CMPMASK's address, the ERROR rows in checked mode with their
// release behaviour, the WARN rows, and cross-check mode on every API of the
// family (silent on right results, catching a corrupted one).
#include <gtest/gtest.h>

#include <cstring>
#include <vector>

#include "kernel_operator.h"
#include "support/ub_helpers.h"

namespace ascendc_host {
namespace testing {
namespace {

using AscendC::BinaryRepeatParams;
using AscendC::CMPMODE;
using AscendC::SELMODE;

TEST(VectorCompareErrors, OperandsBeyondUbAreFatal) {
  const auto& core = FreshCore();
  const uint32_t end = core.ub_bytes;
  auto a = TensorAt<float>(0, 512), b = TensorAt<float>(2048, 512);
  // 512 floats give 64 bytes of bits; 32 bytes before the end leave no room.
  auto bits_at_end = TensorAt<uint8_t>(end - 32, 32);
  ExpectFatalLeavesUbUntouched([&] { AscendC::Compare(bits_at_end, a, b, CMPMODE::LT, 512); },
                               {"Compare", "dst", "outside the UB"});
  ExpectFatalLeavesUbUntouched([&] { AscendC::Compares(bits_at_end, a, 1.0f, CMPMODE::GT, 512); },
                               {"Compares", "dst", "outside the UB"});
  auto src_at_end = TensorAt<float>(end - 256, 64);
  auto dst = TensorAt<uint8_t>(4096, 64);
  ExpectFatalLeavesUbUntouched([&] { AscendC::Compare(dst, a, src_at_end, CMPMODE::EQ, 128); },
                               {"Compare", "src1", "outside the UB"});
  // Select: mode 2 reads 512 bits (64 bytes) of selMask.
  auto out = TensorAt<float>(8192, 512);
  ExpectFatalLeavesUbUntouched(
      [&] { AscendC::Select(out, bits_at_end, a, b, SELMODE::VSEL_TENSOR_TENSOR_MODE, 512); },
      {"Select", "selMask", "outside the UB"});
  // Mode 0 reads the first 64 bits only: 32 bytes before the end is fine.
  AscendC::Select(out, bits_at_end, a, b, SELMODE::VSEL_CMPMASK_SPR, 512);
  // The register moves touch 16 bytes.
  auto last8 = TensorAt<uint8_t>(end - 8, 8);
  ExpectFatalLeavesUbUntouched([&] { AscendC::GetCmpMask(last8); }, {"GetCmpMask", "dst", "outside the UB"});
  ExpectFatalLeavesUbUntouched([&] { AscendC::SetCmpMask(last8); }, {"SetCmpMask", "src", "outside the UB"});
}

TEST(VectorCompareErrors, CmpMaskWithoutAUbAddressIsFatal) {
  auto& core = FreshCore();
  auto a = TensorAt<half>(0, 128), b = TensorAt<half>(256, 128), d = TensorAt<half>(512, 128);
  core.cmp_mask[0] = 0x1234567800000001ull;  // neither a host pointer into UB nor a UB address
  ExpectFatalLeavesUbUntouched(
      [&] { AscendC::Select<half, SELMODE::VSEL_TENSOR_TENSOR_MODE>(d, a, b, 1, BinaryRepeatParams{}); },
      {"Select", "CMPMASK", "no UB address"});
  // A UB address beside the selMask's own bits: accepted.
  core.cmp_mask[0] = 1024;
  AscendC::Select<half, SELMODE::VSEL_TENSOR_TENSOR_MODE>(d, a, b, 1, BinaryRepeatParams{});
}

TEST(VectorCompareErrors, CheckedModeRowsAndReleaseBehaviour) {
  FreshCore();
  auto a = TensorAt<float>(0, 256), b = TensorAt<float>(1024, 256);
  auto bits = TensorAt<uint8_t>(2048, 64), odd_bits = TensorAt<uint8_t>(2048 + 8, 64);
  auto out = TensorAt<float>(4096, 256);
  {
    const ScopedCheckedMode checked(true);
    EXPECT_TRUE(RaisesError([&] { AscendC::Compare(bits, a, b, CMPMODE::LT, 100); }, Severity::kError,
                            {"Compare", "count", "100", "whole repeats of 64"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::Compare(odd_bits, a, b, CMPMODE::LT, 64); }, Severity::kError,
                            {"Compare", "dst.address", "32-byte aligned"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::Compares(bits, a, 0.0f, CMPMODE::GE, uint64_t{65}, 1, {}); },
                            Severity::kError, {"Compares", "mask", "65", "exceeds the 64 elements"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::Select(out, odd_bits, a, b, SELMODE::VSEL_TENSOR_TENSOR_MODE, 64); },
                            Severity::kError, {"Select", "selMask.address", "32-byte aligned"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::Select(out, bits, a, b, SELMODE::VSEL_TENSOR_SCALAR_MODE, 64); },
                            Severity::kError, {"Select", "selMode", "VSEL_TENSOR_SCALAR_MODE", "two tensor sources"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::Select(out, bits, a, 1.0f, SELMODE::VSEL_CMPMASK_SPR, 64); },
                            Severity::kError, {"Select", "selMode", "VSEL_CMPMASK_SPR", "a scalar source"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::GetCmpMask(TensorAt<uint8_t>(2048 + 8, 128)); }, Severity::kError,
                            {"GetCmpMask", "dst.address", "aligned"}));
  }
  const ScopedCheckedMode release(false);
  FillWith(a, 256, [](uint32_t i) { return static_cast<float>(i); });
  FillWith(b, 256, [](uint32_t) { return 50.0f; });
  AscendC::Duplicate(bits, uint8_t{0xAB}, 64);
  // Ascend 950: every element of the count, the last repeat written whole
  // with 0 bits past it.
  AscendC::Compare(bits, a, b, CMPMODE::LT, 100);
  EXPECT_EQ(bits.GetValue(6), 0x03);   // elements 48, 49 < 50; 50..55 not
  EXPECT_EQ(bits.GetValue(12), 0x00);  // elements 96..99 false, then the zero bits
  EXPECT_EQ(bits.GetValue(15), 0x00);  // the second repeat's last byte
  EXPECT_EQ(bits.GetValue(16), 0xAB);
  // A selMode that does not fit the sources runs as the one that does.
  AscendC::Duplicate(bits, uint8_t{0x0F}, 64);
  AscendC::Select(out, bits, a, b, SELMODE::VSEL_TENSOR_SCALAR_MODE, 64);
  EXPECT_EQ(out.GetValue(3), 3.0f);
  EXPECT_EQ(out.GetValue(4), 50.0f);
  // Misaligned bits are read and written where they are.
  AscendC::Compare(odd_bits, a, b, CMPMODE::GE, 64);
  EXPECT_EQ(TensorAt<uint8_t>(2048, 64).GetValue(8 + 6), 0xFC);  // 50..55 >= 50
}

TEST(VectorCompareErrors, WarnRows) {
  FreshCore();
  SetWarningsPrinted(false);
  const ScopedCheckedMode checked(true);
  auto a = TensorAt<half>(0, 1024), b = TensorAt<half>(4096, 1024);
  auto small_bits = TensorAt<uint8_t>(8192, 16);
  ClearWarnings();
  AscendC::Compare(small_bits, a, b, CMPMODE::EQ, 256);  // 32 bytes into 16
  EXPECT_TRUE(Warned("writes beyond the tensor's GetSize()"));
  ClearWarnings();
  AscendC::Compare(a.ReinterpretCast<uint8_t>()[64], a, b, CMPMODE::EQ, 1024);  // bits inside src0
  EXPECT_TRUE(Warned("overlaps src0"));
  ClearWarnings();
  auto out = TensorAt<half>(16384, 256);
  AscendC::Select(out, out.ReinterpretCast<uint8_t>(), a, b, SELMODE::VSEL_TENSOR_TENSOR_MODE, 256);
  EXPECT_TRUE(Warned("overlaps dst"));
  ClearWarnings();
  AscendC::GetCmpMask(TensorAt<uint8_t>(32768, 16));
  EXPECT_TRUE(Warned("at least 128 bytes"));
  // Permitted: nothing to report.
  ClearWarnings();
  AscendC::Compare(TensorAt<uint8_t>(8192, 128), a, b, CMPMODE::LT, 1024);
  AscendC::Select(out, TensorAt<uint8_t>(8192, 128), a, b, SELMODE::VSEL_TENSOR_TENSOR_MODE, 256);
  AscendC::Select(a, TensorAt<uint8_t>(8192, 128), a, b, SELMODE::VSEL_CMPMASK_SPR, 1024);  // in place
  AscendC::GetCmpMask(TensorAt<uint8_t>(32768, 128));
  EXPECT_TRUE(RecordedWarnings().empty()) << RecordedWarnings().front().Message();
  SetWarningsPrinted(true);
}

// The hardware's order gives a defined result to a comparison written over
// its own source (each repeat reads before it writes): the bits land where
// the repeat's elements were, which later repeats no longer read.
TEST(VectorCompareErrors, InPlaceComparisonIsSequential) {
  FreshCore();
  const ScopedCheckedMode release(false);
  auto a = TensorAt<float>(0, 256), b = TensorAt<float>(1024, 256);
  FillWith(a, 256, [](uint32_t i) { return static_cast<float>(i % 7); });
  FillWith(b, 256, [](uint32_t) { return 3.0f; });
  std::vector<uint8_t> want(32, 0);
  for (uint32_t i = 0; i < 256; ++i)
    if (i % 7 < 3) want[i / 8] = static_cast<uint8_t>(want[i / 8] | (1u << (i % 8)));
  AscendC::Compare(a.ReinterpretCast<uint8_t>(), a, b, CMPMODE::LT, 256);
  for (uint32_t i = 0; i < 32; ++i) EXPECT_EQ(a.ReinterpretCast<uint8_t>().GetValue(i), want[i]) << i;
}

// Cross-check mode redoes every call of the family on the reference: right
// results pass (the UB image and the mask and CMPMASK registers agree), a
// corrupted one is caught.
TEST(VectorCompareVerify, EveryApiPassesAndACorruptedResultIsCaught) {
  FreshCore();
  const ScopedVerifyMode verify(true);
  auto a = TensorAt<half>(0, 256), b = TensorAt<half>(512, 256), d = TensorAt<half>(1024, 256);
  auto bits = TensorAt<uint8_t>(2048, 128);
  FillWith(a, 256, [](uint32_t i) { return half(i * 0.5f - 20.0f); });
  FillWith(b, 256, [](uint32_t i) { return half(i % 3 == 0 ? i * 0.5f - 20.0f : 0.0f); });
  AscendC::Compare(bits, a, b, CMPMODE::LE, 256);
  AscendC::Compare(bits, a, b, CMPMODE::NE, uint64_t{100}, 2, BinaryRepeatParams{});
  AscendC::Compares(bits, a, half(1.0f), CMPMODE::GT, 256);
  AscendC::CompareScalar(bits, a, half(1.0f), CMPMODE::EQ, 256);
  AscendC::Compares(bits, half(3.0f), a, CMPMODE::LT, 256);
  bits = a < b;
  uint64_t m[2] = {0xF0F0F0F0F0F0F0F0ull, 0x0F0F0F0F0F0F0F0Full};
  AscendC::Compare(a, b, CMPMODE::GE, m, BinaryRepeatParams{});
  AscendC::Select<half, SELMODE::VSEL_CMPMASK_SPR>(d, a, b, 2, BinaryRepeatParams{});
  AscendC::GetCmpMask(bits);
  AscendC::SetCmpMask(bits);
  AscendC::Select(d, bits, a, b, SELMODE::VSEL_TENSOR_TENSOR_MODE, 256);
  AscendC::Select(d, bits, a, half(2.0f), SELMODE::VSEL_TENSOR_SCALAR_MODE, m, 2, BinaryRepeatParams{});
  AscendC::Select(d, bits, a, b, SELMODE::VSEL_CMPMASK_SPR, uint64_t{77}, 2, BinaryRepeatParams{});
  verify::CorruptNextResultForTesting();
  EXPECT_TRUE(RaisesError([&] { AscendC::Compare(bits, a, b, CMPMODE::LT, 256); }, Severity::kError,
                          {"Compare", "dst[0]", "(SIMD) vs", "(reference)", "differs from the scalar reference"}));
  verify::CorruptNextResultForTesting();
  EXPECT_TRUE(RaisesError([&] { AscendC::Select(d, bits, a, b, SELMODE::VSEL_TENSOR_TENSOR_MODE, 256); },
                          Severity::kError, {"Select", "dst[0]", "differs from the scalar reference"}));
}

}  // namespace
}  // namespace testing
}  // namespace ascendc_host
