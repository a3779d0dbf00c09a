// The worked examples of the TransDataTo5HD page (数据排布转换) with the
// page's inputs and printed outputs: the int8_t (high halves), half and
// int32_t 16-DataBlock transposes through each of the three forms, and the
// NCHW -> NC1HWC0 conversion (N 2, C 32, H 16, W 16, half); the repeat rule
// of repeatTimes 1 (docs/SPEC.md 8.9.1).
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>

#include "kernel_operator.h"
#include "support/ub_helpers.h"

namespace ascendc_host {
namespace testing {
namespace {

constexpr uint32_t kSrc = 0, kDst = 8192, kTables = 16384;

// The page's calls: 16 consecutive DataBlocks in, 16 out, through `form`
// (0: uint64_t arrays, 1: LocalTensor<uint64_t> tables, 2: LocalTensor arrays).
template <typename T>
void PageCall(int form, const AscendC::TransDataTo5HDParams& params) {
  const int width = 32 / sizeof(T);
  auto srcLocal = TensorAt<T>(kSrc, 16 * width), dstLocal = TensorAt<T>(kDst, 16 * width);
  if (form == 0) {
    uint64_t dstLocalList[16], srcLocalList[16];
    for (int i = 0; i < 16; i++) {
      dstLocalList[i] = (uint64_t)(dstLocal[width * i].GetPhyAddr());
      srcLocalList[i] = (uint64_t)(srcLocal[width * i].GetPhyAddr());
    }
    AscendC::TransDataTo5HD<T>(dstLocalList, srcLocalList, params);
  } else if (form == 1) {
    auto dst = TensorAt<uint64_t>(kTables, 16), src = TensorAt<uint64_t>(kTables + 128, 16);
    for (int i = 0; i < 16; i++) {
      dst.SetValue(i, (uint64_t)(dstLocal[width * i].GetPhyAddr()));
      src.SetValue(i, (uint64_t)(srcLocal[width * i].GetPhyAddr()));
    }
    AscendC::TransDataTo5HD<T>(dst, src, params);
  } else {
    AscendC::LocalTensor<T> dstLocalList[16], srcLocalList[16];
    for (int i = 0; i < 16; i++) {
      dstLocalList[i] = dstLocal[width * i];
      srcLocalList[i] = srcLocal[width * i];
    }
    AscendC::TransDataTo5HD<T>(dstLocalList, srcLocalList, params);
  }
}

AscendC::TransDataTo5HDParams PageParams() {
  AscendC::TransDataTo5HDParams transDataParams;
  transDataParams.dstHighHalf = true;
  transDataParams.srcHighHalf = true;
  transDataParams.repeatTimes = 1;
  transDataParams.dstRepStride = 0;
  transDataParams.srcRepStride = 0;
  return transDataParams;
}

// int8_t: rows 0..31, 32..63, 64..95, 96..127, four times; the high halves.
TEST(TransDataExamples, Int8HighHalvesPage) {
  for (int form = 0; form < 3; ++form) {
    FreshCore();
    auto src = TensorAt<int8_t>(kSrc, 512), dst = TensorAt<int8_t>(kDst, 512);
    FillWith(src, 512, [](uint32_t i) { return static_cast<int8_t>(i % 128); });
    PageCall<int8_t>(form, PageParams());
    // Row j: 16 zeros (the low half is not written), then 16+j 48+j 80+j 112+j four times.
    for (uint32_t j = 0; j < 16; ++j) {
      for (uint32_t k = 0; k < 16; ++k) EXPECT_EQ(dst.GetValue(j * 32 + k), 0) << form;
      for (uint32_t k = 0; k < 16; ++k)
        EXPECT_EQ(dst.GetValue(j * 32 + 16 + k), static_cast<int8_t>(16 + 32 * (k % 4) + j)) << form << " " << j;
    }
  }
}

// half: the 16 x 16 matrix 0..255 transposed.
TEST(TransDataExamples, HalfPage) {
  for (int form = 0; form < 3; ++form) {
    FreshCore();
    auto src = TensorAt<half>(kSrc, 256), dst = TensorAt<half>(kDst, 256);
    FillWith(src, 256, [](uint32_t i) { return half(static_cast<float>(i)); });
    PageCall<half>(form, PageParams());
    for (uint32_t j = 0; j < 16; ++j)
      for (uint32_t i = 0; i < 16; ++i)
        EXPECT_EQ(static_cast<float>(dst.GetValue(j * 16 + i)), static_cast<float>(16 * i + j)) << form;
  }
}

// int32_t: 16 blocks of 8 (0..127) -> 8 rows of 16: row e = e, 8 + e, ..., 120 + e.
TEST(TransDataExamples, Int32Page) {
  for (int form = 0; form < 3; ++form) {
    FreshCore();
    auto src = TensorAt<int32_t>(kSrc, 128), dst = TensorAt<int32_t>(kDst, 128);
    FillWith(src, 128, [](uint32_t i) { return static_cast<int32_t>(i); });
    PageCall<int32_t>(form, PageParams());
    for (uint32_t e = 0; e < 8; ++e)
      for (uint32_t k = 0; k < 16; ++k)
        EXPECT_EQ(dst.GetValue(e * 16 + k), static_cast<int32_t>(8 * k + e)) << form;
  }
}

// NCHW -> NC1HWC0: N 2, C 32, H 16, W 16, C0 16; four calls of 16 repeats,
// dstRepStride 16, srcRepStride 1.
TEST(TransDataExamples, NchwToNc1hwc0Page) {
  FreshCore();
  constexpr uint32_t N = 2, C = 32, H = 16, W = 16, C0 = 16, C1 = C / C0;
  constexpr uint32_t totalElements = N * C * H * W;
  constexpr uint32_t loopCount = N * C / AscendC::NCHW_CONV_ADDR_LIST_SIZE;
  auto srcLocal = TensorAt<half>(0, totalElements), dstLocal = TensorAt<half>(totalElements * 2, totalElements);
  // Distinct values: element i holds i modulo 2048 (exact in half).
  FillWith(srcLocal, totalElements, [](uint32_t i) { return half(static_cast<float>(i % 2048)); });
  AscendC::TransDataTo5HDParams transParams;
  transParams.repeatTimes = 16;
  transParams.dstRepStride = 16;
  transParams.srcRepStride = 1;
  for (uint32_t loop = 0; loop < loopCount; loop++) {
    uint64_t srcList[AscendC::NCHW_CONV_ADDR_LIST_SIZE];
    uint64_t dstList[AscendC::NCHW_CONV_ADDR_LIST_SIZE];
    for (int i = 0; i < AscendC::NCHW_CONV_ADDR_LIST_SIZE; i++) {
      srcList[i] = (uint64_t)srcLocal[loop * AscendC::NCHW_CONV_ADDR_LIST_SIZE * H * W + i * H * W].GetPhyAddr();
      dstList[i] = (uint64_t)dstLocal[loop * AscendC::NCHW_CONV_ADDR_LIST_SIZE * H * W + i * C0].GetPhyAddr();
    }
    AscendC::TransDataTo5HD<half>(dstList, srcList, transParams);
  }
  // dst[n][c1][h][w][c0] = src[n][c1 * C0 + c0][h][w].
  for (uint32_t n = 0; n < N; ++n)
    for (uint32_t c1 = 0; c1 < C1; ++c1)
      for (uint32_t hw = 0; hw < H * W; ++hw)
        for (uint32_t c0 = 0; c0 < C0; ++c0) {
          const uint32_t from = ((n * C) + c1 * C0 + c0) * H * W + hw;
          const uint32_t to = (((n * C1) + c1) * H * W + hw) * C0 + c0;
          ASSERT_EQ(static_cast<float>(dstLocal.GetValue(to)), static_cast<float>(from % 2048)) << to;
        }
}

// repeatTimes 1 starts one repeat stride after the listed addresses; more
// repeats start at them (the page's note on repeatTimes).
TEST(TransDataExamples, RepeatTimesOneStartsOneStrideFurther) {
  FreshCore();
  auto src = TensorAt<uint16_t>(0, 1024), dst = TensorAt<uint16_t>(8192, 1024);
  FillWith(src, 1024, [](uint32_t i) { return static_cast<uint16_t>(i); });
  FillWith(dst, 1024, [](uint32_t) { return uint16_t{0xFFFF}; });
  uint64_t d[16], s[16];
  for (int i = 0; i < 16; ++i) {
    d[i] = (uint64_t)dst[16 * i].GetPhyAddr();
    s[i] = (uint64_t)src[16 * i].GetPhyAddr();
  }
  AscendC::TransDataTo5HD<uint16_t>(d, s, AscendC::TransDataTo5HDParams(false, false, 1, 16, 16));
  // Sources 256.. (blocks 16..31), destinations at element 256.., the first 256 untouched.
  for (uint32_t i = 0; i < 256; ++i) EXPECT_EQ(dst.GetValue(i), 0xFFFF);
  for (uint32_t j = 0; j < 16; ++j)
    for (uint32_t i = 0; i < 16; ++i) EXPECT_EQ(dst.GetValue(256 + j * 16 + i), 256 + 16 * i + j);
  // Two repeats with the same strides: the first at the listed addresses.
  AscendC::TransDataTo5HD<uint16_t>(d, s, AscendC::TransDataTo5HDParams(false, false, 2, 16, 16));
  for (uint32_t r = 0; r < 2; ++r)
    for (uint32_t j = 0; j < 16; ++j)
      for (uint32_t i = 0; i < 16; ++i) EXPECT_EQ(dst.GetValue(256 * r + j * 16 + i), 256 * r + 16 * i + j);
  // repeatTimes 0: nothing is written.
  FillWith(dst, 1024, [](uint32_t) { return uint16_t{0xFFFF}; });
  AscendC::TransDataTo5HD<uint16_t>(d, s, AscendC::TransDataTo5HDParams(false, false, 0, 16, 16));
  for (uint32_t i = 0; i < 1024; ++i) EXPECT_EQ(dst.GetValue(i), 0xFFFF);
}

}  // namespace
}  // namespace testing
}  // namespace ascendc_host
