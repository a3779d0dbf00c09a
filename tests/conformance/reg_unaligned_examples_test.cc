// The worked examples of the unaligned Reg move pages (SPEC 13.12, 13.13):
// the LoadUnAlign / StoreUnAlign walk-through with uint32_t [1..128] at UB
// 48..560, step by step as the page lists it; the AddrReg and plain forms
// of the same copy; the MaskReg StoreUnAlign packing; the AR form after
// Squeeze<STORE_REG> (GetSpr's example: AR = 256 afterwards); Load / Store; MaskGenWithRegTensor bits worked by hand.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <vector>

#include "kernel_operator.h"
#include "support/reg_helpers.h"
#include "support/ub_helpers.h"

namespace {

namespace ah = ascendc_host;
namespace R = AscendC::Reg;
using ah::testing::FreshCore;
using ah::testing::UbPtr;

constexpr uint8_t kUntouched = 0xEE;

// uint32_t elements [first, first + n) of UB at `address`.
::testing::AssertionResult HoldsSequence(uint32_t address, uint32_t first, uint32_t n) {
  for (uint32_t k = 0; k < n; ++k) {
    uint32_t v;
    std::memcpy(&v, ah::runtime::CurrentCore().ub + address + 4 * k, 4);
    if (v != first + k) return ::testing::AssertionFailure() << "UB " << address + 4 * k << " holds " << v;
  }
  return ::testing::AssertionSuccess();
}
::testing::AssertionResult Untouched(uint32_t from, uint32_t to) {
  for (uint32_t a = from; a < to; ++a)
    if (ah::runtime::CurrentCore().ub[a] != kUntouched) return ::testing::AssertionFailure() << "UB " << a << " written";
  return ::testing::AssertionSuccess();
}

// Source [1..128] at 48..560; destination region at 4096 (its byte 48 is
// the page's "UB address 48" of the store side).
constexpr uint32_t kDst = 4096;
void PrepareWalkThrough() {
  auto& core = FreshCore();
  std::memset(core.ub, kUntouched, 8192);
  for (uint32_t k = 0; k < 128; ++k) {
    const uint32_t v = k + 1;
    std::memcpy(core.ub + 48 + 4 * k, &v, 4);
  }
}

TEST(RegUnalignedExamples, PageWalkThroughStepByStep) {
  PrepareWalkThrough();
  uint32_t* src = UbPtr<uint32_t>(48);
  uint32_t* dst = UbPtr<uint32_t>(kDst + 48);
  R::RegTensor<uint32_t> reg;
  R::UnalignRegForLoad ureg1;
  R::UnalignRegForStore ureg2;
  constexpr uint32_t kStride = 256 / sizeof(uint32_t);
  // 1. ureg1 = [1, 2, 3, 4] (the DataBlock 32..64 ends with them).
  R::LoadUnAlignPre(ureg1, src);
  uint32_t cached[8];
  std::memcpy(cached, ureg1.bytes, 32);
  EXPECT_EQ(cached[4], 1u);
  EXPECT_EQ(cached[7], 4u);
  // 2. dstReg = [1 .. 64], ureg1 = [61 .. 68].
  R::LoadUnAlign(reg, ureg1, src, kStride);
  for (uint32_t k = 0; k < 64; ++k) ASSERT_EQ(reg.GetElement(k), k + 1);
  std::memcpy(cached, ureg1.bytes, 32);
  for (uint32_t k = 0; k < 8; ++k) EXPECT_EQ(cached[k], 61 + k);
  EXPECT_EQ(src, UbPtr<uint32_t>(48 + 256));
  // 3. [1 .. 60] to 48..288, ureg2 = [61 .. 64].
  R::StoreUnAlign(dst, reg, ureg2, kStride);
  EXPECT_TRUE(HoldsSequence(kDst + 48, 1, 60));
  EXPECT_TRUE(Untouched(kDst, kDst + 48));
  EXPECT_TRUE(Untouched(kDst + 288, kDst + 600));
  std::memcpy(cached, ureg2.bytes, 16);
  for (uint32_t k = 0; k < 4; ++k) EXPECT_EQ(cached[k], 61 + k);
  // 4. dstReg = [65 .. 128].
  R::LoadUnAlign(reg, ureg1, src, kStride);
  for (uint32_t k = 0; k < 64; ++k) ASSERT_EQ(reg.GetElement(k), 65 + k);
  // 5. [61 .. 124] to 288..544, ureg2 = [125 .. 128].
  R::StoreUnAlign(dst, reg, ureg2, kStride);
  EXPECT_TRUE(HoldsSequence(kDst + 48, 1, 124));
  EXPECT_TRUE(Untouched(kDst + 544, kDst + 600));
  // 6. [125 .. 128] to 544..560; nothing after it.
  R::StoreUnAlignPost(dst, ureg2, 0);
  EXPECT_TRUE(HoldsSequence(kDst + 48, 1, 128));
  EXPECT_TRUE(Untouched(kDst + 560, kDst + 1024));
  EXPECT_TRUE(Untouched(kDst, kDst + 48));
}

// LoadUnAlignVF1 (plain form, the address computed per iteration) and
// LoadUnAlignVF3 (AddrReg form) of the page make the same copy.
TEST(RegUnalignedExamples, PlainAndAddrRegFormsCopyTheSame) {
  for (int form = 0; form < 2; ++form) {
    PrepareWalkThrough();
    uint32_t* src = UbPtr<uint32_t>(48);
    uint32_t* dst = UbPtr<uint32_t>(kDst + 48);
    R::RegTensor<uint32_t> reg;
    R::UnalignRegForLoad ureg0;
    R::UnalignRegForStore ureg1;
    constexpr uint16_t kOneRepeat = 64;
    if (form == 0) {
      R::LoadUnAlignPre(ureg0, src);
      for (uint16_t i = 0; i < 2; ++i) {
        R::LoadUnAlign(reg, ureg0, src + i * kOneRepeat);
        R::StoreUnAlign(dst, reg, ureg1, kOneRepeat);
      }
      R::StoreUnAlignPost(dst, ureg1, 0);
    } else {
      R::AddrReg areg;
      for (uint16_t i = 0; i < 2; ++i) {
        areg = R::CreateAddrReg<uint32_t>(i, kOneRepeat);
        R::LoadUnAlignPre(ureg0, src, areg);
        R::LoadUnAlign(reg, ureg0, src, areg, 0);
        R::StoreUnAlign(dst, reg, ureg1, areg);
      }
      R::StoreUnAlignPost(dst, ureg1, areg);
      EXPECT_EQ(dst, UbPtr<uint32_t>(kDst + 48));  // the AddrReg form leaves dstAddr
    }
    EXPECT_TRUE(HoldsSequence(kDst + 48, 1, 128)) << "form " << form;
    EXPECT_TRUE(Untouched(kDst, kDst + 48)) << "form " << form;
    EXPECT_TRUE(Untouched(kDst + 560, kDst + 1024)) << "form " << form;
  }
}

// The MaskReg page: b16 packs every 2nd predicate bit into 16 bytes and
// moves the address by 16, b32 every 4th bit into 8 bytes, moving by 8.
TEST(RegUnalignedExamples, MaskRegStoreUnAlignPacks) {
  auto& core = FreshCore();
  std::memset(core.ub, kUntouched, 1024);
  R::MaskReg mask;
  mask.words[0] = 0x5;  // bits 0, 2: b16 lanes 0 and 1; b32 lane 0
  mask.words[3] = 1ull << 63 | 1ull << 60;  // bit 252 (b32 lane 63, b16 lane 126), bit 255 (odd: not significant)
  R::UnalignRegForStore ureg;
  uint16_t* p16 = UbPtr<uint16_t>(16);
  R::StoreUnAlign(p16, mask, ureg);
  EXPECT_EQ(p16, UbPtr<uint16_t>(32));
  uint32_t* p32 = UbPtr<uint32_t>(32);
  R::StoreUnAlign(p32, mask, ureg);  // continues the stream: 16..40
  EXPECT_EQ(p32, UbPtr<uint32_t>(40));
  R::StoreUnAlignPost(p32, ureg, 0);
  const uint8_t* ub = core.ub;
  EXPECT_EQ(ub[16], 0x3);   // b16 lanes 0, 1
  EXPECT_EQ(ub[31], 0x40);  // b16 lane 126
  for (int i = 17; i < 31; ++i) EXPECT_EQ(ub[i], 0) << i;
  EXPECT_EQ(ub[32], 0x1);   // b32 lane 0
  EXPECT_EQ(ub[39], 0x80);  // b32 lane 63
  EXPECT_TRUE(Untouched(0, 16));
  EXPECT_TRUE(Untouched(40, 1024));
}

// Squeeze<STORE_REG> adds the bytes it kept to AR; the AR form stores them
// right after the previous pairs' bytes (the GetSpr page's example: M4 keeps
// 16 of 64 floats, four iterations, AR = 256 afterwards, 64 floats stored).
TEST(RegUnalignedExamples, ArFormAfterSqueeze) {
  auto& core = FreshCore();
  std::memset(core.ub, kUntouched, 8192);
  for (uint32_t k = 0; k < 320; ++k) UbPtr<float>(0)[k] = static_cast<float>(k);
  float* x = UbPtr<float>(0);
  float* y = UbPtr<float>(4096);
  R::MaskReg mask = R::CreateMask<float, R::MaskPattern::M4>();
  R::RegTensor<float> xReg, yReg;
  R::UnalignRegForStore ureg;
  R::ClearSpr<AscendC::SpecialPurposeReg::AR>();
  for (uint16_t i = 0; i < 4; ++i) {
    R::LoadAlign<float, R::PostLiteral::POST_MODE_UPDATE>(xReg, x, 64);
    R::Squeeze<float, R::GatherMaskMode::STORE_REG>(yReg, xReg, mask);
    R::StoreUnAlign<float, R::PostLiteral::POST_MODE_UPDATE>(y, yReg, ureg);
  }
  R::StoreUnAlignPost(y, ureg);
  EXPECT_EQ((AscendC::GetSpr<AscendC::SpecialPurposeReg::AR>()), 256);
  for (uint32_t k = 0; k < 64; ++k) ASSERT_EQ(UbPtr<float>(4096)[k], static_cast<float>(4 * k)) << k;
  EXPECT_TRUE(Untouched(4096 + 256, 8192));
  // Three lanes per step from an unaligned start: 12 bytes a time, flushed
  // at the end; nothing before the start or after the 60 bytes is written.
  std::memset(core.ub + 4096, kUntouched, 4096);
  R::ClearSpr<AscendC::SpecialPurposeReg::AR>();
  float* z = UbPtr<float>(4100);
  R::MaskReg three;
  three.words[0] = 0x1 | 0x10 | 0x10000;  // lanes 0, 1, 4
  x = UbPtr<float>(0);
  for (uint16_t i = 0; i < 5; ++i) {
    R::LoadAlign<float, R::PostLiteral::POST_MODE_UPDATE>(xReg, x, 64);
    R::Squeeze<float, R::GatherMaskMode::STORE_REG>(yReg, xReg, three);
    R::StoreUnAlign<float, R::PostLiteral::POST_MODE_UPDATE>(z, yReg, ureg);
  }
  R::StoreUnAlignPost(z, ureg);
  EXPECT_EQ(core.spr_ar, 60);
  for (uint32_t i = 0; i < 5; ++i) {
    EXPECT_EQ(UbPtr<float>(4100)[3 * i], static_cast<float>(64 * i));
    EXPECT_EQ(UbPtr<float>(4100)[3 * i + 1], static_cast<float>(64 * i + 1));
    EXPECT_EQ(UbPtr<float>(4100)[3 * i + 2], static_cast<float>(64 * i + 4));
  }
  EXPECT_TRUE(Untouched(4096, 4100));
  EXPECT_TRUE(Untouched(4100 + 60, 8192));
}

// Load / Store page: each iteration copies `count` elements between
// unaligned addresses.
TEST(RegUnalignedExamples, LoadStoreCopy) {
  auto& core = FreshCore();
  std::memset(core.ub, kUntouched, 8192);
  for (uint32_t k = 0; k < 300; ++k) UbPtr<uint16_t>(2)[k] = static_cast<uint16_t>(1000 + k);
  R::RegTensor<uint16_t> reg;
  constexpr uint16_t kCount = 100;
  for (uint16_t i = 0; i < 3; ++i) {
    R::Load(reg, UbPtr<uint16_t>(2) + i * kCount);
    R::Store(UbPtr<uint16_t>(4002) + i * kCount, reg, kCount);
  }
  for (uint32_t k = 0; k < 300; ++k) ASSERT_EQ(UbPtr<uint16_t>(4002)[k], 1000 + k) << k;
  EXPECT_TRUE(Untouched(4000, 4002));
  EXPECT_TRUE(Untouched(4002 + 600, 8192));
}

// MaskGenWithRegTensor, worked by hand: b16 block 1 is register bytes
// 16..31, its bit i becomes predicate bits 2i and 2i+1; b32 block 3 is bytes
// 24..31, its bit i becomes bits 4i..4i+3.
TEST(RegUnalignedExamples, MaskGenWithRegTensorBits) {
  R::RegTensor<uint16_t> h;
  h.reg[0][16] = 0x05;  // bits 0, 2
  h.reg[0][31] = 0x80;  // bit 127
  R::MaskReg mask;
  R::MaskGenWithRegTensor<uint16_t, 1>(mask, h);
  EXPECT_EQ(mask.words[0], 0x33ull);
  EXPECT_EQ(mask.words[1], 0ull);
  EXPECT_EQ(mask.words[3], 0xC000000000000000ull);
  R::RegTensor<float> f;
  f.reg[0][24] = 0x03;  // bits 0, 1
  f.reg[0][31] = 0x80;  // bit 63
  R::MaskGenWithRegTensor<float, 3>(mask, f);
  EXPECT_EQ(mask.words[0], 0xFFull);
  EXPECT_EQ(mask.words[3], 0xF000000000000000ull);
  R::MaskGenWithRegTensor<float, 0>(mask, f);  // block 0: all zero
  EXPECT_EQ(mask.words[0] | mask.words[1] | mask.words[2] | mask.words[3], 0ull);
}

}  // namespace
