// The checks of Sort32, MrgSort and GetMrgSortResult (SPEC 8.10, 0.6): FATAL
// before any access (UB untouched), ERROR rows in checked mode and their
// release behaviour, WARN rows; cross-check mode catching a corrupted
// result and a corrupted GetMrgSortResult count.
#include <gtest/gtest.h>

#include <cstring>
#include <vector>

#include "kernel_operator.h"
#include "support/sort_cases.h"

namespace ascendc_host {
namespace testing {
namespace {

AscendC::MrgSort4Info Info(uint16_t l0, uint16_t l1, uint16_t l2, uint16_t l3, bool suspension, uint16_t valid,
                           uint16_t repeats) {
  const uint16_t lengths[4] = {l0, l1, l2, l3};
  return AscendC::MrgSort4Info(lengths, suspension, valid, repeats);
}

TEST(SortErrors, OperandsBeyondUbAreFatal) {
  const auto& core = FreshCore();
  const uint32_t end = core.ub_bytes;
  auto scores = TensorAt<float>(0, 1024);
  auto indices = TensorAt<uint32_t>(8192, 1024);
  auto dst = TensorAt<float>(16384, 2048);
  // Sort32: dst of two repeats (512 bytes) from 256 bytes before the end.
  ExpectFatalLeavesUbUntouched([&] { AscendC::Sort32(TensorAt<float>(end - 256, 64), scores, indices, 2); },
                               {"Sort32", "dst", "outside the UB"});
  ExpectFatalLeavesUbUntouched([&] { AscendC::Sort32(dst, TensorAt<float>(end - 128, 32), indices, 2); },
                               {"Sort32", "src0", "outside the UB"});
  ExpectFatalLeavesUbUntouched([&] { AscendC::Sort32(dst, scores, TensorAt<uint32_t>(end - 128, 32), 2); },
                               {"Sort32", "src1", "outside the UB"});
  // MrgSort: a queue or the destination running past the end.
  auto last = TensorAt<float>(end - 64, 16);
  ExpectFatalLeavesUbUntouched(
      [&] { AscendC::MrgSort(dst, AscendC::MrgSortSrcList<float>(scores, last, scores, scores), Info(8, 9, 0, 0, false, 3, 1)); },
      {"MrgSort", "src2", "outside the UB"});
  ExpectFatalLeavesUbUntouched(
      [&] { AscendC::MrgSort(last, AscendC::MrgSortSrcList<float>(scores, dst, scores, scores), Info(8, 1, 0, 0, false, 3, 1)); },
      {"MrgSort", "dst", "outside the UB"});
  // Repeats: four contiguous queues of 32, two iterations walk 2 KiB.
  auto tail = TensorAt<float>(end - 1536, 384);
  ExpectFatalLeavesUbUntouched(
      [&] {
        AscendC::MrgSort(dst, AscendC::MrgSortSrcList<float>(tail, tail[64], tail[128], tail[192]),
                         Info(32, 32, 32, 32, false, 15, 2));
      },
      {"MrgSort", "outside the UB"});
}

TEST(SortErrors, CheckedModeRowsAndReleaseBehaviour) {
  const auto src = FreshSort32Sources<half>(
      2048, [](uint32_t i) { return static_cast<float>(i % 61); }, [](uint32_t i) { return i; });
  const auto& scores = src.scores;
  const auto& indices = src.indices;
  auto dst = TensorAt<half>(32768, 4096);
  {
    const ScopedCheckedMode checked(true);
    EXPECT_TRUE(RaisesError([&] { AscendC::Sort32(dst, scores, indices, 256); }, Severity::kError,
                            {"Sort32", "repeatTime", "256", "[0, 255]"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::Sort32(dst, scores, indices, -1); }, Severity::kError,
                            {"Sort32", "repeatTime", "-1"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::Sort32(TensorAt<half>(16384 + 2, 256), scores, indices, 1); },
                            Severity::kError, {"Sort32", "dst.address", "32-byte aligned"}));
    // Per-repeat alignment of the page: dst 256 bytes, src0 64 (half) / 128 (float), src1 128.
    EXPECT_TRUE(RaisesError([&] { AscendC::Sort32(TensorAt<half>(16384 + 32, 256), scores, indices, 1); },
                            Severity::kError, {"Sort32", "dst.address", "256-byte aligned"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::Sort32(dst, TensorAt<half>(32, 64), indices, 1); }, Severity::kError,
                            {"Sort32", "src0.address", "64-byte aligned"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::Sort32(dst, scores, TensorAt<uint32_t>(8192 + 64, 64), 1); },
                            Severity::kError, {"Sort32", "src1.address", "128-byte aligned"}));
    EXPECT_TRUE(RaisesError(
        [&] { AscendC::Sort32(TensorAt<float>(16384, 256), TensorAt<float>(64, 64), indices, 1); },
        Severity::kError, {"Sort32", "src0.address", "128-byte aligned"}));
    // MrgSort.
    const AscendC::MrgSortSrcList<half> list(scores, scores[256], scores[512], scores[768]);
    EXPECT_TRUE(RaisesError([&] { AscendC::MrgSort(dst, list, Info(8, 8, 8, 8, false, 5, 1)); }, Severity::kError,
                            {"MrgSort", "validBit", "5", "3, 7 or 15"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::MrgSort(dst, list, Info(8, 4096, 0, 0, false, 3, 1)); }, Severity::kError,
                            {"MrgSort", "elementLengths[1]", "4096", "[0, 4095]"}));
    EXPECT_TRUE(RaisesError([&] { AscendC::MrgSort(TensorAt<half>(16384 + 8, 256), list, Info(8, 8, 0, 0, false, 3, 1)); },
                            Severity::kError, {"MrgSort", "dst.address", "32-byte aligned"}));
    const AscendC::MrgSortSrcList<half> odd(scores, scores[2], scores, scores);
    EXPECT_TRUE(RaisesError([&] { AscendC::MrgSort(dst, odd, Info(8, 8, 0, 0, false, 3, 1)); }, Severity::kError,
                            {"MrgSort", "src2.address", "aligned as required"}));
  }
  // Release: repeatTime above 255 runs 255 repeats, a negative one nothing;
  // a validBit outside 3/7/15 takes the queues of its set bits; an
  // elementLengths above 4095 is clamped; misaligned operands run at their
  // addresses.
  const ScopedCheckedMode release(false);
  auto big_scores = TensorAt<half>(0, 8192);
  auto big_indices = TensorAt<uint32_t>(16384, 8192);
  auto big_dst = TensorAt<half>(65536, 65536);
  FillWith(big_dst, 65536, [](uint32_t) { return half(-9.0f); });
  AscendC::Sort32(big_dst, big_scores, big_indices, 300);
  EXPECT_NE(static_cast<float>(big_dst.GetValue(255 * 128 - 4)), -9.0f);
  EXPECT_EQ(static_cast<float>(big_dst.GetValue(255 * 128)), -9.0f);
  const auto before = Snapshot(runtime::CurrentCore());
  AscendC::Sort32(big_dst, big_scores, big_indices, -4);
  EXPECT_TRUE(SameBytes(before, Snapshot(runtime::CurrentCore())));
  // validBit 1: queue 1 alone, copied.
  auto q = TensorAt<half>(1024, 64);
  FillWith(q, 64, [](uint32_t i) { return half(static_cast<float>(100 - i)); });
  auto out = TensorAt<half>(4096, 64);
  AscendC::MrgSort(out, AscendC::MrgSortSrcList<half>(q, q, q, q), Info(4, 4, 4, 4, false, 1, 1));
  for (uint32_t i = 0; i < 16; ++i) EXPECT_EQ(out.GetValue(i).bits, q.GetValue(i).bits) << i;
  uint16_t r1, r2, r3, r4;
  AscendC::GetMrgSortResult(r1, r2, r3, r4);
  EXPECT_EQ(r1, 4);
  EXPECT_EQ(r2 + r3 + r4, 0);
  // Sort32 and MrgSort with repeatTimes 0: nothing written, the counts stay.
  const auto before_nop = Snapshot(runtime::CurrentCore());
  AscendC::Sort32(out, q, indices, 0);
  AscendC::MrgSort(out, AscendC::MrgSortSrcList<half>(q, q, q, q), Info(4, 4, 4, 4, false, 15, 0));
  EXPECT_TRUE(SameBytes(before_nop, Snapshot(runtime::CurrentCore())));
  AscendC::GetMrgSortResult(r1, r2, r3, r4);
  EXPECT_EQ(r1, 4);
}

TEST(SortErrors, WarnRows) {
  FreshCore();
  ClearWarnings();
  SetWarningsPrinted(false);
  const ScopedCheckedMode checked(true);
  auto work = TensorAt<float>(0, 1024);
  FillWith(work, 1024, [](uint32_t i) { return static_cast<float>(i % 7); });
  // repeatTimes without the page's four conditions (here: suspension): one merge.
  auto dst = TensorAt<float>(8192, 1024);
  AscendC::MrgSort(dst, AscendC::MrgSortSrcList<float>(work, work[16], work[32], work[48]),
                   Info(8, 8, 8, 8, true, 15, 3));
  EXPECT_TRUE(Warned("has no effect unless four equal, contiguous queues"));
  ClearWarnings();
  AscendC::MrgSort(dst, AscendC::MrgSortSrcList<float>(work, work[16], work[48], work[32]),
                   Info(8, 8, 8, 8, false, 15, 2));  // not contiguous in order
  EXPECT_TRUE(Warned("has no effect unless four equal, contiguous queues"));
  // dst over a source: not supported by the page; sources are read first.
  ClearWarnings();
  AscendC::MrgSort(work, AscendC::MrgSortSrcList<float>(work, work[16], work[32], work[48]),
                   Info(8, 8, 0, 0, false, 3, 1));
  EXPECT_TRUE(Warned("overlaps src1"));
  // GetMrgSortResult after a merge without ifExhaustedSuspension.
  ClearWarnings();
  uint16_t a, b, c, d;
  AscendC::GetMrgSortResult(a, b, c, d);
  EXPECT_TRUE(Warned("did not run with ifExhaustedSuspension = true"));
  // Reading beyond the tensor's GetSize().
  ClearWarnings();
  AscendC::Sort32(TensorAt<float>(8192, 32), TensorAt<float>(0, 32), TensorAt<uint32_t>(4096, 32), 1);
  EXPECT_TRUE(Warned("writes beyond the tensor's GetSize()"));
  SetWarningsPrinted(true);
}

TEST(SortVerify, CatchesACorruptedResult) {
  const auto src = FreshSort32Sources<float>(
      256, [](uint32_t i) { return static_cast<float>((i * 13) % 29); }, [](uint32_t i) { return i; });
  const auto& scores = src.scores;
  const auto& indices = src.indices;
  const ScopedVerifyMode verify(true);
  auto work = TensorAt<float>(32768, 512), dst = TensorAt<float>(65536, 512);
  AscendC::Sort32(work, scores, indices, 8);  // passes
  const AscendC::MrgSortSrcList<float> list(work, work[64], work[128], work[192]);
  AscendC::MrgSort(dst, list, Info(32, 32, 32, 32, false, 15, 2));  // passes
  AscendC::MrgSort(dst, list, Info(32, 32, 32, 32, true, 15, 1));   // passes
  verify::CorruptNextResultForTesting();
  EXPECT_TRUE(RaisesError([&] { AscendC::Sort32(work, scores, indices, 2); }, Severity::kError,
                          {"Sort32", "(SIMD) vs", "(reference)", "differs from the scalar reference"}));
  verify::CorruptNextResultForTesting();
  EXPECT_TRUE(RaisesError([&] { AscendC::MrgSort(dst, list, Info(32, 32, 32, 32, false, 7, 1)); }, Severity::kError,
                          {"MrgSort", "(SIMD) vs", "(reference)"}));
  // A count GetMrgSortResult would read, changed behind the merge's back: the
  // merge writes the counts after its Scope opened, so corrupt them through a
  // call whose counts the reference recomputes.
  runtime::CoreState& core = runtime::CurrentCore();
  struct CountCorruptingScope {
    runtime::CoreState& core;
    ~CountCorruptingScope() { core.mrg_sort_consumed[2] ^= 1; }
  };
  EXPECT_TRUE(RaisesError(
      [&] {
        ::ascendc_host::SortCallDesc desc;
        desc.op = SortOp::kMrgSort;
        desc.type = DType::kF32;
        desc.dst = 65536;
        for (int q = 0; q < 4; ++q) {
          desc.queue[q] = 32768 + q * 256;
          desc.lengths[q] = 32;
        }
        desc.queue_bits = 15;
        desc.exhausted_suspension = true;
        desc.repeats = 1;
        desc.consumed_after = core.mrg_sort_consumed;
        const verify::Scope scope("MrgSort", verify::kSortChecker, &desc, sizeof desc);
        const CountCorruptingScope corrupt{core};
        AscendC::MrgSort(dst, list, Info(32, 32, 32, 32, true, 15, 1));
      },
      Severity::kError, {"MrgSort", "GetMrgSortResult count of queue 3", "differs from the scalar reference"}));
}

}  // namespace
}  // namespace testing
}  // namespace ascendc_host
