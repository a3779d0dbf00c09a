// The checks of TransDataTo5HD (docs/SPEC.md 8.9.1, 0.6): FATAL before any
// access (UB untouched) for every listed DataBlock of every repeat and for
// the address tables (against a guarded arena on every target: in
// tests/errors/guard_all_apis_test.cc); ERROR
// rows in checked mode and their release behaviour; WARN rows; cross-check
// mode catching a corrupted result.
#include <gtest/gtest.h>

#include <cstdint>

#include "kernel_operator.h"
#include "support/ub_helpers.h"
#include "support/verify_helpers.h"

namespace ascendc_host {
namespace testing {
namespace {

using Params = AscendC::TransDataTo5HDParams;

// Host addresses of 16 blocks from UB byte `at`, `step` bytes apart.
void Blocks(uint64_t (&list)[16], uint32_t at, uint32_t step) {
  auto& core = runtime::CurrentCore();
  for (int i = 0; i < 16; ++i) list[i] = reinterpret_cast<uint64_t>(core.ub + at + step * i);
}

TEST(TransDataErrors, BlocksBeyondUbAreFatal) {
  const auto& core = FreshCore();
  const uint32_t end = core.ub_bytes;
  uint64_t low[16], high[16];
  Blocks(low, 0, 32);
  Blocks(high, end - 512, 32);  // the last 16 blocks: exactly up to the end
  AscendC::TransDataTo5HD<half>(high, low, Params(false, false, 2, 0, 0));  // runs
  // A second repeat one block further: dstList[15] passes the end.
  ExpectFatalLeavesUbUntouched([&] { AscendC::TransDataTo5HD<half>(high, low, Params(false, false, 2, 1, 0)); },
                               {"TransDataTo5HD", "dstList[15]", "outside the UB"});
  // repeatTimes 1 starts one stride further (the page's rule).
  ExpectFatalLeavesUbUntouched([&] { AscendC::TransDataTo5HD<float>(low, high, Params(false, false, 1, 0, 1)); },
                               {"TransDataTo5HD", "srcList[15]", "outside the UB"});
  // An address that is not in UB at all.
  uint64_t stray[16];
  Blocks(stray, 0, 32);
  stray[7] = 4096;
  ExpectFatalLeavesUbUntouched([&] { AscendC::TransDataTo5HD<int8_t>(low, stray, Params()); },
                               {"TransDataTo5HD", "srcList[7]", "outside the UB"});
  // The address tables of the LocalTensor<uint64_t> form.
  auto table = TensorAt<uint64_t>(4096, 16), short_table = TensorAt<uint64_t>(end - 64, 8);
  ExpectFatalLeavesUbUntouched([&] { AscendC::TransDataTo5HD<half>(short_table, table, Params()); },
                               {"TransDataTo5HD", "dst", "outside the UB"});
  // The LocalTensor arrays.
  AscendC::LocalTensor<uint16_t> dsts[16], srcs[16];
  for (int i = 0; i < 16; ++i) {
    dsts[i] = TensorAt<uint16_t>(8192 + 32 * i, 16);
    srcs[i] = TensorAt<uint16_t>(i == 3 ? end - 16 : 32 * i, 8);
  }
  ExpectFatalLeavesUbUntouched([&] { AscendC::TransDataTo5HD<uint16_t>(dsts, srcs, Params()); },
                               {"TransDataTo5HD", "srcList[3]", "outside the UB"});
}

TEST(TransDataErrors, CheckedModeRowsAndReleaseBehaviour) {
  FreshCore();
  uint64_t dst[16], src[16], odd[16];
  Blocks(dst, 8192, 32);
  Blocks(src, 0, 32);
  Blocks(odd, 16, 32);  // every block 16 bytes off the DataBlock grid
  auto src_t = TensorAt<int16_t>(0, 256), dst_t = TensorAt<int16_t>(8192 + 16, 256);
  FillWith(src_t, 256, [](uint32_t i) { return static_cast<int16_t>(i); });
  auto tables = TensorAt<uint64_t>(16384, 32), odd_table = TensorAt<uint64_t>(16384 + 8, 16);
  for (int i = 0; i < 16; ++i) {
    tables.SetValue(i, dst[i]);
    tables.SetValue(16 + i, src[i]);
  }
  {
    const ScopedCheckedMode checked(true);
    EXPECT_TRUE(RaisesError([&] { AscendC::TransDataTo5HD<int16_t>(dst, odd, Params()); }, Severity::kError,
                            {"TransDataTo5HD", "srcList[0].address", "16", "32-byte aligned"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::TransDataTo5HD<int16_t>(odd, src, Params()); }, Severity::kError,
                            {"TransDataTo5HD", "dstList[0].address", "32-byte aligned"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::TransDataTo5HD<int16_t>(odd_table, tables[16], Params()); },
                            Severity::kError, {"TransDataTo5HD", "dst.address", "32-byte aligned"}));
  }
  // Release: the access happens at the given (unaligned) addresses.
  const ScopedCheckedMode release(false);
  Blocks(dst, 8192 + 16, 32);
  AscendC::TransDataTo5HD<int16_t>(dst, src, Params(false, false, 1, 0, 0));
  for (uint32_t j = 0; j < 16; ++j)
    for (uint32_t i = 0; i < 16; ++i) EXPECT_EQ(dst_t.GetValue(j * 16 + i), static_cast<int16_t>(16 * i + j));
}

TEST(TransDataErrors, WarnRows) {
  FreshCore();
  ClearWarnings();
  SetWarningsPrinted(false);
  const ScopedCheckedMode checked(true);
  uint64_t a[16], b[16];
  Blocks(a, 0, 32);
  Blocks(b, 8192, 32);
  // The b8 halves on a 16-bit type: ignored.
  AscendC::TransDataTo5HD<half>(b, a, Params(true, false, 1, 0, 0));
  EXPECT_TRUE(Warned("int8_t / uint8_t only"));
  // In place (the same blocks): no warning; partly overlapping: WARN, the
  // sources of the repeat are read before it writes.
  ClearWarnings();
  auto t = TensorAt<uint16_t>(0, 512);
  FillWith(t, 512, [](uint32_t i) { return static_cast<uint16_t>(i); });
  AscendC::TransDataTo5HD<uint16_t>(a, a, Params());
  EXPECT_FALSE(Warned("overlaps"));
  for (uint32_t j = 0; j < 16; ++j)
    for (uint32_t i = 0; i < 16; ++i) EXPECT_EQ(t.GetValue(j * 16 + i), 16 * i + j);
  // Two repeats writing one block further each time over sources of stride
  // 0: the second repeat reads what the first wrote (sequential semantics).
  FillWith(t, 512, [](uint32_t i) { return static_cast<uint16_t>(i); });
  AscendC::TransDataTo5HD<uint16_t>(a, a, Params(false, false, 2, 1, 0));
  EXPECT_TRUE(Warned("overlaps srcList"));
  for (uint32_t i = 0; i < 16; ++i) EXPECT_EQ(t.GetValue(i), 16 * i);
  for (uint32_t k = 0; k < 256; ++k) EXPECT_EQ(t.GetValue(16 + k), k);
  // An address table shorter than the 16 addresses it holds.
  ClearWarnings();
  auto tables = TensorAt<uint64_t>(16384, 32);
  for (int i = 0; i < 16; ++i) {
    tables.SetValue(i, b[i]);
    tables.SetValue(16 + i, a[i]);
  }
  AscendC::TransDataTo5HD<uint16_t>(TensorAt<uint64_t>(16384, 8), tables[16], Params());
  EXPECT_TRUE(Warned("reads beyond the tensor's GetSize()"));
  SetWarningsPrinted(true);
}

TEST(TransDataVerify, CatchesACorruptedResult) {
  FreshCore();
  auto src = TensorAt<float>(0, 4096);
  FillWith(src, 4096, [](uint32_t i) { return static_cast<float>(i); });
  uint64_t dst[16], planes[16];
  Blocks(dst, 32768, 32);
  Blocks(planes, 0, 512);
  PassesThenIsCaught([&] { AscendC::TransDataTo5HD<float>(dst, planes, Params(false, false, 16, 16, 1)); },
                     {"TransDataTo5HD", "(SIMD) vs", "(reference)"});
  uint64_t bytes[16];
  Blocks(bytes, 0, 32);
  PassesThenIsCaught([&] { AscendC::TransDataTo5HD<uint8_t>(dst, bytes, Params(true, false, 3, 16, 16)); },
                     {"TransDataTo5HD"});
}

}  // namespace
}  // namespace testing
}  // namespace ascendc_host
