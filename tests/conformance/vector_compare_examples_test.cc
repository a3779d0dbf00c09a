// The worked examples of the compare and select pages (比较与选择/): Compare
// (count form, operators, both mask forms), Compare into CMPMASK with
// GetCmpMask, Compares / CompareScalar / the flexible Compares, Select in
// modes 0, 1 and 2 in each form the page shows, and the SetCmpMask page's
// three register-driven Selects. Inputs and expected results come from the
// pages (compare_select_page_data.h); where a page prints a value its own
// inputs cannot give, the test says so and expects the page's rule.
#include <gtest/gtest.h>

#include <cstring>
#include <vector>

#include "conformance/compare_select_page_data.h"
#include "kernel_operator.h"
#include "support/ub_helpers.h"

namespace ascendc_host {
namespace testing {
namespace {

using AscendC::BinaryRepeatParams;
using AscendC::CMPMODE;
using AscendC::LocalTensor;
using AscendC::SELMODE;
namespace page = compare_select_page;

template <typename T>
LocalTensor<T> Filled(uint32_t address, const T* values, uint32_t n) {
  auto t = TensorAt<T>(address, n);
  for (uint32_t i = 0; i < n; ++i) t.SetValue(i, values[i]);
  return t;
}

std::vector<uint8_t> Bytes(const LocalTensor<uint8_t>& t, uint32_t n) {
  std::vector<uint8_t> v(n);
  for (uint32_t i = 0; i < n; ++i) v[i] = t.GetValue(i);
  return v;
}

// Compare.md, the results shown for [2 3 5 7 11 13 17 19 ...] against
// [2 4 6 8 10 12 14 16 ...]: the first element's comparison is bit 0. NE is
// printed "126(0b11111110)": the binary is 254, which the test expects.
TEST(VectorCompareExamples, CompareCountFormAndOperators) {
  const float a8[8] = {2, 3, 5, 7, 11, 13, 17, 19}, b8[8] = {2, 4, 6, 8, 10, 12, 14, 16};
  struct Row {
    CMPMODE mode;
    uint8_t byte;  // the page's result byte; LT is not printed for this data
  } rows[] = {{CMPMODE::GT, 0b11110000}, {CMPMODE::GE, 0b11110001}, {CMPMODE::LE, 0b00001111},
              {CMPMODE::EQ, 0b00000001}, {CMPMODE::NE, 0b11111110}, {CMPMODE::LT, 0b00001110}};
  for (const Row& row : rows) {
    for (int form = 0; form < 2; ++form) {
      FreshCore();
      auto a = TensorAt<float>(0, 256), b = TensorAt<float>(1024, 256);
      auto dst = TensorAt<uint8_t>(2048, 32);
      FillWith(a, 256, [&](uint32_t i) { return a8[i % 8]; });
      FillWith(b, 256, [&](uint32_t i) { return b8[i % 8]; });
      if (form == 0) {
        AscendC::Compare(dst, a, b, row.mode, 256);
      } else {
        switch (row.mode) {
          case CMPMODE::LT: dst = a < b; break;
          case CMPMODE::GT: dst = a > b; break;
          case CMPMODE::LE: dst = a <= b; break;
          case CMPMODE::GE: dst = a >= b; break;
          case CMPMODE::EQ: dst = a == b; break;
          case CMPMODE::NE: dst = a != b; break;
        }
      }
      EXPECT_EQ(Bytes(dst, 32), std::vector<uint8_t>(32, row.byte)) << int(row.mode) << " form " << form;
    }
  }
}

// Compare.md with groups of eight: src0 [2 x8, 3 x8, 5 x8, 7 x8, 11 x8, ...],
// src1 [2 x8, 4 x8, 6 x8, 8 x8, 10 x8, ...] (64 floats, one repeat).
struct GroupedExample {
  LocalTensor<float> a, b;
  LocalTensor<uint8_t> dst;
  GroupedExample() {
    FreshCore();
    const float a8[8] = {2, 3, 5, 7, 11, 13, 17, 19}, b8[8] = {2, 4, 6, 8, 10, 12, 14, 16};
    a = TensorAt<float>(0, 64);
    b = TensorAt<float>(256, 64);
    dst = TensorAt<uint8_t>(512, 32);
    FillWith(a, 64, [&](uint32_t i) { return a8[i / 8]; });
    FillWith(b, 64, [&](uint32_t i) { return b8[i / 8]; });
    AscendC::Duplicate(dst.ReinterpretCast<uint16_t>(), uint16_t{0xABAB}, 16);
  }
};

TEST(VectorCompareExamples, CompareGroupsOfEight) {
  // LT, count form: elements 8..31 hold (3 < 4, 5 < 6, 7 < 8). The page
  // prints [0 127 127 127 0 0 0 0]; 127 would make element 15 (3 < 4)
  // false, so the test expects the rule's 255.
  {
    GroupedExample ex;
    AscendC::Compare(ex.dst, ex.a, ex.b, CMPMODE::LT, 64);
    EXPECT_EQ(Bytes(ex.dst, 8), (std::vector<uint8_t>{0, 255, 255, 255, 0, 0, 0, 0}));
  }
  // LE through the bit-wise mask 0x33333333: inactive positions give 0 bits
  // (the page: [51 51 51 51 0 0 0 0]); dstRepStride 1 plays no part.
  {
    GroupedExample ex;
    uint64_t masks[2] = {858993459, 0};
    AscendC::Compare(ex.dst, ex.a, ex.b, CMPMODE::LE, masks, 1, {1, 1, 1, 1, 8, 8});
    EXPECT_EQ(Bytes(ex.dst, 8), (std::vector<uint8_t>{51, 51, 51, 51, 0, 0, 0, 0}));
    EXPECT_EQ(ex.dst.GetValue(8), 0xAB);  // one repeat of float writes 8 bytes
  }
  // LE through the contiguous mask 28: elements 0..27 hold. The page prints
  // [127 127 127 16 0 0 0 0], which no 28-element prefix gives; the rule's
  // bytes are 255 255 255 and 0b1111.
  {
    GroupedExample ex;
    AscendC::Compare(ex.dst, ex.a, ex.b, CMPMODE::LE, uint64_t{28}, 1, {1, 1, 1, 1, 8, 8});
    EXPECT_EQ(Bytes(ex.dst, 8), (std::vector<uint8_t>{255, 255, 255, 15, 0, 0, 0, 0}));
  }
}

// Compare（结果存入寄存器）.md: 64 floats, LT, both mask forms, into CMPMASK;
// GetCmpMask then stores the register's 16 bytes (the float half first).
TEST(VectorCompareExamples, CompareIntoCmpMaskAndGetCmpMask) {
  for (int form = 0; form < 2; ++form) {
    FreshCore();
    auto src0 = Filled(0, page::kCompareRegisterSrc0, 64);
    auto src1 = Filled(256, page::kCompareRegisterSrc1, 64);
    auto dst = TensorAt<uint8_t>(512, 128);
    AscendC::Duplicate(dst, uint8_t{0xEE}, 128);
    const BinaryRepeatParams repeatParams = {1, 1, 1, 8, 8, 8};
    if (form == 0) {
      uint64_t mask = 256 / sizeof(float);
      AscendC::Compare(src0, src1, CMPMODE::LT, mask, repeatParams);
    } else {
      uint64_t mask[2] = {UINT64_MAX, 0};
      AscendC::Compare(src0, src1, CMPMODE::LT, mask, repeatParams);
    }
    AscendC::GetCmpMask(dst);
    std::vector<uint8_t> want(page::kCompareRegisterBits, page::kCompareRegisterBits + 8);
    want.resize(16, 0);  // float: the register's high word is 0
    EXPECT_EQ(Bytes(dst, 16), want) << "form " << form;
    EXPECT_EQ(dst.GetValue(16), 0xEE);
  }
}

// Compares.md and CompareScalar.md: 256 floats < src1[0] (-95.16087), in the
// count form and both mask forms (64 x 4 repeats, dstRepStride 8: the bits
// are contiguous whatever the destination strides).
TEST(VectorCompareExamples, ComparesAndCompareScalar) {
  const std::vector<uint8_t> want(page::kComparesBits, page::kComparesBits + 32);
  for (int api = 0; api < 2; ++api) {
    for (int form = 0; form < 3; ++form) {
      FreshCore();
      auto src0 = Filled(0, page::kComparesSrc0, 256);
      auto dst = TensorAt<uint8_t>(2048, 256);
      const float scalar = page::kComparesScalars[0];
      const AscendC::UnaryRepeatParams repeatParams = {1, 1, 8, 8};
      uint64_t bits[2] = {UINT64_MAX, 0};
      const uint64_t mask = 256 / sizeof(float);
      if (api == 0) {
        if (form == 0) AscendC::Compares(dst, src0, scalar, CMPMODE::LT, 256);
        if (form == 1) AscendC::Compares(dst, src0, scalar, CMPMODE::LT, mask, 4, repeatParams);
        if (form == 2) AscendC::Compares(dst, src0, scalar, CMPMODE::LT, bits, 4, repeatParams);
      } else {
        if (form == 0) AscendC::CompareScalar(dst, src0, scalar, CMPMODE::LT, 256);
        if (form == 1) AscendC::CompareScalar(dst, src0, scalar, CMPMODE::LT, mask, 4, repeatParams);
        if (form == 2) AscendC::CompareScalar(dst, src0, scalar, CMPMODE::LT, bits, 4, repeatParams);
      }
      EXPECT_EQ(Bytes(dst, 32), want) << "api " << api << " form " << form;
    }
  }
}

// Compares（灵活标量位置）.md: the scalar as src1Local[0], in each form; and on
// the left (config {0}), where scalar > x gives the same bits as x < scalar.
inline constexpr AscendC::BinaryConfig kScalarLeft = {0};

TEST(VectorCompareExamples, ComparesWithAFlexibleScalarPosition) {
  const std::vector<uint8_t> want(page::kComparesBits, page::kComparesBits + 32);
  for (int form = 0; form < 6; ++form) {
    FreshCore();
    auto src0Local = Filled(0, page::kComparesSrc0, 256);
    auto src1Local = Filled(1024, page::kComparesScalars, 16);
    auto dstLocal = TensorAt<uint8_t>(2048, 256);
    const AscendC::UnaryRepeatParams repeatParams = {1, 1, 8, 8};
    uint64_t bits[2] = {UINT64_MAX, 0};
    const uint64_t mask = 256 / sizeof(float);
    using AscendC::BinaryDefaultType;
    switch (form) {
      case 0: AscendC::Compares(dstLocal, src0Local, src1Local[0], CMPMODE::LT, 256); break;
      case 1: AscendC::Compares(dstLocal, src0Local, src1Local[0], CMPMODE::LT, mask, 4, repeatParams); break;
      case 2: AscendC::Compares(dstLocal, src0Local, src1Local[0], CMPMODE::LT, bits, 4, repeatParams); break;
      case 3:
        AscendC::Compares<BinaryDefaultType, BinaryDefaultType, true, kScalarLeft>(dstLocal, src1Local[0], src0Local,
                                                                                    CMPMODE::GT, 256);
        break;
      case 4:
        AscendC::Compares<BinaryDefaultType, BinaryDefaultType, true, kScalarLeft>(dstLocal, src1Local[0], src0Local,
                                                                                    CMPMODE::GT, mask, 4, repeatParams);
        break;
      default:  // an immediate on the left
        AscendC::Compares(dstLocal, page::kComparesScalars[0], src0Local, CMPMODE::GT, bits, 4, repeatParams);
        break;
    }
    EXPECT_EQ(Bytes(dstLocal, 32), want) << "form " << form;
  }
}

struct SelectExample {
  LocalTensor<float> src0, src1, dst;
  LocalTensor<uint8_t> mask;
  SelectExample(const uint8_t* mask_bytes, uint32_t mask_size) {
    FreshCore();
    src0 = Filled(0, page::kSelectSrc0, 256);
    src1 = Filled(1024, page::kSelectSrc1, 256);
    dst = TensorAt<float>(2048, 256);
    mask = Filled(3072, mask_bytes, mask_size);
    AscendC::Duplicate(dst, -1.0f, 256);
  }
  void Expect(const float* want, const char* what) const {
    for (uint32_t i = 0; i < 256; ++i) ASSERT_EQ(dst.GetValue(i), want[i]) << what << " element " << i;
  }
};

// Select.md's two-tensor examples in each form the page shows (64 x 4
// repeats, the count form over 256): `mode` with `mask_bytes` gives `want`.
void ExpectTensorTensorForms(SELMODE mode, const uint8_t* mask_bytes, uint32_t mask_size, const float* want,
                             const char* what) {
  const BinaryRepeatParams repeatParams = {1, 1, 1, 8, 8, 8};
  for (int form = 0; form < 3; ++form) {
    SelectExample ex(mask_bytes, mask_size);
    uint64_t bits[2] = {UINT64_MAX, 0};
    const uint64_t mask = 256 / sizeof(float);
    if (form == 0) AscendC::Select(ex.dst, ex.mask, ex.src0, ex.src1, mode, mask, 4, repeatParams);
    if (form == 1) AscendC::Select(ex.dst, ex.mask, ex.src0, ex.src1, mode, bits, 4, repeatParams);
    if (form == 2) AscendC::Select(ex.dst, ex.mask, ex.src0, ex.src1, mode, 256);
    ex.Expect(want, what);
  }
}

// Select.md: mode 2, the selMask consumed 64 bits a repeat.
TEST(VectorCompareExamples, SelectTensorTensorMode) {
  ExpectTensorTensorForms(SELMODE::VSEL_TENSOR_TENSOR_MODE, page::kSelectMask, 32, page::kSelectMode2Dst, "mode 2");
}

// Select.md: mode 0, every repeat uses the selMask's first 64 bits (the
// page's 128-byte selMask has other bytes the mode does not read).
TEST(VectorCompareExamples, SelectCmpMaskMode) {
  ExpectTensorTensorForms(SELMODE::VSEL_CMPMASK_SPR, page::kSelectMode0Mask, 128, page::kSelectMode0Dst, "mode 0");
}

// Select.md: mode 1 in the count form with the scalar 0, and the flexible
// forms: the scalar as src1Local[0] (config {1}), or on the left.
inline constexpr AscendC::BinaryConfig kScalarRight = {1};

TEST(VectorCompareExamples, SelectTensorScalarMode) {
  using AscendC::BinaryDefaultType;
  const SELMODE mode = SELMODE::VSEL_TENSOR_SCALAR_MODE;
  {
    SelectExample ex(page::kSelectMask, 32);
    AscendC::Select(ex.dst, ex.mask, ex.src0, static_cast<float>(0), mode, 256);
    ex.Expect(page::kSelectMode1Dst, "mode 1");
  }
  {
    SelectExample ex(page::kSelectMask, 32);
    auto zero = TensorAt<float>(4096, 8);
    AscendC::Duplicate(zero, 0.0f, 8);
    AscendC::Select<BinaryDefaultType, uint8_t, kScalarRight>(ex.dst, ex.mask, ex.src0, zero[0], mode, 256);
    ex.Expect(page::kSelectMode1Dst, "flexible, scalar on the right");
  }
  {
    // Scalar on the left: a 1 bit takes the scalar, a 0 bit src1.
    SelectExample ex(page::kSelectMask, 32);
    AscendC::Select<BinaryDefaultType, uint8_t, kScalarLeft>(ex.dst, ex.mask, ex.src0[5], ex.src1, mode, 256);
    for (uint32_t i = 0; i < 256; ++i) {
      const bool bit = (page::kSelectMask[i / 8] >> (i % 8)) & 1;
      ASSERT_EQ(ex.dst.GetValue(i), bit ? page::kSelectSrc0[5] : page::kSelectSrc1[i]) << i;
    }
  }
}

// SetCmpMask(ISASI).md: the Selects without a mask argument, the vector
// mask from SetVectorMask and the rest from CMPMASK (the page's pipe
// barriers and event waits are no-ops here).
TEST(VectorCompareExamples, SetCmpMaskDrivesSelect) {
  const BinaryRepeatParams repeatParams = {1, 1, 1, 8, 8, 8};
  uint8_t repeat = 4;
  uint32_t mask = 64;
  {  // mode 0: the selMask itself in the register
    SelectExample ex(page::kSelectMode0Mask, 8);
    AscendC::SetCmpMask(ex.mask);
    AscendC::SetVectorMask<float>(mask);
    AscendC::Select<float, SELMODE::VSEL_CMPMASK_SPR>(ex.dst, ex.src0, ex.src1, repeat, repeatParams);
    ex.Expect(page::kSelectMode0Dst, "SetCmpMask mode 0");
  }
  {  // mode 2, the page's CPU-debug branch: the selMask's address as int64_t
    SelectExample ex(page::kSelectMask, 32);
    auto tempBuf = TensorAt<int32_t>(8192, 8);
    tempBuf.ReinterpretCast<int64_t>().SetValue(0, reinterpret_cast<int64_t>(ex.mask.GetPhyAddr()));
    AscendC::SetCmpMask<int64_t>(tempBuf.ReinterpretCast<int64_t>());
    AscendC::SetVectorMask<float>(mask);
    AscendC::Select<float, SELMODE::VSEL_TENSOR_TENSOR_MODE>(ex.dst, ex.src0, ex.src1, repeat, repeatParams);
    ex.Expect(page::kSelectMode2Dst, "SetCmpMask mode 2 (CPU-debug branch)");
  }
  {  // mode 2, the page's NPU branch compiled here: a uint32_t address duplicated
    SelectExample ex(page::kSelectMask, 32);
    auto tempBuf = TensorAt<int32_t>(8192, 8);
    uint32_t selAddr = static_cast<uint32_t>(reinterpret_cast<int64_t>(ex.mask.GetPhyAddr()));
    AscendC::SetVectorMask<uint32_t>(32);
    AscendC::Duplicate<uint32_t, false>(tempBuf.ReinterpretCast<uint32_t>(), selAddr, AscendC::MASK_PLACEHOLDER, 1, 1, 8);
    AscendC::SetCmpMask<int64_t>(tempBuf.ReinterpretCast<int64_t>());
    AscendC::SetVectorMask<float>(mask);
    AscendC::Select<float, SELMODE::VSEL_TENSOR_TENSOR_MODE>(ex.dst, ex.src0, ex.src1, repeat, repeatParams);
    ex.Expect(page::kSelectMode2Dst, "SetCmpMask mode 2 (NPU branch)");
  }
  {  // mode 1: the scalar 1.0 in the register, the selMask as an argument
    SelectExample ex(page::kSelectMask, 32);
    auto tmpScalar = TensorAt<float>(8192, 8);
    AscendC::SetVectorMask<uint32_t>(32);
    AscendC::Duplicate<float, false>(tmpScalar, static_cast<float>(1.0), AscendC::MASK_PLACEHOLDER, 1, 1, 8);
    AscendC::SetCmpMask(tmpScalar);
    AscendC::SetVectorMask<float>(mask);
    AscendC::Select(ex.dst, ex.mask, ex.src0, repeat, repeatParams);
    // The page's mode 1 result with its scalar 0 replaced by 1.0.
    for (uint32_t i = 0; i < 256; ++i) {
      const bool bit = (page::kSelectMask[i / 8] >> (i % 8)) & 1;
      ASSERT_EQ(ex.dst.GetValue(i), bit ? page::kSelectMode1Dst[i] : 1.0f) << i;
    }
  }
}

}  // namespace
}  // namespace testing
}  // namespace ascendc_host
