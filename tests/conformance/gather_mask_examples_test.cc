// SPEC 2.7 worked examples E2.1-E2.8 with their literal results, the
// untouched dst tail, GatherMaskParams, and the mode post-condition (2.4) of
// the default (Ascend 950) profile.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <vector>

#include "kernel_operator.h"
#include "support/ub_helpers.h"

namespace {

using ascendc_host::testing::FreshCore;
using ascendc_host::testing::Warned;

template <typename T>
AscendC::LocalTensor<T> TensorAt(uint32_t ub_address, uint32_t count) {
  auto& core = ascendc_host::runtime::CurrentCore();
  return AscendC::LocalTensor<T>::FromUb(reinterpret_cast<T*>(core.ub + ub_address), count,
                                         AscendC::TPosition::VECCALC, ub_address,
                                         ub_address + count * static_cast<uint32_t>(sizeof(T)));
}

template <typename W>
std::vector<W> Read(const AscendC::LocalTensor<W>& t, uint32_t count) {
  std::vector<W> v(count);
  std::memcpy(v.data(), t.GetPhyAddr(), count * sizeof(W));
  return v;
}

template <typename W>
std::vector<W> Iota(uint32_t count, W first) {
  std::vector<W> v(count);
  for (uint32_t i = 0; i < count; ++i) v[i] = static_cast<W>(first + i);
  return v;
}

template <typename W, typename T>
void Fill(const AscendC::LocalTensor<T>& t, const std::vector<W>& v) {
  static_assert(sizeof(W) == sizeof(T), "bit patterns of the element width");
  std::memcpy(t.GetPhyAddr(), v.data(), v.size() * sizeof(W));
}

TEST(GatherMaskExamples, E2_1_BuiltinTwoNormalModeOddPositions) {
  FreshCore();
  auto src0 = TensorAt<uint16_t>(0, 128);
  auto dst = TensorAt<uint16_t>(1024, 128);
  Fill(src0, Iota<uint16_t>(128, 1));
  Fill(dst, std::vector<uint16_t>(128, 0x7777));
  uint64_t rsvdCnt = 99;
  AscendC::GatherMask(dst, src0, 2, false, 0, {1, 1, 0, 0}, rsvdCnt);
  EXPECT_EQ(rsvdCnt, 64u);
  std::vector<uint16_t> expected(128, 0x7777);
  for (uint16_t i = 0; i < 64; ++i) expected[i] = static_cast<uint16_t>(2 * (i + 1));
  EXPECT_EQ(Read(dst, 128), expected);
}

TEST(GatherMaskExamples, E2_2_InPlaceDevkitExample) {
  FreshCore();
  auto src0 = TensorAt<uint32_t>(0, 256);
  Fill(src0, Iota<uint32_t>(256, 1));
  uint64_t rsvdCnt = 0;
  AscendC::GatherMask(src0, src0, 2, false, 0, {1, 4, 8, 0}, rsvdCnt);
  EXPECT_EQ(rsvdCnt, 128u);
  std::vector<uint32_t> expected = Iota<uint32_t>(256, 1);
  for (uint32_t i = 0; i < 128; ++i) expected[i] = 2 * (i + 1);
  EXPECT_EQ(Read(src0, 256), expected);
}

std::vector<uint32_t> RunE2_3(uint8_t builtin, uint32_t word) {
  FreshCore();
  auto src0 = TensorAt<uint32_t>(0, 256);
  auto pattern = TensorAt<uint32_t>(1024, 8);
  auto dst = TensorAt<uint32_t>(2048, 256);
  Fill(src0, Iota<uint32_t>(256, 0));
  Fill(pattern, std::vector<uint32_t>(8, word));
  Fill(dst, std::vector<uint32_t>(256, 0xEEEEEEEEu));
  uint64_t rsvdCnt = 0;
  const uint32_t mask = 70;
  if (builtin == 0) {
    AscendC::GatherMask(dst, src0, pattern, true, mask, {1, 2, 4, 0}, rsvdCnt);
  } else {
    AscendC::GatherMask(dst, src0, builtin, true, mask, {1, 2, 4, 0}, rsvdCnt);
  }
  std::vector<uint32_t> out = Read(dst, 256);
  for (uint32_t i = static_cast<uint32_t>(rsvdCnt); i < 256; ++i) {
    EXPECT_EQ(out[i], 0xEEEEEEEEu) << "dst[" << i << "] beyond rsvdCnt changed";
  }
  out.resize(rsvdCnt);
  return out;
}

TEST(GatherMaskExamples, E2_3_CounterModeDevkitPattern) {
  const std::vector<uint32_t> expected = {
      0,  2,  5,  7,  18, 19, 20, 21, 22, 25, 26, 27, 28, 29, 30, 32, 34, 37, 39, 50, 51, 52,
      53, 54, 57, 58, 59, 60, 61, 62, 64, 66, 69, 32, 34, 37, 39, 50, 51, 52, 53, 54, 57, 58,
      59, 60, 61, 62, 64, 66, 69, 71, 82, 83, 84, 85, 86, 89, 90, 91, 92, 93, 94, 96, 98, 101};
  EXPECT_EQ(RunE2_3(0, 0x7E7C00A5u), expected);
}

TEST(GatherMaskExamples, E2_3_CounterModeFigurePattern) {
  const std::vector<uint32_t> out = RunE2_3(0, 0x99999999u);
  ASSERT_EQ(out.size(), 70u);
  const std::vector<uint32_t> head = {0, 3, 4, 7, 8, 11};
  EXPECT_EQ(std::vector<uint32_t>(out.begin(), out.begin() + 6), head);
  EXPECT_EQ(out[32], 64u);
  EXPECT_EQ(out[33], 67u);
  EXPECT_EQ(out[34], 68u);
  EXPECT_EQ(out[35], 32u);
  EXPECT_EQ(out[36], 35u);
  EXPECT_EQ(out[68], 99u);
  EXPECT_EQ(out[69], 100u);
}

TEST(GatherMaskExamples, E2_3_And_E2_4_AllPositionsKept) {
  std::vector<uint32_t> expected = Iota<uint32_t>(70, 0);
  const std::vector<uint32_t> second = Iota<uint32_t>(70, 32);
  expected.insert(expected.end(), second.begin(), second.end());
  EXPECT_EQ(RunE2_3(0, 0xFFFFFFFFu), expected);
  EXPECT_EQ(RunE2_3(7, 0), expected);  // E2.4: built-in 7
}

TEST(GatherMaskExamples, E2_5_BlockStride) {
  FreshCore();
  auto src0 = TensorAt<uint16_t>(0, 256);
  auto dst = TensorAt<uint16_t>(1024, 64);
  Fill(src0, Iota<uint16_t>(256, 0));
  uint64_t rsvdCnt = 0;
  AscendC::GatherMask(dst, src0, 3, false, 0, {2, 1, 0, 0}, rsvdCnt);
  const std::vector<uint16_t> expected = {0,   4,   8,   12,  32,  36,  40,  44,  64,  68,  72,
                                          76,  96,  100, 104, 108, 128, 132, 136, 140, 160, 164,
                                          168, 172, 192, 196, 200, 204, 224, 228, 232, 236};
  ASSERT_EQ(rsvdCnt, 32u);
  EXPECT_EQ(Read(dst, 32), expected);
  EXPECT_EQ(Read(dst, 64)[32], 0u);  // zeroed UB beyond rsvdCnt stays
}

TEST(GatherMaskExamples, E2_6_UserPatternBitOrderHalf) {
  FreshCore();
  auto src0 = TensorAt<half>(0, 128);
  auto pattern = TensorAt<uint16_t>(512, 16);
  auto dst = TensorAt<half>(1024, 128);
  Fill(src0, Iota<uint16_t>(128, 0));
  Fill(pattern, std::vector<uint16_t>{0x0001, 0x8000, 0, 0, 0, 0, 0, 0x0003});
  uint64_t rsvdCnt = 0;
  AscendC::GatherMask(dst, src0, pattern, false, 0, {1, 1, 8, 0}, rsvdCnt);
  ASSERT_EQ(rsvdCnt, 4u);
  EXPECT_EQ(Read<uint16_t>(dst.ReinterpretCast<uint16_t>(), 5), (std::vector<uint16_t>{0, 31, 112, 113, 0}));
}

TEST(GatherMaskExamples, E2_7_PatternRepeatStride) {
  FreshCore();
  auto src0 = TensorAt<uint32_t>(0, 128);
  auto pattern = TensorAt<uint32_t>(512, 16);
  auto dst = TensorAt<uint32_t>(1024, 8);
  Fill(src0, Iota<uint32_t>(128, 0));
  std::vector<uint32_t> words(16, 0);
  words[0] = 0x00000001u;
  words[1] = 0x80000000u;
  words[8] = 0x00000002u;
  Fill(pattern, words);
  uint64_t rsvdCnt = 0;
  AscendC::GatherMask(dst, src0, pattern, false, 0, {1, 2, 8, 1}, rsvdCnt);
  ASSERT_EQ(rsvdCnt, 3u);
  EXPECT_EQ(Read(dst, 4), (std::vector<uint32_t>{0, 63, 65, 0}));
}

TEST(GatherMaskExamples, E2_8_B8BuiltinOne) {
  FreshCore();
  auto src0 = TensorAt<uint8_t>(0, 256);
  auto dst = TensorAt<uint8_t>(1024, 256);
  Fill(src0, Iota<uint8_t>(256, 0));
  uint64_t rsvdCnt = 0;
  AscendC::GatherMask(dst, src0, 1, false, 0, {1, 1, 8, 0}, rsvdCnt);
  ASSERT_EQ(rsvdCnt, 128u);
  std::vector<uint8_t> expected(256, 0);
  for (uint32_t i = 0; i < 128; ++i) expected[i] = static_cast<uint8_t>(2 * i);
  EXPECT_EQ(Read(dst, 256), expected);
}

TEST(GatherMaskExamples, SignedAndFloatTypesMoveBitsUnchanged) {
  FreshCore();
  auto src0 = TensorAt<float>(0, 64);
  auto dst = TensorAt<float>(512, 64);
  // NaN payloads, -0, denormals: bits must come through untouched.
  std::vector<uint32_t> bits = {0x7FC00001u, 0x80000000u, 0x00000001u, 0xFF800000u, 0x7F800001u, 0x3F800000u};
  bits.resize(64, 0xFFFFFFFFu);
  Fill(src0, bits);
  uint64_t rsvdCnt = 0;
  AscendC::GatherMask(dst, src0, 7, true, 6, {1, 1, 8, 0}, rsvdCnt);
  ASSERT_EQ(rsvdCnt, 6u);
  EXPECT_EQ(Read<uint32_t>(dst.ReinterpretCast<uint32_t>(), 6), std::vector<uint32_t>(bits.begin(), bits.begin() + 6));
}

TEST(GatherMaskExamples, ParamsDefaultsAndBracedInitialisation) {
  const AscendC::GatherMaskParams defaults;
  EXPECT_EQ(defaults.src0BlockStride, 1);
  EXPECT_EQ(defaults.repeatTimes, 0);
  EXPECT_EQ(defaults.src0RepeatStride, 8);
  EXPECT_EQ(defaults.src1RepeatStride, 8);
  const AscendC::GatherMaskParams braced = {1, 2, 4, 0};
  EXPECT_EQ(braced.src0BlockStride, 1);
  EXPECT_EQ(braced.repeatTimes, 2);
  EXPECT_EQ(braced.src0RepeatStride, 4);
  EXPECT_EQ(braced.src1RepeatStride, 0);
  static_assert(AscendC::defaultGatherMaskMode == AscendC::GatherMaskMode::VERSION_V1, "P950 default");
}

TEST(GatherMaskExamples, ReservedModeTemplateArgumentIsAccepted) {
  FreshCore();
  auto src0 = TensorAt<uint16_t>(0, 128);
  auto dst = TensorAt<uint16_t>(512, 128);
  Fill(src0, Iota<uint16_t>(128, 0));
  uint64_t rsvdCnt = 0;
  AscendC::GatherMask<uint16_t, AscendC::GatherMaskMode::VERSION_V2>(dst, src0, 1, false, 0, {1, 1, 8, 0}, rsvdCnt);
  EXPECT_EQ(rsvdCnt, 64u);
}

TEST(GatherMaskExamples, RepeatTimesZeroIsANoOpThatStillAssignsRsvdCnt) {
  FreshCore();
  auto src0 = TensorAt<uint16_t>(0, 128);
  auto dst = TensorAt<uint16_t>(512, 128);
  Fill(src0, Iota<uint16_t>(128, 1));
  const auto before = ascendc_host::testing::Snapshot(ascendc_host::runtime::CurrentCore());
  uint64_t rsvdCnt = 77;
  AscendC::GatherMask(dst, src0, 7, false, 0, {1, 0, 8, 0}, rsvdCnt);
  EXPECT_EQ(rsvdCnt, 0u);
  EXPECT_TRUE(ascendc_host::testing::SameBytes(before, ascendc_host::testing::Snapshot(ascendc_host::runtime::CurrentCore())));
}

// SPEC 2.4 (review R5): Ascend 950 leaves the mask mode as it was; checked
// mode warns that portable code must set it again. vectorMask is untouched.
TEST(GatherMaskExamples, P950LeavesCounterModeAndWarns) {
  auto& core = FreshCore();
  auto src0 = TensorAt<uint16_t>(0, 128);
  auto dst = TensorAt<uint16_t>(512, 128);
  AscendC::SetMaskCount();
  AscendC::SetVectorMask<uint16_t>(0x1234, 0x5678);
  uint64_t rsvdCnt = 0;
  {
    ascendc_host::ScopedCheckedMode on(true);
    ascendc_host::ClearWarnings();
    AscendC::GatherMask(dst, src0, 1, false, 0, {1, 1, 8, 0}, rsvdCnt);
    EXPECT_TRUE(Warned("GatherMask: maskMode=Counter"));
  }
  EXPECT_EQ(core.mask_mode, ascendc_host::runtime::MaskMode::kCounter);
  EXPECT_EQ(core.vector_mask[0], 0x5678u);
  EXPECT_EQ(core.vector_mask[1], 0x1234u);
  AscendC::SetMaskNorm();
  {
    ascendc_host::ScopedCheckedMode on(true);
    ascendc_host::ClearWarnings();
    AscendC::GatherMask(dst, src0, 1, false, 0, {1, 1, 8, 0}, rsvdCnt);
    EXPECT_FALSE(Warned("maskMode"));
  }
  EXPECT_EQ(core.mask_mode, ascendc_host::runtime::MaskMode::kNormal);
}

// A pattern tensor whose word type has another width than T does not
// compile (the overload is deleted); the matching width does.
template <typename T, typename U, typename = void>
struct GatherMaskCompiles : std::false_type {};
template <typename T, typename U>
struct GatherMaskCompiles<
    T, U,
    std::void_t<decltype(AscendC::GatherMask(std::declval<const AscendC::LocalTensor<T>&>(),
                                             std::declval<const AscendC::LocalTensor<T>&>(),
                                             std::declval<const AscendC::LocalTensor<U>&>(), false, 0u,
                                             AscendC::GatherMaskParams{}, std::declval<uint64_t&>()))>>
    : std::true_type {};

TEST(GatherMaskExamples, PatternWordWidthMustMatchTheElementWidth) {
  static_assert(GatherMaskCompiles<uint16_t, uint16_t>::value, "b16 with uint16_t pattern");
  static_assert(GatherMaskCompiles<half, uint16_t>::value, "half with uint16_t pattern");
  static_assert(GatherMaskCompiles<float, uint32_t>::value, "float with uint32_t pattern");
  static_assert(GatherMaskCompiles<int8_t, uint8_t>::value, "int8_t with uint8_t pattern");
  static_assert(!GatherMaskCompiles<uint16_t, uint32_t>::value, "b16 with uint32_t pattern");
  static_assert(!GatherMaskCompiles<float, uint16_t>::value, "b32 with uint16_t pattern");
  static_assert(!GatherMaskCompiles<uint8_t, uint16_t>::value, "b8 with uint16_t pattern");
  SUCCEED();
}

}  // namespace
