// SPEC sections 1 and 4 worked examples, and the seed functions of 000 and
// 003 (examples/seeds/seed000_003_reg.h) compiled unchanged, only wrapped to
// give them a home and a T.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <vector>

#include "kernel_operator.h"
#include "support/ub_helpers.h"

#include "seeds/seed000_003_reg.h"

namespace {

using ascendc_host::testing::FreshCore;


template <typename T>
T* UbAt(uint32_t byte_address) {
  return reinterpret_cast<T*>(ascendc_host::runtime::CurrentCore().ub + byte_address);
}
uint16_t HalfBits(float f) { return half(f).bits; }

// E1.1: seed 000 example 1, T = half, U = uint16_t, count = 200.
TEST(RegSeed000, UbGatherE1_1) {
  FreshCore();
  half* src0 = UbAt<half>(0);
  uint16_t* src1 = UbAt<uint16_t>(512);
  half* dst = UbAt<half>(1024);
  for (int j = 0; j < 256; ++j) {
    src0[j] = half(static_cast<float>(j));
    src1[j] = static_cast<uint16_t>(255 - j);
    dst[j].bits = 0xFFFF;
  }
  Seed000UbGather{}.GatherVF<half, uint16_t>(dst, src0, src1, 200, 128, 2);
  for (int k = 0; k < 128; ++k) ASSERT_EQ(dst[k].bits, HalfBits(255 - k)) << k;
  for (int k = 128; k < 200; ++k) ASSERT_EQ(dst[k].bits, HalfBits(255 - k)) << k;  // 127 .. 56
  for (int k = 200; k < 256; ++k) ASSERT_EQ(dst[k].bits, 0xFFFF) << k;
}

// E1.5: seed 000 example 2, each 128-lane chunk permuted by one index vector.
TEST(RegSeed000, RegisterGatherE1_5) {
  FreshCore();
  half* src0 = UbAt<half>(0);
  uint16_t* src1 = UbAt<uint16_t>(512);
  half* dst = UbAt<half>(1024);
  const uint16_t head[] = {168, 0, 1, 127, 128, 255, 5};
  for (int k = 0; k < 128; ++k) src1[k] = k < 7 ? head[k] : static_cast<uint16_t>((k * 37 + 11) % 256);
  for (int j = 0; j < 256; ++j) {
    src0[j] = half(static_cast<float>(j));
    dst[j].bits = 0xFFFF;
  }
  Seed000RegGather{}.GatherVF<half, uint16_t>(dst, src0, src1, 256, 128, 2);
  const float first[] = {40, 0, 1, 127, 0, 127, 5};
  for (int k = 0; k < 7; ++k) EXPECT_EQ(dst[k].bits, HalfBits(first[k])) << k;
  for (int chunk = 0; chunk < 2; ++chunk)
    for (int k = 0; k < 128; ++k)
      ASSERT_EQ(dst[128 * chunk + k].bits, HalfBits(128 * chunk + src1[k] % 128)) << chunk << "/" << k;
  // With count = 200 the lanes beyond the count are not stored.
  for (int j = 0; j < 256; ++j) dst[j].bits = 0xFFFF;
  Seed000RegGather{}.GatherVF<half, uint16_t>(dst, src0, src1, 200, 128, 2);
  for (int k = 200; k < 256; ++k) ASSERT_EQ(dst[k].bits, 0xFFFF) << k;
  ASSERT_EQ(dst[199].bits, HalfBits(128 + src1[71] % 128));
}

// E1.2: b8 -> b16 zero extension, also for int8_t.
TEST(RegGatherExamples, ZeroExtensionE1_2) {
  FreshCore();
  int8_t* src = UbAt<int8_t>(0);
  const int8_t bytes[] = {40, -40, 127, -128, -1};
  std::memcpy(src, bytes, 5);
  AscendC::Reg::RegTensor<int16_t> dst;
  AscendC::Reg::RegTensor<uint16_t> index;
  for (int k = 0; k < 128; ++k) index.SetElement(k, static_cast<uint16_t>(k < 5 ? 4 - k : 0));
  for (int k = 0; k < 128; ++k) dst.SetElement(k, -1);
  AscendC::Reg::MaskReg mask = AscendC::Reg::CreateMask<int16_t, AscendC::Reg::MaskPattern::VL4>();
  AscendC::MicroAPI::Gather<int16_t, int8_t, uint16_t>(dst, src, index, mask);
  const int16_t expected[] = {255, 128, 127, 216};
  for (int k = 0; k < 4; ++k) EXPECT_EQ(dst.GetElement(k), expected[k]) << k;
  for (int k = 4; k < 128; ++k) ASSERT_EQ(dst.GetElement(k), 0) << k;
}

// E1.3: b64 RegTraitNumOne destination, u32 index; index lanes 32..63 ignored.
TEST(RegGatherExamples, B64NumOneE1_3) {
  FreshCore();
  uint64_t* src = UbAt<uint64_t>(0);
  for (int j = 0; j < 32; ++j) src[j] = 0x1111111100000000ull + j;
  AscendC::Reg::RegTensor<uint64_t> dst;
  AscendC::Reg::RegTensor<uint32_t> index;
  for (int k = 0; k < 64; ++k) index.SetElement(k, k < 32 ? 31 - k : 1000000000u);
  AscendC::Reg::MaskReg mask = AscendC::Reg::CreateMask<uint64_t>();
  AscendC::Reg::Gather(dst, src, index, mask);
  for (int k = 0; k < 32; ++k) ASSERT_EQ(dst.GetElement(k), 0x1111111100000000ull + 31 - k) << k;
}

// E1.4: b64 RegTraitNumTwo destination, then a NORM store of 512 bytes.
TEST(RegGatherExamples, B64NumTwoE1_4) {
  FreshCore();
  uint64_t* src = UbAt<uint64_t>(0);
  for (uint64_t j = 0; j < 64; ++j) src[j] = (j << 32) | (1000 + j);
  AscendC::Reg::RegTensor<uint64_t, AscendC::Reg::RegTraitNumTwo> dst;
  AscendC::Reg::RegTensor<uint32_t> index;
  for (int k = 0; k < 64; ++k) index.SetElement(k, 63 - k);
  uint32_t n = 64;
  AscendC::Reg::MaskReg mask = AscendC::Reg::UpdateMask<uint64_t, AscendC::Reg::RegTraitNumTwo>(n);
  EXPECT_EQ(n, 0u);
  AscendC::Reg::Gather(dst, src, index, mask);
  for (int k = 0; k < 64; ++k) {
    uint32_t lo, hi;
    std::memcpy(&lo, dst.reg[0] + 4 * k, 4);
    std::memcpy(&hi, dst.reg[1] + 4 * k, 4);
    ASSERT_EQ(lo, 1063u - k);
    ASSERT_EQ(hi, 63u - k);
  }
  uint64_t* out = UbAt<uint64_t>(1024);
  AscendC::Reg::StoreAlign(out, dst, mask);
  for (int k = 0; k < 64; ++k) ASSERT_EQ(out[k], src[63 - k]) << k;
}

// E1.6: reversing a register with the permutation form.
TEST(RegGatherExamples, ReverseE1_6) {
  AscendC::Reg::RegTensor<uint32_t> s32, i32;
  for (int k = 0; k < 64; ++k) {
    s32.SetElement(k, 0xA0000000u + k);
    i32.SetElement(k, 63 - k);
  }
  AscendC::Reg::Gather(s32, s32, i32);  // dst is src: computed through a temporary
  for (int k = 0; k < 64; ++k) ASSERT_EQ(s32.GetElement(k), 0xA0000000u + 63 - k);
  AscendC::Reg::RegTensor<uint8_t> s8, i8;
  for (int k = 0; k < 256; ++k) {
    s8.SetElement(k, static_cast<uint8_t>(k * 3));
    i8.SetElement(k, static_cast<uint8_t>(255 - k));
  }
  AscendC::Reg::Gather<uint8_t, uint8_t>(i8, s8, i8);  // dst is index
  for (int k = 0; k < 256; ++k) ASSERT_EQ(i8.GetElement(k), static_cast<uint8_t>((255 - k) * 3));
}

// SPEC 4.9, T = float: ComputeMode01 and 02 store dst[0..99] and keep the rest.
TEST(RegSeed003, ComputeMode01And02) {
  for (int mode = 1; mode <= 2; ++mode) {
    FreshCore();
    float* src = UbAt<float>(0);
    float* dst = UbAt<float>(1024);
    for (int i = 0; i < 128; ++i) {
      src[i] = static_cast<float>(i);
      dst[i] = -1.0f;
    }
    if (mode == 1) Seed003<float>{}.ComputeMode01(dst, src, 100, 64, 2);
    else Seed003<float>{}.ComputeMode02(dst, src, 100, 64, 2);
    for (int i = 0; i < 100; ++i) ASSERT_EQ(ascendc_host::detail::FloatBits(dst[i]), ascendc_host::detail::FloatBits(float(i))) << mode << ":" << i;
    for (int i = 100; i < 128; ++i) ASSERT_EQ(ascendc_host::detail::FloatBits(dst[i]), ascendc_host::detail::FloatBits(-1.0f)) << mode << ":" << i;
  }
}

TEST(RegSeed003, ComputeMode03CopiesAllLanes) {
  FreshCore();
  float* src = UbAt<float>(0);
  float* dst = UbAt<float>(1024);
  for (int i = 0; i < 160; ++i) {
    src[i] = static_cast<float>(i) + 0.5f;
    dst[i] = -1.0f;
  }
  Seed003<float>{}.ComputeMode03(dst, src, 64, 2);
  for (int i = 0; i < 128; ++i) ASSERT_EQ(dst[i], static_cast<float>(i) + 0.5f) << i;
  for (int i = 128; i < 160; ++i) ASSERT_EQ(dst[i], -1.0f) << i;
}

// ComputeMode04/05: byte-exact copies of 512 bytes per iteration, for any T
// and also with the overlapping oneRepeatSize = VL / sizeof(T).
TEST(RegSeed003, ComputeMode04And05ByteExactCopies) {
  for (int mode = 4; mode <= 5; ++mode) {
    for (uint32_t repeat : {256u, 128u}) {
      auto& core = FreshCore();
      std::mt19937_64 rng(mode * 1000 + repeat);
      ascendc_host::testing::FillRandom(core.ub, 4096, rng);
      half* src = UbAt<half>(0);
      half* dst = UbAt<half>(2048);
      std::vector<uint8_t> before(core.ub, core.ub + 4096);
      if (mode == 4) Seed003<half>{}.ComputeMode04(dst, src, repeat, 2);
      else Seed003<half>{}.ComputeMode05(dst, src, repeat, 2);
      const uint32_t copied = repeat == 256 ? 1024 : 768;  // 256 * (repeatTimes + 1) when overlapping
      ASSERT_TRUE(ascendc_host::testing::SameBytes(before.data(), core.ub + 2048, copied)) << mode << "/" << repeat;
      ASSERT_TRUE(ascendc_host::testing::SameBytes(before.data() + 2048 + copied, core.ub + 2048 + copied, 2048 - copied));
    }
  }
  // The same seed code with T = uint32_t and T = uint8_t.
  auto& core = FreshCore();
  std::mt19937_64 rng(7);
  ascendc_host::testing::FillRandom(core.ub, 2048, rng);
  Seed003<uint32_t>{}.ComputeMode04(UbAt<uint32_t>(1024), UbAt<uint32_t>(0), 128, 2);
  EXPECT_TRUE(ascendc_host::testing::SameBytes(core.ub, core.ub + 1024, 1024));
  Seed003<uint8_t>{}.ComputeMode05(UbAt<uint8_t>(1536), UbAt<uint8_t>(0), 512, 1);
  EXPECT_TRUE(ascendc_host::testing::SameBytes(core.ub, core.ub + 1536, 512));
}

// SPEC 4.7: the distribution examples, UB bytes M[x] = x & 0xFF unless stated.
class RegLoadExamples : public ::testing::Test {
 protected:
  void SetUp() override {
    auto& core = FreshCore();
    for (uint32_t x = 0; x < 4096; ++x) core.ub[x] = static_cast<uint8_t>(x);
  }
  template <typename T>
  void FillCounting(uint32_t n) {
    for (uint32_t k = 0; k < n; ++k) UbAt<T>(0)[k] = static_cast<T>(k);
  }
};

TEST_F(RegLoadExamples, NormBroadcastUpDownSample) {
  namespace R = AscendC::Reg;
  R::RegTensor<uint8_t> r8;
  R::LoadAlign(r8, UbAt<uint8_t>(0));
  for (int k = 0; k < 256; ++k) ASSERT_EQ(r8.GetElement(k), k);
  UbAt<uint16_t>(0)[0] = 0x1234;
  R::RegTensor<uint16_t> r16;
  R::LoadAlign<uint16_t, R::LoadDist::DIST_BRC_B16>(r16, UbAt<uint16_t>(0));
  for (int k = 0; k < 128; ++k) ASSERT_EQ(r16.GetElement(k), 0x1234);
  SetUp();
  R::LoadAlign<uint8_t, R::LoadDist::DIST_US_B8>(r8, UbAt<uint8_t>(0));
  for (int k = 0; k < 256; ++k) ASSERT_EQ(r8.GetElement(k), k / 2);
  FillCounting<uint16_t>(256);
  R::LoadAlign<uint16_t, R::LoadDist::DIST_US_B16>(r16, UbAt<uint16_t>(0));
  for (int k = 0; k < 128; ++k) ASSERT_EQ(r16.GetElement(k), k / 2);
  R::LoadAlign<uint16_t, R::LoadDist::DIST_DS_B16>(r16, UbAt<uint16_t>(0));
  for (int k = 0; k < 128; ++k) ASSERT_EQ(r16.GetElement(k), 2 * k);
}

TEST_F(RegLoadExamples, UnpackAndBlocks) {
  namespace R = AscendC::Reg;
  R::RegTensor<uint16_t> r16;
  R::LoadAlign<uint16_t, R::LoadDist::DIST_UNPACK_B8>(r16, UbAt<uint16_t>(0));
  for (int k = 0; k < 128; ++k) ASSERT_EQ(r16.GetElement(k), k);
  for (int j = 0; j < 256; ++j) ASSERT_EQ(r16.reg[0][j], j % 2 ? 0 : j / 2);
  R::RegTensor<uint32_t> r32;
  R::LoadAlign<uint32_t, R::LoadDist::DIST_UNPACK4_B8>(r32, UbAt<uint32_t>(0));
  for (int k = 0; k < 64; ++k) ASSERT_EQ(r32.GetElement(k), static_cast<uint32_t>(k));
  FillCounting<uint16_t>(256);
  R::LoadAlign<uint32_t, R::LoadDist::DIST_UNPACK_B16>(r32, UbAt<uint32_t>(0));
  for (int k = 0; k < 64; ++k) ASSERT_EQ(r32.GetElement(k), static_cast<uint32_t>(k));
  FillCounting<uint32_t>(128);
  R::RegTensor<uint64_t> r64;
  R::LoadAlign<uint32_t, R::LoadDist::DIST_UNPACK_B32>(r32, UbAt<uint32_t>(0));
  std::memcpy(r64.reg[0], r32.reg[0], 256);
  for (int k = 0; k < 32; ++k) ASSERT_EQ(r64.GetElement(k), static_cast<uint64_t>(k));
  R::LoadAlign<uint32_t, R::LoadDist::DIST_BLK>(r32, UbAt<uint32_t>(0));
  for (int k = 0; k < 64; ++k) ASSERT_EQ(r32.GetElement(k), static_cast<uint32_t>(k % 8));
  for (int k = 0; k < 8; ++k) UbAt<uint32_t>(0)[k] = 10 + k;
  R::LoadAlign<uint32_t, R::LoadDist::DIST_E2B_B32>(r32, UbAt<uint32_t>(0));
  for (int k = 0; k < 64; ++k) ASSERT_EQ(r32.GetElement(k), static_cast<uint32_t>(10 + k / 8));
  for (int k = 0; k < 8; ++k) UbAt<uint16_t>(0)[k] = static_cast<uint16_t>(10 + k);
  R::LoadAlign<uint16_t, R::LoadDist::DIST_E2B_B16>(r16, UbAt<uint16_t>(0));
  for (int k = 0; k < 128; ++k) ASSERT_EQ(r16.GetElement(k), 10 + k / 16);
}

TEST_F(RegLoadExamples, DualDeinterleaveAndB64Split) {
  namespace R = AscendC::Reg;
  R::RegTensor<uint8_t> a8, b8;
  R::LoadAlign<uint8_t, R::LoadDist::DIST_DINTLV_B8>(a8, b8, UbAt<uint8_t>(0));
  for (int j = 0; j < 256; ++j) {
    ASSERT_EQ(a8.GetElement(j), (2 * j) & 0xFF);
    ASSERT_EQ(b8.GetElement(j), (2 * j + 1) & 0xFF);
  }
  FillCounting<uint16_t>(256);
  R::RegTensor<uint16_t> a16, b16;
  R::LoadAlign<uint16_t, R::LoadDist::DIST_DINTLV_B16>(a16, b16, UbAt<uint16_t>(0));
  for (int k = 0; k < 128; ++k) {
    ASSERT_EQ(a16.GetElement(k), 2 * k);
    ASSERT_EQ(b16.GetElement(k), 2 * k + 1);
  }
  FillCounting<uint32_t>(128);
  R::RegTensor<uint32_t> a32, b32;
  R::LoadAlign<uint32_t, R::LoadDist::DIST_DINTLV_B32>(a32, b32, UbAt<uint32_t>(0));
  for (int k = 0; k < 64; ++k) {
    ASSERT_EQ(a32.GetElement(k), 2u * k);
    ASSERT_EQ(b32.GetElement(k), 2u * k + 1);
  }
  for (uint64_t k = 0; k < 64; ++k) UbAt<uint64_t>(0)[k] = (k << 32) | (1000 + k);
  R::RegTensor<uint64_t, R::RegTraitNumTwo> split;
  R::LoadAlign(split, UbAt<uint64_t>(0));
  for (int k = 0; k < 64; ++k) {
    uint32_t lo, hi;
    std::memcpy(&lo, split.reg[0] + 4 * k, 4);
    std::memcpy(&hi, split.reg[1] + 4 * k, 4);
    ASSERT_EQ(lo, 1000u + k);
    ASSERT_EQ(hi, static_cast<uint32_t>(k));
  }
}

TEST_F(RegLoadExamples, PostUpdateAndAddrReg) {
  namespace R = AscendC::Reg;
  float* base = UbAt<float>(1024);
  for (int i = -64; i < 192; ++i) base[i] = static_cast<float>(i);
  float* p = base;
  R::RegTensor<float> r;
  R::LoadAlign<float, R::PostLiteral::POST_MODE_UPDATE>(r, p, 64);
  EXPECT_EQ(p, base + 64);
  for (int k = 0; k < 64; ++k) ASSERT_EQ(r.GetElement(k), static_cast<float>(k));
  p = base;
  R::LoadAlign<float, R::PostLiteral::POST_MODE_UPDATE>(r, p, -64);
  EXPECT_EQ(p, base - 64);
  R::AddrReg a = R::CreateAddrReg<float>(2, 64);
  R::LoadAlign(r, base, a);
  for (int k = 0; k < 64; ++k) ASSERT_EQ(r.GetElement(k), static_cast<float>(128 + k));
  // Up to four index/stride pairs add up, in elements of T.
  a = R::CreateAddrReg<float>(1, 8, 1, 16, 2, 4, 1, 0);
  EXPECT_EQ(a.byte_offset, (8u + 16u + 8u) * 4u);
  R::LoadAlign(r, base, a);
  EXPECT_EQ(r.GetElement(0), 32.0f);
}

TEST(RegMasks, UpdateMaskSaturatesAndCreateMaskPatterns) {
  namespace R = AscendC::Reg;
  uint32_t n = 200;
  R::MaskReg m = R::UpdateMask<half>(n);
  EXPECT_EQ(n, 72u);
  for (int b = 0; b < 256; ++b) ASSERT_TRUE(m.Bit(b));
  m = R::UpdateMask<half>(n);
  EXPECT_EQ(n, 0u);
  for (int b = 0; b < 256; ++b) ASSERT_EQ(m.Bit(b), b < 144) << b;
  n = 40;
  m = R::UpdateMask<uint64_t>(n);  // b64 RegTraitNumOne: 32 lanes, even bits of each byte
  EXPECT_EQ(n, 8u);
  EXPECT_EQ(m.words[0], 0x5555555555555555ull);
  EXPECT_EQ(m.words[3], 0x5555555555555555ull);
  n = 40;
  m = R::UpdateMask<uint64_t, R::RegTraitNumTwo>(n);
  EXPECT_EQ(n, 0u);
  EXPECT_EQ(m.words[2], 0xFFFFFFFFull);  // 40 elements x 4 bits = 160 bits
  EXPECT_EQ(m.words[3], 0u);
  m = R::CreateMask<uint64_t, R::MaskPattern::H>();
  EXPECT_EQ(m.words[1], 0x5555555555555555ull);
  EXPECT_EQ(m.words[2], 0u);
  m = R::CreateMask<uint64_t, R::MaskPattern::Q>();
  EXPECT_EQ(m.words[0], 0x5555555555555555ull);
  EXPECT_EQ(m.words[1], 0u);
  m = R::CreateMask<uint32_t, R::MaskPattern::M3>();
  for (int k = 0; k < 64; ++k) ASSERT_EQ(m.Bit(4 * k), k % 3 == 0) << k;
  m = R::CreateMask<uint8_t, R::MaskPattern::M4>();
  for (int k = 0; k < 256; ++k) ASSERT_EQ(m.Bit(k), k % 4 == 0) << k;
  m = R::CreateMask<uint32_t, R::MaskPattern::VL128>();  // clamped to 64 lanes
  for (int w = 0; w < 4; ++w) EXPECT_EQ(m.words[w], ~0ull);
  m = R::CreateMask<uint16_t, R::MaskPattern::VL3>();
  EXPECT_EQ(m.words[0], 0x3Full);
  m = R::CreateMask<uint16_t, R::MaskPattern::ALLF>();
  for (int w = 0; w < 4; ++w) EXPECT_EQ(m.words[w], 0u);
}

TEST(RegSurface, BothNamespacesNameTheSameEntities) {
  static_assert(std::is_same_v<AscendC::MicroAPI::RegTensor<half>, AscendC::Reg::RegTensor<half>>);
  static_assert(std::is_same_v<AscendC::MicroAPI::MaskReg, AscendC::Reg::MaskReg>);
  static_assert(std::is_trivially_copyable_v<AscendC::Reg::RegTensor<uint64_t, AscendC::Reg::RegTraitNumTwo>>);
  static_assert(std::is_trivially_copyable_v<AscendC::Reg::MaskReg>);
  static_assert(std::is_trivially_copyable_v<AscendC::Reg::AddrReg>);
  static_assert(alignof(AscendC::Reg::RegTensor<uint8_t>) == 64);
  static_assert(std::is_same_v<AscendC::Reg::RegTensor<float>::ActualT, float>);
}

}  // namespace
